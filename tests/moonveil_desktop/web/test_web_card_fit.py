"""Issue 17: the card page on real phone screens, in Debian's Chromium through Playwright.

While held, the card must show what matters on a 360x640 phone and up (a wolf's
teammates, a Seer's two results) in English and Chinese; a phone that went offline
while a change arrived catches up once it is back; a dead link leaves nothing secret
and leads a phone that joined through the table's code back to its card.

Set ``MOONVEIL_SCREENSHOTS=docs/screenshots/phones`` to refresh the screenshots kept in
the docs (held cards at 360x640).
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

import pytest
from phones_support import LiveServer, make_table

from engine.commands import Advance, Say, Submit, Vote
from moonveil_desktop.lobby import Lobby
from moonveil_desktop.table import Table
from moonveil_desktop.web.join import COOKIE, install_join_routes
from moonveil_desktop.web.server import PHONES, PhoneService
from tests.browser_support import BrowserThread

pytestmark = pytest.mark.browser
T = TypeVar("T")
Start = Callable[[Table], LiveServer]
SCREENSHOTS = os.environ.get("MOONVEIL_SCREENSHOTS")
WAIT_MS = 10_000

NAMES = ("Ana", "Bea", "Cai", "Dan", "Eve", "Fay", "Gus")
ROLES = ("wolf", "seer", "guardian", "villager", "villager", "villager", "wolf")
WOLF, SEER, GUARDIAN, OTHER_WOLF = 0, 1, 2, 6
SIZES = [(360, 640), (390, 844)]


def night(table: Table, seen: int, attacked: int, protected: int) -> None:
    for wolf in (WOLF, OTHER_WOLF):
        table.apply(Submit(wolf, "attack", (attacked,)))
    table.apply(Submit(SEER, "inspect", (seen,)))
    table.apply(Submit(GUARDIAN, "protect", (protected,)))
    for player in table.game.state.players:
        if player.alive and player.seat in (3, 4, 5):
            table.apply(Submit(player.seat, "ready"))
    table.apply(Advance())


def two_nights(table: Table) -> None:
    """Night 1 (the Seer sees Ana), a day where nobody is banished, night 2 (the Seer sees Cai)."""
    night(table, WOLF, 3, GUARDIAN)
    table.apply(Advance())
    for player in table.game.state.players:
        if player.alive:
            table.apply(Vote(player.seat, None))
    table.apply(Advance())
    night(table, GUARDIAN, 4, 5)


def on_phone(browser: BrowserThread, size: tuple[int, int], script: Callable[[Any], T], cookies: Any = None) -> T:
    def job(chromium: Any) -> T:
        width, height = size
        context = chromium.new_context(viewport={"width": width, "height": height}, has_touch=True, is_mobile=True)
        if cookies:
            context.add_cookies(cookies)
        try:
            return script(context.new_page())
        finally:
            context.close()

    return browser.run(job)


def hold(page: Any) -> None:
    page.locator("#reveal").hover()
    page.mouse.down()


def fully_on_screen(page: Any, selector: str) -> list[bool]:
    """For each match: visible, and inside the viewport above the hold bar, unscrolled."""
    return list(
        page.evaluate(
            """(selector) => {
                const bar = document.querySelector('.hold-bar').getBoundingClientRect().top;
                return Array.from(document.querySelectorAll(selector)).map((el) => {
                    const box = el.getBoundingClientRect();
                    const style = getComputedStyle(el);
                    return box.height > 0 && style.visibility === 'visible' && box.top >= 0 && box.bottom <= bar;
                });
            }""",
            selector,
        )
    )


def shoot(page: Any, name: str, tmp_path: Path) -> Path:
    folder = Path(SCREENSHOTS) if SCREENSHOTS else tmp_path
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    page.screenshot(path=str(path))
    return path


@pytest.mark.parametrize("size", SIZES, ids=["360x640", "390x844"])
@pytest.mark.parametrize(("lang", "teammate"), [("en", "Gus"), ("zh_CN", "Gus")])
def test_a_held_wolf_card_shows_the_teammates(
    live_server: Start, browser: BrowserThread, tmp_path: Path, size: tuple[int, int], lang: str, teammate: str
) -> None:
    server = live_server(make_table(names=NAMES, roles=ROLES))

    def script(page: Any) -> tuple[str, list[bool], list[bool], Path]:
        page.goto(server.url(WOLF, lang))
        shoot(page, f"wolf-{lang}-{size[0]}x{size[1]}-not-held.png", tmp_path)
        hold(page)
        page.locator("h2.role").wait_for(state="visible", timeout=WAIT_MS)
        shot = shoot(page, f"wolf-{lang}-{size[0]}x{size[1]}.png", tmp_path)
        seen = (page.locator(".teammates").inner_text(), fully_on_screen(page, "h2.role"))
        mates = fully_on_screen(page, ".teammates")
        page.mouse.up()
        return seen[0], seen[1], mates, shot

    mates, role_shown, mates_shown, shot = on_phone(browser, size, script)
    assert mates == teammate
    assert role_shown == [True] and mates_shown == [True]
    assert shot.stat().st_size > 10_000


@pytest.mark.parametrize("size", SIZES, ids=["360x640", "390x844"])
@pytest.mark.parametrize(("lang", "results"), [("en", ["Ana: Wolf.", "Cai"]), ("zh_CN", ["Ana", "Cai"])])
def test_a_held_seer_card_shows_both_results(
    live_server: Start, browser: BrowserThread, tmp_path: Path, size: tuple[int, int], lang: str, results: list[str]
) -> None:
    table = make_table(names=NAMES, roles=ROLES)
    server = live_server(table)
    server.call(lambda: two_nights(table))

    def script(page: Any) -> tuple[list[str], list[bool], bool, Path]:
        page.goto(server.url(SEER, lang))
        hidden_before = page.locator(".notes").is_visible()
        hold(page)
        page.locator("h2.role").wait_for(state="visible", timeout=WAIT_MS)
        shot = shoot(page, f"seer-{lang}-{size[0]}x{size[1]}.png", tmp_path)
        notes = page.locator(".notes li").all_inner_texts()
        shown = fully_on_screen(page, ".notes li")
        page.mouse.up()
        return notes, shown, hidden_before, shot

    notes, shown, hidden_before, shot = on_phone(browser, size, script)
    assert len(notes) == 3 and all(word in note for word, note in zip(results, notes[1:], strict=True))
    assert shown == [True, True, True]  # "You are the Seer." and both results
    assert hidden_before is False  # nothing of the card without holding
    assert shot.stat().st_size > 10_000


def test_a_phone_offline_while_a_change_arrives_catches_up(live_server: Start, browser: BrowserThread) -> None:
    table = make_table(names=NAMES, roles=ROLES)
    server = live_server(table)

    def script(page: Any) -> tuple[bool, bool, int]:
        page.goto(server.url(SEER))
        page.locator("[data-digest]").wait_for(state="attached")
        page.context.set_offline(True)
        server.call(lambda: night(table, WOLF, 3, GUARDIAN))  # the Seer's result arrives meanwhile
        page.locator("#banner").wait_for(state="visible", timeout=WAIT_MS)  # the phone noticed
        offline_banner = page.locator("#banner").is_visible()
        page.context.set_offline(False)
        page.locator(".notes li", has_text="Ana: Wolf.").wait_for(state="attached", timeout=WAIT_MS)
        page.locator("#banner").wait_for(state="hidden", timeout=WAIT_MS)
        return offline_banner, page.locator("#banner").is_visible(), page.locator(".notes li").count()

    assert on_phone(browser, (360, 640), script) == (True, False, 2)  # "You are the Seer.", the result


def joined_server(live_server_factory: Callable[..., LiveServer]) -> tuple[LiveServer, str]:
    """A started table whose Seer joined through the table's code (a seat cookie)."""
    table = make_table(names=NAMES, roles=ROLES)
    lobby = Lobby(max_seats=12)
    cookies = [lobby.join(name)[1] for name in NAMES]
    lobby.open = False  # the game started: /me leads to the card

    def prepare(service: PhoneService) -> None:
        install_join_routes(service.app, lobby, service.tokens, service.app[PHONES].templates)

    server = live_server_factory(table, prepare)
    server.call(lambda: server.service.tokens.ensure(len(NAMES)))
    return server, cookies[SEER]


