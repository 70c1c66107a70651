"""Moonveil's options, described for setup forms (engine/options.py; MV-1, MV-3, §3)."""

from __future__ import annotations

from engine.options import Choice, OptionKind, OptionSpec
from engine.rulesets.moonveil.catalog import ADVANCED_ROLES, CATALOG, SPECIAL_POOL
from engine.rulesets.moonveil.roles import VILLAGER, WOLF
from engine.rulesets.moonveil.setup import ALL_ROLES, CLASSIC, MANUAL, MAX_WOLVES, MIX, THEMES_TYPE
from engine.rulesets.moonveil.themes import CLASSIC_MIXES, THEMES

OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "game_type",
        OptionKind.CHOICE,
        ALL_ROLES,
        "game_type",
        "game_type.help",
        choices=(
            Choice(ALL_ROLES, "all_roles"),
            Choice(THEMES_TYPE, "themes"),
            Choice(CLASSIC, "classic_game"),
            Choice(MIX, "mix_game"),
            Choice(MANUAL, "manual_game"),
        ),
        selects_game_type=True,
    ),
    OptionSpec(
        "theme",
        OptionKind.CHOICE,
        next(iter(THEMES)),
        "theme",
        "theme.help",
        choices=tuple(Choice(theme.id, f"theme.{theme.id}", theme.names) for theme in THEMES.values()),
        game_types=(THEMES_TYPE,),
    ),
    OptionSpec(
        "pool",
        OptionKind.ROLES,
        None,
        "pool",
        "pool.help",
        game_types=(THEMES_TYPE,),
        roles=SPECIAL_POOL,
        optional=True,
    ),
    OptionSpec(
        "mix",
        OptionKind.CHOICE,
        next(iter(CLASSIC_MIXES)),
        "mix",
        "mix.help",
        choices=tuple(Choice(mix.id, f"mix.{mix.id}", mix.names) for mix in CLASSIC_MIXES.values()),
        game_types=(MIX,),
    ),
    OptionSpec(
        "wolves",
        OptionKind.INT,
        None,
        "wolves",
        "wolves.help",
        minimum=1,
        maximum=MAX_WOLVES,
        game_types=(CLASSIC,),
        optional=True,  # None: a quarter of the table (MV-1.5)
    ),
    OptionSpec("seer", OptionKind.BOOL, True, "seer", game_types=(CLASSIC,)),
    OptionSpec("guardian", OptionKind.BOOL, True, "guardian", game_types=(CLASSIC,)),
    OptionSpec(
        "advanced",
        OptionKind.ROLES,
        [],
        "advanced",
        "advanced.help",
        game_types=(CLASSIC,),
        roles=tuple(ADVANCED_ROLES),
    ),
    OptionSpec(
        "roles",
        OptionKind.ROLES,
        [],
        "cards",
        "cards.help",
        game_types=(MANUAL,),
        roles=tuple(CATALOG),
        repeatable=(WOLF, VILLAGER),
    ),
    OptionSpec("max_days", OptionKind.INT, 20, "max_days", "max_days.help", minimum=1, maximum=99),
    OptionSpec(
        "vote",
        OptionKind.CHOICE,
        "majority",
        "vote",
        "vote.help",
        choices=(Choice("majority", "majority"), Choice("plurality", "plurality")),
    ),
)
