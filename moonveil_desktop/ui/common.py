"""Small helpers shared by the console's widgets."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QLabel, QLayout, QWidget


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
