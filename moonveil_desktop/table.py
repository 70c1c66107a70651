"""The table: the one place that applies commands to a game (no Qt here).

``Table.apply`` checks the command with the engine, writes it to the journal
(if one is attached) *before* applying it, and applies it. In the app only the
``moonveil_desktop.evening.Evening`` calls it (console, phones, bots and timers
all go through the evening, whose change stream is the one everybody listens
to); a table's own listeners serve a table used alone (tests, tools).
Screens never hold the ``Game``: they ask for a view.
Undo and redo write the journal first too: a write that fails (full disk,
read-only file: ``StorageError``) leaves the file and the game as they were.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

if TYPE_CHECKING:  # the engine loads when the first table is made (start-up time)
    from engine.commands import Command
    from engine.errors import EngineError
    from engine.model import Message
    from engine.view_types import ModeratorView, PlayerView, PublicView
    from moonveil_desktop.view_types import Reveal

NARRATOR = "narrator"
PLAYING_HOST = "playing_host"
MODES = (NARRATOR, PLAYING_HOST)


class Journal(Protocol):
    """Where accepted commands are kept (``moonveil_desktop.storage``)."""

    def append(self, command: Command) -> None: ...

    def truncate(self, length: int) -> None: ...


Listener = Callable[[], None]


class TableService(Protocol):
    """What the phone server needs of a table: the app hands it the ``Evening``
    (which always answers for the open table); a stand-alone ``Table`` fits too."""

    @property
    def settings(self) -> TableSettings: ...

    def subscribe(self, listener: Listener) -> Callable[[], None]: ...

    def apply(self, command: Command) -> list[Message]: ...

    def try_apply(self, command: Command) -> EngineError | None: ...

    def public_view(self, lang: str | None = "en") -> PublicView: ...

    def player_view(self, seat: int, lang: str | None = "en") -> PlayerView: ...

    def reveal(self, lang: str = "en") -> Reveal | None: ...


def without_clock(view: Mapping[str, Any]) -> dict[str, Any]:
    """A public, player or moderator view without ``now_ms``: every heartbeat moves
    the game's clock and no screen shows it, so screens compare views without it
    to tell a change they show from one they do not (refresh by change)."""
    if "now_ms" in view:
        return {**view, "now_ms": None}
    stripped = {**view, "public": without_clock(view["public"])}
    if "host" in view:
        stripped["host"] = without_clock(view["host"])
    return stripped


@dataclass
class TableSettings:
    ruleset: str
    options: dict[str, Any] = field(default_factory=dict)
    seed: int = 0
    mode: str = NARRATOR
    host_seat: int | None = None


class Table:
    """A game in progress with its journal and its listeners."""

    def __init__(self, settings: TableSettings, journal: Journal | None = None) -> None:
        # from the package, not engine.game: its rule books are registered once it is imported
        # (this waits while the start-up's worker thread is importing it)
        from engine import Game

        self.settings = settings
        self.game = Game(settings.ruleset, settings.options, settings.seed)
        self.journal = journal
        self._listeners: list[Listener] = []
        self._reveals: dict[tuple[int, str], Reveal | None] = {}

    @classmethod
    def restore(
        cls,
        settings: TableSettings,
        commands: list[Command],
        journal: Journal | None = None,
        position: dict[str, Any] | None = None,
    ) -> Table:
        """Rebuild a saved table by replaying its journal (nothing is re-written),
        from its starting position if it has one. Raises ``EngineError`` if a
        saved command (or the position) is refused."""
        table = cls(settings, None) if position is None else cls.from_position(settings, position)
        for command in commands:
            table.game.apply(command)
        table.journal = journal
        return table

    @classmethod
    def from_position(cls, settings: TableSettings, position: dict[str, Any], journal: Journal | None = None) -> Table:
        """A table that starts at a position (docs/positions.md); raises
        ``PositionError`` naming the field when the position is refused."""
        from engine.game import Game

        table = cls(settings, None)
        table.game = Game.from_position(position)
        table.journal = journal
        return table

    # -- listeners ---------------------------------------------------------------
    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener`` after every change; returns an unsubscribe function."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    def _changed(self) -> None:
        for listener in list(self._listeners):
            listener()

    # -- commands ------------------------------------------------------------------
    def apply(self, command: Command) -> list[Message]:
        """Check, journal, apply, notify. Raises ``EngineError`` and changes nothing
        when the engine refuses."""
        self.game.check(command)
        if self.journal is not None:
            self.journal.append(command)  # committed before it is acknowledged
        messages = self.game.apply(command)
        self._changed()
        return messages

    def try_apply(self, command: Command) -> EngineError | None:
        from engine.errors import refusal_of

        return refusal_of(lambda: self.apply(command))

    def undo(self) -> Command | None:
        """Journal first, like ``apply``: the command leaves the file, then
        memory. If the file cannot be written the error propagates and the game
        is as it was, so the console never shows an undo the file did not make."""
        if not self.game.journal:
            return None
        if self.journal is not None:
            self.journal.truncate(len(self.game.journal) - 1)
        command = self.game.undo()
        self._changed()
        return command

    def rewind(self, length: int) -> list[Command]:
        """Undo every command after the first ``length`` at once (journal first, one
        replay, one notice); returns them, last first."""
        if length >= len(self.game.journal):
            return []
        if self.journal is not None:
            self.journal.truncate(length)
        undone = self.game.rewind(length)
        self._changed()
        return undone

    def redo(self) -> Command | None:
        if not self.game.redo_stack:
            return None
        command = self.game.redo_stack[-1]
        self.game.check(command)
        if self.journal is not None:
            self.journal.append(command)
        self.game.redo()
        self._changed()
        return command

    def preview(self, command: Command) -> list[Message]:
        """What ``command`` would produce, without applying it (resolve preview)."""
        return self.game.preview(command)

    # -- views: the only way screens read the game -----------------------------
    def public_view(self, lang: str | None = "en") -> PublicView:
        return self.game.public_view(lang)

    def player_view(self, seat: int, lang: str | None = "en") -> PlayerView:
        return self.game.player_view(seat, lang)

    def reveal(self, lang: str = "en") -> Reveal | None:
        """The end-of-game reveal (all roles, winners, the story) once the game is
        over, else None; built once per journal length and language."""
        if not self.game.state.over:
            return None
        journal = self.game.journal
        told = len(journal)  # heartbeats after the end change nothing: they do not rebuild the story
        while told and journal[told - 1].kind in ("clock", "presence"):
            told -= 1
        key = (told, lang)
        if key not in self._reveals:
            from moonveil_desktop.story_words import reveal

            self._reveals = {key: reveal(self.game, lang), **{k: v for k, v in self._reveals.items() if k[0] == key[0]}}
        return self._reveals[key]

    def vote_rows(self, lang: str = "en", *, public_only: bool) -> list[dict[str, str]]:
        """Every ballot of the game (the console) or only the public ones (screens)."""
        from moonveil_desktop.story_words import vote_rows

        return vote_rows(self.game, lang, public_only=public_only)

    def moderator_view(self, lang: str = "en") -> ModeratorView:
        return self.game.moderator_view(
            narrator=self.settings.mode == NARRATOR, host_seat=self.settings.host_seat, lang=lang
        )
