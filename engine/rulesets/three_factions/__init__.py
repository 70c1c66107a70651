"""Three Factions ("Tre Fazioni"): the Italian forum rule book (shared/rules/three_factions.md)."""

from engine.ruleset import register
from engine.rulesets.three_factions.rules import ThreeFactions

THREE_FACTIONS = register(ThreeFactions())

__all__ = ["THREE_FACTIONS", "ThreeFactions"]
