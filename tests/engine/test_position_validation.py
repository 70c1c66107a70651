"""A bad position is refused with an error naming the field and the rule, and
builds nothing (issue 18): unknown role, wrong count, a dead player with a
pending action, a wrong version, wrong types, and each rule set's own checks."""

from __future__ import annotations

import copy
from typing import Any

import pytest

from engine import Game
from engine.errors import PositionError
from engine.scenario import load_scenario, run_scenario


def classic(**changes: Any) -> dict[str, Any]:
    position: dict[str, Any] = {
        "version": 1,
        "ruleset": "moonveil",
        "options": {"game_type": "classic", "wolves": 1},
        "phase": {"kind": "night", "number": 2},
        "open_phase": True,
        "players": [
            {"name": "Ann", "role": "wolf"},
            {"name": "Bob", "role": "seer"},
            {"name": "Cid", "role": "guardian"},
            {"name": "Dee", "role": "villager"},
            {"name": "Eve", "role": "villager", "alive": False},
        ],
    }
    position.update(changes)
    return position


def refusal(position: dict[str, Any]) -> PositionError:
    before = copy.deepcopy(position)
    with pytest.raises(PositionError) as caught:
        Game.from_position(position)
    assert position == before, "reading a position must not change it"
    assert caught.value.field in str(caught.value)
    return caught.value


def test_a_hand_written_position_starts_the_night_it_names() -> None:
    game = Game.from_position(classic())
    assert game.state.phase.label() == "night 2"
    assert [p.alive for p in game.state.players] == [True, True, True, True, False]
    assert game.state.channels["wolves"] == {0}
    assert {p.seat for p in game.prompts()} == {0, 1, 2, 3}


def test_mv_2_4_uses_left_are_laid_down_and_a_spent_ability_is_not_offered() -> None:
    players = [
        {"name": "Ann", "role": "wolf"},
        {"name": "Bob", "role": "seer"},
        {"name": "Cid", "role": "adv_block_omen", "uses": {"omen": 1}},
        {"name": "Dee", "role": "villager"},
        {"name": "Fay", "role": "adv_block_pardon", "uses": {"pardon": 0}},
    ]
    game = Game.from_position(classic(options={"game_type": "all_roles"}, players=players))
    offered = {p.seat: p.abilities for p in game.prompts()}
    assert "omen" in offered[2] and game.state.players[2].uses == {"omen": 1}
    assert "pardon" not in offered[4]
    assert refusal(classic(players=[*players[:4], {**players[4], "uses": {"pardon": -1}}])).rule == "uses"


def test_unknown_role_names_the_player_field() -> None:
    players = classic()["players"]
    players[1]["role"] = "witch_doctor"
    error = refusal(classic(players=players))
    assert error.field == "players[1].role" and error.rule == "moonveil:deal"


def test_wrong_count_of_the_composition() -> None:
    error = refusal(classic(composition=["wolf", "seer", "villager"]))
    assert error.field == "composition" and "3 roles for 5 seats" in error.message


def test_mv_2_1_a_special_role_twice_is_refused() -> None:
    players = classic()["players"]
    players[3]["role"] = "seer"
    error = refusal(classic(players=players))
    assert error.field == "composition" and error.rule == "MV-2.1"


def test_mv_7_2_a_dead_player_cannot_have_a_pending_night_action() -> None:
    error = refusal(classic(open_phase=False, submissions=[{"player": "Eve", "ability": "ready"}]))
    assert error.field == "submissions[0]" and error.rule == "MV-7.2"


@pytest.mark.parametrize("version", [None, 0, 2, "1"])
def test_wrong_version(version: Any) -> None:
    error = refusal(classic(version=version))
    assert error.field == "version" and error.rule == "position"


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"players": [{"name": "Ann", "role": "wolf", "alive": "yes"}, *classic()["players"][1:]]}, "players[0].alive"),
        ({"phase": {"kind": "dusk", "number": 1}}, "phase.kind"),
        ({"phase": {"kind": "night", "number": -1}}, "phase.number"),
        ({"seed": "x"}, "seed"),
        ({"state": {"curfews": {"three": [1]}}}, "state.curfews.three"),
        ({"state": {"override_lines": "many"}}, "state.override_lines"),
        ({"state": {"no_such_memory": 1}}, "state"),
        ({"deaths": [{"player": "Zed", "cause": "attack"}]}, "deaths[0].player"),
        ({"rng": "mt3:not-base64"}, "rng"),
        ({"moves": []}, "moves"),
        ({"ruleset": "chess"}, "ruleset"),
    ],
)
def test_wrong_types_name_the_field(changes: dict[str, Any], field: str) -> None:
    assert refusal(classic(**changes)).field == field


