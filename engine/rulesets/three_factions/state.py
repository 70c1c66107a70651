"""Three Factions' own state, the attribute model (IT-2) and the transitions X1..X10.

A player's *effective* attributes are always ``effective(role, flags)``: the
base attributes of the current role plus the active modifiers (Demon's chosen,
Shift, Hybrid pregnancy). ``refresh`` writes them on ``PlayerState`` (seen_as,
counts_as, wins_with) and is called by every rule that touches a role or a
modifier, so the stored attributes are never stale (IT-2.6). Role-specific
state lives in ``PlayerState.flags`` and is wiped by a conversion (IT-2.10);
what a player was told lives in ``TFState.knowledge`` and is never erased (D-37).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.model import Audience, GameState, PlayerState
from engine.ruleset_book import state_access
from engine.rulesets.three_factions.roles import ALIENO, INNOCENTE, LUPO, ROLES, UMANO

# Causes of death (vocabulary).
PYRE = "PYRE"
NIGHT = "NIGHT"
SANCTION = "SANCTION"

# Role-specific flags (cleared by a conversion, IT-2.10).
SHIFT = "shift"  # "A" | "B" (IT-2.8)
SHIFT_NIGHT = "shift_night"  # the night the shift was taken: no bite that night (IT-7.20)
DEMON_CHOSEN = "demon_chosen"  # IT-2.7
PREGNANT = "pregnant"  # IT-2.9 (hidden from the Harlot, IT-2.13)
NOMINEE = "nominee"  # the Demon Wolf's standing nominee (IT-7.10)
LAST_PROTECTION = "last_protection"  # [night, seat] the Guard actually protected (IT-10.14)
VISITED = "visited"  # [[night, seat], ...] the Harlot's performed visits (IT-10.22)
BITTEN = "bitten"  # the Diablo was reached by a bite (IT-11.3)
DIABLO_LOST = "diablo_lost"  # burned before the bite: a permanent loss (IT-11.6)

ROLE_FLAGS = (SHIFT, SHIFT_NIGHT, DEMON_CHOSEN, PREGNANT, NOMINEE, LAST_PROTECTION, VISITED, BITTEN, DIABLO_LOST)


@dataclass
class TFState:
    """Three Factions' memory across phases."""

    pack: set[int] = field(default_factory=set)  # wolf roles at setup; never shrinks (IT-7.1, IT-7.28)
    knowledge: dict[int, dict[str, Any]] = field(default_factory=dict)  # what each seat was told (D-37, D-38)
    pyre: dict[int, int | None] = field(default_factory=dict)  # day -> the burned seat (IT-10.8)
    sick_nights: set[int] = field(default_factory=set)  # nights the pack is sick (IT-10.29)
    missed: dict[int, int] = field(default_factory=dict)  # missed-vote counters (IT-5.9)
    flagged: list[int] = field(default_factory=list)  # sanctions waiting for the moderator (IT-5.10)
    sanctioned: set[int] = field(default_factory=set)  # removed by the moderator: never winners (D-32)
    day_alive: set[int] = field(default_factory=set)  # living when the day opened (IT-5.9)
    vote_log: list[tuple[int, Any]] = field(default_factory=list)  # today's ballots in order (D-08 first_to_reach)
    tied: list[int] = field(default_factory=list)  # a tie waiting for the moderator (D-08 moderator)
    dawn: list[tuple[str, dict[str, Any]]] = field(default_factory=list)  # public lines for the next dawn
    history: list[dict[str, Any]] = field(default_factory=list)  # every attribute change, revealed at the end
    phase_started_ms: int = 0


ext = state_access(TFState)


def effective(role: str, flags: dict[str, Any]) -> tuple[str, frozenset[str], str]:
    """The effective (Seen-as, Counts-as, Wins-with) of a role under its modifiers (IT-2.6–2.9)."""
    spec = ROLES[role]
    seen, counts, wins = spec.seen_as, spec.counts_as, spec.team
    if flags.get(DEMON_CHOSEN):
        counts = frozenset({LUPO})
    shift = flags.get(SHIFT)
    if shift == "A":
        seen, counts = INNOCENTE, frozenset({UMANO})
    elif shift == "B":
        seen = INNOCENTE
    if flags.get(PREGNANT):
        counts = counts | {UMANO, ALIENO}
    return seen, counts, wins


def refresh(player: PlayerState) -> None:
    """Write the effective attributes on the player (never cached elsewhere)."""
    player.seen_as, player.counts_as, player.wins_with = effective(player.role, player.flags)


def set_flag(player: PlayerState, key: str, value: Any) -> None:
    """Set (or clear, with None) a modifier and recompute the attributes at once."""
    if value is None:
        player.flags.pop(key, None)
    else:
        player.flags[key] = value
    refresh(player)


def record(state: GameState, seat: int, change: str, **details: Any) -> None:
    """Keep a change for the game-end reveal (IT-13.10) and the moderator."""
    player = state.players[seat]
    ext(state).history.append(
        {
            "seat": seat,
            "change": change,
            "phase": state.phase.label(),
            "role": player.role,
            "seen_as": player.seen_as,
            "counts_as": sorted(player.counts_as),
            "wins_with": player.wins_with,
            **details,
        }
    )


def death_cause(state: GameState, seat: int) -> str:
    """The cause of the player's latest death ("" if never died)."""
    for death in reversed(state.deaths):
        if death.seat == seat:
            return death.cause
    return ""


def tell(state: GameState, to: int, kind: str, **params: Any) -> None:
    """A private message (``seat`` may be one of the params)."""
    state.emit(Audience.player(to), kind, **params)
