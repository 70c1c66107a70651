"""Where the seats go: around a long table seen from above (no Qt here).

A row of seats along the bottom, a row along the top, and columns down the
left and right between them, so no two seats overlap at the corners. Seat 1 is
in the middle of the bottom row and the order runs clockwise. The centre panel
takes the rectangle inside. The TV page's ``tv.js`` implements the same
function (``seatSlots``); a browser test checks they agree.
"""

from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float


@dataclass(frozen=True)
class TableLayout:
    seats: list[Rect]
    centre: Rect


def table_layout(n: int, width: float, height: float) -> TableLayout:
    """Seat rectangles (in seat order) and the centre panel for ``n`` seats."""
    gap_x, gap_y = width * 0.012, height * 0.02
    sw = width * 0.16
    sh = min(height * 0.19, max(sw * 0.5, height * 0.12))
    side = top = bottom = 0
    for _ in range(40):
        between = height - 2 * sh - 2 * gap_y  # room for the side columns
        per_column = max(0, math.floor((between + gap_y) / (sh + gap_y)))
        per_row = max(1, math.floor((width + gap_x) / (sw + gap_x)))
        share = between / (2 * width + 2 * between) if between > 0 else 0.0
        side = min(per_column, round(n * share))
        top = math.ceil((n - 2 * side) / 2)
        bottom = n - 2 * side - top
        if top <= per_row:
            break
        sw *= 0.93
        sh = max(sh * 0.93, sw * 0.45)
    between = height - 2 * sh - 2 * gap_y
    row_top = [Rect(_spread(i, top, width, sw), 0.0, sw, sh) for i in range(top)]
    row_bottom = [Rect(_spread(i, bottom, width, sw), height - sh, sw, sh) for i in range(bottom)]
    column_y = [sh + gap_y + between * (j + 0.5) / side - sh / 2 for j in range(side)]
    left = [Rect(0.0, y, sw, sh) for y in column_y]
    right = [Rect(width - sw, y, sw, sh) for y in column_y]
    # Clockwise from the bottom middle: bottom right→left, left up, top left→right, right down.
    ring = row_bottom[::-1] + left[::-1] + row_top + right
    start = bottom // 2
    seats = [ring[(start + i) % len(ring)] for i in range(len(ring))] if ring else []
    inset_x = (sw + 2 * gap_x) if side else gap_x
    centre = Rect(inset_x, sh + gap_y, width - 2 * inset_x, height - 2 * (sh + gap_y))
    return TableLayout(seats, centre)


def _spread(index: int, count: int, width: float, seat_width: float) -> float:
    """The left edge of seat ``index`` of ``count`` spread evenly across a row."""
    if count == 1:
        return (width - seat_width) / 2
    return (width - seat_width) * index / (count - 1)
