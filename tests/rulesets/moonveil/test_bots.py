"""Moonveil's seat-filling bots (issue 18, MV-9.6/9.7): the ``role-aware`` default
votes like a person, from its own view only; ``rulebook`` keeps the §8 table."""

from __future__ import annotations

import random
from typing import Any

from engine import Advance, Vote
from engine.ruleset import find_ruleset
from engine.rulesets.moonveil.bots import ROLE_AWARE, RULEBOOK, table_suspects
from engine.simulate import simulate
from tests.helpers import finish_night, table


def day_one_vote() -> Any:
    """R8 (P1, P2 Wolves; P3 Seer; P4 Guardian): the Wolves kill P8, the Seer finds P1."""
    game = table()
    finish_night(game, p1=("attack", (7,)), p2=("attack", (7,)), p3=("inspect", (0,)), p4=("protect", (4,)))
    game.apply(Advance())  # the day → the vote
    return game


def ballots(game: Any, policy: Any) -> dict[int, Any]:
    chosen = {}
    for seat in game.state.living_seats():
        (vote,) = policy.decide(game.player_view(seat, lang=None), random.Random(seat))
        assert isinstance(vote, Vote)
        chosen[seat] = vote.choice
    return chosen


def test_MV_9_7_role_aware_seer_votes_the_wolf_it_found() -> None:
    assert ballots(day_one_vote(), ROLE_AWARE)[2] == 0


def test_MV_9_7_role_aware_wolves_never_vote_a_teammate() -> None:
    chosen = ballots(day_one_vote(), ROLE_AWARE)
    assert chosen[0] not in (0, 1, None) and chosen[1] not in (0, 1, None)


def test_MV_9_7_role_aware_villagers_vote_the_tables_first_suspect_not_abstain() -> None:
    game = day_one_vote()
    chosen = ballots(game, ROLE_AWARE)
    first = table_suspects(game.player_view(4, lang=None))[0]
    assert [chosen[s] for s in (3, 4, 5, 6)] == [first] * 4  # P8 died: the round starts at P1
    assert first == 0


def test_MV_9_7_rulebook_policy_still_abstains_without_a_known_wolf() -> None:
    chosen = ballots(day_one_vote(), RULEBOOK)
    assert chosen == {0: None, 1: None, 2: 0, 3: None, 4: None, 5: None, 6: None}


def test_table_suspects_puts_who_shielded_a_wolf_first_then_goes_round_from_the_last_death() -> None:
    seats = [{"seat": s, "alive": s in (0, 1, 3)} for s in range(5)]
    announcements = [
        {"kind": "ballots", "params": {"ballots": [[0, 1, "1"], [1, 4, "1"], [3, 4, "1"], [4, None, "1"]]}},
        {"kind": "banished", "params": {"seat": 4, "role": "wolf"}},  # P1 voted P2, not the Wolf
        {"kind": "eliminated", "params": {"seat": 2, "role": "villager"}},  # the round starts at P4
    ]
    view = {"public": {"seats": seats, "announcements": announcements}}
    assert table_suspects(view) == [0, 3, 1]
    announcements[1]["params"]["role"] = "villager"  # nobody shielded a Wolf: only the round
    assert table_suspects(view) == [3, 0, 1]


def test_role_aware_village_wins_far_more_often_than_under_the_rulebook_table() -> None:
    """Village bots that vote (instead of abstaining) give the village real games."""
    moonveil = find_ruleset("moonveil")
    options = {"game_type": "classic"}
    plausible = simulate(moonveil, options, 8, 200, seed=7, policy="role-aware", strict=True)
    rulebook = simulate(moonveil, options, 8, 200, seed=7, policy="rulebook", strict=True)
    assert plausible.rate("village") >= 0.12
    assert plausible.rate("village") > 3 * rulebook.rate("village")
