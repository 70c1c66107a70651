"""Issue 28: every screen of the console is usable from the keyboard and by a screen
reader, and readable in a light and a dark palette. Each test walks one screen with
real Tab presses and Qt's accessibility interface (tests/.../a11y_audit.py) and fails
on an unnamed control, a control Tab cannot reach, a focus trap, text under 4.5:1 or a
focus indicator under 3:1."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest
from a11y_audit import audit, describe, palette_problems, tab_walk, unnamed
from console_drive import NAMES, resolve, seat_table, submit_all
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QColor, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from moonveil_desktop.settings import AppSettings
from moonveil_desktop.ui.colors import TONES, contrast, focus_colour, tone
from moonveil_desktop.ui.mainwindow import MainWindow

DARK = {  # a dark system palette (as KDE's Breeze Dark or GNOME's Adwaita dark give)
    QPalette.ColorRole.Window: "#2d2d2d",
    QPalette.ColorRole.WindowText: "#e6e6e6",
    QPalette.ColorRole.Base: "#1e1e1e",
    QPalette.ColorRole.AlternateBase: "#262626",
    QPalette.ColorRole.Text: "#e6e6e6",
    QPalette.ColorRole.Button: "#353535",
    QPalette.ColorRole.ButtonText: "#e6e6e6",
    QPalette.ColorRole.Highlight: "#3daee9",
    QPalette.ColorRole.HighlightedText: "#ffffff",
    QPalette.ColorRole.PlaceholderText: "#8a8a8a",
    QPalette.ColorRole.ToolTipBase: "#353535",
    QPalette.ColorRole.ToolTipText: "#e6e6e6",
}


def dark_palette() -> QPalette:
    palette = QPalette()
    for role, colour in DARK.items():
        palette.setColor(role, QColor(colour))
    return palette


@pytest.fixture(params=["light", "dark"])
def palette_kind(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """The system's palette when the console starts: Qt's default light one or a dark one."""
    saved = QPalette(qapp.palette())
    qapp.setPalette(dark_palette() if request.param == "dark" else qapp.style().standardPalette())
    yield request.param
    qapp.setPalette(saved)


@pytest.fixture
def console(qtbot, tmp_path: Path, palette_kind: str) -> Iterator[MainWindow]:  # type: ignore[no-untyped-def]
    from moonveil_desktop.app import compose

    (tmp_path / "data").mkdir()
    settings = AppSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    win = compose(tmp_path / "data", settings)
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    yield win
    if win.controller.storage is not None:
        win.controller.storage.close()


def clean(root: QWidget) -> None:
    QApplication.processEvents()
    problems = audit(root)
    assert not problems, "\n".join(problems)


def night(window: MainWindow) -> None:
    seat_table(window, NAMES)
    window.lobby.deal_button.click()


def test_welcome(console: MainWindow) -> None:
    clean(console)


@pytest.mark.parametrize("ruleset", ["moonveil", "luna_llena", "three_factions", "village_vs_nonvillage"])
def test_new_table_for_each_rule_book(console: MainWindow, ruleset: str) -> None:
    dialog = console.new_table()
    index = dialog.ruleset_box.findData(ruleset)
    assert index >= 0, [dialog.ruleset_box.itemData(i) for i in range(dialog.ruleset_box.count())]
    dialog.ruleset_box.setCurrentIndex(index)
    for name in NAMES:
        dialog.name_edit.setText(name)
        dialog.add_button.click()
    clean(dialog)


def test_new_table_options_come_before_its_buttons(console: MainWindow) -> None:
    dialog = console.new_table()
    for name in NAMES:
        dialog.name_edit.setText(name)
        dialog.add_button.click()
    order = tab_walk(dialog).order
    seat_button = order.index(dialog.ok_button) if dialog.ok_button in order else -1
    rules = [w for w in order if dialog.rules_group.isAncestorOf(w)]
    assert rules and seat_button > max(order.index(w) for w in rules)


def test_lobby(console: MainWindow) -> None:
    seat_table(console, NAMES)
    clean(console)


def test_night_with_a_step_focused(console: MainWindow) -> None:
    night(console)
    first_step = console.phase.steps[0]
    first_step.rows[0].ability_box.setFocus()
    clean(console)


def test_resolve_preview(console: MainWindow) -> None:
    night(console)
    submit_all(console)
    dialog = console.resolve()
    assert dialog is not None
    clean(dialog)


def test_day_and_vote(console: MainWindow) -> None:
    night(console)
    submit_all(console)
    resolve(console)
    clean(console)  # the day
    resolve(console)
    assert console.phase.vote_panel is not None
    clean(console)  # the vote


def test_settings(console: MainWindow) -> None:
    console.edit_settings()
    assert console.dialog is not None
    clean(console.dialog)


@pytest.fixture
def keep_app(qapp: QApplication) -> Iterator[None]:
    qapp.setQuitOnLastWindowClosed(False)
    yield
    qapp.setQuitOnLastWindowClosed(True)


@pytest.mark.qt_log_ignore("does not support raise")  # the offscreen platform
def test_phones_panel_and_projector(
    console: MainWindow, qasync_loop: asyncio.AbstractEventLoop, keep_app: None
) -> None:
    from moonveil_desktop.integration import server_address, wire

    console.settings.port = 0
    wiring = wire(console)
    qasync_loop.run_until_complete(wiring.link.start(*server_address(console)))
    try:
        console.phone_dock.raise_()
        for tab in range(wiring.panel.tabs.count()):
            wiring.panel.tabs.setCurrentIndex(tab)
            clean(console)
        night(console)
        console.phone_dock.raise_()
        clean(console)
        console.show_projector()
        assert console.projector is not None
        clean(console.projector)
        console.projector.close()
    finally:
        qasync_loop.run_until_complete(wiring.link.stop())


def test_ballots_and_seat_pickers_are_named_by_their_player(palette_kind: str, console: MainWindow) -> None:
    night(console)
    row = console.phase.steps[0].rows[0]
    name = row.prompt.name
    assert name in row.ability_box.accessibleName() and name in row.target_boxes[0].accessibleName()
    submit_all(console)
    resolve(console)
    resolve(console)
    panel = console.phase.vote_panel
    assert panel is not None
    for seat, box in panel.boxes.items():
        assert box.accessibleName() == f"{console.controller.names()[seat]}'s ballot"
    assert not unnamed(console)


def test_the_grimoire_lets_tab_leave(console: MainWindow) -> None:
    seat_table(console, NAMES)
    table = console.grimoire.table
    table.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(table, Qt.Key.Key_Tab)
    assert QApplication.focusWidget() is not table
    table.setFocus(Qt.FocusReason.TabFocusReason)
    table.setCurrentCell(0, 0)
    QTest.keyClick(table, Qt.Key.Key_Right)
    assert table.currentColumn() == 1  # arrows still move between cells


def test_every_menu_and_view_action_keeps_its_mnemonic(console: MainWindow) -> None:
    menus = [console.file_menu, console.edit_menu, console.game_menu, console.view_menu, console.help_menu]
    assert all("&" in menu.title() for menu in menus)
    assert all("&" in action.text() for action in console.view_menu.actions() if not action.isSeparator())
    assert console.menuBar().accessibleName()


def test_main_buttons_have_mnemonics(console: MainWindow) -> None:
    assert "&" in console.welcome.new_button.text() and "&" in console.welcome.open_button.text()
    seat_table(console, NAMES)
    assert "&" in console.lobby.deal_button.text()
    console.lobby.deal_button.click()
    assert "&" in console.phase.resolve_button.text()


def test_toolbar_tooltips_name_their_shortcut(console: MainWindow) -> None:
    for action in console.toolbar.actions():
        if action.shortcut().isEmpty():
            continue
        assert action.shortcut().toString() in action.toolTip(), action.objectName()


@pytest.mark.parametrize("kind", sorted(TONES))
def test_tones_read_on_light_and_dark_palettes(qapp: QApplication, kind: str) -> None:
    for palette in (qapp.style().standardPalette(), dark_palette()):
        for ground in (QPalette.ColorRole.Window, QPalette.ColorRole.Base):
            assert contrast(tone(kind, palette), palette.color(ground)) >= 4.5
        assert contrast(focus_colour(palette), palette.color(QPalette.ColorRole.Window)) >= 3


def test_the_console_palette_fixes_the_selection(palette_kind: str, console: MainWindow) -> None:
    assert not palette_problems(QApplication.palette())


def key(window: QWidget, keys: str) -> None:
    """Press a shortcut as the moderator does, on the focused control."""
    from PySide6.QtGui import QKeySequence

    combo = QKeySequence(keys)[0]
    target = QApplication.focusWidget() or window
    QTest.keyClick(target, combo.key(), combo.keyboardModifiers())
    QApplication.processEvents()


def test_next_step_ticks_the_step_read_and_focuses_the_next(console: MainWindow) -> None:
    night(console)
    journal = len(console.controller.table_or_raise().game.journal)
    console.activateWindow()
    QTest.qWaitForWindowActive(console)
    first, second = console.phase.steps[0], console.phase.steps[1]
    key(console, "F8")
    label = console.controller.public_view()["phase"]["label"]
    assert (label, first.step.id) in console.controller.ticks and first.tick.isChecked()
    assert not second.tick.isChecked()
    assert second.isAncestorOf(QApplication.focusWidget())
    assert len(console.controller.table_or_raise().game.journal) == journal  # a note of the console, no command


def test_open_voting_previews_the_close_of_the_day_only(console: MainWindow) -> None:
    night(console)
    assert not console.open_voting_action.isEnabled()
    submit_all(console)
    resolve(console)
    assert console.open_voting_action.isEnabled()
    console.activateWindow()
    QTest.qWaitForWindowActive(console)
    key(console, "Ctrl+Shift+V")
    dialog = console.dialog
    assert dialog is not None and dialog.objectName() == "previewDialog"
    dialog.announce_button.click()  # type: ignore[attr-defined]
    panel = console.phase.vote_panel
    assert panel is not None
    assert console.focusWidget() is panel.boxes[min(panel.boxes)]  # the vote starts at its first ballot


def test_keyboard_help_lists_every_shortcut_of_the_window(console: MainWindow) -> None:
    console.activateWindow()
    QTest.qWaitForWindowActive(console)
    key(console, "F1")
    dialog = console.dialog
    assert dialog is not None and dialog.objectName() == "keyboardHelp"
    listed = {dialog.table.topLevelItem(i).text(0) for i in range(dialog.table.topLevelItemCount())}  # type: ignore[attr-defined]
    menus = [console.file_menu, console.edit_menu, console.game_menu, console.view_menu, console.help_menu]
    actions = console.actions() + [action for menu in menus for action in menu.actions()]
    shortcuts = {a.shortcut().toString() for a in actions if not a.shortcut().isEmpty()}
    assert shortcuts <= listed and {"F8", "Ctrl+Shift+V", "F9", "F10", "Ctrl+Return"} <= listed
    clean(dialog)


def test_after_a_submission_the_focus_stays_in_its_step(console: MainWindow) -> None:
    """A keyboard user who submits a row (Space on Submit) goes on in the same step,
    not from the top of the window: the page is rebuilt after every command."""
    night(console)
    villagers = next(box for box in console.phase.steps if len(box.rows) > 1 and not box.rows[0].target_boxes)
    console.activateWindow()
    QTest.qWaitForWindowActive(console)
    villagers.rows[0].submit_button.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(villagers.rows[0].submit_button, Qt.Key.Key_Space)
    QApplication.processEvents()
    rebuilt = next(box for box in console.phase.steps if box.step.id == villagers.step.id)
    assert QApplication.focusWidget() is rebuilt.rows[1].ability_box


@pytest.mark.parametrize("key", [Qt.Key.Key_Return, Qt.Key.Key_Enter])
def test_enter_presses_the_focused_submit_and_cast_buttons(console: MainWindow, key: Qt.Key) -> None:
    """A moderator who tabs to *Submit* or *Cast* and presses Enter (not Space) has the row
    sent: Qt gives Enter only to a dialog's default button, so it used to do nothing."""
    night(console)
    villagers = next(box for box in console.phase.steps if len(box.rows) > 1 and not box.rows[0].target_boxes)
    console.activateWindow()
    QTest.qWaitForWindowActive(console)
    sent_before = len(console.controller.table.game.state.submissions)
    villagers.rows[0].submit_button.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(villagers.rows[0].submit_button, key)
    QApplication.processEvents()
    assert len(console.controller.table.game.state.submissions) == sent_before + 1
    submit_all(console)
    resolve(console)
    resolve(console)
    panel = console.phase.vote_panel
    assert panel is not None
    first = next(iter(panel.boxes))
    QApplication.processEvents()
    console.activateWindow()  # the resolve previews were dialogs
    QTest.qWaitForWindowActive(console)
    box = panel.boxes[first]
    box.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(box, Qt.Key.Key_Down)
    QTest.keyClick(box, Qt.Key.Key_Tab)
    cast = QApplication.focusWidget()
    assert cast is not None and cast.objectName() == f"cast_{first}", describe(cast)
    votes_before = len(console.controller.table.game.state.ballots)
    QTest.keyClick(cast, key)
    QApplication.processEvents()
    assert len(console.controller.table.game.state.ballots) == votes_before + 1


def test_after_a_ballot_the_focus_moves_to_the_next_ballot(console: MainWindow) -> None:
    night(console)
    submit_all(console)
    resolve(console)
    resolve(console)
    panel = console.phase.vote_panel
    assert panel is not None
    first, second = list(panel.boxes)[:2]
    QApplication.processEvents()  # the rebuilt panel is shown
    console.activateWindow()
    QTest.qWaitForWindowActive(console)
    box = panel.boxes[first]
    box.setFocus(Qt.FocusReason.TabFocusReason)
    QTest.keyClick(box, Qt.Key.Key_Down)  # the first choice
    QTest.keyClick(box, Qt.Key.Key_Tab)
    cast = QApplication.focusWidget()
    assert cast is not None and cast.objectName() == f"cast_{first}", describe(cast)
    QTest.keyClick(cast, Qt.Key.Key_Space)
    QApplication.processEvents()
    rebuilt = console.phase.vote_panel
    assert rebuilt is not None and QApplication.focusWidget() is rebuilt.boxes[second]
