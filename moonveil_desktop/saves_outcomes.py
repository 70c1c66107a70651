"""What the saved-games folder's rarer operations return (``saves_folder``): the other
console that holds the folder's lock, and the counts of a restore.

Apart from ``saves_folder``, which the console runs before its first paint: a frozen
dataclass costs ~1 ms to define (Python writes and compiles its methods), and neither
outcome comes at an ordinary start (start-up, issue 20).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class OtherConsole:
    pid: int
    host: str


@dataclass(frozen=True)
class Restored:
    games: int  # copied into the current file
    already_there: int  # the same game (rule set, seed, start time) was there already
    damaged: int  # games whose journal cannot be read: left in the kept file
