"""Colours and type sizes of the projector (shared by the Qt window and the TV page).

Team colours are the Okabe–Ito palette, safe for the common colour-vision
deficiencies, and every team also carries a glyph so colour is never the only
cue. Each mood has a background and a text colour with a contrast ratio of at
least 7:1 (WCAG AAA), checked by the tests.
"""

from __future__ import annotations

from dataclasses import dataclass

GLYPHS = ("●", "▲", "◆", "■", "★", "✚")


@dataclass(frozen=True)
class Mood:
    background: str
    glow: str  # the centre of the background gradient
    text: str
    muted: str  # eliminated players, secondary lines
    accent: str  # headline and countdown
    panel: str  # the centre panel's fill
    teams: tuple[str, ...]


_BRIGHT_TEAMS = ("#56B4E9", "#E69F00", "#CC79A7", "#F0E442", "#009E73", "#FFFFFF")
_DARK_TEAMS = ("#005A8C", "#A04400", "#8E3B6F", "#6B5F00", "#006B4F", "#000000")

MOODS: dict[str, Mood] = {
    "lobby": Mood("#101418", "#1C2530", "#F2F4F7", "#A9B2BC", "#FFFFFF", "#1A2129", _BRIGHT_TEAMS),
    "night": Mood("#070B1E", "#1A2350", "#EEF2FF", "#9AA3C7", "#C9D6FF", "#0F1533", _BRIGHT_TEAMS),
    "day": Mood("#F6EFD9", "#FFFBEF", "#15120A", "#5E5648", "#2B1D00", "#FFF8E6", _DARK_TEAMS),
    "vote": Mood("#1C0D08", "#3A1B0F", "#FFF4E8", "#C4A999", "#FFD27A", "#2A140C", _BRIGHT_TEAMS),
    "over": Mood("#0E0A16", "#2A1E40", "#F7F2FF", "#ABA2BD", "#FFE08A", "#1A1428", _BRIGHT_TEAMS),
}


def mood(name: str) -> Mood:
    return MOODS.get(name, MOODS["day"])


def team_colour(m: Mood, team: int) -> str:
    return m.teams[team % len(m.teams)] if team >= 0 else m.text


def team_glyph(team: int) -> str:
    return GLYPHS[team % len(GLYPHS)] if team >= 0 else ""


def _channel(value: int) -> float:
    c = value / 255
    return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4


def luminance(colour: str) -> float:
    r, g, b = (int(colour[i : i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * _channel(r) + 0.7152 * _channel(g) + 0.0722 * _channel(b)


def contrast(a: str, b: str) -> float:
    """WCAG contrast ratio of two ``#RRGGBB`` colours."""
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


# Type sizes in pixels on a 1920×1080 screen; both screens scale them with the window.
SIZES = {
    "title": 34,
    "headline": 120,
    "subline": 40,
    "countdown": 120,
    "status": 40,
    "seat_name": 44,
    "seat_role": 38,
    "seat_mark": 32,
    "panel_title": 40,
    "news": 50,
    "tally": 40,
    "spotlight": 56,
    "setup": 30,
    "outcome": 52,
    "winners": 44,
    "timeline": 34,
}
