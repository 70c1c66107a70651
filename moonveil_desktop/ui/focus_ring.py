"""The console's focus ring (WCAG 2.1 AA 2.4.7 and 1.4.11, issue 28): ``FocusStyle``
draws a solid ring in ``colors.focus_colour`` where Fusion draws a faint tint.

Its own module, apart from ``colors``, because defining a ``QProxyStyle`` subclass
builds the Python enums of ``QStyle`` and its option classes (~600 members), and its
Python drawing methods make every draw of a paint convert its option to Python: the
app installs it in the first step after the first paint (``install_focus_ring``,
called by ``integration.run_evening``; start-up, issue 20), tests through
``app.compose``.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QStyleOptionComplex,
    QWidget,
)

from moonveil_desktop.ui.colors import focus_colour

FOCUS_WIDTH = 2


class FocusStyle(QProxyStyle):
    """The system's style with a solid focus ring: Fusion's focus rectangle is a
    1.1:1 tint on tab bars, and an empty list or table shows no focus at all."""

    def drawPrimitive(
        self,
        element: QStyle.PrimitiveElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if element == QStyle.PrimitiveElement.PE_FrameFocusRect:
            _ring(painter, option.rect, option.palette)
            return
        super().drawPrimitive(element, option, painter, widget)
        if element == QStyle.PrimitiveElement.PE_FrameLineEdit and _focused(option):
            _ring(painter, option.rect, option.palette)

    def drawComplexControl(
        self,
        control: QStyle.ComplexControl,
        option: QStyleOptionComplex,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawComplexControl(control, option, painter, widget)
        boxes = (QStyle.ComplexControl.CC_ComboBox, QStyle.ComplexControl.CC_SpinBox)
        if control in boxes and _focused(option):
            _ring(painter, option.rect, option.palette)

    def drawControl(
        self,
        element: QStyle.ControlElement,
        option: QStyleOption,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        super().drawControl(element, option, painter, widget)
        # a list or table frame shows the focus itself: an empty one has no current item to mark
        framed_view = element == QStyle.ControlElement.CE_ShapedFrame and isinstance(widget, QAbstractItemView)
        if (framed_view and widget is not None and widget.hasFocus()) or (
            element in RINGED_CONTROLS and _focused(option)
        ):
            _ring(painter, option.rect, option.palette)


RINGED_CONTROLS = (QStyle.ControlElement.CE_PushButtonBevel, QStyle.ControlElement.CE_TabBarTabShape)


def _focused(option: QStyleOption) -> bool:
    return bool(option.state & QStyle.StateFlag.State_HasFocus)


def _ring(painter: QPainter, rect: QRect, palette: QPalette) -> None:
    painter.save()
    pen = QPen(focus_colour(palette), FOCUS_WIDTH)
    pen.setJoinStyle(Qt.PenJoinStyle.MiterJoin)
    painter.setPen(pen)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    half = FOCUS_WIDTH // 2
    painter.drawRect(rect.adjusted(half, half, -half, -half))
    painter.restore()


def install_focus_ring(app: QApplication) -> None:
    """The focus ring for the whole console (once; every widget is polished again)."""
    if not isinstance(app.style(), FocusStyle):
        app.setStyle(FocusStyle(app.style().name()))
