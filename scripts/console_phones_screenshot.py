"""Screenshot: the console with the Phones panel, a table open for joining, two phones joined."""

import os, sys, asyncio, tempfile

os.environ["QT_API"] = "pyside6"
from pathlib import Path
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

app = QApplication([])
app.setQuitOnLastWindowClosed(False)
import qasync, aiohttp
from moonveil_desktop.settings import AppSettings
from moonveil_desktop.ui.mainwindow import MainWindow
from moonveil_desktop.integration import wire
from moonveil_desktop.table import TableSettings, PLAYING_HOST

d = Path(tempfile.mkdtemp())
s = AppSettings(QSettings(str(d / "s.ini"), QSettings.Format.IniFormat))
s.interface = "127.0.0.1"
s.port = 0
w = MainWindow(d, s)
w.resize(1280, 800)
w.show()
wiring = wire(w)
loop = qasync.QEventLoop(app)
asyncio.set_event_loop(loop)
out = Path(sys.argv[1])


async def main():
    await wiring.link.start("127.0.0.1", 0)
    w.controller.new_table(TableSettings("moonveil", {}, 3, PLAYING_HOST, host_seat=0), [("Host", False)])
    w.phone_dock.show()
    w.phone_dock.raise_()
    for name, ready in (("Zoë", True), ("李雷", False), ("José", True)):
        async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as c:
            await c.post(wiring.link.join_url(), data={"name": name, "lang": "en"}, allow_redirects=False)
            if ready:
                await c.post(wiring.link.base_url + "/me/ready", data={"ready": "1"}, allow_redirects=False)
    wiring.panel.bot_button.click()
    await asyncio.sleep(0.3)
    w.grab().save(str(out / "console-phones-join.png"))
    wiring.panel.override_button.click()
    wiring.panel.tabs.setCurrentIndex(1)
    await asyncio.sleep(0.3)
    w.grab().save(str(out / "console-phones-cards.png"))
    await wiring.link.stop()


loop.run_until_complete(main())
