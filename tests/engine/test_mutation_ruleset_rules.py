"""The generic rules of play every book inherits (engine/ruleset_rules.py), pinned
down where mutation testing found them unchecked (issue 21): each refusal's key,
rule and player, who is waiting, and the prompt found for a submission. Moonveil
uses the base checks, so its rule IDs name them (MV-4.1, MV-6.3, MV-7.2)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine import Advance, Game, Submit, Vote
from engine.commands import Say
from engine.errors import (
    AlreadySubmitted,
    DeadActor,
    IllegalAction,
    IllegalTarget,
    UnknownPlayer,
    WrongPhase,
)
from engine.model import Submission
from engine.ruleset_rules import Prompt, RulesetRules, VotePrompt
from tests.helpers import finish_night, refused_unchanged, table

WOLF, OTHER_WOLF, SEER, GUARDIAN = 0, 1, 2, 3


def day_vote() -> Game:
    game = table()
    finish_night(game)  # the wolves eat the Seer
    game.apply(Advance())
    return game


def test_prompt_and_vote_prompt_defaults() -> None:
    assert Prompt(3, ("inspect",)) == Prompt(3, ("inspect",), "role", True, False)
    assert VotePrompt(3, (1, None)) == VotePrompt(3, (1, None), Fraction(1), True, False)


@pytest.mark.parametrize("seat", [8, -1])
def test_a_seat_outside_the_table_is_refused_as_no_seat(seat: int) -> None:
    error = refused_unchanged(table(), Submit(seat, "inspect", (WOLF,)))
    assert isinstance(error, UnknownPlayer)
    assert (error.key, error.player, error.params) == ("no_seat", seat, {"seat": seat})


def test_MV_7_2_the_dead_may_not_act_and_the_refusal_names_them() -> None:
    game = table()
    finish_night(game)
    game.apply(Advance())  # the vote: the Seer is dead
    error = refused_unchanged(game, Vote(SEER, WOLF))
    assert isinstance(error, DeadActor)
    assert (error.key, error.rule, error.player, error.params) == ("eliminated", "MV-7.2", SEER, {"name": "P3"})


def test_MV_4_1_an_ability_not_offered_now_names_the_ability() -> None:
    error = refused_unchanged(table(), Submit(SEER, "attack", (4,)))
    assert isinstance(error, IllegalAction)
    assert (error.key, error.rule, error.player, error.params) == (
        "not_your_action",
        "MV-4.1",
        SEER,
        {"ability": "attack"},
    )


def test_MV_4_1_a_slot_the_prompt_does_not_have_is_not_this_players_action() -> None:
    game = table()
    error = refused_unchanged(game, Submit(SEER, "inspect", (WOLF,), None, "other_slot"))
    assert (error.key, error.rule, error.player) == ("not_your_action", "MV-4.1", SEER)
    game.apply(Submit(SEER, "inspect", (WOLF,), None, "role"))  # its own slot named is accepted
    assert game.state.submissions[(SEER, "role")].targets == (WOLF,)


def test_MV_4_1_nothing_to_submit_outside_a_night() -> None:
    game = day_vote()
    error = refused_unchanged(game, Submit(WOLF, "attack", (4,)))
    assert isinstance(error, WrongPhase)
    assert (error.key, error.rule, error.player) == ("nothing_to_submit", "MV-4.1", WOLF)


def test_MV_4_1_one_action_a_night_and_the_refusal_names_the_player() -> None:
    game = table()
    game.apply(Submit(SEER, "inspect", (WOLF,)))
    error = refused_unchanged(game, Submit(SEER, "inspect", (OTHER_WOLF,)))
    assert isinstance(error, AlreadySubmitted)
    assert (error.key, error.rule, error.player, error.params) == ("submitted_tonight", "MV-4.1", SEER, {"name": "P3"})


def test_MV_6_3_no_vote_open_at_night() -> None:
    error = refused_unchanged(table(), Vote(WOLF, SEER))
    assert isinstance(error, WrongPhase)
    assert (error.key, error.rule, error.player) == ("no_vote_open", "MV-6.3", WOLF)


def test_MV_6_3_a_ballot_is_final_and_a_choice_must_be_offered() -> None:
    game = day_vote()
    invalid = refused_unchanged(game, Vote(WOLF, WOLF))  # not oneself
    assert isinstance(invalid, IllegalTarget)
    assert (invalid.key, invalid.rule, invalid.player) == ("invalid_choice", "MV-6.3", WOLF)
    game.apply(Vote(WOLF, 4))
    final = refused_unchanged(game, Vote(WOLF, 5))
    assert isinstance(final, AlreadySubmitted)
    assert (final.key, final.rule, final.player) == ("ballots_final", "MV-6.3", WOLF)
    assert game.state.ballots == {WOLF: 4}


def test_MV_7_2_the_dead_may_not_write_and_the_refusal_names_them() -> None:
    game = table()
    game.state.players[OTHER_WOLF].alive = False
    error = refused_unchanged(game, Say(OTHER_WOLF, "wolves", "still here"))
    assert isinstance(error, IllegalAction)
    assert (error.key, error.rule, error.player, error.params) == (
        "dead_may_not_write",
        "MV-7.2",
        OTHER_WOLF,
        {"name": "P2"},
    )


def test_a_book_without_a_dead_rule_names_the_channel_rule() -> None:
    game = table()
    game.state.players[OTHER_WOLF].alive = False
    with pytest.raises(IllegalAction) as refused:
        RulesetRules.check_say(_NoDeadRule(), game.state, Say(OTHER_WOLF, "wolves", "hi"))
    assert (refused.value.key, refused.value.rule) == ("dead_may_not_write", "channel")
    RulesetRules.check_say(_NoDeadRule(), game.state, Say(WOLF, "wolves", "hi"))  # the living may


class _NoDeadRule(RulesetRules):
    """The base rules alone: no rule ID of a book."""

    def check_advance(self, state: object, command: object) -> None:
        return None

    def advance(self, state: object, command: object) -> None:
        return None


def test_the_base_rules_take_no_option_and_no_target_for_an_ability_they_do_not_know() -> None:
    game = table()
    rules = _NoDeadRule()
    with pytest.raises(IllegalAction) as option:
        rules.check_option(game.state, Submit(SEER, "inspect", (WOLF,), "loud"))
    assert (option.value.key, option.value.rule, option.value.player, option.value.params) == (
        "takes_no_option",
        "",
        SEER,
        {"ability": "inspect"},
    )
    rules.check_option(game.state, Submit(SEER, "inspect", (WOLF,)))  # no option: nothing to refuse
    assert rules.legal_targets(game.state, SEER, "inspect") == []  # it knows no ability
    assert rules.ability_rules(game.state, SEER, "inspect") == {}
    assert rules.auto_advance_due(game.state, 10**12) is False
    rules.on_time(game.state)  # time changes nothing by default
    assert game.state.phase.kind == "night"
    assert rules.dead_may_act(game.state, SEER) is False


def test_a_choice_the_book_defines_no_ability_for_takes_no_target() -> None:
    """A plain choice (no ``Ability``: nothing to target) with a target is refused,
    without one it is accepted and recorded in its prompt's slot."""
    game = table()
    state = game.state
    state.memo["prompts"] = [Prompt(SEER, ("plain",), "choice")]
    rules = _NoDeadRule()
    rules.action_rule = "R-4.1"  # the book's rule for its actions names the refusal
    with pytest.raises(IllegalTarget) as refused:
        rules.check_submit(state, Submit(SEER, "plain", (WOLF,)))
    error = refused.value
    assert (error.key, error.rule, error.player, error.params) == (
        "takes_no_target",
        "R-4.1",
        SEER,
        {"ability": "plain"},
    )
    rules.check_submit(state, Submit(SEER, "plain", ()))
    rules.apply_submit(state, Submit(SEER, "plain", ()))
    assert state.submissions[(SEER, "choice")] == Submission(SEER, "plain", (), None)


