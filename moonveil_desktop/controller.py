"""The table controller: the Qt face of the ``Table`` (no widgets here).

It owns the table, its journal storage and the clock; windows call it and
redraw from one signal, ``viewsChanged`` (Anki's "one refresh path"). Every
query goes through the engine's ``Ruleset`` API and views, so the console
works for any registered rule set. Bots act through their policy on their own
``player_view`` only.

Bots act after every change that is not an undo or a redo: undoing a bot's
submission would otherwise re-submit it at once and clear the redo stack.
"""

from __future__ import annotations

import json
import logging
import random
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QElapsedTimer, QObject, Signal

from moonveil_desktop.saves_folder import problem_words
from moonveil_desktop.storage import GameJournal, GameRecord, Storage, StorageError
from moonveil_desktop.table import NARRATOR, PLAYING_HOST, Table, TableSettings
from moonveil_desktop.vocabulary import option_label

if TYPE_CHECKING:
    from engine.commands import Command, VoteChoice
    from engine.errors import EngineError
    from engine.model import Message
    from engine.ruleset import Ruleset

# The engine is imported inside the methods that use it: the console paints and
# its loop runs before the engine loads (bench/startup.py); app.main preloads it.

log = logging.getLogger(__name__)

MAX_BOT_ROUNDS = 8


def plain_error(error: EngineError) -> str:
    """An engine refusal in plain words, with the rule that refused."""
    text = error.message[:1].upper() + error.message[1:]
    return f"{text} ({error.rule})" if error.rule else text


@dataclass(frozen=True)
class Line:
    """One line of a log or a preview: who may read it, and the words."""

    audience: str  # "public" | "player" | "channel" | "moderator"
    phase: str
    text: str
    kind: str
    to: str = ""  # the player or channel a private line goes to
    seq: int = -1


@dataclass(frozen=True)
class SeatChoice:
    """One ability a seat may use now, with its legal targets only."""

    ability: str
    targets: tuple[int, ...]
    count: int


@dataclass(frozen=True)
class SeatPrompt:
    """A seat expected to act now (narrator checklist, host's own actions)."""

    seat: int
    name: str
    slot: str
    choices: tuple[SeatChoice, ...]
    submitted: dict[str, Any] | None
    required: bool
    changeable: bool = False


@dataclass(frozen=True)
class VoteRow:
    """A voter in the current vote; ``choice`` only for the narrator."""

    seat: int
    name: str
    weight: Fraction
    choices: tuple[VoteChoice, ...]
    cast: bool
    choice: VoteChoice
    bot: bool
    changeable: bool = False


@dataclass(frozen=True)
class StepView:
    """A checklist step as the narrator sees it."""

    id: str
    role: str
    role_name: str
    words: str
    seats: tuple[int, ...]
    active: bool


def trial_check(ruleset: str, options: dict[str, Any], seed: int, names: list[str]) -> str | None:
    """Would this table deal? ``None`` if yes, else the engine's reason in plain words."""
    from engine.commands import Deal, SeatPlayer
    from engine.errors import EngineError
    from engine.game import Game

    try:
        game = Game(ruleset, options, seed)
        for name in names:
            game.apply(SeatPlayer(name))
        game.check(Deal())
    except EngineError as error:
        return plain_error(error)
    return None


