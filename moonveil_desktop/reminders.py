"""The grimoire's reminder tokens: what the narrator should remember about each seat,
read from the moderator view only (no Qt, no game object: a view is all it gets).

Three sources, as the four books fill them:

- tonight's submissions (every book): the seat a protection, an attack, a poison,
  a silence, a link, a block, an inspection or an abduction was aimed at gets a token
  naming the effect ("protected", "abducted"); a target of any other ability gets "chosen by Ana";
- the grimoire rows (every book): uses left of a limited ability, and a seen-as,
  counts-as or wins-with that differs from the role's own (a conversion, a shift);
- ``details``, the rule set's ``moderator_details``: Village vs Non-village's kill
  points, needles, the fox's chances, groups, the sheriff, the insanity, the piped
  and the respected; and any book's per-seat ``reminders`` marks (Moonveil: today's
  hushed, boosted and pardoned seats, tonight's curfews; Luna llena: tonight's hex,
  today's shield, the Ladrón's move).

Outside a night, a submission that answers no prompt of the phase now is last night's
(Moonveil keeps a night's submissions until the next night opens): its token is marked
``earlier`` with that night's number (``LastNight``), and the grimoire shows it as last
night's ("Night 2: attacked", dimmed), so the day's moderator does not read it as fresh.

Plus the moderator's own note (not from the engine: from the evening, see
``moonveil_desktop.seat_notes``). Words come from the one catalog (context
``Grimoire``), so a token is never an id.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING, Any

from moonveil_desktop.catalog import QT_TRANSLATE_NOOP, listed, translate
from moonveil_desktop.vocabulary import ABILITIES, attribute_label

if TYPE_CHECKING:
    from engine.view_types import GrimoireSeat, ModeratorView, SubmissionData

CONTEXT = "Grimoire"
NOTE_MARK = "✎"

# What a night ability does to its target, by ability id across the four books.
EFFECTS = {
    **dict.fromkeys(("protect", "shield", "ward", "first_aid", "antidote"), "protected"),
    **dict.fromkeys(("attack", "bite", "assassinate", "first_shot"), "attacked"),
    "poison": "poisoned",
    "hush": "silenced",
    "link": "linked",
    **dict.fromkeys(("block", "curfew"), "blocked"),
    "veil": "veiled",
    "pipe": "piped",
    "respect": "respected",
    # the Alien Leader's abduction (IT-9.2): the book's own word, not "chosen by"
    "abduct": "abducted",
    **dict.fromkeys(
        ("inspect", "divine", "verify", "pack_check", "crystal_ball", "consult", "examine", "probe"), "inspected"
    ),
}

WORDS = {
    "protected": QT_TRANSLATE_NOOP("Grimoire", "protected"),
    "attacked": QT_TRANSLATE_NOOP("Grimoire", "attacked"),
    "poisoned": QT_TRANSLATE_NOOP("Grimoire", "poisoned"),
    "silenced": QT_TRANSLATE_NOOP("Grimoire", "silenced"),
    "linked": QT_TRANSLATE_NOOP("Grimoire", "linked"),
    "blocked": QT_TRANSLATE_NOOP("Grimoire", "blocked"),
    "veiled": QT_TRANSLATE_NOOP("Grimoire", "veiled"),
    "inspected": QT_TRANSLATE_NOOP("Grimoire", "inspected"),
    "sheriff": QT_TRANSLATE_NOOP("Grimoire", "sheriff"),
    "insanity": QT_TRANSLATE_NOOP("Grimoire", "insanity"),
    "piped": QT_TRANSLATE_NOOP("Grimoire", "piped"),
    "respected": QT_TRANSLATE_NOOP("Grimoire", "respected"),
    "abducted": QT_TRANSLATE_NOOP("Grimoire", "abducted"),
    "note": QT_TRANSLATE_NOOP("Grimoire", "note"),
    # the per-seat ``reminders`` of a rule set's moderator_details (Moonveil, Luna llena)
    "hushed": QT_TRANSLATE_NOOP("Grimoire", "no vote today"),
    "boosted": QT_TRANSLATE_NOOP("Grimoire", "double vote today"),
    "pardoned": QT_TRANSLATE_NOOP("Grimoire", "pardoned today"),
    "curfew": QT_TRANSLATE_NOOP("Grimoire", "curfew tonight"),
    "hexed": QT_TRANSLATE_NOOP("Grimoire", "hexed tonight"),
    "shielded": QT_TRANSLATE_NOOP("Grimoire", "shielded today"),
    "thief": QT_TRANSLATE_NOOP("Grimoire", "one more vote today"),
    "robbed": QT_TRANSLATE_NOOP("Grimoire", "one vote less today"),
}
DETAIL_REMINDERS = ("hushed", "boosted", "pardoned", "curfew", "hexed", "shielded", "thief", "robbed")

TEMPLATES = {
    "chosen": QT_TRANSLATE_NOOP("Grimoire", "chosen by {name}"),
    "uses": QT_TRANSLATE_NOOP("Grimoire", "{ability}: {count} left"),
    "uses_unnamed": QT_TRANSLATE_NOOP("Grimoire", "uses left: {count}"),
    "kill_points": QT_TRANSLATE_NOOP("Grimoire", "kill points {value}"),
    "needles": QT_TRANSLATE_NOOP("Grimoire", "needles {value}"),
    "fox_chances": QT_TRANSLATE_NOOP("Grimoire", "fox chances {value}"),
    "group": QT_TRANSLATE_NOOP("Grimoire", "group {value}"),
    "seen_as": QT_TRANSLATE_NOOP("Grimoire", "seen as {value}"),
    "counts_as": QT_TRANSLATE_NOOP("Grimoire", "counts as {value}"),
    "wins_with": QT_TRANSLATE_NOOP("Grimoire", "wins with {value}"),
    "by": QT_TRANSLATE_NOOP("Grimoire", "{token} (by {name})"),
    # last night's marks in the day: one or more tokens after the night they are from
    "night": QT_TRANSLATE_NOOP("Grimoire", "Night {number}: {tokens}"),
    "last_night": QT_TRANSLATE_NOOP("Grimoire", "Last night: {tokens}"),
}

# Limited abilities of the books without their own ability names on the card.
USE_WORDS = {
    "antidote": QT_TRANSLATE_NOOP("Grimoire", "Antidote"),
    "poison": QT_TRANSLATE_NOOP("Grimoire", "Poison"),
    "revive": QT_TRANSLATE_NOOP("Grimoire", "Revive"),
    "lure": QT_TRANSLATE_NOOP("Grimoire", "Lure"),
}

# ``moderator_details`` keys read as "this seat → a value" or "these seats are marked".
SEAT_VALUES = ("kill_points", "needles", "fox_chances")
SEAT_LISTS = {"pipe_targets": "piped", "respect_targets": "respected"}
SEAT_HOLDERS = {"sheriff": "sheriff", "insanity_holder": "insanity"}


@dataclass(frozen=True)
class Reminder:
    """One token on a seat: ``kind`` (a key of WORDS or TEMPLATES), a ``value``
    (a count, a fraction, a word already in the reader's language) and, for a
    target of tonight, the actor's ``by`` name (plain text, shown as written)."""

    kind: str
    value: str = ""
    by: str = ""
    ability: str = ""
    earlier: bool = False  # a mark of last night's, seen in the day
    night: str = ""  # that night's number ("" when the log does not say)


@dataclass(frozen=True)
class LastNight:
    """Outside a night: the prompts of the phase now, as (seat, slot, ability), so a
    submission that answers none of them is last night's; and that night's number."""

    now: frozenset[tuple[int, str, str]]
    number: str = ""


def last_night_number(view: ModeratorView) -> str:
    """The number of the latest night in the moderator's log ("" when none is there)."""
    for message in reversed(view.get("log") or []):
        kind, _, number = str(message["phase"]).partition("/")[0].partition(" ")
        if kind == "night":
            return number.strip()
    return ""


@dataclass(frozen=True)
class BaseAttributes:
    """A role's own seen-as, counts-as and wins-with (from the rule set's data)."""

    seen_as: str
    counts_as: tuple[str, ...]
    wins_with: str


def base_attributes(roles: Mapping[str, Any]) -> dict[str, BaseAttributes]:
    """Each role's own attributes, from a rule set's ``roles`` (``RoleSpec`` data)."""
    return {
        role: BaseAttributes(spec.seen_as, tuple(sorted(spec.counts_as)), spec.team) for role, spec in roles.items()
    }


def seat_reminders(
    view: ModeratorView,
    seat: int,
    base: Mapping[str, BaseAttributes] | None = None,
    note: str = "",
    last_night: LastNight | None = None,
) -> list[Reminder]:
    """Every token of ``seat``, from a narrator's moderator view (``[]`` for any
    other view: it has no grimoire); ``last_night`` outside a night (see the module)."""
    rows = view.get("grimoire") or []
    if seat < 0 or seat >= len(rows):
        return []
    row = rows[seat]
    names = [r["name"] for r in rows]
    parted = _parted_abilities(str((view.get("public") or {}).get("ruleset", "")))
    tokens = _tonight(view.get("submissions") or [], seat, names, last_night, parted)
    tokens += _uses(row)
    tokens += _changed_attributes(row, (base or {}).get(row["role"]))
    tokens += _details(view.get("details") or {}, seat)
    if note.strip():
        tokens.append(Reminder("note", note.strip()))
    return tokens


@cache  # a book's data: read once, not for every seat of every refresh
def _parted_abilities(ruleset: str) -> frozenset[str]:
    """The book's abilities whose targets each play a part (``target_parts``): only the
    first is what the ability does something to (the Blind Seer examines the first and
    tells the second, IT-10.2)."""
    from engine.errors import EngineError
    from engine.ruleset import find_ruleset

    try:
        return frozenset(find_ruleset(ruleset).target_parts)
    except EngineError:  # a view of a book this build does not know: no parts
        return frozenset()


def _tonight(
    submissions: list[SubmissionData],
    seat: int,
    names: list[str],
    last_night: LastNight | None,
    parted: frozenset[str] = frozenset(),
) -> list[Reminder]:
    tokens = []
    for sub in submissions:
        if seat not in sub["targets"]:
            continue
        actor = sub["seat"]
        by = names[actor] if 0 <= actor < len(names) else ""
        ability = sub["ability"]
        earlier = last_night is not None and (actor, sub["slot"], ability) not in last_night.now
        night = last_night.number if earlier and last_night is not None else ""
        # a later part is chosen, not affected: the Blind Seer's recipient is not "inspected"
        affected = ability not in parted or sub["targets"][0] == seat
        kind = (EFFECTS.get(ability) if affected else None) or "chosen"
        tokens.append(Reminder(kind, by=by, ability=ability, earlier=earlier, night=night))
    return tokens


def _uses(row: GrimoireSeat) -> list[Reminder]:
    return [Reminder("uses", str(count), ability=ability) for ability, count in sorted(row["uses"].items())]


def _changed_attributes(row: GrimoireSeat, base: BaseAttributes | None) -> list[Reminder]:
    if base is None:
        return []
    tokens = []
    if row["seen_as"] != base.seen_as:
        tokens.append(Reminder("seen_as", row["seen_as"]))
    counts = tuple(sorted(row["counts_as"]))
    if counts != tuple(sorted(base.counts_as)):
        tokens.append(Reminder("counts_as", ",".join(counts)))
    if row["wins_with"] != base.wins_with:
        tokens.append(Reminder("wins_with", row["wins_with"]))
    return tokens


def _details(details: Mapping[str, Any], seat: int) -> list[Reminder]:
    """The seat's marks in a book's ``moderator_details``, read through the key tables
    above (tests/engine/test_view_types.py checks they are ModeratorDetails keys)."""
    key = str(seat)
    tokens = []
    for kind in SEAT_VALUES:
        value = (details.get(kind) or {}).get(key)
        if value not in (None, "", 0, "0"):
            tokens.append(Reminder(kind, str(value)))
    groups = details.get("groups") or {}
    tokens += [Reminder("group", str(n)) for n, (_, members) in enumerate(sorted(groups.items()), 1) if seat in members]
    tokens += [Reminder(word) for field, word in SEAT_LISTS.items() if seat in (details.get(field) or [])]
    tokens += [Reminder(word) for field, word in SEAT_HOLDERS.items() if details.get(field) == seat]
    marks = (details.get("reminders") or {}).get(key) or []
    tokens += [Reminder(kind) for kind in marks if kind in DETAIL_REMINDERS]  # a mark without words is left out
    return tokens


AbilityWords = Callable[[str], str | None]


def reminder_text(reminder: Reminder, lang: str, ability_words: AbilityWords | None = None, full: bool = False) -> str:
    """A token in words of ``lang``; ``full`` adds who chose the seat tonight
    (the tooltip and the accessible name), the note's own text, and for last night's
    mark the night it is from ("Night 2: attacked (by Ana)")."""
    text = _token_text(reminder, lang, ability_words, full)
    return earlier_words([text], reminder.night, lang) if full and reminder.earlier else text


def earlier_words(tokens: list[str], night: str, lang: str) -> str:
    """Last night's tokens after their night: "Night 2: attacked · inspected"."""
    joined = " · ".join(tokens)
    if night:
        return _template(lang, "night", number=night, tokens=joined)
    return _template(lang, "last_night", tokens=joined)


def _token_text(reminder: Reminder, lang: str, ability_words: AbilityWords | None, full: bool) -> str:
    kind, value = reminder.kind, reminder.value
    if kind == "note":  # on the seat its own words (elided there); in full, said to be a note
        return f"{translate(lang, CONTEXT, WORDS['note'])}: {value}" if full else f"{NOTE_MARK} {value}"
    if kind == "uses":
        ability = _ability_word(reminder.ability, lang, ability_words)
        if ability is None:
            return _template(lang, "uses_unnamed", count=value)
        return _template(lang, "uses", ability=ability, count=value)
    if kind == "chosen":
        return _template(lang, "chosen", name=reminder.by)
    if kind in ("seen_as", "wins_with"):
        return _template(lang, kind, value=attribute_label(value, lang))
    if kind == "counts_as":
        return _template(lang, kind, value=listed((attribute_label(v, lang) for v in value.split(",")), lang))
    if kind in TEMPLATES:
        return _template(lang, kind, value=value)
    word = translate(lang, CONTEXT, WORDS[kind]) if kind in WORDS else kind
    if full and reminder.by:
        return _template(lang, "by", token=word, name=reminder.by)
    return word


def _template(lang: str, key: str, **fields: str) -> str:
    return translate(lang, CONTEXT, TEMPLATES[key]).format(**fields)


def _ability_word(ability: str, lang: str, ability_words: AbilityWords | None) -> str | None:
    own = ability_words(ability) if ability_words is not None else None
    if own:
        return own
    if ability in ABILITIES:
        return translate(lang, "Vocabulary", ABILITIES[ability])
    if ability in USE_WORDS:
        return translate(lang, CONTEXT, USE_WORDS[ability])
    return None
