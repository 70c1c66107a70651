"""The end of a game in the base class (engine/ruleset_outcome.py), pinned down where
mutation testing found it unchecked (issue 21): the exact announcements, the phase
it closes on, and the refusal of a point the book does not name."""

from __future__ import annotations

import pytest

from engine.model import Outcome, Phase
from engine.ruleset import OutcomePoint
from engine.ruleset_outcome import RulesetOutcome
from tests.helpers import finish_night, table

FIVE = ("wolf", "wolf", "seer", "guardian", "villager")


def test_MV_8_2_the_end_of_a_game_tells_the_table_who_won_and_every_role() -> None:
    """DEC-MV-37: Moonveil ends its games with the base class: the outcome recorded,
    play closed on the night's number, then two public announcements."""
    game = table(FIVE)
    finish_night(game, p1=("attack", (4,)), p2=("attack", (4,)), p4=("protect", (2,)))
    state = game.state
    assert state.phase == Phase("over", 1)
    assert state.outcome == Outcome(("wolves",), (0, 1), "wolf_parity")
    over, roles = state.messages[-2:]
    assert (over.kind, over.params, over.audience.kind) == (
        "game_over",
        {"teams": ["wolves"], "winners": [0, 1]},
        "public",
    )
    assert (roles.kind, roles.params, roles.audience.kind) == ("roles_revealed", {"roles": list(FIVE)}, "public")


def test_end_game_keeps_the_phase_number_and_check_outcome_says_it_ended() -> None:
    game = table(FIVE)
    state = game.state.clone()
    state.phase = Phase("day", 3)
    state.players[2].alive = state.players[3].alive = False  # two wolves, one other: parity
    assert game.ruleset.check_outcome(state, OutcomePoint.DAY_END) is True
    assert state.phase == Phase("over", 3) and state.outcome is not None
    assert [m.kind for m in state.messages[-2:]] == ["game_over", "roles_revealed"]


def test_play_goes_on_when_the_victory_rules_say_nothing() -> None:
    game = table(FIVE)
    state = game.state.clone()
    assert game.ruleset.check_outcome(state, OutcomePoint.DAWN) is False
    assert state.outcome is None and state.phase == game.state.phase
    assert [m.to_dict() for m in state.messages] == [m.to_dict() for m in game.state.messages]


def test_a_point_the_book_does_not_name_is_refused_with_the_books_name_and_the_point() -> None:
    game = table()
    with pytest.raises(ValueError) as refused:
        game.ruleset.check_outcome(game.state, OutcomePoint.ELIMINATION)
    assert str(refused.value) == "moonveil names no outcome check at 'elimination' (outcome_points)"


def test_the_base_class_names_no_point_and_ends_no_game() -> None:
    game = table()
    assert RulesetOutcome.outcome_points == frozenset()
    assert RulesetOutcome().evaluate(game.state) is None
    with pytest.raises(ValueError, match="names no outcome check at 'dawn'"):
        RulesetOutcome().check_outcome(game.state, OutcomePoint.DAWN)
