"""The TV page: routes, token, headers, escaping, push; and in headless Chromium
at 1920x1080 the same leak scan on the DOM text at every step of a bot game."""

from __future__ import annotations

import asyncio
import html
import json
import re
import threading
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from aiohttp import web
from projector_games import leaks, play, secrets

from engine.commands import Advance, Deal, Say, SeatPlayer, Submit
from engine.ruleset import ruleset_names
from moonveil_desktop.projector.catalog import translator
from moonveil_desktop.projector.strings import OFFLINE
from moonveil_desktop.projector.tv_web import TV_STATE, create_tv_app, install_tv_routes, new_token, tv_url
from moonveil_desktop.table import Table, TableSettings
from moonveil_desktop.web.errors import ConsoleUnavailable, phone_error
from moonveil_desktop.web.guard import NOT_FOUND_BODY, make_guard
from moonveil_desktop.web.tokens import TV_CODE_ALPHABET, TV_CODE_LENGTH, grouped, is_tv_code, tv_code
from moonveil_desktop.web.urls import tv_short_url

NAMES = ("<script>alert(1)</script>", "Bea", "Cai", "Dov", "Eli")


def seated(seed: int = 2) -> Table:
    table = Table(TableSettings("moonveil", seed=seed))
    for name in NAMES:
        table.apply(SeatPlayer(name))
    return table


# -- routes with aiohttp's test client ------------------------------------------------


@pytest.fixture
def token() -> str:
    return new_token()


@pytest.mark.asyncio
async def test_wrong_token_is_a_plain_404(aiohttp_client: Any, token: str):
    table = seated()
    client = await aiohttp_client(create_tv_app(table.public_view, table.subscribe, token))
    for path in ("/state", "/events", "/static/tv.js"):
        wrong = token[:-1] + ("A" if token[-1] != "A" else "B")
        response = await client.get(f"/tv/{wrong}{path}")
        assert response.status == 404
        body = await response.text()
        assert body == NOT_FOUND_BODY  # the phone server's one 404, word for word
    assert (await client.get("/tv/")).status == 404


@pytest.mark.asyncio
async def test_the_tv_page_opens_by_its_short_code_in_any_case_with_or_without_the_dash(
    aiohttp_client: Any, token: str
):
    """Session 44: a 32-character token is miserable on a TV remote; the page answers at
    its 8-character code too (failed on main: 404)."""
    table = seated()
    client = await aiohttp_client(create_tv_app(table.public_view, table.subscribe, token))
    code = tv_code(token)
    assert len(code) == TV_CODE_LENGTH and set(code) <= set(TV_CODE_ALPHABET)
    for typed in (grouped(code), code.lower(), grouped(code).lower(), code):
        response = await client.get(f"/tv/{typed}")
        assert response.status == 200, typed
        assert "&lt;script&gt;alert(1)&lt;/script&gt;" in await response.text()  # the table, escaped
    assert tv_short_url("http://192.168.1.5:8765/", token) == f"http://192.168.1.5:8765/tv/{grouped(code)}"


@pytest.mark.asyncio
@pytest.mark.parametrize(("lang", "title"), [("en", "This is not the table's TV address"), ("it", "Questo non")])
async def test_a_wrong_or_old_tv_code_gets_a_translated_page_not_a_500(
    aiohttp_client: Any, token: str, lang: str, title: str
):
    table = seated()
    client = await aiohttp_client(create_tv_app(table.public_view, table.subscribe, token))
    old = tv_code(new_token())  # another evening's code
    for typed in (grouped(old), "K7PM-4XQ", "ÿ%20-", token[:-1]):
        response = await client.get(f"/tv/{typed}", headers={"Accept-Language": lang})
        body = html.unescape(await response.text())
        assert response.status == 404 and response.content_type == "text/html", typed
        assert title in body and "Traceback" not in body and f'lang="{lang}"' in body
        assert response.headers["Cache-Control"] == "no-store"


