"""Tests that kill the surviving mutants of village_vs_nonvillage/night.py (issue 21,
docs/mutation/village_vs_nonvillage.md): each pins one rule the night module applies
that no other test checked exactly."""

from __future__ import annotations

from fractions import Fraction

from tests.rulesets.village_vs_nonvillage.zh_harness import Table

WITCH, PIPER, MADMAN = 2, 8, 15  # the R15 table's seats (1-based)


def spirit_senses(t: Table) -> list[list[int]]:
    return [params["seats"] for params in t.told(WITCH, "spirit_sense")]


def test_ZH_4_3_1_spirit_sense_shows_the_designated_kills_while_an_antidote_is_unused() -> None:
    t = Table()
    t.night((12, "attack", 4), (13, "attack", 4), (14, "attack", 4), witch=((WITCH, "antidote", 4),))
    assert spirit_senses(t) == [[3]]  # 0-based seats of the effective designated kills
    t.day()
    for attack in ((12, "attack", 5), (13, "attack", 5), (14, "attack", 5)):
        t.do(*attack)
    t.adv()
    assert t.game.state.phase.step == "witch"
    assert t.game.state.players[WITCH - 1].uses["antidote"] == 0
    assert spirit_senses(t) == [[3]]  # the Antidote is spent: no second Spirit Sense


def test_ZH_4_3_1_spirit_sense_is_a_skill_a_witch_without_it_is_not_shown() -> None:
    # Insanity makes the Witch the Lynch holder (her skills go, ZH-5.2.3); Herb Gathering
    # then gives her an Antidote again (ZH-5.4.2): an unused Antidote without Spirit Sense.
    t = Table(
        roles=("witch", "werewolf", "werewolf", "piper"), event_script={"1": ["insanity"], "2": ["herb_gathering"]}
    )
    t.night()
    t.day()
    t.night()
    t.day()
    witch = t.game.state.players[0]
    assert "spirit_sense" not in t.zh.skills[0] and witch.uses["antidote"] == 2
    shown = len(t.told(1, "spirit_sense"))
    t.adv()
    assert t.game.state.phase.step == "witch"
    assert len(t.told(1, "spirit_sense")) == shown


def test_ZH_3_5_a_validly_piped_witch_is_told_only_that_her_skill_had_no_effect() -> None:
    t = Table()
    for act in ((PIPER, "pipe", WITCH), (12, "attack", 4), (13, "attack", 4), (14, "attack", 4)):
        t.do(*act)
    t.adv()
    assert t.game.state.phase.step == "witch"
    assert t.told(WITCH, "no_effect") == [{}]
    assert spirit_senses(t) == []
    assert not [m for m in t.game.state.messages if m.kind == "no_effect" and m.recipients != {WITCH - 1}]


def test_ZH_6_6_4_kill_points_keep_their_fractional_part_after_the_designated_kill() -> None:
    # X = 3 Werewolves; one Attack on the Madman gives 1/3 + 1 Friendly Fire (ZH-6.7.4) = 4/3
    t = Table()
    t.night((12, "attack", MADMAN))
    assert not t.alive(MADMAN)
    assert t.zh.points[MADMAN - 1] == Fraction(1, 3)
    assert t.public("full_attacks") == []  # ZH-6.6.5: 4/3 is not a whole number


def festival_lynches() -> Table:
    """The Treasure executed on the Festival day: every village player may Lynch on nights 2 and 3 (ZH-5.11.3)."""
    t = Table(event_script={"1": ["festival"]})
    t.night()
    t.day(*[(voter, 10) for voter in (1, 2, 3, 4, 5)])
    assert t.zh.festival_nights == {2, 3}
    return t


def test_ZH_4_2_4_a_seer_s_festival_lynch_on_the_fox_curses_him_in_slot_8() -> None:
    t = festival_lynches()
    t.night((7, "bite", 13))
    t.day()
    t.night((1, "lynch", 9), (7, "bite", 14))  # night 3: the Fox gains a chance first (ZH-6.3.2)
    assert t.zh.fox_chances == {8: 1}  # Curse: Cunning is not used
    assert [(d.seat, d.cause) for d in t.game.state.deaths][-2:] == [(13, "bite"), (8, "curse")]  # slot 3, slot 8


def test_ZH_8_5_lynches_go_out_in_ascending_seats_and_a_double_curse_counts_once() -> None:
    t = festival_lynches()
    t.night((1, "lynch", 15), (2, "lynch", 11), (7, "bite", 13))
    assert [(d.seat, d.cause) for d in t.game.state.deaths][-3:] == [(12, "bite"), (10, "lynch"), (14, "lynch")]
    t.day()
    t.night((1, "divine", 9), (1, "lynch", 9), (7, "bite", 14))  # two Curses on the Fox in slot 8
    assert [(d.seat, d.cause) for d in t.game.state.deaths][-1] == (8, "curse")
    assert t.told(1, "divination_result")[-1] == {"target": 8, "role": "fox", "faction": "nonvillage"}


