"""The engine's command-line front: the one part of ``engine`` that reads files,
prints, and starts processes.

    python -m engine play FILE.json [--check]
    python -m engine simulate --ruleset moonveil --players 12 --wolves 3 --games 20000 \
        [--bots random] [--vote plurality] [--jobs 2] [--seed S] [--json] [--strict]
    python -m engine rulesets
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

from engine.errors import EngineError
from engine.ruleset import find_ruleset, ruleset_names
from engine.scenario import check_expectations, load_scenario, run_scenario
from engine.simulate import SimulationJob, Tally, run_job, simulate


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    try:
        return int(args.run(args))
    except EngineError as error:
        print(f"error: {error.message}" + (f" ({error.rule})" if error.rule else ""), file=sys.stderr)
        return 2
    except (OSError, json.JSONDecodeError) as error:
        print(f"error: {error}", file=sys.stderr)
        return 2


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m engine", description="Moonveil rules engine")
    sub = parser.add_subparsers(required=True)
    play = sub.add_parser("play", help="play a scenario file and print its transcript as JSON")
    play.add_argument("file", type=Path)
    play.add_argument("--check", action="store_true", help="exit 1 if the scenario's expectations fail")
    play.set_defaults(run=_play)
    sim = sub.add_parser("simulate", help="play many bot games and print win rates")
    sim.add_argument("--ruleset", default="moonveil")
    sim.add_argument("--players", type=int, default=None, help="default: the rule set's usual table")
    sim.add_argument("--wolves", type=int, default=None)
    sim.add_argument("--games", type=int, default=1000)
    sim.add_argument("--bots", default=None, help="bot policy (e.g. role-aware, random)")
    sim.add_argument("--vote", default=None, help="vote rule option (e.g. plurality)")
    sim.add_argument("--option", action="append", default=[], metavar="KEY=JSON", help="any rule-set option")
    sim.add_argument("--jobs", type=int, default=1)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--json", action="store_true")
    sim.add_argument(
        "--strict", action="store_true", help="stop at the first command the engine refuses a bot (no re-decision)"
    )
    sim.set_defaults(run=_simulate)
    names = sub.add_parser("rulesets", help="list the rule sets")
    names.set_defaults(run=lambda _args: print("\n".join(ruleset_names())) or 0)
    return parser


def _play(args: argparse.Namespace) -> int:
    scenario = load_scenario(json.loads(args.file.read_text(encoding="utf-8")))
    transcript = run_scenario(scenario)
    print(json.dumps(transcript, ensure_ascii=False, indent=2))
    if args.check:
        problems = check_expectations(scenario, transcript)
        for problem in problems:
            print(f"FAIL: {problem}", file=sys.stderr)
        return 1 if problems else 0
    return 0


def _options(args: argparse.Namespace) -> dict[str, Any]:
    options: dict[str, Any] = {}
    if args.wolves is not None:
        options["wolves"] = args.wolves
        options["game_type"] = "classic"  # a chosen wolf count means a classic mix (MV-3.1)
    if args.vote is not None:
        options["vote"] = args.vote
    for item in args.option:
        key, _, value = item.partition("=")
        options[key] = json.loads(value)
    return options


def _simulate(args: argparse.Namespace) -> int:
    options = _options(args)
    ruleset = find_ruleset(args.ruleset)
    args.players = args.players or ruleset.default_players
    started = time.monotonic()
    if args.jobs <= 1:
        tally = simulate(
            ruleset,
            options,
            args.players,
            args.games,
            seed=args.seed,
            policy=args.bots,
            progress=_progress(args.games),
            strict=args.strict,
        )
    else:
        tally = _parallel(args, options)
    print(file=sys.stderr)
    elapsed = time.monotonic() - started
    if args.json:
        print(json.dumps({"ruleset": ruleset.name, "players": args.players, "options": options, **tally.to_dict()}))
    else:
        _print_rates(tally, elapsed)
    return 0


def _parallel(args: argparse.Namespace, options: dict[str, Any]) -> Tally:
    chunk = max(1, min(500, args.games // (args.jobs * 4) or 1))
    whole = SimulationJob(args.ruleset, options, args.players, args.games, args.seed, args.bots, args.strict)
    tally = Tally()
    report = _progress(args.games)
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for part in pool.map(run_job, whole.split(chunk, chunk)):
            tally.merge(part)
            report(tally.games)
    return tally


def _progress(total: int) -> Any:
    step = max(1, total // 100)

    def report(done: int) -> None:
        if done % step == 0 or done == total:
            print(f"\r{done}/{total} games ({100 * done // total}%)", end="", file=sys.stderr, flush=True)

    return report


def _print_rates(tally: Tally, elapsed: float) -> None:
    print(f"{tally.games} games in {elapsed:.1f} s; draws: {tally.draws}")
    for team in sorted(tally.wins):
        low, high = tally.interval(team)
        print(f"  {team:<12} {tally.rate(team):7.2%}  (95% CI {low:.2%} – {high:.2%})  wins {tally.wins[team]}")
