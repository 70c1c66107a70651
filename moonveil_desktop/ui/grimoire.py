"""The grimoire around the table (narrator only): every seat in an oval as the
players sit, with its name, role, alive or dead, reminder tokens and the
narrator's note; a list (the table of ``panels.GrimoireView``) when the seats do
not fit readably (All Roles' 99) or when the narrator prefers it.

A click (or Enter) on a seat *picks* it: ``seatPicked`` tells the phase page,
which puts the seat in the first empty target picker of the night (or the first
empty ballot); nothing is ever submitted from here. A double click, F2 or the
context menu's "Note…" edits the seat's note. The seat positions come from the
pure ``seat_layout``; names are drawn as plain text (never rich text).
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QPoint, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QAccessible,
    QAccessibleEvent,
    QColor,
    QContextMenuEvent,
    QFont,
    QFontMetrics,
    QHelpEvent,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPalette,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QMenu,
    QPlainTextEdit,
    QPushButton,
    QStackedWidget,
    QTableWidget,
    QToolTip,
    QVBoxLayout,
    QWidget,
)

from moonveil_desktop.catalog import listed
from moonveil_desktop.controller import TableController
from moonveil_desktop.reminders import NOTE_MARK, earlier_words, reminder_text
from moonveil_desktop.seat_notes import MAX_NOTE_LENGTH
from moonveil_desktop.ui.common import Retranslated, plain_label
from moonveil_desktop.ui.panels import GrimoireView
from moonveil_desktop.ui.seat_layout import Box, readable, seat_at, seat_boxes

DEAD_MARK = "†"
TOKEN_MARK = "●"
PADDING = 4  # pixels inside a seat box
THREE_LINES = 40  # a seat this high (inside) shows its tokens on a line of their own


def once(words: Iterable[str]) -> tuple[str, ...]:
    """Each token once, in order (two Wolves attacking one seat make one "attacked")."""
    return tuple(dict.fromkeys(words))


@dataclass(frozen=True)
class SeatFace:
    """What one seat shows, in the console's language (plain text)."""

    seat: int
    name: str
    role: str
    alive: bool
    tokens: tuple[str, ...]  # short words on the seat
    details: tuple[str, ...]  # the same, with who chose the seat, the note's text and last night's night
    note: str
    earlier: tuple[str, ...] = ()  # last night's marks in the day (short words), shown dimmed after the others
    earlier_line: str = ""  # the same after their night: "Night 2: attacked · inspected"


