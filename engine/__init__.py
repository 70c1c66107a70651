"""Moonveil's rules engine: pure, deterministic, event-sourced.

No Qt, no asyncio, no I/O and no clock here (the command-line front aside).
"""

from engine.commands import Advance, Clock, Command, Deal, Presence, Say, SeatPlayer, Submit, Vote
from engine.errors import EngineError
from engine.game import Game, replay
from engine.ruleset import find_ruleset, ruleset_names

# The books register themselves on import. The package, not the core module
# engine.ruleset, brings them in, so no module of the core imports a book.
import engine.rulesets  # noqa: F401  isort: skip

__all__ = [
    "Advance",
    "Clock",
    "Command",
    "Deal",
    "EngineError",
    "Game",
    "Presence",
    "Say",
    "SeatPlayer",
    "Submit",
    "Vote",
    "find_ruleset",
    "replay",
    "ruleset_names",
]
