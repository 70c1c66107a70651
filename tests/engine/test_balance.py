"""The balance estimate's engine side (issue 29): the exact model of classic
Moonveil under random play, the agreement of bot games with it, the intervals,
the shared job API and the plain reading."""

from __future__ import annotations

from functools import cache

import pytest

from engine.balance import DRAW, VILLAGE, WOLVES, exact_classic_random, majority_chance, read
from engine.simulate import SimulationJob, Tally, run_job, wilson_interval

NO_GUARDIAN = {"game_type": "classic", "seer": True, "guardian": False}


def test_majority_chance_by_hand_MV_6_5() -> None:
    # 3 living: X needs both other votes (each 1/2) → 1/4; 4 living: 3 votes of 1/3, needs 3 → 1/27
    assert majority_chance(3) == pytest.approx(0.25)
    assert majority_chance(4) == pytest.approx(1 / 27)
    assert majority_chance(1) == 0.0
    for living in range(2, 30):  # the "X has a strict majority" events exclude one another
        assert 0 <= living * majority_chance(living) <= 1


def test_exact_model_by_hand_with_one_day_MV_8_1_MV_8_2_MV_8_3() -> None:
    # 4 players, 1 Wolf: night 1 kills one of 3 → 2 others, 1 Wolf. Day 1 (3 living):
    # the Wolf banished 1/4 (village wins), another 2/4 (1 v 1: Wolves win), nobody 1/4 → draw at the limit
    outlook = exact_classic_random(4, 1, max_days=1)
    assert outlook.wins[VILLAGE] == pytest.approx(0.25)
    assert outlook.wins[WOLVES] == pytest.approx(0.5)
    assert outlook.draw == pytest.approx(0.25)


def test_exact_model_sums_to_one_and_rejects_impossible_tables() -> None:
    for players in range(3, 16):
        for wolves in range(1, players // 2 + 1):
            outlook = exact_classic_random(players, wolves)
            assert sum(outlook.wins.values()) + outlook.draw == pytest.approx(1.0)
    with pytest.raises(ValueError):
        exact_classic_random(5, 0)


@cache
def random_games(players: int, wolves: int) -> Tally:
    job = SimulationJob("moonveil", {**NO_GUARDIAN, "wolves": wolves}, players, 600, seed=11, policy="random")
    return run_job(job)


@pytest.mark.parametrize(("players", "wolves"), [(5, 1), (6, 1), (7, 1), (8, 2)])
def test_bot_games_agree_with_the_exact_model(players: int, wolves: int) -> None:
    """The 95% interval of 600 simulated games of the random policy covers the exact
    win probability: the engine plays the rules the model encodes (MV-4.2, MV-5.2/5.3,
    MV-6.5, MV-8.1/8.2) — a wrong tie-break, vote count or victory check moves it out."""
    exact = exact_classic_random(players, wolves)
    tally = random_games(players, wolves)
    low, high = tally.interval(VILLAGE)
    assert low <= exact.wins[VILLAGE] <= high, (tally.rate(VILLAGE), exact.wins[VILLAGE])
    assert tally.draws == 0 and exact.draw < 1e-6


def test_the_model_is_not_a_tautology() -> None:
    """The same games do not cover a neighbouring table's exact value: the
    agreement above can fail."""
    low, high = random_games(6, 1).interval(VILLAGE)
    for other in (exact_classic_random(5, 1), exact_classic_random(8, 2)):
        assert not low <= other.wins[VILLAGE] <= high


def test_wilson_interval() -> None:
    low, high = wilson_interval(0, 20)
    assert low == 0.0 and 0.1 < high < 0.2  # not a single point when every game went one way
    low, high = wilson_interval(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-3) and high == pytest.approx(0.5962, abs=1e-3)
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_a_job_splits_into_chunks_with_the_same_seeds() -> None:
    job = SimulationJob("moonveil", {}, 8, 500, seed=7)
    chunks = job.split(48, 160)
    assert [c.games for c in chunks] == [48, 160, 160, 132]
    assert [c.seed for c in chunks] == [7, 55, 215, 375]
    assert {c.options is job.options for c in chunks} == {True}


def test_chunks_add_up_to_the_whole_run() -> None:
    job = SimulationJob("luna_llena", {}, 8, 30, seed=3)
    whole = run_job(job)
    merged = Tally()
    for chunk in job.split(7, 10):
        merged.merge(run_job(chunk))
    assert merged.to_dict() == whole.to_dict()


def test_the_reading_names_the_leader_and_whether_the_lead_is_clear() -> None:
    assert read(Tally()) is None
    clear = read(Tally(games=400, wins={"wolves": 260, "village": 140}))
    assert clear is not None and clear.leader == "wolves" and clear.clear
    assert clear.rate == pytest.approx(0.65) and 0.03 < clear.margin < 0.06
    close = read(Tally(games=40, wins={"wolves": 21, "village": 19}))
    assert close is not None and close.leader == "wolves" and not close.clear
    draws = read(Tally(games=10, wins={"wolves": 2}, draws=8))
    assert draws is not None and draws.leader == DRAW