class SeatCircle(Retranslated, QWidget):
    """The seats drawn around an oval; focusable, arrows move, Enter picks."""

    seatPicked = Signal(int)
    noteRequested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seatCircle")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMouseTracking(False)
        self.setMinimumSize(240, 200)
        self.faces: list[SeatFace] = []
        self.lang = "en"
        self.boxes: list[Box] = []
        self.current = 0
        self._pending_pick: int | None = None
        self._pick_timer = QTimer(self)
        self._pick_timer.setSingleShot(True)
        self._pick_timer.timeout.connect(self._pick_pending)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setAccessibleDescription(
            self.tr("Arrow keys move between seats; Enter picks the seat as a target; F2 edits its note")
        )
        self._announce()

    # -- data ------------------------------------------------------------------------
    def set_faces(self, faces: list[SeatFace], lang: str = "en") -> None:
        """The seats, in the words of ``lang`` (the console's language, which lists them)."""
        if faces == self.faces and lang == self.lang:
            return
        recount = len(faces) != len(self.faces)
        self.faces = faces
        self.lang = lang
        if recount:
            self.current = 0
            self._layout()
        self.current = min(self.current, max(0, len(faces) - 1))
        self._announce()
        self.update()

    def fits(self) -> bool:
        """Do the seats fit readably at this size (else the grimoire shows its list)?"""
        return readable(len(self.faces), self.width(), self.height())

    def _layout(self) -> None:
        self.boxes = seat_boxes(len(self.faces), self.width(), self.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        self._layout()
        super().resizeEvent(event)

    # -- words -------------------------------------------------------------------------
    def seat_words(self, seat: int) -> list[str]:
        """ "Seat 3", "Ana", "alive", "Seer", "protected" (the tokens in full)."""
        if not 0 <= seat < len(self.faces):
            return [self.tr("Grimoire: no seats")]
        face = self.faces[seat]
        status = self.tr("alive") if face.alive else self.tr("dead")
        parts = [self.tr("Seat %d") % (seat + 1), face.name, status, face.role, *face.details]
        return [part for part in parts if part]

    def accessible_name(self, seat: int) -> str:
        """ "Seat 3, Ana, alive, Seer, protected" ("座位 3、Ana、存活……" in Chinese)."""
        if not self.faces:  # the empty circle of the first paint: no list, no engine yet
            return self.tr("Grimoire: no seats")
        return listed(self.seat_words(seat), self.lang)

    def _announce(self) -> None:
        """The focused seat is the widget's accessible name (screen readers read it)."""
        self.setAccessibleName(self.accessible_name(self.current))
        if self.hasFocus():
            QAccessible.updateAccessibility(QAccessibleEvent(self, QAccessible.Event.NameChanged))

    def tooltip_html(self, seat: int) -> str:
        """The seat's words as escaped rich text: a name like "<b>x" stays as typed."""
        return "<br>".join(html.escape(line) for line in self.seat_words(seat))  # a name with ", " stays whole

    # -- painting ------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        palette = self.palette()
        if not self.boxes and self.faces:
            self._layout()
        self._paint_table(painter, palette)
        for face, box in zip(self.faces, self.boxes, strict=False):
            self._paint_seat(painter, palette, face, box)
        painter.end()

    def _paint_table(self, painter: QPainter, palette: QPalette) -> None:
        """The table itself: an oval inside the ring of seats."""
        if len(self.boxes) < 3:
            return
        box = self.boxes[0]
        left = min(b.x for b in self.boxes) + box.width + 8
        right = max(b.x for b in self.boxes) - 8
        top = min(b.y for b in self.boxes) + box.height + 8
        bottom = max(b.y for b in self.boxes) - 8
        if right - left > 20 and bottom - top > 20:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(palette.color(QPalette.ColorRole.AlternateBase))
            painter.drawEllipse(QRectF(left, top, right - left, bottom - top))

    def _paint_seat(self, painter: QPainter, palette: QPalette, face: SeatFace, box: Box) -> None:
        rect = QRectF(box.x, box.y, box.width, box.height)
        focused = self.hasFocus() and face.seat == self.current
        base = palette.color(QPalette.ColorRole.Base)
        text = palette.color(QPalette.ColorRole.Text)
        if face.alive:
            pen = QPen(text, 1.5)
        else:  # dead: a dashed grey frame, a cross and a struck name, not only a colour
            pen = QPen(palette.color(QPalette.ColorRole.PlaceholderText), 1.5, Qt.PenStyle.DashLine)
            base = palette.color(QPalette.ColorRole.Window)
        if focused:
            pen = QPen(palette.color(QPalette.ColorRole.Highlight), 3.5)
        painter.setPen(pen)
        painter.setBrush(base)
        painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), 6, 6)
        self._paint_words(
            painter, face, rect.adjusted(PADDING, 2, -PADDING, -2), text if face.alive else QColor(pen.color())
        )

    def _paint_words(self, painter: QPainter, face: SeatFace, rect: QRectF, color: QColor) -> None:
        """Name, role, tokens on three lines; on a small seat two, the tokens counted."""
        lines = 3 if rect.height() >= THREE_LINES else 2
        row = rect.height() / lines
        pixels = int(max(9.0, min(15.0, row * 0.78)))
        name_font = QFont(self.font())
        name_font.setPixelSize(pixels)
        name_font.setBold(True)
        name_font.setStrikeOut(not face.alive)
        small = QFont(self.font())
        small.setPixelSize(max(9, pixels - 1))
        name = face.name if face.alive else f"{DEAD_MARK} {face.name}"
        role = face.role
        count = len(face.tokens) + len(face.earlier)
        if lines == 2 and count:  # counted first, so a long role word cannot hide them
            role = f"{NOTE_MARK if face.note else TOKEN_MARK}{count} {role}"
        painter.setPen(color)
        self._draw_line(painter, name_font, name, QRectF(rect.x(), rect.y(), rect.width(), row))
        self._draw_line(painter, small, role, QRectF(rect.x(), rect.y() + row, rect.width(), row))
        if lines == 3:
            line = QRectF(rect.x(), rect.y() + 2 * row, rect.width(), row)
            self._draw_tokens(painter, small, face, line, color)

    def _draw_tokens(self, painter: QPainter, font: QFont, face: SeatFace, rect: QRectF, color: QColor) -> None:
        """Now's tokens, then last night's after their night in a dimmed italic (the words
        say it too: not the colour alone); now's keep the room when both do not fit."""
        now = " · ".join(face.tokens)
        if not face.earlier_line:
            self._draw_line(painter, font, now, rect)
            return
        dim = QFont(font)
        dim.setItalic(True)
        gap = 8.0 if now else 0.0
        width_now = min(QFontMetrics(font).horizontalAdvance(now), rect.width()) if now else 0.0
        width_then = min(QFontMetrics(dim).horizontalAdvance(face.earlier_line), rect.width() - width_now - gap)
        left = rect.x() + max(0.0, (rect.width() - width_now - gap - width_then) / 2)
        if now:
            self._draw_line(painter, font, now, QRectF(left, rect.y(), width_now, rect.height()))
        if width_then > 12:
            painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText) if face.alive else color)
            then = QRectF(left + width_now + gap, rect.y(), width_then, rect.height())
            self._draw_line(painter, dim, face.earlier_line, then)
            painter.setPen(color)

    @staticmethod
    def _draw_line(painter: QPainter, font: QFont, words: str, rect: QRectF) -> None:
        """Plain text only: QPainter.drawText never reads markup."""
        painter.setFont(font)
        elided = QFontMetrics(font).elidedText(words, Qt.TextElideMode.ElideRight, int(rect.width()))
        painter.drawText(rect, int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignVCenter), elided)

    # -- choosing a seat -------------------------------------------------------------------
    def select(self, seat: int) -> None:
        if 0 <= seat < len(self.faces) and seat != self.current:
            self.current = seat
            self._announce()
            self.update()

    def pick(self, seat: int | None = None) -> None:
        """Offer ``seat`` (the focused one by default) as the target being chosen."""
        chosen = self.current if seat is None else seat
        if 0 <= chosen < len(self.faces):
            self.select(chosen)
            self.seatPicked.emit(chosen)

    def request_note(self, seat: int | None = None) -> None:
        chosen = self.current if seat is None else seat
        if 0 <= chosen < len(self.faces):
            self.select(chosen)
            self.noteRequested.emit(chosen)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Arrows go round the table (Right/Down clockwise); Enter picks, F2 notes.
        Tab is not handled here, so it leaves the circle as it does any widget."""
        key = event.key()
        shift = bool(event.modifiers() & Qt.KeyboardModifier.ShiftModifier)
        count = len(self.faces)
        moves: dict[int, int] = {  # event.key() is an int
            Qt.Key.Key_Right: 1,
            Qt.Key.Key_Down: 1,
            Qt.Key.Key_Left: -1,
            Qt.Key.Key_Up: -1,
        }
        if count and key in moves:
            self.select((self.current + moves[key]) % count)
        elif count and key == Qt.Key.Key_Home:
            self.select(0)
        elif count and key == Qt.Key.Key_End:
            self.select(count - 1)
        elif count and key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self.pick()
        elif count and key == Qt.Key.Key_F2:
            self.request_note()
        elif count and (key == Qt.Key.Key_Menu or (key == Qt.Key.Key_F10 and shift)):
            self.open_menu(self.current)
        else:
            super().keyPressEvent(event)
            return
        event.accept()

    def focusInEvent(self, event: object) -> None:
        super().focusInEvent(event)  # type: ignore[arg-type]
        self._announce()
        self.update()

    def focusOutEvent(self, event: object) -> None:
        super().focusOutEvent(event)  # type: ignore[arg-type]
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:
        seat = seat_at(self.boxes, event.position().x(), event.position().y())
        if seat is None or event.button() != Qt.MouseButton.LeftButton:
            super().mousePressEvent(event)
            return
        self.setFocus(Qt.FocusReason.MouseFocusReason)
        self.select(seat)
        # A double click edits the note: the pick waits until it cannot be one.
        self._pending_pick = seat
        self._pick_timer.start(QApplication.doubleClickInterval())

    def mouseDoubleClickEvent(self, event: QMouseEvent) -> None:
        seat = seat_at(self.boxes, event.position().x(), event.position().y())
        self._pick_timer.stop()
        self._pending_pick = None
        if seat is not None:
            self.request_note(seat)

    def _pick_pending(self) -> None:
        seat, self._pending_pick = self._pending_pick, None
        if seat is not None:
            self.pick(seat)

    def contextMenuEvent(self, event: QContextMenuEvent) -> None:
        seat = seat_at(self.boxes, event.pos().x(), event.pos().y())
        if event.reason() == QContextMenuEvent.Reason.Keyboard:
            seat = self.current
        if seat is None or not 0 <= seat < len(self.faces):
            return
        self.open_menu(seat, event.globalPos())

    def open_menu(self, seat: int, where: QPoint | None = None) -> QMenu:
        """The seat's menu, at ``where`` (the pointer) or on the seat (the keyboard)."""
        self.select(seat)
        menu = self.seat_menu(seat)
        if where is None:
            x, y = self.boxes[seat].center if seat < len(self.boxes) else (0.0, 0.0)
            where = self.mapToGlobal(QPoint(int(x), int(y)))
        menu.popup(where)
        return menu

    def seat_menu(self, seat: int) -> QMenu:
        menu = QMenu(self)
        menu.setObjectName("seatMenu")
        menu.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        pick = menu.addAction(self.tr("Pick as target"))
        pick.setObjectName("pickSeatAction")
        pick.triggered.connect(lambda: self.pick(seat))
        note = menu.addAction(self.tr("Note…"))
        note.setObjectName("noteSeatAction")
        note.triggered.connect(lambda: self.request_note(seat))
        return menu

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            seat = seat_at(self.boxes, event.pos().x(), event.pos().y())
            if seat is None:
                QToolTip.hideText()
            else:
                QToolTip.showText(event.globalPos(), self.tooltip_html(seat), self)
            return True
        return super().event(event)


