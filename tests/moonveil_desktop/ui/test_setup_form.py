"""The New Table form built from the rule sets' option descriptions, and the deck
editor (issue 15): no free-text or JSON box for an option, no Python repr on
screen, words for every option id, defaults that seat at every size, the JSON
escape hatch round-tripping with the form, and decks edited by name."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QTime
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
    QWidget,
)

from engine.options import label_ids
from engine.ruleset import find_ruleset, ruleset_names
from moonveil_desktop.ui.deck_editor import DeckEditor
from moonveil_desktop.ui.mainwindow import MainWindow
from moonveil_desktop.ui.newtable import NewTableDialog
from moonveil_desktop.ui.option_form import DeckField
from moonveil_desktop.ui.option_words import WORDS

REPRS = ("None", "{'", "[]", "True", "False", "{}")
TABLE_SIZE = {"moonveil": 8, "luna_llena": 7, "three_factions": 8, "village_vs_nonvillage": 8}


def dialog_for(qtbot, ruleset: str, seats: int) -> NewTableDialog:  # type: ignore[no-untyped-def]
    dialog = NewTableDialog(ruleset_names(), ruleset)
    qtbot.addWidget(dialog)
    for seat in range(seats):
        assert dialog.add_player(f"Player {seat + 1}")
    return dialog


def visible_texts(widget: QWidget) -> list[str]:
    texts = []
    for child in widget.findChildren(QWidget):
        if isinstance(child, (QLabel, QAbstractButton)):
            texts.append(child.text())
        elif isinstance(child, QComboBox):
            texts += [child.itemText(i) for i in range(child.count())]
        elif isinstance(child, QAbstractSpinBox):
            texts.append(child.text())
        texts.append(child.toolTip())
    return texts


@pytest.mark.parametrize("name", sorted(TABLE_SIZE))
def test_every_option_id_has_words(name: str) -> None:
    missing = label_ids(find_ruleset(name).option_specs()) - set(WORDS)
    assert not missing


@pytest.mark.parametrize("name", sorted(TABLE_SIZE))
def test_no_option_is_a_free_text_box_and_nothing_shows_a_repr(qtbot, name: str) -> None:  # type: ignore[no-untyped-def]
    dialog = dialog_for(qtbot, name, TABLE_SIZE[name])
    form = dialog.form
    assert form is not None
    free_text = [
        w
        for w in form.findChildren(QWidget)
        if isinstance(w, (QPlainTextEdit, QTextEdit))
        or (isinstance(w, QLineEdit) and not isinstance(w.parent(), QAbstractSpinBox))
    ]
    assert free_text == []
    assert dialog.json_edit.isHidden()  # the escape hatch starts collapsed
    for text in visible_texts(dialog):
        assert not any(r in text for r in REPRS), text
    # every option has a name a screen reader can say
    for field in form.fields.values():
        assert field.widget.accessibleName(), field.spec.key
    assert dialog.problem() is None, dialog.problem()


@pytest.mark.parametrize(
    ("name", "seats"),
    [
        ("three_factions", 8),
        ("three_factions", 22),
        ("three_factions", 30),
        ("village_vs_nonvillage", 8),
        ("luna_llena", 9),
        ("moonveil", 5),
    ],
)
def test_seat_with_the_defaults_deals_a_legal_game(window: MainWindow, name: str, seats: int) -> None:
    dialog = window.new_table()
    dialog.ruleset_box.setCurrentIndex(dialog.ruleset_box.findData(name))
    for seat in range(seats):
        dialog.add_player(f"Player {seat + 1}")
    assert dialog.ok_button.isEnabled(), dialog.error_label.text()
    dialog.ok_button.click()
    window.lobby.deal_button.click()
    table = window.controller.table
    assert table is not None and table.game.state.ruleset == name
    assert len(table.game.state.composition) == seats


def test_three_factions_cards_follow_the_table_size_D_02(qtbot) -> None:  # type: ignore[no-untyped-def]
    """D-02: below or above 22 the book proposes cards; at 22 it deals its own."""
    dialog = dialog_for(qtbot, "three_factions", 8)
    assert len(dialog.options()["roles"]) == 8
    for seat in range(8, 22):
        dialog.add_player(f"Player {seat + 1}")
    assert "roles" not in dialog.options()
    dialog.add_player("Player 23")
    assert len(dialog.options()["roles"]) == 23
    assert dialog.problem() is None


def test_json_box_round_trips_with_the_form(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = dialog_for(qtbot, "moonveil", 8)
    dialog.json_toggle.click()
    assert json.loads(dialog.json_edit.toPlainText()) == dialog.options()
    edited = {**dialog.options(), "game_type": "classic", "wolves": 3, "vote": "plurality"}
    dialog.json_edit.setPlainText(json.dumps(edited))
    form = dialog.form
    assert form is not None
    assert form.fields["vote"].widget.currentData() == "plurality"  # type: ignore[attr-defined]
    assert form.fields["wolves"].value() == 3
    assert dialog.options()["wolves"] == 3
    form.fields["max_days"].set_value(12)
    form.changed_now()
    assert json.loads(dialog.json_edit.toPlainText())["max_days"] == 12
    dialog.json_edit.setPlainText("[1, 2]")
    assert "one JSON object" in dialog.error_label.text() and not dialog.ok_button.isEnabled()


def test_advanced_options_are_kept_from_the_json_box(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = dialog_for(qtbot, "village_vs_nonvillage", 8)
    dialog.json_toggle.click()
    dialog.json_edit.setPlainText(json.dumps({**dialog.options(), "event_script": {"2": ["festival"]}}))
    assert dialog.options()["event_script"] == {"2": ["festival"]}
    assert dialog.problem() is None


def test_durations_and_deadlines_editors(qtbot) -> None:  # type: ignore[no-untyped-def]
    luna = dialog_for(qtbot, "luna_llena", 7)
    assert luna.options()["durations"]["debate"] == 180
    assert luna.form is not None
    night = luna.form.findChild(QWidget, "option_durations_night")
    night.setTime(QTime(0, 2, 30))  # type: ignore[attr-defined]
    assert luna.options()["durations"]["night"] == 150
    tf = dialog_for(qtbot, "three_factions", 8)
    assert tf.options()["deadlines"] == {"mode": "manual"}
    assert tf.form is not None
    mode = tf.form.findChild(QComboBox, "option_deadlines_mode")
    mode.setCurrentIndex(mode.findData("timer"))
    assert tf.options()["deadlines"] == {"mode": "timer", "vote_close": 10, "action_deadline": 10, "dawn": 10}
    mode.setCurrentIndex(mode.findData("clock"))
    assert tf.options()["deadlines"]["start"] == "21:00"
    assert tf.problem() is None


def test_game_type_shows_only_its_options(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = dialog_for(qtbot, "moonveil", 8)
    form = dialog.form
    assert form is not None
    assert form.fields["wolves"].widget.isHidden()
    dialog.set_option("game_type", "classic")
    assert not form.fields["wolves"].widget.isHidden()
    assert form.fields["wolves"].widget.text() == "Automatic"  # type: ignore[attr-defined]
    assert "wolves" not in dialog.options()  # automatic: a quarter of the table


# -- the deck editor --------------------------------------------------------------------
def manual_deck_editor(qtbot, seats: int = 5) -> tuple[NewTableDialog, DeckField, DeckEditor]:  # type: ignore[no-untyped-def]
    dialog = dialog_for(qtbot, "moonveil", seats)
    dialog.set_option("game_type", "manual")
    assert dialog.form is not None
    field = dialog.form.fields["roles"]
    assert isinstance(field, DeckField)
    editor = field.edit()
    return dialog, field, editor


def test_deck_editor_adds_removes_counts_and_checks_inline_MV_3_5(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog, field, editor = manual_deck_editor(qtbot)
    assert editor.count_label.text() == "0 cards for 5 seats"
    assert editor.error_label.text() == "The role list has 0 roles for 5 players (MV-1.10)"
    for role in ("wolf", "wolf", "wolf", "seer", "villager"):
        editor.add_role(role)
    assert editor.count_label.text() == "5 cards for 5 seats"
    assert "3 Wolves are too many for 5 players" in editor.error_label.text()
    assert "(MV-3.5)" in editor.error_label.text()
    editor.remove_role("wolf")
    editor.add_role("guardian")
    assert editor.deck_list.item(0).text() == "2 × Wolf"
    assert editor.error_label.isHidden() and editor.problem() is None
    editor.accept()
    assert sorted(dialog.options()["roles"]) == ["guardian", "seer", "villager", "wolf", "wolf"]
    assert field.summary.text().startswith("2 × Wolf")
    assert dialog.problem() is None


def test_deck_editor_marks_the_role_the_rule_names_MV_2_1(qtbot) -> None:  # type: ignore[no-untyped-def]
    _, _, editor = manual_deck_editor(qtbot)
    for role in ("wolf", "seer", "seer", "villager", "guardian"):
        editor.add_role(role)
    assert "(MV-2.1)" in editor.error_label.text()
    seer_row = next(
        editor.deck_list.item(i) for i in range(editor.deck_list.count()) if "Seer" in editor.deck_list.item(i).text()
    )
    assert "MV-2.1" in seer_row.toolTip()


def test_deck_editor_searches_by_name_and_shows_the_card_on_hover(qtbot) -> None:  # type: ignore[no-untyped-def]
    _, _, editor = manual_deck_editor(qtbot)
    assert editor.available.count() == 250
    editor.search.setText("guardian")
    names = [editor.available.item(i).text() for i in range(editor.available.count())]
    assert "Guardian" in names and len(names) < 250
    guardian = editor.available.item(names.index("Guardian"))
    assert find_ruleset("moonveil").roles["guardian"].text("en") in guardian.toolTip()


def test_deck_editor_reaches_the_moonveil_catalog(qtbot) -> None:  # type: ignore[no-untyped-def]
    _, _, editor = manual_deck_editor(qtbot)
    catalog = editor.open_catalog()
    browser = catalog.browser  # type: ignore[attr-defined]
    browser.select_role("seer")
    catalog.findChild(QAbstractButton, "catalogAdd").click()
    assert editor.deck() == ["seer"]
    catalog.close()


def test_deck_editor_starts_from_the_books_cards(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = dialog_for(qtbot, "village_vs_nonvillage", 8)
    assert dialog.form is not None
    field = dialog.form.fields["roles"]
    assert isinstance(field, DeckField) and dialog.options().get("roles") is None
    field.own.setChecked(True)  # "choose my own cards": starts from the book's proposal
    assert len(dialog.options()["roles"]) == 8 and dialog.problem() is None
    editor = field.edit()
    editor.add_role("seer")
    assert "(ZH-1.4)" in editor.error_label.text() and editor.count_label.text() == "9 cards for 8 seats"


def test_luna_llena_chosen_deck_LL_2_3(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = dialog_for(qtbot, "luna_llena", 7)
    dialog.set_option("mode", "test")
    assert dialog.form is not None
    field = dialog.form.fields["roles"]
    assert isinstance(field, DeckField)
    field.own.setChecked(True)
    assert len(dialog.options()["roles"]) == 7 and dialog.problem() is None
    editor = field.edit()
    editor.add_role("lover")
    editor.remove_role("villager")
    assert "(LL-4.3)" in editor.error_label.text()


# -- remembered tables and presets ------------------------------------------------------
def test_the_last_table_comes_back(qtbot, app_settings) -> None:  # type: ignore[no-untyped-def]
    first = NewTableDialog(ruleset_names(), "moonveil", settings=app_settings)
    qtbot.addWidget(first)
    first.ruleset_box.setCurrentIndex(first.ruleset_box.findData("luna_llena"))
    for name in ("Ana", "Bea", "Cai", "Dov", "Eli", "Fay", "Gus"):
        first.add_player(name)
    first.add_bot()
    first.set_option("presence", False)
    first.set_option("mode", "random")
    assert first.ok_button.isEnabled(), first.error_label.text()
    first.ok_button.click()
    again = NewTableDialog(ruleset_names(), "moonveil", settings=app_settings)
    qtbot.addWidget(again)
    assert again.ruleset_name() == "luna_llena"
    assert again.seats() == [*[(n, False) for n in ("Ana", "Bea", "Cai", "Dov", "Eli", "Fay", "Gus")], ("Bot 1", True)]
    assert again.options()["presence"] is False and again.options()["mode"] == "random"


def test_a_damaged_memory_is_ignored(qtbot, app_settings) -> None:  # type: ignore[no-untyped-def]
    app_settings.qsettings.setValue("newtable/last", "{not json")
    app_settings.qsettings.setValue("newtable/presets", '{"x": 3}')
    dialog = NewTableDialog(ruleset_names(), "moonveil", settings=app_settings)
    qtbot.addWidget(dialog)
    assert dialog.ruleset_name() == "moonveil" and dialog.seats() == [] and dialog.preset_box.count() == 0


def test_presets_are_saved_loaded_renamed_and_deleted(qtbot, app_settings) -> None:  # type: ignore[no-untyped-def]
    dialog = NewTableDialog(ruleset_names(), "three_factions", settings=app_settings)
    qtbot.addWidget(dialog)
    for seat in range(12):
        dialog.add_player(f"Player {seat + 1}")
    dialog.set_option("tie_break", "moderator")
    assert dialog.save_preset("Friday group, 12 players")
    assert [dialog.preset_box.itemText(i) for i in range(dialog.preset_box.count())] == ["Friday group, 12 players"]
    assert not dialog.save_preset("  ")
    assert dialog.preset_error.text() == "Type a name for the preset"
    assert not dialog.save_preset("Friday group, 12 players")
    assert dialog.preset_error.text() == "A preset called Friday group, 12 players already exists"
    assert dialog.preset_box.count() == 1

    dialog.ruleset_box.setCurrentIndex(dialog.ruleset_box.findData("moonveil"))
    dialog.seat_list.clear()
    assert dialog.save_preset("Small")
    assert dialog.load_preset("Friday group, 12 players")
    assert dialog.ruleset_name() == "three_factions" and len(dialog.seats()) == 12
    assert dialog.options()["tie_break"] == "moderator" and len(dialog.options()["roles"]) == 12
    assert dialog.problem() is None

    assert not dialog.rename_preset("Small", "Friday group, 12 players")
    assert "already exists" in dialog.preset_error.text()
    assert dialog.rename_preset("Small", "Sunday")
    assert sorted(app_settings.presets()) == ["Friday group, 12 players", "Sunday"]
    dialog.delete_preset("Sunday")
    assert sorted(app_settings.presets()) == ["Friday group, 12 players"]
    assert not dialog.load_preset("Sunday")


@pytest.mark.parametrize("name", sorted(TABLE_SIZE))
def test_the_dialog_fits_a_1366x768_screen(qtbot, name: str) -> None:  # type: ignore[no-untyped-def]
    dialog = dialog_for(qtbot, name, 22 if name == "three_factions" else TABLE_SIZE[name])
    needed = dialog.minimumSizeHint()
    assert needed.width() <= 1366 and needed.height() <= 768 - 40  # a title bar and a panel
    assert dialog.size().width() <= 1366 and dialog.size().height() <= 768 - 40
    # every option's label takes the keyboard to its control (Alt+mnemonic / screen readers)
    assert dialog.form is not None
    assert all(dialog.form.labels[key].buddy() is field.widget for key, field in dialog.form.fields.items())


def test_the_deck_editor_works_from_the_keyboard(qtbot) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtCore import Qt

    _, _, editor = manual_deck_editor(qtbot)
    editor.show()
    editor.search.setText("Seer")
    editor.available.setFocus()
    editor.available.setCurrentRow(0)
    qtbot.keyClick(editor.available, Qt.Key.Key_Return)
    assert editor.deck() == ["seer"] and editor.isVisible()  # Enter adds a card, it does not close
    editor.deck_list.setFocus()
    editor.deck_list.setCurrentRow(0)
    qtbot.keyClick(editor.deck_list, Qt.Key.Key_Return)
    assert editor.deck() == []


def test_the_seat_count_names_the_books_table_sizes(qtbot) -> None:  # type: ignore[no-untyped-def]
    dialog = dialog_for(qtbot, "moonveil", 4)
    assert dialog.seat_count.text() == "4 seats (this rule set plays with 3 to 99)"
    dialog.ruleset_box.setCurrentIndex(dialog.ruleset_box.findData("luna_llena"))
    assert dialog.seat_count.text() == "4 seats (this rule set plays with 7 to 9)"
    assert "7, 8 or 9 players" in dialog.error_label.text()


def test_vote_help_says_what_each_choice_does(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The Vote option's help (tooltip and screen-reader description) names each choice
    as the box shows it and says how it decides: more than half (MV-6.5), or the most
    votes with a tie drawn by lot (the plurality house rule)."""
    dialog = dialog_for(qtbot, "moonveil", 8)
    [vote] = [
        box
        for box in dialog.findChildren(QComboBox)
        if {box.itemText(i) for i in range(box.count())} == {"Strict majority", "Most votes"}
    ]
    for help_text in (vote.toolTip(), vote.accessibleDescription()):
        assert "Strict majority: banished with more than half of all ballot weight.\nMost votes" in help_text
        assert "Most votes: the player named most is banished; a tie is drawn by lot" in help_text


