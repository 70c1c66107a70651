"""The evening end to end in the running console (issues 4, 5, 7, 11): the app's phone
server on the qasync loop, the Phones panel (codes that scan), the projector from the
console, phones joining the open table and Start turning their pages into cards.

Real window, real engine, the real aiohttp server bound to 127.0.0.1, real HTTP
clients (aiohttp) as phones; QR codes decoded with zbarimg from the widgets on screen.
"""

from __future__ import annotations

import asyncio
import json
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import aiohttp
import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication

from engine.commands import Submit
from moonveil_desktop import phone_child
from moonveil_desktop.integration import Wiring, run_evening, server_address, wire
from moonveil_desktop.settings import AppSettings
from moonveil_desktop.table import NARRATOR, PLAYING_HOST, TableSettings
from moonveil_desktop.ui.mainwindow import MainWindow
from moonveil_desktop.ui.qr_view import QrImage
from moonveil_desktop.web.tokens import grouped, tv_code
from tests.moonveil_desktop.projector.projector_games import leaks, secrets

ZBARIMG = shutil.which("zbarimg")
needs_zbar = pytest.mark.skipif(ZBARIMG is None, reason="zbar-tools (zbarimg) is not installed")
FIVE = [("Ana", False), ("Bea", False), ("Cai", False), ("Dov", False), ("Eli", False)]


def decode(path: Path) -> list[str]:
    assert ZBARIMG is not None
    result = subprocess.run([ZBARIMG, "--quiet", "--raw", str(path)], capture_output=True, text=True, check=False)
    return [line for line in result.stdout.splitlines() if line]


def grab(widget: Any, path: Path) -> Path:
    QApplication.processEvents()  # replaced codes are deleted later: let that happen first
    QApplication.processEvents()
    assert widget.grab().save(str(path))
    return path


@pytest.fixture(autouse=True)
def no_quit_on_close(qapp: Any) -> Iterator[None]:
    """As make_application does: closing the window ends the main coroutine, not Qt."""
    qapp.setQuitOnLastWindowClosed(False)
    yield
    qapp.setQuitOnLastWindowClosed(True)


@pytest.fixture
def evening(
    request: pytest.FixtureRequest,
    window: MainWindow,
    app_settings: AppSettings,
    qasync_loop: asyncio.AbstractEventLoop,
) -> Iterator[Wiring]:
    """The console wired as app.main wires it, its phone server up on 127.0.0.1: served
    by the console itself, or (``BOTH_SERVERS``) also by the phone server's process, as
    the app's entry point starts it."""
    app_settings.interface = "127.0.0.1"
    app_settings.port = 0
    in_child = getattr(request, "param", "in-process") == "child"
    if in_child:
        assert phone_child.spawn() is not None
    wiring = wire(window)
    qasync_loop.run_until_complete(wiring.link.start(*server_address(window)))
    assert wiring.link.in_child == in_child
    yield wiring
    # pytest-qt has already closed the window (its deletion is pending): stop the server itself
    service = wiring.link.service
    if service is not None:
        qasync_loop.run_until_complete(service.stop())
    phone_child.discard_spawned()


# The phones' part of the evening, in the console and through the phone server's process.
BOTH_SERVERS = pytest.mark.parametrize("evening", ["in-process", "child"], indirect=True)


def run(loop: asyncio.AbstractEventLoop, coroutine: Any) -> Any:
    return loop.run_until_complete(asyncio.wait_for(coroutine, 30))


def phone() -> aiohttp.ClientSession:
    """A phone: its own cookie jar (the seat cookie), 127.0.0.1 only."""
    return aiohttp.ClientSession(cookie_jar=aiohttp.CookieJar(unsafe=True))


def seat_rows(wiring: Wiring) -> list[str]:
    return [wiring.panel.seat_list.item(i).text() for i in range(wiring.panel.seat_list.count())]


