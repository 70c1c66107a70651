"""Every rule set describes every option it accepts (engine/options.py, issue 15)
and deals a legal game with its proposed defaults at every table size."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from engine import Deal, Game, SeatPlayer
from engine.errors import SetupError
from engine.options import OptionKind, OptionSpec, game_type_spec, spec_defaults
from engine.ruleset import find_ruleset, ruleset_names
from engine.rulesets.three_factions.options import proposed_roles
from engine.rulesets.three_factions.roles import STANDARD_COUNTS

#: options a book reads that are not among its default_options (the game-type specific ones)
READ_BEYOND_DEFAULTS = {
    "moonveil": {"theme", "pool", "mix", "wolves", "advanced", "roles"},
    "luna_llena": {"roles"},
    "three_factions": {"roles"},
    "village_vs_nonvillage": set(),
}
#: game types that deal the moderator's own deck (the ``roles`` option)
DECK_TYPES = {"manual", "test"}


def dealt(ruleset: str, options: dict[str, Any], players: int, seed: int = 3) -> Game:
    game = Game(ruleset, options, seed)
    for seat in range(players):
        game.apply(SeatPlayer(f"P{seat + 1}"))
    game.apply(Deal())
    return game


def test_every_book_is_checked() -> None:
    assert set(READ_BEYOND_DEFAULTS) == set(ruleset_names())


@pytest.mark.parametrize("name", sorted(READ_BEYOND_DEFAULTS))
def test_every_accepted_option_is_described(name: str) -> None:
    ruleset = find_ruleset(name)
    described = {spec.key for spec in ruleset.option_specs()}
    assert set(ruleset.default_options()) | READ_BEYOND_DEFAULTS[name] == described


@pytest.mark.parametrize("name", sorted(READ_BEYOND_DEFAULTS))
def test_described_defaults_are_the_books_defaults(name: str) -> None:
    ruleset = find_ruleset(name)
    defaults = ruleset.default_options()
    for spec in ruleset.option_specs():
        assert spec.problem(spec.default) is None, spec.key
        if spec.key in defaults:
            assert spec.default == defaults[spec.key], spec.key
    assert {k: v for k, v in spec_defaults(ruleset.option_specs()).items() if k in defaults} == {
        k: v for k, v in defaults.items() if v is not None
    }


def options_for(name: str, spec: OptionSpec, players: int) -> dict[str, Any]:
    """The proposed options with ``spec`` at its default, under a game type that reads it."""
    ruleset = find_ruleset(name)
    options = ruleset.proposed_options(players)
    chooser = game_type_spec(ruleset.option_specs())
    if chooser is not None and spec.game_types:
        options[chooser.key] = spec.game_types[0]
    game_type = options.get(chooser.key) if chooser else None
    for other in ruleset.option_specs():  # what a form sends: every option read under this game type
        if other.applies(game_type) and other.default is not None:
            options.setdefault(other.key, other.default)
    if spec.default is not None:
        options[spec.key] = spec.default
    if chooser is not None and options.get(chooser.key) in DECK_TYPES:
        # a chosen deck: the cards the book itself deals at this size
        proposed = dealt(name, ruleset.proposed_options(players), players)
        options["roles"] = list(proposed.state.composition)
    return options


@pytest.mark.parametrize("name", sorted(READ_BEYOND_DEFAULTS))
def test_every_described_default_is_accepted(name: str) -> None:
    ruleset = find_ruleset(name)
    players = ruleset.default_players
    for spec in ruleset.option_specs():
        game = dealt(name, options_for(name, spec, players), players)
        assert len(game.state.composition) == players, spec.key


def every_size() -> list[tuple[str, int]]:
    pairs = []
    for name in ruleset_names():
        ruleset = find_ruleset(name)
        pairs += [(name, n) for n in range(ruleset.min_players, ruleset.max_players + 1)]
    return pairs


@pytest.mark.parametrize(("name", "players"), every_size())
def test_proposed_defaults_deal_a_legal_game_at_every_size(name: str, players: int) -> None:
    """Issue 15 item 2: the rule set proposes a composition for every table size it plays."""
    ruleset = find_ruleset(name)
    game = dealt(name, ruleset.proposed_options(players), players)
    assert sorted(p.role for p in game.state.players) == sorted(game.state.composition)
    assert len(game.state.composition) == players
    assert not game.state.over


def test_three_factions_book_table_is_the_growth_order_at_22_D_02() -> None:
    """D-02: the proposed cards at 22 are exactly the book's counts (IT-1.1), and
    at 22 players the book's own setup is used (no custom list)."""
    assert Counter(proposed_roles(22)) == Counter(STANDARD_COUNTS)
    assert "roles" not in find_ruleset("three_factions").proposed_options(22)
    small = proposed_roles(8)
    assert "lupo_mannaro" in small and "leader_alieno" in small and len(small) == 8
    assert len(proposed_roles(40)) == 40


def test_luna_llena_chosen_deck_LL_2_3() -> None:
    """LL-2.3: a chosen (TEST) deck is checked like an explicit deal and shuffled onto the seats."""
    deck = ["villager", "villager", "villager", "doctor", "seer", "werewolf", "alpha_wolf"]
    game = dealt("luna_llena", {"mode": "test", "roles": deck}, 7)
    assert sorted(game.state.composition) == sorted(deck)
    with pytest.raises(SetupError, match="6 cards for 7 players") as short:
        dealt("luna_llena", {"mode": "test", "roles": deck[:6]}, 7)
    assert short.value.rule == "LL-2.3"
    with pytest.raises(SetupError) as empty:
        dealt("luna_llena", {"mode": "test"}, 7)
    assert empty.value.rule == "LL-2.3"
    with pytest.raises(SetupError) as twice:
        dealt("luna_llena", {"mode": "test", "roles": [*deck[:6], "seer"]}, 7)
    assert twice.value.rule == "LL-4.5"


def test_option_shapes_are_checked() -> None:
    specs = {spec.key: spec for spec in find_ruleset("three_factions").option_specs()}
    assert specs["soldiers"].problem(3) is None
    assert specs["soldiers"].problem(99) == "'soldiers' is between 0 and 19, not 99"
    assert specs["soldiers"].problem(True) == "'soldiers' is a whole number"
    assert specs["tie_break"].problem("coin") is not None
    assert specs["deadlines"].problem({"mode": "timer", "vote_close": 10}) is None
    assert specs["deadlines"].problem("manual") is not None
    assert specs["roles"].problem(None) is None and specs["soldiers"].problem(None) is not None
    luna = {spec.key: spec for spec in find_ruleset("luna_llena").option_specs()}
    assert luna["durations"].kind is OptionKind.DURATIONS
    assert luna["durations"].problem({"night": -1}) is not None
    zh = {spec.key: spec for spec in find_ruleset("village_vs_nonvillage").option_specs()}
    assert zh["event_script"].problem({"2": ["festival"]}) is None
    assert zh["event_script"].problem({"2": ["picnic"]}) is not None


def test_only_moonveil_and_luna_llena_have_game_types() -> None:
    chooser = {name: game_type_spec(find_ruleset(name).option_specs()) for name in ruleset_names()}
    assert {name: spec.key for name, spec in chooser.items() if spec} == {"moonveil": "game_type", "luna_llena": "mode"}
