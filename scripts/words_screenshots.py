"""Screenshots of the words a table reads (issue 27): the phone card held open, the join
pages and the projector, in the languages named (default: zh_CN), saved to
docs/screenshots/words/.

    Xvfb :98 -screen 0 1366x768x24 &
    DISPLAY=:98 QT_QPA_PLATFORM=xcb .venv/bin/python scripts/words_screenshots.py zh_CN

The phone card and the projector are scripts/i18n_screenshots.py's own (the same table,
the Seer's card held open at 390×844, the projector at 1280×720), pointed at this folder;
the join pages are a lobby's: the table-code page, the name form, and the waiting page
of a joined phone beside a computer player (the words for code, ready and bot).
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's code, not an installed copy

from PySide6.QtWidgets import QApplication

import scripts.i18n_screenshots as shots
from moonveil_desktop.i18n import use_language
from moonveil_desktop.lobby import Lobby
from moonveil_desktop.table import PLAYING_HOST, Table, TableSettings
from moonveil_desktop.web.join import install_join_routes, join_url
from moonveil_desktop.web.server import PHONES, PhoneService

OUT = Path(__file__).resolve().parents[1] / "docs" / "screenshots" / "words"


async def join_pages(languages: list[str]) -> list[Path]:
    from playwright.async_api import async_playwright

    taken = []
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path="/usr/bin/chromium", args=shots.CHROMIUM_ARGS)
        for lang in languages:
            lobby = Lobby(max_seats=12)
            table = Table(TableSettings("moonveil", {"game_type": "classic"}, seed=5, mode=PLAYING_HOST))
            service = PhoneService(table)
            install_join_routes(service.app, lobby, service.tokens, service.app[PHONES].templates)
            base = await service.start("127.0.0.1", 0)
            lobby.join(shots.NAMES[lang][1], lang)
            lobby.add_bot()
            context = await browser.new_context(
                viewport={"width": 390, "height": 844}, device_scale_factor=2, locale=lang.replace("_", "-")
            )
            page = await context.new_page()
            await page.goto(f"{base.rstrip('/')}/join?lang={lang}")
            taken.append(await _shot(page, f"join-code-{lang}.png"))
            await page.goto(f"{join_url(base, lobby)}?lang={lang}")
            await page.fill("#name", shots.NAMES[lang][0])
            taken.append(await _shot(page, f"join-name-{lang}.png"))
            await page.click("button[type=submit]")
            await page.wait_for_url("**/me")
            taken.append(await _shot(page, f"join-waiting-{lang}.png"))
            await context.close()
            await service.stop()
        await browser.close()
    return taken


async def _shot(page: object, name: str) -> Path:
    path = OUT / name
    await page.screenshot(path=str(path))  # type: ignore[attr-defined]
    return path


def main(languages: list[str]) -> int:
    app = QApplication(sys.argv)
    OUT.mkdir(parents=True, exist_ok=True)
    # i18n_screenshots writes into its OUT for its LANGUAGES: the same shots, here
    shots.OUT, shots.LANGUAGES = OUT, tuple(languages)
    taken: list[Path] = []
    with tempfile.TemporaryDirectory() as tmp:
        for lang in languages:
            use_language(lang)
            taken.append(shots.projector(app, lang, Path(tmp)))
    use_language("en")
    taken += asyncio.run(shots.phones())
    taken += asyncio.run(join_pages(languages))
    for path in taken:
        print(path.relative_to(OUT.parents[2]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or ["zh_CN"]))