# -- the server's life ------------------------------------------------------------------
def test_app_starts_its_phone_server_and_stops_it_cleanly(
    window: MainWindow, app_settings: AppSettings, qasync_loop: asyncio.AbstractEventLoop
) -> None:
    app_settings.interface = "127.0.0.1"
    app_settings.port = 0
    wiring = wire(window)

    async def scenario() -> str:
        task = asyncio.ensure_future(run_evening(window, wiring))
        for _ in range(500):
            if wiring.link.running:
                break
            await asyncio.sleep(0.01)
        base = wiring.link.base_url
        assert base.startswith("http://127.0.0.1:")
        assert base in wiring.panel.status.text()  # the "server is up" indicator
        async with aiohttp.ClientSession() as session, session.get(base + "/static/phone.css") as response:
            assert response.status == 200
        window.close()  # ends the main coroutine; the server is cleaned up before it returns
        await task
        return base

    base = run(qasync_loop, scenario())
    assert not wiring.link.running
    assert "not running" in wiring.panel.status.text()

    async def refused() -> None:
        async with aiohttp.ClientSession() as session:
            with pytest.raises(aiohttp.ClientConnectionError):
                await session.get(base + "/static/phone.css")

    run(qasync_loop, refused())


def test_no_interface_chosen_means_the_lan_address(window: MainWindow, app_settings: AppSettings) -> None:
    assert server_address(window) == (None, 8765)  # PhoneService picks the LAN address itself
    app_settings.interface = "127.0.0.1"
    assert server_address(window) == ("127.0.0.1", 8765)


# -- QR codes in the panel -----------------------------------------------------------------
@BOTH_SERVERS
@needs_zbar
def test_phones_panel_shows_the_address_and_codes_that_scan_to_the_card_urls(
    evening: Wiring, window: MainWindow, qasync_loop: asyncio.AbstractEventLoop, tmp_path: Path
) -> None:
    window.controller.new_table(TableSettings("moonveil", {}, 11, NARRATOR), FIVE)
    window.controller.deal()
    panel = evening.panel
    panel.resize(700, 900)
    panel.tabs.setCurrentIndex(1)
    panel.show()
    codes = evening.link.seat_codes()
    assert [c.name for c in codes] == [n for n, _ in FIVE]
    assert all(c.url.startswith(evening.link.base_url + "/p/") for c in codes)
    assert evening.link.base_url in panel.status.text()
    for index, code in enumerate(codes):
        panel.qr_view.show_single(index)
        assert panel.qr_view.current_name() == code.name
        assert decode(grab(panel.qr_view, tmp_path / f"seat{index}.png")) == [code.url]
    full = panel.show_full_screen()  # all at once: on the whole screen, where there is room
    full.show_all()
    QApplication.processEvents()
    shown = [image for image in full.findChildren(QrImage) if image.isVisibleTo(full)]
    scanned = [decode(grab(image, tmp_path / f"all{i}.png")) for i, image in enumerate(shown)]
    assert sorted(url for urls in scanned for url in urls) == sorted(c.url for c in codes)
    full.close()

    async def fetch() -> list[int]:
        async with aiohttp.ClientSession() as session:
            statuses = []
            for code in codes:
                async with session.get(code.url) as response:
                    statuses.append(response.status)
            return statuses

    assert run(qasync_loop, fetch()) == [200] * len(codes)  # each code opens its card
    panel.tabs.setCurrentIndex(2)
    # the TV's short address, typed on a remote (session 44: was the 32-character token's)
    code = grouped(tv_code(window.controller.evening.tv_token))
    assert panel.tv_address.text() == f"{evening.link.base_url}/tv/{code}" and panel.tv_code.text() == code
    assert panel.tv_code.accessibleName() == "TV code"
    assert panel.tv_qr is not None
    assert decode(grab(panel.tv_qr, tmp_path / "tv.png")) == [panel.tv_address.text()]
    # the address a TV's browser needs is read under the words, not below a code taller than the panel
    assert panel.tv_address.geometry().bottom() < panel.tv_qr.mapTo(panel.tv_page, QPoint(0, 0)).y()


