"""A generic voting module: weights, strict majority, plurality, tie-breaks.

Pure functions over ballots; a rule set picks the procedure and the publicity.
Weights are ``Fraction`` so a 1.5 sheriff or a 0-weight Vampiro are exact.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from engine.commands import VoteChoice
from engine.draws import choice as drawn_from
from engine.quick_init import quick_init


@quick_init
@dataclass(frozen=True, slots=True)
class Ballot:
    voter: int
    choice: VoteChoice
    weight: Fraction


@quick_init
@dataclass(frozen=True, slots=True)
class VoteResult:
    """What a tally decided. ``chosen`` is None when nobody is chosen."""

    chosen: VoteChoice
    totals: dict[VoteChoice, Fraction]
    total_weight: Fraction
    tied: tuple[VoteChoice, ...] = ()
    reason: str = ""


def ballots_with_weights(
    choices: Mapping[int, VoteChoice], weights: Mapping[int, Fraction], voters: Iterable[int]
) -> list[Ballot]:
    """One ballot per voter, in seat order; a missing vote is an abstention."""
    return [Ballot(v, choices.get(v), weights.get(v, ONE)) for v in sorted(voters)]


SHARED_WHOLES = 256
"""Whole totals below this are shared ``Fraction``s (see ``whole``)."""
_WHOLES: dict[int, Fraction] = {}
_HALVES: dict[int, Fraction] = {}
_SHARED_VALUE: dict[int, int] = {}
"""``id`` of each shared whole ``Fraction`` → its value, and of each shared whole or
half → its text. ``numerator``, ``denominator`` and ``str`` of a ``Fraction`` are
Python code, run for every weight of every tally and every ballot shown; one dict
lookup reads them instead. The shared values live in ``_WHOLES`` and ``_HALVES``
for good, so no other object can ever get one of these ids."""
_SHARED_TEXT: dict[int, str] = {}
_SHARED_WHOLE: dict[int, tuple[int, str]] = {}
"""``id`` of each shared whole → its value and its text, read in one lookup (``tally_by_seat``)."""


def whole(number: int) -> Fraction:
    """``Fraction(number)``. Small ones are made once and shared (a ``Fraction`` is
    immutable): building one runs its normalising constructor in Python, and every
    tally of every vote builds a total per choice."""
    if not 0 <= number < SHARED_WHOLES:
        return Fraction(number)
    found = _WHOLES.get(number)
    if found is None:
        found = _WHOLES[number] = Fraction(number)
        _SHARED_VALUE[id(found)] = number
        _SHARED_TEXT[id(found)] = str(found)
        _SHARED_WHOLE[id(found)] = (number, _SHARED_TEXT[id(found)])
    return found


ZERO = whole(0)
ONE = whole(1)
_WHOLE_TEXTS = tuple(str(number) for number in range(SHARED_WHOLES))
"""``str(n)`` of each integer below ``SHARED_WHOLES`` (a vote's totals are never negative)."""
_ONE_WHOLE = _SHARED_WHOLE[id(ONE)]


def text(weight: Fraction) -> str:
    """``str(weight)``: a shared whole's or half's text is read, not formatted."""
    found = _SHARED_TEXT.get(id(weight))
    return str(weight) if found is None else found


ShownBallots = list[list[VoteChoice | str]]
"""``[voter, choice, text(weight)]`` per seat (``shown_ballots``)."""


def shown_ballots(weights: Mapping[int, Fraction], choices: Mapping[int, VoteChoice]) -> ShownBallots:
    """``[voter, choice, text(weight)]`` per seat of ``weights`` (what a table announces
    of ``votes_by_seat``), the texts read in one comprehension, not a ``text`` call each."""
    shared = _SHARED_TEXT
    return [[seat, choices.get(seat), shared.get(id(w)) or str(w)] for seat, w in weights.items()]


def shown_totals(totals: Mapping[VoteChoice, Fraction]) -> list[list[VoteChoice | str]]:
    """``[choice, text(total)]`` per choice, as ``shown_ballots``."""
    shared = _SHARED_TEXT
    return [[c, shared.get(id(w)) or str(w)] for c, w in totals.items()]


def half(total: Fraction) -> Fraction:
    """``total / 2`` (a majority threshold); halves of small whole totals are shared, as in ``whole``."""
    number = _SHARED_VALUE.get(id(total))  # a shared whole's integer: no ``numerator`` property call
    if number is None:
        if total.denominator != 1 or not 0 <= total.numerator < SHARED_WHOLES:
            return total / 2
        number = total.numerator
    found = _HALVES.get(number)
    if found is None:
        found = _HALVES[number] = total / 2
        _SHARED_TEXT[id(found)] = str(found)
    return found


def weight_sum(weights: Iterable[Fraction]) -> Fraction:
    """The exact sum of ``weights``. Whole weights (the usual case) are added as
    integers: ``Fraction`` arithmetic normalises through a gcd on every step and
    dominated the tally of a bot game."""
    weights = list(weights)
    shared = list(map(_SHARED_VALUE.get, map(id, weights)))  # each shared whole's integer, read in C
    if None not in shared:  # every weight a shared whole (the usual case): no Python loop at all
        return whole(sum(shared))  # type: ignore[arg-type]
    whole_part = 0
    rest: list[Fraction] = []
    for weight, value in zip(weights, shared, strict=True):
        if value is not None:
            whole_part += value
        elif weight.denominator == 1:
            whole_part += weight.numerator
        else:
            rest.append(weight)
    return sum(rest, Fraction(whole_part)) if rest else whole(whole_part)


Votes = list[tuple[VoteChoice, Fraction]]
"""Each ballot's choice and weight, in ballot order: what a tally reads (``votes_of``,
``votes_by_seat``)."""


def votes_of(ballots: Iterable[Ballot]) -> Votes:
    """The choice and weight of each ballot."""
    return [(b.choice, b.weight) for b in ballots]


def votes_by_seat(weights: Mapping[int, Fraction], choices: Mapping[int, VoteChoice]) -> Votes:
    """One vote per seat of ``weights``, in its order: the seat's choice (none: an
    abstention) with its weight. A book that keeps ballots by seat tallies these
    without building a ``Ballot`` per voter (~3 k instructions each)."""
    return [(choices.get(seat), weight) for seat, weight in weights.items()]


SeatTally = tuple[ShownBallots, dict[VoteChoice, int], int]
"""What ``tally_by_seat`` finds: the shown ballots, the integer total per choice, the integer total."""


def tally_by_seat(weights: Mapping[int, Fraction], choices: Mapping[int, VoteChoice]) -> SeatTally | None:
    """In one pass over the seats of ``weights`` (a missing ballot abstains): the rows
    ``shown_ballots`` shows, the integer total per choice in order of first appearance
    (abstentions left out) and the integer total of every vote, as ``_whole_tally`` counts
    ``votes_by_seat``. None when a weight is not a shared whole (the exact path then).
    Three passes (the votes, their tally, the shown rows) read each seat's choice and
    weight three times; a vote's close needs all three."""
    rows: ShownBallots = []
    totals: dict[VoteChoice, int] = {}
    one, one_text = ONE, _ONE_WHOLE[1]
    for seat, weight in weights.items():  # every voter weighing ``ONE`` (most days): a vote is 1
        if weight is not one:
            break
        choice = choices.get(seat)
        rows.append([seat, choice, one_text])
        if choice is not None:
            totals[choice] = totals.get(choice, 0) + 1
    else:
        return rows, totals, len(rows)
    return _weighed_tally(weights, choices)


def _weighed_tally(weights: Mapping[int, Fraction], choices: Mapping[int, VoteChoice]) -> SeatTally | None:
    """``tally_by_seat`` when some voter weighs other than ``ONE``: each weight's integer and
    text read from the shared wholes."""
    rows: ShownBallots = []
    totals: dict[VoteChoice, int] = {}
    total = 0
    shared, one, ones = _SHARED_WHOLE, ONE, _ONE_WHOLE
    for seat, weight in weights.items():
        # most voters weigh ``ONE``: its entry read without an ``id`` and a ``get`` (two calls)
        found = ones if weight is one else shared.get(id(weight))
        if found is None:
            return None
        value, shown = found
        choice = choices.get(seat)
        rows.append([seat, choice, shown])
        total += value
        if choice is not None:
            totals[choice] = totals.get(choice, 0) + value
    return rows, totals, total


def count_by_seat(
    weights: Mapping[int, Fraction], choices: Mapping[int, VoteChoice], plurality: bool, rng: random.Random
) -> tuple[VoteResult, ShownBallots]:
    """A day's tally of ballots kept by seat (a missing ballot abstains) and the ballots as
    shown: the strict majority of every vote's weight, or with ``plurality`` the most weight
    with one random draw among the tied in the order of ``weights``. When every weight is a
    shared whole (the usual case) one pass over the seats counts integers and the shown rows
    together (``tally_by_seat``); otherwise the exact ``Fraction`` path."""
    tally = tally_by_seat(weights, choices)
    if tally is not None:
        shown, counted, total = tally
        if plurality:
            return plurality_of_wholes(counted, total, tie_break="random", rng=rng, order=list(weights)), shown
        return strict_majority_of_wholes(counted, total), shown
    votes = votes_by_seat(weights, choices)
    if plurality:
        result = plurality_of(votes, tie_break="random", rng=rng, order=list(weights))
    else:
        result = strict_majority_of(votes, weight_sum(weights.values()))
    return result, shown_ballots(weights, choices)


def day_count(
    weights: Mapping[int, Fraction], choices: Mapping[int, VoteChoice], plurality: bool, rng: random.Random
) -> tuple[VoteChoice, dict[str, Any]]:
    """``count_by_seat`` as a day's close reads it: who is chosen, and the parameters of the
    line that shows the count (``ballots``, ``totals``, ``total``, ``threshold``: the texts
    of the shown rows, of each choice's total, of every vote's weight and of its half).

    When every weight is a shared whole (the usual case) the choice is decided on the
    integers of ``tally_by_seat`` as ``plurality_of_wholes`` / ``strict_majority_of_wholes``
    decide it (the same draw from the same list on a tie) and the texts are the integers'
    own: ``str`` of a whole ``Fraction`` is its integer's, and of half of ``n`` it is
    ``n // 2`` or ``n/2``. No ``VoteResult``, no ``Fraction`` per total, no frame per step
    (tests/engine/test_bot_games_eleventh_pass_close.py compares both paths)."""
    tally = tally_by_seat(weights, choices)
    if tally is None:  # a weight that is not a shared whole: the exact path
        result, shown = count_by_seat(weights, choices, plurality, rng)
        total_weight = result.total_weight
        return result.chosen, {
            "ballots": shown,
            "totals": shown_totals(result.totals),
            "total": text(total_weight),
            "threshold": text(half(total_weight)),
        }
    shown, counted, total = tally
    chosen: VoteChoice = None
    if plurality:
        tied = _tied_top(counted)
        if len(tied) == 1:
            chosen = tied[0]
        elif tied:  # ``_plurality``'s draw: the tied in the order of ``weights``
            chosen = _drawn(tied, rng, list(weights))
    elif total > 0:
        chosen = _majority_choice(counted, total)
    texts = _WHOLE_TEXTS  # a small integer's text read, not formatted by a ``str`` call
    return chosen, {
        "ballots": shown,
        "totals": [[c, texts[v] if v < SHARED_WHOLES else str(v)] for c, v in counted.items()],
        "total": texts[total] if total < SHARED_WHOLES else str(total),
        "threshold": str(total >> 1) if total & 1 == 0 else f"{total}/2",
    }


def weighted_totals(ballots: Iterable[Ballot]) -> dict[VoteChoice, Fraction]:
    """Weight per choice, abstentions left out, in order of first appearance."""
    return _totals_of(votes_of(ballots))


def _totals_of(votes: Votes) -> dict[VoteChoice, Fraction]:
    counted = _whole_tally(votes)
    if counted is not None:  # every weight a shared whole (the usual case): one pass, integers
        return _as_wholes(counted[0])
    grouped: dict[VoteChoice, list[Fraction]] = {}
    for choice, weight in votes:
        if choice is not None:
            grouped.setdefault(choice, []).append(weight)
    return {choice: weight_sum(weights) for choice, weights in grouped.items()}


def _whole_tally(votes: Votes) -> tuple[dict[VoteChoice, int], int] | None:
    """The integer total per choice and of every vote (abstentions too) when every
    weight is a shared whole, else None. ``weight_sum`` per choice built two lists per
    choice for the same integers; the whole total comes from the same pass."""
    totals: dict[VoteChoice, int] = {}
    total = 0
    shared = _SHARED_VALUE
    for choice, weight in votes:
        value = shared.get(id(weight))
        if value is None:
            return None
        total += value
        if choice is not None:
            totals[choice] = totals.get(choice, 0) + value
    return totals, total


def _as_wholes(counted: Mapping[VoteChoice, int]) -> dict[VoteChoice, Fraction]:
    """Integer totals as the shared ``Fraction``s ``whole`` gives (read, not called, when shared)."""
    wholes = _WHOLES
    return {choice: wholes[value] if value in wholes else whole(value) for choice, value in counted.items()}


def head_counts(ballots: Iterable[Ballot]) -> dict[VoteChoice, int]:
    """Persons per choice, whatever their weight (Luna llena's public display)."""
    counts: dict[VoteChoice, int] = {}
    for ballot in ballots:
        if ballot.choice is not None:
            counts[ballot.choice] = counts.get(ballot.choice, 0) + 1
    return counts


def strict_majority(ballots: list[Ballot], total_weight: Fraction) -> VoteResult:
    """A choice wins only with more than half of ``total_weight``; zero total
    weight chooses nobody."""
    return strict_majority_of(votes_of(ballots), total_weight)


def strict_majority_of(votes: Votes, total_weight: Fraction) -> VoteResult:
    """``strict_majority`` of the ballots' choices and weights."""
    tally = _whole_tally(votes)
    total_value = _SHARED_VALUE.get(id(total_weight))
    if tally is not None and total_value is not None:  # every weight a shared whole: integers
        return strict_majority_of_wholes(tally[0], total_value)
    totals = _totals_of(votes)
    return _majority(totals, total_weight, totals, total_weight)


def strict_majority_of_wholes(counted: Mapping[VoteChoice, int], total: int) -> VoteResult:
    """``strict_majority_of`` of integer totals (``tally_by_seat``): compared as integers,
    not through ``Fraction``'s Python operators."""
    return _majority(counted, total, _as_wholes(counted), whole(total))


def _majority(
    counted: Mapping[VoteChoice, Fraction] | Mapping[VoteChoice, int],
    total: Fraction | int,
    totals: dict[VoteChoice, Fraction],
    total_weight: Fraction,
) -> VoteResult:
    """The strict majority of ``counted`` out of ``total`` (both exact, integers or
    ``Fraction``s); the result holds ``totals`` and ``total_weight``, their ``Fraction``s."""
    if total <= 0:
        return VoteResult(None, totals, total_weight, reason="zero_total_weight")
    chosen = _majority_choice(counted, total)
    if chosen is not None:
        return VoteResult(chosen, totals, total_weight, reason="majority")
    return VoteResult(None, totals, total_weight, reason="no_majority")


def _majority_choice(
    counted: Mapping[VoteChoice, Fraction] | Mapping[VoteChoice, int], total: Fraction | int
) -> VoteChoice:
    """The choice holding more than half of ``total`` (a positive total), else None: the
    rule of ``_majority`` and of ``day_count``, written once (MV-6.5)."""
    for choice, value in counted.items():
        if 2 * value > total:
            return choice
    return None


def motion(ballots: list[Ballot], yes: VoteChoice) -> VoteResult:
    """A yes-or-no question: carried (``chosen`` is ``yes``) only when the weight
    for ``yes`` is more than half the weight of every ballot, abstentions
    included; otherwise nobody is chosen (Luna llena's judgment, D-5)."""
    total = weight_sum(b.weight for b in ballots)
    result = strict_majority(ballots, total)
    carried = result.chosen == yes
    return VoteResult(yes if carried else None, result.totals, total, reason="carried" if carried else "not_carried")


def abstentions(ballots: Iterable[Ballot]) -> int:
    """How many ballots chose nobody (a missing vote is an abstention)."""
    return sum(1 for ballot in ballots if ballot.choice is None)


def top_choices(totals: Mapping[VoteChoice, Fraction]) -> tuple[VoteChoice, ...]:
    """Every choice sharing the highest positive total, in order of appearance."""
    shared = _SHARED_VALUE
    counted = {c: shared.get(id(w), -1) for c, w in totals.items()}  # -1: not a shared whole (those are >= 0)
    if -1 not in counted.values():  # every total a shared whole (the usual case): compared as integers
        return _top_of(counted)
    positive = {c: w for c, w in totals.items() if w.numerator > 0}  # denominators are positive
    if not positive:
        return ()
    if all(w.denominator == 1 for w in positive.values()):  # compare whole weights as integers (speed)
        top = max(w.numerator for w in positive.values())
        return tuple(c for c, w in positive.items() if w.numerator == top)
    best = max(positive.values())
    return tuple(c for c, w in positive.items() if w == best)


def _top_of(counted: Mapping[VoteChoice, int]) -> tuple[VoteChoice, ...]:
    """``top_choices`` of integer totals: every choice with the highest positive total."""
    return tuple(_tied_top(counted))


def _tied_top(counted: Mapping[VoteChoice, int]) -> list[VoteChoice]:
    """Every choice with the highest positive total, in order of appearance, found in one
    loop: ``max`` with a ``default`` (a keyword: CPython's slow call path) and a
    comprehension over the totals cost ~8.8 k instructions a vote's close for a handful of
    choices (docs/performance.md, fifteenth pass, part b)."""
    best = 0  # a total of 0 (every voter for it hushed) is never among the top
    tied: list[VoteChoice] = []
    for choice, value in counted.items():
        if value > best:
            best = value
            tied = [choice]
        elif value == best and best:
            tied.append(choice)
    return tied


def plurality(
    ballots: list[Ballot], *, tie_break: str, rng: random.Random | None = None, order: list[VoteChoice] | None = None
) -> VoteResult:
    """Most weight wins. ``tie_break``: "random" (one draw among the tied, in
    ``order``), or "none" (a tie chooses nobody; the caller may re-vote)."""
    return plurality_of(votes_of(ballots), tie_break=tie_break, rng=rng, order=order)


def plurality_of(
    votes: Votes, *, tie_break: str, rng: random.Random | None = None, order: list[VoteChoice] | None = None
) -> VoteResult:
    """``plurality`` of the ballots' choices and weights."""
    tally = _whole_tally(votes)
    if tally is not None:  # every weight a shared whole (the usual case): one pass, compared as integers
        return plurality_of_wholes(tally[0], tally[1], tie_break=tie_break, rng=rng, order=order)
    totals = _totals_of(votes)
    return _plurality(totals, weight_sum([weight for _, weight in votes]), top_choices(totals), tie_break, rng, order)


def plurality_of_wholes(
    counted: Mapping[VoteChoice, int],
    total: int,
    *,
    tie_break: str,
    rng: random.Random | None = None,
    order: list[VoteChoice] | None = None,
) -> VoteResult:
    """``plurality_of`` of integer totals (``tally_by_seat``)."""
    return _plurality(_as_wholes(counted), whole(total), _top_of(counted), tie_break, rng, order)


def _plurality(
    totals: dict[VoteChoice, Fraction],
    total: Fraction,
    tied: tuple[VoteChoice, ...],
    tie_break: str,
    rng: random.Random | None,
    order: list[VoteChoice] | None,
) -> VoteResult:
    if not tied:
        return VoteResult(None, totals, total, reason="no_votes")
    if len(tied) == 1:
        return VoteResult(tied[0], totals, total, reason="plurality")
    if tie_break == "random" and rng is not None:
        return VoteResult(_drawn(tied, rng, order), totals, total, tied=tied, reason="random_tie_break")
    return VoteResult(None, totals, total, tied=tied, reason="tie")


def _drawn(tied: Sequence[VoteChoice], rng: random.Random, order: list[VoteChoice] | None) -> VoteChoice:
    """The tie-break by lot: one draw over the tied in ``order`` (as given without one), so a
    replay does not depend on the order the ballots came in (``_plurality`` and ``day_count``)."""
    return drawn_from(rng, sorted(tied, key=order.index) if order else list(tied))  # ``rng.choice``, one frame


def most_chosen(choices: Iterable[int], rng: random.Random, seat_order: Iterable[int] | None = None) -> int | None:
    """The target named most often (a pack's joint attack); ties drawn once at
    random among the tied targets taken in seat order (``seat_order``; none given:
    the seat numbers' own order, the tied targets sorted, no pass over every seat)."""
    counts: dict[int, int] = {}
    for target in choices:
        counts[target] = counts.get(target, 0) + 1
    if len(counts) < 2:  # nobody, or one target named (a lone Wolf, an agreeing pack): no tie
        for target in counts:  # the one target, read by the loop: no ``iter`` and ``next`` calls
            return target
        return None
    if len(counts) == 2 and seat_order is None:  # two targets (a pack of two that disagrees):
        (first, n_first), (second, n_second) = counts.items()  # no pass for the best, no list
        if n_first != n_second:  # comprehension: the one named more, or the two sorted
            return first if n_first > n_second else second
        return drawn_from(rng, [first, second] if first < second else [second, first])
    best = max(counts.values())
    if seat_order is None:
        tied = sorted([s for s, n in counts.items() if n == best])
    else:
        tied = [s for s in seat_order if counts.get(s) == best]
    return tied[0] if len(tied) == 1 else drawn_from(rng, tied)  # ``rng.choice``, one frame (engine/draws.py)
