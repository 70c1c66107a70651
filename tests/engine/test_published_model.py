"""External check against the published random-play Mafia model.

Wolves and villagers only, night first, every bot votes uniformly for another
living player, plurality with a random tie-break, wolves win at wolves >=
others. The village's win probability is exactly 8/35 (8 players, 2 wolves),
38/231 (12, 3) and 7/15 (6, 1). The exact values are also derived here by a
small recursion over (villagers, wolves), so the model and the constants agree;
the engine's estimate must fall within 4 standard errors.
"""

from __future__ import annotations

import math
from fractions import Fraction
from functools import cache

import pytest

from engine import find_ruleset
from engine.simulate import simulate


@cache
def village_wins_before_night(villagers: int, wolves: int) -> Fraction:
    if wolves == 0:
        return Fraction(1)
    if wolves >= villagers:
        return Fraction(0)
    return village_wins_before_day(villagers - 1, wolves)  # the night kills a villager


@cache
def village_wins_before_day(villagers: int, wolves: int) -> Fraction:
    if wolves == 0:
        return Fraction(1)
    if wolves >= villagers:
        return Fraction(0)
    living = villagers + wolves
    return Fraction(villagers, living) * village_wins_before_night(villagers - 1, wolves) + Fraction(
        wolves, living
    ) * village_wins_before_night(villagers, wolves - 1)


@pytest.mark.parametrize(
    ("players", "wolves", "published"), [(8, 2, Fraction(8, 35)), (12, 3, Fraction(38, 231)), (6, 1, Fraction(7, 15))]
)
def test_random_play_matches_published_mafia_model(players: int, wolves: int, published: Fraction) -> None:
    assert village_wins_before_night(players - wolves, wolves) == published
    games = 1500
    options = {"game_type": "classic", "wolves": wolves, "seer": False, "guardian": False, "vote": "plurality"}
    tally = simulate(find_ruleset("moonveil"), options, players, games, seed=20261129, policy="random")
    p = float(published)
    standard_error = math.sqrt(p * (1 - p) / games)
    assert abs(tally.rate("village") - p) <= 4 * standard_error, (tally.rate("village"), p)
    assert tally.draws == 0
