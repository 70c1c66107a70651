"""The seventh pass over bot-game speed (issue 20, docs/performance.md): what is now
computed once must be what computing it afresh gives, whatever command came between.

- the missing seats are computed once per state (``Ruleset.current_missing``): the
  table's loop and the check of the ``Advance`` that closes the phase read the same
  list; after every command of a bot game of every book it equals ``missing`` on an
  empty memo, and a submission or a ballot drops it (MV-9.2: the close is refused while
  someone is missing, and allowed once the last one acted);
- a tally of shared whole weights is counted in one pass as integers: the totals are
  the ones the per-choice ``weight_sum`` gives, the same shared ``Fraction`` objects,
  in the same order, and any other weight takes the exact path (MV-6.5, MD-5).

The whole games are compared before and after by ``bench/engine_fingerprint.py``
(every message, view and state of all four books)."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from engine import Advance, Submit, Vote
from engine.bot_tables import BOT_TABLES, BotTable
from engine.errors import Incomplete
from engine.voting import ONE, ZERO, Ballot, weight_sum, weighted_totals, whole
from tests.helpers import bot_game_to_replay, finish_night, table

# -- the missing seats, once per state -------------------------------------------------


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
def test_the_missing_seats_read_once_per_state_are_the_seats_counted_afresh(bot_table: BotTable) -> None:
    """Every command of a bot game of every book: the kept list is the fresh count,
    and the next command (whatever its kind) never finds the list of the state before."""
    played, game = bot_game_to_replay(bot_table, 5)
    kinds: set[str] = set()
    for command in played.journal:
        game.missing()  # fills the memo
        assert "missing" in game.state.memo or game.state.outcome is not None
        game.apply(command)
        kinds.add(type(command).__name__)
        assert "missing" not in game.state.memo  # dropped by every command, actions too
        read = game.missing()
        game.state.memo.clear()
        assert read == game.missing() == game.ruleset.missing(game.state), command
    assert {"SeatPlayer", "Deal", "Advance"} <= kinds
    assert game.state.messages == played.state.messages


def test_MV_9_2_the_close_waits_for_the_last_player_and_not_longer() -> None:
    """The table asks who is missing, the host's Advance is refused naming that player;
    once the player acts, the same question and the same Advance see the new state."""
    game = table()
    for prompt in game.prompts()[:-1]:
        ability = prompt.abilities[0]
        count = game.ruleset.abilities[ability].targeting.count
        game.apply(Submit(prompt.seat, ability, tuple(game.legal_targets(prompt.seat, ability)[:count])))
    assert game.missing() == [7]
    with pytest.raises(Incomplete) as refused:
        game.apply(Advance())
    assert refused.value.params["names"] == ("P8",)
    assert game.missing() == [7]
    game.apply(Submit(7, "ready"))
    assert game.missing() == []
    game.apply(Advance())
    assert game.state.phase.kind == "day"


def test_MV_9_2_a_vote_closes_once_the_last_ballot_is_in() -> None:
    game = table()
    finish_night(game, p1=("attack", (4,)), p2=("attack", (4,)))
    game.apply(Advance())  # the vote opens (MV-6.2)
    living = game.state.living_seats()
    for voter in living[:-1]:
        game.apply(Vote(voter, None))
    assert game.missing() == [living[-1]]
    with pytest.raises(Incomplete):
        game.apply(Advance())
    game.apply(Vote(living[-1], None))
    assert game.missing() == []
    game.apply(Advance())
    assert game.state.phase.kind == "night"


# -- a tally of shared wholes in one pass ----------------------------------------------


def per_choice_totals(ballots: list[Ballot]) -> dict[object, Fraction]:
    """The tally as it was written before: the weights grouped per choice, each summed."""
    grouped: dict[object, list[Fraction]] = {}
    for ballot in ballots:
        if ballot.choice is not None:
            grouped.setdefault(ballot.choice, []).append(ballot.weight)
    return {choice: weight_sum(weights) for choice, weights in grouped.items()}


WEIGHTS = [ZERO, ONE, whole(2), whole(3), Fraction(3, 2), Fraction(1), Fraction(300)]


@pytest.mark.parametrize("seed", range(40))
def test_MV_6_5_MD_5_a_tally_in_one_pass_is_the_per_choice_sums(seed: int) -> None:
    rng = random.Random(seed)
    weights = WEIGHTS[:4] if seed % 2 else WEIGHTS  # even seeds mix in weights that are not shared
    choices: list[int | str | None] = [None, 0, 1, 2, 3, "pardon"]
    ballots = [Ballot(voter, rng.choice(choices), rng.choice(weights)) for voter in range(rng.randrange(0, 30))]
    counted = weighted_totals(ballots)
    expected = per_choice_totals(ballots)
    assert counted == expected
    assert list(counted) == list(expected)  # order of first appearance
    assert [id(w) for w in counted.values()] == [id(w) for w in expected.values()] or seed % 2 == 0
    assert weighted_totals(iter(ballots)) == expected  # any iterable, read once


def test_MV_6_5_a_total_past_the_shared_wholes_is_still_exact() -> None:
    ballots = [Ballot(voter, 1, whole(200)) for voter in range(3)]
    assert weighted_totals(ballots) == {1: Fraction(600)}


def test_MD_5_an_abstaining_voter_of_any_weight_counts_for_nobody() -> None:
    ballots = [Ballot(0, None, Fraction(3, 2)), Ballot(1, 2, ONE), Ballot(2, 2, whole(2))]
    assert weighted_totals(ballots) == {2: whole(3)}
    assert weighted_totals([Ballot(0, None, ONE)]) == {}
