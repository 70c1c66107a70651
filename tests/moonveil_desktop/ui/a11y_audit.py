"""What a keyboard user and a screen reader meet on one screen of the console, measured
through Qt's accessibility interface and real key presses (issue 28).

- ``unnamed``: interactive widgets whose accessible name is empty, or for a picker or a
  text box only its current value ("Ana, combo box": whose ballot?).
- ``tab_walk``: presses Tab from the first control and records where the focus goes; a
  control the walk never reaches is unreachable, a Tab that leaves the focus in the same
  widget is a trap (a table with Tab moving between cells, a text box that eats Tab).
- ``low_contrast``: every visible label's text against its background under 4.5:1.
- ``faint_focus``: a control whose focused rendering differs from its unfocused one
  by less than 3:1 at every changed pixel (WCAG 2.2's focus-appearance measure).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QColor, QImage, QPalette
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDockWidget,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMenuBar,
    QPlainTextEdit,
    QRadioButton,
    QTabBar,
    QTextEdit,
    QWidget,
)

from moonveil_desktop.ui.colors import FOCUS_MINIMUM, TEXT_MINIMUM, contrast

INTERACTIVE = (
    QAbstractButton,
    QComboBox,
    QAbstractSpinBox,
    QLineEdit,
    QAbstractItemView,
    QTabBar,
    QMenuBar,
    QPlainTextEdit,
    QTextEdit,
)
VALUED = (QComboBox, QAbstractSpinBox, QLineEdit)  # named by their value unless given a name


def describe(widget: QWidget) -> str:
    return f"{type(widget).__name__}#{widget.objectName() or '?'} ({accessible_name(widget)!r})"


def accessible_name(widget: QWidget) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    return interface.text(QAccessible.Text.Name) if interface is not None else ""


def _part_of_another_control(widget: QWidget) -> bool:
    """The line edit inside a spin box or combo box, a header, a combo's popup view,
    a tab bar's scroll arrows: reached and named through their owner."""
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractSpinBox | QComboBox | QTabBar):
            return True
        parent = parent.parentWidget()
    return isinstance(widget, QHeaderView)


def _dock_title_button(widget: QWidget) -> bool:
    """A dock's Float/Close buttons: the View menu (and its F-keys) does the same."""
    return isinstance(widget.parentWidget(), QDockWidget) and widget.objectName().startswith("qt_dockwidget_")


def controls(root: QWidget) -> list[QWidget]:
    """The visible, enabled controls of ``root`` a user operates."""
    found = [root] if isinstance(root, INTERACTIVE) else []
    found += root.findChildren(QWidget)
    return [
        widget
        for widget in found
        if isinstance(widget, INTERACTIVE)
        and widget.isVisible()
        and widget.isEnabled()
        and widget.window() is root.window()
        and not _part_of_another_control(widget)
    ]


def unnamed(root: QWidget) -> list[str]:
    problems = []
    for widget in controls(root):
        name = accessible_name(widget).strip()
        if not name:
            problems.append(f"unnamed: {describe(widget)}")
        elif isinstance(widget, VALUED) and not widget.accessibleName() and not _has_buddy(widget):
            problems.append(f"named only by its value: {describe(widget)}")
        elif isinstance(widget, QComboBox) and not widget.isEditable() and not _labelled_by(widget):
            problems.append(f"no label points at this list (Linux reads only its value): {describe(widget)}")
    return problems


def _labelled_by(widget: QWidget) -> bool:
    """Qt's Label relation, which AT-SPI gives Orca: a sibling label whose buddy it is."""
    interface = QAccessible.queryAccessibleInterface(widget)
    relations = interface.relations(QAccessible.RelationFlag.Label) if interface is not None else []
    return any(other.text(QAccessible.Text.Name).strip() for other, _ in relations)


def _has_buddy(widget: QWidget) -> bool:
    return any(label.buddy() is widget for label in widget.window().findChildren(QLabel))


@dataclass
class Walk:
    order: list[QWidget] = field(default_factory=list)
    traps: list[str] = field(default_factory=list)
    faint: list[str] = field(default_factory=list)


STUCK = 5  # more Tabs than any control has parts (hours, minutes, seconds)


