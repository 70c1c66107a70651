"""PhoneService: AppRunner + TCPSite on 127.0.0.1, port fallback, clean stop with open streams."""

from __future__ import annotations

import asyncio
import logging
import socket

import aiohttp
import pytest
from phones_support import ROLES, SEER, WOLF, StepClock, make_table

from engine.commands import Deal
from moonveil_desktop.table import Table
from moonveil_desktop.web.server import PhoneService

pytestmark = pytest.mark.asyncio


async def test_start_reads_the_bound_port_back_and_serves(table: Table) -> None:
    service = PhoneService(table, clock=StepClock())
    base = await service.start("127.0.0.1", 0)
    try:
        assert service.port > 0 and base == f"http://127.0.0.1:{service.port}"
        url = service.url_for(SEER)
        assert url.startswith(base + "/p/") and len(url.rsplit("/", 1)[1]) >= 22  # >= 128 bits
        async with aiohttp.ClientSession() as session, session.get(url) as response:
            assert response.status == 200
            assert "Bea" in await response.text()
    finally:
        await service.stop()
    assert not service.running


async def test_a_taken_port_falls_back_to_a_free_one(table: Table) -> None:
    with socket.socket() as blocker:
        blocker.bind(("127.0.0.1", 0))
        blocker.listen()
        taken = blocker.getsockname()[1]
        service = PhoneService(table, clock=StepClock())
        await service.start("127.0.0.1", taken)
        try:
            assert service.port not in (0, taken)
        finally:
            await service.stop()


async def test_stop_closes_open_streams_instead_of_waiting_for_phones(table: Table) -> None:
    service = PhoneService(table, clock=StepClock())
    await service.start("127.0.0.1", 0)
    async with aiohttp.ClientSession() as session:
        response = await session.get(service.url_for(WOLF) + "/events")
        while not (await asyncio.wait_for(response.content.readline(), 5)).startswith(b"event: view"):
            pass
        await asyncio.wait_for(service.stop(), 10)
        rest = await asyncio.wait_for(response.content.read(), 5)
        assert b"gone" not in rest  # shutting down is not revoking: the page will reconnect
        response.close()
    assert not service.running


async def test_new_deal_and_revoke_change_the_url(table: Table) -> None:
    service = PhoneService(table, clock=StepClock())
    first = service.url_for(SEER)
    service.new_deal()
    second = service.url_for(SEER)
    third = service.revoke(SEER)
    assert len({first, second, third}) == 3
    assert service.tokens.seat_for(first.rsplit("/", 1)[1]) is None
    assert "p/" not in repr(service.tokens)


async def test_a_new_deal_issues_new_tokens_by_itself() -> None:
    table = make_table(roles=None)
    service = PhoneService(table, clock=StepClock())
    lobby = service.url_for(SEER)
    table.apply(Deal(ROLES))
    assert service.url_for(SEER) == lobby  # scanned while seating: still good for the first deal
    table.undo()
    table.redo()
    assert service.url_for(SEER) == lobby  # the very same deal again
    table.undo()
    table.apply(Deal(("seer", "wolf", "guardian", "villager", "villager", "villager")))
    assert service.url_for(SEER) != lobby  # a re-deal: every old URL is dead
    assert service.tokens.seat_for(lobby.rsplit("/", 1)[1]) is None
    await service.stop()
    table.undo()
    table.apply(Deal(ROLES))  # a stopped service no longer follows the table


async def test_tokens_never_reach_the_logs(table: Table, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.DEBUG)
    service = PhoneService(table, clock=StepClock())
    await service.start("127.0.0.1", 0)
    try:
        urls = [service.url_for(seat) for seat in range(6)]
        async with aiohttp.ClientSession() as session:
            for url in urls:
                for suffix in ("", "/live", "/digest", "/nope"):
                    async with session.get(url + suffix) as response:
                        await response.read()
                async with session.post(url + "/presence", json={}) as response:
                    await response.read()
                async with session.post(url + "/act", data="{bad") as response:
                    await response.read()
            old = urls[SEER]
            service.revoke(SEER)
            async with session.get(old) as response:
                assert response.status == 404
    finally:
        await service.stop()
    tokens = [url.rsplit("/", 1)[1] for url in urls] + [service.tokens.token(SEER)]
    assert caplog.records  # something was logged, and none of it carries a token
    assert not [t for t in tokens if t in caplog.text]


async def test_a_server_on_every_interface_announces_the_lan_address(monkeypatch: pytest.MonkeyPatch) -> None:
    """Listening on 0.0.0.0 used to put http://0.0.0.0:… in every QR code, which no
    phone can open: the announced address is the LAN one. (Nothing is bound here:
    tests bind 127.0.0.1 only.)"""
    import moonveil_desktop.netaddr

    monkeypatch.setattr(moonveil_desktop.netaddr, "default_host", lambda: "192.0.2.9")
    service = PhoneService(make_table(), clock=StepClock())
    service.host, service.port = "0.0.0.0", 8765
    assert service.base_url == "http://192.0.2.9:8765"
    assert service.url_for(0).startswith("http://192.0.2.9:8765/p/")
    service.host = "127.0.0.1"
    assert service.base_url == "http://127.0.0.1:8765"
