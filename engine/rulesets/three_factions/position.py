"""Three Factions' checks of a position (docs/positions.md): the pack and the
seats its memory names exist (IT-7.1)."""

from __future__ import annotations

from engine.model import GameState
from engine.position import check_seats
from engine.rulesets.three_factions.state import ext


def check_position(state: GameState) -> None:
    memory = ext(state)
    check_seats(state, memory.pack, "state.pack", "IT-7.1")
    check_seats(state, memory.sanctioned, "state.sanctioned", "IT-5.10")
    check_seats(state, memory.flagged, "state.flagged", "IT-5.10")
    check_seats(state, memory.missed, "state.missed", "IT-5.9")
    check_seats(state, memory.tied, "state.tied", "D-08")
