"""The Moonveil night is declared once (engine/rulesets/moonveil/night.py) and run
by the core (``engine.night.run_night``): its resolution steps in the order of
MV-2.7 and §4.2 (MN-2 to MN-9), and the checklist's wake order from the same
declaration."""

from __future__ import annotations

from engine.commands import Deal, SeatPlayer
from engine.game import Game
from engine.rulesets.moonveil.catalog import ADVANCED_ROLES
from engine.rulesets.moonveil.night import ADVANCED, MOONVEIL_NIGHT
from tests.helpers import finish_night, table

DECLARED_STEPS = [
    ("spend", "MN-2"),
    ("blocks", "MN-3"),
    ("disguises", "MN-4"),
    ("others", "MN-5"),
    ("blocked_notices", "DEC-MV-12"),
    ("wolf_attack", "MN-6"),
    ("deaths", "MN-6"),
    ("death_records", "MV-2.8"),
    ("dawn", "MN-8"),
    ("outcome", "MN-9"),
]


def test_MV_2_7_MN_2_to_MN_9_declared_in_the_order_of_the_rules() -> None:
    assert [(step.name, step.rule) for step in MOONVEIL_NIGHT.steps] == DECLARED_STEPS


def test_MV_2_7_the_night_runs_through_the_core_in_the_declared_order(nights_run: list[list[str]]) -> None:
    game = table()
    finish_night(game, p1=("attack", (4,)), p2=("attack", (4,)))
    assert nights_run == [[name for name, _ in DECLARED_STEPS]]
    assert not game.state.players[4].alive and game.state.phase.kind == "day"


def test_MV_8_2_MN_9_the_outcome_is_checked_after_the_dawn(nights_run: list[list[str]]) -> None:
    game = table(("wolf", "seer", "villager"))
    finish_night(game, p1=("attack", (2,)))
    kinds = [m.kind for m in game.state.messages]
    assert game.state.over and kinds.index("eliminated") < kinds.index("game_over")
    assert nights_run[-1][-2:] == ["dawn", "outcome"]


def test_MV_4_classic_checklist_is_the_declared_wake_order() -> None:
    game = table()
    ids = [step.id for step in game.ruleset.checklist(game.state)]
    assert ids == ["wolf", "seer", "guardian", "villager"]
    assert ids == [key for key in MOONVEIL_NIGHT.wake_keys() if key in ids]
    assert [w.rule for w in MOONVEIL_NIGHT.wakes if w.key in ids] == ["MV-4.2", "MV-4.3", "MV-4.4", "MV-4.5"]


def test_MV_2_7_advanced_roles_wake_at_their_declared_place_in_seat_order() -> None:
    first, second = list(ADVANCED_ROLES)[:2]
    roles = ("villager", second, "wolf", first, "seer", "villager")
    game = Game("moonveil", {"game_type": "manual", "roles": list(roles)}, 1)
    for seat in range(len(roles)):
        game.apply(SeatPlayer(f"P{seat + 1}"))
    game.apply(Deal(roles))
    ids = [step.id for step in game.ruleset.checklist(game.state)]
    assert ids == ["wolf", "seer", second, first, "villager"]
    assert MOONVEIL_NIGHT.wake_keys().index(ADVANCED) == MOONVEIL_NIGHT.wake_keys().index("villager") - 1
