"""Start-up: the qasync loop, the exception hook, settings and geometry, resume
(including after the process is killed with SIGKILL in the middle of a night)."""

from __future__ import annotations

import asyncio
import json
import os
import signal
import sqlite3
import subprocess
import sys
import textwrap
from pathlib import Path

import qasync
from PySide6.QtCore import QObject, QRect

from engine.commands import command_from_dict
from engine.game import replay
from moonveil_desktop.app import compose, make_excepthook, parse_args
from moonveil_desktop.controller import TableController
from moonveil_desktop.evening import Evening
from moonveil_desktop.integration import run_window
from moonveil_desktop.settings import AppSettings
from moonveil_desktop.storage import FILE_NAME, Storage
from moonveil_desktop.table import TableSettings
from moonveil_desktop.ui.mainwindow import MainWindow

ROOT = Path(__file__).resolve().parents[2]
FIVE = ["Ana", "Bea", "Cai", "Dov", "Eli"]

KILLED_MID_NIGHT = textwrap.dedent(
    """
    import sys
    from pathlib import Path
    from PySide6.QtCore import QSettings
    from moonveil_desktop.app import make_application
    app = make_application()
    from moonveil_desktop.app import compose
    from moonveil_desktop.settings import AppSettings
    data = Path(sys.argv[1])
    window = compose(data, AppSettings(QSettings(str(data / "settings.ini"), QSettings.Format.IniFormat)))
    window.show()
    window.start(resume=False)
    dialog = window.new_table()
    for name in ["Ana", "Bea", "Cai", "Dov", "Eli", "Fay"]:
        dialog.add_player(name)
    dialog.seed_box.setValue(7)  # a fixed deal: the three rows entered below are always accepted
    dialog.set_option("game_type", "classic")
    dialog.ok_button.click()
    window.lobby.deal_button.click()
    for _ in range(3):  # half of the night is entered
        row = next(row for row in window.phase.rows if row.pending())
        for box in row.target_boxes:  # nothing is preselected: pick the first legal target
            box.setCurrentIndex(0)
        row.submit_button.click()
    print("READY", len(window.controller.table.game.journal), flush=True)
    app.exec()
    """
)


def journal_rows(path: Path) -> list[dict[str, object]]:
    db = sqlite3.connect(path)
    rows = [json.loads(data) for (data,) in db.execute("SELECT data FROM commands ORDER BY seq")]
    db.close()
    return rows


def test_resume_after_sigkill_mid_night(qtbot, data_dir: Path, app_settings: AppSettings) -> None:  # type: ignore[no-untyped-def]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    process = subprocess.Popen(
        [sys.executable, "-c", KILLED_MID_NIGHT, str(data_dir)],
        cwd=ROOT,
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        assert process.stdout is not None
        line = process.stdout.readline().split()
        assert line[0] == "READY"
        acknowledged = int(line[1])
    finally:
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
        if process.stdout is not None:
            process.stdout.close()
    assert process.returncode == -signal.SIGKILL

    rows = journal_rows(data_dir / FILE_NAME)
    assert len(rows) == acknowledged  # nothing acknowledged was lost
    window = compose(data_dir, app_settings)
    qtbot.addWidget(window)
    window.start(resume=True)
    table = window.controller.table
    assert table is not None
    expected = replay("moonveil", table.settings.options, table.settings.seed, [command_from_dict(r) for r in rows])
    assert table.moderator_view() == expected.moderator_view(narrator=True)
    assert window.stack.currentWidget() is window.phase
    assert window.controller.public_view()["phase"]["label"] == "night 1"
    assert sum(not row.pending() for row in window.phase.rows) == 3  # the three entered actions are there
    window.controller.storage.close()


def test_start_offers_the_unfinished_game(qtbot, data_dir: Path, app_settings: AppSettings) -> None:  # type: ignore[no-untyped-def]
    first = TableController(Evening(Storage(data_dir / FILE_NAME)))
    assert first.new_table(TableSettings("moonveil", {}, 4), [(n, False) for n in FIVE])
    assert first.deal()
    window = compose(data_dir, app_settings)
    qtbot.addWidget(window)
    window.start()
    box = window.dialog
    assert box is not None and box.objectName() == "resumeBox"
    assert "5 players" in box.text()  # type: ignore[attr-defined]
    box.button(box.StandardButton.Yes).click()  # type: ignore[attr-defined]
    assert window.controller.table is not None and window.stack.currentWidget() is window.phase


def test_file_open_lists_saved_games(window: MainWindow) -> None:
    for seed in (1, 2):
        window.controller.new_table(TableSettings("moonveil", {}, seed), [(n, False) for n in FIVE])
    assert window.controller.deal()
    dialog = window.open_game()
    items = [dialog.tree.topLevelItem(i) for i in range(dialog.tree.topLevelItemCount())]
    assert [item.text(1) for item in items] == ["Moonveil Village", "Moonveil Village"]  # titles, not ids
    assert items[0].text(2) == ", ".join(FIVE) and items[0].text(3) == "1" and items[0].text(4) == "in progress"
    header = dialog.tree.header()  # the players' names take the room the dialog has, not the state's word
    assert header.sectionResizeMode(2) == header.ResizeMode.Stretch and not header.stretchLastSection()
    dialog.tree.setCurrentItem(items[1])
    dialog._choose()
    assert window.controller.table is not None and window.controller.table.settings.seed == 1
    assert window.stack.currentWidget() is window.lobby


