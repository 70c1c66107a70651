"""Moonveil Village (shared/rules/moonveil.md): classic roles, game types, the night pipeline."""

from engine.ruleset import register
from engine.rulesets.moonveil.rules import Moonveil

MOONVEIL = register(Moonveil())

__all__ = ["MOONVEIL", "Moonveil"]
