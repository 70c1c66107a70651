"""The ninth pass over bot-game speed, part D (issue 20, docs/performance.md): the
decisions. A policy that reads only its view's seat, prompts and vote (``SeatPolicy``,
the random policy) is handed those fields by the simulation, built by the view's own
functions, with no view object around them (``engine.bot_view.seat_decisions``); its
draws go through ``engine.bots.choose``, the draw ``Random.choice`` makes.

- after every command of a bot game of every book, the fields each acting seat's
  policy is handed are its ``BotView``'s (and so ``player_view``'s) prompts and vote;
- the games the simulation plays that way are the games played with every bot
  deciding on a ``BotView``: same commands, same outcome, same state;
- ``choose`` draws what ``Random.choice`` draws and leaves the generator as it does.

The whole games are compared before and after by ``bench/engine_fingerprint.py``."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import Game
from engine.bot_tables import BOT_TABLES, BotTable
from engine.bot_view import BotView, seat_decisions
from engine.bots import RANDOM_POLICY, SeatPolicy, choose
from engine.commands import Command
from engine.model import GameState
from engine.ruleset import Ruleset, find_ruleset
from engine.simulate import play_bot_game
from engine.view_types import PromptData, VoteData
from tests.engine.test_game import fingerprint
from tests.helpers import bot_game_to_replay


class Recorder(SeatPolicy):
    """Notes the fields it is handed and sends nothing."""

    def __init__(self) -> None:
        self.seen: list[tuple[int, list[PromptData], VoteData | None]] = []

    def decide_seat(
        self, seat: int, prompts: list[PromptData], vote: VoteData | None, rng: random.Random
    ) -> list[Command]:
        self.seen.append((seat, prompts, vote))
        return []


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
def test_each_seat_is_handed_its_views_prompts_and_vote_after_every_command(bot_table: BotTable) -> None:
    played, game = bot_game_to_replay(bot_table, 5)
    handed = 0
    for command in played.journal:
        game.apply(command)
        if game.state.outcome is not None:
            continue
        recorder = Recorder()
        seats = game.acting_seats()
        decisions = seat_decisions(game.ruleset, game.state, seats, recorder, random.Random(0))
        assert decisions == [(seat, []) for seat in seats]
        assert [seat for seat, _prompts, _vote in recorder.seen] == seats
        for seat, prompts, vote in recorder.seen:
            view = BotView(game.ruleset, game.state, seat)
            assert prompts == view["prompts"], f"seat {seat} after {command}"
            assert vote == view["vote"], f"seat {seat} after {command}"
            assert prompts == game.player_view(seat, lang=None)["prompts"]
            handed += bool(prompts) + (vote is not None)
    assert handed > 10  # the game had prompts and votes to hand


def decided_on_views(ruleset: Ruleset, state: GameState, seats: list[int], policy: Any, rng: random.Random) -> Any:
    """The plain path: every bot decides on a ``BotView`` of its seat."""
    return [(seat, policy.decide(BotView(ruleset, state, seat), rng)) for seat in seats]


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
def test_games_decided_on_fields_are_the_games_decided_on_views(
    bot_table: BotTable, monkeypatch: pytest.MonkeyPatch
) -> None:
    ruleset = find_ruleset(bot_table.ruleset)
    size = bot_table.sizes[0]
    options = bot_table.options_for(size)
    for seed in range(4):
        fast = play_bot_game(ruleset, options, seed, size, "random")
        with monkeypatch.context() as patch:
            patch.setattr("engine.simulate.seat_decisions", decided_on_views)
            plain = play_bot_game(ruleset, options, seed, size, "random")
        assert fast.journal == plain.journal, f"seed {seed}: the bots sent other commands"
        assert fast.state.outcome == plain.state.outcome
        assert fingerprint(fast) == fingerprint(plain)


def test_the_random_policy_decides_the_same_on_a_view_and_on_its_fields() -> None:
    game = play_bot_game(find_ruleset("moonveil"), {"game_type": "all_roles"}, 2, 12)
    replayed = Game(game.ruleset, game.options, game.seed)
    compared = 0
    for command in game.journal:
        replayed.apply(command)
        if replayed.state.outcome is not None:
            continue
        for seat in replayed.acting_seats():
            view = replayed.player_view(seat, lang=None)
            on_view = RANDOM_POLICY.decide(view, random.Random(seat))
            on_fields = RANDOM_POLICY.decide_seat(seat, view["prompts"], view["vote"], random.Random(seat))
            assert on_view == on_fields
            compared += bool(on_view)
    assert compared > 20


@pytest.mark.parametrize("size", [1, 2, 3, 5, 8, 9, 16, 17, 31, 64, 99, 1000])
def test_choose_draws_what_random_choice_draws(size: int) -> None:
    items = list(range(100, 100 + size))
    for seed in range(60):
        by_choice, by_choose = random.Random(seed), random.Random(seed)
        for _ in range(5):
            assert choose(by_choose, items) == by_choice.choice(items)
        assert by_choose.getstate() == by_choice.getstate()


def test_choose_leaves_other_generators_and_empty_sequences_to_choice() -> None:
    class Counted(random.Random):
        calls = 0

        def choice(self, seq: Any) -> Any:
            Counted.calls += 1
            return super().choice(seq)

    assert choose(Counted(3), "abc") == random.Random(3).choice("abc")
    assert Counted.calls == 1
    with pytest.raises(IndexError):
        choose(random.Random(0), [])
