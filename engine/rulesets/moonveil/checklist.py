"""Night-order lines for the advanced roles, made from the words of their two
abilities (issue 15 item 5): "Inspector-Guard, wake up: Inspect or Protect, or
rest." in the four languages, instead of one generic line for 246 roles.

``{role}`` stays in the line: the console puts the role's name there. The lines
name abilities, so they are for public game types only; where the drawn roles
are secret the checklist keeps its anonymous line (MV-1.7).
"""

from __future__ import annotations

from collections.abc import Mapping

from engine.ruleset import RoleSpec
from engine.rulesets.moonveil.catalog import ABILITY_INFO, ADVANCED_ROLES

TWO_ABILITIES = {
    "en": "{role}, wake up: {first} or {second}, or rest.",
    "es": "{role}, despierta: {first} o {second}, o descansa.",
    "it": "{role}, svegliati: {first} o {second}, oppure riposa.",
    "zh_CN": "{role}请睁眼：{first}或{second}，或者休息。",
}


def two_ability_line(spec: RoleSpec) -> dict[str, str]:
    """The wake-up line of a role with two abilities, in every language."""
    first, second = (ABILITY_INFO[ability] for ability in spec.abilities)
    return {
        lang: template.replace("{first}", first.names.get(lang) or first.names["en"]).replace(
            "{second}", second.names.get(lang) or second.names["en"]
        )
        for lang, template in TWO_ABILITIES.items()
    }


ADVANCED_LINES: Mapping[str, Mapping[str, str]] = {
    role: two_ability_line(spec) for role, spec in ADVANCED_ROLES.items() if len(spec.abilities) == 2
}