def test_the_tv_code_is_kept_with_the_token_across_a_restart(tmp_path: Any) -> None:
    from moonveil_desktop.evening import Evening
    from moonveil_desktop.storage import Storage

    first = Evening(Storage(tmp_path / "saves.sqlite"))
    code = tv_code(first.tv_token)
    first.storage.close()  # type: ignore[union-attr]
    second = Evening(Storage(tmp_path / "saves.sqlite"))
    assert tv_code(second.tv_token) == code and is_tv_code(grouped(code).lower(), second.tv_token)
    assert not is_tv_code(grouped(code), new_token())


@pytest.mark.asyncio
async def test_page_is_escaped_and_carries_security_headers(aiohttp_client: Any, token: str):
    table = seated()
    table.apply(Deal(("wolf", "seer", "villager", "villager", "guardian")))
    client = await aiohttp_client(create_tv_app(table.public_view, table.subscribe, token))
    response = await client.get(f"/tv/{token}")
    assert response.status == 200
    html = await response.text()
    assert "<script>alert(1)</script>" not in html
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in html
    assert response.headers["Cache-Control"] == "no-store"
    assert response.headers["Referrer-Policy"] == "no-referrer"
    assert response.headers["X-Frame-Options"] == "DENY"
    csp = response.headers["Content-Security-Policy"]
    assert "script-src 'self'" in csp and "unsafe-inline" not in csp and "frame-ancestors 'none'" in csp
    assert not re.search(r"<script(?![^>]*\bsrc=)[^>]*>", html), "no inline script"
    assert " style=" not in html, "no inline style"
    assert "http://" not in html and "https://" not in html, "no CDN"


@pytest.mark.asyncio
async def test_state_is_the_public_view_and_its_scene(aiohttp_client: Any, token: str):
    table = seated()
    table.apply(Deal(("wolf", "seer", "villager", "villager", "guardian")))
    client = await aiohttp_client(create_tv_app(table.public_view, table.subscribe, token))
    response = await client.get(f"/tv/{token}/state?lang=zh_CN")
    payload = await response.json()
    assert payload["view"] == json.loads(json.dumps(table.public_view("zh_CN")))
    assert payload["scene"]["headline"] == "第 1 夜"
    assert response.headers["Cache-Control"] == "no-store"
    assert all(seat["role"] == "" for seat in payload["scene"]["seats"])


@pytest.mark.asyncio
async def test_static_assets_are_local_and_nothing_else_is_served(aiohttp_client: Any, token: str):
    table = seated()
    client = await aiohttp_client(create_tv_app(table.public_view, table.subscribe, token))
    css = await client.get(f"/tv/{token}/static/tv.css")
    assert css.status == 200 and css.content_type == "text/css"
    assert (await client.get(f"/tv/{token}/static/..%2F..%2Fpyproject.toml")).status == 404
    assert (await client.get(f"/tv/{token}/static/tv.html")).status == 404


@pytest.mark.asyncio
async def test_events_push_the_new_state_and_close_on_shutdown(aiohttp_client: Any, token: str):
    table = seated()
    app = create_tv_app(table.public_view, table.subscribe, token)
    client = await aiohttp_client(app)
    response = await client.get(f"/tv/{token}/events")
    assert response.headers["Content-Type"] == "text/event-stream"

    async def next_state() -> dict[str, Any]:
        while True:
            line = (await asyncio.wait_for(response.content.readline(), 5)).decode()
            if line.startswith("data: "):
                return json.loads(line[6:])  # type: ignore[no-any-return]

    first = await next_state()
    assert first["scene"]["headline"] == "Waiting for the deal"
    table.apply(Deal(("wolf", "seer", "villager", "villager", "guardian")))
    pushed = await next_state()
    assert pushed["scene"]["headline"] == "Night 1"
    assert app[TV_STATE].streams
    await client.close()  # shutdown closes the stream instead of waiting for the TV
    assert not app[TV_STATE].streams


def test_install_refuses_a_short_token():
    table = seated()
    with pytest.raises(ValueError):
        install_tv_routes(web.Application(), table.public_view, table.subscribe, "short")


def test_tv_url_and_tokens():
    token = new_token()
    assert len(token) >= 32 and token != new_token()
    assert tv_url("http://127.0.0.1:8080/", token) == f"http://127.0.0.1:8080/tv/{token}"


