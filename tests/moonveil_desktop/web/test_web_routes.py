"""Every route of the phone server through aiohttp's test client (real Table, real engine)."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from aiohttp.test_utils import TestClient
from phones_support import GUARDIAN, NAMES, SEER, VILL1, VILL2, VILL3, WOLF, FullDisk, StepClock, make_table, page

from engine.commands import Advance, Presence, Say, Submit, Vote
from moonveil_desktop.table import NARRATOR, Table
from moonveil_desktop.web.guard import NOT_FOUND_BODY, MissLimiter
from moonveil_desktop.web.server import create_app
from moonveil_desktop.web.tokens import SeatTokens

pytestmark = pytest.mark.asyncio
Client = TestClient[Any, Any]

ROUTES = [("GET", ""), ("GET", "/live"), ("GET", "/digest"), ("POST", "/act"), ("POST", "/vote"), ("POST", "/presence")]


def finish_night(table: Table) -> None:
    """Wolf attacks Dan, nobody protects Dan: Dan dies at dawn."""
    table.apply(Submit(WOLF, "attack", (VILL1,)))
    table.apply(Submit(SEER, "inspect", (WOLF,)))
    table.apply(Submit(GUARDIAN, "protect", (GUARDIAN,)))
    for seat in (VILL1, VILL2, VILL3):
        table.apply(Submit(seat, "ready"))
    table.apply(Advance())


def assert_security_headers(headers: Any, private: bool = True) -> None:
    assert headers["Referrer-Policy"] == "no-referrer"
    assert headers["X-Frame-Options"] == "DENY"
    csp = headers["Content-Security-Policy"]
    assert "script-src 'self'" in csp and "unsafe-inline" not in csp and "default-src 'none'" in csp
    if private:
        assert headers["Cache-Control"] == "no-store"


async def test_card_page_shows_the_seats_own_card_with_security_headers(client: Client, tokens: SeatTokens) -> None:
    response = await client.get(page(tokens, SEER))
    html = await response.text()
    assert response.status == 200
    assert_security_headers(response.headers)
    assert "Seer" in html and "Bea" in html
    assert '<script src="/static/phone.js"' in html
    assert "<script>" not in html  # no inline script: the CSP forbids it


async def test_another_seats_token_shows_that_seat_only(client: Client, tokens: SeatTokens) -> None:
    wolf_page = await (await client.get(page(tokens, WOLF))).text()
    seer_page = await (await client.get(page(tokens, SEER))).text()
    assert '<h1 class="who">Ana</h1>' in wolf_page and '<h2 class="role">Wolf</h2>' in wolf_page
    assert '<h1 class="who">Bea</h1>' in seer_page and '<h2 class="role">Seer</h2>' in seer_page
    assert "Seer" not in wolf_page and "Bea</h1>" not in wolf_page
    assert "You are the Wolf" not in seer_page


async def test_wrong_token_gets_the_same_small_404_as_any_unknown_path(client: Client, tokens: SeatTokens) -> None:
    wrong = await client.get("/p/" + "A" * 32)
    unknown = await client.get("/no/such/page")
    assert wrong.status == unknown.status == 404
    assert await wrong.text() == await unknown.text() == NOT_FOUND_BODY
    assert_security_headers(wrong.headers)
    assert dict(wrong.headers).keys() == dict(unknown.headers).keys()


@pytest.mark.parametrize(("method", "suffix"), ROUTES)
async def test_revoked_token_stops_at_once_on_every_route(
    client: Client, tokens: SeatTokens, method: str, suffix: str
) -> None:
    old = page(tokens, SEER, suffix)
    tokens.revoke(SEER)
    response = await client.request(method, old, json={})
    assert response.status == 404
    assert await response.text() == NOT_FOUND_BODY
    fresh = await client.get(page(tokens, SEER))
    assert fresh.status == 200


async def test_reissue_all_kills_every_old_url(client: Client, tokens: SeatTokens) -> None:
    old = [page(tokens, seat) for seat in range(len(NAMES))]
    tokens.reissue_all(len(NAMES))
    for url in old:
        assert (await client.get(url)).status == 404
    assert (await client.get(page(tokens, WOLF))).status == 200


async def test_repeated_misses_from_one_address_are_slowed(aiohttp_client: Any, table: Table) -> None:
    tokens = SeatTokens()
    tokens.ensure(6)
    limiter = MissLimiter(free=3, step_s=0.001, ceiling_s=0.002)
    client = await aiohttp_client(create_app(table, tokens, limiter=limiter))
    for _ in range(5):
        assert (await client.get("/p/guess")).status == 404
    assert limiter.misses("127.0.0.1") == 5
    assert limiter.record("127.0.0.1") > 0  # the next miss from here waits
    assert MissLimiter(free=3).record("192.0.2.9") == 0  # a first miss does not


async def test_oversized_body_is_refused_with_413(client: Client, tokens: SeatTokens, table: Table) -> None:
    journal = len(table.game.journal)
    body = json.dumps({"ability": "attack", "targets": [VILL1], "pad": "x" * 10_000})
    response = await client.post(page(tokens, WOLF, "/act"), data=body)
    assert response.status == 413
    assert_security_headers(response.headers)
    assert len(table.game.journal) == journal


async def test_malformed_json_is_a_400_with_a_clear_message(client: Client, tokens: SeatTokens) -> None:
    json_type = {"Content-Type": "application/json"}
    response = await client.post(page(tokens, WOLF, "/act"), data="{ability: attack", headers=json_type)
    data = await response.json()
    assert response.status == 400
    assert data["error"]["code"] == "bad_request"
    assert "not valid JSON" in data["error"]["message"]
    wrong_shape = await client.post(page(tokens, WOLF, "/act"), json={"ability": "attack", "targets": "Bea"})
    assert wrong_shape.status == 400
    assert "targets" in (await wrong_shape.json())["error"]["message"]
    not_object = await client.post(page(tokens, WOLF, "/vote"), json=[1])
    assert not_object.status == 400


async def test_night_action_goes_through_the_table(client: Client, tokens: SeatTokens, table: Table) -> None:
    response = await client.post(page(tokens, WOLF, "/act"), json={"ability": "attack", "targets": [VILL1]})
    assert response.status == 200 and (await response.json())["ok"] is True
    assert table.game.journal[-1] == Submit(WOLF, "attack", (VILL1,))


async def test_a_command_the_laptop_cannot_save_is_refused_clearly_and_changes_nothing(
    client: Client, tokens: SeatTokens, table: Table
) -> None:
    """Journal first: a phone's action that could not be written is not applied,
    and the phone hears so in words (never a 500 with a traceback)."""
    before = list(table.game.journal)
    table.journal = FullDisk()
    response = await client.post(page(tokens, WOLF, "/act"), json={"ability": "attack", "targets": [VILL1]})
    assert response.status == 503
    assert (await response.json())["error"]["code"] == "not_saved"
    assert table.game.journal == before
    heartbeat = await client.post(page(tokens, SEER, "/presence"), json={})
    assert heartbeat.status == 204 and table.game.journal == before


async def test_submitting_twice_shows_the_engines_reason(client: Client, tokens: SeatTokens) -> None:
    first = await client.post(page(tokens, SEER, "/act"), json={"ability": "inspect", "targets": [WOLF]})
    second = await client.post(page(tokens, SEER, "/act"), json={"ability": "inspect", "targets": [VILL1]})
    assert first.status == 200
    assert second.status == 409
    error = (await second.json())["error"]
    assert error["code"] == "already_submitted" and error["rule"] and error["text"]


async def test_illegal_target_is_refused_by_the_engine(client: Client, tokens: SeatTokens) -> None:
    response = await client.post(page(tokens, WOLF, "/act"), json={"ability": "attack", "targets": [WOLF]})
    assert response.status == 409
    assert (await response.json())["error"]["code"] == "illegal_target"


async def test_submitting_for_a_dead_player_is_refused(client: Client, tokens: SeatTokens, table: Table) -> None:
    finish_night(table)
    table.apply(Advance())  # day → vote
    response = await client.post(page(tokens, VILL1, "/vote"), json={"choice": WOLF})
    assert response.status == 409
    assert (await response.json())["error"]["code"] == "dead_actor"


async def test_submitting_after_the_phase_closed_is_refused(client: Client, tokens: SeatTokens, table: Table) -> None:
    finish_night(table)
    response = await client.post(page(tokens, SEER, "/act"), json={"ability": "inspect", "targets": [VILL2]})
    assert response.status == 409
    assert (await response.json())["error"]["code"] == "wrong_phase"


async def test_vote_by_day_and_abstain(client: Client, tokens: SeatTokens, table: Table) -> None:
    finish_night(table)
    table.apply(Advance())
    assert (await client.post(page(tokens, SEER, "/vote"), json={"choice": WOLF})).status == 200
    assert (await client.post(page(tokens, GUARDIAN, "/vote"), json={"choice": None})).status == 200
    assert table.game.journal[-2:] == [Vote(SEER, WOLF), Vote(GUARDIAN, None)]
    missing = await client.post(page(tokens, VILL2, "/vote"), json={})
    assert missing.status == 400


async def test_narrator_mode_phones_only_read(aiohttp_client: Any) -> None:
    table = make_table(mode=NARRATOR)
    tokens = SeatTokens()
    tokens.ensure(6)
    client = await aiohttp_client(create_app(table, tokens))
    html = await (await client.get(page(tokens, WOLF))).text()
    response = await client.post(page(tokens, WOLF, "/act"), json={"ability": "attack", "targets": [VILL1]})
    assert 'data-kind="act"' not in html
    assert response.status == 403
    assert (await response.json())["error"]["code"] == "narrator_mode"


async def test_page_before_the_deal_waits(aiohttp_client: Any) -> None:
    table = make_table(roles=None)
    tokens = SeatTokens()
    tokens.ensure(6)
    client = await aiohttp_client(create_app(table, tokens))
    html = await (await client.get(page(tokens, SEER))).text()
    assert "Waiting for the deal" in html


async def test_language_from_accept_language_and_switch(client: Client, tokens: SeatTokens) -> None:
    spanish = await (await client.get(page(tokens, SEER), headers={"Accept-Language": "es-AR,es;q=0.9"})).text()
    chinese = await (await client.get(page(tokens, SEER, "?lang=zh_CN"), headers={"Accept-Language": "es"})).text()
    assert "Vidente" in spanish and 'lang="es"' in spanish and "Mantén pulsado" in spanish
    assert "预言家" in chinese and "按住查看" in chinese


async def test_player_names_are_escaped(aiohttp_client: Any) -> None:
    names = ("<script>alert(1)</script>", "Bea", "Cai", "Dan", "Eve", "Fay")
    table = make_table(names=names)
    tokens = SeatTokens()
    tokens.ensure(6)
    client = await aiohttp_client(create_app(table, tokens))
    html = await (await client.get(page(tokens, WOLF))).text()
    assert "<script>alert" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html


async def test_live_fragment_and_digest_follow_the_view(client: Client, tokens: SeatTokens, table: Table) -> None:
    before = (await (await client.get(page(tokens, SEER, "/digest"))).json())["digest"]
    fragment = await (await client.get(page(tokens, SEER, "/live"))).text()
    assert f'data-digest="{before}"' in fragment and "<html" not in fragment
    finish_night(table)
    after = (await (await client.get(page(tokens, SEER, "/digest"))).json())["digest"]
    fragment = await (await client.get(page(tokens, SEER, "/live"))).text()
    assert after != before
    assert "Ana: Wolf." in fragment  # the seer's result arrived


async def test_presence_heartbeat_becomes_presence_commands(
    client: Client, tokens: SeatTokens, table: Table, clock: StepClock
) -> None:
    clock.advance(5_000)
    assert (await client.post(page(tokens, SEER, "/presence"), json={})).status == 204
    assert table.game.journal[-1] == Presence(SEER, 5_000)
    clock.advance(1_000)
    await client.post(page(tokens, SEER, "/presence"), json={})  # too soon: not journaled again
    assert table.game.journal[-1] == Presence(SEER, 5_000)
    clock.advance(20_000)
    await client.post(page(tokens, SEER, "/presence"), json={})
    assert table.game.journal[-1] == Presence(SEER, 26_000)
    assert table.game.state.presence_ms[SEER] == 26_000


async def test_connected_seats_for_the_console(aiohttp_client: Any, table: Table, clock: StepClock) -> None:
    from moonveil_desktop.web.server import PHONES

    tokens = SeatTokens()
    tokens.ensure(6)
    app = create_app(table, tokens, clock=clock)
    client = await aiohttp_client(app)
    await client.post(page(tokens, WOLF, "/presence"), json={})
    await client.post(page(tokens, VILL2, "/presence"), json={})
    assert app[PHONES].presence.connected() == [WOLF, VILL2]
    clock.advance(31_000)
    await client.post(page(tokens, VILL2, "/presence"), json={})
    assert app[PHONES].presence.connected() == [VILL2]
    tokens.revoke(VILL2)
    assert app[PHONES].presence.connected() == []


async def test_static_assets_are_local_and_cacheable(client: Client) -> None:
    for asset in ("/static/phone.js", "/static/phone.css"):
        response = await client.get(asset)
        body = await response.text()
        assert response.status == 200
        assert_security_headers(response.headers, private=False)
        assert "http://" not in body and "https://" not in body  # no CDN
    assert (await client.get("/static/../conftest.py")).status == 404


async def test_wrong_method_gets_a_small_405_with_headers(client: Client, tokens: SeatTokens) -> None:
    response = await client.put(page(tokens, WOLF))
    assert response.status == 405
    assert_security_headers(response.headers)


async def read_event(response: Any) -> str:
    """The data of the next ``view`` event of an SSE stream."""
    while True:
        line = (await asyncio.wait_for(response.content.readline(), 5)).decode()
        if line.startswith("data: "):
            return line[6:].strip()


async def test_events_push_the_digest_when_the_view_changes(client: Client, tokens: SeatTokens, table: Table) -> None:
    response = await client.get(page(tokens, SEER, "/events"))
    assert response.headers["Content-Type"].startswith("text/event-stream")
    assert_security_headers(response.headers)
    first = await read_event(response)
    finish_night(table)
    second = await read_event(response)
    digest = (await (await client.get(page(tokens, SEER, "/digest"))).json())["digest"]
    assert first != second == digest
    response.close()


async def test_revoking_closes_the_open_stream(client: Client, tokens: SeatTokens) -> None:
    response = await client.get(page(tokens, SEER, "/events"))
    await read_event(response)
    tokens.revoke(SEER)
    rest = await asyncio.wait_for(response.content.read(), 5)
    assert rest.strip() == b"event: gone\ndata:"  # no view, only "forget the card"; then the end
    assert response.content.at_eof()


async def test_a_chunked_body_over_the_limit_is_refused_too(client: Client, tokens: SeatTokens) -> None:
    async def chunks() -> Any:
        yield b'{"ability": "attack", "targets": [3], "pad": "'
        for _ in range(20):
            yield b"x" * 1024
        yield b'"}'

    response = await client.post(
        page(tokens, WOLF, "/act"), data=chunks(), headers={"Content-Type": "application/json"}
    )
    assert response.status == 413
    assert_security_headers(response.headers)


async def test_changes_the_page_does_not_show_do_not_change_its_digest(
    client: Client, tokens: SeatTokens, table: Table, clock: StepClock
) -> None:
    before = (await (await client.get(page(tokens, WOLF, "/digest"))).json())["digest"]
    table.apply(Submit(SEER, "inspect", (WOLF,)))  # someone else acted: not on the wolf's page
    clock.advance(60_000)
    await client.post(page(tokens, VILL2, "/presence"), json={})  # the clock moved
    same = (await (await client.get(page(tokens, WOLF, "/digest"))).json())["digest"]
    table.apply(Say(WOLF, "wolves", "Dan tonight"))
    after = (await (await client.get(page(tokens, WOLF, "/digest"))).json())["digest"]
    assert before == same != after
