"""The standalone bundle beside the venv app, measured in the same run: size on disk and
start-up until the app has dealt a table and serves its cards.

    python bench/bundle.py [--runs 3]

Builds the wheel into a fresh venv outside the checkout and the one-folder bundle
(scripts/bundle.sh), both in a temporary folder, and times ``moonveil --smoke-test``
of each, offscreen: from spawning the process to the JSON line it prints once the
console is up, the phone server listens and a five-player table is dealt. The first
run of each comes right after its build; the median is over the runs that follow.
Sizes: the venv (Python links, the app and every dependency) and the bundle folder.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests.install.smoke_client import outside_env  # noqa: E402  (the checkout on sys.path first)


def folder_size(path: Path) -> int:
    return sum(f.stat().st_size for f in path.rglob("*") if f.is_file() and not f.is_symlink())


def build_venv(scratch: Path) -> Path:
    wheels = scratch / "wheel"
    subprocess.run([sys.executable, "-m", "pip", "wheel", str(ROOT), "--no-deps", "-q", "-w", str(wheels)], check=True)
    venv = scratch / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    (wheel,) = wheels.glob("*.whl")
    pip = [sys.executable, "-m", "pip", "--python", str(venv / "bin" / "python"), "install", "-q", str(wheel)]
    subprocess.run(pip, check=True)
    return venv


def build_bundle(scratch: Path) -> Path:
    subprocess.run(["bash", str(ROOT / "scripts" / "bundle.sh"), str(scratch)], check=True, capture_output=True)
    return scratch / "bundle" / "moonveil"


def time_to_dealt(executable: Path, home: Path) -> float:
    """Seconds from spawn to the smoke test's report (dealt and serving); then it quits."""
    start = time.perf_counter()
    with subprocess.Popen(
        [str(executable), "--smoke-test"],
        cwd=home,
        env=outside_env(home),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    ) as process:
        assert process.stdout is not None and process.stdin is not None
        line = process.stdout.readline()
        elapsed = time.perf_counter() - start
        process.stdin.close()  # end of input: the smoke test closes the console
        if process.wait(30) != 0 or '"card"' not in line:
            raise SystemExit(f"{executable} failed its smoke test: {line!r}")
    return elapsed


def measure(executable: Path, home: Path, runs: int) -> tuple[float, float]:
    first = time_to_dealt(executable, home)
    return first, statistics.median(time_to_dealt(executable, home) for _ in range(runs))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="moonveil-bench-") as folder:
        scratch = Path(folder)
        home = scratch / "home"
        home.mkdir()
        started = time.perf_counter()
        venv = build_venv(scratch)
        venv_build = time.perf_counter() - started
        started = time.perf_counter()
        bundle = build_bundle(scratch)
        bundle_build = time.perf_counter() - started
        venv_first, venv_median = measure(venv / "bin" / "moonveil", home, args.runs)
        bundle_first, bundle_median = measure(bundle / "moonveil", home, args.runs)
        venv_mb, bundle_mb = folder_size(venv) / 2**20, folder_size(bundle) / 2**20
    print(f"build: venv + wheel {venv_build:.0f} s, bundle {bundle_build:.0f} s")
    print(f"size: venv {venv_mb:.0f} MB, bundle {bundle_mb:.0f} MB ({bundle_mb / venv_mb:.2f}x)")
    print(f"start to dealt, first run: venv {venv_first:.2f} s, bundle {bundle_first:.2f} s")
    print(
        f"start to dealt, median of {args.runs}: venv {venv_median:.2f} s, bundle {bundle_median:.2f} s "
        f"({bundle_median / venv_median:.2f}x)"
    )


if __name__ == "__main__":
    main()
