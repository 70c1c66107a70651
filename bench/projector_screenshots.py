"""Screenshots of the projector window on a virtual 1920×1080 screen.

Run it under Xvfb so the window is a real full-screen X11 window:

    xvfb-run -a -s "-screen 0 1920x1080x24" env QT_QPA_PLATFORM=xcb \\
        /work/main/.venv/bin/python bench/projector_screenshots.py

It plays one scripted Moonveil game (8 players) through a real ``Table`` and
saves night, day, vote, the night after the vote (with the revealed ballots)
and the end of the game, in English and Chinese, to docs/screenshots/projector/.
"""

from __future__ import annotations

import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QSettings
from PySide6.QtWidgets import QApplication

from engine.commands import Advance, Deal, SeatPlayer, Submit, Vote
from moonveil_desktop.projector.window import FADE_MS, ProjectorWindow, load_translator
from moonveil_desktop.table import Table, TableSettings

OUT = Path(__file__).resolve().parents[1] / "docs" / "screenshots" / "projector"
NAMES = {
    "en": ["Ana", "Bea", "Cai", "Dov", "Eli", "Fay", "Gus", "Maximiliana"],
    "zh_CN": ["阿明", "小红", "大卫", "丽丽", "老王", "小芳", "建国", "欧阳美玲"],
}
ROLES = ("wolf", "wolf", "seer", "guardian", "villager", "villager", "villager", "villager")
ANA, BEA, CAI, DOV, ELI, FAY, GUS, HAL = range(8)


def settle(app: QApplication, ms: int = FADE_MS + 150) -> None:
    timer = QElapsedTimer()
    timer.start()
    while timer.elapsed() < ms:
        app.processEvents()
        time.sleep(0.01)


def night_one(table: Table) -> None:
    table.apply(Submit(ANA, "attack", (ELI,)))
    table.apply(Submit(BEA, "attack", (ELI,)))
    table.apply(Submit(CAI, "inspect", (ANA,)))
    table.apply(Submit(DOV, "protect", (CAI,)))
    for seat in (ELI, FAY):
        table.apply(Submit(seat, "ready"))


def finish_night_one(table: Table) -> None:
    for seat in (GUS, HAL):
        table.apply(Submit(seat, "ready"))
    table.apply(Advance())


def half_vote(table: Table) -> None:
    table.apply(Advance())  # day 1 → vote 1
    for voter, choice in ((ANA, CAI), (CAI, ANA), (DOV, ANA), (FAY, ANA)):
        table.apply(Vote(voter, choice))


def finish_vote(table: Table) -> None:
    for voter, choice in ((BEA, CAI), (GUS, ANA), (HAL, None)):
        table.apply(Vote(voter, choice))
    table.apply(Advance())
    table.apply(Submit(BEA, "attack", (DOV,)))
    table.apply(Submit(CAI, "inspect", (BEA,)))


def end_game(table: Table) -> None:
    table.apply(Submit(DOV, "protect", (FAY,)))
    for seat in (FAY, GUS, HAL):
        table.apply(Submit(seat, "ready"))
    table.apply(Advance())  # Dov falls
    table.apply(Advance())  # vote 2
    for voter in (CAI, FAY, GUS, HAL):
        table.apply(Vote(voter, BEA))
    table.apply(Vote(BEA, CAI))
    table.apply(Advance())  # Bea banished: the village wins


STEPS: list[tuple[str, Callable[[Table], None]]] = [
    ("night", night_one),
    ("day", finish_night_one),
    ("vote", half_vote),
    ("night-after-vote", finish_vote),
    ("game-over", end_game),
]


def shoot(app: QApplication, lang: str) -> list[Path]:
    translator = load_translator(lang)
    if translator is not None:
        QCoreApplication.installTranslator(translator)
    table = Table(TableSettings("moonveil", seed=1))
    for name in NAMES[lang]:
        table.apply(SeatPlayer(name))
    deadline = time.monotonic() + 3600
    settings = QSettings(str(Path(tempfile.gettempdir()) / "projector-bench.ini"), QSettings.Format.IniFormat)
    window = ProjectorWindow(
        table.public_view, table.subscribe, deadline_source=lambda: deadline, lang=lang, settings=settings
    )
    window.show_on(app.primaryScreen())
    table.apply(Deal(ROLES))
    saved = []
    for index, (name, step) in enumerate(STEPS):
        deadline = time.monotonic() + 150 - 37 * index  # a clock that reads differently per screen
        step(table)
        settle(app)
        path = OUT / f"{lang}-{index + 1}-{name}.png"
        window.grab().save(str(path))
        saved.append(path)
    window.detach()
    window.close()
    if translator is not None:
        QCoreApplication.removeTranslator(translator)
    return saved


def main() -> int:
    app = QApplication(sys.argv)
    OUT.mkdir(parents=True, exist_ok=True)
    for lang in ("en", "zh_CN"):
        for path in shoot(app, lang):
            print(path.relative_to(OUT.parents[2]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
