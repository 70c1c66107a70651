"""The wolf attack's reasons (MN-6) that mutation testing of
engine/rulesets/moonveil/night.py found unchecked (docs/mutation/moonveil.md).

The moderator's reasons are what the resolve preview and the narrator read: each
test asserts the exact sequence of the night's attack reasons, their keys, their
parameters and the rule each one cites, so a reason renamed, a parameter
dropped or a rule ID changed fails.
"""

from __future__ import annotations

from typing import Any

from engine.game import Game
from tests.rulesets.moonveil.advanced_support import night, r8, seat, table

ATTACK_REASONS = frozenset(
    {
        "no_attack",
        "wolves_target",
        "survives_protected",
        "escort_protected",
        "escort_sacrificed",
        "eliminated_by_wolves",
    }
)


def attack_reasons(game: Game) -> list[tuple[str, dict[str, Any]]]:
    """The moderator-only reasons of the wolf attack step, in the order given."""
    return [
        (m.kind, m.params) for m in game.state.messages if m.audience.kind == "moderator" and m.kind in ATTACK_REASONS
    ]


def dead(game: Game) -> list[int]:
    return [d.seat for d in game.state.deaths]


def test_MV_5_2_an_attack_names_its_target_then_the_elimination() -> None:
    game = r8()
    night(game, {"P1": ("attack", "P5"), "P2": ("attack", "P5")})
    assert dead(game) == [seat("P5")]
    assert attack_reasons(game) == [
        ("wolves_target", {"target": seat("P5"), "rule": "MV-5.2"}),
        ("eliminated_by_wolves", {"target": seat("P5"), "rule": "MV-5.2"}),
    ]


def test_MV_5_2_no_valid_wolf_choice_is_a_reason_of_its_own() -> None:
    """The only Wolf is blocked (MV-2.7): no choice counts, nobody is attacked."""
    game = table(("wolf", "adv_block_veil", "villager", "villager", "villager"))
    night(game, {"P1": ("attack", "P3"), "P2": ("block", "P1")})
    assert dead(game) == []
    assert attack_reasons(game) == [("no_attack", {"rule": "MV-5.2"})]


def test_MV_5_4_a_protected_target_survives_with_its_reason() -> None:
    game = r8()
    night(game, {"P1": ("attack", "P5"), "P2": ("attack", "P5"), "P4": ("protect", "P5")})
    assert dead(game) == []
    assert attack_reasons(game) == [
        ("wolves_target", {"target": seat("P5"), "rule": "MV-5.2"}),
        ("survives_protected", {"target": seat("P5"), "rule": "MV-5.4"}),
    ]


def test_MV_2_11_the_escort_is_attacked_instead_and_the_reason_names_both() -> None:
    game = r8(P7="adv_block_escort")
    night(game, {"P1": ("attack", "P6"), "P2": ("attack", "P6"), "P7": ("escort", "P6"), "P4": ("protect", "P3")})
    assert dead(game) == [seat("P7")]
    assert attack_reasons(game) == [
        ("wolves_target", {"target": seat("P6"), "rule": "MV-5.2"}),
        ("escort_sacrificed", {"target": seat("P6"), "seat": seat("P7"), "rule": "MV-2.11"}),
    ]


def test_DEC_MV_14_a_protected_escort_means_nobody_dies_with_its_reason() -> None:
    game = r8(P7="adv_block_escort")
    night(game, {"P1": ("attack", "P6"), "P2": ("attack", "P6"), "P7": ("escort", "P6"), "P4": ("protect", "P7")})
    assert dead(game) == []
    assert attack_reasons(game) == [
        ("wolves_target", {"target": seat("P6"), "rule": "MV-5.2"}),
        ("escort_protected", {"target": seat("P6"), "seat": seat("P7"), "rule": "DEC-MV-14"}),
    ]
