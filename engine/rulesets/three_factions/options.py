"""Three factions' options, described for setup forms (engine/options.py), and the
composition it proposes for tables other than the book's 22 players (D-02)."""

from __future__ import annotations

from typing import Any

from engine.options import Choice, OptionKind, OptionSpec, Part
from engine.rulesets.three_factions.roles import (
    CONTADINO,
    DETECTIVE,
    DIABLO,
    FIGLIO_STELLE,
    GENERALE_ALIENO,
    GUARDIA,
    INDEMONIATO,
    LEADER_ALIENO,
    LUPO_DEMONIO,
    LUPO_MANNARO,
    LUPO_MUTAFORMA,
    MEDIUM,
    MERETRICE,
    MIB_J,
    MIB_K,
    MUCCA_MANNARA,
    ROLES,
    SOLDATO_ALIENO,
    SPIRITO_CANDIDO,
    VEGGENTE_CIECO,
)

BOOK_PLAYERS = 22  # IT-1.1

#: D-02 proposes no scaling; the app proposes this one. The first N cards are
#: the table for N players (N ≤ 22): every prefix has a wolf, the Alien Leader
#: and a reader of roles, and the factions grow in turn; the 22 cards are the
#: book's own counts (IT-1.1). Larger tables add EXTRA_CARDS in turn.
GROWTH_ORDER = (
    LUPO_MANNARO,
    LEADER_ALIENO,
    VEGGENTE_CIECO,
    CONTADINO,
    GUARDIA,
    LUPO_MANNARO,
    CONTADINO,
    GENERALE_ALIENO,
    MEDIUM,
    CONTADINO,
    LUPO_DEMONIO,
    MERETRICE,
    SOLDATO_ALIENO,
    DETECTIVE,
    INDEMONIATO,
    LUPO_MUTAFORMA,
    MUCCA_MANNARA,
    SPIRITO_CANDIDO,
    MIB_K,
    MIB_J,
    FIGLIO_STELLE,
    DIABLO,
)
EXTRA_CARDS = (CONTADINO, LUPO_MANNARO, CONTADINO, SOLDATO_ALIENO)


def proposed_roles(players: int) -> list[str]:
    """The proposed cards for ``players`` seats (see GROWTH_ORDER)."""
    extra = max(0, players - len(GROWTH_ORDER))
    return list(GROWTH_ORDER[:players]) + [EXTRA_CARDS[i % len(EXTRA_CARDS)] for i in range(extra)]


def proposed_options(defaults: dict[str, Any], players: int) -> dict[str, Any]:
    """The book's defaults at 22 players; a proposed role list at any other size (D-02)."""
    if players == BOOK_PLAYERS:
        return defaults
    return {**defaults, "roles": proposed_roles(players)}


def _choices(*values: str) -> tuple[Choice, ...]:
    return tuple(Choice(value, value) for value in values)


OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "roles",
        OptionKind.ROLES,
        None,
        "cards",
        "custom_roles.help",
        roles=tuple(ROLES),
        repeatable=tuple(ROLES),  # D-02: roles may be removed or duplicated
        optional=True,
    ),
    OptionSpec("soldiers", OptionKind.INT, 1, "soldiers", "soldiers.help", minimum=0, maximum=19),
    OptionSpec("self_vote", OptionKind.BOOL, True, "self_vote"),
    OptionSpec(
        "tie_break",
        OptionKind.CHOICE,
        "none",
        "tie_break",
        choices=(
            Choice("none", "tie_nobody"),
            Choice("first_to_reach", "tie_first"),
            Choice("moderator", "tie_moderator"),
        ),
    ),
    OptionSpec("publish_totals", OptionKind.BOOL, True, "publish_totals"),
    OptionSpec("missed_vote_threshold", OptionKind.INT, 3, "missed_vote_threshold", minimum=1, maximum=20),
    OptionSpec(
        "missed_vote_counting",
        OptionKind.CHOICE,
        "cumulative",
        "missed_vote_counting",
        choices=_choices("cumulative", "consecutive"),
    ),
    OptionSpec(
        "missed_vote_sanction",
        OptionKind.CHOICE,
        "elimination",
        "missed_vote_sanction",
        choices=_choices("elimination", "warning", "none"),
    ),
    OptionSpec("sanction_confirm", OptionKind.BOOL, True, "sanction_confirm"),
    OptionSpec("harlot_repeat", OptionKind.CHOICE, "never", "harlot_repeat", choices=_choices("never", "consecutive")),
    OptionSpec(
        "guard_neighbours", OptionKind.CHOICE, "circle", "guard_neighbours", choices=_choices("circle", "linear")
    ),
    OptionSpec("sick_nights", OptionKind.INT, 1, "sick_nights", minimum=1, maximum=9),
    OptionSpec("spirit_first_night", OptionKind.INT, 3, "spirit_first_night", minimum=1, maximum=20),
    OptionSpec("spirit_single_revival", OptionKind.BOOL, False, "spirit_single_revival"),
    OptionSpec(
        "victory_order",
        OptionKind.CHOICE,
        "aliens_first",
        "victory_order",
        choices=_choices("aliens_first", "village_first"),
    ),
    OptionSpec(
        "detective_counts", OptionKind.CHOICE, "counts_as", "detective_counts", choices=_choices("counts_as", "roles")
    ),
    OptionSpec("nothing_to_report", OptionKind.BOOL, True, "nothing_to_report"),
    OptionSpec(
        "deadlines",
        OptionKind.DEADLINES,
        {"mode": "manual"},
        "deadlines",
        "deadlines.help",
        choices=(
            Choice("manual", "deadline.manual"),
            Choice("timer", "deadline.timer"),
            Choice("clock", "deadline.clock"),
        ),
        parts=(
            Part("start", "deadline.start"),
            Part("vote_close", "deadline.vote_close"),
            Part("action_deadline", "deadline.action_deadline"),
            Part("dawn", "deadline.dawn"),
        ),
    ),
)
