"""The phone server in a child process (start-up, issue 20): one test per message that
crosses between the console and the child, and what happens when the child fails.

Real processes: the child is ``python -m moonveil_desktop --phone-server PORT`` as the
app starts it, serving real aiohttp on 127.0.0.1; the console is the real window and
``PhoneLink`` on the qasync loop; phones are aiohttp clients.
"""

from __future__ import annotations

import asyncio
import json
import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from engine.commands import Presence, Submit, Vote, command_to_dict
from engine.errors import refusal_of
from moonveil_desktop import phone_child
from moonveil_desktop.integration import Wiring, server_address, wire
from moonveil_desktop.refusals import refusal_json
from moonveil_desktop.settings import AppSettings
from moonveil_desktop.table import NARRATOR, PLAYING_HOST, TableSettings
from moonveil_desktop.ui.mainwindow import MainWindow
from moonveil_desktop.web.errors import phone_error

ROOT = Path(__file__).resolve().parents[2]
FIVE = [("Ana", False), ("Bea", False), ("Cai", False), ("Dov", False), ("Eli", False)]


def run(loop: asyncio.AbstractEventLoop, coroutine: Any, timeout: float = 60) -> Any:
    return loop.run_until_complete(asyncio.wait_for(coroutine, timeout))


@pytest.fixture(autouse=True)
def no_quit_on_close(qapp: Any) -> Iterator[None]:
    qapp.setQuitOnLastWindowClosed(False)
    yield
    qapp.setQuitOnLastWindowClosed(True)


@pytest.fixture
def local(app_settings: AppSettings) -> AppSettings:
    app_settings.interface = "127.0.0.1"
    app_settings.port = 0
    return app_settings


@pytest.fixture
def child(window: MainWindow, local: AppSettings, qasync_loop: asyncio.AbstractEventLoop) -> Iterator[Wiring]:
    """The console wired as the app wires it, its phones served by the child process."""
    assert phone_child.spawn() is not None
    wiring = wire(window)
    run(qasync_loop, wiring.link.start(*server_address(window)))
    assert wiring.link.in_child and wiring.link.running
    yield wiring
    service = wiring.link.service
    if service is not None:
        run(qasync_loop, service.stop())
    phone_child.discard_spawned()


async def fetch(url: str, **headers: str) -> tuple[int, str]:
    async with aiohttp.ClientSession() as session, session.get(url, headers=headers) as response:
        return response.status, await response.text()


async def post(url: str, body: dict[str, Any], **headers: str) -> tuple[int, Any]:
    async with aiohttp.ClientSession() as session, session.post(url, json=body, headers=headers) as response:
        text = await response.text()
        return response.status, json.loads(text) if text else None


def deal(window: MainWindow, mode: str = NARRATOR) -> None:
    settings = TableSettings("moonveil", {}, 23, mode, host_seat=0 if mode == PLAYING_HOST else None)
    assert window.controller.new_table(settings, [*FIVE, ("Fay", False)])
    assert window.controller.deal()


# -- views -------------------------------------------------------------------------------
def test_a_card_page_through_the_child_is_the_seats_view_computed_by_the_console(
    child: Wiring, window: MainWindow, qasync_loop: asyncio.AbstractEventLoop
) -> None:
    deal(window)
    table = window.controller.table
    assert table is not None
    url = child.link.seat_codes()[2].url
    status, html = run(qasync_loop, fetch(url))
    role = table.game.ruleset.roles[table.game.state.players[2].role].name("en")
    assert status == 200 and "Cai" in html and role in html
    digest_before = json.loads(run(qasync_loop, fetch(url + "/digest"))[1])["digest"]
    assert window.controller.advance(override=True)  # the console changes the table: the page follows
    digest_after = json.loads(run(qasync_loop, fetch(url + "/digest"))[1])["digest"]
    assert digest_after != digest_before


def test_server_sent_events_through_the_child_follow_the_console(
    child: Wiring, window: MainWindow, qasync_loop: asyncio.AbstractEventLoop
) -> None:
    deal(window)
    url = child.link.seat_codes()[1].url

    async def stream() -> list[str]:
        events: list[str] = []
        async with aiohttp.ClientSession() as session, session.get(url + "/events") as response:
            assert response.headers["Content-Type"].startswith("text/event-stream")
            async for line in response.content:
                if line.startswith(b"data: "):
                    events.append(line.decode().strip())
                    if len(events) == 1:
                        assert window.controller.advance(override=True)
                    else:
                        return events
        return events

    events = run(qasync_loop, stream())
    assert len(events) == 2 and events[0] != events[1]


