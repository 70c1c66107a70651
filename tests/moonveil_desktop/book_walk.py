"""Walking every visible text of whole bot games (issue 19): what the console, the
projector, the TV page and the phone pages show, and which of it is an engine id, a
Python repr or a source string left in English.

``engine_ids(ruleset)`` is everything the engine declares for a book: roles,
abilities, teams and attributes, option keys and choice values, phase kinds and
steps, channels, message kinds and error codes. An id is a leak where it shows as a
whole word, unless that word is also a word the language itself uses in this app
(English "night", "evil", "seer"): those are matched only in languages whose own
words differ, so "Seer" in English passes and "seer" on a Spanish screen fails.
"""

from __future__ import annotations

import re
from functools import cache
from typing import Any

import jinja2

import engine.errors as engine_errors
from engine.ruleset import Ruleset, find_ruleset
from moonveil_desktop.catalog import load

WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
REPR = re.compile(r"\bNone\b|\{'|\['|\[\]|\bTrue\b|\bFalse\b|<[a-z_.]+ object at")
PHASE_KINDS = frozenset({"lobby", "night", "day", "vote", "over"})


def _option_ids(ruleset: Ruleset) -> set[str]:
    ids: set[str] = set()
    for spec in ruleset.option_specs():
        ids.add(spec.key)
        ids |= {str(choice.value) for choice in spec.choices}
        ids |= {str(part.key) for part in spec.parts if hasattr(part, "key")}
    return ids


def _error_codes() -> set[str]:
    return {
        str(value.code)
        for value in vars(engine_errors).values()
        if isinstance(value, type) and issubclass(value, engine_errors.EngineError)
    }


@cache
def engine_ids(name: str) -> frozenset[str]:
    ruleset = find_ruleset(name)
    roles = ruleset.roles.values()
    ids = set(ruleset.roles) | set(ruleset.abilities) | {r.team for r in roles} | {r.seen_as for r in roles}
    ids |= {c for r in roles for c in r.counts_as} | _option_ids(ruleset) | _error_codes()
    ids |= set(ruleset.phase_words) | set(ruleset.channel_words) | PHASE_KINDS
    for table in ("templates", "words", "checklist"):
        ids |= set(ruleset.word_tables.get(table, {}))
    return frozenset(i for i in ids if len(i) > 2 and WORD.fullmatch(i))


@cache
def language_words(lang: str) -> frozenset[str]:
    """Every word this app legitimately shows in ``lang``: the catalog's texts and
    every book's words in that language."""
    words: set[str] = set()
    for (_context, source), forms in load(lang if lang != "en" else "es").entries.items():
        words |= set(WORD.findall(source if lang == "en" else " ".join(forms)))
    for name in ("moonveil", "luna_llena", "three_factions", "village_vs_nonvillage"):
        for table in find_ruleset(name).text_tables().values():
            for by_lang in table.values():
                words |= set(WORD.findall(str(by_lang.get(lang, ""))))
    return frozenset(words)


def leaks(texts: list[str], book: str, lang: str, names: frozenset[str] = frozenset()) -> list[str]:
    """Texts showing an engine id (as a whole word, not a word of the language) or a repr."""
    ids = engine_ids(book) - language_words(lang) - names
    found = []
    for text in texts:
        shown = ids & set(WORD.findall(text))
        if REPR.search(text) or shown:
            found.append(f"{text!r} {sorted(shown)}")
    return found


def strings_of(value: Any) -> list[str]:
    """Every string inside a scene dict (the projector's and the TV page's texts)."""
    if isinstance(value, str):
        return [value] if value else []
    if isinstance(value, dict):
        return [s for v in value.values() for s in strings_of(v)]
    if isinstance(value, list | tuple):
        return [s for v in value for s in strings_of(v)]
    return []


@cache
def phone_templates() -> jinja2.Environment:
    from moonveil_desktop.web.server import resources_dir

    return jinja2.Environment(
        loader=jinja2.FileSystemLoader(resources_dir() / "templates"), autoescape=True, trim_blocks=True
    )
