"""Screenshots of the projector window on a virtual 1920×1080 screen.

Run it under Xvfb so the window is a real full-screen X11 window:

    xvfb-run -a -s "-screen 0 1920x1080x24" env QT_QPA_PLATFORM=xcb \\
        /work/main/.venv/bin/python bench/projector_screenshots.py

It plays one scripted Moonveil game (8 players) through a real ``Table`` and
saves night, day, vote, the night after the vote (with the revealed ballots)
and the end of the game, in English and Chinese, to docs/screenshots/projector/;
then the same screens of the TV page in headless Chromium at 1920×1080 (tv-*.png).
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QSettings
from PySide6.QtWidgets import QApplication

from engine.commands import Advance, Deal, SeatPlayer, Submit, Vote
from moonveil_desktop.projector.tv_web import TV_STATE, create_tv_app, new_token, tv_url
from moonveil_desktop.projector.window import FADE_MS, ProjectorWindow, load_translator
from moonveil_desktop.table import Table, TableSettings

OUT = Path(__file__).resolve().parents[1] / "docs" / "screenshots" / "projector"
NAMES = {
    "en": ["Ana", "Bea", "Cai", "Dov", "Eli", "Fay", "Gus", "Maximiliana"],
    "zh_CN": ["阿明", "小红", "大卫", "丽丽", "老王", "小芳", "建国", "欧阳美玲"],
}
ROLES = ("wolf", "wolf", "seer", "guardian", "villager", "villager", "villager", "villager")
ANA, BEA, CAI, DOV, ELI, FAY, GUS, HAL = range(8)


def settle(app: QApplication, ms: int = FADE_MS + 150) -> None:
    timer = QElapsedTimer()
    timer.start()
    while timer.elapsed() < ms:
        app.processEvents()
        time.sleep(0.01)


def night_one(table: Table) -> None:
    table.apply(Submit(ANA, "attack", (ELI,)))
    table.apply(Submit(BEA, "attack", (ELI,)))
    table.apply(Submit(CAI, "inspect", (ANA,)))
    table.apply(Submit(DOV, "protect", (CAI,)))
    for seat in (ELI, FAY):
        table.apply(Submit(seat, "ready"))


def finish_night_one(table: Table) -> None:
    for seat in (GUS, HAL):
        table.apply(Submit(seat, "ready"))
    table.apply(Advance())


def half_vote(table: Table) -> None:
    table.apply(Advance())  # day 1 → vote 1
    for voter, choice in ((ANA, CAI), (CAI, ANA), (DOV, ANA), (FAY, ANA)):
        table.apply(Vote(voter, choice))


def finish_vote(table: Table) -> None:
    for voter, choice in ((BEA, CAI), (GUS, ANA), (HAL, None)):
        table.apply(Vote(voter, choice))
    table.apply(Advance())
    table.apply(Submit(BEA, "attack", (DOV,)))
    table.apply(Submit(CAI, "inspect", (BEA,)))


def end_game(table: Table) -> None:
    table.apply(Submit(DOV, "protect", (FAY,)))
    for seat in (FAY, GUS, HAL):
        table.apply(Submit(seat, "ready"))
    table.apply(Advance())  # Dov falls
    table.apply(Advance())  # vote 2
    for voter in (CAI, FAY, GUS, HAL):
        table.apply(Vote(voter, BEA))
    table.apply(Vote(BEA, CAI))
    table.apply(Advance())  # Bea banished: the village wins


STEPS: list[tuple[str, Callable[[Table], None]]] = [
    ("night", night_one),
    ("day", finish_night_one),
    ("vote", half_vote),
    ("night-after-vote", finish_vote),
    ("game-over", end_game),
]


def shoot(app: QApplication, lang: str) -> list[Path]:
    translator = load_translator(lang)
    if translator is not None:
        QCoreApplication.installTranslator(translator)
    table = Table(TableSettings("moonveil", seed=1))
    for name in NAMES[lang]:
        table.apply(SeatPlayer(name))
    deadline = time.monotonic() + 3600
    settings = QSettings(str(Path(tempfile.gettempdir()) / "projector-bench.ini"), QSettings.Format.IniFormat)
    window = ProjectorWindow(
        table.public_view, table.subscribe, deadline_source=lambda: deadline, lang=lang, settings=settings
    )
    window.show_on(app.primaryScreen())
    table.apply(Deal(ROLES))
    saved = []
    for index, (name, step) in enumerate(STEPS):
        deadline = time.monotonic() + 150 - 37 * index  # a clock that reads differently per screen
        step(table)
        settle(app)
        path = OUT / f"{lang}-{index + 1}-{name}.png"
        window.grab().save(str(path))
        saved.append(path)
    window.detach()
    window.close()
    if translator is not None:
        QCoreApplication.removeTranslator(translator)
    return saved


def shoot_tv(lang: str) -> list[Path]:
    """The TV page: the server on its own loop in a thread, the table used only there."""
    from aiohttp import web
    from playwright.sync_api import sync_playwright

    table = Table(TableSettings("moonveil", seed=1))
    deadline = [time.monotonic() + 150.0]
    token = new_token()
    app = create_tv_app(table.public_view, table.subscribe, token, deadline_source=lambda: deadline[0])
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    runner = web.AppRunner(app, handle_signals=False, shutdown_timeout=1)

    async def start() -> int:
        await runner.setup()
        await web.TCPSite(runner, "127.0.0.1", 0).start()
        return int(runner.addresses[0][1])

    def on_loop(job: Callable[[], object]) -> object:
        async def run() -> object:
            return job()

        return asyncio.run_coroutine_threadsafe(run(), loop).result(10)

    port = asyncio.run_coroutine_threadsafe(start(), loop).result(10)
    for name in NAMES[lang]:
        on_loop(lambda name=name: table.apply(SeatPlayer(name)))
    on_loop(lambda: table.apply(Deal(ROLES)))
    saved = []
    args = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"]
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path="/usr/bin/chromium", args=args)
        page = browser.new_page(viewport={"width": 1920, "height": 1080})
        page.goto(f"{tv_url(f'http://127.0.0.1:{port}', token)}?lang={lang}")
        for index, (name, step) in enumerate(STEPS):
            deadline[0] = time.monotonic() + 150 - 37 * index
            on_loop(lambda step=step: step(table))
            version = on_loop(lambda: app[TV_STATE].version)
            for _ in range(500):
                if page.evaluate(f"Number(document.body.dataset.version || -1) >= {version}"):
                    break
                page.wait_for_timeout(10)
            page.wait_for_timeout(FADE_MS + 150)
            path = OUT / f"tv-{lang}-{index + 1}-{name}.png"
            page.screenshot(path=str(path))
            saved.append(path)
        browser.close()
    asyncio.run_coroutine_threadsafe(runner.cleanup(), loop).result(10)
    loop.call_soon_threadsafe(loop.stop)
    thread.join(5)
    return saved


def main() -> int:
    app = QApplication(sys.argv)
    OUT.mkdir(parents=True, exist_ok=True)
    for lang in ("en", "zh_CN"):
        for path in shoot(app, lang) + shoot_tv(lang):
            print(path.relative_to(OUT.parents[2]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