def test_deck_editor_search_enter_adds_the_highlighted_role_and_down_walks_into_the_list(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Typing a name then Enter adds its card, without the mouse; Down moves to the
    list; a search that matches nothing says so."""
    from PySide6.QtCore import Qt

    _, _, editor = manual_deck_editor(qtbot)
    editor.show()
    editor.set_deck([])
    editor.search.setFocus()
    qtbot.keyClicks(editor.search, "guardian")
    qtbot.keyClick(editor.search, Qt.Key.Key_Return)
    qtbot.keyClick(editor.search, Qt.Key.Key_Enter)
    assert editor.deck() == ["guardian", "guardian"]
    assert editor.isVisible()  # Enter adds; it does not close the editor
    qtbot.keyClick(editor.search, Qt.Key.Key_Down)
    assert editor.focusWidget() is editor.available and editor.available.currentRow() == 0
    editor.search.setText("no such role at all")
    assert editor.available.count() == 0 and editor.no_match.isVisible()
    assert "no such role at all" in editor.no_match.text()
    qtbot.keyClick(editor.search, Qt.Key.Key_Return)
    assert editor.deck() == ["guardian", "guardian"]  # nothing to add: nothing added
    editor.search.clear()
    assert not editor.no_match.isVisible()
    editor.reject()


def test_an_own_deck_s_cards_get_the_form_s_whole_width(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Seen in Three factions at 1366x768: beside "Choose my own cards" and "Choose cards…"
    the deck's summary was squeezed into a column a word wide and eight lines tall. The
    cards now read under the box and the button, as wide as the field."""
    dialog = dialog_for(qtbot, "three_factions", 9)
    dialog.resize(1180, 680)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert dialog.form is not None
    field = dialog.form.fields["roles"]
    assert isinstance(field, DeckField)
    field.own.setChecked(True)
    QApplication.processEvents()
    summary, own = field.summary, field.own
    assert summary.text().count("×") >= 5  # the book's proposal for nine seats
    below = (
        summary.mapTo(field.widget, summary.rect().topLeft()).y()
        >= own.mapTo(field.widget, own.rect().bottomLeft()).y()
    )
    assert below and summary.width() >= 0.9 * field.widget.width()
    assert summary.height() <= 4 * summary.fontMetrics().height()


@pytest.mark.parametrize("lang", ["en", "es", "it", "zh_CN"])
def test_no_option_label_is_cut_at_a_laptops_size(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    """Found by playing (stop 45): in Italian, Three factions' labels wrapped to two lines
    in a row one line high, cut at the top and the bottom ("Si può votare per sé stessi")."""
    from moonveil_desktop.i18n import use_language

    use_language(lang)
    try:
        for book in ruleset_names():
            dialog = dialog_for(qtbot, book, 9)
            dialog.resize(1180, 680)  # the dialog on a 1366x768 laptop
            dialog.show()
            QApplication.processEvents()
            assert dialog.form is not None
            for label in dialog.form.labels.values():
                if label.isVisible():
                    metrics = label.fontMetrics()
                    wide, high = metrics.horizontalAdvance(label.text()), metrics.height()
                    assert label.width() >= wide and label.height() >= high, (book, label.text(), label.size())
            dialog.close()
    finally:
        use_language("en")


@pytest.mark.parametrize(("lang", "shown"), [("en", "Bot 1"), ("zh_CN", "电脑玩家 1")])
def test_a_bot_whose_name_says_bot_is_not_marked_bot_again(qtbot, lang: str, shown: str) -> None:  # type: ignore[no-untyped-def]
    """Found by playing (stop 45): the seats read "电脑玩家 1（电脑玩家）", "Bot 1 (bot)". A
    bot named otherwise still says it is one."""
    from moonveil_desktop.i18n import use_language

    use_language(lang)
    try:
        dialog = dialog_for(qtbot, "moonveil", 0)
        dialog.add_bot()
        assert dialog.add_player("Robin", bot=True)
        assert dialog.add_player("Bot 7")  # a person who calls himself so: no mark either way
        texts = [dialog.seat_list.item(i).text() for i in range(dialog.seat_list.count())]
        assert texts[0] == shown and texts[1] != "Robin" and texts[1].startswith("Robin") and texts[2] == "Bot 7"
    finally:
        use_language("en")
