"""Rule set packages. Importing this package registers every rule set."""

from engine.rulesets import luna_llena as luna_llena
from engine.rulesets import moonveil as moonveil
from engine.rulesets import three_factions as three_factions
from engine.rulesets import village_vs_nonvillage as village_vs_nonvillage
