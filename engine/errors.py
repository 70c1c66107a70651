"""Typed errors raised when the engine refuses a command.

Every error names the rule that refused (a rule ID such as ``MV-5.6``) and, when
one is involved, the player. A refused command never changes the game: the
engine checks everything before it applies anything.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Self

from engine.refusals import Param, Params, Reason, english


class EngineError(Exception):
    """Base class of every refusal. ``code`` is a stable machine-readable id;
    ``key`` and ``params`` say the refusal in any language (engine/refusals.py),
    ``message`` is its English sentence for logs and the CLI. ``book`` is the
    rule set that refused, set by the game, so a reader gets its words."""

    code = "engine_error"

    def __init__(
        self,
        message: str,
        *,
        rule: str = "",
        player: int | None = None,
        key: str = "",
        params: Params | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.rule = rule
        self.player = player
        self.key = key or self.code
        self.params: dict[str, Param] = dict(params or {})
        self.book = ""

    @classmethod
    def of(cls, key: str, *, rule: str = "", player: int | None = None, **params: Param) -> Self:
        """The refusal ``key`` of engine/refusals.py, its English sentence written from its template."""
        return cls(english(key, params), rule=rule, player=player, key=key, params=params)

    @classmethod
    def because(cls, reason: Reason, *, rule: str = "", player: int | None = None) -> Self:
        return cls.of(reason.key, rule=rule, player=player, **reason.params)

    def to_dict(self) -> dict[str, object]:
        return {
            "code": self.code,
            "rule": self.rule,
            "player": self.player,
            "message": self.message,
            "key": self.key,
            "params": {k: list(v) if isinstance(v, tuple) else v for k, v in self.params.items()},
        }


class SetupError(EngineError):
    """The table, the options or the composition cannot make a legal game."""

    code = "setup_error"


class WrongPhase(EngineError):
    """The command does not belong to the current phase."""

    code = "wrong_phase"


class DeadActor(EngineError):
    """An eliminated player tried to act or vote."""

    code = "dead_actor"


class IllegalAction(EngineError):
    """The action, its targets or its timing break a rule."""

    code = "illegal_action"


class IllegalTarget(IllegalAction):
    """A target is not among the legal targets of the ability."""

    code = "illegal_target"


class AlreadySubmitted(IllegalAction):
    """The player already made their final submission for this phase."""

    code = "already_submitted"


class NoUsesLeft(IllegalAction):
    """A limited-use ability has no charge left."""

    code = "no_uses_left"


class Incomplete(EngineError):
    """The phase cannot close yet: players are missing and no override was given."""

    code = "incomplete"


class GameOver(EngineError):
    """The game has ended; nothing more can be done but undo."""

    code = "game_over"


class UnknownPlayer(EngineError):
    """A seat or name does not exist at this table."""

    code = "unknown_player"


class ScenarioError(EngineError):
    """A scenario file is malformed."""

    code = "scenario_error"


class PositionError(SetupError):
    """A position (engine/position.py) cannot start a game; ``field`` names where."""

    code = "position_error"

    def __init__(
        self,
        message: str,
        *,
        field: str,
        rule: str = "",
        player: int | None = None,
        key: str = "",
        params: Params | None = None,
    ) -> None:
        super().__init__(
            f"{field}: {message}" if field else message,
            rule=rule,
            player=player,
            key=key,
            params=params if key else {"field": field},
        )
        self.field = field

    @classmethod
    def at(cls, field: str, key: str, *, rule: str = "", player: int | None = None, **params: Param) -> PositionError:
        """The refusal ``key`` of engine/refusals.py, met at ``field`` of a position."""
        return cls(english(key, params), field=field, rule=rule, player=player, key=key, params=params)

    @classmethod
    def wrap(cls, error: EngineError, field: str) -> PositionError:
        """A refusal met while laying a position, kept in its own words, at ``field``."""
        return cls(error.message, field=field, rule=error.rule, player=error.player, key=error.key, params=error.params)

    def to_dict(self) -> dict[str, object]:
        return {**super().to_dict(), "field": self.field}


def refusal_of(attempt: Callable[[], object]) -> EngineError | None:
    """Run ``attempt``; the engine's refusal, or None when it was accepted (the
    ``try_apply`` of the game, the table and the evening service)."""
    try:
        attempt()
    except EngineError as error:
        return error
    return None
