"""Three factions' bots play whole 22-seat games and use every role's action."""

from __future__ import annotations

import random

from engine import Advance, Deal, Game, SeatPlayer, Submit


def test_bots_play_whole_games_for_every_role() -> None:
    """Every role's action is used by some bot over a few games (prompts for every role)."""
    used: set[str] = set()
    for seed in range(6):
        game = Game("it", {}, seed, snapshot_every=0)
        for i in range(22):
            game.apply(SeatPlayer(f"P{i + 1}", bot=True))
        game.apply(Deal())
        bots = game.ruleset.bot_policy()
        rng = random.Random(seed)
        while not game.state.over:
            seats = sorted({p.seat for p in game.prompts()} | {v.seat for v in game.vote_prompts()})
            for seat in seats:
                for command in bots.decide(game.player_view(seat, lang=None), rng):
                    game.apply(command)
                    if isinstance(command, Submit):
                        used.add(command.ability)
            game.apply(Advance(override=True))
    assert used >= {"bite", "shift", "abduct", "examine", "protect", "host", "shield", "probe", "nominate"}
