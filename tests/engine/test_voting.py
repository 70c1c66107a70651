"""The generic voting module (MV-2.13, MV-2.14, MV-T17, house-rule plurality)."""

from __future__ import annotations

import random
from fractions import Fraction

from engine.voting import (
    Ballot,
    abstentions,
    head_counts,
    most_chosen,
    motion,
    plurality,
    strict_majority,
    top_choices,
    weight_sum,
    weighted_totals,
)

A, B, C = 0, 1, 2


def ballots(*pairs: tuple[int, int | None, int | Fraction]) -> list[Ballot]:
    return [Ballot(v, c, Fraction(w)) for v, c, w in pairs]


def test_MV_2_14_zero_total_weight_banishes_nobody() -> None:
    result = strict_majority(ballots((A, B, 0), (B, C, 0), (C, B, 0)), Fraction(0))
    assert result.chosen is None and result.reason == "zero_total_weight"


def test_MV_2_13_majority_against_total_living_weight() -> None:
    assert strict_majority(ballots((A, B, 1)), Fraction(1)).chosen == B  # MV-T17 control: 1 > 0.5
    assert strict_majority(ballots((A, B, 1), (B, None, 1)), Fraction(2)).chosen is None  # 1 is not > 1


def test_weights_are_exact_fractions() -> None:
    result = strict_majority(ballots((A, C, Fraction(3, 2)), (B, A, 1)), Fraction(5, 2))
    assert result.chosen == C and result.totals[C] == Fraction(3, 2)


def test_plurality_random_tie_break_draws_among_the_tied() -> None:
    seen = {
        plurality(ballots((A, B, 1), (B, A, 1)), tie_break="random", rng=random.Random(s)).chosen for s in range(20)
    }
    assert seen == {A, B}


def test_plurality_without_tie_break_chooses_nobody_and_names_the_tie() -> None:
    result = plurality(ballots((A, B, 1), (B, A, 1), (C, None, 1)), tie_break="none")
    assert result.chosen is None and set(result.tied) == {A, B}


def test_plurality_with_no_votes_chooses_nobody() -> None:
    assert plurality(ballots((A, None, 1)), tie_break="random", rng=random.Random(0)).reason == "no_votes"


def test_head_counts_count_persons_not_weight() -> None:
    assert head_counts(ballots((A, C, 2), (B, C, 0), (C, A, 1))) == {C: 2, A: 1}


def test_most_chosen_ties_drawn_in_seat_order() -> None:
    picks = {most_chosen([5, 4], random.Random(s), list(range(8))) for s in range(20)}
    assert picks == {4, 5}
    assert most_chosen([3, 3, 4], random.Random(0), list(range(8))) == 3
    assert most_chosen([], random.Random(0), list(range(8))) is None


def test_integer_fast_paths_agree_with_plain_fraction_arithmetic() -> None:
    """``weight_sum``/``weighted_totals``/``top_choices`` add and compare whole
    weights as integers (docs/performance.md); the results must be the same
    ``Fraction`` values as plain ``Fraction`` sums, with halves and zeros mixed in."""
    rng = random.Random(11)
    pool = [Fraction(0), Fraction(1), Fraction(2), Fraction(3, 2), Fraction(1, 3)]
    for _ in range(300):
        whole_only = rng.random() < 0.5
        weights = [rng.choice(pool[:3] if whole_only else pool) for _ in range(rng.randint(0, 9))]
        ballots = [Ballot(v, rng.choice([None, 0, 1, 2]), w) for v, w in enumerate(weights)]
        expected: dict[int | str | None, Fraction] = {}
        for ballot in ballots:
            if ballot.choice is not None:
                expected[ballot.choice] = expected.get(ballot.choice, Fraction(0)) + ballot.weight
        totals = weighted_totals(ballots)
        assert totals == expected and list(totals) == list(expected)
        assert all(type(w) is Fraction for w in totals.values())
        assert weight_sum(weights) == sum(weights, Fraction(0))
        positive = {c: w for c, w in expected.items() if w > 0}
        best = max(positive.values(), default=None)
        assert top_choices(totals) == tuple(c for c, w in positive.items() if w == best)


def test_LL_8_4_motion_carried_only_by_more_than_half_of_every_ballots_weight() -> None:
    execute, pardon = "execute", "pardon"
    carried = motion(ballots((A, execute, 2), (B, pardon, 1)), execute)  # 2 > 3/2
    assert carried.chosen == execute and carried.reason == "carried" and carried.total_weight == 3
    half = motion(ballots((A, execute, 1), (B, None, 1)), execute)  # an abstention still counts: 1 is not > 1
    assert half.chosen is None and half.reason == "not_carried" and half.totals == {execute: 1}
    against = motion(ballots((A, pardon, 2), (B, execute, 1)), execute)  # a pardon majority chooses nobody
    assert against.chosen is None


def test_LL_8_4_motion_with_no_weight_is_not_carried() -> None:
    result = motion(ballots((A, "execute", 0), (B, "execute", 0)), "execute")
    assert result.chosen is None and result.total_weight == 0


def test_abstentions_count_missing_votes_whatever_their_weight() -> None:
    assert abstentions(ballots((A, None, 0), (B, C, 1), (C, None, 2))) == 2
    assert abstentions([]) == 0
