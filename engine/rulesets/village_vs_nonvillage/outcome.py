"""Village vs Non-village's failure check (ZH-9) and the end of the game; the check
runs after every single elimination (ZH-9.4), so the elimination sequence calls it."""

from __future__ import annotations

from engine.model import GameState, Outcome, Phase
from engine.ruleset import Ruleset
from engine.ruleset_outcome import OutcomePoint
from engine.rulesets.village_vs_nonvillage.roles import (
    NONVILLAGE,
    PILLARS,
    VILLAGE,
    WEREWOLF,
)
from engine.rulesets.village_vs_nonvillage.state import ext


class VvnOutcome(Ruleset):
    """Which faction has failed (ZH-9.1–9.2) and the end-of-game announcement (DP-0)."""

    outcome_points = frozenset({OutcomePoint.ELIMINATION})  # ZH-9.4: after every single elimination

    def evaluate(self, state: GameState) -> Outcome | None:
        living = state.living()
        if not any(p.wins_with == VILLAGE for p in living):
            return self._win(state, NONVILLAGE, "village_all_out")  # ZH-9.1
        if not any(p.role == WEREWOLF for p in living):
            return self._win(state, VILLAGE, "werewolves_out")  # ZH-9.2 (a)
        pillars = [p for p in state.players if p.role in PILLARS]
        if pillars and not any(p.alive for p in pillars):
            return self._win(state, VILLAGE, "pillars_out")  # ZH-9.2 (b)
        return None

    def _win(self, state: GameState, team: str, reason: str) -> Outcome:
        winners = tuple(p.seat for p in state.players if p.wins_with == team)  # ZH-9.5
        return Outcome((team,), winners, reason=reason)

    def end_game(self, state: GameState, outcome: Outcome) -> None:
        zh = ext(state)
        if state.phase.kind == "night" and zh.night_dead:
            state.announce("night_result", seats=sorted(zh.night_dead))
        state.outcome = outcome
        state.phase = Phase("over", state.phase.number)
        state.announce("game_over", teams=list(outcome.winning_teams), winners=list(outcome.winners))
        state.announce("roles_revealed", roles=[p.role for p in state.players])
