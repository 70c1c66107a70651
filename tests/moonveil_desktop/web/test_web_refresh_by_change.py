"""Refresh by change on the phones (issue 20): after a table change a seat's page is
built again only when that seat's view changed. A heartbeat moves the clock and
nothing a page shows; a wolf's line in the wolves' channel changes the wolves' pages.
The evening's heartbeats are taken together, a moment later."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from aiohttp.test_utils import TestClient
from phones_support import NAMES, ROLES, SEER, VILL1, WOLF, StepClock, page

from engine.commands import Deal, Presence, Say
from moonveil_desktop.evening import Evening
from moonveil_desktop.table import PLAYING_HOST, Table, TableSettings
from moonveil_desktop.web import server
from moonveil_desktop.web.server import create_app
from moonveil_desktop.web.tokens import SeatTokens

Client = TestClient[Any, Any]
pytestmark = pytest.mark.asyncio


@pytest.fixture
def built(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The seats whose page context was built, in order."""
    seats: list[int] = []
    real = server.page_context

    def counting(view: dict[str, Any], lang: str, *, acting: bool, **more: Any) -> dict[str, Any]:
        seats.append(view["seat"])
        return real(view, lang, acting=acting, **more)

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


async def test_the_evening_s_heartbeats_reach_the_pages_once_a_moment(aiohttp_client: Any) -> None:
    """Heartbeats in the same phase are taken together within ``INPUTS_LATER_S``: a run
    of them is one round of page checks, a move is taken at once."""
    evening = Evening(None)
    evening.new_table(TableSettings("moonveil", mode=PLAYING_HOST), [(name, False) for name in NAMES])
    evening.apply(Deal(ROLES))
    client = await aiohttp_client(create_app(evening, evening.tokens, clock=StepClock()))  # type: ignore[arg-type]
    phones = client.app[server.PHONES]
    before = phones.generation
    for seat in range(len(NAMES)):
        evening.apply(Presence(seat, 1_000 + seat))
    assert phones.generation == before  # nothing checked yet
    await asyncio.sleep(server.INPUTS_LATER_S + 0.2)
    assert phones.generation == before + 1  # six heartbeats, one round
    evening.apply(Say(WOLF, "wolves", "now"))
    assert phones.generation == before + 2  # a move: at once
