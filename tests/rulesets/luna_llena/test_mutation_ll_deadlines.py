"""Luna llena's server deadlines (engine/rulesets/luna_llena/deadlines.py; LL-11.1,
DEC-LL-52): edges mutation testing found unchecked (docs/mutation/luna_llena.md)."""

from __future__ import annotations

from engine.commands import Clock
from engine.rulesets.luna_llena.abilities import ext
from engine.rulesets.luna_llena.deadlines import deadline_passed, set_deadline
from tests.rulesets.luna_llena.helpers import close, deal


def test_DEC_LL_52_a_step_ends_its_duration_in_seconds_after_it_opens() -> None:
    game = deal("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD", options={"durations": {"night": 30, "debate": 7}})
    assert ext(game.state).deadline_ms == 30_000
    game.apply(Clock(12_000))
    close(game)
    assert ext(game.state).deadline_ms == 12_000 + 7_000


def test_DEC_LL_52_without_options_the_default_durations_apply() -> None:
    game = deal("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD")
    game.state.options.pop("durations", None)
    game.state.now_ms = 1_000
    set_deadline(game.state, "judgment")
    assert ext(game.state).deadline_ms == 1_000 + 45_000


def test_DEC_LL_52_a_duration_of_0_or_a_missing_step_means_no_deadline() -> None:
    game = deal("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD", options={"durations": {"night": 0, "debate": 5}})
    assert ext(game.state).deadline_ms is None
    set_deadline(game.state, "tiebreak")
    assert ext(game.state).deadline_ms is None
    set_deadline(game.state, "debate")
    assert ext(game.state).deadline_ms == 5_000


def test_DEC_LL_52_durations_that_are_not_a_table_mean_no_deadline() -> None:
    game = deal("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD", options={"durations": None})
    assert ext(game.state).deadline_ms is None


def test_LL_11_1_the_deadline_passes_at_its_very_millisecond() -> None:
    game = deal("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD", options={"durations": {"night": 10}})
    game.apply(Clock(9_999))
    assert not deadline_passed(game.state)
    game.apply(Clock(10_000))
    assert deadline_passed(game.state)


def test_LL_11_1_no_deadline_never_passes() -> None:
    game = deal("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD", options={"durations": {}})
    game.apply(Clock(10**9))
    assert not deadline_passed(game.state)
