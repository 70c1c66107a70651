"""Edges of engine/rulesets/moonveil/rules.py that mutation testing found
unchecked (docs/mutation/moonveil.md): the plurality house rule, the public
setup before the deal and of a theme, the rendered ballots and results in
another language, the checklist's seats and flags, and the card's guards.
"""

from __future__ import annotations

import random

import pytest

from engine import Advance, Deal, Game, SeatPlayer, Submit, Vote
from engine.errors import IllegalAction, Incomplete, SetupError, WrongPhase
from tests.rulesets.moonveil.advanced_support import night, r8, seat, table

R8_PLURALITY = ("wolf", "wolf", "seer", "guardian", "villager", "villager", "villager", "villager")


def seated(n: int, options: dict[str, object]) -> Game:
    game = Game("moonveil", options, 0)
    for index in range(n):
        game.apply(SeatPlayer(f"P{index + 1}"))
    return game


def to_the_vote(game: Game) -> None:
    """Night 1: the Wolves eliminate P8; then the vote opens (7 living)."""
    night(game, {"P1": ("attack", "P8"), "P2": ("attack", "P8"), "P4": ("protect", "P3")})
    game.apply(Advance())


def cast(game: Game, ballots: dict[str, str]) -> None:
    """The named ballots; every other living player abstains."""
    for prompt in game.vote_prompts():
        target = ballots.get(f"P{prompt.seat + 1}")
        game.apply(Vote(prompt.seat, seat(target) if target else None))


def banished(game: Game) -> list[int]:
    return [d.seat for d in game.state.deaths if d.cause == "banished"]


# -- the plurality house rule (docs/rulesets/moonveil.md, options) -------------------


def test_plurality_house_rule_banishes_the_most_weight_without_a_majority() -> None:
    """2 of 7 is no strict majority (MV-6.5) but the most weight under plurality."""
    game = table(R8_PLURALITY, {"vote": "plurality"})
    to_the_vote(game)
    cast(game, {"P3": "P1", "P4": "P1", "P5": "P2"})
    game.apply(Advance())
    assert banished(game) == [seat("P1")]


def test_plurality_house_rule_draws_once_among_the_tied_in_seat_order() -> None:
    """The first ballot names P2 and the second P1: the draw is still taken
    over [P1, P2] in seat order, so a replay does not depend on ballot order."""
    game = table(R8_PLURALITY, {"vote": "plurality"})
    to_the_vote(game)
    cast(game, {"P3": "P2", "P4": "P1"})
    draw = random.Random()
    draw.setstate(game.state.rng.getstate())
    game.apply(Advance())
    assert banished(game) == [draw.choice([seat("P1"), seat("P2")])]


def test_plurality_house_rule_tie_is_drawn_for_several_seeds() -> None:
    chosen = set()
    for seed in range(8):
        game = table(R8_PLURALITY, {"vote": "plurality"}, seed=seed)
        to_the_vote(game)
        cast(game, {"P3": "P2", "P4": "P1"})
        game.apply(Advance())
        chosen.update(banished(game))
    assert chosen == {seat("P1"), seat("P2")}


# -- public setup (MV-1.7, MV-T03, DEC-MV-08) ------------------------------------------


@pytest.mark.parametrize("options", [{}, {"game_type": "classic", "wolves": 1}])
def test_MV_T03_before_the_deal_the_table_counts_no_wolves(options: dict[str, object]) -> None:
    setup = seated(5, options).public_view()["setup"]
    assert setup["wolves"] == 0


def test_MV_1_8_a_themed_game_names_its_theme_and_no_other_type_does() -> None:
    themed = seated(10, {"game_type": "themes", "theme": "watchful_nights"})
    themed.apply(Deal())
    assert themed.public_view()["setup"]["theme"] == "watchful_nights"
    all_roles = seated(10, {})
    all_roles.apply(Deal())
    assert "theme" not in all_roles.public_view()["setup"]


# -- explicit deals (MV-2.1) --------------------------------------------------------------


