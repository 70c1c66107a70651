"""Issue 18 rulings for Three Factions: the bite of a player revived that night
(IT-10.39, D-23)."""

from __future__ import annotations

import pytest

from engine.errors import IllegalTarget
from tests.rulesets.three_factions.conftest import Table


def _night_three_with_bruno_bitten_and_gina_burned(table: Table) -> None:
    table.night()
    table.burn("Gina")
    table.submit("Dario", "bite", "Bruno")
    table.night()
    table.quiet_day()
    table.night()
    table.quiet_day()


def test_IT_10_39_D_23_revived_player_can_be_bitten_same_night(table: Table) -> None:
    _night_three_with_bruno_bitten_and_gina_burned(table)
    table.submit("Paolo", "revive", "Gina", "Bruno")
    table.submit("Dario", "bite", "Bruno")  # Bruno is dead when the pack names him
    messages = table.night()
    assert not table.p("Bruno").alive and table.p("Gina").alive
    assert table.public(messages, "revivals") == [{"seats": [table.seat["Bruno"], table.seat["Gina"]]}]
    assert table.public(messages, "night_deaths") == [{"seats": [table.seat["Bruno"]]}]


def test_IT_12_12_bite_on_a_player_left_dead_has_no_effect(table: Table) -> None:
    _night_three_with_bruno_bitten_and_gina_burned(table)
    table.submit("Dario", "bite", "Bruno")
    messages = table.night()
    assert table.public(messages, "night_deaths") == [{"seats": []}]
    assert [d.seat for d in table.state.deaths].count(table.seat["Bruno"]) == 1


def test_IT_7_3_dead_target_refused_before_the_spirits_first_night(table: Table) -> None:
    table.night()
    table.burn("Gina")
    with pytest.raises(IllegalTarget, match="living player") as refused:
        table.submit("Dario", "bite", "Gina")
    assert refused.value.rule == "IT-7.3"
    assert table.seat["Gina"] not in table.game.ruleset.legal_targets(table.state, table.seat["Dario"], "bite")


def test_IT_10_39_dead_revivable_players_are_bite_candidates_from_night_3(table: Table) -> None:
    _night_three_with_bruno_bitten_and_gina_burned(table)
    candidates = table.game.ruleset.legal_targets(table.state, table.seat["Dario"], "bite")
    assert {table.seat["Bruno"], table.seat["Gina"]} <= set(candidates)
    assert table.seat["Ada"] not in candidates  # still never a pack member (IT-7.3)
