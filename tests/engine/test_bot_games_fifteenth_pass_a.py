"""The fifteenth pass over bot-game speed, part a (issue 20, docs/performance.md): the
decide stage does less, and what it skips could not change a decision.

- the random policy decides a table with one ``usable`` list per prompt value (the night's
  Villagers share one unanswered prompt) and draws ``choose``'s bits and finds
  ``sent_submit``'s kept command in its own frame: on the table of every state of bot
  games of every book, and on tables where seats share prompt values (answered or not, one
  prompt or two), its decisions and the generator after them equal the plain policy's;
- Moonveil's role-aware bots find the table's suspects once a vote: on every voter's view
  of bot games the kept order is the one read afresh, and a view written by hand is read
  afresh each time, changed in place or not.

The whole games are compared before and after by ``bench/engine_fingerprint.py``."""

from __future__ import annotations

import random
from typing import Any, cast

import pytest

from engine.bot_tables import BOT_TABLES, BotTable
from engine.bot_view import BotView
from engine.bots import RANDOM_POLICY, RandomPolicy, SeatFields
from engine.commands import Advance, Command
from engine.game import Game
from engine.ruleset import Ruleset, find_ruleset
from engine.rulesets.moonveil import bots as moonveil_bots
from engine.rulesets.moonveil.bots import _suspects, table_suspects
from engine.simulate import play_bot_game
from engine.view_types import AbilityData, PlayerView, PromptData
from tests.engine.test_bot_games_eleventh_pass_decide import live_replay
from tests.engine.test_bot_games_twelfth_pass_decide import plain_table_decisions


def ability(ability_id: str, targets: list[int], count: int = 1, option: Any = None) -> AbilityData:
    return cast(
        AbilityData,
        {
            "id": ability_id,
            "targets": targets,
            "count": count,
            "uses": None,
            "option": option,
            "groups": None,
            "excluded": [],
            "excludes": [],
        },
    )


def prompt(abilities: list[AbilityData], slot: str = "role", submitted: Any = None) -> PromptData:
    return cast(
        PromptData,
        {"slot": slot, "required": True, "changeable": False, "submitted": submitted, "abilities": abilities},
    )


READY = prompt([ability("ready", [], 0)])
ANSWERED = prompt([ability("ready", [], 0)], submitted={"ability": "ready", "targets": [], "option": None})
TARGETED = prompt([ability("attack", [1, 2, 5]), ability("rest", [], 0)])
NOTHING = prompt([ability("attack", [], 1)])  # no legal target: nothing usable
OPTIONED = prompt([ability("ask", [], 0, {"choices": ["a", "b", "c"], "text": 0})], slot="extra")

TABLES: list[list[SeatFields]] = [
    [(seat, [READY], None) for seat in range(6)],  # one shared value for every seat
    [(0, [READY], None), (1, [TARGETED], None), (2, [READY], None), (3, [TARGETED], None), (4, [READY], None)],
    [(0, [ANSWERED], None), (1, [READY], None), (2, [ANSWERED], None), (3, [READY], None)],
    [(0, [NOTHING], None), (1, [NOTHING], None), (2, [READY], None)],
    # two prompts in one decision: ``taken`` is read, no list is shared
    [(0, [OPTIONED, OPTIONED], None), (1, [OPTIONED], None), (2, [READY, OPTIONED], None), (3, [READY], None)],
    [(0, [READY], None), (1, [READY, READY], None), (2, [READY], None)],
]


@pytest.mark.parametrize("table", TABLES, ids=range(len(TABLES)))
def test_a_table_sharing_prompt_values_is_decided_as_plainly(table: list[SeatFields]) -> None:
    for seed in range(30):
        fast, plain = random.Random(seed), random.Random(seed)
        assert RANDOM_POLICY.decide_table(table, fast) == plain_table_decisions(table, plain), seed
        assert fast.getstate() == plain.getstate(), seed