@BOTH_SERVERS
def test_revoke_and_a_new_table_replace_the_card_urls(
    evening: Wiring, window: MainWindow, qasync_loop: asyncio.AbstractEventLoop
) -> None:
    window.controller.new_table(TableSettings("moonveil", {}, 11, NARRATOR), FIVE)
    window.controller.deal()
    before = [c.url for c in evening.link.seat_codes()]
    evening.panel.refresh_connected()
    evening.panel.connected.setCurrentRow(1)
    evening.panel.revoke_button.click()
    after_revoke = [c.url for c in evening.panel.qr_view.codes()]
    assert after_revoke[1] != before[1] and after_revoke[0] == before[0]
    window.controller.new_table(TableSettings("moonveil", {}, 12, NARRATOR), FIVE)
    fresh = [c.url for c in evening.link.seat_codes()]
    assert not set(fresh) & set(after_revoke)  # another table: every link is new

    async def statuses(urls: list[str]) -> list[int]:
        async with aiohttp.ClientSession() as session:
            result = []
            for url in urls:
                async with session.get(url) as response:
                    result.append(response.status)
            return result

    assert run(qasync_loop, statuses([before[1], after_revoke[0]])) == [404, 404]
    assert run(qasync_loop, statuses(fresh[:1])) == [200]


def test_revoke_this_phone_acts_on_the_seat_whose_code_is_shown(evening: Wiring, window: MainWindow) -> None:
    """The Cards tab's list and its code show one seat: stepping the codes picks the seat in
    the list, picking a seat shows its code, and "Revoke this phone" replaces that seat's
    link. Before, the list had no seat picked until clicked, and the button did nothing."""
    window.controller.new_table(TableSettings("moonveil", {}, 11, NARRATOR), FIVE)
    window.controller.deal()
    panel = evening.panel
    panel.refresh_connected()
    assert panel.connected.currentRow() == panel.qr_view.current() == 0
    panel.qr_view.step(1)
    panel.qr_view.step(1)
    assert panel.connected.currentRow() == 2
    before = [c.url for c in evening.link.seat_codes()]
    panel.revoke_button.click()
    after = [c.url for c in evening.link.seat_codes()]
    assert [i for i, (old, new) in enumerate(zip(before, after, strict=True)) if old != new] == [2]
    assert panel.qr_view.current() == 2 and panel.qr_view.codes()[2].url == after[2]
    panel.connected.setCurrentRow(4)
    assert panel.qr_view.current() == 4 and panel.qr_view.current_name() == "Eli"


def test_the_printed_sheet_has_every_seat(evening: Wiring, window: MainWindow, tmp_path: Path) -> None:
    window.controller.new_table(TableSettings("moonveil", {}, 11, NARRATOR), FIVE)
    path = tmp_path / "codes.pdf"
    pages = evening.panel.write_sheet(str(path))
    assert pages == 1 and path.read_bytes().startswith(b"%PDF")


# -- the projector ---------------------------------------------------------------------------
@pytest.mark.qt_log_ignore("does not support raise")  # the offscreen platform cannot raise windows
def test_projector_opens_from_the_console_and_shows_only_public_text(
    evening: Wiring, window: MainWindow, qasync_loop: asyncio.AbstractEventLoop
) -> None:
    seats = [(f"Bot {chr(65 + i)}", True) for i in range(7)]
    window.controller.new_table(TableSettings("moonveil", {}, 5, NARRATOR), seats)
    assert window.projector_action.isEnabled()
    window.projector_action.trigger()
    projector = window.projector
    assert projector is not None and type(projector).__name__ == "ProjectorWindow"
    assert projector.isVisible()
    window.controller.deal()
    table = window.controller.table
    assert table is not None
    tv_state = evening.link.tv_url() + "/state"
    checked = 0
    for _ in range(12):  # a short game: bots act, the moderator closes each phase
        screen = "\n".join(projector.visible_texts())
        alive = sum(seat["alive"] for seat in table.public_view("en")["seats"])
        assert f"{alive} alive" in screen or table.game.state.over  # it follows the table live
        assert leaks(secrets(table, "en"), screen, {}) == []

        async def state() -> str:
            async with aiohttp.ClientSession() as session, session.get(tv_state) as response:
                assert response.status == 200
                return await response.text()

        tv = json.loads(run(qasync_loop, state()))
        assert leaks(secrets(table, "en"), json.dumps(tv, ensure_ascii=False), {}) == []
        checked += 1
        if table.game.state.over:
            break
        assert window.controller.advance(override=True)
    assert checked >= 3
    names = [n for n, _ in seats]
    assert any(name in "\n".join(projector.visible_texts()) for name in names)
    window.close()
    assert not projector.isVisible()


