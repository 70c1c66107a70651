"""The grimoire's seat layout (issue 16), pure geometry: every seat inside the area,
no two seats touching, seat order clockwise from the top, list mode above 30."""

from __future__ import annotations

import math

import pytest

from moonveil_desktop.ui.seat_layout import GAP, MAX_SEATS, MIN_HEIGHT, Box, readable, seat_at, seat_boxes

# The grimoire's seat area in the console at 1366x768 (the window fills what the
# laptop leaves it; test_grimoire_widget measures the real one and checks it is
# at least this big).
DOCK = (420, 520)


def angle(box: Box, width: float, height: float) -> float:
    """Clockwise from the top, in degrees (0..360)."""
    x, y = box.center
    return math.degrees(math.atan2(x - width / 2, -(y - height / 2))) % 360


@pytest.mark.parametrize("count", range(5, 31))
def test_five_to_thirty_seats_fit_the_dock_without_touching(count: int) -> None:
    width, height = DOCK
    boxes = seat_boxes(count, width, height)
    assert len(boxes) == count
    assert all(box.inside(width, height) for box in boxes)
    assert all(box.height >= MIN_HEIGHT for box in boxes)
    touching = [(i, j) for i in range(count) for j in range(i + 1, count) if boxes[i].overlaps(boxes[j], GAP)]
    assert touching == []


@pytest.mark.parametrize("count", [5, 8, 12, 30])
def test_seats_go_clockwise_from_the_top_in_seat_order(count: int) -> None:
    width, height = DOCK
    boxes = seat_boxes(count, width, height)
    angles = [angle(box, width, height) for box in boxes]
    assert angles[0] == pytest.approx(0, abs=0.5)  # seat 1 sits at the top middle
    assert angles == sorted(angles)  # then round the table, never back
    assert angles[count // 4] < 180 < angles[-1]  # a quarter of the way is on the right, the last on the left


def test_fewer_seats_get_bigger_boxes() -> None:
    width, height = DOCK
    heights = [seat_boxes(count, width, height)[0].height for count in (5, 12, 20, 30)]
    assert heights == sorted(heights, reverse=True) and heights[0] > heights[-1]


def test_more_than_thirty_seats_or_a_small_area_is_a_list() -> None:
    width, height = DOCK
    assert readable(MAX_SEATS, width, height)
    assert not readable(MAX_SEATS + 1, width, height)
    assert not readable(99, 1366, 768)  # All Roles' largest table: always the list
    assert not readable(30, 200, 150)
    assert seat_boxes(30, 200, 150) == []
    assert not readable(0, width, height)


def test_a_point_finds_its_seat() -> None:
    boxes = seat_boxes(8, *DOCK)
    for seat, box in enumerate(boxes):
        assert seat_at(boxes, *box.center) == seat
    assert seat_at(boxes, DOCK[0] / 2, DOCK[1] / 2) is None  # the table in the middle is no seat
