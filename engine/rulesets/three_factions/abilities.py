"""Three Factions' abilities: who each power may name, and its own refusals.

The effects are in ``night.py`` (the IT-12 order) and ``rules.py`` (the day).
``legal_targets`` and the engine's validation share these classes, so the
console, the phone buttons, the bots and the refusals never disagree.
"""

from __future__ import annotations

from typing import ClassVar

from engine.abilities import ANOTHER_LIVING, NO_TARGET, Ability, Targeting
from engine.errors import IllegalTarget
from engine.model import GameState, PlayerState
from engine.refusals import Reason
from engine.rulesets.three_factions.roles import ROLES
from engine.rulesets.three_factions.state import (
    LAST_PROTECTION,
    NIGHT,
    PYRE,
    ROLE_FLAGS,
    VISITED,
    death_cause,
    ext,
    refresh,
)

TWO_OTHERS = Targeting(count=2)
TWO_DEAD = Targeting(count=2, dead_targets=True)


class Nominate(Ability):
    """The Demon Wolf's daily nominee: any living player but himself (IT-7.9, D-21)."""

    id = "nominate"
    rule = "IT-7.9"
    targeting = ANOTHER_LIVING
    visits = False


class Bite(Ability):
    """The pack's one bite target: a player outside the pack (IT-7.2, IT-7.3).

    Normally a living one; but a player the Pure Spirit revives at step 9 can be
    bitten that same night (IT-10.39, D-23, T-28), and the pack cannot know who
    he revives, so from the Spirit's first night a dead player he could revive
    (a Pyre or night death) may be named too. If he is still dead at step 10,
    the bite has no effect (IT-12.12 iii)."""

    id = "bite"
    rule = "IT-7.3"
    targeting = ANOTHER_LIVING

    def refusal(self, state: GameState, actor: PlayerState, target: PlayerState) -> Reason | None:
        if target.seat in ext(state).pack:
            return Reason("tf.pack_member")
        return None

    def _target_ok(self, state: GameState, actor: PlayerState, target: PlayerState) -> Reason | None:
        if target.alive or target.seat == actor.seat:
            return super()._target_ok(state, actor, target)
        if not may_be_revived_tonight(state, target):
            return Reason("tf.bite_living")
        return self.refusal(state, actor, target)


def may_be_revived_tonight(state: GameState, target: PlayerState) -> bool:
    """Public facts only (the setup, the night, how he died): whether the Pure Spirit
    could bring this dead player back before the bite (IT-10.36, IT-10.37)."""
    return (
        "spirito_candido" in state.composition
        and spirit_too_early(state) is None
        and death_cause(state, target.seat) in (PYRE, NIGHT)
    )


def spirit_too_early(state: GameState) -> Reason | None:
    """Why the Pure Spirit may not revive now (not a night from his first, Night 3 by
    default: IT-10.36, option ``spirit_first_night``), or None once he may."""
    first = int(state.options.get("spirit_first_night", 3))
    if state.phase.kind != "night" or state.phase.number < first:
        return Reason("tf.spirit_from_night", {"night": first})
    return None


class Shift(Ability):
    """The Shapeshifter's shift, mode A or B in ``option`` (IT-7.19)."""

    id = "shift"
    rule = "IT-7.19"
    targeting = NO_TARGET
    visits = False
    modes = ("A", "B")


class Abduct(Ability):
    """The Alien Leader's abduction; the role guess is the ``option`` (IT-9.2, IT-9.3)."""

    id = "abduct"
    rule = "IT-9.2"
    targeting = ANOTHER_LIVING


class Examine(Ability):
    """The Blind Seer: [target, recipient], two different living players, neither himself (IT-10.2, D-24)."""

    id = "examine"
    rule = "IT-10.2"
    targeting = TWO_OTHERS


class Protect(Ability):
    """The Guard: another living player, not the one she actually protected last night (IT-10.11, IT-10.14)."""

    id = "protect"
    rule = "IT-10.14"
    targeting = ANOTHER_LIVING

    def refusal(self, state: GameState, actor: PlayerState, target: PlayerState) -> Reason | None:
        last = actor.flags.get(LAST_PROTECTION)
        if last is not None and last == [state.phase.number - 1, target.seat]:
            return Reason("tf.guard_twice")
        return None


