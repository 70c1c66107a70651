"""Turning messages into words, in four languages, from a rule set's templates.

Templates are data: ``{kind: {lang: "…{target}…"}}``. Parameters named in
``SEAT_KEYS`` hold seats and are shown as player names; ``ROLE_KEYS`` hold role
ids and are shown as role names in the reader's language. A missing language
falls back to English, a missing template to the message kind.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from engine.model import Message
from engine.ruleset import RoleSpec
from engine.words import SENTENCE_GAP, in_lang, sentences

__all__ = ["SENTENCE_GAP", "in_lang", "listed", "missing_texts", "render_message", "sentences"]

SEAT_KEYS = frozenset({"seat", "target", "actor", "voter", "other", "first", "second", "speaker", "accused"})
SEAT_LIST_KEYS = frozenset({"seats", "targets", "visitors", "missing", "members", "winners"})
ROLE_KEYS = frozenset({"role", "guess"})

LIST_SEPARATOR = {"en": ", ", "es": ", ", "it": ", ", "zh_CN": "、"}
NOBODY = {"en": "nobody", "es": "nadie", "it": "nessuno", "zh_CN": "无人"}


def listed(items: Iterable[str], lang: str) -> str:
    """Names one after another as ``lang`` lists them: "Ana, Bea", "Ana、Bea"."""
    return LIST_SEPARATOR.get(lang, ", ").join(items)


def _value(key: str, value: Any, names: list[str], roles: Mapping[str, RoleSpec], lang: str) -> Any:
    if key in SEAT_KEYS and isinstance(value, int):
        return names[value]
    if key in SEAT_LIST_KEYS and isinstance(value, list):
        shown = [names[v] if isinstance(v, int) else str(v) for v in value]
        return listed(shown, lang) if shown else NOBODY.get(lang, "nobody")
    if key in ROLE_KEYS and isinstance(value, str) and value in roles:
        return roles[value].name(lang)
    return value


def render_message(
    templates: Mapping[str, Mapping[str, str]],
    message: Message,
    names: list[str],
    roles: Mapping[str, RoleSpec],
    lang: str = "en",
) -> str:
    """The message's text in ``lang`` (English when no translation exists)."""
    by_lang = templates.get(message.kind)
    if not by_lang:
        return message.kind
    template = by_lang.get(lang) or by_lang.get("en") or message.kind
    values = {k: _value(k, v, names, roles, lang) for k, v in message.params.items()}
    try:
        return template.format(**values)
    except (KeyError, IndexError, ValueError):
        return template


def missing_texts(tables: Mapping[str, Mapping[str, Mapping[str, str]]], languages: tuple[str, ...]) -> list[str]:
    """``table[key]: es, zh_CN`` for every text of ``tables`` missing in some language."""
    found = []
    for table, texts in tables.items():
        for key, by_lang in texts.items():
            missing = [lang for lang in languages if not str(by_lang.get(lang) or "").strip()]
            if missing:
                found.append(f"{table}[{key}]: {', '.join(missing)}")
    return found
