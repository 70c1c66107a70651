"""Abilities: small classes with their validation; rule sets give them effects.

An ability knows who it may target (``Targeting``), how many uses it has, and
any extra rule of its own (``refusal``). The rule set's resolution decides what
it does. ``legal_targets`` and ``check`` share one code path, so the console's
target picker, the phone's buttons and the engine's validation never disagree.
"""

from __future__ import annotations

from collections.abc import Container
from dataclasses import dataclass
from typing import ClassVar

from engine.errors import IllegalTarget, NoUsesLeft
from engine.model import GameState, PlayerState
from engine.refusals import Reason


@dataclass(frozen=True)
class Targeting:
    """Who an ability may name. ``count`` 0 means no target. ``repeats``: the targets
    come in groups of ``count``, any number of groups in one use, a seat in one group
    only (the Careerist's pairs, ZH-6.5.1): the ability's ``check`` says which groups
    it accepts, and the phone page and the console's row offer "add a group"."""

    count: int = 1
    self_allowed: bool = False
    others_allowed: bool = True
    dead_targets: bool = False
    repeats: bool = False


NO_TARGET = Targeting(count=0)
ANOTHER_LIVING = Targeting()
ANY_LIVING = Targeting(self_allowed=True)
SELF_ONLY = Targeting(self_allowed=True, others_allowed=False)
NOBODY: frozenset[int] = frozenset()


class Ability:
    """Base class. Subclasses set the class variables and may add a refusal."""

    id: ClassVar[str] = ""
    rule: ClassVar[str] = ""
    targeting: ClassVar[Targeting] = ANOTHER_LIVING
    uses: ClassVar[int | None] = None
    visits: ClassVar[bool] = True

    def refusal(self, state: GameState, actor: PlayerState, target: PlayerState) -> Reason | None:
        """A reason this target is refused by a rule of the ability itself, or None."""
        return None

    def refused_seats(self, state: GameState, actor: PlayerState) -> Container[int] | None:
        """The seats ``refusal`` refuses to ``actor`` now, found at once; None (the
        default): ``candidates`` asks ``refusal`` seat by seat. An ability whose rule
        can say it without a call per seat overrides both, and the two must agree
        (tests/engine/test_bot_games_fourth_pass.py checks every override)."""
        return None

    def shares_targets(self, state: GameState, actor: PlayerState) -> bool:
        """Whether ``actor``'s legal targets now are this ability's shared ones: the same
        ``candidates`` for every actor this says True for, on the same state. A prompt
        table then builds that view data once for all of them (``engine.views._prompts_of``:
        the two Wolves of a table). Default: never (each actor's are his own)."""
        return False

    def candidates(self, state: GameState, actor: PlayerState) -> list[int]:
        """Legal targets for one target slot, in player-list order."""
        t = self.targeting
        if t.count == 0 or (self.uses is not None and not self.has_uses(actor)):  # unlimited (most): no call
            return []
        if type(self)._target_ok is not Ability._target_ok:
            return [p.seat for p in state.players if self._target_ok(state, actor, p) is None]
        # The same tests as ``_target_ok``, inlined: this runs for every ability
        # of every prompt in every player view, and a method call per seat was
        # most of its cost. Abilities overriding ``_target_ok`` keep the slow path.
        me = actor.seat
        alive = not t.dead_targets
        # no rule of its own (it would say None to every seat), or the seats it refuses found at once
        refused = NOBODY if type(self).refusal is Ability.refusal else self.refused_seats(state, actor)
        if refused is not None and t.others_allowed:
            # the living (or dead) seats in order without the refused ones, then the actor
            # himself left out unless he may name himself (one comprehension: see ``living``)
            if alive and not refused:  # most abilities: the living seats (``living_seats``), no test per seat more
                found = [p.seat for p in state.players if p.alive]
            else:
                found = [p.seat for p in state.players if p.alive == alive and p.seat not in refused]
            if not t.self_allowed and me in found:
                found.remove(me)
            return found
        if refused is not None:
            return [
                p.seat
                for p in state.players
                if (t.self_allowed if p.seat == me else t.others_allowed) and p.alive == alive and p.seat not in refused
            ]
        refusal = self.refusal
        return [
            p.seat
            for p in state.players
            if (t.self_allowed if p.seat == me else t.others_allowed)
            and p.alive == alive
            and refusal(state, actor, p) is None
        ]

    def check(self, state: GameState, actor: PlayerState, targets: tuple[int, ...]) -> None:
        """Raise a typed error unless ``targets`` is a legal use right now."""
        self.check_uses(actor)
        if len(targets) != self.targeting.count:
            raise IllegalTarget.of(
                "target_count",
                rule=self.rule,
                player=actor.seat,
                ability=self.id,
                count=self.targeting.count,
                given=len(targets),
            )
        if len(targets) > 1 and len(set(targets)) != len(targets):  # one target is never named twice
            raise IllegalTarget.of("target_twice", rule=self.rule, player=actor.seat)
        for seat in targets:
            if not 0 <= seat < len(state.players):
                raise IllegalTarget.of("no_seat", rule=self.rule, player=actor.seat, seat=seat)
            reason = self._target_ok(state, actor, state.players[seat])
            if reason is not None:
                raise IllegalTarget.because(reason, rule=self.rule, player=actor.seat)

    def has_uses(self, actor: PlayerState) -> bool:
        return self.uses is None or actor.uses.get(self.id, self.uses) > 0

    def check_uses(self, actor: PlayerState) -> None:
        if self.uses is not None and actor.uses.get(self.id, self.uses) <= 0:
            raise NoUsesLeft.of("uses_spent", rule=self.rule, player=actor.seat, ability=self.id)

    def spend(self, actor: PlayerState) -> None:
        if self.uses is not None:
            actor.uses[self.id] = actor.uses.get(self.id, self.uses) - 1

    def _target_ok(self, state: GameState, actor: PlayerState, target: PlayerState) -> Reason | None:
        t = self.targeting
        if target.seat == actor.seat and not t.self_allowed:
            return Reason("target_self", {"ability": self.id})
        if target.seat != actor.seat and not t.others_allowed:
            return Reason("target_only_self", {"ability": self.id})
        if t.dead_targets and target.alive:
            return Reason("target_needs_dead", {"ability": self.id})
        if not t.dead_targets and not target.alive:
            return Reason("target_needs_living", {"ability": self.id})
        return self.refusal(state, actor, target)
