"""Saved games: a SQLite journal, one row per accepted command (no Qt here).

The file holds every game of this installation::

    meta(key, value)                      format = "moonveil-journal", version = 1
    games(id, ruleset, options, seed, mode, host_seat, created, updated,
          players, day_reached, finished)
    commands(game_id, seq, data)          data = engine.commands.command_to_dict JSON
    phone_links(game_id, data)            what the phones hold for one game (version 2)
    evening(key, value)                   the installation's TV token (version 2)
    positions(game_id, data)              the position a game started from (docs/positions.md)
    history_people(game_id, seat, person) the moderator's splits of same-named players
                                          (issue 26; created when the first is made)

``GameJournal.append`` commits (``synchronous=FULL``) before it returns, so the
table acknowledges a command only once it is on disk: a crash at any moment
loses nothing that was acknowledged. Undo truncates the journal.

A file that is not SQLite, or SQLite written by something else, raises
``StorageError`` with a plain message; nothing is written to it.
"""

from __future__ import annotations

import json
import os
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


# Why a saved-games file cannot be used (``StorageError.problem``). The console
# turns each into plain, translated words (``moonveil_desktop.saves_folder``).
DAMAGED = "damaged"  # not SQLite, not ours, or failing its integrity check: moved aside
EMPTY = "empty"  # 0 bytes: never silently taken for a new file; kept aside
NEWER = "newer"  # written by a newer Moonveil: left as it is
NO_PERMISSION = "no_permission"  # cannot be read by this user: left as it is
FOLDER_READ_ONLY = "folder_read_only"  # there is no file and none can be made
READ_ONLY = "read_only"  # opened for reading only: every write is refused
DISK_FULL = "disk_full"
DISK_ERROR = "disk_error"
BUSY = "busy"  # another program holds a write lock on the file
CONFLICT = "conflict"  # another console wrote to the same game
DAMAGED_GAME = "damaged_game"  # one game's journal cannot be read; the others can
NO_GAME = "no_game"


class StorageError(Exception):
    """The saved-games file cannot be used; ``message`` says why in plain
    English (logs, tests), ``problem`` says which kind of failure it is and
    ``details`` carries the file name, game and command for the translated words."""

    def __init__(self, message: str, path: Path | None = None, problem: str = DAMAGED, **details: str | int) -> None:
        super().__init__(message)
        self.message = message
        self.path = path
        self.problem = problem
        self.details: dict[str, str | int] = {"file": path.name if path is not None else "", **details}


