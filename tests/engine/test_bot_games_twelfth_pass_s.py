"""The twelfth pass over bot-game speed, part S (issue 20, docs/performance.md): a night
does less work for the same result.

- a night runs its declared steps by a plan of names and resolutions made once per
  declaration (the same names recorded, the same steps run, in order);
- a Moonveil night's snapshot reads who is alive when the night opens and the other
  columns when a step asks: read at the end of the night they are still what
  ``Snapshot.of`` read at its opening, because no Moonveil rule changes a player's role,
  appearance, parity or side once dealt (checked after every command of bot games).

The whole games are compared before and after by ``bench/engine_fingerprint.py``
(every message, view and state of all four books)."""

from __future__ import annotations

import random
from typing import Any

import pytest

import engine.night as core
from engine.bot_tables import BOT_TABLES, BotTable
from engine.model import GameState, Phase
from engine.night import Snapshot, SteadySnapshot
from tests.helpers import bot_game_to_replay

MOONVEIL_TABLES = [t for t in BOT_TABLES if t.ruleset == "moonveil"]


def _state() -> GameState:
    state = GameState("moonveil", {}, 0, random.Random(0))
    state.phase = Phase("night", 2)
    return state


# -- the night's snapshot ------------------------------------------------------------------


def _columns(snapshot: Snapshot) -> tuple[Any, ...]:
    return (snapshot.alive, snapshot.roles, snapshot.seen_as, snapshot.counts_as, snapshot.wins_with)


@pytest.mark.parametrize("bot_table", MOONVEIL_TABLES, ids=lambda t: t.label)
def test_MV_2_5_a_steady_snapshot_read_after_the_night_is_the_one_taken_at_its_opening(
    bot_table: BotTable, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every Moonveil night of bot games: the snapshot the core runs on is a steady one;
    ``Snapshot.of`` taken at the opening equals it read after the whole night has run."""
    real = core.run_night
    nights: list[tuple[Snapshot, tuple[Any, ...]]] = []
    deaths = [0]

    def spy(state: Any, snapshot: Snapshot, *args: Any, **kwargs: Any) -> Any:
        opening = Snapshot.of(state)
        assert type(snapshot) is SteadySnapshot and snapshot.alive == opening.alive
        before = len(state.deaths)
        context = real(state, snapshot, *args, **kwargs)
        deaths[0] += len(state.deaths) - before
        nights.append((snapshot, _columns(opening)))
        return context

    monkeypatch.setattr(core, "run_night", spy)
    for seed in range(4):
        played, _ = bot_game_to_replay(bot_table, seed)
        assert played.state.phase.kind == "over"
    for snapshot, opening in nights:
        assert _columns(snapshot) == opening  # read now, after the night changed who is alive
        assert type(snapshot.roles) is tuple and type(snapshot.alive) is frozenset
        assert snapshot.roles is snapshot.roles  # read once, then kept
    assert len(nights) >= 5 and deaths[0] > 0  # the columns were read after someone died


@pytest.mark.parametrize("bot_table", MOONVEIL_TABLES, ids=lambda t: t.label)
def test_MV_2_5_no_moonveil_command_changes_a_dealt_players_attributes(bot_table: BotTable) -> None:
    """What the steady snapshot rests on: after every command of a bot game, each player's
    role, appearance, parity and side are what the deal gave them; only who is alive changes."""
    played, game = bot_game_to_replay(bot_table, 7)
    dealt: list[tuple[Any, ...]] | None = None
    alive_changed = False
    for command in played.journal:
        game.apply(command)
        now = [(p.role, p.seen_as, p.counts_as, p.wins_with) for p in game.state.players]
        if dealt is None and all(p.role for p in game.state.players):
            dealt = now
        if dealt is not None:
            assert now == dealt, command
            alive_changed = alive_changed or not all(p.alive for p in game.state.players)
    assert dealt is not None and alive_changed


def test_a_steady_snapshot_equals_the_snapshot_of_the_same_state() -> None:
    played, _ = bot_game_to_replay(MOONVEIL_TABLES[1], 3)
    state = played.state
    steady, plain = SteadySnapshot.of(state), Snapshot.of(state)
    assert _columns(steady) == _columns(plain)
    assert steady == SteadySnapshot.of(state) and hash(steady) == hash(SteadySnapshot.of(state))
    assert len(steady.alive) < len(state.players)
    with pytest.raises(AttributeError):
        steady.roles = ()  # type: ignore[misc]


# -- the night's plan ----------------------------------------------------------------------


def test_a_declared_night_runs_its_steps_by_a_plan_made_once() -> None:
    from engine.rulesets.moonveil.night import MOONVEIL_NIGHT

    steps = MOONVEIL_NIGHT.steps
    plan = core._plan_of(steps)
    assert plan == tuple((step.name, step.resolve) for step in steps)
    assert core._plan_of(steps) is plan  # kept for the declaration

    def plain(ctx: core.NightContext) -> None:
        ctx.public.append(("plain", {}))

    declared: core.Step[core.NightContext] = core.Step("declared", "R-1", lambda c: c.public.append(("declared", {})))
    both: list[core.NightStep] = [plain, declared]
    for given in (tuple(both), both, iter(both)):
        ctx = core.run_night(_state(), Snapshot.of(_state()), given)
        assert ctx.ran == ["plain", "declared"] and [kind for kind, _ in ctx.public] == ["plain", "declared"]


def test_a_kept_plan_serves_only_the_tuple_it_was_made_for(monkeypatch: pytest.MonkeyPatch) -> None:
    """A tuple made later may reuse a dead one's ``id``: its own steps run, not the kept plan."""
    steps: tuple[core.Step[core.NightContext], ...] = (
        core.Step("mine", "R-1", lambda c: c.public.append(("mine", {}))),
    )
    stale = ((core.Step("other", "R-2", print),), (("other", print),))
    monkeypatch.setitem(core._PLANS, id(steps), stale)
    ctx = core.run_night(_state(), Snapshot.of(_state()), steps)
    assert ctx.ran == ["mine"] and ctx.public == [("mine", {})]
    assert core._PLANS[id(steps)][0] is steps