# -- joining from phones (issue 11) -----------------------------------------------------------
async def join(base_join_url: str, session: aiohttp.ClientSession, name: str) -> int:
    async with session.post(base_join_url, data={"name": name, "lang": "en"}, allow_redirects=False) as response:
        return response.status


@BOTH_SERVERS
def test_a_phone_joins_appears_in_the_seat_list_and_start_turns_it_into_its_card(
    evening: Wiring, window: MainWindow, qasync_loop: asyncio.AbstractEventLoop
) -> None:
    settings = TableSettings("moonveil", {}, 21, PLAYING_HOST, host_seat=0)
    window.controller.new_table(settings, [("Host", False)])  # the host plays from the laptop
    link, panel = evening.link, evening.panel
    assert link.is_open
    assert panel.join_code.text() == link.lobby.join_code and len(panel.join_code.text()) == 6
    assert link.join_url().startswith(link.base_url + "/join/")
    base = link.base_url

    async def evening_of_phones() -> dict[str, Any]:
        zoe, late = phone(), phone()
        async with zoe, late:
            assert await join(link.join_url(), zoe, "Zoë") == 303
            seen = {"after_join": seat_rows(evening), "lobby_page": window.lobby.seats.item(1).text()}
            seen["start_enabled_unready"] = panel.start_button.isEnabled()
            for _ in range(4):
                panel.bot_button.click()
            seen["start_enabled_still_unready"] = panel.start_button.isEnabled()
            async with zoe.post(base + "/me/ready", data={"ready": "1"}, allow_redirects=False) as response:
                assert response.status == 303
            seen["start_enabled_ready"] = panel.start_button.isEnabled()
            seen["rows_ready"] = seat_rows(evening)
            join_link = link.join_url()
            panel.start_button.click()
            async with zoe.get(base + "/me", allow_redirects=False) as response:
                seen["me_status"], seen["me_location"] = response.status, response.headers.get("Location", "")
            async with zoe.get(base + "/me") as response:
                seen["card_status"], seen["card"] = response.status, await response.text()
            async with late.post(join_link, data={"name": "Late", "lang": "en"}, allow_redirects=False) as response:
                seen["late_status"] = response.status
            return seen

    seen = run(qasync_loop, evening_of_phones())
    assert seen["after_join"] == ["1. Host — by hand, host", "2. Zoë — phone, not ready"]
    assert seen["lobby_page"].startswith("2. Zoë")  # the console's own seat list follows live
    assert not seen["start_enabled_unready"] and not seen["start_enabled_still_unready"]
    assert seen["start_enabled_ready"]
    assert "2. Zoë — phone, ready ✓" in seen["rows_ready"]
    assert sum("— bot" in row for row in seen["rows_ready"]) == 4  # bots clearly marked
    assert window.controller.dealt and not link.lobby.open
    zoe_url = link.seat_codes()[1].url
    assert seen["me_status"] == 303 and zoe_url.endswith(seen["me_location"].split("?")[0])
    assert seen["card_status"] == 200 and "Zoë" in seen["card"]
    assert seen["late_status"] == 404  # the join link is dead after the start
    assert [s["name"] for s in window.controller.public_view()["seats"]][:2] == ["Host", "Zoë"]
    assert window.controller.host_seat == 0 and window.controller.host_card() is not None
    assert sum(s["bot"] for s in window.controller.public_view()["seats"]) == 4