# -- the page in headless Chromium ----------------------------------------------------------


class Server:
    """The TV app on 127.0.0.1 in its own thread and loop; the table is used only there.
    ``behind_a_console``: the TV as the phone server's process serves it (the guard in
    front; each view fetched from the console first, which fails while ``failing`` is set)."""

    def __init__(self, table: Table, token: str, *, behind_a_console: bool = False) -> None:
        self.table = table
        self.token = token
        self.failing = False
        self.loop = asyncio.new_event_loop()
        if behind_a_console:
            self.app = web.Application(middlewares=[make_guard()])
            install_tv_routes(self.app, table.public_view, table.subscribe, token, prepare=self._fetch)
        else:
            self.app = create_tv_app(table.public_view, table.subscribe, token)
        self.runner = web.AppRunner(self.app, handle_signals=False, shutdown_timeout=1)
        self.thread = threading.Thread(target=self.loop.run_forever, daemon=True)
        self.thread.start()
        self.port = self.call(self._start)

    async def _start(self) -> int:
        await self.runner.setup()
        site = web.TCPSite(self.runner, "127.0.0.1", 0)
        await site.start()
        return int(self.runner.addresses[0][1])

    def call(self, make: Callable[[], Any]) -> Any:
        async def run() -> Any:
            result = make()
            return await result if asyncio.iscoroutine(result) else result

        return asyncio.run_coroutine_threadsafe(run(), self.loop).result(10)

    async def _fetch(self, _lang: str) -> None:
        if self.failing:
            raise ConsoleUnavailable("the console did not answer village")

    def url(self, lang: str = "en") -> str:
        return f"{tv_url(f'http://127.0.0.1:{self.port}', self.token)}?lang={lang}"

    def version(self) -> int:
        return int(self.call(lambda: self.app[TV_STATE].version))

    def close(self) -> None:
        self.call(self.runner.cleanup)
        self.loop.call_soon_threadsafe(self.loop.stop)
        self.thread.join(5)
        self.loop.close()


@pytest.fixture
def server() -> Iterator[Callable[..., Server]]:
    made: list[Server] = []

    def make(table: Table, *, behind_a_console: bool = False) -> Server:
        made.append(Server(table, new_token(), behind_a_console=behind_a_console))
        return made[-1]

    yield make
    for one in made:
        one.close()


def dom_text(page: Any) -> str:
    return str(page.evaluate("document.body.innerText"))


def dom_seats(page: Any) -> dict[int, str]:
    texts = page.evaluate("Array.from(document.querySelectorAll('#seats li')).map(li => li.innerText)")
    return dict(enumerate(texts))


