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
from collections.abc import Callable
from typing import Any

import pytest

from engine import Deal, Game, SeatPlayer
from engine.bot_tables import BOT_TABLES, BotTable
from engine.bot_view import seat_decisions
from engine.bots import BotPolicy, SeatPolicy
from engine.commands import Advance
from engine.draws import shuffle
from engine.errors import EngineError
from engine.game import _STABLE_KEYS, ACTIONS
from engine.model import PlayerState
from engine.ruleset import Ruleset, find_ruleset
from engine.ruleset_setup import RulesetSetup
from engine.simulate import MAX_PHASES, play_bot_game


def plain_bots_act(game: Game, bots: BotPolicy, rng: random.Random) -> None:
    """``_bots_act`` as it was written before the pass: ``game.acting_seats()``."""
    if isinstance(bots, SeatPolicy):
        decisions = seat_decisions(game.ruleset, game.state, game.acting_seats(), bots, rng)
    else:
        decisions = [(seat, bots.decide(game.bot_view(seat), rng)) for seat in game.acting_seats()]
    for seat, commands in decisions:
        for command in commands:
            try:
                game.apply(command)
            except EngineError:
                for retry in bots.decide(game.bot_view(seat), rng):
                    game.apply(retry)
                break


def plainly_played(book: Ruleset, options: dict[str, Any], seed: int, players: int, policy: str | None) -> Game:
    """``play_bot_game`` as it was written before the pass: fresh commands, ``random.Random``,
    ``game.missing()``."""
    game = Game(book, options, seed, snapshot_every=0)
    return played_plainly(game, players, book.bot_policy(policy), random.Random(seed * 7919 + 1))


def played_plainly(
    game: Game, players: int, bots: BotPolicy, rng: random.Random, between: Callable[[Game], object] = id
) -> Game:
    """``game`` seated with ``players`` bots, dealt and played to its end by the plain
    driver; ``between`` is called before each phase's decisions (the later passes' tests
    read the memo there)."""
    for index in range(players):
        game.apply(SeatPlayer(f"P{index + 1}", bot=True))
    game.apply(Deal())
    for _ in range(MAX_PHASES):
        if game.state.outcome is not None:
            return game
        between(game)
        plain_bots_act(game, bots, rng)
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


class MemoWatch(Game):
    """A game that checks, after every command it applies, what ``apply`` leaves in the memo."""

    def apply(self, command: Any, _into: Any = None, _checks: bool = True, _folds: bool = True) -> Any:
        messages = super().apply(command, _into, _checks, _folds)
        if _into is None and _folds:
            memo = self.state.memo
            if isinstance(command, ACTIONS) and self.ruleset.stable_prompts:
                assert memo.keys() <= _STABLE_KEYS, (command, sorted(memo))
            else:  # after any other command, or any command of a book without stable prompts
                assert not memo, (command, sorted(memo))
        return messages


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
def test_after_every_command_the_memo_holds_only_what_may_outlive_it(bot_table: BotTable) -> None:
    """The memo after a closing, a seat or the deal is empty (``apply`` clears it itself
    now, without ``_forget``'s frame); after an action a stable book keeps its prompts only.
    The views and the acting scan fill the memo between commands, so every command
    starts from a full memo."""
    book = find_ruleset(bot_table.ruleset)
    players = bot_table.sizes[0]
    for seed in (0, 1):
        game = MemoWatch(book, bot_table.options_for(players), seed, snapshot_every=0)
        for index in range(players):
            game.apply(SeatPlayer(f"P{index + 1}", bot=True))
        game.apply(Deal())
        bots = book.bot_policy(None)
        rng = random.Random(seed)
        for _ in range(MAX_PHASES):
            if game.state.outcome is not None:
                break
            game.public_view()  # the views' memo entries too (a public view, its seqs)
            plain_bots_act(game, bots, rng)
            game.public_view()
            game.apply(Advance(override=True) if game.missing() else Advance())
        assert game.state.outcome is not None


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
def test_every_dealt_seat_holds_its_role_s_starting_uses_in_a_dict_of_its_own(bot_table: BotTable) -> None:
    """A role without limited abilities gives an empty dict written ``{}`` (no call of
    ``dict``): still the player's own, as a copy of the role's kept uses is. Every role of
    the book, twice (the second holder of a role reads the kept uses)."""
    book = find_ruleset(bot_table.ruleset)
    roles = sorted(book.roles) * 2
    players = [PlayerState(seat, f"P{seat}") for seat in range(len(roles))]
    book.assign_each(zip(players, roles, strict=True))
    assert len({id(p.uses) for p in players}) == len(players)
    if type(book).assign is RulesetSetup.assign:  # the base's body (a book's own ``assign`` may give more)
        assert all(p.uses == book.starting_uses(p.role) for p in players)
    players[0].uses["spent"] = 1  # spending one seat's use touches nobody else's
    assert all("spent" not in p.uses for p in players[1:])
    assert all("spent" not in book.starting_uses(role) for role in roles)
