"""The fold: commands, journal, replay, undo/redo through snapshots, preview."""

from __future__ import annotations

import json

import pytest

from engine import Advance, Deal, Game, SeatPlayer, Submit, Vote, replay
from engine.commands import Clock, Presence, Say, command_from_dict, command_to_dict
from engine.errors import GameOver, IllegalAction, ScenarioError, SetupError, UnknownPlayer, WrongPhase
from tests.helpers import finish_night, table


def fingerprint(game: Game) -> str:
    state = game.state
    return json.dumps(
        {
            "phase": state.phase.label(),
            "players": [(p.role, p.alive, sorted(p.uses.items())) for p in state.players],
            "messages": [m.to_dict() for m in state.messages],
            "deaths": [(d.seat, d.cause, d.phase) for d in state.deaths],
            "subs": sorted(str(s) for s in state.submissions.values()),
            "ballots": sorted(state.ballots.items(), key=str),
            "rng": state.rng.getstate()[1][:4],
        },
        default=str,
    )


def test_commands_round_trip_through_json() -> None:
    commands = [
        SeatPlayer("李雷", bot=True),
        Deal(("wolf", "seer")),
        Deal(),
        Submit(1, "compare", (2, 3), "x"),
        Vote(0, None),
        Vote(0, "execute"),
        Vote(0, 3),
        Advance(override=True),
        Clock(1000),
        Presence(2, 1500),
        Say(1, "wolves", "hi"),
    ]
    for command in commands:
        assert command_from_dict(json.loads(json.dumps(command_to_dict(command)))) == command


@pytest.mark.parametrize(
    "data", [{}, {"type": "nuke"}, {"type": "vote", "voter": 1, "bogus": 2}, {"type": "submit"}, "vote"]
)
def test_malformed_commands_are_refused(data: object) -> None:
    with pytest.raises(ScenarioError):
        command_from_dict(data)  # type: ignore[arg-type]


def test_replay_rebuilds_the_same_game() -> None:
    game = table(seed=5)
    finish_night(game, p1=("attack", (4,)), p2=("attack", (5,)), p4=("protect", (3,)))
    again = replay("moonveil", {}, 5, game.journal)
    assert fingerprint(again) == fingerprint(game)


def test_undo_equals_replay_without_last_command() -> None:
    game = table(seed=2)
    for _ in range(3):
        finish_night(game)
        if game.state.over:
            break
        game.apply(Advance())
        game.apply(Advance(override=True))
    journal = list(game.journal)
    for length in range(len(journal) - 1, len(journal) - 12, -1):
        game.undo()
        assert fingerprint(game) == fingerprint(replay("moonveil", {}, 2, journal[:length]))


def test_redo_reapplies_and_new_command_clears_redo() -> None:
    game = table()
    game.apply(Submit(0, "attack", (4,)))
    before = fingerprint(game)
    assert game.undo() == Submit(0, "attack", (4,))
    assert game.redo() == Submit(0, "attack", (4,))
    assert fingerprint(game) == before
    game.undo()
    game.apply(Submit(0, "attack", (5,)))
    assert game.redo() is None


def test_preview_changes_nothing() -> None:
    game = table()
    for seat, ability, targets in [
        (0, "attack", (4,)),
        (1, "attack", (4,)),
        (2, "inspect", (0,)),
        (3, "protect", (3,)),
    ]:
        game.apply(Submit(seat, ability, targets))
    for seat in (4, 5, 6, 7):
        game.apply(Submit(seat, "ready"))
    before = fingerprint(game)
    preview = game.preview(Advance())
    assert fingerprint(game) == before
    assert next(m.kind for m in preview if m.audience.kind == "public") == "eliminated"
    game.apply(Advance())
    assert [m.to_dict() for m in game.state.messages[-len(preview) :]] == [m.to_dict() for m in preview]


