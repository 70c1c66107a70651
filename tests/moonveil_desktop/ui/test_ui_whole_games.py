"""Issue 16: a whole game of each of the four rule books driven through the
console's widgets only: the New table dialog, the night's pickers and Submit,
the vote's pickers and Cast, Resolve and Announce, until the winner page."""

from __future__ import annotations

from typing import Any

import pytest
from console_drive import resolve
from PySide6.QtWidgets import QAbstractButton

from moonveil_desktop.ui.mainwindow import MainWindow
from moonveil_desktop.ui.phase import SeatActionRow

NAMES = ["Ana", "Bea", "Cai", "Dov", "Eli", "Fay", "Gus", "Hal"]
BOOKS = [
    ("moonveil", {"game_type": "classic"}),
    ("luna_llena", {}),
    ("three_factions", {}),  # the dialog proposes the book's role list for 8
    ("village_vs_nonvillage", {}),
]
MAX_PHASES = 80


def seat_through_the_dialog(window: MainWindow, ruleset: str, options: dict[str, Any], seed: int) -> None:
    dialog = window.new_table()
    dialog.ruleset_box.setCurrentIndex(dialog.ruleset_box.findData(ruleset))
    for name in NAMES:
        dialog.name_edit.setText(name)
        dialog.add_button.click()
    dialog.seed_box.setValue(seed)
    for key, value in options.items():
        dialog.set_option(key, value)
    assert dialog.problem() is None, dialog.problem()
    dialog.ok_button.click()
    window.lobby.deal_button.click()


def journal_length(window: MainWindow) -> int:
    return len(window.controller.table_or_raise().game.journal)


def enter(window: MainWindow, row: SeatActionRow) -> bool:
    """Each ability of the row in turn, with the first legal target in each picker,
    until the engine accepts one (a pair of targets a rule excludes is refused)."""
    for index in range(row.ability_box.count()):
        row.ability_box.setCurrentIndex(index)
        for box in row.target_boxes:
            box.setCurrentIndex(0)
        before = journal_length(window)
        row.submit_button.click()
        if journal_length(window) > before:
            return True
    return False


def act_everywhere(window: MainWindow) -> None:
    """Every row not yet submitted, as a moderator who enters each in turn."""
    tried: set[tuple[int, str]] = set()
    while True:
        row = next(
            (
                r
                for r in window.phase.rows
                if r.prompt.submitted is None and (r.prompt.seat, r.prompt.slot) not in tried
            ),
            None,
        )
        if row is None:
            return
        tried.add((row.prompt.seat, row.prompt.slot))
        enter(window, row)


def cast_everywhere(window: MainWindow) -> None:
    """Every ballot not cast yet, the first choice of each voter (the vote panel is
    rebuilt after each one)."""
    panel = window.phase.vote_panel
    while panel is not None:
        open_rows = [r for r in window.controller.vote_rows() if not r.cast and r.seat in panel.boxes]
        if not open_rows:
            return
        seat = open_rows[0].seat
        box = panel.boxes[seat]
        box.setCurrentIndex(0)
        button = panel.findChild(QAbstractButton, f"cast_{seat}")
        assert button is not None
        before = journal_length(window)
        button.click()
        if journal_length(window) == before:
            return  # refused: the override closes the vote
        panel = window.phase.vote_panel


@pytest.mark.parametrize(("ruleset", "options"), BOOKS, ids=[book for book, _ in BOOKS])
def test_a_whole_game_through_the_widgets(window: MainWindow, ruleset: str, options: dict[str, Any]) -> None:
    seat_through_the_dialog(window, ruleset, options, seed=5)
    phases = []
    for _ in range(MAX_PHASES):
        if window.controller.over:
            break
        phases.append(window.controller.public_view()["phase"]["label"])
        act_everywhere(window)
        cast_everywhere(window)
        resolve(window)
    assert window.controller.over, phases
    assert window.stack.currentWidget() is window.winner
    kinds = {label.split()[0] for label in phases}
    assert {"night", "day"} <= kinds or {"night", "vote"} <= kinds, phases
