"""The fourteenth pass over bot-game speed, part B (issue 20, docs/performance.md): the
decide stage's prompt data and prompt table do less work.

- a prompt whose abilities all have fixed data (a Villager's ready), unanswered, for a seat
  holding no uses of them, is one shared value (``RulesetRules.blank_prompts``): after every
  command of bot games of every book, every seat's prompts equal the plain build, and the
  shared value is the one handed to every such seat;
- the prompt table fills the memo's prompts and vote prompts itself (``current_prompts`` and
  ``current_vote_prompts`` without their frames), and a state where nobody acts gets the one
  shared empty table: after every command the table indexes exactly the book's own hooks.

The whole games are compared before and after by ``bench/engine_fingerprint.py``."""

from __future__ import annotations

import pytest

from engine.bot_tables import BOT_TABLES, BotTable
from engine.ruleset import find_ruleset
from engine.ruleset_rules import EMPTY_TABLE, PromptTable
from engine.views import NOT_BLANK, _prompts_of
from tests.engine.test_bot_games_eleventh_pass_decide import live_replay, plain_prompts


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
def test_every_seats_prompts_equal_the_plain_build_after_every_command(bot_table: BotTable) -> None:
    compared = blank = 0
    for command, game in live_replay(bot_table, 5):
        state, ruleset = game.state, game.ruleset
        table = ruleset.prompt_table(state)
        seats = list(range(len(state.players)))
        found = _prompts_of(ruleset, state, table, seats, None)
        for seat, prompts in zip(seats, found, strict=True):
            assert prompts == plain_prompts(ruleset, state, seat), f"seat {seat} after {command}"
            for prompt in prompts:
                compared += 1
                key = (tuple(a["id"] for a in prompt["abilities"]), prompt["slot"], prompt["required"])
                shared = ruleset.blank_prompts.get((*key, prompt["changeable"]))
                fixed = shared is not None and shared is not NOT_BLANK
                if fixed and prompt["submitted"] is None and not state.players[seat].uses:
                    assert prompt is shared, f"seat {seat} after {command}"
                    blank += 1
                if prompt["submitted"] is not None:  # an answered prompt is never the shared one
                    assert prompt is not shared
        # a view in words builds its own (a copy: the words are added)
        worded = _prompts_of(ruleset, state, table, seats, "en")
        assert all(p is not q for ps, qs in zip(found, worded, strict=True) for p, q in zip(ps, qs, strict=True))
    assert compared > 20
    if bot_table.ruleset == "moonveil":  # the Villagers' ready, every night
        assert blank > 2


def test_a_blank_prompt_is_only_made_of_fixed_abilities() -> None:
    moonveil = find_ruleset("moonveil")
    for (abilities, _slot, _required, _changeable), data in moonveil.blank_prompts.items():
        if data is NOT_BLANK:
            assert not all(a in moonveil.fixed_abilities for a in abilities)
        else:
            assert [a["id"] for a in data["abilities"]] == list(abilities)
            assert all(a is moonveil.fixed_abilities[a["id"]] for a in data["abilities"])
            assert data["submitted"] is None


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
def test_the_prompt_table_indexes_the_books_own_prompts_after_every_command(bot_table: BotTable) -> None:
    empty = 0
    for command, game in live_replay(bot_table, 6):
        state, ruleset = game.state, game.ruleset
        table = ruleset.prompt_table(state)
        prompts, votes = ruleset.prompts(state), ruleset.vote_prompts(state)
        assert ruleset.current_prompts(state) == prompts, f"after {command}"
        assert ruleset.current_vote_prompts(state) == votes, f"after {command}"
        plain = PromptTable(prompts, votes)
        assert (table.by_seat, table.vote_by_seat, table.acting) == (plain.by_seat, plain.vote_by_seat, plain.acting)
        assert table.status() == plain.status()
        if not prompts and not votes:
            assert table is EMPTY_TABLE, f"after {command}"
            empty += 1
        else:
            assert table is not EMPTY_TABLE
    assert EMPTY_TABLE.abilities == {} and EMPTY_TABLE.shared == {}  # nobody ever filled it
    assert EMPTY_TABLE.by_seat == {} and EMPTY_TABLE.vote_by_seat == {} and EMPTY_TABLE.acting == []
    if bot_table.ruleset == "moonveil":  # its days: nobody acts until the vote
        assert empty > 0
