# ruff: noqa: RUF005
"""Writes the TS-nn scenario files of shared/rules/village_vs_nonvillage.md §19.

The scenarios are data; this script only keeps their 15-seat boilerplate short.
Run it from the worktree root after changing a scenario:
``python tests/scenarios/village_vs_nonvillage/generate.py``.
Seat numbers are the spec's (1-based); players are named P1 … P15.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

HERE = Path(__file__).parent
R15 = [
    "seer",
    "witch",
    "elder",
    "scapegoat",
    "doctor",
    "gypsy",
    "white_wolf",
    "piper",
    "fox",
    "treasure",
    "careerist",
    "werewolf",
    "werewolf",
    "werewolf",
    "madman",
]
ADV = {"do": "advance", "override": True}
BASE = {"sheriff": False, "events": False}


def n(seat: int) -> str:
    return f"P{seat}"


def ns(*seats: int) -> list[str]:
    return [n(s) for s in seats]


def sub(actor: int, ability: str, *targets: int, option: str | None = None) -> dict[str, Any]:
    step: dict[str, Any] = {"do": "submit", "actor": n(actor), "ability": ability, "targets": ns(*targets)}
    if option is not None:
        step["option"] = option
    return step


def vote(voter: int, target: int | None) -> dict[str, Any]:
    return {"do": "vote", "voter": n(voter), "target": n(target) if target else None}


def night(
    *actions: dict[str, Any], witch: tuple[dict[str, Any], ...] = (), prestige: tuple[dict[str, Any], ...] = ()
) -> list[dict[str, Any]]:
    """actions → witch step → prestige step → resolution (the R15 setup has both steps)."""
    return [*actions, ADV, *witch, ADV, *prestige, ADV]


def day(*votes: dict[str, Any]) -> list[dict[str, Any]]:
    """discussion → vote → close."""
    return [ADV, *votes, ADV]


def priv(to: int, kind: str, **params: Any) -> dict[str, Any]:
    event: dict[str, Any] = {"type": "private", "to": n(to), "kind": kind}
    if params:
        event["params"] = params
    return event


def pub(kind: str, **params: Any) -> dict[str, Any]:
    event: dict[str, Any] = {"type": "public", "kind": kind}
    if params:
        event["params"] = params
    return event


def death(seat: int, cause: str) -> dict[str, Any]:
    return {"type": "death", "player": n(seat), "cause": cause}


def refused(code: str) -> dict[str, Any]:
    return {"type": "refused", "error": {"code": code}}


def phase(label: str) -> dict[str, Any]:
    return {"type": "phase", "phase": label}


SCENARIOS: dict[str, dict[str, Any]] = {}


def scenario(
    name: str,
    script: list[dict[str, Any]],
    expect: list[dict[str, Any]],
    *,
    absent: list[dict[str, Any]] | None = None,
    result: dict[str, Any] | None = None,
    options: dict[str, Any] | None = None,
    roles: list[str] | None = None,
    seed: int = 1,
) -> None:
    data: dict[str, Any] = {
        "ruleset": "village_vs_nonvillage",
        "options": {**BASE, **(options or {})},
        "seed": seed,
        "seats": [{"name": n(i + 1), "role": r} for i, r in enumerate(roles or R15)],
        "script": script,
        "expect": expect,
    }
    if absent:
        data["expect_absent"] = absent
    if result:
        data["expect_result"] = result
    SCENARIOS[name] = data


def write() -> None:
    for old in HERE.glob("*.json"):
        old.unlink()
    for name, data in SCENARIOS.items():
        (HERE / f"{name}.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


MASQUERADE = {"event_script": {"1": ["masquerade"]}}


def define() -> None:
    scenario(
        "TS-01_divination_groups",
        night(sub(1, "divine", 5)),
        [
            priv(1, "divination_result", target=n(5), role="doctor", faction="village"),
            priv(1, "group_members", members=ns(1, 5)),
            priv(5, "group_members", members=ns(1, 5)),
            pub("night_result", seats=[]),
        ],
        absent=[pub("full_attacks")],
    )
    scenario(
        "TS-02_curse_kills_fox",
        night(sub(1, "divine", 12)) + day() + night(sub(1, "divine", 9)),
        [
            priv(1, "divination_result", target=n(12), role="werewolf", faction="nonvillage"),
            priv(1, "divination_result", target=n(9), role="fox", faction="nonvillage"),
            pub("night_result", seats=ns(9)),
            death(9, "curse"),
        ],
        absent=[priv(9, "fox_chances"), pub("last_words")],
    )
    scenario(
        "TS-03_fractional_attacks",
        night(sub(12, "attack", 6), sub(13, "attack", 6), sub(14, "attack", 5))
        + day()
        + night(sub(12, "attack", 6), sub(12, "attack", 5), sub(13, "attack", 4), sub(14, "attack", 6))
        + [sub(6, "pass"), ADV],
        [
            priv(2, "spirit_sense", seats=[]),
            pub("night_result", seats=[]),
            {"type": "refused", "command": {"actor": n(12), "targets": ns(6)}, "error": {"code": "illegal_target"}},
            priv(2, "spirit_sense", seats=ns(6)),
            pub("night_result", seats=ns(6)),
            pub("full_attacks", seats=ns(6)),
            death(6, "attack"),
        ],
        absent=[death(5, "attack")],
    )
    scenario(
        "TS-04_madman_friendly_fire",
        night(sub(12, "attack", 15), sub(15, "attack", 5)),
        [
            priv(2, "spirit_sense", seats=ns(15)),
            pub("night_result", seats=ns(15)),
            pub("last_words", seats=ns(15)),
            death(15, "attack"),
        ],
        absent=[pub("full_attacks"), death(5, "attack")],
    )
    scenario(
        "TS-05_spirit_sense_antidote_group",
        night(sub(12, "attack", 4), sub(13, "attack", 4), sub(14, "attack", 4), witch=(sub(2, "antidote", 4),)),
        [
            priv(2, "spirit_sense", seats=ns(4)),
            priv(2, "group_members", members=ns(2, 4)),
            priv(4, "group_members", members=ns(2, 4)),
            pub("night_result", seats=[]),
            pub("full_attacks", seats=ns(4)),
        ],
        absent=[death(4, "attack")],
    )
    scenario(
        "TS-06_doctor_and_witch_same_save",
        night(
            sub(12, "attack", 4),
            sub(13, "attack", 4),
            sub(14, "attack", 4),
            sub(5, "first_aid", 4),
            witch=(sub(2, "antidote", 4),),
        )
        + day()
        + night(sub(5, "first_aid", 4)),
        [pub("night_result", seats=[]), pub("full_attacks", seats=ns(4))],
        absent=[death(4, "attack"), priv(2, "group_members"), priv(4, "group_members")],
    )
    scenario(
        "TS-07_two_needles_join_doctor",
        night(sub(5, "first_aid", 3)) + day() + night(sub(5, "first_aid", 3)),
        [
            priv(3, "prestige_list", seats=[]),
            priv(3, "prestige_list", seats=[]),
            priv(3, "group_members", members=ns(3, 5)),
            priv(5, "group_members", members=ns(3, 5)),
            pub("night_result", seats=[]),
        ],
        absent=[death(3, "first_aid")],
    )
    scenario(
        "TS-08_needles_kill_treasure_public_enemy",
        night(sub(5, "first_aid", 10))
        + day()
        + night(sub(5, "first_aid", 10))
        + day()
        + [sub(5, "extra_lynch", 13)]
        + night(),
        [
            pub("night_result", seats=ns(10)),
            death(10, "first_aid"),
            priv(5, "extra_lynch_granted"),
            priv(9, "fox_chances", count=2),
            pub("night_result", seats=ns(13)),
            death(13, "extra_lynch"),
        ],
    )
    scenario(
        "TS-09_needles_grouped_first_shot",
        night(sub(1, "divine", 5), sub(5, "first_aid", 1))
        + day()
        + night(sub(5, "first_aid", 1))
        + [sub(1, "first_shot", 12), ADV],
        [
            priv(1, "group_members", members=ns(1, 5)),
            pub("night_result", seats=ns(1, 12)),
            death(12, "first_shot"),
            death(1, "first_aid"),
        ],
        absent=[pub("last_words")],
    )
    scenario(
        "TS-10_balance_turns_bite",
        night(sub(7, "bite", 5)),
        [
            priv(2, "spirit_sense", seats=ns(7)),
            pub("night_result", seats=ns(7)),
            pub("last_words", seats=ns(7)),
            death(7, "bite"),
        ],
        absent=[death(5, "bite")],
    )
    scenario(
        "TS-11_pack_check_then_bites",
        night(sub(7, "pack_check", 12), sub(7, "bite", 13))
        + day()
        + night(sub(7, "bite", 12))
        + day()
        + night(sub(7, "bite", 4), witch=(sub(2, "antidote", 4),)),
        [
            {"type": "refused", "command": {"actor": n(7), "ability": "bite"}},
            priv(7, "pack_check_result", target=n(12), result="werewolf"),
            pub("night_result", seats=ns(12)),
            death(12, "bite"),
            priv(2, "spirit_sense", seats=ns(4)),
            priv(2, "group_members", members=ns(2, 4)),
            pub("night_result", seats=[]),
        ],
        absent=[death(4, "bite"), death(7, "bite")],
    )
    scenario(
        "TS-12_cunning_spend_regain_execution",
        night(sub(12, "attack", 9), sub(13, "attack", 9), sub(14, "attack", 9))
        + day()
        + night()
        + day()
        + night(witch=(sub(2, "poison", 9),))
        + day(vote(1, 9)),
        [
            priv(9, "fox_chances", count=0),
            pub("night_result", seats=[]),
            pub("full_attacks", seats=ns(9)),
            priv(9, "fox_chances", count=1),
            priv(9, "fox_chances", count=0),
            pub("executed", seat=n(9)),
            pub("last_words", seats=ns(9)),
            death(9, "execution"),
        ],
        absent=[death(9, "poison"), death(9, "attack")],
    )
    scenario(
        "TS-13_pipe_voids_fox_gain",
        night(sub(12, "attack", 9), sub(13, "attack", 9), sub(14, "attack", 9))
        + day()
        + night()
        + day()
        + night(sub(8, "pipe", 9), witch=(sub(2, "poison", 9),))
        + day()
        + [sub(8, "pipe", 9)],
        [
            priv(9, "fox_chances", count=0),
            pub("night_result", seats=ns(9)),
            death(9, "poison"),
            {"type": "refused", "command": {"actor": n(8), "ability": "pipe"}, "error": {"code": "illegal_target"}},
        ],
        absent=[priv(9, "fox_chances", count=1)],
    )
    scenario(
        "TS-14_elder_prestige",
        night(
            sub(12, "attack", 3),
            sub(13, "attack", 4),
            sub(14, "attack", 4),
            sub(8, "pipe", 3),
            sub(11, "supremacy", 3, 1),
            sub(1, "divine", 3),
            prestige=(sub(3, "prestige", 12),),
        )
        + day()
        + [sub(8, "pipe", 3)],
        [
            priv(3, "prestige_list", seats=ns(8, 11, 12)),
            priv(1, "divination_result", target=n(3), role="elder", faction="village"),
            priv(1, "group_members", members=ns(1, 3)),
            pub("night_result", seats=ns(12)),
            pub("last_words", seats=ns(12)),
            death(12, "prestige"),
            {"type": "refused", "command": {"actor": n(8), "ability": "pipe"}, "error": {"code": "illegal_target"}},
        ],
        absent=[pub("full_attacks"), priv(1, "no_effect")],
    )
    scenario(
        "TS-15_enlightenment",
        night(sub(15, "attack", 3), prestige=(sub(3, "prestige", 15),)),
        [
            priv(3, "prestige_list", seats=ns(15)),
            priv(15, "converted", role="madman"),
            priv(3, "group_members", members=ns(3, 15)),
            priv(15, "group_members", members=ns(3, 15)),
            pub("night_result", seats=[]),
        ],
        absent=[death(15, "prestige")],
    )
    scenario(
        "TS-16_lure",
        night(sub(10, "lure", 1)) + day() + [sub(10, "lure", 2)],
        [
            priv(10, "lure_result", target=n(1), role="seer"),
            priv(1, "lure_result", target=n(10), role="treasure"),
            {"type": "refused", "command": {"actor": n(10), "ability": "lure"}},
        ],
        absent=[priv(1, "group_members")],
    )
    scenario(
        "TS-17_treasure_executed_extra_lynch",
        night() + day(vote(1, 10)) + night(sub(2, "extra_lynch", 14)),
        [
            pub("executed", seat=n(10)),
            pub("last_words", seats=ns(10)),
            priv(2, "extra_lynch_granted"),
            death(10, "execution"),
            pub("night_result", seats=ns(14)),
            death(14, "extra_lynch"),
        ],
    )
    scenario(
        "TS-17b_public_enemy_substitute",
        night(sub(12, "attack", 2), sub(13, "attack", 2), sub(14, "attack", 2))
        + [sub(2, "pass"), ADV]
        + day(vote(1, 10))
        + night(sub(5, "extra_lynch", 14)),
        [
            death(2, "attack"),
            priv(5, "extra_lynch_granted"),
            death(14, "extra_lynch"),
        ],
        absent=[priv(2, "extra_lynch_granted")],
    )
    scenario(
        "TS-18_supremacy_pairs",
        night(
            sub(11, "supremacy", 1, 12, 2, 9),
            sub(1, "divine", 12),
            sub(12, "attack", 1),
            sub(13, "attack", 4),
            sub(14, "attack", 4),
            witch=(sub(2, "poison", 9),),
        )
        + day()
        + [sub(11, "supremacy", 1, 12), sub(11, "supremacy", 1, 13, 1, 14), sub(11, "supremacy", 1, 13, 12, 14)]
        + [ADV, sub(2, "poison", 9)],
        [
            priv(1, "no_effect"),
            pub("night_result", seats=[]),
            {"type": "refused", "command": {"actor": n(11), "targets": ns(1, 12)}, "error": {"code": "illegal_target"}},
            {"type": "refused", "command": {"actor": n(11), "targets": ns(1, 13, 1, 14)}},
            {"type": "refused", "command": {"actor": n(2), "ability": "poison"}},
        ],
        absent=[
            death(9, "poison"),
            {"type": "refused", "command": {"actor": n(11), "targets": ns(1, 13, 12, 14)}},
            priv(1, "divination_result"),
        ],
    )
    scenario(
        "TS-19_E1_pipe_beats_self_respect",
        night()
        + day()
        + night(sub(3, "respect", 3), sub(8, "pipe", 3), sub(12, "attack", 3))
        + day()
        + night(sub(13, "attack", 3), sub(14, "attack", 3))
        + [sub(3, "pass"), ADV]
        + day()
        + [sub(3, "respect", 3)],
        [
            pub("events", events=["masquerade"]),
            death(3, "attack"),
            {"type": "refused", "command": {"actor": n(3), "ability": "respect"}},
        ],
        absent=[priv(3, "respect_prestige"), death(12, "prestige")],
        options=MASQUERADE,
    )
    scenario(
        "TS-20_E2_pair_beats_respect",
        night()
        + day()
        + night(sub(3, "respect", 2), sub(11, "supremacy", 3, 2), sub(12, "attack", 2))
        + day()
        + night(sub(13, "attack", 2), sub(14, "attack", 2))
        + [sub(2, "pass"), ADV],
        [pub("events", events=["masquerade"]), priv(2, "spirit_sense", seats=[]), death(2, "attack")],
        absent=[priv(2, "respect_prestige")],
        options=MASQUERADE,
    )
    scenario(
        "TS-21_E3_pipe_beats_pair_barrier_void",
        night(
            sub(8, "pipe", 11),
            sub(11, "supremacy", 11, 8, 1, 12),
            sub(1, "divine", 12),
            witch=(sub(2, "poison", 11),),
        ),
        [
            priv(1, "divination_result", target=n(12), role="werewolf", faction="nonvillage"),
            pub("night_result", seats=ns(11)),
            pub("last_words", seats=ns(11)),
            death(11, "poison"),
        ],
        absent=[priv(1, "barrier"), priv(1, "no_effect")],
    )
    scenario(
        "TS-22_E4_pair_beats_pipe",
        night(sub(8, "pipe", 1), sub(11, "supremacy", 8, 1), sub(1, "divine", 13)) + day() + [sub(8, "pipe", 1)],
        [
            priv(1, "divination_result", target=n(13), role="werewolf", faction="nonvillage"),
            {"type": "refused", "command": {"actor": n(8), "ability": "pipe"}, "error": {"code": "illegal_target"}},
        ],
        absent=[priv(1, "no_effect")],
    )
    scenario(
        "TS-23_E5_respect_beats_pipe",
        night()
        + day()
        + night(sub(3, "respect", 1), sub(8, "pipe", 1), sub(1, "divine", 14), prestige=(sub(1, "prestige", 8),)),
        [
            priv(1, "respect_prestige", seats=ns(8)),
            priv(1, "divination_result", target=n(14), role="werewolf", faction="nonvillage"),
            pub("night_result", seats=ns(8)),
            death(8, "prestige"),
        ],
        options=MASQUERADE,
    )
    scenario(
        "TS-24_E6_special_provision",
        night()
        + day()
        + night(
            sub(3, "respect", 11),
            sub(11, "supremacy", 11, 3, 1, 12),
            sub(8, "pipe", 11),
            sub(1, "divine", 12),
            witch=(sub(2, "poison", 11),),
        ),
        [
            *[priv(s, "barrier") for s in range(1, 7)],
            priv(1, "no_effect"),
            pub("night_result", seats=ns(11)),
            death(11, "poison"),
        ],
        absent=[priv(11, "respect_prestige"), priv(1, "divination_result")],
        options=MASQUERADE,
    )
    scenario(
        "TS-25_pipe_voids_friendly_fire",
        night(sub(8, "pipe", 15), sub(12, "attack", 15), sub(15, "attack", 4)),
        [pub("night_result", seats=[])],
        absent=[death(15, "attack"), priv(15, "no_effect")],
    )
    scenario(
        "TS-26_barrier_on_execution",
        night() + day(vote(1, 11)),
        [pub("executed", seat=n(11)), *[priv(s, "barrier") for s in range(1, 7)], death(11, "execution")],
        absent=[priv(15, "barrier")],
    )
    scenario(
        "TS-27_blame_execution_first_shot_cry",
        night(sub(4, "blame", 1))
        + day(*[vote(v, 1) for v in (2, 3, 5, 6, 7, 8)], *[vote(v, 12) for v in (9, 10, 11, 13)])
        + [sub(4, "first_shot", 13), ADV, sub(4, "cry_injustice", 1, 2, 5, 8, 14), ADV]
        + night(),
        [
            pub("vote_totals", totals=[[n(4), "6"], [n(12), "4"]]),
            pub("executed", seat=n(4)),
            pub("eliminated", seat=n(13)),
            death(13, "first_shot"),
            death(4, "execution"),
            priv(1, "group_members", members=ns(1, 2, 5)),
            pub("last_words", seats=ns(13, 4)),
            pub("cry_voters", seats=ns(1, 2, 5, 8, 14)),
        ],
    )
    scenario(
        "TS-28_gypsy_choice_no_repeat_piped_random",
        night(sub(6, "new_moon", option="herb_gathering"))
        + day()
        + [sub(6, "new_moon", option="herb_gathering"), sub(6, "new_moon", option="outside_support")]
        + night(sub(8, "pipe", 6)),
        [
            pub("events", events=["herb_gathering"]),
            {"type": "refused", "command": {"actor": n(6), "option": "herb_gathering"}},
            pub("events"),
        ],
        absent=[pub("events", events=["outside_support"])],
        options={"events": True},
    )
    scenario(
        "TS-29_insanity",
        night()
        + day()
        + [sub(14, "attack", 3)]
        + night(sub(1, "lynch", 12), sub(13, "verify", 1), sub(15, "verify", 2)),
        [
            pub("events", events=["insanity"]),
            priv(12, "insanity_verify"),
            priv(13, "insanity_verify"),
            priv(14, "insanity_verify"),
            priv(15, "insanity_verify"),
            priv(1, "insanity_lynch"),
            {"type": "refused", "command": {"actor": n(14), "ability": "attack"}},
            priv(13, "verify_result", target=n(1), faction="village"),
            priv(15, "verify_result", target=n(2), faction="nonvillage"),
            pub("night_result", seats=ns(12)),
            death(12, "lynch"),
        ],
        options={"event_script": {"1": ["insanity"]}},
    )
    scenario(
        "TS-30_masquerade_respect",
        night()
        + day()
        + night(sub(3, "respect", 2), sub(12, "attack", 2), sub(13, "attack", 3), prestige=(sub(2, "prestige", 12),))
        + day()
        + night(sub(3, "respect", 2), sub(3, "respect", 1)),
        [
            priv(2, "respect_prestige", seats=ns(12)),
            pub("night_result", seats=ns(12)),
            death(12, "prestige"),
            {"type": "refused", "command": {"actor": n(3), "targets": ns(2)}, "error": {"code": "illegal_target"}},
        ],
        absent=[priv(1, "respect_prestige")],
        options=MASQUERADE,
    )
    scenario(
        "TS-31_festival",
        night()
        + day()
        + night()
        + day(vote(1, 10))
        + [
            sub(7, "pass"),
            sub(8, "pipe", 1),
            sub(11, "supremacy", 1, 2),
            sub(7, "bite", 1),
            sub(2, "lynch", 12),
            sub(2, "extra_lynch", 13),
            sub(1, "lynch", 4),
        ]
        + night(),
        [
            pub("events", events=["festival"]),
            priv(9, "fox_chances", count=0),
            priv(2, "extra_lynch_granted"),
            priv(1, "festival_lynch"),
            priv(2, "festival_lynch"),
            {"type": "refused", "command": {"actor": n(7), "ability": "pass"}},
            {"type": "refused", "command": {"actor": n(8), "ability": "pipe"}},
            {"type": "refused", "command": {"actor": n(11), "ability": "supremacy"}},
            pub("night_result", seats=ns(7, 12, 13)),
            death(7, "bite"),
            death(12, "lynch"),
            death(13, "extra_lynch"),
        ],
        absent=[death(1, "bite"), death(4, "lynch")],
        options={"event_script": {"2": ["festival"]}},
    )
    scenario(
        "TS-32_darkest_hour",
        night() + day() + night(sub(12, "attack", 8), sub(13, "attack", 15), sub(14, "attack", 1)),
        [pub("night_result", seats=ns(8, 15)), death(8, "attack"), death(15, "attack")],
        absent=[pub("full_attacks"), death(1, "attack")],
        options={"event_script": {"1": ["darkest_hour"]}},
    )
    scenario(
        "TS-33_wolf_king_birthday",
        night() + day(*[vote(v, 1) for v in (12, 13, 14, 15, 7)], *[vote(v, 12) for v in (2, 3, 4)]),
        [pub("vote_totals", totals=[[n(12), "3"], [n(1), "1"]]), pub("executed", seat=n(12))],
        options={"event_script": {"1": ["wolf_king_birthday"]}},
    )
    scenario(
        "TS-34_outside_support_surgery",
        night()
        + day()
        + night(sub(5, "surgery", 12))
        + day()
        + [sub(12, "attack", 4)]
        + night(sub(13, "attack", 4), sub(14, "attack", 4), sub(5, "surgery", 15)),
        [
            priv(12, "skills_lost"),
            {"type": "refused", "command": {"actor": n(12), "ability": "attack"}},
            priv(15, "converted", role="madman"),
            priv(5, "group_members", members=ns(5, 15)),
            pub("night_result", seats=[]),
        ],
        absent=[death(4, "attack"), {"type": "death"}, priv(15, "skills_lost")],
        options={"event_script": {"1": ["outside_support"]}},
    )
    scenario(
        "TS-35_crystal_ball",
        night()
        + [sub(1, "crystal_ball", option="witch:M1"), sub(1, "crystal_ball", option="witch:M2")]
        + day()
        + night(sub(1, "crystal_ball", option="werewolf:M2"), sub(1, "divine", 7)),
        [
            priv(2, "crystal_message", text="M1"),
            {"type": "refused", "command": {"actor": n(1), "option": "witch:M2"}},
            priv(1, "divination_result", target=n(7), role="white_wolf", faction="nonvillage"),
            *[priv(s, "crystal_message", text="M2") for s in (12, 13, 14, 15)],
        ],
        absent=[priv(1, "crystal_message"), priv(2, "crystal_message", text="M2")],
        options={"event_script": {"1": ["crystal_ball"]}},
    )
    scenario(
        "TS-36_discontent_public_enemy",
        night() + [sub(4, "discontent", 10), ADV] + day() + night(sub(4, "extra_lynch", 8)),
        [
            pub("eliminated", seat=n(10)),
            pub("last_words", seats=ns(10)),
            death(10, "discontent"),
            priv(4, "extra_lynch_granted"),
            pub("night_result", seats=ns(8)),
            death(8, "extra_lynch"),
        ],
        options={"event_script": {"1": ["discontent"]}},
    )
    scenario(
        "TS-36b_discontent_on_village_does_nothing",
        night() + [sub(4, "discontent", 3), ADV] + day(),
        [phase("day 1/discussion")],
        absent=[{"type": "death"}, pub("eliminated")],
        options={"event_script": {"1": ["discontent"]}},
    )
    scenario(
        "TS-37_abnormal_weather",
        night(sub(6, "new_moon", option="abnormal_weather"))
        + day()
        + night(
            sub(6, "new_moon", option="abnormal_weather"),
            sub(6, "new_moon", option="silence"),
            sub(6, "new_moon", option="wolf_king_birthday"),
        ),
        [
            pub("events", events=["abnormal_weather"]),
            {"type": "refused", "command": {"actor": n(6), "option": "abnormal_weather"}},
            pub("events", events=["silence", "wolf_king_birthday"]),
            phase("day 2/vote"),
        ],
        absent=[phase("day 2/discussion")],
        options={"events": True},
    )
    scenario(
        "TS-38a_no_werewolf_left",
        night(witch=(sub(2, "poison", 13),)) + day(vote(1, 14)) + night() + day(vote(1, 12)),
        [death(13, "poison"), death(14, "execution"), death(12, "execution")],
        result={"winning_teams": ["village"], "winners": ns(1, 2, 3, 4, 5, 6), "reason": "werewolves_out"},
    )
    scenario(
        "TS-38b_all_pillars_out",
        [ADV, ADV, ADV, vote(1, 4), ADV],
        [death(4, "execution")],
        result={"winning_teams": ["village"], "reason": "pillars_out"},
        roles=["seer", "witch", "doctor", "careerist", "werewolf", "werewolf"],
    )
    scenario(
        "TS-38c_village_all_out",
        [sub(2, "attack", 1), sub(3, "attack", 1), sub(4, "attack", 1), ADV, ADV, sub(1, "pass"), ADV],
        [pub("night_result", seats=ns(1)), death(1, "attack")],
        result={"winning_teams": ["nonvillage"], "winners": ns(2, 3, 4, 5), "reason": "village_all_out"},
        roles=["witch", "werewolf", "werewolf", "werewolf", "madman"],
    )
    scenario(
        "TS-39_first_shot_decides",
        [sub(3, "attack", 1), ADV, sub(1, "first_shot", 3), ADV],
        [pub("night_result", seats=ns(3)), death(3, "first_shot")],
        absent=[death(1, "attack")],
        result={"winning_teams": ["village"], "reason": "werewolves_out"},
        roles=["seer", "piper", "werewolf"],
    )
    scenario(
        "TS-40_sheriff_and_last_words",
        night()
        + [sub(1, "run"), sub(12, "run"), ADV, ADV]
        + [*[vote(v, 1) for v in (2, 3, 4, 5, 6, 7)], *[vote(v, 12) for v in (8, 9, 10, 11, 13, 14)], vote(15, None)]
        + [ADV]
        + [*[vote(v, 1) for v in (2, 3, 4, 5, 6, 7, 15)], *[vote(v, 12) for v in (8, 9, 10, 11, 13, 14)], ADV]
        + day(*[vote(v, 12) for v in (1, 2, 3, 4)], *[vote(v, 1) for v in (12, 13, 14, 15)])
        + night(sub(13, "attack", 1), sub(14, "attack", 1))
        + [sub(1, "pass"), ADV, sub(1, "pass_badge", 2), ADV],
        [
            pub("sheriff_candidates", seats=ns(1, 12)),
            pub("sheriff_tie", seats=ns(1, 12)),
            pub("vote_totals", totals=[[n(1), "7"], [n(12), "6"]]),
            pub("sheriff_elected", seat=n(1)),
            pub("vote_totals", totals=[[n(12), "9/2"], [n(1), "4"]]),
            pub("executed", seat=n(12)),
            pub("last_words", seats=ns(12)),
            pub("night_result", seats=ns(1)),
            pub("full_attacks", seats=ns(1)),
            death(1, "attack"),
            pub("badge_passed", seat=n(2)),
        ],
        absent=[pub("last_words", seats=ns(1))],
        options={"sheriff": True},
    )

    define_rulings()


def define_rulings() -> None:
    """Issue 18: the Festival Lynch without the Treasure's skills (ZH-5.11.3), and the
    faction at the moment an effect applies (ZH-3.6, ZH-3.8, ZH-3.11)."""
    scenario(
        "ZH-5.11.3_festival_lynch_after_surgery",
        night()
        + day()
        + night(sub(5, "surgery", 10))
        + day(vote(1, 10))
        + night(sub(7, "bite", 4), sub(1, "lynch", 12)),
        [
            priv(10, "skills_lost"),
            pub("executed", seat=n(10)),
            priv(1, "festival_lynch"),
            priv(2, "festival_lynch"),
            death(10, "execution"),
            death(12, "lynch"),
        ],
        absent=[{"type": "private", "kind": "extra_lynch_granted"}],
        options={"event_script": {"1": ["outside_support"], "2": ["festival"]}},
    )
    scenario(
        "ZH-3.6_enlightened_madman_saved_by_first_aid",
        night(
            sub(15, "attack", 3),
            sub(12, "attack", 15),
            sub(13, "attack", 15),
            sub(14, "attack", 15),
            sub(5, "first_aid", 15),
            prestige=(sub(3, "prestige", 15),),
        ),
        [
            priv(15, "converted", role="madman"),
            pub("night_result", seats=[]),
        ],
        absent=[{"type": "death", "player": n(15)}],
    )
    scenario(
        "ZH-3.6_enlightened_madman_not_lynched",
        night()
        + day()
        + night()
        + day(vote(1, 10))
        + night(sub(7, "bite", 4), sub(15, "attack", 3), sub(2, "lynch", 15), prestige=(sub(3, "prestige", 15),)),
        [
            priv(2, "festival_lynch"),
            priv(15, "converted", role="madman"),
            pub("night_result", seats=ns(7)),
        ],
        absent=[{"type": "death", "player": n(15)}],
        options={"event_script": {"2": ["festival"]}},
    )


if __name__ == "__main__":
    define()
    write()
