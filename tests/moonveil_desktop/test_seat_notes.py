"""The narrator's notes per seat (issue 16): kept by the evening service, saved with the
game (an additive table) and back after a restart; bad input refused and nothing
changed; untouched by Undo; present in no view, page or screen but the grimoire."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from test_integration_evening import evening, no_quit_on_close, phone, run  # noqa: F401 (fixtures)

from engine.commands import Deal
from moonveil_desktop.evening import Evening
from moonveil_desktop.integration import Wiring
from moonveil_desktop.seat_notes import MAX_NOTE_LENGTH, NoteRefused
from moonveil_desktop.storage import FILE_NAME, VERSION, Storage, load_seat_notes
from moonveil_desktop.table import NARRATOR, TableSettings
from moonveil_desktop.ui.mainwindow import MainWindow
from tests.moonveil_desktop.ui.console_drive import all_texts

FIVE = [("Ana", False), ("Bea", False), ("Cai", False), ("Dov", False), ("Eli", False)]
CANARY = "NOTE-CANARY"


def dealt(path: Path) -> Evening:
    service = Evening(Storage(path / FILE_NAME))
    assert service.new_table(TableSettings("moonveil", {"game_type": "classic"}, 7, NARRATOR), FIVE) is None
    service.apply(Deal())
    return service


def game_id(service: Evening) -> int:
    assert service.journal is not None
    return service.journal.game_id


def test_a_note_is_saved_with_the_game_and_back_after_a_restart(tmp_path: Path) -> None:
    first = dealt(tmp_path)
    told: list[int] = []
    first.subscribe(lambda: told.append(1))
    first.set_note(2, "  claims Seer  ")
    first.set_note(4, "voted alone")
    assert first.notes.all() == {2: "claims Seer", 4: "voted alone"} and len(told) == 2
    first.set_note(2, "claims Seer")  # the same text: no change, nobody told
    assert len(told) == 2
    first.set_note(4, "")  # empty removes it
    saved = game_id(first)
    first.storage.close()  # type: ignore[union-attr]

    second = Evening(Storage(tmp_path / FILE_NAME))
    assert second.notes.all() == {}  # no table open yet
    second.open_game(saved)
    assert second.notes.all() == {2: "claims Seer"}
    other = second.new_table(TableSettings("moonveil", {"game_type": "classic"}, 8, NARRATOR), FIVE)
    assert other is None and second.notes.all() == {}  # another game has its own notes
    second.open_game(saved)
    assert second.notes.get(2) == "claims Seer"
    meta = dict(second.storage.db.execute("SELECT key, value FROM meta").fetchall())  # type: ignore[union-attr]
    assert meta["version"] == str(VERSION)  # an additive table: the format version stays


def test_bad_notes_are_refused_and_change_nothing(tmp_path: Path) -> None:
    service = dealt(tmp_path)
    service.set_note(1, "kept")
    with pytest.raises(NoteRefused) as no_seat:
        service.set_note(5, "x")
    assert no_seat.value.code == "no_seat"
    with pytest.raises(NoteRefused) as too_long:
        service.set_note(1, "y" * (MAX_NOTE_LENGTH + 1))
    assert too_long.value.code == "too_long" and too_long.value.params == {"limit": MAX_NOTE_LENGTH}
    with pytest.raises(NoteRefused):
        service.set_note(-1, "x")
    assert service.notes.all() == {1: "kept"}
    assert load_seat_notes(service.storage, game_id(service)) == {1: "kept"}  # type: ignore[arg-type]
    service.close_table()
    with pytest.raises(NoteRefused) as no_table:
        service.set_note(0, "x")
    assert no_table.value.code == "no_table"


def test_undo_and_redo_of_game_commands_leave_notes_alone(tmp_path: Path) -> None:
    service = dealt(tmp_path)
    service.set_note(0, "first note")
    journal = list(service.table_or_raise().game.journal)
    assert service.undo()  # the deal is undone
    assert service.notes.all() == {0: "first note"}
    assert service.redo()
    assert service.table_or_raise().game.journal == journal
    assert service.notes.all() == {0: "first note"}


def test_a_file_that_never_held_a_note_has_none(tmp_path: Path) -> None:
    service = dealt(tmp_path)
    path = service.storage.path  # type: ignore[union-attr]
    tables = {row[0] for row in sqlite3.connect(path).execute("SELECT name FROM sqlite_master WHERE type='table'")}
    assert "seat_notes" not in tables  # made when the first note is written
    assert load_seat_notes(service.storage, game_id(service)) == {}  # type: ignore[arg-type]


def test_a_deleted_game_takes_its_notes_with_it(tmp_path: Path) -> None:
    service = dealt(tmp_path)
    service.set_note(3, "gone with the game")
    saved = game_id(service)
    service.close_table()
    storage = service.storage
    assert storage is not None
    storage.delete_game(saved)
    assert storage.db.execute("SELECT COUNT(*) FROM seat_notes").fetchone()[0] == 0


def views_text(service: Evening) -> str:
    """Everything the engine's views hand anyone: the village, every seat, bots (no
    language), and the moderator view itself (notes never enter the engine)."""
    seats = len(service.table_or_raise().game.state.players)
    parts: list[Any] = []
    for lang in ("en", "es", None):
        parts += [service.public_view(lang), service.village_view(lang)]
        parts += [service.player_view(seat, lang) for seat in range(seats)]
    parts.append(service.moderator_view("en"))
    return json.dumps(parts, ensure_ascii=False, default=str)


def test_a_note_is_in_no_view(tmp_path: Path) -> None:
    service = dealt(tmp_path)
    for seat in range(5):
        service.set_note(seat, f"{CANARY} {seat}")
    assert CANARY not in views_text(service)


@pytest.mark.qt_log_ignore("does not support raise")  # the offscreen platform cannot raise windows
def test_a_note_is_on_no_phone_page_tv_page_or_projector(
    evening: Wiring,  # noqa: F811 (the fixture)
    window: MainWindow,
    qasync_loop: asyncio.AbstractEventLoop,
) -> None:
    controller = window.controller
    controller.new_table(TableSettings("moonveil", {"game_type": "classic"}, 11, NARRATOR), FIVE)
    controller.deal()
    for seat in range(5):
        assert controller.set_note(seat, f"{CANARY} <b>{seat}</b>")
    assert all(CANARY in face.note for face in window.grimoire.circle.faces)  # the grimoire has them
    urls = [code.url for code in evening.link.seat_codes()]
    tv = evening.link.tv_url()
    urls += [u + suffix for u in urls for suffix in ("/live", "/digest")] + [tv, tv + "/state"]

    async def pages() -> list[tuple[int, str]]:
        async with phone() as session:
            found = []
            for url in urls:
                async with session.get(url) as response:
                    found.append((response.status, await response.text()))
            return found

    answers = run(qasync_loop, pages())
    assert [status for status, _ in answers] == [200] * len(urls)
    assert not [url for url, (_, text) in zip(urls, answers, strict=True) if CANARY in text]
    window.show_projector()
    assert window.projector is not None
    assert not [text for text in all_texts(window.projector) if CANARY in text]
    assert not [text for text in all_texts(window.phase) if CANARY in text]  # the phase page neither
