"""Writes tests/scenarios/three_factions/T-nn_*.json: the spec's test scenarios T-01..T-45
on the standard 22-player table of §18.0 (shared/rules/three_factions.md).

The expectations below are written by hand from the spec, never computed by the
engine. Run: python scripts/make_three_factions_scenarios.py
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

OUT = Path(__file__).resolve().parent.parent / "tests" / "scenarios" / "three_factions"

TABLE = [
    ("Ada", "lupo_demonio"),
    ("Bruno", "contadino"),
    ("Carla", "guardia"),
    ("Dario", "lupo_mannaro"),
    ("Elena", "meretrice"),
    ("Fabio", "leader_alieno"),
    ("Gina", "contadino"),
    ("Hugo", "mucca_mannara"),
    ("Irene", "veggente_cieco"),
    ("Luca", "lupo_mutaforma"),
    ("Marta", "medium"),
    ("Nico", "generale_alieno"),
    ("Olga", "detective"),
    ("Paolo", "spirito_candido"),
    ("Rita", "figlio_stelle"),
    ("Sara", "indemoniato"),
    ("Tino", "mib_k"),
    ("Ugo", "mib_j"),
    ("Vera", "soldato_alieno"),
    ("Walter", "lupo_mannaro"),
    ("Zeno", "contadino"),
    ("Yuri", "diablo"),
]
NAMES = [n for n, _ in TABLE]

Step = dict[str, Any]


def sub(actor: str, ability: str, *targets: str, option: str | None = None) -> Step:
    step: Step = {"do": "submit", "actor": actor, "ability": ability, "targets": list(targets)}
    if option is not None:
        step["option"] = option
    return step


def close() -> list[Step]:
    """Close the current night or day at its deadline (missing actions are not performed)."""
    return [{"do": "advance", "override": True}]


def dawn() -> list[Step]:
    return [{"do": "advance"}]


def night(*subs: Step) -> list[Step]:
    """A night: the submissions, the deadline, the dawn."""
    return [*subs, *close(), *dawn()]


def votes(table: dict[str, list[str]]) -> list[Step]:
    return [{"do": "vote", "voter": v, "target": t} for t, voters in table.items() for v in voters]


def quiet_day(*extra: Step) -> list[Step]:
    """Everybody votes for himself: a tie, nobody burned, nobody misses a vote (the votes of the dead
    are dropped when the file is written, see ``drop_dead_votes``)."""
    return [*extra, *[{"do": "vote", "voter": n, "target": n} for n in NAMES], *close()]


def burn(
    victim: str, *extra: Step, voters: tuple[str, ...] = ("Bruno", "Gina", "Zeno"), names: list[str] = NAMES
) -> list[Step]:
    """A day where ``victim`` gets the most votes; everybody else votes for himself."""
    steps = [*extra]
    for name in names:
        steps.append({"do": "vote", "voter": name, "target": victim if name in voters else name})
    return [*steps, *close()]


def to_night(n: int) -> list[Step]:
    """From the deal to the start of Night n with everyone alive."""
    steps = night()
    for _ in range(1, n + 1):
        steps += quiet_day()
        if _ < n:
            steps += night()
    return steps


def priv(to: str, kind: str, **params: Any) -> Step:
    event: Step = {"type": "private", "to": to, "kind": kind}
    if params:
        event["params"] = params
    return event


def pub(kind: str, **params: Any) -> Step:
    event: Step = {"type": "public", "kind": kind}
    if params:
        event["params"] = params
    return event


def refused(actor: str, ability: str | None = None, rule: str | None = None) -> Step:
    command: Step = {"actor": actor}
    if ability:
        command["ability"] = ability
    event: Step = {"type": "refused", "command": command}
    if rule:
        event["error"] = {"rule": rule}
    return event


def phase(label: str) -> Step:
    return {"type": "phase", "phase": label}


def death(player: str, cause: str) -> Step:
    return {"type": "death", "player": player, "cause": cause}


SCENARIOS: dict[str, dict[str, Any]] = {}


def scenario(name: str, covers: list[str], script: list[Step], expect: list[Step], **extra: Any) -> None:
    data: dict[str, Any] = {
        "ruleset": "three_factions",
        "covers": covers,
        "seed": 4,
        "seats": [{"name": n, "role": r} for n, r in TABLE],
        "script": script,
        "expect": expect,
    }
    data.update(extra)
    SCENARIOS[name] = data


# ---------------------------------------------------------------------------
# T-01 .. T-45

scenario(
    "T-01_starting_knowledge",
    ["IT-1.2", "IT-1.4", "IT-1.5", "IT-1.6", "IT-1.7", "IT-1.8", "IT-1.9", "IT-1.10", "IT-1.11", "IT-1.12"],
    [],
    [
        priv("Ada", "role_card", role="lupo_demonio", seen_as="LOSCO", counts_as=["LUPO"], wins_with="wolves"),
        priv(
            "Ada",
            "pack_list",
            seats=["Dario", "Luca", "Walter"],
            roles=["lupo_mannaro", "lupo_mutaforma", "lupo_mannaro"],
        ),
        priv("Dario", "pack_list", seats=["Ada", "Luca", "Walter"]),
        priv("Fabio", "alien_list", seats=["Nico", "Vera"], roles=["generale_alieno", "soldato_alieno"]),
        priv("Luca", "pack_list", seats=["Ada", "Dario", "Walter"]),
        priv("Nico", "role_card", role="generale_alieno", seen_as="???", counts_as=["ALIENO"], wins_with="aliens"),
        priv("Nico", "your_leader", seat="Fabio"),
        priv("Rita", "role_card", role="figlio_stelle", wins_with="village"),
        priv("Sara", "role_card", role="indemoniato", seen_as="INNOCENTE", counts_as=["UMANO"], wins_with="wolves"),
        priv("Tino", "other_mib", seats=["Ugo"]),
        priv("Ugo", "other_mib", seats=["Tino"]),
        priv("Vera", "your_leader", seat="Fabio"),
        priv("Walter", "pack_list", seats=["Ada", "Dario", "Luca"]),
        priv("Yuri", "role_card", role="diablo", seen_as="INNOCENTE", counts_as=["NEUTRALE"], wins_with="diablo"),
        phase("night 0"),
    ],
    expect_absent=[
        {"type": "private", "to": "Sara", "kind": "pack_list"},
        {"type": "private", "to": "Ada", "kind": "your_leader"},
        {"type": "private", "to": "Nico", "kind": "alien_list"},
        {"type": "private", "to": "Rita", "kind": "your_leader"},
        {"type": "channel"},
        {"type": "reveal"},
    ],
)

scenario(
    "T-02_night0_and_null_vote",
    [
        "IT-4.2",
        "IT-7.19",
        "IT-7.20",
        "IT-7.21",
        "IT-7.22",
        "IT-10.2",
        "IT-10.4",
        "IT-10.51",
        "IT-5.5",
        "IT-5.6",
        "IT-5.9",
        "IT-5.12",
        "IT-10.8",
        "IT-10.9",
    ],
    [
        sub("Luca", "shift", option="B"),
        sub("Irene", "examine", "Luca", "Bruno"),
        sub("Tino", "probe", "Nico"),
        *close(),
        *dawn(),
        *votes(
            {
                "Gina": ["Bruno", "Carla", "Elena", "Hugo", "Irene", "Marta"],
                "Bruno": ["Ada", "Dario", "Luca", "Walter", "Fabio", "Nico"],
                "Zeno": ["Olga", "Paolo", "Rita", "Sara"],
                "Rita": ["Tino", "Ugo", "Vera"],
                "Hugo": ["Gina", "Zeno", "Yuri"],
            }
        ),
        *close(),
        sub("Irene", "examine", "Luca", "Zeno"),
        *close(),
    ],
    [
        priv("Bruno", "vision", target="Luca", reading="INNOCENTE"),
        priv("Tino", "probe_result", target="Nico", result="ALIENO"),
        pub("night_deaths", seats=[]),
        phase("day 1"),
        pub("vote_totals", totals=[["Gina", 6], ["Bruno", 5], ["Zeno", 4], ["Hugo", 3], ["Rita", 3]]),
        pub("pyre", seat="Gina"),
        phase("night 1"),
        death("Gina", "PYRE"),
        priv("Zeno", "vision", target="Luca", reading="LOSCO"),
        priv("Marta", "medium_reading", seat="Gina", reading="INNOCENTE"),
    ],
    expect_absent=[
        {"type": "private", "to": "Irene", "kind": "vision"},
        {"type": "private", "kind": "missed_votes"},
        {"type": "public", "kind": "game_over"},
    ],
)

scenario(
    "T-03_night0_refusals",
    ["IT-4.2", "IT-6.2", "IT-7.6", "IT-7.9"],
    [
        sub("Fabio", "abduct", "Bruno", option="medium"),
        sub("Carla", "protect", "Bruno"),
        sub("Elena", "host", "Bruno"),
        sub("Ugo", "shield", "Bruno"),
        sub("Walter", "bite", "Bruno"),
        sub("Paolo", "revive", "Bruno", "Gina"),
        sub("Ada", "nominate", "Bruno"),
        *close(),
        *dawn(),
    ],
    [
        refused("Fabio", "abduct", "IT-4.2"),
        refused("Carla", "protect", "IT-4.2"),
        refused("Elena", "host", "IT-4.2"),
        refused("Ugo", "shield", "IT-4.2"),
        refused("Walter", "bite", "IT-4.2"),
        refused("Paolo", "revive", "IT-4.2"),
        refused("Ada", "nominate", "IT-7.9"),
        priv("Marta", "nothing_to_report"),
        priv("Olga", "nothing_to_report"),
        pub("night_deaths", seats=[]),
    ],
    expect_absent=[{"type": "death"}],
)

T04_ROWS = [
    ("Ada", "LOSCO", []),
    ("Dario", "LOSCO", []),
    ("Walter", "LOSCO", []),
    ("Luca", "LOSCO", []),
    ("Luca", "INNOCENTE", [sub("Luca", "shift", option="A")]),
    ("Luca", "INNOCENTE", [sub("Luca", "shift", option="B")]),
    ("Sara", "INNOCENTE", []),
    ("Fabio", "INNOCENTE", []),
    ("Vera", "INNOCENTE", []),
    ("Nico", "NO_RESULT", []),
    ("Tino", "NO_RESULT", []),
    ("Ugo", "NO_RESULT", []),
    ("Hugo", "LOSCO", []),
    ("Paolo", "LOSCO", []),
    ("Rita", "INNOCENTE", []),
    ("Yuri", "INNOCENTE", []),
    ("Gina", "INNOCENTE", []),
    ("Olga", "INNOCENTE", []),
    ("Elena", "INNOCENTE", [sub("Elena", "host", "Fabio")]),
]
t04: list[Step] = [*night(), *quiet_day()]
for index, (target, _, extra) in enumerate(T04_ROWS):
    t04 += night(*extra, sub("Irene", "examine", target, "Bruno"))
    if index < len(T04_ROWS) - 1:
        t04 += quiet_day()
scenario(
    "T-04_blind_seer_readings",
    ["IT-10.3", "IT-2.2", "IT-2.8", "IT-9.13", "IT-10.49", "IT-8.2", "IT-10.54"],
    t04,
    [priv("Bruno", "vision", target=t, reading=r) for t, r, _ in T04_ROWS],
)

scenario(
    "T-05_blind_seer_validation",
    ["IT-10.2", "IT-10.4"],
    [
        *night(),
        *burn("Gina"),
        sub("Irene", "examine", "Irene", "Bruno"),
        sub("Irene", "examine", "Bruno", "Irene"),
        sub("Irene", "examine", "Bruno", "Bruno"),
        sub("Irene", "examine", "Gina", "Bruno"),
        sub("Irene", "examine", "Bruno", "Gina"),
        sub("Irene", "examine", "Bruno", "Zeno"),
        *close(),
    ],
    [
        refused("Irene", "examine"),
        refused("Irene", "examine"),
        refused("Irene", "examine"),
        refused("Irene", "examine"),
        refused("Irene", "examine"),
        priv("Zeno", "vision", target="Bruno", reading="INNOCENTE"),
    ],
    expect_absent=[
        {"type": "refused", "command": {"targets": ["Bruno", "Zeno"]}},
        {"type": "private", "to": "Irene", "kind": "vision"},
    ],
)

scenario(
    "T-06_plain_bite_and_detective",
    ["IT-7.2", "IT-7.3", "IT-7.4", "IT-7.5", "IT-12.12", "IT-10.34", "IT-15.1", "IT-7.7"],
    [*to_night(1), sub("Dario", "bite", "Walter"), sub("Dario", "bite", "Bruno"), *night()],
    [
        refused("Dario", "bite"),
        priv("Olga", "detective_counts", lupi=4, alieni=3),
        death("Bruno", "NIGHT"),
        pub("night_deaths", seats=["Bruno"]),
    ],
    expect_absent=[{"type": "reveal"}, {"type": "death", "player": "Walter"}],
)

scenario(
    "T-07_guard_consecutive_nights",
    ["IT-10.11", "IT-10.12", "IT-10.14", "IT-10.19"],
    [
        *to_night(1),
        sub("Carla", "protect", "Carla"),
        *night(sub("Carla", "protect", "Bruno"), sub("Dario", "bite", "Bruno")),
        *quiet_day(),
        *night(sub("Carla", "protect", "Bruno"), sub("Carla", "protect", "Gina"), sub("Dario", "bite", "Zeno")),
        *quiet_day(),
        *night(sub("Carla", "protect", "Bruno"), sub("Dario", "bite", "Bruno")),
    ],
    [
        refused("Carla", "protect"),
        priv("Carla", "nothing_to_report"),
        pub("night_deaths", seats=[]),
        refused("Carla", "protect"),
        pub("night_deaths", seats=["Zeno"]),
        phase("night 3"),
        pub("night_deaths", seats=[]),
    ],
    expect_absent=[{"type": "death", "player": "Bruno"}],
)

scenario(
    "T-08_harlot_saves_guest",
    ["IT-10.21", "IT-10.23"],
    [*to_night(1), *night(sub("Elena", "host", "Bruno"), sub("Dario", "bite", "Bruno"))],
    [priv("Elena", "nothing_to_report"), priv("Bruno", "nothing_to_report"), pub("night_deaths", seats=[])],
    expect_absent=[{"type": "death"}],
)

scenario(
    "T-09_wolves_bite_the_harlot",
    ["IT-10.24", "IT-12.12", "IT-15.2"],
    [
        *to_night(1),
        *night(sub("Elena", "host", "Gina"), sub("Dario", "bite", "Elena"), sub("Carla", "protect", "Zeno")),
    ],
    [pub("night_deaths", seats=["Elena", "Gina"])],
)

scenario(
    "T-10_harlot_with_wolf_a_guarded",
    ["IT-10.25", "IT-10.13"],
    [
        *to_night(1),
        *night(sub("Elena", "host", "Dario"), sub("Carla", "protect", "Elena"), sub("Walter", "bite", "Bruno")),
    ],
    [death("Elena", "NIGHT"), death("Bruno", "NIGHT"), pub("night_deaths", seats=["Bruno", "Elena"])],
)

scenario(
    "T-10_harlot_with_wolf_b_bitten",
    ["IT-10.25", "IT-12.12"],
    [*to_night(1), *night(sub("Elena", "host", "Dario"), sub("Walter", "bite", "Elena"))],
    [pub("night_deaths", seats=["Elena"])],
    expect_absent=[{"type": "death", "player": "Dario"}],
)

scenario(
    "T-10_harlot_with_wolf_c_shifted",
    ["IT-10.25", "IT-7.20"],
    [*to_night(1), *night(sub("Luca", "shift", option="A"), sub("Elena", "host", "Luca"))],
    [death("Elena", "NIGHT"), pub("night_deaths", seats=["Elena"])],
)

scenario(
    "T-11_harlot_with_alien",
    ["IT-10.26", "IT-2.9", "IT-12.9", "IT-10.34", "IT-2.13"],
    [
        *to_night(1),
        *night(sub("Elena", "host", "Fabio"), sub("Tino", "probe", "Elena"), sub("Dario", "bite", "Bruno")),
        *quiet_day(),
        *night(sub("Irene", "examine", "Elena", "Gina")),
    ],
    [
        priv("Tino", "probe_result", target="Elena", result="ALIENO"),
        priv("Olga", "detective_counts", lupi=4, alieni=4),
        priv("Elena", "nothing_to_report"),
        priv("Fabio", "nothing_to_report"),
        {"type": "moderator", "kind": "pregnant", "params": {"seat": "Elena"}},
        pub("night_deaths", seats=["Bruno"]),
        priv("Gina", "vision", target="Elena", reading="INNOCENTE"),
    ],
)

scenario(
    "T-12_harlot_never_repeats",
    ["IT-10.22", "IT-10.21"],
    [
        *to_night(1),
        *night(sub("Elena", "host", "Bruno")),
        *quiet_day(),
        *night(sub("Elena", "host", "Gina")),
        *quiet_day(),
        sub("Elena", "host", "Bruno"),
        sub("Elena", "host", "Elena"),
        sub("Elena", "host", "Zeno"),
        *night(),
    ],
    [refused("Elena", "host"), refused("Elena", "host")],
    expect_absent=[{"type": "refused", "command": {"targets": ["Zeno"]}}],
)

scenario(
    "T-12_harlot_abducted_visit_void",
    ["IT-10.22", "IT-10.27", "IT-6.6"],
    [
        *to_night(1),
        *night(sub("Elena", "host", "Bruno")),
        *quiet_day(),
        *night(sub("Elena", "host", "Gina"), sub("Fabio", "abduct", "Elena", option="medium")),
        *quiet_day(),
        *night(sub("Elena", "host", "Gina")),
    ],
    [priv("Elena", "abducted"), phase("night 3")],
    expect_absent=[{"type": "refused"}],
)

scenario(
    "T-13_abducted_guard_a",
    ["IT-9.2", "IT-9.7", "IT-9.9", "IT-10.18", "IT-6.6"],
    [
        *to_night(1),
        *night(
            sub("Carla", "protect", "Zeno"),
            sub("Fabio", "abduct", "Carla", option="medium"),
            sub("Dario", "bite", "Zeno"),
        ),
    ],
    [
        priv("Carla", "abducted"),
        priv("Fabio", "abduction_result", result="NO_CONVERSION", target="Carla", guess="medium"),
        death("Zeno", "NIGHT"),
        pub("night_deaths", seats=["Zeno"]),
    ],
    expect_absent=[{"type": "private", "to": "Carla", "kind": "witness"}, {"type": "public", "kind": "abducted"}],
)

scenario(
    "T-13_abducted_guard_b_no_consecutive",
    ["IT-10.14", "IT-10.18"],
    [
        *to_night(1),
        *night(
            sub("Carla", "protect", "Gina"),
            sub("Fabio", "abduct", "Carla", option="medium"),
            sub("Dario", "bite", "Bruno"),
        ),
        *quiet_day(),
        *night(sub("Carla", "protect", "Gina"), sub("Dario", "bite", "Gina")),
    ],
    [pub("night_deaths", seats=["Bruno"]), phase("night 2"), pub("night_deaths", seats=[])],
    expect_absent=[{"type": "refused", "command": {"actor": "Carla"}}],
)

scenario(
    "T-14_correct_guess_converts",
    [
        "IT-9.6",
        "IT-9.7",
        "IT-9.8",
        "IT-9.9",
        "IT-9.10",
        "IT-9.11",
        "IT-12.8",
        "IT-12.9",
        "IT-10.34",
        "IT-15.1",
        "IT-9.2",
        "IT-12.5",
    ],
    [
        *to_night(1),
        sub("Fabio", "abduct", "Fabio", option="medium"),
        *night(
            sub("Fabio", "abduct", "Gina", option="contadino"),
            sub("Irene", "examine", "Gina", "Bruno"),
            sub("Tino", "probe", "Gina"),
            sub("Dario", "bite", "Zeno"),
        ),
        *quiet_day(),
        *night(sub("Fabio", "abduct", "Vera", option="soldato_alieno")),
    ],
    [
        refused("Fabio", "abduct"),
        priv("Gina", "abducted"),
        priv("Gina", "converted", seat="Fabio", stays_in_pack=False),
        priv("Fabio", "abduction_result", result="CONVERTED", target="Gina"),
        priv("Bruno", "vision", target="Gina", reading="INNOCENTE"),
        priv("Tino", "probe_result", target="Gina", result="ALIENO"),
        priv("Olga", "detective_counts", lupi=4, alieni=4),
        priv("Nico", "nothing_to_report"),
        priv("Vera", "nothing_to_report"),
        pub("night_deaths", seats=["Zeno"]),
        priv("Vera", "abducted"),
        priv("Fabio", "abduction_result", result="ALREADY_ALIEN", target="Vera"),
    ],
    expect_absent=[
        {"type": "public", "kind": "abducted"},
        {"type": "private", "to": "Nico", "kind": "converted"},
        {"type": "private", "to": "Vera", "kind": "converted"},
    ],
)

scenario(
    "T-15_child_of_the_stars",
    ["IT-10.45", "IT-9.6", "IT-2.11", "IT-10.43"],
    [*to_night(1), *night(sub("Fabio", "abduct", "Rita", option="medium"))],
    [
        priv("Rita", "abducted"),
        priv("Rita", "converted", seat="Fabio"),
        priv("Fabio", "abduction_result", result="CONVERTED", target="Rita"),
        priv("Olga", "detective_counts", lupi=4, alieni=4),
    ],
)

scenario(
    "T-16_mib_j_shield",
    ["IT-10.55", "IT-10.56", "IT-9.4", "IT-10.15", "IT-10.46"],
    [
        *to_night(1),
        sub("Ugo", "shield", "Ugo"),
        *night(
            sub("Ugo", "shield", "Rita"),
            sub("Fabio", "abduct", "Rita", option="figlio_stelle"),
            sub("Carla", "protect", "Paolo"),
        ),
    ],
    [
        refused("Ugo", "shield"),
        priv("Fabio", "abduction_result", result="BLOCKED"),
        priv("Olga", "detective_counts", lupi=4, alieni=3),
        priv("Rita", "nothing_to_report"),
        priv("Ugo", "nothing_to_report"),
    ],
    expect_absent=[
        {"type": "private", "to": "Rita", "kind": "abducted"},
        {"type": "private", "to": "Carla", "kind": "witness"},
    ],
)

scenario(
    "T-17_abduct_the_cow_guard_witness",
    ["IT-10.32", "IT-9.6", "IT-10.15", "IT-10.16", "IT-10.17"],
    [*to_night(1), *night(sub("Fabio", "abduct", "Hugo", option="mucca_mannara"), sub("Carla", "protect", "Irene"))],
    [
        priv("Hugo", "abducted"),
        priv("Fabio", "abduction_result", result="COW", target="Hugo"),
        priv("Carla", "witness", seats=["Hugo", "Irene", "Luca"]),
        priv("Olga", "detective_counts", lupi=4, alieni=3),
    ],
    expect_absent=[{"type": "private", "to": "Hugo", "kind": "converted"}],
)

scenario(
    "T-18_protectee_abducted_converted_bitten",
    ["IT-10.15", "IT-10.17", "IT-6.7", "IT-12.12"],
    [
        *to_night(1),
        *night(
            sub("Carla", "protect", "Gina"),
            sub("Fabio", "abduct", "Gina", option="contadino"),
            sub("Dario", "bite", "Gina"),
        ),
    ],
    [
        priv("Gina", "abducted"),
        priv("Gina", "converted", seat="Fabio"),
        priv("Carla", "witness", seats=["Fabio", "Gina", "Hugo"]),
        pub("night_deaths", seats=[]),
    ],
    expect_absent=[{"type": "death"}],
)

scenario(
    "T-19_neighbours_skip_dead_and_wrap_a",
    ["IT-10.16", "IT-10.17"],
    [
        *night(),
        *burn("Ada"),
        *night(sub("Carla", "protect", "Yuri"), sub("Fabio", "abduct", "Bruno", option="medium")),
    ],
    [death("Ada", "PYRE"), priv("Carla", "witness", seats=["Zeno", "Yuri", "Bruno"])],
)

scenario(
    "T-19_neighbours_skip_dead_and_wrap_b",
    ["IT-10.16"],
    [
        *night(),
        *burn("Ada"),
        *night(sub("Carla", "protect", "Yuri"), sub("Fabio", "abduct", "Gina", option="medium")),
    ],
    [death("Ada", "PYRE"), priv("Gina", "abducted"), priv("Carla", "nothing_to_report")],
    expect_absent=[{"type": "private", "kind": "witness"}],
)

scenario(
    "T-20_converted_wolf_stays_in_pack",
    ["IT-7.28", "IT-7.1", "IT-7.5", "IT-10.26", "IT-7.3"],
    [
        *to_night(1),
        *night(sub("Fabio", "abduct", "Dario", option="lupo_mannaro"), sub("Walter", "bite", "Bruno")),
        *quiet_day(),
        sub("Walter", "bite", "Dario"),
        *night(
            sub("Elena", "host", "Dario"),
            sub("Irene", "examine", "Dario", "Gina"),
            sub("Walter", "bite", "Zeno"),
        ),
    ],
    [
        priv("Dario", "abducted"),
        priv("Dario", "converted", seat="Fabio", stays_in_pack=True),
        priv("Olga", "detective_counts", lupi=3, alieni=4),
        death("Bruno", "NIGHT"),
        pub("night_deaths", seats=["Bruno"]),
        refused("Walter", "bite"),
        priv("Gina", "vision", target="Dario", reading="INNOCENTE"),
        {"type": "moderator", "kind": "pregnant", "params": {"seat": "Elena"}},
        pub("night_deaths", seats=["Zeno"]),
    ],
    expect_absent=[
        {"type": "private", "to": "Ada", "kind": "converted"},
        {"type": "private", "to": "Walter", "kind": "converted"},
        {"type": "death", "player": "Elena"},
    ],
)

scenario(
    "T-21_converted_mib_can_be_read",
    ["IT-10.53", "IT-6.6"],
    [
        *to_night(1),
        *night(sub("Fabio", "abduct", "Tino", option="mib_k"), sub("Tino", "probe", "Nico")),
        *quiet_day(),
        *night(sub("Irene", "examine", "Tino", "Bruno")),
    ],
    [
        priv("Tino", "abducted"),
        priv("Tino", "converted", seat="Fabio"),
        priv("Ugo", "nothing_to_report"),
        priv("Bruno", "vision", target="Tino", reading="INNOCENTE"),
    ],
    expect_absent=[{"type": "private", "to": "Tino", "kind": "probe_result"}],
)

scenario(
    "T-22_abduction_does_not_protect",
    ["IT-6.6", "IT-6.7", "IT-10.5", "IT-10.6"],
    [
        *to_night(1),
        *night(sub("Fabio", "abduct", "Irene", option="medium"), sub("Irene", "examine", "Hugo", "Bruno")),
        *quiet_day(),
        *night(sub("Fabio", "abduct", "Bruno", option="medium"), sub("Irene", "examine", "Hugo", "Bruno")),
        *quiet_day(),
        *night(
            sub("Fabio", "abduct", "Luca", option="contadino"),
            sub("Irene", "examine", "Luca", "Gina"),
            sub("Dario", "bite", "Zeno"),
        ),
    ],
    [
        priv("Irene", "abducted"),
        priv("Bruno", "nothing_to_report"),
        priv("Bruno", "abducted"),
        priv("Bruno", "vision", target="Hugo", reading="LOSCO"),
        priv("Luca", "abducted"),
        priv("Gina", "vision", target="Luca", reading="LOSCO"),
        death("Zeno", "NIGHT"),
    ],
)

scenario(
    "T-23_abducted_medium_and_detective",
    ["IT-10.8", "IT-10.34", "IT-6.6"],
    [
        *night(),
        *burn("Gina"),
        *night(sub("Fabio", "abduct", "Marta", option="contadino")),
        *quiet_day(),
        *night(sub("Fabio", "abduct", "Olga", option="medium")),
    ],
    [
        death("Gina", "PYRE"),
        priv("Marta", "abducted"),
        priv("Olga", "detective_counts"),
        priv("Olga", "abducted"),
        priv("Marta", "medium_nobody"),
    ],
    expect_absent=[{"type": "private", "to": "Marta", "kind": "medium_reading"}],
)

scenario(
    "T-24_abducted_and_bitten",
    ["IT-6.7"],
    [*to_night(1), *night(sub("Fabio", "abduct", "Bruno", option="medium"), sub("Dario", "bite", "Bruno"))],
    [priv("Bruno", "abducted"), death("Bruno", "NIGHT"), pub("night_deaths", seats=["Bruno"])],
)

scenario(
    "T-25_were_cow_makes_pack_sick",
    ["IT-10.29", "IT-10.31", "IT-7.24", "IT-12.12", "IT-10.28"],
    [
        *to_night(1),
        *night(sub("Dario", "bite", "Hugo")),
        *quiet_day(),
        *night(sub("Dario", "bite", "Bruno"), sub("Luca", "shift", option="A")),
        *quiet_day(),
        *night(sub("Dario", "bite", "Bruno")),
    ],
    [
        {"type": "channel", "kind": "stomach_ache", "to": ["Ada", "Dario", "Luca", "Walter"]},
        death("Hugo", "NIGHT"),
        pub("night_deaths", seats=["Hugo"]),
        refused("Dario", "bite", "IT-10.29"),
        refused("Luca", "shift", "IT-10.29"),
        pub("night_deaths", seats=[]),
        phase("night 3"),
        pub("night_deaths", seats=["Bruno"]),
    ],
)

scenario(
    "T-26_surviving_cow_no_stomach_ache_a",
    ["IT-10.30"],
    [
        *to_night(1),
        *night(sub("Carla", "protect", "Hugo"), sub("Dario", "bite", "Hugo")),
        *quiet_day(),
        *night(sub("Dario", "bite", "Bruno")),
    ],
    [pub("night_deaths", seats=[]), phase("night 2"), pub("night_deaths", seats=["Bruno"])],
    expect_absent=[{"type": "channel", "kind": "stomach_ache"}],
)

scenario(
    "T-26_surviving_cow_no_stomach_ache_b",
    ["IT-10.30", "IT-10.23"],
    [*to_night(1), *night(sub("Elena", "host", "Hugo"), sub("Dario", "bite", "Hugo"))],
    [pub("night_deaths", seats=[])],
    expect_absent=[{"type": "channel", "kind": "stomach_ache"}, {"type": "death"}],
)

scenario(
    "T-27_diablo_bitten_then_burned_a",
    ["IT-11.2", "IT-11.3", "IT-11.4", "IT-11.5", "IT-13.5", "IT-13.9", "IT-13.10", "IT-11.1"],
    [*to_night(1), *night(sub("Dario", "bite", "Yuri")), *burn("Yuri")],
    [
        priv("Yuri", "diablo_bitten"),
        pub("night_deaths", seats=[]),
        pub("diablo_wins", seat="Yuri"),
        pub("game_over", sides=["diablo"], winners=["Yuri"]),
        {"type": "reveal", "player": "Ada", "role": "lupo_demonio"},
    ],
    expect_result={"winning_teams": ["diablo"], "winners": ["Yuri"], "draw": False},
)

scenario(
    "T-27_diablo_bitten_while_guarded_b",
    ["IT-11.3", "IT-11.5"],
    [*to_night(1), *night(sub("Carla", "protect", "Yuri"), sub("Dario", "bite", "Yuri")), *burn("Yuri")],
    [priv("Yuri", "diablo_bitten"), pub("diablo_wins", seat="Yuri")],
    expect_result={"winning_teams": ["diablo"], "winners": ["Yuri"]},
)

scenario(
    "T-28_diablo_burned_before_bitten",
    ["IT-11.6", "IT-10.36", "IT-10.39", "IT-10.40", "IT-10.42"],
    [
        *night(),
        *burn("Yuri"),
        *night(sub("Dario", "bite", "Bruno")),
        *quiet_day(),
        *night(),
        *quiet_day(),
        *night(sub("Paolo", "revive", "Yuri", "Bruno"), sub("Dario", "bite", "Yuri")),
        *burn("Yuri"),
    ],
    [
        pub("pyre", seat="Yuri"),
        priv("Marta", "medium_reading", seat="Yuri", reading="INNOCENTE"),
        death("Bruno", "NIGHT"),
        priv("Yuri", "revived_you"),
        {"type": "moderator", "kind": "diablo_survives", "params": {"seat": "Yuri", "rule": "IT-11.2"}},
        pub("revivals", seats=["Bruno", "Yuri"]),
        pub("night_deaths", seats=[]),
        pub("pyre", seat="Yuri"),
        phase("night 4"),
    ],
    expect_absent=[
        {"type": "private", "kind": "diablo_bitten"},
        {"type": "public", "kind": "diablo_wins"},
        {"type": "death", "player": "Paolo"},
    ],
)

scenario(
    "T-29_demon_burned_guard_possessed",
    ["IT-7.9", "IT-7.10", "IT-7.11", "IT-7.14", "IT-7.15", "IT-5.11", "IT-8.5", "IT-10.9", "IT-2.10"],
    [
        *to_night(1),
        *night(),
        *burn("Ada", sub("Ada", "nominate", "Carla")),
        sub("Carla", "protect", "Bruno"),
        *night(sub("Dario", "bite", "Bruno")),
    ],
    [
        pub("pyre", seat="Ada"),
        priv("Carla", "possessed"),
        phase("night 2"),
        refused("Carla", "protect"),
        priv("Marta", "medium_reading", seat="Ada", reading="LOSCO"),
        priv("Olga", "detective_counts", lupi=4, alieni=3),
        pub("night_deaths", seats=["Bruno"]),
    ],
    expect_absent=[{"type": "public", "kind": "game_over"}],
)

scenario(
    "T-30_demon_nominee_is_the_general",
    ["IT-7.16", "IT-9.10", "IT-9.11", "IT-10.3", "IT-10.51", "IT-10.34"],
    [
        *to_night(1),
        *night(),
        *burn("Ada", sub("Ada", "nominate", "Nico")),
        *night(sub("Irene", "examine", "Nico", "Bruno"), sub("Tino", "probe", "Nico"), sub("Dario", "bite", "Zeno")),
    ],
    [
        priv("Nico", "possessed"),
        priv("Bruno", "vision", target="Nico", reading="INNOCENTE"),
        priv("Tino", "probe_result", target="Nico", result="NOT_ALIENO"),
        priv("Olga", "detective_counts", lupi=4, alieni=2),
        pub("night_deaths", seats=["Zeno"]),
    ],
    expect_absent=[
        {"type": "private", "to": "Fabio", "kind": "possessed"},
        {"type": "private", "to": "Vera", "kind": "possessed"},
    ],
)

T31_PREFIX = [
    *night(),
    *burn("Gina"),
    *night(sub("Elena", "host", "Fabio"), sub("Dario", "bite", "Bruno")),
    *burn("Vera", voters=("Ada", "Dario", "Walter")),
    {**sub("Paolo", "revive", "Gina", "Bruno"), "refused": {"code": "illegal_target", "rule": "IT-10.36"}},
    *night(sub("Elena", "host", "Zeno"), sub("Dario", "bite", "Elena")),
    *quiet_day(),
]
scenario(
    "T-31_pure_spirit",
    ["IT-10.36", "IT-10.37", "IT-10.38", "IT-10.39", "IT-10.41", "IT-10.42", "IT-12.11", "IT-10.35"],
    [
        *T31_PREFIX,
        sub("Paolo", "revive", "Gina", "Vera"),
        sub("Paolo", "revive", "Bruno", "Zeno"),
        *night(sub("Paolo", "revive", "Gina", "Bruno"), sub("Dario", "bite", "Hugo")),
        *quiet_day(),
        *night(sub("Paolo", "revive", "Vera", "Elena")),
    ],
    [
        refused("Paolo", "revive"),
        pub("night_deaths", seats=["Elena", "Zeno"]),
        refused("Paolo", "revive"),
        refused("Paolo", "revive"),
        priv("Bruno", "revived_you"),
        priv("Gina", "revived_you"),
        pub("revivals", seats=["Bruno", "Gina"]),
        pub("night_deaths", seats=["Hugo"]),
        refused("Paolo", "revive"),
    ],
    expect_absent=[{"type": "death", "player": "Paolo"}],
)

scenario(
    "T-31_pure_spirit_e_pregnant_harlot",
    ["IT-10.40", "IT-10.39", "IT-2.12"],
    [
        *T31_PREFIX,
        *night(sub("Paolo", "revive", "Gina", "Elena")),
        *quiet_day(),
        *night(sub("Tino", "probe", "Elena")),
    ],
    [pub("revivals", seats=["Elena", "Gina"]), priv("Tino", "probe_result", target="Elena", result="ALIENO")],
    expect_absent=[{"type": "death", "player": "Paolo"}],
)

scenario(
    "T-31_pure_spirit_f_revives_an_alien",
    ["IT-10.40"],
    [*T31_PREFIX, *night(sub("Paolo", "revive", "Vera", "Bruno"), sub("Dario", "bite", "Hugo"))],
    [
        death("Paolo", "NIGHT"),
        pub("revivals", seats=["Bruno", "Vera"]),
        pub("night_deaths", seats=["Hugo", "Paolo"]),
    ],
)

scenario(
    "T-32_abducted_spirit_keeps_power",
    ["IT-10.41", "IT-6.6"],
    [
        *night(),
        *burn("Gina"),
        *night(sub("Dario", "bite", "Bruno")),
        *quiet_day(),
        *night(),
        *quiet_day(),
        *night(sub("Paolo", "revive", "Gina", "Bruno"), sub("Fabio", "abduct", "Paolo", option="contadino")),
        *quiet_day(),
        *night(sub("Paolo", "revive", "Gina", "Bruno")),
    ],
    [
        priv("Paolo", "abducted"),
        pub("night_deaths", seats=[]),
        phase("day 4"),
        pub("revivals", seats=["Bruno", "Gina"]),
    ],
)

T33_ROWS = [
    ("Hugo", "LOSCO", []),
    ("Nico", "NO_RESULT", []),
    ("Tino", "NO_RESULT", []),
    ("Sara", "INNOCENTE", []),
    ("Luca", "LOSCO", [sub("Luca", "shift", option="A")]),
    ("Paolo", "LOSCO", []),
    ("Yuri", "INNOCENTE", []),
]
t33: list[Step] = []
t33_expect: list[Step] = []
for victim, value, shift in T33_ROWS:
    t33 += night(*shift)
    t33 += burn(victim)
    t33_expect.append(priv("Marta", "medium_reading", seat=victim, reading=value))
t33 += night() + quiet_day() + night()
t33_expect.append(priv("Marta", "medium_nobody"))
scenario("T-33_medium_readings", ["IT-10.8", "IT-10.9", "IT-9.13", "IT-10.49", "IT-10.7"], t33, t33_expect)

scenario(
    "T-33_medium_bitten_same_night",
    ["IT-10.8", "IT-6.4"],
    [*night(), *burn("Hugo"), *night(sub("Dario", "bite", "Marta"))],
    [priv("Marta", "medium_reading", seat="Hugo", reading="LOSCO"), death("Marta", "NIGHT")],
)

scenario(
    "T-33_medium_burned_receives_nothing",
    ["IT-10.8", "IT-6.3"],
    [*night(), *burn("Marta"), *night()],
    [death("Marta", "PYRE"), phase("review 1")],
    expect_absent=[
        {"type": "private", "to": "Marta", "kind": "medium_reading"},
        {"type": "private", "to": "Marta", "kind": "medium_nobody"},
    ],
)

scenario(
    "T-34_bitten_detective_gets_no_count",
    ["IT-10.34", "IT-6.3"],
    [*to_night(1), *night(sub("Dario", "bite", "Olga"))],
    [death("Olga", "NIGHT"), pub("night_deaths", seats=["Olga"])],
    expect_absent=[{"type": "private", "kind": "detective_counts"}],
)

T35_ROWS = [
    ("Nico", "ALIENO", []),
    ("Fabio", "ALIENO", []),
    ("Vera", "ALIENO", []),
    ("Sara", "NOT_ALIENO", []),
    ("Dario", "NOT_ALIENO", []),
    ("Yuri", "NOT_ALIENO", []),
    ("Hugo", "NOT_ALIENO", []),
    ("Ugo", "NO_RESULT", []),
    ("Elena", "ALIENO", [sub("Elena", "host", "Fabio")]),
    ("Gina", "ALIENO", [sub("Fabio", "abduct", "Gina", option="contadino")]),
]
t35: list[Step] = [*night(), *quiet_day(), sub("Tino", "probe", "Tino")]
for index, (target, _, extra) in enumerate(T35_ROWS):
    t35 += night(*extra, sub("Tino", "probe", target))
    if index < len(T35_ROWS) - 1:
        t35 += quiet_day()
scenario(
    "T-35_mib_k_readings",
    ["IT-10.49", "IT-10.50", "IT-10.51", "IT-10.52", "IT-12.9", "IT-9.14", "IT-10.48"],
    t35,
    [refused("Tino", "probe"), *[priv("Tino", "probe_result", target=t, result=r) for t, r, _ in T35_ROWS]],
)

scenario(
    "T-36_mode_a_shift_counts_a",
    ["IT-7.19", "IT-7.20", "IT-7.21", "IT-7.22", "IT-7.5", "IT-10.34", "IT-2.6"],
    [
        *to_night(1),
        *night(
            sub("Luca", "shift", option="A"),
            sub("Walter", "bite", "Bruno"),
            sub("Irene", "examine", "Luca", "Gina"),
            sub("Tino", "probe", "Luca"),
        ),
        *quiet_day(),
        *night(),
    ],
    [
        priv("Gina", "vision", target="Luca", reading="INNOCENTE"),
        priv("Tino", "probe_result", target="Luca", result="NOT_ALIENO"),
        priv("Olga", "detective_counts", lupi=3, alieni=3),
        death("Bruno", "NIGHT"),
        pub("night_deaths", seats=["Bruno"]),
        phase("night 2"),
        priv("Olga", "detective_counts", lupi=4, alieni=3),
    ],
)

T36_TABLE = [
    ("Ada", "lupo_demonio"),
    ("Bruno", "contadino"),
    ("Dario", "lupo_mannaro"),
    ("Gina", "contadino"),
    ("Luca", "lupo_mutaforma"),
    ("Sara", "indemoniato"),
    ("Walter", "lupo_mannaro"),
    ("Zeno", "contadino"),
    ("Marta", "contadino"),
    ("Olga", "contadino"),
    ("Paolo", "contadino"),
    ("Rita", "contadino"),
]
T36_NAMES = [n for n, _ in T36_TABLE]


def small_burn(victim: str, living: list[str], voters: tuple[str, ...]) -> list[Step]:
    return burn(victim, voters=voters, names=living)


VOTERS = ("Bruno", "Gina", "Zeno")
t36b_prefix = [
    *night(),
    *small_burn("Dario", T36_NAMES, VOTERS),
    *night(sub("Ada", "bite", "Marta")),
    *small_burn("Walter", T36_NAMES, VOTERS),
    *night(sub("Ada", "bite", "Olga")),
    *small_burn("Sara", T36_NAMES, VOTERS),
    *night(sub("Ada", "bite", "Paolo")),
    *small_burn("Rita", T36_NAMES, VOTERS),
]
scenario(
    "T-36_mode_a_shift_parity_b",
    ["IT-13.2", "IT-5.11", "IT-7.22", "IT-13.9", "IT-13.7"],
    [
        *t36b_prefix,
        *night(sub("Luca", "shift", option="A"), sub("Ada", "bite", "Gina")),
        *votes({"Bruno": ["Ada", "Luca"], "Ada": ["Bruno", "Zeno"]}),
        *close(),
    ],
    [
        pub("night_deaths", seats=["Gina"]),
        phase("day 5"),
        pub("nobody_burned"),
        pub("game_over", sides=["wolves"]),
    ],
    seats=[{"name": n, "role": r} for n, r in T36_TABLE],
    expect_result={"winning_teams": ["wolves"], "winners": ["Ada", "Dario", "Luca", "Sara", "Walter"]},
)

scenario(
    "T-36_mode_a_shift_parity_b_control",
    ["IT-13.2", "IT-13.8"],
    [*t36b_prefix, *night(sub("Ada", "bite", "Gina"))],
    [pub("night_deaths", seats=["Gina"]), pub("game_over", sides=["wolves"])],
    seats=[{"name": n, "role": r} for n, r in T36_TABLE],
    expect_result={"winning_teams": ["wolves"]},
)

scenario(
    "T-37_no_able_wolf_no_bite",
    ["IT-7.5", "IT-7.20", "IT-6.6"],
    [
        *night(),
        *burn("Ada"),
        *night(),
        *burn("Walter"),
        *night(
            sub("Luca", "shift", option="B"),
            sub("Fabio", "abduct", "Dario", option="contadino"),
            sub("Dario", "bite", "Bruno"),
        ),
    ],
    [priv("Dario", "abducted"), {"type": "moderator", "kind": "no_able_wolf"}, pub("night_deaths", seats=[])],
    expect_absent=[{"type": "death", "player": "Bruno"}],
)

T38_TABLE = [
    ("Ada", "lupo_demonio"),
    ("Bruno", "contadino"),
    ("Dario", "lupo_mannaro"),
    ("Fabio", "leader_alieno"),
    ("Luca", "lupo_mutaforma"),
    ("Sara", "indemoniato"),
    ("Walter", "lupo_mannaro"),
    ("Zeno", "contadino"),
]
T38_ALL = [n for n, _ in T38_TABLE]
scenario(
    "T-38_wolves_half_then_kill_the_leader",
    ["IT-13.1", "IT-13.2", "IT-13.7", "IT-13.8", "IT-13.9", "IT-13.10"],
    [
        *night(),
        *burn("Luca", voters=("Bruno", "Zeno", "Fabio"), names=T38_ALL),
        *night(),
        *burn("Walter", voters=("Bruno", "Zeno", "Fabio"), names=T38_ALL),
        *night(),
        *burn("Sara", voters=("Bruno", "Zeno", "Fabio"), names=T38_ALL),
        *night(),
        *burn("Zeno", voters=("Ada", "Dario", "Fabio"), names=T38_ALL),
        *night(sub("Dario", "bite", "Fabio")),
    ],
    [
        pub("pyre", seat="Zeno"),
        phase("night 4"),
        pub("night_deaths", seats=["Fabio"]),
        pub("game_over", sides=["wolves"]),
        pub("roles_revealed"),
    ],
    seats=[{"name": n, "role": r} for n, r in T38_TABLE],
    expect_result={"winning_teams": ["wolves"], "winners": ["Ada", "Dario", "Luca", "Sara", "Walter"]},
)

T39_TABLE = [
    ("Ada", "lupo_demonio"),
    ("Bruno", "contadino"),
    ("Dario", "lupo_mannaro"),
    ("Elena", "meretrice"),
    ("Fabio", "leader_alieno"),
    ("Gina", "contadino"),
    ("Marta", "contadino"),
    ("Nico", "generale_alieno"),
    ("Olga", "contadino"),
    ("Paolo", "contadino"),
    ("Vera", "soldato_alieno"),
    ("Zeno", "contadino"),
]
T39_ALL = [n for n, _ in T39_TABLE]
scenario(
    "T-39_tie_rule_leader_alive_a",
    ["IT-13.6", "IT-13.9", "IT-13.3"],
    [
        *night(),
        *[{"do": "vote", "voter": n, "target": n} for n in T39_ALL],
        *close(),
        *night(
            sub("Fabio", "abduct", "Gina", option="contadino"),
            sub("Elena", "host", "Fabio"),
            sub("Dario", "bite", "Zeno"),
        ),
        *burn("Gina", voters=("Ada", "Dario", "Bruno"), names=T39_ALL),
        *night(sub("Dario", "bite", "Elena")),
        *burn("Nico", voters=("Ada", "Dario", "Bruno"), names=T39_ALL),
        *night(sub("Dario", "bite", "Olga")),
        *burn("Marta", voters=("Ada", "Dario", "Bruno"), names=T39_ALL),
        *night(sub("Dario", "bite", "Paolo")),
        *burn("Bruno", voters=("Ada", "Dario", "Fabio"), names=T39_ALL),
    ],
    [pub("pyre", seat="Bruno"), pub("game_over", sides=["aliens"])],
    seats=[{"name": n, "role": r} for n, r in T39_TABLE],
    expect_result={"winning_teams": ["aliens"], "winners": ["Fabio", "Gina", "Nico", "Vera"], "reason": "tie_rule"},
)

T39B_TABLE = [
    ("Ada", "lupo_demonio"),
    ("Bruno", "contadino"),
    ("Dario", "lupo_mannaro"),
    ("Fabio", "leader_alieno"),
    ("Nico", "generale_alieno"),
    ("Olga", "contadino"),
    ("Vera", "soldato_alieno"),
    ("Zeno", "contadino"),
]
T39B_ALL = [n for n, _ in T39B_TABLE]
scenario(
    "T-39_tie_rule_leader_dead_b",
    ["IT-13.6", "IT-13.2"],
    [
        *night(),
        *burn("Fabio", voters=("Bruno", "Olga", "Zeno"), names=T39B_ALL),
        *night(sub("Dario", "bite", "Zeno")),
        *burn("Olga", voters=("Ada", "Dario", "Bruno"), names=T39B_ALL),
        *night(),
        *burn("Bruno", voters=("Ada", "Dario", "Nico"), names=T39B_ALL),
    ],
    [pub("pyre", seat="Bruno"), pub("game_over", sides=["wolves"])],
    seats=[{"name": n, "role": r} for n, r in T39B_TABLE],
    expect_result={"winning_teams": ["wolves"], "winners": ["Ada", "Dario"], "reason": "tie_rule"},
)

T40_TABLE = [
    ("Ada", "lupo_demonio"),
    ("Bruno", "contadino"),
    ("Dario", "lupo_mannaro"),
    ("Fabio", "leader_alieno"),
    ("Gina", "contadino"),
    ("Luca", "lupo_mutaforma"),
    ("Nico", "generale_alieno"),
    ("Sara", "indemoniato"),
    ("Walter", "lupo_mannaro"),
    ("Zeno", "contadino"),
]
T40_ALL = [n for n, _ in T40_TABLE]


def t40(nominate: bool) -> list[Step]:
    extra = [sub("Ada", "nominate", "Sara")] if nominate else []
    return [
        *night(),
        *burn("Fabio", voters=("Bruno", "Gina", "Zeno"), names=T40_ALL),
        *night(),
        *burn("Luca", voters=("Bruno", "Gina", "Zeno"), names=T40_ALL),
        *night(),
        *burn("Ada", *extra, voters=("Bruno", "Gina", "Zeno"), names=T40_ALL),
        *night(),
        *burn("Walter", voters=("Bruno", "Gina", "Zeno"), names=T40_ALL),
        *night(),
        *burn("Dario", voters=("Bruno", "Gina", "Zeno"), names=T40_ALL),
    ]


scenario(
    "T-40_village_wins_with_general_alive_a",
    ["IT-13.4", "IT-13.9"],
    t40(False),
    [pub("pyre", seat="Dario"), pub("game_over", sides=["village"])],
    seats=[{"name": n, "role": r} for n, r in T40_TABLE],
    expect_result={"winning_teams": ["village"], "winners": ["Bruno", "Gina", "Zeno"], "reason": "village"},
)

scenario(
    "T-40_chosen_possessed_blocks_village_b",
    ["IT-13.4", "IT-8.4", "IT-8.6"],
    t40(True),
    [priv("Sara", "possessed"), pub("pyre", seat="Dario"), phase("night 5")],
    seats=[{"name": n, "role": r} for n, r in T40_TABLE],
    expect_absent=[{"type": "public", "kind": "game_over"}],
)


def no_vote_day(skip: str, *extra: Step) -> list[Step]:
    return [*extra, *[{"do": "vote", "voter": n, "target": n} for n in NAMES if n != skip], *close()]


T41_PREFIX = [
    *night(),
    *no_vote_day("Gina"),
    *night(sub("Luca", "shift", option="B"), sub("Dario", "bite", "Bruno")),
    *no_vote_day("Gina", {"do": "vote", "voter": "Gina", "target": None}),
    *night(),
    *no_vote_day("Gina"),
    *night(),
    *no_vote_day("Gina"),
]
scenario(
    "T-41_missed_votes_and_sanction",
    ["IT-5.3", "IT-5.9", "IT-5.10", "IT-5.13", "IT-14.4", "IT-13.9", "IT-5.4"],
    [
        *T41_PREFIX,
        {"do": "advance", "decision": "confirm"},
        sub("Paolo", "revive", "Gina", "Bruno"),
    ],
    [
        priv("Gina", "missed_votes", count=1, last_warning=False),
        priv("Gina", "missed_votes", count=2),
        priv("Gina", "missed_votes", count=3, last_warning=True),
        priv("Gina", "missed_votes", count=4),
        phase("day 4/sanction"),
        {"type": "moderator", "kind": "sanction_proposed", "params": {"seats": ["Gina"]}},
        pub("sanctioned", seat="Gina"),
        phase("night 4"),
        death("Gina", "SANCTION"),
        refused("Paolo", "revive"),
    ],
    expect_absent=[{"type": "private", "to": "Luca", "kind": "missed_votes"}],
)

scenario(
    "T-41_missed_votes_sanction_waived",
    ["IT-5.10"],
    [
        *T41_PREFIX,
        {"do": "advance", "decision": "waive"},
        *night(),
        *no_vote_day("Gina"),
    ],
    [
        phase("day 4/sanction"),
        {"type": "moderator", "kind": "sanction_waived", "params": {"seat": "Gina"}},
        phase("night 4"),
        priv("Gina", "missed_votes", count=5),
        phase("day 5/sanction"),
    ],
    expect_absent=[{"type": "death", "player": "Gina"}],
)

scenario(
    "T-42_tied_pyre_burns_nobody",
    ["IT-5.7", "IT-10.8", "IT-7.22"],
    [
        *night(sub("Luca", "shift", option="B")),
        *votes(
            {
                "Bruno": ["Ada", "Carla", "Dario", "Elena", "Fabio", "Hugo", "Irene", "Marta", "Nico", "Olga", "Luca"],
                "Gina": ["Paolo", "Rita", "Sara", "Tino", "Ugo", "Vera", "Walter", "Yuri", "Bruno", "Gina"],
                "Hugo": ["Zeno"],
            }
        ),
        *close(),
        *night(sub("Irene", "examine", "Luca", "Bruno")),
    ],
    [
        pub("vote_totals", totals=[["Bruno", 10], ["Gina", 10], ["Hugo", 1]]),
        pub("nobody_burned"),
        priv("Bruno", "vision", target="Luca", reading="LOSCO"),
        priv("Marta", "medium_nobody"),
    ],
)

MINUTE = 60_000
DAY = 24 * 60 * MINUTE


def at(day: int, hhmm: str) -> Step:
    """A Clock command: ``hhmm`` on calendar day ``day`` (the game starts at 21:00 of day 0)."""
    hours, minutes = (int(x) for x in hhmm.split(":"))
    return {"do": "clock", "ms": day * DAY + (hours * 60 + minutes - 21 * 60) * MINUTE}


scenario(
    "T-43_forum_deadlines",
    ["IT-4.5", "IT-4.6", "IT-4.7", "IT-4.8", "IT-7.9", "IT-7.10", "IT-4.1", "IT-4.3", "IT-4.4"],
    [
        at(3, "21:50"),
        sub("Ada", "nominate", "Bruno"),
        at(3, "21:55"),
        sub("Ada", "nominate", "Gina"),
        at(3, "22:01"),
        sub("Ada", "nominate", "Zeno"),
        at(3, "22:10"),
        sub("Carla", "protect", "Bruno"),
        at(3, "22:50"),
        sub("Carla", "protect", "Zeno"),
        at(3, "23:02"),
        sub("Carla", "protect", "Gina"),
        at(3, "23:29"),
        at(3, "23:30"),
    ],
    [
        phase("day 3"),
        phase("night 3"),
        refused("Ada", "nominate"),
        priv("Carla", "nothing_to_report"),
        phase("review 3"),
        refused("Carla", "protect"),
        pub("night_deaths", seats=[]),
        phase("day 4"),
    ],
    options={"deadlines": {"mode": "clock", "start": "21:00"}},
    expect_absent=[
        {"type": "refused", "command": {"actor": "Ada", "targets": ["Gina"]}},
        {"type": "refused", "command": {"actor": "Carla", "targets": ["Zeno"]}},
    ],
)

scenario(
    "T-44_graveyard",
    ["IT-14.3", "IT-14.5", "IT-6.2", "IT-5.4", "IT-14.1", "IT-14.2"],
    [
        *night(),
        *burn("Gina"),
        *night(sub("Dario", "bite", "Bruno")),
        {"do": "vote", "voter": "Bruno", "target": "Zeno"},
        sub("Ada", "nominate", "Bruno"),
        *quiet_day(),
        sub("Carla", "protect", "Bruno"),
        sub("Elena", "host", "Bruno"),
        sub("Irene", "examine", "Bruno", "Zeno"),
        sub("Irene", "examine", "Zeno", "Bruno"),
        sub("Tino", "probe", "Bruno"),
        sub("Ugo", "shield", "Bruno"),
        sub("Fabio", "abduct", "Bruno", option="contadino"),
        sub("Dario", "bite", "Bruno"),
        {"do": "say", "speaker": "Bruno", "channel": "graveyard", "text": "hello from below"},
        {"do": "say", "speaker": "Bruno", "channel": "pack", "text": "let me in"},
        {"do": "say", "speaker": "Zeno", "channel": "graveyard", "text": "can you hear me?"},
        *night(),
        *quiet_day(),
        *night(sub("Paolo", "revive", "Gina", "Bruno")),
    ],
    [
        death("Bruno", "NIGHT"),
        {"type": "refused", "command": {"do": "vote", "voter": "Bruno"}},
        refused("Ada", "nominate"),
        refused("Carla", "protect"),
        refused("Elena", "host"),
        refused("Irene", "examine"),
        refused("Irene", "examine"),
        refused("Tino", "probe"),
        refused("Ugo", "shield"),
        refused("Fabio", "abduct"),
        refused("Dario", "bite"),
        {"type": "channel", "channel": "graveyard", "to": ["Bruno", "Gina"]},
        {"type": "refused", "command": {"speaker": "Bruno", "channel": "pack"}},
        {"type": "refused", "command": {"speaker": "Zeno", "channel": "graveyard"}},
        pub("revivals", seats=["Bruno", "Gina"]),
    ],
    expect_absent=[{"type": "reveal"}],
)

scenario(
    "T-45_demon_nomination_edges_a",
    ["IT-7.12", "IT-7.9"],
    [*night(), *burn("Ada", sub("Ada", "nominate", "Ada"))],
    [refused("Ada", "nominate", "IT-7.9"), pub("pyre", seat="Ada")],
    expect_absent=[{"type": "private", "kind": "possessed"}],
)

scenario(
    "T-45_demon_nomination_edges_b_wolf_nominee",
    ["IT-7.12"],
    [*night(), *burn("Ada", sub("Ada", "nominate", "Dario"))],
    [pub("pyre", seat="Ada"), {"type": "moderator", "kind": "demon_trigger_void", "params": {"seat": "Dario"}}],
    expect_absent=[{"type": "private", "kind": "possessed"}],
)

scenario(
    "T-45_demon_nomination_edges_c_standing",
    ["IT-7.10", "IT-7.17"],
    [*to_night(1), *night(), *quiet_day(sub("Ada", "nominate", "Bruno")), *night(), *burn("Ada")],
    [pub("pyre", seat="Ada"), priv("Bruno", "possessed")],
)

scenario(
    "T-45_demon_nomination_edges_d_dead_nominee",
    ["IT-7.12"],
    [
        *to_night(1),
        *night(),
        *quiet_day(sub("Ada", "nominate", "Bruno")),
        *night(sub("Dario", "bite", "Bruno")),
        *burn("Ada", voters=("Gina", "Zeno", "Carla")),
    ],
    [death("Bruno", "NIGHT"), pub("pyre", seat="Ada"), {"type": "moderator", "kind": "demon_trigger_void"}],
    expect_absent=[{"type": "private", "kind": "possessed"}],
)


# ---------------------------------------------------------------------------
# Issue 18 rulings (named by rule ID, not by a spec scenario)

IT_7_20 = {"code": "illegal_action", "rule": "IT-7.20"}

scenario(
    "IT-10.39_revived_player_bitten_same_night",
    ["IT-10.39", "D-23", "IT-12.12"],
    [
        *night(),
        *burn("Gina"),
        *night(sub("Dario", "bite", "Bruno")),
        *quiet_day(),
        *night(),
        *quiet_day(),
        *night(sub("Paolo", "revive", "Gina", "Bruno"), sub("Dario", "bite", "Bruno")),
    ],
    [
        {**death("Bruno", "NIGHT"), "phase": "night 1"},
        priv("Bruno", "revived_you"),
        {**death("Bruno", "NIGHT"), "phase": "night 3"},
        pub("revivals", seats=["Bruno", "Gina"]),
        pub("night_deaths", seats=["Bruno"]),
    ],
    expect_absent=[{"type": "death", "player": "Gina", "phase": "night 3"}],
)

scenario(
    "IT-7.20_shifted_shapeshifter_takes_no_part_in_the_bite",
    ["IT-7.20", "IT-7.4"],
    [
        *to_night(1),
        sub("Luca", "bite", "Bruno"),
        {**sub("Luca", "shift", option="A"), "refused": IT_7_20},
        sub("Dario", "bite", "Zeno"),
        sub("Luca", "shift", option="A"),
        {**sub("Luca", "bite", "Bruno"), "refused": IT_7_20},
        *night(),
    ],
    [
        {"type": "moderator", "kind": "shifted", "params": {"seat": "Luca", "mode": "A"}},
        death("Zeno", "NIGHT"),
        pub("night_deaths", seats=["Zeno"]),
    ],
    expect_absent=[{"type": "death", "player": "Bruno"}],
)

scenario(
    "IT-7.5_wolf_revived_tonight_is_not_an_able_wolf",
    ["IT-7.5", "IT-10.39", "IT-10.40"],
    [
        *night(),
        *burn("Dario"),
        *night(sub("Ada", "bite", "Bruno")),
        *burn("Ada"),
        *night(),
        *burn("Walter"),
        *night(
            sub("Luca", "bite", "Gina"),
            sub("Fabio", "abduct", "Luca", option="contadino"),
            sub("Paolo", "revive", "Dario", "Bruno"),
        ),
    ],
    [
        {"type": "moderator", "kind": "revived", "params": {"seats": ["Bruno", "Dario"]}},
        {"type": "moderator", "kind": "no_able_wolf", "params": {"rule": "IT-7.5"}},
        pub("revivals", seats=["Bruno", "Dario"]),
    ],
    expect_absent=[{"type": "death", "player": "Gina"}],
)


def drop_dead_votes(data: dict[str, Any]) -> dict[str, Any]:
    """The days above let every seat vote; a dead player's vote is refused (IT-14.5), and a
    scenario may not hide a refusal (docs/scenarios.md), so those votes are left out unless
    the scenario expects them. This changes only the script, never an expectation."""
    from engine.scenario import load_scenario, refusal_expected, run_scenario

    scenario = load_scenario(data)
    events = run_scenario(scenario)["events"]
    hidden = {
        event["step"]
        for event in events
        if event["type"] == "refused"
        and event["error"]["code"] == "dead_actor"
        and event["command"].get("do") == "vote"
        and not refusal_expected(scenario, event)
    }
    return {**data, "script": [step for index, step in enumerate(data["script"]) if index not in hidden]}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for old in [*OUT.glob("T-*.json"), *OUT.glob("IT-*.json")]:
        old.unlink()
    for name, data in SCENARIOS.items():
        data = drop_dead_votes(data)
        (OUT / f"{name}.json").write_text(json.dumps(data, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    print(f"{len(SCENARIOS)} scenarios written to {OUT}")


if __name__ == "__main__":
    main()
