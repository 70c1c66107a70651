"""Three Factions' phase changes: the night opens and closes (IT-12.14), the review
delivers its results (IT-6.10), the dawn announces (P-01, P-02) and the day opens."""

from __future__ import annotations

from engine.model import Audience, GameState, Phase
from engine.ruleset_outcome import OutcomePoint
from engine.rulesets.three_factions.night import PACK_CHANNEL, TFNight, demon_trigger, resolve_night
from engine.rulesets.three_factions.outcome import TFOutcome
from engine.rulesets.three_factions.state import ext, tell


class TFPhases(TFOutcome):
    """Opening and closing the night, the review and the day."""

    def _enter(self, state: GameState, phase: Phase) -> None:
        state.phase = phase
        state.submissions = {}
        ext(state).phase_started_ms = state.now_ms

    def _open_night(self, state: GameState, number: int) -> None:
        self._enter(state, Phase("night", number))
        state.announce("night_falls", number=number)

    def _close_night(self, state: GameState) -> None:
        number = state.phase.number
        night = resolve_night(state, number)
        if night.demon_died:
            demon_trigger(state)  # IT-12.14
        self._deliver(state, night)
        self._enter(state, Phase("review", number))

    def _deliver(self, state: GameState, night: TFNight) -> None:
        """IT-6.10: private results together; every living player gets a card (M-15)."""
        told: set[int] = set()
        for seat, kind, params in night.queued():
            if seat is None:
                message = state.emit(Audience.team(PACK_CHANNEL), kind, **params)
                told |= message.recipients
            else:
                tell(state, seat, kind, **params)
                told.add(seat)
        if self.options(state)["nothing_to_report"]:
            for seat in state.living_seats():
                if seat not in told:
                    tell(state, seat, "nothing_to_report")
        for kind, params in night.reasons:
            state.note(kind, **params)
        memory = ext(state)
        memory.dawn = []
        if night.revived:
            memory.dawn.append(("revivals", {"seats": sorted(night.revived)}))  # P-02
        memory.dawn.append(("night_deaths", {"seats": sorted(s for s in night.died if not state.players[s].alive)}))

    def _dawn(self, state: GameState) -> None:
        for kind, params in ext(state).dawn:
            state.announce(kind, **params)
        ext(state).dawn = []
        if self.check_outcome(state, OutcomePoint.DAWN):
            return
        self._open_day(state, state.phase.number + 1)

    def _open_day(self, state: GameState, number: int) -> None:
        self._enter(state, Phase("day", number))
        state.ballots = {}
        ext(state).day_alive = set(state.living_seats())
        ext(state).vote_log = []
        state.announce("day_opens", number=number)
