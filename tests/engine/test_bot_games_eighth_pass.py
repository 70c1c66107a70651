"""The eighth pass over bot-game speed, part A (issue 20, docs/performance.md): one
table of prompts per state (``engine.ruleset_rules.PromptTable``), shared by every
reader of that state, must be what computing it afresh gives, whatever command came
between and whoever read it first.

- after every command (of every kind) of a bot game of every book, with every
  seat's views read before and after it, the table kept in the memo (a stable
  book keeps it across actions) equals a table built on an empty memo: prompts,
  vote prompts, their index by seat, the acting seats, and each seat's abilities
  as view data (legal targets included);
- the acting seats, the public status and a seat's prompts and vote prompt read
  from the table are the ones the prompts and vote prompts list;
- a phone's view in a language and a bot's view share the abilities' data, and the
  words of one never reach the other (the option's labels are on a copy).

The whole games are compared before and after by ``bench/engine_fingerprint.py``
(every message, view and state of all four books)."""

from __future__ import annotations

from typing import Any

import pytest

from engine import Advance, Game, Submit, Vote
from engine.bot_tables import BOT_TABLES, BotTable
from engine.ruleset import find_ruleset
from engine.ruleset_rules import EMPTY_TABLE, PromptTable
from engine.simulate import play_bot_game
from engine.views import _own_prompts
from tests.helpers import bot_game_to_replay, table


def read_every_view(game: Game) -> list[Any]:
    """What the table's readers read on this state: each seat's bot view and phone
    view (in English), the public view, the acting seats, each seat's prompts."""
    seats = range(len(game.state.players))
    return [
        game.acting_seats(),
        game.public_view(),
        [dict(game.bot_view(seat)) for seat in seats],
        [game.player_view(seat) for seat in seats],
        [game.ruleset.seat_prompts(game.state, seat) for seat in seats],
        [game.ruleset.seat_vote_prompt(game.state, seat) for seat in seats],
    ]


def contents(found: PromptTable) -> dict[str, Any]:
    return {slot: getattr(found, slot) for slot in PromptTable.__slots__}


def fresh_table(game: Game, seats_read: range) -> PromptTable:
    """The table of the game's state built on an empty memo, each seat's view read
    (so its abilities' data is built), the kept memo put back afterwards."""
    kept = dict(game.state.memo)
    game.state.memo.clear()
    for seat in seats_read:
        _own_prompts(game.ruleset, game.state, seat)
    built = game.ruleset.prompt_table(game.state)
    game.state.memo.clear()
    game.state.memo.update(kept)
    return built


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
def test_the_shared_prompt_table_is_the_table_built_afresh_after_every_command(bot_table: BotTable) -> None:
    """Every command of a bot game of every book, every seat's views read before and
    after it: the kept table (kept across actions by a stable book, dropped by every
    command otherwise) equals the table of the same state with nothing cached."""
    played, game = bot_game_to_replay(bot_table, 7)
    book = game.ruleset
    kinds: set[str] = set()
    kept_across_actions = 0
    for command in played.journal:
        before = game.state.memo.get("prompt_table")
        game.apply(command)
        kinds.add(type(command).__name__)
        after = game.state.memo.get("prompt_table")
        if after is not None:
            kept_across_actions += 1
            assert after is before and book.stable_prompts and isinstance(command, (Submit, Vote))
        seen = read_every_view(game)
        kept = game.state.memo["prompt_table"] if game.state.outcome is None else None
        if kept is not None:
            assert contents(kept) == contents(fresh_table(game, range(len(game.state.players)))), command
        game.state.memo.clear()
        assert read_every_view(game) == seen, command
        game.state.memo.clear()
        read_every_view(game)  # the next command finds the memo (and the table) full
    assert {"SeatPlayer", "Deal", "Advance"} <= kinds
    assert ("Submit" in kinds or "Vote" in kinds) and (kept_across_actions > 0) == book.stable_prompts
    assert game.state.messages == played.state.messages


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
def test_the_tables_acting_seats_status_and_seat_lookups_are_what_the_prompts_list(bot_table: BotTable) -> None:
    size = bot_table.sizes[1]
    book = find_ruleset(bot_table.ruleset)
    played = play_bot_game(book, bot_table.options_for(size), 2, size)
    game = played.restart()
    acting_seen = 0
    for command in played.journal:
        game.apply(command)
        state = game.state
        prompts, votes = book.current_prompts(state), book.current_vote_prompts(state)
        found = book.prompt_table(state)
        # the table indexes the memo's lists; nobody acting: the one shared empty table (fourteenth pass)
        assert (found.prompts is prompts and found.vote_prompts is votes) or (
            found is EMPTY_TABLE and prompts == votes == []
        )
        acting = sorted({p.seat for p in prompts} | {v.seat for v in votes})
        assert found.acting == acting
        assert game.acting_seats() == ([] if state.over else acting)
        acting_seen += bool(acting)
        required = sorted({p.seat for p in prompts if p.required} | {v.seat for v in votes if v.required})
        assert found.status() == required
        for seat in range(len(state.players)):
            assert book.seat_prompts(state, seat) == [p for p in prompts if p.seat == seat]
            assert book.seat_vote_prompt(state, seat) == next((v for v in votes if v.seat == seat), None)
    assert acting_seen > 2


def test_a_phones_words_stay_on_its_own_copy_of_the_shared_abilities_data() -> None:
    """Village vs Non-village's New Moon event is an option: the phone's view in
    Spanish carries its labels, the bot's view on the same table (read after it, from
    the shared data) none, and both offer the same choices and targets."""
    book = find_ruleset("village_vs_nonvillage")
    played = play_bot_game(book, {}, 4, 8)
    game = played.restart()
    checked = 0
    for command in played.journal:
        game.apply(command)
        for seat in range(len(game.state.players)):
            phone = game.player_view(seat, lang="es")["prompts"]
            bot = game.bot_view(seat)["prompts"]
            for on_phone, for_bot in zip(phone, bot, strict=True):
                for shown, shared in zip(on_phone["abilities"], for_bot["abilities"], strict=True):
                    if shared["option"] is None:
                        assert shown is shared  # nothing in words: the one shared dict
                        continue
                    checked += 1
                    assert "labels" not in shared["option"]
                    assert len(shown["option"]["labels"]) == len(shared["option"]["choices"])
                    assert {**shown, "option": shared["option"]} == shared
    assert checked > 0


def test_MV_9_2_the_acting_seats_follow_the_phase_not_the_submissions() -> None:
    """Moonveil's prompts follow the phase and who is alive: a submission keeps the
    table (and its acting seats), the close of the night drops it."""
    game = table()
    acting = game.acting_seats()
    assert acting == list(range(8))
    game.apply(Submit(7, "ready"))
    assert game.acting_seats() is acting  # the same table: nobody's prompts changed
    for seat in range(7):
        prompt_abilities = game.ruleset.seat_prompts(game.state, seat)[0].abilities
        ability = prompt_abilities[0]
        count = game.ruleset.abilities[ability].targeting.count
        game.apply(Submit(seat, ability, tuple(game.legal_targets(seat, ability)[:count])))
    game.apply(Advance())
    assert game.state.phase.kind == "day" and game.acting_seats() == []
