"""Small helpers every book's words share: a text in a language, and sentences of a
language one after another (no imports, so ``engine.ruleset`` can use them too)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

# Chinese writes sentences one after another without a space.
SENTENCE_GAP = {"en": " ", "es": " ", "it": " ", "zh_CN": ""}


def in_lang(by_lang: Mapping[str, str], lang: str) -> str:
    """The text in ``lang``, else in English."""
    return by_lang.get(lang) or by_lang.get("en") or ""


def word_of(table: Mapping[str, Mapping[str, str]], key: str, lang: str) -> str:
    """``key``'s word in ``table`` in ``lang``, else in English, else ``key`` itself (an
    id a book has no word for shows as it is, and the walking test catches it)."""
    return in_lang(table.get(key, {}), lang) or key


def sentences(table: Mapping[str, Mapping[str, str]], keys: Sequence[str], lang: str) -> str:
    """Whole sentences of ``table`` (one per key) one after another, as ``lang`` writes
    them: a composed line is sentences of the language, never words glued together."""
    return SENTENCE_GAP.get(lang, " ").join(in_lang(table[key], lang) for key in keys)
