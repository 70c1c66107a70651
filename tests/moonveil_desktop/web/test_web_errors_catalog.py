"""The server's own refusal sentences (web/errors.py) in the one translation catalogue:
each finished in Spanish, Italian and Chinese, with the English placeholders, and
English for a language the catalogue lacks."""

from __future__ import annotations

import re

import pytest

from moonveil_desktop.catalog import TRANSLATED, load
from moonveil_desktop.web.errors import CONTEXT, FROM_THE_PAGE, SENTENCES, error_message, phone_error
from moonveil_desktop.web.i18n import Words


def fields(text: str) -> list[str]:
    return sorted(re.findall(r"\{\w*\}", text))


@pytest.mark.parametrize("lang", TRANSLATED)
def test_every_refusal_sentence_is_translated_with_its_placeholders(lang: str) -> None:
    entries = load(lang).entries
    for key, source in SENTENCES.items():
        assert (CONTEXT, source) in entries, f"{lang}: {key} is not translated"
        translated = entries[(CONTEXT, source)][0]
        assert translated != source, key
        assert fields(translated) == fields(source), key


def test_a_language_the_catalogue_lacks_reads_english() -> None:
    assert error_message("fr", "not_list", field="targets") == "'targets' must be a list of seat numbers."


def test_a_phone_error_keeps_its_code_whatever_the_language() -> None:
    spanish = phone_error("es", "bad_request", "not_seat", field="targets")
    english = phone_error("en", "bad_request", "not_seat", field="targets")
    assert spanish["code"] == english["code"] == "bad_request"
    assert spanish["message"] == "Cada elemento de «targets» debe ser un número de asiento (un número entero)."
    assert english["message"] == "Each item of 'targets' must be a seat number (a whole number)."


@pytest.mark.parametrize("lang", TRANSLATED)
def test_a_sentence_the_pages_say_too_is_one_catalogue_entry_the_pages(lang: str) -> None:
    """ "You are not in this game." is the retired link's page and its 410: translated once."""
    entries = load(lang).entries
    for key in FROM_THE_PAGE:
        assert error_message(lang, key) == Words(lang)(key) != Words("en")(key)
        assert not any(context == CONTEXT and source == Words("en")(key) for context, source in entries)
