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

from PySide6.QtCore import QCoreApplication, Qt, Signal
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
    QLabel,
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
from moonveil_desktop.catalog import QT_TRANSLATE_NOOP
from moonveil_desktop.controller import trial_check
from moonveil_desktop.i18n import current_language
from moonveil_desktop.table import NARRATOR, PLAYING_HOST, TableSettings
from moonveil_desktop.ui.common import Retranslated, clear_layout, plain_label
from moonveil_desktop.vocabulary import ruleset_title

BOT_ROLE = Qt.ItemDataRole.UserRole

OPTION_CONTEXT = "RuleOptions"
OPTION_LABELS = {
    # the rule sets' option keys (default_options); an unknown key shows as "Key name"
    "game_type": QT_TRANSLATE_NOOP("RuleOptions", "Game type"),
    "seer": QT_TRANSLATE_NOOP("RuleOptions", "Seer"),
    "guardian": QT_TRANSLATE_NOOP("RuleOptions", "Guardian"),
    "max_days": QT_TRANSLATE_NOOP("RuleOptions", "Maximum days (0: no limit)"),
    "vote": QT_TRANSLATE_NOOP("RuleOptions", "Vote"),
    "wolves": QT_TRANSLATE_NOOP("RuleOptions", "Wolves"),
    "mode": QT_TRANSLATE_NOOP("RuleOptions", "Mode"),
    "presence": QT_TRANSLATE_NOOP("RuleOptions", "Presence check"),
    "soldiers": QT_TRANSLATE_NOOP("RuleOptions", "Soldiers"),
    "self_vote": QT_TRANSLATE_NOOP("RuleOptions", "Players may vote for themselves"),
    "publish_totals": QT_TRANSLATE_NOOP("RuleOptions", "Publish vote totals"),
    "missed_vote_threshold": QT_TRANSLATE_NOOP("RuleOptions", "Missed votes before a sanction"),
    "missed_vote_counting": QT_TRANSLATE_NOOP("RuleOptions", "Counting of missed votes"),
    "missed_vote_sanction": QT_TRANSLATE_NOOP("RuleOptions", "Sanction for missed votes"),
    "sanction_confirm": QT_TRANSLATE_NOOP("RuleOptions", "The moderator confirms sanctions"),
    "harlot_repeat": QT_TRANSLATE_NOOP("RuleOptions", "Harlot may repeat a visit"),
    "guard_neighbours": QT_TRANSLATE_NOOP("RuleOptions", "Guard's neighbours"),
    "sick_nights": QT_TRANSLATE_NOOP("RuleOptions", "Nights of sickness"),
    "spirit_first_night": QT_TRANSLATE_NOOP("RuleOptions", "Spirit's first night"),
    "victory_order": QT_TRANSLATE_NOOP("RuleOptions", "Victory order"),
    "detective_counts": QT_TRANSLATE_NOOP("RuleOptions", "What the detective counts"),
    "nothing_to_report": QT_TRANSLATE_NOOP("RuleOptions", 'Announce "nothing to report"'),
}

# the values a text option may take (rule set, key) → values; shown in words, stored as ids
OPTION_CHOICES: dict[tuple[str, str], tuple[str, ...]] = {
    ("moonveil", "game_type"): ("all_roles", "themes", "classic"),
    ("moonveil", "vote"): ("majority", "plurality"),
    ("luna_llena", "mode"): ("classic", "random"),
    ("three_factions", "missed_vote_counting"): ("cumulative", "consecutive"),
    ("three_factions", "missed_vote_sanction"): ("elimination", "warning", "none"),
    ("three_factions", "harlot_repeat"): ("never", "consecutive"),
    ("three_factions", "guard_neighbours"): ("circle", "linear"),
    ("three_factions", "victory_order"): ("aliens_first", "village_first"),
    ("three_factions", "detective_counts"): ("counts_as", "roles"),
}
OPTION_VALUES = {
    "all_roles": QT_TRANSLATE_NOOP("RuleOptions", "All roles"),
    "themes": QT_TRANSLATE_NOOP("RuleOptions", "Themed roles"),
    "classic": QT_TRANSLATE_NOOP("RuleOptions", "Classic"),
    "majority": QT_TRANSLATE_NOOP("RuleOptions", "Strict majority"),
    "plurality": QT_TRANSLATE_NOOP("RuleOptions", "Most votes"),
    "random": QT_TRANSLATE_NOOP("RuleOptions", "Random"),
    "cumulative": QT_TRANSLATE_NOOP("RuleOptions", "In total"),
    "consecutive": QT_TRANSLATE_NOOP("RuleOptions", "In a row"),
    "elimination": QT_TRANSLATE_NOOP("RuleOptions", "Elimination"),
    "warning": QT_TRANSLATE_NOOP("RuleOptions", "A warning"),
    "none": QT_TRANSLATE_NOOP("RuleOptions", "None"),
    "never": QT_TRANSLATE_NOOP("RuleOptions", "Never"),
    "circle": QT_TRANSLATE_NOOP("RuleOptions", "Around the circle"),
    "linear": QT_TRANSLATE_NOOP("RuleOptions", "In a line"),
    "aliens_first": QT_TRANSLATE_NOOP("RuleOptions", "Aliens first"),
    "village_first": QT_TRANSLATE_NOOP("RuleOptions", "Village first"),
    "counts_as": QT_TRANSLATE_NOOP("RuleOptions", "What players count as"),
    "roles": QT_TRANSLATE_NOOP("RuleOptions", "Their roles"),
}


