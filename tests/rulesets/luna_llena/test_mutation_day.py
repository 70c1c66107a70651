"""Edges of the Luna llena day (engine/rulesets/luna_llena/day.py) that mutation
testing found unchecked (docs/mutation/luna_llena.md).

Each test names its rule and fails when the line it guards is changed a little
(a boundary moved, a condition turned around, a note's key or parameter
replaced)."""

from __future__ import annotations

from fractions import Fraction

from engine.commands import Vote
from engine.game import Game
from engine.rulesets.luna_llena.abilities import ext
from engine.rulesets.luna_llena.options import DEFAULT_DURATIONS
from tests.rulesets.luna_llena.helpers import (
    act,
    attack,
    close,
    deal,
    private,
    public,
    quiet_day,
    revived_jester,
    s,
    trial,
)
from tests.rulesets.luna_llena.test_day import to_accusation


def notes(game: Game, kind: str) -> list[dict[str, object]]:
    """The moderator's notes of one kind (what the narrator reads beside the public lines)."""
    return [dict(m.params) for m in game.state.messages if m.audience.kind == "moderator" and m.kind == kind]


def weights(game: Game) -> dict[int, Fraction]:
    """Today's weights by spec seat (s1 = 1)."""
    return {seat + 1: weight for seat, weight in game.ruleset.day_weights(game.state).items()}


def test_DEC_LL_34_a_robbed_villager_weighs_0_and_the_thief_2() -> None:
    """The victim's base weight 1 is enough to lose a unit (only a base of 0 stops the move)."""
    game = deal("HL", "LA", "ALD", "LAD", "MED", "VID", "ALD")
    act(game, 4, "steal", 3)
    close(game)
    assert weights(game)[3] == 0 and weights(game)[4] == 2


def test_DEC_LL_34_nothing_moves_when_the_victim_weighs_0() -> None:
    game = deal("HL", "VAM", "ALD", "LAD", "MED", "VID", "ALD")
    act(game, 4, "steal", 2)
    close(game)
    assert weights(game)[2] == 0 and weights(game)[4] == 1


def test_DEC_LL_34_the_theft_of_a_thief_killed_that_night_still_robs_the_victim() -> None:
    """LL-10.3: the Ladrón's action resolves although he dies that night."""
    game = deal("HL", "LA", "ALC", "LAD", "MED", "VID", "ALD")
    act(game, 4, "steal", 3)
    attack(game, 4, 1, 2)
    close(game)
    assert not game.state.players[s(4)].alive
    assert weights(game) == {1: 1, 2: 1, 3: 1, 5: 1, 6: 1, 7: 1}


def test_DEC_LL_41_the_moderator_reads_why_nobody_is_tried() -> None:
    game = deal("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD")
    to_accusation(game)
    close(game)
    assert notes(game, "no_votes") == [{"rule": "DEC-LL-41"}]


def test_LL_7_8_the_moderator_reads_the_second_tie() -> None:
    game = deal("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD")
    to_accusation(game)
    for voter, accused in ((3, 1), (4, 2)):
        game.apply(Vote(s(voter), s(accused)))
    close(game)
    for voter, accused in ((3, 1), (4, 2)):
        game.apply(Vote(s(voter), s(accused)))
    close(game)
    assert notes(game, "tie_again") == [{"seats": [s(1), s(2)], "rule": "LL-7.8"}]
    assert public(game, "tiebreak_open") == [{"seats": [s(1), s(2)]}]


def test_DEC_LL_43_the_verdict_shows_the_counts_and_the_moderator_the_weights() -> None:
    """Persons per choice in public; the weights (the Alcalde's 2) only to the moderator (LL-8.4)."""
    game = deal("HL", "LA", "ALC", "MED", "VID", "ALD", "ALD")
    close(game)
    trial(game, 1, [3], [3, 4], [5, 6, 7])
    assert public(game, "verdict") == [{"seat": s(1), "verdict": "pardon", "execute": 2, "pardon": 3, "abstain": 1}]
    assert notes(game, "judgment_weights") == [{"execute_weight": "3", "total": "7", "rule": "LL-8.4"}]
    assert public(game, "no_execution") and game.state.players[s(1)].alive