def write_problem(error: sqlite3.Error) -> str:
    """Which kind of failure an SQLite error on a write is (full disk, read-only...)."""
    text = str(error).lower()
    if isinstance(error, sqlite3.IntegrityError):
        return CONFLICT
    if "full" in text:
        return DISK_FULL
    if "readonly" in text or "read-only" in text:
        return READ_ONLY
    if "locked" in text or "busy" in text:
        return BUSY
    return DISK_ERROR


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
    """The saved-games file. ``path`` is injectable (tests, portable installs).

    Opening classifies every failure (``StorageError.problem``) and writes
    nothing to a file it refuses. A file this user may read but not write (or
    in a folder it may not write), or ``read_only=True``, is opened for reading:
    ``read_only`` is then True and every write raises ``StorageError(READ_ONLY)``."""

    def __init__(self, path: Path | str, read_only: bool = False) -> None:
        self.path = Path(path)
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise self._error(f"cannot make the folder {self.path.parent}: {exc}", FOLDER_READ_ONLY) from exc
        if self.path.exists():
            self._refuse_unopenable()
            self.read_only = read_only or not _writable(self.path)
            self.db = self._connect_existing()
        else:
            if not os.access(self.path.parent, os.W_OK):
                raise self._error(f"the folder {self.path.parent} cannot be written", FOLDER_READ_ONLY)
            self.read_only = False
            self.db = self._connect()
        try:
            self._check_or_create()
        except StorageError:
            self.db.close()
            raise
        except sqlite3.Error as exc:
            self.db.close()
            problem = DAMAGED if type(exc) is sqlite3.DatabaseError else write_problem(exc)
            raise self._error(
                f"{self.path.name} is not a Moonveil saved-games file (or it is damaged): {exc}", problem
            ) from exc

    def _error(self, message: str, problem: str, **details: str | int) -> StorageError:
        return StorageError(message, self.path, problem, folder=str(self.path.parent), **details)

    def _refuse_unopenable(self) -> None:
        """Problems seen before SQLite touches the file (it is left untouched)."""
        if not os.access(self.path, os.R_OK):
            raise self._error(f"{self.path.name} cannot be read by this user", NO_PERMISSION)
        wal = self.path.with_name(self.path.name + "-wal")
        if self.path.stat().st_size == 0 and not (wal.exists() and wal.stat().st_size > 0):
            raise self._error(f"{self.path.name} is empty (0 bytes)", EMPTY)

    def _connect(self, read_mode: str = "") -> sqlite3.Connection:
        """``read_mode``: URI parameters (``mode=ro``...); the path is made a
        proper ``file:`` URI so '#', '?', '%' or a Windows drive in it survive."""
        try:
            if not read_mode:
                return sqlite3.connect(self.path, isolation_level=None)
            return sqlite3.connect(f"{self.path.resolve().as_uri()}?{read_mode}", uri=True, isolation_level=None)
        except sqlite3.Error as exc:
            raise self._error(f"cannot open {self.path}: {exc}", write_problem(exc)) from exc

    def _connect_existing(self) -> sqlite3.Connection:
        if not self.read_only:
            return self._connect()
        db = self._connect("mode=ro")
        try:
            db.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
        except sqlite3.OperationalError:
            # a WAL file in a folder this user cannot write: read it as it is on disk
            db.close()
            db = self._connect("mode=ro&immutable=1")
        except sqlite3.DatabaseError as exc:
            db.close()
            raise self._error(f"{self.path.name} is not a Moonveil saved-games file: {exc}", DAMAGED) from exc
        return db

    def _check_or_create(self) -> None:
        tables = {row[0] for row in self.db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
        if not tables or self._unfinished_first_start(tables):
            self._configure()
            self._create()
            return
        if "meta" not in tables:
            raise self._error(f"{self.path.name} is an SQLite file written by another program", DAMAGED)
        meta = dict(self.db.execute("SELECT key, value FROM meta").fetchall())
        if meta.get("format") != FORMAT:
            raise self._error(f"{self.path.name} is an SQLite file written by another program", DAMAGED)
        if int(meta.get("version", "0")) > VERSION:
            raise self._error(f"{self.path.name} was written by a newer Moonveil Desktop", NEWER)
        integrity = self.db.execute("PRAGMA quick_check").fetchone()[0]
        if integrity != "ok":
            raise self._error(f"{self.path.name} is damaged ({integrity})", DAMAGED)
        self._configure()
        if not self.read_only:
            migrate_phone_tables(self.db)  # an older file gains the tables it lacks, nothing else changes

    def _configure(self) -> None:
        """Only for a file that is ours (or new): a refused file is left byte for byte."""
        if not self.read_only:
            self.db.execute("PRAGMA journal_mode=WAL")
            self.db.execute("PRAGMA synchronous=FULL")
        self.db.execute("PRAGMA foreign_keys=ON")

    def _unfinished_first_start(self, tables: set[str]) -> bool:
        """Our tables without the meta row and without a game: a first start
        that an older version did not finish (schema and meta were two commits)."""
        if not tables <= {"meta", "games", "commands", "sqlite_sequence"} or "games" not in tables:
            return False
        if "meta" in tables and self.db.execute("SELECT COUNT(*) FROM meta").fetchone()[0]:
            return False
        return not self.db.execute("SELECT COUNT(*) FROM games").fetchone()[0]

    def _create(self) -> None:
        """Schema and meta row in one transaction: a kill halfway leaves no tables."""
        if self.read_only:
            tables = self.db.execute("SELECT COUNT(*) FROM sqlite_master WHERE type='table'").fetchone()[0]
            if not tables:  # SQLite with nothing in it, and nothing may be written: no games to show
                raise self._error(f"{self.path.name} holds no tables", EMPTY)
            return  # an unfinished first start: its tables can be read, they hold no game
        with self._transaction():
            for statement in [*SCHEMA.split(";"), *PHONE_TABLES]:
                if statement.strip():
                    self.db.execute(statement)
            self.db.execute("INSERT OR IGNORE INTO meta VALUES ('format', ?)", (FORMAT,))
            self.db.execute("INSERT OR IGNORE INTO meta VALUES ('version', ?)", (str(VERSION),))

    @contextmanager
    def _transaction(self, durable: bool = True) -> Iterator[None]:
        """One committed write, or none: any SQLite failure (full disk, I/O,
        read-only) is rolled back and raised as a classified ``StorageError``.
        ``durable=False`` (an input of time) commits without waiting for the disk:
        in WAL mode the next durable commit syncs it too, so a power cut can lose
        only the inputs after the last command, never a command."""
        if self.read_only:
            raise self._error(f"{self.path.name} is open read-only", READ_ONLY)
        try:
            if not durable:
                self.db.execute("PRAGMA synchronous=NORMAL")
            try:
                self.db.execute("BEGIN IMMEDIATE")
                try:
                    yield
                    self.db.execute("COMMIT")
                except BaseException:
                    if self.db.in_transaction:
                        self.db.execute("ROLLBACK")
                    raise
            finally:
                if not durable:
                    self.db.execute("PRAGMA synchronous=FULL")
        except sqlite3.Error as exc:
            raise self._error(f"{self.path.name} could not be written: {exc}", write_problem(exc)) from exc

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
        row = _row(self, "SELECT data FROM positions WHERE game_id=?", (game_id,))
        if row is None:
            return None
        try:
            data = json.loads(row[0])
        except ValueError as exc:
            raise StorageError(f"game {game_id}: its starting position cannot be read ({exc})", self.path) from exc
        if not isinstance(data, dict):
            raise StorageError(f"game {game_id}: its starting position is not an object", self.path)
        return data

    def import_game(self, record: GameRecord, commands: list[Command]) -> int:
        """Copy a game (from a kept-aside file) with its whole journal in one
        transaction; returns its new number here."""
        from engine.commands import command_to_dict

        with self._transaction():
            cursor = self.db.execute(
                "INSERT INTO games (ruleset, options, seed, mode, host_seat, created, updated, players, day_reached,"
                " finished) VALUES (?,?,?,?,?,?,?,?,?,?)",
                (
                    record.ruleset,
                    json.dumps(record.options, sort_keys=True),
                    record.seed,
                    record.mode,
                    record.host_seat,
                    record.created,
                    record.updated,
                    json.dumps(record.players),
                    record.day_reached,
                    int(record.finished),
                ),
            )
            assert cursor.lastrowid is not None
            self.db.executemany(
                "INSERT INTO commands (game_id, seq, data) VALUES (?,?,?)",
                [
                    (cursor.lastrowid, seq, json.dumps(command_to_dict(command), sort_keys=True))
                    for seq, command in enumerate(commands)
                ],
            )
        return cursor.lastrowid

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
        raise self._error(f"there is no saved game number {game_id}", NO_GAME, game=game_id)

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
                raise self._error(
                    f"game {game_id}: command {index} is missing from the journal",
                    DAMAGED_GAME,
                    game=game_id,
                    command=index,
                )
            try:
                commands.append(command_from_dict(json.loads(data)))
            except (ValueError, EngineError) as exc:
                raise self._error(
                    f"game {game_id}: command {seq} cannot be read ({exc})", DAMAGED_GAME, game=game_id, command=seq
                ) from exc
        return commands

    def journal(self, game_id: int) -> GameJournal:
        self.game(game_id)
        return GameJournal(self, game_id)

    def delete_game(self, game_id: int) -> None:
        with self._transaction():
            self.db.execute("DELETE FROM commands WHERE game_id=?", (game_id,))
            self.db.execute("DELETE FROM positions WHERE game_id=?", (game_id,))
            self.db.execute("DELETE FROM games WHERE id=?", (game_id,))


def _writable(path: Path) -> bool:
    """SQLite writes the file and, in WAL mode, makes files next to it."""
    return os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)


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