def tab_walk(root: QWidget, measure_focus: bool = False) -> Walk:
    """Tab through ``root``'s window from its first control, as a keyboard user does,
    until the focus comes back to where it started (or many more Tabs than controls)."""
    window = root.window()
    window.activateWindow()
    QTest.qWaitForWindowActive(window)  # activation gives focus "not by keyboard": before the first Tab
    reachable = [w for w in controls(root) if w.focusPolicy() & Qt.FocusPolicy.TabFocus]
    walk = Walk()
    if not reachable:
        return walk
    focused = QApplication.focusWidget()
    if focused is not None:
        focused.clearFocus()  # each control is grabbed once without the focus
    unfocused = {id(w): _grab(w) for w in reachable} if measure_focus else {}
    start = reachable[0]
    start.setFocus(Qt.FocusReason.TabFocusReason)
    QApplication.processEvents()
    stuck = 0
    for _ in range(3 * len(reachable) + 10):
        current = QApplication.focusWidget()
        if current is None:
            walk.traps.append("the focus left the window")
            break
        if current not in walk.order:
            walk.order.append(current)
            if measure_focus and id(current) in unfocused:
                _check_focus(current, unfocused[id(current)], walk)
        QTest.keyClick(current, Qt.Key.Key_Tab)
        QApplication.processEvents()
        after = QApplication.focusWidget()
        stuck = stuck + 1 if after is current else 0
        if stuck > STUCK and len(reachable) > 1:  # a time box's Tab walks its sections, then leaves
            walk.traps.append(f"Tab stays in {describe(current)}")
            break
        if after is start:
            break
    return walk


def unreachable(root: QWidget, walk: Walk) -> list[str]:
    reached = set(map(id, walk.order))
    problems = []
    for widget in controls(root):
        if id(widget) in reached or _dock_title_button(widget) or isinstance(widget, QMenuBar):
            continue
        if _arrow_reached(widget, reached):
            continue
        problems.append(f"Tab never reaches {describe(widget)}")
    return problems


def _arrow_reached(widget: QWidget, reached: set[int]) -> bool:
    """An exclusive radio button: Tab reaches the group's checked one, the arrows the others."""
    if not isinstance(widget, QRadioButton) or not widget.autoExclusive():
        return False
    parent = widget.parentWidget()
    siblings = parent.findChildren(QRadioButton) if parent is not None else []
    return any(id(other) in reached for other in siblings if other.parentWidget() is parent)


def _grab(widget: QWidget) -> QImage:
    return widget.grab().toImage().convertToFormat(QImage.Format.Format_RGB32)


def _check_focus(widget: QWidget, before: QImage, walk: Walk) -> None:
    after = _grab(widget)
    if after.size() != before.size():
        return
    best = 1.0
    step = 1 if after.width() * after.height() < 40_000 else 2
    for y in range(0, after.height(), step):
        for x in range(0, after.width(), step):
            old, new = before.pixel(x, y), after.pixel(x, y)
            if old != new:
                best = max(best, contrast(QColor.fromRgb(old), QColor.fromRgb(new)))
                if best >= FOCUS_MINIMUM:
                    return
    walk.faint.append(f"focus indicator {best:.2f}:1 on {describe(widget)}")


def low_contrast(root: QWidget) -> list[str]:
    """Every visible label's text on what it is drawn on, and the palette's own pairs."""
    problems = []
    for label in [w for w in root.findChildren(QLabel) if w.isVisible() and w.text().strip()]:
        palette = label.palette()
        text = palette.color(label.foregroundRole())
        ground = _ground(label)
        ratio = contrast(text, ground)
        if ratio < TEXT_MINIMUM:
            problems.append(f"{ratio:.2f}:1 {text.name()} on {ground.name()}: {label.text()[:40]!r}")
    return problems + palette_problems(root.palette())


def _ground(widget: QWidget) -> QColor:
    """The colour behind a widget: the first of it and its parents that paints one."""
    current: QWidget | None = widget
    while current is not None:
        if current.autoFillBackground() or current.testAttribute(Qt.WidgetAttribute.WA_StyledBackground):
            return current.palette().color(current.backgroundRole())
        current = current.parentWidget()
    return widget.palette().color(QPalette.ColorRole.Window)


PAIRS = (
    (QPalette.ColorRole.WindowText, QPalette.ColorRole.Window),
    (QPalette.ColorRole.Text, QPalette.ColorRole.Base),
    (QPalette.ColorRole.Text, QPalette.ColorRole.AlternateBase),
    (QPalette.ColorRole.ButtonText, QPalette.ColorRole.Button),
    (QPalette.ColorRole.HighlightedText, QPalette.ColorRole.Highlight),
    (QPalette.ColorRole.PlaceholderText, QPalette.ColorRole.Base),
    (QPalette.ColorRole.ToolTipText, QPalette.ColorRole.ToolTipBase),
)


def palette_problems(palette: QPalette) -> list[str]:
    problems = []
    for text_role, ground_role in PAIRS:
        text, ground = palette.color(text_role), palette.color(ground_role)
        ratio = contrast(text, ground)
        if ratio < TEXT_MINIMUM:
            pair = f"{text_role.name} {text.name()} on {ground_role.name} {ground.name()}"
            problems.append(f"{ratio:.2f}:1 palette {pair}")
    return problems


def audit(root: QWidget, measure_focus: bool = True) -> list[str]:
    """Every problem of one screen, each in words."""
    walk = tab_walk(root, measure_focus)
    return unnamed(root) + unreachable(root, walk) + walk.traps + walk.faint + low_contrast(root)
