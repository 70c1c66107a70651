"""Tests that kill the surviving mutants of village_vs_nonvillage/eliminations.py (issue 21,
docs/mutation/village_vs_nonvillage.md): the elimination sequence (ZH-8.4), its questions
and the day's eliminations, each effect checked exactly."""

from __future__ import annotations

from tests.rulesets.village_vs_nonvillage.zh_harness import Table

DOCTOR, FOX = 5, 9  # the R15 table's seats (1-based)


def test_ZH_6_3_3_ZH_4_6_3_cunning_saves_the_fox_from_two_needles_and_empties_them() -> None:
    t = Table()
    t.night((DOCTOR, "first_aid", FOX))
    t.day()
    t.night((DOCTOR, "first_aid", FOX))  # two empty needles on a non-village player: out, but Cunning
    assert t.alive(FOX) and t.zh.fox_chances[FOX - 1] == 0
    assert t.told(FOX, "fox_chances") == [{"count": 0}]
    assert t.zh.needles[FOX - 1] == 0
    t.day()
    t.night()  # no needle check again: the needles were spent with the chance
    assert t.alive(FOX)


SMALL = ("seer", "witch", "scapegoat", "doctor", "werewolf", "werewolf", "werewolf")


def scapegoat_cries(*named: int) -> Table:
    """The Doctor attacked out on night 1, the Scapegoat executed on day 1, then his Cry."""
    t = Table(roles=SMALL)
    t.night((5, "attack", 4), (6, "attack", 4), (7, "attack", 4), witch=((2, "pass"),))
    t.do(4, "pass")  # the Doctor's First Shot
    t.adv()
    t.day((1, 3), (2, 3))
    t.do(3, "cry_injustice", *named)
    t.adv()
    return t


def groups(t: Table) -> list[list[int]]:
    return sorted(sorted(m) for c, m in t.game.state.channels.items() if c.startswith("group"))


def test_ZH_4_5_4_when_every_living_village_player_is_grouped_the_dead_ones_join() -> None:
    t = scapegoat_cries(1, 2)
    assert not t.alive(3) and not t.alive(4)
    assert groups(t) == [[0, 1, 2, 3]]  # the Seer and the Witch, then the dead Scapegoat and Doctor
    assert t.zh.cry_voters == {2: [0, 1]}


def test_ZH_4_5_4_a_cry_that_leaves_a_living_village_player_out_adds_no_dead() -> None:
    t = scapegoat_cries(1, 5)
    assert groups(t) in ([], [[0]])  # only the village player named; the Werewolf is never grouped
    assert t.zh.cry_voters == {2: [0, 4]}


def test_ZH_5_11_3_the_treasure_out_the_night_after_the_festival_gives_the_next_two_nights() -> None:
    t = Table(event_script={"1": ["festival"]})
    t.night()
    t.day()
    t.night((7, "bite", 10))  # night 2: the Treasure is bitten
    assert not t.alive(10) and t.zh.festival_nights == {3, 4}


def test_ZH_6_4_1_ZH_6_4_2_a_first_shot_on_the_treasure_earns_an_extra_lynch() -> None:
    t = Table()
    t.night()
    t.day((2, 1), (3, 1))  # the Seer executed: his First Shot
    assert t.game.state.phase.label() == "day 1/resolve" and t.game.state.submissions == {}
    t.do(1, "first_shot", 10)
    t.adv()
    assert not t.alive(10) and t.game.state.phase.label() == "night 2/actions"
    assert t.zh.extra_lynch == {2: [1]}  # the shooting Seer is out: the Witch gets it (ZH-6.4.2)
    assert t.public("eliminated") == [{"seat": 9}]  # by day; the execution has its own words


def test_ZH_11_9_an_executed_sheriff_passes_the_badge_to_a_living_player() -> None:
    t = Table(sheriff=True)
    t.night()
    t.do(DOCTOR, "run")
    t.adv()
    t.adv()
    assert t.zh.sheriff == 4
    t.day((1, DOCTOR), (2, DOCTOR))
    t.do(DOCTOR, "pass")  # his First Shot
    t.adv()
    t.do(DOCTOR, "pass_badge", 1)
    t.adv()
    assert t.zh.sheriff == 0 and t.public("badge_passed") == [{"seat": 0}] and not t.zh.badge_lost


SCAPEGOAT, PIPER, CAREERIST = 4, 8, 11  # the R15 table's seats (1-based)


def scapegoat_out_at_night(*blockers: tuple[int, ...]) -> Table:
    t = Table()
    t.night(*blockers, (12, "attack", SCAPEGOAT), (13, "attack", SCAPEGOAT), (14, "attack", SCAPEGOAT))
    t.do(SCAPEGOAT, "pass")  # his First Shot, asked before he goes out (ZH-4.1.1)
    t.adv()
    assert not t.alive(SCAPEGOAT) and t.public("eliminated") == []  # by night: only the dawn's list
    return t


def test_ZH_4_5_5_ZH_6_5_3_a_night_cry_names_today_s_voters_but_not_the_one_paired_with_him() -> None:
    t = scapegoat_out_at_night((CAREERIST, "supremacy", SCAPEGOAT, 1))
    t.do(SCAPEGOAT, "cry_injustice", 1, 2)
    t.adv()
    assert t.zh.cry_voters == {1: [1]}  # day 1's voters; the Seer's part is blocked by the pair


def test_ZH_3_5_a_validly_piped_scapegoat_s_night_cry_has_no_effect() -> None:
    t = scapegoat_out_at_night((PIPER, "pipe", SCAPEGOAT))
    t.do(SCAPEGOAT, "cry_injustice", 1, 2)
    t.adv()
    assert t.zh.cry_voters == {}


def test_ZH_4_5_5_a_scapegoat_who_passes_his_cry_limits_no_vote() -> None:
    t = scapegoat_out_at_night()
    t.do(SCAPEGOAT, "pass")
    t.adv()
    assert t.zh.cry_voters == {} and t.public("cry_voters") == []


def test_ZH_11_9_a_sheriff_who_does_not_pass_the_badge_tears_it() -> None:
    t = Table(sheriff=True)
    t.night()
    t.do(DOCTOR, "run")
    t.adv()
    t.adv()
    t.day((1, DOCTOR), (2, DOCTOR))
    t.do(DOCTOR, "pass")  # his First Shot
    t.adv()
    t.adv()  # no answer about the badge
    assert t.zh.sheriff is None and t.zh.badge_lost and t.public("badge_torn") == [{}]
