"""Words for ids of the shared vocabulary (docs/rulesets/*.md) that the console
and the phone pages show: ability and team ids, the reasons a game ends. Unknown ids show as themselves.

The entries are marked for ``pyside6-lupdate`` (context ``Vocabulary``) and
translated from the one catalog (docs/i18n.md), with or without Qt.
"""

from __future__ import annotations

from moonveil_desktop.catalog import QT_TRANSLATE_NOOP, translate

CONTEXT = "Vocabulary"

ABILITIES = {
    "attack": QT_TRANSLATE_NOOP("Vocabulary", "Attack"),
    "inspect": QT_TRANSLATE_NOOP("Vocabulary", "Inspect"),
    "protect": QT_TRANSLATE_NOOP("Vocabulary", "Protect"),
    "ready": QT_TRANSLATE_NOOP("Vocabulary", "Ready"),
    "rest": QT_TRANSLATE_NOOP("Vocabulary", "Rest"),
}

TEAMS = {
    "wolves": QT_TRANSLATE_NOOP("Vocabulary", "The Wolves"),
    "village": QT_TRANSLATE_NOOP("Vocabulary", "The Village"),
}

OPTIONS = {
    # named ballot choices (a judgment vote)
    "execute": QT_TRANSLATE_NOOP("Vocabulary", "Execute"),
    "pardon": QT_TRANSLATE_NOOP("Vocabulary", "Pardon"),
}

ATTRIBUTES = {
    "wolf": QT_TRANSLATE_NOOP("Vocabulary", "Wolf"),
    "not_wolf": QT_TRANSLATE_NOOP("Vocabulary", "not a Wolf"),
    "villager": QT_TRANSLATE_NOOP("Vocabulary", "Villager"),
}

REASONS = {
    "no_wolves_left": QT_TRANSLATE_NOOP("Vocabulary", "no Wolf is left"),
    "wolf_parity": QT_TRANSLATE_NOOP("Vocabulary", "the Wolves are as many as the others"),
    "day_limit": QT_TRANSLATE_NOOP("Vocabulary", "the day limit was reached"),
}


def reason_label(reason: str, lang: str) -> str:
    """Why the game ended, for a reason id of the shared vocabulary (others as they are)."""
    source = REASONS.get(reason)
    return translate(lang, CONTEXT, source) if source else reason


def ruleset_title(name: str, lang: str) -> str:
    """A rule set's own title in ``lang`` (its name when it is unknown or has none)."""
    from engine.errors import SetupError
    from engine.ruleset import find_ruleset

    try:
        titles = find_ruleset(name).titles
    except SetupError:
        return name
    return titles.get(lang) or titles.get("en") or name


def option_label(option: str, lang: str) -> str:
    source = OPTIONS.get(option)
    return translate(lang, CONTEXT, source) if source else option


def attribute_label(value: str, lang: str) -> str:
    """A seen-as / counts-as / wins-with id (a team id or an attribute word)."""
    source = ATTRIBUTES.get(value) or TEAMS.get(value)
    return translate(lang, CONTEXT, source) if source else value


def ability_label(ability: str, lang: str) -> str:
    source = ABILITIES.get(ability)
    return translate(lang, CONTEXT, source) if source else ability


def team_label(team: str, lang: str) -> str:
    source = TEAMS.get(team)
    return translate(lang, CONTEXT, source) if source else team


GROUP_JOIN = " + "  # the players of one target group ("Ana + Bea"): a sign, no word to translate
GROUPS_JOIN = "; "  # one group after another


def groups_text(targets: tuple[int, ...] | list[int], count: int, names: list[str]) -> str:
    """``targets`` in groups of ``count`` (an ability whose targets repeat in groups, the
    Careerist's pairs), as the console and the phones write them: "Ana + Bea; Cai + Dov"."""
    size = max(count, 1)
    groups = [targets[i : i + size] for i in range(0, len(targets), size)]
    return GROUPS_JOIN.join(GROUP_JOIN.join(names[seat] for seat in group) for group in groups)
