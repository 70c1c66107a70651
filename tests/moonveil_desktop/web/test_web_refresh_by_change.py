"""Refresh by change on the phones (issue 20): after a table change a seat's page is
built again only when that seat's view changed. A heartbeat moves the clock and
nothing a page shows; a wolf's line in the wolves' channel changes the wolves' pages."""

from __future__ import annotations

from typing import Any

import pytest
from aiohttp.test_utils import TestClient
from phones_support import SEER, VILL1, WOLF, StepClock, page

from engine.commands import Say
from moonveil_desktop.table import Table
from moonveil_desktop.web import server
from moonveil_desktop.web.tokens import SeatTokens

Client = TestClient[Any, Any]
pytestmark = pytest.mark.asyncio


@pytest.fixture
def built(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The seats whose page context was built, in order."""
    seats: list[int] = []
    real = server.page_context

    def counting(view: dict[str, Any], lang: str, *, acting: bool) -> dict[str, Any]:
        seats.append(view["seat"])
        return real(view, lang, acting=acting)

    monkeypatch.setattr(server, "page_context", counting)
    return seats


async def test_a_heartbeat_builds_no_card_page_again(
    client: Client, tokens: SeatTokens, table: Table, clock: StepClock, built: list[int]
) -> None:
    before = await (await client.get(page(tokens, SEER))).text()
    clock.advance(5_000)
    assert (await client.post(page(tokens, VILL1, "/presence"), json={})).status == 204
    assert table.game.journal[-1].kind == "presence"  # the heartbeat reached the engine: a table change
    after = await (await client.get(page(tokens, SEER))).text()
    assert after == before
    assert built == [SEER]  # built once, kept after the heartbeat


async def test_a_line_to_the_wolves_rebuilds_only_the_wolf_page(
    client: Client, tokens: SeatTokens, table: Table, built: list[int]
) -> None:
    for seat in (WOLF, SEER):
        await client.get(page(tokens, seat))
    table.apply(Say(WOLF, "wolves", "the seer tonight"))
    wolf = await (await client.get(page(tokens, WOLF))).text()
    await client.get(page(tokens, SEER))
    assert "the seer tonight" in wolf
    assert built == [WOLF, SEER, WOLF]  # the seer's page was not built again