class NoteDialog(Retranslated, QDialog):
    """The narrator's note on one seat (plain text; empty removes it)."""

    def __init__(self, seat_name: str, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("noteDialog")
        self.seat_name = seat_name
        self.editor = QPlainTextEdit()
        self.editor.setObjectName("noteEdit")
        self.editor.setPlainText(text)
        self.editor.setTabChangesFocus(True)
        self.hint = plain_label("")
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.hint)
        layout.addWidget(self.editor)
        layout.addWidget(self.buttons)
        self.resize(360, 200)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Note on %s") % self.seat_name)
        self.hint.setText(
            self.tr("Only you see this note, in the grimoire; it is saved with the game (at most %d characters).")
            % MAX_NOTE_LENGTH
        )
        self.editor.setAccessibleName(self.tr("Note on %s") % self.seat_name)

    def text(self) -> str:
        return self.editor.toPlainText()


class Grimoire(Retranslated, QWidget):
    """The grimoire dock's content: the seat circle, or the list when it is chosen
    or when the seats would not be readable around the oval."""

    seatPicked = Signal(int)

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("grimoirePanel")
        self.circle = SeatCircle()
        self.list_view = GrimoireView(controller)
        self.stack = QStackedWidget()
        self.stack.addWidget(self.circle)
        self.stack.addWidget(self.list_view)
        self.list_button = QPushButton()
        self.list_button.setObjectName("grimoireListMode")
        self.list_button.setCheckable(True)
        self.list_button.toggled.connect(self._choose_mode)
        self.hint = plain_label("", wrap=False)
        self.hint.setObjectName("grimoireHint")
        top = QHBoxLayout()
        top.addWidget(self.hint, 1)
        top.addWidget(self.list_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.stack, 1)
        self.dialog: NoteDialog | None = None
        self.circle.seatPicked.connect(self.seatPicked)
        self.circle.noteRequested.connect(self.edit_note)
        self.retranslate_ui()

    @property
    def table(self) -> QTableWidget:
        """The list mode's table (one row per seat)."""
        return self.list_view.table

    def retranslate_ui(self) -> None:
        self.list_button.setText(self.tr("List"))
        self.list_button.setToolTip(self.tr("Show the seats as a list instead of around the table"))
        self.hint.setText(self.tr("Click a seat to pick it; double-click for a note"))
        self.refresh()

    def refresh(self) -> None:
        self.list_view.refresh()
        self.circle.set_faces(self.faces(), self.controller.lang)
        self._choose_mode()

    def faces(self) -> list[SeatFace]:
        c = self.controller
        if c.table is None or not c.narrator:
            return []
        rows = c.grimoire()
        if not rows or not any(row["role"] for row in rows):  # before the deal: nothing to remember yet
            return []
        tokens = c.reminders()
        lang = c.lang
        faces = []
        for row, reminders in zip(rows, tokens, strict=False):
            seat = int(row["seat"])
            words = c.ability_words(seat).get if any(r.kind == "uses" for r in reminders) else None
            earlier = once(reminder_text(r, lang, words) for r in reminders if r.earlier)
            night = next((r.night for r in reminders if r.earlier), "")
            faces.append(
                SeatFace(
                    seat,
                    str(row["name"]),
                    str(row["role_name"]),
                    bool(row["alive"]),
                    once(reminder_text(r, lang, words) for r in reminders if not r.earlier),
                    once(reminder_text(r, lang, words, full=True) for r in reminders),
                    c.seat_notes().get(seat, ""),
                    earlier,
                    earlier_words(list(earlier), night, lang) if earlier else "",
                )
            )
        return faces

    def list_mode(self) -> bool:
        return self.stack.currentWidget() is self.list_view

    def _choose_mode(self) -> None:
        circle = bool(self.circle.faces) and not self.list_button.isChecked() and self.circle.fits()
        self.stack.setCurrentWidget(self.circle if circle else self.list_view)
        self.hint.setVisible(circle)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._choose_mode()

    def edit_note(self, seat: int) -> NoteDialog | None:
        faces = self.circle.faces
        if not 0 <= seat < len(faces):
            return None
        dialog = NoteDialog(faces[seat].name, faces[seat].note, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.accepted.connect(lambda: self.controller.set_note(seat, dialog.text()))
        self.dialog = dialog
        dialog.open()
        return dialog

    def seat_position(self, seat: int) -> QPoint:
        """The centre of a seat's box (tests click there)."""
        x, y = self.circle.boxes[seat].center
        return QPoint(int(x), int(y))
