"""The eleventh pass over bot-game speed, part L (issue 20, docs/performance.md): the
checks, the folds, the lobby and ``Game.apply``'s own bookkeeping do less.

- a command is checked and folded in one frame (``Game.apply``, since the twelfth pass;
  ``engine.game._step`` before): ``Game.check``
  runs the same code as ``apply`` and raises what ``apply`` raises, and a check alone
  changes nothing;
- before an action's fold, a stable book's memo is known to hold only its prompts when
  it holds three entries, the prompt table among them: the table is stored only after
  the two lists it indexes, on every state of bot games of every book.

The whole games are compared before and after by ``bench/engine_fingerprint.py``."""

from __future__ import annotations

from typing import Any

import pytest

from engine import Advance, Deal, Game, SeatPlayer, Submit, Vote
from engine.bot_tables import BOT_TABLES, BotTable
from engine.commands import Command
from engine.errors import EngineError
from engine.game import _STABLE_COUNT, _STABLE_KEYS, _TABLE_KEY
from tests.helpers import bot_game_to_replay


def _verdict(act: Any) -> tuple[Any, ...] | None:
    """None when ``act`` raises nothing, else the refusal's data (its book included)."""
    try:
        act()
    except EngineError as error:
        return (type(error), error.key, error.params, error.rule, error.player, error.book)
    return None


def _probes(game: Game, command: Command) -> list[Command]:
    """The journal's next command and commands refused (or not) around it: an unknown
    ability, a ballot for nobody, a closing, a seat, a deal, a seat past the table."""
    seats = len(game.state.players)
    return [
        command,
        Submit(0, "nonsense"),
        Submit(seats, "ready"),
        Vote(0, 999),
        Vote(seats - 1 if seats else 0, None),
        Advance(),
        Advance(override=True),
        SeatPlayer("Eleventh"),
        SeatPlayer(game.state.players[0].name.upper() if seats else " "),
        Deal(),
    ]


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
def test_check_raises_what_apply_raises_and_changes_nothing(bot_table: BotTable) -> None:
    """Before every command of a bot game of every book, for the command and ten probes:
    ``Game.check`` gives the verdict that checking and folding on a copy gives, and
    leaves the state as it was (messages, memo, submissions, ballots)."""
    played, game = bot_game_to_replay(bot_table, 5)
    refused = 0
    for command in played.journal:
        for probe in _probes(game, command):
            state = game.state
            before = (len(state.messages), dict(state.submissions), dict(state.ballots), state.phase)
            checked = _verdict(lambda probe=probe: game.check(probe))
            assert (len(state.messages), state.submissions, state.ballots, state.phase) == before, probe
            trial = state.clone()
            applied = _verdict(lambda probe=probe, trial=trial: game.apply(probe, trial))
            assert checked == applied, probe
            refused += checked is not None
        game.apply(command)
    assert game.state.messages == played.state.messages
    assert refused > len(played.journal)  # the probes reached refusals


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
def test_a_memo_with_the_table_holds_the_lists_it_indexes(bot_table: BotTable) -> None:
    """After every command of a bot game of every book, with the screens' reads done
    (every seat's view, the public view, the missing seats): whenever the memo holds the
    prompt table it holds the two lists it indexes, so three entries with the table
    among them are exactly the stable keys (``Game.apply``'s test before an action)."""
    played, game = bot_game_to_replay(bot_table, 2)
    seen = 0
    for command in played.journal:
        for read in ("table", "views"):
            memo = game.state.memo
            if _TABLE_KEY in memo:
                assert {"prompts", "vote_prompts"} <= memo.keys(), command
            if len(memo) == _STABLE_COUNT and _TABLE_KEY in memo:
                assert memo.keys() == _STABLE_KEYS, command
                seen += 1
            if read == "table":
                game.acting_seats()
            else:
                game.missing()
                game.public_view()
                for seat in range(len(game.state.players)):
                    game.player_view(seat)
        game.apply(command)
    assert seen  # the quick test's case happened


def test_three_entries_without_the_table_are_forgotten_before_an_action() -> None:
    """A memo of three entries that are not the stable keys (the prompts, the vote
    prompts and the missing seats, read without the table) loses the missing seats
    before a submission's fold. A check builds the table first; a replay folds without
    one, so this memo reaches the test there: a ``len`` alone would have kept them."""
    game = Game("moonveil", {"game_type": "classic"}, 4)
    for index in range(7):
        game.apply(SeatPlayer(f"P{index + 1}"))
    game.apply(Deal())
    prompts = game.prompts()
    game.vote_prompts()
    game.missing()
    memo = game.state.memo
    assert memo.keys() == {"prompts", "vote_prompts", "missing"}
    ready = Submit(prompts[0].seat, "ready" if "ready" in prompts[0].abilities else "rest")
    game.apply(ready, game.state, False, True)  # a replay's fold
    assert memo.keys() <= _STABLE_KEYS and "missing" not in memo
    assert game.missing() == [p.seat for p in prompts[1:]]
