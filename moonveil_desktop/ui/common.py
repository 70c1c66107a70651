"""Small helpers shared by the console's widgets."""

from __future__ import annotations

import itertools
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QLayout, QScrollArea, QWidget


class Retranslated:
    """Mixin for a widget whose visible strings are set in ``retranslate_ui()``:
    Qt sends ``LanguageChange`` to every widget when the language switches
    (moonveil_desktop.i18n), and the widget sets its strings again. Subclasses
    call ``self.retranslate_ui()`` at the end of ``__init__``."""

    def retranslate_ui(self) -> None:
        raise NotImplementedError

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        parent: Any = super()
        parent.changeEvent(event)


def bot_name(number: int) -> str:
    """A computer player's name in the console's language ("Bot 2", "电脑玩家 2"): the
    New table dialog and the phone lobby name bots alike."""
    return QCoreApplication.translate("NewTableDialog", "Bot %d") % number


def says_bot(name: str) -> bool:
    """Whether a name already says it is a bot ("Bot 2", "电脑玩家 2"): the lists mark a
    bot "(bot)" only when its name does not ("Bot 1 (bot)", "电脑玩家 1（电脑玩家）", stop 45)."""
    before, _, after = QCoreApplication.translate("NewTableDialog", "Bot %d").partition("%d")
    number = name[len(before) : len(name) - len(after)]
    return name.startswith(before) and name.endswith(after) and number.isdigit()


def plain_label(text: str = "", parent: QWidget | None = None, *, wrap: bool = True) -> QLabel:
    """A label that never interprets rich text (player names are user input)."""
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(wrap)
    label.setText(text)
    return label


def heading(text: str = "", parent: QWidget | None = None, scale: float = 1.4) -> QLabel:
    label = plain_label(text, parent)
    font = QFont(label.font())
    font.setPointSizeF(font.pointSizeF() * scale)
    font.setBold(True)
    label.setFont(font)
    return label


def clear_layout(layout: QLayout) -> None:
    """Remove and delete every item of a layout (widgets are rebuilt from views)."""
    while layout.count():
        item = layout.takeAt(0)
        if item is None:
            break
        widget = item.widget()
        if widget is not None:
            widget.hide()
            widget.setParent(None)
            widget.deleteLater()
        else:
            child = item.layout()
            if child is not None:
                clear_layout(child)
                child.deleteLater()


def clock_text(ms: int) -> str:
    seconds = max(0, ms // 1000)
    return f"{seconds // 60:02d}:{seconds % 60:02d}"


def focus_chain(layout: QLayout) -> list[QWidget]:
    """The controls of ``layout`` as the screen shows them: top to bottom, left to
    right, through group boxes, scroll areas and button boxes (issue 28)."""
    chain: list[QWidget] = []
    for index in range(layout.count()):
        item = layout.itemAt(index)
        widget, inner = item.widget(), item.layout()
        if widget is not None:
            chain += _widget_chain(widget)
        elif inner is not None:
            chain += focus_chain(inner)
    return chain


def _widget_chain(widget: QWidget) -> list[QWidget]:
    # hidden on purpose (an option this game type does not read); a widget just added to a
    # layout is hidden too until Qt shows it a moment later, and it belongs in the chain
    if widget.isHidden() and widget.testAttribute(Qt.WidgetAttribute.WA_WState_ExplicitShowHide):
        return []
    if isinstance(widget, QScrollArea):  # the controls it holds, not the area
        scrolled = widget.widget()
        return _widget_chain(scrolled) if scrolled is not None else []
    if widget.focusPolicy() & Qt.FocusPolicy.TabFocus:
        return [widget]  # a control: its own parts (a spin box's text) follow it
    layout = widget.layout()
    return focus_chain(layout) if layout is not None else []


def follow_layout(layout: QLayout) -> None:
    """Make Tab follow the layout: widgets built later (a rule book's options, the
    steps of a night) otherwise come after the buttons built first."""
    chain = focus_chain(layout)
    for first, second in itertools.pairwise(chain):
        QWidget.setTabOrder(first, second)


def screen_reader_name(widget: QWidget, text: str) -> None:
    """What a screen reader calls ``widget``: its accessible name (Windows, macOS) and an
    invisible label whose buddy it is. On Linux Qt names a drop-down list by its current
    value ("Cai, combo box") and Orca finds its purpose through the label that points at
    it, so a name alone says nothing there. Call it once the widget has its parent."""
    widget.setAccessibleName(text)
    parent = widget.parentWidget()
    if parent is None:
        return
    direct = Qt.FindChildOption.FindDirectChildrenOnly
    label = next((lab for lab in parent.findChildren(QLabel, options=direct) if lab.buddy() is widget), None)
    if label is None:
        label = plain_label("", parent, wrap=False)  # names are user input: never rich text
        label.setBuddy(widget)
        label.hide()  # the visible row already shows the name; this one is read, not seen
    label.setText(text)
