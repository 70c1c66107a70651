"""A rule set's options as a form, built from the rule set's own description
(``Ruleset.option_specs()``, engine/options.py): a check box for yes/no, a spin
box for a number, a drop-down of words for a named value, a duration editor,
a deadline editor and a deck field that opens the deck editor. Options that a
game type does not read are hidden while another game type is chosen.

There is no free-text box for an option. Options meant for rehearsals (the
``advanced`` ones, such as a fixed event script) are kept as they come and
edited only in the dialog's collapsed "Advanced: edit as JSON" box.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QTime, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QTimeEdit,
    QVBoxLayout,
    QWidget,
)

from engine.options import OptionKind, OptionSpec, game_type_spec
from engine.ruleset import Ruleset
from engine.simulate import SimulationJob
from engine.text import listed
from moonveil_desktop.balance import GAME_LIMIT
from moonveil_desktop.ui.common import plain_label, screen_reader_name
from moonveil_desktop.ui.deck_editor import DeckCheck, DeckEditor
from moonveil_desktop.ui.option_words import choice_words, word

TIME_FORMAT = "HH:mm"


class OptionField:
    """One option's control: reads and writes the option's value."""

    def __init__(self, spec: OptionSpec, widget: QWidget) -> None:
        self.spec = spec
        self.widget = widget
        widget.setObjectName(f"option_{spec.key}")

    def value(self) -> Any:
        raise NotImplementedError

    def set_value(self, value: Any) -> None:
        raise NotImplementedError

    def describe(self, label: str, help_text: str) -> None:
        self.widget.setAccessibleName(label)
        self.widget.setAccessibleDescription(help_text)
        self.widget.setToolTip(help_text)


class BoolField(OptionField):
    def __init__(self, spec: OptionSpec, changed: Callable[[], None]) -> None:
        self.box = QCheckBox()
        super().__init__(spec, self.box)
        self.box.toggled.connect(changed)

    def value(self) -> Any:
        return self.box.isChecked()

    def set_value(self, value: Any) -> None:
        self.box.setChecked(bool(value))


class IntField(OptionField):
    """A spin box; an optional number has an "Automatic" step below its minimum."""

    def __init__(self, spec: OptionSpec, changed: Callable[[], None]) -> None:
        self.spin = QSpinBox()
        super().__init__(spec, self.spin)
        self.automatic = spec.minimum - 1 if spec.optional else None
        self.spin.setRange(spec.minimum if self.automatic is None else self.automatic, spec.maximum)
        self.spin.valueChanged.connect(changed)

    def value(self) -> Any:
        number = self.spin.value()
        return None if number == self.automatic else number

    def set_value(self, value: Any) -> None:
        if value is None and self.automatic is not None:
            self.spin.setValue(self.automatic)
        elif isinstance(value, int) and not isinstance(value, bool):
            self.spin.setValue(value)

    def describe(self, label: str, help_text: str) -> None:
        super().describe(label, help_text)
        if self.automatic is not None:
            self.spin.setSpecialValueText(QCoreApplication.translate("OptionForm", "Automatic"))


class ChoiceField(OptionField):
    def __init__(self, spec: OptionSpec, changed: Callable[[], None], lang: str) -> None:
        self.combo = QComboBox()
        super().__init__(spec, self.combo)
        for choice in spec.choices:
            self.combo.addItem(choice_words(choice, lang), choice.value)
        self.combo.currentIndexChanged.connect(changed)

    def value(self) -> Any:
        return self.combo.currentData()

    def set_value(self, value: Any) -> None:
        index = self.combo.findData(value)
        if index >= 0:
            self.combo.setCurrentIndex(index)


class DurationsField(OptionField):
    """The duration editor: minutes and seconds per part ("No limit" at 0)."""

    def __init__(self, spec: OptionSpec, changed: Callable[[], None]) -> None:
        super().__init__(spec, QWidget())
        grid = QGridLayout(self.widget)
        grid.setContentsMargins(0, 0, 0, 0)
        self.times: dict[str, QTimeEdit] = {}
        self.labels: dict[str, QLabel] = {}
        for index, part in enumerate(spec.parts):
            edit = QTimeEdit()
            edit.setObjectName(f"option_{spec.key}_{part.key}")
            edit.setDisplayFormat("mm:ss")
            edit.setMaximumTime(QTime(0, 0).addSecs(min(spec.maximum, 3599)))
            edit.timeChanged.connect(changed)
            label = plain_label(wrap=False)
            label.setBuddy(edit)
            self.times[part.key], self.labels[part.key] = edit, label
            grid.addWidget(label, index // 2, (index % 2) * 2)
            grid.addWidget(edit, index // 2, (index % 2) * 2 + 1)

    def value(self) -> Any:
        return {key: QTime(0, 0).secsTo(edit.time()) for key, edit in self.times.items()}

    def set_value(self, value: Any) -> None:
        if isinstance(value, dict):
            for key, edit in self.times.items():
                seconds = value.get(key) or 0
                edit.setTime(QTime(0, 0).addSecs(int(seconds) if isinstance(seconds, int) else 0))

    def describe(self, label: str, help_text: str) -> None:
        super().describe(label, help_text)
        for part in self.spec.parts:
            words = word(part.label)
            self.labels[part.key].setText(words)
            self.times[part.key].setAccessibleName(f"{label}: {words}")
            self.times[part.key].setToolTip(
                QCoreApplication.translate("OptionForm", "Minutes and seconds; 00:00: no limit")
            )


class DeadlinesField(OptionField):
    """When phases close by themselves: by the moderator, minutes after they
    open, or at times of day (Three factions' forum schedule, D-35)."""

    def __init__(self, spec: OptionSpec, changed: Callable[[], None]) -> None:
        super().__init__(spec, QWidget())
        grid = QGridLayout(self.widget)
        grid.setContentsMargins(0, 0, 0, 0)
        self.mode = QComboBox()
        self.mode.setObjectName(f"option_{spec.key}_mode")
        for choice in spec.choices:
            self.mode.addItem(word(choice.label), choice.value)
        grid.addWidget(self.mode, 0, 0, 1, 3)
        self.labels: dict[str, QLabel] = {}
        self.minutes: dict[str, QSpinBox] = {}
        self.clock: dict[str, QTimeEdit] = {}
        for row, part in enumerate(spec.parts, start=1):
            label, spin, time = plain_label(wrap=False), QSpinBox(), QTimeEdit()
            spin.setObjectName(f"option_{spec.key}_{part.key}_minutes")
            time.setObjectName(f"option_{spec.key}_{part.key}_time")
            spin.setRange(1, 24 * 60)
            spin.setValue(10)
            time.setDisplayFormat(TIME_FORMAT)
            time.setTime(QTime(21, 0))
            spin.valueChanged.connect(changed)
            time.timeChanged.connect(changed)
            grid.addWidget(label, row, 0)
            grid.addWidget(spin, row, 1)
            grid.addWidget(time, row, 2)
            self.labels[part.key], self.minutes[part.key], self.clock[part.key] = label, spin, time
        self.mode.currentIndexChanged.connect(self._show_mode)
        self.mode.currentIndexChanged.connect(changed)
        self._show_mode()

    def _show_mode(self) -> None:
        mode = self.mode.currentData()
        for key in self.labels:
            timer = mode == "timer" and key != "start"  # a timer has no start time
            self.labels[key].setVisible(timer or mode == "clock")
            self.minutes[key].setVisible(timer)
            self.clock[key].setVisible(mode == "clock")

    def value(self) -> Any:
        mode = self.mode.currentData()
        value: dict[str, Any] = {"mode": mode}
        for key in self.labels:
            if mode == "timer" and key != "start":
                value[key] = self.minutes[key].value()
            elif mode == "clock":
                value[key] = self.clock[key].time().toString(TIME_FORMAT)
        return value

    def set_value(self, value: Any) -> None:
        if not isinstance(value, dict):
            return
        index = self.mode.findData(value.get("mode"))
        if index >= 0:
            self.mode.setCurrentIndex(index)
        for key, part_value in value.items():
            if key in self.minutes and isinstance(part_value, int) and not isinstance(part_value, bool):
                self.minutes[key].setValue(part_value)
            elif key in self.clock and isinstance(part_value, str):
                time = QTime.fromString(part_value, "H:mm")
                if time.isValid():
                    self.clock[key].setTime(time)

    def describe(self, label: str, help_text: str) -> None:
        super().describe(label, help_text)
        screen_reader_name(self.mode, label)  # its form label points at the whole field, not at it
        for index, choice in enumerate(self.spec.choices):
            self.mode.setItemText(index, word(choice.label))
        for part in self.spec.parts:
            words = word(part.label)
            self.labels[part.key].setText(words)
            self.minutes[part.key].setAccessibleName(f"{label}: {words}")
            self.minutes[part.key].setSuffix(QCoreApplication.translate("OptionForm", " min"))
            self.clock[part.key].setAccessibleName(f"{label}: {words}")


class DeckField(OptionField):
    """A deck of cards: a summary line and "Choose cards…" (the deck editor). An
    optional deck has "Choose my own cards": unticked, the book deals its own."""

    def __init__(self, spec: OptionSpec, form: OptionForm) -> None:
        super().__init__(spec, QWidget())
        self.form = form
        self.cards: list[str] = list(spec.default or [])
        self.proposed = False  # the cards are the book's proposal (they follow the table size)
        self.own = QCheckBox()
        self.own.setObjectName(f"option_{spec.key}_own")
        self.own.setVisible(spec.optional)
        self.own.setChecked(not spec.optional)
        self.summary = plain_label()
        self.summary.setObjectName(f"option_{spec.key}_summary")
        self.button = QPushButton()
        self.button.setObjectName(f"option_{spec.key}_edit")
        column = QVBoxLayout(self.widget)
        column.setContentsMargins(0, 0, 0, 0)
        row = QHBoxLayout()
        column.addLayout(row)
        if spec.optional:
            # the box and the button share the top line and the cards get the whole width
            # below: beside them, "2 × Werewolf, 1 × Alien Leader, …" was squeezed into a
            # column a word wide, eight lines tall
            row.addWidget(self.own)
            row.addStretch(1)
            row.addWidget(self.button)
            column.addWidget(self.summary)
        else:
            row.addWidget(self.summary, 1)
            row.addWidget(self.button)
        self.own.toggled.connect(self._own_toggled)
        self.button.clicked.connect(self.edit)

    def _own_toggled(self, own: bool) -> None:
        if own and not self.cards:
            self.cards = self.form.proposed_deck(self.spec) or []
        self.refresh()
        self.form.changed_now()

    def value(self) -> Any:
        return list(self.cards) if self.own.isChecked() else None

    def set_value(self, value: Any) -> None:
        self.own.blockSignals(True)
        self.own.setChecked(value is not None or not self.spec.optional)
        self.own.blockSignals(False)
        self.cards = [str(role) for role in value] if isinstance(value, (list, tuple)) else []
        self.refresh()

    def refresh(self) -> None:
        self.button.setEnabled(self.own.isChecked())
        if not self.own.isChecked():
            self.summary.setText(QCoreApplication.translate("OptionForm", "The book's cards for this table"))
            return
        counts = Counter(self.cards)
        roles = self.form.ruleset.roles
        parts = [f"{count} × {roles[role].name(self.form.lang)}" for role, count in counts.items() if role in roles]
        summary = listed(parts, self.form.lang) if parts else QCoreApplication.translate("OptionForm", "No cards yet")
        self.summary.setText(summary)

    def edit(self) -> DeckEditor:
        editor = self.form.deck_editor(self.spec, self.cards)
        editor.accepted.connect(lambda: self._take(editor.deck()))
        editor.open()
        return editor

    def _take(self, deck: list[str]) -> None:
        self.cards = deck
        self.proposed = False
        self.refresh()
        self.form.changed_now()

    def describe(self, label: str, help_text: str) -> None:
        super().describe(label, help_text)
        own = QCoreApplication.translate("OptionForm", "Choose my own cards")
        choose = QCoreApplication.translate("OptionForm", "Choose cards…")
        self.own.setText(own)
        self.own.setAccessibleName(own)
        self.button.setText(choose)
        self.button.setAccessibleName(f"{choose} {label}")
        self.summary.setAccessibleName(label)
        self.refresh()


class OptionForm(QWidget):
    """The form of one rule set's options; ``values()`` is what the rule set reads."""

    changed = Signal()

    def __init__(
        self,
        ruleset: Ruleset,
        check: Callable[[dict[str, Any]], str | None],
        seats: Callable[[], int],
        lang: str = "en",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.ruleset = ruleset
        self.check = check  # the whole table's trial deal with these options
        self.seats = seats
        self.lang = lang
        self.layout_ = QFormLayout(self)
        self.layout_.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.fields: dict[str, OptionField] = {}
        self.labels: dict[str, QLabel] = {}
        self.kept: dict[str, Any] = {}  # advanced options, as they came (the JSON box edits them)
        self._quiet = True
        for spec in ruleset.option_specs():
            if spec.advanced:
                continue
            field = self._field(spec)
            # one line: QFormLayout sizes a label's row by its one-line height, so a wrapped
            # label was cut top and bottom ("Si può votare per sé stessi", Italian Three
            # factions, stop 45); the label column takes the longest label's width instead
            label = plain_label(wrap=False)
            label.setBuddy(field.widget)
            self.fields[spec.key], self.labels[spec.key] = field, label
            self.layout_.addRow(label, field.widget)
            field.set_value(spec.default)
        self.follow_seats()
        self.retranslate()
        self._quiet = False
        self._show_game_type()

    def _field(self, spec: OptionSpec) -> OptionField:
        if spec.kind is OptionKind.BOOL:
            return BoolField(spec, self.changed_now)
        if spec.kind is OptionKind.INT:
            return IntField(spec, self.changed_now)
        if spec.kind is OptionKind.CHOICE:
            return ChoiceField(spec, self.changed_now, self.lang)
        if spec.kind is OptionKind.DURATIONS:
            return DurationsField(spec, self.changed_now)
        if spec.kind is OptionKind.DEADLINES:
            return DeadlinesField(spec, self.changed_now)
        if spec.kind is OptionKind.ROLES:
            return DeckField(spec, self)
        raise ValueError(f"no control for the option kind {spec.kind}")  # advanced kinds never get here

    def retranslate(self) -> None:
        for key, field in self.fields.items():
            label = word(field.spec.label)
            self.labels[key].setText(label)
            field.describe(label, word(field.spec.help))
            if isinstance(field, ChoiceField):
                for index, choice in enumerate(field.spec.choices):
                    field.combo.setItemText(index, choice_words(choice, self.lang))

    # -- values ------------------------------------------------------------------
    def game_type(self) -> str | None:
        chooser = game_type_spec(self.ruleset.option_specs())
        return str(self.fields[chooser.key].value()) if chooser else None

    def values(self) -> dict[str, Any]:
        """The options read under the chosen game type (None ones left out), and the kept advanced ones."""
        game_type = self.game_type()
        values = {
            key: value
            for key, field in self.fields.items()
            if field.spec.applies(game_type) and (value := field.value()) is not None
        }
        return {**values, **self.kept}

    def set_values(self, values: dict[str, Any]) -> list[str]:
        """Set the options the form knows; returns the keys it does not show."""
        unknown = []
        for key, value in values.items():
            field = self.fields.get(key)
            if isinstance(field, DeckField):
                field.proposed = False
            if field is not None:
                field.set_value(value)
            else:
                unknown.append(key)
        return unknown

    def follow_seats(self) -> None:
        """Decks still at the book's proposal follow the table size (Three factions
        proposes other cards for each size, D-02)."""
        proposed = self.ruleset.proposed_options(max(self.seats(), self.ruleset.min_players))
        for key, field in self.fields.items():
            if isinstance(field, DeckField) and (field.proposed or not field.cards):
                field.set_value(proposed.get(key))  # None: the book deals its own cards
                field.proposed = proposed.get(key) is not None

    def set_kept(self, kept: dict[str, Any]) -> None:
        self.kept = dict(kept)

    def follow(self, previous: OptionForm | None) -> None:
        """Take the values of the form this one replaces (rebuilt in another language)
        when both are the same rule set's; another rule set's options mean nothing here."""
        if previous is not None and previous.ruleset is self.ruleset:
            self.set_values(previous.values())
            self.set_kept(previous.kept)

    def changed_now(self) -> None:
        if self._quiet:
            return
        self._show_game_type()
        self.changed.emit()

    def _show_game_type(self) -> None:
        game_type = self.game_type()
        for field in self.fields.values():
            self.layout_.setRowVisible(field.widget, field.spec.applies(game_type))

    # -- decks -------------------------------------------------------------------
    def deck_check(self, spec: OptionSpec) -> DeckCheck:
        return lambda deck: self.check({**self.values(), spec.key: deck})

    def proposed_deck(self, spec: OptionSpec) -> list[str] | None:
        """The cards the book itself would deal at this table (its default game type)."""
        from moonveil_desktop.ui.setup_trial import proposed_cards

        return proposed_cards(self.ruleset, self.seats())

    def deck_editor(self, spec: OptionSpec, deck: list[str]) -> DeckEditor:
        return DeckEditor(
            self.ruleset,
            spec,
            deck,
            self.seats(),
            self.deck_check(spec),
            self.lang,
            proposal=lambda: self.proposed_deck(spec),
            parent=self,
            estimate=lambda deck: self.simulation_job(spec, deck),
        )

    def simulation_job(self, spec: OptionSpec, deck: list[str]) -> SimulationJob:
        """Bot games of this table with ``deck`` as the cards (the balance estimate)."""
        return SimulationJob(self.ruleset.name, {**self.values(), spec.key: deck}, self.seats(), GAME_LIMIT)
