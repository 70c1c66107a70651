"""A game started from a position is saved with it (docs/positions.md): the
journal replays from the position; an unreadable position is a plain StorageError."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.commands import Advance
from engine.position import start_of_night
from moonveil_desktop.storage import FILE_NAME, Storage, StorageError
from moonveil_desktop.table import Table, TableSettings

PLAYERS = [("Ana", "wolf", True), ("Bea", "seer", True), ("Cai", "villager", True), ("Dov", "villager", False)]


def test_the_journal_replays_from_the_saved_position(tmp_path: Path) -> None:
    storage = Storage(tmp_path / FILE_NAME)
    position = start_of_night("moonveil", {}, 7, PLAYERS, 2)
    settings = TableSettings("moonveil", {}, 7)
    journal = storage.create_game("moonveil", {}, 7, "narrator", None, position)
    table = Table.from_position(settings, position, journal)
    table.apply(Advance(override=True))
    game_id = storage.games()[0].id
    restored = Table.restore(settings, storage.commands(game_id), None, storage.position(game_id))
    assert restored.moderator_view() == table.moderator_view()
    storage.delete_game(game_id)
    assert storage.position(game_id) is None
    storage.close()


def test_an_unreadable_position_is_a_plain_storage_error(tmp_path: Path) -> None:
    storage = Storage(tmp_path / FILE_NAME)
    storage.create_game("moonveil", {}, 7, "narrator", None, start_of_night("moonveil", {}, 7, PLAYERS, 2))
    game_id = storage.games()[0].id
    storage.db.execute("UPDATE positions SET data='{broken' WHERE game_id=?", (game_id,))
    with pytest.raises(StorageError, match="starting position cannot be read"):
        storage.position(game_id)
    storage.close()
