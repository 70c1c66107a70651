"""Helpers of the phone tests (a uniquely named module, so that no other ``conftest``
shadows it): the table used everywhere, a clock the test moves, a live server in a
thread, and the browser thread."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, TypeVar

from engine.commands import Deal, SeatPlayer
from moonveil_desktop.storage import StorageError
from moonveil_desktop.table import PLAYING_HOST, Table, TableService, TableSettings
from moonveil_desktop.web.server import PhoneService
from moonveil_desktop.web.tokens import SeatTokens

NAMES = ("Ana", "Bea", "Cai", "Dan", "Eve", "Fay")
ROLES = ("wolf", "seer", "guardian", "villager", "villager", "villager")
WOLF, SEER, GUARDIAN, VILL1, VILL2, VILL3 = range(6)
T = TypeVar("T")


class StepClock:
    """The app's clock as the server sees it (ms since the deal), moved by the test."""

    def __init__(self) -> None:
        self.now = 0

    def __call__(self) -> int:
        return self.now

    def advance(self, ms: int) -> None:
        self.now += ms


def make_table(
    mode: str = PLAYING_HOST, names: tuple[str, ...] = NAMES, roles: tuple[str, ...] | None = ROLES
) -> Table:
    table = Table(TableSettings("moonveil", mode=mode))
    for name in names:
        table.apply(SeatPlayer(name))
    if roles is not None:
        table.apply(Deal(roles))
    return table


def page(tokens: SeatTokens, seat: int, suffix: str = "") -> str:
    return f"/p/{tokens.token(seat)}{suffix}"


class FullDisk:
    """A journal on a disk that has just filled up: every write fails."""

    def append(self, command: Any) -> None:
        raise StorageError("disk full", None, "disk_full")

    def truncate(self, length: int) -> None:
        raise StorageError("disk full", None, "disk_full")


# -- a live server in its own thread, for the browser -------------------------------------
class LiveServer:
    """A PhoneService on 127.0.0.1 in a thread with its own loop; ``call`` runs code there
    (the table's listeners wake asyncio events, so commands must run on that loop)."""

    def __init__(
        self,
        table: TableService,
        prepare: Callable[[PhoneService], None] | None = None,
        tokens: SeatTokens | None = None,
    ) -> None:
        """``prepare(service)`` runs before the server starts (to add the join or TV routes);
        ``tokens``: the evening's, when ``table`` is an ``Evening`` (it follows the deals)."""
        self.table = table
        self.loop = asyncio.new_event_loop()
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.service: PhoneService = self.call(lambda: PhoneService(table, tokens, clock=StepClock()))
        if prepare is not None:
            self.call(lambda: prepare(self.service))
        self.run(self.service.start("127.0.0.1", 0))

    def call(self, fn: Callable[[], T]) -> T:
        done: Future[T] = Future()

        def step() -> None:
            try:
                done.set_result(fn())
            except BaseException as exc:
                done.set_exception(exc)

        self.loop.call_soon_threadsafe(step)
        return done.result(timeout=10)

    def run(self, coroutine: Any) -> Any:
        return asyncio.run_coroutine_threadsafe(coroutine, self.loop).result(timeout=10)

    def url(self, seat: int, lang: str | None = None) -> str:
        url = self.call(lambda: self.service.url_for(seat))
        return f"{url}?lang={lang}" if lang else url

    def close(self) -> None:
        self.run(self.service.stop())
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(timeout=10)
        self.loop.close()


Phone = Callable[[Callable[[Any], T]], T]
