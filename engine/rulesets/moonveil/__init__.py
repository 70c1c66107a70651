"""Moonveil Village (shared/rules/moonveil.md): the 250-role catalog, game types, the night pipeline."""

from engine.ruleset import register
from engine.rulesets.moonveil.catalog import ADVANCED_ROLES, CATALOG, SPECIAL_POOL
from engine.rulesets.moonveil.rules import Moonveil
from engine.rulesets.moonveil.themes import CLASSIC_MIXES, THEMES, themes_for

MOONVEIL = register(Moonveil())

__all__ = ["ADVANCED_ROLES", "CATALOG", "CLASSIC_MIXES", "MOONVEIL", "SPECIAL_POOL", "THEMES", "Moonveil", "themes_for"]