def test_LL_12_G9_an_executed_jester_wins_personally_once() -> None:
    """Executed after a night death and a revival, the Bufón is not told a second time."""
    game = revived_jester()
    trial(game, 3, [4, 5, 6], [4, 5, 6, 7, 8])
    assert not game.state.players[s(3)].alive
    assert len(private(game, 3, "personal_victory")) == 1


def test_LL_12_G9_an_executed_jester_is_told_his_personal_victory() -> None:
    game = deal("HL", "LA", "BUF", "SAC", "VID", "ALD", "ALD", "ALD")
    close(game)
    trial(game, 3, [4, 5, 6], [4, 5, 6, 7, 8])
    assert public(game, "executed") == [{"seat": s(3)}]
    assert private(game, 3, "personal_victory") == [{}]
    assert game.state.players[s(3)].flags["personal_win"] is True


def test_DEC_LL_56_the_day_limit_ends_in_a_draw_after_that_day() -> None:
    """With ``max_days`` 2 the game goes on after day 1 and is drawn at the end of day 2."""
    game = deal("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD", options={"max_days": 2})
    close(game)
    quiet_day(game)
    assert game.state.outcome is None and game.state.phase.kind == "night"
    close(game)
    quiet_day(game)
    outcome = game.state.outcome
    assert outcome is not None and outcome.draw and outcome.reason == "day_limit"


def test_LL_11_1_every_voting_step_and_the_defense_open_with_their_own_deadline() -> None:
    """The accusation, the defense and the judgment each end at their own
    server deadline (DEC-LL-52 durations), set when the step opens."""
    game = deal("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD")
    to_accusation(game)
    opened = {}
    game.apply(Vote(s(3), s(1)))
    opened["accusation"] = ext(game.state).deadline_ms
    close(game)
    opened["defense"] = ext(game.state).deadline_ms
    close(game)
    opened["judgment"] = ext(game.state).deadline_ms
    now = game.state.now_ms
    assert opened == {step: now + DEFAULT_DURATIONS[step] * 1000 for step in ("accusation", "defense", "judgment")}


def test_DEC_LL_30_the_priest_revives_an_executed_good_player() -> None:
    """An execution records the team at death like a night death: a good
    player executed by mistake can be revived the next night."""
    game = deal("HL", "LA", "SAC", "VID", "ALD", "ALD", "ALD")
    close(game)
    trial(game, 5, [1, 2, 3], [1, 2, 3, 4, 6])
    assert not game.state.players[s(5)].alive
    act(game, 3, "revive", 5)
    close(game)
    assert game.state.players[s(5)].alive and public(game, "revived") == [{"seat": s(5)}]


def test_DEC_LL_43_a_judgment_everyone_abstains_from_counts_zero_each_way() -> None:
    game = deal("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD")
    close(game)
    trial(game, 1, [3], [])
    assert public(game, "verdict") == [{"seat": s(1), "verdict": "pardon", "execute": 0, "pardon": 0, "abstain": 6}]
    assert notes(game, "judgment_weights") == [{"execute_weight": "0", "total": "6", "rule": "LL-8.4"}]


def test_DEC_LL_56_the_day_limit_draw_has_no_winners_and_keeps_the_jester_win() -> None:
    game = deal("HL", "LA", "BUF", "MED", "VID", "ALD", "ALD", "ALD", options={"max_days": 1})
    attack(game, 3, 1, 2)
    close(game)
    quiet_day(game)
    outcome = game.state.outcome
    assert outcome is not None and outcome.draw and outcome.reason == "day_limit"
    assert outcome.winning_teams == () and outcome.winners == ()
    assert outcome.personal_wins == ((s(3), "jester"),)