# -- commands ----------------------------------------------------------------------------
def test_a_phones_vote_goes_to_the_console_and_a_refusal_comes_back_in_the_phones_language(
    child: Wiring, window: MainWindow, qasync_loop: asyncio.AbstractEventLoop
) -> None:
    deal(window, PLAYING_HOST)
    table = window.controller.table
    assert table is not None
    actor = next(s for s in range(1, 6) if table.player_view(s)["prompts"])
    ability = table.player_view(actor)["prompts"][0]["abilities"][0]
    url = child.link.seat_codes()[actor].url
    targets = list(ability["targets"][: ability["count"]])
    status, answer = run(qasync_loop, post(url + "/act", {"ability": ability["id"], "targets": targets}))
    assert (status, answer) == (200, {"ok": True})
    assert table.game.journal[-1] == Submit(actor, ability["id"], tuple(targets))
    # Voting at night is refused by the engine, in the console; the phone asked in Spanish.
    status, answer = run(qasync_loop, post(url + "/vote", {"choice": 1}, **{"Accept-Language": "es"}))
    assert status == 409 and answer["ok"] is False
    refusal = refusal_of(lambda: table.game.check(Vote(actor, 1)))
    assert refusal is not None
    assert answer["error"] == refusal_json(refusal, "es")  # the console's words, in Spanish
    assert answer["error"]["text"] != refusal_json(refusal, "en")["text"]


def _first_move(window: MainWindow) -> tuple[int, Submit]:
    """A seat with a prompt at the first night, and a legal action of it."""
    table = window.controller.table
    assert table is not None
    actor = next(s for s in range(1, 6) if table.player_view(s)["prompts"])
    ability = table.player_view(actor)["prompts"][0]["abilities"][0]
    return actor, Submit(actor, ability["id"], tuple(ability["targets"][: ability["count"]]))


def test_a_command_the_console_fails_on_is_a_503_in_the_phones_language_and_changes_nothing(
    child: Wiring, window: MainWindow, qasync_loop: asyncio.AbstractEventLoop, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The console answers the child's call with an error (a bug while applying): the phone
    is told, in Italian, that the laptop is not answering, never a 500 from the child."""
    deal(window, PLAYING_HOST)
    table = window.controller.table
    assert table is not None
    actor, move = _first_move(window)
    before = list(table.game.journal)

    def failing(_command: object) -> None:
        raise KeyError("a bug in the console")

    monkeypatch.setattr(child.evening, "apply", failing)
    body = {"ability": move.ability, "targets": list(move.targets)}
    status, answer = run(qasync_loop, post(child.link.seat_codes()[actor].url + "/act?lang=it", body))
    assert status == 503
    assert answer == {"ok": False, "error": phone_error("it", "console_unavailable")}
    assert answer["error"]["message"] != phone_error("en", "console_unavailable")["message"]
    assert table.game.journal == before


def _console_end_of_a_dealt_table(
    child: Wiring, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> tuple[phone_child.ChildConnection, list[dict[str, Any]], Submit, list[Any]]:
    """A playing-host table dealt behind the child: the console's end of the connection (its
    answers kept in the list returned, not sent), a legal first move, the game's journal."""
    deal(window, PLAYING_HOST)
    table = window.controller.table
    service = child.link.service
    assert table is not None and isinstance(service, phone_child.ChildServer)
    connection = service._connection
    assert connection is not None
    answers: list[dict[str, Any]] = []
    monkeypatch.setattr(connection, "send", answers.append)
    _, move = _first_move(window)
    return connection, answers, move, table.game.journal


