"""File → Continue a game in progress (issue 18): the players, their roles, who is
alive and the night; refusals inline in plain words naming the player; the game
goes on in the app from that position."""

from __future__ import annotations

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
    assert dialog.error_label.text() == "ana: The name 'ana' is taken twice (seat)"


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


def test_the_options_are_json_and_checked_with_the_position(window: MainWindow) -> None:
    dialog = filled(window)
    dialog.options_edit.setText("{not json")
    assert dialog.error_label.text().startswith("The options are not valid JSON")
    assert not dialog.ok_button.isEnabled()
    dialog.options_edit.setText('{"game_type": "classic", "wolves": 1, "vote": "plurality"}')
    assert dialog.ok_button.isEnabled()
    dialog.ok_button.click()
    assert window.controller.table is not None
    assert window.controller.table.settings.options["vote"] == "plurality"
