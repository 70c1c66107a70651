"""The core night (engine/night.py), re-checked after its first mutation run
(issue 21): the survivors the tests written after the first run did not kill."""

from __future__ import annotations

import random

import pytest

from engine.model import GameState, PlayerState
from engine.night import NightContext, Snapshot, Step, outcome_step, run_night


def night() -> NightContext:
    state = GameState("test", {}, 1, random.Random(1), players=[PlayerState(s, f"P{s}") for s in range(3)])
    return NightContext(state, Snapshot.of(state), [])


def test_a_step_called_resolves_on_the_night_it_is_given() -> None:
    seen: list[NightContext] = []
    ctx = night()
    Step("watch", "R-1", seen.append)(ctx)
    assert seen == [ctx] and seen[0] is ctx


def test_an_outcome_step_without_an_outcome_check_says_exactly_what_is_missing() -> None:
    with pytest.raises(ValueError) as refused:
        outcome_step("R-9")(night())
    assert str(refused.value) == "the night declares an outcome check but run_night was given none"


def test_a_plain_function_step_runs_on_the_night_and_is_recorded_by_its_name() -> None:
    seen: list[object] = []

    def count_the_living(ctx: NightContext) -> None:
        seen.append((ctx, len(ctx.state.players)))

    state = night().state
    ctx = run_night(state, Snapshot.of(state), [count_the_living])
    assert seen == [(ctx, 3)] and ctx.ran == ["count_the_living"]
