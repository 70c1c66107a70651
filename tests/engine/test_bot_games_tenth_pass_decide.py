"""The tenth pass over bot-game speed, part P (issue 20, docs/performance.md): the
decisions, the prompt table and the loop build fewer values and make fewer calls, and
what they skip is what the plain computation gives.

- an ability without target, option, rules or uses has one shared view datum per book
  (``fixed_abilities``), and a book with the base hooks has its targets asked of the
  ability (``plain_ability_data``): after every command of a bot game of every book,
  each acting seat's prompts carry the data the plain ``_ability`` builds;
- Moonveil shares its night prompts and its equal-weight vote prompts between nights and
  games: after every command they equal the prompts built afresh, in a list of their own;
- the random policy's commands are shared values: equal to the built ones, an ``int``
  seat never stands for another kind of choice, and the store stays bounded;
- ``usable`` counts plain legal targets itself: it agrees with the previous definition on
  random ability data (groups, excluded sets, counts, uses);
- a voter's weight of one is "1" without a call: every voter's weight and choices are his
  vote prompt's, after every command of every book.

The whole games are compared before and after by ``bench/engine_fingerprint.py``."""

from __future__ import annotations

import itertools
import random
from fractions import Fraction
from typing import Any

import pytest

from engine import Game
from engine.abilities import Ability
from engine.bot_tables import BOT_TABLES, BotTable
from engine.bots import _SENT, SENT_KEPT, sent_submit, sent_vote, usable
from engine.commands import Submit, Vote
from engine.model import GameState
from engine.ruleset import Ruleset, find_ruleset
from engine.ruleset_rules import Prompt, VotePrompt
from engine.rulesets.moonveil import prompts as moonveil_prompts
from engine.rulesets.moonveil.abilities import ext
from engine.simulate import play_bot_game
from engine.view_types import AbilityData, PromptData
from engine.views import _own_prompts, _vote
from tests.helpers import bot_game_to_replay

# -- the view data of a seat's abilities -----------------------------------------------------


def plain_ability(ruleset: Ruleset, state: GameState, seat: int, ability_id: str) -> AbilityData:
    """``engine.views._ability`` as it was: the book's hooks asked every time."""
    known = ruleset.abilities.get(ability_id)
    return {
        "id": ability_id,
        "targets": ruleset.legal_targets(state, seat, ability_id),
        "count": known.targeting.count if known is not None else 0,
        "uses": state.players[seat].uses.get(ability_id),
        "option": None,
        "groups": None,
        "excluded": [],
        "excludes": [],
        **ruleset.ability_rules(state, seat, ability_id),
    }


def plain_prompts(ruleset: Ruleset, state: GameState, seat: int) -> list[list[AbilityData]]:
    return [
        [plain_ability(ruleset, state, seat, ability_id) for ability_id in prompt.abilities]
        for prompt in ruleset.prompt_table(state).by_seat.get(seat, [])
    ]


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
def test_each_seats_ability_data_is_what_the_books_hooks_give_after_every_command(bot_table: BotTable) -> None:
    played, game = bot_game_to_replay(bot_table, 3)
    compared = shared = 0
    for command in played.journal:
        game.apply(command)
        if game.state.outcome is not None:
            continue
        for seat in game.acting_seats():
            prompts = _own_prompts(game.ruleset, game.state, seat)
            if not prompts:
                continue
            assert [p["abilities"] for p in prompts] == plain_prompts(game.ruleset, game.state, seat), (
                f"seat {seat} after {command}"
            )
            compared += 1
            fixed = game.ruleset.fixed_abilities
            shared += sum(a is fixed.get(a["id"]) for p in prompts for a in p["abilities"])
    assert compared > 10
    if bot_table.ruleset == "moonveil":  # the Villagers' ready (and rest, in All Roles) is shared
        assert shared > 0


