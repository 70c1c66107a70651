"""A night row's target pickers for an ability whose targets come in groups, any
number of them in one use (``SeatChoice.repeats``: the Careerist's pairs, ZH-6.5.1).

The moderator adds and removes groups; a seat picked in one picker is not offered in
another (a player is in one pair a night, ZH-6.5.2); groups the engine will never take
again (pairs named on earlier nights, ZH-6.5.2) are listed under the pickers. Which
groups are legal is the engine's to say: a group named before is refused there, with
the book's words, when it is submitted anyway.
"""

from __future__ import annotations

from functools import partial
from typing import cast

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QPushButton, QVBoxLayout, QWidget

from moonveil_desktop.console_rows import SeatChoice
from moonveil_desktop.ui.common import Retranslated, plain_label, screen_reader_name
from moonveil_desktop.vocabulary import GROUPS_JOIN, groups_text


class TargetGroups(Retranslated, QWidget):
    """Groups of ``choice.count`` pickers of ``choice.targets``, one group to start."""

    changed = Signal()  # a picker changed, or a group was added or removed

    def __init__(self, choice: SeatChoice, names: list[str], who: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("targetGroups")
        self.choice = choice
        self.names = names
        self.who = who  # the row's seat (and step), in the buttons' accessible names
        self.groups: list[tuple[QWidget, list[QComboBox], QPushButton]] = []
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(0, 0, 0, 0)
        # read before choosing: the pairs that will be refused, then the groups, then "Add a pair"
        self.named_before = plain_label("")
        self.named_before.setObjectName("namedBefore")
        self.named_before.setVisible(bool(choice.excluded))
        self.column.addWidget(self.named_before)
        self.add_button = QPushButton()
        self.add_button.setObjectName("addGroup")
        self.add_button.clicked.connect(self.add_group)
        self.column.addWidget(self.add_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.add_group()
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.add_button.setText(self.tr("Add a pair"))
        self.add_button.setToolTip(self.tr("Name one more pair in the same action"))
        for number, (_line, _boxes, remove) in enumerate(self.groups, start=1):
            remove.setText(self.tr("Remove pair"))
            screen_reader_name(remove, self.tr("Remove pair %d of %s") % (number, self.who))
        if self.choice.excluded:
            used = GROUPS_JOIN.join(groups_text(group, len(group), self.names) for group in self.choice.excluded)
            self.named_before.setText(self.tr("Named on earlier nights, never again: %s") % used)

    def boxes(self) -> list[QComboBox]:
        """Every picker, group after group (the targets in the order they are sent)."""
        return [box for _line, boxes, _remove in self.groups for box in boxes]

    def add_group(self) -> None:
        line = QWidget()
        line.setObjectName("targetGroup")
        layout = QHBoxLayout(line)
        layout.setContentsMargins(0, 0, 0, 0)
        boxes = [self._picker() for _ in range(self.choice.count)]
        for box in boxes:
            layout.addWidget(box)
        remove = QPushButton()
        remove.setObjectName("removeGroup")
        remove.clicked.connect(partial(self.remove_group, line))
        layout.addWidget(remove)
        layout.addStretch(1)
        self.column.insertWidget(1 + len(self.groups), line)  # after the label and the groups before it
        self.groups.append((line, boxes, remove))
        self._after_change()

    def remove_group(self, line: QWidget) -> None:
        """Take a group out; the last one stays (an action names one group at least)."""
        if len(self.groups) < 2:
            return
        self.groups = [group for group in self.groups if group[0] is not line]
        line.hide()
        line.setParent(None)
        line.deleteLater()
        self._after_change()

    def hold(self, targets: int) -> None:
        """Enough groups for ``targets`` pickers (a kept draft, a submitted action)."""
        while len(self.boxes()) < targets:
            self.add_group()

    def set_enabled(self, on: bool) -> None:
        self.add_button.setEnabled(on)
        for _line, boxes, remove in self.groups:
            remove.setEnabled(on and len(self.groups) > 1)
            for box in boxes:
                box.setEnabled(on)

    def _picker(self) -> QComboBox:
        box = QComboBox()
        box.setObjectName("targetBox")
        for target in self.choice.targets:
            box.addItem(self.names[target], target)
        box.setCurrentIndex(-1)
        box.currentIndexChanged.connect(self._offer_free_seats)
        box.currentIndexChanged.connect(self.changed)
        return box

    def _after_change(self) -> None:
        for _line, _boxes, remove in self.groups:
            remove.setEnabled(len(self.groups) > 1)
        self._offer_free_seats()
        self.retranslate_ui()
        self.changed.emit()

    def _offer_free_seats(self) -> None:
        """A seat picked in one picker is greyed out in every other (ZH-6.5.2: one
        pair a night each); the engine checks it again."""
        boxes = self.boxes()
        picked = [None if box.currentIndex() < 0 else box.currentData() for box in boxes]
        for index, box in enumerate(boxes):
            taken = {seat for other, seat in enumerate(picked) if other != index and seat is not None}
            model = cast(QStandardItemModel, box.model())
            for row in range(box.count()):
                item = model.item(row)
                if item is not None:
                    item.setEnabled(box.itemData(row) not in taken)


def offered(box: QComboBox, position: int) -> bool:
    """Whether the picker offers the item at ``position`` (not greyed out)."""
    model = box.model()
    if not isinstance(model, QStandardItemModel) or position < 0:
        return position >= 0
    item = model.item(position)
    return item is None or item.isEnabled()
