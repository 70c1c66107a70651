"""The fold's paths every command takes (engine/game.py: ``_check``,
``_apply`` and its memo), pinned down where mutation testing found them unchecked
(issue 21): a ballot of a phase in play checked and recorded on the game's own
state, a command the engine does not know refused by name, and the memo of
derived data (prompts, views) never showing a screen or a later command anything
but what the state says."""

from __future__ import annotations

from typing import Any, cast

import pytest

from engine import Advance, Deal, Game, SeatPlayer, Submit, Vote, views
from engine.bot_tables import BOT_TABLES, BotTable
from engine.commands import Command
from engine.errors import DeadActor, EngineError, IllegalAction, IllegalTarget, SetupError
from engine.game import replay_from_position
from engine.ruleset import find_ruleset
from engine.simulate import play_bot_game
from tests.helpers import finish_night, refused_unchanged, table


def voting_table() -> Game:
    """Moonveil's first vote: P5 (seat 4) died in the night."""
    game = table()
    finish_night(game, p1=("attack", (4,)), p2=("attack", (4,)))
    game.apply(Advance())  # the host opens the vote (MV-6.2)
    assert game.state.phase.kind == "vote"
    return game


def test_MV_6_3_a_ballot_in_play_is_checked_and_recorded_on_the_games_state() -> None:
    game = voting_table()
    assert [v.seat for v in game.vote_prompts()] == [0, 1, 2, 3, 5, 6, 7]  # the living vote
    assert game.apply(Vote(0, 5)) == []  # secret until the reveal (MV-6.4)
    assert game.state.ballots == {0: 5}
    game.apply(Vote(1, None))  # abstaining is a ballot (MV-6.3)
    assert game.state.ballots == {0: 5, 1: None}


def test_MV_6_3_a_ballot_for_oneself_or_no_one_at_the_table_is_refused_with_its_rule() -> None:
    game = voting_table()
    for command in (Vote(1, 1), Vote(2, 99)):
        error = refused_unchanged(game, command)
        assert isinstance(error, IllegalTarget)
        assert (error.key, error.rule, error.book) == ("invalid_choice", "MV-6.3", "moonveil")
    assert game.state.ballots == {}


def test_MV_7_2_the_dead_cast_no_ballot() -> None:
    error = refused_unchanged(voting_table(), Vote(4, 1))
    assert isinstance(error, DeadActor)
    assert (error.key, error.rule, error.params) == ("eliminated", "MV-7.2", {"name": "P5"})


def test_a_command_the_engine_does_not_know_is_refused_and_named() -> None:
    """``Command`` is a closed union; a foreign object (a reader's bug) in a game in
    play is refused by name, never applied or silently dropped (in the lobby it
    gets the lobby's refusal, ``not_dealt``)."""
    game = table()
    foreign = cast(Any, ("nuke", 3))
    error = refused_unchanged(game, foreign)
    assert isinstance(error, IllegalAction)
    assert (error.key, error.params, error.book) == ("unknown_command", {"command": "('nuke', 3)"}, "moonveil")


# -- the memo of derived data -------------------------------------------------------


def screens(game: Game) -> list[Any]:
    """What the screens and the bots read between commands (all cached in the memo)."""
    seats = range(len(game.state.players))
    return [
        game.prompts(),
        game.vote_prompts(),
        game.missing(),
        game.public_view(),
        [game.ruleset.seat_prompts(game.state, seat) for seat in seats],
        [game.ruleset.seat_vote_prompt(game.state, seat) for seat in seats],
        [game.player_view(seat) for seat in seats],
    ]


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
def test_what_is_cached_between_commands_is_what_the_state_says(bot_table: BotTable) -> None:
    """A bot game of each book (its stable prompts kept across actions, the others
    forgotten), replayed with the screens read after every command: they equal
    what the same state gives with nothing cached, and reading them changes
    nothing the game does next (the same messages as a replay that reads nothing)."""
    size = bot_table.sizes[0]
    book = find_ruleset(bot_table.ruleset)
    options = bot_table.options_for(size)
    played = play_bot_game(book, options, 3, size)
    watched, bare = Game(book, options, 3), Game(book, options, 3)
    for command in played.journal:
        bare.state.memo.clear()
        bare.apply(command)
        bare.state.memo.clear()
        watched.apply(command)
        seen = screens(watched)
        watched.state.memo.clear()
        assert screens(watched) == seen, command
        screens(watched)  # the next command finds the memo full
    assert watched.state.messages == bare.state.messages == played.state.messages
    assert watched.state.outcome == bare.state.outcome is not None


