"""Three Factions' small modules (phases.py, outcome.py, deadlines.py): what mutation
testing (scripts/mutation.sh, issue 21) found no test for. Each test names the rule it
checks; docs/mutation/small_modules.md lists them."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine.errors import SetupError
from engine.model import Outcome, Phase
from engine.rulesets.three_factions.deadlines import deadline_ms, minutes_of
from tests.rulesets.three_factions.conftest import Table

HOUR_MS = 60 * 60_000


def only_alive(table: Table, *names: str) -> None:
    """Leave exactly these players alive (a position the victory check reads)."""
    for player in table.state.players:
        player.alive = player.name in names


def side_seats(table: Table, side: str) -> tuple[int, ...]:
    return tuple(p.seat for p in table.state.players if p.wins_with == side)


# -- victory (IT-13) ------------------------------------------------------------------------


def test_IT_13_7_nobody_alive_is_a_draw_with_no_winner(table: Table) -> None:
    only_alive(table)
    assert table.game.ruleset.evaluate(table.state) == Outcome((), (), reason="nobody_alive", draw=True)


def test_IT_13_7_one_living_villager_is_a_village_win_not_a_draw(table: Table) -> None:
    only_alive(table, "Bruno")
    outcome = table.game.ruleset.evaluate(table.state)
    assert outcome == Outcome(("village",), side_seats(table, "village"), reason="village")
    assert outcome is not None and outcome.draw is False


def test_IT_13_3_aliens_at_half_win_with_their_reason(table: Table) -> None:
    only_alive(table, "Fabio", "Nico", "Bruno", "Gina")
    outcome = table.game.ruleset.evaluate(table.state)
    assert outcome == Outcome(("aliens",), side_seats(table, "aliens"), reason="aliens_half")


def test_IT_13_2_wolves_at_half_win_with_their_reason(table: Table) -> None:
    only_alive(table, "Dario", "Walter", "Bruno", "Gina")
    outcome = table.game.ruleset.evaluate(table.state)
    assert outcome == Outcome(("wolves",), side_seats(table, "wolves"), reason="wolves_half")


def test_D_29_village_first_puts_the_village_before_aliens_at_half(make_table: Callable[..., Table]) -> None:
    """No wolf and no Leader alive, the General at half: the aliens by default (IT-13.7),
    the village when the option puts it first."""
    for order, expected in ((None, ("aliens", "aliens_half")), ("village_first", ("village", "village"))):
        table = make_table({"victory_order": order} if order else {})
        only_alive(table, "Nico", "Bruno")
        outcome = table.game.ruleset.evaluate(table.state)
        assert outcome is not None and (outcome.winning_teams, outcome.reason) == ((expected[0],), expected[1])
        assert outcome.winners == side_seats(table, expected[0])


def test_IT_13_10_the_game_over_closes_play_keeping_the_number(table: Table) -> None:
    table.night()  # day 1
    only_alive(table, "Bruno")
    outcome = table.game.ruleset.evaluate(table.state)
    assert outcome is not None
    table.game.ruleset.end_game(table.state, outcome)
    assert table.state.phase == Phase("over", 1)


# -- the night and the day open and close (IT-6.10, M-15) -----------------------------------


def test_IT_4_1_night_falls_and_day_opens_announce_their_numbers(table: Table) -> None:
    table.night()
    table.quiet_day()
    table.night()
    messages = table.state.messages
    assert table.public(messages, "night_falls") == [{"number": 0}, {"number": 1}]  # night 0 first
    assert table.public(messages, "day_opens") == [{"number": 1}, {"number": 2}]


def test_IT_6_10_a_pack_result_is_the_packs_card_so_no_nothing_to_report(table: Table) -> None:
    """The pack told of the stomach ache (M-12) are told; every other wolf-free seat with
    no result gets "nothing to report" (M-15)."""
    table.to_night(1)
    table.submit("Dario", "bite", "Hugo")
    messages = table.close()
    for wolf in ("Ada", "Dario", "Walter", "Luca"):
        assert table.told(messages, wolf, "stomach_ache") == [{}]
        assert table.told(messages, wolf, "nothing_to_report") == []
    assert table.told(messages, "Bruno", "nothing_to_report") == [{}]


def test_IT_6_10_a_seat_with_a_private_result_gets_no_nothing_to_report(table: Table) -> None:
    table.to_night(1)
    messages = table.close()  # the Medium's reading of a day with nobody burned (IT-10.8)
    medium = table.seat["Marta"]
    kinds = [m.kind for m in messages if m.recipients == {medium}]
    assert kinds and "nothing_to_report" not in kinds
    assert table.told(messages, "Zeno", "nothing_to_report") == [{}]


# -- deadlines (D-35, IT-4.5, IT-4.6) -------------------------------------------------------


@pytest.mark.parametrize(("text", "minutes"), [("00:00", 0), ("00:45", 45), ("09:59", 599), ("23:59", 1439)])
def test_D_35_times_of_day_from_midnight_to_the_last_minute(text: str, minutes: int) -> None:
    assert minutes_of(text) == minutes


@pytest.mark.parametrize("text", ["nine", "21", "21:00:00", "a:b"])
def test_D_35_a_time_not_hh_mm_is_refused_with_its_rule_and_value(text: str) -> None:
    with pytest.raises(SetupError) as refused:
        minutes_of(text)
    assert (refused.value.key, refused.value.rule, refused.value.params) == ("tf.time_format", "D-35", {"value": text})


@pytest.mark.parametrize("text", ["24:00", "12:60", "-1:30", "10:-5"])
def test_D_35_a_time_outside_the_day_is_refused_with_its_rule_and_value(text: str) -> None:
    with pytest.raises(SetupError) as refused:
        minutes_of(text)
    assert (refused.value.key, refused.value.rule, refused.value.params) == ("tf.time_of_day", "D-35", {"value": text})


def test_D_35_no_mode_is_manual_no_deadline() -> None:
    assert deadline_ms({}, Phase("day", 1), 0) is None
    assert deadline_ms({"vote_close": 10}, Phase("night", 1), 0) is None


def test_IT_4_6_a_phase_in_a_sub_step_has_no_deadline_of_its_own() -> None:
    assert deadline_ms({"mode": "timer", "vote_close": 10}, Phase("day", 1, "tie"), 0) is None
    assert deadline_ms({"mode": "timer", "vote_close": 10}, Phase("day", 1), 5) == 5 + 10 * 60_000


def test_IT_4_6_a_timer_without_this_phases_minutes_sets_no_deadline() -> None:
    assert deadline_ms({"mode": "timer", "vote_close": 10}, Phase("review", 1), 0) is None


def test_IT_4_5_a_clock_deadline_counts_from_the_start_time() -> None:
    config = {"mode": "clock", "start": "21:00"}
    assert deadline_ms(config, Phase("day", 1), 0) == HOUR_MS  # vote closes at 22:00
    assert deadline_ms(config, Phase("review", 1), HOUR_MS) == HOUR_MS + 90 * 60_000  # dawn at 23:30


def test_D_35_an_unknown_deadline_mode_is_refused_with_its_rule_and_value() -> None:
    with pytest.raises(SetupError) as refused:
        deadline_ms({"mode": "sundial"}, Phase("day", 1), 0)
    assert (refused.value.key, refused.value.rule, refused.value.params) == (
        "tf.deadline_mode",
        "D-35",
        {"value": "sundial"},
    )