def test_books_with_hooks_of_their_own_share_nothing_and_ask_their_hooks() -> None:
    for name in ("three_factions", "village_vs_nonvillage"):  # both override ``ability_rules``
        book = find_ruleset(name)
        assert not book.plain_ability_data
        assert book.fixed_abilities == {}
    moonveil = find_ruleset("moonveil")
    assert moonveil.plain_ability_data
    assert set(moonveil.fixed_abilities) >= {"ready", "rest"}
    assert "attack" not in moonveil.fixed_abilities  # it takes a target
    for book in (find_ruleset(name) for name in ("moonveil", "luna_llena")):
        for ability_id in book.fixed_abilities:  # no target, the base candidates
            ability = book.abilities[ability_id]
            assert ability.targeting.count == 0
            assert type(ability).candidates is Ability.candidates


def test_a_seat_holding_uses_of_a_fixed_ability_gets_its_own_data() -> None:
    moonveil = find_ruleset("moonveil")
    played = play_bot_game(moonveil, {"game_type": "classic"}, 5, 6)
    replay = Game(moonveil, played.options, played.seed)
    for command in played.journal[:7]:  # six seats and the deal: the first night is open
        replay.apply(command)
    state = replay.state
    villager = next(p.seat for p in state.players if p.role == "villager")
    state.players[villager].uses["ready"] = 2  # as a book that counted the ready would
    state.memo.clear()
    (prompt,) = _own_prompts(moonveil, state, villager)
    (data,) = prompt["abilities"]
    assert data["uses"] == 2
    assert data is not moonveil.fixed_abilities["ready"]
    assert data == plain_ability(moonveil, state, villager, "ready")


# -- Moonveil's shared prompts --------------------------------------------------------------


def fresh_prompts(book: Any, state: GameState) -> tuple[list[Prompt], list[VotePrompt]]:
    """Moonveil's prompts and vote prompts as they were built before: new values each time."""
    if state.phase.kind == "night":
        return [Prompt(p.seat, book.available_choices(p), "role") for p in state.players if p.alive], []
    if state.phase.kind != "vote":
        return [], []
    weights = book.day_weights(state)
    offered = [*weights, None]
    votes = [VotePrompt(seat, tuple(c for c in offered if c != seat), w) for seat, w in weights.items()]
    return [], votes


@pytest.mark.parametrize("options", [{"game_type": "classic"}, {"game_type": "all_roles"}])
def test_moonveils_shared_prompts_are_the_prompts_built_afresh_after_every_command(options: dict[str, Any]) -> None:
    book = find_ruleset("moonveil")
    for seed in range(3):
        played = play_bot_game(book, options, seed, 9)
        game = Game(book, played.options, seed)
        votes = 0
        for command in played.journal:
            game.apply(command)
            state = game.state
            night, vote = fresh_prompts(book, state)
            first = book.prompts(state)
            assert first == night
            assert book.vote_prompts(state) == vote
            votes += bool(vote)
            second = book.vote_prompts(state)
            assert second == vote
            if vote:
                assert second is not book.vote_prompts(state)  # a list of its own each time
                second.clear()
                assert book.vote_prompts(state) == vote
        assert votes > 0


def test_a_vote_with_someone_hushed_or_boosted_is_built_with_its_weights() -> None:
    book = find_ruleset("moonveil")
    played = play_bot_game(book, {"game_type": "classic"}, 1, 9)
    game = Game(book, played.options, 1)
    for command in played.journal:
        game.apply(command)
        if game.state.phase.kind == "vote":
            break
    state = game.state
    living = state.living_seats()
    effects = ext(state).day_effects.setdefault(state.phase.number, {})
    effects["hushed"] = {living[0]}
    effects["boosted"] = {living[1]}
    prompts = book.vote_prompts(state)
    assert prompts == fresh_prompts(book, state)[1]
    assert [p.weight for p in prompts[:3]] == [Fraction(0), Fraction(2), Fraction(1)]


def test_the_shared_vote_prompts_stay_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(moonveil_prompts, "EQUAL_VOTES_KEPT", 3)
    monkeypatch.setattr(moonveil_prompts, "_EQUAL_VOTES", {})
    book = find_ruleset("moonveil")
    for seed in range(6):
        play_bot_game(book, {"game_type": "classic"}, seed, 9, "random")
        assert len(moonveil_prompts._EQUAL_VOTES) <= 3


# -- shared commands ------------------------------------------------------------------------


