"""Luna llena's options, described for setup forms (engine/options.py; LL-3, LL-4, LL-11, §3, §7),
and the chosen deck of the TEST mode."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from engine.errors import SetupError
from engine.options import Choice, OptionKind, OptionSpec, Part
from engine.rulesets.luna_llena.roles import CATALOG, LOVER, REPEATABLE
from engine.rulesets.luna_llena.setup import CLASSIC, RANDOM, check_explicit

TEST = "test"
#: DEC-LL-52: seconds per phase (0 or None: no deadline), in the order a form shows them.
DEFAULT_DURATIONS = {"night": 90, "debate": 180, "accusation": 60, "tiebreak": 45, "defense": 60, "judgment": 45}

OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "mode",
        OptionKind.CHOICE,
        CLASSIC,
        "mode",
        "game_type.help",
        choices=(Choice(CLASSIC, "classic"), Choice(RANDOM, "random"), Choice(TEST, "manual_game")),
        selects_game_type=True,
    ),
    OptionSpec(
        "roles",
        OptionKind.ROLES,
        None,
        "cards",
        "cards.help",
        game_types=(TEST,),
        roles=CATALOG,
        repeatable=(*sorted(REPEATABLE), LOVER),  # the Lovers are one pair: two cards (LL-4.3)
        optional=True,
    ),
    OptionSpec("presence", OptionKind.BOOL, True, "presence", "presence.help"),
    OptionSpec(
        "durations",
        OptionKind.DURATIONS,
        DEFAULT_DURATIONS,
        "durations",
        "durations.help",
        minimum=0,
        maximum=3600,
        parts=tuple(Part(part, f"phase.{part}") for part in DEFAULT_DURATIONS),
    ),
    OptionSpec("max_days", OptionKind.INT, 0, "max_days_unlimited", "max_days.help", minimum=0, maximum=99),
)


def chosen_deck(n: int, options: Mapping[str, Any]) -> list[str]:
    """TEST mode with the moderator's deck (LL-2.3): the cards are checked like an
    explicit deal and then shuffled onto the seats like any other composition."""
    roles = [str(role) for role in options.get("roles") or []]
    if not roles:
        raise SetupError.of("ll.deck_empty", rule="LL-2.3")
    if len(roles) != n:
        raise SetupError.of("ll.deck_count", rule="LL-2.3", dealt=len(roles), count=n)
    check_explicit(roles)
    return roles
