"""LL-1 victory, LL-6 to LL-9 the day, LL-11 time and connection."""

from __future__ import annotations

import pytest

from engine.commands import Advance, Clock, Presence, Say, Vote
from engine.errors import IllegalAction, IllegalTarget, Incomplete, WrongPhase
from engine.rulesets.luna_llena.abilities import is_afk
from tests.rulesets.luna_llena.helpers import act, attack, close, deal, private, public, quiet_day, s, trial

BASE7 = ("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD")


def to_accusation(game) -> None:  # type: ignore[no-untyped-def]
    close(game)  # night → debate
    close(game)  # debate → accusation


def test_LL_1_1_good_wins_when_no_evil_alive() -> None:
    game = deal("HL", "MED", "VID", "ASE", "ALD", "ALD", "ALD")
    act(game, 4, "assassinate", 1)
    close(game)
    outcome = game.state.outcome
    assert outcome is not None and outcome.winning_teams == ("good",)
    assert outcome.winners == tuple(s(n) for n in range(2, 8))


def test_LL_1_2_evil_wins_at_parity() -> None:
    game = deal(*BASE7)
    attack(game, 6, 1, 2)
    close(game)
    trial(game, 7, [1, 2, 3], [1, 2, 3])
    assert game.state.outcome is None
    attack(game, 5, 1, 2)
    act(game, 3, "protect", 5)
    close(game)
    trial(game, 5, [1, 2, 3], [1, 2, 3])
    outcome = game.state.outcome
    assert outcome is not None and outcome.winning_teams == ("evil",) and outcome.reason == "evil_parity"


def test_LL_1_3_nobody_alive_is_a_draw() -> None:
    game = deal("HL", "ASE", "VIS", "MED", "ALD", "ALD", "ALD")
    attack(game, 5, 1)
    close(game)
    trial(game, 6, [1, 2, 3], [1, 2, 3])
    attack(game, 7, 1)
    act(game, 4, "protect", 4)
    close(game)
    trial(game, 4, [1, 2], [1, 2])
    assert game.state.outcome is None and game.state.living_seats() == [s(1), s(2), s(3)]
    # The Asesino kills the last evil, the joint attack kills the Asesino, and the
    # Visitante nocturna visiting him dies as a consequence: nobody is left.
    act(game, 2, "assassinate", 1)
    act(game, 3, "visit", 2)
    attack(game, 2, 1)
    close(game)
    outcome = game.state.outcome
    assert outcome is not None and outcome.draw and outcome.reason == "all_dead"
    assert outcome.winning_teams == () and public(game, "draw")


def test_LL_1_4_jester_personal_win_beside_team_result() -> None:
    game = deal("HL", "LA", "BUF", "MED", "VID", "ALD", "ALD", "ALD")
    attack(game, 3, 1, 2)
    close(game)
    trial(game, 6, [1, 2], [1, 2, 4, 5])
    attack(game, 7, 1, 2)
    close(game)
    assert game.state.outcome is None
    trial(game, 8, [1, 2], [1, 2, 4])
    outcome = game.state.outcome
    assert outcome is not None and outcome.winning_teams == ("evil",)
    assert outcome.personal_wins == ((s(3), "jester"),)
    assert s(3) not in outcome.winners


def test_LL_6_1_narrator_announces_only_public_consequences() -> None:
    game = deal("HL", "LA", "CAB", "MED", "VID", "ALD", "ALD")
    attack(game, 3, 1, 2)
    messages = close(game)
    public_kinds = {m.kind for m in messages if m.audience.kind == "public"}
    assert "armour_spent" not in public_kinds and "nobody_died" in public_kinds


def test_LL_6_2_living_speak_in_debate_dead_do_not() -> None:
    game = deal(*BASE7)
    with pytest.raises(IllegalAction):
        game.apply(Say(s(3), "village", "night talk"))
    attack(game, 5, 1, 2)
    close(game)
    game.apply(Say(s(3), "village", "who?"))
    with pytest.raises(IllegalAction):
        game.apply(Say(s(5), "village", "I am dead"))


def test_LL_6_3_day_abilities_only_in_debate_with_use_left() -> None:
    game = deal("HL", "BRU", "MED", "VID", "ALD", "ALD", "ALD", "ALD")
    with pytest.raises(IllegalAction):
        act(game, 2, "hex", 3)  # not at night
    close(game)
    act(game, 2, "hex", 3)
    close(game)
    with pytest.raises(WrongPhase):
        act(game, 2, "hex", 4)  # not in the accusation


