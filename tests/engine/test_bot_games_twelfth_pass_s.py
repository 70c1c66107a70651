"""The twelfth pass over bot-game speed, part S (issue 20, docs/performance.md): the
messages, the night and the victory check do less work for the same result.

- a Moonveil night's snapshot reads who is alive when the night opens and the other
  columns when a step asks: read at the end of the night they are still what
  ``Snapshot.of`` read at its opening, because no Moonveil rule changes a player's role,
  appearance, parity or side once dealt (checked after every command of bot games).

The whole games are compared before and after by ``bench/engine_fingerprint.py``
(every message, view and state of all four books)."""

from __future__ import annotations

from typing import Any

import pytest

import engine.night as core
from engine.bot_tables import BOT_TABLES, BotTable
from engine.night import Snapshot, SteadySnapshot
from tests.helpers import bot_game_to_replay

MOONVEIL_TABLES = [t for t in BOT_TABLES if t.ruleset == "moonveil"]

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
