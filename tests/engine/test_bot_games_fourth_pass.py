"""The fourth pass over bot-game speed (issue 20, docs/performance.md): each shortcut
must give what the code it replaced gave.

- the deal's check saves and restores the RNG only when the book's composition
  draws from it: a composition that ``composition_draws`` says draws nothing leaves
  the generator exactly as it was, accepted or refused (MV-1.7: only All Roles and
  themes draw their specials).

The whole games are compared before and after by ``bench/engine_fingerprint.py``
(every message, view and state of all four books)."""

from __future__ import annotations

import pytest

from engine import Deal, Game, SeatPlayer
from engine.errors import EngineError
from engine.rulesets.moonveil import CLASSIC_MIXES
from engine.simulate import bot_names

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
