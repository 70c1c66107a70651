"""The fold's paths every command takes (engine/game.py: ``_check_command``,
``_apply`` and its memo), pinned down where mutation testing found them unchecked
(issue 21): a ballot of a phase in play checked and recorded on the game's own
state, a command the engine does not know refused by name, and the memo of
derived data (prompts, views) never showing a screen or a later command anything
but what the state says."""

from __future__ import annotations

from typing import Any, cast

import pytest

from engine import Advance, Game, Vote
from engine.bot_tables import BOT_TABLES, BotTable
from engine.errors import DeadActor, EngineError, IllegalAction, IllegalTarget
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
