"""A scenario cannot hide a refusal: a refused step fails the check unless the
scenario expects it (an ``expect`` entry of type ``refused`` or the step flag
``"refused"``), and a step flagged ``refused`` that is accepted fails too."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engine.errors import ScenarioError
from engine.scenario import check_expectations, load_scenario, run_scenario

# Moonveil, classic: Night 1. Ana (wolf) may not attack her teammate Bea.
SEATS = [
    {"name": "Ana", "role": "wolf"},
    {"name": "Bea", "role": "wolf"},
    {"name": "Cai", "role": "seer"},
    {"name": "Dov", "role": "villager"},
    {"name": "Eli", "role": "villager"},
    {"name": "Fay", "role": "villager"},
    {"name": "Gus", "role": "villager"},
]
BAD_STEP = {"do": "submit", "actor": "Cai", "ability": "inspect", "targets": ["Cai"]}
GOOD_STEP = {"do": "submit", "actor": "Cai", "ability": "inspect", "targets": ["Ana"]}
SEEN = {"type": "phase", "phase": "night 1"}


def scenario(script: list[dict[str, Any]], expect: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    return {
        "ruleset": "moonveil",
        "options": {"game_type": "classic", "wolves": 2},
        "seed": 1,
        "seats": SEATS,
        "script": script,
        "expect": expect or [SEEN],
    }


def problems(data: dict[str, Any]) -> list[str]:
    loaded = load_scenario(data)
    return check_expectations(loaded, run_scenario(loaded))


def test_an_unexpected_refusal_fails_the_check() -> None:
    found = problems(scenario([BAD_STEP]))
    assert len(found) == 1 and "step 0 was refused unexpectedly" in found[0]


def test_a_refusal_expected_by_an_expect_entry_passes() -> None:
    assert problems(scenario([BAD_STEP], [{"type": "refused", "step": 0}])) == []


def test_an_expect_entry_for_another_refusal_does_not_cover_it() -> None:
    found = problems(scenario([BAD_STEP], [{"type": "refused", "error": {"code": "no_such_code"}}]))
    assert any("refused unexpectedly" in p for p in found)


def test_the_step_flag_expects_a_refusal() -> None:
    assert problems(scenario([{**BAD_STEP, "refused": True}])) == []


def test_the_step_flag_can_name_the_error() -> None:
    inspect_error = run_scenario(load_scenario(scenario([BAD_STEP])))["events"]
    error = next(e["error"] for e in inspect_error if e["type"] == "refused")
    flagged = {**BAD_STEP, "refused": {"code": error["code"], "rule": error["rule"]}}
    assert problems(scenario([flagged])) == []
    wrong = {**BAD_STEP, "refused": {"code": error["code"], "rule": "MV-0.0"}}
    assert any("another error" in p for p in problems(scenario([wrong])))


def test_a_flagged_step_that_is_accepted_fails() -> None:
    flagged = {**GOOD_STEP, "refused": True}
    assert problems(scenario([flagged])) == [f"step 0 should have been refused but was accepted: {flagged}"]


def test_a_bad_refused_flag_is_a_clear_error() -> None:
    with pytest.raises(ScenarioError, match="'refused' is true or an error"):
        load_scenario(scenario([{**BAD_STEP, "refused": "yes"}]))


def test_play_check_fails_on_a_hidden_refusal(tmp_path: Path) -> None:
    path = tmp_path / "hidden.json"
    path.write_text(json.dumps(scenario([BAD_STEP])), encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "engine", "play", str(path), "--check"], capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 1 and "refused unexpectedly" in result.stderr
