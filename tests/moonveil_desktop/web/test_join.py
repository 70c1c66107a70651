"""Joining from phones (issue 11): the table QR, names, ready, the start, one phone = one seat.

Real aiohttp application (the phone server) with the join routes, a real
Lobby, a real Table; the test client talks to it on 127.0.0.1.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
import pytest_asyncio
from aiohttp.test_utils import TestClient

from engine.commands import Deal, SeatPlayer
from moonveil_desktop.lobby import Lobby
from moonveil_desktop.table import PLAYING_HOST, Table, TableSettings
from moonveil_desktop.web.join import COOKIE, install_join_routes
from moonveil_desktop.web.server import PHONES, create_app
from moonveil_desktop.web.tokens import SeatTokens

Client = TestClient[Any, Any]
pytestmark = pytest.mark.asyncio


class Evening:
    """What the console does around the lobby: start = seat + deal + tokens."""

    def __init__(self) -> None:
        self.table = Table(
            TableSettings("moonveil", {"game_type": "classic", "wolves": 1, "seer": False}, seed=3, mode=PLAYING_HOST)
        )
        self.tokens = SeatTokens()
        self.lobby = Lobby(max_seats=12)
        self.changes = 0

    def changed(self) -> None:
        self.changes += 1

    def start(self, override: bool = False) -> None:
        for name, bot in self.lobby.start(override=override):
            self.table.apply(SeatPlayer(name, bot=bot))
        self.table.apply(Deal())
        self.tokens.reissue_all(len(self.table.game.state.players))


@pytest.fixture
def evening() -> Evening:
    return Evening()


@pytest_asyncio.fixture
async def server(aiohttp_client: Any, evening: Evening) -> Client:
    app = create_app(evening.table, evening.tokens)
    install_join_routes(app, evening.lobby, evening.tokens, app[PHONES].templates, evening.changed)
    client: Client = await aiohttp_client(app)
    return client


async def new_phone(aiohttp_client: Any, server: Client) -> Client:
    """Another phone: its own cookie jar, the same server."""
    phone: Client = await aiohttp_client(server.server)
    return phone


async def join(phone: Client, lobby: Lobby, name: str, lang: str = "en") -> Any:
    return await phone.post(f"/join/{lobby.join_token}", data={"name": name, "lang": lang}, allow_redirects=False)


async def test_join_page_asks_for_a_name_and_language(server: Client, evening: Evening) -> None:
    response = await server.get(f"/join/{evening.lobby.join_token}", headers={"Accept-Language": "es"})
    html = await response.text()
    assert response.status == 200 and "Únete a la mesa" in html and 'name="name"' in html
    assert (
        response.headers["Cache-Control"] == "no-store"
        and "script-src 'self'" in response.headers["Content-Security-Policy"]
    )


async def test_joining_binds_the_phone_and_appears_at_once(server: Client, evening: Evening) -> None:
    response = await join(server, evening.lobby, "  李雷 ", "zh_CN")
    assert response.status == 303 and response.headers["Location"] == "/me"
    cookie = response.cookies[COOKIE]
    assert cookie["httponly"] and cookie["samesite"] == "Strict"
    assert [s.name for s in evening.lobby.seats] == ["李雷"] and evening.changes == 1
    page = await server.get("/me")
    html = await page.text()
    assert page.status == 200 and "李雷" in html and "等待游戏开始" in html  # the phone's language


async def test_markup_in_names_is_escaped_never_executed(aiohttp_client: Any, server: Client, evening: Evening) -> None:
    await join(server, evening.lobby, "<img src=x onerror=1>")
    other = await new_phone(aiohttp_client, server)
    await join(other, evening.lobby, "Bea")
    html = await (await other.get("/me")).text()
    assert "<img src=x" not in html and "&lt;img src=x onerror=1&gt;" in html


@pytest.mark.parametrize(
    ("name", "message"),
    [("", "Please enter a name."), ("x" * 25, "This name is too long."), ("Ana", "already has this name")],
)
async def test_bad_names_are_refused_clearly(
    aiohttp_client: Any, server: Client, evening: Evening, name: str, message: str
) -> None:
    evening.lobby.add_by_hand("Ana")
    phone = await new_phone(aiohttp_client, server)
    response = await join(phone, evening.lobby, name)
    assert response.status == 400 and message in await response.text()
    assert COOKIE not in response.cookies and len(evening.lobby.seats) == 1


async def test_full_table_refuses(aiohttp_client: Any, server: Client, evening: Evening) -> None:
    for index in range(12):
        evening.lobby.add_by_hand(f"P{index}")
    response = await join(server, evening.lobby, "Late")
    assert response.status == 400 and "The table is full." in await response.text()


async def test_wrong_join_link_and_code_learn_nothing(server: Client, evening: Evening) -> None:
    miss = await server.get("/join/not-the-token")
    assert miss.status == 404 and await miss.text() == "Not found\n"
    bad = await server.post("/join", data={"code": "ZZZZZZ"}, allow_redirects=False)
    assert bad.status == 404 and "does not open a table" in await bad.text()
    good = await server.post("/join", data={"code": evening.lobby.join_code.lower()}, allow_redirects=False)
    assert good.status == 303 and good.headers["Location"].startswith(f"/join/{evening.lobby.join_token}")


async def test_ready_toggle_and_reload_keep_the_seat(server: Client, evening: Evening) -> None:
    await join(server, evening.lobby, "Ana")
    await server.post("/me/ready", data={"ready": "1"}, allow_redirects=False)
    assert evening.lobby.seats[0].ready
    for _ in range(2):  # reloads
        state = await (await server.get("/me/state")).json()
        assert state == {"started": False, "ready": True, "seats": [{"name": "Ana", "bot": False, "ready": True}]}
    await server.post("/me/ready", data={"ready": "0"}, allow_redirects=False)
    assert not evening.lobby.seats[0].ready


async def test_the_ready_form_posts_in_the_language_chosen_when_joining(server: Client, evening: Evening) -> None:
    """The toggle's URL names the seat's language, so an answer the guard gives instead of
    the page (a console not answering: a plain 503 line) is in it, not the browser's."""
    await join(server, evening.lobby, "Ana", "it")
    html = await (await server.get("/me", headers={"Accept-Language": "es"})).text()
    (action,) = re.findall(r'<form method="post" action="([^"]+)" class="ready-form">', html)
    assert action == "/me/ready?lang=it"
    response = await server.post(action, data={"ready": "1"}, allow_redirects=False)
    assert response.status == 303 and evening.lobby.seats[0].ready


