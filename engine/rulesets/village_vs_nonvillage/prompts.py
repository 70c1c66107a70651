"""Who acts now in Village vs Non-village: the night's forms built from each player's
skills (NP-1 g), the Witch's and Prestige steps, the day's steps, the questions, the
ballots and their weights (ZH-10.3–10.4)."""

from __future__ import annotations

from fractions import Fraction

from engine.model import GameState
from engine.ruleset import Prompt, VotePrompt
from engine.rulesets.village_vs_nonvillage.events import (
    ABNORMAL_WEATHER,
    FESTIVAL,
    WOLF_KING_BIRTHDAY,
    events_of_day,
    occurred,
)
from engine.rulesets.village_vs_nonvillage.flow import VvnFlow
from engine.rulesets.village_vs_nonvillage.roles import (
    MADMAN,
    NONVILLAGE,
    VILLAGE,
    WEREWOLF,
)
from engine.rulesets.village_vs_nonvillage.state import ZhState, ext
from engine.rulesets.village_vs_nonvillage.steps import DayStep, NightStep

SHERIFF_WEIGHT = Fraction(3, 2)  # ZH-10.3

ASK_CHOICES: dict[str, tuple[str, ...]] = {
    "first_shot": ("first_shot", "pass"),
    "cry_injustice": ("cry_injustice", "pass"),
    "badge": ("pass_badge", "tear_badge"),
}


