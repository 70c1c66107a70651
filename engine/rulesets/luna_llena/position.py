"""Luna llena's checks of a position (docs/positions.md): the accused and the
seats its memory names exist; the accused of a defense is alive (LL-8.1)."""

from __future__ import annotations

from engine.model import GameState
from engine.position import check_seats
from engine.rulesets.luna_llena.abilities import ext


def check_position(state: GameState) -> None:
    memory = ext(state)
    if memory.accused is not None:
        check_seats(state, [memory.accused], "state.accused", "LL-8.1", living=True)
    check_seats(state, memory.candidates, "state.candidates", "LL-7.1")
    for night, seat in memory.hexes.items():
        check_seats(state, [seat], f"state.hexes.{night}", "DEC-LL-18")
    for day, seat in memory.shields.items():
        check_seats(state, [seat], f"state.shields.{day}", "DEC-LL-44")
    for day, pair in memory.thefts.items():
        check_seats(state, pair, f"state.thefts.{day}", "DEC-LL-34")
