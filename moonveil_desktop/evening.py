"""The evening service: the one place where commands are applied (no Qt here).

For the whole evening an ``Evening`` owns the table the console has open (game
and journal), its lobby, the seats' phone tokens, the TV token, and one change
stream (``subscribe``). The console (through ``TableController``), the phone
server and the join desk (thin aiohttp adapters), bots and timers all call it;
the projector and the TV page read public views from it, so they always show
the table the console has open.

Ephemeral inputs (``Clock`` readings, ``Presence`` heartbeats) reach the engine
and are journaled like any command, so a replay is exact; but Undo and Redo
step over them and they never clear the redo stack: undo works on the
moderator's and players' commands only (docs/architecture.md).

What a phone holds (seat tokens, join token and code, join cookies, the lobby
with names, languages and ready marks) is stored with the game after every
change, and the TV token with the saved-games file: after a crash or a restart
with resume every old URL and cookie works again. A re-deal or a revoke still
replaces them at once.
"""

from __future__ import annotations

import json
import logging
import random
import secrets
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from moonveil_desktop.lobby import Lobby, LobbyError, LobbySeat
from moonveil_desktop.phase_reached import phase_reached, save_phase_reached
from moonveil_desktop.seat_notes import NoteRefused, SeatNotes
from moonveil_desktop.storage import (
    GameJournal,
    GameRecord,
    Storage,
    StorageError,
    evening_value,
    load_phone_links,
    save_host_seat,
    save_phone_links,
    set_evening_value,
)
from moonveil_desktop.table import PLAYING_HOST, Table, TableSettings
from moonveil_desktop.web.tokens import TOKEN_BYTES, SeatTokens

if TYPE_CHECKING:
    from engine.commands import Command
    from engine.errors import EngineError
    from engine.model import Message
    from engine.view_types import ModeratorView, PlayerView, PublicView
    from moonveil_desktop.view_types import Reveal, VillageView

# The engine is imported inside the methods that use it: the console paints and
# its loop runs before the engine loads (bench/startup.py).

log = logging.getLogger(__name__)

Listener = Callable[[], None]

MAX_BOT_ROUNDS = 8
EPHEMERAL_KINDS = frozenset({"clock", "presence"})
TV_TOKEN_KEY = "tv_token"
TV_TOKEN_BYTES = 24  # 192 bits, as the seat tokens


def is_ephemeral(command: Command) -> bool:
    """A clock reading or a phone heartbeat: an input, not something anyone undoes."""
    return command.kind in EPHEMERAL_KINDS


class PlayAgainRefused(Exception):
    """Play again is only offered once the open game is over."""


class StartRefused(Exception):
    """Start (close the join, seat, deal) was refused: ``code`` says why."""

    def __init__(self, code: str, message: str = "", error: EngineError | None = None) -> None:
        super().__init__(message or code)
        self.code = code  # "no_table" | "host_seat" | "lobby" | "deal"
        self.message = message
        self.error = error


def settings_of(record: GameRecord) -> TableSettings:
    """A saved game's settings (its rule set must still be known)."""
    from engine.ruleset import find_ruleset

    find_ruleset(record.ruleset)
    return TableSettings(record.ruleset, record.options, record.seed, record.mode, record.host_seat)


def deal_of(table: Table) -> tuple[Command, ...] | None:
    """The journal up to its deal (who sat where, how it was dealt), None before the deal."""
    journal = table.game.journal
    index = next((i for i, command in enumerate(journal) if command.kind == "deal"), None)
    return None if index is None else tuple(journal[: index + 1])


