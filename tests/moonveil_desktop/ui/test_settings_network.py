"""Settings and the phone server (issue 16 item 8), and the window on a laptop screen
(item 9): the interface list shows this machine's addresses with the one in use
selected; OK stores only what the moderator changed; a server that listens on this
laptop only is reported in red; the window opens whole on a 1366x768 screen."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator

import pytest
from console_drive import seat_table
from PySide6.QtWidgets import QApplication, QLabel

import moonveil_desktop.ui.mainwindow as mainwindow_module
from moonveil_desktop.integration import Wiring, server_address, wire
from moonveil_desktop.netaddr import LOOPBACK, lan_addresses
from moonveil_desktop.settings import AppSettings
from moonveil_desktop.ui.dialogs import SettingsDialog
from moonveil_desktop.ui.mainwindow import DEFAULT_SIZE, LAPTOP_ROOM, MainWindow
from moonveil_desktop.ui.phones_panel import fault_style

LAN = ["192.168.1.20", "10.0.0.5"]  # a laptop on a Wi-Fi and a wired network


@pytest.fixture
def two_networks(monkeypatch: pytest.MonkeyPatch) -> None:
    """This machine, as Settings sees it, on two networks (the server binds the first)."""
    monkeypatch.setattr(mainwindow_module, "lan_addresses", lambda: list(LAN))
    monkeypatch.setattr(mainwindow_module, "default_host", lambda: LAN[0])


def open_settings(window: MainWindow) -> SettingsDialog:
    window.edit_settings()
    dialog = window.dialog
    assert isinstance(dialog, SettingsDialog)
    return dialog


def stored(settings: AppSettings) -> dict[str, object]:
    settings.sync()
    return {key: settings.qsettings.value(key) for key in settings.qsettings.allKeys()}


def test_ok_without_edits_stores_nothing_when_nothing_was_chosen(window: MainWindow, two_networks: None) -> None:
    before = stored(window.settings)
    open_settings(window)._save()
    assert window.settings.interface_choice is None  # the next start binds the LAN address again
    assert server_address(window) == (None, window.settings.port)
    assert stored(window.settings) == before


def test_ok_without_edits_keeps_the_stored_interface_and_port(window: MainWindow, two_networks: None) -> None:
    window.settings.interface = "0.0.0.0"
    window.settings.port = 9100
    window.set_phone_panel(QLabel(), lambda: LAN[1])  # running elsewhere (the port was taken...)
    dialog = open_settings(window)
    assert dialog.interface.currentData() == LAN[1]
    dialog._save()
    assert (window.settings.interface, window.settings.port) == ("0.0.0.0", 9100)


def test_the_interface_in_use_is_listed_selected_among_the_machines_addresses(
    window: MainWindow, two_networks: None
) -> None:
    dialog = open_settings(window)  # no choice stored and no server yet: the LAN address it will bind
    listed = [dialog.interface.itemData(i) for i in range(dialog.interface.count())]
    assert listed == [*LAN, LOOPBACK]
    assert dialog.interface.currentData() == LAN[0]
    assert "phones cannot connect" in dialog.interface.itemText(listed.index(LOOPBACK))


def test_the_real_interfaces_are_listed(window: MainWindow) -> None:
    dialog = open_settings(window)
    listed = [dialog.interface.itemData(i) for i in range(dialog.interface.count())]
    assert set(lan_addresses()) | {LOOPBACK} <= set(listed)


def test_only_the_touched_field_is_stored(window: MainWindow, two_networks: None) -> None:
    window.settings.port = 9100
    dialog = open_settings(window)
    dialog.interface.setCurrentIndex(dialog.interface.findData(LAN[1]))
    dialog._save()
    assert (window.settings.interface_choice, window.settings.port) == (LAN[1], 9100)
    assert not window.settings.qsettings.contains("timers/night")


@pytest.fixture
def keep_app(qapp: QApplication) -> Iterator[None]:
    qapp.setQuitOnLastWindowClosed(False)  # as make_application does
    yield
    qapp.setQuitOnLastWindowClosed(True)


def start_on(window: MainWindow, loop: asyncio.AbstractEventLoop, interface: str) -> Wiring:
    window.settings.interface = interface
    window.settings.port = 0
    wiring = wire(window)
    loop.run_until_complete(wiring.link.start(*server_address(window)))
    return wiring


def test_a_server_on_this_laptop_only_is_reported_in_red(
    window: MainWindow, qasync_loop: asyncio.AbstractEventLoop, keep_app: None
) -> None:
    wiring = start_on(window, qasync_loop, LOOPBACK)
    try:
        panel = wiring.panel
        window.phone_dock.raise_()
        assert panel.network_hint.isVisible()
        assert "Phones cannot connect" in panel.network_hint.text()
        assert panel.network_hint.styleSheet() == fault_style()
        assert "#1b6e20" not in panel.status.styleSheet()  # "Server is up" is not green
        assert open_settings(window).interface.currentData() == LOOPBACK  # what runs, selected
    finally:
        qasync_loop.run_until_complete(wiring.link.stop())


def test_the_window_fits_a_1366x768_laptop(
    window: MainWindow, qasync_loop: asyncio.AbstractEventLoop, keep_app: None
) -> None:
    assert DEFAULT_SIZE.boundedTo(LAPTOP_ROOM) == DEFAULT_SIZE
    opened = window.size()
    assert opened.width() <= LAPTOP_ROOM.width() and opened.height() <= LAPTOP_ROOM.height()
    wiring = start_on(window, qasync_loop, LOOPBACK)
    try:
        seat_table(window, [f"Player {n}" for n in range(1, 17)])
        window.lobby.deal_button.click()
        window.phone_dock.raise_()
        for tab in range(wiring.panel.tabs.count()):  # the Cards tab once grew the window
            wiring.panel.tabs.setCurrentIndex(tab)
            QApplication.processEvents()
            least = window.minimumSizeHint().expandedTo(window.minimumSize())
            assert least.width() <= LAPTOP_ROOM.width() and least.height() <= LAPTOP_ROOM.height()
    finally:
        qasync_loop.run_until_complete(wiring.link.stop())
