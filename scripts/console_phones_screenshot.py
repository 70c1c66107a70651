"""Screenshots of the console with the Phones panel: a table open for joining (three
phones joined, one bot), then the cards after the start.

    xvfb-run -a -s "-screen 0 1280x800x24" env QT_QPA_PLATFORM=xcb PYTHONPATH=. \
        .venv/bin/python scripts/console_phones_screenshot.py docs/screenshots
"""

from __future__ import annotations

import asyncio
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("QT_API", "pyside6")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication


def main(out: Path) -> None:
    app = QApplication([])
    app.setQuitOnLastWindowClosed(False)
    import aiohttp
    import qasync

    from moonveil_desktop.app import compose
    from moonveil_desktop.integration import wire
    from moonveil_desktop.settings import AppSettings
    from moonveil_desktop.table import PLAYING_HOST, TableSettings

    data = Path(tempfile.mkdtemp())
    settings = AppSettings(QSettings(str(data / "settings.ini"), QSettings.Format.IniFormat))
    window = compose(data, settings)
    window.resize(1280, 800)
    window.show()
    wiring = wire(window)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)

    async def shoot() -> None:
        await wiring.link.start("127.0.0.1", 0)  # loopback only
        window.controller.new_table(TableSettings("moonveil", {}, 3, PLAYING_HOST, host_seat=0), [("Host", False)])
        window.phone_dock.show()
        window.phone_dock.raise_()
        for name, ready in (("Zoë", True), ("李雷", False), ("José", True)):
            async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as phone:
                await phone.post(wiring.link.join_url(), data={"name": name, "lang": "en"}, allow_redirects=False)
                if ready:
                    await phone.post(wiring.link.base_url + "/me/ready", data={"ready": "1"}, allow_redirects=False)
        wiring.panel.bot_button.click()
        await asyncio.sleep(0.3)
        window.grab().save(str(out / "console-phones-join.png"))
        wiring.panel.override_button.click()
        wiring.panel.tabs.setCurrentIndex(1)
        await asyncio.sleep(0.3)
        window.grab().save(str(out / "console-phones-cards.png"))
        await wiring.link.stop()

    loop.run_until_complete(shoot())
    loop.close()


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots"))
