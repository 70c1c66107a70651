"""New table: options from the rule set, seats with drag to reorder, bots, the
mode, and composition errors shown inline before dealing."""

from __future__ import annotations

from PySide6.QtCore import QModelIndex
from PySide6.QtWidgets import QPushButton

from moonveil_desktop.ui.mainwindow import MainWindow
from moonveil_desktop.ui.newtable import NewTableDialog


def dialog_with(window: MainWindow, names: list[str]) -> NewTableDialog:
    dialog = window.new_table()
    for name in names:
        dialog.add_player(name)
    return dialog


def test_options_come_from_the_rule_set(window: MainWindow) -> None:
    dialog = window.new_table()
    assert dialog.ruleset_name() == "moonveil"
    assert set(dialog.options()) == {"game_type", "max_days", "vote"}  # All Roles draws by itself
    dialog.set_option("game_type", "classic")
    dialog.set_option("wolves", 2)  # a classic option: a spin box of its own
    assert dialog.options() == {
        "game_type": "classic",
        "wolves": 2,
        "seer": True,
        "guardian": True,
        "advanced": [],
        "max_days": 20,
        "vote": "majority",
    }


def test_composition_errors_are_inline_and_block_seating(window: MainWindow) -> None:
    dialog = dialog_with(window, ["Ana", "Bea"])
    assert dialog.error_label.text() == "This rule set plays with 3 to 99 players, not 2"
    assert not dialog.ok_button.isEnabled()
    dialog.add_player("Cai")
    dialog.add_player("Dov")
    assert dialog.ok_button.isEnabled() and dialog.error_label.isHidden()
    dialog.set_option("game_type", "classic")
    dialog.set_option("wolves", 2)
    assert "Wolves must be fewer than half" in dialog.error_label.text()
    assert not dialog.ok_button.isEnabled()
    dialog.json_toggle.click()
    dialog.json_edit.setPlainText("{not json")
    assert dialog.error_label.text().startswith("Advanced options are not valid JSON")
    assert not dialog.ok_button.isEnabled()


def test_duplicate_and_empty_names_are_refused_before_they_take_a_seat(window: MainWindow) -> None:
    dialog = dialog_with(window, ["Ana", "Bea"])
    assert not dialog.add_player("ana")
    assert [n for n, _ in dialog.seats()] == ["Ana", "Bea"]
    assert dialog.name_error.text() == "The name ana is already taken" and not dialog.name_error.isHidden()
    dialog.name_edit.setText("   ")
    dialog.add_button.click()
    assert dialog.seat_list.count() == 2 and dialog.name_error.text() == "Type a name first"
    dialog.name_edit.setText("  Cai   Lo ")
    dialog.add_button.click()
    assert [n for n, _ in dialog.seats()] == ["Ana", "Bea", "Cai Lo"] and dialog.name_error.isHidden()


def test_drag_reorders_seats_and_bots_fill_seats(window: MainWindow) -> None:
    dialog = dialog_with(window, ["Ana", "Bea", "Cai"])
    dialog.add_bot()
    # what a drag does: the list model moves the row
    model = dialog.seat_list.model()
    assert model.moveRow(QModelIndex(), 0, QModelIndex(), 3)
    assert [n for n, _ in dialog.seats()] == ["Bea", "Cai", "Ana", "Bot 1"]
    dialog.move_seat(3, 0)
    assert dialog.seats() == [("Bot 1", True), ("Bea", False), ("Cai", False), ("Ana", False)]
    dialog.ok_button.click()
    view = window.controller.public_view()
    assert [(s["name"], s["bot"]) for s in view["seats"]] == dialog.seats()


def test_playing_host_needs_a_human_seat(window: MainWindow) -> None:
    dialog = dialog_with(window, ["Ana", "Bea", "Cai", "Dov"])
    dialog.host_radio.setChecked(True)
    assert dialog.host_box.isEnabled()
    assert [dialog.host_box.itemText(i) for i in range(dialog.host_box.count())] == ["Ana", "Bea", "Cai", "Dov"]
    dialog.host_box.setCurrentText("Cai")
    settings = dialog.settings()
    assert settings.mode == "playing_host" and settings.host_seat == 2


def test_player_names_are_plain_text_everywhere(window: MainWindow) -> None:
    dialog = dialog_with(window, ["<b>Ana</b>", "Bea", "Cai", "Dov"])
    dialog.ok_button.click()
    window.lobby.deal_button.click()
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QLabel

    labels = [w for w in window.findChildren(QLabel) if "<b>Ana</b>" in w.text()]
    assert labels and all(w.textFormat() == Qt.TextFormat.PlainText for w in labels)


def test_enter_in_the_name_box_adds_a_player_and_keeps_the_dialog(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt

    dialog = dialog_with(window, ["Ana", "Bea", "Cai", "Dov"])
    assert dialog.isVisible()
    dialog.name_edit.setFocus()
    qtbot.keyClicks(dialog.name_edit, "Eli")
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    assert [n for n, _ in dialog.seats()] == ["Ana", "Bea", "Cai", "Dov", "Eli"]
    assert dialog.isVisible() and window.controller.table is None
    assert dialog.name_edit.text() == ""


def test_escape_after_seats_were_typed_asks_before_the_setup_is_lost(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """An Escape meant for the balance window or a drop-down lost every name typed:
    a changed setup is discarded only once the moderator says so (Enter and Escape
    keep it); an untouched one closes at once."""
    from PySide6.QtCore import Qt

    untouched = window.new_table()
    qtbot.keyClick(untouched, Qt.Key.Key_Escape)
    assert not untouched.isVisible() and untouched.discard_question is None

    dialog = dialog_with(window, ["Ana", "Bea", "Cai", "Dov", "Eli"])
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    question = dialog.discard_question
    assert question is not None and question.isVisible() and dialog.isVisible()
    assert "Discard this table?" in question.text()
    qtbot.keyClick(question, Qt.Key.Key_Escape)  # Escape again: keep editing
    assert not question.isVisible() and dialog.isVisible()
    assert [n for n, _ in dialog.seats()] == ["Ana", "Bea", "Cai", "Dov", "Eli"]

    dialog.reject()  # Cancel: asked again
    question = dialog.discard_question
    assert question is not None and question.isVisible()
    question.findChild(QPushButton, "discardButton").click()
    assert not dialog.isVisible() and dialog.result() == NewTableDialog.DialogCode.Rejected
    assert window.controller.table is None
