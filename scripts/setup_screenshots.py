"""Screenshots of the New Table dialog for every rule set and of File → Continue a game
in progress, in English and Spanish, on a 1366x768 screen (issues 15 and 18), saved
to docs/screenshots/setup/.

Qt windows need a real X screen:

    Xvfb :97 -screen 0 1366x768x24 &
    DISPLAY=:97 QT_QPA_PLATFORM=xcb .venv/bin/python scripts/setup_screenshots.py

Each shot is the whole 1366x768 screen with the dialog on it, so a dialog that
does not fit shows as cut off. The last shot is the Moonveil deck editor.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's code, not an installed copy

from PySide6.QtCore import QElapsedTimer, QSettings
from PySide6.QtWidgets import QApplication, QWidget

from engine.ruleset import ruleset_names
from moonveil_desktop.i18n import use_language
from moonveil_desktop.settings import AppSettings
from moonveil_desktop.ui.continue_dialog import ContinueGameDialog
from moonveil_desktop.ui.newtable import NewTableDialog
from moonveil_desktop.ui.option_form import DeckField

OUT = Path(__file__).resolve().parents[1] / "docs" / "screenshots" / "setup"
LANGUAGES = ("en", "es")
NAMES = ["Ana", "Begoña", "Carmen", "Domingo", "Eulalia", "Fernando", "Guadalupe", "Maximiliano", "Nuria", "Óscar"]
PAPER_TABLE = ["wolf", "seer", "guardian", "villager", "wolf", "villager", "villager", "villager"]
SEATS = {"moonveil": 8, "luna_llena": 9, "three_factions": 10, "village_vs_nonvillage": 8}


def settle(app: QApplication, ms: int = 300) -> None:
    timer = QElapsedTimer()
    timer.start()
    while timer.elapsed() < ms:
        app.processEvents()
        time.sleep(0.01)


def centre(app: QApplication, widget: QWidget) -> None:
    screen = app.primaryScreen().availableGeometry()
    frame = widget.frameGeometry()
    frame.moveCenter(screen.center())
    widget.move(frame.topLeft())


def shoot(app: QApplication, path: Path) -> Path:
    settle(app)
    app.primaryScreen().grabWindow(0).save(str(path))
    return path


def dialog_shots(app: QApplication, lang: str, settings: AppSettings) -> list[Path]:
    shots = []
    for name in ruleset_names():
        dialog = NewTableDialog(ruleset_names(), name, settings=settings)
        for seat in range(SEATS[name]):
            dialog.add_player(NAMES[seat])
        dialog.show()
        centre(app, dialog)
        shots.append(shoot(app, OUT / f"newtable-{name}-{lang}.png"))
        if name == "moonveil" and lang == "en":
            dialog.set_option("game_type", "manual")
            assert dialog.form is not None
            field = dialog.form.fields["roles"]
            assert isinstance(field, DeckField)
            field.own.setChecked(True)
            editor = field.edit()
            for role in ("wolf", "wolf", "seer", "seer", "guardian", "villager", "villager", "villager"):
                editor.add_role(role)
            editor.search.setText("guard")
            centre(app, editor)
            shots.append(shoot(app, OUT / "deck-editor-moonveil-en.png"))
            editor.reject()
        dialog.reject()
        dialog.deleteLater()
    return shots


def continue_shot(app: QApplication, lang: str) -> Path:
    """A Moonveil classic game begun on paper, going on at night 3 (two players dead)."""
    dialog = ContinueGameDialog(ruleset_names(), "moonveil")
    dialog.set_option("game_type", "classic")
    dialog.set_option("guardian", True)
    for seat, role in enumerate(PAPER_TABLE):
        dialog.add_player(NAMES[seat], role, alive=seat not in (3, 6))
    dialog.night_box.setValue(3)
    dialog.show()
    centre(app, dialog)
    shot = shoot(app, OUT / f"continue-moonveil-{lang}.png")
    dialog.reject()
    dialog.deleteLater()
    return shot


def main() -> int:
    app = QApplication(sys.argv)
    OUT.mkdir(parents=True, exist_ok=True)
    shots = []
    with tempfile.TemporaryDirectory() as folder:
        for lang in LANGUAGES:
            use_language(lang)
            settings = AppSettings(QSettings(str(Path(folder) / f"{lang}.ini"), QSettings.Format.IniFormat))
            shots += dialog_shots(app, lang, settings)
            shots.append(continue_shot(app, lang))
    for shot in shots:
        print(shot.relative_to(OUT.parents[2]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