async def test_forged_cookie_gets_the_same_404(aiohttp_client: Any, server: Client) -> None:
    forged = await new_phone(aiohttp_client, server)
    forged.session.cookie_jar.update_cookies({COOKIE: "forged"})
    for path in ("/me", "/me/state"):
        response = await forged.get(path)
        assert response.status == 404 and await response.text() == "Not found\n"
    assert (await forged.post("/me/ready", data={"ready": "1"})).status == 404


async def test_after_the_start_each_phone_becomes_its_own_card(
    aiohttp_client: Any, server: Client, evening: Evening
) -> None:
    phones = [server] + [await new_phone(aiohttp_client, server) for _ in range(3)]
    for phone, name in zip(phones, ("Ana", "Bea", "Cai", "Dan"), strict=True):
        await join(phone, evening.lobby, name)
        await phone.post("/me/ready", data={"ready": "1"}, allow_redirects=False)
    evening.lobby.add_bot()
    evening.lobby.add_bot()
    assert evening.lobby.can_start()
    evening.start()
    roles = {p.name: p.role for p in evening.table.game.state.players}
    for phone, name in zip(phones, ("Ana", "Bea", "Cai", "Dan"), strict=True):
        redirect = await phone.get("/me", allow_redirects=False)
        assert redirect.status == 303
        seat = evening.tokens.seat_for(redirect.headers["Location"].removeprefix("/p/").split("?")[0])
        assert seat is not None and evening.table.game.state.players[seat].name == name
        card = await (await phone.get("/me")).text()
        role_name = evening.table.game.ruleset.roles[roles[name]].name("en")
        assert name in card and role_name in card


async def test_stolen_join_link_after_the_start_gets_nothing(
    aiohttp_client: Any, server: Client, evening: Evening
) -> None:
    for name in ("Ana", "Bea", "Cai"):
        evening.lobby.add_by_hand(name)
    evening.start()
    thief = await new_phone(aiohttp_client, server)
    for response in (
        await thief.get(f"/join/{evening.lobby.join_token}"),
        await join(thief, evening.lobby, "Mallory"),
        await thief.get("/me"),
    ):
        assert response.status == 404 and await response.text() == "Not found\n"
    code = await thief.post("/join", data={"code": evening.lobby.join_code}, allow_redirects=False)
    assert code.status == 404
    assert [p.name for p in evening.table.game.state.players] == ["Ana", "Bea", "Cai"]


async def test_rebinding_a_seat_revokes_the_old_phone(aiohttp_client: Any, server: Client, evening: Evening) -> None:
    await join(server, evening.lobby, "Ana")
    evening.lobby.rebind(0)
    response = await server.get("/me")
    assert response.status == 404
    assert re.fullmatch(r"[A-Za-z0-9_-]{22,}", evening.lobby.join_token)
