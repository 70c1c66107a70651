"""Start-up (issue 20): the pages and the grimoire the moderator does not see at start
are built on first use, or one per turn of the loop once the phone server listens
(``MainWindow.build_a_hidden_part``), not before the first paint."""

from __future__ import annotations

from moonveil_desktop.table import NARRATOR, PLAYING_HOST, TableSettings
from moonveil_desktop.ui.mainwindow import MainWindow

SEATS = [(name, False) for name in ("Ana", "Bea", "Cai", "Dov", "Eli")]


def unbuilt(window: MainWindow) -> list[str]:
    parts = {"lobby": window._lobby, "phase": window._phase, "winner": window._winner, "grimoire": window._grimoire}
    return [name for name, part in parts.items() if part is None]


def test_a_console_without_a_table_shows_the_welcome_page_and_builds_nothing_else(window: MainWindow) -> None:
    assert unbuilt(window) == ["lobby", "phase", "winner", "grimoire"]
    assert window.stack.currentWidget() is window.welcome and window.stack.count() == 1
    assert window.grimoire_dock.widget() is None and window.grimoire_dock.isHidden()


def test_a_new_table_builds_the_lobby_and_the_grimoire_it_shows(window: MainWindow) -> None:
    assert window.controller.new_table(TableSettings("moonveil", {}, 3, NARRATOR), SEATS)
    assert unbuilt(window) == ["phase", "winner"]
    assert window.stack.currentWidget() is window.lobby
    assert window.grimoire_dock.widget() is window.grimoire and window.grimoire_dock.isVisible()
    assert window.grimoire.seatPicked is not None and window.lobby.seats.count() == len(SEATS)
    window.lobby.deal_button.click()  # the page's signal reaches the window: the deal shows the phase page
    assert window.controller.dealt and window.stack.currentWidget() is window.phase
    assert unbuilt(window) == ["winner"]


def test_a_playing_host_table_leaves_the_grimoire_unbuilt_until_it_is_asked_for(window: MainWindow) -> None:
    assert window.controller.new_table(TableSettings("moonveil", {}, 3, PLAYING_HOST, host_seat=0), SEATS)
    assert "grimoire" in unbuilt(window) and window.grimoire_dock.isHidden()
    assert window.grimoire.controller is window.controller  # asked for: built, in its dock
    assert window.grimoire_dock.widget() is window.grimoire


def test_the_hidden_parts_are_built_one_per_call(window: MainWindow) -> None:
    left = [unbuilt(window)]
    while window.build_a_hidden_part():
        left.append(unbuilt(window))
    assert left == [
        ["lobby", "phase", "winner", "grimoire"],
        ["phase", "winner", "grimoire"],
        ["winner", "grimoire"],
        ["grimoire"],
        [],
    ]
    assert window.stack.currentWidget() is window.welcome and window.stack.count() == 4
    assert window.grimoire_dock.widget() is window.grimoire and window.grimoire_dock.isHidden()
