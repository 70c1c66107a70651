"""The eleventh pass over bot-game speed, part T (issue 20, docs/performance.md): the
decisions are made per table. The simulation builds every acting seat's prompts and
vote in one call each (``engine.views._prompts_of``, ``_votes_of``: ``_own_prompts`` and
``_vote`` are those for one seat) and hands them to the policy for the whole table at
once (``SeatPolicy.decide_table``); the random policy decides the table in one frame.

- after every command of a bot game of every book, the prompts and votes built for all
  seats at once are each seat's own (``_own_prompts``, ``_vote``, ``player_view``), the
  seats without any included;
- the random policy's decisions for a table are its seat-by-seat decisions with the same
  generator, in seat order, and leave the generator where they leave it;
- a policy that decides seat by seat (the base ``decide_table``) is asked once per seat.

The whole games are compared before and after by ``bench/engine_fingerprint.py``."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest

from engine import Game
from engine.bot_tables import BOT_TABLES, BotTable
from engine.bots import RANDOM_POLICY, SeatFields, SeatPolicy
from engine.commands import Command
from engine.model import GameState
from engine.ruleset import Ruleset
from engine.view_types import PromptData, VoteData
from engine.views import _ability, _own_prompts, _prompts_of, _submitted, _vote, _votes_of
from engine.voting import text
from tests.helpers import bot_game_to_replay


def plain_prompts(ruleset: Ruleset, state: GameState, seat: int) -> list[PromptData]:
    """A seat's prompts as the view defines them, built plainly: one ``_ability`` per choice."""
    if not state.players[seat].alive and not ruleset.dead_may_act(state, seat):
        return []
    prompts: list[PromptData] = []
    for prompt in ruleset.seat_prompts(state, seat):
        submitted = state.submissions.get((seat, prompt.slot))
        prompts.append(
            {
                "slot": prompt.slot,
                "required": prompt.required,
                "changeable": prompt.changeable,
                "submitted": _submitted(ruleset, submitted, None) if submitted else None,
                "abilities": [_ability(ruleset, state, seat, a) for a in prompt.abilities],
            }
        )
    return prompts


def plain_vote(ruleset: Ruleset, state: GameState, seat: int) -> VoteData | None:
    """A seat's vote as the view defines it, built plainly from its vote prompt."""
    prompt = ruleset.seat_vote_prompt(state, seat)
    if prompt is None:
        return None
    return {
        "choices": list(prompt.choices),
        "weight": text(prompt.weight),
        "changeable": prompt.changeable,
        "cast": seat in state.ballots,
        "choice": state.ballots.get(seat),
    }


def live_replay(bot_table: BotTable, seed: int) -> Iterator[tuple[Command, Game]]:
    """A bot game of the book replayed: each command and the game after it, while not over."""
    played, game = bot_game_to_replay(bot_table, seed)
    for command in played.journal:
        game.apply(command)
        if game.state.outcome is None:
            yield command, game


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
def test_every_seats_prompts_and_vote_at_once_are_each_seats_own_after_every_command(bot_table: BotTable) -> None:
    compared = 0
    for command, game in live_replay(bot_table, 3):
        state, ruleset = game.state, game.ruleset
        table = ruleset.prompt_table(state)
        seats = list(range(len(state.players)))
        own_prompts = [_own_prompts(ruleset, state, seat) for seat in seats]
        own_votes = [_vote(ruleset, state, seat) for seat in seats]
        assert own_prompts == [plain_prompts(ruleset, state, seat) for seat in seats], f"after {command}"
        assert own_votes == [plain_vote(ruleset, state, seat) for seat in seats], f"after {command}"
        assert _prompts_of(ruleset, state, table, seats, None) == own_prompts, f"after {command}"
        assert _votes_of(state, table, seats) == own_votes, f"after {command}"
        for seat in seats:
            view = game.player_view(seat, lang=None)
            assert (view["prompts"], view["vote"]) == (own_prompts[seat], own_votes[seat])
        # the acting seats alone, in a shuffled order: each still gets its own
        acting = game.acting_seats()[::-1]
        assert _prompts_of(ruleset, state, table, acting, None) == [own_prompts[s] for s in acting]
        assert _votes_of(state, table, acting) == [own_votes[s] for s in acting]
        compared += sum(bool(p) for p in own_prompts) + sum(v is not None for v in own_votes)
    assert compared > 20  # the game had prompts and votes to compare


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
def test_the_random_policys_table_decisions_are_its_seat_decisions(bot_table: BotTable) -> None:
    decided = 0
    for command, game in live_replay(bot_table, 4):
        seats = game.acting_seats()
        fields = [
            (seat, game.player_view(seat, lang=None)["prompts"], game.player_view(seat)["vote"]) for seat in seats
        ]
        by_table, by_seat = random.Random(len(game.journal)), random.Random(len(game.journal))
        on_table = RANDOM_POLICY.decide_table(fields, by_table)
        one_by_one = [(seat, RANDOM_POLICY.decide_seat(seat, prompts, vote, by_seat)) for seat, prompts, vote in fields]
        assert on_table == one_by_one, f"after {command}"
        assert by_table.getstate() == by_seat.getstate()
        decided += sum(bool(commands) for _seat, commands in on_table)
    assert decided > 20


def test_a_seat_by_seat_policy_is_asked_once_per_seat_in_order() -> None:
    class Counting(SeatPolicy):
        def __init__(self) -> None:
            self.asked: list[int] = []

        def decide_seat(
            self, seat: int, prompts: list[PromptData], vote: VoteData | None, rng: random.Random
        ) -> list[Command]:
            self.asked.append(seat)
            return []

    policy = Counting()
    fields: list[SeatFields] = [(4, [], None), (1, [], None), (7, [], None)]
    assert policy.decide_table(fields, random.Random(0)) == [(4, []), (1, []), (7, [])]
    assert policy.asked == [4, 1, 7]
