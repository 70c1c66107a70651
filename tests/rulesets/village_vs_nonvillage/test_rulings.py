"""Issue 18 rulings for Village vs Non-village: the Festival Lynch does not depend on
the Treasure's skills (ZH-5.11.3)."""

from __future__ import annotations

from tests.rulesets.village_vs_nonvillage.zh_harness import Table

TREASURE, DOCTOR, WITCH, SEER = 10, 5, 2, 1


def _festival_day_execution(t: Table) -> None:
    """The Treasure is executed on Day 2, a Festival day."""
    t.day((SEER, TREASURE))
    assert not t.alive(TREASURE)


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
    t = Table(event_script={"2": ["festival"]})
    t.night()
    t.day()
    t.night()
    _festival_day_execution(t)
    assert t.told(WITCH, "extra_lynch_granted") == [{}]  # the skill was held: both grants
