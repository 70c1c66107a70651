"""Screenshots of an engine refusal in Chinese and Spanish (issues 17 and 19), saved to
docs/screenshots/i18n/: on the console (its error banner) and on a phone (the answer
to a refused action, in the phone's language).

    Xvfb :83 -screen 0 1366x768x24 &
    DISPLAY=:83 QT_QPA_PLATFORM=xcb .venv/bin/python scripts/refusal_screenshots.py

The console seats a classic Moonveil table in narrator mode and enters the Seer's
check of herself (refused: the Seer may not inspect herself). The phone (headless
/usr/bin/chromium via Playwright at 390x844) is the Seer's page of a playing-host table:
she picks a player and, while her confirmation is open, the moderator enters her
check from the console, so her confirmation is refused (already submitted).
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's code, not an installed copy

from PySide6.QtCore import QElapsedTimer, QSettings
from PySide6.QtWidgets import QApplication

from engine.commands import Deal, SeatPlayer, Submit
from moonveil_desktop.app import compose
from moonveil_desktop.i18n import use_language
from moonveil_desktop.settings import AppSettings
from moonveil_desktop.table import PLAYING_HOST, Table, TableSettings
from moonveil_desktop.web.server import PhoneService

OUT = Path(__file__).resolve().parents[1] / "docs" / "screenshots" / "i18n"
LANGUAGES = ("zh_CN", "es")
NAMES = {
    "es": ["Ana", "Begoña", "Carmen", "Domingo", "Eulalia", "Fernando"],
    "zh_CN": ["阿明", "小红", "大卫", "丽丽", "老王", "小芳"],
}
ROLES = ("wolf", "villager", "seer", "guardian", "villager", "villager")
SEER = 2
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"]


def settle(app: QApplication, ms: int = 400) -> None:
    timer = QElapsedTimer()
    timer.start()
    while timer.elapsed() < ms:
        app.processEvents()
        time.sleep(0.01)


def console(app: QApplication, lang: str, folder: Path) -> Path:
    use_language(lang)
    settings = AppSettings(QSettings(str(folder / f"{lang}.ini"), QSettings.Format.IniFormat))
    window = compose(folder / lang, settings)
    window.set_language(lang)
    window.resize(1366, 768)
    window.show()
    dialog = window.new_table()
    for name in NAMES[lang]:
        dialog.name_edit.setText(name)
        dialog.add_button.click()
    dialog.set_option("game_type", "manual")
    dialog.set_option("roles", list(ROLES))
    settle(app)
    dialog.ok_button.click()
    window.controller.deal()
    players = window.controller.table_or_raise().game.state.players
    seer = next(p.seat for p in players if p.role == "seer")  # the deal shuffles the manual list
    window.controller.submit(Submit(seer, "inspect", (seer,)))  # refused: the banner says why
    settle(app, 600)
    path = OUT / f"refusal-console-{lang}.png"
    window.grab().save(str(path))
    window.close()
    return path


def table_for(lang: str) -> Table:
    table = Table(TableSettings("moonveil", options={"game_type": "manual", "roles": list(ROLES)}, mode=PLAYING_HOST))
    for name in NAMES[lang]:
        table.apply(SeatPlayer(name))
    table.apply(Deal(ROLES))
    return table


async def phone(lang: str) -> Path:
    from playwright.async_api import async_playwright

    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        table = table_for(lang)
        service = PhoneService(table)
        await service.start("127.0.0.1", 0)
        context = await browser.new_context(viewport={"width": 390, "height": 844}, device_scale_factor=2)
        page = await context.new_page()
        await page.goto(f"{service.url_for(SEER)}?lang={lang}")
        await page.click("[data-toggle=act]")
        await page.check("input[name=target][value='0']")
        await page.click(".act-form button[type=submit]")
        table.apply(Submit(SEER, "inspect", (1,)))  # the moderator enters her check meanwhile
        await page.click("#confirm-yes")
        await page.wait_for_selector("#act-error:not([hidden])")
        await page.locator("#act-error").scroll_into_view_if_needed()
        path = OUT / f"refusal-phone-{lang}.png"
        await page.screenshot(path=str(path))
        print(await page.locator("#act-error").inner_text())
        await context.close()
        await service.stop()
        await browser.close()
    return path


def main() -> int:
    app = QApplication(sys.argv)
    OUT.mkdir(parents=True, exist_ok=True)
    shots: list[Path] = []
    with tempfile.TemporaryDirectory() as tmp:
        for lang in LANGUAGES:
            shots.append(console(app, lang, Path(tmp)))
    for lang in LANGUAGES:
        shots.append(asyncio.run(phone(lang)))
    for path in shots:
        print(path.relative_to(OUT.parents[2]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
