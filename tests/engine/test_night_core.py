"""The core night pipeline (engine/night.py): declared steps run in order and
recorded, deaths together in seat order, consequence chains, revivals, and the
outcome check where a book declares it."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from engine.model import GameState, Submission
from engine.night import (
    NightContext,
    NightOrder,
    Snapshot,
    Step,
    Wake,
    chain_step,
    deaths_step,
    outcome_step,
    run_night,
)
from tests.helpers import table


def night_state() -> GameState:
    return table().state  # 8 players, night 1 open


def test_run_night_runs_declared_steps_in_order_and_records_their_names() -> None:
    state = night_state()
    seen: list[str] = []

    def plain_step(ctx: NightContext) -> None:
        seen.append("plain")

    steps = (
        Step("first", "R-1", lambda ctx: seen.append("first")),
        plain_step,
        Step("last", "R-2", lambda ctx: seen.append("last")),
    )
    ctx = run_night(state, Snapshot.of(state), steps)
    assert ctx.ran == ["first", "plain_step", "last"]
    assert seen == ["first", "plain", "last"]


def test_run_night_builds_the_books_context_from_the_factory() -> None:
    state = night_state()

    class BookNight(NightContext):
        pass

    def factory(state: GameState, snapshot: Snapshot, submissions: list[Submission]) -> BookNight:
        return BookNight(state, snapshot, list(reversed(submissions)))

    ctx = run_night(state, Snapshot.of(state), (), context=factory)
    assert type(ctx) is BookNight and ctx.ran == []


def test_deaths_step_applies_pending_deaths_together_in_seat_order() -> None:
    state = night_state()

    def attacks(ctx: NightContext) -> None:
        ctx.attack(5, "wolf_attack")
        ctx.attack(2, "wolf_attack")

    ctx = run_night(state, Snapshot.of(state), (Step("attacks", "R", attacks), deaths_step("R-deaths")))
    assert ctx.died == [2, 5]
    assert [(d.seat, d.cause) for d in state.deaths] == [(2, "wolf_attack"), (5, "wolf_attack")]
    assert ctx.ran == ["attacks", "deaths"]


def test_chain_step_follows_consequences_first_in_first_out() -> None:
    state = night_state()
    links = {2: [6], 5: [7], 6: [1]}

    def consequence(ctx: NightContext, seat: int, cause: str) -> Iterable[tuple[int, str]]:
        return [(linked, f"after_{cause}") for linked in links.get(seat, [])]

    def attacks(ctx: NightContext) -> None:
        ctx.attack(5, "attack")
        ctx.attack(2, "attack")

    steps = (Step("attacks", "R", attacks), deaths_step("R"), chain_step("R", consequence))
    ctx = run_night(state, Snapshot.of(state), steps)
    assert ctx.died == [2, 5, 6, 7, 1]  # 2 and 5 together, then 2's link, 5's link, 6's link
    assert state.deaths[-1].cause == "after_after_attack"


def test_revive_brings_a_player_back_and_records_it() -> None:
    state = night_state()
    state.eliminate(3, "banished")
    ctx = run_night(state, Snapshot.of(state), (Step("revivals", "R", lambda ctx: ctx.revive(3)),))
    assert state.players[3].alive and ctx.revived == [3]


def test_outcome_step_checks_the_outcome_where_the_book_declares_it() -> None:
    state = night_state()
    checked: list[list[str]] = []

    def outcome(game_state: GameState) -> None:
        checked.append(list(ctx_seen[0].ran))

    ctx_seen: list[NightContext] = []
    steps = (Step("keep", "R", ctx_seen.append), outcome_step("R-victory"), Step("after", "R", lambda ctx: None))
    run_night(state, Snapshot.of(state), steps, outcome=outcome)
    assert checked == [["keep", "outcome"]]


def test_outcome_step_without_a_check_is_a_clear_error() -> None:
    state = night_state()
    with pytest.raises(ValueError, match="outcome check"):
        run_night(state, Snapshot.of(state), (outcome_step("R"),))


def test_night_order_refuses_a_wake_resolved_in_an_undeclared_step() -> None:
    with pytest.raises(ValueError, match="undeclared steps"):
        NightOrder(wakes=(Wake("seer", "R", ("inspections",)),), steps=(Step("attack", "R", lambda ctx: None),))


def test_night_order_refuses_a_step_or_wake_named_twice() -> None:
    step = Step("attack", "R", lambda ctx: None)
    with pytest.raises(ValueError, match="step twice"):
        NightOrder(wakes=(), steps=(step, step))
    with pytest.raises(ValueError, match="wakes a key twice"):
        NightOrder(wakes=(Wake("seer", "R"), Wake("seer", "R")), steps=(step,))


def test_night_order_reads_its_wake_keys_and_step_names_in_declared_order() -> None:
    order = NightOrder(
        wakes=(Wake("wolf", "R", ("attack",)), Wake("seer", "R")),
        steps=(Step("attack", "R", lambda ctx: None), deaths_step("R")),
    )
    assert order.wake_keys() == ("wolf", "seer")
    assert order.step_names() == ("attack", "deaths")


# -- what the mutation run of engine/night.py found untested (docs/testing.md) --------


def test_the_core_steps_carry_their_names_and_the_rule_the_book_gives() -> None:
    assert (deaths_step("MN-6").name, deaths_step("MN-6").rule) == ("deaths", "MN-6")
    chain = chain_step("N-8", lambda ctx, seat, cause: ())
    assert (chain.name, chain.rule) == ("consequences", "N-8")
    assert (outcome_step("MN-9").name, outcome_step("MN-9").rule) == ("outcome", "MN-9")


def test_a_step_without_a_name_is_recorded_by_its_repr() -> None:
    from engine.night import step_name

    class Nameless:
        def __call__(self, ctx: NightContext) -> None:
            return None

        def __repr__(self) -> str:
            return "<nameless step>"

    assert step_name(Nameless()) == "<nameless step>"


def test_an_outcome_step_without_an_outcome_check_is_refused_by_name() -> None:
    state = night_state()
    with pytest.raises(ValueError, match="outcome check but run_night was given none"):
        run_night(state, Snapshot.of(state), (outcome_step("R-9"),))


def test_the_snapshot_keeps_what_every_player_counted_as_at_nightfall() -> None:
    state = night_state()
    snapshot = Snapshot.of(state)
    assert snapshot.counts_as == tuple(p.counts_as for p in state.players)
    assert snapshot.counts_as[0] == state.players[0].counts_as


def test_a_chain_from_a_seat_with_no_recorded_death_passes_an_empty_cause() -> None:
    from engine.night import run_chain

    state = night_state()
    ctx = NightContext(state, Snapshot.of(state), [])
    causes: list[str] = []

    def consequence(ctx: NightContext, seat: int, cause: str) -> Iterable[tuple[int, str]]:
        causes.append(cause)
        return ()

    run_chain(ctx, [3], consequence)  # seat 3 is alive: no death of it on record
    assert causes == [""]
