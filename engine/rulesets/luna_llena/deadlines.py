"""Luna llena's server deadlines (LL-11, DEC-LL-52): every night and day step
ends at its own deadline, set when the step opens."""

from __future__ import annotations

from engine.model import GameState
from engine.rulesets.luna_llena.abilities import ext
from engine.rulesets.luna_llena.options import DEFAULT_DURATIONS


def set_deadline(state: GameState, key: str) -> None:
    """The deadline of the step ``key`` opening now; none when its duration is 0 or None."""
    durations = state.options.get("durations", DEFAULT_DURATIONS)
    seconds = durations.get(key) if isinstance(durations, dict) else None
    ext(state).deadline_ms = state.now_ms + int(seconds) * 1000 if seconds else None


def deadline_passed(state: GameState) -> bool:
    deadline = ext(state).deadline_ms
    return deadline is not None and state.now_ms >= deadline
