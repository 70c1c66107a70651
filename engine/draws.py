"""Draws from a game's generator with fewer Python frames than ``random.Random``'s
methods, and the same numbers (issue 20, docs/performance.md, thirteenth pass, part A).

``Random.shuffle`` calls ``_randbelow`` (a Python frame of its own) for every position;
for a plain ``random.Random`` that is ``_randbelow_with_getrandbits``, whose draw is
written here in the shuffle's own frame: ``k`` bits, redrawn until below the bound.
Any other generator (a subclass may draw otherwise) takes its own method."""

from __future__ import annotations

import random
from typing import Any


def shuffle(rng: random.Random, items: list[Any]) -> None:
    """``rng.shuffle(items)``: the same order, the generator left in the same state
    (tests/engine/test_bot_games_thirteenth_pass_a.py compares them)."""
    if type(rng) is not random.Random:
        rng.shuffle(items)
        return
    getrandbits = rng.getrandbits
    for i in reversed(range(1, len(items))):
        bound = i + 1
        k = bound.bit_length()
        j = getrandbits(k)
        while j >= bound:
            j = getrandbits(k)
        items[i], items[j] = items[j], items[i]
