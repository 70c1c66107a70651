"""Tests that kill the surviving mutants of village_vs_nonvillage/day.py (issue 21,
docs/mutation/village_vs_nonvillage.md): the dawn (DP-1, DP-3), the agenda, the
sheriff election (ZH-11) and the execution vote (ZH-10), each announcement exact."""

from __future__ import annotations

from typing import Any

from tests.rulesets.village_vs_nonvillage.zh_harness import Table


def step(t: Table) -> str:
    return str(t.game.state.phase.step)


def to_sheriff_run(**options: Any) -> Table:
    t = Table(sheriff=True, **options)
    t.night()
    assert step(t) == "sheriff_run"
    return t


def to_sheriff_vote(*candidates: int) -> Table:
    t = to_sheriff_run()
    for seat in candidates:
        t.do(seat, "run")
    t.adv()
    t.adv()  # nobody withdraws
    assert step(t) == "sheriff_vote"
    return t


def test_DP_1_DP_3_the_dawn_announces_the_day_the_events_and_the_night_s_dead() -> None:
    t = Table(event_script={"1": ["crystal_ball", "insanity", "no_such_event"]})
    t.night((12, "attack", 15), (13, "attack", 11), (14, "attack", 11), (7, "bite", 10))
    assert t.public("day_breaks") == [{"number": 1}]
    assert t.public("events") == [{"events": ["crystal_ball", "insanity"]}]  # ZH-4.7.4, unknown ones dropped
    assert t.zh.events_by_day == {1: ["crystal_ball", "insanity"]}
    assert t.public("night_result") == [{"seats": [9, 14]}]  # ZH-3.21, ascending
    assert t.public("full_attacks") == []  # ZH-6.6.5: 4/3 and 2/3 are not whole numbers


def test_ZH_6_6_5_a_whole_number_of_kill_points_is_announced_at_dawn() -> None:
    t = Table()
    t.night((12, "attack", 11), (13, "attack", 11), (14, "attack", 11))
    assert t.public("full_attacks") == [{"seats": [10]}]


def test_ZH_4_7_1_no_events_option_and_no_announcement() -> None:
    t = Table()
    t.night()
    assert t.public("events") == [] and t.zh.events_by_day == {1: []}
    assert step(t) == "discussion"


def test_ZH_5_1_2_a_scripted_event_that_already_occurred_is_not_repeated() -> None:
    t = Table(event_script={"1": ["masquerade"], "2": ["masquerade", "festival"]})
    t.night()
    t.day()
    t.night()
    assert t.public("events") == [{"events": ["masquerade"]}, {"events": ["festival"]}]


def test_ZH_4_7_3_the_gypsy_s_two_choices_count_once_each() -> None:
    t = Table(events=True, event_script={"1": ["abnormal_weather"]})
    t.night()
    t.day()
    t.do(6, "new_moon", option="festival")
    t.do(6, "new_moon", option="masquerade")
    t.night()
    assert t.public("events")[-1] == {"events": ["festival", "masquerade"]}
    assert t.zh.gypsy_choice == []


def test_ZH_4_7_6_without_a_choice_one_random_event_not_yet_occurred() -> None:
    t = Table(events=True, event_script={"1": ["festival"]})
    t.night()
    t.day()
    t.night()
    drawn = t.public("events")[-1]["events"]
    assert len(drawn) == 1 and drawn != ["festival"]


def test_ZH_5_10_1_silence_skips_the_discussion() -> None:
    t = Table(event_script={"1": ["silence"]})
    t.night()
    assert step(t) == "vote" and t.zh.agenda == []


def test_ZH_5_6_1_discontent_has_a_step_only_with_a_scapegoat_in_the_setup() -> None:
    t = Table(event_script={"1": ["discontent"]})
    t.night()
    assert step(t) == "discontent"
    no_goat = Table(roles=("seer", "witch", "werewolf", "werewolf"), event_script={"1": ["discontent"]})
    no_goat.night(witch=((2, "pass"),))
    assert step(no_goat) == "discussion"


def test_ZH_12_1_ZH_12_2_last_words_after_night_one_only() -> None:
    t = Table(last_words=True)
    t.night((12, "attack", 15))
    assert t.public("last_words") == [{"seats": [14]}]
    t.day()
    t.night((12, "attack", 11), (13, "attack", 11), (14, "attack", 11))
    assert not t.alive(11) and t.public("last_words") == [{"seats": [14]}]


def test_ZH_12_4_last_words_are_a_setting() -> None:
    t = Table(last_words=False)
    t.night((12, "attack", 15))
    assert not t.alive(15) and t.public("last_words") == []


def test_ZH_10_1_the_vote_opens_by_name_and_day() -> None:
    t = Table()
    t.night()
    t.adv()
    assert step(t) == "vote"
    assert t.public("vote_open") == [{"vote": "vote", "day": 1}]


