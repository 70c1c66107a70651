"""Moonveil's tables and prompts built once or by slicing (issue 20, third pass) say
what the rules say, at every point of played games."""

from __future__ import annotations

import random

from engine.commands import Advance, Deal, SeatPlayer
from engine.game import Game
from engine.rulesets.moonveil.catalog import CATALOG
from engine.rulesets.moonveil.rules import NIGHT_CHOICES, Moonveil


def test_MV_2_3_a_role_with_two_abilities_may_also_rest() -> None:
    book = Moonveil()
    for role, spec in CATALOG.items():
        choices = book.night_choices(role)
        assert choices is NIGHT_CHOICES[role]
        if len(spec.abilities) == 2:
            assert choices == (*spec.abilities, "rest"), role
        else:
            assert choices == spec.abilities and "rest" not in choices, role


def test_MV_6_3_each_voter_may_name_every_other_living_player_or_abstain() -> None:
    """Checked in every vote of played games, deaths and boosts included."""
    votes = 0
    for seed in range(12):
        game = Game("moonveil", {"vote": "plurality"} if seed % 2 else {}, seed, snapshot_every=0)
        for index in range(7 + seed):
            game.apply(SeatPlayer(f"P{index + 1}", bot=True))
        game.apply(Deal())
        policy = game.ruleset.bot_policy()
        rng = random.Random(seed)
        while not game.state.over:
            if game.state.phase.kind == "vote":
                living = game.state.living_seats()
                weights = game.ruleset.day_weights(game.state)  # type: ignore[attr-defined]
                prompts = game.vote_prompts()
                assert [p.seat for p in prompts] == living
                for prompt in prompts:
                    assert prompt.choices == (*[s for s in living if s != prompt.seat], None)
                    assert prompt.weight == weights[prompt.seat]
                votes += 1
            acting = sorted({p.seat for p in game.prompts()} | {v.seat for v in game.vote_prompts()})
            for seat in acting:
                for command in policy.decide(game.player_view(seat, lang=None), rng):
                    game.apply(command)
            game.apply(Advance(override=bool(game.missing())))
    assert votes > 30
