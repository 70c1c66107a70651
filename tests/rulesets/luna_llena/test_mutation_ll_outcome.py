"""Luna llena's victory and end of game (engine/rulesets/luna_llena/outcome.py):
edges mutation testing found unchecked (docs/mutation/luna_llena.md, second pass)."""

from __future__ import annotations

from engine.game import Game
from engine.model import Outcome
from engine.rulesets.luna_llena.abilities import ext
from engine.rulesets.luna_llena.outcome import evaluate, finish
from tests.rulesets.luna_llena.helpers import act, close, deal, public, s


def kill(game: Game, *seats: int) -> None:
    """Spec seats dead, as a position may set them (the outcome reads only who is alive)."""
    for seat in seats:
        game.state.players[s(seat)].alive = False


def test_LL_1_2_one_evil_against_one_good_is_parity() -> None:
    game = deal("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD")
    kill(game, 2, 4, 5, 6, 7)
    outcome = evaluate(game.state)
    assert outcome is not None and (outcome.winning_teams, outcome.reason) == (("evil",), "evil_parity")


def test_LL_1_2_evil_one_short_of_parity_plays_on() -> None:
    game = deal("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD")
    kill(game, 5, 6, 7)  # 2 evil, 2 good
    assert evaluate(game.state) is not None
    game.state.players[s(7)].alive = True  # 2 evil, 3 good
    assert evaluate(game.state) is None


def test_LL_1_3_nobody_alive_is_a_draw_with_no_winner() -> None:
    game = deal("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD")
    kill(game, 1, 2, 3, 4, 5, 6, 7)
    assert evaluate(game.state) == Outcome((), (), reason="all_dead", draw=True, personal_wins=())


def test_LL_1_1_good_left_alone_wins_not_a_draw() -> None:
    game = deal("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD")
    kill(game, 1, 2)
    outcome = evaluate(game.state)
    assert outcome is not None and not outcome.draw
    assert (outcome.winning_teams, outcome.reason) == (("good",), "no_evil_left")


def test_DEC_LL_22b_the_winners_are_the_whole_side_dead_or_alive() -> None:
    game = deal("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD")
    kill(game, 1, 2, 5)
    outcome = evaluate(game.state)
    assert outcome is not None and outcome.winners == (s(3), s(4), s(5), s(6), s(7))


def test_LL_1_4_the_jester_personal_win_is_kept_in_every_outcome() -> None:
    game = deal("HL", "LA", "BUF", "MED", "VID", "ALD", "ALD", "ALD")
    game.state.players[s(3)].flags["personal_win"] = True
    kill(game, 1, 2)
    outcome = evaluate(game.state)
    assert outcome is not None and outcome.personal_wins == ((s(3), "jester"),)
    kill(game, 3, 4, 5, 6, 7, 8)
    draw = evaluate(game.state)
    assert draw is not None and draw.draw and draw.personal_wins == ((s(3), "jester"),)


def test_LL_1_1_DEC_LL_17b_the_end_announces_winners_then_reveals_every_card() -> None:
    game = deal("HL", "MED", "VID", "ASE", "ALD", "ALD", "ALD")
    act(game, 4, "assassinate", 1)
    close(game)
    state = game.state
    assert state.phase.kind == "over" and state.phase.number == 1
    assert ext(state).deadline_ms is None
    assert public(game, "game_over") == [{"teams": ["good"], "winners": [s(n) for n in range(2, 8)]}]
    assert public(game, "draw") == []
    assert public(game, "cards_revealed") == [
        {"roles": ["werewolf", "doctor", "seer", "assassin", "villager", "villager", "villager"]}
    ]
    last = [m.kind for m in state.messages if m.audience.kind == "public"][-2:]
    assert last == ["game_over", "cards_revealed"]


def test_LL_1_3_a_draw_is_announced_with_its_reason_and_no_winners_line() -> None:
    game = deal("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD")
    finish(game.state, Outcome((), (), reason="all_dead", draw=True, personal_wins=()))
    assert public(game, "draw") == [{"reason": "all_dead"}]
    assert public(game, "game_over") == []
    assert game.state.outcome is not None and game.state.outcome.draw


def test_LL_1_4_the_personal_win_is_announced_between_the_result_and_the_cards() -> None:
    game = deal("HL", "LA", "BUF", "MED", "VID", "ALD", "ALD", "ALD")
    finish(game.state, Outcome(("evil",), (s(1), s(2)), reason="evil_parity", personal_wins=((s(3), "jester"),)))
    assert public(game, "personal_win") == [{"seat": s(3), "win": "jester"}]
    kinds = [m.kind for m in game.state.messages if m.audience.kind == "public"]
    assert kinds[-3:] == ["game_over", "personal_win", "cards_revealed"]
