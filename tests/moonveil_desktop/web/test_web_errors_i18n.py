"""The server's own refusals in the reader's language (issue 20; the house rule: bad input
gets a clear, specific error in the reader's language and changes nothing). A real
aiohttp server on 127.0.0.1: each kind of refusal a phone or the TV page can meet,
asked in Spanish, Italian and Chinese, carries its stable code and the sentence the
translation catalogue holds for it (a finished translation, not the English), and
leaves the game as it was."""

from __future__ import annotations

import asyncio
import html
import json
from collections.abc import AsyncIterator
from typing import Any

import pytest
from aiohttp.test_utils import TestClient
from phones_support import NAMES, VILL1, VILL3, WOLF, FullDisk, make_table, page

from engine.commands import Submit
from moonveil_desktop.catalog import load
from moonveil_desktop.lobby import Lobby
from moonveil_desktop.projector.catalog import translator
from moonveil_desktop.projector.strings import WRONG_TV_ADDRESS
from moonveil_desktop.projector.tv_web import create_tv_app, new_token
from moonveil_desktop.table import NARRATOR, Table
from moonveil_desktop.web.errors import SENTENCES, source_of
from moonveil_desktop.web.guard import BODY_TIMEOUT, NOT_FOUND_BODY
from moonveil_desktop.web.i18n import Words
from moonveil_desktop.web.join import install_join_routes
from moonveil_desktop.web.server import MAX_BODY_BYTES, PHONES, create_app
from moonveil_desktop.web.tokens import SeatTokens

pytestmark = pytest.mark.asyncio
Client = TestClient[Any, Any]

ACCEPT = {"es": "es-ES,es;q=0.9,en;q=0.5", "it": "it-IT,it;q=0.9", "zh_CN": "zh-CN,zh;q=0.9"}
JSON_TYPE = "application/json"
ATTACK = {"ability": "attack", "targets": [VILL1]}


def catalogued(lang: str, key: str, **params: object) -> str:
    """The sentence as the catalogue holds it for ``lang``: a KeyError when it is not translated."""
    return load(lang).entries[source_of(key)][0].format(**params)


def english(key: str, **params: object) -> str:
    return SENTENCES[key].format(**params)


def in_lang(lang: str, **headers: str) -> dict[str, str]:
    return {"Accept-Language": ACCEPT[lang], **headers}


async def post(client: Client, path: str, body: Any, lang: str, content_type: str = JSON_TYPE) -> Any:
    data = body if isinstance(body, bytes) else json.dumps(body).encode()
    return await client.post(path, data=data, headers=in_lang(lang, **{"Content-Type": content_type}))


def state_of(client: Client, table: Table) -> tuple[object, ...]:
    """Everything a phone's request could change: the journal, who is connected, the links."""
    phones = client.app[PHONES]
    return (list(table.game.journal), phones.presence.connected(), phones.tokens.saved())


# -- 400 bad_request: the body ------------------------------------------------------------
BAD_BODIES = [
    ("/act", b"{ability: attack", "not_json", {"line": 1, "column": 2}),
    ("/presence", b"nope", "not_json", {"line": 1, "column": 1}),
    ("/act", b"\xff\xfe{}", "not_utf8", {"position": 0}),
    ("/act", b"[" * 2000, "too_deep", {}),
    ("/vote", b"[1]", "not_object", {}),
    ("/act", {"ability": 5, "targets": [VILL1]}, "not_ability", {"field": "ability"}),
    ("/act", {"ability": "", "targets": [VILL1]}, "not_ability", {"field": "ability"}),
    ("/act", {"ability": "attack", "targets": "Dan"}, "not_list", {"field": "targets"}),
    ("/act", {"ability": "attack", "targets": [True]}, "not_seat", {"field": "targets"}),
    ("/act", {"ability": "attack", "targets": ["3"]}, "not_seat", {"field": "targets"}),
    ("/act", {"ability": "attack", "targets": [VILL1], "option": 3}, "not_option", {"field": "option"}),
    ("/vote", {}, "no_choice", {"field": "choice"}),
    ("/vote", {"choice": [VILL1]}, "not_choice", {"field": "choice"}),
    ("/vote", {"choice": 1.5}, "not_choice", {"field": "choice"}),
]
BAD_IDS = [
    "unquoted-key",
    "heartbeat-not-json",
    "odd-bytes",
    "nested",
    "array",
    "ability-number",
    "ability-empty",
    "targets-string",
    "target-bool",
    "target-text",
    "option-number",
    "choice-missing",
    "choice-list",
    "choice-float",
]


