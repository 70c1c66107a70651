"""Every scenario file under tests/scenarios is played and its expectations checked.

A scenario's file name carries the rule or test IDs it covers (MV-T05_..., LL-T03_...),
so a failure names the rule that broke.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from engine.scenario import check_expectations, load_scenario, run_scenario

SCENARIOS = sorted((Path(__file__).parent / "scenarios").rglob("*.json"))


@pytest.mark.parametrize("path", SCENARIOS, ids=[p.stem for p in SCENARIOS])
def test_scenario(path: Path) -> None:
    scenario = load_scenario(json.loads(path.read_text(encoding="utf-8")))
    assert scenario.expect or scenario.expect_result or scenario.expect_absent, "a scenario must expect something"
    transcript = run_scenario(scenario)
    assert check_expectations(scenario, transcript) == []


def test_scenarios_exist() -> None:
    assert len(SCENARIOS) >= 1
