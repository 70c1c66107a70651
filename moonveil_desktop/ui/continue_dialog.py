"""File → Continue a game in progress: a game begun on paper goes on in the app.

The moderator picks the rule set and sets its options in the same form as the
New table dialog (``ui/option_form.py``: check boxes, spin boxes, drop-downs;
nothing is typed as JSON), enters the players in seat order with their roles and
who is still alive, and the night to continue at. The dialog builds
a position (``engine.position.start_of_night``, docs/positions.md) and the
engine checks it as it is typed: its refusal is shown inline in plain words,
naming the player it is about, and the game can only start from a position the
engine accepts.
"""

from __future__ import annotations

import random
import re
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine.position import start_of_night
from engine.ruleset import find_ruleset
from moonveil_desktop.controller import plain_error, position_problem, position_refusal
from moonveil_desktop.i18n import current_language
from moonveil_desktop.table import NARRATOR, TableSettings
from moonveil_desktop.ui.colors import tone_style
from moonveil_desktop.ui.common import Retranslated, plain_label
from moonveil_desktop.ui.option_form import OptionForm
from moonveil_desktop.vocabulary import ruleset_title

NAME, ROLE, ALIVE = range(3)
_PLAYER_FIELD = re.compile(r"players\[(\d+)\]")


class ContinueGameDialog(Retranslated, QDialog):
    """Collects the players, their roles, who is alive and the night; emits
    ``gameRequested(TableSettings, position)`` on OK."""

    gameRequested = Signal(object, object)

    def __init__(self, rulesets: list[str], default_ruleset: str = "moonveil", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("continueGameDialog")
        self.resize(720, 700)
        self.seed = random.SystemRandom().randrange(1, 1_000_000)
        self.ruleset_box = QComboBox()
        self.ruleset_box.setObjectName("continueRuleset")
        for name in rulesets:
            self.ruleset_box.addItem(name, name)
        self.ruleset_box.setCurrentIndex(max(0, self.ruleset_box.findData(default_ruleset)))
        self.form: OptionForm | None = None
        self.options_area = QScrollArea()
        self.options_area.setObjectName("continueOptions")
        self.options_area.setWidgetResizable(True)
        self.night_box = QSpinBox()
        self.night_box.setObjectName("continueNight")
        self.night_box.setRange(1, 999)
        self.table = QTableWidget(0, 3)
        self.table.setObjectName("continuePlayers")
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.horizontalHeader().setSectionResizeMode(ROLE, QHeaderView.ResizeMode.Stretch)
        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(40)
        self.add_button = QPushButton()
        self.add_button.setObjectName("continueAddPlayer")
        self.remove_button = QPushButton()
        self.remove_button.setObjectName("continueRemovePlayer")
        self.error_label = plain_label("")
        self.error_label.setObjectName("continueError")
        self.error_label.setStyleSheet(tone_style("error"))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.ok_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.ok_button.setObjectName("continueGame")
        self._lay_out()
        self._wire()
        self.retranslate_ui()  # builds the option form and checks the (empty) table

    def _lay_out(self) -> None:
        self.ruleset_label, self.options_label, self.night_label = QLabel(), QLabel(), QLabel()
        form = QFormLayout()
        form.addRow(self.ruleset_label, self.ruleset_box)
        form.addRow(self.night_label, self.night_box)
        adding = QHBoxLayout()
        for widget in (self.name_edit, self.add_button, self.remove_button):
            adding.addWidget(widget)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.options_label)
        layout.addWidget(self.options_area, 1)
        layout.addWidget(self.table, 1)
        layout.addLayout(adding)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)

    def _wire(self) -> None:
        self.ruleset_box.currentIndexChanged.connect(self._ruleset_changed)
        self.night_box.valueChanged.connect(self.revalidate)
        self.table.itemChanged.connect(self.revalidate)
        self.add_button.clicked.connect(self._add_from_edit)
        self.name_edit.returnPressed.connect(self._add_from_edit)
        self.remove_button.clicked.connect(self._remove_selected)
        self.buttons.rejected.connect(self.reject)
        self.ok_button.clicked.connect(self._accept)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Continue a game in progress"))
        lang = current_language()
        for index in range(self.ruleset_box.count()):
            self.ruleset_box.setItemText(index, ruleset_title(str(self.ruleset_box.itemData(index)), lang))
        self.ruleset_label.setText(self.tr("Rule set"))
        self.options_label.setText(self.tr("Options"))
        self.options_area.setToolTip(self.tr("The options the table played with (the book's defaults unless changed)"))
        self.night_label.setText(self.tr("Continue at the start of night"))
        self.night_box.setToolTip(self.tr("The night the table is about to play; finish the day on paper first"))
        self.table.setHorizontalHeaderLabels([self.tr("Name"), self.tr("Role"), self.tr("Alive")])
        self.table.setToolTip(self.tr("The players in seat order, with their roles and who is still alive"))
        self.name_edit.setPlaceholderText(self.tr("Player name"))
        self.add_button.setText(self.tr("Add player"))
        self.remove_button.setText(self.tr("Remove"))
        self.ok_button.setText(self.tr("Continue the game"))
        self._fill_role_boxes()
        self._rebuild_options()

    # -- players -------------------------------------------------------------------
    def ruleset_name(self) -> str:
        return str(self.ruleset_box.currentData())

    def add_player(self, name: str, role: str | None = None, alive: bool = True) -> None:
        row = self.table.rowCount()
        self.table.blockSignals(True)
        self.table.insertRow(row)
        self.table.setItem(row, NAME, QTableWidgetItem(name.strip()))
        box = QComboBox()
        self.table.setCellWidget(row, ROLE, box)
        self._fill_role_box(box, role)
        box.currentIndexChanged.connect(self.revalidate)
        check = QTableWidgetItem()
        check.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled)
        check.setCheckState(Qt.CheckState.Checked if alive else Qt.CheckState.Unchecked)
        self.table.setItem(row, ALIVE, check)
        self.table.blockSignals(False)
        self._seats_changed()

    def set_role(self, row: int, role: str) -> None:
        box = self._role_box(row)
        box.setCurrentIndex(box.findData(role))

    def set_alive(self, row: int, alive: bool) -> None:
        item = self.table.item(row, ALIVE)
        if item is not None:
            item.setCheckState(Qt.CheckState.Checked if alive else Qt.CheckState.Unchecked)

    def players(self) -> list[tuple[str, str, bool]]:
        """(name, role id, alive) in seat order."""
        rows = []
        for row in range(self.table.rowCount()):
            name_item, alive_item = self.table.item(row, NAME), self.table.item(row, ALIVE)
            name = name_item.text().strip() if name_item is not None else ""
            alive = alive_item is not None and alive_item.checkState() == Qt.CheckState.Checked
            rows.append((name, str(self._role_box(row).currentData() or ""), alive))
        return rows

    def _role_box(self, row: int) -> QComboBox:
        box = self.table.cellWidget(row, ROLE)
        assert isinstance(box, QComboBox)
        return box

    def _fill_role_boxes(self) -> None:
        for row in range(self.table.rowCount()):
            box = self._role_box(row)
            self._fill_role_box(box, box.currentData())

    def _fill_role_box(self, box: QComboBox, keep: Any) -> None:
        """The rule set's roles by name in the console's language (ids are kept)."""
        lang = current_language()
        roles = find_ruleset(self.ruleset_name()).roles
        box.blockSignals(True)
        box.clear()
        for role_id, spec in sorted(roles.items(), key=lambda item: item[1].name(lang).casefold()):
            box.addItem(spec.name(lang), role_id)
        box.setCurrentIndex(max(0, box.findData(keep)))
        box.blockSignals(False)

    def _add_from_edit(self) -> None:
        if self.name_edit.text().strip():
            self.add_player(self.name_edit.text())
            self.name_edit.clear()

    def _remove_selected(self) -> None:
        for row in sorted({index.row() for index in self.table.selectedIndexes()}, reverse=True):
            self.table.removeRow(row)
        self._seats_changed()

    def _seats_changed(self) -> None:
        if self.form is not None:
            self.form.follow_seats()  # decks still at the book's proposal follow the table size
        self.revalidate()

    def _ruleset_changed(self) -> None:
        self._fill_role_boxes()
        self._rebuild_options()

    # -- options -------------------------------------------------------------------
    def _rebuild_options(self) -> None:
        """The New table's option form for the chosen rule set (rebuilt in the console's
        language); the same rule set keeps its values."""
        ruleset = find_ruleset(self.ruleset_name())
        form = OptionForm(ruleset, self._options_problem, self.table.rowCount, current_language())
        form.follow(self.form)
        form.setObjectName("continueOptionForm")
        form.changed.connect(self.revalidate)
        self.form = form
        self.options_area.setWidget(form)  # deletes the old form
        self.revalidate()

    def options(self) -> dict[str, Any]:
        """The options as the rule set reads them, from the form."""
        return self.form.values() if self.form is not None else {}

    def set_option(self, key: str, value: Any) -> None:
        """Set one option in the form, as the moderator would."""
        assert self.form is not None
        self.form.set_values({key: value})
        self.form.changed_now()

    # -- the position --------------------------------------------------------------
    def position(self, options: dict[str, Any] | None = None) -> dict[str, Any]:
        chosen = self.options() if options is None else options
        return start_of_night(self.ruleset_name(), chosen, self.seed, self.players(), self.night_box.value())

    def _options_problem(self, options: dict[str, Any]) -> str | None:
        """The deck editor's check: would the position start with these options?"""
        return position_problem(self.position(options), current_language())

    def problem(self) -> str | None:
        """Why the game cannot go on from what is entered, in plain words (None: it can)."""
        players = self.players()
        if not players:
            return self.tr("Add the players who sat at the table, in seat order.")
        if any(not name for name, _, _ in players):
            return self.tr("Every player needs a name.")
        refusal = position_refusal(self.position())
        if refusal is None:
            return None
        problem = plain_error(refusal, current_language(), self.ruleset_name())
        match = _PLAYER_FIELD.match(getattr(refusal, "field", ""))
        if match is not None and int(match.group(1)) < len(players):
            return f"{players[int(match.group(1))][0]}: {problem}"  # the player, not a field path
        return problem

    def revalidate(self) -> None:
        problem = self.problem()
        self.error_label.setText(problem or "")
        self.error_label.setHidden(problem is None)
        self.ok_button.setEnabled(problem is None)

    def _accept(self) -> None:
        if self.problem() is not None:
            return
        settings = TableSettings(self.ruleset_name(), self.options(), self.seed, NARRATOR)
        self.gameRequested.emit(settings, self.position())
        self.accept()
