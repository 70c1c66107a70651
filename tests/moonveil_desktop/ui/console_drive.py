"""Driving the console the way a moderator does: through its widgets only."""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QPlainTextEdit,
    QTableWidget,
    QTextEdit,
    QTreeWidget,
    QWidget,
)

from moonveil_desktop.ui.mainwindow import MainWindow
from moonveil_desktop.ui.phase import SeatActionRow, VotePanel

NAMES = ["Ana", "Bea", "Cai", "Dov", "Eli", "Fay", "Gus", "Hal"]


def seat_table(
    window: MainWindow, names: list[str], *, seed: int = 7, options: dict[str, Any] | None = None, host: str = ""
) -> None:
    dialog = window.new_table()
    for name in names:
        dialog.name_edit.setText(name)
        dialog.add_button.click()
    dialog.seed_box.setValue(seed)
    # Moonveil's default game type is All Roles; these console tests play classic mixes.
    for key, value in ({"game_type": "classic"} | (options or {})).items():
        dialog.set_option(key, value)
    if host:
        dialog.host_radio.setChecked(True)
        dialog.host_box.setCurrentText(host)
    assert dialog.problem() is None, dialog.problem()
    dialog.ok_button.click()


def snapshot(window: MainWindow) -> tuple[int, str]:
    table = window.controller.table
    assert table is not None
    return len(table.game.journal), json.dumps(table.moderator_view("en"), sort_keys=True, default=str)


def first_choice(row: SeatActionRow) -> SeatActionRow:
    """Pick the first legal target in each empty picker (nothing is preselected)."""
    for box in row.target_boxes:
        if box.currentIndex() < 0:
            box.setCurrentIndex(0)
    return row


def submit_first(row: SeatActionRow) -> None:
    """Submit a row with its first legal choice, as a moderator who picks it."""
    first_choice(row).submit_button.click()


def submit_all(window: MainWindow) -> None:
    """Submit every pending row with its first legal choice."""
    for row in list(window.phase.rows):
        if row.pending():
            submit_first(row)


def resolve(window: MainWindow) -> None:
    window.phase.resolve_button.click()
    dialog = window.dialog
    assert dialog is not None and dialog.objectName() == "previewDialog"
    dialog.announce_button.click()  # type: ignore[attr-defined]


def open_vote(window: MainWindow) -> VotePanel:
    """From the first night to the first vote: every row with its first choice."""
    submit_all(window)
    resolve(window)
    resolve(window)  # the day closes: the vote opens
    panel = window.phase.vote_panel
    assert panel is not None
    return panel


def cast_all(window: MainWindow, choose: dict[str, str]) -> None:
    """Cast every ballot: ``choose`` maps voter name to a choice label (missing: first choice).
    The panel is rebuilt after each ballot, so each one is looked up afresh."""
    panel = window.phase.vote_panel
    assert panel is not None
    for seat in list(panel.boxes):
        panel = window.phase.vote_panel
        assert panel is not None
        box = panel.boxes[seat]
        wanted = choose.get(window.controller.names()[seat])
        if wanted is not None:
            index = box.findText(wanted)
            assert index >= 0, (wanted, [box.itemText(i) for i in range(box.count())])
            box.setCurrentIndex(index)
        elif box.currentIndex() < 0:
            box.setCurrentIndex(0)
        button = panel.findChild(QAbstractButton, f"cast_{seat}")
        assert button is not None
        button.click()


def all_texts(root: QWidget) -> list[str]:
    """Every string the widget tree holds (hidden widgets included): labels,
    buttons, items, tooltips, titles. Closed dialogs are deleted first."""
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    texts: list[str] = []
    for widget in [root, *root.findChildren(QWidget)]:
        texts += [widget.windowTitle(), widget.toolTip()]
        if isinstance(widget, (QLabel, QAbstractButton, QLineEdit)):
            texts.append(widget.text())
        if isinstance(widget, (QTextEdit, QPlainTextEdit)):
            texts.append(widget.toPlainText())
        if isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        if isinstance(widget, QListWidget):
            texts += [widget.item(i).text() for i in range(widget.count())]
        if isinstance(widget, QTableWidget):
            texts += [
                widget.item(r, c).text()
                for r in range(widget.rowCount())
                for c in range(widget.columnCount())
                if widget.item(r, c) is not None
            ]
        if isinstance(widget, QTreeWidget):
            for i in range(widget.topLevelItemCount()):
                item = widget.topLevelItem(i)
                texts += [item.text(c) for c in range(item.columnCount())]
    return [t for t in texts if t]


def grimoire_roles(window: MainWindow) -> dict[str, str]:
    """Name → role name, read from the grimoire table as the narrator does."""
    table = window.grimoire.table
    return {table.item(r, 0).text(): table.item(r, 1).text() for r in range(table.rowCount())}
