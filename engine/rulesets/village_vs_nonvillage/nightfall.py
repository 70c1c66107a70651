"""Night falls (NP-1): the night's number and X frozen, the Lynch succession, the
Public Enemy's Extra Lynch and the Festival's Lynch windows."""

from __future__ import annotations

from engine.model import GameState, Phase
from engine.rulesets.village_vs_nonvillage.outcome import VvnOutcome
from engine.rulesets.village_vs_nonvillage.roles import (
    INSANITY_ORDER,
    PUBLIC_ENEMY_ORDER,
    VILLAGE,
    WEREWOLF,
)
from engine.rulesets.village_vs_nonvillage.state import ext
from engine.rulesets.village_vs_nonvillage.steps import NightStep


class VvnNightfall(VvnOutcome):
    """Opening a night (NP-1)."""

    def _open_night(self, state: GameState, number: int) -> None:
        zh = ext(state)
        zh.night = number
        state.phase = Phase("night", number, NightStep.ACTIONS)
        state.submissions = {}
        state.ballots = {}
        zh.prestige_lists = {}
        zh.bite_final = {}
        zh.x = sum(1 for p in state.living() if p.role == WEREWOLF)  # ZH-6.6.2: frozen at night start
        state.announce("night_falls", number=number)
        self._insanity_succession(state)
        self._public_enemy(state, number)
        if number in zh.festival_nights:
            for p in state.living():
                if p.wins_with == VILLAGE:
                    state.tell(p.seat, "festival_lynch")

    def _insanity_succession(self, state: GameState) -> None:
        """ZH-5.2.3–5.2.4: one Lynch holder at a time (AMB-28)."""
        zh = ext(state)
        if "insanity" not in zh.events_occurred:
            return
        holder = zh.insanity_holder
        if holder is not None and state.players[holder].alive:
            return
        for role in INSANITY_ORDER:
            for p in state.players:
                if p.alive and p.role == role and p.wins_with == VILLAGE:
                    zh.skills[p.seat] = {"lynch"}
                    zh.insanity_holder = p.seat
                    state.tell(p.seat, "insanity_lynch")
                    return

    def _public_enemy(self, state: GameState, number: int) -> None:
        """ZH-6.4.1–6.4.4: one Extra Lynch per Treasure elimination, by priority."""
        zh = ext(state)
        for killers in zh.treasure_killed:
            recipient = None
            ranked = sorted(killers, key=lambda s: _priority(state.players[s].role))
            if ranked and state.players[ranked[0]].alive:
                recipient = ranked[0]
            if recipient is None:
                recipient = first_living_village(state, PUBLIC_ENEMY_ORDER)
            if recipient is not None:
                zh.extra_lynch.setdefault(number, []).append(recipient)
                state.tell(recipient, "extra_lynch_granted")
        zh.treasure_killed = []


def first_living_village(state: GameState, order: tuple[str, ...]) -> int | None:
    for role in order:
        for p in state.players:
            if p.alive and p.role == role and p.wins_with == VILLAGE:
                return p.seat
    return None


def _priority(role: str) -> int:
    return PUBLIC_ENEMY_ORDER.index(role) if role in PUBLIC_ENEMY_ORDER else len(PUBLIC_ENEMY_ORDER)
