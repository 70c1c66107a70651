"""The evening's glue: one phone server for the whole evening, following the console.

``PhoneLink`` owns the ``PhoneService`` (issue 4), the TV page's routes (issue 5)
and the join desk (issue 11), all on one aiohttp application running on the
app's qasync loop. The console opens, deals and closes tables; the link follows:

- ``LiveTable`` is what the server is bound to: it forwards to the console's
  current table (a blank, unsaved one when none is open), so the server never
  restarts. Opening another table gives every seat a fresh token at once (an old
  table's phone must not see the new table's card) and a fresh lobby.
- Before the deal the table is *open*: a ``Lobby`` mirrors its seats (the names
  typed in the New Table dialog come in as seats added by hand), phones join
  through the table QR or the join code, and every lobby change is written to the
  table as its ``SeatPlayer`` commands (so the console's lobby page, the projector
  and the saved game show the seats live). ``start_game`` = ``lobby.start()`` →
  seats → ``Deal`` through the controller; the first deal keeps the seat tokens, so
  each joined phone's ``/me`` turns into its card.
- Everything runs on the GUI thread (aiohttp handlers run on the qasync loop), so
  the join desk's ``on_change`` just emits a Qt signal.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QObject, Signal

from engine.commands import SeatPlayer
from engine.errors import EngineError
from engine.ruleset import find_ruleset
from moonveil_desktop.controller import TableController, plain_error
from moonveil_desktop.lobby import Lobby, LobbyError, LobbySeat
from moonveil_desktop.qr import SeatCode
from moonveil_desktop.table import PLAYING_HOST, Table, TableSettings

log = logging.getLogger(__name__)

Listener = Callable[[], None]


def blank_table() -> Table:
    """What the server shows when no table is open: no seats, nothing saved."""
    return Table(TableSettings("moonveil"))


class LiveTable:
    """The console's current table, as one object the phone server can hold all evening.

    It has the ``Table`` methods the server and the TV page use; listeners stay
    subscribed across table switches and are told about the switch itself."""

    def __init__(self, table: Table | None = None) -> None:
        self.current = table or blank_table()
        self._listeners: list[Listener] = []
        self._unsubscribe = self.current.subscribe(self._changed)

    def switch(self, table: Table | None) -> None:
        self._unsubscribe()
        self.current = table or blank_table()
        self._unsubscribe = self.current.subscribe(self._changed)
        self._changed()

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    def _changed(self) -> None:
        for listener in list(self._listeners):
            listener()

    def __getattr__(self, name: str) -> Any:  # settings, game, apply, try_apply, views…
        return getattr(self.current, name)


class PhoneLink(QObject):
    """The phone server of the evening and the open table's lobby."""

    changed = Signal()  # lobby, seats, tokens, connected phones or the server changed
    serverChanged = Signal()

    def __init__(self, controller: TableController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.live = LiveTable(controller.table)
        self.service: Any = None  # PhoneService once started (aiohttp is imported lazily)
        self.error = ""
        self.tv_token = ""
        self.lobby = Lobby(max_seats=99)
        self.lobby.open = False
        self.host: LobbySeat | None = None  # the playing host's seat in the lobby
        self._table: Table | None = None
        self._syncing = False
        controller.viewsChanged.connect(self.follow)
        self.follow()

    # -- the server ---------------------------------------------------------------
    async def start(self, host: str | None, port: int) -> str:
        """Build the application (cards, TV, join), bind it and serve. Returns the base URL."""
        from moonveil_desktop.projector.tv_web import install_tv_routes, new_token
        from moonveil_desktop.web.join import install_join_routes
        from moonveil_desktop.web.server import PHONES, PhoneService

        service = PhoneService(self.live, clock=self.controller.now_ms)  # type: ignore[arg-type]
        self.tv_token = new_token()
        install_tv_routes(
            service.app, self.live.public_view, self.live.subscribe, self.tv_token, deadline_source=self.deadline
        )
        templates = service.app[PHONES].templates
        install_join_routes(service.app, self.lobby, service.tokens, templates, on_change=self.lobby_changed)
        self.service = service
        self._reset_tokens()
        try:
            url: str = await service.start(host, port)
        except OSError as error:
            self.service = None
            self.error = str(error)
            log.error("the phone server could not start: %s", error)
            self.serverChanged.emit()
            raise
        self.error = ""
        self.serverChanged.emit()
        self.changed.emit()
        return url

    async def stop(self) -> None:
        service, self.service = self.service, None
        if service is not None:
            await service.stop()
            log.info("phone server stopped")
        if shiboken6.isValid(self):  # the window (our parent) may be gone at shutdown
            self.serverChanged.emit()

    @property
    def running(self) -> bool:
        return self.service is not None and bool(self.service.running)

    @property
    def base_url(self) -> str:
        return str(self.service.base_url) if self.running else ""

    deadline_source: Callable[[], float | None] | None = None

    def deadline(self) -> float | None:
        """The phase countdown's end (monotonic), for the TV page."""
        return self.deadline_source() if self.deadline_source is not None else None

    # -- following the console ----------------------------------------------------
    def follow(self) -> None:
        """After every console change: a new table resets tokens and the lobby; the
        deal closes the join."""
        if self._syncing:
            return
        table = self.controller.table
        if table is not self._table:
            self._table = table
            self._new_lobby(table)
            self.live.switch(table)
            self._reset_tokens()
        elif self.lobby.open and self.controller.dealt:
            self.lobby.open = False  # dealt from the console (Ctrl+D): the join closes
        self.changed.emit()

    def _new_lobby(self, table: Table | None) -> None:
        ruleset = find_ruleset(table.settings.ruleset if table else "moonveil")
        lobby = Lobby(max_seats=ruleset.max_players, min_seats=ruleset.min_players)
        self.host = None
        if table is None or table.public_view(None)["phase"]["kind"] != "lobby":
            lobby.open = False
        else:
            for seat in table.public_view(None)["seats"]:  # typed in the dialog: seated by hand
                lobby.seats.append(LobbySeat(name=seat["name"], bot=seat["bot"]))
            host_seat = table.settings.host_seat
            if host_seat is not None and host_seat < len(lobby.seats):
                self.host = lobby.seats[host_seat]
        self.lobby = lobby
        if self.service is not None:
            from moonveil_desktop.web.join import JOIN

            self.service.app[JOIN].lobby = lobby

    def _reset_tokens(self) -> None:
        """A new table: every seat gets a fresh token; its first deal keeps them."""
        if self.service is None:
            return
        from moonveil_desktop.web.server import _deal_of

        self.service.tokens.reissue_all(len(self.live.public_view()["seats"]))
        self.service._deal = _deal_of(self.live.current)

    # -- the lobby ------------------------------------------------------------------
    @property
    def is_open(self) -> bool:
        """A table is open for joining (seated, not dealt)."""
        return self.lobby.open and self._table is not None

    def lobby_changed(self) -> None:
        """The join desk's ``on_change`` (a phone joined or said it is ready)."""
        self.sync_seats()
        self.changed.emit()

    def sync_seats(self) -> None:
        """Write the lobby's seats to the table (undo its seating, seat again)."""
        table = self._table
        if table is None or self.controller.dealt:
            return
        wanted = [(s.name, s.bot) for s in self.lobby.seats]
        seated = [(s["name"], s["bot"]) for s in table.public_view(None)["seats"]]
        host = self.lobby.seats.index(self.host) if self.host in self.lobby.seats else None
        if table.settings.mode == PLAYING_HOST and table.settings.host_seat != host:
            table.settings.host_seat = host
            self._save_host_seat(host)
        if wanted == seated:
            return
        self._syncing = True
        try:
            with self.controller._quiet():  # one refresh at the end, never a half-seated table
                while table.game.journal:
                    table.undo()
                for name, bot in wanted:
                    table.apply(SeatPlayer(name, bot))
        except EngineError as error:
            self.controller.errorRaised.emit(plain_error(error))
        finally:
            self._syncing = False
        if self.service is not None:
            self.service.tokens.ensure(len(wanted))
        self.controller._settle(bots=False)  # the saved-games listing and viewsChanged

    def _save_host_seat(self, host: int | None) -> None:
        journal = self.controller.journal
        if journal is not None:  # the saved game resumes with the right host card
            journal.storage.db.execute("UPDATE games SET host_seat=? WHERE id=?", (host, journal.game_id))

    def edit(self, action: Callable[[Lobby], object]) -> str | None:
        """Run a moderator's lobby edit; returns the refusal in words, or None."""
        try:
            action(self.lobby)
        except LobbyError as refused:
            return refused.message
        self.lobby_changed()
        return None

    def set_host(self, index: int) -> str | None:
        """Playing host: this seat is the host's (added by hand = the laptop, or the host's phone)."""
        seat = self.lobby.seats[index]
        if seat.bot:
            return self.tr("A computer player cannot be the host.")
        self.host = seat
        self.lobby_changed()
        return None

    def start_game(self, override: bool = False) -> str | None:
        """Start: close the join, seat everyone, deal. Returns the refusal in words, or None."""
        table = self._table
        if table is None:
            return self.tr("No table is open.")
        if table.settings.mode == PLAYING_HOST and self.host not in self.lobby.seats:
            return self.tr("Playing host: choose your seat first.")
        try:
            self.lobby.start(override)
        except LobbyError as refused:
            return refused.message
        self.sync_seats()
        if not self.controller.deal():
            self.lobby.open = True  # the engine refused the deal: the table stays open
            self.changed.emit()
            return self.tr("The roles could not be dealt.")
        return None

    # -- codes ------------------------------------------------------------------------
    def join_url(self) -> str:
        from moonveil_desktop.web.join import join_url

        return join_url(self.base_url, self.lobby) if self.running else ""

    def tv_url(self) -> str:
        from moonveil_desktop.projector.tv_web import tv_url

        return tv_url(self.base_url, self.tv_token) if self.running else ""

    def seat_codes(self) -> list[SeatCode]:
        """Every seat's private card URL with its name (for the QR view and the sheet)."""
        if not self.running:
            return []
        seats = self.live.public_view()["seats"]
        return [SeatCode(seat["name"], self.service.url_for(seat["seat"])) for seat in seats]

    def connected_seats(self) -> list[int]:
        return list(self.service.connected_seats()) if self.running else []

    def revoke(self, seat: int) -> None:
        """A new card URL for ``seat``; the old one (and its open page) stops now."""
        if self.running:
            self.service.revoke(seat)
            if seat < len(self.lobby.seats) and self.lobby.seats[seat].cookie is not None:
                self.lobby.rebind(seat)  # the joined phone loses its seat cookie too
            self.changed.emit()


def monotonic_deadline(remaining_ms: int, running: bool) -> float | None:
    return time.monotonic() + remaining_ms / 1000 if running else None