class VvnPrompts(VvnFlow):
    """Prompts and vote prompts."""

    def prompts(self, state: GameState) -> list[Prompt]:
        if state.over or not isinstance(state.ext, ZhState):
            return []
        step = state.phase.step
        if ext(state).asking:
            return [Prompt(a.seat, ASK_CHOICES[a.kind], slot=f"ask_{a.kind}") for a in ext(state).asking]
        if state.phase.kind == "night":
            if step == NightStep.ACTIONS:
                return [pr for p in state.living() for pr in self._action_prompts(state, p.seat)]
            if step == NightStep.WITCH:
                return self._witch_prompts(state)
            if step == NightStep.PRESTIGE:
                return [
                    Prompt(s, ("prestige", "pass"), slot="prestige")
                    for s, seats in sorted(ext(state).prestige_lists.items())
                    if state.players[s].alive and any(state.players[t].alive for t in seats)
                ]
            return []
        return self._day_prompts(state)

    def _action_prompts(self, state: GameState, seat: int) -> list[Prompt]:
        zh = ext(state)
        skills = zh.skills[seat]
        n = state.phase.number
        festival = FESTIVAL in events_of_day(state, n - 1)
        slots: list[tuple[str, tuple[str, ...]]] = []
        if "respect" in skills:
            slots.append(("respect", ("respect", "pass")))
        if "pipe" in skills and not festival:
            slots.append(("pipe", ("pipe", "pass")))
        if "supremacy" in skills and not festival:
            slots.append(("supremacy", ("supremacy", "pass")))
        if "attack" in skills:
            slots.append(("attack", ("attack", "pass")))
        if "verify" in skills:
            slots.append(("verify", ("verify", "pass")))
        if "bite" in skills or "pack_check" in skills:
            if festival and "bite" in skills:
                slots.append(("white_wolf", ("bite",)))  # ZH-5.11.1
            else:
                slots.append(("white_wolf", (*[a for a in ("pack_check", "bite") if a in skills], "pass")))
        if "lure" in skills and state.players[seat].uses.get("lure", 0) > 0:
            slots.append(("lure", ("lure", "pass")))
        if "divination" in skills:
            slots.append(("divine", ("divine", "pass")))
        if "crystal_ball" in skills:
            slots.append(("crystal", ("crystal_ball", "pass")))
        if "blame" in skills:
            slots.append(("blame", ("blame", "pass")))
        if "first_aid" in skills:
            slots.append(("first_aid", ("first_aid", "pass")))
        if "surgery" in skills:
            slots.append(("surgery", ("surgery", "pass")))
        if "new_moon" in skills:
            slots.append(("new_moon", ("new_moon", "pass")))
            if occurred(state, ABNORMAL_WEATHER):
                slots.append(("new_moon2", ("new_moon", "pass")))  # ZH-4.7.6
        if "lynch" in skills:
            slots.append(("lynch", ("lynch", "pass")))
        if n in zh.festival_nights and state.players[seat].wins_with == VILLAGE:
            slots.append(("festival_lynch", ("lynch", "pass")))  # ZH-5.11.3
        if seat in zh.extra_lynch.get(n, []):
            slots.append(("extra_lynch", ("extra_lynch", "pass")))  # ZH-6.4.1
        return [Prompt(seat, abilities, slot=slot) for slot, abilities in slots]

    def _witch_prompts(self, state: GameState) -> list[Prompt]:
        prompts = []
        for p in state.living():
            skills = ext(state).skills[p.seat]
            for potion in ("antidote", "poison"):
                if potion in skills and p.uses.get(potion, 0) > 0:
                    prompts.append(Prompt(p.seat, (potion, "pass"), slot=potion))
        return prompts

    def _day_prompts(self, state: GameState) -> list[Prompt]:
        zh = ext(state)
        step = state.phase.step
        prompts: list[Prompt] = []
        if step == DayStep.SHERIFF_RUN:
            prompts = [Prompt(s, ("run", "pass"), slot="sheriff") for s in state.living_seats()]
        elif step == DayStep.SHERIFF_WITHDRAW:
            prompts = [
                Prompt(s, ("withdraw", "pass"), slot="sheriff") for s in zh.sheriff_candidates if state.players[s].alive
            ]
        elif step == DayStep.DISCONTENT:
            prompts = [
                Prompt(p.seat, ("discontent", "pass"), slot="discontent")
                for p in state.living()
                if p.role == "scapegoat"
            ]
        day = state.phase.number
        if step not in ("", DayStep.DAWN, DayStep.RESOLVE) and day not in zh.crystal_days:
            prompts += [
                Prompt(p.seat, ("crystal_ball",), slot="crystal_day", required=False)
                for p in state.living()
                if "crystal_ball" in zh.skills[p.seat]
            ]
        return prompts

    def vote_prompts(self, state: GameState) -> list[VotePrompt]:
        if state.over or state.phase.kind != "day" or not isinstance(state.ext, ZhState):
            return []
        zh = ext(state)
        step = state.phase.step
        living = state.living_seats()
        if step in (DayStep.VOTE, DayStep.PK):
            voters = [s for s in living if step == DayStep.VOTE or s not in zh.tied]
            weights = self.ballot_weights(state, voters)
            prompts = []
            for s in voters:
                choices = [t for t in living if t != s] if step == DayStep.VOTE else list(zh.tied)
                prompts.append(VotePrompt(s, (*choices, None), weights[s]))
            return prompts
        if step in (DayStep.SHERIFF_VOTE, DayStep.SHERIFF_PK):
            candidates = zh.tied if step == DayStep.SHERIFF_PK else zh.sheriff_candidates
            voters = [s for s in living if s not in zh.sheriff_ran]  # ZH-11.4: who ran never votes
            weights = self.ballot_weights(state, voters, election=True)
            return [VotePrompt(s, (*candidates, None), weights[s]) for s in voters]
        return []

    def ballot_weights(self, state: GameState, voters: list[int], *, election: bool = False) -> dict[int, Fraction]:
        """ZH-10.3–10.4, ZH-5.9.1: 1, the sheriff 3/2; 0 for invalid ballots."""
        zh = ext(state)
        day = state.phase.number
        allowed = None if election else zh.cry_voters.get(day)
        birthday = WOLF_KING_BIRTHDAY in events_of_day(state, day)
        weights = {}
        for s in voters:
            p = state.players[s]
            weight = SHERIFF_WEIGHT if (s == zh.sheriff and not election) else Fraction(1)
            if allowed is not None and s not in allowed:
                weight = Fraction(0)
            if birthday and (p.role == WEREWOLF or (p.role == MADMAN and p.wins_with == NONVILLAGE)):
                weight = Fraction(0)
            weights[s] = weight
        return weights
