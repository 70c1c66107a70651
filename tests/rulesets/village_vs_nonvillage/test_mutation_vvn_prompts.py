"""Tests that kill the surviving mutants of village_vs_nonvillage/prompts.py (issue 21,
docs/mutation/village_vs_nonvillage_parts.md): the exact prompts of each day step and
of the Witch's step, and the weights and choices of each vote."""

from __future__ import annotations

from fractions import Fraction

from engine.commands import SeatPlayer
from engine.game import Game
from engine.ruleset import Prompt, VotePrompt
from tests.rulesets.village_vs_nonvillage.zh_harness import Table

SEER, WITCH, ELDER, SCAPEGOAT, PIPER, WOLVES, MADMAN = 0, 1, 2, 3, 7, (11, 12, 13), 14  # R15, 0-based


def prompts(t: Table) -> list[Prompt]:
    return t.game.ruleset.prompts(t.game.state)


def votes(t: Table) -> dict[int, VotePrompt]:
    return {v.seat: v for v in t.game.ruleset.vote_prompts(t.game.state)}


def crystal_day(seat: int) -> Prompt:
    return Prompt(seat, ("crystal_ball",), slot="crystal_day", required=False)


def sheriff_day(*events: str) -> Table:
    """Day 1 of an election, the Seer holding a Crystal Ball (ZH-5.3.1)."""
    t = Table(sheriff=True, event_script={"1": ["crystal_ball", *events]})
    t.night()
    assert t.game.state.phase.step == "sheriff_run"
    return t


def test_ZH_11_2_every_living_player_may_run_for_sheriff_and_the_seer_may_send_a_crystal_ball() -> None:
    t = sheriff_day()
    living = t.game.state.living_seats()
    assert prompts(t) == [Prompt(s, ("run", "pass"), slot="sheriff") for s in living] + [crystal_day(SEER)]


def test_ZH_11_4_only_living_candidates_may_withdraw() -> None:
    t = sheriff_day()
    for seat in (1, 2, 5):
        t.do(seat, "run")
    t.adv()
    assert t.game.state.phase.step == "sheriff_withdraw"
    t.game.state.players[4].alive = False  # a candidate gone (seat 5)
    expected = [Prompt(s, ("withdraw", "pass"), slot="sheriff") for s in (0, 1)] + [crystal_day(SEER)]
    assert prompts(t) == expected


def test_ZH_5_3_2_a_crystal_ball_by_day_is_offered_until_it_is_sent_that_day() -> None:
    t = sheriff_day()
    t.do(SEER + 1, "crystal_ball", option="werewolf:watch out")
    assert t.zh.crystal_days == {1}
    assert crystal_day(SEER) not in prompts(t)
    assert [p for p in prompts(t) if p.seat == SEER] == [Prompt(SEER, ("run", "pass"), slot="sheriff")]


def test_ZH_11_4_the_election_is_between_the_candidates_or_the_tied_and_who_ran_never_votes() -> None:
    t = sheriff_day()
    for seat in (1, 2, 3):
        t.do(seat, "run")
    t.adv()
    t.adv()
    assert t.game.state.phase.step == "sheriff_vote"
    ballots = votes(t)
    assert sorted(ballots) == list(range(3, 15))
    assert ballots[3] == VotePrompt(3, (0, 1, 2, None), Fraction(1))
    t.vote(4, 1)
    t.vote(5, 2)
    t.adv()
    assert t.game.state.phase.step == "sheriff_pk"
    assert t.zh.tied == [0, 1]
    assert votes(t)[3].choices == (0, 1, None)


def test_ZH_4_5_3_cry_injustice_limits_the_execution_vote_not_the_election() -> None:
    t = sheriff_day()
    for seat in (1, 2):
        t.do(seat, "run")
    t.adv()
    t.adv()
    t.zh.cry_voters[1] = [5]
    election = votes(t)
    assert {s: v.weight for s, v in election.items()} == {s: Fraction(1) for s in range(2, 15)}
    living = t.game.state.living_seats()
    weights = t.game.ruleset.ballot_weights(t.game.state, living)
    assert weights == {s: Fraction(1) if s == 5 else Fraction(0) for s in living}


