"""Screenshots of each main screen of the console at 1280x800, into docs/screenshots/.

    xvfb-run -a -s "-screen 0 1280x800x24" env QT_QPA_PLATFORM=xcb python bench/screenshots.py

The whole screen is grabbed (so open dialogs appear over the main window). The
table is played through the same widgets a moderator uses.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import QSettings  # noqa: E402
from PySide6.QtGui import QGuiApplication  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QAbstractButton, QApplication  # noqa: E402

from moonveil_desktop.app import compose, make_application  # noqa: E402
from moonveil_desktop.settings import AppSettings  # noqa: E402
from moonveil_desktop.ui.mainwindow import MainWindow  # noqa: E402

OUT = ROOT / "docs" / "screenshots"
NAMES = ["Ana", "Bea", "Cai", "Dov", "Eli", "Fay", "Gus", "Hal", "Ivo", "Jun"]


def settle(ms: int = 150) -> None:
    for _ in range(3):
        QApplication.processEvents()
    QTest.qWait(ms)


def shoot(name: str) -> None:
    settle()
    screen = QGuiApplication.primaryScreen()
    path = OUT / f"{name}.png"
    screen.grabWindow(0).save(str(path))
    print(path.relative_to(ROOT))


def close_dialog(window: MainWindow) -> None:
    if window.dialog is not None:
        window.dialog.close()
    settle()


def new_window(data: Path) -> MainWindow:
    window = compose(data, AppSettings(QSettings(str(data / "settings.ini"), QSettings.Format.IniFormat)))
    window.setGeometry(0, 0, 1280, 800)
    window.show()
    return window


def narrator(data: Path) -> None:
    window = new_window(data)
    shoot("01_welcome")
    dialog = window.new_table()
    dialog.move(260, 100)
    for name in NAMES:
        dialog.add_player(name)
    dialog.add_bot()
    shoot("02_new_table")
    dialog.set_option("game_type", "classic")
    dialog.set_option("wolves", 6)
    shoot("03_new_table_error")
    dialog.set_option("wolves", 2)
    dialog.ok_button.click()
    shoot("04_lobby")
    window.lobby.deal_button.click()
    window.grimoire_dock.show()
    shoot("05_night_checklist")
    for row in list(window.phase.rows):
        if row.pending():
            row.submit_button.click()
    window.phase.resolve_button.click()
    window.dialog.move(320, 150)
    shoot("06_resolve_preview")
    window.dialog.announce_button.click()  # type: ignore[union-attr]
    shoot("07_day")
    window.phase.resolve_button.click()
    window.dialog.announce_button.click()  # type: ignore[union-attr]
    panel = window.phase.vote_panel
    for seat in list(panel.boxes)[:6]:  # type: ignore[union-attr]
        panel = window.phase.vote_panel
        panel.findChild(QAbstractButton, f"cast_{seat}").click()  # type: ignore[union-attr]
    shoot("08_vote_tallies")
    window.log_view.set_filter("moderator")
    shoot("09_log_moderator")
    window.log_view.set_filter("all")
    for _ in range(30):
        if window.controller.over:
            break
        for row in list(window.phase.rows):
            if row.pending():
                row.submit_button.click()
        panel = window.phase.vote_panel
        while panel is not None and any(not r.cast for r in window.controller.vote_rows()):
            seat = next(r.seat for r in window.controller.vote_rows() if not r.cast)
            panel.findChild(QAbstractButton, f"cast_{seat}").click()  # type: ignore[union-attr]
            panel = window.phase.vote_panel
        window.controller.advance(override=True)
    shoot("10_winner")
    window.close()


def playing_host(data: Path) -> None:
    window = new_window(data)
    dialog = window.new_table()
    for name in NAMES:
        dialog.add_player(name)
    dialog.host_radio.setChecked(True)
    dialog.host_box.setCurrentText("Cai")
    dialog.ok_button.click()
    window.lobby.deal_button.click()
    window.host_card.toggle.click()
    shoot("11_playing_host_night")
    window.close()


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    make_application()
    with tempfile.TemporaryDirectory() as first, tempfile.TemporaryDirectory() as second:
        narrator(Path(first))
        playing_host(Path(second))


if __name__ == "__main__":
    main()
