"""The table controller: the console's Qt face of the ``Evening`` (no widgets here).

The evening (``moonveil_desktop.evening``) owns the table, its journal, the
clock and the bots, and applies every command; the controller calls it and
turns its one change stream into one signal, ``viewsChanged`` (Anki's "one
refresh path"), its refusals into ``errorRaised`` in plain words. Every query
goes through the engine's ``Ruleset`` API and views, so the console works for
any registered rule set.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Collection
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QObject, Signal

from moonveil_desktop.evening import Evening
from moonveil_desktop.refusals import refusal_text
from moonveil_desktop.saves_folder import problem_words
from moonveil_desktop.seat_notes import NoteRefused
from moonveil_desktop.storage import GameJournal, GameRecord, Storage, StorageError
from moonveil_desktop.table import NARRATOR, PLAYING_HOST, Table, TableSettings, without_clock
from moonveil_desktop.vocabulary import ability_label, attribute_label, option_label, reason_label

if TYPE_CHECKING:
    from fractions import Fraction  # imported where a tally needs it (start-up: fractions loads decimal)

    from engine.commands import Command, VoteChoice
    from engine.errors import EngineError
    from engine.model import Message
    from engine.ruleset import Ruleset
    from engine.view_types import Card, GrimoireSeat, MessageData, ModeratorView, OptionRule, PublicView
    from moonveil_desktop.console_rows import Answer, Line, SeatPrompt, StepView, VoteRow
    from moonveil_desktop.history import History
    from moonveil_desktop.reminders import BaseAttributes, LastNight, Reminder
    from moonveil_desktop.view_types import Reveal

# The engine is imported inside the methods that use it: the console paints and
# its loop runs before the engine loads (bench/startup.py); integration.run_evening
# imports it off the GUI thread with the phone server's modules.

log = logging.getLogger(__name__)


def plain_error(error: EngineError, lang: str = "en", book: str = "") -> str:
    """An engine refusal in the reader's words, with the rule that refused
    (moonveil_desktop/refusals.py: the phones say it the same way)."""
    return refusal_text(error, lang, book)


def option_choices(option: OptionRule | None, roles: Collection[str]) -> tuple[tuple[tuple[str, str], ...], int, bool]:
    """An ability's option as a console row offers it: each choice with the book's words
    (the view's ``labels``, in the console's language), the longest message allowed, and
    whether every choice is one of the book's ``roles`` (a guessed role)."""
    if option is None:
        return (), 0, False
    labels = option.get("labels") or option["choices"]
    choices = option["choices"]
    return tuple(zip(choices, labels, strict=True)), option["text"], bool(choices) and set(choices) <= set(roles)


def trial_check(ruleset: str, options: dict[str, Any], seed: int, names: list[str], lang: str = "en") -> str | None:
    """Would this table deal? ``None`` if yes, else the engine's reason in plain words."""
    from engine.commands import Deal, SeatPlayer
    from engine.errors import EngineError, SetupError
    from engine.game import Game

    game = None
    try:
        game = Game(ruleset, options, seed)
        for name in names:
            game.apply(SeatPlayer(name))
        game.check(Deal())
    except EngineError as error:
        if error.key == "table_full" and game is not None:
            # the form lists every name at once: "plays with 7 to 9 players, not 10" says what
            # to do, where the seat's own refusal ("the table is full") reads as a contradiction
            book = game.ruleset
            least, most = book.min_players, book.max_players
            error = SetupError.of("player_count", rule=error.rule, least=least, most=most, count=len(names))
        return plain_error(error, lang, ruleset)
    return None


def position_refusal(position: dict[str, Any]) -> EngineError | None:
    """Would the game start at this position? ``None`` if yes, else the engine's refusal."""
    from engine.errors import refusal_of
    from engine.position import read_position

    return refusal_of(lambda: read_position(position))


def position_problem(position: dict[str, Any], lang: str = "en") -> str | None:
    """Would the game start at this position? ``None`` if yes, else the reason in plain words."""
    refusal = position_refusal(position)
    return None if refusal is None else plain_error(refusal, lang, str(position.get("ruleset", "")))


