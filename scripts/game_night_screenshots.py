"""Screenshots of a game night (issue 26), taken from the real app: two games in a row
with the same two phones (headless Chromium at 360x640), the reveal stepped through
on the projector, the TV page, and the History window with its chart.

Run on an X screen of 1366x768 (Xvfb), e.g.::

    Xvfb :87 -screen 0 1366x768x24 & DISPLAY=:87 .venv/bin/python scripts/game_night_screenshots.py
    # pictures in docs/screenshots/again/

The phone server runs on the app's qasync loop, as in the app; Playwright runs in a
thread of its own (tests/browser_support.py), its jobs awaited from the loop.
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
OUT = ROOT / "docs" / "screenshots" / "again"
SEATS = [("Ana", False), ("Bea", False), ("Cai", True), ("Dov", True), ("Eli", True), ("Fay", True), ("Gus", True)]
PHONE = {"width": 360, "height": 640}


async def browse(loop: asyncio.AbstractEventLoop, browser: Any, job: Any) -> Any:
    return await loop.run_in_executor(None, browser.run, job)


def grab(widget: Any, name: str) -> None:
    """The widget as drawn (``settle`` first: the loop repaints while it sleeps)."""
    widget.grab().save(str(OUT / name))
    print("saved", name)


async def settle(seconds: float = 0.6) -> None:
    await asyncio.sleep(seconds)  # the phones' event streams and the repaint


async def play_to_the_end(controller: Any) -> None:
    """The moderator closes every phase (the bots act by themselves) until the game ends."""
    for _ in range(60):
        if controller.over:
            return
        controller.evening.advance(override=True)
        await settle(0.05)


async def game_night(window: Any, wiring: Any, browser: Any) -> None:
    from moonveil_desktop.table import NARRATOR, TableSettings

    loop = asyncio.get_running_loop()
    controller = window.controller
    evening = controller.evening
    controller.new_table(TableSettings("moonveil", {"game_type": "classic"}, 21, NARRATOR), SEATS)
    controller.deal()
    base = wiring.link.base_url
    urls = [f"{base}/p/{evening.tokens.token(seat)}?lang=en" for seat in (0, 1)]
    tv = f"{base}/tv/{evening.tv_token}?lang=en"
    pages: list[Any] = []

    def open_phones(chromium: Any) -> None:
        for url in urls:
            page = chromium.new_context(viewport=PHONE, has_touch=True, is_mobile=True).new_page()
            page.goto(url)
            pages.append(page)
        tv_page = chromium.new_context(viewport={"width": 1366, "height": 768}).new_page()
        tv_page.goto(tv)
        pages.append(tv_page)

    def hold_card(name: str) -> Any:
        def job(_chromium: Any) -> None:
            for index, page in enumerate(pages[:2]):
                page.locator("#reveal").dispatch_event("pointerdown")
                page.screenshot(path=str(OUT / f"{name}-{'ana' if index == 0 else 'bea'}.png"), full_page=True)
                page.locator("#reveal").dispatch_event("pointerup")

        return job

    await browse(loop, browser, open_phones)
    await settle()
    await browse(loop, browser, hold_card("1-game1-card"))
    await play_to_the_end(controller)
    await settle(1.0)
    grab(window, "2-console-game-over.png")

    def phones_reveal(_chromium: Any) -> None:
        pages[0].locator("#reveal-all").wait_for(timeout=10_000)
        pages[0].locator("#reveal-all").scroll_into_view_if_needed()
        pages[0].screenshot(path=str(OUT / "3-phone-reveal-ana.png"))
        pages[0].screenshot(path=str(OUT / "3-phone-reveal-ana-full.png"), full_page=True)

    await browse(loop, browser, phones_reveal)
    window.show_projector()
    projector = window.projector
    projector.showNormal()
    projector.resize(1366, 768)
    await settle()
    grab(projector, "4-projector-reveal-0-who-was-who.png")
    for page in (1, 2):
        window.winner.after.step(+1)
        await settle()
        grab(projector, f"4-projector-reveal-{page}.png")
    await browse(loop, browser, lambda _c: pages[2].screenshot(path=str(OUT / "5-tv-reveal-page-2.png")))
    projector.hide()
    window.winner.after.again_button.click()  # Play again: the same table, new cards
    await settle(1.5)
    grab(window, "6-console-game2.png")
    await browse(loop, browser, hold_card("7-game2-card"))
    await play_to_the_end(controller)
    history = window.show_history()
    history.resize(1366, 700)
    await settle()
    grab(history, "8-history-window.png")
    history.tabs.setCurrentIndex(2)
    await settle()
    grab(history, "8-history-window-teams.png")


def main() -> int:
    import qasync
    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from moonveil_desktop.app import compose
    from moonveil_desktop.integration import wire
    from moonveil_desktop.settings import AppSettings
    from tests.browser_support import BrowserThread

    OUT.mkdir(parents=True, exist_ok=True)
    app = QApplication(sys.argv)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    with tempfile.TemporaryDirectory() as folder:
        settings = AppSettings(QSettings(str(Path(folder) / "settings.ini"), QSettings.Format.IniFormat))
        settings.interface = "127.0.0.1"
        settings.port = 0
        window = compose(Path(folder), settings)
        window.resize(1366, 740)
        window.show()
        wiring = wire(window)
        loop.run_until_complete(wiring.link.start("127.0.0.1", 0))
        browser = BrowserThread()
        try:
            loop.run_until_complete(game_night(window, wiring, browser))
        finally:
            browser.close()
            service = wiring.link.service
            if service is not None:
                loop.run_until_complete(service.stop())
            if window.controller.storage is not None:
                window.controller.storage.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
