"""Three Factions' victory (IT-13) and the end of the game (P-05, IT-13.10)."""

from __future__ import annotations

from engine.model import GameState, Outcome, Phase
from engine.ruleset import Ruleset
from engine.ruleset_outcome import OutcomePoint
from engine.rulesets.three_factions.roles import ALIENO, ALIENS, LEADER_ALIENO, LUPO, VILLAGE, WOLF_ROLES, WOLVES
from engine.rulesets.three_factions.state import ext


class TFOutcome(Ruleset):
    """Who has won, checked where the book names it (IT-4.9): after each Pyre
    sequence and at the end of each night's resolution (at the dawn)."""

    outcome_points = frozenset({OutcomePoint.DAWN, OutcomePoint.DAY_END})

    def evaluate(self, state: GameState) -> Outcome | None:
        living = state.living()
        n = len(living)
        if n == 0:
            return Outcome((), (), reason="nobody_alive", draw=True)
        lupi = sum(LUPO in p.counts_as for p in living)
        alieni = sum(ALIENO in p.counts_as for p in living)
        leader = any(p.role == LEADER_ALIENO for p in living)  # D-22
        wolves_half, aliens_half = 2 * lupi >= n, 2 * alieni >= n
        wolves_left = any(p.role in WOLF_ROLES or LUPO in p.counts_as for p in living)
        village = not wolves_left and not leader
        if self.options(state)["victory_order"] == "village_first" and village:
            return self._team_win(state, VILLAGE, "village")
        if wolves_half and aliens_half:
            return self._team_win(state, ALIENS if leader else WOLVES, "tie_rule")  # IT-13.6
        if aliens_half:
            return self._team_win(state, ALIENS, "aliens_half")
        if wolves_half and not leader:
            return self._team_win(state, WOLVES, "wolves_half")
        if village:
            return self._team_win(state, VILLAGE, "village")
        return None

    def _team_win(self, state: GameState, side: str, reason: str) -> Outcome:
        sanctioned = ext(state).sanctioned
        winners = tuple(p.seat for p in state.players if p.wins_with == side and p.seat not in sanctioned)
        return Outcome((side,), winners, reason=reason)

    def end_game(self, state: GameState, outcome: Outcome) -> None:
        """P-05: the side, the winners, every role and every change (IT-13.10)."""
        state.outcome = outcome
        state.phase = Phase("over", state.phase.number)
        state.announce("game_over", sides=list(outcome.winning_teams), winners=list(outcome.winners))
        state.announce(
            "roles_revealed",
            roles=[p.role for p in state.players],
            changes=[dict(c) for c in ext(state).history],
        )
