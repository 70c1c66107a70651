"""Moonveil setup: game types and composition validation (MV-1, MV-2.1, MV-3, §3).

* ``all_roles`` (the default, MV-1.1): W(N) = max(1, N // 4) Wolves, exactly one
  Villager, the other seats drawn with ``rng.sample`` from the special pool
  (Seer, Guardian, ADV#1…#246); the drawn subset is secret (MV-1.7).
* ``themes``: the same draw from a theme's pool; a shortage is filled with
  Villagers (DEC-MV-06); secret too.
* ``classic``: the host picks 1–49 Wolves, Seer on/off, Guardian on/off and any
  distinct advanced roles; every other seat is a Villager (public, DEC-MV-08).
* ``mix``: a saved classic preset by id (MV-1.10).
* ``manual``: the exact role list (DEC-MV-09, public).

Validation errors name the rule and say, in plain words, what to change.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from engine.errors import SetupError
from engine.rulesets.moonveil.catalog import CATALOG, SPECIAL_POOL, advanced_role
from engine.rulesets.moonveil.roles import GUARDIAN, SEER, VILLAGER, WOLF
from engine.rulesets.moonveil.themes import CLASSIC_MIXES, THEMES

MAX_WOLVES = 49
ALL_ROLES = "all_roles"
THEMES_TYPE = "themes"
CLASSIC = "classic"
MIX = "mix"
MANUAL = "manual"
GAME_TYPES = (ALL_ROLES, THEMES_TYPE, CLASSIC, MIX, MANUAL)
SECRET_TYPES = frozenset({ALL_ROLES, THEMES_TYPE})
"""Game types whose drawn roles are secret from everyone (MV-1.7); the others are public (DEC-MV-08)."""


def wolf_count(n: int) -> int:
    """W(N) = max(1, floor(N / 4)), always fewer than N / 2 for N ≥ 3 (MV-1.5, DEC-MV-02)."""
    return max(1, n // 4)


def draw_roles(n: int, pool: Sequence[str], rng: random.Random) -> list[str]:
    """W Wolves, one Villager, distinct specials drawn from ``pool`` (MV-1.3/1.4);
    a pool that runs short is dealt whole and the rest become Villagers (DEC-MV-06)."""
    wolves = wolf_count(n)
    seats = n - wolves - 1
    specials = rng.sample(list(pool), seats) if len(pool) >= seats else list(pool)
    return [WOLF] * wolves + [VILLAGER] * (n - wolves - len(specials)) + specials


def all_roles(n: int, options: Mapping[str, Any], rng: random.Random) -> list[str]:
    """All Roles (MV-1.1–1.7): every catalog special is eligible, nothing to unlock."""
    _no_host_choices(options)
    return draw_roles(n, SPECIAL_POOL, rng)


def themed_roles(n: int, options: Mapping[str, Any], rng: random.Random) -> list[str]:
    """A themed pool (MV-1.8, §3.3): the host names a theme, never individual roles (MV-1.9)."""
    _no_host_choices(options)
    if options.get("pool") is not None:
        return draw_roles(n, custom_pool(options["pool"]), rng)
    key = options.get("theme")
    theme = THEMES.get(str(key))
    if theme is None:
        raise SetupError.of("mv.unknown_theme", rule="MV-1.8", value=str(key))
    if not theme.min_players <= n <= theme.max_players:
        raise SetupError.of("mv.theme_players", rule="MV-1.8", least=theme.min_players, most=theme.max_players, count=n)
    return draw_roles(n, theme.pool, rng)


def custom_pool(value: Any) -> list[str]:
    """A host-made theme pool (DEC-MV-06): Seer, Guardian and advanced roles by id or number, each once."""
    if not isinstance(value, (list, tuple)) or not value:
        raise SetupError.of("mv.theme_pool", rule="MV-1.8")
    pool = [str(ref) if ref in (SEER, GUARDIAN) else _advanced_option([ref])[0] for ref in value]
    if len(set(pool)) != len(pool):
        raise SetupError.of("mv.pool_twice", rule="MV-2.1")
    return pool


def classic_roles(n: int, options: Mapping[str, Any]) -> list[str]:
    """The classic composition for ``n`` players (MV-3.1–3.6), plus distinct advanced roles (MV-2.1)."""
    wolves = _int_option(options, "wolves", max(1, n // 4))
    specials = [SEER] * bool(options.get("seer", True)) + [GUARDIAN] * bool(options.get("guardian", True))
    advanced = _advanced_option(options.get("advanced", []))
    roles = [WOLF] * wolves + specials + advanced
    check_composition(roles, n, villagers_fill=True)
    roles += [VILLAGER] * (n - len(roles))
    return roles


def mix_roles(n: int, options: Mapping[str, Any]) -> list[str]:
    """A saved classic preset (MV-1.10, §3.4)."""
    key = options.get("mix")
    mix = CLASSIC_MIXES.get(str(key))
    if mix is None:
        raise SetupError.of("mv.unknown_mix", rule="MV-1.10", value=str(key))
    if not mix.min_players <= n <= mix.max_players:
        raise SetupError.of("mv.mix_players", rule="MV-1.10", least=mix.min_players, most=mix.max_players, count=n)
    return classic_roles(n, mix.options())


def manual_roles(n: int, options: Mapping[str, Any]) -> list[str]:
    """The host's exact list (DEC-MV-09)."""
    roles = [str(r) for r in options.get("roles", [])]
    if len(roles) != n:
        raise SetupError.of("list_count", rule="MV-1.10", dealt=len(roles), count=n)
    unknown = sorted(set(roles) - set(CATALOG))
    if unknown:
        raise SetupError.of("unknown_roles", rule="MV-1.10", unknown=tuple(unknown))
    check_composition(roles, n)
    return roles


