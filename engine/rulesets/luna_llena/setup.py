"""Luna llena setup: CLASSIC, RANDOM and TEST compositions (LL-3, LL-4, §3).

The draw is the sequential algorithm of §3.3 (DEC-LL-09): one ``rng.choice``
per slot over candidates in catalog order, the Lovers as a pair (size 2), the
King only with a protector, no duplicate specials. ``draw`` takes any object
with a ``choice`` method, so tests can stub it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, TypeVar

from engine.errors import SetupError
from engine.rulesets.luna_llena.roles import (
    ALPHA_WOLF,
    DOCTOR,
    EVIL,
    EVIL_POOL,
    GOOD_POOL,
    KING,
    LOVER,
    MYSTIC,
    PROTECTORS,
    REPEATABLE,
    ROLES,
    SEER,
    VILLAGER,
    WEREWOLF,
)

CLASSIC = "classic"
RANDOM = "random"
MODES = (CLASSIC, RANDOM)
PLAYER_COUNTS = (7, 8, 9)  # DEC-LL-14

T = TypeVar("T")


class Chooser(Protocol):
    def choice(self, seq: Sequence[T]) -> T: ...


def size(role: str) -> int:
    return 2 if role == LOVER else 1


def has_protector(roles: Sequence[str]) -> bool:
    return any(r in PROTECTORS for r in roles)


def candidates(pool: Sequence[str], slots: int, chosen: Sequence[str], fixed: Sequence[str]) -> list[str]:
    """The legal draws for the next slot, in catalog order (LL-4.3/4.4/4.5)."""
    taken = [*chosen, *fixed]
    return [
        r
        for r in pool
        if (r in REPEATABLE or r not in taken)
        and size(r) <= slots
        and not (r == KING and not has_protector(taken) and slots < 2)
    ]


def draw(pool: Sequence[str], slots: int, fixed: Sequence[str], rng: Chooser) -> list[str]:
    """§3.3: returns card ids (the Lovers as two ``lover`` cards)."""
    chosen: list[str] = []
    while slots > 0:
        options = candidates(pool, slots, chosen, fixed)
        if not options:
            raise SetupError.of("ll.no_compatible_role", rule="LL-4.5", slots=slots)
        role = rng.choice(options)
        chosen.append(role)
        slots -= size(role)
        if role == KING and not has_protector([*chosen, *fixed]):
            protector = rng.choice([p for p in PROTECTORS if p not in chosen and p not in fixed])
            chosen.append(protector)  # LL-4.4: the King brings a protector
            slots -= 1
    return [card for role in chosen for card in [role] * size(role)]


def pools(presence: bool) -> tuple[list[str], list[str]]:
    good = [r for r in GOOD_POOL if presence or r != MYSTIC]  # DEC-LL-08
    return good, list(EVIL_POOL)


def check_count(n: int) -> None:
    if n not in PLAYER_COUNTS:
        raise SetupError.of("ll.player_count", rule="LL-4.2", count=n)


def classic_roles(n: int, options: Mapping[str, Any], rng: Chooser) -> list[str]:
    """LL-3.1–3.4: the fixed compositions; 9 players draw three good specials."""
    check_count(n)
    base = [DOCTOR, SEER, WEREWOLF, ALPHA_WOLF]
    if n == 7:
        return [VILLAGER] * 3 + base  # LL-3.1
    if n == 8:
        return [VILLAGER] * 4 + base  # LL-3.2
    good, _ = pools(bool(options.get("presence", True)))
    specials_pool = [r for r in good if r not in (VILLAGER, SEER, DOCTOR)]
    specials = draw(specials_pool, 3, [DOCTOR, SEER], rng)  # LL-3.3
    return [VILLAGER] * 2 + [DOCTOR, SEER, *specials, WEREWOLF, ALPHA_WOLF]


def random_roles(n: int, options: Mapping[str, Any], rng: Chooser) -> list[str]:
    """LL-4.1/4.2: N-2 good slots, then 2 evil slots, each drawn by §3.3."""
    check_count(n)
    good, evil = pools(bool(options.get("presence", True)))
    return draw(good, n - 2, [], rng) + draw(evil, 2, [], rng)


def check_explicit(roles: Sequence[str]) -> None:
    """TEST mode (explicit Deal): the catalog's own constraints still hold."""
    counts = Counter(roles)
    unknown = sorted(set(roles) - set(ROLES))
    if unknown:
        raise SetupError.of("unknown_roles", rule="LL-12.0", unknown=tuple(unknown))
    check_count(len(roles))
    for role, count in counts.items():
        if role == LOVER and count not in (0, 2):
            raise SetupError.of("ll.lovers_pair", rule="LL-4.3")
        if role not in REPEATABLE and role != LOVER and count > 1:
            raise SetupError.of("ll.special_once", rule="LL-4.5", role=role)
    if not any(ROLES[r].team == EVIL for r in roles):
        raise SetupError.of("ll.needs_evil", rule="LL-1.1")
    if not any(ROLES[r].team != EVIL for r in roles):
        raise SetupError.of("ll.needs_good", rule="LL-1.2")
