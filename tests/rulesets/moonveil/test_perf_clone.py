"""``MoonveilState.clone`` (the fast copy used by previews and snapshots) must
equal a deep copy and share no mutable container with the original."""

from __future__ import annotations

import copy
import random
from dataclasses import fields
from typing import Any

from engine.commands import Advance, Deal, SeatPlayer
from engine.game import Game
from engine.rulesets.moonveil.abilities import MoonveilState


def _containers(value: Any) -> list[Any]:
    """Every mutable container reachable from ``value`` (dicts, lists, sets)."""
    found: list[Any] = []
    if isinstance(value, dict):
        found.append(value)
        for key, item in value.items():
            found += _containers(key) + _containers(item)
    elif isinstance(value, (list, set)):
        found.append(value)
        for item in value:
            found += _containers(item)
    elif isinstance(value, tuple):
        for item in value:
            found += _containers(item)
    return found


def _played_state(seed: int) -> MoonveilState:
    """A 20-player All Roles game a few phases in, so the histories are filled."""
    game = Game("moonveil", {}, seed, snapshot_every=0)
    for index in range(20):
        game.apply(SeatPlayer(f"P{index + 1}", bot=True))
    game.apply(Deal())
    policy = game.ruleset.bot_policy()
    rng = random.Random(seed)
    for _ in range(5):
        if game.state.over:
            break
        acting = sorted({p.seat for p in game.prompts()} | {v.seat for v in game.vote_prompts()})
        for seat in acting:
            for command in policy.decide(game.player_view(seat, lang=None), rng):
                game.apply(command)
        game.apply(Advance(override=True))
    assert isinstance(game.state.ext, MoonveilState)
    return game.state.ext


def test_clone_equals_a_deep_copy_and_shares_no_container() -> None:
    for seed in range(4):
        memory = _played_state(seed)
        memory.curfews.setdefault(99, set()).add(1)  # make sure every field holds something
        memory.day_effects.setdefault(99, {})["hushed"] = {2}
        memory.inspected.setdefault(99, set()).add(3)
        memory.protect_targets.setdefault(19, (99, 4))
        memory.night_of_death.setdefault(19, 99)
        memory.visits_by_night.setdefault(99, [(5, 6)])
        memory.seen_visits_by_night.setdefault(99, [(5, 6)])
        memory.override_lines += 1
        empty = MoonveilState()
        for spec in fields(MoonveilState):  # a field missing from clone() would come back empty
            assert getattr(memory, spec.name) != getattr(empty, spec.name), spec.name
        twin = memory.clone()
        assert twin == copy.deepcopy(memory)
        for spec in fields(MoonveilState):
            mine = {id(c) for c in _containers(getattr(memory, spec.name))}
            theirs = {id(c) for c in _containers(getattr(twin, spec.name))}
            assert not mine & theirs, f"{spec.name} shares a container with its clone"