def test_a_call_the_child_cancelled_is_not_applied_by_a_console_that_reads_it_late(
    child: Wiring, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A frozen console reads a phone's command and the child's ``cancel`` of it together
    (the phone was told nothing was done): the command is dropped, not applied."""
    connection, answers, move, journal = _console_end_of_a_dealt_table(child, window, monkeypatch)
    before = list(journal)
    call = {"id": 900, "call": "command", "args": [command_to_dict(move), "en"]}
    connection.data_received(_line(call) + _line({"cancel": 900}))
    assert journal == before and answers == []
    connection.data_received(_line({**call, "id": 901}))  # the same call, not cancelled: applied and answered
    assert journal == [*before, move]
    assert [answer for answer in answers if "id" in answer] == [{"id": 901, "ok": [200, {"ok": True}]}]


def test_a_call_read_after_its_apply_by_is_neither_applied_nor_answered(
    child: Wiring, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A console busy until the child's wait is nearly over reads a phone's command after
    its ``apply_by``: the child is about to tell the phone that nothing was done, so the
    console must not do it (and must not answer: the answer would come after the 503)."""
    connection, answers, move, journal = _console_end_of_a_dealt_table(child, window, monkeypatch)
    before = list(journal)
    call = {"id": 910, "call": "command", "args": [command_to_dict(move), "en"]}
    connection.data_received(_line({**call, "apply_by": time.time() - 0.5}))
    assert journal == before and answers == []
    connection.data_received(_line({**call, "id": 911, "apply_by": time.time() + 5}))  # in time: applied
    assert journal == [*before, move]
    assert [answer for answer in answers if "id" in answer] == [{"id": 911, "ok": [200, {"ok": True}]}]


def _line(message: dict[str, Any]) -> bytes:
    return json.dumps(message).encode() + b"\n"


def test_a_heartbeat_through_the_child_is_journaled_and_the_seat_shows_as_connected(
    child: Wiring, window: MainWindow, qasync_loop: asyncio.AbstractEventLoop
) -> None:
    deal(window)
    table = window.controller.table
    assert table is not None
    url = child.link.seat_codes()[3].url
    status, _ = run(qasync_loop, post(url + "/presence", {}))
    assert status == 204

    async def connected() -> list[int]:
        while 3 not in child.link.connected_seats():
            await asyncio.sleep(0.05)
        return child.link.connected_seats()

    assert run(qasync_loop, connected()) == [3]
    assert any(isinstance(command, Presence) and command.seat == 3 for command in table.game.journal)


# -- revoke --------------------------------------------------------------------------------
def test_a_revoked_link_dies_in_the_child_at_once_and_its_open_stream_is_told(
    child: Wiring, window: MainWindow, qasync_loop: asyncio.AbstractEventLoop
) -> None:
    deal(window)
    old = child.link.seat_codes()[1].url

    async def revoke_while_streaming() -> tuple[list[str], int, int]:
        seen: list[str] = []
        async with aiohttp.ClientSession() as session, session.get(old + "/events") as response:
            async for line in response.content:
                seen.append(line.decode().strip())
                if line.startswith(b"data: ") and seen.count("event: view") == 1:
                    child.link.revoke(1)
                if line.startswith(b"event: gone"):
                    break
        old_status = (await fetch(old))[0]
        new_status = (await fetch(child.link.seat_codes()[1].url))[0]
        return seen, old_status, new_status

    seen, old_status, new_status = run(qasync_loop, revoke_while_streaming())
    assert "event: gone" in seen
    assert (old_status, new_status) == (404, 200)


# -- the join desk and the TV ------------------------------------------------------------------
def test_a_phone_joins_and_says_ready_through_the_child(
    child: Wiring, window: MainWindow, qasync_loop: asyncio.AbstractEventLoop
) -> None:
    assert window.controller.new_table(TableSettings("moonveil", {}, 21, NARRATOR), [("Ana", False)])
    link = child.link

    async def join_and_ready() -> tuple[int, int, str, int]:
        async with aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True)) as zoe:
            form = {"name": "Zoë", "lang": "it"}
            async with zoe.post(link.join_url(), data=form, allow_redirects=False) as response:
                joined = response.status
            async with zoe.post(link.base_url + "/me/ready", data={"ready": "1"}, allow_redirects=False) as response:
                ready = response.status
            async with zoe.get(link.base_url + "/me") as response:
                return joined, ready, await response.text(), response.status

    joined, ready, waiting, status = run(qasync_loop, join_and_ready())
    assert (joined, ready, status) == (303, 303, 200)
    assert "Zoë" in waiting
    seat = link.lobby.seats[1]
    assert (seat.name, seat.phone, seat.ready, seat.lang) == ("Zoë", True, True, "it")  # the console's lobby

    async def taken() -> tuple[int, str]:
        return await fetch(link.join_url().replace("/join/", "/join/x"))

    assert run(qasync_loop, taken())[0] == 404


def test_the_tv_page_through_the_child_shows_the_console_public_view(
    child: Wiring, window: MainWindow, qasync_loop: asyncio.AbstractEventLoop
) -> None:
    deal(window)
    tv = child.link.tv_url()
    status, text = run(qasync_loop, fetch(tv + "/state"))
    assert status == 200
    assert json.loads(text)["view"] == json.loads(json.dumps(window.controller.evening.village_view("en")))
    assert run(qasync_loop, fetch(tv + "x/state"))[0] == 404