def test_shared_commands_equal_the_built_ones() -> None:
    assert sent_submit(3, "attack", (1,), None, "role") == Submit(3, "attack", (1,), None, "role")
    assert sent_submit(3, "attack", (1,), None, "role") is sent_submit(3, "attack", (1,), None, "role")
    assert sent_submit(3, "attack", (2,), None, "role") == Submit(3, "attack", (2,), None, "role")
    assert sent_vote(3, 1) == Vote(3, 1)
    assert sent_vote(3, None) == Vote(3, None)
    assert sent_vote(3, None) is sent_vote(3, None)
    assert sent_vote(3, "no_lynch") == Vote(3, "no_lynch")


def test_no_other_kind_of_choice_is_served_a_seats_ballot() -> None:
    assert sent_vote(4, 1).choice == 1
    ballot = sent_vote(4, True)  # equal to 1 and hashed like it: never read back as seat 1's ballot
    assert ballot.choice is True
    assert type(sent_vote(4, 1).choice) is int


def test_the_shared_commands_stay_bounded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("engine.bots.SENT_KEPT", 5)
    _SENT.clear()
    for seat in range(20):
        assert sent_vote(seat, 0) == Vote(seat, 0)
        assert len(_SENT) <= 5
    _SENT.clear()
    assert SENT_KEPT > 100


# -- usable ---------------------------------------------------------------------------------


def old_targets_exist(ability: AbilityData) -> bool:
    """``_targets_exist`` as it was, before ``usable`` counted plain targets itself."""
    count = ability["count"]
    if not count:
        return True
    if groups := ability["groups"]:
        return any(len(set(choice)) == len(choice) for choice in itertools.product(*groups))
    if ability.get("excluded"):
        excluded = {frozenset(seats) for seats in ability["excluded"]}
        return any(frozenset(c) not in excluded for c in itertools.combinations(ability["targets"], count))
    return len(ability["targets"]) >= count


def random_ability(rng: random.Random) -> AbilityData:
    count = rng.choice([0, 1, 1, 2, 3])
    targets = sorted(rng.sample(range(8), rng.randint(0, 5)))
    groups = [sorted(rng.sample(range(6), rng.randint(0, 3))) for _ in range(count)] if rng.random() < 0.2 else None
    pairs = [sorted(rng.sample(targets, 2)) for _ in range(rng.randint(1, 4))] if len(targets) >= 2 else []
    return {
        "id": "x",
        "targets": targets,
        "count": count,
        "uses": rng.choice([None, None, 0, 1]),
        "option": None,
        "groups": groups,
        "excluded": pairs if count == 2 and rng.random() < 0.4 else [],
        "excludes": [],
    }


def test_usable_agrees_with_the_previous_definition_on_random_ability_data() -> None:
    rng = random.Random(10)
    kept = 0
    for _ in range(2000):
        abilities = [random_ability(rng) for _ in range(rng.randint(1, 3))]
        for i, a in enumerate(abilities):
            a["id"] = f"a{i}"
        prompt: PromptData = {
            "slot": "role",
            "required": True,
            "changeable": False,
            "submitted": None,
            "abilities": abilities,
        }
        expected = [a for a in abilities if a.get("uses") != 0 and old_targets_exist(a)]
        found = usable(prompt)
        assert found == expected, abilities
        kept += len(found)
    assert kept > 500


# -- a voter's weight -------------------------------------------------------------------------


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
def test_each_voters_weight_and_choices_are_the_vote_prompts_after_every_command(bot_table: BotTable) -> None:
    played, game = bot_game_to_replay(bot_table, 1)  # a game with votes in every book
    voters = 0
    for command in played.journal:
        game.apply(command)
        if game.state.outcome is not None:
            continue
        for prompt in game.vote_prompts():
            vote = _vote(game.ruleset, game.state, prompt.seat)
            if vote is None or game.ruleset.prompt_table(game.state).vote_by_seat[prompt.seat] is not prompt:
                continue  # a voter's second vote prompt is not his vote
            assert vote["weight"] == str(prompt.weight)
            assert vote["choices"] == list(prompt.choices)
            voters += 1
    assert voters > 3
