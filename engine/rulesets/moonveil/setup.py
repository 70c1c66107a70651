"""Moonveil setup: game types and composition validation (MV-1, MV-3, §3).

Classic: the host picks 1–49 Wolves, Seer on/off, Guardian on/off; every other
seat is a Villager. Manual: the exact role list. Both are public. Validation
errors name the rule and say, in plain words, what to change.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

from engine.errors import SetupError
from engine.rulesets.moonveil.roles import GUARDIAN, SEER, VILLAGER, WOLF

MAX_WOLVES = 49
CLASSIC = "classic"
MANUAL = "manual"


def classic_roles(n: int, options: Mapping[str, Any]) -> list[str]:
    """The classic composition for ``n`` players (MV-3.1–3.6), or SetupError."""
    wolves = _int_option(options, "wolves", max(1, n // 4))
    specials = [SEER] * bool(options.get("seer", True)) + [GUARDIAN] * bool(options.get("guardian", True))
    advanced = [str(a) for a in options.get("advanced", [])]
    roles = [WOLF] * wolves + specials + advanced
    roles += [VILLAGER] * (n - len(roles))
    check_composition(roles, n)
    return roles


def manual_roles(n: int, options: Mapping[str, Any]) -> list[str]:
    """The host's exact list (DEC-MV-09)."""
    roles = [str(r) for r in options.get("roles", [])]
    if len(roles) != n:
        raise SetupError(f"the manual list has {len(roles)} roles for {n} players", rule="MV-1.10")
    check_composition(roles, n)
    return roles


def check_composition(roles: list[str], n: int) -> None:
    """Raise a SetupError that says what is wrong, in plain words."""
    counts = Counter(roles)
    wolves = counts[WOLF]
    if not 1 <= wolves <= MAX_WOLVES:
        raise SetupError(f"choose between 1 and {MAX_WOLVES} Wolves (not {wolves})", rule="MV-3.1")
    if 2 * wolves >= n:
        raise SetupError(f"{wolves} Wolves are too many for {n} players: Wolves must be fewer than half", rule="MV-3.5")
    if len(roles) > n or counts[VILLAGER] < 1:
        raise SetupError("there must be at least one Villager: remove a role or add a player", rule="MV-3.6")
    for role, count in counts.items():
        if role not in (WOLF, VILLAGER) and count > 1:
            raise SetupError(f"the role {role!r} may appear only once", rule="MV-2.1")


def _int_option(options: Mapping[str, Any], key: str, default: int) -> int:
    value = options.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise SetupError(f"option {key!r} must be a whole number", rule="MV-3.1")
    return value
