"""The abilities of Village vs Non-village as validation (targets, uses, history).

Effects live in the resolution (``night.py``); what an ability may name lives
here, so the phone's buttons and the engine's checks share one code path.
"""

from __future__ import annotations

from typing import ClassVar

from engine.abilities import ANOTHER_LIVING, ANY_LIVING, NO_TARGET, Ability, Targeting
from engine.errors import IllegalTarget
from engine.model import GameState, PlayerState
from engine.refusals import Reason
from engine.rulesets.village_vs_nonvillage.state import ext

MAX_CRY = 5


class ZhAbility(Ability):
    """Base of this rule set's abilities."""


def simple(ability_id: str, rule: str, targeting: Targeting, uses: int | None = None) -> Ability:
    """An ability with no rule of its own beyond its targeting and uses."""
    cls = type(f"Zh_{ability_id}", (ZhAbility,), {"id": ability_id, "rule": rule, "targeting": targeting, "uses": uses})
    ability: Ability = cls()
    return ability


class Attack(ZhAbility):
    """ZH-6.6.6: never the same player two nights running (per attacker, the Madman too)."""

    id: ClassVar[str] = "attack"
    rule: ClassVar[str] = "ZH-6.6.6"
    targeting: ClassVar[Targeting] = ANOTHER_LIVING

    def refusal(self, state: GameState, actor: PlayerState, target: PlayerState) -> Reason | None:
        if ext(state).last_attack.get(actor.seat) == (state.phase.number - 1, target.seat):
            return Reason("zh.attack_twice")
        return None


class Pipe(ZhAbility):
    """ZH-6.2.4: never the same player twice in a game."""

    id: ClassVar[str] = "pipe"
    rule: ClassVar[str] = "ZH-6.2.4"
    targeting: ClassVar[Targeting] = ANOTHER_LIVING

    def refusal(self, state: GameState, actor: PlayerState, target: PlayerState) -> Reason | None:
        if target.seat in ext(state).pipe_targets:
            return Reason("zh.pipe_twice")
        return None


class Respect(ZhAbility):
    """ZH-5.5.3: never the same player twice (himself allowed, L78)."""

    id: ClassVar[str] = "respect"
    rule: ClassVar[str] = "ZH-5.5.3"
    targeting: ClassVar[Targeting] = ANY_LIVING

    def refusal(self, state: GameState, actor: PlayerState, target: PlayerState) -> Reason | None:
        if target.seat in ext(state).respect_targets:
            return Reason("zh.respect_twice")
        return None


class PrestigeKill(ZhAbility):
    """ZH-4.4.4: one seat from tonight's Prestige list."""

    id: ClassVar[str] = "prestige"
    rule: ClassVar[str] = "ZH-4.4.4"
    targeting: ClassVar[Targeting] = ANOTHER_LIVING

    def refusal(self, state: GameState, actor: PlayerState, target: PlayerState) -> Reason | None:
        if target.seat not in ext(state).prestige_lists.get(actor.seat, []):
            return Reason("zh.prestige_list")
        return None


class Supremacy(ZhAbility):
    """ZH-6.5.1–6.5.2: any number of pairs; a player once per night; a pair once per game."""

    id: ClassVar[str] = "supremacy"
    rule: ClassVar[str] = "ZH-6.5.2"
    targeting: ClassVar[Targeting] = Targeting(count=2, self_allowed=True, repeats=True)

    def check(self, state: GameState, actor: PlayerState, targets: tuple[int, ...]) -> None:
        if not targets or len(targets) % 2:
            raise IllegalTarget.of("zh.pairs_whole", rule=self.rule, player=actor.seat)
        if len(set(targets)) != len(targets):
            raise IllegalTarget.of("zh.pair_once_a_night", rule=self.rule, player=actor.seat)
        for seat in targets:
            if not 0 <= seat < len(state.players) or not state.players[seat].alive:
                raise IllegalTarget.of("zh.pairs_living", rule=self.rule, player=actor.seat)
        used = ext(state).pairs_used
        for pair in pairs_of(targets):
            if pair in used:
                raise IllegalTarget.of("zh.pair_twice", rule=self.rule, player=actor.seat)

    def candidates(self, state: GameState, actor: PlayerState) -> list[int]:
        return state.living_seats()


class CryInjustice(ZhAbility):
    """ZH-4.5.3: up to five living players (AMB-25)."""

    id: ClassVar[str] = "cry_injustice"
    rule: ClassVar[str] = "ZH-4.5.3"
    targeting: ClassVar[Targeting] = Targeting(count=1)

    def check(self, state: GameState, actor: PlayerState, targets: tuple[int, ...]) -> None:
        if not 1 <= len(targets) <= MAX_CRY or len(set(targets)) != len(targets):
            raise IllegalTarget.of("zh.one_to_five", rule=self.rule, player=actor.seat)
        for seat in targets:
            if not 0 <= seat < len(state.players) or not state.players[seat].alive:
                raise IllegalTarget.of("zh.injustice_living", rule=self.rule, player=actor.seat)


def pairs_of(targets: tuple[int, ...]) -> list[frozenset[int]]:
    return [frozenset({targets[i], targets[i + 1]}) for i in range(0, len(targets), 2)]


ABILITIES: dict[str, Ability] = {
    a.id: a
    for a in (
        simple("divine", "ZH-4.2.1", ANOTHER_LIVING),
        simple("antidote", "ZH-4.3.2", ANY_LIVING, uses=1),
        simple("poison", "ZH-4.3.5", ANY_LIVING, uses=1),
        PrestigeKill(),
        Respect(),
        simple("blame", "ZH-4.5.1", ANY_LIVING),
        CryInjustice(),
        simple("discontent", "ZH-5.6.1", ANOTHER_LIVING),
        simple("first_aid", "ZH-4.6.1", ANY_LIVING),
        simple("surgery", "ZH-5.7.1", ANY_LIVING),
        simple("new_moon", "ZH-4.7.1", NO_TARGET),
        simple("crystal_ball", "ZH-5.3.2", NO_TARGET),
        simple("pack_check", "ZH-6.1.2", ANOTHER_LIVING),
        simple("bite", "ZH-6.1.3", ANOTHER_LIVING),
        Pipe(),
        simple("lure", "ZH-6.4.6", ANOTHER_LIVING, uses=1),
        Supremacy(),
        Attack(),
        simple("verify", "ZH-3.12", ANOTHER_LIVING),
        simple("lynch", "ZH-3.11", ANOTHER_LIVING),
        simple("extra_lynch", "ZH-6.4.1", ANOTHER_LIVING),
        simple("first_shot", "ZH-4.1.1", ANOTHER_LIVING),
        simple("pass", "ZH-3.2", NO_TARGET),
        simple("run", "ZH-11.2", NO_TARGET),
        simple("withdraw", "ZH-11.4", NO_TARGET),
        simple("pass_badge", "ZH-11.9", ANOTHER_LIVING),
        simple("tear_badge", "ZH-11.9", NO_TARGET),
    )
}
