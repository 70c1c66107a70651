"""The command-line front, run for real in a subprocess."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

SCENARIO = Path(__file__).parents[1] / "scenarios" / "moonveil" / "MV-T05_wolf_tie_random_seer_result_reveal.json"


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "engine", *args], capture_output=True, text=True, timeout=120)


def test_play_prints_a_transcript_with_stable_keys() -> None:
    result = run("play", str(SCENARIO), "--check")
    assert result.returncode == 0, result.stderr
    transcript = json.loads(result.stdout)
    assert set(transcript) == {"ruleset", "seed", "players", "events", "result"}
    types = {e["type"] for e in transcript["events"]}
    assert {"phase", "public", "private", "death", "reveal"} <= types


def test_play_reports_a_malformed_file(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text('{"ruleset": "moonveil"}')
    result = run("play", str(bad))
    assert result.returncode == 2 and "needs 'seats'" in result.stderr and "Traceback" not in result.stderr


def test_simulate_json_with_jobs_shows_progress() -> None:
    result = run(
        "simulate", "--ruleset", "moonveil", "--players", "8", "--wolves", "2", "--games", "60",
        "--bots", "random", "--vote", "plurality", "--jobs", "2", "--seed", "3", "--json",
    )  # fmt: skip
    assert result.returncode == 0, result.stderr
    data = json.loads(result.stdout)
    assert data["games"] == 60 and sum(t["wins"] for t in data["teams"].values()) + data["draws"] == 60
    assert "60/60 games" in result.stderr


def test_simulate_text_output_has_intervals() -> None:
    result = run("simulate", "--players", "7", "--games", "20", "--seed", "1")
    assert result.returncode == 0 and "95% CI" in result.stdout


def test_unknown_ruleset_is_a_clear_error() -> None:
    result = run("simulate", "--ruleset", "chess", "--games", "1")
    assert result.returncode == 2 and "unknown rule set 'chess'" in result.stderr
