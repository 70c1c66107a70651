"""Screenshots of the words a Spanish, an Italian and a Chinese table read (issue 27),
saved to docs/screenshots/words/: the join page and the waiting room, a phone card held
open, and the projector, each in the book written in that language (Luna llena in
Spanish, Tre fazioni in Italian, 狼村版 村民对非村民 in Chinese).

Qt windows need a real X screen and the phone pages a real browser:

    Xvfb :97 -screen 0 1366x768x24 &
    DISPLAY=:97 QT_QPA_PLATFORM=xcb .venv/bin/python scripts/words_screenshots.py [es it zh_CN]
"""

from __future__ import annotations

import asyncio
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's code, not an installed copy

from PySide6.QtWidgets import QApplication

from engine.commands import Deal, SeatPlayer
from engine.ruleset import find_ruleset
from moonveil_desktop.i18n import use_language
from moonveil_desktop.lobby import Lobby
from moonveil_desktop.table import NARRATOR, PLAYING_HOST, Table, TableSettings
from moonveil_desktop.web.join import install_join_routes, join_url
from moonveil_desktop.web.server import PHONES, PhoneService
from scripts.i18n_screenshots import held_card, shoot_projector

OUT = Path(__file__).resolve().parents[1] / "docs" / "screenshots" / "words"
BOOKS = {"es": "luna_llena", "it": "three_factions", "zh_CN": "village_vs_nonvillage"}
NAMES = {
    "es": ["Ana", "Begoña", "Carmen", "Domingo", "Eulalia", "Fernando", "Guadalupe", "Maximiliano", "Nuria"],
    "it": ["Alessandra", "Beatrice", "Carlo", "Donatella", "Emanuele", "Federica", "Gianluca", "Massimo", "Nadia"],
    "zh_CN": ["阿明", "小红", "大卫", "丽丽", "老王", "小芳", "建国", "欧阳美玲", "李雷"],
}
PHONE = {"width": 360, "height": 640}
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"]


def table_for(lang: str, mode: str = NARRATOR) -> Table:
    book = BOOKS[lang]
    options = find_ruleset(book).proposed_options(len(NAMES[lang]))
    table = Table(TableSettings(book, options=options, seed=7, mode=mode))
    for name in NAMES[lang]:
        table.apply(SeatPlayer(name))
    table.apply(Deal())
    return table


def projector(app: QApplication, lang: str, *, time_up: bool) -> Path:
    path = OUT / f"projector-{lang}{'-time-up' if time_up else ''}.png"
    shoot_projector(app, table_for(lang), lang, time.monotonic() + (-1 if time_up else 95), path, (1366, 768))
    return path


async def join_pages(browser: Any, lang: str) -> list[Path]:
    """The table's join page, then the waiting room after taking a seat."""
    table = Table(TableSettings(BOOKS[lang], mode=PLAYING_HOST))
    lobby = Lobby(max_seats=12)
    service = PhoneService(table)
    install_join_routes(service.app, lambda: lobby, service.tokens, service.app[PHONES].templates)
    base = await service.start("127.0.0.1", 0)
    context = await browser.new_context(viewport=PHONE, device_scale_factor=2, locale=lang.replace("_", "-"))
    page = await context.new_page()
    await page.goto(join_url(base, lobby))
    shots = [OUT / f"join-{lang}.png"]
    await page.screenshot(path=str(shots[-1]))
    await page.fill("input[name=name]", NAMES[lang][0])
    await page.click("button[type=submit]")
    await page.wait_for_load_state()
    await page.wait_for_timeout(300)
    shots.append(OUT / f"waiting-{lang}.png")
    await page.screenshot(path=str(shots[-1]))
    await context.close()
    await service.stop()
    return shots


async def card(browser: Any, lang: str) -> Path:
    """A good player's card, held open (the Seer in Luna llena and Village vs Non-village,
    the Guard in Tre fazioni)."""
    table = table_for(lang, PLAYING_HOST)
    wanted = {"es": "seer", "it": "guardia", "zh_CN": "seer"}[lang]
    seat = next(i for i, p in enumerate(table.game.state.players) if p.role == wanted)
    service = PhoneService(table)
    await service.start("127.0.0.1", 0)
    context = await browser.new_context(viewport=PHONE, device_scale_factor=2, locale=lang.replace("_", "-"))
    path = OUT / f"card-{lang}.png"
    await held_card(context, service.url_for(seat), path)
    await context.close()
    await service.stop()
    return path


async def phones(languages: list[str]) -> list[Path]:
    from playwright.async_api import async_playwright

    shots: list[Path] = []
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        for lang in languages:
            shots += await join_pages(browser, lang)
            shots.append(await card(browser, lang))
        await browser.close()
    return shots


def main(languages: list[str]) -> int:
    app = QApplication(sys.argv)
    OUT.mkdir(parents=True, exist_ok=True)
    shots: list[Path] = []
    for lang in languages:
        use_language(lang)
        shots.append(projector(app, lang, time_up=False))
        shots.append(projector(app, lang, time_up=True))
    use_language("en")
    shots += asyncio.run(phones(languages))
    for path in shots:
        print(path.relative_to(OUT.parents[2]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or list(BOOKS)))
