"""The narrator's free notes per seat, held by the evening (no Qt here).

A note is not an engine command: the game never sees it, so no view (public,
player, the projector, the TV, phones, bots) can hold it; only the console's
grimoire reads ``Evening.notes``. It is saved with the game at once (its own
table, see ``storage.save_seat_note``) and comes back when the game is resumed.
Undo and Redo of game commands leave notes alone: a note is the moderator's
memory of the table, not a move of the game (docs/console.md).
"""

from __future__ import annotations

from moonveil_desktop.storage import Storage, load_seat_notes, save_seat_note

MAX_NOTE_LENGTH = 500


class NoteRefused(ValueError):
    """A note that cannot be kept (no such seat, too long): nothing changed."""

    def __init__(self, code: str, **params: int) -> None:
        super().__init__(code)
        self.code = code  # "no_table" | "no_seat" | "too_long"
        self.params = params


class SeatNotes:
    """The open game's notes by seat, written through to its saved-games file."""

    def __init__(self) -> None:
        self._notes: dict[int, str] = {}
        self._storage: Storage | None = None
        self._game_id: int | None = None

    def open(self, storage: Storage | None, game_id: int | None) -> None:
        """Follow another game: its saved notes (none for an unsaved table)."""
        self._storage, self._game_id = storage, game_id
        self._notes = load_seat_notes(storage, game_id) if storage is not None and game_id is not None else {}

    def close(self) -> None:
        self.open(None, None)

    def get(self, seat: int) -> str:
        return self._notes.get(seat, "")

    def all(self) -> dict[int, str]:
        return dict(self._notes)

    def set(self, seat: int, text: str, seats: int) -> bool:
        """Keep ``text`` (trimmed; empty removes the note) for ``seat`` of a table
        of ``seats``; returns whether it changed. Raises ``NoteRefused`` or
        ``StorageError`` and changes nothing."""
        text = text.strip()
        if not 0 <= seat < seats:
            raise NoteRefused("no_seat", seat=seat)
        if len(text) > MAX_NOTE_LENGTH:
            raise NoteRefused("too_long", limit=MAX_NOTE_LENGTH)
        if text == self.get(seat):
            return False
        storage = self._storage
        if storage is not None and self._game_id is not None and not storage.read_only:
            save_seat_note(storage, self._game_id, seat, text)  # first: a failed write keeps the old note
        if text:
            self._notes[seat] = text
        else:
            self._notes.pop(seat, None)
        return True