def test_lobby_rules() -> None:
    game = Game("moonveil")
    game.apply(SeatPlayer("  Ana  "))
    assert game.state.players[0].name == "Ana"
    for bad in ("", " ", "x" * 41, "ana"):
        with pytest.raises(SetupError):
            game.apply(SeatPlayer(bad))
    with pytest.raises(WrongPhase):
        game.apply(Submit(0, "ready"))


def test_seats_only_before_the_deal() -> None:
    game = table()
    with pytest.raises(WrongPhase):
        game.apply(SeatPlayer("Late", bot=True))  # MV-10.2: bots only in the lobby


def test_game_over_refuses_everything_but_undo() -> None:
    game = table(("wolf", "villager", "villager"))
    finish_night(game, p1=("attack", (1,)))
    assert game.state.over
    with pytest.raises(GameOver):
        game.apply(Advance())
    game.undo()
    assert not game.state.over


def test_time_is_an_input_and_never_goes_back() -> None:
    game = table()
    game.apply(Clock(5_000))
    game.apply(Presence(3, 6_000))
    assert game.state.now_ms == 6_000 and game.state.presence_ms == {3: 6_000}
    with pytest.raises(IllegalAction):
        game.apply(Clock(1_000))
    with pytest.raises(UnknownPlayer):
        game.apply(Presence(42, 7_000))


def test_channel_lines_reach_members_only() -> None:
    game = table()
    game.apply(Say(0, "wolves", "P5 tonight?"))
    assert any(m["kind"] == "say" for m in game.player_view(1)["messages"])
    assert not any(m["kind"] == "say" for m in game.player_view(4)["messages"])
    with pytest.raises(IllegalAction):
        game.apply(Say(4, "wolves", "let me in"))


def test_undo_cost_does_not_depend_on_history_length() -> None:
    """Undo replays at most ``snapshot_every`` commands (counted, not timed)."""
    game = table()
    for _ in range(4):
        finish_night(game)
        if game.state.over:
            break
        game.apply(Advance())
        game.apply(Advance(override=True))
    base = max(k for k in game._snapshots if k <= len(game.journal) - 1)
    assert len(game.journal) - 1 - base < game.snapshot_every


def test_undo_to_the_first_commands_rebuilds_the_initial_state_from_the_seed() -> None:
    """The state before the first command is not stored (docs/performance.md):
    undo below the first snapshot replays from (rule set, options, seed)."""
    game = Game("moonveil", {"game_type": "classic", "wolves": 1}, 5, snapshot_every=1000)
    for name in ("A", "B", "C", "D", "E"):
        game.apply(SeatPlayer(name, bot=True))
    game.apply(Deal())
    journal = list(game.journal)
    for length in range(len(journal) - 1, -1, -1):
        game.undo()
        assert fingerprint(game) == fingerprint(replay("moonveil", game.options, 5, journal[:length]))
    assert game.state.players == [] and game.undo() is None
    game.redo()
    game.redo()
    assert [p.name for p in game.state.players] == ["A", "B"]


def test_heartbeats_add_no_snapshot_and_undo_steps_over_them_in_one_replay() -> None:
    """Snapshots follow the game's commands, not the inputs of time (issue 20): an
    evening of heartbeats keeps no copy of the state, and rewinding a night past
    them replays once and gives the game the journal folds to."""
    game = table()
    snapshots = dict(game._snapshots)
    for at in range(1, 301):
        game.apply(Presence(at % 5, at * 1000))
    assert game._snapshots == snapshots
    finish_night(game)
    journal = list(game.journal)
    restores = []
    real_restore = game._restore
    game._restore = lambda length: (restores.append(length), real_restore(length))[1]  # type: ignore[method-assign]
    last = max(i for i, command in enumerate(journal) if command.kind == "presence")
    undone = game.rewind(last)
    assert restores == [last] and len(undone) == len(journal) - last
    assert fingerprint(game) == fingerprint(replay(game.ruleset, game.options, game.seed, journal[:last]))
    for _ in undone:
        game.redo()
    assert game.journal == journal
