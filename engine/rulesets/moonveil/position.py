"""Moonveil's checks of a position (docs/positions.md): the seats its memory names exist."""

from __future__ import annotations

from engine.model import GameState
from engine.position import check_seats
from engine.rulesets.moonveil.abilities import ext


def check_position(state: GameState) -> None:
    memory = ext(state)
    for actor, (_night, target) in memory.protect_targets.items():
        check_seats(state, (actor, target), f"state.protect_targets.{actor}", "MV-5.6")
    for night, seats in memory.curfews.items():
        check_seats(state, seats, f"state.curfews.{night}", "position")
    for night, visits in memory.visits_by_night.items():
        check_seats(state, [s for visit in visits for s in visit], f"state.visits_by_night.{night}", "position")
    check_seats(state, memory.night_of_death, "state.night_of_death", "position")
