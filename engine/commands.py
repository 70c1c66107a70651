"""Commands: the only inputs the engine knows.

A command is small, frozen, serialisable data. ``Game`` is the fold of its
journal of accepted commands. Time and presence are inputs too (``Clock``,
``Presence``): the engine never reads a clock.

Seats are 0-based indexes in player-list order. ``None`` as a vote choice means
*abstain*; an ``int`` is a seat; a ``str`` is a named option ("execute",
"pardon", ...) that the rule set defines.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any, ClassVar

from engine.errors import ScenarioError

VoteChoice = int | str | None


@dataclass(frozen=True)
class SeatPlayer:
    """Take a seat at the table before the deal."""

    name: str
    bot: bool = False
    kind: ClassVar[str] = "seat"


@dataclass(frozen=True)
class Deal:
    """Deal the roles. ``roles`` (one per seat, role ids) fixes them; otherwise
    the rule set builds the composition from the options and the seeded RNG."""

    roles: tuple[str, ...] | None = None
    kind: ClassVar[str] = "deal"


@dataclass(frozen=True)
class Submit:
    """A player's action in the current phase. ``ability`` is a vocabulary id
    of the rule set (``attack``, ``inspect``, ``ready``, ``rest``...)."""

    actor: int
    ability: str
    targets: tuple[int, ...] = ()
    option: str | None = None
    slot: str | None = None  # which of the actor's prompts this answers; None: the first that offers the ability
    kind: ClassVar[str] = "submit"


@dataclass(frozen=True)
class Vote:
    """A ballot in the current vote. ``choice``: seat, named option, or None (abstain)."""

    voter: int
    choice: VoteChoice = None
    kind: ClassVar[str] = "vote"


@dataclass(frozen=True)
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
    """Parse a command written by ``command_to_dict``; refuse anything else."""
    if not isinstance(data, dict) or "type" not in data:
        raise ScenarioError("a command must be an object with a 'type'")
    cls = COMMAND_TYPES.get(str(data["type"]))
    if cls is None:
        raise ScenarioError(f"unknown command type {data['type']!r}")
    known = {f.name for f in fields(cls)}
    extra = set(data) - known - {"type"}
    if extra:
        raise ScenarioError(f"unknown fields for {cls.kind}: {sorted(extra)}")
    kwargs = {k: tuple(v) if isinstance(v, list) else v for k, v in data.items() if k != "type"}
    try:
        command: Command = cls(**kwargs)
    except TypeError as exc:
        raise ScenarioError(f"bad fields for {cls.kind}: {exc}") from exc
    return command
