"""The thirteenth pass over bot-game speed, part B (issue 20, docs/performance.md): the
decisions' view data and the messages do less work.

- the two Wolves' attack data: an ability may say an actor's legal targets are its shared
  ones (``Ability.shares_targets``; Moonveil's attack for a fellow Wolf), and a prompt table
  then builds that view data once for those seats. After every command of bot games of every
  book, every seat's ability data equals the data built for that seat alone, with legal
  targets as ``_target_ok`` says seat by seat; where the rule depends on the asker (a Wolf won
  over to the village, a villager who wins with the Wolves) each gets his own;
- a vote's prompts are built by the plain builder: the values ``VotePrompt(...)`` makes.

The whole games are compared before and after by ``bench/engine_fingerprint.py``."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine.abilities import Ability
from engine.bot_tables import BOT_TABLES, BotTable
from engine.ruleset import VotePrompt, find_ruleset
from engine.rulesets.moonveil.prompts import vote_prompts_of
from engine.views import _ability, _prompts_of
from engine.voting import ONE
from tests.engine.test_bot_games_eleventh_pass_decide import live_replay
from tests.engine.test_bot_games_twelfth_pass_decide import first_night, plain_candidates, wolves_parted

# -- the Wolves' attack data, built once a table ------------------------------------------------


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
def test_every_seats_ability_data_is_its_own_after_every_command(bot_table: BotTable) -> None:
    compared = shared = 0
    for command, game in live_replay(bot_table, 4):
        state, ruleset = game.state, game.ruleset
        table = ruleset.prompt_table(state)
        seats = list(range(len(state.players)))
        for seat, prompts in zip(seats, _prompts_of(ruleset, state, table, seats, None), strict=True):
            for prompt in prompts:
                for data in prompt["abilities"]:
                    ability_id = data["id"]
                    own = _ability(ruleset, state, seat, ability_id)  # built for this seat alone
                    assert data == own, f"seat {seat}, {ability_id}, after {command}"
                    known = ruleset.abilities.get(ability_id)
                    if known is not None and type(known).candidates is Ability.candidates:
                        assert data["targets"] == plain_candidates(known, state, state.players[seat])
                    compared += 1
                    shared += table.shared.get(ability_id) is data
    assert compared > 20
    if bot_table.ruleset == "moonveil":  # the Wolves' attack was shared on their nights
        assert shared > 2
    if not find_ruleset(bot_table.ruleset).sharing_abilities:
        assert shared == 0


def test_only_moonveils_attack_shares_its_targets() -> None:
    books = {table.ruleset for table in BOT_TABLES}
    sharing = {book: sorted(find_ruleset(book).sharing_abilities) for book in books}
    assert sharing == {book: ["attack"] if book == "moonveil" else [] for book in books}


def test_a_wolf_won_over_and_a_villager_with_the_wolves_get_their_own_attack_targets() -> None:
    """MV-4.2 refuses fellow Wolves (the Wolf role and the Wolves' side); no game parts the
    two today, so they are parted by hand. The one fellow Wolf left shares nothing with the
    others holding the attack: each gets the targets the refusal gives him, seat by seat."""
    book = find_ruleset("moonveil")
    state, wolves, villager = wolves_parted(book)
    attack = book.abilities["attack"]
    assert [attack.shares_targets(state, p) for p in (*wolves, villager)] == [False, True, False]
    targets = {p.seat: attack.candidates(state, p) for p in (*wolves, villager)}
    assert targets == {p.seat: plain_candidates(attack, state, p) for p in (*wolves, villager)}
    assert len({tuple(t) for t in targets.values()}) == 3  # three askers, three lists
    state.memo.clear()  # a table of the parted state (the sides changed by hand, not by a command)
    seats = [p.seat for p in wolves]  # both still hold the Wolf role: both are offered the attack
    found = _prompts_of(book, state, book.prompt_table(state), seats, None)
    assert [prompts[0]["abilities"][0]["targets"] for prompts in found] == [targets[s] for s in seats]


def test_the_second_wolf_reads_the_first_wolfs_data() -> None:
    book = find_ruleset("moonveil")
    state = first_night(book, 8)
    table = book.prompt_table(state)
    wolves = [p.seat for p in state.players if p.role == "wolf"]
    first, second = _prompts_of(book, state, table, wolves, None)
    assert first[0]["abilities"][0] is second[0]["abilities"][0] is table.shared["attack"]
    assert table.shared["attack"] == _ability(book, state, wolves[1], "attack")


# -- a vote's prompts by the plain builder -------------------------------------------------------


@pytest.mark.parametrize("living", [(0, 1, 2), (1, 4, 5, 8), (3,), ()])
@pytest.mark.parametrize("heavy", [None, 0, -1])
def test_a_votes_prompts_are_the_voteprompt_values(living: tuple[int, ...], heavy: int | None) -> None:
    """``_voters`` builds each voter's prompt by ``quick_builder(VotePrompt)``: the value
    ``VotePrompt(...)`` makes, every other living seat then abstaining, with its weight."""
    weights = {seat: ONE for seat in living}
    if heavy is not None and living:
        weights[living[heavy]] = Fraction(3, 2)
    plain = [VotePrompt(seat, (*[s for s in living if s != seat], None), weight) for seat, weight in weights.items()]
    found = vote_prompts_of(weights)
    assert found == plain and all(type(v) is VotePrompt for v in found)
    assert [hash(v) for v in found] == [hash(v) for v in plain]
