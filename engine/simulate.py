"""Whole games played by bots, for statistics and benchmarks.

Pure: the caller (the CLI) owns processes, progress output and files. Each game
is fully determined by its seed.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from engine.bot_view import seat_decisions
from engine.bots import BotPolicy, SeatPolicy
from engine.commands import Advance, Deal, SeatPlayer
from engine.draws import seeded
from engine.errors import EngineError
from engine.game import Game
from engine.ruleset import Ruleset, find_ruleset

MAX_PHASES = 1000

#: the loop's two closings (an immutable value: one of each, not one built per phase)
CLOSE = Advance()
CLOSE_ANYWAY = Advance(override=True)
DEAL = Deal()  # the deal every bot game sends (an immutable value, as the closings)

#: the seat commands of a table of ``n`` bots, built once (immutable values, as ``CLOSE``): a game
#: built nine ``SeatPlayer``s and their names afresh (~2 k instructions a seat)
_BOT_SEATS: dict[int, tuple[SeatPlayer, ...]] = {}


class BotRefused(EngineError):
    """A bot sent a command its own view did not offer as legal (strict games)."""

    code = "bot_refused"


def bot_names(n: int) -> list[str]:
    return [f"P{i + 1}" for i in range(n)]


def play_bot_game(
    ruleset: Ruleset,
    options: dict[str, Any],
    seed: int,
    players: int,
    policy: str | None = None,
    *,
    strict: bool = False,
) -> Game:
    """Seat ``players`` bots, deal from ``seed``, play until the game ends.
    ``strict``: a command the engine refuses stops the game with the refusal
    (bots must only send what their view says is legal) instead of a re-decision."""
    game = Game(ruleset, options, seed)
    # no undo in simulations; set here, not passed: a keyword through ``type.__call__``
    # builds a dict of it (~1 k instructions a game), and ``__init__`` only stores it
    game.snapshot_every = 0
    for command in _BOT_SEATS.get(players) or _bot_seats(players):
        game.apply(command)
    game.apply(DEAL)
    bots = ruleset.bot_policy(policy)
    rng = seeded(seed * 7919 + 1)  # ``random.Random(...)``, the same generator, without its two Python frames
    for _ in range(MAX_PHASES):
        state = game.state  # the same state object all phase long: ``apply`` folds into it
        if state.outcome is not None:  # over
            return game
        _bots_act(game, bots, rng, strict)
        # ``game.missing()`` without its frame and its copy: the game is not over here (a
        # bot's action ends none), and the book's list is only tested
        game.apply(CLOSE_ANYWAY if state.outcome is None and ruleset.current_missing(state) else CLOSE)
    raise EngineError(f"game {seed} did not end within {MAX_PHASES} phases")


def _bot_seats(players: int) -> tuple[SeatPlayer, ...]:
    seats = _BOT_SEATS[players] = tuple(SeatPlayer(name, bot=True) for name in bot_names(players))
    return seats


def _bots_act(game: Game, bots: BotPolicy, rng: random.Random, strict: bool) -> None:
    """Everyone acting in a phase decides on the same state, as at a table where
    night actions and ballots are simultaneous. If another player's input made a
    decision illegal meanwhile (Luna llena's presence rule), that bot decides
    again on the game as it is now."""
    if isinstance(bots, SeatPolicy):  # it reads its seat, prompts and vote: those fields, no view around them
        state = game.state  # ``game.acting_seats()`` without its frame
        seats = game.ruleset.prompt_table(state).acting if state.outcome is None else []
        if not seats:  # nobody acts (a day before its vote, ~2.5 a game): nothing to decide, nothing drawn
            return
        decisions = seat_decisions(game.ruleset, state, seats, bots, rng)
    else:
        decisions = [(seat, bots.decide(game.bot_view(seat), rng)) for seat in game.acting_seats()]
    for seat, commands in decisions:
        for command in commands:
            try:
                game.apply(command)
            except EngineError as error:
                if strict:
                    raise BotRefused(f"game {game.seed}: the bot in seat {seat} sent {command}: {error}") from error
                for retry in bots.decide(game.bot_view(seat), rng):
                    game.apply(retry)
                break


@dataclass
class Tally:
    """Wins per team over many games, with 95% confidence intervals."""

    games: int = 0
    wins: dict[str, int] = field(default_factory=dict)
    draws: int = 0

    def add(self, game: Game) -> None:
        self.games += 1
        outcome = game.state.outcome
        if outcome is None or outcome.draw or not outcome.winning_teams:
            self.draws += 1
            return
        for team in outcome.winning_teams:
            self.wins[team] = self.wins.get(team, 0) + 1

    def merge(self, other: Tally) -> None:
        self.games += other.games
        self.draws += other.draws
        for team, count in other.wins.items():
            self.wins[team] = self.wins.get(team, 0) + count

    def rate(self, team: str) -> float:
        return self.wins.get(team, 0) / self.games if self.games else 0.0

    def interval(self, team: str) -> tuple[float, float]:
        """The 95% Wilson interval of the team's win rate."""
        return wilson_interval(self.wins.get(team, 0), self.games)

    def draw_rate(self) -> float:
        return self.draws / self.games if self.games else 0.0

    def draw_interval(self) -> tuple[float, float]:
        return wilson_interval(self.draws, self.games)

    def to_dict(self) -> dict[str, Any]:
        teams = sorted(self.wins)
        return {
            "games": self.games,
            "draws": self.draws,
            "teams": {t: {"wins": self.wins[t], "rate": self.rate(t), "ci95": list(self.interval(t))} for t in teams},
        }


Z95 = 1.959964


def wilson_interval(successes: int, trials: int) -> tuple[float, float]:
    """The 95% Wilson score interval: unlike the normal approximation it stays
    inside [0, 1] and is not a single point when every game went one way."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    denominator = 1 + Z95**2 / trials
    centre = (p + Z95**2 / (2 * trials)) / denominator
    half = Z95 * math.sqrt(p * (1 - p) / trials + Z95**2 / (4 * trials**2)) / denominator
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass(frozen=True)
class SimulationJob:
    """A batch of bot games, described by plain values so it can cross to a worker
    process: the command line and the setup's balance estimate both run these."""

    ruleset: str
    options: dict[str, Any]
    players: int
    games: int
    seed: int = 0
    policy: str | None = None
    strict: bool = False

    def split(self, first: int, size: int) -> list[SimulationJob]:
        """The same games in chunks: ``first`` games, then ``size`` at a time (a
        small first chunk gives an early estimate). Seeds stay ``seed``, ``seed + 1``, ..."""
        chunks: list[SimulationJob] = []
        start = 0
        while start < self.games:
            count = min(first if not chunks else size, self.games - start)
            chunks.append(replace(self, games=count, seed=self.seed + start))
            start += count
        return chunks


def run_job(job: SimulationJob) -> Tally:
    """Play one job's games (in whatever process calls it)."""
    return simulate(
        find_ruleset(job.ruleset),
        job.options,
        job.players,
        job.games,
        seed=job.seed,
        policy=job.policy,
        strict=job.strict,
    )


def simulate(
    ruleset: Ruleset,
    options: dict[str, Any],
    players: int,
    games: int,
    *,
    seed: int = 0,
    policy: str | None = None,
    progress: Callable[[int], None] | None = None,
    strict: bool = False,
) -> Tally:
    """Play ``games`` games with seeds ``seed``, ``seed + 1``, ..."""
    tally = Tally()
    for index in range(games):
        tally.add(play_bot_game(ruleset, options, seed + index, players, policy, strict=strict))
        if progress is not None:
            progress(index + 1)
    return tally