@pytest.fixture
def joined_live_server() -> Any:
    servers: list[LiveServer] = []

    def start(table: Table, prepare: Callable[[PhoneService], None]) -> LiveServer:
        servers.append(LiveServer(table, prepare))
        return servers[-1]

    yield start
    for server in servers:
        server.close()


@pytest.mark.parametrize("joined", [True, False], ids=["joined", "qr-only"])
def test_a_dead_link_keeps_nothing_and_leads_a_joined_phone_back(
    joined_live_server: Any, browser: BrowserThread, joined: bool
) -> None:
    server, cookie = joined_server(joined_live_server)
    base = f"http://127.0.0.1:{server.service.port}"
    cookies = [{"name": COOKIE, "value": cookie, "url": base}] if joined else None

    def script(page: Any) -> dict[str, Any]:
        page.goto(server.url(SEER))
        page.locator("h2.role").wait_for(state="attached")
        old = page.url
        server.call(lambda: server.service.revoke(SEER))
        page.locator("#banner", has_text="no longer works").wait_for(timeout=WAIT_MS)
        if joined:
            page.locator("#back").wait_for(state="visible", timeout=WAIT_MS)
        seen = {
            "card": page.locator("h2.role").count(),
            "hint": page.locator(".cover").is_visible(),
            "hold": page.locator("#reveal").is_visible(),
            "back": page.locator("#back").is_visible(),
        }
        if joined:
            page.locator("#back").click()
            page.locator("h2.role").wait_for(state="attached", timeout=WAIT_MS)
            seen["again"] = page.locator("h1.who").inner_text()
            seen["new_link"] = page.url.split("?")[0] != old.split("?")[0]
        return seen

    expected: dict[str, Any] = {"card": 0, "hint": False, "hold": False, "back": joined}
    if joined:
        expected |= {"again": "Bea", "new_link": True}
    assert on_phone(browser, (360, 640), script, cookies) == expected