class Evening:
    """One table at a time, its phones and one change stream, for the whole evening."""

    def __init__(self, storage: Storage | None, *, monotonic: Callable[[], float] = time.monotonic) -> None:
        self.storage = storage
        self.table: Table | None = None
        self.journal: GameJournal | None = None
        self.tokens = SeatTokens()
        self.lobby = closed_lobby()
        self.host: LobbySeat | None = None  # the playing host's seat in the lobby
        self.tv_token = self._stored_tv_token()
        self.clock_base = 0  # the game time (ms) the clock had reached when it last restarted
        self._monotonic = monotonic
        self._clock_origin = monotonic()
        self._listeners: list[Listener] = []
        self._redo: list[list[Command]] = []  # undone commands, each with the clock readings taken for it
        self._deal: tuple[Command, ...] | None = None
        self._saved_links = ""
        self._phase_saved: tuple[int, str, int] | None = None  # what phase_reached last wrote
        self._blank: Table | None = None
        self.notes = SeatNotes()  # the narrator's notes per seat: read by the grimoire only
        # Play again: each person's card link by their lobby seat's identity, so a link
        # follows its person when seats are added, removed or reordered before the deal.
        self._links_of: dict[int, str] | None = None
        self.reveal_page = 0  # the page of the reveal the projector and the TV show (the moderator steps)
        self._summary: tuple[GameJournal, tuple[list[str], int, bool]] | None = None
        # True while listeners hear of a change that was only an input of time (a
        # heartbeat, a clock reading) in the same phase: the phones may take it later.
        self.changed_only_inputs = False

    # -- the one change stream ---------------------------------------------------------
    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """Call ``listener`` after every change of the evening; returns an unsubscribe function."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    def _notify(self) -> None:
        for listener in list(self._listeners):
            listener()

    # -- saved games -----------------------------------------------------------------
    def saved_games(self) -> list[GameRecord]:
        return self.storage.games() if self.storage is not None else []

    def unfinished_game(self) -> GameRecord | None:
        return self.storage.unfinished() if self.storage is not None else None

    def use_storage(self, storage: Storage) -> None:
        """Another saved-games file: the open table closes; the TV keeps its address."""
        self._detach()
        self.storage = storage
        self._keep_tv_token()
        self._notify()

    def _stored_tv_token(self) -> str:
        stored = evening_value(self.storage, TV_TOKEN_KEY) if self.storage is not None else None
        if stored:
            return stored
        self.tv_token = secrets.token_urlsafe(TV_TOKEN_BYTES)
        self._keep_tv_token()
        return self.tv_token

    def _keep_tv_token(self) -> None:
        if self.storage is not None:
            set_evening_value(self.storage, TV_TOKEN_KEY, self.tv_token)

    # -- tables ----------------------------------------------------------------------
    def new_table(self, settings: TableSettings, seats: list[tuple[str, bool]]) -> EngineError | None:
        """Seat a new table (its lobby) and journal it; returns the engine's refusal, if any."""
        from engine.commands import SeatPlayer
        from engine.errors import EngineError

        journal = None
        if self.storage is not None:
            journal = self.storage.create_game(
                settings.ruleset, settings.options, settings.seed, settings.mode, settings.host_seat
            )
        table = Table(settings, journal)
        refusal: EngineError | None = None
        try:
            for name, bot in seats:
                table.apply(SeatPlayer(name, bot))
        except EngineError as error:
            refusal = error
        self._attach(table, journal, None)
        self._settle(bots=refusal is None)
        return refusal

    def open_game(self, game_id: int) -> None:
        """Resume a saved game by replaying its journal, with its phones' links.
        Raises ``StorageError`` or ``EngineError`` and changes nothing."""
        if self.storage is None:
            raise StorageError("no saved-games file is open")
        record = self.storage.game(game_id)
        commands = self.storage.commands(game_id)
        journal = self.storage.journal(game_id)
        table = Table.restore(settings_of(record), commands, journal, self.storage.position(game_id))
        self._attach(table, journal, load_phone_links(self.storage, game_id))
        self._settle(bots=False)  # resuming shows the game exactly as it was saved

    def continue_game(self, settings: TableSettings, position: dict[str, Any]) -> None:
        """Go on with a game begun on paper, from its position. It is saved with the
        position as its origin, so it resumes like any other game (docs/positions.md).
        Raises ``EngineError`` and changes nothing when the position is refused."""
        table = Table.from_position(settings, position)  # checked before anything is written
        journal = None
        if self.storage is not None:
            journal = self.storage.create_game(
                settings.ruleset, settings.options, settings.seed, settings.mode, settings.host_seat, position
            )
            table.journal = journal
        self._attach(table, journal, None)
        self._settle(bots=False)

    def close_table(self) -> None:
        self._detach()
        self._notify()

    def _attach(self, table: Table, journal: GameJournal | None, links: dict[str, Any] | None) -> None:
        self._links_of = None
        self.reveal_page = 0
        self.table = table
        self.journal = journal
        self._redo = []
        self._saved_links = ""
        self._restart_clock()
        self._deal = deal_of(table)
        self.notes.open(self.storage, journal.game_id if journal is not None else None)
        if links is None or not self._restore_links(links):
            self._fresh_links(table)

    def _detach(self) -> None:
        self.table = None
        self.journal = None
        self._redo = []
        self._deal = None
        self.notes.close()
        self.lobby = closed_lobby()
        self.host = None
        self.tokens.reissue_all(0)  # every phone of the closed table is shut out

    def table_or_raise(self) -> Table:
        if self.table is None:
            raise RuntimeError("no table is open")
        return self.table

    # -- commands --------------------------------------------------------------------
    def apply(self, command: Command) -> list[Message]:
        """Check, journal, apply, let bots act, tell every listener once. Raises
        ``EngineError`` and changes nothing when the engine refuses."""
        table = self.table_or_raise()
        phase = table.game.state.phase
        messages = table.apply(command)
        if is_ephemeral(command):  # never clears the redo stack; bots act only if time closed the phase
            self.changed_only_inputs = table.game.state.phase == phase
            try:
                self._settle(bots=not self.changed_only_inputs)
            finally:
                self.changed_only_inputs = False
        else:
            self._redo.clear()
            self._settle()
        return messages

    def try_apply(self, command: Command) -> EngineError | None:
        from engine.errors import refusal_of

        return refusal_of(lambda: self.apply(command))

    def advance(self, override: bool = False) -> None:
        """Close the phase; the clock is read first (time is an input). Raises ``EngineError``."""
        from engine.commands import Advance

        table = self.table_or_raise()
        table.game.check(Advance(override))
        try:
            phase = table.game.state.phase
            reading = self._clock_reading()
            if reading is not None:
                table.apply(reading)
            if table.game.state.phase == phase:  # else its deadline closed the phase first: not the next one too
                table.apply(Advance(override))
        finally:
            self._redo.clear()
            self._settle()

    def tick_clock(self) -> None:
        """Time as an input: the evening's clock enters the engine as a ``Clock`` command;
        a phase the rule set ends at its deadline is then closed (the engine decides:
        ``Ruleset.auto_advance_due``)."""
        from engine.commands import Advance

        reading = self._clock_reading()
        if reading is not None:
            self.apply(reading)
        table = self.table
        if table is not None and self.dealt and table.game.ruleset.auto_advance_due(table.game.state, self.now_ms()):
            self.apply(Advance())

    def _clock_reading(self) -> Command | None:
        from engine.commands import Clock

        table = self.table
        if table is None or not self.dealt:
            return None
        now = self.now_ms()
        return Clock(now) if now > table.game.state.now_ms else None

    def now_ms(self) -> int:
        return self.clock_base + int((self._monotonic() - self._clock_origin) * 1000)

    def _restart_clock(self) -> None:
        self.clock_base = self.table.game.state.now_ms if self.table is not None else 0
        self._clock_origin = self._monotonic()

    def run_bots(self) -> None:
        if self.table is not None:
            self._settle()

    def set_note(self, seat: int, text: str) -> None:
        """The narrator's note on a seat (empty removes it): saved with the game, in no
        view, untouched by Undo. Raises ``NoteRefused`` or ``StorageError``, changes nothing."""
        table = self.table
        if table is None:
            raise NoteRefused("no_table")
        if self.notes.set(seat, text, len(table.game.state.players)):
            self._notify()

    # -- undo / redo: the moderator's and players' commands only ------------------------
    def can_undo(self) -> bool:
        return self.table is not None and any(not is_ephemeral(c) for c in self.table.game.journal)

    def can_redo(self) -> bool:
        return self.table is not None and bool(self._redo)

    def undo(self) -> bool:
        """Undo the last command that is not an input of time: the clock readings
        around it go with it; the heartbeats after it are applied again (the phones
        were there), so the journal stays what the engine saw."""
        table = self.table
        if table is None or not self.can_undo():
            return False
        heartbeats = [c for c in self._undo_while(table, is_ephemeral) if c.kind == "presence"]
        undone = table.undo()
        assert undone is not None
        readings = self._undo_while(table, lambda command: command.kind == "clock")
        for heartbeat in reversed(heartbeats):
            table.try_apply(heartbeat)  # checked first: one the engine now refuses is dropped
        self._redo.append([*reversed(readings), undone])
        self._restart_clock()
        self._settle(bots=False)
        return True

    @staticmethod
    def _undo_while(table: Table, undoable: Callable[[Command], bool]) -> list[Command]:
        """Undo the commands at the end of the journal that ``undoable`` accepts, at
        once: an hour of heartbeats is one replay, not one per heartbeat."""
        journal = table.game.journal
        length = len(journal)
        while length and undoable(journal[length - 1]):
            length -= 1
        return table.rewind(length)

    def redo(self) -> bool:
        """Redo the last undone command (with its clock readings). Raises ``EngineError``."""
        table = self.table
        if table is None or not self._redo:
            return False
        try:
            for command in self._redo[-1]:
                if command.kind == "clock" and command.now_ms <= table.game.state.now_ms:  # type: ignore[union-attr]
                    continue  # time has moved on since: the reading adds nothing
                table.apply(command)
            self._redo.pop()
        finally:
            self._settle(bots=False)
        return True

    # -- after every change --------------------------------------------------------
    def _settle(self, bots: bool = True) -> None:
        """Let bots act, follow the deal, keep the saved state current, notify once.
        An input of time in the same phase (a heartbeat) changes no deal, name, day,
        outcome, lobby or link: only the listeners hear of it (up to 100 a second)."""
        if bots:
            self._run_bots()
        if not self.changed_only_inputs:
            self._follow_deal()
            self._summarize()
            self._save_links()
        self._notify()

    def _run_bots(self) -> None:
        table = self.table
        if table is None:
            return
        policy = table.game.ruleset.bot_policy()
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
                        self._redo.clear()
                    else:
                        log.debug("bot %s refused: %s", seat, error)
            if not acted:
                return

    def _follow_deal(self) -> None:
        """A new deal gives every seat a new token (a URL is good for one deal); the
        first deal keeps them, so each joined phone's page turns into its card. Undoing
        the deal and redoing the very same one keeps them too. The deal closes the join."""
        table = self.table
        if table is None:
            return
        seats = len(table.game.state.players)
        deal = deal_of(table)
        if deal is not None and deal != self._deal:
            if self._deal is not None:
                self.tokens.reissue_all(seats)
                log.info("new deal: every phone link was replaced")
            self._deal = deal
        if deal is not None and self.lobby.open:
            self.lobby.open = False
        self.tokens.ensure(seats)

    def _summarize(self) -> None:
        """Keep the saved-games listing current; written only when it changed (not per heartbeat)."""
        if self.journal is None or self.table is None:
            return
        view = self.table.public_view(None)
        day = view["phase"]["number"]
        summary = ([s["name"] for s in view["seats"]], day, view["outcome"] is not None)
        if (self.journal, summary) != self._summary:
            self.journal.summarize(*summary)
            self._summary = (self.journal, summary)
        reached = (self.journal.game_id, str(view["phase"]["kind"]), int(day))
        if reached != self._phase_saved:  # written when the phase changes, not per command
            self._phase_saved = reached
            save_phase_reached(self.journal.storage, *reached)

    def phase_reached(self, game_id: int) -> tuple[str, int] | None:
        """The phase kind and number a saved game reached (the resume prompt's "Night 2")."""
        return phase_reached(self.storage, game_id) if self.storage is not None else None

    # -- what the phones hold ----------------------------------------------------------
    def _fresh_links(self, table: Table) -> None:
        """A table without saved links: the typed names come in as seats added by hand,
        every seat gets a fresh token (an old table's phone must not see this one)."""
        ruleset = table.game.ruleset
        lobby = Lobby(max_seats=ruleset.max_players, min_seats=ruleset.min_players)
        self.host = None
        view = table.public_view(None)
        if view["phase"]["kind"] != "lobby":
            lobby.open = False
        else:
            lobby.seats = [LobbySeat(name=seat["name"], bot=seat["bot"]) for seat in view["seats"]]
            host_seat = table.settings.host_seat
            if host_seat is not None and host_seat < len(lobby.seats):
                self.host = lobby.seats[host_seat]
        self.lobby = lobby
        self.tokens.reissue_all(len(view["seats"]))

    def _restore_links(self, links: dict[str, Any]) -> bool:
        try:
            lobby, host = restore_lobby(links["lobby"])
            tokens = {str(seat): str(token) for seat, token in links["tokens"].items()}
        except (KeyError, TypeError, ValueError, AttributeError):
            log.warning("the phones' saved links could not be read; new ones were issued")
            return False
        self.lobby, self.host = lobby, host
        self.tokens.restore(tokens)
        self.tokens.follow(self.tokens_by_seat(), {str(t) for t in links.get("retired", [])})
        return True

    def tokens_by_seat(self) -> dict[int, str]:
        return {seat: self.tokens.token(seat) for seat in self.tokens.seats()}

    def _save_links(self) -> None:
        """Store what the phones hold, when it changed (a secret: stored, never logged)."""
        if self.storage is None or self.journal is None:
            return
        links = {
            "tokens": self.tokens.saved(),
            "lobby": lobby_data(self.lobby, self.host),
            "retired": self.tokens.retired(),  # people of an earlier game this evening, not of this one
        }
        text = json.dumps(links, sort_keys=True)
        if text != self._saved_links:
            save_phone_links(self.storage, self.journal.game_id, links)
            self._saved_links = text

    def revoke(self, seat: int) -> None:
        """A new card URL for ``seat``; the old one (its open page, its join cookie) stops now."""
        self.tokens.revoke(seat)
        if seat < len(self.lobby.seats) and self.lobby.seats[seat].cookie is not None:
            self.lobby.rebind(seat)
        log.info("seat %d: phone link revoked, a new one issued", seat)
        self._settle(bots=False)

    # -- the lobby (before the deal) ----------------------------------------------------
    @property
    def is_open(self) -> bool:
        """A table is open for joining (seated, not dealt)."""
        return self.lobby.open and self.table is not None

    def lobby_changed(self) -> EngineError | None:
        """After a phone joined or said it is ready, or the moderator edited the lobby:
        the lobby's seats are written to the table, saved, and everyone is told."""
        refusal = self._sync_seats()
        self._settle(bots=False)
        return refusal

    def edit_lobby(self, action: Callable[[Lobby], object]) -> EngineError | None:
        """A moderator's lobby edit; raises ``LobbyError`` (nothing changed) when refused."""
        action(self.lobby)
        return self.lobby_changed()

    def set_host(self, index: int) -> EngineError | None:
        """Playing host: this seat is the host's."""
        self.host = self.lobby.seats[index]
        return self.lobby_changed()

    def start_game(self, override: bool = False) -> None:
        """Start: close the join, seat everyone, deal. Raises ``StartRefused``."""
        from engine.commands import Deal
        from engine.errors import EngineError

        table = self.table
        if table is None:
            raise StartRefused("no_table")
        if table.settings.mode == PLAYING_HOST and self.host not in self.lobby.seats:
            raise StartRefused("host_seat")
        try:
            self.lobby.start(override)
        except LobbyError as refused:
            raise StartRefused("lobby", refused.message) from None
        self._sync_seats()
        try:
            self.apply(Deal())
        except EngineError as error:
            self.lobby.open = True  # the engine refused the deal: the table stays open
            self._settle(bots=False)
            raise StartRefused("deal", error=error) from None

    def _sync_seats(self) -> EngineError | None:
        """Write the lobby's seats to the table (undo its seating, seat again)."""
        from engine.commands import SeatPlayer
        from engine.errors import EngineError

        table = self.table
        if table is None or self.dealt:
            return None
        host = self.lobby.seats.index(self.host) if self.host in self.lobby.seats else None
        if table.settings.mode == PLAYING_HOST and table.settings.host_seat != host:
            table.settings.host_seat = host
            if self.storage is not None and self.journal is not None:
                save_host_seat(self.storage, self.journal.game_id, host)
        self._follow_people()
        wanted = [(s.name, s.bot) for s in self.lobby.seats]
        if wanted == [(s["name"], s["bot"]) for s in table.public_view(None)["seats"]]:
            return None
        self._redo.clear()
        try:
            while table.game.journal:
                table.undo()
            for name, bot in wanted:
                table.apply(SeatPlayer(name, bot))
        except EngineError as error:
            return error
        return None

    # -- game after game (issue 26) ------------------------------------------------------
    def play_again(self, *, edit_seats: bool = False, seed: int | None = None) -> None:
        """From Game over: a new game with the same table (players, seats, mode, rule
        book, options) and a fresh seed, saved as a new game (the last one stays as it
        is). Every person keeps their phone link and join cookie, so each phone turns to
        its new card by itself. ``edit_seats``: the lobby opens first (add, remove,
        reorder; Start deals); otherwise the cards are dealt at once.
        Raises ``PlayAgainRefused`` before the end and ``StartRefused`` if the deal is refused."""
        table = self.table
        if table is None or not table.game.state.over:
            raise PlayAgainRefused("the game is not over")
        people = self._people(table)
        held = self.tokens_by_seat()
        links = {id(person): held[seat] for seat, person in enumerate(people) if seat in held}
        old = table.settings
        settings = TableSettings(old.ruleset, dict(old.options), fresh_seed() if seed is None else seed, old.mode)
        journal = None
        if self.storage is not None:
            journal = self.storage.create_game(settings.ruleset, settings.options, settings.seed, settings.mode, None)
        lobby = Lobby(max_seats=table.game.ruleset.max_players, min_seats=table.game.ruleset.min_players)
        lobby.join_token, lobby.join_code = self.lobby.join_token, self.lobby.join_code  # the same table QR
        lobby.seats = people
        for person in people:
            person.ready = False
        host = self.host if self.host in people else None
        kept = {"tokens": {str(seat): token for seat, token in held.items()}, "lobby": lobby_data(lobby, host)}
        self._attach(Table(settings, journal), journal, kept)  # no link is reissued: no phone is shut out
        self.lobby, self.host = lobby, host  # the very seats, so each link follows its person
        self._links_of = links
        self._sync_seats()
        if edit_seats:
            self._settle(bots=False)
            return
        self.start_game(override=True)

    def _people(self, table: Table) -> list[LobbySeat]:
        """The lobby's seats of the table that ends, one per player in seat order
        (built from the seats when the lobby does not match them: a game resumed on paper)."""
        seats = table.public_view(None)["seats"]
        if [(s.name, s.bot) for s in self.lobby.seats] == [(s["name"], s["bot"]) for s in seats]:
            return list(self.lobby.seats)
        return [LobbySeat(name=s["name"], bot=s["bot"]) for s in seats]

    def _follow_people(self) -> None:
        """After a play-again lobby edit: each person's link to their seat now, a fresh
        one for a newcomer, and the links of those removed retired (they read "you are
        not in this game")."""
        links = self._links_of
        if links is None:
            return
        present = {id(person) for person in self.lobby.seats}
        for person in self.lobby.seats:
            links.setdefault(id(person), secrets.token_urlsafe(TOKEN_BYTES))
        retired = {token for key, token in links.items() if key not in present}
        for key in [key for key in links if key not in present]:
            del links[key]
        self.tokens.follow({seat: links[id(person)] for seat, person in enumerate(self.lobby.seats)}, retired)

    def reveal(self, lang: str = "en") -> Reveal | None:
        """All roles, the winners and the story, once the open game is over (else None)."""
        return self.table.reveal(lang) if self.table is not None else None

    def step_reveal(self, step: int) -> int:
        """Next (+1) or Previous (-1) page of the reveal on the projector and the TV:
        page 0 is who was who and who won, then one page per night and day."""
        reveal = self.reveal()
        if reveal is None:
            return 0
        last = len(reveal["chapters"])
        page = max(0, min(last, self.reveal_page + step))
        if page != self.reveal_page:
            self.reveal_page = page
            self._notify()
        return page

    def vote_rows(self, lang: str = "en", *, public_only: bool) -> list[dict[str, str]]:
        return self.table.vote_rows(lang, public_only=public_only) if self.table is not None else []

    # -- views: what screens and phones read ----------------------------------------------
    @property
    def settings(self) -> TableSettings:
        return self._shown().settings

    def public_view(self, lang: str | None = "en") -> PublicView:
        """The open table's public view (an empty table's when none is open)."""
        return self._shown().public_view(lang)

    def village_view(self, lang: str | None = "en") -> VillageView:
        """What the projector and the TV show: the public view, without who has
        acted when a narrator enters the actions. The narrator enters them in the
        checklist's order, so a seat lit up as "ready" (or a count going up) would
        tell the village who woke first: the Wolves. With phones everyone submits
        at once, and the rule set decides what is public (``status_is_public``)."""
        table = self._shown()
        view = cast("VillageView", table.public_view(lang))  # one without the reveal (NotRequired)
        ruleset = table.game.ruleset
        if ruleset.phase_words:
            view = {**view, "phase_words": {k: ruleset.phase_word(k, lang or "en") for k in ruleset.phase_words}}
        reveal = table.reveal(lang or "en")
        if reveal is not None:  # the game is over: the reveal is public, at the moderator's page
            page = min(self.reveal_page, len(reveal["chapters"]))
            view = {**view, "reveal": {**reveal, "page": page}}
        if table.settings.mode == PLAYING_HOST or not view["status"]:
            return view
        return {**view, "status": []}  # a copy: the engine's view is shared (memoised)

    def player_view(self, seat: int, lang: str | None = "en") -> PlayerView:
        return self._shown().player_view(seat, lang)

    def moderator_view(self, lang: str = "en") -> ModeratorView:
        return self.table_or_raise().moderator_view(lang)

    @property
    def dealt(self) -> bool:
        return self.table is not None and self.table.public_view(None)["phase"]["kind"] != "lobby"

    def _shown(self) -> Table:
        if self.table is not None:
            return self.table
        if self._blank is None:  # no table open: no seats, nothing saved
            self._blank = Table(TableSettings("moonveil"))
        return self._blank


