"""Village vs Non-village's checks of a position (docs/positions.md): skills,
kill points, the Bite tally and pending grants name real seats, and a grant
waits only on a living holder."""

from __future__ import annotations

from engine.errors import PositionError
from engine.model import GameState
from engine.position import check_at_least, check_seats
from engine.rulesets.village_vs_nonvillage.state import ext


def check_position(state: GameState) -> None:
    zh = ext(state)
    check_seats(state, zh.skills, "state.skills", "ZH-3.1")
    for seat, points in zh.points.items():
        check_seats(state, [seat], f"state.points.{seat}", "ZH-6.6.3")
        check_at_least(points, 0, f"state.points.{seat}", "ZH-6.6.3")
    if len(zh.bite_tally) != 2:
        raise PositionError("the Bite tally is [village, non-village]", field="state.bite_tally", rule="ZH-6.1.4")
    for index, count in enumerate(zh.bite_tally):
        check_at_least(count, 0, f"state.bite_tally[{index}]", "ZH-6.1.4")
    for night, holders in zh.extra_lynch.items():
        check_seats(state, holders, f"state.extra_lynch.{night}", "ZH-6.4.1", living=night >= state.phase.number)
    for seat, chances in zh.fox_chances.items():
        check_seats(state, [seat], f"state.fox_chances.{seat}", "ZH-6.3.1")
        check_at_least(chances, 0, f"state.fox_chances.{seat}", "ZH-6.3.1")
    if zh.sheriff is not None:
        check_seats(state, [zh.sheriff], "state.sheriff", "ZH-11.1")
    if zh.insanity_holder is not None:
        check_seats(state, [zh.insanity_holder], "state.insanity_holder", "ZH-5.2.3")
