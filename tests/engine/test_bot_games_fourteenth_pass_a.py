"""The fourteenth pass over bot-game speed, part A (issue 20, docs/performance.md): a
command's path does less, and what it skips could not change a game.

- the lobby's name check reads the seated names casefolded once (``GameState.folded_names``,
  kept by the seat's fold) instead of folding every seated name for every new seat: after
  every seat of every book's tables the kept names are the plain fold of the seated ones,
  and a name folding like a seated one is refused as before, on a state seated by hand too;
- ``Game.apply`` reads the book's ``stable_prompts`` from the game (read once when it is
  built): a stable book's prompts outlive its actions, another book's do not;
- Moonveil's ``missing`` is two loops instead of two comprehensions: the base's answer
  from the prompts after every command of Moonveil's bot games.

The whole games are compared before and after by ``bench/engine_fingerprint.py``."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import Game, SeatPlayer
from engine.bot_tables import BOT_TABLES, BotTable
from engine.commands import Submit, Vote
from engine.errors import SetupError
from engine.model import PlayerState
from engine.ruleset import find_ruleset
from engine.ruleset_rules import RulesetRules
from tests.engine.test_bot_games_thirteenth_pass_a import played_plainly


def plain_folds(game: Game) -> set[str]:
    return {p.name.casefold() for p in game.state.players}


class Watched(Game):
    """A game that checks, after every command it applies, what this part keeps or skips."""

    def apply(self, command: Any, _into: Any = None, _checks: bool = True, _folds: bool = True) -> Any:
        table = self.state.memo.get("prompt_table")
        messages = super().apply(command, _into, _checks, _folds)
        if _into is None and _folds:
            state = self.state
            assert state.folded_names == plain_folds(self)
            if table is not None and type(command) in (Submit, Vote):  # the table outlives an action
                assert (state.memo.get("prompt_table") is table) is self.ruleset.stable_prompts
            if self.ruleset.name == "moonveil":
                assert self.ruleset.missing(state) == RulesetRules.missing(self.ruleset, state)
        return messages


def watched_game(bot_table: BotTable, players: int, seed: int) -> Game:
    book = find_ruleset(bot_table.ruleset)
    game = Watched(book, bot_table.options_for(players), seed, snapshot_every=0)
    # the memo as the views fill it between commands
    return played_plainly(game, players, book.bot_policy(None), random.Random(seed), lambda g: g.public_view())


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
def test_after_every_command_of_bot_games_what_is_kept_is_the_plain_computation(bot_table: BotTable) -> None:
    for players in bot_table.sizes:
        for seed in (0, 5):
            assert watched_game(bot_table, players, seed).state.outcome is not None


@pytest.mark.parametrize("book", ["moonveil", "luna_llena", "three_factions", "village_vs_nonvillage"])
def test_a_name_folding_like_a_seated_one_is_taken(book: str) -> None:
    game = Game(book, {}, 0)
    for name in ("Anna", " Straße ", "Ǆemal"):
        game.apply(SeatPlayer(name))
    assert game.state.folded_names == {"anna", "strasse", "ǆemal"}
    for taken in ("ANNA", "anna ", "STRASSE", "strasse", "ǅemal", "ǆEMAL"):
        refusal = game.try_apply(SeatPlayer(taken))
        assert isinstance(refusal, SetupError) and refusal.key == "name_taken", taken
    assert game.try_apply(SeatPlayer("Anne")) is None
    assert game.state.folded_names == plain_folds(game)
    twin = game.state.clone()  # a copy keeps its own folded names
    twin.folded_names.add("someone")
    assert "someone" not in game.state.folded_names


def test_a_state_seated_by_hand_has_its_names_folded_by_the_check() -> None:
    game = Game("moonveil", {}, 0)
    game.apply(SeatPlayer("Anna"))
    game.state.players.append(PlayerState(1, "Bob"))  # seated without the fold: not in the kept names
    refusal = game.try_apply(SeatPlayer("BOB"))
    assert isinstance(refusal, SetupError) and refusal.key == "name_taken"
    game.apply(SeatPlayer("Cleo"))  # the kept names out of step: left as they are, not extended wrongly
    assert [p.name for p in game.state.players] == ["Anna", "Bob", "Cleo"]
    for taken in ("anna", "bob", "CLEO"):
        refusal = game.try_apply(SeatPlayer(taken))
        assert isinstance(refusal, SetupError) and refusal.key == "name_taken", taken


def test_undo_and_redo_rebuild_the_folded_names() -> None:
    game = Game("moonveil", {}, 0, snapshot_every=1)
    for name in ("Anna", "Bob", "Cleo"):
        game.apply(SeatPlayer(name))
    game.undo()
    assert game.state.folded_names == {"anna", "bob"}
    assert game.try_apply(SeatPlayer("cleo")) is None
    game.undo()
    game.redo()
    assert game.state.folded_names == {"anna", "bob", "cleo"}
    assert game.try_apply(SeatPlayer("BOB")) is not None
