"""Issue 18 rulings for Village vs Non-village: the Festival Lynch does not depend on
the Treasure's skills (ZH-5.11.3), and a faction test uses the faction at the moment
the effect applies (ZH-3.6, ZH-3.8, ZH-3.11)."""

from __future__ import annotations

from tests.rulesets.village_vs_nonvillage.zh_harness import Table

TREASURE, DOCTOR, WITCH, ELDER, SEER, MADMAN = 10, 5, 2, 3, 1, 15
WOLVES = (12, 13, 14)


def _festival_day_execution(t: Table) -> None:
    """The Treasure is executed on Day 2, a Festival day."""
    t.day((SEER, TREASURE))
    assert not t.alive(TREASURE)


def _quiet_start_then_festival_execution() -> Table:
    t = Table(event_script={"2": ["festival"]})
    t.night()
    t.day()
    t.night()
    _festival_day_execution(t)
    return t


def test_ZH_5_11_3_festival_lynch_after_surgery_removed_the_treasures_skills() -> None:
    t = Table(event_script={"1": ["outside_support"], "2": ["festival"]})
    t.night()
    t.day()
    t.night((DOCTOR, "surgery", TREASURE))
    assert t.zh.skills[TREASURE - 1] == set()  # Public Enemy is gone (ZH-6.4.5)
    _festival_day_execution(t)
    assert t.told(SEER, "festival_lynch") and t.told(WITCH, "festival_lynch")
    assert not any(m.kind == "extra_lynch_granted" for m in t.game.state.messages)
    t.night((7, "bite", 4), (SEER, "lynch", 12))
    assert not t.alive(12)
    t.day()
    assert t.told(SEER, "festival_lynch") == [{}, {}]  # the second night too


def test_ZH_5_11_3_ZH_6_4_4_public_enemy_still_needs_the_skill() -> None:
    t = _quiet_start_then_festival_execution()
    assert t.told(WITCH, "extra_lynch_granted") == [{}]  # the skill was held: both grants


def test_ZH_3_6_ZH_3_8_first_aid_saves_the_madman_enlightened_that_night() -> None:
    t = Table()
    t.night(
        (MADMAN, "attack", ELDER),
        *[(w, "attack", MADMAN) for w in WOLVES],
        (DOCTOR, "first_aid", MADMAN),
        prestige=((ELDER, "prestige", MADMAN),),
    )
    assert t.game.state.players[MADMAN - 1].wins_with == "village"
    assert t.alive(MADMAN)
    assert t.public("night_result") == [{"seats": []}]


def test_ZH_3_6_ZH_3_8_the_antidote_saves_the_madman_enlightened_that_night() -> None:
    t = Table()
    t.night(
        (MADMAN, "attack", ELDER),
        *[(w, "attack", MADMAN) for w in WOLVES],
        witch=((WITCH, "antidote", MADMAN),),
        prestige=((ELDER, "prestige", MADMAN),),
    )
    assert t.alive(MADMAN) and not t.zh.first_shot_spent


def test_ZH_3_6_ZH_3_11_lynch_spares_the_madman_enlightened_that_night() -> None:
    t = _quiet_start_then_festival_execution()
    t.night(
        (7, "bite", 4), (MADMAN, "attack", ELDER), (WITCH, "lynch", MADMAN), prestige=((ELDER, "prestige", MADMAN),)
    )
    assert t.game.state.players[MADMAN - 1].wins_with == "village"
    assert t.alive(MADMAN) and not t.zh.first_shot_spent
