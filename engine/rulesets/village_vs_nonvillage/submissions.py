"""Village vs Non-village's submissions: slots named or filled in order, the New Moon's
and the Crystal Ball's options, what a phone offers beside targets, declared Bites."""

from __future__ import annotations

from engine.commands import Submit
from engine.errors import IllegalAction
from engine.model import GameState
from engine.ruleset import Prompt
from engine.rulesets.village_vs_nonvillage.declarations import (
    declare_bite,
    deliver_crystal,
)
from engine.rulesets.village_vs_nonvillage.events import (
    EVENTS,
    event_name,
    occurred,
)
from engine.rulesets.village_vs_nonvillage.prompts import VvnPrompts
from engine.rulesets.village_vs_nonvillage.state import ZhState, ext
from engine.view_types import AbilityRules

#: The longest Crystal Ball message, in characters (ZH-5.3.2).
CRYSTAL_TEXT = 200


class VvnSubmissions(VvnPrompts):
    """Checking and applying a submission."""

    def prompt_for(self, state: GameState, command: Submit) -> Prompt:
        """A player may hold several slots offering the same choice (``pass``, two
        New Moons, two Lynches): a submission names its slot, or fills the first open one."""
        self.check_actor(state, command.actor)
        matching = [
            p
            for p in self.current_prompts(state)
            if p.seat == command.actor
            and command.ability in p.abilities
            and (command.slot is None or command.slot == p.slot)
        ]
        free = [p for p in matching if (p.seat, p.slot) not in state.submissions]
        if free or matching:
            return (free or matching)[0]
        return super().prompt_for(state, command)

    def check_option(self, state: GameState, command: Submit) -> None:
        if command.ability == "new_moon":
            self._check_new_moon(state, command)
        elif command.ability == "crystal_ball":
            role, _, text = (command.option or "").partition(":")
            if role not in state.composition or not text.strip() or len(text) > CRYSTAL_TEXT:
                raise IllegalAction.of("zh.crystal_message", rule="ZH-5.3.2", player=command.actor)
        else:
            super().check_option(state, command)

    def _check_new_moon(self, state: GameState, command: Submit) -> None:
        event = command.option
        if event not in EVENTS:
            raise IllegalAction.of("zh.unknown_event", rule="ZH-4.7.1", player=command.actor)
        if occurred(state, event):
            raise IllegalAction.of("zh.event_happened", rule="ZH-5.1.2", player=command.actor)
        if event in self._events_chosen(state, command.actor):
            raise IllegalAction.of("zh.two_events", rule="ZH-4.7.6", player=command.actor)

    def _events_chosen(self, state: GameState, seat: int) -> list[str | None]:
        """The events this player's New Moons already name tonight (ZH-4.7.6)."""
        return [
            s.option for (actor, _slot), s in state.submissions.items() if actor == seat and s.ability == "new_moon"
        ]

    def ability_rules(self, state: GameState, seat: int, ability_id: str) -> AbilityRules:
        """What the phone offers beside the targets: the events still possible for New Moon,
        the roles a Crystal Ball message may go to, the pairs Supremacy already named."""
        if ability_id == "new_moon":
            chosen = self._events_chosen(state, seat)
            events = [e for e in EVENTS if not occurred(state, e) and e not in chosen]  # ZH-5.1.2, ZH-4.7.6
            return {"option": {"choices": events, "text": 0}}
        if ability_id == "crystal_ball":
            return {"option": {"choices": sorted(set(state.composition)), "text": CRYSTAL_TEXT}}  # ZH-5.3.2
        if ability_id == "supremacy" and isinstance(state.ext, ZhState):
            return {"excluded": sorted(sorted(p) for p in ext(state).pairs_used)}  # ZH-6.5.2
        return {}

    def option_label(self, ability_id: str, option: str, lang: str = "en") -> str:
        """A New Moon's event by its name (ZH-4.7.1); a Crystal Ball's addressee is a role."""
        if ability_id == "new_moon" and option in EVENTS:
            return event_name(option, lang)
        return super().option_label(ability_id, option, lang)

    def apply_submit(self, state: GameState, command: Submit) -> None:
        super().apply_submit(state, command)
        if command.ability == "bite":
            declare_bite(state, command.actor, command.targets[0])  # ZH-6.1.4
        elif command.ability == "crystal_ball" and state.phase.kind == "day":
            deliver_crystal(state, command.actor, command.option or "", set())  # ZH-5.3.2
            ext(state).crystal_days.add(state.phase.number)
