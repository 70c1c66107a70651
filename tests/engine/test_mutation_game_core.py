"""The fold's own checks and bookkeeping (engine/game.py: ``Game.__init__``, ``apply``,
the generic checks, ``_apply``/``_fold``, ``new_state``), pinned down where mutation
testing found them unchecked (issue 21): the seating and dealing refusals with
their keys, rules and params, the snapshot count, the book named on a refusal,
and the state a game begins with."""

from __future__ import annotations

import random

import pytest

from engine import Advance, Deal, Game, SeatPlayer, Submit, Vote
from engine.commands import Clock, Presence, Say
from engine.errors import GameOver, SetupError, WrongPhase
from engine.game import MAX_NAME, new_state
from engine.ruleset import find_ruleset
from tests.helpers import refused_unchanged, table


def lobby(*names: str, book: str = "moonveil", seed: int = 0) -> Game:
    game = Game(book, {}, seed)
    for name in names:
        game.apply(SeatPlayer(name))
    return game


# -- seating ------------------------------------------------------------------


def test_a_name_is_seated_without_its_spaces_and_a_bot_is_marked() -> None:
    game = lobby("  Ana  ")
    game.apply(SeatPlayer("Bea", bot=True))
    assert [(p.seat, p.name, p.bot) for p in game.state.players] == [(0, "Ana", False), (1, "Bea", True)]


@pytest.mark.parametrize("name", ["", "   ", "x" * (MAX_NAME + 1), " " + "x" * (MAX_NAME + 1)])
def test_an_empty_or_overlong_name_is_refused_with_the_longest_length(name: str) -> None:
    error = refused_unchanged(lobby("Ana"), SeatPlayer(name))
    assert isinstance(error, SetupError)
    assert (error.key, error.rule, error.params) == ("name_length", "seat", {"most": 40})


def test_a_name_of_exactly_the_longest_length_is_seated() -> None:
    game = lobby(" " + "x" * MAX_NAME + " ")
    assert game.state.players[0].name == "x" * 40


def test_a_name_already_taken_in_any_case_is_refused_and_named() -> None:
    error = refused_unchanged(lobby("Ana"), SeatPlayer(" ANA "))
    assert isinstance(error, SetupError)
    assert (error.key, error.rule, error.params) == ("name_taken", "seat", {"name": "ANA"})


def test_a_full_table_refuses_one_more_with_the_books_rule_and_size() -> None:
    book = find_ruleset("moonveil")
    game = lobby(*(f"P{i}" for i in range(book.max_players - 1)))
    game.apply(SeatPlayer("Last"))  # the last seat is taken
    error = refused_unchanged(game, SeatPlayer("One more"))
    assert isinstance(error, SetupError)
    assert (error.key, error.rule, error.params) == ("table_full", "moonveil:players", {"most": book.max_players})


def test_no_one_is_seated_after_the_deal() -> None:
    error = refused_unchanged(table(), SeatPlayer("Late"))
    assert isinstance(error, WrongPhase)
    assert (error.key, error.rule) == ("seats_before_deal", "seat")


# -- dealing ------------------------------------------------------------------


def test_a_deal_the_options_cannot_build_draws_nothing_from_the_games_rng() -> None:
    """The composition is built as the check and the generator put back, so a
    refused deal leaves the random draws of the real deal unchanged."""
    game = lobby("A", "B")  # too few for Moonveil
    before = game.state.rng.getstate()
    error = refused_unchanged(game, Deal())
    assert isinstance(error, SetupError)
    assert game.state.rng.getstate() == before
    assert game.state.phase.kind == "lobby" and all(p.role == "" for p in game.state.players)


def test_checking_a_deal_draws_nothing_and_the_deal_draws_as_an_unchecked_one() -> None:
    checked = lobby(*"ABCDEFGH", seed=5)
    before = checked.state.rng.getstate()
    checked.check(Deal())
    assert checked.state.rng.getstate() == before
    checked.apply(Deal())
    once = lobby(*"ABCDEFGH", seed=5)
    once.apply(Deal())
    assert [p.role for p in checked.state.players] == [p.role for p in once.state.players]
    assert checked.state.composition == tuple(sorted(p.role for p in once.state.players))


def test_a_role_list_is_checked_against_the_book() -> None:
    error = refused_unchanged(lobby(*"ABCDE"), Deal(("wolf", "wolf", "wolf", "wolf", "nobody")))
    assert isinstance(error, SetupError)
    assert error.book == "moonveil"


def test_nothing_but_seats_and_the_deal_before_the_deal() -> None:
    game = lobby(*"ABCDE")
    for command in (Advance(), Submit(0, "attack", (1,)), Vote(0, 1), Say(0, "wolves", "hi")):
        error = refused_unchanged(game, command)
        assert isinstance(error, WrongPhase)
        assert (error.key, error.rule, error.book) == ("not_dealt", "deal", "moonveil")


# -- a refusal names its book; a finished game refuses play -------------------