def test_ZH_6_4_1_a_lynch_on_the_treasure_gives_its_user_an_extra_lynch() -> None:
    t = Table(event_script={"1": ["insanity"]})
    t.night()
    t.day()
    t.night((1, "lynch", 10))  # the Seer holds the Insanity Lynch from night 2 (ZH-5.2.3)
    assert not t.alive(10)
    t.day()
    assert t.zh.extra_lynch == {3: [0]} and t.told(1, "extra_lynch_granted") == [{}]


def test_ZH_6_4_1_the_elder_s_prestige_on_the_treasure_gives_him_an_extra_lynch() -> None:
    t = Table()
    t.night((10, "lure", 3), prestige=((3, "prestige", 10),))  # the Lure names the Elder: on his list (ZH-4.4.3)
    assert [(d.seat, d.cause) for d in t.game.state.deaths] == [(9, "prestige")]
    t.day()
    assert t.zh.extra_lynch == {2: [2]}


def test_ZH_3_5_ZH_6_1_2_pack_check_says_not_a_werewolf_or_no_effect_when_piped() -> None:
    t = Table()
    t.night((7, "pack_check", 10))
    assert t.told(7, "pack_check_result") == [{"target": 9, "result": "not_werewolf"}]
    t.day()
    t.night((PIPER, "pipe", 7), (7, "pack_check", 12))
    assert t.told(7, "no_effect") == [{}] and len(t.told(7, "pack_check_result")) == 1


# -- second pass: the ten open gaps of the first pass ---------------------------------------

SEER, DOCTOR, CAREERIST = 1, 5, 11


def test_ZH_4_6_3_c_a_village_player_grouped_by_two_needles_loses_them_all() -> None:
    t = Table()
    t.night((DOCTOR, "first_aid", SEER))
    t.day()
    t.night((DOCTOR, "first_aid", SEER))  # the second empty needle: grouped with the Doctor, needles gone
    assert t.alive(SEER) and t.zh.needles[SEER - 1] == 0
    t.day()
    t.night((DOCTOR, "first_aid", SEER))  # one needle again, not two: still alive though grouped now
    assert t.alive(SEER) and t.zh.needles[SEER - 1] == 1


def insane_werewolves() -> Table:
    """Insanity on day 1: the Werewolves Verify instead of Attacking from night 2 (ZH-5.2.1)."""
    t = Table(event_script={"1": ["insanity"]})
    t.night()
    t.day()
    return t


def test_ZH_3_5_a_piped_verify_has_no_effect_and_gives_no_faction() -> None:
    t = insane_werewolves()
    t.night((PIPER, "pipe", 12), (12, "verify", 1))
    assert t.told(12, "no_effect") == [{}]
    assert t.told(12, "verify_result") == []


def test_ZH_3_5_an_invalid_declaration_does_not_stop_the_later_ones_results() -> None:
    t = insane_werewolves()
    t.night((PIPER, "pipe", 7), (7, "pack_check", 13), (12, "verify", 4))  # seat 7 is judged first
    assert t.told(7, "no_effect") == [{}] and t.told(7, "pack_check_result") == []
    assert t.told(12, "verify_result") == [{"target": 3, "faction": "village"}]


def test_ZH_6_4_6_only_a_lure_tells_both_players_each_other_s_role() -> None:
    t = Table()
    t.night((SEER, "divine", 12), (4, "blame", 3))
    assert t.told(SEER, "lure_result") == [] and t.told(12, "lure_result") == []
    assert t.told(4, "lure_result") == [] and t.told(3, "lure_result") == []


def crystal_night(option: str, *acts: tuple[int, ...]) -> Table:
    t = Table(event_script={"1": ["crystal_ball"]})
    t.night()
    t.day()
    t.do(SEER, "crystal_ball", option=option)
    t.night(*acts)
    return t


def test_ZH_6_5_3_a_pair_blocks_only_the_paired_recipient_of_a_crystal_ball() -> None:
    t = crystal_night("werewolf:meet me", (CAREERIST, "supremacy", SEER, 13))
    assert t.told(13, "crystal_message") == []  # paired with the Seer: his part is blocked
    for seat in (12, 14, MADMAN):  # the other holders of "Werewolf" (ZH-5.3.3: the Madman too)
        assert t.told(seat, "crystal_message") == [{"text": "meet me"}]


def test_ZH_5_3_2_a_crystal_ball_text_may_hold_a_colon() -> None:
    t = crystal_night("witch:at dawn: stay quiet")
    assert t.told(WITCH, "crystal_message") == [{"text": "at dawn: stay quiet"}]
