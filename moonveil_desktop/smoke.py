"""``moonveil --smoke-test``: proves that an installed copy (a wheel in a venv, pipx,
a PyInstaller bundle) really runs, end to end, through the real entry point.

It starts the console as ``moonveil`` would, waits for the phone server, seats a
five-player Moonveil table, deals it, and prints one JSON line on stdout: the
version, where the package was loaded from, and the first seat's card URL with
its name. The caller fetches that page over HTTP, then writes a line to stdin
(or closes it); the console then closes as the moderator would close it, the
phone server stops, and the process exits 0. Anything else exits non-zero.

It never touches the moderator's own settings or saved games: QSettings go to a
scratch INI file (phone server on 127.0.0.1, a free port) and the data folder is a
scratch folder too, both removed at the end. The table is throwaway, so printing
its card URL (a secret in a real game) is harmless.
"""

from __future__ import annotations

import json
import sys
import tempfile
import threading
from pathlib import Path

from PySide6.QtCore import QObject, QSettings, QTimer, Signal
from PySide6.QtWidgets import QApplication

FLAG = "--smoke-test"
PLAYERS = ("Ada", "Bruno", "Chen", "Dara", "Emil")
POLL_MS = 50
GIVE_UP_MS = 60_000  # the server is up within a second or two; a minute means it never will be


def isolate_settings(folder: Path) -> None:
    """Every ``QSettings()`` from now on reads and writes ``folder``, not the user's settings."""
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(folder))
    settings = QSettings()
    settings.setValue("network/interface", "127.0.0.1")  # a self-test talks to itself only
    settings.setValue("network/port", 0)  # any free port: never collide with a running copy
    settings.sync()


class SmokeProbe(QObject):
    """Waits for the console and its phone server, deals, reports, and closes on request."""

    quitRequested = Signal()

    def __init__(self, app: QApplication) -> None:
        super().__init__()
        self.app = app
        self.window: QObject | None = None
        self.passed = False
        self.waited_ms = 0
        self.quitRequested.connect(self.close_console)  # queued: emitted from the stdin thread
        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.poll)
        self.timer.start()

    def poll(self) -> None:
        link = self._running_link()
        if link is None:
            self.waited_ms += POLL_MS
            if self.waited_ms >= GIVE_UP_MS:
                self.fail("the console or its phone server did not come up")
            return
        self.timer.stop()
        self.deal_and_report(link)

    def _running_link(self) -> object | None:
        from moonveil_desktop.integration import Wiring

        for widget in self.app.topLevelWidgets():
            wiring = widget.findChild(Wiring)  # the console's wiring is its child (integration.wire)
            if wiring is not None and wiring.link.running:
                self.window = widget
                return wiring.link
        return None

    def deal_and_report(self, link: object) -> None:
        import moonveil_desktop
        from moonveil_desktop.table import TableSettings

        controller = self.window.controller  # type: ignore[union-attr]
        seated = controller.new_table(TableSettings("moonveil", {"wolves": 1}, seed=1), [(n, False) for n in PLAYERS])
        if not (seated and controller.deal()):
            self.fail("the table could not be seated and dealt")
            return
        first = link.seat_codes()[0]  # type: ignore[attr-defined]
        report = {
            "version": moonveil_desktop.__version__,
            "package": str(Path(moonveil_desktop.__file__).parent),
            "card": first.url,
            "name": first.name,
        }
        print(json.dumps(report), flush=True)
        self.passed = True
        threading.Thread(target=self._wait_for_stdin, name="smoke-stdin", daemon=True).start()

    def _wait_for_stdin(self) -> None:
        sys.stdin.readline()  # a line, or end of file: either means "done, close"
        self.quitRequested.emit()

    def fail(self, reason: str) -> None:
        self.timer.stop()
        print(json.dumps({"error": reason}), flush=True)
        self.close_console()

    def close_console(self) -> None:
        if self.window is None:
            self.window = next((w for w in self.app.topLevelWidgets() if hasattr(w, "controller")), None)
        if self.window is not None:
            self.window.close()  # type: ignore[attr-defined]  # ends the main coroutine; the server stops


def main(argv: list[str]) -> int:
    """Run the smoke test; ``argv`` may add ``--data-dir`` (default: a scratch folder)."""
    from moonveil_desktop.app import main as run_console
    from moonveil_desktop.app import make_application

    with tempfile.TemporaryDirectory(prefix="moonveil-smoke-") as scratch:
        app = make_application()
        isolate_settings(Path(scratch) / "settings")
        probe = SmokeProbe(app)
        args = [arg for arg in argv if arg != FLAG]
        if "--data-dir" not in args:
            args += ["--data-dir", str(Path(scratch) / "data")]
        code = run_console([*args, "--no-resume"])
        return code if probe.passed else 1