def test_a_generator_of_another_class_draws_through_its_own_choice() -> None:
    class Counted(random.Random):
        choices_asked = 0

        def choice(self, seq: Any) -> Any:
            self.choices_asked += 1
            return super().choice(seq)

    rng = Counted(4)
    RANDOM_POLICY.decide_table(TABLES[1], rng)
    assert rng.choices_asked == 5


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
def test_every_tables_decisions_are_the_plain_policys_after_every_command(bot_table: BotTable) -> None:
    decided = 0
    for command, game in live_replay(bot_table, 7):
        fields: list[SeatFields] = []
        for seat in game.acting_seats():
            view = game.bot_view(seat)  # the Villagers' unanswered prompts: one shared value
            fields.append((seat, view["prompts"], view["vote"]))
        fast, plain = random.Random(len(game.journal)), random.Random(len(game.journal))
        assert RANDOM_POLICY.decide_table(fields, fast) == plain_table_decisions(fields, plain), f"after {command}"
        assert fast.getstate() == plain.getstate()
        decided += len(fields)
    assert decided > 20


@pytest.mark.parametrize("seed", [0, 3, 11])
def test_the_suspects_kept_for_a_vote_are_the_ones_read_afresh_for_every_voter(seed: int) -> None:
    bot_table = next(t for t in BOT_TABLES if t.ruleset == "moonveil")
    voters = 0
    for command, game in live_replay(bot_table, seed):
        for seat in game.acting_seats():
            view = game.bot_view(seat)
            if view["vote"] is None:
                continue
            assert table_suspects(view) == _suspects(view["public"]), f"after {command}"
            assert table_suspects(cast(PlayerView, dict(view))) == _suspects(view["public"])
            voters += 1
    assert voters > 10


def test_a_new_public_view_is_read_afresh_and_a_hand_written_view_each_time() -> None:
    bot_table = next(t for t in BOT_TABLES if t.ruleset == "moonveil")
    states = [game.state.clone() for _command, game in live_replay(bot_table, 0)]
    game = next(iter(live_replay(bot_table, 0)))[1]
    readings = [table_suspects(cast(PlayerView, BotView(game.ruleset, state, 0))) for state in states]
    assert readings == [_suspects(BotView(game.ruleset, state, 0)["public"]) for state in states]
    assert len({tuple(r) for r in readings}) > 1  # the order moved during the game
    seats = [{"seat": s, "alive": True} for s in range(4)]
    announcements = [{"kind": "eliminated", "params": {"seat": 1, "role": "villager"}}]
    view = cast(PlayerView, {"public": {"seats": seats, "announcements": announcements}})
    assert table_suspects(view) == [2, 3, 0, 1]
    announcements[0]["params"]["seat"] = 2  # changed in place: the same objects, a new order
    assert table_suspects(view) == [3, 0, 1, 2]
    assert moonveil_bots._LAST_SUSPECTS == [] or moonveil_bots._LAST_SUSPECTS[0][0] is not view["public"]


class Recording(RandomPolicy):
    """The random policy, noting the seats of every table it is asked to decide."""

    def __init__(self) -> None:
        self.tables: list[list[int]] = []

    def decide_table(self, seats: list[SeatFields], rng: random.Random) -> list[tuple[int, list[Command]]]:
        self.tables.append([seat for seat, _prompts, _vote in seats])
        return super().decide_table(seats, rng)


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
def test_a_phase_where_nobody_acts_asks_no_decision_and_the_game_is_the_same(bot_table: BotTable) -> None:
    book = find_ruleset(bot_table.ruleset)
    players = bot_table.sizes[0]
    recording = Recording()
    with_it = play_with(book, bot_table.options_for(players), 3, players, recording)
    name = next(name for name, policy in book.bot_policies.items() if policy is RANDOM_POLICY)
    plain = play_bot_game(book, bot_table.options_for(players), 3, players, name)
    assert with_it.journal == plain.journal
    assert recording.tables and all(recording.tables)  # every table asked had someone acting
    closings = sum(1 for command in plain.journal if isinstance(command, Advance))  # one a phase played
    assert len(recording.tables) <= closings
    if bot_table.ruleset == "moonveil":  # its days before the vote: nobody acts, nobody is asked
        assert len(recording.tables) < closings


def play_with(book: Ruleset, options: dict[str, Any], seed: int, players: int, policy: RandomPolicy) -> Game:
    """``play_bot_game`` with a policy object of the test's own (the book's table of policies untouched)."""
    original = book.bot_policy
    book.bot_policy = lambda name=None: policy  # type: ignore[method-assign]
    try:
        return play_bot_game(book, options, seed, players)
    finally:
        del book.bot_policy
        assert book.bot_policy == original
