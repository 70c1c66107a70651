"""The core's declared night (engine/night_hooks.py) on a book's own context."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from engine.model import GameState, PlayerState
from engine.night import NightContext, Snapshot
from engine.night_hooks import WakeStep, abilities_tonight, acting_role, resolution, run_declared, tonight


@dataclass
class BookNight(NightContext):
    """A book's context: its own scratch beside the core's."""

    order: list[str] = field(default_factory=list)


def step(name: str) -> WakeStep[BookNight]:
    def resolve(night: BookNight) -> None:
        night.order.append(name)

    return WakeStep(name, (name,), (f"{name}_act",), resolve, rule="R-1" if name == "first" else "")


ORDER: tuple[WakeStep[BookNight], ...] = (
    step("first"),
    WakeStep("collect_only", ("helper",), ("help",)),
    WakeStep("later", ("late",), ("late_act",), step("later").resolve, first_night=1),
    WakeStep("pack", ("wolf", "big_wolf"), ("bite",), step("pack").resolve),
    WakeStep("engine", (), resolve=step("engine").resolve),
)


def game_state() -> GameState:
    players = [PlayerState(seat, f"P{seat}") for seat in range(3)]
    return GameState("test", {}, 1, random.Random(1), players=players)


def night_of(state: GameState) -> BookNight:
    return BookNight(state, Snapshot.of(state), [])


def test_run_declared_runs_tonights_resolving_steps_in_order_on_the_books_context() -> None:
    state = game_state()
    assert run_declared(night_of(state), ORDER, 0).order == ["first", "pack", "engine"]
    assert run_declared(night_of(state), ORDER, 1).order == ["first", "later", "pack", "engine"]


def test_tonight_and_what_a_night_collects() -> None:
    assert [s.id for s in tonight(ORDER, 0)] == ["first", "collect_only", "pack", "engine"]
    assert abilities_tonight(ORDER, 0) == {"first_act", "help", "bite"}
    assert abilities_tonight(ORDER, 1) == {"first_act", "help", "late_act", "bite"}


def test_acting_role_leaves_out_steps_woken_by_several_roles() -> None:
    assert acting_role(ORDER) == {"first_act": "first", "help": "helper", "late_act": "late"}


def test_run_declared_goes_through_run_night_which_records_the_step_ids() -> None:
    state = game_state()
    mine = night_of(state)
    assert run_declared(mine, ORDER, 1) is mine
    assert mine.ran == ["first", "later", "pack", "engine"]
    assert [(step.name, step.rule) for step in resolution(ORDER, 0)] == [("first", "R-1"), ("pack", ""), ("engine", "")]
