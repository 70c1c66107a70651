"""Fixtures for the phone server: a real engine game in a real Table, the real aiohttp
app on 127.0.0.1, and one shared headless Chromium per session for browser tests."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any, TypeVar

import pytest
import pytest_asyncio
from aiohttp.test_utils import TestClient
from phones_support import LiveServer, Phone, StepClock, make_table

from moonveil_desktop.table import Table
from moonveil_desktop.web.server import create_app
from moonveil_desktop.web.tokens import SeatTokens
from tests.browser_support import BrowserThread

T = TypeVar("T")


@pytest.fixture
def table() -> Table:
    return make_table()


@pytest.fixture
def tokens(table: Table) -> SeatTokens:
    tokens = SeatTokens()
    tokens.ensure(len(table.public_view()["seats"]))
    return tokens


@pytest.fixture
def clock() -> StepClock:
    return StepClock()


@pytest_asyncio.fixture
async def client(aiohttp_client: Any, table: Table, tokens: SeatTokens, clock: StepClock) -> TestClient[Any, Any]:
    result: TestClient[Any, Any] = await aiohttp_client(create_app(table, tokens, clock=clock))
    return result


@pytest.fixture
def live_server() -> Iterator[Callable[[Table], LiveServer]]:
    servers: list[LiveServer] = []

    def start(table: Table) -> LiveServer:
        servers.append(LiveServer(table))
        return servers[-1]

    yield start
    for server in servers:
        server.close()


@pytest.fixture
def phone(browser: BrowserThread) -> Phone[Any]:
    """Run ``script(page)`` on a fresh phone-sized page (390x844, touch) in the browser thread."""

    def run(script: Callable[[Any], T]) -> T:
        def job(chromium: Any) -> T:
            context = chromium.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
            try:
                return script(context.new_page())
            finally:
                context.close()

        return browser.run(job)

    return run
