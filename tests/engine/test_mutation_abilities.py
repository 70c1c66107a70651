"""The base ``Ability`` (engine/abilities.py) on its own: its targeting, its
charges and the exact refusals it raises (issue 21, mutation testing).

Every refusal names the ability's rule and the acting player, and carries the
params its sentence needs: the console and the phones show them, so a refusal
without its rule or player is a bug even when the command is still refused.
"""

from __future__ import annotations

import random

import pytest

from engine.abilities import ANOTHER_LIVING, NO_TARGET, SELF_ONLY, Ability, Targeting
from engine.errors import IllegalTarget, NoUsesLeft
from engine.model import GameState, PlayerState


class Peek(Ability):
    id = "peek"
    rule = "TEST-1"
    targeting = ANOTHER_LIVING


class Brace(Ability):
    """A limited self-only ability: two charges."""

    id = "brace"
    rule = "TEST-2"
    targeting = SELF_ONLY
    uses = 2


class Pair(Ability):
    id = "pair"
    rule = "TEST-3"
    targeting = Targeting(count=2)


class Shout(Ability):
    """No target, one charge."""

    id = "shout"
    rule = "TEST-4"
    targeting = NO_TARGET
    uses = 1


def table(size: int = 4) -> GameState:
    players = [PlayerState(seat, f"P{seat}") for seat in range(size)]
    return GameState(ruleset="test", options={}, seed=0, rng=random.Random(0), players=players)


# -- charges ------------------------------------------------------------------


def test_a_player_with_no_recorded_count_has_the_abilitys_full_charges() -> None:
    actor = PlayerState(1, "P1")  # no "brace" key yet: the ability's own count applies
    assert Brace().has_uses(actor)
    Brace().check_uses(actor)
    Brace().spend(actor)
    assert actor.uses == {"brace": 1}
    Brace().spend(actor)
    assert actor.uses == {"brace": 0}


def test_a_spent_ability_has_no_uses_and_offers_no_target() -> None:
    state = table()
    actor = state.players[1]
    actor.uses["brace"] = 0
    assert not Brace().has_uses(actor)
    assert Brace().candidates(state, actor) == []
    actor.uses["brace"] = 1
    assert Brace().has_uses(actor)
    assert Brace().candidates(state, actor) == [1]


def test_has_uses_reads_the_abilitys_own_count_not_another() -> None:
    actor = PlayerState(1, "P1", uses={"brace": 0, "other": 5})
    assert not Brace().has_uses(actor)
    with pytest.raises(NoUsesLeft):
        Brace().check_uses(actor)


def test_unlimited_abilities_never_run_out_and_spend_nothing() -> None:
    actor = PlayerState(1, "P1")
    Peek().spend(actor)
    assert Peek().has_uses(actor) and actor.uses == {}


def test_the_no_uses_refusal_names_the_rule_the_player_and_the_ability() -> None:
    state = table()
    actor = state.players[2]
    actor.uses["brace"] = 0
    with pytest.raises(NoUsesLeft) as refused:
        Brace().check(state, actor, (2,))
    error = refused.value
    assert (error.key, error.rule, error.player) == ("uses_spent", "TEST-2", 2)
    assert error.params == {"ability": "brace"}


def test_a_no_target_ability_offers_no_candidates_even_with_charges() -> None:
    state = table()
    actor = state.players[0]
    assert Shout().has_uses(actor)
    assert Shout().candidates(state, actor) == []
    Shout().check(state, actor, ())  # no target is its one legal use


# -- refusals of the targets -----------------------------------------------------


def test_the_target_count_refusal_says_how_many_were_wanted_and_given() -> None:
    state = table()
    with pytest.raises(IllegalTarget) as refused:
        Pair().check(state, state.players[3], (1,))
    error = refused.value
    assert (error.key, error.rule, error.player) == ("target_count", "TEST-3", 3)
    assert error.params == {"ability": "pair", "count": 2, "given": 1}


def test_naming_the_same_target_twice_is_refused_with_the_rule_and_player() -> None:
    state = table()
    with pytest.raises(IllegalTarget) as refused:
        Pair().check(state, state.players[3], (1, 1))
    error = refused.value
    assert (error.key, error.rule, error.player) == ("target_twice", "TEST-3", 3)


@pytest.mark.parametrize("seat", [4, 9, -1])
def test_a_seat_outside_the_table_is_refused_as_no_seat(seat: int) -> None:
    state = table(4)  # seats 0..3: 4 is the first seat that does not exist
    with pytest.raises(IllegalTarget) as refused:
        Peek().check(state, state.players[0], (seat,))
    error = refused.value
    assert (error.key, error.rule, error.player) == ("no_seat", "TEST-1", 0)
    assert error.params == {"seat": seat}
    assert str(seat) in error.message


def test_a_refused_target_names_the_rule_the_player_and_the_reason() -> None:
    state = table()
    state.players[2].alive = False
    with pytest.raises(IllegalTarget) as refused:
        Peek().check(state, state.players[1], (2,))
    error = refused.value
    assert (error.key, error.rule, error.player) == ("target_needs_living", "TEST-1", 1)
    assert error.params == {"ability": "peek"}


def test_a_self_only_ability_takes_its_holder_and_refuses_anyone_else() -> None:
    state = table()
    actor = state.players[1]
    Brace().check(state, actor, (1,))  # accepted: no error
    assert Brace().candidates(state, actor) == [1]
    with pytest.raises(IllegalTarget) as refused:
        Brace().check(state, actor, (2,))
    error = refused.value
    assert (error.key, error.rule, error.player) == ("target_only_self", "TEST-2", 1)
    assert error.params == {"ability": "brace"}
    assert "brace" in error.message or "yourself" in error.message.lower()