class Host(Ability):
    """The Harlot's guest: another living player she never visited (IT-10.21, IT-10.22)."""

    id = "host"
    rule = "IT-10.22"
    targeting = ANOTHER_LIVING

    def refusal(self, state: GameState, actor: PlayerState, target: PlayerState) -> Reason | None:
        visits = actor.flags.get(VISITED, [])
        if state.options.get("harlot_repeat", "never") == "consecutive":
            if [state.phase.number - 1, target.seat] in visits:
                return Reason("tf.harlot_twice_in_row")
            return None
        if any(seat == target.seat for _, seat in visits):
            return Reason("tf.harlot_never_twice")
        return None


class Shield(Ability):
    """The MIB J's shield against the abduction (IT-10.55, D-16)."""

    id = "shield"
    rule = "IT-10.55"
    targeting = ANOTHER_LIVING


class Probe(Ability):
    """The MIB K's probe: ALIENO or not (IT-10.51, D-27)."""

    id = "probe"
    rule = "IT-10.51"
    targeting = ANOTHER_LIVING


class Revive(Ability):
    """The Pure Spirit, once, from Night 3: one Pyre-dead and one night-dead (IT-10.36–10.38)."""

    id = "revive"
    rule = "IT-10.36"
    targeting = TWO_DEAD
    uses: ClassVar[int | None] = 1

    def refusal(self, state: GameState, actor: PlayerState, target: PlayerState) -> Reason | None:
        early = spirit_too_early(state)
        if early is not None:
            return early
        if death_cause(state, target.seat) not in (PYRE, NIGHT):
            return Reason("tf.revive_how")
        return None

    def check(self, state: GameState, actor: PlayerState, targets: tuple[int, ...]) -> None:
        super().check(state, actor, targets)
        causes = sorted(death_cause(state, seat) for seat in targets)
        if causes != sorted([PYRE, NIGHT]):
            raise IllegalTarget.of("tf.pyre_and_night", rule="IT-10.38", player=actor.seat)


TWO_DEAD_ONE = Targeting(count=1, dead_targets=True)


def revivable(state: GameState, cause: str) -> list[int]:
    """Dead players whose latest death has ``cause`` (PYRE or NIGHT)."""
    return [p.seat for p in state.players if not p.alive and death_cause(state, p.seat) == cause]


class ReviveOne(Revive):
    """Option ``spirit_single_revival`` (D-23 config): one revival when the other group is empty.
    It spends the same single use as ``revive``."""

    id = "revive_one"
    rule = "IT-10.38"
    targeting = TWO_DEAD_ONE
    uses = None

    def check_uses(self, actor: PlayerState) -> None:
        ABILITIES["revive"].check_uses(actor)

    def spend(self, actor: PlayerState) -> None:
        ABILITIES["revive"].spend(actor)

    def refusal(self, state: GameState, actor: PlayerState, target: PlayerState) -> Reason | None:
        reason = super().refusal(state, actor, target)
        if reason is not None:
            return reason
        if not state.options.get("spirit_single_revival", False):
            return Reason("tf.revive_two")
        other = NIGHT if death_cause(state, target.seat) == PYRE else PYRE
        if revivable(state, other):
            return Reason("tf.revive_one_each")
        return None

    def check(self, state: GameState, actor: PlayerState, targets: tuple[int, ...]) -> None:
        Ability.check(self, state, actor, targets)


ABILITIES: dict[str, Ability] = {
    a.id: a
    for a in (
        Nominate(),
        Bite(),
        Shift(),
        Abduct(),
        Examine(),
        Protect(),
        Host(),
        Shield(),
        Probe(),
        Revive(),
        ReviveOne(),
    )
}


def give_role(player: PlayerState, role: str) -> None:
    """A (new) role with its base attributes, its uses, and no role-specific state.

    It lives beside ABILITIES (not in state.py) because a role's uses come from
    its abilities: state.py would otherwise import this module back."""
    player.role = role
    for key in ROLE_FLAGS:
        player.flags.pop(key, None)
    player.uses = {a: u for a in ROLES[role].abilities if (u := ABILITIES[a].uses) is not None}
    refresh(player)