def check_composition(roles: list[str], n: int, *, villagers_fill: bool = False) -> None:
    """Raise a SetupError that says what is wrong, in plain words. With
    ``villagers_fill`` the remaining seats will be Villagers (classic)."""
    # Counted with ``list.count`` and a set, not a ``Counter`` (built in Python code, and the
    # deal's check and the deal itself each check a composition): the same tests, in order.
    wolves = roles.count(WOLF)
    if not 1 <= wolves <= MAX_WOLVES:
        raise SetupError.of("mv.wolf_count", rule="MV-3.1", most=MAX_WOLVES, count=wolves)
    if 2 * wolves >= n:
        raise SetupError.of("mv.too_many_wolves", rule="MV-3.5", count=wolves, players=n)
    specials = [role for role in roles if role != WOLF and role != VILLAGER]
    if len(set(specials)) != len(specials):
        for role in dict.fromkeys(specials):  # the first role named twice, in the order roles are listed
            if specials.count(role) > 1:
                raise SetupError.of("role_once", rule="MV-2.1", role=role)
    villagers = n - len(roles) if villagers_fill else roles.count(VILLAGER)
    if villagers < 1:
        raise SetupError.of("mv.no_villager", rule="MV-3.6")


def _advanced_option(value: Any) -> list[str]:
    """Advanced roles by id or ADV number, each at most once (MV-2.1)."""
    if not isinstance(value, (list, tuple)):
        raise SetupError.of("mv.advanced_list", rule="MV-2.1")
    roles = []
    for ref in value:
        try:
            roles.append(advanced_role(ref))
        except KeyError:
            raise SetupError.of("mv.not_advanced", rule="MV-2.1", value=str(ref)) from None
    return roles


def _no_host_choices(options: Mapping[str, Any]) -> None:
    """All Roles and themes draw by themselves (MV-1.9, DEC-MV-07): hand-picked counts are refused."""
    for key, rule in (("wolves", "MV-1.5"), ("advanced", "DEC-MV-07"), ("roles", "MV-1.9")):
        if options.get(key):
            raise SetupError.of("mv.type_draws_roles", rule=rule)


def _int_option(options: Mapping[str, Any], key: str, default: int) -> int:
    value = options.get(key, default)
    if isinstance(value, bool) or not isinstance(value, int):
        raise SetupError.of("mv.whole_number", rule="MV-3.1", option=key)
    return value
