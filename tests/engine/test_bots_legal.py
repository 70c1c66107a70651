"""Bots never send an illegal command (issue 18): every policy of every rule set
reads targets, target groups and options from its player view only, and the
engine accepts everything it sends."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine import Advance, Deal, Game, SeatPlayer, Submit
from engine.bot_tables import BOT_TABLES, BotTable
from engine.bots import RANDOM_POLICY, pick_option, pick_targets, usable
from engine.errors import EngineError
from engine.ruleset import find_ruleset
from engine.simulate import BotRefused, bot_names, play_bot_game


@pytest.mark.parametrize("table", BOT_TABLES, ids=[t.label for t in BOT_TABLES])
@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(min_value=0, max_value=10**6), data=st.data())
def test_bot_games_of_every_book_have_no_refusal_and_no_error(table: BotTable, seed: int, data: st.DataObject) -> None:
    ruleset = find_ruleset(table.ruleset)
    policy = data.draw(st.sampled_from(sorted(ruleset.bot_policies)), label="policy")
    players = data.draw(st.sampled_from(table.sizes), label="players")
    game = play_bot_game(ruleset, table.options_for(players), seed, players, policy, strict=True)  # raises on a refusal
    assert game.state.over and game.state.outcome is not None


def uses_offered(game: Game) -> list[tuple[dict[str, Any], Submit]]:
    """One use of every usable ability of every acting player, built from the view alone."""
    rng = random.Random(len(game.journal))
    uses = []
    for seat in sorted({p.seat for p in game.prompts()}):
        view = game.player_view(seat, lang=None)
        for prompt in view["prompts"]:
            for ability in usable(prompt):
                command = Submit(
                    seat, ability["id"], pick_targets(ability, rng), pick_option(ability, rng), prompt["slot"]
                )
                uses.append((ability, command))
    return uses


def broken(ability: dict[str, Any], command: Submit) -> Submit | None:
    """The same use with the view's extra rule broken: no option, two targets of
    one group, or a pair the view excludes (None when it cannot be broken here)."""
    if ability["option"] is not None:
        return replace(command, option=None)
    for group in ability["groups"] or []:
        if len(group) >= 2:
            return replace(command, targets=(group[0], group[1]))
    for pair in ability["excluded"]:
        if all(seat in ability["targets"] for seat in pair):
            return replace(command, targets=tuple(pair))
    return None


def refusals_of_broken_uses(table: BotTable, players: int, games: int) -> dict[str, set[str]]:
    """Play default-policy bot games; at every phase, every use a view offers must be
    accepted, and breaking the view's option or target rule must be refused.
    Returns the rules that refused, per ability."""
    ruleset = find_ruleset(table.ruleset)
    rules: dict[str, set[str]] = {}
    for seed in range(games):
        game = Game(ruleset, table.options_for(players), seed, snapshot_every=0)
        for name in bot_names(players):
            game.apply(SeatPlayer(name, bot=True))
        game.apply(Deal())
        rng = random.Random(seed)
        while not game.state.over:
            for ability, command in uses_offered(game):
                game.check(command)  # raises if the view offered something illegal
                bad = broken(ability, command)
                if bad is not None:
                    with pytest.raises(EngineError) as refused:
                        game.check(bad)
                    rules.setdefault(ability["id"], set()).add(refused.value.rule)
            seats = {p.seat for p in game.prompts()} | {v.seat for v in game.vote_prompts()}
            for seat in sorted(seats):
                for command in ruleset.bot_policy().decide(game.player_view(seat, lang=None), rng):
                    game.apply(command)
            game.apply(Advance(override=bool(game.missing())))
    return rules


def test_IT_7_19_IT_9_3_IT_10_38_views_carry_the_options_and_groups_three_factions_needs() -> None:
    rules = refusals_of_broken_uses(BOT_TABLES[3], 22, games=4)
    assert rules["shift"] == {"IT-7.19"}  # a mode, A or B
    assert rules["abduct"] == {"IT-9.3"}  # a role of the setup
    assert rules["revive"] == {"IT-10.38"}  # one Pyre-dead and one night-dead


def test_ZH_4_7_1_ZH_6_5_2_views_carry_the_events_and_used_pairs_village_vs_nonvillage_needs() -> None:
    rules = refusals_of_broken_uses(BOT_TABLES[4], 24, games=4)
    assert rules["new_moon"] == {"ZH-4.7.1"}  # an event of the book
    assert rules["supremacy"] == {"ZH-6.5.2"}  # a pair never named before


def test_strict_bot_games_stop_at_a_refusal() -> None:
    """A policy that ignores the view's options is caught, not retried."""

    class Careless:
        def decide(self, view: dict[str, Any], rng: random.Random) -> list[Any]:
            uses = [a for p in view["prompts"] for a in usable(p)[:1]]
            return [Submit(view["seat"], a["id"], pick_targets(a, rng)) for a in uses]  # no option

    ruleset = find_ruleset("three_factions")
    careless = type(ruleset)()
    careless.bot_policies = {"careless": Careless()}
    with pytest.raises(BotRefused, match=r"option=None.*(shift in mode A or mode B|guess one role of the setup)"):
        play_bot_game(careless, {}, 0, 22, "careless", strict=True)


def test_random_policy_fills_options_from_the_view() -> None:
    ruleset = find_ruleset("three_factions")
    game = Game(ruleset, {}, 5, snapshot_every=0)
    for name in bot_names(22):
        game.apply(SeatPlayer(name, bot=True))
    game.apply(Deal())
    shifter = next(p.seat for p in game.state.players if p.role == "lupo_mutaforma")
    commands = RANDOM_POLICY.decide(game.player_view(shifter, lang=None), random.Random(0))
    assert [(c.ability, c.option in ("A", "B")) for c in commands if isinstance(c, Submit)] == [("shift", True)]
