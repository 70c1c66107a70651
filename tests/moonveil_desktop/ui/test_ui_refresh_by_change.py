"""Refresh by change in the console (issue 20): a phone's heartbeat moves the game's
clock and nothing the moderator sees, so it costs no redraw; a real move still
refreshes; the grimoire sets only the rows whose words changed."""

from __future__ import annotations

from console_drive import NAMES, seat_table, submit_first
from PySide6.QtWidgets import QHeaderView

from engine.commands import Presence
from moonveil_desktop.phones_link import PhoneLink
from moonveil_desktop.ui.mainwindow import MainWindow


def heartbeat(window: MainWindow, seat: int) -> None:
    """A phone's heartbeat as the phone server sends it (through the evening)."""
    evening = window.controller.evening
    at = evening.public_view(None)["now_ms"] + 10_000
    assert evening.try_apply(Presence(seat, at)) is None


def test_a_heartbeat_emits_no_console_refresh_and_a_move_does(window: MainWindow) -> None:
    seat_table(window, NAMES)
    window.deal()
    link = PhoneLink(window.controller.evening, window.controller, window)
    refreshes: list[str] = []
    window.controller.viewsChanged.connect(lambda: refreshes.append("console"))
    link.changed.connect(lambda: refreshes.append("phones panel"))
    journal = window.controller.table_or_raise().game.journal
    length = len(journal)
    for seat in range(len(NAMES)):
        heartbeat(window, seat)
    assert len(journal) == length + len(NAMES)  # every heartbeat was journaled: each was a change
    assert refreshes == []
    submit_first(window.phase.rows[0])
    assert refreshes == ["console"]  # the lobby, seats and links did not change: the panel stays


def test_the_grimoire_sets_only_the_rows_that_changed(window: MainWindow) -> None:
    seat_table(window, NAMES)
    window.deal()
    grimoire = window.grimoire
    assert grimoire.table.horizontalHeader().sectionResizeMode(0) != QHeaderView.ResizeMode.ResizeToContents
    set_rows: list[int] = []
    real_set_item = grimoire.table.setItem
    grimoire.table.setItem = lambda row, column, item: (set_rows.append(row), real_set_item(row, column, item))[1]  # type: ignore[method-assign]
    grimoire.refresh()
    assert set_rows == []  # nothing changed: nothing set
    window.controller.evening.table_or_raise().game.state.players[2].alive = False  # one row's words change
    grimoire.refresh()
    assert set(set_rows) == {2}
    assert grimoire.table.item(2, 2).text() == "dead"
