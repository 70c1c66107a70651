"""Commands: the only inputs the engine knows.

A command is small, frozen, serialisable data. ``Game`` is the fold of its
journal of accepted commands. Time and presence are inputs too (``Clock``,
``Presence``): the engine never reads a clock.

Seats are 0-based indexes in player-list order. ``None`` as a vote choice means
*abstain*; an ``int`` is a seat; a ``str`` is a named option ("execute",
"pardon", ...) that the rule set defines.
"""

from __future__ import annotations

import json
from dataclasses import MISSING, asdict, dataclass, field, fields
from types import UnionType
from typing import Any, ClassVar, get_args, get_origin, get_type_hints

from engine.errors import ScenarioError
from engine.quick_init import quick_init

VoteChoice = int | str | None


@quick_init
@dataclass(frozen=True, slots=True)
class SeatPlayer:
    """Take a seat at the table before the deal."""

    name: str
    bot: bool = False
    kind: ClassVar[str] = "seat"


@quick_init
@dataclass(frozen=True, slots=True)
class Deal:
    """Deal the roles. ``roles`` (one per seat, role ids) fixes them; otherwise
    the rule set builds the composition from the options and the seeded RNG."""

    roles: tuple[str, ...] | None = None
    kind: ClassVar[str] = "deal"


@quick_init
@dataclass(frozen=True, slots=True)
class Submit:
    """A player's action in the current phase. ``ability`` is a vocabulary id
    of the rule set (``attack``, ``inspect``, ``ready``, ``rest``...)."""

    actor: int
    ability: str
    targets: tuple[int, ...] = ()
    option: str | None = None
    slot: str | None = None  # which of the actor's prompts this answers; None: the first that offers the ability
    kind: ClassVar[str] = "submit"


@quick_init
@dataclass(frozen=True, slots=True)
class Vote:
    """A ballot in the current vote. ``choice``: seat, named option, or None (abstain)."""

    voter: int
    choice: VoteChoice = None
    kind: ClassVar[str] = "vote"


@quick_init
@dataclass(frozen=True, slots=True)
class Advance:
    """The moderator closes the current phase. ``override`` closes it although
    some players have not acted (their actions are lost / their votes abstain).
    ``decision`` carries a moderator's choice when the rule set asks for one
    while closing a step (e.g. ``"confirm"`` / ``"waive"`` a sanction)."""

    override: bool = False
    decision: str | None = None
    kind: ClassVar[str] = "advance"


@dataclass(frozen=True)
class Clock:
    """Time as an input: the moderator's clock, in milliseconds since the deal."""

    now_ms: int
    kind: ClassVar[str] = "clock"


@dataclass(frozen=True)
class Presence:
    """A valid presence signal from a player's device at ``at_ms``."""

    seat: int
    at_ms: int
    kind: ClassVar[str] = "presence"


@dataclass(frozen=True)
class Say:
    """A line written in a channel the speaker belongs to (team chat, group)."""

    speaker: int
    channel: str
    text: str = field(default="")
    kind: ClassVar[str] = "say"


Command = SeatPlayer | Deal | Submit | Vote | Advance | Clock | Presence | Say

COMMAND_TYPES: dict[str, type[Any]] = {
    cls.kind: cls for cls in (SeatPlayer, Deal, Submit, Vote, Advance, Clock, Presence, Say)
}


def command_to_dict(command: Command) -> dict[str, Any]:
    """Serialise a command to plain JSON-able data with a ``type`` key."""
    data = asdict(command)
    for key, value in data.items():
        if isinstance(value, tuple):
            data[key] = list(value)
    return {"type": command.kind, **data}


def command_from_dict(data: dict[str, Any]) -> Command:
    """Parse a command written by ``command_to_dict``; refuse anything else.

    Journal rows, scenario files and phone posts are JSON from outside the
    engine, so every field's type is checked against the command's annotations
    (a bool is not a number, a float is not a seat) and a wrong one is refused
    with a ``ScenarioError`` naming the field, before any command is built."""
    if not isinstance(data, dict) or "type" not in data:
        raise ScenarioError("a command must be an object with a 'type'")
    cls = COMMAND_TYPES.get(data["type"]) if isinstance(data["type"], str) else None
    if cls is None:
        raise ScenarioError(f"unknown command type {data['type']!r}")
    known = {f.name: f for f in fields(cls)}
    extra = set(data) - set(known) - {"type"}
    if extra:
        raise ScenarioError(f"unknown fields for {cls.kind}: {sorted(map(str, extra))}")
    hints = get_type_hints(cls)  # the annotations are strings (from __future__ import annotations)
    kwargs: dict[str, Any] = {}
    for name, spec in known.items():
        if name not in data:
            if spec.default is MISSING and spec.default_factory is MISSING:
                raise ScenarioError(f"{cls.kind}: the field '{name}' is missing")
            continue
        kwargs[name] = _decode_field(cls.kind, name, hints[name], data[name])
    command: Command = cls(**kwargs)
    return command


def _decode_field(kind: str, name: str, expected: Any, value: Any) -> Any:
    """``value`` as the annotated type ``expected`` (JSON lists become tuples)."""
    decoded = _decoded(expected, value)
    if decoded is _WRONG:
        raise ScenarioError(f"{kind}: the field '{name}' must be {_describe(expected)}, not {_shown(value)}")
    return decoded


_WRONG = object()
_SCALAR_NAMES = {int: "a whole number", str: "a text", bool: "true or false", type(None): "null"}
_PLURAL_NAMES = {int: "whole numbers", str: "texts"}


def _decoded(expected: Any, value: Any) -> Any:
    options = get_args(expected) if isinstance(expected, UnionType) else (expected,)
    for option in options:
        if get_origin(option) is tuple:
            item_type = get_args(option)[0]
            if isinstance(value, list):
                items = [_decoded(item_type, item) for item in value]
                if _WRONG not in items:
                    return tuple(items)
        elif _is_exactly(option, value):
            return value
    return _WRONG


def _is_exactly(expected: Any, value: Any) -> bool:
    # bool is a subclass of int in Python but never a seat or a time in JSON
    return type(value) is expected


def _describe(expected: Any) -> str:
    options = get_args(expected) if isinstance(expected, UnionType) else (expected,)
    words = []
    for option in options:
        if get_origin(option) is tuple:
            words.append(f"a list of {_PLURAL_NAMES[get_args(option)[0]]}")
        else:
            words.append(_SCALAR_NAMES[option])
    return " or ".join(words)


def _shown(value: Any) -> str:
    text = json.dumps(value, default=repr)
    return text if len(text) <= 40 else text[:39] + "…"
