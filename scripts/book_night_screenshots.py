"""Screenshots of one rule book's night step in the four languages (issue 19): the
console at Night 0 of Three Factions in narrator mode, at 1366×768, with the
checklist's words, the phase rows' ability names and the grimoire's attribute words
in each language; saved to docs/screenshots/i18n/night-three_factions-<lang>.png.

    Xvfb :84 -screen 0 1366x768x24 &
    DISPLAY=:84 QT_QPA_PLATFORM=xcb .venv/bin/python scripts/book_night_screenshots.py
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's code, not an installed copy

from i18n_screenshots import settle
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QApplication

from moonveil_desktop.app import compose
from moonveil_desktop.i18n import use_language
from moonveil_desktop.settings import AppSettings
from moonveil_desktop.table import TableSettings

OUT = Path(__file__).resolve().parents[1] / "docs" / "screenshots" / "i18n"
LANGUAGES = ("en", "es", "it", "zh_CN")
NAMES = {
    "en": ["Alice", "Bob", "Carol", "Dave", "Erin", "Frank", "Grace", "Heidi", "Ivan"],
    "es": ["Ana", "Begoña", "Carmen", "Domingo", "Eulalia", "Fernando", "Guadalupe", "Hugo", "Inés"],
    "it": ["Alessandra", "Beatrice", "Carlo", "Donatella", "Emanuele", "Federica", "Gianluca", "Ilaria", "Luca"],
    "zh_CN": ["阿明", "小红", "大卫", "丽丽", "老王", "小芳", "建国", "美玲", "志强"],
}
# A small Three Factions table: Night 0 wakes the Shapeshifter, the Blind Seer and the MIB K.
ROLES = ["lupo_mannaro", "lupo_mutaforma", "leader_alieno", "guardia", "veggente_cieco", "mib_k"] + ["contadino"] * 3


def night_step(app: QApplication, lang: str, folder: Path) -> Path:
    settings = AppSettings(QSettings(str(folder / f"{lang}.ini"), QSettings.Format.IniFormat))
    window = compose(folder / lang, settings)
    window.set_language(lang)
    window.resize(1366, 768)
    window.show()
    controller = window.controller
    seats = [(name, False) for name in NAMES[lang]]
    assert controller.new_table(TableSettings("three_factions", {"roles": ROLES}, 5), seats)
    assert controller.deal()  # Night 0: the Shapeshifter, the Blind Seer and the MIB K wake
    first = window.phase.steps[0].rows[0] if window.phase.steps and window.phase.steps[0].rows else None
    if first is not None and first.target_boxes:
        first.target_boxes[0].setCurrentIndex(0)  # a target picked, not yet submitted
    window.grimoire_dock.show()
    window.grimoire_dock.raise_()
    settle(app)
    path = OUT / f"night-three_factions-{lang}.png"
    window.grab().save(str(path))
    window.close()
    return path


def main() -> int:
    app = QApplication(sys.argv)
    with tempfile.TemporaryDirectory() as tmp:
        for lang in LANGUAGES:
            print(night_step(app, lang, Path(tmp)))
            use_language("en")
            QCoreApplication.processEvents()
    return 0


if __name__ == "__main__":
    sys.exit(main())
