"""Moonveil's fast paths must agree with the generic definitions they shortcut."""

from __future__ import annotations

import random

from engine.commands import Advance, Deal, SeatPlayer
from engine.game import Game
from engine.ruleset import Ruleset


def test_MV_9_2_missing_agrees_with_prompts() -> None:
    """``Moonveil.missing`` reads the state directly; the base class derives it
    from the prompts. Checked after every command of partly played games
    (some bots stay silent, so overrides and half-filled nights occur)."""
    checked = 0
    for seed in range(6):
        game = Game("moonveil", {"vote": "plurality"} if seed % 2 else {}, seed, snapshot_every=0)
        for index in range(8 + seed * 3):
            game.apply(SeatPlayer(f"P{index + 1}", bot=True))
        game.apply(Deal())
        policy = game.ruleset.bot_policy()
        rng = random.Random(seed)
        for _ in range(12):
            if game.state.over:
                break
            acting = sorted({p.seat for p in game.prompts()} | {v.seat for v in game.vote_prompts()})
            for seat in acting:
                if rng.random() < 0.2:
                    continue  # this one forgets to act
                for command in policy.decide(game.player_view(seat, lang=None), rng):
                    game.apply(command)
                    assert game.ruleset.missing(game.state) == Ruleset.missing(game.ruleset, game.state)
                    checked += 1
            assert game.ruleset.missing(game.state) == Ruleset.missing(game.ruleset, game.state)
            game.apply(Advance(override=True))
    assert checked > 100
