"""No file of the engine over 500 lines (issue 23): a file that long says more than
one thing; split it by what its parts say (the books' rules into night, day and
outcome; their words into messages, checklist lines and book words)."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MOST_LINES = 500


def line_counts() -> dict[str, int]:
    return {
        path.relative_to(ROOT).as_posix(): len(path.read_text(encoding="utf-8").splitlines())
        for path in sorted((ROOT / "engine").rglob("*.py"))
    }


def test_the_counter_reads_the_engine() -> None:
    counts = line_counts()
    assert "engine/ruleset.py" in counts and counts["engine/game.py"] > 100


def test_no_engine_file_is_over_500_lines() -> None:
    too_long = {path: n for path, n in line_counts().items() if n > MOST_LINES}
    assert too_long == {}, f"split these by what their parts say: {too_long}"
