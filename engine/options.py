"""What a rule set's options are, described as data (issue 15).

Every rule set lists the options it accepts as ``OptionSpec`` values
(``Ruleset.option_specs()``): the key, the kind of value (yes/no, a whole number
in a range, one of named values, durations, a list of roles, deadlines, a
day-by-day script), the default, the game types it applies to, and the ids of
its label and help text. The engine holds no words for them: the app looks the
ids up in its own translated catalog, so a form is built from the description
with no knowledge of any one rule book.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from typing import Any


class OptionKind(Enum):
    """How an option's value is shaped (and so which control edits it)."""

    BOOL = "bool"  # True / False
    INT = "int"  # a whole number in [minimum, maximum]
    CHOICE = "choice"  # one of ``choices``' values
    DURATIONS = "durations"  # {part: seconds}, one per ``parts``
    ROLES = "roles"  # a list of role ids (a deck); ``repeatable`` roles may appear more than once
    DEADLINES = "deadlines"  # {"mode": choice, part: minutes or "HH:MM"}: when phases close by themselves
    SCRIPT = "script"  # {"day": [choice, ...]}: a fixed script for tests and rehearsals


@dataclass(frozen=True)
class Choice:
    """One named value of a CHOICE (or of a SCRIPT's or DEADLINES' entries).

    ``names`` are the book's own words for it, by language, when the book has
    them (a theme's or a preset's name); otherwise the app translates ``label``."""

    value: str
    label: str  # text id of its words
    names: Mapping[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Part:
    """One named part of a DURATIONS or DEADLINES value."""

    key: str
    label: str  # text id


@dataclass(frozen=True)
class OptionSpec:
    """One option a rule set accepts.

    ``game_types`` lists the values of the rule set's game-type option (the spec
    with ``selects_game_type``) under which this option is read; empty means
    always. ``optional`` options may be left out (their value is then None or
    absent and the rule set decides). ``advanced`` options are for tests and
    rehearsals and stay out of the everyday form."""

    key: str
    kind: OptionKind
    default: Any
    label: str
    help: str = ""
    minimum: int = 0
    maximum: int = 0
    choices: tuple[Choice, ...] = ()
    parts: tuple[Part, ...] = ()
    game_types: tuple[str, ...] = ()
    selects_game_type: bool = False
    roles: tuple[str, ...] = ()  # a ROLES option's cards to choose from (empty: every role of the book)
    repeatable: tuple[str, ...] = ()  # roles a deck may hold more than once
    optional: bool = False
    advanced: bool = False

    def applies(self, game_type: str | None) -> bool:
        """Whether the option is read under ``game_type`` (None: the rule set has no game types)."""
        return not self.game_types or game_type is None or game_type in self.game_types

    def choice_values(self) -> tuple[str, ...]:
        return tuple(choice.value for choice in self.choices)

    def problem(self, value: Any) -> str | None:
        """Why ``value`` does not have this option's shape, or None. The rule set
        still judges the whole table (composition, counts) when it deals."""
        if value is None:
            return None if self.optional else f"{self.key!r} needs a value"
        check = _SHAPE_CHECKS[self.kind]
        return check(self, value)


def _bool_problem(spec: OptionSpec, value: Any) -> str | None:
    return None if isinstance(value, bool) else f"{spec.key!r} is yes or no"


def _int_problem(spec: OptionSpec, value: Any) -> str | None:
    if isinstance(value, bool) or not isinstance(value, int):
        return f"{spec.key!r} is a whole number"
    if not spec.minimum <= value <= spec.maximum:
        return f"{spec.key!r} is between {spec.minimum} and {spec.maximum}, not {value}"
    return None


def _choice_problem(spec: OptionSpec, value: Any) -> str | None:
    if value in spec.choice_values():
        return None
    return f"{spec.key!r} is one of {', '.join(spec.choice_values())}, not {value!r}"


def _durations_problem(spec: OptionSpec, value: Any) -> str | None:
    if not isinstance(value, Mapping):
        return f"{spec.key!r} gives seconds per part"
    for part in spec.parts:
        seconds = value.get(part.key, 0)
        if isinstance(seconds, bool) or not isinstance(seconds, int) or not spec.minimum <= seconds <= spec.maximum:
            return f"{spec.key!r}: {part.key} is between {spec.minimum} and {spec.maximum} seconds"
    return None


def _roles_problem(spec: OptionSpec, value: Any) -> str | None:
    if not isinstance(value, (list, tuple)):
        return f"{spec.key!r} is a list of roles"
    return None


def _deadlines_problem(spec: OptionSpec, value: Any) -> str | None:
    if not isinstance(value, Mapping) or value.get("mode") not in spec.choice_values():
        return f"{spec.key!r} names a mode: one of {', '.join(spec.choice_values())}"
    return None


def _script_problem(spec: OptionSpec, value: Any) -> str | None:
    if not isinstance(value, Mapping):
        return f"{spec.key!r} is a table of days"
    for entries in value.values():
        if not isinstance(entries, (list, tuple)) or any(e not in spec.choice_values() for e in entries):
            return f"{spec.key!r} lists, per day, some of {', '.join(spec.choice_values())}"
    return None


_SHAPE_CHECKS = {
    OptionKind.BOOL: _bool_problem,
    OptionKind.INT: _int_problem,
    OptionKind.CHOICE: _choice_problem,
    OptionKind.DURATIONS: _durations_problem,
    OptionKind.ROLES: _roles_problem,
    OptionKind.DEADLINES: _deadlines_problem,
    OptionKind.SCRIPT: _script_problem,
}


def game_type_spec(specs: tuple[OptionSpec, ...]) -> OptionSpec | None:
    """The spec that chooses the game type (Moonveil's game type, Luna llena's mode), if any."""
    return next((spec for spec in specs if spec.selects_game_type), None)


def spec_defaults(specs: tuple[OptionSpec, ...]) -> dict[str, Any]:
    """The described defaults, the optional options left out."""
    return {spec.key: spec.default for spec in specs if not (spec.optional and spec.default is None)}


def label_ids(specs: tuple[OptionSpec, ...]) -> set[str]:
    """Every text id a form built from ``specs`` needs words for (advanced options
    are edited only as JSON and need none)."""
    ids = set()
    for spec in specs:
        if spec.advanced:
            continue
        ids.add(spec.label)
        if spec.help:
            ids.add(spec.help)
        ids.update(choice.label for choice in spec.choices if not choice.names)
        ids.update(part.label for part in spec.parts)
    return ids