def test_missing_lists_the_required_actions_and_ballots_not_in_yet_in_seat_order() -> None:
    """The base ``missing`` (Luna llena keeps it): required prompts without a submission,
    required vote prompts without a ballot, sorted, each seat once."""
    game = table()
    state = game.state
    state.memo["prompts"] = [
        Prompt(5, ("a",)),
        Prompt(2, ("b",)),
        Prompt(2, ("c",), "other"),
        Prompt(7, ("d",), required=False),
    ]
    state.memo["vote_prompts"] = [
        VotePrompt(6, (None,)),
        VotePrompt(2, (None,)),
        VotePrompt(4, (None,), required=False),
    ]
    state.submissions.clear()
    rules = _NoDeadRule()
    assert rules.missing(state) == [2, 5, 6]
    state.submissions[(2, "role")] = Submission(2, "a", ())
    assert rules.missing(state) == [2, 5, 6]  # seat 2 still owes both slots and a ballot
    state.submissions[(5, "role")] = Submission(5, "a", ())
    state.ballots[6] = None
    assert rules.missing(state) == [2]


def test_a_seats_prompts_keep_their_order_and_its_vote_prompt_is_the_first() -> None:
    game = table()
    state = game.state
    first, second = Prompt(3, ("a",), "one"), Prompt(3, ("b",), "two")
    state.memo["prompts"] = [first, Prompt(4, ("c",)), second]
    early, late = VotePrompt(3, (1, None)), VotePrompt(3, (2, None))
    state.memo["vote_prompts"] = [early, late]
    rules = _NoDeadRule()
    assert rules.seat_prompts(state, 3) == [first, second]
    assert rules.seat_prompts(state, 5) == []
    assert rules.seat_vote_prompt(state, 3) is early
    assert rules.seat_vote_prompt(state, 5) is None


def test_the_prompts_are_computed_once_per_command() -> None:
    game = table()
    rules = game.ruleset
    state = game.state
    state.memo.clear()
    prompts = rules.current_prompts(state)
    assert rules.current_prompts(state) is prompts and state.memo["prompts"] is prompts
    assert rules.current_vote_prompts(state) == [] and state.memo["vote_prompts"] == []
