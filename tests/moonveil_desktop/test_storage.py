"""The SQLite journal: one row per command, committed before it is acknowledged;
corrupt or foreign files are refused with a clear message and left untouched."""

from __future__ import annotations

import hashlib
import sqlite3
from pathlib import Path

import pytest

from engine.commands import Advance, Deal, SeatPlayer, Submit, command_from_dict
from engine.game import replay
from moonveil_desktop.storage import FILE_NAME, Storage, StorageError
from moonveil_desktop.table import Table, TableSettings


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def seated(storage: Storage, names: list[str]) -> Table:
    journal = storage.create_game("moonveil", {"seer": True}, 5, "narrator", None)
    table = Table(TableSettings("moonveil", {"seer": True}, 5), journal)
    for name in names:
        table.apply(SeatPlayer(name))
    return table


def test_each_command_is_committed_before_it_is_acknowledged(tmp_path: Path) -> None:
    storage = Storage(tmp_path / FILE_NAME)
    table = seated(storage, ["Ana", "Bea", "Cai", "Dov"])
    table.apply(Deal())
    # another connection (another process, after a crash) already sees every row
    other = sqlite3.connect(tmp_path / FILE_NAME)
    rows = other.execute("SELECT seq, data FROM commands ORDER BY seq").fetchall()
    assert [seq for seq, _ in rows] == list(range(5))
    assert command_from_dict(__import__("json").loads(rows[-1][1])) == Deal()
    other.close()


def test_a_refused_command_is_not_journaled(tmp_path: Path) -> None:
    storage = Storage(tmp_path / FILE_NAME)
    table = seated(storage, ["Ana", "Bea", "Cai", "Dov"])
    assert table.try_apply(Advance()) is not None  # not dealt yet
    assert len(storage.commands(1)) == 4


def test_undo_truncates_and_redo_appends(tmp_path: Path) -> None:
    storage = Storage(tmp_path / FILE_NAME)
    table = seated(storage, ["Ana", "Bea", "Cai", "Dov"])
    table.apply(Deal())
    table.undo()
    assert storage.commands(1) == [SeatPlayer(n) for n in ["Ana", "Bea", "Cai", "Dov"]]
    table.redo()
    assert storage.commands(1)[-1] == Deal()


def test_listing_and_resume_replay_the_same_game(tmp_path: Path) -> None:
    storage = Storage(tmp_path / FILE_NAME)
    table = seated(storage, ["Ana", "Bea", "Cai", "Dov"])
    table.apply(Deal())
    seat = next(p["seat"] for p in table.public_view()["seats"])
    prompts = table.player_view(seat)["prompts"][0]["abilities"][0]
    table.apply(Submit(seat, prompts["id"], tuple(prompts["targets"][: prompts["count"]])))
    storage.journal(1).summarize(["Ana", "Bea", "Cai", "Dov"], 1, False)
    storage.close()

    again = Storage(tmp_path / FILE_NAME)
    record = again.unfinished()
    assert record is not None and record.ruleset == "moonveil" and record.seed == 5
    assert record.players == ["Ana", "Bea", "Cai", "Dov"] and record.day_reached == 1
    restored = Table.restore(TableSettings(record.ruleset, record.options, record.seed), again.commands(record.id))
    assert restored.moderator_view() == table.moderator_view()
    assert replay("moonveil", record.options, record.seed, again.commands(record.id)).state.phase.label() == "night 1"


def test_finished_games_are_not_offered_for_resume(tmp_path: Path) -> None:
    storage = Storage(tmp_path / FILE_NAME)
    seated(storage, ["Ana", "Bea", "Cai"])
    storage.journal(1).summarize(["Ana", "Bea", "Cai"], 3, True)
    assert storage.unfinished() is None
    assert storage.games()[0].finished


def test_a_corrupt_file_is_refused_and_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "broken.sqlite3"
    path.write_bytes(b"this is not a database at all" * 100)
    before = digest(path)
    with pytest.raises(StorageError) as caught:
        Storage(path)
    assert "not a Moonveil saved-games file" in caught.value.message
    assert digest(path) == before


def test_a_foreign_sqlite_file_is_refused_and_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "foreign.sqlite3"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE photos (id INTEGER, name TEXT)")
    db.execute("INSERT INTO photos VALUES (1, 'cat')")
    db.commit()
    db.close()
    before = digest(path)
    with pytest.raises(StorageError) as caught:
        Storage(path)
    assert caught.value.message == "foreign.sqlite3 is an SQLite file written by another program"
    assert digest(path) == before


def test_a_damaged_journal_row_names_the_command(tmp_path: Path) -> None:
    storage = Storage(tmp_path / FILE_NAME)
    seated(storage, ["Ana", "Bea", "Cai"])
    storage.db.execute('UPDATE commands SET data=\'{"type": "teleport"}\' WHERE seq=1')
    with pytest.raises(StorageError) as caught:
        storage.commands(1)
    assert "command 1 cannot be read" in caught.value.message


def test_an_unreadable_main_file_is_kept_aside_and_a_new_one_started(tmp_path: Path) -> None:
    from moonveil_desktop.app import open_storage

    path = tmp_path / FILE_NAME
    path.write_bytes(b"\x00garbage" * 500)
    before = digest(path)
    storage, notice = open_storage(path)
    assert storage is not None and notice is not None and "was kept as" in notice
    kept = [p for p in tmp_path.iterdir() if p.name.startswith(f"{FILE_NAME}.unreadable-")]
    assert len(kept) == 1 and digest(kept[0]) == before
    assert storage.games() == []
