"""The fourteenth pass over bot-game speed, part C (issue 20, docs/performance.md): the
night's resolution and the votes do less, and what they skip could not change a game.

- a tie drawn by lot (``engine.draws.choice``: the pack's attack, a plurality vote) draws in
  one frame: ``Random.choice``'s item and generator state, for many lengths and seeds; a
  generator of another class keeps its own ``choice``;
- ``most_chosen`` answers two targets without its general pass: the plain count's target
  and draws, for random attacks;
- a day's weights and a banishment read the day's effects without building empty sets:
  the plain definition's weights (MD-5) and pardon (MV-2.12), effects present or not;
- the deaths step with nothing pending sorts nothing: no death, nobody recorded.

The whole games are compared before and after by ``bench/engine_fingerprint.py``."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

from engine.draws import choice
from engine.night import NightContext, Snapshot, apply_pending_deaths
from engine.rulesets.moonveil.abilities import ext
from engine.voting import ONE, most_chosen
from tests.helpers import table


class _OwnChoice(random.Random):
    """A generator whose ``choice`` is its own: ``engine.draws.choice`` must ask it."""

    def choice(self, seq: Any) -> Any:
        return seq[-1]


def test_a_tie_drawn_in_one_frame_is_random_choice_item_and_state() -> None:
    for length in range(1, 70):
        items = list(range(100, 100 + length))
        for seed in range(40):
            plain, quick = random.Random(seed), random.Random(seed)
            for _ in range(3):  # a redraw (a length not a power of two) happens on some seeds
                assert choice(quick, items) == plain.choice(items)
            assert quick.getstate() == plain.getstate()
    assert choice(_OwnChoice(1), [1, 2, 3]) == 3


def plain_most_chosen(choices: list[int], rng: random.Random) -> int | None:
    """``most_chosen`` as written before the pass: count, the best, the tied sorted, ``rng.choice``."""
    counts: dict[int, int] = {}
    for target in choices:
        counts[target] = counts.get(target, 0) + 1
    if not counts:
        return None
    best = max(counts.values())
    tied = sorted(s for s, n in counts.items() if n == best)
    return tied[0] if len(tied) == 1 else rng.choice(tied)


def test_MV_5_2_the_most_chosen_target_is_the_plain_counts_with_the_same_draws() -> None:
    rng = random.Random(14)
    pairs = ties = 0
    for _ in range(1500):
        choices = [rng.randrange(9) for _ in range(rng.randint(0, 5))]
        seed = rng.random()
        plain, quick = random.Random(seed), random.Random(seed)
        assert most_chosen(choices, quick) == plain_most_chosen(choices, plain)
        assert quick.getstate() == plain.getstate()  # the same draws, from the same tied list
        if len(set(choices)) == 2:
            pairs += 1
            ties += choices.count(choices[0]) * 2 == len(choices)
    assert pairs > 200 and ties > 100  # two targets, tied and not, are both reached


def plain_day_weights(state: Any) -> dict[int, Fraction]:
    """MD-5 written plainly: 0 if hushed, 2 if boosted, else 1, for every living seat."""
    effects = ext(state).day_effects.get(state.phase.number, {})
    hushed, boosted = effects.get("hushed", set()), effects.get("boosted", set())
    return {
        p.seat: Fraction(0) if p.seat in hushed else Fraction(2) if p.seat in boosted else Fraction(1)
        for p in state.players
        if p.alive
    }


def test_MD_5_a_days_weights_are_the_plain_rule_with_or_without_effects() -> None:
    game = table()
    state, book = game.state, game.ruleset
    number = state.phase.number
    cases: list[dict[str, set[int]] | None] = [
        None,
        {},
        {"hushed": set()},
        {"boosted": set(), "hushed": set()},
        {"pardoned": {1}},
        {"hushed": {0}},
        {"boosted": {2}},
        {"hushed": {3}, "boosted": {1, 4}, "pardoned": {2}},
    ]
    for effects in cases:
        ext(state).day_effects.pop(number, None)
        if effects is not None:
            ext(state).day_effects[number] = effects
        weights = book.day_weights(state)
        assert weights == plain_day_weights(state) and list(weights) == state.living_seats()
        if effects is None or not (effects.get("hushed") or effects.get("boosted")):
            assert all(w is ONE for w in weights.values())  # the shared weight: no Fraction per voter


def test_MV_2_12_a_pardon_is_read_whether_the_day_has_effects_or_not() -> None:
    for effects, pardoned in ((None, False), ({}, False), ({"hushed": {0}}, False), ({"pardoned": {2}}, True)):
        game = table()
        state = game.state
        day = state.phase.number
        if effects is not None:
            ext(state).day_effects[day] = effects
        before = len(state.messages)
        game.ruleset._banish(state, 2, day)  # type: ignore[attr-defined]
        kinds = [m.kind for m in state.messages[before:]]
        assert kinds == (["pardoned"] if pardoned else ["banished"])
        assert state.players[2].alive is pardoned


def test_MN_6_a_night_with_nothing_pending_applies_no_death() -> None:
    state = table().state
    ctx = NightContext(state, Snapshot.of(state), [])
    assert apply_pending_deaths(ctx) == [] and ctx.died == [] and not state.deaths
    ctx.pending[3] = "wolf_attack"
    ctx.pending[1] = "wolf_attack"
    assert apply_pending_deaths(ctx) == [1, 3] and ctx.died == [1, 3]  # together, in seat order
    assert [d.seat for d in state.deaths] == [1, 3]
