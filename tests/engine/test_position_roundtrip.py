"""Positions round-trip (issue 18): ``position(game)`` → ``Game.from_position`` gives
the same views (public, every player, the narrator's) and the same future: the
same further commands, chosen by the same bots, give the same messages and the
same end, for every rule set at random points of bot games."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Advance, Deal, Game, SeatPlayer
from engine.bots import BotPolicy
from engine.commands import Command
from engine.model import Message
from engine.ruleset import find_ruleset

TF_TWELVE = [
    "lupo_mannaro", "lupo_mannaro", "lupo_mutaforma", "guardia", "meretrice", "veggente_cieco",
    "detective", "medium", "contadino", "contadino", "leader_alieno", "soldato_alieno",
]  # fmt: skip
# (rule set, options, fewest and most players): every book, Moonveil in All Roles
# and classic with advanced roles, at several table sizes.
TABLES: list[tuple[str, dict[str, Any], int, int]] = [
    ("moonveil", {}, 5, 14),
    ("moonveil", {"game_type": "classic", "wolves": 2, "advanced": [1, 2, 5, 9]}, 9, 12),
    ("luna_llena", {}, 7, 9),
    ("village_vs_nonvillage", {}, 8, 15),
    ("three_factions", {}, 22, 22),
    ("three_factions", {"roles": TF_TWELVE}, 12, 12),
]
_HISTORY: tuple[str, ...] = ()  # positions written by the app carry the log too


def without_history(view: Any) -> Any:
    """A view without its message history (a position carries no past)."""
    if isinstance(view, dict):
        return {k: without_history(v) for k, v in view.items() if k not in _HISTORY}
    if isinstance(view, list):
        return [without_history(v) for v in view]
    return view


def views(game: Game) -> str:
    data = {
        "moderator": game.moderator_view(narrator=True),
        "players": [game.player_view(seat) for seat in range(len(game.state.players))],
        "prompts": [repr(p) for p in game.prompts()],
        "votes": [repr(v) for v in game.vote_prompts()],
        "missing": game.missing(),
    }
    return json.dumps(without_history(data), sort_keys=True, default=repr)


def message_text(message: Message) -> str:
    """A message without its sequence number (a position's log starts at 0)."""
    return json.dumps(
        [message.phase, message.audience.to_dict(), message.kind, message.params, sorted(message.recipients)],
        sort_keys=True,
        default=repr,
    )


def bot_commands(game: Game, bots: BotPolicy, rng: random.Random) -> list[Command]:
    """What the bots send this phase, decided from the game as it is; then the advance."""
    seats = sorted({p.seat for p in game.prompts()} | {v.seat for v in game.vote_prompts()})
    commands: list[Command] = []
    for seat in seats:
        commands += bots.decide(game.player_view(seat, lang=None), rng)
    return commands


def play_phase(game: Game, commands: list[Command]) -> list[str]:
    """Apply the commands (refusals are part of the record), then close the phase."""
    record: list[str] = []
    for command in [*commands, Advance(override=True)]:
        before = len(game.state.messages)
        error = game.try_apply(command)
        record.append(error.code if error else "ok")
        record += [message_text(m) for m in game.state.messages[before:]]
    return record


def dealt_game(ruleset: str, options: dict[str, Any], players: int, seed: int) -> Game:
    game = Game(ruleset, options, seed)
    for index in range(players):
        game.apply(SeatPlayer(f"P{index + 1}", bot=True))
    game.apply(Deal())
    return game


def check_round_trip(game: Game, phases: int, seed: int) -> None:
    position = json.loads(json.dumps(game.position()))  # through JSON text, as a file would
    twin = Game.from_position(position)
    assert views(twin) == views(game)
    assert twin.position() == position
    bots = game.ruleset.bot_policy()
    rng, twin_rng = random.Random(seed), random.Random(seed)
    for _ in range(phases):
        if game.state.over:
            break
        commands = bot_commands(game, bots, rng)
        assert bot_commands(twin, bots, twin_rng) == commands
        assert play_phase(twin, commands) == play_phase(game, commands)
        assert views(twin) == views(game)
    assert twin.state.over == game.state.over
    assert (twin.state.outcome == game.state.outcome) or twin.state.outcome is None


@pytest.mark.parametrize(
    ("ruleset", "options", "fewest", "most"), TABLES, ids=[f"{t[0]}-{i}" for i, t in enumerate(TABLES)]
)
@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10_000), before=st.integers(min_value=0, max_value=12), data=st.data())
def test_position_round_trips_views_and_future(
    ruleset: str, options: dict[str, Any], fewest: int, most: int, seed: int, before: int, data: st.DataObject
) -> None:
    players = data.draw(st.integers(min_value=fewest, max_value=most), label="players")
    game = dealt_game(ruleset, options, players, seed)
    bots = find_ruleset(ruleset).bot_policy()
    rng = random.Random(seed + 1)
    for _ in range(before):
        if game.state.over:
            break
        play_phase(game, bot_commands(game, bots, rng))
    if game.state.over:
        return
    check_round_trip(game, phases=16, seed=seed)


def test_undo_stops_at_the_position_and_redo_replays_from_it() -> None:
    game = dealt_game("moonveil", {"game_type": "classic", "wolves": 2}, 7, seed=3)
    twin = Game.from_position(game.position())
    start = views(twin)
    bots = twin.ruleset.bot_policy()
    play_phase(twin, bot_commands(twin, bots, random.Random(1)))
    after = views(twin)
    assert after != start
    while twin.undo() is not None:
        pass
    assert twin.journal == [] and views(twin) == start
    while twin.redo() is not None:
        pass
    assert views(twin) == after


def test_a_position_without_rng_draws_from_its_seed() -> None:
    game = dealt_game("luna_llena", {}, 8, seed=5)
    position = game.position()
    del position["rng"]
    a, b = Game.from_position(position), Game.from_position(position)
    assert a.state.rng.random() == b.state.rng.random() == random.Random(position["seed"]).random()
