"""Small helpers every book's words share: a text in a language, and sentences of a
language one after another (no imports, so ``engine.ruleset`` can use them too)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

# Chinese writes sentences one after another without a space.
SENTENCE_GAP = {"en": " ", "es": " ", "it": " ", "zh_CN": ""}


def in_lang(by_lang: Mapping[str, str], lang: str) -> str:
    """The text in ``lang``, else in English."""
    return by_lang.get(lang) or by_lang.get("en") or ""


def numbered(kind_name: str, number: object) -> str:
    """A book's phase kind with its number, as its language writes it: the word places
    the number itself ("Night {number} results": "Night 0 results", not "Night results 0"),
    else the number follows it ("Tie at the Pyre 2")."""
    if "{number}" not in kind_name:
        return f"{kind_name} {number}".strip()
    if number is None or number == "":  # a label without its number ("review"): the word without it
        return " ".join(kind_name.replace("第{number}", "").replace("{number}", "").split())  # 第: Chinese ordinal
    return kind_name.replace("{number}", str(number))


def word_of(table: Mapping[str, Mapping[str, str]], key: str, lang: str) -> str:
    """``key``'s word in ``table`` in ``lang``, else in English, else ``key`` itself (an
    id a book has no word for shows as it is, and the walking test catches it)."""
    return in_lang(table.get(key, {}), lang) or key


def sentences(table: Mapping[str, Mapping[str, str]], keys: Sequence[str], lang: str) -> str:
    """Whole sentences of ``table`` (one per key) one after another, as ``lang`` writes
    them: a composed line is sentences of the language, never words glued together."""
    return SENTENCE_GAP.get(lang, " ").join(in_lang(table[key], lang) for key in keys)


#: the fractions a vote's weights and thresholds take, as one character each
VULGAR = {(1, 2): "½", (1, 3): "⅓", (2, 3): "⅔", (1, 4): "¼", (3, 4): "¾"}


def readable_number(text: str) -> str:
    """A weight as the village reads it: "7/2" → "3½", "1/2" → "½", "10/3" → "3⅓";
    a whole number, or a fraction with no such character, unchanged. A strict
    majority of 7 ballots read "more than 7/2 needed" on the projector."""
    top, slash, bottom = text.partition("/")
    if not slash or not (top.isdigit() and bottom.isdigit()) or int(bottom) == 0:
        return text
    whole, rest = divmod(int(top), int(bottom))
    vulgar = VULGAR.get((rest, int(bottom))) if rest else ""
    if vulgar is None:
        return text
    return f"{whole or ''}{vulgar}" or "0"
