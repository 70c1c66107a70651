"""Saved games: a SQLite journal, one row per accepted command (no Qt here).

The file holds every game of this installation::

    meta(key, value)                      format = "moonveil-journal", version = 1
    games(id, ruleset, options, seed, mode, host_seat, created, updated,
          players, day_reached, finished)
    commands(game_id, seq, data)          data = engine.commands.command_to_dict JSON
    phone_links(game_id, data)            what the phones hold for one game (version 2)
    evening(key, value)                   the installation's TV token (version 2)
    positions(game_id, data)              the position a game started from (docs/positions.md)

``GameJournal.append`` commits (``synchronous=FULL``) before it returns, so the
table acknowledges a command only once it is on disk: a crash at any moment
loses nothing that was acknowledged. Undo truncates the journal.

A file that is not SQLite, or SQLite written by something else, raises
``StorageError`` with a plain message; nothing is written to it.
"""

from __future__ import annotations

import json
import sqlite3
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.commands import Command

FORMAT = "moonveil-journal"
VERSION = 3  # 2: phone_links and evening (phones survive a restart); 3: positions; older files are migrated
FILE_NAME = "moonveil.sqlite3"

# The engine is imported where it is used, so the console paints before it loads.

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    ruleset TEXT NOT NULL,
    options TEXT NOT NULL,
    seed INTEGER NOT NULL,
    mode TEXT NOT NULL,
    host_seat INTEGER,
    created REAL NOT NULL,
    updated REAL NOT NULL,
    players TEXT NOT NULL DEFAULT '[]',
    day_reached INTEGER NOT NULL DEFAULT 0,
    finished INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE IF NOT EXISTS commands (
    game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
    seq INTEGER NOT NULL,
    data TEXT NOT NULL,
    PRIMARY KEY (game_id, seq)
);
"""


class StorageError(Exception):
    """The saved-games file cannot be used; ``message`` says why in plain words."""

    def __init__(self, message: str, path: Path | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.path = path


@dataclass
class GameRecord:
    """One saved game as listed by File → Open."""

    id: int
    ruleset: str
    options: dict[str, Any]
    seed: int
    mode: str
    host_seat: int | None
    created: float
    updated: float
    players: list[str] = field(default_factory=list)
    day_reached: int = 0
    finished: bool = False


class Storage:
    """The saved-games file. ``path`` is injectable (tests, portable installs)."""

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        existed = self.path.exists() and self.path.stat().st_size > 0
        try:
            self.db = sqlite3.connect(self.path, isolation_level=None)
        except sqlite3.Error as exc:
            raise StorageError(f"cannot open {self.path}: {exc}", self.path) from exc
        try:
            self._check_or_create(existed)
        except StorageError:
            self.db.close()
            raise
        except sqlite3.DatabaseError as exc:
            self.db.close()
            raise StorageError(
                f"{self.path.name} is not a Moonveil saved-games file (or it is damaged): {exc}"
            ) from exc

    def _check_or_create(self, existed: bool) -> None:
        if existed:
            tables = {row[0] for row in self.db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
            if "meta" not in tables:
                raise StorageError(f"{self.path.name} is an SQLite file written by another program", self.path)
            meta = dict(self.db.execute("SELECT key, value FROM meta").fetchall())
            if meta.get("format") != FORMAT:
                raise StorageError(f"{self.path.name} is an SQLite file written by another program", self.path)
            if int(meta.get("version", "0")) > VERSION:
                raise StorageError(f"{self.path.name} was written by a newer Moonveil Desktop", self.path)
            integrity = self.db.execute("PRAGMA quick_check").fetchone()[0]
            if integrity != "ok":
                raise StorageError(f"{self.path.name} is damaged ({integrity})", self.path)
        self.db.execute("PRAGMA journal_mode=WAL")
        self.db.execute("PRAGMA synchronous=FULL")
        self.db.execute("PRAGMA foreign_keys=ON")
        if existed:
            migrate_phone_tables(self.db)  # a version-1 file gains the phone tables, nothing else changes
            return  # checked above: nothing else to write on an ordinary start
        self.db.executescript(SCHEMA + PHONE_SCHEMA)
        with self._transaction():
            self.db.execute("INSERT OR IGNORE INTO meta VALUES ('format', ?)", (FORMAT,))
            self.db.execute("INSERT OR IGNORE INTO meta VALUES ('version', ?)", (str(VERSION),))

    @contextmanager
    def _transaction(self) -> Iterator[None]:
        self.db.execute("BEGIN IMMEDIATE")
        try:
            yield
        except BaseException:
            self.db.execute("ROLLBACK")
            raise
        self.db.execute("COMMIT")

    def close(self) -> None:
        self.db.close()

    # -- games -------------------------------------------------------------------
    def create_game(
        self,
        ruleset: str,
        options: dict[str, Any],
        seed: int,
        mode: str,
        host_seat: int | None,
        position: dict[str, Any] | None = None,
    ) -> GameJournal:
        """A new saved game; ``position`` is its origin when it did not start
        from a deal (File → Continue a game in progress): its journal replays from there."""
        now = time.time()
        with self._transaction():
            cursor = self.db.execute(
                "INSERT INTO games (ruleset, options, seed, mode, host_seat, created, updated) VALUES (?,?,?,?,?,?,?)",
                (ruleset, json.dumps(options, sort_keys=True), seed, mode, host_seat, now, now),
            )
            assert cursor.lastrowid is not None
            if position is not None:
                self.db.execute(
                    "INSERT INTO positions (game_id, data) VALUES (?,?)", (cursor.lastrowid, json.dumps(position))
                )
        return GameJournal(self, cursor.lastrowid)

    def position(self, game_id: int) -> dict[str, Any] | None:
        """The position the game started from, or None for a game dealt in the app."""
        row = self.db.execute("SELECT data FROM positions WHERE game_id=?", (game_id,)).fetchone()
        if row is None:
            return None
        try:
            data = json.loads(row[0])
        except ValueError as exc:
            raise StorageError(f"game {game_id}: its starting position cannot be read ({exc})", self.path) from exc
        if not isinstance(data, dict):
            raise StorageError(f"game {game_id}: its starting position is not an object", self.path)
        return data

    def games(self) -> list[GameRecord]:
        """Every saved game, most recently played first."""
        rows = self.db.execute(
            "SELECT id, ruleset, options, seed, mode, host_seat, created, updated, players, day_reached, finished "
            "FROM games ORDER BY updated DESC, id DESC"
        ).fetchall()
        return [_record(row) for row in rows]

    def game(self, game_id: int) -> GameRecord:
        for record in self.games():
            if record.id == game_id:
                return record
        raise StorageError(f"there is no saved game number {game_id}", self.path)

    def unfinished(self) -> GameRecord | None:
        """The most recent unfinished game (offered for resume on start)."""
        return next((g for g in self.games() if not g.finished), None)

    def commands(self, game_id: int) -> list[Command]:
        """The journal of one game, in order. Raises StorageError on a bad row."""
        from engine.commands import command_from_dict
        from engine.errors import EngineError

        rows = self.db.execute("SELECT seq, data FROM commands WHERE game_id=? ORDER BY seq", (game_id,)).fetchall()
        commands = []
        for index, (seq, data) in enumerate(rows):
            if seq != index:
                raise StorageError(f"game {game_id}: command {index} is missing from the journal", self.path)
            try:
                commands.append(command_from_dict(json.loads(data)))
            except (ValueError, EngineError) as exc:
                raise StorageError(f"game {game_id}: command {seq} cannot be read ({exc})", self.path) from exc
        return commands

    def journal(self, game_id: int) -> GameJournal:
        self.game(game_id)
        return GameJournal(self, game_id)

    def delete_game(self, game_id: int) -> None:
        with self._transaction():
            self.db.execute("DELETE FROM commands WHERE game_id=?", (game_id,))
            self.db.execute("DELETE FROM positions WHERE game_id=?", (game_id,))
            self.db.execute("DELETE FROM games WHERE id=?", (game_id,))


def _record(row: tuple[Any, ...]) -> GameRecord:
    game_id, ruleset, options, seed, mode, host_seat, created, updated, players, day, finished = row
    return GameRecord(
        id=game_id,
        ruleset=ruleset,
        options=json.loads(options),
        seed=seed,
        mode=mode,
        host_seat=host_seat,
        created=created,
        updated=updated,
        players=json.loads(players),
        day_reached=day,
        finished=bool(finished),
    )


class GameJournal:
    """The journal of one game (``moonveil_desktop.table.Journal``)."""

    def __init__(self, storage: Storage, game_id: int) -> None:
        self.storage = storage
        self.game_id = game_id
        self.length = int(storage.db.execute("SELECT COUNT(*) FROM commands WHERE game_id=?", (game_id,)).fetchone()[0])

    def append(self, command: Command) -> None:
        """Write one command and commit before returning."""
        from engine.commands import command_to_dict

        data = json.dumps(command_to_dict(command), sort_keys=True)
        with self.storage._transaction():
            self.storage.db.execute(
                "INSERT INTO commands (game_id, seq, data) VALUES (?,?,?)", (self.game_id, self.length, data)
            )
            self.storage.db.execute("UPDATE games SET updated=? WHERE id=?", (time.time(), self.game_id))
        self.length += 1

    def truncate(self, length: int) -> None:
        """Forget every command from ``length`` on (undo)."""
        with self.storage._transaction():
            self.storage.db.execute("DELETE FROM commands WHERE game_id=? AND seq>=?", (self.game_id, length))
            self.storage.db.execute("UPDATE games SET updated=? WHERE id=?", (time.time(), self.game_id))
        self.length = min(self.length, length)

    def summarize(self, players: list[str], day_reached: int, finished: bool) -> None:
        """Keep the File → Open listing current (names, day reached, finished)."""
        with self.storage._transaction():
            self.storage.db.execute(
                "UPDATE games SET players=?, day_reached=?, finished=? WHERE id=?",
                (json.dumps(players), day_reached, int(finished), self.game_id),
            )

    def commands(self) -> list[Command]:
        return self.storage.commands(self.game_id)


# -- what the phones hold (issue 14) ---------------------------------------------------------
# Seat tokens, the join token/code, join cookies and the lobby are secrets a phone
# holds in its URL or cookie: stored here so that they work again after a crash
# or a restart, never logged. ``data`` is the evening's JSON (``moonveil_desktop.evening``).

PHONE_TABLES = (
    "CREATE TABLE IF NOT EXISTS phone_links ("
    " game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE, data TEXT NOT NULL)",
    "CREATE TABLE IF NOT EXISTS evening (key TEXT PRIMARY KEY, value TEXT NOT NULL)",
    # version 3: the position a game continued on paper started from (docs/positions.md)
    "CREATE TABLE IF NOT EXISTS positions ("
    " game_id INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE, data TEXT NOT NULL)",
)
PHONE_SCHEMA = "".join(f"{statement};\n" for statement in PHONE_TABLES)


def migrate_phone_tables(db: sqlite3.Connection) -> None:
    """Versions 1 and 2 → 3: add the tables they lack (older games simply have no row)."""
    version = db.execute("SELECT value FROM meta WHERE key='version'").fetchone()
    if version is not None and int(version[0]) >= VERSION:
        return
    db.execute("BEGIN IMMEDIATE")
    try:
        for statement in PHONE_TABLES:
            db.execute(statement)
        db.execute("UPDATE meta SET value=? WHERE key='version'", (str(VERSION),))
    except BaseException:
        db.execute("ROLLBACK")
        raise
    db.execute("COMMIT")


def load_phone_links(storage: Storage, game_id: int) -> dict[str, Any] | None:
    """What the phones of ``game_id`` held when it was last saved (None: nothing saved)."""
    row = storage.db.execute("SELECT data FROM phone_links WHERE game_id=?", (game_id,)).fetchone()
    if row is None:
        return None
    try:
        data = json.loads(row[0])
    except json.JSONDecodeError:
        return None  # a damaged row costs the phones their links, never the game
    return data if isinstance(data, dict) else None


def save_phone_links(storage: Storage, game_id: int, data: dict[str, Any]) -> None:
    with storage._transaction():
        storage.db.execute(
            "INSERT INTO phone_links (game_id, data) VALUES (?, ?)"
            " ON CONFLICT(game_id) DO UPDATE SET data=excluded.data",
            (game_id, json.dumps(data, sort_keys=True)),
        )


def evening_value(storage: Storage, key: str) -> str | None:
    row = storage.db.execute("SELECT value FROM evening WHERE key=?", (key,)).fetchone()
    return None if row is None else str(row[0])


def set_evening_value(storage: Storage, key: str, value: str) -> None:
    with storage._transaction():
        storage.db.execute(
            "INSERT INTO evening (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value=excluded.value",
            (key, value),
        )


def save_host_seat(storage: Storage, game_id: int, host_seat: int | None) -> None:
    """The playing host's seat, chosen in the lobby (the saved game resumes with the right card)."""
    with storage._transaction():
        storage.db.execute("UPDATE games SET host_seat=? WHERE id=?", (host_seat, game_id))
