"""The night of Three Factions is declared once (``NIGHT_ORDER``) and run by the core:
the resolution, the prompts and the checklist all read that one declaration."""

from __future__ import annotations

from engine.night import Snapshot
from engine.night_hooks import tonight
from engine.rulesets.three_factions.actions import ACTION_ROLE, NIGHT_ZERO_ABILITIES
from engine.rulesets.three_factions.night import NIGHT_ORDER, TFNight
from tests.rulesets.three_factions.conftest import Table

BOOK_ORDER = [  # IT-12.2 steps 1-11, the wake order of IT-12.3
    "shapeshifter",
    "alien_leader",
    "guard",
    "harlot",
    "mib_j",
    "blind_seer",
    "mib_k",
    "medium",
    "pure_spirit",
    "pack",
    "detective",
]


def test_IT_12_2_IT_12_3_the_declared_order_is_the_rule_books() -> None:
    assert [step.id for step in NIGHT_ORDER] == BOOK_ORDER
    assert [step.rule for step in NIGHT_ORDER] == [f"IT-12.{n}" for n in (4, 5, 6, 7)] + ["IT-9.4"] + [
        f"IT-12.{n}" for n in range(8, 14)
    ]
    # step 5, the MIB J, has no effect of its own: the abduction reads the shield (IT-9.4)
    assert [step.id for step in NIGHT_ORDER if step.resolve is None] == ["mib_j"]


def test_IT_12_1_IT_12_15_night_zero_runs_through_run_night_in_the_declared_order(
    table: Table, nights_run: list[list[str]]
) -> None:
    table.close()
    assert nights_run == [["shapeshifter", "blind_seer", "mib_k"]]


def test_IT_12_2_night_one_runs_through_run_night_in_the_declared_order(
    table: Table, nights_run: list[list[str]]
) -> None:
    table.to_night(1)
    table.submit("Dario", "bite", "Bruno")
    table.close()
    assert nights_run[-1] == [s for s in BOOK_ORDER if s != "mib_j"]
    assert not table.p("Bruno").alive


def test_IT_12_3_the_checklist_is_the_declared_order_of_the_night(table: Table) -> None:
    night_zero = table.game.ruleset.checklist(table.state)
    assert [s.id for s in night_zero] == [s.id for s in tonight(NIGHT_ORDER, 0)]
    table.to_night(1)
    steps = table.game.ruleset.checklist(table.state)
    assert [s.id for s in steps] == BOOK_ORDER
    assert [s.abilities for s in steps] == [step.abilities for step in NIGHT_ORDER]


def test_IT_12_1_prompts_read_the_declaration() -> None:
    assert {"shift", "examine", "probe"} == NIGHT_ZERO_ABILITIES
    assert ACTION_ROLE["abduct"] == "leader_alieno" and "bite" not in ACTION_ROLE  # the pack's step


def test_IT_6_10_pack_lines_keep_the_order_the_steps_queued_them(table: Table) -> None:
    """The pack's channel line is delivered between the private lines queued before and after it."""
    night = TFNight(table.state, Snapshot.of(table.state), [])
    night.tell(1, "first")
    night.tell_pack("to_the_pack")
    night.tell(2, "second", seat=5)
    assert night.queued() == [(1, "first", {}), (None, "to_the_pack", {}), (2, "second", {"seat": 5})]
