"""Rule set packages. Importing this package registers every rule set."""

from engine.rulesets import (
    luna_llena,  # noqa: F401
    moonveil,  # noqa: F401
    three_factions,  # noqa: F401
)