def test_every_refusal_names_the_book_whose_words_say_it() -> None:
    for book in ("moonveil", "luna_llena", "three_factions", "village_vs_nonvillage"):
        game = lobby("Ana", book=book)
        assert refused_unchanged(game, SeatPlayer("ana")).book == book


def test_a_finished_game_refuses_play_but_not_time() -> None:
    game = table(("wolf", "villager", "villager"))
    game.apply(Submit(0, "attack", (1,)))
    game.apply(Submit(2, "ready"))
    game.apply(Submit(1, "ready"))
    game.apply(Advance())
    assert game.state.over
    for command in (Advance(), Submit(0, "attack", (2,)), Vote(0, 2), SeatPlayer("Late"), Deal()):
        error = refused_unchanged(game, command)
        assert isinstance(error, GameOver)
        assert (error.key, error.rule) == ("game_over", "outcome")
    game.apply(Clock(1_000))
    game.apply(Presence(2, 2_000))
    assert (game.state.now_ms, game.state.presence_ms) == (2_000, {2: 2_000})


# -- the fold -------------------------------------------------------------------


def test_a_heartbeat_moves_time_only_forward_and_records_the_seat() -> None:
    game = table()
    game.apply(Clock(5_000))
    game.apply(Presence(3, 5_000))
    assert game.state.now_ms == 5_000 and game.state.presence_ms == {3: 5_000}
    game.apply(Presence(3, 6_000))  # a heartbeat is an input of time too
    assert game.state.now_ms == 6_000 and game.state.presence_ms == {3: 6_000}


def test_a_chat_line_goes_to_its_channel_and_counts_as_presence() -> None:
    game = table()
    game.apply(Clock(7_000))
    (line,) = game.apply(Say(1, "wolves", "the baker"))
    assert (line.kind, line.audience.kind, line.audience.channel) == ("say", "channel", "wolves")
    assert line.params == {"speaker": 1, "text": "the baker"}
    assert line.recipients == frozenset({0, 1})
    assert game.state.presence_ms == {1: 7_000}


def test_apply_returns_exactly_the_messages_of_the_command() -> None:
    game = table()
    first = len(game.state.messages)
    assert game.apply(Submit(2, "inspect", (0,))) == []
    said = game.apply(Say(0, "wolves", "hi"))
    assert said == game.state.messages[first:] and len(said) == 1


# -- snapshots and redo ---------------------------------------------------------


def test_a_snapshot_is_taken_every_n_game_commands_and_not_between() -> None:
    game = Game("moonveil", {}, 0, snapshot_every=3)
    for name in "ABCDE":
        game.apply(SeatPlayer(name))
    assert sorted(game._snapshots) == [3]
    game.apply(Clock(1_000))  # time is not counted
    assert sorted(game._snapshots) == [3]
    game.apply(SeatPlayer("F"))
    assert sorted(game._snapshots) == [3, 7]
    assert [p.name for p in game._snapshots[7].players] == list("ABCDEF")
    assert game._snapshots[7] is not game.state


def test_no_snapshot_is_taken_when_snapshots_are_off() -> None:
    game = Game("moonveil", {}, 0, snapshot_every=0)
    for name in "ABCDEFGH":
        game.apply(SeatPlayer(name))
    assert game._snapshots == {}


def test_a_new_command_forgets_what_could_be_redone_and_redo_keeps_the_rest() -> None:
    game = lobby("A", "B", "C")
    game.undo()
    game.undo()
    assert game.redo_stack == [SeatPlayer("C"), SeatPlayer("B")]
    game.redo()
    assert [p.name for p in game.state.players] == ["A", "B"] and len(game.redo_stack) == 1
    game.apply(SeatPlayer("D"))
    assert game.redo_stack == []


# -- the state a game begins with -------------------------------------------------


def test_a_new_game_keeps_a_copy_of_its_options_and_its_seed() -> None:
    options = {"wolves": 2}
    game = Game("moonveil", options, 9)
    options["wolves"] = 3
    assert game.options == {"wolves": 2} and game.state.options == {"wolves": 2}
    assert game.state.options is not game.options
    assert (game.seed, game.state.seed, game.snapshot_every, game.journal, game.redo_stack) == (9, 9, 16, [], [])
    assert game.state.rng.random() == random.Random(9).random()
    default = Game("moonveil")
    assert (default.options, default.seed, default.state.seed, default.state.phase.kind) == ({}, 0, 0, "lobby")


def test_new_state_is_the_books_lobby_for_the_options_and_seed() -> None:
    book = find_ruleset("luna_llena")
    options = {"day_limit": 3}
    state = new_state(book, options, 4)
    assert (state.ruleset, state.options, state.seed) == ("luna_llena", {"day_limit": 3}, 4)
    assert state.options is not options
    assert state.rng.random() == random.Random(4).random()


def test_a_game_is_given_its_book_by_name_or_as_the_book() -> None:
    book = find_ruleset("three_factions")
    assert Game("three_factions").ruleset is book
    assert Game(book).ruleset is book
