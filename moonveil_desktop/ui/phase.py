"""The current phase: the night-order checklist, actions, the vote, and "Resolve".

Built only from what the controller offers (the rule set's checklist, each
seat's prompts with legal targets, vote prompts with weights). A playing host
sees the public status (who has acted) and their own prompt, nothing else.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QComboBox,
    QFrame,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from engine.words import readable_number
from moonveil_desktop.catalog import listed
from moonveil_desktop.console_rows import Answer, SeatChoice, SeatPrompt, StepView, VoteRow
from moonveil_desktop.controller import TableController
from moonveil_desktop.projector.strings import CONTEXT as PROJECTOR_CONTEXT
from moonveil_desktop.projector.strings import STEP_WORDS
from moonveil_desktop.titles import public_sheriff
from moonveil_desktop.ui.colors import muted_style, tone_style
from moonveil_desktop.ui.common import (
    Retranslated,
    clear_layout,
    focus_chain,
    follow_layout,
    heading,
    plain_label,
    screen_reader_name,
)
from moonveil_desktop.ui.target_groups import TargetGroups, offered
from moonveil_desktop.vocabulary import groups_text

if TYPE_CHECKING:
    from fractions import Fraction  # imported where a tally is shown (start-up: fractions loads decimal)

    from engine.commands import VoteChoice
    from engine.view_types import PublicView

LATEST = 3  # public announcements shown under the title (the rest is in the log)
DONE = "✓"
NAME_COLUMN = 120  # the players' names before the pickers, in pixels at least


def name_column(widget: QWidget, names: list[str]) -> int:
    """The width of the names' column before the pickers: the table's longest name, so
    every row's pickers stand in line (one long name pushed its own row's out of line)."""
    metrics = widget.fontMetrics()
    return max([NAME_COLUMN] + [metrics.horizontalAdvance(name) + 12 for name in names])


CURRENT_SCALE = 1.8  # the current step's words, to be read aloud from a distance


# an ability, its targets (None: not chosen yet) and its option (None: none, or not chosen yet)
Draft = tuple[str, tuple[int | None, ...], str | None]


class StatusMark(Retranslated, QLabel):
    """A seat's state beside its name, in words: "✓ voted" / "✓ ready", or a dimmed
    italic "not voted yet" / "waiting". The waiting state was a bare "…" right after the
    Cast button, and a moderator at the table clicked it (session 45): an ellipsis is
    how a button says "more". Words read as a state; the tooltip says what the console
    waits for, and a screen reader hears the player's name with the state."""

    def __init__(self, name: str, done: bool, voting: bool, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setObjectName("seatStatus")
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # a state, not a control: Tab passes it by
        self.name, self.done, self.voting = name, done, voting
        self.retranslate_ui()

    def show_state(self, name: str, done: bool, voting: bool) -> None:
        if (name, done, voting) != (self.name, self.done, self.voting):
            self.name, self.done, self.voting = name, done, voting
            self.retranslate_ui()

    def retranslate_ui(self) -> None:
        if self.voting and self.done:
            words = (self.tr("✓ voted"), self.tr("%s has voted"), self.tr("This ballot is recorded"))
        elif self.voting:
            words = (self.tr("not voted yet"), self.tr("%s has not voted yet"), self.tr("Waiting for this ballot"))
        elif self.done:
            words = (self.tr("✓ ready"), self.tr("%s is ready"), self.tr("This player has acted"))
        else:
            words = (self.tr("waiting"), self.tr("%s: waiting"), self.tr("Waiting for this player to act"))
        shown, spoken, tip = words
        self.setText(shown)
        self.setAccessibleName(spoken % self.name)
        self.setToolTip(tip)
        self.setStyleSheet(tone_style("success") if self.done else muted_style())


class SeatActionRow(Retranslated, QWidget):
    """One seat's choice: an ability, its legal targets only, and Submit.

    No target is preselected (one stray Submit must not record a real action):
    Submit stays disabled until every target picker holds a choice."""

    drafted = Signal()  # the moderator changed a picker: the page keeps the choice

    def __init__(
        self, controller: TableController, prompt: SeatPrompt, step_name: str = "", parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.prompt = prompt
        self.step_name = step_name  # the checklist step the row belongs to, in its accessible names
        self.setObjectName(f"seatRow_{prompt.seat}_{prompt.slot}")
        self._card_names: dict[str, str] | None = None
        rows = QVBoxLayout(self)
        rows.setContentsMargins(0, 0, 0, 0)
        layout = QHBoxLayout()
        rows.addLayout(layout)
        self.name_label = plain_label(prompt.name, wrap=False)
        self.name_label.setMinimumWidth(name_column(self, controller.names()))  # the rows' pickers in line
        layout.addWidget(self.name_label)
        self.ability_box = QComboBox()
        self.ability_box.setObjectName("abilityBox")
        for choice in prompt.choices:
            self.ability_box.addItem(self._ability_text(choice.ability), choice.ability)
        layout.addWidget(self.ability_box)
        self.target_boxes: list[QComboBox] = []
        self.groups: TargetGroups | None = None  # the pickers in groups, any number of them (``repeats``)
        self.option_box: QComboBox | None = None  # the ability's option: a guessed role, a mode, an event
        self.message_edit: QLineEdit | None = None  # the words that go with the option (a crystal ball's)
        self.parts: list[str] = []  # each target's part where their order matters (the rule set's words)
        self.targets_layout = QHBoxLayout()
        layout.addLayout(self.targets_layout)
        self.submit_button = QPushButton()
        self.submit_button.setObjectName("submitAction")
        layout.addWidget(self.submit_button)
        layout.addStretch(1)
        # what was entered ("✓ Examine Ana, Carla") on a line of its own under the pickers:
        # beside Submit it pushed a two-target row past the page, and wrapped there it was a
        # column a word wide, cut ("✓ Esamina / Bea, Cai", stop 45)
        self.status = plain_label("", wrap=True)
        self.status.setContentsMargins(self.name_label.minimumWidth() + layout.spacing(), 0, 0, 0)
        self.status.hide()
        rows.addWidget(self.status)
        self.ability_box.currentIndexChanged.connect(self._ability_changed)
        self.ability_box.currentIndexChanged.connect(self.drafted)
        self.touched = False  # a picker was set (by the moderator, a kept draft, a submission)
        self.drafted.connect(self._touch)
        self.submit_button.clicked.connect(self.submit)
        self._ability_changed()
        if prompt.submitted is not None:
            self._show_submitted()
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.ability_box.setToolTip(self.tr("What this player does"))
        screen_reader_name(self.ability_box, self.tr("Action of %s") % self._who())
        self.submit_button.setText(self.tr("Submit"))
        self.submit_button.setAccessibleName(self.tr("Submit the action of %s") % self._who())
        self.submit_button.setToolTip(self.tr("Enter this action (it can be undone with Ctrl+Z)"))
        self._name_targets()
        self._name_option()

    def _who(self) -> str:
        """The seat, and the step when the row is in one: "Ana (Wolf)"."""
        return f"{self.prompt.name} ({self.step_name})" if self.step_name else self.prompt.name

    def _name_targets(self) -> None:
        """Each picker's tooltip and empty text, and for screen readers whose target it
        holds, not only its value; where the order matters, which target it is."""
        several = len(self.target_boxes) > 1
        for number, box in enumerate(self.target_boxes, start=1):
            box.setToolTip(self.tr("Only legal targets are offered"))
            box.setPlaceholderText(f"— {self.parts[number - 1]} —" if self.parts else choose_placeholder())
            name = self.tr("Target %d of %s") % (number, self._who()) if several else None
            if self.parts:  # "Examined: target 1 of Gus"
                name = f"{self.parts[number - 1]}: {name}"
            screen_reader_name(box, name or self.tr("Target of %s") % self._who())

    def _ability_text(self, ability: str) -> str:
        """The rule set's name for the ability when the seat's card gives one
        (``ability_names``), else the shared vocabulary's, else the id."""
        if self._card_names is None:
            table = self.controller.table
            card = table.player_view(self.prompt.seat, self.controller.lang)["card"] if table is not None else None
            self._card_names = dict(card["ability_names"]) if card else {}
        return str(self._card_names.get(ability) or self.controller.ability_name(ability))

    def _ability_changed(self) -> None:
        pickers: list[QWidget] = [self.groups] if self.groups is not None else list(self.target_boxes)
        pickers += [w for w in (self.option_box, self.message_edit) if w is not None]
        for picker in pickers:
            picker.setParent(None)
            picker.deleteLater()
        self.target_boxes = []
        self.groups = None
        self.option_box = self.message_edit = None
        choice = self.prompt.choices[self.ability_box.currentIndex()] if self.prompt.choices else None
        if choice is None:
            return
        names = self.controller.names()
        # one word per target where their order matters, none where it does not (plain pickers)
        self.parts = self.controller.ruleset.target_part_words(choice.ability, self.controller.lang)
        if choice.repeats:  # groups of targets, as many as the moderator adds (ZH-6.5.1)
            self.groups = TargetGroups(choice, names, self._who())
            self.groups.changed.connect(self._groups_changed)
            self.targets_layout.addWidget(self.groups)
            self._add_option_pickers(choice)
            self._groups_changed()
            return
        for _ in range(choice.count):
            box = QComboBox()
            box.setObjectName("targetBox")
            for target in choice.targets:
                box.addItem(names[target], target)
            box.setCurrentIndex(-1)
            box.currentIndexChanged.connect(self._update_submit)
            box.currentIndexChanged.connect(self.drafted)
            self.targets_layout.addWidget(box)
            self.target_boxes.append(box)
        self._add_option_pickers(choice)
        self._name_targets()
        self._update_submit()

    def _add_option_pickers(self, choice: SeatChoice) -> None:
        """The option's picker (after the targets: they are added before it) and, where
        the book lets words go with it, a line for them. Without these a narrator could
        not enter Three factions' abduction (IT-9.3: a role must be guessed)."""
        if not choice.options:
            return
        box = self.option_box = QComboBox()
        box.setObjectName("optionBox")
        for value, label in choice.options:
            box.addItem(label, value)
        box.setCurrentIndex(-1)
        # beside a target's "— choose —", the guess says what it is
        box.setPlaceholderText(role_placeholder() if choice.options_are_roles else choose_placeholder())
        box.currentIndexChanged.connect(self._update_submit)
        box.currentIndexChanged.connect(self.drafted)
        self.targets_layout.addWidget(box)
        if choice.option_text > 0:
            edit = self.message_edit = QLineEdit()
            edit.setObjectName("optionText")
            edit.setMaxLength(choice.option_text)
            edit.textChanged.connect(self._update_submit)
            edit.textChanged.connect(self.drafted)
            self.targets_layout.addWidget(edit)
        self._name_option()

    def _name_option(self) -> None:
        if self.option_box is not None:
            self.option_box.setToolTip(self.tr("What %s names with this action") % self.prompt.name)
            screen_reader_name(self.option_box, self.tr("Choice of %s") % self._who())
        if self.message_edit is not None:
            self.message_edit.setPlaceholderText(self.tr("Message"))
            self.message_edit.setAccessibleName(self.tr("Message of %s") % self._who())

    def option(self) -> str | None:
        """The option as the engine takes it: the choice, or "choice:words"; None when
        this ability has none or none is chosen yet."""
        if self.option_box is None or self.option_box.currentIndex() < 0:
            return None
        value = str(self.option_box.currentData())
        words = self.message_edit.text().strip() if self.message_edit is not None else ""
        return f"{value}:{words}" if words else value

    def _groups_changed(self) -> None:
        """A group's picker changed, or a group came or went: the row's pickers are the groups'."""
        if self.groups is None:
            return
        self.target_boxes = self.groups.boxes()
        self._name_targets()
        self._update_submit()
        self.drafted.emit()

    def _update_submit(self) -> None:
        self.submit_button.setEnabled(self.complete() and (self.prompt.submitted is None or self.prompt.changeable))

    def _show_submitted(self) -> None:
        """The pickers hold what was submitted, and the status says it."""
        submitted = self.prompt.submitted
        names = self.controller.names()
        chosen = submitted["targets"] if submitted else []
        ability_id = submitted["ability"] if submitted else ""
        option = submitted.get("option") if submitted else None
        self.choose(ability_id, tuple(chosen), option)
        ability = self._ability_text(ability_id)
        named = groups_text(chosen, self.groups.choice.count, names) if self.groups else ""  # "Ana + Bea; Cai + Dov"
        said = (submitted.get("option_label") or option or "") if submitted else ""  # the book's words: "Guard"
        entered = " — ".join(part for part in (named or ", ".join(names[t] for t in chosen), said) if part)
        self.status.setText(f"{DONE} {ability} {entered}".strip())
        self.status.setVisible(submitted is not None)
        if self.prompt.changeable:
            return
        self.submit_button.setEnabled(False)
        self.ability_box.setEnabled(False)
        if self.groups is not None:
            self.groups.set_enabled(False)
        for widget in (*self.target_boxes, self.option_box, self.message_edit):
            if widget is not None:
                widget.setEnabled(False)

    def choose(self, ability: str, targets: tuple[int | None, ...] = (), option: str | None = None) -> bool:
        """Set the pickers (a kept draft, "same for all", tests); ``False`` when
        this row does not offer that ability or one of those targets (or option)."""
        index = self.ability_box.findData(ability)
        if index < 0:
            return False
        self.ability_box.setCurrentIndex(index)
        if self.groups is not None:  # as many groups as the targets fill
            self.groups.hold(len(targets))
        applied = True
        for box, target in zip(self.target_boxes, targets, strict=False):
            position = box.findData(target) if target is not None else -1
            box.setCurrentIndex(position)
            applied = applied and position >= 0
        if option is not None and self.option_box is not None:
            value, _, words = option.partition(":")
            self.option_box.setCurrentIndex(self.option_box.findData(value))
            applied = applied and self.option_box.currentIndex() >= 0
            if self.message_edit is not None:
                self.message_edit.setText(words)
        return applied

    def draft(self) -> Draft:
        """The pickers as they are now, empty targets included."""
        targets = tuple(None if box.currentIndex() < 0 else int(box.currentData()) for box in self.target_boxes)
        return str(self.ability_box.currentData()), targets, self.option()

    def complete(self) -> bool:
        """Every target picker holds a choice, and the option (with its words, where the
        book asks for some) too."""
        if self.option_box is not None and self.option_box.currentIndex() < 0:
            return False
        if self.message_edit is not None and not self.message_edit.text().strip():
            return False
        return all(box.currentIndex() >= 0 for box in self.target_boxes)

    def _touch(self) -> None:
        self.touched = True

    def has_choice(self) -> bool:
        """Submitted, or a complete choice that was entered (an untouched row
        whose ability needs no target, like "Ready", has none yet)."""
        return self.prompt.submitted is not None or (self.touched and self.complete())

    def selection(self) -> tuple[str, tuple[int, ...]]:
        ability, targets, _ = self.draft()
        return ability, tuple(t for t in targets if t is not None)

    def pending(self) -> bool:
        return self.prompt.submitted is None or self.prompt.changeable

    def submit(self) -> None:
        if not self.complete():
            return
        ability, targets = self.selection()
        self.controller.act(self.prompt.seat, ability, targets, self.option())

    def pick_seat(self, seat: int) -> bool:
        """Put ``seat`` in the first empty target picker that offers it."""
        for box in self.target_boxes:
            if box.currentIndex() < 0 and box.isEnabled():
                position = box.findData(seat)
                if offered(box, position):
                    box.setCurrentIndex(position)
                    return True
        return False


def discard_widget(widget: QWidget) -> None:
    """Take a widget out of the page now; Qt deletes it once its events are through
    (it may be the button whose click is being handled)."""
    widget.hide()
    widget.setParent(None)
    widget.deleteLater()


def renew_rows(
    layout: QVBoxLayout,
    rows: list[SeatActionRow],
    prompts: Sequence[SeatPrompt],
    build: Callable[[SeatPrompt], SeatActionRow],
) -> list[SeatActionRow]:
    """Rows for the same seats and slots at a later moment: a row whose prompt is as
    it was stays the same widget (with what is entered in it and the focus); a changed
    one is built again in its place. ``rows`` is updated; returns the new rows."""
    fresh = []
    for index, (row, prompt) in enumerate(zip(rows, prompts, strict=True)):
        if row.prompt == prompt:
            continue
        new = build(prompt)
        layout.insertWidget(layout.indexOf(row), new)
        layout.removeWidget(row)
        discard_widget(row)
        rows[index] = new
        fresh.append(new)
    return fresh


class StepBox(Retranslated, QGroupBox):
    """One checklist step: a header that expands it, the words to say, the seats
    that wake, a tick, the seats' pickers, and what they would learn if the night
    ended now. The page shows the current step large and collapses the others."""

    expandedChanged = Signal(str, bool)  # step id, expanded (the moderator's click or key)

    def __init__(
        self, controller: TableController, step: StepView, ticked: bool, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.step = step
        self.current = False
        self._styled = False  # set_current has not drawn this step yet
        self.setObjectName(f"step_{step.id}")
        layout = QVBoxLayout(self)
        self.header = QToolButton()
        self.header.setObjectName("stepHeader")
        self.header.setCheckable(True)
        self.header.setAutoRaise(True)
        self.header.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # Tab reaches it, Space expands it
        self.header.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.header.setArrowType(Qt.ArrowType.RightArrow)
        self.header.toggled.connect(self._header_toggled)
        layout.addWidget(self.header)
        self.content = QWidget()
        self.content.setObjectName("stepContent")
        self.content_layout = content = QVBoxLayout(self.content)
        content.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.content)
        top = QHBoxLayout()
        self.tick = QCheckBox()
        self.tick.setObjectName("stepTick")
        self.tick.setChecked(ticked)
        top.addWidget(self.tick)
        self.words = heading(step.words, scale=1.15)
        self.words.setObjectName("stepWords")
        top.addWidget(self.words, 1)
        content.addLayout(top)
        self.wakes = plain_label("")
        self.wakes.setObjectName("stepWakes")
        content.addWidget(self.wakes)
        self.dead: QLabel | None = None
        if not step.active:
            self.dead = plain_label()
            self.dead.setObjectName("deadStep")
            self.dead.setStyleSheet(tone_style("warning"))
            content.addWidget(self.dead)
        self.rows: list[SeatActionRow] = []
        for prompt in step.prompts:
            row = SeatActionRow(controller, prompt, step.role_name)
            self.rows.append(row)
            content.addWidget(row)
        self.answer = plain_label("")
        self.answer.setObjectName("stepAnswer")
        self.answer.setStyleSheet(tone_style("info"))
        self.answer.hide()
        content.addWidget(self.answer)
        self._answers: list[Answer] = []
        self._still_to_act = 0
        self.same_button: QPushButton | None = None
        self._offer_same_for_all()
        self.set_expanded(False)
        self.retranslate_ui()

    def _offer_same_for_all(self) -> None:
        """ "Same for all" while more than one player of the step has a row still to
        enter (one Witch with an Antidote row and a Poison row has no "all" to fill)."""
        wanted = len({row.prompt.seat for row in self.rows if row.pending()}) > 1
        if wanted and self.same_button is None:
            self.same_button = QPushButton()
            self.same_button.setObjectName("sameForAll")
            self.same_button.clicked.connect(self.submit_same_for_all)
            self.content_layout.addWidget(self.same_button, 0, Qt.AlignmentFlag.AlignLeft)
        elif not wanted and self.same_button is not None:
            discard_widget(self.same_button)
            self.same_button = None

    def renew(self, step: StepView, ticked: bool) -> list[SeatActionRow]:
        """The same step at a later moment (same seats and slots): only the rows whose
        prompt changed are built again, in their place; returns those new rows."""
        self.step = step
        build = partial(SeatActionRow, self.controller, step_name=step.role_name)
        fresh = renew_rows(self.content_layout, self.rows, step.prompts, build)
        self.tick.blockSignals(True)  # as a new step would be: ticked, without a "ticked now" signal
        self.tick.setChecked(ticked)
        self.tick.blockSignals(False)
        self._offer_same_for_all()
        self.retranslate_ui()
        return fresh

    def retranslate_ui(self) -> None:
        self.tick.setToolTip(self.tr("Tick when you have read this step aloud"))
        self.header.setToolTip(self.tr("Show or hide this step (Space)"))
        self.header.setText(self.header_text())
        self.header.setAccessibleName(self.step.role_name or self.step.words)
        awake = self.awake_names()
        self.wakes.setText(self.tr("Wakes: %s") % listed(awake, self.controller.lang) if awake else "")
        self.wakes.setVisible(bool(awake))
        self.tick.setAccessibleName(self.tr("%s: read aloud") % self.step.role_name)
        if self.dead is not None:
            self.dead.setText(self.tr("Every player of this role is dead: read it aloud anyway (moderator only)."))
        if self.same_button is not None:
            self.same_button.setText(self.tr("Same for all"))
            self.same_button.setToolTip(
                self.tr("Give the first chosen action to every player of this step who has none yet, and submit them")
            )
        self._show_answer_text()

    def header_text(self) -> str:
        title = self.step.role_name or self.step.words
        return f"{DONE} {title}" if self.done() else title

    def awake_names(self) -> list[str]:
        """The living players this step wakes."""
        seats = self.controller.public_view()["seats"]
        return [seats[s]["name"] for s in self.step.seats if seats[s]["alive"]]

    def done(self) -> bool:
        """Read aloud (ticked), every row of the step submitted, or its part of the night
        over (a night in several input steps: in the Witch's, the earlier wake steps
        are through and the Witch's is the current one)."""
        if self.step.passed or self.tick.isChecked():
            return True
        return bool(self.rows) and all(r.prompt.submitted is not None for r in self.rows)

    def set_expanded(self, on: bool) -> None:
        self.header.blockSignals(True)
        self.header.setChecked(on)
        self.header.blockSignals(False)
        self.header.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)
        self.content.setVisible(on)

    def expanded(self) -> bool:
        return self.header.isChecked()

    def _header_toggled(self, on: bool) -> None:
        self.set_expanded(on)
        self.expandedChanged.emit(self.step.id, on)

    def set_current(self, on: bool) -> None:
        """The step the moderator is reading now: large, framed, open."""
        if self._styled and on == self.current:
            return  # as it is: a style sheet set again would restyle the whole step
        self._styled = True
        self.current = on
        font = QFont(self.words.font())
        font.setPointSizeF(QFont().pointSizeF() * (CURRENT_SCALE if on else 1.15))
        self.words.setFont(font)
        header = QFont(self.header.font())
        header.setBold(on)
        self.header.setFont(header)
        self.setStyleSheet(f"#step_{self.step.id} {{ border: 2px solid palette(highlight); }}" if on else "")

    def show_answers(
        self,
        answers: list[Answer],
        still_to_act: int,
        acting_seats: frozenset[int] = frozenset(),
    ) -> None:
        """What this step's players who acted or whose choice is entered, and the
        players they chose, would learn if the night ended now (the engine's
        preview); provisional while others have still to act. A chosen player who
        acts too (``acting_seats``: every seat with a choice tonight) learns from
        that action at its own step: a Guardian's step does not show what the Seer
        it protects learns."""
        acting = [row for row in self.rows if row.has_choice()]
        own = {row.prompt.seat for row in acting}
        # the players who acted and those they chose (a reading may go to another
        # player: Three factions' Blind Seer names who receives it)
        chosen = {seat for row in acting for seat in row.selection()[1]} - (acting_seats - own)
        involved = own | chosen
        self._answers = [a for a in answers if a.seat in involved]
        self._still_to_act = still_to_act
        self._show_answer_text()

    def _show_answer_text(self) -> None:
        lines = [self.tr("If the night ended now, %s learns: %s") % (a.name, a.text) for a in self._answers]
        if lines and self._still_to_act:
            lines.append(self.tr("Provisional: %n player(s) still to act can change this.", "", self._still_to_act))
        self.answer.setText("\n".join(lines))
        self.answer.setVisible(bool(lines))

    def has_answers(self) -> bool:
        return bool(self._answers)

    def pick_seat(self, seat: int) -> bool:
        """Put ``seat`` in the first empty target picker of this step that offers it."""
        return any(row.pending() and row.pick_seat(seat) for row in self.rows)  # stops at the first taker

    def submit_same_for_all(self) -> None:
        """Fill only this step's empty rows with its first entered choice (else
        the first row's, when it needs no target) and submit them and that first
        row; a row that holds a choice or a submission is never overwritten."""
        source = next((row for row in self.rows if row.has_choice()), None)
        if source is None and self.rows and self.rows[0].complete():
            source = self.rows[0]
        if source is None:
            return
        ability, targets = source.selection()
        empty = [row for row in self.rows if row is not source and not row.has_choice()]
        chosen = [row for row in empty if row.choose(ability, targets)]
        if source.prompt.submitted is None:
            chosen.insert(0, source)
        for row in chosen:  # each submit rebuilds the page: these rows are read before
            row.submit()


class VotePanel(Retranslated, QGroupBox):
    """The vote: one row per voter (choice picker for the narrator, status
    otherwise), weights, abstentions, and live weighted tallies."""

    def __init__(
        self, controller: TableController, drafts: dict[int, VoteChoice] | None = None, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.drafts: dict[int, VoteChoice] = drafts if drafts is not None else {}
        self.setObjectName("votePanel")
        layout = QVBoxLayout(self)
        self.tally_label = plain_label("")
        self.tally_label.setObjectName("tallies")
        font = self.tally_label.font()
        font.setBold(True)
        self.tally_label.setFont(font)
        layout.addWidget(self.tally_label)
        self.rows_layout = QVBoxLayout()
        layout.addLayout(self.rows_layout)
        self.boxes: dict[int, QComboBox] = {}
        self._shown: list[VoteRow] = []  # the voters as their lines show them
        self._name_width = NAME_COLUMN
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setTitle(self.tr("Vote"))

    def refresh(self, rows: list[VoteRow]) -> None:
        """The same voters: only the lines whose ballot changed are built again (the
        others keep their entered choice and focus); other voters: every line."""
        # every name as wide as the widest: one name past the column ("Juan Bautista
        # Villalobos") pushed its own line's weight, picker and Cast out of line (stop 45)
        width = name_column(self, self.controller.names())
        if [row.seat for row in rows] != [row.seat for row in self._shown] or width != self._name_width:
            self._name_width = width
            clear_layout(self.rows_layout)
            self._forget_ballots(list(self.boxes))
            changed = list(enumerate(rows))
        else:
            changed = [(i, row) for i, (row, old) in enumerate(zip(rows, self._shown, strict=True)) if row != old]
            self._forget_ballots([row.seat for _, row in changed])
        for index, row in changed:
            old_line = self.rows_layout.takeAt(index) if index < self.rows_layout.count() else None
            old_layout = old_line.layout() if old_line is not None else None
            if old_layout is not None:
                clear_layout(old_layout)
                old_layout.deleteLater()
            self.rows_layout.insertLayout(index, self._row(row))
        for _, row in changed:  # named once in the panel: the invisible label needs the box's parent
            if row.seat in self.boxes:
                screen_reader_name(self.boxes[row.seat], self.tr("%s's ballot") % row.name)
        self.boxes = {row.seat: self.boxes[row.seat] for row in rows if row.seat in self.boxes}  # voters' order
        self._shown = rows
        tallies = self.controller.tallies()
        if self.controller.narrator:
            self.tally_label.setText(self._tally_text(tallies, rows))
        else:  # the count the status line above gives too ("Waiting for 1 player"), not who
            missing = set(self.controller.missing())
            cast = sum(1 for r in rows if r.seat not in missing)
            self.tally_label.setText(self.tr("%s of %n ballot(s) cast", "", len(rows)) % cast)

    def _row(self, row: VoteRow) -> QHBoxLayout:
        line = QHBoxLayout()
        name = plain_label(row.name, wrap=False)
        name.setMinimumWidth(self._name_width)
        line.addWidget(name)
        own = row.seat == self.controller.host_seat
        if self.controller.narrator or own:  # weights may come from secret effects
            weight = plain_label(self.tr("weight %s") % _fraction(row.weight), wrap=False)
            weight.setToolTip(self.tr("How much this ballot counts today"))
            line.addWidget(weight)
        if self.controller.narrator or own:
            box = self._ballot_box(row)
            button = QPushButton(self.tr("Cast"))
            button.setObjectName(f"cast_{row.seat}")
            button.setAccessibleName(self.tr("Cast %s's ballot") % row.name)
            button.setToolTip(self.tr("Record this ballot"))
            button.setEnabled(box.currentIndex() >= 0)
            box.currentIndexChanged.connect(lambda index, b=button: b.setEnabled(index >= 0))
            button.clicked.connect(lambda _=False, s=row.seat, b=box: self._cast_chosen(s, b))
            if row.cast and not row.changeable:  # a final ballot cannot be changed
                box.setEnabled(False)
                button.setEnabled(False)
            self.boxes[row.seat] = box
            line.addWidget(box)
            line.addWidget(button)
        if self.controller.narrator or own or self.controller.ballots_marked_publicly():
            line.addWidget(StatusMark(row.name, row.cast, voting=True))
        # else: a book that keeps who has voted from the village (Village vs Non-village) gives a
        # playing host no mark to show; "not voted yet" beside every other voter was not known
        line.addStretch(1)
        return line

    def _forget_ballots(self, seats: list[int]) -> None:
        """These ballots are built again: their screen-reader labels (the panel's
        children, outside the lines) go with them."""
        gone = [self.boxes.pop(seat) for seat in seats if seat in self.boxes]
        direct = Qt.FindChildOption.FindDirectChildrenOnly
        for label in self.findChildren(QLabel, options=direct):
            if label.buddy() in gone:
                discard_widget(label)

    def _ballot_box(self, row: VoteRow) -> QComboBox:
        """Empty until chosen; then the entered choice (kept across rebuilds),
        else the ballot already cast."""
        box = QComboBox()
        box.setObjectName(f"ballot_{row.seat}")
        box.setPlaceholderText(choose_placeholder())
        for choice in row.choices:
            box.addItem(self.controller.choice_label(choice), choice)
        index = -1  # (a choice may be None: abstain)
        if row.seat in self.drafts and self.drafts[row.seat] in row.choices:
            index = row.choices.index(self.drafts[row.seat])
        elif row.cast and row.choice in row.choices:
            index = row.choices.index(row.choice)
        box.setCurrentIndex(index)
        box.currentIndexChanged.connect(lambda _=0, s=row.seat, b=box: self._remember(s, b))
        return box

    def _remember(self, seat: int, box: QComboBox) -> None:
        if box.currentIndex() >= 0:
            self.drafts[seat] = box.currentData()

    def _cast_chosen(self, seat: int, box: QComboBox) -> None:
        if box.currentIndex() >= 0:  # nothing chosen: nothing recorded
            self.cast(seat, box.currentData())

    def cast(self, seat: int, choice: VoteChoice) -> None:
        self.controller.vote(seat, choice)

    def _tally_text(self, tallies: dict[VoteChoice, Fraction], rows: list[VoteRow]) -> str:
        from fractions import Fraction

        total = sum((r.weight for r in rows), Fraction(0))
        voters: dict[VoteChoice, list[VoteRow]] = {}
        for row in rows:
            if row.cast:
                voters.setdefault(row.choice, []).append(row)
        ordered = sorted(tallies.items(), key=lambda kv: (-kv[1], str(kv[0])))
        parts = [self._choice_tally(choice, weight, voters.get(choice, [])) for choice, weight in ordered]
        missing = sum(1 for r in rows if not r.cast)
        # a choice explained by its head count: one choice a line ("; " inside it would
        # read as the next choice)
        lines = any(self._weighted(v) for v in voters.values())
        joined = "".join("\n" + part for part in parts) if lines else "; ".join(parts)
        text = self.tr("Tallies: %s") % (joined if parts else self.tr("no ballot yet"))
        return text + "\n" + self.tr("Total weight %s; %n not cast yet", "", missing) % _fraction(total)

    @staticmethod
    def _weighted(voters: list[VoteRow]) -> bool:
        return any(row.weight != 1 for row in voters)

    def _choice_tally(self, choice: VoteChoice, weight: Fraction, voters: list[VoteRow]) -> str:
        """ "Execute: 7", and where a ballot counts other than once, the head count the
        village sees and why they differ: "Execute: 7 — 6 voters; Carla (Mayor) counts
        double". The console counts weight (what decides, LL-8.4); the projector and the
        verdict count persons (LL-7.5, DEC-LL-43): a moderator at the table saw 7 here
        and 6 on the wall and could not tell why (session 45)."""
        if not self._weighted(voters):
            return self.tr("{choice}: {weight}").format(
                choice=self.controller.choice_label(choice), weight=_fraction(weight)
            )
        roles = {seat["seat"]: seat["role_name"] for seat in self.controller.grimoire()}
        sheriff = public_sheriff(self.controller.public_view())
        if sheriff is not None:  # the badge weighs, not the card (ZH-10.3): "Dan (sheriff) counts 1½"
            roles[sheriff] = self.tr("sheriff")
        why = [self._weight_words(row, roles.get(row.seat, "")) for row in voters if row.weight != 1]
        return self.tr("{choice}: {weight} — {voters}; {why}").format(
            choice=self.controller.choice_label(choice),
            weight=_fraction(weight),
            voters=self.tr("%n voter(s)", "", len(voters)),
            why=listed(why, self.controller.lang),
        )

    def _weight_words(self, row: VoteRow, role: str) -> str:
        """ "Carla (Mayor) counts double": the voter, their card (the book's reason, as a
        rule names it: "the Alcalde's vote has weight 2"), and the weight in words."""
        who = self.tr("{name} ({role})").format(name=row.name, role=role) if role else row.name
        if row.weight == 2:
            return self.tr("{who} counts double").format(who=who)
        if row.weight == 0:
            return self.tr("{who} does not count").format(who=who)
        return self.tr("{who} counts {weight}").format(who=who, weight=_fraction(row.weight))


def _fraction(value: Fraction) -> str:
    """A weight as the village reads it on the projector: "2½", not "5/2"."""
    return readable_number(str(value))


class PublicStatus(Retranslated, QGroupBox):
    """Who has acted (the same marks the village sees), one line per seat: the name,
    and its state in words (``StatusMark``), each set again only when it changes."""

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("publicStatus")
        self.lines: list[QLabel] = []
        self.marks: list[StatusMark] = []
        QVBoxLayout(self)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setTitle(QCoreApplication.translate("PhasePage", "Players"))  # the page's words
        self.refresh()

    def refresh(self) -> None:
        from moonveil_desktop.projector.scene import mood_of  # the projector's own test of a vote

        view = self.controller.public_view()
        status = {s["seat"]: s["done"] for s in view["status"]}
        sheriff = public_sheriff(view)
        voting = mood_of(view["phase"]["kind"], False) == "vote"
        layout = self.layout()
        assert isinstance(layout, QVBoxLayout)  # made in __init__
        for seat in view["seats"]:
            alive = "" if seat["alive"] else QCoreApplication.translate("PhasePage", " (eliminated)")
            if seat["seat"] == sheriff:  # the badge the village knows (ZH-11), as the projector shows it
                alive = QCoreApplication.translate("PhasePage", " (sheriff)")
            text = f"{seat['name']}{alive}"
            index = seat["seat"]
            if index >= len(self.lines):
                line = QHBoxLayout()
                self.lines.append(plain_label(text, wrap=False))
                self.marks.append(StatusMark(str(seat["name"]), False, voting))
                line.addWidget(self.lines[-1])
                line.addWidget(self.marks[-1])
                line.addStretch(1)
                layout.addLayout(line)
            elif self.lines[index].text() != text:
                self.lines[index].setText(text)
            self.marks[index].show_state(str(seat["name"]), bool(status.get(index)), voting)
            self.marks[index].setVisible(index in status)


@dataclass(frozen=True)
class PageContent:
    """What the phase page shows at one moment, read from the controller once."""

    phase_label: str
    steps: list[StepView]
    ticks: list[bool]  # each step read aloud (the console's own notes)
    other_seats: list[int]  # acting seats no step lists (the playing host's own, day actions)
    others: list[SeatPrompt]
    hidden: bool  # a playing host's own actions, hidden with their card
    vote_rows: list[VoteRow]
    shape: tuple[object, ...]  # what decides the page's widgets: equal shapes, the same widgets

    @classmethod
    def now(cls, controller: TableController, phase_label: str) -> PageContent:
        steps = controller.checklist()
        covered = {seat for step in steps for seat in step.seats}
        other_seats = [s for s in controller.acting_seats() if s not in covered]
        hidden = bool(other_seats) and controller.playing_host and not controller.host_secrets_shown
        others = [] if hidden else [prompt for seat in other_seats for prompt in controller.seat_prompts(seat)]
        vote_rows = controller.vote_rows()
        shape = (
            id(controller.table),
            phase_label,
            controller.lang,
            controller.playing_host,
            controller.host_secrets_shown,
            tuple((replace(step, prompts=()), tuple((p.seat, p.slot) for p in step.prompts)) for step in steps),
            tuple((p.seat, p.slot) for p in others),
            hidden,
            bool(vote_rows),
        )
        ticks = [(phase_label, step.id) in controller.ticks for step in steps]
        return cls(phase_label, steps, ticks, other_seats, others, hidden, vote_rows, shape)


class PhasePage(Retranslated, QWidget):
    """Everything the moderator does in the current phase, then "Resolve"."""

    resolveRequested = Signal()

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("phasePage")
        self.title = heading()
        self.title.setObjectName("phaseTitle")
        self.latest = plain_label("")
        self.latest.setObjectName("latestAnnouncement")
        self.status = plain_label("")
        self.status.setObjectName("actingStatus")
        self.body = QWidget()
        self.body_layout = QVBoxLayout(self.body)
        self.body_layout.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.scroll_area = scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes to the controls inside; it scrolls to them
        scroll.setWidget(self.body)
        self.scroll_area = scroll
        self.resolve_button = QPushButton()
        self.resolve_button.setObjectName("resolveButton")
        self.resolve_button.clicked.connect(self.resolveRequested)
        self.page_layout = layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.latest)
        layout.addWidget(self.status)
        layout.addWidget(scroll, 1)
        footer = QHBoxLayout()
        footer.addStretch(1)
        footer.addWidget(self.resolve_button)
        layout.addLayout(footer)
        self.steps: list[StepBox] = []
        self.rows: list[SeatActionRow] = []
        self.vote_panel: VotePanel | None = None
        self.other_rows: list[SeatActionRow] = []  # rows of seats no step lists (the host's own)
        self._others_layout: QVBoxLayout | None = None
        self.public_status: PublicStatus | None = None
        self._signature: object = None
        self._shape: object = None  # the steps, seats and voters the page was built for
        # What the moderator entered but did not submit, kept across rebuilds of
        # the page (every action rebuilds it) until the phase changes.
        self._drafts_phase: object = None
        self.drafts: dict[tuple[int, str], Draft] = {}
        self.ballot_drafts: dict[int, VoteChoice] = {}
        self.expanded: dict[str, bool] = {}  # steps the moderator opened or closed, this phase
        self._focused: object = None  # (phase, step id) last brought into view
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.resolve_button.setToolTip(self.tr("See what will happen, then announce it (Ctrl+Return)"))

    def refresh(self) -> None:
        view = self.controller.public_view()
        phase = view["phase"]
        self.title.setText(self.tr("%s — %s") % (view["title"], phase_title(phase, self.controller.phase_word)))
        announcements = view["announcements"]
        self.latest.setText("\n".join(a["text"] for a in announcements[-LATEST:]))
        self.resolve_button.setText(self.tr("&Resolve %s…") % label_title(phase["label"], self.controller.phase_word))
        self.status.setText(self._status_text(view))
        signature = (
            self.controller.table_or_raise().game.journal.__len__(),
            id(self.controller.table),
            self.controller.lang,
            self.controller.host_secrets_shown,
        )
        if signature == self._signature:
            return
        self._signature = signature
        self._rebuild()

    def _status_text(self, view: PublicView) -> str:
        missing = self.controller.missing()
        # a playing host sees only their own seat act: "Nobody has to act" was said after the
        # phones had acted, and whether a phase has any actor at all is not theirs to learn
        nobody = self.controller.narrator and not self.controller.acting_seats()
        if not missing and nobody and not self.controller.vote_rows():
            return self.tr("Nobody has to act in this phase: close it when the village is ready.")
        if not missing:
            return self.tr("Everyone has acted: you may resolve.")
        names = self.controller.names()
        if self.controller.narrator:
            return self.tr("Waiting for: %s") % listed((names[s] for s in missing), self.controller.lang)
        return self.tr("Waiting for %n player(s)", "", len(missing))

    def _rebuild(self) -> None:
        """The page for this moment. In the same phase with the same steps, seats and
        voters only what changed is built again (a Submit replaces its own row, a
        ballot its own line: the other rows keep what is entered in them and the
        focus); otherwise every row is built anew."""
        place = self._focus_place()
        controller = self.controller
        phase_label = controller.public_view()["phase"]["label"]
        new_phase = (id(controller.table), phase_label) != self._drafts_phase
        if new_phase:
            self._drafts_phase = (id(controller.table), phase_label)
            self.drafts, self.ballot_drafts, self.expanded = {}, {}, {}
        content = PageContent.now(controller, phase_label)
        if not new_phase and content.shape == self._shape:
            self._renew(content)
        else:
            self._build(content)
        self._shape = content.shape
        self.rows = [row for box in self.steps for row in box.rows] + self.other_rows
        self._show_answers()
        self._focus_current_step()
        follow_layout(self.page_layout)  # the steps and ballots, built now, before Resolve
        self._restore_focus(place)
        if new_phase and self.window().focusWidget() in (None, self.resolve_button):
            self._focus_first_control()  # a new night or vote: its first picker, not Resolve

    def _build(self, content: PageContent) -> None:
        """Every step, row, ballot and status line, from scratch."""
        clear_layout(self.body_layout)
        self.steps, self.other_rows, self.vote_panel, self.public_status = [], [], None, None
        self._others_layout = None
        controller = self.controller
        for step, ticked in zip(content.steps, content.ticks, strict=True):
            box = StepBox(controller, step, ticked)
            box.tick.toggled.connect(lambda on, label=content.phase_label, sid=step.id: self._tick(label, sid, on))
            box.expandedChanged.connect(self.expanded.__setitem__)
            self.steps.append(box)
            for row in box.rows:
                self._keep_drafts(row)
            self.body_layout.addWidget(box)
        if content.hidden:
            hidden = plain_label(
                self.tr("Your actions are hidden with your card: press “Show my card” when nobody else can see.")
            )
            hidden.setObjectName("hostActionsHidden")
            self.body_layout.addWidget(hidden)
        elif content.other_seats:
            group = QGroupBox(self.tr("Your actions") if controller.playing_host else self.tr("Actions"))
            group.setObjectName("otherActions")
            self._others_layout = QVBoxLayout(group)
            for prompt in content.others:
                row = SeatActionRow(controller, prompt)
                self._keep_drafts(row)
                self._others_layout.addWidget(row)
                self.other_rows.append(row)
            self.body_layout.addWidget(group)
        if controller.playing_host:
            self.public_status = PublicStatus(controller)
            self.body_layout.addWidget(self.public_status)
        if content.vote_rows:
            self.vote_panel = VotePanel(controller, self.ballot_drafts)
            self.vote_panel.refresh(content.vote_rows)
            self.body_layout.addWidget(self.vote_panel)
        # nothing to enter: the status line above says so ("Nobody has to act in this phase",
        # "Waiting for 2 players"); a second line here said it again, or contradicted it

    def _renew(self, content: PageContent) -> None:
        """The same page a moment later: only the rows, ballots and marks that changed."""
        for box, step, ticked in zip(self.steps, content.steps, content.ticks, strict=True):
            for row in box.renew(step, ticked):
                self._keep_drafts(row)
        if self._others_layout is not None:
            build = partial(SeatActionRow, self.controller)
            for row in renew_rows(self._others_layout, self.other_rows, content.others, build):
                self._keep_drafts(row)
        if self.public_status is not None:
            self.public_status.refresh()
        if self.vote_panel is not None:
            self.vote_panel.refresh(content.vote_rows)

    def _focus_current_step(self) -> None:
        """The first step not yet done is the current one, shown large and open;
        a step showing an answer stays open too; the others stay collapsed unless
        the moderator opened them."""
        current = self.current_step()
        for box in self.steps:
            box.set_current(box is current)
            box.set_expanded(self.expanded.get(box.step.id, box is current or box.has_answers()))
        focused = (self._drafts_phase, current.step.id if current is not None else "")
        if current is not None and focused != self._focused:  # the focus moved on: bring it into view
            QTimer.singleShot(0, lambda sid=current.step.id: self.scroll_to_step(sid))
        self._focused = focused

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        current = self.current_step()
        if current is not None:  # laid out only now: bring the current step into view
            QTimer.singleShot(0, lambda sid=current.step.id: self.scroll_to_step(sid))

    def scroll_to_step(self, step_id: str) -> None:
        """Scroll so the step's header and words show (after the layout settled)."""
        box = next((b for b in self.steps if b.step.id == step_id), None)
        if box is not None:  # the whole step if it fits, else from its header down
            self.scroll_area.ensureWidgetVisible(box, 0, 0)
            self.scroll_area.ensureWidgetVisible(box.header, 0, 8)

    def _show_answers(self) -> None:
        """At each step, what its players would learn if the night ended now, with
        what was submitted and what is entered but not submitted yet."""
        if not self.steps or self.controller.public_view()["phase"]["kind"] != "night":
            return
        rows = [row for box in self.steps for row in box.rows]
        entered = [row for row in rows if row.prompt.submitted is None and row.touched and row.complete()]
        if not entered and all(row.prompt.submitted is None for row in rows):
            answers: list[Answer] = []  # nothing entered: no preview to compute
        else:
            answers = self.controller.night_answers([(row.prompt.seat, *row.selection()) for row in entered])
        entered_seats = {row.prompt.seat for row in entered}
        still_to_act = len(set(self.controller.missing()) - entered_seats)
        acting_seats = frozenset(row.prompt.seat for row in rows if row.has_choice())
        for box in self.steps:
            box.show_answers(answers, still_to_act, acting_seats)

    def current_step(self) -> StepBox | None:
        """The step to read now: the first one neither ticked nor fully entered."""
        return next((box for box in self.steps if not box.done()), None)

    def pick_seat(self, seat: int) -> bool:
        """A seat clicked on the grimoire around the table: at night it goes in the
        first empty target picker of the current step (never another step's); in a
        vote, in the first empty ballot that offers it. Nothing is submitted.
        ``False`` if no empty picker takes it."""
        current = self.current_step()
        if current is not None:
            return current.pick_seat(seat)
        return self._pick_any(seat)

    def _pick_any(self, seat: int) -> bool:
        """The first empty target picker that offers the seat (checklist order), else
        the first empty ballot that does."""
        pickers = [box for row in self.rows if row.pending() for box in row.target_boxes]
        pickers += list(self.vote_panel.boxes.values()) if self.vote_panel is not None else []
        for box in pickers:
            index = box.findData(seat) if box.isEnabled() and box.currentIndex() < 0 else -1
            if index >= 0:
                box.setCurrentIndex(index)
                return True
        return False

    def _keep_drafts(self, row: SeatActionRow) -> None:
        """Give a rebuilt row what was entered in it before, then remember its changes."""
        key = (row.prompt.seat, row.prompt.slot)
        if key in self.drafts and row.pending():
            row.choose(*self.drafts[key])
        row.drafted.connect(lambda r=row, k=key: self.drafts.__setitem__(k, r.draft()))
        row.drafted.connect(self._show_answers)  # an entered choice is previewed at once

    def _focus_place(self) -> tuple[str, object] | None:
        """Where the keyboard focus is in the page before a rebuild deletes its widgets:
        a step (by id) or a ballot (by seat)."""
        focused = QApplication.focusWidget()
        if focused is None or not self.body.isAncestorOf(focused):
            return None
        for box in self.steps:
            if box.isAncestorOf(focused):
                return ("step", box.step.id)
        panel = self.vote_panel
        if panel is None:
            return None
        for seat, ballot in panel.boxes.items():
            if focused in (ballot, panel.findChild(QPushButton, f"cast_{seat}")):
                return ("ballot", seat)
        return None

    def _focus_first_control(self) -> None:
        chain = focus_chain(self.body_layout)
        enabled = [widget for widget in chain if widget.isEnabled()]
        if enabled:
            enabled[0].setFocus(Qt.FocusReason.OtherFocusReason)

    def _restore_focus(self, place: tuple[str, object] | None) -> None:
        """After a submission or a ballot the focus goes on in the same step (its next
        empty picker) or to the next ballot, not back to the top of the window."""
        if place is None:
            return
        kind, key = place
        if kind == "step":
            box = next((b for b in self.steps if b.step.id == key), None)
            if box is not None and box.done():  # the step is through: the keyboard moves on with the focus
                following = self.steps[self.steps.index(box) + 1 :]
                # to the next step not done yet, not back up to an earlier one the moderator
                # skipped (left unticked): the page jumped to the top after every entry
                ahead = next((b for b in following if not b.done()), None) or self.current_step()
                key = ahead.step.id if ahead is not None else None
            self.show_ticks_and_focus(None if key is None else str(key), tick=False)
            return
        boxes = self.vote_panel.boxes if self.vote_panel is not None else {}
        later = [box for seat, box in boxes.items() if seat > int(str(key)) and box.isEnabled()]
        (later[0] if later else self.resolve_button).setFocus(Qt.FocusReason.OtherFocusReason)

    def show_ticks_and_focus(self, step_id: str | None, tick: bool = True) -> None:
        """After "Next step": the ticks as the controller holds them, and the keyboard
        focus on the first control of ``step_id`` (scrolled into view)."""
        label = self.controller.public_view()["phase"]["label"]
        for box in self.steps if tick else []:
            box.tick.setChecked((label, box.step.id) in self.controller.ticks)
        step = next((box for box in self.steps if box.step.id == step_id), None)
        if step is None:
            self.resolve_button.setFocus(Qt.FocusReason.ShortcutFocusReason)  # every step read: resolve next
            return
        if not step.expanded():  # the keyboard goes into this step: it opens, and stays open
            step.set_expanded(True)
            self.expanded[step.step.id] = True
        pending = [row for row in step.rows if row.prompt.submitted is None] or step.rows
        controls = [w for row in pending for w in (row.ability_box, *row.target_boxes) if w.isEnabled()]
        (controls[0] if controls else step.tick).setFocus(Qt.FocusReason.ShortcutFocusReason)
        self.scroll_area.ensureWidgetVisible(step)

    def _tick(self, phase_label: str, step_id: str, on: bool) -> None:
        key = (phase_label, step_id)
        if on:
            self.controller.ticks.add(key)
        else:
            self.controller.ticks.discard(key)
        for box in self.steps:
            box.header.setText(box.header_text())
        self._focus_current_step()  # a step read aloud hands the focus to the next one


def choose_placeholder() -> str:
    """What an empty target or ballot picker shows."""
    return QCoreApplication.translate("PhasePage", "— choose —")


def role_placeholder() -> str:
    """What an empty picker of a guessed role shows (Three factions' abduction)."""
    return QCoreApplication.translate("PhasePage", "— role —")


def phase_title(phase: Mapping[str, object], word: Callable[[str], str] | None = None) -> str:
    """ "Night 2", "Day 2", "Vote of day 2"; a book's own kind ("review") in the book's
    words (the view's ``kind_name``, or ``word``), else the engine's label."""
    kind = str(phase["kind"])
    number = phase["number"]
    titles = {
        "night": QCoreApplication.translate("PhaseTitle", "Night %s"),
        "day": QCoreApplication.translate("PhaseTitle", "Day %s"),
        "vote": QCoreApplication.translate("PhaseTitle", "Vote of day %s"),
    }
    template = titles.get(kind)
    if template:
        return template % number
    if kind == "lobby":
        return QCoreApplication.translate("PhaseTitle", "Before the game")
    if kind == "over":
        return QCoreApplication.translate("PhaseTitle", "Game over")
    kind_name = str(phase.get("kind_name") or (word(kind) if word else ""))
    if kind_name and kind_name != kind:
        from engine.words import numbered  # here: the console paints before the engine is imported (issue 20)

        return numbered(kind_name, number)
    return str(phase["label"])


def label_title(label: str, word: Callable[[str], str] | None = None) -> str:
    """A phase label as the engine writes it ("night 2", "day 1/defense") in words
    of the console's language: "Day 1 / Defense". The step after "/" in the book's
    ``word`` when it names it, else in the projector's words (one list for both
    screens); an unknown step keeps its id."""
    base, _, step = label.partition("/")
    kind, _, number = base.partition(" ")
    title = phase_title({"kind": kind, "number": number, "label": base}, word)
    if not step:
        return title
    named = word(step) if word else step
    if named != step:
        return f"{title} / {named}"
    words = STEP_WORDS.get(step)
    return f"{title} / {QCoreApplication.translate(PROJECTOR_CONTEXT, words) if words else step}"
