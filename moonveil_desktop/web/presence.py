"""Heartbeats from phones → who is connected, and ``Presence`` inputs for the engine.

The engine has no clock: the application's clock (milliseconds since the deal)
is injected. A heartbeat is journaled as a ``Presence`` command at most once per
``every_ms`` per seat, which is plenty for a 60-second AFK rule and keeps the
journal small.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

Clock = Callable[[], int]

CONNECTED_WITHIN_MS = 30_000
PRESENCE_EVERY_MS = 10_000


class MonotonicClock:
    """Milliseconds on the monotonic clock since ``restart()`` (call it at the deal)."""

    def __init__(self) -> None:
        self._origin = time.monotonic()

    def restart(self) -> None:
        self._origin = time.monotonic()

    def __call__(self) -> int:
        return int((time.monotonic() - self._origin) * 1000)


@dataclass
class PresenceTracker:
    """Last heartbeat per seat (by the injected clock) and when it last reached the engine."""

    clock: Clock
    connected_within_ms: int = CONNECTED_WITHIN_MS
    every_ms: int = PRESENCE_EVERY_MS
    _seen: dict[int, int] = field(default_factory=dict)
    _sent: dict[int, int] = field(default_factory=dict)

    def heartbeat(self, seat: int) -> int | None:
        """Note a heartbeat; return the time to journal as ``Presence``, or None if too soon."""
        now = self.clock()
        self._seen[seat] = now
        last = self._sent.get(seat)
        if last is not None and 0 <= now - last < self.every_ms:
            return None
        self._sent[seat] = now
        return now

    def forget(self, seat: int) -> None:
        """A revoked phone is no longer connected."""
        self._seen.pop(seat, None)
        self._sent.pop(seat, None)

    def connected(self) -> list[int]:
        """Seats whose phone sent a heartbeat recently, for the console."""
        now = self.clock()
        return sorted(s for s, at in self._seen.items() if 0 <= now - at <= self.connected_within_ms)
