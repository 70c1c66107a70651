"""Village vs Non-village declares its night once (``NIGHT_ORDER``): who wakes in the
order NP-2 … NP-8, then the engine's steps of the night's end (NP-5, NP-6, NP-9),
which the core runs through ``run_night``; its phases are typed step names."""

from __future__ import annotations

import pytest

from engine.codec import CodecError, from_json, to_json
from engine.rulesets.village_vs_nonvillage.night import NIGHT_ORDER
from engine.rulesets.village_vs_nonvillage.state import ZhState
from engine.rulesets.village_vs_nonvillage.steps import DayStep, NightStep, Stage
from tests.rulesets.village_vs_nonvillage.zh_harness import Table

WAKE_ORDER = [  # NP-2 blockers, NP-3 non-village, NP-4 village, NP-7 Witch, NP-8 Prestige
    "elder_respect",
    "piper",
    "careerist",
    "werewolf",
    "white_wolf",
    "treasure",
    "fox",
    "seer",
    "scapegoat",
    "doctor",
    "gypsy",
    "witch",
    "elder_prestige",
]
ENGINE_STEPS = [  # NP-5, NP-9 i, NP-9 a, slot 1, NP-6, slots 2-5, 6, 7, 8, NP-9 g-h, ZH-8.4
    "settle",
    "history",
    "fox_gain",
    "prestige_slot",
    "designated_kills",
    "kill_slots",
    "needles",
    "poison",
    "divination",
    "effects",
    "eliminations",
]


def test_NP_2_to_NP_9_the_declared_order() -> None:
    assert [s.id for s in NIGHT_ORDER] == WAKE_ORDER + ENGINE_STEPS
    assert all(s.roles and s.resolve is None for s in NIGHT_ORDER[: len(WAKE_ORDER)])  # AMB-08
    assert all(not s.roles and s.resolve for s in NIGHT_ORDER[len(WAKE_ORDER) :])  # nobody wakes


def test_NP_9_the_night_end_runs_through_run_night_in_the_declared_order(nights_run: list[list[str]]) -> None:
    t = Table()
    t.night((12, "attack", 1), (13, "attack", 1), (14, "attack", 1), (15, "attack", 1))
    assert nights_run == [ENGINE_STEPS]
    assert [(e.seat, e.cause) for e in t.zh.queue] == [(0, "attack")]  # slot 2, waiting for the First Shot


def test_NP_2_to_NP_8_the_checklist_is_the_declared_wake_order() -> None:
    t = Table()
    steps = t.game.ruleset.checklist(t.game.state)
    assert [s.id for s in steps] == [s for s in WAKE_ORDER if s != "elder_respect"]  # no Masquerade yet
    werewolves = next(s for s in steps if s.id == "werewolf")
    assert werewolves.seats == (11, 12, 13, 14)  # ZH-1.8: the Madman wakes with them


def test_NP_2_ZH_5_5_the_elder_is_called_to_respect_only_after_the_masquerade() -> None:
    """NP-2: "Elder: Respect (only after Masquerade)". Before it the Elder holds no
    Respect: the moderator must not wake him to choose whom to respect."""
    t = Table(event_script={"1": ["masquerade"]})
    assert "elder_respect" not in [s.id for s in t.game.ruleset.checklist(t.game.state)]
    t.night()
    t.day()  # Day 1's Masquerade was announced; Night 2 falls
    assert t.game.state.phase.kind == "night"
    steps = t.game.ruleset.checklist(t.game.state)
    assert [s.id for s in steps] == WAKE_ORDER
    respect = steps[0]
    assert (respect.role, respect.abilities, respect.active) == ("elder", ("respect",), True)


def test_NP_7_NP_8_the_checklist_marks_the_steps_of_an_input_step_that_is_over() -> None:
    t = Table()
    first = {s.id: s.passed for s in t.game.ruleset.checklist(t.game.state)}
    assert not any(first.values())  # NP-2 … NP-4: nothing is over yet
    t.adv()
    assert t.game.state.phase.step is NightStep.WITCH
    witch = {s.id: s.passed for s in t.game.ruleset.checklist(t.game.state)}
    assert [sid for sid, passed in witch.items() if not passed] == ["witch", "elder_prestige"]
    t.adv()
    assert t.game.state.phase.step is NightStep.PRESTIGE
    prestige = {s.id: s.passed for s in t.game.ruleset.checklist(t.game.state)}
    assert [sid for sid, passed in prestige.items() if not passed] == ["elder_prestige"]


def test_NP_7_NP_8_night_steps_are_typed_and_follow_the_setup() -> None:
    t = Table()
    assert t.game.state.phase.step is NightStep.ACTIONS
    t.adv()
    assert t.game.state.phase.step is NightStep.WITCH
    t.adv()
    assert t.game.state.phase.step is NightStep.PRESTIGE
    no_witch = Table(roles=("seer", "elder", "werewolf", "doctor"))
    no_witch.adv()
    assert no_witch.game.state.phase.step is NightStep.PRESTIGE


def test_DP_day_steps_and_stages_are_typed_and_read_back_from_a_position() -> None:
    t = Table(sheriff=True)
    t.night()
    zh = t.zh
    assert t.game.state.phase.step is DayStep.SHERIFF_RUN
    assert zh.agenda == [DayStep.SHERIFF_WITHDRAW, DayStep.SHERIFF_VOTE, DayStep.DISCUSSION, DayStep.VOTE]
    assert all(isinstance(s, DayStep) for s in zh.agenda)
    back = from_json(ZhState, to_json(zh), "state")
    assert back.agenda == zh.agenda and all(isinstance(s, DayStep) for s in back.agenda)


def test_a_stage_name_that_does_not_exist_is_refused_by_name() -> None:
    data = to_json(ZhState(pipeline=[Stage.DAWN]))
    data["pipeline"] = ["dusk"]
    with pytest.raises(CodecError, match="'night_post', 'dawn', 'last_words', 'agenda'"):
        from_json(ZhState, data, "state")
