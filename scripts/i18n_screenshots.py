"""Screenshots of the console, the projector and the phone card in Spanish, Italian and
Chinese (issue 10), saved to docs/screenshots/i18n/.

Qt windows need a real X screen and the phone page a real browser:

    xvfb-run -a -s "-screen 0 1280x800x24" env QT_QPA_PLATFORM=xcb \\
        .venv/bin/python scripts/i18n_screenshots.py

The console plays the first night of a classic Moonveil table in narrator mode
(long names on purpose: the layouts must survive 30% longer strings); the
projector shows the same table; the phone card (headless /usr/bin/chromium via
Playwright at 390×844) is the Seer's card held open, in the phone's own language.
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # this checkout's code, not an installed copy

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QSettings
from PySide6.QtWidgets import QApplication

from engine.commands import Deal, SeatPlayer, Submit
from moonveil_desktop.app import compose
from moonveil_desktop.i18n import use_language
from moonveil_desktop.projector.window import ProjectorWindow
from moonveil_desktop.settings import AppSettings
from moonveil_desktop.table import PLAYING_HOST, Table, TableSettings
from moonveil_desktop.web.server import PhoneService

OUT = Path(__file__).resolve().parents[1] / "docs" / "screenshots" / "i18n"
LANGUAGES = ("es", "it", "zh_CN")
NAMES = {
    "es": ["Ana", "Begoña", "Carmen", "Domingo", "Eulalia", "Fernando", "Guadalupe", "Maximiliano"],
    "it": ["Alessandra", "Beatrice", "Carlo", "Donatella", "Emanuele", "Federica", "Gianluca", "Massimiliano"],
    "zh_CN": ["阿明", "小红", "大卫", "丽丽", "老王", "小芳", "建国", "欧阳美玲"],
}
ROLES = ("wolf", "wolf", "seer", "guardian", "villager", "villager", "villager", "villager")
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"]


def settle(app: QApplication, ms: int = 400) -> None:
    timer = QElapsedTimer()
    timer.start()
    while timer.elapsed() < ms:
        app.processEvents()
        time.sleep(0.01)


def console(app: QApplication, lang: str, folder: Path) -> list[Path]:
    settings = AppSettings(QSettings(str(folder / f"{lang}.ini"), QSettings.Format.IniFormat))
    window = compose(folder / lang, settings)
    window.set_language(lang)
    window.resize(1280, 800)
    window.show()
    dialog = window.new_table()
    for name in NAMES[lang]:
        dialog.name_edit.setText(name)
        dialog.add_button.click()
    dialog.add_bot()
    dialog.set_option("game_type", "classic")
    settle(app)
    shots = [OUT / f"newtable-{lang}.png"]
    dialog.grab().save(str(shots[-1]))
    dialog.ok_button.click()
    window.controller.deal()
    for row in window.phase.rows[:3]:
        row.submit_button.click()
    window.grimoire_dock.show()
    window.grimoire_dock.raise_()
    settle(app)
    shots.append(OUT / f"console-{lang}.png")
    window.grab().save(str(shots[-1]))
    window.close()
    return shots


def table_for(lang: str, mode: str = "narrator") -> Table:
    table = Table(TableSettings("moonveil", options={"game_type": "classic"}, seed=5, mode=mode))
    for name in NAMES[lang]:
        table.apply(SeatPlayer(name))
    table.apply(Deal(ROLES))
    return table


def projector(app: QApplication, lang: str, folder: Path) -> Path:
    table = table_for(lang)
    table.apply(Submit(0, "attack", (4,)))
    table.apply(Submit(2, "inspect", (0,)))
    settings = QSettings(str(folder / "projector.ini"), QSettings.Format.IniFormat)
    path = OUT / f"projector-{lang}.png"
    shoot_projector(app, table, lang, time.monotonic() + 95, path)
    del settings
    return path


def shoot_projector(
    app: QApplication, table: Table, lang: str, deadline: float, path: Path, size: tuple[int, int] = (1280, 720)
) -> None:
    """The projector window of ``table`` in ``lang``, its countdown running to ``deadline``."""
    window = ProjectorWindow(table.public_view, table.subscribe, deadline_source=lambda: deadline, lang=lang)
    window.resize(*size)
    window.show()
    settle(app, 700)
    window.grab().save(str(path))
    window.detach()
    window.close()


async def held_card(context: Any, url: str, path: Path) -> None:
    """A phone card page held open (the card shows only while the button is held)."""
    page = await context.new_page()
    await page.goto(url)
    box = await page.locator("#reveal").bounding_box()
    assert box is not None
    await page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    await page.mouse.down()  # hold to reveal
    await page.wait_for_timeout(300)
    await page.screenshot(path=str(path))  # the viewport: a full-page shot resizes it, and a resize lets go
    await page.mouse.up()


async def phones() -> list[Path]:
    from playwright.async_api import async_playwright

    shots = []
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
        for lang in LANGUAGES:
            service = PhoneService(table_for(lang, PLAYING_HOST))
            await service.start("127.0.0.1", 0)
            context = await browser.new_context(
                viewport={"width": 390, "height": 844}, device_scale_factor=2, locale=lang.replace("_", "-")
            )
            path = OUT / f"phone-{lang}.png"
            await held_card(context, service.url_for(2), path)  # the Seer; the language comes from Accept-Language
            shots.append(path)
            await context.close()
            await service.stop()
        await browser.close()
    return shots


def main() -> int:
    app = QApplication(sys.argv)
    OUT.mkdir(parents=True, exist_ok=True)
    shots: list[Path] = []
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for lang in LANGUAGES:
            use_language(lang)
            shots += console(app, lang, folder)
            shots.append(projector(app, lang, folder))
    use_language("en")
    QCoreApplication.processEvents()
    shots += asyncio.run(phones())
    for path in shots:
        print(path.relative_to(OUT.parents[2]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