@BOTH_SERVERS
def test_moderator_edits_the_lobby_and_the_host_can_sit_on_a_phone(
    evening: Wiring, window: MainWindow, qasync_loop: asyncio.AbstractEventLoop
) -> None:
    settings = TableSettings("moonveil", {}, 22, PLAYING_HOST, host_seat=0)
    window.controller.new_table(settings, [("Laptop", False)])
    link, panel = evening.link, evening.panel

    async def phones() -> None:
        for name in ("Host On Phone", "Bea"):
            async with phone() as session:
                assert await join(link.join_url(), session, name) == 303

    run(qasync_loop, phones())
    panel.name_edit.setText("Cai")
    panel.add_button.click()  # by hand
    panel.name_edit.setText("Cai")
    panel.add_button.click()  # a duplicate is refused in words
    assert "already has this name" in panel.lobby_message.text()
    panel.seat_list.setCurrentRow(1)
    panel.host_button.click()  # the host plays from their own phone
    panel.seat_list.setCurrentRow(0)
    panel.remove_button.click()  # the laptop seat goes
    assert [s.name for s in link.lobby.seats] == ["Host On Phone", "Bea", "Cai"]
    panel.seat_list.setCurrentRow(2)
    panel.up_button.click()
    panel.seat_list.setCurrentRow(0)
    panel.down_button.click()
    assert [s.name for s in link.lobby.seats] == ["Cai", "Host On Phone", "Bea"]
    panel.seat_list.setCurrentRow(2)
    panel.name_edit.setText("<b>Béa</b>")
    panel.rename_button.click()
    assert seat_rows(evening)[2].startswith("3. <b>Béa</b> — phone")  # plain text
    table = window.controller.table
    assert table is not None
    assert [s["name"] for s in table.public_view()["seats"]] == ["Cai", "Host On Phone", "<b>Béa</b>"]
    assert table.settings.host_seat == 1 and "host" in seat_rows(evening)[1]
    journal = window.controller.journal
    assert journal is not None and journal.storage.game(journal.game_id).host_seat == 1
    panel.bot_button.click()
    panel.bot_button.click()
    assert not panel.start_button.isEnabled()  # two phones are not ready
    panel.override_button.click()  # the moderator starts anyway
    assert window.controller.dealt
    assert window.controller.host_seat == 1
    assert not panel.add_button.isEnabled() and panel.join_code.text() == ""


def test_the_join_tab_invites_to_scan_only_while_a_code_is_shown(evening: Wiring, window: MainWindow) -> None:
    """Dealt, the Join tab said "Scan to join this table…" above an empty space and "The
    join is closed.": no code, no invitation; the words say where the cards are."""
    panel = evening.panel
    assert panel.join_hint.isHidden() and panel.lobby_message.text() == "No table is open."
    window.controller.new_table(TableSettings("moonveil", {}, 22), FIVE)
    assert not panel.join_hint.isHidden() and panel.join_code.text() != ""
    assert window.controller.deal()
    assert panel.join_hint.isHidden() and panel.join_code.text() == ""
    assert panel.lobby_message.text().startswith("The game has begun")
    assert "Cards tab" in panel.lobby_message.text()


def test_the_join_tab_gives_no_room_to_a_code_it_no_longer_shows(evening: Wiring, window: MainWindow) -> None:
    """Found by playing (stop 45): dealt, the Join tab kept a blank space where the code had
    been, above the list of seats."""
    panel = evening.panel
    holder = panel.join_layout.indexOf(panel.join_qr_holder)
    window.controller.new_table(TableSettings("moonveil", {}, 22), FIVE)
    assert panel.join_qr is not None and panel.join_layout.stretch(holder) > 0  # a code to scan
    assert window.controller.deal()
    assert panel.join_qr is None and panel.join_layout.stretch(holder) == 0  # its room to the list
    assert panel.join_code.isHidden() and panel.join_address.isHidden()  # no blank band of their type


