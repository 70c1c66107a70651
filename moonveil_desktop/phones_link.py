"""The phones' Qt adapter: one phone server for the whole evening, over the ``Evening``.

``PhoneLink`` runs the ``PhoneService`` (issue 4), the TV page's routes (issue 5)
and the join desk (issue 11) on one aiohttp application: in the child process the
app's entry point started before PySide6 (``phone_child``, ``web/child.py``: the
console imports neither aiohttp nor Jinja), or, when there is none or it fails, on
the app's qasync loop. All of them are bound to the ``Evening`` itself, never to one table: the
evening always answers for the table the console has open, so the server never
restarts and the TV page follows New table, Open and resume. The seat tokens,
the lobby and the TV token are the evening's (stored with the game); this
adapter only turns the evening's change stream into Qt signals for the Phones
panel and puts the refusals in words.

Everything here runs on the GUI thread (in-process, aiohttp's handlers run on the
qasync loop; the child's questions are answered on it).
"""

from __future__ import annotations

import asyncio
import contextlib
import importlib
import logging
import sys
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import shiboken6
from PySide6.QtCore import QObject, Signal

from moonveil_desktop.controller import TableController, plain_error
from moonveil_desktop.evening import Evening, StartRefused, lobby_data
from moonveil_desktop.lobby import Lobby, LobbyError, LobbySeat
from moonveil_desktop.phone_child import ChildFailed, ChildServer, take_spawned
from moonveil_desktop.qr import SeatCode
from moonveil_desktop.refusals import lobby_refusal_text

if TYPE_CHECKING:  # the engine comes after the server listens (start-up, issue 20)
    from engine.errors import EngineError
    from engine.view_types import SeatData
    from moonveil_desktop.phone_child import Spawned

log = logging.getLogger(__name__)

SERVER_MODULE = "moonveil_desktop.web.server"  # aiohttp and the handlers: only when this process serves


