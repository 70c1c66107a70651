"""Every rule ID of shared/rules/three_factions.md has a test: a test function whose
name carries it (test_IT_7_13_...) or a scenario file that lists it in "covers"."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
# shared/ sits beside the project root (../shared); a git worktree sits one level deeper.
SPECS = [base / "shared" / "rules" / "three_factions.md" for base in (ROOT.parent, ROOT.parent.parent)]


def _spec_ids() -> list[str]:
    path = next((p for p in SPECS if p.exists()), None)
    if path is None:
        pytest.skip("the shared specification is not beside the project")
    return sorted(set(re.findall(r"\*\*(IT-\d+\.\d+)\*\*", path.read_text(encoding="utf-8"))))


def _covered() -> set[str]:
    covered: set[str] = set()
    for scenario in (ROOT / "tests" / "scenarios" / "three_factions").glob("T-*.json"):
        covered |= set(json.loads(scenario.read_text(encoding="utf-8")).get("covers", []))
    for test in (ROOT / "tests" / "rulesets" / "three_factions").glob("test_*.py"):
        for name in re.findall(r"def (test_\w+)", test.read_text(encoding="utf-8")):
            covered |= {f"IT-{a}.{b}" for a, b in re.findall(r"IT_(\d+)_(\d+)", name)}
    return covered


def test_every_IT_rule_has_a_test() -> None:
    missing = [rule for rule in _spec_ids() if rule not in _covered()]
    assert missing == []


def test_every_T_scenario_has_a_file() -> None:
    names = {p.name[:4] for p in (ROOT / "tests" / "scenarios" / "three_factions").glob("T-*.json")}
    assert names == {f"T-{n:02d}" for n in range(1, 46)}
