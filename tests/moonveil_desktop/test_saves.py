"""Saves you can trust (issue 21): opening a saved-games file classifies what is
wrong with it and says so in plain words (D3, D4, D6), the first start is one
transaction (D5), journal and memory change together or not at all (D2), and one
console at a time writes a data folder (D1)."""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import signal
import sqlite3
import subprocess
import sys
import textwrap
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engine.commands import Deal, SeatPlayer
from moonveil_desktop.controller import TableController
from moonveil_desktop.evening import Evening
from moonveil_desktop.saves_folder import open_saves
from moonveil_desktop.storage import (
    DAMAGED_GAME,
    EMPTY,
    FILE_NAME,
    NEWER,
    READ_ONLY,
    GameJournal,
    Storage,
    StorageError,
)
from moonveil_desktop.table import Table, TableSettings

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Ana", "Bea", "Cai", "Dov", "Eli"]
RAW_WORDS = ("OperationalError", "sqlite", "IntegrityError", "Traceback")


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def run_python(script: str, *args: str, file_modes_apply: bool = False) -> subprocess.CompletedProcess[str]:
    """Run ``script`` in a fresh interpreter. ``file_modes_apply``: root ignores
    file modes, so a root test runs it without the capabilities that do that."""
    prefix: list[str] = []
    if file_modes_apply and os.geteuid() == 0:
        if shutil.which("setpriv") is None:
            pytest.skip("running as root without setpriv: file modes cannot be made to apply")
        prefix = ["setpriv", "--bounding-set", "-dac_override,-dac_read_search"]
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [*prefix, sys.executable, "-c", textwrap.dedent(script), *args],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )


def dealt_game(storage: Storage) -> Table:
    """An unfinished, dealt game of five players, journaled in ``storage``."""
    journal = storage.create_game("moonveil", {}, 3, "narrator", None)
    table = Table(TableSettings("moonveil", {}, 3), journal)
    for name in NAMES:
        table.apply(SeatPlayer(name))
    table.apply(Deal())
    journal.summarize(NAMES, 1, False)
    return table


def saved_game(path: Path) -> None:
    """A file with one unfinished, dealt game of five players."""
    storage = Storage(path)
    dealt_game(storage)
    storage.close()


@pytest.fixture
def folder(tmp_path: Path) -> Iterator[Path]:
    """A data folder whose modes a test may take away (given back for clean-up)."""
    path = tmp_path / "data"
    path.mkdir()
    yield path
    path.chmod(0o755)
    for child in path.iterdir():
        child.chmod(0o644)


OPEN_AND_REPORT = """
    import json, sys
    from pathlib import Path
    from moonveil_desktop.saves_folder import open_saves
    from moonveil_desktop.storage import StorageError
    opened = open_saves(Path(sys.argv[1]))
    storage = opened.storage
    report = {"opened": storage is not None, "notice": opened.notice}
    if storage is not None:
        report["read_only"] = storage.read_only
        report["games"] = [g.id for g in storage.games()]
        report["commands"] = [len(storage.commands(g)) for g in report["games"]]
        try:
            storage.create_game("moonveil", {}, 1, "narrator", None)
            report["write"] = "ok"
        except StorageError as error:
            report["write"] = error.problem
    print(json.dumps(report))
"""


def open_elsewhere(folder: Path, file_modes_apply: bool = False) -> dict[str, Any]:
    result = run_python(OPEN_AND_REPORT, str(folder), file_modes_apply=file_modes_apply)
    assert result.returncode == 0, result.stderr
    report: dict[str, Any] = json.loads(result.stdout.strip().splitlines()[-1])
    return report


# -- D5: the first start is one transaction ---------------------------------------
KILLED_BEFORE_META = """
    import os, signal, sqlite3, sys
    connect = sqlite3.connect
    def killing_connect(*args, **kwargs):
        db = connect(*args, **kwargs)
        def trace(statement):
            if "INTO meta" in statement:
                os.kill(os.getpid(), signal.SIGKILL)  # the tables are made, the meta row is not committed
        db.set_trace_callback(trace)
        return db
    sqlite3.connect = killing_connect
    from moonveil_desktop.storage import Storage
    Storage(sys.argv[1])
"""


