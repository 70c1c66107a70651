"""The thirteenth pass over bot-game speed, part A (issue 20, docs/performance.md): a
command's path, the draws and the driver do less, and what they skip could not change a game.

- the bot-game driver (``play_bot_game``) sends seat commands built once per table size,
  one shared ``Deal`` and seeds the bots' generator without ``Random``'s Python frames:
  every game of every book is the game a plain driver (fresh commands, ``random.Random``)
  plays, command for command and message for message;
- the deal's shuffle draws in one frame (``engine.draws.shuffle``): the order and the
  generator's state of ``Random.shuffle``, for every length and many seeds; a generator of
  another class keeps its own ``shuffle``.

The whole games are compared before and after by ``bench/engine_fingerprint.py``."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import Deal, Game, SeatPlayer
from engine.bot_tables import BOT_TABLES, BotTable
from engine.commands import Advance
from engine.draws import shuffle
from engine.ruleset import Ruleset, find_ruleset
from engine.simulate import MAX_PHASES, _bots_act, play_bot_game


def plainly_played(book: Ruleset, options: dict[str, Any], seed: int, players: int, policy: str | None) -> Game:
    """``play_bot_game`` as it was written before the pass: fresh commands, ``random.Random``."""
    game = Game(book, options, seed, snapshot_every=0)
    for index in range(players):
        game.apply(SeatPlayer(f"P{index + 1}", bot=True))
    game.apply(Deal())
    bots = book.bot_policy(policy)
    rng = random.Random(seed * 7919 + 1)
    for _ in range(MAX_PHASES):
        if game.state.outcome is not None:
            return game
        _bots_act(game, bots, rng, False)
        game.apply(Advance(override=True) if game.missing() else Advance())
    raise AssertionError("the plain game did not end")


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
def test_the_driver_plays_the_games_a_plain_driver_plays(bot_table: BotTable) -> None:
    book = find_ruleset(bot_table.ruleset)
    for players in bot_table.sizes:
        options = bot_table.options_for(players)
        for seed in (0, 1, 7):
            for policy in (None, "random"):
                fast = play_bot_game(book, options, seed, players, policy)
                plain = plainly_played(book, options, seed, players, policy)
                assert fast.journal == plain.journal
                assert fast.state.messages == plain.state.messages
                assert fast.state.outcome == plain.state.outcome
                assert fast.state.rng.getstate() == plain.state.rng.getstate()


def test_the_driver_s_seat_commands_are_the_table_s_bots_each_game() -> None:
    book = find_ruleset("moonveil")
    for players in (5, 9, 5):  # a size seen before reads its commands back
        game = play_bot_game(book, {"game_type": "classic"}, 3, players, "random")
        seats = game.journal[: players + 1]
        assert seats == [*(SeatPlayer(f"P{i + 1}", bot=True) for i in range(players)), Deal()]
        assert [p.name for p in game.state.players] == [f"P{i + 1}" for i in range(players)]
        assert all(p.bot for p in game.state.players)


@pytest.mark.parametrize("length", [0, 1, 2, 3, 8, 9, 16, 17, 33, 100])
def test_the_shuffle_is_random_shuffle(length: int) -> None:
    for seed in range(60):
        ours, theirs = random.Random(seed), random.Random(seed)
        ours.random()  # a generator part-way through its stream, as a deal's
        theirs.random()
        mine, plain = list(range(length)), list(range(length))
        shuffle(ours, mine)
        theirs.shuffle(plain)
        assert mine == plain
        assert ours.getstate() == theirs.getstate()


def test_a_generator_of_another_class_shuffles_by_its_own_method() -> None:
    class Reversing(random.Random):
        def shuffle(self, x: list[Any]) -> None:  # type: ignore[override]
            x.reverse()

    items = [1, 2, 3, 4]
    shuffle(Reversing(0), items)
    assert items == [4, 3, 2, 1]
