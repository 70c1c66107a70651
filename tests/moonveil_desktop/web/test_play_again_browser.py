"""Play again with real phones (issue 26): two headless-Chromium phones stay on their
card pages through the end of a game, see the reveal, and turn to their new cards by
themselves when the moderator plays again: no new QR code, no reload by hand. Each of
the four rule books."""

from __future__ import annotations

from typing import Any

import pytest
from phones_support import LiveServer

from engine.bot_tables import BOT_TABLES
from moonveil_desktop.evening import Evening
from moonveil_desktop.table import NARRATOR, TableSettings
from tests.browser_support import BrowserThread
from tests.moonveil_desktop.test_play_again import finish

pytestmark = pytest.mark.browser
WAIT_MS = 15_000
SMALL = {"moonveil": 5, "luna_llena": 7, "village_vs_nonvillage": 8, "three_factions": 12}
BOOKS = [next(t for t in BOT_TABLES if t.ruleset == name) for name in SMALL]
PHONES = ({"width": 360, "height": 640}, {"width": 390, "height": 844})


def seated_evening(ruleset: str, options: dict[str, Any], size: int) -> Evening:
    """Ana and Bea on phones, computer players in the other seats, dealt."""
    evening = Evening(None)
    seats = [("Ana", False), ("Bea", False), *((f"Bot {i}", True) for i in range(size - 2))]
    assert evening.new_table(TableSettings(ruleset, options, 7, NARRATOR), seats) is None
    evening.start_game(override=True)
    return evening


def card_of(evening: Evening, seat: int) -> str:
    return str(evening.player_view(seat, "en")["card"]["role_name"])


@pytest.mark.parametrize("book", BOOKS, ids=lambda t: t.ruleset)
def test_two_phones_turn_to_their_new_cards_without_scanning(book: Any, browser: BrowserThread) -> None:
    size = SMALL[book.ruleset]
    evening = seated_evening(book.ruleset, book.options_for(size), size)
    server = LiveServer(evening, tokens=evening.tokens)
    try:
        urls = [server.url(seat, "en") for seat in (0, 1)]
        pages: list[Any] = []

        def open_phones(chromium: Any) -> list[str]:
            for url, viewport in zip(urls, PHONES, strict=True):
                context = chromium.new_context(viewport=viewport, has_touch=True, is_mobile=True)
                page = context.new_page()
                page.goto(url)
                pages.append(page)
            return [page.locator("h2.role").inner_text() for page in pages]

        assert browser.run(open_phones) == [card_of(evening, 0), card_of(evening, 1)]
        server.call(lambda: finish(evening))
        names = [s["name"] for s in evening.public_view(None)["seats"]]

        def reveal_shown(_chromium: Any) -> list[str]:
            for page in pages:
                page.locator("#reveal-all").wait_for(timeout=WAIT_MS)
            return [page.locator("#reveal-all .roles").inner_text() for page in pages]

        for roles in browser.run(reveal_shown):
            assert all(name in roles for name in names)  # every role, on every phone
        server.call(lambda: evening.play_again())
        new_cards = [card_of(evening, 0), card_of(evening, 1)]

        def new_cards_shown(_chromium: Any) -> list[tuple[str, str, int]]:
            shown = []
            for page, card in zip(pages, new_cards, strict=True):
                page.locator("#reveal-all").wait_for(state="detached", timeout=WAIT_MS)
                page.wait_for_function(
                    "card => document.querySelector('h2.role')?.textContent === card", arg=card, timeout=WAIT_MS
                )
                shown.append((page.url, page.locator("h2.role").inner_text(), page.locator("#reveal-all").count()))
            for page in pages:
                page.context.close()
            return shown

        assert browser.run(new_cards_shown) == [(url, card, 0) for url, card in zip(urls, new_cards, strict=True)]
        assert not evening.table_or_raise().game.state.over
    finally:
        server.close()
