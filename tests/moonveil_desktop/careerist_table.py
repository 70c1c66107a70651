"""A Village vs Non-village table with a Careerist (the spec's R15 deal), for the tests of
naming several pairs in one Supremacy (ZH-6.5.1, ZH-6.5.2) on phones and console rows."""

from __future__ import annotations

from engine import Advance, Deal, SeatPlayer, Submit
from moonveil_desktop.table import PLAYING_HOST, Table, TableSettings
from tests.rulesets.village_vs_nonvillage.zh_harness import R15

NAMES = ("Ana", "Bea", "Cai", "Dov", "Eva", "Fei", "Gus", "Hal", "Ivo", "Jun", "Kim", "Lea", "Max", "Noa", "Oli")
CAREERIST = R15.index("careerist")  # Kim
OPTIONS = {"sheriff": False, "events": False}


def careerist_table(mode: str = PLAYING_HOST) -> Table:
    """Dealt, at night 1's actions: the Careerist names his pairs now."""
    table = Table(TableSettings("village_vs_nonvillage", OPTIONS, 1, mode=mode))
    for name in NAMES:
        table.apply(SeatPlayer(name))
    table.apply(Deal(R15))
    assert table.game.state.phase.label() == "night 1/actions"
    return table


def to_next_actions(table: Table) -> None:
    """On to the next night's actions, the moderator closing each phase."""
    table.apply(Advance(override=True))
    while table.game.state.phase.label() != f"night {table.game.state.phase.number}/actions":
        table.apply(Advance(override=True))


def second_night(table: Table, *pairs: tuple[int, int]) -> None:
    """The Careerist names ``pairs`` on night 1; the table is then at night 2's actions."""
    table.apply(Submit(CAREERIST, "supremacy", tuple(seat for pair in pairs for seat in pair)))
    to_next_actions(table)
    assert table.game.state.phase.label() == "night 2/actions" and table.game.state.players[CAREERIST].alive