def test_opening_a_foreign_file_changes_nothing(window: MainWindow, tmp_path: Path) -> None:
    window.controller.new_table(TableSettings("moonveil", {}, 1), [("Ana", False), ("Bea", False), ("Cai", False)])
    storage = window.controller.storage
    foreign = tmp_path / "photos.db"
    db = sqlite3.connect(foreign)
    db.execute("CREATE TABLE photos (id INTEGER)")
    db.commit()
    db.close()
    assert not window.use_storage_file(str(foreign))
    assert window.controller.storage is storage and window.controller.table is not None
    assert window.dialog is not None and "not a Moonveil file" in window.dialog.text()  # type: ignore[attr-defined]


def test_excepthook_shows_details_and_keeps_the_game(window: MainWindow) -> None:
    window.controller.new_table(TableSettings("moonveil", {}, 1), [("Ana", False), ("Bea", False), ("Cai", False)])
    table = window.controller.table
    hook = make_excepthook(window.show_exception)
    try:
        raise ValueError("boom")
    except ValueError as error:
        hook(type(error), error, error.__traceback__)
    dialog = window.dialog
    assert dialog is not None and dialog.objectName() == "errorDialog"
    assert "ValueError: boom" in dialog.details.toPlainText()  # type: ignore[attr-defined]
    assert window.controller.table is table


class Failing(QObject):
    @qasync.asyncSlot()
    async def explode(self) -> None:
        await asyncio.sleep(0)
        raise RuntimeError("async boom")


def test_async_slot_exceptions_reach_the_hook(qasync_loop: asyncio.AbstractEventLoop, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    seen: list[str] = []
    monkeypatch.setattr(sys, "excepthook", make_excepthook(lambda summary, details: seen.append(summary)))
    Failing().explode()
    qasync_loop.run_until_complete(asyncio.sleep(0.05))
    assert seen == ["RuntimeError: async boom"]


def test_main_coroutine_ends_when_the_window_closes(
    qapp, qasync_loop: asyncio.AbstractEventLoop, window: MainWindow
) -> None:  # type: ignore[no-untyped-def]
    qapp.setQuitOnLastWindowClosed(False)  # as make_application does: the coroutine ends the app
    try:
        qasync_loop.call_later(0.05, window.close)  # after the coroutine has started waiting
        qasync_loop.run_until_complete(asyncio.wait_for(run_window(window), 10))
    finally:
        qapp.setQuitOnLastWindowClosed(True)
    assert not window.isVisible()


def test_geometry_and_settings_are_restored(qtbot, data_dir: Path, app_settings: AppSettings) -> None:  # type: ignore[no-untyped-def]
    app_settings.set_timer("night", 90)
    app_settings.port = 9123
    first = compose(data_dir, app_settings)
    qtbot.addWidget(first)
    first.setGeometry(QRect(10, 20, 700, 500))
    first.close()
    second = compose(data_dir, app_settings)
    qtbot.addWidget(second)
    assert second.size() == first.size()
    assert app_settings.timer("night") == 90 and app_settings.port == 9123


def test_command_line() -> None:
    args = parse_args(["--data-dir", "/tmp/x", "--resume"])
    assert args.data_dir == Path("/tmp/x") and args.resume is True
    assert parse_args([]).resume is None
    result = subprocess.run(
        [sys.executable, "-m", "moonveil_desktop", "--help"], cwd=ROOT, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 0 and "--data-dir" in result.stdout


def test_an_exception_in_an_ordinary_slot_reaches_the_hook(window: MainWindow, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QPushButton

    monkeypatch.setattr(sys, "excepthook", make_excepthook(window.show_exception))
    button = QPushButton()

    def broken() -> None:
        raise KeyError("slot boom")

    button.clicked.connect(broken)
    button.click()
    dialog = window.dialog
    assert dialog is not None and dialog.objectName() == "errorDialog"
    assert "KeyError: 'slot boom'" in dialog.details.toPlainText()  # type: ignore[attr-defined]


def test_resume_prompt_says_night_2_during_night_2(qtbot, data_dir: Path, app_settings: AppSettings) -> None:  # type: ignore[no-untyped-def]
    """Issue 16 item 10: the phase kind is kept with the game, so the prompt does not
    call Night 2 "day 2"."""
    from engine.commands import Advance

    first = TableController(Evening(Storage(data_dir / FILE_NAME)))
    assert first.new_table(TableSettings("moonveil", {"game_type": "classic"}, 4), [(n, False) for n in FIVE])
    assert first.deal()
    while first.public_view()["phase"]["label"] != "night 2":
        assert first.submit(Advance(True))
    first.storage.close()  # type: ignore[union-attr]
    window = compose(data_dir, app_settings)
    qtbot.addWidget(window)
    window.start()
    box = window.dialog
    assert box is not None and box.objectName() == "resumeBox"
    assert "Night 2" in box.text() and "day" not in box.text().lower()  # type: ignore[attr-defined]
    window.controller.storage.close()


def test_resume_prompt_of_a_game_saved_without_its_phase_kind_says_the_day(
    qtbot, data_dir: Path, app_settings: AppSettings
) -> None:  # type: ignore[no-untyped-def]
    first = TableController(Evening(Storage(data_dir / FILE_NAME)))
    assert first.new_table(TableSettings("moonveil", {"game_type": "classic"}, 4), [(n, False) for n in FIVE])
    assert first.deal()
    first.storage.db.execute("DROP TABLE game_phase")  # type: ignore[union-attr]  # as an older file has none
    first.storage.close()  # type: ignore[union-attr]
    window = compose(data_dir, app_settings)
    qtbot.addWidget(window)
    window.start()
    assert window.dialog is not None and "day 1" in window.dialog.text()  # type: ignore[attr-defined]
    window.controller.storage.close()
