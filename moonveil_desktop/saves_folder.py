"""The data folder: one console at a time, and its saved-games file opened with
every failure said in plain, translated words (issue 21).

- **One console per folder.** A ``QLockFile`` (``moonveil.lock``, holding the
  pid, host and program name) is taken at start. A second console on the same
  folder opens the saved games read-only and names the other one: two writers
  on one journal would acknowledge commands the other then undoes. A lock left
  by a crash is stale (its process is gone) and is taken over.
- **Opening classifies** (``storage.StorageError.problem``): only a damaged or
  an empty file is moved aside (kept, never overwritten) and a new one started;
  a newer version's file or one this user cannot read is left exactly as it is
  and nothing is saved this session; a read-only file or folder is opened for
  reading and says so.
"""

from __future__ import annotations

import atexit
import contextlib
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QLockFile

from moonveil_desktop.catalog import QT_TRANSLATE_NOOP
from moonveil_desktop.storage import (
    BUSY,
    CONFLICT,
    DAMAGED,
    DAMAGED_GAME,
    DISK_ERROR,
    DISK_FULL,
    EMPTY,
    FILE_NAME,
    FOLDER_READ_ONLY,
    NEWER,
    NO_GAME,
    NO_PERMISSION,
    READ_ONLY,
    Storage,
    StorageError,
)

if TYPE_CHECKING:  # another console holding the folder, a restore: rare, not at start-up
    from moonveil_desktop.saves_outcomes import OtherConsole, Restored

CONTEXT = "SavedGames"
LOCK_NAME = "moonveil.lock"
MOVED_ASIDE = {DAMAGED: "unreadable", EMPTY: "empty"}  # the only problems that move a file aside

PROBLEM_WORDS = {
    DAMAGED: QT_TRANSLATE_NOOP("SavedGames", "The saved-games file {file} is damaged or is not a Moonveil file."),
    EMPTY: QT_TRANSLATE_NOOP("SavedGames", "The saved-games file {file} is empty (0 bytes): it holds no games."),
    NEWER: QT_TRANSLATE_NOOP(
        "SavedGames",
        "The saved-games file {file} was written by a newer version of Moonveil Desktop. "
        "Update Moonveil Desktop to open it; the file was left as it is.",
    ),
    NO_PERMISSION: QT_TRANSLATE_NOOP(
        "SavedGames",
        "You are not allowed to read the saved-games file {file}. It was left as it is; check its permissions.",
    ),
    FOLDER_READ_ONLY: QT_TRANSLATE_NOOP(
        "SavedGames", "The folder {folder} cannot be written, so no saved-games file can be made there."
    ),
    READ_ONLY: QT_TRANSLATE_NOOP(
        "SavedGames",
        "The saved games are open read-only: you can look at them, but nothing can be played or changed here.",
    ),
    DISK_FULL: QT_TRANSLATE_NOOP(
        "SavedGames", "The disk is full: this was not saved and did not happen. Free some space and try again."
    ),
    DISK_ERROR: QT_TRANSLATE_NOOP(
        "SavedGames",
        "The saved-games file could not be written (a disk error): this was not saved and did not happen. "
        "Check the disk and try again.",
    ),
    BUSY: QT_TRANSLATE_NOOP(
        "SavedGames", "The saved-games file is busy (another program is writing to it). Try again in a moment."
    ),
    CONFLICT: QT_TRANSLATE_NOOP(
        "SavedGames",
        "Another console has changed this game: this was not saved and did not happen. Play on the other console.",
    ),
    DAMAGED_GAME: QT_TRANSLATE_NOOP(
        "SavedGames", "Saved game {game} is damaged (its command {command} cannot be read). The other games are fine."
    ),
    NO_GAME: QT_TRANSLATE_NOOP("SavedGames", "There is no saved game number {game}."),
}
KEPT_ASIDE = QT_TRANSLATE_NOOP("SavedGames", "It was kept as {aside}; a new saved-games file was started.")
NOT_SAVED = QT_TRANSLATE_NOOP("SavedGames", "Games will not be saved this session.")
OTHER_CONSOLE = QT_TRANSLATE_NOOP(
    "SavedGames",
    "Another Moonveil Desktop (process {pid} on {host}) is using this data folder. "
    "Its saved games were opened read-only here: you can look at them but not play. "
    "Play on the other console, or close it and start this one again.",
)


def translated(source: str, **values: str | int) -> str:
    return QCoreApplication.translate(CONTEXT, source).format(**values)


def problem_words(error: StorageError) -> str:
    """A ``StorageError`` in the moderator's words (never a raw SQLite message)."""
    return translated(PROBLEM_WORDS.get(error.problem, PROBLEM_WORDS[DISK_ERROR]), **error.details)


def read_only_words() -> str:
    return translated(PROBLEM_WORDS[READ_ONLY])


_held: dict[Path, QLockFile] = {}  # the folders this process holds (one console, maybe many windows in tests)


