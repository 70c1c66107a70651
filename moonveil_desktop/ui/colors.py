"""The console's colours: one place for every coloured text, the selection and the
focus ring, checked against the palette in use (light or dark, whatever the system
gives) so text keeps 4.5:1 and focus indicators 3:1 (WCAG 2.1 AA, issue 28).

A tone (error, success, warning) has one shade for light palettes and one for dark
ones; ``tone`` returns the shade that contrasts with the palette's window and base,
else the palette's own text colour. ``accessible_palette`` fixes the pairs Qt's
default palettes get wrong (white on #308cc6 is 3.69:1); ``focus_colour`` is the
shade of the focus ring ``focus_ring.FocusStyle`` draws.

Qt's style classes are not imported here: every console module imports this one, and
the first use of ``QStyle`` builds its Python enums (hundreds of members, start-up,
issue 20).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtGui import QColor, QGuiApplication, QPalette

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

TEXT_MINIMUM = 4.5  # WCAG 1.4.3 (AA) for text
FOCUS_MINIMUM = 3.0  # WCAG 1.4.11 for a focus indicator against what it sits on

# kind → (shade on a light palette, shade on a dark palette); each pair checked in tests
TONES: dict[str, tuple[str, str]] = {
    "error": ("#b3261e", "#ffb4ab"),
    "success": ("#1b6e20", "#8fd694"),
    "warning": ("#6b5400", "#f0c24b"),
    "info": ("#1f4e8c", "#9ecaff"),  # a provisional answer at its night step
    "muted": ("#5a5a5a", "#b4b4b4"),  # a state still to come ("waiting"): quieter than text, still 4.5:1
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


def muted_style() -> str:
    """A state still to come beside a name: the muted shade, in italics (not colour alone)."""
    return f"color: {tone('muted').name()}; font-style: italic;"


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


def install(app: QApplication) -> None:
    """The checked palette for the whole console (at start-up, before any widget
    exists). The focus ring's style is ``focus_ring.install_focus_ring``."""
    app.setPalette(accessible_palette(app.palette()))
