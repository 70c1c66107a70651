"""Rule set packages. Importing this package registers every rule set."""

from engine.rulesets import (
    moonveil,  # noqa: F401
    three_factions,  # noqa: F401
)
