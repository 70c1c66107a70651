"""Start-up, fourth pass (issue 20): the console's own CPU before it is usable. PySide6's
import hook reads the source of every module imported after PySide6, so the standard
library the console needs before it is usable is imported first (by ``app``, which the
entry point imports first); ``fractions`` (with ``decimal``) waits for a tally. Fifth
pass: the modules of what a console with no table does not show (the phase page, the
after-game panel, the controller's rows for a table, the grimoire's reminder tokens)
wait for their first use."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from moonveil_desktop.app import STANDARD_LIBRARY_FIRST

ROOT = Path(__file__).resolve().parents[2]

ORDER = """
import sys
class Order:
    seen = []
    def find_spec(self, name, path=None, target=None):
        self.seen.append(name)
        return None
order = Order()
sys.meta_path.insert(0, order)
from moonveil_desktop.__main__ import main  # the entry point
import moonveil_desktop.app
for name in %r:
    __import__(name)  # as the console does later: found after PySide6 unless imported before it
print(order.seen.index("PySide6"))
print([name for name in %r if name not in order.seen or order.seen.index(name) > order.seen.index("PySide6")])
"""

PAINTED = """
import sys, tempfile
from pathlib import Path
from moonveil_desktop.app import compose, make_application
from moonveil_desktop.settings import AppSettings
app = make_application()
window = compose(Path(tempfile.mkdtemp()), AppSettings())
window.show()
app.processEvents()
LATER = %r
print(sorted(name for name in ("fractions", "decimal") if name in sys.modules))
print(sorted(name for name in LATER if name in sys.modules))
"""
# What a console with no table does not show: imported on first use (start-up, issue 20).
LATER = (
    "moonveil_desktop.ui.phase",
    "moonveil_desktop.projector.strings",
    "moonveil_desktop.ui.after_game",
    "moonveil_desktop.console_rows",  # the controller's log lines, prompts, vote rows: six dataclasses
    "moonveil_desktop.reminders",
)


def run(code: str, tmp_path: Path) -> list[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, check=True, timeout=120
    )
    return done.stdout.splitlines()


def test_the_entry_point_imports_the_early_standard_library_before_pyside6(tmp_path: Path) -> None:
    pyside_at, late = run(ORDER % (STANDARD_LIBRARY_FIRST, STANDARD_LIBRARY_FIRST), tmp_path)[-2:]
    assert int(pyside_at) > 0  # PySide6 is imported, after something
    assert late == "[]"  # none of them after PySide6
    assert {"asyncio", "sqlite3", "json"} <= set(STANDARD_LIBRARY_FIRST)


def test_a_painted_console_has_not_imported_fractions(tmp_path: Path) -> None:
    assert run(PAINTED % (LATER,), tmp_path)[-2] == "[]"


def test_a_painted_console_has_not_imported_the_modules_of_what_it_does_not_show(tmp_path: Path) -> None:
    assert run(PAINTED % (LATER,), tmp_path)[-1] == "[]"


def test_the_phase_and_winner_pages_import_their_modules_when_first_built(tmp_path: Path) -> None:
    built = PAINTED.replace("app.processEvents()\n", "app.processEvents()\nwindow.phase, window.winner\n")
    assert run(built % (LATER,), tmp_path)[-1] == str(sorted(LATER[:4]))  # the reminders wait for a grimoire