def test_LL_7_1_accuse_another_or_abstain() -> None:
    game = deal(*BASE7)
    to_accusation(game)
    with pytest.raises(IllegalTarget):
        game.apply(Vote(s(3), s(3)))
    game.apply(Vote(s(3), None))
    game.apply(Vote(s(4), s(1)))


def test_LL_7_2_accusation_changeable() -> None:
    game = deal(*BASE7)
    to_accusation(game)
    game.apply(Vote(s(3), s(1)))
    game.apply(Vote(s(3), s(2)))
    assert game.state.ballots[s(3)] == s(2)


def test_LL_7_3_everyone_sees_count_per_target() -> None:
    game = deal(*BASE7)
    to_accusation(game)
    game.apply(Vote(s(3), s(1)))
    game.apply(Vote(s(4), s(1)))
    assert public(game, "accusation_counts")[-1] == {"totals": [[s(1), 2]]}


def test_LL_7_4_accuser_identity_never_shown() -> None:
    game = deal(*BASE7)
    to_accusation(game)
    game.apply(Vote(s(3), s(1)))
    view = game.public_view(lang=None)
    for message in view["announcements"]:
        assert "voter" not in message["params"] and "ballots" not in message["params"]


def test_LL_7_5_counts_persons_not_weight() -> None:
    game = deal("HL", "LA", "ALC", "MED", "VID", "ALD", "ALD")
    to_accusation(game)
    game.apply(Vote(s(3), s(1)))
    assert public(game, "accusation_counts")[-1] == {"totals": [[s(1), 1]]}


def test_LL_7_6_weights_decide_accusation() -> None:
    game = deal("HL", "LA", "ALC", "MED", "VID", "ALD", "ALD")
    to_accusation(game)
    game.apply(Vote(s(3), s(1)))  # weight 2
    game.apply(Vote(s(4), s(2)))  # weight 1
    close(game)
    assert public(game, "accused") == [{"seat": s(1)}]


def test_LL_7_7_tie_triggers_exactly_one_tiebreak() -> None:
    game = deal(*BASE7)
    to_accusation(game)
    game.apply(Vote(s(3), s(1)))
    game.apply(Vote(s(4), s(2)))
    close(game)
    assert game.state.phase.step == "tiebreak"
    with pytest.raises(IllegalTarget):
        game.apply(Vote(s(3), s(5)))  # only the tied candidates
    game.apply(Vote(s(3), s(1)))
    close(game)
    assert public(game, "accused") == [{"seat": s(1)}]


def test_LL_7_8_second_tie_or_no_votes_no_trial() -> None:
    game = deal("HL", "VAM", "MED", "VID", "ALD", "ALD", "ALD")
    to_accusation(game)
    game.apply(Vote(s(3), s(1)))
    game.apply(Vote(s(4), s(2)))
    close(game)
    game.apply(Vote(s(3), s(1)))
    game.apply(Vote(s(4), s(2)))
    close(game)
    assert public(game, "no_trial") and game.state.phase.kind == "night"
    close(game)
    close(game)
    game.apply(Vote(s(2), s(5)))  # the Vampiro's zero weight (DEC-LL-41)
    close(game)
    assert len(public(game, "no_trial")) == 2 and not public(game, "accused")


def test_LL_8_1_one_defense_segment() -> None:
    game = deal(*BASE7)
    to_accusation(game)
    game.apply(Vote(s(3), s(1)))
    close(game)
    assert game.state.phase.step == "defense"
    close(game)
    assert game.state.phase.step == "judgment"


def test_LL_8_2_only_accused_speaks_in_defense() -> None:
    game = deal(*BASE7)
    to_accusation(game)
    game.apply(Vote(s(3), s(1)))
    close(game)
    game.apply(Say(s(1), "village", "I am innocent"))
    with pytest.raises(IllegalAction) as error:
        game.apply(Say(s(3), "village", "liar"))
    assert error.value.rule == "LL-8.2"


def test_LL_8_3_judgment_options_execute_pardon_abstain() -> None:
    game = deal(*BASE7)
    to_accusation(game)
    game.apply(Vote(s(3), s(1)))
    close(game)
    close(game)
    assert game.player_view(s(3))["vote"]["choices"] == ["execute", "pardon", None]
    assert game.player_view(s(1))["vote"] is None  # the accused does not judge
    with pytest.raises(IllegalTarget):
        game.apply(Vote(s(3), s(2)))


