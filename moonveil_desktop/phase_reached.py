"""The phase a saved game has reached ("night 2", not just "2"), kept beside the
games list so the resume prompt can say "Night 2" without replaying the game.

Additive storage (no version bump): the table ``game_phase(game_id, kind,
number)`` is created when first written; a file without it (older, or opened
read-only) simply has no phase to tell, and the prompt falls back to the day
number the games list always had. No Qt here.
"""

from __future__ import annotations

import sqlite3

from moonveil_desktop.storage import Storage

CREATE = (
    "CREATE TABLE IF NOT EXISTS game_phase ("
    " game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,"
    " kind TEXT NOT NULL, number INTEGER NOT NULL)"
)


def save_phase_reached(storage: Storage, game_id: int, kind: str, number: int) -> None:
    if storage.read_only:
        return  # a summary only: the journal is what counts, and it is not written either
    with storage._transaction():
        storage.db.execute(CREATE)
        storage.db.execute(
            "INSERT INTO game_phase (game_id, kind, number) VALUES (?, ?, ?)"
            " ON CONFLICT(game_id) DO UPDATE SET kind=excluded.kind, number=excluded.number",
            (game_id, kind, number),
        )


def phase_reached(storage: Storage, game_id: int) -> tuple[str, int] | None:
    """The phase kind and number last saved for the game; None when unknown."""
    try:
        row = storage.db.execute("SELECT kind, number FROM game_phase WHERE game_id=?", (game_id,)).fetchone()
    except sqlite3.OperationalError:  # no such table yet: no game has written it
        return None
    return None if row is None else (str(row[0]), int(row[1]))