# -- the lobby as stored with the game -------------------------------------------------------
SEAT_FIELDS = ("name", "bot", "phone", "ready", "lang", "cookie")


def fresh_seed() -> int:
    """A new deal's seed: unpredictable, so no one can work out the cards from the last game."""
    return secrets.randbits(31)


def closed_lobby() -> Lobby:
    lobby = Lobby(max_seats=99)
    lobby.open = False
    return lobby


def lobby_data(lobby: Lobby, host: LobbySeat | None) -> dict[str, Any]:
    return {
        "join_token": lobby.join_token,
        "join_code": lobby.join_code,
        "open": lobby.open,
        "max_seats": lobby.max_seats,
        "min_seats": lobby.min_seats,
        "seats": [{name: getattr(seat, name) for name in SEAT_FIELDS} for seat in lobby.seats],
        "host": lobby.seats.index(host) if host in lobby.seats else None,
    }


def restore_lobby(data: dict[str, Any]) -> tuple[Lobby, LobbySeat | None]:
    """The lobby as it was saved: the same join link, code and seat cookies."""
    lobby = Lobby(max_seats=int(data["max_seats"]), min_seats=int(data["min_seats"]))
    lobby.join_token = str(data["join_token"])
    lobby.join_code = str(data["join_code"])
    lobby.open = bool(data["open"])
    lobby.seats = [LobbySeat(**{name: seat[name] for name in SEAT_FIELDS}) for seat in data["seats"]]
    host = data["host"]
    return lobby, (lobby.seats[host] if isinstance(host, int) and 0 <= host < len(lobby.seats) else None)
