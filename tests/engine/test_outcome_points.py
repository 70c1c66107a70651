"""The outcome in the base class (issue 23): every book writes ``evaluate`` and names
where it is checked; ``Ruleset.check_outcome`` asks it there and ends the game."""

from __future__ import annotations

import pytest

from engine import find_ruleset
from engine.ruleset import OutcomePoint, ruleset_names
from tests.helpers import finish_night, table

#: where each book's rule IDs say the victory rules are checked
DECLARED = {
    "moonveil": {OutcomePoint.DAWN, OutcomePoint.DAY_END},  # MV-8.1/8.2: after the night and after the vote
    "luna_llena": {OutcomePoint.DAWN, OutcomePoint.DAY_END},  # LL-1.1–1.3 at the end of each chain
    "three_factions": {OutcomePoint.DAWN, OutcomePoint.DAY_END},  # IT-13: at dawn and after the pyre
    "village_vs_nonvillage": {OutcomePoint.ELIMINATION},  # ZH-9.4: after every single elimination
}


@pytest.mark.parametrize("name", ruleset_names())
def test_every_book_names_where_its_outcome_is_checked(name: str) -> None:
    assert set(find_ruleset(name).outcome_points) == DECLARED[name]


def test_a_point_the_book_does_not_name_is_refused_and_changes_nothing() -> None:
    game = table()
    before = (game.state.phase, len(game.state.messages))
    with pytest.raises(ValueError, match="elimination"):
        game.ruleset.check_outcome(game.state, OutcomePoint.ELIMINATION)
    assert (game.state.phase, len(game.state.messages)) == before


def test_MV_8_2_check_outcome_ends_the_game_with_the_book_s_announcements() -> None:
    # 5 seats, 2 wolves: the wolves' attack leaves them at parity with the others at dawn
    game = table(("wolf", "wolf", "seer", "guardian", "villager"))
    state = game.state.clone()
    assert game.ruleset.check_outcome(state, OutcomePoint.DAWN) is False  # 2 wolves, 3 others: play on
    assert state.outcome is None and state.phase == game.state.phase
    finish_night(game, p1=("attack", (4,)), p2=("attack", (4,)), p4=("protect", (2,)))
    outcome = game.state.outcome
    assert outcome is not None and outcome.reason == "wolf_parity" and game.state.phase.kind == "over"
    assert outcome == game.ruleset.evaluate(game.state)
    kinds = [m.kind for m in game.state.messages[-2:]]
    assert kinds == ["game_over", "roles_revealed"]  # DEC-MV-37: the base class's end of a game


def test_the_base_class_never_ends_a_game_by_itself() -> None:
    from engine.ruleset_outcome import RulesetOutcome

    game = table()
    assert RulesetOutcome.evaluate(game.ruleset, game.state) is None


@pytest.mark.parametrize("name", ruleset_names())
def test_every_book_ends_its_games_through_check_outcome_at_a_declared_point(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """No book keeps a private victory check beside ``check_outcome`` (LL D-7 included):
    every bot game's end is reached through it, at one of the book's declared points."""
    from engine.simulate import play_bot_game

    ruleset = find_ruleset(name)
    ended_at: list[OutcomePoint] = []
    original = type(ruleset).check_outcome

    def spy(self: object, state: object, point: OutcomePoint) -> bool:
        over = original(ruleset, state, point)  # type: ignore[arg-type]
        if over:
            ended_at.append(point)
        return over

    monkeypatch.setattr(type(ruleset), "check_outcome", spy)
    players = {"three_factions": 22, "village_vs_nonvillage": 15}.get(name, 8)
    kinds = set()
    for seed in range(12):
        ended_at.clear()
        game = play_bot_game(ruleset, {}, seed, players)
        assert game.state.over
        if game.state.outcome is not None and game.state.outcome.reason == "day_limit":
            continue  # a draw by the optional day limit is not a victory check
        assert len(ended_at) == 1, f"{name} seed {seed}: ended through check_outcome {ended_at}"
        kinds.add(ended_at[0])
    assert kinds <= DECLARED[name] and kinds
