"""Trial deals for the setup forms: the cards a book would deal at a table size.

A trial game is dealt with the book's proposed options and thrown away; its
composition is the proposal a deck editor starts from. Used only by the
moderator's own setup screens (the cards are the moderator's to choose).
"""

from __future__ import annotations

from engine.commands import Deal, SeatPlayer
from engine.errors import EngineError
from engine.game import Game
from engine.ruleset import Ruleset

TRIAL_SEED = 1


def proposed_cards(ruleset: Ruleset, seats: int) -> list[str] | None:
    """The cards of a deal with the book's proposed options at ``seats`` seats, or None
    when the book plays no game at that size."""
    try:
        game = Game(ruleset, ruleset.proposed_options(seats), TRIAL_SEED)
        for seat in range(seats):
            game.apply(SeatPlayer(f"P{seat + 1}"))
        game.apply(Deal())
    except EngineError:
        return None
    return list(game.state.composition)