def test_MV_10_2_bots_added_from_the_phones_panel_are_named_as_in_the_new_table_dialog(
    evening: Wiring, window: MainWindow
) -> None:
    """Issue 27: a Chinese console's lobby seats 电脑玩家 1, 电脑玩家 2, not "Bot 1"."""
    window.set_language("zh_CN")
    window.controller.new_table(TableSettings("moonveil", {}, 22), [("Ana", False)])
    evening.panel.bot_button.click()
    evening.panel.bot_button.click()
    assert [s.name for s in evening.link.lobby.seats] == ["Ana", "电脑玩家 1", "电脑玩家 2"]


def test_typing_names_in_the_new_table_dialog_still_works(evening: Wiring, window: MainWindow) -> None:
    dialog = window.new_table()
    for name, _ in FIVE:
        dialog.add_player(name)
    dialog.ok_button.click()
    assert [s.name for s in evening.link.lobby.seats] == [n for n, _ in FIVE]
    assert evening.link.is_open and not evening.link.lobby.seats[0].phone
    assert "by hand" in seat_rows(evening)[0]
    window.lobby.deal_button.click()  # dealt from the console: the join closes
    assert window.controller.dealt and not evening.link.is_open
    assert [c.name for c in evening.link.seat_codes()] == [n for n, _ in FIVE]


# -- the catalog (issue 7) -----------------------------------------------------------------------
@pytest.mark.qt_log_ignore("does not support raise")
def test_help_menu_browses_the_roles(evening: Wiring, window: MainWindow) -> None:
    action = evening.browse_action
    assert action in window.help_menu.actions() and action.text() == "Browse roles…"
    action.trigger()
    browser = evening.browser
    assert browser is not None and browser.isVisible()
    assert browser.roles.count() > 200  # type: ignore[attr-defined]


@needs_zbar
def test_codes_one_at_a_time_on_the_whole_screen_follow_a_revoke(
    evening: Wiring, window: MainWindow, tmp_path: Path
) -> None:
    window.controller.new_table(TableSettings("moonveil", {}, 11, NARRATOR), FIVE)
    window.controller.deal()
    panel = evening.panel
    full = panel.show_full_screen()
    assert full.isFullScreen() and full.current_name() == "Ana"
    full.step(1)
    assert decode(grab(full, tmp_path / "full.png")) == [evening.link.seat_codes()[1].url]
    old = full.codes()[1].url
    panel.refresh_connected()
    panel.connected.setCurrentRow(1)
    panel.revoke_button.click()
    assert full.codes()[1].url != old and full.codes()[1].url == evening.link.seat_codes()[1].url


@pytest.mark.qt_log_ignore("does not support raise")
def test_the_projector_opens_on_the_chosen_screen(evening: Wiring, window: MainWindow) -> None:
    screen = QApplication.screens()[-1]
    evening._list_screens()
    assert len(evening.screen_menu.actions()) == len(QApplication.screens())
    evening.screen_menu.actions()[-1].trigger()
    projector = window.projector
    assert projector is not None and projector.isFullScreen()
    assert projector.screen() is screen


@BOTH_SERVERS
def test_playing_host_phones_submit_through_the_table(
    evening: Wiring, window: MainWindow, qasync_loop: asyncio.AbstractEventLoop
) -> None:
    settings = TableSettings("moonveil", {}, 23, PLAYING_HOST, host_seat=0)
    window.controller.new_table(settings, [(name, False) for name, _ in FIVE] + [("Fay", False)])
    window.controller.deal()
    table = window.controller.table
    assert table is not None
    refreshed: list[int] = []
    window.controller.viewsChanged.connect(lambda: refreshed.append(1))
    actor = next(s for s in range(1, 6) if table.player_view(s)["prompts"])
    ability = table.player_view(actor)["prompts"][0]["abilities"][0]
    url = evening.link.seat_codes()[actor].url

    async def act() -> tuple[int, dict[str, Any]]:
        body = {"ability": ability["id"], "targets": list(ability["targets"][: ability["count"]])}
        async with aiohttp.ClientSession() as session, session.post(url + "/act", json=body) as response:
            return response.status, await response.json()

    status, answer = run(qasync_loop, act())
    assert (status, answer) == (200, {"ok": True})
    assert table.game.journal[-1] == Submit(actor, ability["id"], tuple(ability["targets"][: ability["count"]]))
    assert refreshed  # the console heard it (its bots and widgets follow)


