"""One name per rule book per language (issue 19): the menu of the new-table dialog,
the refusals, the projector and the phones call a book the same, its own title in that
language ("Luna llena" in Spanish, "Full Moon" in English), never another language's."""

from __future__ import annotations

import pytest

from engine import Deal, Game, SeatPlayer
from engine.errors import EngineError
from engine.refusals import LANGUAGES, refusal_templates
from engine.ruleset import find_ruleset, ruleset_names
from moonveil_desktop.projector.scene import build_scene
from moonveil_desktop.refusals import refusal_text
from moonveil_desktop.vocabulary import ruleset_title
from moonveil_desktop.web.pages import page_context

BOOKS = ("moonveil", "luna_llena", "three_factions", "village_vs_nonvillage")


def test_every_book_has_one_title_in_each_language() -> None:
    assert sorted(BOOKS) == ruleset_names()
    for book in BOOKS:
        titles = find_ruleset(book).titles
        assert set(titles) == set(LANGUAGES) and all(titles.values()), book
    assert find_ruleset("luna_llena").titles["es"] == "Luna llena"  # the book's own name in its own language
    assert find_ruleset("three_factions").titles["it"] == "Tre Fazioni"


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_menu_projector_and_phone_name_the_book_alike(book: str, lang: str) -> None:
    title = find_ruleset(book).titles[lang]
    game = Game(book, {}, 1)
    game.apply(SeatPlayer("Ana"))
    assert ruleset_title(book, lang) == title  # the new-table and continue menus
    assert build_scene(game.public_view(lang), lang=lang).title == title  # the projector and the TV page
    assert page_context(game.player_view(0, lang), lang, acting=True)["title"] == title  # the phone


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_refusal_that_names_full_moon_uses_that_languages_title(lang: str) -> None:
    game = Game("luna_llena", {}, 1)
    for name in ("Ana", "Bea", "Cai"):
        game.apply(SeatPlayer(name))
    error = game.try_apply(Deal())
    assert isinstance(error, EngineError) and error.key == "ll.player_count"
    assert find_ruleset("luna_llena").titles[lang] in refusal_text(error, lang)


def test_no_refusal_names_a_book_by_another_languages_title() -> None:
    for lang in LANGUAGES:
        foreign = {
            title
            for book in BOOKS
            for other, title in find_ruleset(book).titles.items()
            if other != lang and title != find_ruleset(book).titles[lang]
        }
        for key, by_lang in refusal_templates().items():
            assert not [t for t in foreign if t in by_lang[lang]], (key, lang)