# -- the connection ----------------------------------------------------------------------------
def test_a_connection_without_the_secret_is_closed_and_the_child_still_serves(
    window: MainWindow, local: AppSettings, qasync_loop: asyncio.AbstractEventLoop
) -> None:
    spawned = phone_child.spawn()
    assert spawned is not None
    stranger = socket.create_connection(spawned.listener.getsockname())  # before the child: it imports first
    stranger.sendall(b'{"secret": "guessed"}\n')
    wiring = wire(window)
    try:
        run(qasync_loop, wiring.link.start(*server_address(window)))
        assert wiring.link.in_child
        stranger.settimeout(10)
        assert stranger.recv(100) == b""  # closed: it learnt nothing of the evening
        assert run(qasync_loop, fetch(wiring.link.base_url + "/static/phone.css"))[0] == 200
    finally:
        stranger.close()
        run(qasync_loop, wiring.link.stop())


def test_a_bind_error_in_the_child_is_shown_in_the_phones_panel(
    window: MainWindow, local: AppSettings, qasync_loop: asyncio.AbstractEventLoop
) -> None:
    assert phone_child.spawn() is not None
    wiring = wire(window)
    try:
        with pytest.raises(OSError):
            run(qasync_loop, wiring.link.start("192.0.2.123", 0))  # TEST-NET: no interface of this machine
        assert not wiring.link.running and wiring.link.error
        assert wiring.link.error in wiring.panel.status.text()
    finally:
        phone_child.discard_spawned()


def test_the_child_ends_when_the_consoles_side_closes(
    window: MainWindow, local: AppSettings, qasync_loop: asyncio.AbstractEventLoop
) -> None:
    spawned = phone_child.spawn()
    assert spawned is not None
    wiring = wire(window)
    run(qasync_loop, wiring.link.start(*server_address(window)))
    service = wiring.link.service
    assert isinstance(service, phone_child.ChildServer)
    connection = service._connection  # as if the console crashed: no stop message, the connection just ends
    assert connection is not None and connection.transport is not None
    connection.ended = lambda: None
    connection.transport.abort()

    async def ended() -> int | None:
        while spawned.process.poll() is None:
            await asyncio.sleep(0.05)
        return spawned.process.returncode

    assert run(qasync_loop, ended()) == 0
    run(qasync_loop, service.stop())