def test_LL_8_4_execution_needs_more_than_half_enabled_weight() -> None:
    game = deal(*BASE7)
    close(game)
    trial(game, 1, [3], [3, 4, 5])  # 3 of 6: exactly half
    assert game.state.players[s(1)].alive
    assert public(game, "verdict")[0]["verdict"] == "pardon"
    close(game)
    trial(game, 1, [3], [3, 4, 5, 6])
    assert not game.state.players[s(1)].alive


def test_LL_9_1_mayor_weight_two_in_judgment() -> None:
    game = deal("HL", "LA", "ALC", "MED", "VID", "ALD", "ALD")
    close(game)
    trial(game, 1, [3], [3, 4])  # 2 + 1 = 3 of 7: not enough
    assert game.state.players[s(1)].alive
    close(game)
    trial(game, 1, [3], [3, 4, 5])  # 4 of 7
    assert not game.state.players[s(1)].alive


def test_LL_9_2_vampire_weight_zero() -> None:
    game = deal("HL", "VAM", "MED", "VID", "ALD", "ALD", "ALD")
    to_accusation(game)
    assert game.player_view(s(2))["vote"]["weight"] == "0"


def test_LL_9_3_thief_move_applies_next_day_only() -> None:
    game = deal("HL", "LA", "ALC", "LAD", "MED", "VID", "ALD")
    act(game, 4, "steal", 3)
    close(game)
    trial(game, 1, [5, 6], [4, 5, 6])  # 2 + 1 + 1 = 4 of 7
    assert not game.state.players[s(1)].alive
    game = deal("HL", "LA", "ALC", "LAD", "MED", "VID", "ALD")
    act(game, 4, "steal", 3)
    close(game)
    quiet_day(game)
    close(game)
    close(game)
    assert game.player_view(s(3))["vote"]["weight"] == "2"


def test_LL_9_4_shaman_before_princess() -> None:
    game = deal("HL", "CHA", "MED", "VID", "PRI", "ALD", "ALD", "ALD", "ALD")
    close(game)
    act(game, 2, "shield", 1)
    trial(game, 1, [3, 4, 5], [3, 4, 5, 6, 7])
    assert public(game, "survives_execution") == [{"seat": s(1)}]
    close(game)
    trial(game, 5, [3, 4, 6], [1, 2, 3, 4, 6])
    assert public(game, "princess_survives") == [{"seat": s(5), "role": "princess"}]
    close(game)
    trial(game, 5, [3, 4, 6], [1, 2, 3, 4, 6])
    assert not game.state.players[s(5)].alive


def test_LL_11_1_deadline_belongs_to_the_engine() -> None:
    game = deal(*BASE7)
    with pytest.raises(Incomplete) as error:
        game.apply(Advance())
    assert error.value.rule == "LL-11.1"
    game.apply(Clock(90_000))
    game.apply(Advance())
    assert game.state.phase.kind == "day"


def test_LL_11_2_omitted_action_lost_never_blocks() -> None:
    game = deal(*BASE7)
    game.apply(Clock(90_000))
    with pytest.raises(WrongPhase) as error:
        act(game, 4, "consult", 1)
    assert error.value.rule == "LL-11.2"
    game.apply(Advance())
    assert not private(game, 4, "consult_result")


def test_LL_11_3_disconnected_player_keeps_seat_and_card() -> None:
    game = deal(*BASE7)
    close(game)  # s7 never sends anything
    trial(game, 1, [3, 4, 5], [3, 4, 5])  # E = 6 with s7 absent: 3 is not enough
    assert game.state.players[s(7)].alive and game.state.players[s(1)].alive
    assert game.player_view(s(7))["card"]["role"] == "villager"


def test_LL_11_4_mystic_afk_after_60_seconds() -> None:
    game = deal("HL", "LA", "MIS", "MED", "VID", "ALD", "ALD", "ALD")
    game.apply(Presence(s(6), 1_000))
    game.apply(Clock(60_999))
    assert not is_afk(game.state, s(6))
    game.apply(Clock(61_000))
    assert is_afk(game.state, s(6))
    act(game, 6, "sleep")  # any input is valid presence
    assert not is_afk(game.state, s(6))
