"""The outcome of a game of a rule book: whether it is over now, and how it ends.

A book writes ``evaluate`` (its victory rules, pure) and names the points of play
where they are checked (``outcome_points``); wherever play reaches such a point,
the night or the day calls ``check_outcome(state, point)``, which asks
``evaluate`` and, when the game is over, ends it with ``end_game``.
"""

from __future__ import annotations

from enum import StrEnum

from engine.model import GameState, Outcome, Phase
from engine.ruleset_book import BookData


class OutcomePoint(StrEnum):
    """Where in play a book may check its victory rules."""

    DAWN = "dawn"  # the night's results are out, before the day opens
    DAY_END = "day_end"  # the day's vote (and what it set off) is resolved, before the night
    ELIMINATION = "elimination"  # after every single elimination, wherever it happens


class RulesetOutcome(BookData):
    """The book's victory rules and the end of its games."""

    #: where this book checks its victory rules; ``check_outcome`` refuses any other point
    outcome_points: frozenset[OutcomePoint] = frozenset()

    def evaluate(self, state: GameState) -> Outcome | None:
        """The outcome if the game is over now, else None. Reads the state only.
        Default: a game never ends by itself."""
        return None

    def end_game(self, state: GameState, outcome: Outcome) -> None:
        """Record the outcome, close play ("over") and tell the table who won and every
        role. Books that announce more (a draw, personal wins, changes) override it."""
        state.outcome = outcome
        state.phase = Phase("over", state.phase.number)
        state.announce("game_over", teams=list(outcome.winning_teams), winners=list(outcome.winners))
        state.announce("roles_revealed", roles=[p.role for p in state.players])

    def check_outcome(self, state: GameState, point: OutcomePoint) -> bool:
        """Check the victory rules at ``point`` of play; end the game when they say it
        is over. True when the game ended here."""
        if point not in self.outcome_points:
            raise ValueError(f"{self.name} names no outcome check at {point.value!r} (outcome_points)")
        outcome = self.evaluate(state)
        if outcome is None:
            return False
        self.end_game(state, outcome)
        return True