@pytest.mark.parametrize("lang", ACCEPT)
@pytest.mark.parametrize(("route", "body", "key", "params"), BAD_BODIES, ids=BAD_IDS)
async def test_a_bad_body_is_a_bad_request_in_the_phones_language_and_changes_nothing(
    client: Client, tokens: SeatTokens, table: Table, lang: str, route: str, body: Any, key: str, params: dict[str, Any]
) -> None:
    before = state_of(client, table)
    answer = await post(client, page(tokens, WOLF, route), body, lang)
    error = (await answer.json())["error"]
    assert answer.status == 400
    assert error == {"code": "bad_request", "message": catalogued(lang, key, **params)}
    assert error["message"] != english(key, **params)
    assert state_of(client, table) == before


async def test_the_language_switch_beats_the_browsers_language(client: Client, tokens: SeatTokens) -> None:
    answer = await post(client, page(tokens, WOLF, "/act?lang=it"), {"ability": "attack", "targets": "Dan"}, "es")
    assert (await answer.json())["error"]["message"] == catalogued("it", "not_list", field="targets")


async def test_a_phone_in_a_language_we_lack_reads_english(client: Client, tokens: SeatTokens) -> None:
    headers = {"Accept-Language": "fr-FR,fr;q=0.9", "Content-Type": JSON_TYPE}
    answer = await client.post(page(tokens, WOLF, "/vote"), data=b"{}", headers=headers)
    assert (await answer.json())["error"] == {"code": "bad_request", "message": english("no_choice", field="choice")}


# -- the body as a whole: 413, 415, 408, a broken encoding --------------------------------
@pytest.mark.parametrize("lang", ACCEPT)
async def test_a_body_over_the_limit_is_refused_in_the_phones_language(
    client: Client, tokens: SeatTokens, table: Table, lang: str
) -> None:
    before = state_of(client, table)
    answer = await post(client, page(tokens, WOLF, "/act"), {**ATTACK, "pad": "x" * MAX_BODY_BYTES}, lang)
    error = (await answer.json())["error"]
    assert answer.status == 413
    assert error == {"code": "body_too_large", "message": catalogued(lang, "body_too_large", limit=MAX_BODY_BYTES)}
    assert state_of(client, table) == before


async def test_a_chunked_body_over_the_limit_is_refused_the_same_way(
    client: Client, tokens: SeatTokens, table: Table
) -> None:
    """No Content-Length to check first: aiohttp stops the read itself."""

    async def chunks() -> AsyncIterator[bytes]:
        for _ in range(3):
            yield b" " * MAX_BODY_BYTES

    before = state_of(client, table)
    headers = in_lang("zh_CN", **{"Content-Type": JSON_TYPE})
    answer = await client.post(page(tokens, WOLF, "/act"), data=chunks(), headers=headers)
    assert answer.status == 413
    error = (await answer.json())["error"]
    assert error == {"code": "body_too_large", "message": catalogued("zh_CN", "body_too_large", limit=MAX_BODY_BYTES)}
    assert state_of(client, table) == before


@pytest.mark.parametrize("lang", ACCEPT)
@pytest.mark.parametrize("route", ["/act", "/vote", "/presence"])
async def test_a_body_not_declared_json_is_refused_in_the_phones_language(
    client: Client, tokens: SeatTokens, table: Table, lang: str, route: str
) -> None:
    before = state_of(client, table)
    answer = await post(client, page(tokens, WOLF, route), ATTACK, lang, content_type="text/plain")
    error = (await answer.json())["error"]
    assert answer.status == 415
    assert error == {"code": "wrong_content_type", "message": catalogued(lang, "wrong_content_type")}
    assert state_of(client, table) == before