def test_ZH_5_9_1_on_the_wolf_king_s_birthday_werewolves_and_the_deluded_madman_cast_no_weight() -> None:
    t = sheriff_day("wolf_king_birthday")
    for seat in (1, 2):
        t.do(seat, "run")
    t.adv()
    t.adv()
    election = votes(t)
    assert {s for s, v in election.items() if v.weight == 0} == {*WOLVES, MADMAN}
    assert election[PIPER].weight == Fraction(1)  # non-village but no Werewolf: he votes
    assert t.game.state.players[PIPER].wins_with == "nonvillage"


def test_ZH_5_6_1_the_scapegoat_alone_is_prompted_in_the_discontent_step() -> None:
    t = Table(event_script={"1": ["discontent"]})
    t.night()
    assert t.game.state.phase.step == "discontent"
    assert prompts(t) == [Prompt(SCAPEGOAT, ("discontent", "pass"), slot="discontent")]


def test_ZH_10_2_a_pk_vote_is_among_the_tied_and_they_do_not_vote() -> None:
    t = Table()
    t.night()
    t.day((1, 5), (2, 6))
    assert t.game.state.phase.step == "pk"
    ballots = votes(t)
    assert 4 not in ballots and 5 not in ballots
    assert ballots[0] == VotePrompt(0, (4, 5, None), Fraction(1))


def test_ZH_4_3_2_a_spent_potion_is_no_longer_offered() -> None:
    t = Table()
    t.night((12, "attack", 4), (13, "attack", 4), (14, "attack", 4), witch=((WITCH + 1, "antidote", 4),))
    t.day()
    t.adv()
    assert t.game.state.phase.step == "witch"
    assert t.game.state.players[WITCH].uses == {"antidote": 0, "poison": 1}
    assert prompts(t) == [Prompt(WITCH, ("poison", "pass"), slot="poison")]


def test_ZH_5_5_3_the_masquerade_elder_declares_respect_in_its_own_slot() -> None:
    t = Table(event_script={"1": ["masquerade"]})
    t.night()
    t.day()
    assert t.game.state.phase.step == "actions"
    assert [p for p in prompts(t) if p.seat == ELDER] == [Prompt(ELDER, ("respect", "pass"), slot="respect")]


def slots(t: Table) -> list[tuple[int, tuple[str, ...], str]]:
    return [(p.seat, p.abilities, p.slot) for p in prompts(t)]


def test_NP_1_each_skill_holder_declares_in_the_slot_of_his_skill() -> None:
    t = Table()
    assert all(p.required for p in prompts(t))
    assert slots(t) == [
        (0, ("divine", "pass"), "divine"),
        (3, ("blame", "pass"), "blame"),
        (4, ("first_aid", "pass"), "first_aid"),
        (5, ("new_moon", "pass"), "new_moon"),
        (6, ("pack_check", "bite", "pass"), "white_wolf"),
        (7, ("pipe", "pass"), "pipe"),
        (9, ("lure", "pass"), "lure"),
        (10, ("supremacy", "pass"), "supremacy"),
        *[(s, ("attack", "pass"), "attack") for s in (*WOLVES, MADMAN)],
    ]


def night_two_after(event: str) -> Table:
    """Night 2 after ``event`` on day 1; the Treasure spent his one Lure on night 1 (ZH-6.4.6)."""
    t = Table(event_script={"1": [event]})
    t.night((10, "lure", 1))
    t.day()
    assert t.game.state.phase.step == "actions"
    return t


def test_ZH_6_4_6_a_spent_lure_and_a_lost_lure_skill_are_not_offered() -> None:
    t = night_two_after("herb_gathering")
    assert t.game.state.players[9].uses == {"lure": 0}
    assert [s for s in slots(t) if s[0] == 9] == []
    fresh = Table()
    fresh.zh.skills[9] = set()  # skills lost (ZH-5.7.2) with the Lure unused
    assert fresh.game.state.players[9].uses == {"lure": 1}
    assert [s for s in slots(fresh) if s[0] == 9] == []


