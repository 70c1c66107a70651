"""New table: rule set, its options, the seats (drag to reorder), bots, the mode.

The options form is built from the rule set's ``default_options()`` (a check box
for a yes/no option, a number box for a number, a text box otherwise); other
options may be given as JSON. Before the table can be seated, a trial engine
game checks that it would deal; its refusal is shown inline in plain words.
"""

from __future__ import annotations

import json
import random
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine.ruleset import find_ruleset
from moonveil_desktop.controller import trial_check
from moonveil_desktop.table import NARRATOR, PLAYING_HOST, TableSettings
from moonveil_desktop.ui.common import clear_layout, plain_label

BOT_ROLE = Qt.ItemDataRole.UserRole


class NewTableDialog(QDialog):
    """Collects a ``TableSettings`` and the seats; ``tableRequested`` on OK."""

    tableRequested = Signal(object, object)  # TableSettings, list[tuple[str, bool]]

    def __init__(self, rulesets: list[str], default_ruleset: str = "moonveil", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newTableDialog")
        self.setWindowTitle(self.tr("New table"))
        self.resize(760, 600)
        self._option_widgets: dict[str, QWidget] = {}

        self.ruleset_box = QComboBox()
        self.ruleset_box.setObjectName("rulesetBox")
        for name in rulesets:
            self.ruleset_box.addItem(find_ruleset(name).titles.get("en", name), name)
        index = max(0, self.ruleset_box.findData(default_ruleset))
        self.ruleset_box.setCurrentIndex(index)
        self.ruleset_box.setToolTip(self.tr("The rules this table plays by"))
        self.seed_box = QSpinBox()
        self.seed_box.setRange(0, 2_000_000_000)
        self.seed_box.setValue(random.SystemRandom().randrange(1, 1_000_000))
        self.seed_box.setToolTip(self.tr("The same seed and the same actions always give the same game"))
        self.options_form = QFormLayout()
        self.extra_options = QLineEdit()
        self.extra_options.setObjectName("extraOptions")
        self.extra_options.setPlaceholderText('{"wolves": 2}')
        self.extra_options.setToolTip(self.tr("Other options of the rule set, as JSON"))

        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("nameEdit")
        self.name_edit.setPlaceholderText(self.tr("Player name"))
        self.name_edit.setMaxLength(40)
        self.add_button = QPushButton(self.tr("Add player"))
        self.add_button.setObjectName("addPlayer")
        self.bot_button = QPushButton(self.tr("Add bot"))
        self.bot_button.setObjectName("addBot")
        self.bot_button.setToolTip(self.tr("A bot plays an empty seat using only what its own card shows"))
        self.remove_button = QPushButton(self.tr("Remove"))
        self.remove_button.setObjectName("removePlayer")
        self.seat_list = QListWidget()
        self.seat_list.setObjectName("seatList")
        self.seat_list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.seat_list.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.seat_list.setToolTip(self.tr("Seat order: drag a name to move it"))

        self.narrator_radio = QRadioButton(self.tr("Narrator: I know everything and enter the actions"))
        self.narrator_radio.setObjectName("narratorMode")
        self.host_radio = QRadioButton(self.tr("Playing host: I hold a card too; actions come from phones"))
        self.host_radio.setObjectName("hostMode")
        self.narrator_radio.setChecked(True)
        self.mode_group = QButtonGroup(self)
        self.mode_group.addButton(self.narrator_radio)
        self.mode_group.addButton(self.host_radio)
        self.host_box = QComboBox()
        self.host_box.setObjectName("hostSeat")
        self.host_box.setToolTip(self.tr("Which seat is yours"))

        self.error_label = plain_label("")
        self.error_label.setObjectName("compositionError")
        self.error_label.setStyleSheet("color: #b3261e;")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Seat the table"))
        self.ok_button.setObjectName("seatTable")

        self._lay_out()
        self._wire()
        self._rebuild_options()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)  # the button box makes OK the default when shown:
        for button in self.findChildren(QPushButton):  # Enter in the name box adds a player,
            button.setAutoDefault(False)  # it must not seat the table
            button.setDefault(False)

    def _lay_out(self) -> None:
        rules = QGroupBox(self.tr("Rules"))
        form = QFormLayout(rules)
        form.addRow(self.tr("Rule set"), self.ruleset_box)
        form.addRow(self.options_form)
        form.addRow(self.tr("More options"), self.extra_options)
        form.addRow(self.tr("Seed"), self.seed_box)

        seats = QGroupBox(self.tr("Seats"))
        seat_layout = QVBoxLayout(seats)
        row = QHBoxLayout()
        row.addWidget(self.name_edit, 1)
        row.addWidget(self.add_button)
        seat_layout.addLayout(row)
        second = QHBoxLayout()
        second.addWidget(self.bot_button)
        second.addWidget(self.remove_button)
        second.addStretch(1)
        seat_layout.addLayout(second)
        seat_layout.addWidget(self.seat_list, 1)

        mode = QGroupBox(self.tr("Mode"))
        mode_layout = QFormLayout(mode)
        mode_layout.addRow(self.narrator_radio)
        mode_layout.addRow(self.host_radio)
        mode_layout.addRow(self.tr("Your seat"), self.host_box)

        top = QHBoxLayout()
        left = QVBoxLayout()
        left.addWidget(rules)
        left.addWidget(mode)
        left.addStretch(1)
        top.addLayout(left, 1)
        top.addWidget(seats, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)

    def _wire(self) -> None:
        self.ruleset_box.currentIndexChanged.connect(self._rebuild_options)
        self.add_button.clicked.connect(self._add_from_edit)
        self.name_edit.returnPressed.connect(self._add_from_edit)
        self.bot_button.clicked.connect(self.add_bot)
        self.remove_button.clicked.connect(self._remove_selected)
        self.seat_list.model().rowsMoved.connect(self._seats_changed)
        self.extra_options.textChanged.connect(self.revalidate)
        self.seed_box.valueChanged.connect(self.revalidate)
        self.mode_group.buttonToggled.connect(self._mode_changed)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)

    # -- options -----------------------------------------------------------------
    def _rebuild_options(self) -> None:
        clear_layout(self.options_form)
        self._option_widgets = {}
        for key, value in find_ruleset(self.ruleset_name()).default_options().items():
            widget = self._option_widget(value)
            widget.setObjectName(f"option_{key}")
            self._option_widgets[key] = widget
            self.options_form.addRow(key.replace("_", " ").capitalize(), widget)
        self.revalidate()

    def _option_widget(self, value: Any) -> QWidget:
        if isinstance(value, bool):
            box = QCheckBox()
            box.setChecked(value)
            box.toggled.connect(self.revalidate)
            return box
        if isinstance(value, int):
            spin = QSpinBox()
            spin.setRange(0, 999)
            spin.setValue(value)
            spin.valueChanged.connect(self.revalidate)
            return spin
        edit = QLineEdit(str(value))
        edit.textChanged.connect(self.revalidate)
        return edit

    def ruleset_name(self) -> str:
        return str(self.ruleset_box.currentData())

    def options(self) -> dict[str, Any]:
        """The options as the rule set reads them; raises ValueError on bad JSON."""
        options: dict[str, Any] = {}
        for key, widget in self._option_widgets.items():
            if isinstance(widget, QCheckBox):
                options[key] = widget.isChecked()
            elif isinstance(widget, QSpinBox):
                options[key] = widget.value()
            elif isinstance(widget, QLineEdit):
                options[key] = widget.text()
        text = self.extra_options.text().strip()
        if text:
            extra = json.loads(text)
            if not isinstance(extra, dict):
                raise ValueError("more options must be a JSON object")
            options.update(extra)
        return options

    def set_option(self, key: str, value: Any) -> None:
        widget = self._option_widgets.get(key)
        if isinstance(widget, QCheckBox):
            widget.setChecked(bool(value))
        elif isinstance(widget, QSpinBox):
            widget.setValue(int(value))
        elif isinstance(widget, QLineEdit):
            widget.setText(str(value))
        else:
            extra = json.loads(self.extra_options.text() or "{}")
            extra[key] = value
            self.extra_options.setText(json.dumps(extra))

    # -- seats ---------------------------------------------------------------------
    def add_player(self, name: str, bot: bool = False) -> None:
        name = name.strip()
        if not name:
            return
        item = QListWidgetItem(self.tr("%s (bot)") % name if bot else name)
        item.setData(BOT_ROLE, (name, bot))
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsDragEnabled)
        self.seat_list.addItem(item)
        self._seats_changed()

    def add_bot(self) -> None:
        taken = {n.casefold() for n, _ in self.seats()}
        number = 1
        while f"bot {number}" in taken:
            number += 1
        self.add_player(self.tr("Bot %d") % number, bot=True)

    def _add_from_edit(self) -> None:
        self.add_player(self.name_edit.text())
        self.name_edit.clear()
        self.name_edit.setFocus()

    def _remove_selected(self) -> None:
        for item in self.seat_list.selectedItems():
            self.seat_list.takeItem(self.seat_list.row(item))
        self._seats_changed()

    def seats(self) -> list[tuple[str, bool]]:
        return [tuple(self.seat_list.item(i).data(BOT_ROLE)) for i in range(self.seat_list.count())]

    def move_seat(self, source: int, destination: int) -> None:
        """Move a seat (what a drag does)."""
        item = self.seat_list.takeItem(source)
        self.seat_list.insertItem(destination, item)
        self._seats_changed()

    def _seats_changed(self) -> None:
        current = self.host_box.currentText()
        self.host_box.clear()
        for name, bot in self.seats():
            if not bot:
                self.host_box.addItem(name)
        index = self.host_box.findText(current)
        if index >= 0:
            self.host_box.setCurrentIndex(index)
        self.revalidate()

    def _mode_changed(self) -> None:
        self.host_box.setEnabled(self.host_radio.isChecked())
        self.revalidate()

    # -- checking ------------------------------------------------------------------
    def problem(self) -> str | None:
        """Why this table cannot be dealt, in plain words (None when it can)."""
        seats = self.seats()
        try:
            options = self.options()
        except ValueError as exc:
            return self.tr("More options is not valid JSON: %s") % exc
        if self.host_radio.isChecked() and self.host_box.currentIndex() < 0:
            return self.tr("Playing host: choose your seat (a person, not a bot)")
        error = trial_check(self.ruleset_name(), options, self.seed_box.value(), [n for n, _ in seats])
        return error

    def revalidate(self) -> None:
        problem = self.problem()
        self.error_label.setText(problem or "")
        self.error_label.setVisible(bool(problem))
        self.ok_button.setEnabled(problem is None)

    def settings(self) -> TableSettings:
        mode = PLAYING_HOST if self.host_radio.isChecked() else NARRATOR
        host_seat = None
        if mode == PLAYING_HOST:
            names = [n for n, _ in self.seats()]
            host_seat = names.index(self.host_box.currentText())
        return TableSettings(self.ruleset_name(), self.options(), self.seed_box.value(), mode, host_seat)

    def _accept(self) -> None:
        if self.problem() is not None:
            self.revalidate()
            return
        self.tableRequested.emit(self.settings(), self.seats())
        self.accept()