TIME_INPUTS = frozenset({"clock", "presence"})  # inputs of time (moonveil_desktop.evening.EPHEMERAL_KINDS)


class GameJournal:
    """The journal of one game (``moonveil_desktop.table.Journal``)."""

    def __init__(self, storage: Storage, game_id: int) -> None:
        self.storage = storage
        self.game_id = game_id
        self.length = int(storage.db.execute("SELECT COUNT(*) FROM commands WHERE game_id=?", (game_id,)).fetchone()[0])

    def append(self, command: Command) -> None:
        """Write one command and commit before returning (an input of time, a phone's
        heartbeat every few seconds, without waiting for the disk: see ``_transaction``)."""
        from engine.commands import command_to_dict

        data = json.dumps(command_to_dict(command), sort_keys=True)
        with self.storage._transaction(durable=command.kind not in TIME_INPUTS):
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
        """Keep the File → Open listing current (names, day reached, finished).
        A read-only file keeps its listing: it is only a summary of the journal."""
        if self.storage.read_only:
            return
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


def _row(storage: Storage, sql: str, params: tuple[object, ...]) -> tuple[Any, ...] | None:
    """One row of a table an older file opened read-only may lack (then None:
    the migration that adds it could not run)."""
    try:
        row: tuple[Any, ...] | None = storage.db.execute(sql, params).fetchone()
    except sqlite3.OperationalError:
        if storage.read_only:
            return None
        raise
    return row


