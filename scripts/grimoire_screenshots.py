"""Screenshots of the grimoire around the table mid-night, for each of the four rule
books (and Moonveil All Roles at 30 seats), in the real console on a 1366x768
screen (issue 16), saved to docs/screenshots/grimoire/.

Qt windows need a real X screen:

    Xvfb :81 -screen 0 1366x768x24 &
    DISPLAY=:81 QT_QPA_PLATFORM=xcb .venv/bin/python scripts/grimoire_screenshots.py

Each table is seated and dealt through the console's controller, then about half of
the night is entered the way a moderator does it: a seat clicked in the grimoire
fills the first empty target picker, and Submit records it. One seat gets a note.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's code, not an installed copy

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication
from setup_screenshots import settle  # this folder is on the path when the script runs

from engine.bot_tables import THREE_FACTIONS_12
from moonveil_desktop.app import compose
from moonveil_desktop.i18n import use_language
from moonveil_desktop.settings import AppSettings
from moonveil_desktop.table import NARRATOR, TableSettings
from moonveil_desktop.ui.mainwindow import LAPTOP_ROOM, MainWindow

OUT = Path(__file__).resolve().parents[1] / "docs" / "screenshots" / "grimoire"
NAMES = [
    *("Ana", "Begoña", "Carmen", "Domingo", "Eulalia", "Fernando", "Guadalupe", "Hana", "Isidoro", "Julia"),
    *("Kenji", "Lucía", "Maximiliano", "Nuria", "Óscar", "Pablo", "Quim", "Rosa", "Santiago", "Teresa"),
    *("Ugo", "Valentina", "Wen", "Ximena", "Yusuf", "Zoe", "Alberto", "Bruna", "Ciro", "Dalia"),
]
TABLES: list[tuple[str, str, dict[str, Any], int]] = [
    ("moonveil-classic", "moonveil", {"game_type": "classic"}, 8),
    ("moonveil-classic-night-2", "moonveil", {"game_type": "classic"}, 8),
    ("luna-llena", "luna_llena", {}, 9),
    ("three-factions", "three_factions", {"roles": list(THREE_FACTIONS_12)}, 12),
    ("village-vs-nonvillage", "village_vs_nonvillage", {}, 15),
    ("moonveil-all-roles-30", "moonveil", {"game_type": "all_roles"}, 30),
]


def enter_half_the_night(window: MainWindow) -> None:
    """Submit every other pending row, its targets picked from the grimoire's seats."""
    for index in range(0, 40, 2):
        rows = [row for row in window.phase.rows if row.pending() and row.prompt.submitted is None]
        if index // 2 >= len(rows) // 2 + 1 or not rows:
            return
        row = rows[0]
        for box in row.target_boxes:
            if box.count():
                window.pick_seat(int(box.itemData(box.count() // 2)))
        if row.complete():
            row.submit_button.click()
        else:
            return


def play_the_first_night_and_day(window: MainWindow) -> None:
    """Night 1 entered whole (the Wolves on their last choice, everyone else on their
    first, so the Guardian guards someone else), then the day and an empty vote."""
    controller = window.controller
    while rows := [row for row in window.phase.rows if row.pending() and row.prompt.submitted is None]:
        row = rows[0]
        last = row.prompt.choices and row.prompt.choices[0].ability == "attack"
        for box in row.target_boxes:
            box.setCurrentIndex(box.count() - 1 if last else 0)
        row.submit_button.click()
    for _ in range(3):  # night → day → vote → night 2
        controller.advance(override=True)


def shoot(app: QApplication, name: str, ruleset: str, options: dict[str, Any], players: int, folder: Path) -> Path:
    settings = AppSettings(QSettings(str(folder / f"{name}.ini"), QSettings.Format.IniFormat))
    window = compose(folder / name, settings)
    window.setGeometry(0, 0, LAPTOP_ROOM.width(), LAPTOP_ROOM.height())
    window.show()
    seats = [(NAMES[seat], False) for seat in range(players)]
    assert window.controller.new_table(TableSettings(ruleset, options, 5, NARRATOR), seats)
    assert window.controller.deal()
    settle(app)
    if name.endswith("night-2"):
        play_the_first_night_and_day(window)
    enter_half_the_night(window)
    window.controller.set_note(1, "claimed Seer at dinner")
    window.grimoire.circle.setFocus()
    window.grimoire.circle.select(2)
    settle(app)
    path = OUT / f"grimoire-{name}.png"
    app.primaryScreen().grabWindow(0).save(str(path))
    window.close()
    if window.controller.storage is not None:
        window.controller.storage.close()
    window.deleteLater()
    settle(app, 100)
    return path


def main() -> int:
    app = QApplication(sys.argv)
    use_language("en")
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        for name, ruleset, options, players in TABLES:
            print(shoot(app, name, ruleset, options, players, Path(folder)).relative_to(OUT.parents[2]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
