"""The declared night (engine/night_hooks.py), pinned down where mutation testing
found it unchecked (issue 21): a step's defaults, the first night a step wakes,
and the book's own context handed to ``run_night``."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from engine.model import GameState, PlayerState
from engine.night import NightContext, Snapshot
from engine.night_hooks import WakeStep, abilities_tonight, acting_role, resolution, run_declared, tonight


@dataclass
class Scratch(NightContext):
    seen: list[tuple[str, int]] = field(default_factory=list)


def record(name: str) -> object:
    def resolve(night: Scratch) -> None:
        night.seen.append((name, len(night.state.players)))

    return resolve


def state_of(seats: int) -> GameState:
    return GameState("test", {}, 1, random.Random(1), players=[PlayerState(s, f"P{s}") for s in range(seats)])


ORDER: tuple[WakeStep[Scratch], ...] = (
    WakeStep("zero", ("a",), ("a_act",), record("zero")),  # type: ignore[arg-type]
    WakeStep("two", ("b",), ("b_act",), record("two"), "R-2", first_night=2),  # type: ignore[arg-type]
    WakeStep("three", ("c", "d"), ("c_act",), record("three"), first_night=3),  # type: ignore[arg-type]
)


def test_a_wake_step_collects_nothing_resolves_nothing_and_wakes_from_night_0_by_default() -> None:
    plain: WakeStep[Scratch] = WakeStep("plain", ("x",))
    assert (plain.abilities, plain.resolve, plain.rule, plain.first_night) == ((), None, "", 0)
    assert tonight((plain,), 0) == (plain,)
    assert resolution((plain,), 0) == []  # it only collects


def test_a_step_wakes_from_its_first_night_on_exactly() -> None:
    assert [s.id for s in tonight(ORDER, 1)] == ["zero"]
    assert [s.id for s in tonight(ORDER, 2)] == ["zero", "two"]
    assert [s.id for s in tonight(ORDER, 3)] == ["zero", "two", "three"]
    assert abilities_tonight(ORDER, 1) == frozenset({"a_act"})
    assert abilities_tonight(ORDER, 2) == frozenset({"a_act", "b_act"})
    assert [(s.name, s.rule) for s in resolution(ORDER, 2)] == [("zero", ""), ("two", "R-2")]


def test_acting_role_is_the_one_role_of_a_step_woken_by_one() -> None:
    assert acting_role(ORDER) == {"a_act": "a", "b_act": "b"}


def test_run_declared_runs_on_the_books_own_context_and_state() -> None:
    state = state_of(4)
    mine = Scratch(state, Snapshot.of(state), [])
    done = run_declared(mine, ORDER, 2)
    assert done is mine
    assert mine.seen == [("zero", 4), ("two", 4)] and mine.ran == ["zero", "two"]
