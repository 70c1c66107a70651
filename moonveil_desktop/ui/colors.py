"""The console's colours: one place for every coloured text, the selection and the
focus ring, checked against the palette in use (light or dark, whatever the system
gives) so text keeps 4.5:1 and focus indicators 3:1 (WCAG 2.1 AA, issue 28).

A tone (error, success, warning) has one shade for light palettes and one for dark
ones; ``tone`` returns the shade that contrasts with the palette's window and base,
else the palette's own text colour. ``accessible_palette`` fixes the pairs Qt's
default palettes get wrong (white on #308cc6 is 3.69:1), and ``FocusStyle`` draws a
solid focus ring where Fusion draws a faint tint (tab bars, lists, tables).
"""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPalette, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QProxyStyle,
    QStyle,
    QStyleOption,
    QStyleOptionComplex,
    QWidget,
)

TEXT_MINIMUM = 4.5  # WCAG 1.4.3 (AA) for text
FOCUS_MINIMUM = 3.0  # WCAG 1.4.11 for a focus indicator against what it sits on
FOCUS_WIDTH = 2

# kind → (shade on a light palette, shade on a dark palette); each pair checked in tests
TONES: dict[str, tuple[str, str]] = {
    "error": ("#b3261e", "#ffb4ab"),
    "success": ("#1b6e20", "#8fd694"),
    "warning": ("#6b5400", "#f0c24b"),
    "info": ("#1f4e8c", "#9ecaff"),  # a provisional answer at its night step
}
BANNER = {"light": ("#8c1d18", "#fde7e9"), "dark": ("#ffdad6", "#5c1612")}  # error banner: text, background
FOCUS_SHADES = ("#1f5a8a", "#0b3d66", "#8ab4f8", "#c2dcff", "#000000", "#ffffff")
SELECTION_SHADES = ("#2a6fa3", "#1f5a8a", "#0b3d66")


def luminance(colour: QColor) -> float:
    """Relative luminance (WCAG 2.1)."""

    def channel(value: float) -> float:
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    return 0.2126 * channel(colour.redF()) + 0.7152 * channel(colour.greenF()) + 0.0722 * channel(colour.blueF())


def contrast(first: QColor, second: QColor) -> float:
    """The WCAG contrast ratio of two opaque colours, 1 to 21."""
    light, dark = sorted((luminance(first), luminance(second)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def is_dark(palette: QPalette) -> bool:
    return luminance(palette.color(QPalette.ColorRole.Window)) < 0.2


def current_palette() -> QPalette:
    return QGuiApplication.palette()


def tone(kind: str, palette: QPalette | None = None) -> QColor:
    """The shade of ``kind`` readable on this palette's window and base."""
    palette = palette or current_palette()
    light, dark = TONES[kind]
    colour = QColor(dark if is_dark(palette) else light)
    grounds = (palette.color(QPalette.ColorRole.Window), palette.color(QPalette.ColorRole.Base))
    if all(contrast(colour, ground) >= TEXT_MINIMUM for ground in grounds):
        return colour
    return palette.color(QPalette.ColorRole.WindowText)  # an odd system palette: its own text colour


def tone_style(kind: str, bold: bool = False) -> str:
    """A style sheet for a label in ``kind``'s shade (bold for a fault that must be seen)."""
    weight = " font-weight: bold;" if bold else ""
    return f"color: {tone(kind).name()};{weight}"


def banner_style() -> str:
    """The error banner above the pages: a checked text/background pair."""
    text, background = BANNER["dark" if is_dark(current_palette()) else "light"]
    return f"background: {background}; color: {text}; padding: 6px; border-radius: 4px;"


def _first_contrasting(shades: tuple[str, ...], grounds: list[QColor], minimum: float) -> QColor | None:
    for shade in shades:
        colour = QColor(shade)
        if all(contrast(colour, ground) >= minimum for ground in grounds):
            return colour
    return None


def focus_colour(palette: QPalette | None = None) -> QColor:
    """The focus ring: 3:1 against the window, the base and the buttons."""
    palette = palette or current_palette()
    grounds = [palette.color(role) for role in (QPalette.ColorRole.Window, QPalette.ColorRole.Base)]
    grounds.append(palette.color(QPalette.ColorRole.Button))
    found = _first_contrasting(FOCUS_SHADES, grounds, FOCUS_MINIMUM)
    return found or palette.color(QPalette.ColorRole.WindowText)


def accessible_palette(palette: QPalette) -> QPalette:
    """``palette`` with a selection whose text reads at 4.5:1 and placeholder text
    at 4.5:1 on the base (for every colour group)."""
    fixed = QPalette(palette)
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive):
        selected_text = fixed.color(group, QPalette.ColorRole.HighlightedText)
        if contrast(selected_text, fixed.color(group, QPalette.ColorRole.Highlight)) < TEXT_MINIMUM:
            shade = _first_contrasting(SELECTION_SHADES, [selected_text], TEXT_MINIMUM)
            fixed.setColor(group, QPalette.ColorRole.Highlight, shade or QColor("#000000"))
        base = fixed.color(group, QPalette.ColorRole.Base)
        if contrast(fixed.color(group, QPalette.ColorRole.PlaceholderText), base) < TEXT_MINIMUM:
            fixed.setColor(group, QPalette.ColorRole.PlaceholderText, fixed.color(group, QPalette.ColorRole.Text))
    return fixed


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


def install(app: QApplication) -> None:
    """The checked palette and the focus ring for the whole console (at start-up,
    before any widget exists)."""
    if not isinstance(app.style(), FocusStyle):
        app.setStyle(FocusStyle(app.style().name()))
    app.setPalette(accessible_palette(app.palette()))
