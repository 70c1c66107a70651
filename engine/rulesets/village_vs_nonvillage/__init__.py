"""Village vs Non-village (shared/rules/village_vs_nonvillage.md): the Chinese rule book."""

from engine.ruleset import register
from engine.rulesets.village_vs_nonvillage.rules import VillageVsNonvillage

VILLAGE_VS_NONVILLAGE = register(VillageVsNonvillage())

__all__ = ["VILLAGE_VS_NONVILLAGE", "VillageVsNonvillage"]