def load_phone_links(storage: Storage, game_id: int) -> dict[str, Any] | None:
    """What the phones of ``game_id`` held when it was last saved (None: nothing saved)."""
    row = _row(storage, "SELECT data FROM phone_links WHERE game_id=?", (game_id,))
    if row is None:
        return None
    try:
        data = json.loads(row[0])
    except json.JSONDecodeError:
        return None  # a damaged row costs the phones their links, never the game
    return data if isinstance(data, dict) else None


def save_phone_links(storage: Storage, game_id: int, data: dict[str, Any]) -> None:
    if storage.read_only:
        return  # the console said the file is read-only: the phones' links live in memory this time
    with storage._transaction():
        storage.db.execute(
            "INSERT INTO phone_links (game_id, data) VALUES (?, ?)"
            " ON CONFLICT(game_id) DO UPDATE SET data=excluded.data",
            (game_id, json.dumps(data, sort_keys=True)),
        )


def evening_value(storage: Storage, key: str) -> str | None:
    row = _row(storage, "SELECT value FROM evening WHERE key=?", (key,))
    return None if row is None else str(row[0])


def set_evening_value(storage: Storage, key: str, value: str) -> None:
    if storage.read_only:
        return
    with storage._transaction():
        storage.db.execute(
            "INSERT INTO evening (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value=excluded.value",
            (key, value),
        )


def save_host_seat(storage: Storage, game_id: int, host_seat: int | None) -> None:
    """The playing host's seat, chosen in the lobby (the saved game resumes with the right card)."""
    if storage.read_only:
        return
    with storage._transaction():
        storage.db.execute("UPDATE games SET host_seat=? WHERE id=?", (host_seat, game_id))


# -- the moderator's notes per seat (issue 16) -------------------------------------------------
# Free text the narrator writes on a seat of the grimoire: saved with the game, shown
# in no other view. An additive table, made when the first note is written (a file
# without it simply has no notes), so the format version stays as it is.

SEAT_NOTES_TABLE = (
    "CREATE TABLE IF NOT EXISTS seat_notes ("
    " game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
    " seat INTEGER NOT NULL, text TEXT NOT NULL, PRIMARY KEY (game_id, seat))"
)


def load_seat_notes(storage: Storage, game_id: int) -> dict[int, str]:
    """The notes of ``game_id`` by seat ({} when none was ever written)."""
    try:
        rows = storage.db.execute("SELECT seat, text FROM seat_notes WHERE game_id=?", (game_id,)).fetchall()
    except sqlite3.OperationalError:  # no such table: this file never held a note
        return {}
    return {int(seat): str(text) for seat, text in rows}


def save_seat_note(storage: Storage, game_id: int, seat: int, text: str) -> None:
    """Write one seat's note; an empty text removes it. Raises ``StorageError``."""
    with storage._transaction():
        storage.db.execute(SEAT_NOTES_TABLE)
        if text:
            storage.db.execute(
                "INSERT INTO seat_notes (game_id, seat, text) VALUES (?, ?, ?)"
                " ON CONFLICT(game_id, seat) DO UPDATE SET text=excluded.text",
                (game_id, seat, text),
            )
        else:
            storage.db.execute("DELETE FROM seat_notes WHERE game_id=? AND seat=?", (game_id, seat))


# -- the group's history (issue 26) -----------------------------------------------------------
# Who each player was across evenings is derived from the journals (names); only the
# moderator's "split" decisions are stored, in a table added when the first is made.

PEOPLE_TABLE = (
    "CREATE TABLE IF NOT EXISTS history_people ("
    " game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,"
    " seat INTEGER NOT NULL, person TEXT NOT NULL, PRIMARY KEY (game_id, seat))"
)


def load_people(storage: Storage) -> dict[tuple[int, int], str]:
    """The moderator's splits: (game, seat) → the person that player is (none stored: {})."""
    try:
        rows = storage.db.execute("SELECT game_id, seat, person FROM history_people").fetchall()
    except sqlite3.OperationalError:
        return {}  # no split was ever made (or an older file): every name is one person
    return {(int(game), int(seat)): str(person) for game, seat, person in rows}


def save_people(storage: Storage, people: dict[tuple[int, int], str]) -> None:
    """Store splits (additive: the table is created the first time)."""
    with storage._transaction():
        storage.db.execute(PEOPLE_TABLE)
        storage.db.executemany(
            "INSERT INTO history_people (game_id, seat, person) VALUES (?, ?, ?)"
            " ON CONFLICT(game_id, seat) DO UPDATE SET person=excluded.person",
            [(game, seat, person) for (game, seat), person in sorted(people.items())],
        )
