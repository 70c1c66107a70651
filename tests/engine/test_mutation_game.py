"""The fold's own rules (engine/game.py) pinned down where mutation testing
found them unchecked (issue 21): inputs of time, "if the night ended now",
the exact refusals of the generic commands."""

from __future__ import annotations

import pytest

from engine import Advance, Deal, Game, SeatPlayer, Submit, replay
from engine.commands import Clock, Presence, Say
from engine.errors import IllegalAction, UnknownPlayer, WrongPhase
from tests.helpers import table


def test_preview_night_is_what_closing_the_night_by_override_gives() -> None:
    """Nobody has acted: the preview is exactly what ``Advance(override=True)``
    then writes, the moderator's override notes (MV-9.5) included."""
    game = table()
    preview = [m.to_dict() for m in game.preview_night()]
    first = len(game.state.messages)
    game.apply(Advance(override=True))
    assert preview == [m.to_dict() for m in game.state.messages[first:]]
    assert "night_override" in [m["kind"] for m in preview]


def test_a_clock_in_the_lobby_only_moves_time() -> None:
    """No phase has a deadline before the deal: the rule set's clock is not asked."""
    for book in ("moonveil", "three_factions", "luna_llena", "village_vs_nonvillage"):
        game = Game(book)
        game.apply(SeatPlayer("Ana"))
        game.apply(Clock(60_000))
        game.apply(Presence(0, 61_000))
        assert (game.state.now_ms, game.state.presence_ms) == (61_000, {0: 61_000}), book
        assert [m.kind for m in game.state.messages] == [], book


def test_time_may_stand_still_but_not_go_back() -> None:
    game = table()
    game.apply(Clock(5_000))
    game.apply(Clock(5_000))  # two inputs in the same millisecond
    game.apply(Presence(2, 5_000))
    assert game.state.now_ms == 5_000 and game.state.presence_ms == {2: 5_000}
    with pytest.raises(IllegalAction) as refused:
        game.apply(Clock(4_999))
    error = refused.value
    assert (error.key, error.rule, error.player) == ("time_backwards", "clock", None)


@pytest.mark.parametrize("seat", [8, 9, -1])
def test_a_heartbeat_from_a_seat_that_does_not_exist_is_refused(seat: int) -> None:
    game = table()  # eight seats, 0..7
    journal = list(game.journal)
    with pytest.raises(UnknownPlayer) as refused:
        game.apply(Presence(seat, 1_000))
    error = refused.value
    assert (error.key, error.player, error.params) == ("no_seat", seat, {"seat": seat})
    assert game.journal == journal and game.state.presence_ms == {}


def test_the_moderators_log_is_in_the_language_asked() -> None:
    game = table()
    english = [m["text"] for m in game.moderator_view(narrator=True)["log"]]
    spanish = [m["text"] for m in game.moderator_view(narrator=True, lang="es")["log"]]
    assert len(english) == len(spanish) > 0
    assert english != spanish and all(spanish)
    assert english == [m["text"] for m in game.moderator_view(narrator=True, lang="en")["log"]]


def test_a_game_from_a_position_keeps_its_options_seed_and_origin() -> None:
    played = table(options={"wolves": 2}, seed=11)
    position = played.position()
    game = Game.from_position(position, snapshot_every=2)
    assert (game.options, game.seed, game.snapshot_every) == (played.state.options, 11, 2)
    assert Game.from_position(position).snapshot_every == Game("moonveil").snapshot_every
    game.apply(Advance(override=True))
    game.apply(Advance())
    assert game._snapshots  # the second command took a snapshot
    while game.undo() is not None:
        pass
    assert game.position() == position  # undo stops at the position, not at an empty lobby


def test_a_line_in_a_channel_that_does_not_exist_is_refused() -> None:
    game = table()
    with pytest.raises(IllegalAction) as refused:
        game.apply(Say(0, "ghosts", "boo"))
    error = refused.value
    assert (error.key, error.rule, error.player) == ("no_channel", "channel", 0)


