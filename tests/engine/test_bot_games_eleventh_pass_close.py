"""The eleventh pass over bot-game speed, part "close" (issue 20, docs/performance.md):
closing a night and a vote, and the messages, do less work for the same result.

- a day's count as the close reads it (``day_count``: who is chosen and the parameters of
  the ``ballots`` line) is what ``count_by_seat`` and the shown texts of its ``Fraction``s
  give, by either path, under both rules, with the same draw (MV-6.5, MD-5); the tenth
  pass's test checks every vote close of bot games against the plain ``Ballot`` tally.

The whole games are compared before and after by ``bench/engine_fingerprint.py``
(every message, view and state of all four books)."""

from __future__ import annotations

import random
from typing import Any

from engine.commands import VoteChoice
from engine.voting import count_by_seat, day_count, half, shown_totals, text
from tests.engine.test_bot_games_ninth_pass_close import _random_vote

# -- a day's count -----------------------------------------------------------------------------


def _plain_count(
    weights: dict[int, Any], choices: dict[int, int | None], plurality: bool, rng: random.Random
) -> tuple[VoteChoice, dict[str, Any]]:
    """What the close announced before ``day_count``: ``count_by_seat`` and the texts of its ``Fraction``s."""
    result, shown = count_by_seat(weights, choices, plurality, rng)
    total = result.total_weight
    line = {"ballots": shown, "totals": shown_totals(result.totals), "total": text(total)}
    return result.chosen, {**line, "threshold": text(half(total))}


def test_MV_6_5_MD_5_a_days_count_is_count_by_seat_with_its_texts() -> None:
    rng = random.Random(23)
    seen: set[tuple[bool, str]] = set()
    for _ in range(800):
        weights, choices = _random_vote(rng)
        seed = rng.random()
        for plurality in (True, False):
            mine, plain = random.Random(seed), random.Random(seed)
            chosen, line = day_count(weights, choices, plurality, mine)
            assert (chosen, line) == _plain_count(weights, choices, plurality, plain)
            assert list(line) == ["ballots", "totals", "total", "threshold"]  # the line's order, as announced
            assert mine.getstate() == plain.getstate()  # the same draws, no more
            seen.add((plurality, "odd" if "/" in line["threshold"] else "whole"))
            seen.add((plurality, "nobody" if chosen is None else "chosen"))
    assert seen == {(p, k) for p in (True, False) for k in ("odd", "whole", "nobody", "chosen")}
