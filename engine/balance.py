"""How balanced a deck is: the reading of a simulated estimate, and one exact answer.

The estimate itself is ``engine.simulate`` (bot games). This module says what the
numbers mean in plain terms (which team is favoured, by how much) and computes, for
one model small enough to solve, the exact win probabilities the simulation must
agree with: classic Moonveil (Wolves and players without a night power that matters,
i.e. Villagers and a Seer; no Guardian) played by the ``random`` bot policy.

That model, from the rules and ``engine.bots.RandomPolicy``:

* Night k: every living Wolf picks a uniformly random living non-Wolf (MV-4.2);
  the most-chosen one is attacked, ties broken at random (MV-5.2/5.3). Whoever it is,
  exactly one non-Wolf dies, and nothing else changes the counts (no protection).
* Day k: every living player votes for a uniformly random other living player
  (the random policy never abstains); someone is banished only with a strict
  majority of the ``n`` living votes (MV-6.5). The events "X has more than n/2
  votes" exclude one another, and each X receives votes from the ``n - 1`` others
  with probability ``1 / (n - 1)`` each.
* The Village wins when no Wolf lives; the Wolves when they are at least as many as
  the others (MV-8.1/8.2), checked after each night and each vote; no winner after
  Day ``max_days`` is a draw (MV-8.3).

So the state is (living non-Wolves, living Wolves, day), and a small dynamic program
over it gives the exact probabilities.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from math import comb

from engine.simulate import Tally

VILLAGE = "village"
WOLVES = "wolves"


@dataclass(frozen=True)
class Outlook:
    """Exact win probabilities of one model: per team, and draws."""

    wins: dict[str, float]
    draw: float


def exact_classic_random(players: int, wolves: int, max_days: int = 20) -> Outlook:
    """Classic Moonveil without a Guardian, every seat played by the random policy."""
    if not 0 < wolves < players:
        raise ValueError("a game needs at least one Wolf and one other player")
    village, wolf_win, draw = _after_night(players - wolves, wolves, 1, max_days)
    return Outlook({VILLAGE: village, WOLVES: wolf_win}, draw)


Chances = tuple[float, float, float]
"""(Village wins, Wolves win, draw) from a given point of the game."""


def _winner(others: int, wolves: int) -> Chances | None:
    if wolves == 0:
        return (1.0, 0.0, 0.0)  # MV-8.1 is checked first
    if wolves >= others:
        return (0.0, 1.0, 0.0)  # MV-8.2
    return None


@cache
def _after_night(others: int, wolves: int, day: int, max_days: int) -> Chances:
    """Night ``day`` is about to resolve: one non-Wolf dies."""
    others -= 1
    return _winner(others, wolves) or _after_vote(others, wolves, day, max_days)


@cache
def _after_vote(others: int, wolves: int, day: int, max_days: int) -> Chances:
    """Day ``day``'s vote is about to resolve."""
    living = others + wolves
    one = majority_chance(living)
    branches = [
        (wolves * one, others, wolves - 1),
        (others * one, others - 1, wolves),
        (1 - living * one, others, wolves),
    ]
    total = [0.0, 0.0, 0.0]
    for chance, next_others, next_wolves in branches:
        if chance == 0:
            continue
        outcome = _winner(next_others, next_wolves)
        if outcome is None:
            outcome = (0.0, 0.0, 1.0) if day >= max_days else _after_night(next_others, next_wolves, day + 1, max_days)
        for index in range(3):
            total[index] += chance * outcome[index]
    return (total[0], total[1], total[2])


def majority_chance(living: int) -> float:
    """The chance that one given player gets more than half of ``living`` random
    votes, each voter choosing uniformly among the others."""
    if living < 2:
        return 0.0
    voters, p = living - 1, 1 / (living - 1)
    return sum(comb(voters, k) * p**k * (1 - p) ** (voters - k) for k in range(living // 2 + 1, voters + 1))


# -- the reading --------------------------------------------------------------------


@dataclass(frozen=True)
class Reading:
    """What an estimate says, for a person: the leading side, its rate and the
    95% margin, and whether the lead is clear (its interval above every other
    side's interval) or still within the noise."""

    leader: str  # a team id, or "draw"
    rate: float
    margin: float
    clear: bool
    games: int


DRAW = "draw"


def read(tally: Tally) -> Reading | None:
    """The leading side of ``tally`` (None before the first game)."""
    if tally.games == 0:
        return None
    sides = {team: tally.interval(team) for team in tally.wins}
    rates = {team: tally.rate(team) for team in tally.wins}
    if tally.draws:
        sides[DRAW] = tally.draw_interval()
        rates[DRAW] = tally.draw_rate()
    leader = max(sorted(rates), key=lambda side: rates[side])
    low, high = sides[leader]
    clear = all(low > other_high for side, (_l, other_high) in sides.items() if side != leader)
    return Reading(leader, rates[leader], (high - low) / 2, clear, tally.games)