def test_mv_5_6_protect_memory_must_name_real_seats() -> None:
    error = refusal(classic(state={"protect_targets": {"2": [1, 9]}}))
    assert error.field == "state.protect_targets.2" and error.rule == "MV-5.6"


VVN_ROLES = [
    "seer", "witch", "elder", "scapegoat", "doctor", "gypsy", "white_wolf", "piper",
    "fox", "treasure", "careerist", "werewolf", "werewolf", "werewolf", "madman",
]  # fmt: skip


def vvn(state: dict[str, Any], dead: int | None = None) -> dict[str, Any]:
    players = [{"name": f"P{i + 1}", "role": r, "alive": i != dead} for i, r in enumerate(VVN_ROLES)]
    return {
        "version": 1,
        "ruleset": "village_vs_nonvillage",
        "options": {"sheriff": False, "events": False},
        "phase": {"kind": "night", "number": 1},
        "open_phase": True,
        "players": players,
        "state": state,
    }


def test_zh_6_4_1_an_extra_lynch_waits_on_a_living_holder() -> None:
    error = refusal(vvn({"extra_lynch": {"1": [0]}}, dead=0))
    assert error.field == "state.extra_lynch.1" and error.rule == "ZH-6.4.1"


def test_zh_6_4_1_zh_6_1_4_extra_lynch_and_tally_are_laid_down() -> None:
    game = Game.from_position(vvn({"extra_lynch": {"1": [0]}, "bite_tally": [0, 1]}))
    seer = next(p for p in game.prompts() if p.seat == 0 and p.slot == "extra_lynch")
    assert "extra_lynch" in seer.abilities
    assert game.position()["state"]["bite_tally"] == [0, 1]


@pytest.mark.parametrize(
    ("state", "field"),
    [({"bite_tally": [0, -1]}, "state.bite_tally[1]"), ({"bite_tally": [0]}, "state.bite_tally")],
)
def test_zh_6_1_4_the_bite_tally_is_two_counts(state: dict[str, Any], field: str) -> None:
    error = refusal(vvn(state))
    assert error.field == field and error.rule == "ZH-6.1.4"


def test_zh_6_6_3_kill_points_are_fractions() -> None:
    game = Game.from_position(vvn({"points": {"8": "2/3"}}))
    assert game.position()["state"]["points"] == {"8": "2/3"}
    assert refusal(vvn({"points": {"8": "two thirds"}})).field == "state.points.8"


def test_it_7_1_the_pack_names_real_seats() -> None:
    roles = ["lupo_mannaro", "contadino", "guardia", "contadino", "veggente_cieco", "contadino"]
    position = {
        "version": 1,
        "ruleset": "three_factions",
        "options": {"roles": roles},
        "phase": {"kind": "night", "number": 1},
        "players": [{"name": f"T{i}", "role": r} for i, r in enumerate(roles)],
        "state": {"pack": [0, 30]},
    }
    error = refusal(position)
    assert error.field == "state.pack" and error.rule == "IT-7.1"


def test_ll_8_1_the_accused_of_a_defense_is_alive() -> None:
    roles = ["werewolf", "alpha_wolf", "doctor", "seer", "knight", "villager", "villager"]
    players = [{"name": f"s{i + 1}", "role": r, "alive": i != 5} for i, r in enumerate(roles)]
    position = {
        "version": 1,
        "ruleset": "luna_llena",
        "phase": {"kind": "day", "number": 1, "step": "defense"},
        "players": players,
        "state": {"accused": 5},
    }
    error = refusal(position)
    assert error.field == "state.accused" and error.rule == "LL-8.1"


def test_a_scenario_with_a_refused_position_is_a_broken_scenario() -> None:
    scenario = load_scenario({"ruleset": "moonveil", "position": classic(version=7), "script": [], "expect": []})
    with pytest.raises(Exception, match="version"):
        run_scenario(scenario)