def option_value_label(value: str) -> str:
    source = OPTION_VALUES.get(value)
    return QCoreApplication.translate(OPTION_CONTEXT, source) if source else value


def option_label(key: str) -> str:
    source = OPTION_LABELS.get(key)
    if source is None:
        return key.replace("_", " ").capitalize()
    return QCoreApplication.translate(OPTION_CONTEXT, source)


class NewTableDialog(Retranslated, QDialog):
    """Collects a ``TableSettings`` and the seats; ``tableRequested`` on OK."""

    tableRequested = Signal(object, object)  # TableSettings, list[tuple[str, bool]]

    def __init__(self, rulesets: list[str], default_ruleset: str = "moonveil", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("newTableDialog")
        self.resize(900, 600)
        self._option_widgets: dict[str, QWidget] = {}

        self.ruleset_box = QComboBox()
        self.ruleset_box.setObjectName("rulesetBox")
        for name in rulesets:
            self.ruleset_box.addItem(name, name)
        index = max(0, self.ruleset_box.findData(default_ruleset))
        self.ruleset_box.setCurrentIndex(index)
        self.seed_box = QSpinBox()
        self.seed_box.setRange(0, 2_000_000_000)
        self.seed_box.setValue(random.SystemRandom().randrange(1, 1_000_000))
        self.options_form = QFormLayout()
        self.extra_options = QLineEdit()
        self.extra_options.setObjectName("extraOptions")
        self.extra_options.setPlaceholderText('{"wolves": 2}')

        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("nameEdit")
        self.name_edit.setMaxLength(40)
        self.add_button = QPushButton()
        self.add_button.setObjectName("addPlayer")
        self.bot_button = QPushButton()
        self.bot_button.setObjectName("addBot")
        self.remove_button = QPushButton()
        self.remove_button.setObjectName("removePlayer")
        self.seat_list = QListWidget()
        self.seat_list.setObjectName("seatList")
        self.seat_list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.seat_list.setDefaultDropAction(Qt.DropAction.MoveAction)

        self.narrator_radio = QRadioButton()
        self.narrator_radio.setObjectName("narratorMode")
        self.host_radio = QRadioButton()
        self.host_radio.setObjectName("hostMode")
        self.narrator_radio.setChecked(True)
        self.mode_group = QButtonGroup(self)
        self.mode_group.addButton(self.narrator_radio)
        self.mode_group.addButton(self.host_radio)
        self.host_box = QComboBox()
        self.host_box.setObjectName("hostSeat")

        self.error_label = plain_label("")
        self.error_label.setObjectName("compositionError")
        self.error_label.setStyleSheet("color: #b3261e;")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        # our own accept button: a standard Ok button gets its text back ("OK") from
        # QDialogButtonBox itself on every LanguageChange
        self.ok_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.ok_button.setObjectName("seatTable")

        self._lay_out()
        self._wire()
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("New table"))
        lang = current_language()
        for index in range(self.ruleset_box.count()):
            self.ruleset_box.setItemText(index, ruleset_title(str(self.ruleset_box.itemData(index)), lang))
        self.ruleset_box.setToolTip(self.tr("The rules this table plays by"))
        self.seed_box.setToolTip(self.tr("The same seed and the same actions always give the same game"))
        self.extra_options.setToolTip(self.tr("Other options of the rule set, as JSON"))
        self.name_edit.setPlaceholderText(self.tr("Player name"))
        self.add_button.setText(self.tr("Add player"))
        self.bot_button.setText(self.tr("Add bot"))
        self.bot_button.setToolTip(self.tr("A bot plays an empty seat using only what its own card shows"))
        self.remove_button.setText(self.tr("Remove"))
        self.seat_list.setToolTip(self.tr("Seat order: drag a name to move it"))
        self.narrator_radio.setText(self.tr("Narrator: I know everything and enter the actions"))
        self.host_radio.setText(self.tr("Playing host: I hold a card too; actions come from phones"))
        self.host_box.setToolTip(self.tr("Which seat is yours"))
        self.ok_button.setText(self.tr("Seat the table"))
        self.rules_group.setTitle(self.tr("Rules"))
        self.seats_group.setTitle(self.tr("Seats"))
        self.mode_group_box.setTitle(self.tr("Mode"))
        for label, text in (
            (self.ruleset_label, self.tr("Rule set")),
            (self.more_label, self.tr("More options")),
            (self.seed_label, self.tr("Seed")),
            (self.seat_label, self.tr("Your seat")),
        ):
            label.setText(text)
        for index in range(self.seat_list.count()):
            item = self.seat_list.item(index)
            name, bot = item.data(BOT_ROLE)
            item.setText(self.tr("%s (bot)") % name if bot else name)
        self._rebuild_options()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)  # the button box makes OK the default when shown:
        for button in self.findChildren(QPushButton):  # Enter in the name box adds a player,
            button.setAutoDefault(False)  # it must not seat the table
            button.setDefault(False)

    def _lay_out(self) -> None:
        self.ruleset_label, self.more_label, self.seed_label, self.seat_label = (QLabel() for _ in range(4))
        self.rules_group = rules = QGroupBox()
        form = QFormLayout(rules)
        form.addRow(self.ruleset_label, self.ruleset_box)
        form.addRow(self.options_form)
        form.addRow(self.more_label, self.extra_options)
        form.addRow(self.seed_label, self.seed_box)

        self.seats_group = seats = QGroupBox()
        seat_layout = QVBoxLayout(seats)
        # the name gets a whole line: button words run 30% longer in some languages
        self.name_edit.setMinimumWidth(200)
        seat_layout.addWidget(self.name_edit)
        row = QHBoxLayout()
        row.addWidget(self.add_button)
        row.addWidget(self.bot_button)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        seat_layout.addLayout(row)
        seat_layout.addWidget(self.seat_list, 1)

        self.mode_group_box = mode = QGroupBox()
        mode_layout = QFormLayout(mode)
        mode_layout.addRow(self.narrator_radio)
        mode_layout.addRow(self.host_radio)
        mode_layout.addRow(self.seat_label, self.host_box)

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
        kept = {key: self._option_value(widget) for key, widget in self._option_widgets.items()}
        ruleset = self.ruleset_name()
        same = getattr(self, "_options_of", None) == ruleset
        clear_layout(self.options_form)
        self._option_widgets = {}
        for key, value in find_ruleset(ruleset).default_options().items():
            choices = OPTION_CHOICES.get((ruleset, key), ())
            widget = self._option_widget(kept[key] if same and key in kept else value, choices)
            widget.setObjectName(f"option_{key}")
            self._option_widgets[key] = widget
            self.options_form.addRow(option_label(key), widget)
        self._options_of = ruleset
        self.revalidate()

    @staticmethod
    def _option_value(widget: QWidget) -> Any:
        if isinstance(widget, QComboBox):
            return widget.currentData()
        if isinstance(widget, QCheckBox):
            return widget.isChecked()
        if isinstance(widget, QSpinBox):
            return widget.value()
        return widget.text() if isinstance(widget, QLineEdit) else None

    def _option_widget(self, value: Any, choices: tuple[str, ...] = ()) -> QWidget:
        if value in choices:
            combo = QComboBox()
            for choice in choices:
                combo.addItem(option_value_label(choice), choice)
            combo.setCurrentIndex(combo.findData(value))
            combo.currentIndexChanged.connect(self.revalidate)
            return combo
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
            if isinstance(widget, QComboBox):
                options[key] = widget.currentData()
            elif isinstance(widget, QCheckBox):
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
        if isinstance(widget, QComboBox) and widget.findData(value) < 0:
            widget.addItem(str(value), value)  # a value the dialog does not know: kept as it is
        if isinstance(widget, QComboBox):
            widget.setCurrentIndex(widget.findData(value))
        elif isinstance(widget, QCheckBox):
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
