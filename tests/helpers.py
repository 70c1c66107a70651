"""Small builders shared by the engine tests (real games, no mocks)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import Advance, Deal, Game, SeatPlayer, Submit
from engine.bot_tables import BotTable
from engine.errors import EngineError
from engine.ruleset import find_ruleset
from engine.simulate import play_bot_game

R8_ROLES = ("wolf", "wolf", "seer", "guardian", "villager", "villager", "villager", "villager")


def table(roles: tuple[str, ...] = R8_ROLES, options: dict[str, Any] | None = None, seed: int = 0) -> Game:
    """A dealt Moonveil game with players P1..Pn (seats 0..n-1) and fixed roles."""
    game = Game("moonveil", options or {}, seed)
    for index in range(len(roles)):
        game.apply(SeatPlayer(f"P{index + 1}"))
    game.apply(Deal(roles))
    return game


def finish_night(game: Game, **chosen: tuple[str, tuple[int, ...]]) -> None:
    """Submit the given actions (``p3=("inspect", (0,))``), Ready/first legal for
    everyone else still missing, then resolve."""
    for key, (ability, targets) in chosen.items():
        game.apply(Submit(int(key[1:]) - 1, ability, targets))
    for prompt in game.prompts():
        if (prompt.seat, prompt.slot) in game.state.submissions:
            continue
        ability = prompt.abilities[0]
        count = game.ruleset.abilities[ability].targeting.count
        targets = tuple(game.legal_targets(prompt.seat, ability)[:count])
        game.apply(Submit(prompt.seat, ability, targets))
    game.apply(Advance())


def refused_unchanged(game: Game, command: object) -> EngineError:
    """The engine's refusal of ``command``, checked to have changed nothing the
    players could see: the journal, the seats and the messages."""
    journal, players, messages = list(game.journal), len(game.state.players), len(game.state.messages)
    with pytest.raises(EngineError) as refused:
        game.apply(command)  # type: ignore[arg-type]
    assert game.journal == journal
    assert (len(game.state.players), len(game.state.messages)) == (players, messages)
    return refused.value


def bot_game_to_replay(bot_table: BotTable, seed: int) -> tuple[Game, Game]:
    """A bot game of ``bot_table``'s book at its smallest size, played to the end, and a
    new game of the same book, options and seed to replay its journal into, command by
    command (the tests that compare a kept value with one computed afresh after each)."""
    size = bot_table.sizes[0]
    book = find_ruleset(bot_table.ruleset)
    options = bot_table.options_for(size)
    return play_bot_game(book, options, seed, size), Game(book, options, seed)
