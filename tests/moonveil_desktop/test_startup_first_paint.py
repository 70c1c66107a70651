"""Start-up, sixth pass (issue 20): what the console's first paint does not need waits
until it is painted. PySide6 builds a Qt class's Python enums when the class is first
used (about a million instructions an enum): the focus ring's ``QProxyStyle`` subclass
built those of ``QStyle`` and, through its drawing methods in Python, of every style
option during the first paint; the main window's module imported the file and message
dialogs, the panels' module the grimoire's table classes; the settings and the saves
folder defined four frozen dataclasses (~1 ms each) no start reads. The real entry point
(``app.main``) paints the console first, then installs the focus ring in the first turns
of its deferred start-up, the Qt classes it brings built a few per turn before it (seventh
pass); the ring is drawn from then on."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

FIRST_PAINT = """
import sys, tempfile
import moonveil_desktop.app as app_module
from moonveil_desktop.app import main, make_application
import PySide6.QtWidgets as QtWidgets
from PySide6.QtCore import QEvent, QObject, QTimer
from moonveil_desktop.settings import AppSettings
app = make_application()
settings = AppSettings()
settings.interface, settings.port = "127.0.0.1", 0
settings.sync()
LATER = ("QStyle", "QProxyStyle", "QStyleOption", "QFileDialog", "QMessageBox", "QTableWidget", "QHeaderView")
LATER_MODULES = (  # the ring's style; frozen dataclasses no start reads
    "moonveil_desktop.ui.focus_ring",
    "moonveil_desktop.settings_records",
    "moonveil_desktop.saves_outcomes",
)
def options_built():
    return sorted(name for name in vars(QtWidgets) if name.startswith("QStyleOption"))
class FirstPaint(QObject):
    seen = ringed = None
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint and self.seen is None:
            built = sorted(name for name in LATER if name in vars(QtWidgets))  # Qt classes PySide6 has built
            self.seen = [built, sorted(name for name in LATER_MODULES if name in sys.modules)]
        if event.type() == QEvent.Type.Paint and self.ringed is None and type(app.style()).__name__ == "FocusStyle":
            self.ringed = options_built()  # as the first repaint with the ring begins
        return False
first_paint = FirstPaint()
compose = app_module.compose
def watched_compose(*args, **kwargs):
    window = compose(*args, **kwargs)
    window.installEventFilter(first_paint)  # the window main builds, as bench/startup.py watches it
    return window
app_module.compose = watched_compose
def when_started():
    from moonveil_desktop.integration import Wiring
    from moonveil_desktop.ui.colors import focus_colour
    from moonveil_desktop.ui.mainwindow import MainWindow
    windows = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow)]
    wirings = windows[0].findChildren(Wiring) if windows else []
    if not (wirings and wirings[0].started_up):
        QTimer.singleShot(20, when_started)
        return
    window = windows[0]
    button = window.welcome.new_button
    image = button.grab().toImage()
    ring = focus_colour().rgb()
    ringed = sum(image.pixel(x, y) == ring for x in range(image.width()) for y in range(image.height()))
    print(first_paint.seen)
    print([type(app.style()).__name__, QtWidgets.QApplication.focusWidget() is button, ringed > 0])
    print([first_paint.ringed, options_built()])
    window.close()
QTimer.singleShot(0, when_started)
main(["--data-dir", tempfile.mkdtemp(), "--no-resume"])
"""


def run_app(tmp_path: Path) -> tuple[list[object], list[object], list[list[str]]]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-c", FIRST_PAINT], cwd=ROOT, env=env, capture_output=True, text=True, check=True, timeout=120
    )
    at_first_paint, started_up, options = done.stdout.splitlines()[-3:]
    return ast.literal_eval(at_first_paint), ast.literal_eval(started_up), ast.literal_eval(options)


def test_the_console_is_painted_before_its_style_and_dialog_classes_are_built(tmp_path: Path) -> None:
    at_first_paint, _, _ = run_app(tmp_path)
    assert at_first_paint == [[], []]  # no style, style option, dialog or table class; none of those modules


def test_the_deferred_start_up_installs_the_focus_ring_and_the_focused_button_shows_it(tmp_path: Path) -> None:
    _, started_up, _ = run_app(tmp_path)
    assert started_up == ["FocusStyle", True, True]


def test_the_rings_first_repaint_finds_every_style_option_class_built_in_earlier_turns(tmp_path: Path) -> None:
    """The first conversion of a drawing option to Python built all ~30 option classes
    (66 enums, ~20-30 ms) inside Qt's repaint; the start-up builds them a few per turn
    before it installs the style (seventh pass)."""
    _, _, (at_ring, after_start_up) = run_app(tmp_path)
    assert len(at_ring) > 20  # the options, built before the style
    assert after_start_up == at_ring  # the repaint and the rest of the start-up built none
