"""The app as a desktop citizen (issue 22): its identity on the QApplication, the About
dialog with the version (translated), the menu entry installed per user, and the
Phones panel's plain-words advice when phones are likely to be blocked."""

from __future__ import annotations

import asyncio
import os
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import aiohttp
import pytest
from PySide6.QtWidgets import QApplication

import moonveil_desktop
from moonveil_desktop.desktop import APP_ID, identify, install_desktop_entry, quote_exec
from moonveil_desktop.i18n import use_language
from moonveil_desktop.integration import server_address, wire
from moonveil_desktop.network_hint import is_loopback, reach_hint
from moonveil_desktop.settings import AppSettings
from moonveil_desktop.table import NARRATOR, TableSettings
from moonveil_desktop.ui.about import AboutDialog
from moonveil_desktop.ui.mainwindow import MainWindow


def test_identity_gives_version_icon_and_desktop_file_name(qapp: QApplication) -> None:
    identify(qapp)
    assert qapp.applicationVersion() == moonveil_desktop.__version__
    assert qapp.desktopFileName() == APP_ID
    assert not qapp.windowIcon().isNull()


def test_help_about_shows_the_version_and_the_data_folder(window: MainWindow, data_dir: Path) -> None:
    window.about_action.trigger()
    dialog = window.dialog
    assert isinstance(dialog, AboutDialog)
    assert moonveil_desktop.__version__ in dialog.version.text()
    assert str(data_dir) in dialog.data.text()


def test_about_speaks_the_consoles_language(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    dialog = AboutDialog(tmp_path)
    qtbot.addWidget(dialog)
    english = dialog.version.text()
    use_language("es")
    QApplication.processEvents()  # LanguageChange reaches the dialog
    assert dialog.version.text() != english
    assert moonveil_desktop.__version__ in dialog.version.text()
    assert dialog.windowTitle() != "About Moonveil Desktop"


def test_installed_entry_starts_this_executable_and_validates(tmp_path: Path) -> None:
    executable = tmp_path / "My Apps" / "moonveil"
    written = install_desktop_entry(tmp_path / "share", executable)
    entry, icon, metainfo = written
    assert entry == tmp_path / "share" / "applications" / f"{APP_ID}.desktop"
    assert f'Exec="{executable}"' in entry.read_text(encoding="utf-8").splitlines()
    assert icon.name == f"{APP_ID}.svg" and icon.read_bytes().startswith(b"<?xml")
    assert metainfo.parent.name == "metainfo" and metainfo.is_file()
    validator = shutil.which("desktop-file-validate")
    assert validator, "desktop-file-validate is missing: run scripts/install-test-tools.sh"
    result = subprocess.run([validator, str(entry)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout


@pytest.mark.parametrize(
    ("path", "quoted"),
    [
        ("/usr/bin/moonveil", "/usr/bin/moonveil"),
        ("/opt/Moon Veil/moonveil", '"/opt/Moon Veil/moonveil"'),
        ('/tmp/a"b$c/moonveil', '"/tmp/a\\"b\\$c/moonveil"'),
    ],
)
def test_exec_paths_are_quoted_as_the_desktop_entry_spec_says(path: str, quoted: str) -> None:
    assert quote_exec(Path(path)) == quoted


@pytest.mark.parametrize("host", ["127.0.0.1", "127.0.1.1", "::1", "[::1]", "localhost"])
def test_loopback_hosts_are_recognised(host: str) -> None:
    assert is_loopback(host)


@pytest.mark.parametrize("host", ["0.0.0.0", "192.168.1.20", "fe80::1", "my-laptop"])
def test_other_hosts_are_not_loopback(host: str) -> None:
    assert not is_loopback(host)


def test_no_network_at_all_says_join_a_wifi_or_a_hotspot(qapp: QApplication) -> None:
    hint = reach_hint("127.0.0.1", [], "linux", 8765)
    assert "not on any network" in hint and "hotspot" in hint


def test_loopback_with_a_network_says_how_to_listen_on_it(qapp: QApplication) -> None:
    hint = reach_hint("127.0.0.1", ["192.168.1.20"], "win32", 8765)
    assert "this laptop only (127.0.0.1)" in hint and "network address" in hint
    assert "Windows" not in hint  # the firewall is not the problem yet


@pytest.mark.parametrize(
    ("platform", "says"),
    [
        ("win32", "If Windows asks whether to allow Moonveil Desktop on networks"),
        ("darwin", '"accept incoming network connections"'),
        ("linux", "accept connections on port 8765"),
    ],
)
def test_on_the_lan_each_system_gets_its_own_firewall_advice(qapp: QApplication, platform: str, says: str) -> None:
    hint = reach_hint("192.168.1.20", [], platform, 8765)
    assert says in hint
    assert hint.startswith("Phones must be on the same Wi-Fi as this laptop.")
    assert "hotspot" in hint


def test_the_advice_is_translated(qapp: QApplication) -> None:
    english = reach_hint("127.0.0.1", [], "linux", 8765)
    use_language("it")
    assert reach_hint("127.0.0.1", [], "linux", 8765) != english


@pytest.fixture
def no_quit_on_close(qapp: QApplication) -> Iterator[None]:
    qapp.setQuitOnLastWindowClosed(False)  # as make_application does
    yield
    qapp.setQuitOnLastWindowClosed(True)


def test_a_phone_on_this_laptop_does_not_silence_the_loopback_warning(
    window: MainWindow,
    app_settings: AppSettings,
    qasync_loop: asyncio.AbstractEventLoop,
    no_quit_on_close: None,
) -> None:
    app_settings.interface = "127.0.0.1"  # loopback only: phones on the Wi-Fi cannot reach it
    app_settings.port = 0
    wiring = wire(window)
    panel = wiring.panel
    assert panel.network_hint.isHidden()  # no server yet: the status line speaks
    qasync_loop.run_until_complete(wiring.link.start(*server_address(window)))
    try:
        assert not panel.network_hint.isHidden()
        assert "this laptop only (127.0.0.1)" in panel.network_hint.text()
        window.controller.new_table(TableSettings("moonveil", {}, 3, NARRATOR), [(n, False) for n in "ABCDE"])
        window.controller.deal()
        card = wiring.link.seat_codes()[0].url

        async def check_in() -> int:
            async with aiohttp.ClientSession() as phone, phone.post(card + "/presence", json={}) as response:
                return response.status

        assert qasync_loop.run_until_complete(asyncio.wait_for(check_in(), 30)) == 204
        panel.refresh_connected()  # the panel's 2 s poll
        # a browser on this laptop got through; the players' phones still cannot: keep saying so
        assert "this laptop only (127.0.0.1)" in panel.network_hint.text()
    finally:
        qasync_loop.run_until_complete(wiring.link.stop())


def test_saved_games_live_in_the_platforms_app_data_folder(tmp_path: Path) -> None:
    """Without --data-dir the console keeps its games in QStandardPaths.AppDataLocation
    (on Linux under $XDG_DATA_HOME), named after the organization and the application."""
    code = (
        "from moonveil_desktop.app import make_application\n"
        "from moonveil_desktop.app import default_data_dir\n"
        "make_application()\n"
        "print(default_data_dir())\n"
    )
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path), "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, check=True)
    assert Path(result.stdout.strip()) == tmp_path / "Moonveil" / "Moonveil Desktop"
