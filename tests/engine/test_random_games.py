"""Random games (hypothesis) checked against the engine's invariants:
the dead never act, a refused command changes nothing, replay is deterministic,
and the public view never contains a secret."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Advance, Deal, Game, SeatPlayer, Submit, Vote
from engine.commands import Command
from engine.errors import DeadActor, EngineError
from tests.engine.test_game import fingerprint

ABILITIES = ["attack", "inspect", "protect", "ready", "rest", "bogus"]


def command_strategy(n: int) -> st.SearchStrategy[Command]:
    seat = st.integers(min_value=-1, max_value=n)
    targets = st.lists(st.integers(min_value=-1, max_value=n), max_size=2).map(tuple)
    choice = st.one_of(st.none(), st.integers(min_value=-1, max_value=n), st.sampled_from(["execute", "x"]))
    return st.one_of(
        st.builds(Submit, seat, st.sampled_from(ABILITIES), targets),
        st.builds(Vote, seat, choice),
        st.builds(Advance, st.booleans()),
    )


def public_secrets(game: Game) -> list[str]:
    """Roles of living players and tonight's actions: never in the public view."""
    view = game.public_view()
    leaks = [f"role of {s['name']}" for s in view["seats"] if s["alive"] and s["role"] is not None]
    text = json.dumps(view)
    if game.state.phase.kind == "night":
        leaks += [s.ability for s in game.state.submissions.values() if f'"{s.ability}"' in text]
    return leaks


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    n=st.integers(min_value=4, max_value=10),
    seed=st.integers(min_value=0, max_value=10_000),
    data=st.data(),
)
def test_random_commands_keep_the_invariants(n: int, seed: int, data: st.DataObject) -> None:
    game = Game("moonveil", {"game_type": "classic", "wolves": max(1, n // 4)}, seed)
    for index in range(n):
        game.apply(SeatPlayer(f"P{index + 1}"))
    game.apply(Deal())
    commands = data.draw(st.lists(command_strategy(n), min_size=1, max_size=60))
    for command in commands:
        dead_before = {p.seat for p in game.state.players if not p.alive}
        before = fingerprint(game)
        journal = len(game.journal)
        try:
            game.apply(command)
        except EngineError as error:
            assert fingerprint(game) == before, f"refused {command} changed the game"
            assert len(game.journal) == journal
            assert error.message
            continue
        actor = getattr(command, "actor", getattr(command, "voter", None))
        assert actor not in dead_before, f"dead player {actor} acted: {command}"
        assert public_secrets(game) == []
        if game.state.over:
            break
    assert fingerprint(replay_of(game)) == fingerprint(game)


def replay_of(game: Game) -> Game:
    from engine import replay

    return replay("moonveil", game.options, game.seed, game.journal)


@settings(max_examples=15, deadline=None)
@given(seed=st.integers(min_value=0, max_value=10_000), n=st.integers(min_value=5, max_value=14))
def test_bot_games_end_and_dead_never_act(seed: int, n: int) -> None:
    from engine.simulate import play_bot_game

    game = play_bot_game(Game("moonveil").ruleset, {"vote": "plurality"}, seed, n, "random")
    assert game.state.over
    dead_at: dict[int, int] = {}
    for index, command in enumerate(game.journal):
        actor = getattr(command, "actor", getattr(command, "voter", None))
        if actor is not None:
            assert actor not in dead_at, f"P{actor + 1} acted after elimination"
        if isinstance(command, Advance):
            partial = replay_of_prefix(game, index + 1)
            for p in partial.state.players:
                if not p.alive:
                    dead_at.setdefault(p.seat, index)


def replay_of_prefix(game: Game, length: int) -> Game:
    from engine import replay

    return replay("moonveil", game.options, game.seed, game.journal[:length])


def test_refusing_a_dead_actor_names_rule_and_player() -> None:
    from tests.helpers import finish_night, table

    game = table()
    finish_night(game, p1=("attack", (5,)), p2=("attack", (5,)), p4=("protect", (3,)))
    game.apply(Advance())
    try:
        game.apply(Vote(5, 0))
    except DeadActor as error:
        assert error.rule == "MV-7.2" and error.player == 5 and "P6" in error.message
    else:  # pragma: no cover
        raise AssertionError("a dead player voted")
