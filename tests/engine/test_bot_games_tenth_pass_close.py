"""The tenth pass over bot-game speed, part Q (issue 20, docs/performance.md): closing a
night, closing a vote and sending messages do less work for the same result.

- a message is built in ``GameState.send`` (tests/engine/test_fast_paths.py and
  test_bot_games_eighth_pass_values.py compare it with the dataclass's own);
- a vote counted in one pass over the seats (``tally_by_seat``) is the plain ``Fraction``
  tally of the same ballots, with the same shown rows, on every kind of weight (MV-6.5, MD-5),
  and so is a day's count by seat (``count_by_seat``) by either of its paths,
  and Moonveil's close announces what the plain tally announces, after every vote of bot games;
- the wolf attack's most-chosen target, its ties sorted by seat number, is the one found by a
  pass over every seat, with the same draw (MV-5.2);
- a Moonveil night holds the book's memory itself (``night.memory``), opened either way;
- a night files nowhere a submission that no step reads (the ninth pass's filing test).

The whole games are compared before and after by ``bench/engine_fingerprint.py``
(every message, view and state of all four books)."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from engine import Game
from engine.bot_tables import BOT_TABLES, BotTable
from engine.model import GameState
from engine.night import Snapshot
from engine.ruleset import find_ruleset
from engine.rulesets.moonveil.abilities import MoonveilNight, ext
from engine.rulesets.moonveil.night import blocks
from engine.rulesets.moonveil.rules import Moonveil
from engine.simulate import play_bot_game
from engine.voting import (
    Ballot,
    VoteResult,
    count_by_seat,
    most_chosen,
    plurality,
    plurality_of_wholes,
    strict_majority,
    strict_majority_of_wholes,
    tally_by_seat,
)
from tests.engine.test_bot_games_ninth_pass_close import WEIGHTS, _random_vote  # half the votes: shared wholes only
from tests.helpers import table

MOONVEIL_TABLES = [t for t in BOT_TABLES if t.ruleset == "moonveil"]

# -- a vote counted in one pass --------------------------------------------------------------


def _exact(result: VoteResult) -> tuple[object, ...]:
    return result.chosen, result.total_weight, result.tied, result.reason, list(result.totals.items())


def test_MV_6_5_MD_5_a_vote_counted_in_one_pass_is_the_plain_tally_of_its_ballots() -> None:
    rng = random.Random(11)
    counted = reasons = 0
    seen: set[str] = set()
    for _ in range(600):
        weights, choices = _random_vote(rng)
        ballots = [Ballot(seat, choices.get(seat), weight) for seat, weight in weights.items()]
        tally = tally_by_seat(weights, choices)
        shared = all(any(w is s for s in WEIGHTS[:4]) for w in weights.values())
        assert (tally is not None) == shared  # the exact path for any other weight
        seed = rng.random()
        for plurality_rule in (True, False):  # what a vote's close reads, by either path
            result, shown_rows = count_by_seat(weights, choices, plurality_rule, random.Random(seed))
            plain_result = (
                plurality(ballots, tie_break="random", rng=random.Random(seed), order=list(weights))
                if plurality_rule
                else strict_majority(ballots, sum(weights.values(), Fraction(0)))
            )
            assert _exact(result) == _exact(plain_result)
            assert shown_rows == [[b.voter, b.choice, str(b.weight)] for b in ballots]
        if tally is None:
            continue
        counted += 1
        shown, totals, total = tally
        assert shown == [[b.voter, b.choice, str(b.weight)] for b in ballots]
        assert total == sum(weights.values()) and isinstance(total, int)
        plain: dict[object, Fraction] = {}
        for b in ballots:
            if b.choice is not None:
                plain[b.choice] = plain.get(b.choice, Fraction(0)) + b.weight
        assert list(totals.items()) == list(plain.items())
        seed = rng.random()
        by_seat = plurality_of_wholes(totals, total, tie_break="random", rng=random.Random(seed), order=list(weights))
        kept = plurality(ballots, tie_break="random", rng=random.Random(seed), order=list(weights))
        assert _exact(by_seat) == _exact(kept)
        majority = strict_majority_of_wholes(totals, total)
        assert _exact(majority) == _exact(strict_majority(ballots, sum(weights.values(), Fraction(0))))
        seen |= {by_seat.reason, majority.reason}
        reasons += 1
    assert counted > 250 and reasons == counted
    assert {"plurality", "random_tie_break", "no_votes", "majority", "no_majority", "zero_total_weight"} <= seen


def _plain_ballots_line(state: GameState, plurality_rule: bool) -> dict[str, object]:
    """The ``ballots`` line of the plain tally: a ``Ballot`` per living seat, ``Fraction`` sums."""
    weights = Moonveil().day_weights(state)
    ballots = [Ballot(seat, state.ballots.get(seat), weight) for seat, weight in weights.items()]
    total = sum(weights.values(), Fraction(0))
    rng = random.Random()
    rng.setstate(state.rng.getstate())
    if plurality_rule:
        result = plurality(ballots, tie_break="random", rng=rng, order=list(weights))
    else:
        result = strict_majority(ballots, total)
    line: dict[str, object] = {
        "ballots": [[b.voter, b.choice, str(b.weight)] for b in ballots],
        "totals": [[c, str(w)] for c, w in result.totals.items()],
        "total": str(total),
        "threshold": str(total / 2),
    }
    if plurality_rule:  # the most votes decide: the line states no threshold (test_plurality_ballots_line.py)
        del line["threshold"]
    return line


@pytest.mark.parametrize("rule", ["plurality", "majority"])
@pytest.mark.parametrize("bot_table", MOONVEIL_TABLES, ids=lambda t: t.label)
def test_MV_6_5_every_vote_of_a_bot_game_announces_the_plain_tally(bot_table: BotTable, rule: str) -> None:
    closed = 0
    size = bot_table.sizes[0]
    book = find_ruleset("moonveil")
    options = {**bot_table.options_for(size), "vote": rule}
    for seed in range(3):
        played, game = play_bot_game(book, options, seed, size), Game(book, options, seed)
        for command in played.journal:
            state = game.state
            closing = state.phase.kind == "vote" and type(command).__name__ == "Advance"
            expected = _plain_ballots_line(state, rule == "plurality") if closing else None
            first = len(state.messages)
            game.apply(command)
            if expected is not None:
                line = next(m for m in game.state.messages[first:] if m.kind == "ballots")
                assert line.params == expected
                closed += 1
    assert closed > 0


# -- the night ---------------------------------------------------------------------------------


def test_MV_5_2_the_most_chosen_target_in_seat_numbers_is_the_one_found_over_every_seat() -> None:
    rng = random.Random(4)
    ties = 0
    for _ in range(300):
        choices = [rng.randrange(9) for _ in range(rng.randint(0, 4))]
        seed = rng.random()
        plain, quick = random.Random(seed), random.Random(seed)
        assert most_chosen(choices, quick) == most_chosen(choices, plain, range(9))
        assert quick.getstate() == plain.getstate()  # the same draws, from the same tied list
        ties += len(set(choices)) > 1
    assert ties > 50


def test_MN_3_a_nights_memory_is_the_books_memory_itself() -> None:
    game = table()
    state = game.state
    ext(state).curfews[1] = {2}
    snapshot = Snapshot.of(state)
    built = MoonveilNight(state, snapshot, [], number=1)
    opened = MoonveilNight.opened(state, snapshot, [], 1, [])
    assert built.memory is ext(state) and opened.memory is ext(state)
    blocks(opened)  # MN-3: last night's curfews, taken from the book's memory
    assert opened.blocked == {2} and 1 not in ext(state).curfews
