"""Engine benchmarks, each printed as a ratio against a baseline measured in the same run.

1. Bot games per second, 9-player Moonveil classic (2 Wolves, Seer, Guardian,
   5 Villagers), random bots, plurality vote — against a minimal straight-line
   simulator of the same random model written below (target: engine >= 0.1x).
   The two are timed in alternating batches and the ratio is taken batch pair by
   batch pair (``paired_ratios``): on a shared machine each side's own best-of-3
   moved by a fifth from run to run, and the ratio with it.
2. Resolving one night of a 99-player classic game (every submission in) —
   against the straight-line resolution of the same night (target >= 0.1x).
3. Undo at day 20 against undo at day 1 of the same game (target <= 2x).

    .venv/bin/python bench/engine_games.py [--games N] [--profile]

``--profile`` also prints where a bot game's time goes: the functions with the
most time of their own under cProfile (which inflates call-heavy code, so read the
shares as a ranking, not as exact fractions).
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import Advance, Deal, Game, SeatPlayer, find_ruleset
from engine.simulate import play_bot_game

RULES = find_ruleset("moonveil")
OPTIONS = {"game_type": "classic", "wolves": 2, "seer": True, "guardian": True, "vote": "plurality"}


# -- the baseline: the same random model, straight-line -------------------------


def straight_line_game(rng: random.Random, n: int = 9, wolves: int = 2) -> str:
    roles = ["wolf"] * wolves + ["seer", "guardian"] + ["villager"] * (n - wolves - 2)
    rng.shuffle(roles)
    alive = list(range(n))
    last_protect = -1
    for _ in range(40):
        victim = straight_line_night(rng, roles, alive, last_protect)
        last_protect = victim[1]
        if victim[0] is not None:
            alive.remove(victim[0])
        winner = check(roles, alive)
        if winner:
            return winner
        votes = Counter(rng.choice([t for t in alive if t != v]) for v in alive)
        best = max(votes.values())
        alive.remove(rng.choice([t for t in alive if votes.get(t) == best]))
        winner = check(roles, alive)
        if winner:
            return winner
    return "draw"


def straight_line_night(
    rng: random.Random, roles: list[str], alive: list[int], last_protect: int
) -> tuple[int | None, int]:
    prey = [p for p in alive if roles[p] != "wolf"]
    choices = Counter(rng.choice(prey) for p in alive if roles[p] == "wolf")
    protect = -1
    for p in alive:
        if roles[p] == "seer":
            rng.choice([t for t in alive if t != p])
        elif roles[p] == "guardian":
            protect = rng.choice([t for t in alive if t != last_protect])
    if not choices:
        return None, protect
    best = max(choices.values())
    target = rng.choice([t for t in alive if choices.get(t) == best])
    return (None if target == protect else target), protect


def check(roles: list[str], alive: list[int]) -> str | None:
    wolves = sum(1 for p in alive if roles[p] == "wolf")
    if wolves == 0:
        return "village"
    return "wolves" if wolves >= len(alive) - wolves else None


# -- measurements ------------------------------------------------------------------


def rate(run: Callable[[int], object], count: int) -> float:
    """Calls per second of ``run(i)`` over ``count`` calls (best of 3 rounds), in
    this process's CPU time: on a shared machine the wall clock also counts the
    time other processes held the cores, and skewed one side of a ratio or the other."""
    best = 0.0
    for _ in range(3):
        start = time.process_time()
        for index in range(count):
            run(index)
        best = max(best, count / max(time.process_time() - start, 1e-9))
    return best


def full_night(players: int, seed: int) -> Game:
    game = Game(RULES, {"game_type": "classic", "wolves": players // 4}, seed, snapshot_every=0)
    for index in range(players):
        game.apply(SeatPlayer(f"P{index + 1}", bot=True))
    game.apply(Deal())
    policy = RULES.bot_policy("random")
    rng = random.Random(seed)
    for seat in range(players):
        for command in policy.decide(game.player_view(seat, lang=None), rng):
            game.apply(command)
    return game


def batch_rate(run: Callable[[int], object], first: int, count: int) -> float:
    """Calls per second of ``run(first)`` ... ``run(first + count - 1)``, in CPU time."""
    start = time.process_time()
    for index in range(first, first + count):
        run(index)
    return count / max(time.process_time() - start, 1e-9)


def paired_ratios(
    engine: Callable[[int], object], baseline: Callable[[int], object], count: int, baseline_per_call: int, pairs: int
) -> list[tuple[float, float]]:
    """``pairs`` (engine rate, baseline rate) pairs, each pair timed back to back over
    ``count`` engine calls and ``count * baseline_per_call`` baseline calls, the side
    that goes first alternating: whatever the machine does for a second (a neighbour,
    the clock speed) falls on both sides of one ratio."""
    measured = []
    for pair in range(pairs):
        sides = [(engine, count), (baseline, count * baseline_per_call)]
        if pair % 2:
            sides.reverse()
        rates = {id(run): batch_rate(run, pair * calls, calls) for run, calls in sides}
        measured.append((rates[id(engine)], rates[id(baseline)]))
    return measured


def bench_games(games: int) -> None:
    rng = random.Random(1)
    pairs = max(2, min(10, games // 100))
    measured = paired_ratios(
        lambda i: play_bot_game(RULES, OPTIONS, i, 9, "random"),
        lambda _i: straight_line_game(rng),
        max(1, games // pairs),
        20,
        pairs,
    )
    ratios = sorted(engine / baseline for engine, baseline in measured)
    engine = statistics.median(e for e, _b in measured)
    baseline = statistics.median(b for _e, b in measured)
    print(
        f"9-player classic bot games: engine {engine:,.0f}/s, straight-line {baseline:,.0f}/s "
        f"(medians of {pairs} paired batches), ratio {statistics.median(ratios):.3f}x "
        f"(pairs {ratios[0]:.3f}-{ratios[-1]:.3f}x) (target >= 0.1x)"
    )


def profile_games(games: int, top: int = 12) -> None:
    """The ``top`` functions by own time over ``games`` bot games, as shares of the whole."""
    profiler = cProfile.Profile()
    profiler.enable()
    for seed in range(games):
        play_bot_game(RULES, OPTIONS, seed, 9, "random")
    profiler.disable()
    stats = pstats.Stats(profiler)
    entries = stats.stats  # type: ignore[attr-defined]
    whole = sum(own for _primitive, _calls, own, _cumulative, _callers in entries.values())
    ranked = sorted(entries.items(), key=lambda item: -item[1][2])[:top]
    print(f"profile of {games} bot games: own time, share of {whole:.2f} s, calls per game")
    for (path, line, name), (primitive, _calls, own, cumulative, _callers) in ranked:
        where = f"{Path(path).parent.name}/{Path(path).name}:{line}" if line else path
        print(
            f"  {100 * own / whole:5.1f}%  (with callees {100 * cumulative / whole:5.1f}%)  "
            f"{primitive / games:7.1f}/game  {name}  {where}"
        )


def bench_night() -> None:
    game = full_night(99, 7)
    engine = rate(lambda _i: game.preview(Advance()), 30)
    roles = [p.role for p in game.state.players]
    alive = list(range(99))
    rng = random.Random(2)
    baseline = rate(lambda _i: straight_line_night(rng, roles, alive, -1), 3000)
    print(
        f"99-player night resolution: engine {1000 / engine:.2f} ms, straight-line {1000 / baseline:.3f} ms, "
        f"ratio {engine / baseline:.3f}x (target >= 0.1x)"
    )


def bench_undo() -> None:
    game = Game(RULES, {"wolves": 1, "seer": False, "guardian": True, "max_days": 40}, 3)
    for name in ("A", "B", "C", "D", "E"):
        game.apply(SeatPlayer(name))
    game.apply(Deal(("wolf", "guardian", "villager", "villager", "villager")))
    timings: dict[int, float] = {}
    for day in range(1, 21):
        protected = (2, 3)[day % 2]
        wolf = next(p.seat for p in game.state.players if p.role == "wolf")
        guardian = next(p.seat for p in game.state.players if p.role == "guardian")
        from engine import Submit

        game.apply(Submit(wolf, "attack", (protected,)))
        game.apply(Submit(guardian, "protect", (protected,)))
        for seat in game.state.living_seats():
            if seat not in (wolf, guardian):
                game.apply(Submit(seat, "ready"))
        game.apply(Advance())
        game.apply(Advance())
        if day in (1, 20):
            samples = []
            for _ in range(200):
                start = time.perf_counter()
                command = game.undo()
                samples.append(time.perf_counter() - start)
                assert command is not None
                game.redo()
            timings[day] = statistics.median(samples)
        game.apply(Advance(override=True))
    ratio = timings[20] / timings[1]
    print(
        f"undo at day 20 {timings[20] * 1e6:.0f} us vs day 1 {timings[1] * 1e6:.0f} us: ratio {ratio:.2f}x "
        f"(target <= 2x)"
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--quick", action="store_true", help="10 games: checks the bench runs")
    parser.add_argument("--profile", action="store_true", help="also print where a bot game's time goes")
    args = parser.parse_args()
    bench_games(10 if args.quick else args.games)
    if args.profile:
        profile_games(10 if args.quick else args.games)
    bench_night()
    bench_undo()


if __name__ == "__main__":
    main()
