"""New table: rule set, its options, the seats (drag to reorder), bots, the mode.

The options form is built from the rule set's description of its options
(``ui/option_form.py``): check boxes, spin boxes, drop-downs of words, a duration
editor, deadlines and the deck editor; the book proposes the defaults for the
number of seats. A collapsed "Advanced: edit as JSON" box shows the same options
as JSON and writes back to the form. Before the table can be seated, a trial
engine game checks that it would deal; its refusal is shown inline in plain
words. A duplicate or empty name is refused before it enters the seat list.

The last table set up (rule set, options, seats, mode) comes back when the
dialog opens, and named presets can be saved, loaded, renamed and deleted
(``AppSettings``: the main window's settings, or the ones given).
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
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from engine.ruleset import find_ruleset
from engine.simulate import SimulationJob
from moonveil_desktop.balance import GAME_LIMIT
from moonveil_desktop.controller import trial_check
from moonveil_desktop.i18n import current_language
from moonveil_desktop.settings import AppSettings, PresetError
from moonveil_desktop.settings_records import TableSetup
from moonveil_desktop.table import NARRATOR, PLAYING_HOST, TableSettings
from moonveil_desktop.ui.balance_panel import BalanceWindow
from moonveil_desktop.ui.colors import tone_style
from moonveil_desktop.ui.common import Retranslated, bot_name, follow_layout, plain_label, says_bot, screen_reader_name
from moonveil_desktop.ui.option_form import OptionForm
from moonveil_desktop.vocabulary import ruleset_title

BOT_ROLE = Qt.ItemDataRole.UserRole
MAX_NAME = 40


class NewTableDialog(Retranslated, QDialog):
    """Collects a ``TableSettings`` and the seats; ``tableRequested`` on OK."""

    tableRequested = Signal(object, object)  # TableSettings, list[tuple[str, bool]]

    def __init__(
        self,
        rulesets: list[str],
        default_ruleset: str = "moonveil",
        parent: QWidget | None = None,
        settings: AppSettings | None = None,
    ) -> None:
        super().__init__(parent)
        parent_settings = getattr(parent, "settings", None)
        self.app_settings = settings or (parent_settings if isinstance(parent_settings, AppSettings) else None)
        self.setObjectName("newTableDialog")
        self.resize(1100, 680)
        self.form: OptionForm | None = None
        self._json_problem: str | None = None
        self._writing_json = False

        self.ruleset_box = QComboBox()
        self.ruleset_box.setObjectName("rulesetBox")
        for name in rulesets:
            self.ruleset_box.addItem(name, name)
        index = max(0, self.ruleset_box.findData(default_ruleset))
        self.ruleset_box.setCurrentIndex(index)
        self.seed_box = QSpinBox()
        self.seed_box.setObjectName("seedBox")
        self.seed_box.setRange(0, 2_000_000_000)
        self.seed_box.setValue(random.SystemRandom().randrange(1, 1_000_000))
        self.options_area = QScrollArea()
        self.options_area.setObjectName("optionsArea")
        self.options_area.setWidgetResizable(True)
        # Tab goes to the options inside (it scrolls to them): the area itself was a stop announced "Rules"
        self.options_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.json_toggle = QToolButton()
        self.json_toggle.setObjectName("advancedToggle")
        self.json_toggle.setCheckable(True)
        self.json_toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.json_toggle.setArrowType(Qt.ArrowType.RightArrow)
        self.json_edit = QPlainTextEdit()
        self.json_edit.setObjectName("advancedJson")
        self.json_edit.setVisible(False)
        self.json_edit.setMaximumHeight(140)

        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("nameEdit")
        self.name_edit.setMaxLength(MAX_NAME)
        self.name_error = plain_label("")
        self.name_error.setObjectName("nameError")
        self.name_error.setStyleSheet(tone_style("error"))
        self.name_error.setVisible(False)
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
        self.seat_count = plain_label("")
        self.seat_count.setObjectName("seatCount")

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

        self.preset_box = QComboBox()
        self.preset_box.setObjectName("presetBox")
        self.load_preset_button = QPushButton()
        self.load_preset_button.setObjectName("loadPreset")
        self.save_preset_button = QPushButton()
        self.save_preset_button.setObjectName("savePreset")
        self.rename_preset_button = QPushButton()
        self.rename_preset_button.setObjectName("renamePreset")
        self.delete_preset_button = QPushButton()
        self.delete_preset_button.setObjectName("deletePreset")
        self.preset_error = plain_label("")
        self.preset_error.setObjectName("presetError")
        self.preset_error.setStyleSheet(tone_style("error"))
        self.preset_error.setVisible(False)

        self.error_label = plain_label("")
        self.error_label.setObjectName("compositionError")
        self.error_label.setStyleSheet(tone_style("error"))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        # our own accept button: a standard Ok button gets its text back ("OK") from
        # QDialogButtonBox itself on every LanguageChange
        self.ok_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.AcceptRole)
        self.ok_button.setObjectName("seatTable")
        self.balance_button = self.buttons.addButton("", QDialogButtonBox.ButtonRole.ActionRole)
        self.balance_button.setObjectName("balanceButton")
        self.balance_button.clicked.connect(self.show_balance)
        self.balance_window: BalanceWindow | None = None

        self._lay_out()
        self._wire()
        self.retranslate_ui()
        self._fill_presets()
        last = self.app_settings.last_table() if self.app_settings else None
        if last is not None:
            self.apply_setup(last)
        self._opened_with = self.current_setup()  # Cancel asks first once this has changed
        self.discard_question: QMessageBox | None = None

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("New table"))
        lang = current_language()
        for index in range(self.ruleset_box.count()):
            self.ruleset_box.setItemText(index, ruleset_title(str(self.ruleset_box.itemData(index)), lang))
        self.ruleset_box.setToolTip(self.tr("The rules this table plays by"))
        self.ruleset_box.setAccessibleName(self.tr("Rule set"))
        self.seed_box.setToolTip(self.tr("The same seed and the same actions always give the same game"))
        self.seed_box.setAccessibleName(self.tr("Seed"))
        self.json_toggle.setText(self.tr("Advanced: edit as JSON"))
        self.json_toggle.setAccessibleName(self.tr("Advanced: edit as JSON"))
        self.json_edit.setAccessibleName(self.tr("The options as JSON"))
        self.json_edit.setToolTip(self.tr("The same options as the form above; edits here change the form"))
        self.name_edit.setPlaceholderText(self.tr("Player name"))
        self.name_edit.setAccessibleName(self.tr("Player name"))
        self.add_button.setText(self.tr("Add player"))
        self.bot_button.setText(self.tr("Add bot"))
        self.bot_button.setToolTip(self.tr("A bot plays an empty seat using only what its own card shows"))
        self.remove_button.setText(self.tr("Remove"))
        self.remove_button.setAccessibleName(self.tr("Remove the selected seat"))
        self.seat_list.setToolTip(self.tr("Seat order: drag a name to move it"))
        self.seat_list.setAccessibleName(self.tr("Seats"))
        self.narrator_radio.setText(self.tr("Narrator: I know everything and enter the actions"))
        self.host_radio.setText(self.tr("Playing host: I hold a card too; actions come from phones"))
        self.host_box.setToolTip(self.tr("Which seat is yours"))
        self.host_box.setAccessibleName(self.tr("Your seat"))
        self.error_label.setAccessibleName(self.tr("Why the table cannot be seated"))
        self.ok_button.setText(self.tr("Seat the table"))
        self.balance_button.setText(self.tr("&Balance…"))
        self.balance_button.setToolTip(self.tr("Who wins this table when bots play it many times"))
        self.presets_group.setTitle(self.tr("Presets"))
        screen_reader_name(self.preset_box, self.tr("Presets"))
        self.preset_box.setToolTip(self.tr("Saved tables: rule set, options and seats"))
        self.load_preset_button.setText(self.tr("Load"))
        self.load_preset_button.setAccessibleName(self.tr("Load the preset"))
        self.save_preset_button.setText(self.tr("Save as…"))
        self.save_preset_button.setAccessibleName(self.tr("Save this table as a preset"))
        self.rename_preset_button.setText(self.tr("Rename…"))
        self.rename_preset_button.setAccessibleName(self.tr("Rename the preset"))
        self.delete_preset_button.setText(self.tr("Delete"))
        self.delete_preset_button.setAccessibleName(self.tr("Delete the preset"))
        self.rules_group.setTitle(self.tr("Rules"))
        self.seats_group.setTitle(self.tr("Seats"))
        self.mode_group_box.setTitle(self.tr("Mode"))
        for label, text in (
            (self.ruleset_label, self.tr("&Rule set")),
            (self.seed_label, self.tr("S&eed")),
            (self.seat_label, self.tr("Your seat")),
        ):
            label.setText(text)
        for index in range(self.seat_list.count()):
            item = self.seat_list.item(index)
            name, bot = item.data(BOT_ROLE)
            item.setText(self.tr("%s (bot)") % name if bot and not says_bot(name) else name)
        self._rebuild_options()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)  # the button box makes OK the default when shown:
        for button in self.findChildren(QPushButton):  # Enter in the name box adds a player,
            button.setAutoDefault(False)  # it must not seat the table
            button.setDefault(False)

    def _lay_out(self) -> None:
        self.ruleset_label, self.seed_label, self.seat_label = (QLabel() for _ in range(3))
        self.ruleset_label.setBuddy(self.ruleset_box)
        self.seed_label.setBuddy(self.seed_box)
        self.seat_label.setBuddy(self.host_box)
        self.rules_group = rules = QGroupBox()
        rules_layout = QVBoxLayout(rules)
        top_form = QFormLayout()
        top_form.addRow(self.ruleset_label, self.ruleset_box)
        top_form.addRow(self.seed_label, self.seed_box)
        rules_layout.addLayout(top_form)
        rules_layout.addWidget(self.options_area, 1)
        rules_layout.addWidget(self.json_toggle)
        rules_layout.addWidget(self.json_edit)

        self.seats_group = seats = QGroupBox()
        seat_layout = QVBoxLayout(seats)
        # the name gets a whole line: button words run 30% longer in some languages
        self.name_edit.setMinimumWidth(200)
        seat_layout.addWidget(self.name_edit)
        seat_layout.addWidget(self.name_error)
        row = QHBoxLayout()
        row.addWidget(self.add_button)
        row.addWidget(self.bot_button)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        seat_layout.addLayout(row)
        seat_layout.addWidget(self.seat_list, 1)
        seat_layout.addWidget(self.seat_count)

        self.mode_group_box = mode = QGroupBox()
        mode_layout = QFormLayout(mode)
        mode_layout.addRow(self.narrator_radio)
        mode_layout.addRow(self.host_radio)
        mode_layout.addRow(self.seat_label, self.host_box)

        self.presets_group = presets = QGroupBox()
        preset_layout = QVBoxLayout(presets)
        preset_layout.addWidget(self.preset_box)
        preset_row = QHBoxLayout()
        for button in (
            self.load_preset_button,
            self.save_preset_button,
            self.rename_preset_button,
            self.delete_preset_button,
        ):
            preset_row.addWidget(button)
        preset_layout.addLayout(preset_row)
        preset_layout.addWidget(self.preset_error)
        presets.setVisible(self.app_settings is not None)

        right = QVBoxLayout()
        right.addWidget(presets)
        right.addWidget(seats, 1)
        right.addWidget(mode)
        top = QHBoxLayout()
        top.addWidget(rules, 3)
        top.addLayout(right, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(top, 1)
        layout.addWidget(self.error_label)
        layout.addWidget(self.buttons)

    def _wire(self) -> None:
        self.ruleset_box.currentIndexChanged.connect(self._rebuild_options)
        self.add_button.clicked.connect(self._add_from_edit)
        self.name_edit.returnPressed.connect(self._add_from_edit)
        self.name_edit.textChanged.connect(lambda _: self.name_error.setVisible(False))
        self.bot_button.clicked.connect(self.add_bot)
        self.remove_button.clicked.connect(self._remove_selected)
        self.seat_list.model().rowsMoved.connect(self._seats_changed)
        self.json_toggle.toggled.connect(self._show_json)
        self.json_edit.textChanged.connect(self._json_edited)
        self.seed_box.valueChanged.connect(self.revalidate)
        self.mode_group.buttonToggled.connect(self._mode_changed)
        self.buttons.accepted.connect(self._accept)
        self.buttons.rejected.connect(self.reject)
        self.load_preset_button.clicked.connect(lambda: self.load_preset(self.preset_box.currentText()))
        self.save_preset_button.clicked.connect(self._ask_save_preset)
        self.rename_preset_button.clicked.connect(self._ask_rename_preset)
        self.delete_preset_button.clicked.connect(lambda: self.delete_preset(self.preset_box.currentText()))

    # -- options -----------------------------------------------------------------
    def _rebuild_options(self) -> None:
        """A new form for the chosen rule set; the same rule set keeps its values."""
        ruleset = find_ruleset(self.ruleset_name())
        form = OptionForm(ruleset, self.trial, lambda: self.seat_list.count(), current_language())
        form.follow(self.form)
        form.setObjectName("optionForm")
        form.changed.connect(self._options_changed)
        self.form = form
        self.options_area.setWidget(form)  # deletes the old form
        self._count_seats()
        self._options_changed()

    def _options_changed(self) -> None:
        if self.json_toggle.isChecked() and not self._writing_json:
            self._write_json()
        self.revalidate()
        layout = self.layout()
        if layout is not None:
            follow_layout(layout)  # the rule book's options before Cancel and "Seat the table"

    def _show_json(self, shown: bool) -> None:
        self.json_toggle.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self.json_edit.setVisible(shown)
        if shown:
            self._write_json()

    def _write_json(self) -> None:
        self._writing_json = True
        self.json_edit.setPlainText(json.dumps(self.form_options(), indent=1, ensure_ascii=False))
        self._writing_json = False
        self._json_problem = None

    def _json_edited(self) -> None:
        if self._writing_json:
            return
        try:
            values = json.loads(self.json_edit.toPlainText() or "{}")
            if not isinstance(values, dict):
                raise ValueError(self.tr("the options are one JSON object: {...}"))
        except ValueError as exc:
            self._json_problem = str(exc)
            self.revalidate()
            return
        self._json_problem = None
        self._writing_json = True  # the form follows the JSON; the JSON is not rewritten while typed
        assert self.form is not None
        unknown = self.form.set_values(values)
        self.form.set_kept({key: values[key] for key in unknown})
        self._writing_json = False
        self.revalidate()

    def ruleset_name(self) -> str:
        return str(self.ruleset_box.currentData())

    def form_options(self) -> dict[str, Any]:
        return self.form.values() if self.form is not None else {}

    def options(self) -> dict[str, Any]:
        """The options as the rule set reads them; ValueError while the JSON box is not valid."""
        if self._json_problem is not None:
            raise ValueError(self._json_problem)
        return self.form_options()

    def set_option(self, key: str, value: Any) -> None:
        """Set one option as the moderator would (kept aside when the form has no control for it)."""
        assert self.form is not None
        if self.form.set_values({key: value}):
            self.form.set_kept({**self.form.kept, key: value})
        self._options_changed()

    def trial(self, options: dict[str, Any]) -> str | None:
        """Would these options deal at this table? The engine's refusal in plain words."""
        seats = [n for n, _ in self.seats()]
        return trial_check(self.ruleset_name(), options, self.seed_box.value(), seats, current_language())

    # -- seats ---------------------------------------------------------------------
    def name_problem(self, name: str) -> str | None:
        """Why ``name`` cannot take a seat, or None."""
        if not name:
            return self.tr("Type a name first")
        if name.casefold() in {taken.casefold() for taken, _ in self.seats()}:
            return self.tr("The name %s is already taken") % name
        return None

    def add_player(self, name: str, bot: bool = False) -> bool:
        """Seat ``name`` at the end; a duplicate or empty name is refused and shown."""
        name = " ".join(name.split())
        problem = self.name_problem(name)
        self.name_error.setText(problem or "")
        self.name_error.setVisible(problem is not None)
        if problem is not None:
            return False
        item = QListWidgetItem(self.tr("%s (bot)") % name if bot and not says_bot(name) else name)
        item.setData(BOT_ROLE, (name, bot))
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsDragEnabled)
        self.seat_list.addItem(item)
        self._seats_changed()
        return True

    def add_bot(self) -> None:
        taken = {n.casefold() for n, _ in self.seats()}
        number = 1
        while bot_name(number).casefold() in taken:
            number += 1
        self.add_player(bot_name(number), bot=True)

    def _add_from_edit(self) -> None:
        if self.add_player(self.name_edit.text()):
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
        self._count_seats()
        if self.form is not None:
            self.form.follow_seats()
            self._options_changed()

    def _count_seats(self) -> None:
        ruleset = find_ruleset(self.ruleset_name())
        self.seat_count.setText(
            self.tr("%d seats (this rule set plays with %d to %d)")
            % (self.seat_list.count(), ruleset.min_players, ruleset.max_players)
        )

    def _mode_changed(self) -> None:
        self.host_box.setEnabled(self.host_radio.isChecked())
        self.revalidate()

    # -- checking ------------------------------------------------------------------
    def problem(self) -> str | None:
        """Why this table cannot be dealt, in plain words (None when it can)."""
        try:
            options = self.options()
        except ValueError as exc:
            return self.tr("Advanced options are not valid JSON: %s") % exc
        if self.host_radio.isChecked() and self.host_box.currentIndex() < 0:
            return self.tr("Playing host: choose your seat (a person, not a bot)")
        return self.trial(options)

    def revalidate(self) -> None:
        problem = self.problem()
        self.error_label.setText(problem or "")
        self.error_label.setVisible(bool(problem))
        self.ok_button.setEnabled(problem is None)
        self._update_balance(problem)

    # -- the balance estimate (issue 29) ----------------------------------------------
    def show_balance(self) -> BalanceWindow:
        """The estimate of this table as it stands, following every change."""
        ruleset = find_ruleset(self.ruleset_name())
        if self.balance_window is None or self.balance_window.panel.ruleset is not ruleset:
            if self.balance_window is not None:
                self.balance_window.close()
            self.balance_window = BalanceWindow(ruleset, current_language(), self)
        if self.balance_window.isVisible():
            self.balance_window.raise_()  # asked again: bring it to the front
        self.balance_window.show()
        self.balance_window.activateWindow()  # its Close and Escape answer the keyboard at once
        self._update_balance(self.problem())
        return self.balance_window

    def _update_balance(self, problem: str | None) -> None:
        window = self.balance_window
        if window is None or not window.isVisible():
            return
        if window.panel.ruleset is not find_ruleset(self.ruleset_name()):
            self.show_balance()  # another rule set: a window for its words
            return
        job = (
            None if problem else SimulationJob(self.ruleset_name(), self.options(), self.seat_list.count(), GAME_LIMIT)
        )
        window.panel.set_job(job)

    def settings(self) -> TableSettings:
        mode = PLAYING_HOST if self.host_radio.isChecked() else NARRATOR
        host_seat = None
        if mode == PLAYING_HOST:
            names = [n for n, _ in self.seats()]
            host_seat = names.index(self.host_box.currentText())
        return TableSettings(self.ruleset_name(), self.options(), self.seed_box.value(), mode, host_seat)

    def reject(self) -> None:
        """Cancel, Escape or the window's close: a setup the moderator has changed (seats
        typed, options chosen) is discarded only once they say so — an Escape meant for
        the balance window or a drop-down must not lose twelve names."""
        if self.current_setup() == self._opened_with:
            self.discard()
            return
        if self.discard_question is not None:
            if self.discard_question.isVisible():
                return  # asked already: the question is on screen
            self.discard_question.deleteLater()
        self.discard_question = self._ask_to_discard()  # in the language of the moment
        self.discard_question.open()

    def discard(self) -> None:
        """Close without seating, asking nothing."""
        super().reject()

    def _ask_to_discard(self) -> QMessageBox:
        box = QMessageBox(self)
        box.setObjectName("discardSetup")
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("New table"))
        box.setText(self.tr("Discard this table? The seats and options you entered will be lost."))
        keep = box.addButton(self.tr("Keep editing"), QMessageBox.ButtonRole.RejectRole)
        box.addButton(self.tr("Discard"), QMessageBox.ButtonRole.DestructiveRole).setObjectName("discardButton")
        box.setDefaultButton(keep)  # Enter and Escape both keep the setup
        box.setEscapeButton(keep)
        box.buttonClicked.connect(lambda button: self.discard() if button is not keep else None)
        return box

    def _accept(self) -> None:
        if self.problem() is not None:
            self.revalidate()
            return
        if self.app_settings is not None:
            self.app_settings.set_last_table(self.current_setup())
        self.tableRequested.emit(self.settings(), self.seats())
        self.accept()

    # -- remembered tables and presets -------------------------------------------------
    def current_setup(self) -> TableSetup:
        return TableSetup(self.ruleset_name(), self.form_options(), self.seats(), self.host_radio.isChecked())

    def apply_setup(self, setup: TableSetup) -> None:
        """Bring a remembered table back: rule set, seats, options, mode."""
        index = self.ruleset_box.findData(setup.ruleset)
        if index < 0:
            return  # a rule set this build does not have
        self.ruleset_box.setCurrentIndex(index)
        self.seat_list.clear()
        for name, bot in setup.seats:
            self.add_player(name, bot)
        assert self.form is not None
        unknown = self.form.set_values(setup.options)
        self.form.set_kept({key: setup.options[key] for key in unknown if self._is_advanced(key)})
        (self.host_radio if setup.playing_host else self.narrator_radio).setChecked(True)
        self._options_changed()

    def _is_advanced(self, key: str) -> bool:
        return any(spec.key == key and spec.advanced for spec in find_ruleset(self.ruleset_name()).option_specs())

    def _fill_presets(self, current: str = "") -> None:
        self.preset_box.clear()
        names = sorted(self.app_settings.presets(), key=str.casefold) if self.app_settings else []
        self.preset_box.addItems(names)
        if current in names:
            self.preset_box.setCurrentText(current)
        for button in (self.load_preset_button, self.rename_preset_button, self.delete_preset_button):
            button.setEnabled(bool(names))

    def _preset_problem(self, error: PresetError, name: str) -> str:
        if str(error) == "empty":
            return self.tr("Type a name for the preset")
        if str(error) == "taken":
            return self.tr("A preset called %s already exists") % name
        return self.tr("There is no preset called %s") % name

    def _show_preset_problem(self, problem: str | None) -> bool:
        self.preset_error.setText(problem or "")
        self.preset_error.setVisible(problem is not None)
        return problem is None

    def save_preset(self, name: str) -> bool:
        """Save this table as ``name``; an empty or taken name is refused and shown."""
        if self.app_settings is None:
            return False
        try:
            saved = self.app_settings.save_preset(name, self.current_setup())
        except PresetError as error:
            return self._show_preset_problem(self._preset_problem(error, name.strip()))
        self._fill_presets(saved)
        return self._show_preset_problem(None)

    def load_preset(self, name: str) -> bool:
        setup = self.app_settings.presets().get(name) if self.app_settings else None
        if setup is None:
            return self._show_preset_problem(self.tr("There is no preset called %s") % name)
        self.apply_setup(setup)
        return self._show_preset_problem(None)

    def rename_preset(self, old: str, new: str) -> bool:
        if self.app_settings is None:
            return False
        try:
            renamed = self.app_settings.rename_preset(old, new)
        except PresetError as error:
            return self._show_preset_problem(self._preset_problem(error, new.strip() or old))
        self._fill_presets(renamed)
        return self._show_preset_problem(None)

    def delete_preset(self, name: str) -> None:
        if self.app_settings is not None and name:
            self.app_settings.delete_preset(name)
            self._fill_presets()

    def _ask_save_preset(self) -> None:
        name, ok = QInputDialog.getText(self, self.tr("Save as a preset"), self.tr("Name of the preset:"))
        if ok:
            self.save_preset(name)

    def _ask_rename_preset(self) -> None:
        old = self.preset_box.currentText()
        name, ok = QInputDialog.getText(self, self.tr("Rename the preset"), self.tr("New name:"), text=old)
        if ok and old:
            self.rename_preset(old, name)
