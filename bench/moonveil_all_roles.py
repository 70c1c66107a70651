"""Benchmark: resolving one night of a 99-player Moonveil All Roles game.

A 99-player All Roles table (24 Wolves, 1 Villager, 74 distinct specials) is
dealt, every bot submits (role-aware bots use the advanced abilities), and the
night is resolved through the engine (``Game.preview(Advance())``: a state
copy, the whole pipeline, the dawn messages). The baseline is a minimal
straight-line resolution of the same submissions written below with plain
lists and sets (blocks, veils, visits, every information result, protections,
escorts, the wolf tally). Both are measured in the same run; the ratio is
engine speed / baseline speed (never asserted in tests).

    .venv/bin/python bench/moonveil_all_roles.py [--rounds N]
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections import Counter
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import Advance, Deal, Game, SeatPlayer, find_ruleset

RULES = find_ruleset("moonveil")
Sub = tuple[int, str, tuple[int, ...]]


def all_roles_night(players: int, seed: int) -> Game:
    game = Game(RULES, {"game_type": "all_roles"}, seed, snapshot_every=0)
    for index in range(players):
        game.apply(SeatPlayer(f"P{index + 1}", bot=True))
    game.apply(Deal())
    policy = RULES.bot_policy("role-aware")
    rng = random.Random(seed)
    for seat in range(players):
        for command in policy.decide(game.player_view(seat, lang=None), rng):
            game.apply(command)
    assert not game.missing()
    return game


def straight_line_night(roles: list[str], subs: list[Sub], rng: random.Random) -> tuple[int | None, list[object]]:
    """The same night without the engine: one pass per step, results in a list."""
    visits = [(a, t) for a, ability, targets in subs for t in targets if t != a and ability not in ("ward",)]
    blocked = {targets[0] for _a, ability, targets in subs if ability == "block"}
    veiled = {targets[0] for a, ability, targets in subs if ability == "veil" and a not in blocked}
    seen = [(a, b) for a, b in visits if a not in veiled]
    acted = {a: ability for a, ability, _t in subs}
    protected: set[int] = set()
    escorts: dict[int, int] = {}
    results: list[object] = []
    for actor, ability, targets in subs:
        if actor in blocked:
            results.append((actor, "blocked"))
            continue
        target = targets[0] if targets else actor
        if ability in ("inspect",):
            results.append((actor, roles[target] == "wolf" and target not in veiled))
        elif ability == "track":
            results.append((actor, [b for a, b in seen if a == target]))
        elif ability in ("watch", "count"):
            found = [a for a, b in seen if b == target and a != actor]
            results.append((actor, found if ability == "watch" else len(found)))
        elif ability == "compare":
            teams = ["wolves" if roles[t] == "wolf" and t not in veiled else "village" for t in targets]
            results.append((actor, teams[0] == teams[1]))
        elif ability in ("sense", "echo", "study"):
            results.append((actor, acted.get(target) if target not in veiled else None, roles[target]))
        elif ability == "witness":
            results.append((actor, any(roles[b] == "wolf" for a, b in seen if a == target)))
        elif ability == "omen":
            results.append((actor, roles[rng.choice([s for s in range(len(roles)) if s != actor])]))
        elif ability in ("protect", "ward"):
            protected.add(target)
        elif ability == "escort":
            escorts.setdefault(target, actor)
        elif ability == "bell":
            results.append(len(seen))
    tally = Counter(t[0] for a, ability, t in subs if ability == "attack" and a not in blocked)
    if not tally:
        return None, results
    best = max(tally.values())
    chosen = rng.choice([s for s in range(len(roles)) if tally.get(s) == best])
    if chosen in protected:
        return None, results
    if chosen in escorts:
        escort = escorts[chosen]
        return (None if escort in protected else escort), results
    return chosen, results


def rate(run: Callable[[int], object], count: int) -> float:
    """Calls per second of ``run(i)`` over ``count`` calls (best of 3 rounds)."""
    best = 0.0
    for _ in range(3):
        start = time.perf_counter()
        for index in range(count):
            run(index)
        best = max(best, count / (time.perf_counter() - start))
    return best


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--quick", action="store_true", help="2 rounds: checks the bench runs")
    args = parser.parse_args()
    if args.quick:
        args.rounds = 2
    game = all_roles_night(99, 7)
    roles = [p.role for p in game.state.players]
    subs = [(s.actor, s.ability, s.targets) for s in sorted(game.state.submissions.values(), key=lambda s: s.actor)]
    used = Counter(ability for _a, ability, _t in subs)
    preview = rate(lambda _i: game.preview(Advance()), args.rounds)
    engine = resolution_rate(game, args.rounds)
    rng = random.Random(2)
    baseline = rate(lambda _i: straight_line_night(roles, subs, rng), args.rounds * 50)
    print(f"99-player All Roles night: {len(subs)} submissions, {len(used)} different actions")
    print(
        f"night resolution: engine {1000 / engine:.2f} ms, straight-line {1000 / baseline:.3f} ms, "
        f"ratio {engine / baseline:.3f}x (engine speed / straight-line speed)"
    )
    print(
        f"resolve preview (state copy + resolution): {1000 / preview:.2f} ms, ratio {preview / baseline:.3f}x "
        "against the same straight-line night"
    )


def resolution_rate(game: Game, rounds: int) -> float:
    """Resolutions per second of the engine's night (pipeline, dawn, victory check),
    each on a fresh copy of the state made outside the timed region (best of 3)."""
    best = 0.0
    for _ in range(3):
        elapsed = 0.0
        for _i in range(rounds):
            trial = game.state.clone()
            start = time.perf_counter()
            RULES.advance(trial, Advance())
            elapsed += time.perf_counter() - start
        best = max(best, rounds / elapsed)
    return best


if __name__ == "__main__":
    main()