def test_a_long_held_card_scrolls_on_its_own_while_held(live_server: Start, browser: BrowserThread) -> None:
    table = make_table(names=NAMES, roles=ROLES)
    server = live_server(table)
    server.call(lambda: [table.apply(Say(OTHER_WOLF, "wolves", f"plan {n}: Dan, then Eve")) for n in range(15)])

    def script(page: Any) -> tuple[bool, list[bool], list[bool]]:
        page.goto(server.url(WOLF))
        hold(page)
        card = page.locator("#card")
        card.wait_for(state="visible", timeout=WAIT_MS)
        overflows = bool(card.evaluate("(el) => el.scrollHeight > el.clientHeight"))
        card.evaluate("(el) => { el.scrollTop = el.scrollHeight; }")  # the other thumb scrolls it
        last = fully_on_screen(page, ".notes li:last-child")
        still_held = fully_on_screen(page, "#card")
        page.mouse.up()
        return overflows, last, still_held

    overflows, last, still_held = on_phone(browser, (360, 640), script)
    assert overflows and last == [True]
    assert still_held == [True]  # the card keeps to the screen above the bar; its content scrolls inside


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_MV_2_2_a_two_ability_card_lists_each_ability_on_its_own_line(
    live_server: Start, browser: BrowserThread, lang: str
) -> None:
    """An advanced role holds two abilities (MV-2.2, MV-2.3: Blocker-Veiler); its card reads "Each night, use
    one of your two abilities or rest." then one line per ability; the page ran the
    three into one paragraph with "•" in the middle of it."""
    roles = ("wolf", "adv_block_veil", "guardian", "villager", "villager", "villager", "wolf")
    server = live_server(make_table(names=NAMES, roles=roles))

    def script(page: Any) -> list[str]:
        page.goto(server.url(1, lang))
        hold(page)
        page.locator("dd.text").wait_for(state="visible", timeout=WAIT_MS)
        lines: list[str] = page.locator("dd.text").inner_text().splitlines()
        page.mouse.up()
        return lines

    lines = on_phone(browser, SIZES[0], script)
    assert len(lines) == 3, lines
    assert not lines[0].startswith("•") and lines[1].startswith("• ") and lines[2].startswith("• ")
