"""A fingerprint of what the engine does in bot games: compare it before and after
an optimisation, which must change nothing (docs/performance.md).

Hashes, for every rule book at several sizes and with every bot policy, over
``--seeds`` seeds: the journal, every message, the state (``tests.random_play.fingerprint``:
players, phase, submissions, ballots, deaths, channels, the book's own state, the
RNG), the outcome, every player view in ``None``/``en``/``es``, the narrator's and a
playing host's view and the public view at the end; for one game per series also
every player view and the narrator's view after every phase, and one undo and redo;
and a 40-game tally per book (the balance estimate's numbers).

    PYTHONHASHSEED=0 .venv/bin/python bench/engine_fingerprint.py [--seeds 6]

``PYTHONHASHSEED=0``: the books' own states hold sets of strings, whose printed
order follows the process's string hashing; with a fixed seed two runs (two trees)
print them alike. Prints one hash per series and a total; a different line points
at the series that changed.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine import Advance, Deal, Game, SeatPlayer, find_ruleset
from engine.errors import EngineError
from engine.ruleset import Ruleset
from engine.rulesets.three_factions.options import proposed_roles
from engine.simulate import _bots_act, bot_names, play_bot_game, simulate
from tests.random_play import fingerprint as state_fingerprint

CLASSIC_9 = {"game_type": "classic", "wolves": 2, "seer": True, "guardian": True, "vote": "plurality"}
SERIES: list[tuple[str, dict[str, Any] | None, tuple[int, ...]]] = [
    ("moonveil", CLASSIC_9, (9,)),
    ("moonveil", {}, (5, 9, 13)),
    ("moonveil", {"game_type": "mix", "mix": "village_basics"}, (9, 13)),
    ("moonveil", {"game_type": "themes", "theme": "watchful_nights"}, (9, 12)),
    ("luna_llena", {}, (7, 8, 9)),
    ("three_factions", None, (5, 9, 13)),  # None: the proposed role list of each size
    ("three_factions", {}, (22,)),
    ("village_vs_nonvillage", {}, (5, 9, 13)),
]


def digest(value: Any) -> str:
    return hashlib.sha256(json.dumps(value, default=repr, sort_keys=True).encode()).hexdigest()[:16]


def game_digest(game: Game) -> str:
    parts: list[Any] = [repr(game.journal), [m.to_dict() for m in game.state.messages]]
    parts += [state_fingerprint(game.state), repr(game.state.outcome)]
    for seat in range(len(game.state.players)):
        parts += [game.player_view(seat, lang=lang) for lang in (None, "en", "es")]
    parts.append(game.moderator_view(narrator=True))
    parts.append(game.moderator_view(narrator=False, host_seat=0, lang="es"))
    parts.append(game.public_view(lang="en"))
    return digest(parts)


def phase_by_phase(ruleset: Ruleset, options: dict[str, Any], seed: int, players: int, policy: str) -> str:
    """A bot game with every seat's view and the narrator's view after every phase."""
    game = Game(ruleset, options, seed, snapshot_every=4)
    for name in bot_names(players):
        game.apply(SeatPlayer(name, bot=True))
    game.apply(Deal())
    bots = ruleset.bot_policy(policy)
    rng = random.Random(seed)
    views: list[Any] = []
    for _ in range(60):
        if game.state.over:
            break
        _bots_act(game, bots, rng, False)
        views.append([game.player_view(seat, lang=None) for seat in range(players)])
        views.append(game.moderator_view(narrator=True))
        game.apply(Advance(override=bool(game.missing())))
    game.undo()
    views.append(state_fingerprint(game.state))
    game.redo()
    return digest([views, game_digest(game)])


def options_for(options: dict[str, Any] | None, players: int) -> dict[str, Any]:
    return {"roles": proposed_roles(players)} if options is None else options


def series_lines(seeds: int) -> list[str]:
    lines = []
    for name, options, sizes in SERIES:
        ruleset = find_ruleset(name)
        for players in sizes:
            table = options_for(options, players)
            for policy in sorted(ruleset.bot_policies):
                games = []
                for seed in range(seeds):
                    try:
                        games.append(game_digest(play_bot_game(ruleset, table, seed, players, policy)))
                    except EngineError as error:
                        games.append(f"refused: {error}")
                try:
                    games.append(phase_by_phase(ruleset, table, 100, players, policy))
                except EngineError as error:
                    games.append(f"refused: {error}")
                lines.append(f"{name} {table} {players} {policy}: {digest(games)}")
                print(lines[-1], flush=True)
        try:
            tally = simulate(ruleset, options_for(options, sizes[-1]), sizes[-1], 40, seed=5).to_dict()
            lines.append(f"tally {name} {options}: {tally}")
        except EngineError as error:
            lines.append(f"tally {name} {options}: refused: {error}")
        print(lines[-1], flush=True)
    return lines


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", type=int, default=6)
    args = parser.parse_args()
    print("TOTAL", digest(series_lines(args.seeds)))


if __name__ == "__main__":
    main()
