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

import pytest

from engine import model
from engine.bot_tables import BOT_TABLES, BotTable
from engine.commands import VoteChoice
from engine.model import Death, Message
from engine.ruleset import find_ruleset
from engine.ruleset_outcome import OutcomePoint
from engine.rulesets.moonveil.rules import Moonveil
from engine.simulate import play_bot_game
from engine.voting import count_by_seat, day_count, half, shown_totals, text
from tests.engine.test_bot_games_ninth_pass_close import _random_vote

MOONVEIL_TABLES = [t for t in BOT_TABLES if t.ruleset == "moonveil"]

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


# -- the night's outcome step and the deaths -----------------------------------------------------


def test_MN_9_the_dawns_check_is_check_outcome_at_a_point_of_the_book() -> None:
    """``_outcome_at_dawn`` asks ``evaluate`` without ``check_outcome``'s frame: only right
    while the dawn is one of the book's outcome points (else ``check_outcome`` refuses)."""
    assert OutcomePoint.DAWN in Moonveil.outcome_points


@pytest.mark.parametrize("bot_table", MOONVEIL_TABLES, ids=lambda t: t.label)
def test_MV_7_1_every_death_and_message_of_a_bot_game_is_the_dataclasss(bot_table: BotTable) -> None:
    """Deaths built by the plain builder, lines sent with their dicts written by the rules:
    each equals the dataclass-built value, no two messages share a parameter dict, and every
    inbox holds exactly its seat's lines."""
    book = find_ruleset("moonveil")
    size = bot_table.sizes[0]
    deaths = 0
    for seed in range(3):
        state = play_bot_game(book, bot_table.options_for(size), seed, size).state
        labels = {m.phase for m in state.messages}
        for death in state.deaths:
            assert type(death) is Death and death == Death(death.seat, death.cause, death.phase)
            assert death.phase in labels and isinstance(death.seat, int) and death.cause in ("wolf_attack", "banished")
            deaths += 1
        for message in state.messages:
            plain = Message(
                message.seq, message.phase, message.audience, message.kind, message.params, message.recipients
            )
            assert type(message) is Message and message == plain
        assert len({id(m.params) for m in state.messages}) == len(state.messages)
        # each seat's inbox: exactly the lines it receives, in order (a player's line goes to its one inbox)
        receiving = {seat for m in state.messages for seat in m.recipients}
        assert set(state.inbox) == receiving and receiving
        for seat, box in state.inbox.items():
            assert box == [m for m in state.messages if seat in m.recipients]
    assert deaths > 0


def test_a_death_built_by_the_plain_builder_is_the_dataclasss() -> None:
    for seat, cause, phase in [(0, "wolf_attack", "night 1"), (7, "banished", "vote 2"), (3, "shot", "day 4")]:
        built = model._new_death(seat, cause, phase)
        assert type(built) is Death and built == Death(seat, cause, phase)
        assert (built.seat, built.cause, built.phase) == (seat, cause, phase)