async def test_a_body_that_trickles_in_is_refused_in_the_phones_language(aiohttp_client: Any) -> None:
    table = make_table()
    tokens = SeatTokens()
    tokens.ensure(len(NAMES))
    app = create_app(table, tokens)
    app[BODY_TIMEOUT] = 0.2

    async def slowly() -> AsyncIterator[bytes]:
        yield b'{"ability": '
        await asyncio.sleep(1.0)
        yield b'"attack", "targets": [3]}'

    client = await aiohttp_client(app)
    before = list(table.game.journal)
    answer = await client.post(
        page(tokens, WOLF, "/act"), data=slowly(), headers=in_lang("it", **{"Content-Type": JSON_TYPE})
    )
    assert answer.status == 408
    assert (await answer.json())["error"] == {"code": "body_too_slow", "message": catalogued("it", "body_too_slow")}
    assert table.game.journal == before


async def test_a_body_in_a_broken_encoding_is_refused_in_the_phones_language(
    client: Client, tokens: SeatTokens, table: Table
) -> None:
    before = state_of(client, table)
    headers = in_lang("es", **{"Content-Type": JSON_TYPE, "Content-Encoding": "gzip"})
    answer = await client.post(page(tokens, WOLF, "/act"), data=b"not gzip at all", headers=headers)
    assert answer.status == 400
    assert (await answer.json())["error"] == {"code": "bad_request", "message": catalogued("es", "unreadable")}
    assert state_of(client, table) == before


# -- the table's answers: narrator mode, not saved ----------------------------------------
@pytest.mark.parametrize("lang", ACCEPT)
async def test_a_narrator_tables_phone_is_told_in_its_language(aiohttp_client: Any, lang: str) -> None:
    table = make_table(mode=NARRATOR)
    tokens = SeatTokens()
    tokens.ensure(len(NAMES))
    client = await aiohttp_client(create_app(table, tokens))
    before = list(table.game.journal)
    answer = await post(client, page(tokens, WOLF, "/act"), ATTACK, lang)
    error = (await answer.json())["error"]
    assert answer.status == 403
    assert error == {"code": "narrator_mode", "message": catalogued(lang, "narrator_mode")}
    assert error["message"] != english("narrator_mode")
    assert table.game.journal == before


@pytest.mark.parametrize("lang", ACCEPT)
async def test_an_action_the_laptop_cannot_save_is_refused_in_the_phones_language(
    client: Client, tokens: SeatTokens, table: Table, lang: str
) -> None:
    before = list(table.game.journal)
    table.journal = FullDisk()
    answer = await post(client, page(tokens, WOLF, "/act"), ATTACK, lang)
    error = (await answer.json())["error"]
    assert answer.status == 503
    assert error == {"code": "not_saved", "message": catalogued(lang, "not_saved")}
    assert table.game.journal == before
    assert Submit(WOLF, "attack", (VILL1,)) not in table.game.journal


# -- plain answers: a dead link, a retired one, a wrong method, host or site ---------------
@pytest.mark.parametrize("lang", ACCEPT)
async def test_a_dead_link_is_the_one_404_in_the_phones_language(
    client: Client, tokens: SeatTokens, table: Table, lang: str
) -> None:
    dead = page(tokens, WOLF, "/act")
    tokens.revoke(WOLF)
    before = list(table.game.journal)
    answer = await post(client, dead, ATTACK, lang)
    unknown = await client.get("/no/such/page", headers=in_lang(lang))
    text = await answer.text()
    assert answer.status == unknown.status == 404
    assert text == await unknown.text() == catalogued(lang, "not_found") + "\n"
    assert text != NOT_FOUND_BODY  # the English one
    assert table.game.journal == before


@pytest.mark.parametrize("lang", ACCEPT)
async def test_a_retired_link_says_so_in_the_phones_language(
    client: Client, tokens: SeatTokens, table: Table, lang: str
) -> None:
    """Play again without Fay: her old link answers 410 on every route, the card page
    as a page, the others as a line."""
    retired = tokens.token(VILL3)
    tokens.follow({seat: tokens.token(seat) for seat in range(VILL3)}, {retired})
    before = list(table.game.journal)
    answer = await post(client, f"/p/{retired}/act", ATTACK, lang)
    assert answer.status == 410
    assert await answer.text() == catalogued(lang, "not_in_game") + "\n"
    card = await client.get(f"/p/{retired}", headers=in_lang(lang))
    assert card.status == 410 and Words(lang)("not_in_game") in await card.text()
    assert table.game.journal == before