def test_MV_2_1_a_repeated_special_is_named_in_the_refusal() -> None:
    game = seated(5, {})
    with pytest.raises(SetupError) as refused:
        game.apply(Deal(("wolf", "villager", "adv_bell_curfew", "adv_bell_curfew", "seer")))
    assert refused.value.rule == "MV-2.1" and refused.value.params == {"role": "adv_bell_curfew"}


# -- rendering (docs/i18n.md: the book's words) ----------------------------------------


def test_MV_6_4_rendered_ballots_name_voter_choice_and_weight() -> None:
    game = table(R8_PLURALITY)
    to_the_vote(game)
    cast(game, {"P3": "P1"})
    game.apply(Advance())
    ballots = next(m for m in game.state.messages if m.kind == "ballots")
    names = game.state.names()
    english = game.ruleset.render(ballots, names)
    assert english.startswith("Ballots: P1 → abstain (1); P2 → abstain (1); P3 → P1 (1); P4 → abstain (1);")
    assert "P3 → P1 (1); P4 → abstención (1)" in game.ruleset.render(ballots, names, "es")


def test_MV_5_5_a_result_word_is_rendered_in_the_reader_language() -> None:
    game = r8()
    night(game, {"P1": ("attack", "P5"), "P2": ("attack", "P5"), "P3": ("inspect", "P1")})
    result = next(m for m in game.state.messages if m.kind == "inspect_result")
    names = game.state.names()
    assert game.ruleset.render(result, names) == "P1: Wolf."
    assert game.ruleset.render(result, names, "es") == "P1: Lobo."


def test_MV_2_8_echo_names_the_action_in_the_reader_language() -> None:
    game = r8(P7="adv_block_echo")
    night(game, {"P1": ("attack", "P5"), "P2": ("attack", "P5"), "P7": ("echo", "P1")})
    result = next(m for m in game.state.messages if m.kind == "echo_result")
    names = game.state.names()
    assert game.ruleset.render(result, names) == "P1 submitted: Wolf attack."
    assert game.ruleset.render(result, names, "es") == "P1 envió: Ataque de lobo."


def test_ability_names_default_to_english_and_fall_back_to_it() -> None:
    ruleset = r8().ruleset
    assert ruleset.ability_name("block") == "Block"
    assert ruleset.ability_name("block", "es") == "Bloquear"
    assert ruleset.ability_name("block", "fr") == "Block"  # a language the catalog lacks


# -- the checklist (§4.2 wake order) -------------------------------------------------------


def test_MV_4_checklist_steps_carry_their_seats_abilities_and_liveness() -> None:
    game = r8()
    night(game, {"P1": ("attack", "P3"), "P2": ("attack", "P3"), "P4": ("protect", "P5")})  # the Seer dies
    game.apply(Advance())
    cast(game, {})
    game.apply(Advance())  # night 2
    steps = {step.role: step for step in game.ruleset.checklist(game.state)}
    assert steps["wolf"].seats == (seat("P1"), seat("P2")) and steps["wolf"].active
    assert steps["seer"].seats == (seat("P3"),) and not steps["seer"].active
    assert steps["guardian"].abilities == ("protect",)
    assert steps["villager"].seats == tuple(seat(p) for p in ("P5", "P6", "P7", "P8"))


# -- the card (MV-4.6) ---------------------------------------------------------------------


def test_MV_4_6_card_of_a_player_not_yet_dealt_lists_no_abilities() -> None:
    game = seated(5, {})
    card = game.ruleset.card(game.state, 0)
    assert card["abilities"] == [] and card["number"] == 0


def test_MV_4_6_a_position_without_the_wolves_channel_gives_a_wolf_no_teammates() -> None:
    position = {
        "version": 1,
        "ruleset": "moonveil",
        "options": {"game_type": "classic", "wolves": 2},
        "phase": {"kind": "night", "number": 2},
        "open_phase": True,
        "channels": {},
        "players": [{"name": f"P{i + 1}", "role": role} for i, role in enumerate(R8_PLURALITY)],
    }
    game = Game.from_position(position)
    assert game.player_view(0)["card"]["teammates"] == []


