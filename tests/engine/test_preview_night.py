"""``Game.preview_night``: "if the night ended now", on a copy (issue 16)."""

from __future__ import annotations

import pytest

from engine.commands import Advance, Deal, SeatPlayer, Submit
from engine.errors import EngineError
from engine.game import Game


def dealt(ruleset: str, players: int, options: dict[str, object] | None = None) -> Game:
    game = Game(ruleset, options or {}, 7)
    for index in range(players):
        game.apply(SeatPlayer(f"P{index}"))
    game.apply(Deal())
    return game


def seat_of(game: Game, role: str) -> int:
    return next(p.seat for p in game.state.players if p.role == role)


def test_MV_5_5_preview_night_gives_the_seers_result_and_changes_nothing() -> None:
    game = dealt("moonveil", 8, {"game_type": "classic"})
    seer, wolf = seat_of(game, "seer"), seat_of(game, "wolf")
    game.apply(Submit(seer, "inspect", (wolf,)))
    before = (len(game.journal), game.state.phase, len(game.state.messages))
    results = [m for m in game.preview_night() if m.audience.kind == "player"]
    assert [(m.audience.seat, m.kind) for m in results] == [(seer, "inspect_result")]
    assert (len(game.journal), game.state.phase, len(game.state.messages)) == before


def test_VN_preview_night_closes_the_later_steps_of_the_same_night() -> None:
    """A single Advance closes only the actions step (the witch acts next); the
    divination is delivered at the end of the night."""
    game = dealt("village_vs_nonvillage", 9)
    seer = seat_of(game, "seer")
    game.apply(Submit(seer, "divine", (0,)))
    one_step = [m.kind for m in game.preview(Advance(True)) if m.audience.seat == seer]
    assert "divination_result" not in one_step
    night = [m for m in game.preview_night() if m.audience.seat == seer]
    assert "divination_result" in [m.kind for m in night]
    assert {m.phase.split("/")[0] for m in night} == {"night 1"}  # nothing of the day after


def test_preview_night_outside_a_night_is_empty() -> None:
    game = dealt("moonveil", 8, {"game_type": "classic"})
    game.apply(Advance(True))
    assert game.state.phase.kind == "day" and game.preview_night() == []


def test_MV_5_5_preview_night_with_an_entered_choice_not_submitted() -> None:
    game = dealt("moonveil", 8, {"game_type": "classic"})
    seer, wolf = seat_of(game, "seer"), seat_of(game, "wolf")
    results = [m for m in game.preview_night([Submit(seer, "inspect", (wolf,))]) if m.audience.kind == "player"]
    assert [(m.audience.seat, m.kind, m.params) for m in results] == [
        (seer, "inspect_result", {"target": wolf, "result": "wolf"})
    ]
    assert game.state.submissions == {} and len(game.journal) == 9  # nothing applied


def test_preview_night_refuses_an_entered_choice_the_engine_refuses() -> None:
    game = dealt("moonveil", 8, {"game_type": "classic"})
    wolf = seat_of(game, "wolf")
    with pytest.raises(EngineError):
        game.preview_night([Submit(wolf, "attack", (wolf,))])  # MV-5.2: not the pack's own
    assert len(game.journal) == 9
