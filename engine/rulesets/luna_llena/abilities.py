"""Luna llena abilities: who each may name, their uses, their own refusals.

The effects live in the night and day pipelines (``night.py``, ``rules.py``),
because the order of steps is the rule (LL-9.5, LL-10.2), not the ability.
Ability ids are the vocabulary of docs/rulesets/luna_llena.md.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar

from engine.abilities import ANOTHER_LIVING, ANY_LIVING, NO_TARGET, Ability, Targeting
from engine.model import GameState, PlayerState
from engine.refusals import Reason
from engine.ruleset_book import state_access
from engine.rulesets.luna_llena.roles import EVIL, GOOD

AFK_MS = 60_000  # LL-11.4
EVIL_CHANNEL_FROM_NIGHT = "evil_channel_from_night"  # a converted Licántropo's flag: the night he joins (§2.3)


@dataclass
class LunaState:
    """Luna llena's own memory across phases (``GameState.ext``)."""

    deadline_ms: int | None = None
    start_ms: int = 0
    hexes: dict[int, int] = field(default_factory=dict)  # night number -> seat blocked (DEC-LL-18)
    silenced_nights: set[int] = field(default_factory=set)  # DEC-LL-20
    shields: dict[int, int] = field(default_factory=dict)  # day number -> shielded seat (DEC-LL-44)
    thefts: dict[int, tuple[int, int]] = field(default_factory=dict)  # day -> (thief, victim) (DEC-LL-34)
    team_at_death: dict[int, str] = field(default_factory=dict)  # DEC-LL-30
    lovers_spent: bool = False  # DEC-LL-24
    accused: int | None = None
    candidates: tuple[int, ...] = ()


ext = state_access(LunaState)


class LunaAbility(Ability):
    """A Luna llena ability. ``day`` abilities are used in the debate."""

    day: ClassVar[bool] = False

    def candidates(self, state: GameState, actor: PlayerState) -> list[int]:
        if self.uses is not None and actor.uses.get(self.id, self.uses) <= 0:
            return []  # nothing to offer once the use is spent (LL-6.3)
        return super().candidates(state, actor)


class Sleep(LunaAbility):
    """Everyone presses a night button, so nobody can tell who acts (DEC-LL-53)."""

    id = "sleep"
    rule = "DEC-LL-53"
    targeting = NO_TARGET


class JointAttack(LunaAbility):
    """An evil player's joint-attack vote: a living non-evil player (N-1, DEC-LL-12)."""

    id = "attack"
    rule = "LL-5.4"

    def refusal(self, state: GameState, actor: PlayerState, target: PlayerState) -> Reason | None:
        if target.wins_with == EVIL:
            return Reason("ll.attack_evil")
        return None


class AbstainAttack(LunaAbility):
    """ABSTAIN in the joint attack (DEC-LL-12): replaces an earlier vote."""

    id = "abstain"
    rule = "DEC-LL-12"
    targeting = NO_TARGET


class Pierce(LunaAbility):
    """The Vampiro's declaration; spent only when it cancels a protection (DEC-LL-21)."""

    id = "pierce"
    rule = "DEC-LL-21"
    targeting = NO_TARGET
    uses = 1


class Denounce(LunaAbility):
    id = "denounce"
    rule = "DEC-LL-22"


class Hex(LunaAbility):
    """The Bruja's day mark: blocks the target's action the next night (DEC-LL-17/18)."""

    id = "hex"
    rule = "DEC-LL-18"
    uses = 1
    day = True


class Shield(LunaAbility):
    """The Chamán lobo's day protection of another evil player (DEC-LL-44)."""

    id = "shield"
    rule = "DEC-LL-44"
    uses = 1
    day = True

    def refusal(self, state: GameState, actor: PlayerState, target: PlayerState) -> Reason | None:
        if target.wins_with != EVIL:
            return Reason("ll.shaman_shields_evil")
        return None


class Consult(LunaAbility):
    id = "consult"
    rule = "DEC-LL-27"


class Protect(LunaAbility):
    id = "protect"
    rule = "DEC-LL-26"
    targeting = ANY_LIVING


class Revive(LunaAbility):
    """A good player already dead when the night opened (DEC-LL-30)."""

    id = "revive"
    rule = "DEC-LL-30"
    targeting = Targeting(dead_targets=True)
    uses = 1

    def refusal(self, state: GameState, actor: PlayerState, target: PlayerState) -> Reason | None:
        if ext(state).team_at_death.get(target.seat, target.wins_with) != GOOD:
            return Reason("ll.priest_revives_good")
        return None


class Assassinate(LunaAbility):
    id = "assassinate"
    rule = "DEC-LL-28"


class Proclaim(LunaAbility):
    id = "proclaim"
    rule = "DEC-LL-32"


class Link(LunaAbility):
    id = "link"
    rule = "DEC-LL-31"


class Unveil(LunaAbility):
    """Only a player without valid presence for 60 s, checked now (LL-11.4, DEC-LL-33)."""

    id = "unveil"
    rule = "LL-11.4"

    def refusal(self, state: GameState, actor: PlayerState, target: PlayerState) -> Reason | None:
        if not is_afk(state, target.seat):
            return Reason("ll.not_afk")
        return None


class Steal(LunaAbility):
    id = "steal"
    rule = "DEC-LL-34"


class Visit(LunaAbility):
    id = "visit"
    rule = "DEC-LL-35"


class Confide(LunaAbility):
    id = "confide"
    rule = "DEC-LL-36"


def last_presence(state: GameState, seat: int) -> int:
    """Last valid presence; the deal counts as presence for everyone."""
    return max(state.presence_ms.get(seat, 0), ext(state).start_ms)


def is_afk(state: GameState, seat: int) -> bool:
    return state.now_ms - last_presence(state, seat) >= AFK_MS


ABILITIES: dict[str, LunaAbility] = {
    a.id: a
    for a in (
        Sleep(),
        JointAttack(),
        AbstainAttack(),
        Pierce(),
        Denounce(),
        Hex(),
        Shield(),
        Consult(),
        Protect(),
        Revive(),
        Assassinate(),
        Proclaim(),
        Link(),
        Unveil(),
        Steal(),
        Visit(),
        Confide(),
    )
}
DAY_ABILITIES = frozenset(a.id for a in ABILITIES.values() if a.day)

__all__ = ["ABILITIES", "AFK_MS", "ANOTHER_LIVING", "DAY_ABILITIES", "LunaAbility", "LunaState", "ext", "is_afk"]