def test_ZH_10_6_ZH_10_7_the_most_voted_is_executed_and_totals_are_ordered() -> None:
    t = Table()
    t.night()
    t.day((1, 13), (2, 12), (3, 12), (4, None))
    assert t.public("vote_totals") == [{"totals": [[11, "2"], [12, "1"]]}]
    assert t.public("executed") == [{"seat": 11}] and not t.alive(12)
    assert t.zh.tied == []


def test_ZH_10_6_a_tie_goes_to_a_pk_and_the_pk_executes_its_winner() -> None:
    t = Table()
    t.night()
    t.day((1, 13), (2, 12))
    assert t.public("vote_totals") == [{"totals": [[11, "1"], [12, "1"]]}]  # equal: ascending seats
    assert t.public("vote_tie") == [{"seats": [11, 12]}] and t.zh.tied == [11, 12] and step(t) == "pk"
    t.vote(3, 12)
    t.adv()
    assert t.public("executed") == [{"seat": 11}] and t.zh.tied == []


def test_ZH_10_6_nobody_voted_nobody_executed_and_no_pk() -> None:
    t = Table()
    t.night()
    t.day()
    assert t.public("vote_totals") == [{"totals": []}]
    assert t.public("nobody_executed") == [{}] and t.public("vote_tie") == []
    assert t.game.state.phase.kind == "night"


def test_ZH_11_6_nobody_runs_no_sheriff() -> None:
    t = to_sheriff_run()
    t.adv()
    assert t.public("no_sheriff") == [{}] and t.zh.sheriff is None
    assert step(t) == "discussion"


def test_ZH_11_6_everybody_runs_no_sheriff() -> None:
    t = to_sheriff_run()
    for seat in range(1, 16):
        t.do(seat, "run")
    t.adv()
    assert t.public("no_sheriff") == [{}] and t.zh.sheriff_ran == list(range(15))
    assert step(t) == "discussion"


def test_ZH_11_4_every_candidate_withdraws_no_sheriff() -> None:
    t = to_sheriff_run()
    t.do(1, "run")
    t.do(2, "run")
    t.adv()
    assert t.public("sheriff_candidates") == [{"seats": [0, 1]}] and step(t) == "sheriff_withdraw"
    t.do(1, "withdraw")
    t.do(2, "withdraw")
    t.adv()
    assert t.public("no_sheriff") == [{}] and t.zh.sheriff_candidates == [] and step(t) == "discussion"


def test_ZH_11_4_ZH_11_7_withdrawals_then_the_most_voted_candidate_is_elected() -> None:
    t = to_sheriff_run()
    for seat in (1, 2, 3):
        t.do(seat, "run")
    t.adv()
    t.do(2, "withdraw")
    t.adv()
    assert t.public("sheriff_candidates") == [{"seats": [0, 1, 2]}, {"seats": [0, 2]}]
    assert step(t) == "sheriff_vote" and t.public("vote_open") == [{"vote": "sheriff_vote", "day": 1}]
    t.vote(4, 3)
    t.vote(5, 3)
    t.vote(6, 1)
    t.adv()
    assert t.public("vote_totals") == [{"totals": [[2, "2"], [0, "1"]]}]
    assert t.public("sheriff_elected") == [{"seat": 2}] and t.zh.sheriff == 2
    assert step(t) == "discussion" and t.zh.sheriff_candidates == []


def test_ZH_11_7_a_sheriff_tie_goes_to_a_pk() -> None:
    t = to_sheriff_vote(1, 2)
    t.vote(3, 1)
    t.vote(4, 2)
    t.adv()
    assert t.public("sheriff_tie") == [{"seats": [0, 1]}] and t.zh.tied == [0, 1]
    assert step(t) == "sheriff_pk"
    t.vote(3, 2)
    t.adv()
    assert t.public("sheriff_elected") == [{"seat": 1}] and not t.zh.badge_lost


def test_ZH_11_7_nobody_votes_for_sheriff_the_badge_is_lost() -> None:
    t = to_sheriff_vote(1, 2)
    t.adv()
    assert t.public("sheriff_tie") == [] and t.public("badge_lost") == [{}]
    assert t.zh.badge_lost and step(t) == "discussion"


def test_ZH_10_3_ZH_11_8_the_sheriff_s_ballot_weighs_one_and_a_half() -> None:
    t = to_sheriff_run()
    t.do(5, "run")
    t.adv()
    t.adv()
    assert t.zh.sheriff == 4
    t.day((5, 12), (1, 13))
    assert t.public("vote_totals") == [{"totals": [[11, "3/2"], [12, "1"]]}]
    assert t.public("executed") == [{"seat": 11}]


def test_ZH_11_1_no_election_after_day_one_or_when_switched_off() -> None:
    t = Table(sheriff=False)
    t.night()
    assert step(t) == "discussion"
    t = to_sheriff_run()
    t.adv()
    t.day()
    t.night()
    assert step(t) == "discussion"  # Day 2: no election
