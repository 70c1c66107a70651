"""What mutation testing of engine/rulesets/moonveil/abilities.py found unchecked
(docs/mutation/moonveil.md): the moderator's reason of an inspection (MV-5.5),
the exact refusal of a limited ability with no use left (AMB-MV-18), and the
visits sealed after the disguise step (MV-2.7).

The reasons are what the resolve preview and the narrator read, and the
refusal's key and params are what the console and the phones translate, so
each test asserts them exactly: a key renamed, a parameter dropped or a rule
ID changed fails.
"""

from __future__ import annotations

from typing import Any

import pytest

from engine.commands import Submit
from engine.errors import NoUsesLeft
from engine.game import Game
from engine.night import Snapshot
from engine.rulesets.moonveil.abilities import MoonveilNight
from tests.rulesets.moonveil.advanced_support import day, night, private, r8, seat


def inspection_reasons(game: Game) -> list[dict[str, Any]]:
    """The params of the moderator-only ``inspected`` reasons, in the order given."""
    return [m.params for m in game.state.messages if m.audience.kind == "moderator" and m.kind == "inspected"]


def refusal_of(game: Game, submit: Submit) -> NoUsesLeft:
    with pytest.raises(NoUsesLeft) as refused:
        game.apply(submit)
    return refused.value


def test_MV_5_5_an_inspected_wolf_is_a_moderator_reason_naming_seer_target_and_result() -> None:
    game = r8()
    night(game, {"P3": ("inspect", "P1"), "P1": ("attack", "P5"), "P2": ("attack", "P5")})
    assert private(game, "P3", "inspect_result") == [{"target": seat("P1"), "result": "wolf"}]
    assert inspection_reasons(game) == [{"actor": seat("P3"), "target": seat("P1"), "result": "wolf", "rule": "MV-5.5"}]


def test_MV_5_5_an_inspected_villager_reads_not_wolf_in_the_reason_too() -> None:
    game = r8()
    night(game, {"P3": ("inspect", "P6"), "P1": ("attack", "P5"), "P2": ("attack", "P5")})
    assert inspection_reasons(game) == [
        {"actor": seat("P3"), "target": seat("P6"), "result": "not_wolf", "rule": "MV-5.5"}
    ]


def test_AMB_MV_18_a_spent_single_use_is_refused_with_its_key_rule_and_params() -> None:
    game = r8(P8="adv_echo_study")
    night(game, {"P8": ("study", "P1")})
    day(game)
    error = refusal_of(game, Submit(seat("P8"), "study", (seat("P2"),)))
    assert (error.key, error.rule, error.player) == ("mv.uses_spent", "AMB-MV-18", seat("P8"))
    assert error.params == {"ability": "study", "uses": 1}


def test_AMB_MV_18_a_spent_two_use_ability_names_its_two_uses() -> None:
    game = r8(P8="adv_inspect_ward")
    for _ in range(2):
        night(game, {"P8": ("ward",)})
        day(game)
    error = refusal_of(game, Submit(seat("P8"), "ward"))
    assert (error.key, error.rule, error.player) == ("mv.uses_spent", "AMB-MV-18", seat("P8"))
    assert error.params == {"ability": "ward", "uses": 2}


def test_AMB_MV_18_a_position_without_uses_left_gives_the_limited_ability_its_full_uses() -> None:
    """A hand-written position names only what differs from a fresh deal
    (docs/positions.md): uses it leaves out are the ability's full uses, as
    ``spend`` and the prompt's choices read them, not a crash."""
    position = r8(P8="adv_echo_study").position()
    position["players"][seat("P8")]["uses"] = {}
    game = Game.from_position(position)
    assert game.state.players[seat("P8")].uses == {}
    assert "study" in game.prompts()[seat("P8")].abilities
    game.apply(Submit(seat("P8"), "study", (seat("P1"),)))
    assert (seat("P8"), "role") in game.state.submissions


def test_MV_2_7_visits_are_sealed_after_the_disguise_step() -> None:
    """Veils are final after MN-4 (MV-2.7): the visits others see are computed
    once there, so a veil laid later changes nothing that was sealed."""
    game = r8()
    context = MoonveilNight(game.state, Snapshot.of(game.state), [], visits=[(0, 4), (2, 0)])
    context.seal_veils()
    context.veiled.add(0)
    assert context.seen_visits() == [(0, 4), (2, 0)]