def test_a_child_that_cannot_start_leaves_the_phones_to_the_console(
    window: MainWindow, local: AppSettings, qasync_loop: asyncio.AbstractEventLoop, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(phone_child, "child_command", lambda _port: [sys.executable, "-c", "raise SystemExit(3)"])
    assert phone_child.spawn() is not None
    wiring = wire(window)
    try:
        url = run(qasync_loop, wiring.link.start(*server_address(window)))
        assert wiring.link.running and not wiring.link.in_child  # served in this process
        assert run(qasync_loop, fetch(url + "/static/phone.css"))[0] == 200
        assert "Server is up" in wiring.panel.status.text() or url in wiring.panel.status.text()
    finally:
        run(qasync_loop, wiring.link.stop())


def test_a_child_that_dies_while_serving_is_replaced_by_the_console_serving_the_same_links(
    child: Wiring, window: MainWindow, qasync_loop: asyncio.AbstractEventLoop
) -> None:
    deal(window)
    service = child.link.service
    assert isinstance(service, phone_child.ChildServer)
    changes: list[bool] = []
    child.link.serverChanged.connect(lambda: changes.append(child.link.running))
    url = child.link.seat_codes()[2].url
    service.spawned.process.kill()

    async def served_again() -> None:
        while not (child.link.running and not child.link.in_child):
            await asyncio.sleep(0.05)

    run(qasync_loop, served_again())
    assert changes[0] is False and changes[-1] is True  # the panel said it stopped, then that it is up
    assert child.link.seat_codes()[2].url == url  # the same address: the phones' links work on
    assert run(qasync_loop, fetch(url))[0] == 200


# -- the app's entry point ------------------------------------------------------------------
ENTRY_POINT = """
import json, sys, urllib.request
sys.argv = ["moonveil", "--data-dir", sys.argv[1], "--no-resume"]
from moonveil_desktop.__main__ import main

def probe(wiring):
    from moonveil_desktop.table import TableSettings
    window = wiring.window
    seats = [(name, False) for name in ("Ana", "Bea", "Cai", "Dov", "Eli")]
    assert window.controller.new_table(TableSettings("moonveil", {"wolves": 1}, 1), seats)
    assert window.controller.deal()
    url = wiring.link.seat_codes()[0].url
    def get():
        with urllib.request.urlopen(url, timeout=30) as answer:
            return answer.status, "Ana" in answer.read().decode()
    import asyncio
    async def check():
        status, named = await asyncio.get_running_loop().run_in_executor(None, get)
        roots = sorted({name.split(".")[0] for name in sys.modules} & {"aiohttp", "jinja2"})
        print(json.dumps({"in_child": wiring.link.in_child, "card": [status, named], "imported": roots}), flush=True)
        window.close()
    asyncio.ensure_future(check())

import moonveil_desktop.integration as integration
plain = integration.Wiring.__init__
def watched(self, *args, **kwargs):
    plain(self, *args, **kwargs)
    self.startedUp.connect(lambda: probe(self))
integration.Wiring.__init__ = watched
raise SystemExit(main())
"""


def test_the_app_started_by_its_entry_point_serves_phones_from_the_child_without_aiohttp_or_jinja(
    tmp_path: Path,
) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path)}
    env.pop("MOONVEIL_PHONE_SERVER", None)
    (tmp_path / "data").mkdir()
    (tmp_path / "Moonveil").mkdir()  # the app's settings (QSettings, XDG): the server on 127.0.0.1, any free port
    (tmp_path / "Moonveil" / "Moonveil Desktop.conf").write_text("[network]\ninterface=127.0.0.1\nport=0\n")
    done = subprocess.run(
        [sys.executable, "-c", ENTRY_POINT, str(tmp_path / "data")],
        cwd=ROOT, env=env, capture_output=True, text=True, timeout=180, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(done.stdout.splitlines()[-1])
    assert report == {"in_child": True, "card": [200, True], "imported": []}


def test_the_childs_environment_is_the_consoles_without_a_certificate_bundle(monkeypatch: pytest.MonkeyPatch) -> None:
    """The child serves plain HTTP only: OpenSSL needs no bundle there (aiohttp's import parses it otherwise)."""
    monkeypatch.setenv("MOONVEIL_PROBE", "kept")
    env = phone_child.child_environment()
    assert env["MOONVEIL_PROBE"] == "kept"
    assert env["SSL_CERT_FILE"] == os.devnull and env["SSL_CERT_DIR"] == os.devnull
    assert os.environ.get("SSL_CERT_FILE") != os.devnull  # the console's own environment is untouched


# Runs the child's entry point with os.nice watched: what the child had imported when its
# priority was lowered. The console's port is a closed one, so the child ends at once.
NICED_FIRST = """
import json, os, sys
imported_when_niced = []
plain_nice = os.nice
def watched_nice(increment):
    imported_when_niced.append(sorted({name.split(".")[0] for name in sys.modules} & {"aiohttp", "asyncio", "jinja2"}))
    return plain_nice(increment)
os.nice = watched_nice
sys.argv = ["moonveil", "--phone-server", sys.argv[1]]
from moonveil_desktop.__main__ import main
code = main()
print(json.dumps({"imported": imported_when_niced, "niceness": plain_nice(0), "code": code}), flush=True)
"""


@pytest.mark.skipif(not hasattr(os, "nice"), reason="POSIX priorities")
def test_the_child_runs_below_the_console_before_it_imports_anything_heavy(tmp_path: Path) -> None:
    """Its imports (asyncio, aiohttp, Jinja) are what takes the CPU from the starting console."""
    closed = socket.socket()
    closed.bind(("127.0.0.1", 0))
    port = closed.getsockname()[1]
    closed.close()
    done = subprocess.run(
        [sys.executable, "-c", NICED_FIRST, str(port)],
        cwd=ROOT, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=60, check=False,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr[-3000:]
    report = json.loads(done.stdout.splitlines()[-1])
    assert report["imported"] == [[]]  # niced once, before asyncio, aiohttp or Jinja
    assert report["niceness"] == os.nice(0) + 5 and report["code"] == 0


def test_the_entry_point_knows_the_childs_flag() -> None:
    """``__main__`` spells it itself (phone_child imports asyncio, which the child loads niced)."""
    from moonveil_desktop import __main__ as entry

    assert entry.PHONE_SERVER_FLAG == phone_child.FLAG
    assert phone_child.child_command(1)[-2:] == [entry.PHONE_SERVER_FLAG, "1"]
