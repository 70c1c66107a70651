"""A game's generator, seeded and drawn from with fewer Python frames than
``random.Random``'s methods, and the same numbers (issue 20, docs/performance.md,
twelfth pass, part P, and thirteenth pass, part A).

``Random.shuffle`` calls ``_randbelow`` (a Python frame of its own) for every position;
for a plain ``random.Random`` that is ``_randbelow_with_getrandbits``, whose draw is
written here in the shuffle's own frame: ``k`` bits, redrawn until below the bound.
Any other generator (a subclass may draw otherwise) takes its own method."""

from __future__ import annotations

import _random
import random
from collections.abc import Sequence
from typing import Any, TypeVar

Item = TypeVar("Item")


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


def seeded(seed: int) -> random.Random:
    """``random.Random(seed)``. For an ``int`` seed, ``Random.seed`` hands the number to
    the C generator's ``seed`` and sets ``gauss_next``: done here without the two Python
    frames of ``Random.__init__`` and ``Random.seed`` (36.1 k instructions a generator
    against ~31 k; tests/engine/test_bot_games_twelfth_pass_command.py compares the
    generators). Any other seed (a text, a float, ``None``) takes ``Random`` itself."""
    if type(seed) is not int:
        return random.Random(seed)
    rng = _NEW_RANDOM(random.Random)  # seeded from the OS (C ``random_new``), then at once reseeded
    _SEED(rng, seed)
    rng.gauss_next = None  # type: ignore[attr-defined]  # what ``Random.seed`` sets after the C seed
    return rng


_NEW_RANDOM = random.Random.__new__
_SEED = _random.Random.seed


def choice(rng: random.Random, items: Sequence[Item]) -> Item:
    """``rng.choice(items)``: the same item, the generator left in the same state, for a
    plain ``random.Random`` without ``choice``'s and ``_randbelow``'s two Python frames
    (a tie drawn by lot: the pack's attack, a plurality vote). ``items`` is not empty.
    Any other generator takes its own ``choice``
    (tests/engine/test_bot_games_fourteenth_pass_c.py compares them)."""
    if type(rng) is not random.Random:
        return rng.choice(items)
    bound = len(items)
    k = bound.bit_length()
    getrandbits = rng.getrandbits
    j = getrandbits(k)
    while j >= bound:
        j = getrandbits(k)
    return items[j]
