"""The books' small helpers are written once in the core (issue 23): a book's
``word(key, lang)`` is ``word_lookup(its table)`` and its ``ext(state)`` is
``state_access(its state class)``, never a copy of the same lines."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from engine.model import GameState
from engine.ruleset import word_lookup
from engine.ruleset_book import state_access

BOOKS = Path(__file__).resolve().parents[2] / "engine" / "rulesets"


def test_no_book_defines_its_own_word_or_ext() -> None:
    copies = [
        f"{path.relative_to(BOOKS)}: {match.group(0)}"
        for path in sorted(BOOKS.rglob("*.py"))
        for match in re.finditer(r"^def (word|ext)\(", path.read_text(encoding="utf-8"), re.M)
    ]
    assert copies == []


def test_word_lookup_falls_back_to_english_then_the_key() -> None:
    word = word_lookup({"night": {"en": "Night", "es": "Noche"}})
    assert (word("night", "es"), word("night", "it"), word("dawn", "es")) == ("Noche", "Night", "dawn")


@dataclass
class _Mine:
    charges: int = 2


def test_state_access_gives_the_book_its_typed_state_and_refuses_another() -> None:
    import random

    ext = state_access(_Mine)
    state = GameState(ruleset="x", options={}, seed=0, rng=random.Random(0))
    state.ext = _Mine()
    assert ext(state).charges == 2
    state.ext = object()
    with pytest.raises(AssertionError, match="not a _Mine"):
        ext(state)
