"""Every bench runs from the repo root as it is (no package hidden, none installed
for it) in its quick mode and prints its ratios. Nothing is timed here: the numbers
are only checked to be there (issue 20)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RATIO = r"\d+\.\d+x"

BENCHES = {
    "phones.py": [
        rf"narrator\s+9 .* {RATIO} ",
        rf"playing_host\s+20 .* {RATIO} ",
        rf"narrator: cost per heartbeat slope -?\d+\.\d+ from 9 to 20 seats .* ratio {RATIO}",
        rf"playing_host: cost per heartbeat slope -?\d+\.\d+ from 9 to 20 seats .* ratio {RATIO}",
        rf"QR codes: ours / bare qrcode with the same mask {RATIO}",
    ],
    "startup.py": [
        rf"ratio usable: {RATIO}",
        rf"ratio listening: {RATIO}",
        r"longest GUI freeze once the loop runs: median \d+ ms",
        r"largest GUI-thread CPU between two ticks once the loop runs: median \d+ ms",
        r"largest single asyncio step on the GUI thread: median \d+ ms",
        r"resident memory, 50-player table dealt, every code shown: \d+ MB",
    ],
    "projector_refresh.py": [rf"public view \+ scene .*\({RATIO} apply\)", rf"window refresh .*\({RATIO} apply\)"],
    "engine_games.py": [rf"bot games: .* ratio {RATIO}", rf"night resolution: .* ratio {RATIO}", rf"undo .* {RATIO}"],
    "moonveil_all_roles.py": [rf"night resolution: .* ratio {RATIO}", rf"resolve preview .* ratio {RATIO}"],
}


@pytest.mark.slow
@pytest.mark.timeout(900)
@pytest.mark.parametrize("bench", sorted(BENCHES))
def test_the_bench_runs_quick_and_prints_its_ratios(bench: str) -> None:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"} | {"QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, f"bench/{bench}", "--quick"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=880
    )
    assert done.returncode == 0, done.stderr[-3000:]
    for pattern in BENCHES[bench]:
        assert re.search(pattern, done.stdout), f"{bench} did not print {pattern!r}:\n{done.stdout}"