def test_a_refused_command_leaves_the_cached_prompts_of_the_state() -> None:
    game = voting_table()
    before = screens(game)
    with pytest.raises(EngineError):
        game.apply(Vote(1, 1))
    assert screens(game) == before


# -- try_apply and restart ------------------------------------------------------------


def test_try_apply_applies_an_accepted_command_and_returns_a_refusal_unapplied() -> None:
    game = Game("moonveil")
    assert game.try_apply(SeatPlayer("Ana")) is None
    error = game.try_apply(SeatPlayer(" ana "))
    assert isinstance(error, SetupError) and (error.key, error.book) == ("name_taken", "moonveil")
    assert [p.name for p in game.state.players] == ["Ana"] and game.journal == [SeatPlayer("Ana")]


def test_a_restarted_game_begins_with_the_options_and_seed_and_replays_the_same_deal() -> None:
    """All Roles (DEC-MV-02, the rule book's 3.2) draws the specials with the game's
    RNG, so a restart that lost the seed or the options would deal another table."""
    options = {"game_type": "all_roles"}
    game = Game("moonveil", options, 7)
    for index in range(9):
        game.apply(SeatPlayer(f"P{index + 1}"))
    game.apply(Deal())
    again = game.restart()
    assert (again.options, again.seed, again.state.seed, again.journal) == (options, 7, 7, [])
    assert again.state.phase.kind == "lobby" and again.state.players == []
    for command in game.journal:
        again.apply(command)
    assert [p.role for p in again.state.players] == [p.role for p in game.state.players]
    assert again.state.composition == game.state.composition


def test_a_game_from_a_position_is_replayed_from_that_position_then_its_journal() -> None:
    played = table()
    finish_night(played, p1=("attack", (4,)), p2=("attack", (4,)))
    position = played.position()  # day 1, P5 dead
    commands: list[Command] = [Advance(), Vote(0, 5), Vote(1, None)]
    game = replay_from_position(position, commands)
    assert game.journal == commands
    assert (game.state.phase.kind, game.state.phase.number) == ("vote", 1)
    assert game.state.ballots == {0: 5, 1: None}
    assert [p.alive for p in game.state.players] == [p.alive for p in played.state.players]
    for command in commands:
        played.apply(command)
    assert [m.to_dict() for m in game.state.messages] == [m.to_dict() for m in played.state.messages][
        -len(game.state.messages) :
    ]
    assert game.restart().state.phase == Game.from_position(position).state.phase  # undo stops at the position


# -- the game's views are the views of its state in the language asked ----------------


def test_MV_4_1_every_living_player_is_missing_until_their_night_submission() -> None:
    game = table()
    assert game.missing() == list(range(8))
    game.apply(Submit(0, "attack", (4,)))
    game.apply(Submit(4, "ready"))
    assert game.missing() == [1, 2, 3, 5, 6, 7]


def test_the_games_views_are_its_states_in_the_language_asked_english_by_default() -> None:
    game = table()
    finish_night(game, p1=("attack", (4,)), p2=("attack", (4,)))
    book, state = game.ruleset, game.state
    assert game.player_view(0) == views.player_view(book, state, 0, "en")
    assert game.player_view(0, None) == views.player_view(book, state, 0, None)
    assert game.player_view(0) != game.player_view(0, None)  # a bot's view has no words
    assert game.public_view() == views.public_view(book, state, "en")
    assert game.public_view(None) == views.public_view(book, state, None)
    hosted = game.moderator_view(narrator=False, host_seat=3)
    assert hosted == views.moderator_view(book, state, narrator=False, host_seat=3, lang="en")
    assert hosted != game.moderator_view(narrator=False)  # a playing host sees their own card
