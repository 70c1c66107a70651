"""Issue 14, bugs 3 and 4: the app is killed with SIGKILL and resumed; every phone's
old URL and join cookie work again, and the lobby (names, languages, ready marks)
is still there. A real app in a subprocess, real HTTP from the "phones" (the test)."""

from __future__ import annotations

import asyncio
import http.client
import json
import os
import signal
import subprocess
import sys
import textwrap
import urllib.parse
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from moonveil_desktop.app import compose
from moonveil_desktop.integration import Wiring, wire
from moonveil_desktop.settings import AppSettings
from moonveil_desktop.ui.mainwindow import MainWindow
from moonveil_desktop.web.join import COOKIE

ROOT = Path(__file__).resolve().parents[2]

SERVING_UNTIL_KILLED = textwrap.dedent(
    """
    import asyncio, json, sys
    from pathlib import Path
    from moonveil_desktop.phone_child import spawn
    spawn()  # as the entry point: the phones are served by the phone server's process
    from PySide6.QtCore import QSettings, QTimer
    from moonveil_desktop.app import compose, make_application
    app = make_application()
    import qasync
    from moonveil_desktop.integration import wire
    from moonveil_desktop.settings import AppSettings
    from moonveil_desktop.table import NARRATOR, TableSettings
    data = Path(sys.argv[1])
    window = compose(data, AppSettings(QSettings(str(data / "settings.ini"), QSettings.Format.IniFormat)))
    window.show()
    window.start(resume=False)
    seats = [(name, False) for name in ("Bea", "Cai", "Dov", "Eli")]  # typed in the New table dialog
    window.controller.new_table(TableSettings("moonveil", {"game_type": "classic"}, 7, NARRATOR), seats)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    link = wire(window).link
    loop.run_until_complete(link.start("127.0.0.1", 0))
    assert link.in_child
    print(json.dumps({"join": link.join_url(), "tv": link.tv_url()}), flush=True)

    def deal_when_asked():
        if (data / "deal-now").exists():
            (data / "deal-now").unlink()
            assert link.start_game(override=True) is None
            print(json.dumps({"seats": [code.url for code in link.seat_codes()]}), flush=True)

    timer = QTimer()
    timer.timeout.connect(deal_when_asked)
    timer.start(20)
    loop.run_forever()
    """
)


@pytest.fixture(autouse=True)
def no_quit_on_close(qapp: Any) -> Iterator[None]:
    qapp.setQuitOnLastWindowClosed(False)
    yield
    qapp.setQuitOnLastWindowClosed(True)