def wait_until(page: Any, expression: str, timeout_ms: int = 5000) -> None:
    """Poll from Python: the page's strict CSP forbids the eval behind wait_for_function."""
    for _ in range(timeout_ms // 10):
        if page.evaluate(expression):
            return
        page.wait_for_timeout(10)
    raise AssertionError(f"timed out waiting for {expression}")


def wait_version(page: Any, version: int) -> None:
    wait_until(page, f"Number(document.body.dataset.version || -1) >= {version}")


@pytest.mark.browser
@pytest.mark.parametrize("ruleset", ruleset_names())
def test_tv_page_never_shows_a_secret_over_a_whole_bot_game(tv_page: Any, server: Any, ruleset: str):
    """Seats, deal and first night are pushed live; every step is scanned in the DOM."""
    table = Table(TableSettings(ruleset, seed=5))
    tv = server(table)
    tv_page.goto(tv.url())
    steps: list[str] = []

    def step(_: Table) -> None:
        found = tv.call(lambda: secrets(table, "en"))
        wait_version(tv_page, tv.version())
        problems = leaks(found, dom_text(tv_page), dom_seats(tv_page))
        steps.extend(f"step {len(steps)}: {p}" for p in problems)

    # The same game, replayed command by command on the server's loop.
    commands: list[Any] = []

    def collect(t: Table) -> None:
        commands.append(t.game.journal[-1])

    reference = play(ruleset, seed=5, step=collect)
    assert reference.game.state.over
    for command in commands:
        tv.call(lambda command=command: table.apply(command))
        step(table)
    assert table.game.state.over
    assert steps == []
    text = dom_text(tv_page)
    assert "How the game went" in text


@pytest.mark.browser
def test_tv_page_updates_live_and_escapes_names(tv_page: Any, server: Any):
    table = seated()
    tv = server(table)
    console: list[str] = []
    tv_page.on("console", lambda message: console.append(message.text))
    tv_page.goto(tv.url())
    wait_until(tv_page, "document.body.dataset.version !== undefined")
    assert tv_page.locator("#headline").inner_text() == "Waiting for the deal"
    assert "<script>alert(1)</script>" in tv_page.locator("#seats").inner_text()
    tv.call(lambda: table.apply(Deal(("wolf", "seer", "villager", "villager", "guardian"))))
    wait_until(tv_page, "document.getElementById('headline').textContent === 'Night 1'")
    assert tv_page.evaluate("document.body.className") == "mood-night"
    for seat, ability, targets in ((0, "attack", (2,)), (1, "inspect", (0,)), (2, "ready", ()), (3, "ready", ())):
        tv.call(lambda s=seat, a=ability, t=targets: table.apply(Submit(s, a, t)))
    tv.call(lambda: table.apply(Submit(4, "protect", (4,))))
    tv.call(lambda: table.apply(Advance()))
    wait_until(tv_page, "document.getElementById('headline').textContent === 'Day 1'")
    assert "Cai was eliminated — Villager." in dom_text(tv_page)
    assert tv_page.evaluate("document.scripts.length") == 1
    assert not [line for line in console if "Content Security Policy" in line], console


@pytest.mark.browser
def test_tv_page_says_in_its_language_when_the_laptop_is_not_answering(tv_page: Any, server: Any):
    """The TV served by the phone server's process, its console failing after the page was
    shown: the stream ends, its reconnection is refused (503) and the page shows its own
    sentence in Spanish over the last state; once the console answers again the notice goes
    and the new state comes."""
    table = seated()
    tv = server(table, behind_a_console=True)
    tv_page.goto(tv.url("es"))
    wait_until(tv_page, "document.body.dataset.version !== undefined")
    assert tv_page.evaluate("document.getElementById('notice').hidden")
    waiting = tv_page.locator("#headline").inner_text()
    tv.failing = True
    tv.call(lambda: table.apply(Deal(("wolf", "seer", "villager", "villager", "guardian"))))
    sentence = translator("es")(OFFLINE)
    assert sentence != OFFLINE
    wait_until(tv_page, f"document.getElementById('notice').textContent === {json.dumps(sentence)}", 15000)
    assert not tv_page.evaluate("document.getElementById('notice').hidden")
    assert tv_page.locator("#headline").inner_text() == waiting  # the last state stays under the notice
    tv.failing = False
    wait_until(tv_page, "document.getElementById('notice').hidden", 15000)
    assert tv_page.locator("#headline").inner_text() != waiting  # the deal came


@pytest.mark.browser
def test_tv_page_places_seats_exactly_as_the_qt_window(tv_page: Any, server: Any):
    from dataclasses import asdict

    from moonveil_desktop.projector.layout import table_layout

    tv = server(seated())
    tv_page.goto(tv.url())
    for n in (3, 5, 8, 12, 16, 24, 40):
        for width, height in ((1848, 760), (960, 420), (1000, 640)):
            python = table_layout(n, width, height)
            js = tv_page.evaluate(f"window.moonveilSeatSlots({n}, {width}, {height})")
            expected = [asdict(r) for r in python.seats]
            assert [{k: round(v, 6) for k, v in r.items()} for r in js["seats"]] == [
                {k: round(v, 6) for k, v in r.items()} for r in expected
            ], (n, width, height)
            assert {k: round(v, 6) for k, v in js["centre"].items()} == {
                k: round(v, 6) for k, v in asdict(python.centre).items()
            }


@pytest.mark.asyncio
async def test_mv_10_3_the_tv_counts_only_the_changes_it_can_see(aiohttp_client: Any, token: str):
    """A version that grew with every change would count the wolves' chat and the Seer's moves."""
    table = seated()
    client = await aiohttp_client(create_tv_app(table.public_view, table.subscribe, token))

    async def version() -> int:
        await asyncio.sleep(0.05)  # the change reaches the TV through the loop
        return int((await (await client.get(f"/tv/{token}/state")).json())["version"])

    table.apply(Deal(("wolf", "seer", "villager", "villager", "guardian")))
    dealt = await version()
    table.apply(Say(0, "wolves", "Dan tonight"))
    table.apply(Say(0, "wolves", "or Bea"))
    assert await version() == dealt
    table.apply(Submit(1, "inspect", (0,)))  # the status mark is public: the TV sees a change
    assert await version() == dealt + 1


@pytest.mark.asyncio
async def test_a_new_timer_reaches_the_tv_though_the_view_is_unchanged(aiohttp_client: Any, token: str):
    table = seated()
    deadline: list[float | None] = [None]
    app = create_tv_app(table.public_view, table.subscribe, token, deadline_source=lambda: deadline[0])
    client = await aiohttp_client(app)

    async def version() -> int:
        await asyncio.sleep(0.05)
        return int((await (await client.get(f"/tv/{token}/state")).json())["version"])

    app[TV_STATE].notify()
    before = await version()
    app[TV_STATE].notify()  # nothing new
    assert await version() == before
    deadline[0] = 1e9  # the moderator started a timer
    app[TV_STATE].notify()
    assert await version() == before + 1


@pytest.mark.asyncio
async def test_a_tv_stream_whose_console_fails_is_refused_before_it_starts(aiohttp_client: Any, token: str):
    """Behind the phone server's process the TV's view is fetched from the console first: when
    that fails, ``/events`` is a 503 in the TV's language (the page then says why), not a
    stream that ends at once and is reopened forever; ``/state`` is refused the same way."""
    failing = [True]

    async def fetch(_lang: str) -> None:
        if failing[0]:
            raise ConsoleUnavailable("the console did not answer village")

    table = seated()
    app = web.Application(middlewares=[make_guard()])
    install_tv_routes(app, table.public_view, table.subscribe, token, prepare=fetch)
    client = await aiohttp_client(app)
    for path in ("events", "state"):
        response = await client.get(f"/tv/{token}/{path}?lang=it")
        assert response.status == 503, path
        assert await response.json() == {"ok": False, "error": phone_error("it", "console_unavailable")}
    failing[0] = False
    response = await client.get(f"/tv/{token}/state?lang=it")
    assert response.status == 200


@pytest.mark.browser
def test_tv_page_gives_a_long_name_two_lines_not_a_tiny_size(tv_page: Any, server: Any):
    """Found by playing (stop 45): at 1280x720 "Juan Bautista Villalobos" was scaled to a
    third of the others' size. It now takes two lines, as on the Qt window."""
    table = Table(TableSettings("moonveil", {"game_type": "classic"}, seed=2))
    for name in ("Juan Bautista Villalobos", "Bea", "Cai", "Dov", "Eli", "Fay", "Gus", "Hal"):
        table.apply(SeatPlayer(name))
    tv = server(table)
    tv_page.set_viewport_size({"width": 1280, "height": 720})
    tv_page.goto(tv.url())
    wait_until(tv_page, "document.querySelectorAll('#seats li').length === 8")
    tv_page.wait_for_timeout(100)
    long, short = tv_page.evaluate(
        """Array.from(document.querySelectorAll('#seats .seat-name')).slice(0, 2).map(n => {
             const box = n.getBoundingClientRect(), seat = n.parentElement.getBoundingClientRect();
             return {lines: Math.round(box.height / parseFloat(getComputedStyle(n).lineHeight)),
                     px: parseFloat(getComputedStyle(n).fontSize) * (box.width / n.offsetWidth || 1),
                     inside: box.left >= seat.left && box.right <= seat.right};
           })"""
    )
    assert long["lines"] == 2 and long["inside"], long
    assert long["px"] >= 0.6 * short["px"], (long, short)  # scaled to 0.4 on one line
