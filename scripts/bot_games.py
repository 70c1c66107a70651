"""Play the bot games of docs/bots.md: every rule set at three sizes with every
bot policy, through ``python -m engine simulate --strict`` (a bot command the
engine refuses stops the run). Prints a Markdown table of win rates and times.

    .venv/bin/python scripts/bot_games.py [--games 2000] [--jobs 1] [--book "Luna llena"]
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
import time

from engine.bot_tables import BOT_TABLES
from engine.ruleset import find_ruleset


def run(
    table_ruleset: str, options: dict[str, object], players: int, policy: str, games: int, jobs: int
) -> dict[str, object]:
    command = [sys.executable, "-m", "engine", "simulate", "--ruleset", table_ruleset, "--players", str(players)]
    command += ["--games", str(games), "--bots", policy, "--jobs", str(jobs), "--json", "--strict"]
    command += [f"--option={key}={json.dumps(value)}" for key, value in options.items()]
    done = subprocess.run(command, capture_output=True, text=True, check=False)
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(command)} failed:\n{done.stderr}")
    result: dict[str, object] = json.loads(done.stdout)
    return result


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--book", default=None, help="only the tables whose label contains this")
    args = parser.parse_args()
    print("| Book | Players | Policy | Wins (rate) | Draws | Seconds |")
    print("|---|---|---|---|---|---|")
    started = time.monotonic()
    for table in [t for t in BOT_TABLES if args.book is None or args.book in t.label]:
        for players in table.sizes:
            for policy in sorted(find_ruleset(table.ruleset).bot_policies):
                begun = time.monotonic()
                result = run(table.ruleset, table.options_for(players), players, policy, args.games, args.jobs)
                teams = result["teams"]
                assert isinstance(teams, dict)
                wins = ", ".join(f"{team} {data['rate']:.1%}" for team, data in sorted(teams.items()))
                seconds = time.monotonic() - begun
                print(
                    f"| {table.label} | {players} | {policy} | {wins} | {result['draws']} | {seconds:.0f} |", flush=True
                )
    print(f"\nTotal: {time.monotonic() - started:.0f} s for {args.games} games per row")
    return 0


if __name__ == "__main__":
    sys.exit(main())
