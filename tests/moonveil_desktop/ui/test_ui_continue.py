"""File → Continue a game in progress (issue 18): the players, their roles, who is
alive and the night; refusals inline in plain words naming the player; the game
goes on in the app from that position."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractSpinBox,
    QCheckBox,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QSpinBox,
    QTextEdit,
)

from moonveil_desktop.ui.continue_dialog import ContinueGameDialog
from moonveil_desktop.ui.mainwindow import MainWindow

TABLE = [("Ana", "wolf", True), ("Bea", "seer", True), ("Cai", "guardian", True), ("Dov", "villager", False)]


def filled(window: MainWindow) -> ContinueGameDialog:
    dialog = window.continue_game()
    for name, role, alive in TABLE:
        dialog.add_player(name, role, alive)
    return dialog


def test_the_menu_opens_the_dialog_and_an_empty_table_is_refused(window: MainWindow) -> None:
    assert window.continue_action in window.file_menu.actions()
    dialog = window.continue_game()
    assert dialog.ruleset_name() == "moonveil"
    assert not dialog.ok_button.isEnabled()
    assert dialog.error_label.text() == "Add the players who sat at the table, in seat order."


def test_mv_2_1_a_refusal_names_the_player_in_plain_words(window: MainWindow) -> None:
    dialog = filled(window)
    assert dialog.ok_button.isEnabled() and dialog.error_label.isHidden()
    dialog.set_role(2, "seer")
    assert not dialog.ok_button.isEnabled()
    assert "may appear only once (MV-2.1)" in dialog.error_label.text()
    dialog.set_role(2, "guardian")
    dialog.add_player("ana")
    assert dialog.error_label.text() == "ana: The name 'ana' is already taken at this table"


def test_the_game_goes_on_at_the_night_entered(window: MainWindow) -> None:
    dialog = filled(window)
    dialog.night_box.setValue(3)
    dialog.ok_button.click()
    view = window.controller.public_view()
    assert view["phase"]["label"] == "night 3"
    assert [(s["name"], s["alive"]) for s in view["seats"]] == [(n, a) for n, _, a in TABLE]
    assert [g["role"] for g in window.controller.grimoire()] == [r for _, r, _ in TABLE]
    assert window.controller.advance(override=True)
    assert window.controller.public_view()["phase"]["label"].startswith("day 3")
    assert window.controller.undo() and window.controller.public_view()["phase"]["label"] == "night 3"
    assert not window.controller.can_undo()  # the position is the origin: nothing before it


def test_a_continued_game_is_saved_with_its_position_and_resumes(window: MainWindow) -> None:
    dialog = filled(window)
    dialog.night_box.setValue(2)
    dialog.ok_button.click()
    controller = window.controller
    assert controller.advance(override=True)
    before = controller.moderator_view()
    (record,) = controller.saved_games()
    assert controller.storage is not None and controller.storage.position(record.id) == dialog.position()
    controller.close_table()
    assert controller.open_game(record.id)
    assert controller.moderator_view() == before
    assert controller.undo() and controller.public_view()["phase"]["label"] == "night 2"
    assert not controller.can_undo()


def test_a_dealt_game_has_no_position(window: MainWindow) -> None:
    dialog = window.new_table()
    for name in ("Ana", "Bea", "Cai", "Dov"):
        dialog.add_player(name)
    dialog.ok_button.click()
    (record,) = window.controller.saved_games()
    assert window.controller.storage is not None and window.controller.storage.position(record.id) is None


def test_the_options_are_the_setup_form_not_typed_json(window: MainWindow) -> None:
    dialog = window.continue_game()
    assert dialog.form is not None and dialog.options_area.widget() is dialog.form
    assert not dialog.findChildren(QPlainTextEdit) and not dialog.findChildren(QTextEdit)
    typed = [edit for edit in dialog.findChildren(QLineEdit) if not isinstance(edit.parent(), QAbstractSpinBox)]
    assert typed == [dialog.name_edit]  # the only free text is a player's name
    assert isinstance(dialog.form.fields["game_type"].widget, QComboBox)
    assert isinstance(dialog.form.fields["guardian"].widget, QCheckBox)
    assert isinstance(dialog.form.fields["wolves"].widget, QSpinBox)


def test_mv_1_1_an_option_changed_in_the_form_reaches_the_position(window: MainWindow) -> None:
    dialog = filled(window)
    assert dialog.form is not None
    game_type, guardian = dialog.form.fields["game_type"].widget, dialog.form.fields["guardian"].widget
    assert isinstance(game_type, QComboBox) and isinstance(guardian, QCheckBox)
    assert not dialog.form.layout_.isRowVisible(guardian)  # All Roles (the default, MV-1.1) reads no guardian
    assert "guardian" not in dialog.position()["options"]
    game_type.setCurrentIndex(game_type.findData("classic"))
    assert dialog.form.layout_.isRowVisible(guardian)  # the classic game reads it
    guardian.setChecked(False)
    assert dialog.position()["options"]["game_type"] == "classic"
    assert dialog.position()["options"]["guardian"] is False
    assert dialog.ok_button.isEnabled(), dialog.error_label.text()  # the roles on the table are what counts


def test_mv_2_1_the_position_is_checked_again_after_a_form_change(window: MainWindow) -> None:
    dialog = filled(window)
    dialog.set_role(2, "seer")
    refusal = dialog.error_label.text()
    assert "may appear only once (MV-2.1)" in refusal
    dialog.set_option("game_type", "classic")
    assert dialog.error_label.text() == refusal and not dialog.ok_button.isEnabled()
    dialog.set_role(2, "guardian")
    dialog.set_option("wolves", 1)
    assert dialog.ok_button.isEnabled() and dialog.error_label.isHidden()
    assert dialog.position()["options"]["wolves"] == 1


def test_the_form_options_start_the_game(window: MainWindow) -> None:
    dialog = filled(window)
    dialog.set_option("game_type", "classic")
    dialog.set_option("vote", "plurality")
    assert dialog.ok_button.isEnabled()
    dialog.ok_button.click()
    assert window.controller.table is not None
    options = window.controller.table.settings.options
    assert options["game_type"] == "classic" and options["vote"] == "plurality"


def test_a_changed_rule_set_gets_its_own_form(window: MainWindow) -> None:
    dialog = window.continue_game()
    dialog.ruleset_box.setCurrentIndex(dialog.ruleset_box.findData("village_vs_nonvillage"))
    assert dialog.form is not None and dialog.form.ruleset.name == "village_vs_nonvillage"
    assert set(dialog.form.fields) <= {spec.key for spec in dialog.form.ruleset.option_specs()}
    assert "guardian" not in dialog.form.fields


def test_a_rebuilt_form_keeps_its_rule_sets_values_only(window: MainWindow) -> None:
    dialog = window.continue_game()
    dialog.set_option("vote", "plurality")
    first = dialog.form
    dialog.retranslate_ui()  # what a language change does: a new form in the new words
    assert dialog.form is not first and dialog.options()["vote"] == "plurality"
    dialog.ruleset_box.setCurrentIndex(dialog.ruleset_box.findData("luna_llena"))
    dialog.ruleset_box.setCurrentIndex(dialog.ruleset_box.findData("moonveil"))
    assert dialog.options()["vote"] == "majority"  # another rule set's form came in between