@needs_zbar
@pytest.mark.qt_log_ignore("does not support raise")
def test_the_projector_shows_the_table_qr_while_the_table_is_open(
    evening: Wiring, window: MainWindow, qasync_loop: asyncio.AbstractEventLoop, tmp_path: Path
) -> None:
    window.controller.new_table(TableSettings("moonveil", {}, 31, NARRATOR), [("Ana", False)])
    window.projector_action.trigger()
    overlay = evening.join_overlay
    assert overlay is not None and overlay.isVisible()
    assert overlay.code.text() == evening.link.lobby.join_code
    tv = grouped(tv_code(window.controller.evening.tv_token))
    assert overlay.tv.text() == f"On a TV: {evening.link.base_url}/tv/{tv}"  # beside the QR, for the TV
    assert decode(grab(overlay.image, tmp_path / "join.png")) == [evening.link.join_url()]
    projector = overlay.projector
    centre = QRect(projector.centre.mapTo(projector, QPoint(0, 0)), projector.centre.size())
    assert centre.contains(overlay.geometry())  # in the empty centre panel of the lobby
    for seat in projector.table.seats:  # a corner hid the seats there: the room watches its names appear
        assert not overlay.geometry().intersects(QRect(seat.mapTo(projector, QPoint(0, 0)), seat.size()))

    async def phones() -> None:
        for name in ("Bea", "Cai", "Dov", "Eli"):
            async with phone() as session:
                assert await join(evening.link.join_url(), session, name) == 303

    run(qasync_loop, phones())
    assert evening.link.start_game(override=True) is None
    assert not overlay.isVisible()  # the join is closed: the QR leaves the screen


@BOTH_SERVERS
@pytest.mark.browser
def test_two_chromium_phones_join_the_console_and_their_pages_become_their_cards(
    browser: Any, evening: Wiring, window: MainWindow, qasync_loop: asyncio.AbstractEventLoop
) -> None:
    """Real phones (Chromium, 390x844, in the browser thread) against the console's own
    server (on the qasync loop in this thread): join, ready, Start, each page its card."""
    window.controller.new_table(TableSettings("moonveil", {}, 41, NARRATOR), [("Ana", False)])
    link, names = evening.link.join_url(), ("Zoë", "李雷")
    held: list[Any] = []

    def join_and_ready(chromium: Any) -> None:
        for name in names:
            context = chromium.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
            page = context.new_page()
            page.goto(link)
            page.fill("#name", name)
            page.click("button[type=submit]")
            page.wait_for_url("**/me")
            page.click("button.ready")
            page.wait_for_selector("button.ready.on")
            held.append((context, page))

    def cards(_chromium: Any) -> list[tuple[str, str]]:
        seen = []
        for _context, page in held:
            page.wait_for_url("**/p/**", timeout=10_000)  # the waiting room turns into the card
            seen.append((page.url, page.content()))  # the card is in the page, hidden until held
        return seen

    def close(_chromium: Any) -> None:
        for context, _page in held:
            context.close()

    async def in_browser(job: Any) -> Any:
        return await asyncio.get_running_loop().run_in_executor(None, browser.run, job)

    try:
        run(qasync_loop, in_browser(join_and_ready))
        rows = seat_rows(evening)
        assert rows[1:] == ["2. Zoë — phone, ready ✓", "3. 李雷 — phone, ready ✓"]
        evening.panel.bot_button.click()
        evening.panel.bot_button.click()
        assert evening.panel.start_button.isEnabled()
        evening.panel.start_button.click()
        assert window.controller.dealt
        seen = run(qasync_loop, in_browser(cards))
    finally:
        run(qasync_loop, in_browser(close))
    codes = evening.link.seat_codes()
    table = window.controller.table
    assert table is not None
    for seat, (url, text) in zip((1, 2), seen, strict=True):
        assert url.split("?")[0] == codes[seat].url and names[seat - 1] in text
        roles = table.game.ruleset.roles
        own = table.game.state.players[seat].role
        assert roles[own].name("en") in text  # its own card
        mentioned = roles[own].text("en") + roles[own].goals.get("en", "")
        for other in {p.role for p in table.game.state.players} - {own}:
            if roles[other].name("en") not in mentioned:
                assert roles[other].name("en") not in text  # and nobody else's


