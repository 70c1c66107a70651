"""Luna llena, the Spanish rule book (shared/rules/luna_llena.md)."""

from engine.ruleset import register
from engine.rulesets.luna_llena.rules import LunaLlena

LUNA_LLENA = register(LunaLlena())

__all__ = ["LUNA_LLENA", "LunaLlena"]
