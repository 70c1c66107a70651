"""Six phones join in a real Chromium (Playwright, Debian's chromium, 390x844), two
bots fill seats, everyone is ready, the game starts and each page turns into its
own card; a reload keeps the seat; a stolen join link after the start gets nothing."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import Future
from typing import Any, TypeVar

import pytest

from engine.commands import Deal, SeatPlayer
from moonveil_desktop.lobby import Lobby
from moonveil_desktop.table import PLAYING_HOST, Table, TableSettings
from moonveil_desktop.web.join import install_join_routes, join_url
from moonveil_desktop.web.server import PHONES, PhoneService

pytestmark = pytest.mark.browser
T = TypeVar("T")
NAMES = ("李雷", "José", "Zoë", "Ana", "Bea", "Cai")


class JoinServer:
    """The phone server with its join routes, on 127.0.0.1, in a thread with its own loop."""

    def __init__(self) -> None:
        self.table = Table(TableSettings("moonveil", {"game_type": "classic", "wolves": 2}, seed=5, mode=PLAYING_HOST))
        self.lobby = Lobby(max_seats=12)
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.service: PhoneService = self.call(self._service)
        self.base = asyncio.run_coroutine_threadsafe(self.service.start("127.0.0.1", 0), self.loop).result(10)

    def _service(self) -> PhoneService:
        service = PhoneService(self.table)
        install_join_routes(service.app, self.lobby, service.tokens, service.app[PHONES].templates)
        return service

    def call(self, fn: Callable[[], T]) -> T:
        done: Future[T] = Future()

        def step() -> None:
            try:
                done.set_result(fn())
            except BaseException as exc:
                done.set_exception(exc)

        self.loop.call_soon_threadsafe(step)
        return done.result(timeout=10)

    def start_game(self) -> None:
        for name, bot in self.lobby.start():
            self.table.apply(SeatPlayer(name, bot=bot))
        self.table.apply(Deal())
        self.service.tokens.reissue_all(len(self.table.game.state.players))

    def close(self) -> None:
        asyncio.run_coroutine_threadsafe(self.service.stop(), self.loop).result(10)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(timeout=10)
        self.loop.close()


@pytest.fixture
def server() -> Iterator[JoinServer]:
    running = JoinServer()
    yield running
    running.close()


def new_phone(browser: Any) -> Any:
    return browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)


def test_six_phones_two_bots_start_and_each_page_becomes_its_own_card(browser: Any, server: JoinServer) -> None:
    """``browser`` runs Playwright in its own thread (see conftest); the script runs there."""
    browser.run(lambda chromium: six_phones(chromium, server))


def six_phones(browser: Any, server: JoinServer) -> None:
    link = join_url(server.base, server.lobby)
    contexts = [new_phone(browser) for _ in NAMES]
    pages = []
    try:
        for context, name in zip(contexts, NAMES, strict=True):
            page = context.new_page()
            page.goto(link)
            page.fill("#name", name)
            page.select_option("#lang", "zh_CN" if name == "李雷" else "en")
            page.click("button[type=submit]")
            page.wait_for_url("**/me")
            pages.append(page)
        server.call(server.lobby.add_bot)
        server.call(server.lobby.add_bot)
        assert [s.name for s in server.lobby.seats] == [*NAMES, "Bot 1", "Bot 2"]
        for page in pages:
            page.click("button.ready")
            page.wait_for_selector("button.ready.on")
        assert server.call(server.lobby.can_start)
        server.call(server.start_game)
        players = server.table.game.state.players
        roles = server.table.game.ruleset.roles
        for seat, page in enumerate(pages):
            page.wait_for_url("**/p/**", timeout=10_000)  # the waiting room reloads into the card
            text = page.inner_text("body")
            own = roles[players[seat].role]
            assert NAMES[seat] in text and own.name(server.lobby.seats[seat].lang) in page.content()
            for other in {p.role for p in players} - {players[seat].role}:
                other_name = roles[other].name(server.lobby.seats[seat].lang)
                if other_name not in own.text(server.lobby.seats[seat].lang) + own.goals.get("en", ""):
                    assert other_name not in page.content(), f"{NAMES[seat]} sees {other_name}"
        pages[0].reload()
        assert "/p/" in pages[0].url and NAMES[0] in pages[0].inner_text("body")
        thief = new_phone(browser)
        contexts.append(thief)
        stolen = thief.new_page()
        response = stolen.goto(link)
        assert response is not None and response.status == 404 and "Not found" in stolen.inner_text("body")
    finally:
        for context in contexts:
            context.close()


def test_a_tap_on_ready_is_not_lost_to_the_waiting_rooms_reload(browser: Any, server: JoinServer) -> None:
    """The waiting room reloads when the lobby changes; a Ready posted at that moment used to
    be cancelled by the reload (the tap lost, a reset connection on the server). The post is
    held here while a bot joins and the room's poll (every 1.5 s) sees the change."""
    browser.run(lambda chromium: ready_during_a_change(chromium, server))


def ready_during_a_change(browser: Any, server: JoinServer) -> None:
    import time

    context = new_phone(browser)
    try:
        page = context.new_page()
        page.goto(join_url(server.base, server.lobby))
        page.fill("#name", "Ana")
        page.click("button[type=submit]")
        page.wait_for_url("**/me")
        page.wait_for_timeout(2000)  # the room's first poll: it knows the lobby as it is now

        def held(route: Any) -> None:
            server.call(server.lobby.add_bot)  # another seat: the room's next poll sees a change
            time.sleep(3.5)
            route.continue_()  # raises when a reload has cancelled the post

        page.route("**/me/ready", held)
        page.click("button.ready")
        page.wait_for_selector("button.ready.on", timeout=15_000)
        assert server.call(lambda: [seat.ready for seat in server.lobby.seats if not seat.bot]) == [True]
    finally:
        context.close()