@pytest.mark.parametrize("speaker", [8, 12, -1])
def test_a_line_from_a_seat_that_does_not_exist_is_refused(speaker: int) -> None:
    game = table()  # eight seats; "wolves" exists
    with pytest.raises(UnknownPlayer) as refused:
        game.apply(Say(speaker, "wolves", "hello"))
    error = refused.value
    assert (error.key, error.player, error.params) == ("no_seat", speaker, {"seat": speaker})


def test_a_line_from_someone_outside_the_channel_names_them() -> None:
    game = table()  # seats 0 and 1 are the wolves
    with pytest.raises(IllegalAction) as refused:
        game.apply(Say(4, "wolves", "let me in"))
    error = refused.value
    assert (error.key, error.rule, error.player, error.params) == ("not_member", "channel", 4, {"name": "P5"})


@pytest.mark.parametrize("text", ["", "   ", "x" * 501])
def test_an_empty_or_overlong_line_is_refused(text: str) -> None:
    game = table()
    with pytest.raises(IllegalAction) as refused:
        game.apply(Say(0, "wolves", text))
    error = refused.value
    assert (error.key, error.rule, error.player, error.params) == ("line_length", "channel", 0, {"most": 500})
    assert game.state.messages[-1].kind != "say"


def test_a_line_of_exactly_the_longest_length_is_said() -> None:
    game = table()
    game.apply(Say(0, "wolves", "x" * 500))
    assert game.state.messages[-1].kind == "say" and game.state.messages[-1].params["text"] == "x" * 500


def test_an_undo_counts_the_commands_since_the_snapshot_without_the_heartbeats() -> None:
    """Snapshots follow game commands only (issue 20), after an undo too: the
    replayed heartbeats do not bring the next snapshot closer."""
    game = Game("moonveil", {}, 0, snapshot_every=3)
    for name in ("A", "B", "C"):
        game.apply(SeatPlayer(name))
    assert set(game._snapshots) == {3}
    game.apply(SeatPlayer("D"))
    game.apply(Presence(0, 1_000))
    game.apply(Presence(1, 2_000))
    game.apply(SeatPlayer("E"))
    game.undo()  # E: replays D and the two heartbeats from the snapshot at 3
    game.apply(SeatPlayer("E"))  # the second game command since that snapshot
    assert set(game._snapshots) == {3}
    game.apply(SeatPlayer("F"))  # the third: a snapshot
    assert set(game._snapshots) == {3, 8}


def test_a_restarted_position_game_begins_at_the_position() -> None:
    position = table(seed=3).position()
    game = Game.from_position(position)
    game.apply(Advance(override=True))
    again = game.restart()
    assert again.journal == [] and again.position() == position
    again.apply(Advance(override=True))
    again.undo()
    assert again.position() == position


def test_a_finished_game_prompts_nobody_and_waits_for_nobody() -> None:
    game = table(("wolf", "villager", "villager"))
    game.apply(Submit(0, "attack", (1,)))
    for seat in (1, 2):
        game.apply(Submit(seat, "ready"))
    game.apply(Advance())
    assert game.state.over
    assert (game.prompts(), game.vote_prompts(), game.missing()) == ([], [], [])


def test_replay_keeps_the_options_it_is_given() -> None:
    options = {"game_type": "classic", "wolves": 1}
    game = Game("moonveil", options, 4)
    for name in ("A", "B", "C", "D", "E"):
        game.apply(SeatPlayer(name))
    game.apply(Deal())
    again = replay("moonveil", options, 4, game.journal)
    assert again.options == options
    assert [p.role for p in again.state.players] == [p.role for p in game.state.players]


def test_the_public_view_after_a_submission_shows_it_done() -> None:
    """Moonveil keeps its prompts across actions (stable prompts); every other
    derived view must still be rebuilt after the action."""
    game = table()
    before = {s["seat"]: s["done"] for s in game.public_view()["status"]}
    assert before[0] is False
    game.apply(Submit(0, "attack", (4,)))
    after = {s["seat"]: s["done"] for s in game.public_view()["status"]}
    assert after == {**before, 0: True}
    assert 0 not in game.missing()


def test_a_second_deal_is_refused_as_already_dealt() -> None:
    game = table()
    with pytest.raises(WrongPhase) as refused:
        game.apply(Deal())
    error = refused.value
    assert (error.key, error.rule) == ("already_dealt", "deal")