def test_a_kill_between_schema_and_meta_row_leaves_a_file_the_next_start_uses(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    killed = run_python(KILLED_BEFORE_META, str(path))
    assert killed.returncode == -signal.SIGKILL
    storage = Storage(path)  # not "written by another program"
    assert storage.games() == []
    assert dict(storage.db.execute("SELECT key, value FROM meta").fetchall())["format"] == "moonveil-journal"


def test_a_first_start_an_older_version_left_half_made_is_finished(tmp_path: Path) -> None:
    from moonveil_desktop.storage import SCHEMA

    path = tmp_path / FILE_NAME
    db = sqlite3.connect(path)
    db.executescript(SCHEMA)  # the old first start: tables committed, then killed before the meta row
    db.close()
    storage = Storage(path)
    storage.create_game("moonveil", {}, 1, "narrator", None)
    assert [g.id for g in storage.games()] == [1]


# -- D6 and D4: what opening says, and what it moves aside --------------------------
def test_an_empty_file_is_not_taken_for_a_new_one(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    path.touch()
    with pytest.raises(StorageError) as caught:
        Storage(path)
    assert caught.value.problem == EMPTY and path.stat().st_size == 0  # nothing was written to it
    opened = open_saves(tmp_path)
    assert opened.storage is not None and opened.storage.games() == []
    assert opened.notice is not None and "empty (0 bytes)" in opened.notice
    kept = [p for p in tmp_path.iterdir() if p.name.startswith(f"{FILE_NAME}.empty-")]
    assert len(kept) == 1 and kept[0].name in opened.notice


def test_a_read_only_sqlite_file_without_tables_is_called_empty(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode=WAL")  # a first start killed before its one transaction
    db.close()
    assert path.stat().st_size > 0
    with pytest.raises(StorageError) as caught:
        Storage(path, read_only=True)
    assert caught.value.problem == EMPTY
    assert Storage(path).games() == []  # writable: the first start is simply made again


def test_a_newer_versions_file_is_left_as_it_is(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    saved_game(path)
    db = sqlite3.connect(path)
    db.execute("UPDATE meta SET value='99' WHERE key='version'")
    db.commit()
    db.close()
    before = digest(path)
    with pytest.raises(StorageError) as caught:
        Storage(path)
    assert caught.value.problem == NEWER
    opened = open_saves(tmp_path)
    assert opened.storage is None and opened.notice is not None
    assert "newer version" in opened.notice and "will not be saved" in opened.notice
    assert digest(path) == before and sorted(p.name for p in tmp_path.iterdir() if "sqlite3" in p.name) == [FILE_NAME]


def test_a_damaged_file_is_the_only_one_moved_aside(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    path.write_bytes(b"\x00garbage" * 500)
    opened = open_saves(tmp_path)
    assert opened.storage is not None and opened.notice is not None
    assert "damaged" in opened.notice and ".unreadable-" in opened.notice


def test_a_file_this_user_cannot_read_is_left_as_it_is(folder: Path) -> None:
    path = folder / FILE_NAME
    saved_game(path)
    path.chmod(0o000)
    report = open_elsewhere(folder, file_modes_apply=True)
    path.chmod(0o644)
    assert report["opened"] is False
    assert "not allowed to read" in report["notice"] and "left as it is" in report["notice"]
    assert [p.name for p in folder.iterdir() if "sqlite3" in p.name] == [FILE_NAME]
    assert Storage(path).games()[0].players == NAMES


def test_a_read_only_file_opens_for_reading_and_says_so(folder: Path) -> None:
    path = folder / FILE_NAME
    saved_game(path)
    path.chmod(0o444)
    report = open_elsewhere(folder, file_modes_apply=True)
    assert report["opened"] and report["read_only"] and report["write"] == READ_ONLY
    assert report["games"] == [1] and report["commands"] == [6]
    assert "read-only" in report["notice"]


def test_a_read_only_folder_is_not_called_damaged(folder: Path) -> None:
    path = folder / FILE_NAME
    saved_game(path)
    path.chmod(0o644)
    folder.chmod(0o555)
    report = open_elsewhere(folder, file_modes_apply=True)
    assert report["opened"] and report["read_only"] and report["write"] == READ_ONLY
    assert report["commands"] == [6]
    assert "damaged" not in report["notice"] and "read-only" in report["notice"]


def test_a_read_only_open_survives_uri_characters_in_the_path(tmp_path: Path) -> None:
    path = tmp_path / "Moonveil #1 ? 100% saves" / FILE_NAME
    path.parent.mkdir()
    saved_game(path)
    storage = Storage(path, read_only=True)
    assert storage.read_only and len(storage.commands(1)) == 6


def test_resume_from_a_read_only_file_opens_the_game_and_refuses_play_in_plain_words(
    qtbot, data_dir: Path, app_settings: Any
) -> None:  # type: ignore[no-untyped-def]
    from moonveil_desktop.app import compose

    saved_game(data_dir / FILE_NAME)
    window = compose(data_dir, app_settings)
    qtbot.addWidget(window)
    window.controller.evening.use_storage(Storage(data_dir / FILE_NAME, read_only=True))
    errors: list[str] = []
    window.controller.errorRaised.connect(errors.append)
    window.start(resume=True)  # used to raise (and make `moonveil --resume` exit 1)
    table = window.controller.table
    assert table is not None and len(table.game.journal) == 6
    assert not window.controller.advance(override=True)
    assert len(table.game.journal) == 6 and errors and "read-only" in errors[-1]
    assert not window.controller.undo() and len(table.game.journal) == 6
    assert not any(word in message for message in errors for word in RAW_WORDS)


# -- D7 at the storage boundary: one damaged row damages one game -------------------
def test_a_wrongly_typed_journal_row_damages_only_its_game(qtbot, data_dir: Path, app_settings: Any) -> None:  # type: ignore[no-untyped-def]
    from moonveil_desktop.app import compose

    path = data_dir / FILE_NAME
    saved_game(path)
    saved_game(path)
    db = sqlite3.connect(path)
    db.execute('UPDATE commands SET data=\'{"type": "seat", "name": 5}\' WHERE game_id=2 AND seq=1')
    db.execute("UPDATE games SET updated=updated+100 WHERE id=2")  # the damaged one is offered for resume
    db.commit()
    db.close()
    with pytest.raises(StorageError) as caught:
        Storage(path).commands(2)
    assert caught.value.problem == DAMAGED_GAME and "'name'" in caught.value.message
    window = compose(data_dir, app_settings)
    qtbot.addWidget(window)
    errors: list[str] = []
    window.controller.errorRaised.connect(errors.append)
    window.start(resume=True)  # used to raise TypeError: `moonveil --resume` exited 1
    assert window.controller.table is None and "Saved game 2 is damaged" in errors[-1]
    assert window.controller.open_game(1) and window.controller.table is not None


# -- D2: journal first ---------------------------------------------------------------
class FailingJournal:
    """A journal on a disk that has just filled up."""

    def __init__(self) -> None:
        self.rows: list[Any] = []
        self.full = False

    def append(self, command: Any) -> None:
        if self.full:
            raise StorageError("disk full", None, "disk_full")
        self.rows.append(command)

    def truncate(self, length: int) -> None:
        if self.full:
            raise StorageError("disk full", None, "disk_full")
        del self.rows[length:]


def test_undo_whose_delete_fails_changes_neither_the_file_nor_the_game() -> None:
    journal = FailingJournal()
    table = Table(TableSettings("moonveil", {}, 3), journal)
    for name in NAMES:
        table.apply(SeatPlayer(name))
    before = table.moderator_view()
    journal.full = True
    with pytest.raises(StorageError):
        table.undo()
    assert table.game.journal == journal.rows and len(journal.rows) == 5
    assert table.moderator_view() == before and not table.game.redo_stack
    journal.full = False  # space returns: the game goes on
    assert table.undo() == SeatPlayer("Eli") and journal.rows == table.game.journal


def test_the_controller_says_a_failed_write_in_plain_words(qapp) -> None:  # type: ignore[no-untyped-def]
    controller = TableController(Evening(None))
    journal = FailingJournal()
    controller.evening._attach(Table(TableSettings("moonveil", {}, 3), journal), None, None)  # a journal on a full disk
    for name in NAMES:
        assert controller.submit(SeatPlayer(name))
    errors: list[str] = []
    controller.errorRaised.connect(errors.append)
    journal.full = True
    assert not controller.undo() and not controller.submit(SeatPlayer("Fay"))
    assert len(errors) == 2 and all("The disk is full" in e for e in errors)
    assert controller.table is not None and controller.table.game.journal == journal.rows


UNDER_A_FILE_SIZE_LIMIT = """
    import json, resource, signal, sys
    from engine.commands import Advance, Deal, SeatPlayer
    from moonveil_desktop.storage import Storage, StorageError
    from moonveil_desktop.table import Table, TableSettings
    signal.signal(signal.SIGXFSZ, signal.SIG_IGN)  # a write past the limit fails (EFBIG) instead of killing
    storage = Storage(sys.argv[1])
    journal = storage.create_game("moonveil", {}, 3, "narrator", None)
    table = Table(TableSettings("moonveil", {}, 3), journal)
    for name in ["Ana", "Bea", "Cai", "Dov", "Eli"]:
        table.apply(SeatPlayer(name))
    table.apply(Deal())
    wal = max(storage.path.stat().st_size, storage.path.with_name(storage.path.name + "-wal").stat().st_size)
    _, hard = resource.getrlimit(resource.RLIMIT_FSIZE)
    resource.setrlimit(resource.RLIMIT_FSIZE, (wal, hard))  # the disk is full from now on
    report = {}
    for name, action in (("undo", table.undo), ("append", lambda: table.apply(Advance(override=True)))):
        try:
            action()
            report[name] = "done"
        except StorageError as error:
            report[name] = error.problem
        report[name + "_memory"] = len(table.game.journal)
        report[name + "_file"] = len(storage.commands(journal.game_id))
    resource.setrlimit(resource.RLIMIT_FSIZE, (hard, hard))  # space returns
    table.undo()
    report["after"] = [len(table.game.journal), len(storage.commands(journal.game_id))]
    print(json.dumps(report))
"""


def test_undo_and_append_on_a_full_disk_leave_file_and_game_agreeing(tmp_path: Path) -> None:
    result = run_python(UNDER_A_FILE_SIZE_LIMIT, str(tmp_path / FILE_NAME))
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout.strip().splitlines()[-1])
    assert report["undo"] in {"disk_full", "disk_error"} and report["append"] in {"disk_full", "disk_error"}
    assert report["undo_memory"] == report["undo_file"] == 6
    assert report["append_memory"] == report["append_file"] == 6
    assert report["after"] == [5, 5]
    storage = Storage(tmp_path / FILE_NAME)
    restored = Table.restore(TableSettings("moonveil", {}, 3), storage.commands(1))
    assert restored.game.journal == [SeatPlayer(n) for n in NAMES]


# -- D1: one console per data folder ----------------------------------------------
HOLD_THE_FOLDER = """
    import sys, time
    from pathlib import Path
    from moonveil_desktop.saves_folder import open_saves
    opened = open_saves(Path(sys.argv[1]))
    print("HOLDING", opened.storage is not None and not opened.storage.read_only, flush=True)
    time.sleep(120)
"""


def test_a_second_console_on_a_folder_reads_only_and_names_the_first(tmp_path: Path) -> None:
    saved_game(tmp_path / FILE_NAME)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen"}
    first = subprocess.Popen(
        [sys.executable, "-c", textwrap.dedent(HOLD_THE_FOLDER), str(tmp_path)],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )
    try:
        assert first.stdout is not None and first.stdout.readline().strip() == "HOLDING True"
        second = open_elsewhere(tmp_path)
        assert second["opened"] and second["read_only"] and second["write"] == READ_ONLY
        assert f"process {first.pid} on " in second["notice"] and second["commands"] == [6]
    finally:
        first.kill()  # a crash: the lock file stays behind
        first.wait()
        assert first.stdout is not None
        first.stdout.close()
    assert (tmp_path / "moonveil.lock").exists()
    third = open_elsewhere(tmp_path)  # the stale lock is taken over
    assert third["opened"] and not third["read_only"] and third["write"] == "ok" and third["notice"] is None


def test_the_words_follow_the_consoles_language(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from moonveil_desktop.i18n import use_language
    from moonveil_desktop.saves_folder import problem_words

    error = StorageError("empty", tmp_path / FILE_NAME, EMPTY)
    assert problem_words(error) == f"The saved-games file {FILE_NAME} is empty (0 bytes): it holds no games."
    use_language("es")
    assert problem_words(error).startswith(f"El archivo de partidas guardadas {FILE_NAME} está vacío")


# -- the Saved games window --------------------------------------------------------
def test_saved_games_window_lists_marks_exports_and_restores(window, data_dir: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from engine.commands import command_from_dict
    from engine.game import replay

    storage = window.controller.storage
    assert storage is not None
    table = dealt_game(storage)
    journal = table.journal
    assert isinstance(journal, GameJournal)
    broken = storage.create_game("moonveil", {}, 4, "narrator", None)
    broken.append(SeatPlayer("Ana"))
    storage.db.execute('UPDATE commands SET data=\'{"type": "vote", "voter": "1"}\' WHERE game_id=?', (broken.game_id,))
    # an older version moved a good file aside (wrong permissions, since fixed); the other one is garbage
    saved_game(data_dir / f"{FILE_NAME}.unreadable-100")
    (data_dir / f"{FILE_NAME}.unreadable-200").write_bytes(b"\x00garbage" * 300)

    dialog = window.show_saved_games()
    states = {
        int(dialog.games.topLevelItem(i).data(0, 0x0100)): dialog.games.topLevelItem(i).text(4)
        for i in range(dialog.games.topLevelItemCount())
    }
    assert states == {journal.game_id: "in progress", broken.game_id: "damaged"}
    kept = [dialog.kept.topLevelItem(i).text(0) for i in range(dialog.kept.topLevelItemCount())]
    assert sorted(kept) == [f"{FILE_NAME}.unreadable-100", f"{FILE_NAME}.unreadable-200"]

    exported = tmp_path / "game.json"
    assert dialog.export_to(journal.game_id, exported) and str(exported) in dialog.status.text()
    data = json.loads(exported.read_text(encoding="utf-8"))
    again = replay(data["ruleset"], data["options"], data["seed"], [command_from_dict(c) for c in data["commands"]])
    assert again.moderator_view(narrator=True) == table.game.moderator_view(narrator=True)
    assert not dialog.export_to(broken.game_id, tmp_path / "broken.json")
    assert "is damaged" in dialog.status.text() and not (tmp_path / "broken.json").exists()

    by_name = {dialog.kept.topLevelItem(i).text(0): dialog.kept.topLevelItem(i) for i in range(2)}
    dialog.kept.setCurrentItem(by_name[f"{FILE_NAME}.unreadable-200"])
    assert not dialog.restore_selected() and "damaged" in dialog.status.text()
    assert len(storage.games()) == 2
    dialog.kept.setCurrentItem(by_name[f"{FILE_NAME}.unreadable-100"])
    assert dialog.restore_selected() and dialog.status.text().startswith("Restored: 1 game.")
    assert dialog.games.topLevelItemCount() == 3
    restored = next(g for g in storage.games() if g.id not in (journal.game_id, broken.game_id))
    assert restored.players == NAMES and len(storage.commands(restored.id)) == 6
    assert dialog.restore_selected() and "Already here: 1." in dialog.status.text()  # not copied twice
    assert len(storage.games()) == 3
    dialog.gameChosen.emit(restored.id)
    assert window.controller.table is not None and len(window.controller.table.game.journal) == 6


def test_opening_another_read_only_file_says_so(window, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import moonveil_desktop.storage as storage_module

    other = tmp_path / "friday.sqlite3"
    saved_game(other)
    monkeypatch.setattr(storage_module, "_writable", lambda path: False)  # root ignores file modes
    assert window.use_storage_file(str(other))
    assert window.controller.storage is not None and window.controller.storage.read_only
    assert window.dialog is not None and "open read-only" in window.dialog.text()