class App:
    """The app in a subprocess, serving phones until the test kills it."""

    def __init__(self, data_dir: Path) -> None:
        env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
        self.data_dir = data_dir
        self.process = subprocess.Popen(
            [sys.executable, "-c", SERVING_UNTIL_KILLED, str(data_dir)],
            cwd=ROOT,
            env=env,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        self.urls: dict[str, str] = self.read()

    def read(self) -> dict[str, Any]:
        assert self.process.stdout is not None
        line = self.process.stdout.readline()
        assert line, "the app ended before it served"
        result: dict[str, Any] = json.loads(line)
        return result

    def deal(self) -> list[str]:
        (self.data_dir / "deal-now").touch()
        seats: list[str] = self.read()["seats"]
        return seats

    def kill(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(timeout=30)
        if self.process.stdout is not None:
            self.process.stdout.close()
        assert self.process.returncode == -signal.SIGKILL


@pytest.fixture
def killed_app(data_dir: Path) -> Iterator[App]:
    app = App(data_dir)
    yield app
    if app.process.poll() is None:
        app.kill()


def request(url: str, method: str = "GET", form: dict[str, str] | None = None, cookie: str = "") -> tuple[int, Any]:
    """One plain HTTP request from a phone (no redirects followed): status and headers."""
    parts = urllib.parse.urlsplit(url)
    connection = http.client.HTTPConnection(parts.hostname, parts.port, timeout=10)
    headers = {"Cookie": f"{COOKIE}={cookie}"} if cookie else {}
    body = None
    if form is not None:
        body = urllib.parse.urlencode(form)
        headers["Content-Type"] = "application/x-www-form-urlencoded"
    connection.request(method, parts.path + (f"?{parts.query}" if parts.query else ""), body, headers)
    response = connection.getresponse()
    response.read()
    connection.close()
    return response.status, response.headers


def join(join_url: str, name: str, lang: str) -> str:
    """A phone scans the table QR and takes a seat; returns its seat cookie."""
    status, headers = request(join_url, "POST", {"name": name, "lang": lang})
    assert status == 303
    cookie = next(v for k, v in headers.items() if k.lower() == "set-cookie" and v.startswith(f"{COOKIE}="))
    return str(cookie.split(";")[0].split("=", 1)[1])


def path_of(url: str) -> str:
    return urllib.parse.urlsplit(url).path


def resumed(qtbot: Any, data_dir: Path, app_settings: AppSettings, loop: asyncio.AbstractEventLoop) -> Wiring:
    """The app started again with resume, its phone server on a new port."""
    window: MainWindow = compose(data_dir, app_settings)
    qtbot.addWidget(window)
    window.show()
    window.start(resume=True)
    wiring = wire(window)
    loop.run_until_complete(wiring.link.start("127.0.0.1", 0))
    return wiring


def fetch(loop: asyncio.AbstractEventLoop, url: str, cookie: str = "") -> tuple[int, str, str]:
    async def get() -> tuple[int, str, str]:
        cookies = {COOKIE: cookie} if cookie else None
        async with (
            aiohttp.ClientSession(cookies=cookies) as session,
            session.get(url, allow_redirects=False) as response,
        ):
            return response.status, await response.text(), response.headers.get("Location", "")

    result: tuple[int, str, str] = loop.run_until_complete(asyncio.wait_for(get(), 30))
    return result


def stop(wiring: Wiring, loop: asyncio.AbstractEventLoop) -> None:
    service = wiring.link.service
    if service is not None:
        loop.run_until_complete(service.stop())


def test_the_lobby_and_join_cookies_survive_a_kill_before_the_deal(
    qtbot: Any, killed_app: App, data_dir: Path, app_settings: AppSettings, qasync_loop: asyncio.AbstractEventLoop
) -> None:
    join_url = killed_app.urls["join"]
    cookie = join(join_url, "Zoë", "es")
    base = join_url.split("/join/")[0]
    assert request(base + "/me/ready", "POST", {"ready": "1"}, cookie)[0] == 303
    killed_app.kill()

    wiring = resumed(qtbot, data_dir, app_settings, qasync_loop)
    try:
        lobby = wiring.link.lobby
        assert [(s.name, s.ready, s.lang) for s in lobby.seats][-1] == ("Zoë", True, "es")
        assert [s.name for s in lobby.seats] == ["Bea", "Cai", "Dov", "Eli", "Zoë"]
        new_base = wiring.link.base_url
        status, page, _ = fetch(qasync_loop, new_base + "/me", cookie)
        assert status == 200 and "Zoë" in page  # the waiting room, in the phone's seat
        assert fetch(qasync_loop, new_base + path_of(join_url))[0] == 200  # the printed table QR works
        assert wiring.link.join_url() == new_base + path_of(join_url)
    finally:
        stop(wiring, qasync_loop)


def test_card_urls_join_cookies_and_the_tv_work_again_after_a_kill_and_resume(
    qtbot: Any, killed_app: App, data_dir: Path, app_settings: AppSettings, qasync_loop: asyncio.AbstractEventLoop
) -> None:
    cookie = join(killed_app.urls["join"], "Ana", "en")
    seat_urls = killed_app.deal()
    base = killed_app.urls["join"].split("/join/")[0]
    status, headers = request(base + "/me", cookie=cookie)
    assert status == 303
    card = headers["Location"].split("?")[0]
    assert card in [path_of(url) for url in seat_urls]  # the joined phone's page became its card
    killed_app.kill()

    wiring = resumed(qtbot, data_dir, app_settings, qasync_loop)
    try:
        new_base = wiring.link.base_url
        assert [fetch(qasync_loop, new_base + path_of(url))[0] for url in seat_urls] == [200] * len(seat_urls)
        status, _, location = fetch(qasync_loop, new_base + "/me", cookie)
        assert status == 303 and location.split("?")[0] == card  # the join cookie still finds the card
        tv = new_base + path_of(killed_app.urls["tv"])
        status, state, _ = fetch(qasync_loop, tv + "/state")
        assert status == 200 and json.loads(state)["view"]["phase"]["kind"] != "lobby"  # the TV too
        assert [code.url for code in wiring.link.seat_codes()] == [new_base + path_of(url) for url in seat_urls]
    finally:
        stop(wiring, qasync_loop)