class TableController(QObject):
    """The console's Qt adapter over the ``Evening``: calls it, and turns its one
    change stream into ``viewsChanged`` and its refusals into ``errorRaised``."""

    viewsChanged = Signal()
    errorRaised = Signal(str)

    def __init__(self, evening: Evening, lang: str = "en", parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.evening = evening
        self.lang = lang
        self.ticks: set[tuple[str, str]] = set()  # (phase label, step id) the narrator ticked
        # A playing host's own card, actions and private lines show only after
        # "Show my card" (the table around them may see the screen).
        self.host_secrets_shown = False
        self._shown_table: Table | None = None
        self._base_attributes: dict[str, dict[str, BaseAttributes]] = {}
        self._ability_words: dict[tuple[str, str, str], dict[str, str]] = {}
        self._shown: object = None  # what the console showed after the last viewsChanged
        self._unsubscribe = evening.subscribe(self._evening_changed)
        self.destroyed.connect(self._unsubscribe)

    def _evening_changed(self) -> None:
        """Refresh by change: ``viewsChanged`` only when something the console shows
        changed. A phone's heartbeat moves the clock and nothing else the moderator
        sees, so it costs one moderator view and a comparison, no redraw."""
        if not shiboken6.isValid(self):  # the console is gone; the evening lives on
            return
        if self.evening.table is not self._shown_table:
            self._shown_table = self.evening.table
            self.ticks = set()
            self.host_secrets_shown = False
        shown = self.console_state()
        if shown == self._shown:
            return
        self._shown = shown
        self.viewsChanged.emit()

    def console_state(self) -> tuple[object, ...]:
        """Everything the console's pages and docks read, as comparable data: the open
        table and file, the moderator's view (the public one, the narrator's grimoire,
        log and ballots, the playing host's own view) without the clock, undo/redo."""
        evening = self.evening
        table = evening.table
        view = None if table is None else without_clock(table.moderator_view(self.lang))
        notes = evening.notes.all()  # the grimoire's notes are the evening's, not in any view
        return (
            table,
            evening.storage,
            evening.journal,
            self.lang,
            view,
            self.can_undo(),
            self.can_redo(),
            notes,
            evening.reveal_page,
        )

    # -- what the evening holds ------------------------------------------------------
    @property
    def table(self) -> Table | None:
        return self.evening.table

    @property
    def journal(self) -> GameJournal | None:
        return self.evening.journal

    @property
    def storage(self) -> Storage | None:
        return self.evening.storage

    def table_or_raise(self) -> Table:
        return self.evening.table_or_raise()

    def _book(self) -> str:
        """The open table's rule set, whose words say a refusal met outside a game's command."""
        table = self.evening.table
        return table.settings.ruleset if table is not None else ""

    # -- tables ----------------------------------------------------------------
    @staticmethod
    def ruleset_names() -> list[str]:
        # from the package, not engine.ruleset: its rule books are registered once it is imported
        # (this waits while the start-up's worker thread is importing it)
        from engine import ruleset_names

        return ruleset_names()

    def new_table(self, settings: TableSettings, seats: list[tuple[str, bool]]) -> bool:
        """Seat a new table (lobby) and journal it. Returns False on a refusal."""
        try:
            refusal = self.evening.new_table(settings, seats)
        except StorageError as error:  # the game could not be created in the file: nothing was seated
            self.errorRaised.emit(problem_words(error))
            return False
        if refusal is not None:
            self.errorRaised.emit(plain_error(refusal, self.lang, self._book()))
        return refusal is None

    def open_game(self, game_id: int) -> bool:
        """Resume a saved game by replaying its journal."""
        from engine.errors import EngineError

        try:
            self.evening.open_game(game_id)
        except StorageError as error:
            self.errorRaised.emit(problem_words(error))
            return False
        except EngineError as error:
            self.errorRaised.emit(
                self.tr("This saved game cannot be replayed: %s") % plain_error(error, self.lang, self._book())
            )
            return False
        return True

    def use_storage_file(self, path: str) -> str | None:
        """Switch to another saved-games file; returns why a bad one was refused (nothing changes)."""
        try:
            storage = Storage(path)
        except StorageError as error:
            return problem_words(error)
        self.evening.use_storage(storage)
        return None

    def continue_game(self, settings: TableSettings, position: dict[str, Any]) -> bool:
        """Go on with a game begun on paper, from its position (File → Continue a
        game in progress); see ``Evening.continue_game``."""
        return self._refused(lambda: self.evening.continue_game(settings, position), needs_table=False)

    def saved_games(self) -> list[GameRecord]:
        return self.evening.saved_games()

    def unfinished_game(self) -> GameRecord | None:
        return self.evening.unfinished_game()

    def phase_reached(self, record: GameRecord) -> dict[str, Any] | None:
        """The phase a saved game reached, as ``phase_title`` reads it (None: unknown)."""
        reached = self.evening.phase_reached(record.id)
        if reached is None:
            return None
        kind, number = reached
        from engine.ruleset import find_ruleset  # here: the console paints before the engine is imported (issue 20)

        ruleset = find_ruleset(record.ruleset)  # a book's own kind ("review") in its word, never its id
        kind_name = ruleset.phase_word(kind, self.lang) if kind in ruleset.phase_words else ""
        return {"kind": kind, "number": number, "kind_name": kind_name, "label": f"{kind} {number}"}

    def close_table(self) -> None:
        self.evening.close_table()

    # -- commands ----------------------------------------------------------------
    def _refused(self, attempt: Callable[[], object], needs_table: bool = True) -> bool:
        """Run an evening call; on a refusal emit ``errorRaised`` in plain words."""
        from engine.errors import EngineError

        if needs_table and self.evening.table is None:
            return False
        try:
            attempt()
        except EngineError as error:
            self.errorRaised.emit(plain_error(error, self.lang, self._book()))
            return False
        except StorageError as error:  # not written, so not applied: the game is as it was
            self.errorRaised.emit(problem_words(error))
            return False
        return True

    def submit(self, command: Command) -> bool:
        """Apply a command; on a refusal emit ``errorRaised`` in plain words."""
        return self._refused(lambda: self.evening.apply(command))

    def deal(self) -> bool:
        from engine.commands import Deal

        return self.submit(Deal())

    def act(self, seat: int, ability: str, targets: tuple[int, ...] = (), option: str | None = None) -> bool:
        from engine.commands import Submit

        return self.submit(Submit(seat, ability, targets, option))

    def vote(self, seat: int, choice: VoteChoice) -> bool:
        from engine.commands import Vote

        return self.submit(Vote(seat, choice))

    def advance(self, override: bool = False) -> bool:
        """Close the phase (the "Announce" of a preview). Time enters first."""
        return self._refused(lambda: self.evening.advance(override))

    def now_ms(self) -> int:
        return self.evening.now_ms()

    def tick_clock(self) -> None:
        """Time as an input: the moderator's clock enters the engine as a Clock command."""
        try:
            self.evening.tick_clock()
        except StorageError as error:
            self.errorRaised.emit(problem_words(error))

    def undo(self) -> bool:
        """Undo the last command the moderator or a player gave (never a clock
        reading or a phone's heartbeat: those are inputs, see ``Evening.undo``)."""
        try:
            return self.evening.undo()
        except StorageError as error:  # the file and the game still agree (journal first)
            self.errorRaised.emit(problem_words(error))
            return False

    def redo(self) -> bool:
        from engine.errors import EngineError

        try:
            return self.evening.redo()
        except EngineError as error:
            self.errorRaised.emit(plain_error(error, self.lang, self._book()))
            return False
        except StorageError as error:
            self.errorRaised.emit(problem_words(error))
            return False

    def run_bots(self) -> None:
        self.evening.run_bots()

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
        return self.evening.can_undo()

    def can_redo(self) -> bool:
        return self.evening.can_redo()

    def public_view(self) -> PublicView:
        return self.table_or_raise().public_view(self.lang)

    def moderator_view(self) -> ModeratorView:
        return self.table_or_raise().moderator_view(self.lang)

    def names(self) -> list[str]:
        return [s["name"] for s in self.public_view()["seats"]]

    def missing(self) -> list[int]:
        return list(self.moderator_view()["missing"])

    def role_name(self, role: str) -> str:
        """A role's name; a step for a whole side (Full Moon's "evil") in the book's word for it."""
        spec = self.ruleset.roles.get(role)
        return spec.name(self.lang) if spec else self.ruleset.attribute_word(role, self.lang)

    def attribute_word(self, value: str) -> str:
        """A seen-as / counts-as / wins-with value in the book's words, else the shared vocabulary's."""
        word = self.ruleset.attribute_word(value, self.lang)
        return attribute_label(value, self.lang) if word == value else word

    def winning_sides(self, teams: list[str]) -> str:
        """The winning sides in the book's whole sentences, in the console's language."""
        return self.ruleset.winning_sides(teams, self.lang)

    def reason_word(self, reason: str) -> str:
        """Why the game ended, in the book's words, else the shared vocabulary's."""
        word = self.ruleset.reason_word(reason, self.lang)
        return reason_label(reason, self.lang) if word == reason else word

    def phase_word(self, step_or_kind: str) -> str:
        """A book's own phase step or kind ("defense", "review") in its words."""
        return self.ruleset.phase_word(step_or_kind, self.lang)

    def channel_word(self, channel: str) -> str:
        return self.ruleset.channel_word(channel, self.lang)

    def ability_name(self, ability: str) -> str:
        """An ability in the book's words, else the shared vocabulary's."""
        name = self.ruleset.ability_name(ability, self.lang)
        return ability_label(ability, self.lang) if name == ability else name

    def checklist(self) -> list[StepView]:
        """The rule set's night order (narrator only: it names the roles' seats)."""
        if not self.narrator:
            return []
        from moonveil_desktop.console_rows import StepView, place_prompts

        table = self.table_or_raise()
        steps = table.game.ruleset.checklist(table.game.state)
        views = []
        for step in steps:
            # a step that wakes no single role (Luna llena's "evil" team, its dawn) has no role name
            role_name = self.role_name(step.role) if step.role in self.ruleset.roles else ""
            words = step.words.get(self.lang) or step.words.get("en") or ""
            views.append(
                StepView(
                    step.id,
                    step.role,
                    role_name,
                    words.replace("{role}", role_name),
                    step.seats,
                    step.active,
                    tuple(step.abilities),
                    passed=step.passed,
                )
            )
        return place_prompts(views, self.seat_prompts)

    def night_answers(self, entered: list[tuple[int, str, tuple[int, ...]]] | None = None) -> list[Answer]:
        """What each player would learn if the night ended now, from the engine's
        preview of the rest of the night with the ``entered`` (seat, ability,
        targets) not submitted yet (narrator only; nothing is applied). A refused
        entry shows no answer: Submit will say why."""
        if not self.narrator:
            return []
        from engine.commands import Submit
        from engine.errors import EngineError
        from moonveil_desktop.console_rows import Answer

        table = self.table_or_raise()
        try:
            messages = table.game.preview_night([Submit(*choice) for choice in entered or []])
        except EngineError:
            return []
        names = self.names()
        return [
            Answer(m.audience.seat, names[m.audience.seat], self.ruleset.render(m, names, self.lang))
            for m in messages
            if m.audience.kind == "player" and m.audience.seat is not None
        ]

    def next_step(self) -> str | None:
        """ "Next step": tick the first step of tonight's checklist not ticked yet (it has
        been read aloud) and return the id of the step after it, ``None`` at the end.
        Ticks are the console's own notes: no command reaches the game."""
        if self.table is None or not self.dealt or self.over:
            return None
        label = str(self.public_view()["phase"]["label"])
        pending = [step.id for step in self.checklist() if (label, step.id) not in self.ticks]
        if not pending:
            return None
        self.ticks.add((label, pending[0]))
        self.viewsChanged.emit()
        return pending[1] if len(pending) > 1 else None

    def voting_can_open(self) -> bool:
        """The phase is a day whose close opens the vote ("Open voting")."""
        if self.table is None or not self.dealt or self.over:
            return False
        return str(self.public_view()["phase"]["kind"]) == "day"

    def seat_prompts(self, seat: int) -> list[SeatPrompt]:
        """A seat's actions now with legal targets only (from its player view);
        a playing host's own only after "Show my card"."""
        if not (self.narrator or (seat == self.host_seat and self.host_secrets_shown)):
            return []
        from moonveil_desktop.console_rows import SeatChoice, SeatPrompt

        view = self.table_or_raise().player_view(seat, self.lang)
        return [
            SeatPrompt(
                seat,
                view["name"],
                p["slot"],
                tuple(
                    SeatChoice(
                        a["id"],
                        tuple(a["targets"]),
                        a["count"],
                        a.get("repeats", False),
                        tuple(tuple(group) for group in a["excluded"]),
                        *option_choices(a["option"], self.ruleset.roles),
                    )
                    for a in p["abilities"]
                ),
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
        from moonveil_desktop.console_rows import VoteRow

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
                done, choice = (own["cast"], own["choice"]) if own else (False, None)
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

    def ballots_marked_publicly(self) -> bool:
        """Whether the village sees who has acted or voted (the book's ✓ marks): some books
        keep it from them, and then a playing host does not see it either."""
        return bool(self.public_view()["status"])

    def public_cast(self) -> list[int]:
        return [s["seat"] for s in self.public_view()["status"] if s["done"]]

    def tallies(self) -> dict[VoteChoice, Fraction]:
        """Live weighted tallies (narrator only: ballots are secret until the close)."""
        if not self.narrator:
            return {}
        from fractions import Fraction

        totals: dict[VoteChoice, Fraction] = {}
        for row in self.vote_rows():
            if row.cast:
                totals[row.choice] = totals.get(row.choice, Fraction(0)) + row.weight
        return totals

    def choice_label(self, choice: VoteChoice) -> str:
        if choice is None:
            return self.tr("Abstain")  # a line of the ballot list, beside capitalised names
        if isinstance(choice, int):
            return self.names()[choice]
        return option_label(choice, self.lang)

    def grimoire(self) -> list[GrimoireSeat]:
        if not self.narrator:
            return []
        return list(self.moderator_view().get("grimoire", []))

    # -- the grimoire's seats: tokens and notes (narrator only) --------------------------
    def seat_notes(self) -> dict[int, str]:
        """The narrator's notes by seat (a playing host's console has no grimoire)."""
        return self.evening.notes.all() if self.narrator else {}

    def set_note(self, seat: int, text: str) -> bool:
        """Write a seat's note (empty removes it); a refusal is said in words, nothing changes."""
        try:
            self.evening.set_note(seat, text)
        except NoteRefused as refused:
            self.errorRaised.emit(self._note_refusal(refused))
            return False
        except StorageError as error:
            self.errorRaised.emit(problem_words(error))
            return False
        return True

    def _note_refusal(self, refused: NoteRefused) -> str:
        if refused.code == "too_long":
            return self.tr("A note holds at most %d characters: it was not saved.") % refused.params["limit"]
        if refused.code == "no_seat":
            return self.tr("There is no seat %d at this table: the note was not saved.") % (refused.params["seat"] + 1)
        return self.tr("No table is open: the note was not saved.")

    def reminders(self) -> list[list[Reminder]]:
        """Each seat's reminder tokens, from the moderator view and the notes only."""
        if not self.narrator:
            return []
        from moonveil_desktop.reminders import base_attributes, seat_reminders  # the grimoire's, not the paint's

        view = self.moderator_view()
        notes = self.evening.notes.all()
        ruleset = self.ruleset
        if ruleset.name not in self._base_attributes:  # roles are data: read them once per rule set
            self._base_attributes[ruleset.name] = base_attributes(ruleset.roles)
        base = self._base_attributes[ruleset.name]
        last = self._last_night(view)
        return [seat_reminders(view, row["seat"], base, notes.get(row["seat"], ""), last) for row in view["grimoire"]]

    def _last_night(self, view: ModeratorView) -> LastNight | None:
        """Outside a night, what tells last night's marks from the phase's own (reminders.py)."""
        from moonveil_desktop.reminders import LastNight, last_night_number

        if view["public"]["phase"]["kind"] == "night":
            return None
        now = frozenset((p.seat, p.slot, a) for p in self.table_or_raise().game.prompts() for a in p.abilities)
        return LastNight(now, last_night_number(view))

    def ability_words(self, seat: int) -> dict[str, str]:
        """The rule set's names for a seat's abilities, when its card gives them (the
        card's names depend on the role and the language only: kept per both)."""
        table = self.table
        if table is None or not self.narrator:
            return {}
        key = (table.game.ruleset.name, table.game.state.players[seat].role, self.lang)
        if key not in self._ability_words:
            card = table.player_view(seat, self.lang)["card"]
            self._ability_words[key] = dict(card["ability_names"]) if card else {}
        return self._ability_words[key]

    def show_host_secrets(self, shown: bool) -> None:
        """ "Show my card" / "Hide my card": the host's card, actions and private lines."""
        if shown != self.host_secrets_shown:
            self.host_secrets_shown = shown
            self.viewsChanged.emit()

    def host_card(self) -> Card | None:
        """The playing host's own card (the console shows it after "Show my card")."""
        if self.host_seat is None or self.table is None:
            return None
        return self.table.player_view(self.host_seat, self.lang)["card"]

    def log_lines(self) -> list[Line]:
        """The whole game for the narrator; public lines and the host's own for a playing host."""
        table = self.table_or_raise()
        if self.narrator:
            return [self._line_data(m) for m in table.moderator_view(self.lang)["log"]]
        lines = [self._line_data(m) for m in self.public_view()["announcements"]]
        if self.host_seat is not None and self.host_secrets_shown:
            lines += [self._line_data(m) for m in table.player_view(self.host_seat, self.lang)["messages"]]
        return sorted(lines, key=lambda line: line.seq)

    def _line_data(self, data: MessageData) -> Line:
        from moonveil_desktop.console_rows import Line

        audience = data["audience"]
        names = self.names()
        to = ""
        if audience["kind"] == "player":
            to = names[audience["seat"]]
        elif audience["kind"] == "channel":
            to = audience["channel"]
        return Line(audience["kind"], data["phase"], data.get("text", data["kind"]), data["kind"], to, data["seq"])

    def _line(self, message: Message) -> Line:
        from moonveil_desktop.console_rows import Line

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

    # -- game after game (issue 26) -------------------------------------------------------
    def play_again(self, edit_seats: bool = False) -> bool:
        """From Game over: the same table dealt anew (``Evening.play_again``); refusals in words."""
        from moonveil_desktop.evening import PlayAgainRefused, StartRefused

        try:
            return self._refused(lambda: self.evening.play_again(edit_seats=edit_seats))
        except PlayAgainRefused:
            self.errorRaised.emit(self.tr("Play again is possible once the game is over."))
        except StartRefused as refused:
            detail = plain_error(refused.error) if refused.error is not None else refused.message
            self.errorRaised.emit(self.tr("The new deal was refused: %s") % detail)
        return False

    def step_reveal(self, step: int) -> int:
        """Next (+1) / Previous (-1) page of the reveal on the projector and the TV."""
        return self.evening.step_reveal(step)

    def reveal(self) -> Reveal | None:
        return self.evening.reveal(self.lang)

    def vote_history(self) -> list[dict[str, str]]:
        """Every ballot of the open game, secret ones included: the moderator sees all."""
        return self.evening.vote_rows(self.lang, public_only=False)

    def history(self) -> History:
        """The group's history from the saved-games file (empty without one)."""
        from moonveil_desktop.history import History, read_history

        storage = self.evening.storage
        return read_history(storage) if storage is not None else History()

    def split_person(self, history: History, game_id: int, seat: int) -> str | None:
        """The moderator says this player is not the one of the same name in other evenings."""
        from moonveil_desktop.history import split

        storage = self.evening.storage
        if storage is None:
            return None
        try:
            return split(storage, history.games, game_id, seat)
        except StorageError as error:
            self.errorRaised.emit(problem_words(error))
            return None
