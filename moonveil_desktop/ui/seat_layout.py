"""Where the grimoire's seats go: pure geometry, no Qt (unit-tested on its own).

The seats sit around an oval table (a rectangle with cut corners: an ellipse
wastes its corners, and 30 seats must fit a laptop's dock) in seat order, seat 0
at the top middle and then clockwise, as the players sit. Every seat is the same
box; the largest box (up to ``max_height``) for which every box lies inside the
area and no two boxes come closer than ``GAP`` is chosen. Seats are spaced evenly
in *seat steps* along the oval (a step across the top is a box width, a step
down a side a box height), so the sides, where boxes stack, hold more seats than
the top and the bottom. With a step of at least one seat and corners cut by one
step, neighbours never touch; every pair is checked all the same.
"""

from __future__ import annotations

import functools
import itertools
import math
from dataclasses import dataclass

ASPECT = 2.6  # a seat box is this many times wider than it is high (name, role, tokens)
MAX_HEIGHT = 64.0  # a few seats do not need boxes bigger than this
MIN_HEIGHT = 30.0  # below this a seat's two lines of text are not readable: list mode
MAX_SEATS = 30  # more seats (All Roles deals up to 99) are read as a list
GAP = 4.0  # pixels between two neighbouring boxes at least
CORNER = 1.0  # the corners of the oval are cut by this many seat steps


@dataclass(frozen=True)
class Box:
    """A seat's rectangle: top-left corner and size, in pixels."""

    x: float
    y: float
    width: float
    height: float

    @property
    def center(self) -> tuple[float, float]:
        return self.x + self.width / 2, self.y + self.height / 2

    def contains(self, px: float, py: float) -> bool:
        return self.x <= px <= self.x + self.width and self.y <= py <= self.y + self.height

    def overlaps(self, other: Box, gap: float = 0.0) -> bool:
        """Closer than ``gap`` on both axes (touching at ``gap`` is not overlapping)."""
        return (
            self.x < other.x + other.width + gap
            and other.x < self.x + self.width + gap
            and self.y < other.y + other.height + gap
            and other.y < self.y + self.height + gap
        )

    def inside(self, width: float, height: float, slack: float = 1e-6) -> bool:
        """Within the ``width`` x ``height`` area (``slack`` absorbs rounding)."""
        return (
            self.x >= -slack
            and self.y >= -slack
            and self.x + self.width <= width + slack
            and self.y + self.height <= height + slack
        )


def seat_boxes(count: int, width: float, height: float, max_height: float = MAX_HEIGHT) -> list[Box]:
    """The boxes of ``count`` seats in a ``width`` x ``height`` area, seat order
    clockwise from the top; ``[]`` when they cannot fit at ``MIN_HEIGHT`` or more."""
    return list(_seat_boxes(count, width, height, max_height))


@functools.lru_cache(maxsize=64)  # the grimoire asks again at every refresh; the answer only depends on these
def _seat_boxes(count: int, width: float, height: float, max_height: float) -> tuple[Box, ...]:
    if count <= 0:
        return ()
    top = math.floor(min(max_height, height / 2 if count > 1 else height, width / ASPECT))
    for box_height in range(top, math.ceil(MIN_HEIGHT) - 1, -1):
        boxes = _boxes_at(count, width, height, float(box_height))
        if boxes and _fits(boxes, width, height):
            return tuple(boxes)
    return ()


def readable(count: int, width: float, height: float) -> bool:
    """Can ``count`` seats be drawn as an oval here (else the grimoire shows a list)?"""
    return 0 < count <= MAX_SEATS and bool(seat_boxes(count, width, height))


def seat_at(boxes: list[Box], px: float, py: float) -> int | None:
    """The seat whose box holds the point, if any."""
    return next((seat for seat, box in enumerate(boxes) if box.contains(px, py)), None)


def _boxes_at(count: int, width: float, height: float, box_height: float) -> list[Box]:
    box_width = box_height * ASPECT
    centres = _even_points(count, (width - box_width) / 2, (height - box_height) / 2, box_width, box_height)
    return [
        Box(width / 2 + cx - box_width / 2, height / 2 + cy - box_height / 2, box_width, box_height)
        for cx, cy in centres
    ]


def _oval(radius_x: float, radius_y: float, step_x: float, step_y: float) -> list[tuple[float, float]]:
    """The corners of the path the seat centres follow, from the top middle,
    clockwise (y points down): a rectangle with its corners cut by one seat
    step, so two seats on either side of a corner cannot touch."""
    cut_x, cut_y = step_x * CORNER, step_y * CORNER
    return [
        (0.0, -radius_y),
        (radius_x - cut_x, -radius_y),
        (radius_x, -radius_y + cut_y),
        (radius_x, radius_y - cut_y),
        (radius_x - cut_x, radius_y),
        (-radius_x + cut_x, radius_y),
        (-radius_x, radius_y - cut_y),
        (-radius_x, -radius_y + cut_y),
        (-radius_x + cut_x, -radius_y),
        (0.0, -radius_y),
    ]


def _even_points(
    count: int, radius_x: float, radius_y: float, box_width: float, box_height: float
) -> list[tuple[float, float]]:
    """``count`` points along the oval from the top, clockwise, evenly spaced in
    seat steps (a step is a box and a gap, across or down); ``[]`` when the
    steps would be shorter than one seat."""
    step_x, step_y = box_width + GAP, box_height + GAP
    if radius_x < step_x * CORNER or radius_y < step_y * CORNER:
        return []
    corners = _oval(radius_x, radius_y, step_x, step_y)
    lengths = [0.0]
    for (x0, y0), (x1, y1) in itertools.pairwise(corners):
        lengths.append(lengths[-1] + max(abs(x1 - x0) / step_x, abs(y1 - y0) / step_y))
    total = lengths[-1]
    if total / count < 1:
        return []
    points = []
    side = 0
    for seat in range(count):
        wanted = total * seat / count
        while lengths[side + 1] < wanted:
            side += 1
        span = lengths[side + 1] - lengths[side]
        part = (wanted - lengths[side]) / span if span else 0.0
        (x0, y0), (x1, y1) = corners[side], corners[side + 1]
        points.append((x0 + (x1 - x0) * part, y0 + (y1 - y0) * part))
    return points


def _fits(boxes: list[Box], width: float, height: float) -> bool:
    if not all(box.inside(width, height) for box in boxes):
        return False
    return not any(boxes[i].overlaps(boxes[j], GAP) for i in range(len(boxes)) for j in range(i + 1, len(boxes)))