# -- issue 14: one evening service -------------------------------------------------------
def tv_state(url: str, loop: asyncio.AbstractEventLoop) -> dict[str, Any]:
    async def fetch() -> dict[str, Any]:
        async with aiohttp.ClientSession() as session, session.get(url + "/state") as response:
            assert response.status == 200
            state: dict[str, Any] = await response.json()
            return state

    result: dict[str, Any] = run(loop, fetch())
    return result


@BOTH_SERVERS
def test_the_tv_page_shows_the_table_opened_after_the_server_started(
    evening: Wiring, window: MainWindow, qasync_loop: asyncio.AbstractEventLoop
) -> None:
    """Issue 14, bug 1: the TV page stayed at the table open when the server started."""
    tv = evening.link.tv_url()
    assert tv_state(tv, qasync_loop)["view"]["seats"] == []
    window.controller.new_table(TableSettings("moonveil", {}, 11, NARRATOR), FIVE)
    window.controller.deal()
    dealt_game = window.controller.journal
    assert dealt_game is not None
    view = tv_state(tv, qasync_loop)["view"]
    assert [seat["name"] for seat in view["seats"]] == [name for name, _ in FIVE]
    assert view["phase"]["kind"] != "lobby"
    window.controller.new_table(TableSettings("moonveil", {}, 12, NARRATOR), [*FIVE[:4], ("Fay", False)])
    assert evening.link.tv_url() == tv  # the TV in the room keeps its address...
    assert [seat["name"] for seat in tv_state(tv, qasync_loop)["view"]["seats"]][-1] == "Fay"  # ...and follows
    assert window.controller.open_game(dealt_game.game_id)  # File → Open
    assert tv_state(tv, qasync_loop)["view"] == window.controller.evening.village_view("en")


@BOTH_SERVERS
def test_undo_after_a_phone_heartbeat_undoes_the_moderators_action(
    evening: Wiring, window: MainWindow, qasync_loop: asyncio.AbstractEventLoop
) -> None:
    """Issue 14, bug 2: a heartbeat between an action and Ctrl+Z was undone instead of
    the action, and the next heartbeat emptied the redo stack."""
    controller = window.controller
    controller.new_table(TableSettings("moonveil", {}, 11, NARRATOR), FIVE)
    controller.deal()
    seat = controller.acting_seats()[0]
    choice = controller.seat_prompts(seat)[0].choices[0]
    assert controller.act(seat, choice.ability, choice.targets[: choice.count])
    action = Submit(seat, choice.ability, choice.targets[: choice.count])
    urls = [code.url for code in evening.link.seat_codes()]

    async def heartbeat(url: str) -> int:
        async with aiohttp.ClientSession() as session, session.post(url + "/presence", json={}) as response:
            return response.status

    assert run(qasync_loop, heartbeat(urls[1])) == 204
    journal = controller.table_or_raise().game.journal
    assert type(journal[-1]).__name__ == "Presence"  # the heartbeat reached the engine
    window.undo_action.trigger()  # Ctrl+Z
    assert action not in journal and window.redo_action.isEnabled()
    assert run(qasync_loop, heartbeat(urls[2])) == 204
    assert window.redo_action.isEnabled()  # a heartbeat never empties the redo stack
    window.redo_action.trigger()
    assert journal[-1] == action
