"""Cold start of the console vs a bare QMainWindow, and memory with 50 players.

    python bench/startup.py [--runs 7]

Each sample is a fresh interpreter (a cold start as far as Python is
concerned), timed from spawn until the window is painted *and* its event loop
handles input (for the console: the qasync loop runs), offscreen. The bare
sample shows an empty QMainWindow; the console sample goes through the real
entry point ``moonveil_desktop.app.main`` (settings, saved-games file,
controller, every page and dock). The result is the ratio of the medians in
this run (target <= 2.0x). Then one more process seats a 50-player narrator
table, deals, lets the console draw the night checklist and reports its
resident memory (target <= 200 MB).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

BARE = """
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
class Usable(QObject):
    seen = False
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not self.seen:
            self.seen = True
            QTimer.singleShot(0, self.ready)  # fires once the event loop handles input
        return False
    def ready(self):
        print(time.time(), flush=True)
        app.quit()
w = QMainWindow(); w.resize(1280, 800)
u = Usable(); w.installEventFilter(u)
w.show(); app.exec()
"""

CONSOLE = """
import asyncio, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QMainWindow
from moonveil_desktop.app import main, make_application
app = make_application()
class Usable(QObject):
    seen = False
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and isinstance(obj, QMainWindow) and not self.seen:
            self.seen = True
            self.window = obj
            QTimer.singleShot(0, self.ready)
        return False
    def ready(self):
        try:
            running = asyncio.get_running_loop().is_running()
        except RuntimeError:  # no loop runs yet (still inside start-up's processEvents)
            running = False
        if not running:  # painted, but the qasync loop is not handling input yet
            QTimer.singleShot(1, self.ready)
            return
        print(time.time(), flush=True)
        self.window.close()  # ends the main coroutine, as the moderator closing it would
u = Usable(); app.installEventFilter(u)
main(["--data-dir", sys.argv[1], "--no-resume"])
"""

MEMORY = (
    "import sys\n"
    "from pathlib import Path\n"
    "from moonveil_desktop.app import make_application\n"
    "app = make_application()\n"
    "from PySide6.QtCore import QSettings\n"
    "from moonveil_desktop.settings import AppSettings\n"
    "from moonveil_desktop.table import TableSettings\n"
    "from moonveil_desktop.app import compose\n"
    "data = Path(sys.argv[1])\n"
    "w = compose(data, AppSettings(QSettings(str(data / 's.ini'), QSettings.Format.IniFormat)))\n"
    "w.show()\n"
    "seats = [(f'Player {i}', False) for i in range(50)]\n"
    "w.controller.new_table(TableSettings('moonveil', {'wolves': 12}, 1), seats)\n"
    "assert w.controller.deal()\n"
    "for _ in range(5): app.processEvents()\n"
    "assert len(w.phase.rows) == 50\n"
    "rss = next(l for l in open('/proc/self/status') if l.startswith('VmRSS'))\n"
    "print(int(rss.split()[1]) // 1024)\n"
)


def child_env(data: str) -> dict[str, str]:
    """Offscreen, settings in the temporary folder, and byte-code caching on (as
    in an installed app: pip compiles .pyc files; PYTHONDONTWRITEBYTECODE would
    make every sample compile the console's modules from source)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    return {**env, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT), "XDG_CONFIG_HOME": data}


def run(code: str, data: str) -> float:
    """Seconds from spawning a fresh interpreter to a painted window whose event loop runs."""
    env = child_env(data)
    start = time.time()
    out = subprocess.run(
        [sys.executable, "-c", code, data], cwd=ROOT, env=env, check=True, capture_output=True, text=True, timeout=120
    )
    return float(out.stdout.split()[0]) - start


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    bare: list[float] = []
    console: list[float] = []
    with tempfile.TemporaryDirectory() as data:
        run(BARE, data)  # warm the disk cache for both
        run(CONSOLE, data)
        for _ in range(args.runs):
            bare.append(run(BARE, data))
            console.append(run(CONSOLE, data))
        env = child_env(data)
        out = subprocess.run(
            [sys.executable, "-c", MEMORY, data], cwd=ROOT, env=env, check=True, capture_output=True, text=True
        )
    b, c = statistics.median(bare), statistics.median(console)
    rss = int(out.stdout.strip().splitlines()[-1])
    print(f"bare QMainWindow, painted + loop running: median {b * 1000:.0f} ms over {args.runs} runs")
    print(f"console, painted + qasync loop running: median {c * 1000:.0f} ms over {args.runs} runs")
    print(f"ratio: {c / b:.2f}x (target <= 2.0x)")
    print(f"resident memory, 50-player table dealt: {rss} MB (target <= 200 MB)")


if __name__ == "__main__":
    main()