class TableController(QObject):
    """One table at a time; the only place the console applies commands."""

    viewsChanged = Signal()
    errorRaised = Signal(str)

    def __init__(self, storage: Storage | None, lang: str = "en", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.storage = storage
        self.lang = lang
        self.table: Table | None = None
        self.journal: GameJournal | None = None
        self._unsubscribe: Any = None
        self._settling = False
        self._clock = QElapsedTimer()
        self._clock_base = 0
        self.ticks: set[tuple[str, str]] = set()  # (phase label, step id) the narrator ticked

    # -- tables ----------------------------------------------------------------
    @staticmethod
    def ruleset_names() -> list[str]:
        from engine.ruleset import ruleset_names

        return ruleset_names()

    def new_table(self, settings: TableSettings, seats: list[tuple[str, bool]]) -> bool:
        """Seat a new table (lobby) and journal it. Returns False on a refusal."""
        from engine.commands import SeatPlayer
        from engine.errors import EngineError

        journal = None
        try:
            if self.storage is not None:
                journal = self.storage.create_game(
                    settings.ruleset, settings.options, settings.seed, settings.mode, settings.host_seat
                )
            self._attach(Table(settings, journal), journal)
            with self._quiet():
                for name, bot in seats:
                    self.table_or_raise().apply(SeatPlayer(name, bot))
        except EngineError as error:
            self.errorRaised.emit(plain_error(error))
            return False
        except StorageError as error:
            self.errorRaised.emit(problem_words(error))
            return False
        self._settle()
        return True

    def open_game(self, game_id: int) -> bool:
        """Resume a saved game by replaying its journal."""
        from engine.errors import EngineError

        if self.storage is None:
            return False
        try:
            record = self.storage.game(game_id)
            commands = self.storage.commands(game_id)
            settings = _settings(record)
            journal = self.storage.journal(game_id)
            table = Table.restore(settings, commands, journal)
        except StorageError as error:
            self.errorRaised.emit(problem_words(error))
            return False
        except EngineError as error:
            self.errorRaised.emit(self.tr("This saved game cannot be replayed: %s") % plain_error(error))
            return False
        self._attach(table, journal)
        self._settle(bots=False)  # resuming shows the game exactly as it was saved
        return True

    def saved_games(self) -> list[GameRecord]:
        return self.storage.games() if self.storage is not None else []

    def unfinished_game(self) -> GameRecord | None:
        return self.storage.unfinished() if self.storage is not None else None

    def close_table(self) -> None:
        self._detach()
        self.viewsChanged.emit()

    def _attach(self, table: Table, journal: GameJournal | None) -> None:
        self._detach()
        self.table = table
        self.journal = journal
        self._unsubscribe = table.subscribe(self._on_table_changed)
        self._clock.start()
        self._clock_base = table.game.state.now_ms
        self.ticks = set()

    def _detach(self) -> None:
        if self._unsubscribe is not None:
            self._unsubscribe()
        self._unsubscribe = None
        self.table = None
        self.journal = None

    def table_or_raise(self) -> Table:
        if self.table is None:
            raise RuntimeError("no table is open")
        return self.table

    # -- the one refresh path ------------------------------------------------------
    def _on_table_changed(self) -> None:
        if not self._settling:
            self._settle()

    def _settle(self, bots: bool = True) -> None:
        """Let bots act, keep the saved-games listing current, emit viewsChanged once."""
        with self._quiet():
            if bots:
                self._run_bots()
            self._summarize()
        self.viewsChanged.emit()

    def _run_bots(self) -> None:
        table = self.table
        if table is None:
            return
        ruleset = table.game.ruleset
        policy = ruleset.bot_policy()
        for _ in range(MAX_BOT_ROUNDS):
            acted = False
            for player in table.public_view(None)["seats"]:
                if not player["bot"] or table.game.state.over:
                    continue
                seat = player["seat"]
                rng = random.Random(f"{table.settings.seed}:{seat}:{len(table.game.journal)}")
                for command in policy.decide(table.player_view(seat, None), rng):
                    error = table.try_apply(command)
                    if error is None:
                        acted = True
                    else:
                        log.debug("bot %s refused: %s", seat, error)
            if not acted:
                return

    def _summarize(self) -> None:
        if self.journal is None or self.table is None:
            return
        view = self.table.public_view(None)
        day = view["phase"]["number"]
        try:
            self.journal.summarize([s["name"] for s in view["seats"]], day, view["outcome"] is not None)
        except StorageError as error:  # only the listing's summary; the journal itself is current
            log.warning("the saved-games listing was not updated: %s", error.message)

    # -- commands ----------------------------------------------------------------
    def submit(self, command: Command) -> bool:
        """Apply a command; on a refusal emit ``errorRaised`` in plain words."""
        from engine.errors import EngineError

        if self.table is None:
            return False
        try:
            self.table.apply(command)
        except EngineError as error:
            self.errorRaised.emit(plain_error(error))
            return False
        except StorageError as error:  # not written, so not applied: the game is as it was
            self.errorRaised.emit(problem_words(error))
            return False
        return True

    def deal(self) -> bool:
        from engine.commands import Deal

        return self.submit(Deal())

    def act(self, seat: int, ability: str, targets: tuple[int, ...] = ()) -> bool:
        from engine.commands import Submit

        return self.submit(Submit(seat, ability, targets))

    def vote(self, seat: int, choice: VoteChoice) -> bool:
        from engine.commands import Vote

        return self.submit(Vote(seat, choice))

    def advance(self, override: bool = False) -> bool:
        """Close the phase (the "Announce" of a preview). Time enters first."""
        from engine.commands import Advance
        from engine.errors import EngineError

        if self.table is None:
            return False
        try:
            self.table.game.check(Advance(override))
        except EngineError as error:
            self.errorRaised.emit(plain_error(error))
            return False
        self.tick_clock()
        return self.submit(Advance(override))

    def now_ms(self) -> int:
        return self._clock_base + int(self._clock.elapsed())

    def tick_clock(self) -> None:
        """Time as an input: the moderator's clock enters the engine as a Clock command."""
        from engine.commands import Clock

        table = self.table
        if table is None or not self.dealt:
            return
        now = max(self.now_ms(), table.game.state.now_ms)
        if now > table.game.state.now_ms:
            try:
                with self._quiet():
                    table.apply(Clock(now))
            except StorageError as error:
                self.errorRaised.emit(problem_words(error))

    def undo(self) -> bool:
        """Undo the last command, with the clock readings around it (they are
        bookkeeping, not something the moderator did)."""
        from engine.commands import Clock

        table = self.table
        if table is None or not table.game.journal:
            return False
        journal = table.game.journal
        try:
            with self._quiet():
                while journal and isinstance(journal[-1], Clock):
                    table.undo()
                table.undo()
                while journal and isinstance(journal[-1], Clock):
                    table.undo()
        except StorageError as error:  # the file and the game still agree (journal first)
            self.errorRaised.emit(problem_words(error))
            return False
        finally:
            self._clock_base = table.game.state.now_ms
            self._clock.restart()
            self._settle(bots=False)
        return True

    def redo(self) -> bool:
        from engine.commands import Clock
        from engine.errors import EngineError

        table = self.table
        if table is None or not table.game.redo_stack:
            return False
        game = table.game
        try:
            with self._quiet():
                while game.redo_stack and isinstance(game.redo_stack[-1], Clock):
                    table.redo()
                table.redo()
        except EngineError as error:
            self.errorRaised.emit(plain_error(error))
            return False
        except StorageError as error:
            self.errorRaised.emit(problem_words(error))
            return False
        finally:
            self._settle(bots=False)
        return True

    @contextmanager
    def _quiet(self) -> Iterator[None]:
        """Apply several changes with one refresh at the end and no bot moves."""
        self._settling = True
        try:
            yield
        finally:
            self._settling = False

    def run_bots(self) -> None:
        if self.table is not None:
            self._settle()

    def preview_advance(self, override: bool = False) -> list[Line]:
        """What closing the phase would announce, and why (nothing is applied)."""
        from engine.commands import Advance

        table = self.table_or_raise()
        messages = table.preview(Advance(override))
        return [self._line(m) for m in messages if self.narrator or m.audience.kind == "public"]

    # -- queries: always through views and the Ruleset API ---------------------------
    @property
    def ruleset(self) -> Ruleset:
        return self.table_or_raise().game.ruleset

    @property
    def narrator(self) -> bool:
        return self.table is not None and self.table.settings.mode == NARRATOR

    @property
    def playing_host(self) -> bool:
        return self.table is not None and self.table.settings.mode == PLAYING_HOST

    @property
    def host_seat(self) -> int | None:
        return self.table.settings.host_seat if self.table is not None else None

    @property
    def dealt(self) -> bool:
        return self.table is not None and self.table.public_view(None)["phase"]["kind"] != "lobby"

    @property
    def over(self) -> bool:
        return self.table is not None and self.table.public_view(None)["outcome"] is not None

    def can_undo(self) -> bool:
        return self.table is not None and bool(self.table.game.journal)

    def can_redo(self) -> bool:
        return self.table is not None and bool(self.table.game.redo_stack)

    def public_view(self) -> dict[str, Any]:
        return self.table_or_raise().public_view(self.lang)

    def moderator_view(self) -> dict[str, Any]:
        return self.table_or_raise().moderator_view(self.lang)

    def names(self) -> list[str]:
        return [s["name"] for s in self.public_view()["seats"]]

    def missing(self) -> list[int]:
        return list(self.moderator_view()["missing"])

    def role_name(self, role: str) -> str:
        spec = self.ruleset.roles.get(role)
        return spec.name(self.lang) if spec else role

    def checklist(self) -> list[StepView]:
        """The rule set's night order (narrator only: it names the roles' seats)."""
        if not self.narrator:
            return []
        table = self.table_or_raise()
        steps = table.game.ruleset.checklist(table.game.state)
        views = []
        for step in steps:
            role_name = self.role_name(step.role)
            words = step.words.get(self.lang) or step.words.get("en") or ""
            views.append(
                StepView(step.id, step.role, role_name, words.replace("{role}", role_name), step.seats, step.active)
            )
        return views

    def seat_prompts(self, seat: int) -> list[SeatPrompt]:
        """A seat's actions now with legal targets only (from its player view)."""
        if not (self.narrator or seat == self.host_seat):
            return []
        view = self.table_or_raise().player_view(seat, self.lang)
        return [
            SeatPrompt(
                seat,
                view["name"],
                p["slot"],
                tuple(SeatChoice(a["id"], tuple(a["targets"]), a["count"]) for a in p["abilities"]),
                p["submitted"],
                p["required"],
                p["changeable"],
            )
            for p in view["prompts"]
        ]

    def acting_seats(self) -> list[int]:
        """Seats with a prompt now (narrator) or the host's own seat."""
        table = self.table_or_raise()
        seats = sorted({p.seat for p in table.game.prompts()})
        if self.narrator:
            return seats
        return [s for s in seats if s == self.host_seat]

    def vote_rows(self) -> list[VoteRow]:
        table = self.table_or_raise()
        names = self.names()
        seats = self.public_view()["seats"]
        ballots = table.moderator_view(self.lang).get("ballots", {}) if self.narrator else {}
        cast = set(self.public_cast())
        rows = []
        for prompt in table.game.vote_prompts():
            if self.narrator:
                done, choice = str(prompt.seat) in ballots, ballots.get(str(prompt.seat))
            elif prompt.seat == self.host_seat:  # the playing host's own ballot, from their own view
                own = table.player_view(prompt.seat, None)["vote"]
                done, choice = bool(own["cast"]), own["choice"]
            else:  # only the public ✓ marks
                done, choice = prompt.seat in cast, None
            rows.append(
                VoteRow(
                    prompt.seat,
                    names[prompt.seat],
                    prompt.weight,
                    prompt.choices,
                    done,
                    choice,
                    seats[prompt.seat]["bot"],
                    prompt.changeable,
                )
            )
        return rows

    def public_cast(self) -> list[int]:
        return [s["seat"] for s in self.public_view()["status"] if s["done"]]

    def tallies(self) -> dict[VoteChoice, Fraction]:
        """Live weighted tallies (narrator only: ballots are secret until the close)."""
        if not self.narrator:
            return {}
        totals: dict[VoteChoice, Fraction] = {}
        for row in self.vote_rows():
            if row.cast:
                totals[row.choice] = totals.get(row.choice, Fraction(0)) + row.weight
        return totals

    def choice_label(self, choice: VoteChoice) -> str:
        if choice is None:
            return self.tr("abstain")
        if isinstance(choice, int):
            return self.names()[choice]
        return option_label(choice, self.lang)

    def grimoire(self) -> list[dict[str, Any]]:
        if not self.narrator:
            return []
        return list(self.moderator_view().get("grimoire", []))

    def host_card(self) -> dict[str, Any] | None:
        if self.host_seat is None or self.table is None:
            return None
        card: dict[str, Any] | None = self.table.player_view(self.host_seat, self.lang)["card"]
        return card

    def log_lines(self) -> list[Line]:
        """The whole game for the narrator; public lines and the host's own for a playing host."""
        table = self.table_or_raise()
        if self.narrator:
            return [self._line_data(m) for m in table.moderator_view(self.lang)["log"]]
        lines = [self._line_data(m) for m in self.public_view()["announcements"]]
        if self.host_seat is not None:
            lines += [self._line_data(m) for m in table.player_view(self.host_seat, self.lang)["messages"]]
        return sorted(lines, key=lambda line: line.seq)

    def _line_data(self, data: dict[str, Any]) -> Line:
        audience = data["audience"]
        names = self.names()
        to = ""
        if audience["kind"] == "player":
            to = names[audience["seat"]]
        elif audience["kind"] == "channel":
            to = audience["channel"]
        return Line(audience["kind"], data["phase"], data.get("text", data["kind"]), data["kind"], to, data["seq"])

    def _line(self, message: Message) -> Line:
        names = self.names()
        text = self.ruleset.render(message, names, self.lang)
        to = ""
        if message.audience.kind == "player" and message.audience.seat is not None:
            to = names[message.audience.seat]
        elif message.audience.kind == "channel":
            to = message.audience.channel or ""
        return Line(message.audience.kind, message.phase, text, message.kind, to, message.seq)

    def export_log(self, fmt: str) -> str:
        """The log as text or JSON (what the moderator may see)."""
        lines = self.log_lines()
        if fmt == "json":
            return json.dumps([line.__dict__ for line in lines], ensure_ascii=False, indent=2)
        return "\n".join(
            f"[{line.phase}] {line.audience}{' → ' + line.to if line.to else ''}: {line.text}" for line in lines
        )


def _settings(record: GameRecord) -> TableSettings:
    from engine.ruleset import find_ruleset

    find_ruleset(record.ruleset)
    return TableSettings(record.ruleset, record.options, record.seed, record.mode, record.host_seat)
