"""What a rule book is, as data: its name, titles, roles, abilities and table size.

Every part of ``engine.ruleset.Ruleset`` (setup, rules, outcome, views, words)
reads these, so they live in the one class the parts share.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TypeVar

from engine.abilities import Ability
from engine.model import GameState

BookState = TypeVar("BookState")

#: the languages every book writes its texts in (``scripts/translations.py check``)
LANGUAGES = ("en", "es", "it", "zh_CN")


@dataclass(frozen=True)
class RoleSpec:
    """A role as data: its starting attributes, abilities and texts per language."""

    id: str
    team: str
    seen_as: str
    counts_as: frozenset[str]
    abilities: tuple[str, ...] = ()
    names: Mapping[str, str] = field(default_factory=dict)
    texts: Mapping[str, str] = field(default_factory=dict)
    goals: Mapping[str, str] = field(default_factory=dict)
    number: int = 0

    def name(self, lang: str = "en") -> str:
        return self.names.get(lang) or self.names.get("en") or self.id

    def text(self, lang: str = "en") -> str:
        return self.texts.get(lang) or self.texts.get("en") or ""


class BookData:
    """The book's identity and contents, set as class attributes by each book."""

    name: str = ""
    aliases: tuple[str, ...] = ()
    titles: Mapping[str, str] = {}
    roles: Mapping[str, RoleSpec] = {}
    abilities: Mapping[str, Ability] = {}
    min_players = 3
    max_players = 99
    default_players = 8  # the table size the default options are made for


def state_access(kind: type[BookState]) -> Callable[[GameState], BookState]:
    """A book's ``ext(state)``: its own state, kept in ``state.ext``, typed as ``kind``
    (one definition for every book instead of the same three lines in each)."""

    def ext(state: GameState) -> BookState:
        book_state = state.ext
        assert isinstance(book_state, kind), f"not a {kind.__name__}: {type(book_state).__name__}"
        return book_state

    return ext
