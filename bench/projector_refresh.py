"""What the projector costs per command: table.apply alone, the scene, the Qt redraw.

    QT_QPA_PLATFORM=offscreen python bench/projector_refresh.py [--games 20] [--quick]

Plays bot games of Moonveil (8 players) and times, per accepted command, the
public view + scene build and the window's whole refresh. Prints medians and
their ratio to the command itself (compare only within one run).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repo root: run from a checkout as it is

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from engine.commands import Advance, Deal, SeatPlayer
from moonveil_desktop.projector.scene import build_scene
from moonveil_desktop.projector.window import ProjectorWindow, translate
from moonveil_desktop.table import Table, TableSettings


def one_game(seed: int, apply_s: list[float], scene_s: list[float], refresh_s: list[float]) -> None:
    table = Table(TableSettings("moonveil", seed=seed))
    window = ProjectorWindow(table.public_view, lambda _listener: lambda: None, settings=QSettings("bench", "bench"))
    window.resize(1920, 1080)
    window.show()
    bots = table.game.ruleset.bot_policy()
    rng = random.Random(seed)

    def run(command: object) -> None:
        start = time.perf_counter()
        table.apply(command)  # type: ignore[arg-type]
        apply_s.append(time.perf_counter() - start)
        start = time.perf_counter()
        build_scene(table.public_view("en"), translate)
        scene_s.append(time.perf_counter() - start)
        start = time.perf_counter()
        window.refresh()
        refresh_s.append(time.perf_counter() - start)

    for index in range(8):
        run(SeatPlayer(f"P{index + 1}", bot=True))
    run(Deal())
    while not table.game.state.over:
        seats = sorted({p.seat for p in table.game.prompts()} | {v.seat for v in table.game.vote_prompts()})
        for seat in seats:
            for command in bots.decide(table.player_view(seat, lang=None), rng):  # type: ignore[arg-type]
                run(command)
        run(Advance(override=bool(table.game.missing())))
    window.close()


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--quick", action="store_true", help="2 games: checks the bench runs")
    args = parser.parse_args()
    games = 2 if args.quick else args.games
    app = QApplication(sys.argv[:1])
    apply_s: list[float] = []
    scene_s: list[float] = []
    refresh_s: list[float] = []
    for seed in range(games):
        one_game(seed, apply_s, scene_s, refresh_s)
        app.processEvents()
    a, s, r = (statistics.median(x) * 1e6 for x in (apply_s, scene_s, refresh_s))
    print(f"{len(apply_s)} commands in {games} games (medians)")
    print(f"table.apply          {a:8.0f} us")
    print(f"public view + scene  {s:8.0f} us  ({s / a:.1f}x apply)")
    print(f"window refresh       {r:8.0f} us  ({r / a:.1f}x apply)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
