"""The forum's daily schedule as phase deadlines (IT-4.5, IT-4.6, D-35).

The engine reads no clock: ``Clock(now_ms)`` commands move ``state.now_ms``
(milliseconds since the deal) and the rule set closes every phase whose
deadline has passed. The ``deadlines`` option chooses how deadlines are set:

- ``{"mode": "manual"}`` (default): only the moderator's Advance closes phases;
- ``{"mode": "clock", "start": "21:00", "vote_close": "22:00", "action_deadline": "23:00",
  "dawn": "23:30"}``: wall-clock times; ``start`` is the time of day at ``now_ms == 0``
  (the app sends Clock commands in the moderator's local time, Europe/Rome in forum play);
- ``{"mode": "timer", "vote_close": 10, "action_deadline": 5, "dawn": 2}``: minutes after
  the phase opened (in-person play).
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any

from engine.errors import SetupError
from engine.model import Phase

DAY_MS = 24 * 60 * 60 * 1000
FORUM_TIMES = {"vote_close": "22:00", "action_deadline": "23:00", "dawn": "23:30"}
PHASE_DEADLINE = {"day": "vote_close", "night": "action_deadline", "review": "dawn"}


def minutes_of(text: str) -> int:
    """ "HH:MM" as minutes after midnight."""
    try:
        hours, minutes = (int(part) for part in str(text).split(":"))
    except ValueError:
        raise SetupError.of("tf.time_format", rule="D-35", value=str(text)) from None
    if not (0 <= hours < 24 and 0 <= minutes < 60):
        raise SetupError.of("tf.time_of_day", rule="D-35", value=str(text))
    return hours * 60 + minutes


def timer_ms(minutes: Any) -> int:
    """A timer's minutes as milliseconds; a timer is a number of minutes, 0 or more
    (a word, a yes/no, NaN or infinity would crash the deal, so it is refused)."""
    number = minutes if isinstance(minutes, (int, float)) and not isinstance(minutes, bool) else None
    if number is None or not math.isfinite(number) or number < 0:
        raise SetupError.of("tf.timer_minutes", rule="D-35", value=str(minutes))
    return int(number * 60_000)


def deadline_ms(config: Mapping[str, Any], phase: Phase, started_ms: int) -> int | None:
    """When the current phase closes by itself, or None (no deadline)."""
    mode = config.get("mode", "manual")
    key = PHASE_DEADLINE.get(phase.kind)
    if mode == "manual" or key is None or phase.step:
        return None
    if mode == "timer":
        minutes = config.get(key)
        return None if minutes is None else started_ms + timer_ms(minutes)
    if mode == "clock":
        epoch = minutes_of(config.get("start", "00:00")) * 60_000
        target = minutes_of(config.get(key, FORUM_TIMES[key])) * 60_000
        delta = (target - (epoch + started_ms)) % DAY_MS
        return started_ms + (delta or DAY_MS)
    raise SetupError.of("tf.deadline_mode", rule="D-35", value=str(mode))