# -- the day limit (MV-8.3) -----------------------------------------------------------------


def test_MV_8_3_the_day_limit_is_the_max_days_option_and_nobody_wins() -> None:
    """With ``max_days`` 2 the game is drawn at the end of Day 2, not Day 20."""
    game = table(("wolf", "guardian", "villager", "villager", "villager"), {"max_days": 2})
    for protected in ("P3", "P4"):
        night(game, {"P1": ("attack", protected), "P2": ("protect", protected)})
        game.apply(Advance())
        cast(game, {})
        game.apply(Advance())
    outcome = game.state.outcome
    assert outcome is not None and outcome.draw and outcome.reason == "day_limit"
    assert outcome.winning_teams == () and outcome.winners == ()
    assert game.state.phase.kind == "over" and game.state.phase.number == 2
    assert [m.params for m in game.state.messages if m.kind == "draw"] == [{"day": 2}]
    public = game.public_view()["outcome"]
    assert public is not None and public["winning_teams"] == [] and public["winners"] == []


# -- setup, submissions and phases (MV-1.10, MV-4.1, MV-4.6, MV-9.1, MV-9.2) -----------------


def test_MV_1_10_an_unknown_game_type_is_named_in_the_refusal() -> None:
    game = seated(5, {"game_type": "nope"})
    with pytest.raises(SetupError) as refused:
        game.apply(Deal())
    assert refused.value.rule == "MV-1.10" and refused.value.params == {"value": "nope"}


def test_MV_4_6_each_wolf_is_told_the_others_privately() -> None:
    game = r8()
    packs = [(m.audience.seat, m.params) for m in game.state.messages if m.kind == "pack"]
    assert packs == [(seat("P1"), {"seats": [seat("P2")]}), (seat("P2"), {"seats": [seat("P1")]})]
    assert all(m.audience.kind == "player" for m in game.state.messages if m.kind == "pack")


def test_MV_4_1_an_action_no_role_has_is_refused_cleanly() -> None:
    """An ability id the book does not know is "not your action", never a KeyError."""
    game = r8()
    with pytest.raises(IllegalAction) as refused:
        game.apply(Submit(seat("P5"), "fly"))
    assert refused.value.rule == "MV-4.1" and refused.value.params["ability"] == "fly"


def test_MV_9_2_closing_early_names_who_is_missing() -> None:
    game = r8()
    chosen = {"P1": ("attack", "P5"), "P2": ("attack", "P5"), "P3": ("inspect", "P1"), "P4": ("protect", "P3")}
    for name, (ability, target) in chosen.items():
        game.apply(Submit(seat(name), ability, (seat(target),)))
    for name in ("P5", "P7"):
        game.apply(Submit(seat(name), "ready"))
    with pytest.raises(Incomplete) as refused:
        game.apply(Advance())
    assert refused.value.rule == "MV-9.2" and refused.value.params == {"names": ("P6", "P8")}


def test_MV_9_1_the_book_closes_only_night_day_and_vote() -> None:
    """The game refuses an Advance after the end itself (game over); the book's
    own check says why when asked directly about a finished game."""
    game = table(("wolf", "villager", "villager"))
    night(game, {"P1": ("attack", "P2")})
    assert game.state.phase.kind == "over"
    with pytest.raises(WrongPhase) as refused:
        game.ruleset.check_advance(game.state, Advance())
    assert refused.value.rule == "MV-9.1" and refused.value.key == "nothing_to_close"


def test_MV_9_1_day_and_vote_are_announced_with_their_number() -> None:
    game = r8()
    to_the_vote(game)
    announced = [(m.kind, m.params) for m in game.state.messages if m.kind in ("day_breaks", "vote_open")]
    assert announced == [("day_breaks", {"number": 1}), ("vote_open", {"day": 1})]
