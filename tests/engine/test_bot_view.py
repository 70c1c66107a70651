"""Bots read a ``BotView``: the fields of ``player_view(seat, lang=None)``, each built
when first read (issue 20). It must hold exactly what the full view holds, at every
point of every book's games, and a bot game played on it must be the game played on
full views: same commands, same outcome, same final state."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from engine import Game
from engine.bot_tables import BOT_TABLES, BotTable
from engine.bot_view import FIELDS
from engine.model import GameState
from engine.ruleset import Ruleset, find_ruleset
from engine.simulate import play_bot_game
from engine.views import player_view
from tests.engine.test_game import fingerprint

TABLES = [(table, size) for table in BOT_TABLES for size in table.sizes[:2]]
IDS = [f"{table.label}-{size}" for table, size in TABLES]


def on_full_views(ruleset: Ruleset, state: GameState, seats: list[int], policy: Any, rng: random.Random) -> Any:
    return [(seat, policy.decide(player_view(ruleset, state, seat, lang=None), rng)) for seat in seats]


def full_view_game(table: BotTable, size: int, seed: int, policy: str, monkeypatch: pytest.MonkeyPatch) -> Game:
    """The same bot game with every bot handed the complete player view."""
    with monkeypatch.context() as patch:
        patch.setattr(Game, "bot_view", lambda game, seat: game.player_view(seat, lang=None))
        patch.setattr("engine.simulate.seat_decisions", on_full_views)  # the random policy's fields, too
        return play_bot_game(find_ruleset(table.ruleset), table.options_for(size), seed, size, policy)


@pytest.mark.parametrize(("table", "size"), TABLES, ids=IDS)
def test_bot_view_games_are_the_full_view_games(table: BotTable, size: int, monkeypatch: pytest.MonkeyPatch) -> None:
    ruleset = find_ruleset(table.ruleset)
    for seed in range(6):
        for policy in sorted(ruleset.bot_policies):
            fast = play_bot_game(ruleset, table.options_for(size), seed, size, policy)
            full = full_view_game(table, size, seed, policy, monkeypatch)
            assert fast.journal == full.journal, f"seed {seed}, {policy}: the bots sent other commands"
            assert fast.state.outcome == full.state.outcome
            assert fingerprint(fast) == fingerprint(full)
            assert repr(fast.state.ext) == repr(full.state.ext)


@pytest.mark.parametrize(("table", "size"), TABLES[::2], ids=IDS[::2])
def test_bot_view_holds_the_player_view_after_every_command(table: BotTable, size: int) -> None:
    """Read in a random order (each field alone builds right), then as a whole."""
    ruleset = find_ruleset(table.ruleset)
    game = play_bot_game(ruleset, table.options_for(size), 3, size)
    replayed = game.restart()
    order = random.Random(size)
    for command in game.journal:
        replayed.apply(command)
        for seat in range(len(replayed.state.players)):
            expected = replayed.player_view(seat, lang=None)
            view = replayed.bot_view(seat)
            keys = list(FIELDS)
            order.shuffle(keys)
            assert {key: view[key] for key in keys} == expected
            assert dict(view) == expected
            assert json.dumps(dict(replayed.bot_view(seat))) == json.dumps(expected)


def test_bot_view_builds_only_the_fields_read(monkeypatch: pytest.MonkeyPatch) -> None:
    """The random policy reads seat, prompts and vote: no card (English texts a bot
    never reads), no messages, no public view is built for it."""
    game = play_bot_game(find_ruleset("moonveil"), {"game_type": "classic"}, 1, 8, "random")
    replayed = game.restart()
    for command in game.journal[:12]:  # seats, the deal, part of night 1
        replayed.apply(command)
    built: list[str] = []
    for key in FIELDS:
        monkeypatch.setitem(FIELDS, key, lambda ruleset, state, seat, key=key: built.append(key) or key)
    view = replayed.bot_view(0)
    assert view["prompts"] == "prompts" and view.get("vote") == "vote" and view["prompts"] == "prompts"
    assert built == ["prompts", "vote"]
    assert "card" in view and len(view) == len(FIELDS) and built == ["prompts", "vote"]
    with pytest.raises(KeyError):
        view["secrets"]