def test_ZH_5_2_2_insanity_turns_every_attack_into_a_verify() -> None:
    t = night_two_after("insanity")
    assert [s for s in slots(t) if s[0] in (*WOLVES, MADMAN)] == [
        (s, ("verify", "pass"), "verify") for s in (*WOLVES, MADMAN)
    ]
    assert (SEER, ("lynch", "pass"), "lynch") in slots(t)  # ZH-5.2.3: the Seer holds the Lynch


def test_ZH_5_7_1_outside_support_gives_the_doctor_a_surgery_slot() -> None:
    t = night_two_after("outside_support")
    assert [s for s in slots(t) if s[0] == 4] == [
        (4, ("first_aid", "pass"), "first_aid"),
        (4, ("surgery", "pass"), "surgery"),
    ]


def test_ZH_5_11_1_after_a_festival_the_white_wolf_must_bite_and_no_pipe_or_pair_is_offered() -> None:
    t = night_two_after("festival")
    white_wolf = [p for p in prompts(t) if p.seat == 6]
    assert white_wolf == [Prompt(6, ("bite",), slot="white_wolf")]
    assert not [s for s in slots(t) if s[0] in (PIPER, 10)]


def test_ZH_4_4_4_the_elder_chooses_from_his_prestige_list_while_he_and_someone_on_it_live() -> None:
    t = Table()
    t.do(10, "lure", ELDER + 1)  # the Lure names the Elder: the Treasure is on his list (ZH-4.4.3)
    t.adv()
    t.adv()
    assert t.game.state.phase.step == "prestige"
    assert t.zh.prestige_lists == {ELDER: [9]}
    assert prompts(t) == [Prompt(ELDER, ("prestige", "pass"), slot="prestige")]
    t.game.state.players[9].alive = False
    assert prompts(t) == []  # nobody left on his list
    t.game.state.players[9].alive = True
    t.game.state.players[ELDER].alive = False
    assert prompts(t) == []


def test_ZH_5_11_3_after_a_festival_execution_every_village_player_may_lynch() -> None:
    t = Table(event_script={"1": ["festival"]})
    t.night()
    t.day(*[(voter, 10) for voter in (1, 2, 3, 4, 5)])  # the Treasure executed on the Festival day
    assert t.zh.festival_nights == {2, 3}
    assert (SEER, ("lynch", "pass"), "festival_lynch") in slots(t)
    assert (WOLVES[0], ("lynch", "pass"), "festival_lynch") not in slots(t)


def test_ZH_6_4_1_the_public_enemy_s_extra_lynch_has_its_own_slot() -> None:
    t = Table()
    t.zh.extra_lynch = {1: [SEER]}
    assert [s for s in slots(t) if s[0] == SEER] == [
        (SEER, ("divine", "pass"), "divine"),
        (SEER, ("extra_lynch", "pass"), "extra_lynch"),
    ]


def test_ZH_5_2_3_the_insanity_lynch_holder_declares_in_the_lynch_slot() -> None:
    t = night_two_after("insanity")
    assert [s for s in slots(t) if s[0] == SEER] == [(SEER, ("lynch", "pass"), "lynch")]


def test_no_one_is_prompted_before_the_deal() -> None:
    game = Game("village_vs_nonvillage", {}, 1)
    for name in ("A", "B", "C"):
        game.apply(SeatPlayer(name))
    assert game.ruleset.prompts(game.state) == []
    assert game.ruleset.vote_prompts(game.state) == []


def test_ZH_4_7_6_after_abnormal_weather_the_gypsy_has_two_new_moon_slots() -> None:
    t = night_two_after("abnormal_weather")
    assert [s for s in slots(t) if s[0] == 5] == [
        (5, ("new_moon", "pass"), "new_moon"),
        (5, ("new_moon", "pass"), "new_moon2"),
    ]
