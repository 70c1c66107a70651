"""The walking test of issue 19: whole bot games of every rule book in every language,
narrator and playing host, walking every visible text of the console (widgets, menus,
tooltips, combo items, table cells, the log), the projector, the TV page and phone
pages after every command. It fails on an engine id (``book_walk.engine_ids``), a
Python repr, or a source string left in English where the language has a translation.

Small tables keep it quick; each (book, language) pair is played once, in narrator or
playing-host mode alternately, so every book and every language meets both modes.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from book_walk import leaks, phone_templates
from i18n_walk import english_leftovers, html_texts, widget_texts
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QTableWidget

from engine.ruleset import find_ruleset
from moonveil_desktop.i18n import use_language
from moonveil_desktop.projector.catalog import translator
from moonveil_desktop.projector.scene import build_scene
from moonveil_desktop.projector.tv_web import _environment, render_tv_page
from moonveil_desktop.table import NARRATOR, PLAYING_HOST, TableSettings
from moonveil_desktop.ui.mainwindow import MainWindow
from moonveil_desktop.web.pages import page_context

BOOKS = {"moonveil": 6, "luna_llena": 7, "three_factions": 8, "village_vs_nonvillage": 8}
LANGUAGES = ("en", "es", "it", "zh_CN")
MAX_COMMANDS = 60


@pytest.fixture(autouse=True)
def english_afterwards() -> Iterator[None]:
    yield
    use_language("en")
    QCoreApplication.processEvents()


def console_texts(window: MainWindow) -> list[str]:
    texts = widget_texts(window)
    for table in window.findChildren(QTableWidget):
        texts += [
            item.text()
            for row in range(table.rowCount())
            for column in range(table.columnCount())
            if (item := table.item(row, column)) is not None
        ]
    return texts


def screens(window: MainWindow, lang: str, phone_seats: tuple[int, ...]) -> dict[str, list[str]]:
    """What the console, the projector / TV page and some phones show right now."""
    table = window.controller.table_or_raise()
    view = table.public_view(lang)
    scene = build_scene(view, translator(lang), None, lang).to_dict()
    tv = render_tv_page(_environment(), scene, lang, base="")
    phones: list[str] = []
    for seat in phone_seats:
        context = page_context(table.player_view(seat, lang), lang, acting=table.settings.mode == PLAYING_HOST)
        phones += html_texts(phone_templates().get_template("card.html").render(context))
    return {"console": console_texts(window), "projector and TV page": html_texts(tv), "phones": phones}


def problems(found: dict[str, list[str]], book: str, lang: str, names: frozenset[str]) -> list[str]:
    wrong = []
    for screen, texts in found.items():
        wrong += [f"{screen}: {text}" for text in leaks(texts, book, lang, names)]
        if lang != "en":
            wrong += [f"{screen}: English {text!r}" for text in english_leftovers(texts, lang)]
    return wrong


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("book", sorted(BOOKS))
def test_every_visible_text_of_a_whole_game_is_words_of_the_language(window: MainWindow, book: str, lang: str) -> None:
    mode = PLAYING_HOST if (sorted(BOOKS).index(book) + LANGUAGES.index(lang)) % 2 else NARRATOR
    window.set_language(lang)
    QCoreApplication.processEvents()
    dialog = window.new_table()  # the book's options, as the New Table form shows them
    dialog.ruleset_box.setCurrentIndex(dialog.ruleset_box.findData(book))
    QCoreApplication.processEvents()
    seen: dict[str, None] = dict.fromkeys(problems({"new table": widget_texts(dialog)}, book, lang, frozenset()))
    dialog.discard()  # options were changed: Cancel would ask first
    controller = window.controller
    players = BOOKS[book]
    seats = [(f"Bot{i}", i > 0 or mode == NARRATOR) for i in range(players)]  # the host holds seat 0
    options = find_ruleset(book).proposed_options(players)
    settings = TableSettings(book, options, 3, mode, 0 if mode == PLAYING_HOST else None)
    assert controller.new_table(settings, seats)
    QCoreApplication.processEvents()
    names = frozenset(controller.names())
    seen.update(dict.fromkeys(problems(screens(window, lang, tuple(range(players))), book, lang, names)))  # lobby
    assert controller.deal()
    QCoreApplication.processEvents()
    for _ in range(MAX_COMMANDS):
        for problem in problems(screens(window, lang, tuple(range(players))), book, lang, names):
            seen.setdefault(problem)
        if controller.over:
            break
        controller.run_bots()
        assert controller.advance(override=True), f"{book} refused to close {controller.public_view()['phase']}"
        QCoreApplication.processEvents()
    assert controller.over, f"{book} did not end within {MAX_COMMANDS} closes"
    assert list(seen) == [], f"{book} in {lang} ({mode}):\n" + "\n".join(list(seen)[:30])
