"""Tokens (unguessable, revocable, never in repr) and the page language choice."""

from __future__ import annotations

import base64

import pytest

from moonveil_desktop.web.i18n import CATALOG, LANGUAGES, Words, negotiate
from moonveil_desktop.web.tokens import SeatTokens


def test_tokens_have_at_least_128_bits_and_differ() -> None:
    tokens = SeatTokens()
    tokens.ensure(20)
    values = [tokens.token(s) for s in range(20)]
    assert len(set(values)) == 20
    for value in values:
        assert len(base64.urlsafe_b64decode(value + "=" * (-len(value) % 4))) >= 16


def test_revoke_replaces_only_that_seat_and_notifies() -> None:
    tokens = SeatTokens()
    tokens.ensure(3)
    notified: list[int] = []
    tokens.subscribe(notified.append)
    before = [tokens.token(s) for s in range(3)]
    tokens.revoke(1)
    assert tokens.seat_for(before[1]) is None
    assert tokens.seat_for(before[0]) == 0 and tokens.seat_for(tokens.token(1)) == 1
    assert notified == [1]


def test_repr_never_shows_a_token() -> None:
    tokens = SeatTokens()
    tokens.ensure(2)
    assert tokens.token(0) not in repr(tokens) and tokens.token(1) not in str(tokens)


@pytest.mark.parametrize(
    ("header", "override", "expected"),
    [
        (None, None, "en"),
        ("es-AR,es;q=0.9,en;q=0.5", None, "es"),
        ("fr-FR,it;q=0.8,en;q=0.7", None, "it"),
        ("en;q=0.3,zh-CN;q=0.9", None, "zh_CN"),
        ("zh-Hans", None, "zh_CN"),
        ("de,fr", None, "en"),
        ("it;q=0,es;q=0.1", None, "es"),
        ("es", "zh_CN", "zh_CN"),
        ("es", "klingon", "es"),
        ("garbage;q=abc", None, "en"),
    ],
)
def test_language_negotiation(header: str | None, override: str | None, expected: str) -> None:
    assert negotiate(header, override) == expected


# words a language writes as English does: the book's "sheriff" in Spanish (ZH-11's texts),
# the punctuation of "Your vote: Ana" and "A, B" in Spanish and Italian
SAME_AS_ENGLISH = {"sheriff": ("es",), "named_choice": ("es", "it"), "list_separator": ("es", "it")}


def test_catalog_has_every_language_for_every_word() -> None:
    """The page's words come from the one Qt Linguist catalog (docs/i18n.md): every
    entry is an English source with a finished translation in each other language."""
    for key, source in CATALOG.items():
        assert isinstance(source, str), key  # a marked source, not a per-language dict
        for lang in LANGUAGES:
            assert lang == "en" or lang in SAME_AS_ENGLISH.get(key, ()) or Words(lang)(key) != source, (lang, key)
    for key, langs in SAME_AS_ENGLISH.items():  # the same words, but translated (finished in the catalog)
        assert all(Words(lang)(key) == CATALOG[key] for lang in langs) and Words("zh_CN")(key) != CATALOG[key]
    assert Words("it")("phase_night", number=2) == "Notte 2"
    assert Words("es")("pick_targets", count=2) == "Elige 2 jugadores."
    assert Words("en")("pick_targets", count=1) == "Pick 1 player."
    assert Words("xx")("goal") == "Goal"
    assert Words("es").optional("ability", "teleport") == "teleport"
