"""What the voting module promises beyond who is chosen (mutation testing, issue 21):
the tie-break draws among the tied *in seat order* (AMB-MV-33, LL-5.3), a clear result
draws nothing from the game's RNG (a replay must make the same draws, MV-5.3), a
"none" tie-break never draws, and every result carries its total and reason."""

from __future__ import annotations

import random
from fractions import Fraction

from engine.voting import Ballot, ballots_with_weights, most_chosen, plurality, strict_majority

A, B, C = 0, 1, 2


def ballots(*pairs: tuple[int, int | None, int]) -> list[Ballot]:
    return [Ballot(v, c, Fraction(w)) for v, c, w in pairs]


def test_AMB_MV_33_the_random_tie_break_takes_the_tied_in_seat_order_not_ballot_order() -> None:
    tied_c_first = ballots((A, C, 1), (B, B, 1))  # C is voted first, B second
    for seed in range(6):
        result = plurality(tied_c_first, tie_break="random", rng=random.Random(seed), order=[A, B, C])
        assert result.chosen == random.Random(seed).choice([B, C])
        assert result.reason == "random_tie_break" and result.tied == (C, B) and result.total_weight == 2


def test_AMB_MV_33_seat_order_is_the_given_order_not_the_numbers() -> None:
    tied_b_first = ballots((A, B, 1), (B, C, 1))
    for seed in range(6):  # the living seats listed from C on
        result = plurality(tied_b_first, tie_break="random", rng=random.Random(seed), order=[C, A, B])
        assert result.chosen == random.Random(seed).choice([C, B])


def test_a_tie_without_tie_break_never_draws_even_with_an_rng() -> None:
    rng = random.Random(4)
    before = rng.getstate()
    result = plurality(ballots((A, B, 1), (B, C, 1)), tie_break="none", rng=rng)
    assert result.chosen is None and result.reason == "tie" and result.total_weight == 2
    assert rng.getstate() == before


def test_a_clear_plurality_says_its_total_and_reason() -> None:
    result = plurality(ballots((A, B, 2), (B, B, 1), (C, None, 1)), tie_break="random", rng=random.Random(1))
    assert (result.chosen, result.reason, result.total_weight, result.tied) == (B, "plurality", 4, ())
    empty = plurality(ballots((A, None, 3)), tie_break="none")
    assert (empty.chosen, empty.total_weight) == (None, 3)


def test_MV_2_13_a_majority_and_its_absence_say_their_total_and_reason() -> None:
    won = strict_majority(ballots((A, B, 1), (B, B, 1), (C, A, 1)), Fraction(3))
    assert (won.chosen, won.reason, won.total_weight) == (B, "majority", 3)
    lost = strict_majority(ballots((A, B, 1), (B, A, 1)), Fraction(3))
    assert (lost.chosen, lost.reason, lost.total_weight) == (None, "no_majority", 3)
    nobody = strict_majority([], Fraction(0))
    assert nobody.total_weight == 0


def test_ballots_are_in_seat_order_with_abstentions_and_default_weight() -> None:
    made = ballots_with_weights({C: A, A: B}, {C: Fraction(3, 2)}, [C, B, A])
    assert made == [Ballot(A, B, Fraction(1)), Ballot(B, None, Fraction(1)), Ballot(C, A, Fraction(3, 2))]


def test_MV_5_3_a_clear_joint_attack_draws_nothing_from_the_games_rng() -> None:
    rng = random.Random(9)
    before = rng.getstate()
    assert most_chosen([C, C, B], rng, [A, B, C]) == C
    assert rng.getstate() == before  # a replay makes exactly the draws the game made
    assert most_chosen([], rng, [A, B, C]) is None and rng.getstate() == before
    tied = most_chosen([C, B], random.Random(5), [A, B, C])
    assert tied == random.Random(5).choice([B, C])