@pytest.mark.parametrize("lang", ACCEPT)
async def test_a_wrong_method_is_refused_in_the_phones_language(client: Client, tokens: SeatTokens, lang: str) -> None:
    answer = await client.get(page(tokens, WOLF, "/act"), headers=in_lang(lang))
    assert answer.status == 405
    assert await answer.text() == catalogued(lang, "wrong_method") + "\n"


@pytest.mark.parametrize("lang", ACCEPT)
async def test_a_host_name_not_ours_is_refused_in_the_readers_language(
    client: Client, tokens: SeatTokens, lang: str
) -> None:
    answer = await client.get(page(tokens, WOLF), headers=in_lang(lang, Host="evil.example"))
    text = await answer.text()
    assert answer.status == 421
    assert text == catalogued(lang, "wrong_host") + "\n" and "Ana" not in text


@pytest.mark.parametrize("lang", ACCEPT)
async def test_a_cross_site_action_is_refused_in_the_readers_language_and_not_applied(
    client: Client, tokens: SeatTokens, table: Table, lang: str
) -> None:
    before = list(table.game.journal)
    headers = in_lang(lang, **{"Content-Type": JSON_TYPE, "Sec-Fetch-Site": "cross-site"})
    answer = await client.post(page(tokens, WOLF, "/act"), data=json.dumps(ATTACK).encode(), headers=headers)
    assert answer.status == 403
    assert await answer.text() == catalogued(lang, "cross_site") + "\n"
    assert table.game.journal == before


# -- the join desk and the TV page ---------------------------------------------------------
async def _join_desk(aiohttp_client: Any) -> tuple[Client, Lobby]:
    table = make_table(roles=None)
    tokens = SeatTokens()
    lobby = Lobby(max_seats=12)
    app = create_app(table, tokens)
    install_join_routes(app, lobby, tokens, app[PHONES].templates)
    client: Client = await aiohttp_client(app)
    return client, lobby


@pytest.mark.parametrize("lang", ACCEPT)
async def test_a_join_form_that_cannot_be_read_is_refused_in_the_phones_language(
    aiohttp_client: Any, lang: str
) -> None:
    client, lobby = await _join_desk(aiohttp_client)
    headers = in_lang(lang, **{"Content-Type": "multipart/form-data"})  # no boundary: not a form
    answer = await client.post(f"/join/{lobby.join_token}", data=b"name=Zoe", headers=headers)
    assert answer.status == 400
    assert await answer.text() == catalogued(lang, "bad_request") + "\n"
    assert lobby.seats == []


@pytest.mark.parametrize("lang", ACCEPT)
async def test_a_wrong_table_code_is_refused_in_the_phones_language(aiohttp_client: Any, lang: str) -> None:
    client, _ = await _join_desk(aiohttp_client)
    headers = in_lang(lang, **{"Content-Type": "application/x-www-form-urlencoded"})
    answer = await client.post("/join", data=b"code=WRONG1", headers=headers)
    html = await answer.text()
    assert answer.status == 404
    assert Words(lang)("bad_code") in html and Words("en")("bad_code") not in html


@pytest.mark.parametrize("lang", ACCEPT)
async def test_the_tv_pages_wrong_token_is_the_one_404_in_the_tvs_language(aiohttp_client: Any, lang: str) -> None:
    table = make_table()
    token = new_token()
    client = await aiohttp_client(create_tv_app(table.public_view, table.subscribe, token))
    wrong = token[:-1] + ("A" if token[-1] != "A" else "B")
    answer = await client.get(f"/tv/{token}/static/nope.js", headers=in_lang(lang))
    assert answer.status == 404
    assert await answer.text() == catalogued(lang, "not_found") + "\n"
    # the page's own address says what to check, in the TV's language (session 44)
    answer = await client.get(f"/tv/{wrong}", headers=in_lang(lang))
    page = html.unescape(await answer.text())
    assert answer.status == 404 and translator(lang)(WRONG_TV_ADDRESS) in page
    assert translator(lang)(WRONG_TV_ADDRESS) != WRONG_TV_ADDRESS
