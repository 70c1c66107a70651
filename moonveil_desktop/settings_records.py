"""The records the console's settings keep as JSON (``settings.AppSettings``): a table as
the New Table dialog set it up, and the narrated night's settings.

Apart from ``settings``, which the console reads before its first paint: a frozen
dataclass costs ~1 ms to define (Python writes and compiles its methods), and neither
record is read before a table is set up or a night narrated (start-up, issue 20).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from moonveil_desktop.catalog import LANGUAGES  # as settings.LANGUAGES: settings imports this module


@dataclass(frozen=True)
class TableSetup:
    """A table as the New Table dialog sets it up (what comes back next time)."""

    ruleset: str
    options: dict[str, Any] = field(default_factory=dict)
    seats: list[tuple[str, bool]] = field(default_factory=list)
    playing_host: bool = False

    @classmethod
    def from_json(cls, data: Any) -> TableSetup | None:
        """A setup from stored JSON data; None when it is not one (an old or damaged entry)."""
        if not isinstance(data, dict) or not isinstance(data.get("ruleset"), str):
            return None
        options = data.get("options")
        seats = [
            (str(seat[0]), bool(seat[1]))
            for seat in data.get("seats") or []
            if isinstance(seat, (list, tuple)) and len(seat) == 2
        ]
        return cls(data["ruleset"], options if isinstance(options, dict) else {}, seats, bool(data.get("playing_host")))


@dataclass(frozen=True)
class NarrationSettings:
    """The narrated night (docs/narration.md). ``voice`` "" = the first voice of the
    table's language; ``lang`` "" = the console's language; rate -10..10 (Qt's -1..1
    in tenths), volume 0..100, pauses in seconds between a step's end and the next."""

    voice: str = ""
    rate: int = 0
    volume: int = 80
    pause_min_s: int = 3
    pause_max_s: int = 7
    lang: str = ""
    muted: bool = False

    @classmethod
    def from_json(cls, data: Any) -> NarrationSettings:
        """Stored settings; a field that is missing or damaged keeps its default."""
        base = cls()
        if not isinstance(data, dict):
            return base

        def number(key: str, low: int, high: int) -> int:
            value = data.get(key)
            fallback = int(getattr(base, key))
            return min(high, max(low, value)) if isinstance(value, int) and not isinstance(value, bool) else fallback

        pause_min, pause_max = number("pause_min_s", 0, 60), number("pause_max_s", 0, 60)
        lang = data.get("lang")
        return cls(
            voice=str(data.get("voice") or ""),
            rate=number("rate", -10, 10),
            volume=number("volume", 0, 100),
            pause_min_s=min(pause_min, pause_max),
            pause_max_s=max(pause_min, pause_max),
            lang=lang if lang in LANGUAGES else "",
            muted=bool(data.get("muted")),
        )