def lock_folder(data_dir: Path) -> OtherConsole | None:
    """Take the folder's lock; None when this process holds it (a stale lock
    of a crashed console is taken over), else who holds it."""
    key = data_dir.resolve()
    if key in _held:
        return None
    lock = QLockFile(str(key / LOCK_NAME))
    lock.setStaleLockTime(0)  # never stale by age: a long evening is not a crash; a dead pid is
    if lock.tryLock(0):
        _held[key] = lock
        return None
    if lock.error() != QLockFile.LockError.LockFailedError:
        return None  # the lock cannot be written (read-only folder): the file opens read-only anyway
    info = lock.getLockInfo()
    pid, host = (info[0], info[1]) if isinstance(info, tuple) and len(info) >= 2 else (0, "?")
    from moonveil_desktop.saves_outcomes import OtherConsole

    return OtherConsole(int(pid), str(host))


def release_folder(data_dir: Path) -> None:
    lock = _held.pop(data_dir.resolve(), None)
    if lock is not None:
        lock.unlock()


@atexit.register
def _release_all() -> None:
    for key in list(_held):
        release_folder(key)


@dataclass
class OpenedSaves:
    storage: Storage | None
    notice: str | None  # what the moderator should be told, in plain words


def open_saves(data_dir: Path, file_name: str = FILE_NAME) -> OpenedSaves:
    """The folder's saved-games file, locked for this console when it can be."""
    with contextlib.suppress(OSError):  # Storage says it in plain words
        data_dir.mkdir(parents=True, exist_ok=True)
    other = lock_folder(data_dir) if data_dir.is_dir() else None
    path = data_dir / file_name
    if other is not None:
        return _open_read_only(path, translated(OTHER_CONSOLE, pid=other.pid, host=other.host))
    try:
        storage = Storage(path)
    except StorageError as error:
        return _open_after(error, path)
    return OpenedSaves(storage, read_only_words() if storage.read_only else None)


def _open_read_only(path: Path, notice: str) -> OpenedSaves:
    try:
        return OpenedSaves(Storage(path, read_only=True), notice)
    except StorageError as error:
        return OpenedSaves(None, " ".join((notice, problem_words(error), translated(NOT_SAVED))))


def _open_after(error: StorageError, path: Path) -> OpenedSaves:
    """Move aside only what cannot be ours any more; leave everything else as it is."""
    words = problem_words(error)
    if error.problem not in MOVED_ASIDE:
        return OpenedSaves(None, f"{words} {translated(NOT_SAVED)}")
    aside = path.with_name(f"{path.name}.{MOVED_ASIDE[error.problem]}-{int(time.time())}")
    try:
        for suffix in ("", "-wal", "-shm"):  # its write-ahead log belongs to it, not to the new file
            part = path.with_name(path.name + suffix)
            if part.exists():
                part.rename(aside.with_name(aside.name + suffix))
        storage = Storage(path)
    except (OSError, StorageError):
        return OpenedSaves(None, f"{words} {translated(NOT_SAVED)}")
    return OpenedSaves(storage, f"{words} {translated(KEPT_ASIDE, aside=aside.name)}")


# -- the Saved games window's work (no widgets here) ---------------------------------
def kept_aside(data_dir: Path, file_name: str = FILE_NAME) -> list[Path]:
    """Files moved aside at start (this version's and older ones'), newest first."""
    prefixes = tuple(f"{file_name}.{reason}-" for reason in MOVED_ASIDE.values())
    found = [
        path
        for path in data_dir.glob(f"{file_name}.*")
        if path.name.startswith(prefixes) and not path.name.endswith(("-wal", "-shm"))
    ]
    return sorted(found, key=lambda path: path.stat().st_mtime, reverse=True)


def damaged_games(storage: Storage) -> set[int]:
    """The games whose journal cannot be read (each is listed, none is hidden)."""
    damaged = set()
    for record in storage.games():
        try:
            storage.commands(record.id)
        except StorageError:
            damaged.add(record.id)
    return damaged


def export_journal(storage: Storage, game_id: int) -> dict[str, Any]:
    """One game as JSON: its settings and its journal (``command_to_dict`` rows);
    ``engine.game.replay`` rebuilds the game from exactly this."""
    from engine.commands import command_to_dict

    record = storage.game(game_id)
    return {
        "format": "moonveil-game",
        "version": 1,
        "ruleset": record.ruleset,
        "options": record.options,
        "seed": record.seed,
        "mode": record.mode,
        "host_seat": record.host_seat,
        "players": record.players,
        "finished": record.finished,
        "commands": [command_to_dict(command) for command in storage.commands(game_id)],
    }


def restore_games(storage: Storage, kept: Path) -> Restored:
    """Copy every readable game of a kept-aside file into the current one. The
    kept file is only read (never changed), so restoring can be tried again
    after the cause is fixed; raises ``StorageError`` if it still cannot be opened."""
    source = Storage(kept, read_only=True)
    try:
        present = {(g.ruleset, g.seed, g.created) for g in storage.games()}
        copied = same = damaged = 0
        for record in reversed(source.games()):  # oldest first: they keep their order
            if (record.ruleset, record.seed, record.created) in present:
                same += 1
                continue
            try:
                commands = source.commands(record.id)
            except StorageError:
                damaged += 1
                continue
            storage.import_game(record, commands)
            copied += 1
        from moonveil_desktop.saves_outcomes import Restored

        return Restored(copied, same, damaged)
    finally:
        source.close()
