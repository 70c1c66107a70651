"""Advancing Village vs Non-village: the night's input steps (``NightStep``), then the
elimination queue, the questions and the ``Stage``s that run without input."""

from __future__ import annotations

from collections.abc import Callable

from engine.commands import Advance
from engine.errors import Incomplete, WrongPhase
from engine.model import GameState, Phase
from engine.rulesets.village_vs_nonvillage.day import VvnDay
from engine.rulesets.village_vs_nonvillage.eliminations import (
    answer,
    drain,
    open_questions,
)
from engine.rulesets.village_vs_nonvillage.night import (
    night_post,
    open_prestige,
    open_witch,
    resolve_night,
)
from engine.rulesets.village_vs_nonvillage.roles import (
    ELDER,
    WITCH,
)
from engine.rulesets.village_vs_nonvillage.state import ZhState, ext
from engine.rulesets.village_vs_nonvillage.steps import NIGHT_STEPS, NightStep, Stage

#: The input steps after the declarations, each only when its role is in the public
#: setup, not when he is alive, so their timing tells nothing (AMB-08).
STEP_ROLE = {NightStep.WITCH: WITCH, NightStep.PRESTIGE: ELDER}
#: What each opens with: Spirit Sense (NP-7), the Prestige lists (NP-8).
STEP_OPENS: dict[NightStep, Callable[[GameState], None]] = {
    NightStep.WITCH: open_witch,
    NightStep.PRESTIGE: open_prestige,
}


class VvnFlow(VvnDay):
    """What the moderator's Advance does, and everything that follows until input is needed."""

    def check_advance(self, state: GameState, command: Advance) -> None:
        if state.phase.kind not in ("night", "day") or not isinstance(state.ext, ZhState):
            raise WrongPhase.of("nothing_to_close", rule="ZH-2.1")
        if not command.override:
            missing = self.current_missing(state)
            if missing:
                names = tuple(state.players[s].name for s in missing)
                raise Incomplete.of("waiting_for", rule="ZH-2.8", names=names)

    def advance(self, state: GameState, command: Advance) -> None:
        if ext(state).asking:
            self._answer_asks(state)
        elif state.phase.kind == "night":
            self._advance_night(state)
        else:
            self._advance_day(state)
        self.proceed(state)

    def _advance_night(self, state: GameState) -> None:
        """The next input step of the night (NP-7, NP-8), or the night's end (NP-9)."""
        order = [s for s in NIGHT_STEPS if s is NightStep.ACTIONS or STEP_ROLE[s] in state.composition]
        at = next((i for i, s in enumerate(order) if s == state.phase.step), len(order))
        following = order[at + 1 :]
        if following:
            state.phase = Phase("night", state.phase.number, following[0])
            STEP_OPENS[following[0]](state)
            return
        resolve_night(state)

    def proceed(self, state: GameState) -> None:
        """Run the elimination queue, questions and stages until input is needed."""
        zh = ext(state)
        while not state.over:
            if zh.asking:
                return
            if zh.queue:
                drain(self, state)
                continue
            if zh.later:
                zh.asking, zh.later = zh.later, []
                open_questions(state)
                return
            if not zh.pipeline:
                return
            stage = zh.pipeline.pop(0)
            if stage == Stage.NIGHT_POST:
                night_post(state)
            elif stage == Stage.DAWN:
                self._dawn(state)
            elif stage == Stage.LAST_WORDS:
                self._last_words_day(state)
            elif stage == Stage.AGENDA:
                self._next_day_step(state)

    def _answer_asks(self, state: GameState) -> None:
        zh = ext(state)
        for ask in zh.asking:
            sub = state.submissions.get((ask.seat, f"ask_{ask.kind}"))
            answer(state, ask, sub)
        zh.asking = []
