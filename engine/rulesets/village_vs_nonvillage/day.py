"""Village vs Non-village's day (DP-1 … DP-8): the dawn and its events, the agenda of
day steps, the sheriff election (ZH-11) and the execution vote (ZH-10)."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from engine.model import GameState, Phase
from engine.rulesets.village_vs_nonvillage.eliminations import (
    discontent,
    start_day_elimination,
    take_the_blame,
)
from engine.rulesets.village_vs_nonvillage.events import (
    DISCONTENT,
    EVENTS,
    SILENCE,
    apply_event,
)
from engine.rulesets.village_vs_nonvillage.nightfall import VvnNightfall
from engine.rulesets.village_vs_nonvillage.state import Ask, Entry, ext
from engine.rulesets.village_vs_nonvillage.steps import SHERIFF_STEPS, DayStep, Stage
from engine.voting import Ballot, plurality


class VvnDay(VvnNightfall):
    """The day's steps, each closed by the moderator's Advance."""

    def _dawn(self, state: GameState) -> None:
        zh = ext(state)
        day = zh.night
        state.phase = Phase("day", day, DayStep.DAWN)
        state.submissions = {}
        state.announce("day_breaks", number=day)
        events = self._choose_events(state, day)
        zh.events_by_day[day] = events
        for event in events:
            zh.events_occurred.append(event)
        if events:
            state.announce("events", events=events)  # ZH-4.7.4: never says whether chosen or drawn
        for event in events:
            apply_event(state, event)
        for seat in sorted(zh.surgery_loss):
            zh.skills[seat] = set()  # ZH-5.7.2
            state.tell(seat, "skills_lost")
        zh.surgery_loss = set()
        dead = sorted(zh.night_dead)
        integer = zh.post.integer if zh.post else []
        state.announce("night_result", seats=dead)  # ZH-3.21
        if integer:
            state.announce("full_attacks", seats=sorted(integer))  # ZH-6.6.5 (AMB-42)
        if zh.cry_voters.get(day) is not None:
            state.announce("cry_voters", seats=sorted(zh.cry_voters[day]))
        if zh.sheriff is not None and zh.sheriff in dead:
            zh.later.append(Ask("badge", zh.sheriff))  # ZH-11.9
        zh.day_dead = list(dead) if day == 1 else []  # ZH-12.1: after the badge (ZH-11.9)
        zh.night_dead = []
        zh.post = None
        agenda = []
        if day == 1 and self.options(state).get("sheriff") and zh.sheriff is None and not zh.badge_lost:
            agenda += [DayStep.SHERIFF_RUN, DayStep.SHERIFF_WITHDRAW, DayStep.SHERIFF_VOTE]
        if DISCONTENT in events and "scapegoat" in state.composition:
            agenda.append(DayStep.DISCONTENT)
        if SILENCE not in events:
            agenda.append(DayStep.DISCUSSION)
        agenda.append(DayStep.VOTE)
        zh.agenda = agenda
        zh.pipeline = [Stage.LAST_WORDS, Stage.AGENDA]

    def _choose_events(self, state: GameState, day: int) -> list[str]:
        """ZH-4.7: the Gypsy's valid choice(s), else one random event not yet occurred."""
        options = self.options(state)
        script = options.get("event_script") or {}
        forced = script.get(str(day))
        zh = ext(state)
        if forced is not None:
            return [str(e) for e in forced if e in EVENTS and e not in zh.events_occurred]
        if not options.get("events", True):
            return []
        chosen = [e for e in dict.fromkeys(zh.gypsy_choice) if e not in zh.events_occurred]
        zh.gypsy_choice = []
        if chosen:
            return chosen
        left = [e for e in EVENTS if e not in zh.events_occurred]
        return [state.rng.choice(left)] if left else []

    def _next_day_step(self, state: GameState) -> None:
        zh = ext(state)
        if not zh.agenda:
            self._open_night(state, state.phase.number + 1)
            return
        step = zh.agenda.pop(0)
        state.phase = Phase("day", state.phase.number, step)
        state.submissions = {}
        state.ballots = {}
        if step in (DayStep.VOTE, DayStep.SHERIFF_VOTE):
            state.announce("vote_open", vote=step, day=state.phase.number)

    def _advance_day(self, state: GameState) -> None:
        zh = ext(state)
        step = state.phase.step
        day = state.phase.number
        zh.pipeline = [Stage.AGENDA]
        if step == DayStep.SHERIFF_RUN:
            zh.sheriff_candidates = sorted(s for (s, _), sub in state.submissions.items() if sub.ability == "run")
            zh.sheriff_ran = list(zh.sheriff_candidates)
            if not zh.sheriff_candidates or len(zh.sheriff_candidates) == len(state.living()):
                self._no_sheriff(state)
            else:
                state.announce("sheriff_candidates", seats=zh.sheriff_candidates)
        elif step == DayStep.SHERIFF_WITHDRAW:
            gone = {s for (s, _), sub in state.submissions.items() if sub.ability == "withdraw"}
            zh.sheriff_candidates = [s for s in zh.sheriff_candidates if s not in gone]
            if len(zh.sheriff_candidates) == 1:
                self._elect(state, zh.sheriff_candidates[0])
            elif not zh.sheriff_candidates:
                self._no_sheriff(state)
            else:
                state.announce("sheriff_candidates", seats=zh.sheriff_candidates)
        elif step in (DayStep.SHERIFF_VOTE, DayStep.SHERIFF_PK):
            self._close_election(state, step)
        elif step == DayStep.DISCONTENT:
            discontent(state)
        elif step in (DayStep.VOTE, DayStep.PK):
            self._close_vote(state, step, day)

    def _no_sheriff(self, state: GameState) -> None:
        zh = ext(state)
        zh.agenda = [s for s in zh.agenda if s not in SHERIFF_STEPS]
        zh.sheriff_candidates = []
        state.announce("no_sheriff")

    def _elect(self, state: GameState, seat: int) -> None:
        zh = ext(state)
        zh.sheriff = seat
        zh.agenda = [s for s in zh.agenda if s not in SHERIFF_STEPS]
        zh.sheriff_candidates = []
        state.announce("sheriff_elected", seat=seat)

    def _tally(self, state: GameState, *, blame_day: int | None) -> dict[int | str | None, Fraction]:
        voters = [v.seat for v in self.current_vote_prompts(state)]
        weights = {v.seat: v.weight for v in self.current_vote_prompts(state)}
        ballots = [Ballot(s, state.ballots.get(s), weights[s]) for s in voters if weights[s] > 0]
        result = plurality(ballots, tie_break="none")
        totals = dict(result.totals)
        if blame_day is not None:
            totals = take_the_blame(state, blame_day, totals)
        return dict(totals)

    def _close_election(self, state: GameState, step: str) -> None:
        zh = ext(state)
        totals = self._tally(state, blame_day=None)
        state.announce("vote_totals", totals=_totals_param(totals))
        top = _top(totals)
        if len(top) == 1:
            self._elect(state, top[0])
        elif top and step == DayStep.SHERIFF_VOTE:
            zh.tied = top
            zh.agenda.insert(0, DayStep.SHERIFF_PK)  # ZH-11.7
            state.announce("sheriff_tie", seats=top)
        else:
            zh.badge_lost = True  # ZH-11.7: 警徽流失
            self._no_sheriff(state)
            state.announce("badge_lost")

    def _close_vote(self, state: GameState, step: str, day: int) -> None:
        zh = ext(state)
        totals = self._tally(state, blame_day=day)
        state.announce("vote_totals", totals=_totals_param(totals))  # ZH-10.7
        top = _top(totals)
        if len(top) == 1:
            state.announce("executed", seat=top[0])
            zh.tied = []
            start_day_elimination(state, [Entry(top[0], "execution")])
            return
        if top and step == DayStep.VOTE:
            zh.tied = top
            zh.agenda.insert(0, DayStep.PK)  # ZH-10.6
            state.announce("vote_tie", seats=top)
            return
        zh.tied = []
        state.announce("nobody_executed")

    def _last_words_day(self, state: GameState) -> None:
        zh = ext(state)
        if zh.day_dead and self.options(state).get("last_words"):
            state.announce("last_words", seats=list(zh.day_dead))  # ZH-12.3
        zh.day_dead = []


def _top(totals: Mapping[Any, Fraction]) -> list[int]:
    positive = {c: w for c, w in totals.items() if isinstance(c, int) and w > 0}
    if not positive:
        return []
    best = max(positive.values())
    return sorted(c for c, w in positive.items() if w == best)


def _totals_param(totals: Mapping[Any, Fraction]) -> list[list[Any]]:
    ordered = sorted(((c, w) for c, w in totals.items() if isinstance(c, int)), key=lambda cw: (-cw[1], cw[0]))
    return [[c, str(w)] for c, w in ordered]
