"""The fourth pass over bot-game speed (issue 20, docs/performance.md): each shortcut
must give what the code it replaced gave.

- the deal's check saves and restores the RNG only when the book's composition
  draws from it: a composition that ``composition_draws`` says draws nothing leaves
  the generator exactly as it was, accepted or refused (MV-1.7: only All Roles and
  themes draw their specials);
- shared whole weights and totals are read as integers and shared weights, totals
  and thresholds print their kept text: every tally and every text equals the one
  computed with ``Fraction`` arithmetic (MV-6.5, MD-5);
- an ability's ``refused_seats`` (the seats its own rule refuses, found at once) names
  exactly the seats its ``refusal`` refuses one by one, for every actor in every state
  of many bot games (MV-4.2: no Wolf attacks a Wolf; MV-5.6: never last night's
  protected player again), and only a class that writes its ``refusal`` writes it;
- submissions and ballots are folded without walking ``_fold``'s type tests, and the
  memo is left alone when it holds only a stable book's prompts.

The whole games are compared before and after by ``bench/engine_fingerprint.py``
(every message, view and state of all four books)."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from engine import Advance, Deal, Game, SeatPlayer, Submit, Vote
from engine.abilities import Ability
from engine.errors import EngineError
from engine.game import _STABLE_KEYS
from engine.ruleset import find_ruleset, ruleset_names
from engine.rulesets.moonveil import CLASSIC_MIXES
from engine.simulate import bot_names
from engine.voting import ONE, SHARED_WHOLES, ZERO, half, text, top_choices, weight_sum, whole

# Moonveil tables of every game type, accepted and refused
MOONVEIL_TABLES: list[tuple[dict[str, object], int]] = [
    ({"game_type": "classic"}, 9),
    ({"game_type": "classic", "wolves": 2, "seer": False}, 7),
    ({"game_type": "classic", "advanced": ["mayor"]}, 8),
    ({"game_type": "classic", "wolves": 5}, 6),  # refused: too many Wolves (MV-3.5)
    ({"wolves": 1}, 5),  # classic by its parameters (MV-1.1)
    *(({"game_type": "mix", "mix": key}, mix.min_players) for key, mix in CLASSIC_MIXES.items()),
    ({"game_type": "mix", "mix": "no such mix"}, 9),  # refused
    ({"game_type": "manual", "roles": ["wolf", "seer", "villager", "villager", "villager"]}, 5),
    ({"game_type": "manual", "roles": ["wolf"]}, 5),  # refused: the list is too short
    ({"game_type": "all_roles"}, 9),
    ({}, 12),  # All Roles by default (MV-1.1)
    ({"game_type": "themes", "theme": "watchful_nights"}, 9),
]


def lobby(options: dict[str, object], seats: int, seed: int) -> Game:
    game = Game("moonveil", options, seed)
    for name in bot_names(seats):
        game.apply(SeatPlayer(name, bot=True))
    return game


@pytest.mark.parametrize(("options", "seats"), MOONVEIL_TABLES)
def test_MV_1_7_a_composition_said_to_draw_nothing_leaves_the_generator_as_it_was(
    options: dict[str, object], seats: int
) -> None:
    for seed in range(6):
        game = lobby(options, seats, seed)
        draws = game.ruleset.composition_draws(game.state)
        before = game.state.rng.getstate()
        refused = False
        try:
            game.ruleset.build_composition(game.state)
        except EngineError:
            refused = True
        if not draws:
            assert game.state.rng.getstate() == before, (options, seed)
        elif not refused:
            assert game.state.rng.getstate() != before, f"{options} draws its specials (MV-1.7)"
        # the check and the deal give what they gave with the generator always saved
        game.state.rng.setstate(before)
        check_refusal = game.try_apply(Deal())
        assert (check_refusal is not None) == refused


def test_MV_1_7_only_all_roles_and_themes_draw() -> None:
    drawing = {
        str(options.get("game_type", "")) or repr(options)
        for options, seats in MOONVEIL_TABLES
        if lobby(options, seats, 0).ruleset.composition_draws(lobby(options, seats, 0).state)
    }
    assert drawing == {"all_roles", "themes", "{}"}


def weights_drawn(rng: random.Random, count: int) -> list[Fraction]:
    """Shared wholes, wholes built afresh, and weights that are not whole (a 1.5 sheriff)."""
    kinds = (
        lambda: whole(rng.randrange(4)),
        lambda: Fraction(rng.randrange(4)),
        lambda: Fraction(rng.randrange(1, 7), 2),
        lambda: whole(SHARED_WHOLES + rng.randrange(3)),  # too large to be shared
    )
    return [rng.choice(kinds)() for _ in range(count)]


def top_by_fractions(totals: dict[object, Fraction]) -> tuple[object, ...]:
    positive = {c: w for c, w in totals.items() if w > 0}
    best = max(positive.values(), default=None)
    return tuple(c for c, w in positive.items() if w == best)


def test_MV_6_5_tallies_of_shared_weights_equal_the_fraction_arithmetic() -> None:
    rng = random.Random(20)
    for _ in range(400):
        weights = weights_drawn(rng, rng.randrange(0, 9))
        total = weight_sum(weights)
        assert total == sum(weights, Fraction(0)) and type(total) is Fraction
        assert text(total) == str(sum(weights, Fraction(0)))
        assert text(half(total)) == str(sum(weights, Fraction(0)) / 2)
        totals = {seat: weight for seat, weight in enumerate(weights)}
        assert top_choices(totals) == top_by_fractions(totals), weights


def test_MD_5_shared_weights_print_as_fractions_do() -> None:
    for number in (*range(SHARED_WHOLES + 2), 1000, -1):
        assert text(whole(number)) == str(Fraction(number))
        assert text(half(whole(number))) == str(Fraction(number, 2))
        assert text(Fraction(number, 3)) == str(Fraction(number, 3))
    assert (whole(0), whole(1)) == (ZERO, ONE) and ZERO is whole(0) and ONE is whole(1)
    assert top_choices({1: ZERO, 2: ZERO}) == () and top_choices({}) == ()


def test_submissions_and_ballots_are_folded_with_the_prompts_kept() -> None:
    game = Game("moonveil", {"game_type": "classic", "wolves": 1}, 4)
    for name in bot_names(5):
        game.apply(SeatPlayer(name, bot=True))
    game.apply(Deal(("wolf", "seer", "villager", "villager", "villager")))
    prompts = game.prompts()
    game.state.memo["public_view:None"] = {}  # not a prompt: forgotten by the next command
    game.apply(Submit(2, "ready"))
    assert game.state.submissions[(2, "role")].ability == "ready"
    assert game.state.memo.keys() <= _STABLE_KEYS and game.prompts() is prompts  # kept across an action
    game.apply(Submit(0, "attack", (3,)))
    game.apply(Submit(1, "inspect", (0,)))
    for seat in (3, 4):
        game.apply(Submit(seat, "ready"))

    game.apply(Advance())
    game.apply(Advance())
    game.apply(Vote(0, 1))
    assert game.state.ballots == {0: 1}


def abilities_with_refused_seats() -> list[tuple[str, Ability]]:
    return [
        (name, ability)
        for name in ruleset_names()
        for ability in find_ruleset(name).abilities.values()
        if type(ability).refused_seats is not Ability.refused_seats
    ]


def test_refused_seats_are_written_with_the_refusal_they_stand_for() -> None:
    found = abilities_with_refused_seats()
    assert {ability.id for _name, ability in found} >= {"attack", "protect"}
    for _name, ability in found:
        owner = next(k for k in type(ability).__mro__ if "refused_seats" in vars(k))
        assert "refusal" in vars(owner), f"{type(ability).__name__}: refused_seats without its refusal"


@pytest.mark.parametrize("game_type", ["classic", "all_roles"])
def test_MV_4_2_MV_5_6_refused_seats_agree_with_the_refusal_seat_by_seat(game_type: str) -> None:
    checked = 0
    for seed in range(30):
        game = Game("moonveil", {"game_type": game_type, "max_days": 6}, seed, snapshot_every=0)
        for name in bot_names(9):
            game.apply(SeatPlayer(name, bot=True))
        game.apply(Deal())
        rng = random.Random(seed)
        while not game.state.over:
            state = game.state
            for _name, ability in abilities_with_refused_seats():
                for actor in state.players:
                    refused = ability.refused_seats(state, actor)
                    assert refused is not None
                    one_by_one = {p.seat for p in state.players if ability.refusal(state, actor, p) is not None}
                    assert {p.seat for p in state.players if p.seat in refused} == one_by_one, (seed, ability.id)
                    checked += 1
            for seat in sorted({p.seat for p in game.prompts()} | {v.seat for v in game.vote_prompts()}):
                for command in game.ruleset.bot_policy("random").decide(game.bot_view(seat), rng):
                    game.try_apply(command)
            game.apply(Advance(override=True))
    assert checked > 1000