class PhoneLink(QObject):
    """The phone server of the evening, and the open table's lobby as the panel sees it."""

    changed = Signal()  # lobby, seats, tokens, connected phones or the server changed
    serverChanged = Signal()

    def __init__(self, evening: Evening, controller: TableController, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.evening = evening
        self.controller = controller  # for the console's error banner
        self.service: Any = None  # PhoneService once started (aiohttp is imported lazily)
        self.error = ""
        self._restart: asyncio.Future[None] | None = None  # serving again in this process after the child died
        self._shown = self.panel_state()  # what the panel shows (it is built from this evening)
        unsubscribe = evening.subscribe(self._evening_changed)
        self.destroyed.connect(unsubscribe)

    def _evening_changed(self) -> None:
        """Refresh by change: ``changed`` only when the lobby, the seats or their links
        changed (a phone's heartbeat changes none of them; the connected list is polled)."""
        if not shiboken6.isValid(self) or self.evening.changed_only_inputs:
            return  # a heartbeat or a clock reading in the same phase: no lobby, seat or link changed
        shown = self.panel_state()
        if shown != self._shown:
            self._shown = shown
            self.changed.emit()

    def panel_state(self) -> tuple[object, ...]:
        """What the Phones panel shows of the evening, as comparable data."""
        evening = self.evening
        seats = [(seat["name"], seat["bot"]) for seat in self.seats()]
        return (evening.table, lobby_data(evening.lobby, evening.host), evening.tokens.saved(), seats)

    # -- the server ---------------------------------------------------------------
    async def start(self, host: str | None, port: int) -> str:
        """Serve the phones (cards, TV, join) on ``host``:``port``. Returns the base URL.
        In the child process ``__main__`` started when there is one (start-up, issue 20);
        in this process when there is none or it fails (the same pages, the same road)."""
        spawned = take_spawned()
        if spawned is not None:
            try:
                return await self._start_child(spawned, host, port)
            except ChildFailed as failure:
                log.warning("%s; the console serves the phones itself", failure)
        return await self._start_in_process(host, port)

    async def _start_child(self, spawned: Spawned, host: str | None, port: int) -> str:
        from moonveil_desktop.netaddr import default_host

        service = ChildServer(
            spawned, self.evening, deadline=self.deadline, lobby_changed=self.lobby_changed, lost=self._child_lost
        )
        try:
            url = await service.start(host or default_host(), port)
        except OSError as error:
            self._could_not_start(error)
            raise
        self.service = service
        self._started()
        return url

    def _child_lost(self) -> None:
        """The child died while serving: the panel says so, and the console serves the
        phones itself on the address the child had (the phones' links work on)."""
        dead, self.service = self.service, None
        if shiboken6.isValid(self) and dead is not None:
            self.serverChanged.emit()
            self._restart = asyncio.ensure_future(self._serve_again(dead.host, dead.port))

    async def _serve_again(self, host: str | None, port: int) -> None:
        with contextlib.suppress(OSError):  # shown in the Phones panel
            await self._start_in_process(host, port)

    async def _start_in_process(self, host: str | None, port: int) -> str:
        """Build the application (cards, TV, join) in this process, bind it and serve."""
        if SERVER_MODULE not in sys.modules:  # the child was to serve: aiohttp is imported now, off the GUI thread
            await asyncio.get_running_loop().run_in_executor(None, importlib.import_module, SERVER_MODULE)
        from moonveil_desktop.projector.tv_web import install_tv_routes
        from moonveil_desktop.web.join import install_join_routes
        from moonveil_desktop.web.server import PHONES, PhoneService

        evening = self.evening
        service = PhoneService(evening, evening.tokens, clock=evening.now_ms)
        install_tv_routes(
            service.app, evening.village_view, evening.subscribe, evening.tv_token, deadline_source=self.deadline
        )
        templates = service.app[PHONES].templates
        install_join_routes(service.app, lambda: evening.lobby, service.tokens, templates, self.lobby_changed)
        self.service = service
        try:
            url: str = await service.start(host, port)
        except OSError as error:
            self.service = None
            self._could_not_start(error)
            raise
        self._started()
        return url

    def _could_not_start(self, error: OSError) -> None:
        self.error = str(error)
        log.error("the phone server could not start: %s", error)
        self.serverChanged.emit()

    def _started(self) -> None:
        self.error = ""
        self.serverChanged.emit()
        self.changed.emit()

    @property
    def in_child(self) -> bool:
        """The phones are served by the child process (not by this one)."""
        return isinstance(self.service, ChildServer)

    async def stop(self) -> None:
        if self._restart is not None:
            await self._restart  # the in-process server it starts is stopped below
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

    @property
    def server_host(self) -> str | None:
        """The address the server listens on; None while it does not run."""
        return str(self.service.host) if self.running else None

    deadline_source: Callable[[], float | None] | None = None

    def deadline(self) -> float | None:
        """The phase countdown's end (monotonic), for the TV page."""
        return self.deadline_source() if self.deadline_source is not None else None

    # -- the lobby ------------------------------------------------------------------
    @property
    def lobby(self) -> Lobby:
        return self.evening.lobby

    @property
    def host(self) -> LobbySeat | None:
        return self.evening.host

    @property
    def is_open(self) -> bool:
        """A table is open for joining (seated, not dealt)."""
        return self.evening.is_open

    def lobby_changed(self) -> None:
        """The join desk's ``on_change`` (a phone joined or said it is ready)."""
        self._show_refusal(self.evening.lobby_changed())

    def _show_refusal(self, refusal: EngineError | None) -> None:
        if refusal is not None:
            self.controller.errorRaised.emit(plain_error(refusal, self.controller.lang))

    def edit(self, action: Callable[[Lobby], object]) -> str | None:
        """Run a moderator's lobby edit; returns the refusal in words, or None."""
        try:
            self._show_refusal(self.evening.edit_lobby(action))
        except LobbyError as refused:
            return lobby_refusal_text(refused, self.controller.lang)
        return None

    def set_host(self, index: int) -> str | None:
        """Playing host: this seat is the host's (added by hand = the laptop, or the host's phone)."""
        if self.lobby.seats[index].bot:
            return self.tr("A computer player cannot be the host.")
        self._show_refusal(self.evening.set_host(index))
        return None

    def start_game(self, override: bool = False) -> str | None:
        """Start: close the join, seat everyone, deal. Returns the refusal in words, or None."""
        try:
            self.evening.start_game(override)
        except StartRefused as refused:
            if refused.code == "no_table":
                return self.tr("No table is open.")
            if refused.code == "host_seat":
                return self.tr("Playing host: choose your seat first.")
            if refused.error is not None:
                self.controller.errorRaised.emit(plain_error(refused.error, self.controller.lang))
                return self.tr("The roles could not be dealt.")
            return refused.message
        return None

    # -- codes ------------------------------------------------------------------------
    def join_url(self) -> str:
        from moonveil_desktop.web.urls import join_url  # not the join desk's module: no aiohttp for a URL

        return join_url(self.base_url, self.lobby) if self.running else ""

    def tv_url(self) -> str:
        from moonveil_desktop.web.urls import tv_url

        return tv_url(self.base_url, self.evening.tv_token) if self.running else ""

    def tv_short_url(self) -> str:
        """The TV page's address to type on a TV remote (``/tv/K7PM-4XQ2``)."""
        from moonveil_desktop.web.urls import tv_short_url

        return tv_short_url(self.base_url, self.evening.tv_token) if self.running else ""

    def tv_code(self) -> str:
        """The TV page's short code as shown: ``K7PM-4XQ2`` ("" while the server is down)."""
        from moonveil_desktop.web.tokens import grouped, tv_code

        return grouped(tv_code(self.evening.tv_token)) if self.running else ""

    def seat_codes(self) -> list[SeatCode]:
        """Every seat's private card URL with its name (for the QR view and the sheet)."""
        if not self.running:
            return []
        return [SeatCode(seat["name"], self.service.url_for(seat["seat"])) for seat in self.seats()]

    def seats(self) -> list[SeatData]:
        """The open table's seats as the public view shows them (none without a table:
        the panel is built before the engine is imported, start-up issue 20)."""
        if self.evening.table is None:
            return []
        return self.evening.public_view(None)["seats"]

    def connected_seats(self) -> list[int]:
        return list(self.service.connected_seats()) if self.running else []

    def revoke(self, seat: int) -> None:
        """A new card URL for ``seat``; the old one (its open page, its join cookie) stops now."""
        if self.running:
            self.evening.revoke(seat)


def monotonic_deadline(remaining_ms: int, running: bool) -> float | None:
    return time.monotonic() + remaining_ms / 1000 if running else None
