"""Rule set packages. Importing this package registers every rule set."""

from engine.rulesets import moonveil  # noqa: F401
from engine.rulesets import village_vs_nonvillage as village_vs_nonvillage  # explicit re-export: one line per rule set
