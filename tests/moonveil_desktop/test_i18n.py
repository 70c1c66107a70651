"""Four languages everywhere (issue 10): per language, every main screen of the
console and the projector shows no English string where a translation exists;
the language switches live; Moonveil's role catalog is complete in four languages."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from i18n_walk import english_leftovers, widget_texts
from PySide6.QtCore import QCoreApplication, QDate, QLocale, QTranslator
from PySide6.QtWidgets import QApplication, QComboBox, QDialog, QDialogButtonBox

from engine.commands import Deal, SeatPlayer
from engine.ruleset import find_ruleset
from engine.rulesets.moonveil.catalog import ABILITY_INFO
from engine.rulesets.moonveil.texts import CHECKLIST_WORDS, TEMPLATES, TITLES, WORDS
from moonveil_desktop import catalog
from moonveil_desktop.i18n import current_language, system_language, use_language
from moonveil_desktop.projector.window import ProjectorWindow
from moonveil_desktop.table import Table, TableSettings
from moonveil_desktop.ui.mainwindow import MainWindow

TRANSLATED = ("es", "it", "zh_CN")
NAMES = ["Ana", "Bea", "Cai", "Dov", "Eli", "Fay", "Gus", "Hal"]


@pytest.fixture(autouse=True)
def english_afterwards(qapp: QApplication) -> Iterator[None]:
    """Every test leaves the application in English, as the other tests expect."""
    yield
    use_language("en")
    QCoreApplication.processEvents()


def switch(window: MainWindow, lang: str) -> None:
    window.set_language(lang)
    QCoreApplication.processEvents()  # LanguageChange is posted to every window


def seat_and_deal(window: MainWindow) -> None:
    dialog = window.new_table()
    for name in NAMES:
        dialog.name_edit.setText(name)
        dialog.add_button.click()
    dialog.set_option("game_type", "classic")
    assert dialog.problem() is None, dialog.problem()
    dialog.ok_button.click()
    window.lobby.deal_button.click()


def assert_translated(texts: list[str], lang: str, screen: str) -> None:
    assert texts, screen
    leftovers = english_leftovers(texts, lang)
    assert not leftovers, f"{screen} in {lang} still shows English: {leftovers}"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_console_screen_is_translated(window: MainWindow, lang: str) -> None:
    switch(window, lang)
    assert current_language() == lang
    assert_translated(widget_texts(window), lang, "welcome page")

    dialog = window.new_table()
    assert_translated(widget_texts(dialog), lang, "new-table dialog")
    assert dialog.minimumSizeHint().width() <= dialog.width()  # longer words still fit its default size
    dialog.reject()

    seat_and_deal(window)
    assert window.stack.currentWidget() is window.phase
    assert_translated(widget_texts(window), lang, "night phase")
    assert window.minimumSizeHint().width() <= 1280  # fits a 1280×800 laptop screen in every language
    words = window.phase.steps[0].words.text()
    assert words == CHECKLIST_WORDS["wolf"][lang]  # the rule set's words, in the console's language

    window.edit_settings()
    settings = window.dialog
    assert isinstance(settings, QDialog)
    assert_translated(widget_texts(settings), lang, "settings dialog")
    settings.reject()

    preview = window.resolve(force=True)
    assert preview is not None
    assert_translated(widget_texts(preview), lang, "resolve preview")
    preview.reject()


@pytest.mark.parametrize("lang", TRANSLATED)
def test_lobby_and_plurals(window: MainWindow, lang: str) -> None:
    switch(window, lang)
    dialog = window.new_table()
    for name in NAMES:
        dialog.name_edit.setText(name)
        dialog.add_button.click()
    dialog.ok_button.click()
    assert window.stack.currentWidget() is window.lobby
    assert_translated(widget_texts(window), lang, "lobby")
    expected = catalog.translate(lang, "LobbyPage", "%n player(s)", len(NAMES))
    assert window.lobby.summary.text().startswith(expected)
    assert expected != f"{len(NAMES)} player(s)"


def test_option_values_show_in_words_and_stay_ids(window: MainWindow) -> None:
    switch(window, "es")
    dialog = window.new_table()
    game_type = dialog.findChild(QComboBox, "option_game_type")
    assert game_type is not None
    assert [game_type.itemText(i) for i in range(game_type.count())] == [
        "Todos los roles",
        "Roles por temática",
        "Clásica",
        "Una mezcla clásica",
        "Mis propias cartas",
    ]
    dialog.set_option("game_type", "classic")
    assert game_type.currentText() == "Clásica"
    assert dialog.options()["game_type"] == "classic" and dialog.options()["vote"] == "majority"
    dialog.discard()  # options were changed: Cancel would ask first


def test_the_language_switches_live(window: MainWindow) -> None:
    english = window.welcome.new_button.text()
    switch(window, "es")
    assert window.welcome.new_button.text() == "&Nueva mesa…"
    assert window.file_menu.title() == "&Archivo"
    switch(window, "zh_CN")
    assert window.welcome.new_button.text() == "新建牌桌(&N)……"
    assert window.grimoire.table.horizontalHeaderItem(1).text() == "身份"
    switch(window, "en")
    assert window.welcome.new_button.text() == english == "&New table…"


def test_settings_dialog_switches_the_language_and_remembers_it(window: MainWindow) -> None:
    window.edit_settings()
    dialog = window.dialog
    assert isinstance(dialog, QDialog)
    box = dialog.findChild(QComboBox, "languageBox")
    assert box is not None
    assert box.itemText(0).startswith("System language") and box.currentData() == ""
    assert [box.itemText(i) for i in range(1, box.count())] == ["English", "Español", "Italiano", "中文"]
    box.setCurrentIndex(box.findData("it"))
    buttons = dialog.findChild(QDialogButtonBox)
    assert buttons is not None
    buttons.button(QDialogButtonBox.StandardButton.Ok).click()
    QCoreApplication.processEvents()
    assert window.settings.language_choice == "it"
    assert window.controller.lang == "it"
    assert window.welcome.new_button.text() == "&Nuovo tavolo…"
    assert window.edit_menu.title() == "&Modifica"


def test_a_switch_mid_game_rebuilds_the_phase_in_the_new_language(window: MainWindow) -> None:
    seat_and_deal(window)
    assert window.phase.rows[0].submit_button.text() == "Submit"
    switch(window, "it")
    assert window.phase.rows[0].submit_button.text() == "Invia"
    assert window.phase.steps[0].words.text() == CHECKLIST_WORDS["wolf"]["it"]
    abilities = {row.ability_box.itemText(0) for row in window.phase.rows}
    # the rule set's own Italian name for the Wolf's action (the card's ability_names)
    assert "Attacco dei lupi" in abilities and not abilities & {"attack", "Wolf attack", "Attack"}


def test_qt_own_strings_and_locale_follow_the_language(window: MainWindow) -> None:
    switch(window, "es")
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancelar"  # qtbase_es.qm
    assert QLocale().name().startswith("es")
    assert QLocale().toString(1234.5, "f", 1) == "1234,5"
    switch(window, "zh_CN")
    assert "月" in QLocale().toString(QDate(2026, 11, 29), QLocale.FormatType.LongFormat)


def test_settings_default_to_the_system_language(window: MainWindow) -> None:
    assert window.settings.language_choice == ""
    assert window.settings.language == system_language()
    assert system_language(QLocale("it_IT")) == "it"
    assert system_language(QLocale("zh_TW")) == "zh_CN"
    assert system_language(QLocale("de_DE")) == "en"


@pytest.mark.parametrize("lang", TRANSLATED)
def test_the_projector_is_translated(qtbot: Any, lang: str) -> None:
    use_language(lang)
    table = Table(TableSettings("moonveil", options={"game_type": "classic"}, seed=3))
    for name in NAMES:
        table.apply(SeatPlayer(name))
    table.apply(Deal(("wolf", "wolf", "seer", "guardian", "villager", "villager", "villager", "villager")))
    window = ProjectorWindow(table.public_view, table.subscribe, lang=lang)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    QCoreApplication.processEvents()
    texts = [*window.visible_texts(), window.windowTitle()]
    assert_translated(texts, lang, "projector")
    night = catalog.translate(lang, "Projector", "Night {number}").format(number=1)
    assert night in texts
    window.detach()


@pytest.mark.parametrize("lang", catalog.LANGUAGES)
def test_moonveil_role_catalog_is_complete_in_four_languages(lang: str) -> None:
    ruleset = find_ruleset("moonveil")
    assert TITLES[lang]
    for role_id, spec in ruleset.roles.items():
        assert spec.names.get(lang), (role_id, lang)
        assert spec.texts.get(lang), (role_id, lang)
        assert spec.goals.get(lang), (role_id, lang)
    for table in (WORDS, TEMPLATES, CHECKLIST_WORDS):
        for key, by_lang in table.items():
            assert by_lang.get(lang), (key, lang)
    for ability in ABILITY_INFO.values():
        assert ability.names.get(lang) and ability.agents.get(lang) and ability.texts.get(lang), (ability.id, lang)
    if lang != "en":  # translated, not copied
        names = [spec.names[lang] for spec in ruleset.roles.values()]
        english = [spec.names["en"] for spec in ruleset.roles.values()]
        assert sum(a != b for a, b in zip(names, english, strict=True)) == len(names)


def test_catalogs_hold_every_string_in_every_language() -> None:
    """The one catalog: the same (context, source) keys finished in es, it and zh_CN,
    and English plural forms for every %n string."""
    keys = {lang: set(catalog.load(lang).entries) for lang in catalog.TRANSLATED}
    assert keys["es"] == keys["it"] == keys["zh_CN"]
    contexts = {context for context, _ in keys["es"]}
    assert {"MainWindow", "Projector", "PhonePage", "NewTableDialog", "Vocabulary"} <= contexts
    plurals = {key for key in keys["es"] if "%n" in key[1]}
    assert plurals and plurals <= set(catalog.load("en").entries)
    assert catalog.translate("en", "PhasePage", "Waiting for %n player(s)", 1) == "Waiting for 1 player"
    assert catalog.translate("zh_CN", "PhasePage", "Waiting for %n player(s)", 3) == "等待 3 名玩家"


class LongerWords(QTranslator):
    """A pseudo-language: every string 30% longer (what Spanish and Italian often do)."""

    def translate(self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str:
        if not source:
            return source
        return source + "·" * max(1, round(len(source) * 0.3))

    def isEmpty(self) -> bool:
        return False


def test_layouts_survive_30_percent_longer_strings(window: MainWindow, qapp: QApplication) -> None:
    longer = LongerWords()
    qapp.installTranslator(longer)
    try:
        QCoreApplication.processEvents()
        assert window.welcome.new_button.text().endswith("···")  # the pseudo-language is on
        seat_and_deal(window)
        assert window.minimumSizeHint().width() <= 1280
        dialog = window.new_table()
        assert dialog.minimumSizeHint().width() <= dialog.width()
        dialog.reject()
    finally:
        qapp.removeTranslator(longer)
