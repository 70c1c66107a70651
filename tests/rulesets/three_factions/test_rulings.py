"""Issue 18 rulings for Three Factions: the bite of a player revived that night
(IT-10.39, D-23), the shifted Shapeshifter outside the bite (IT-7.20), and a wolf
revived at step 9 who is not an able wolf at step 10 (IT-7.5 with IT-10.39)."""

from __future__ import annotations

import pytest

from engine.errors import IllegalAction, IllegalTarget
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


def test_IT_7_20_a_shifted_shapeshifter_cannot_enter_the_bite(table: Table) -> None:
    table.to_night(1)
    table.submit("Luca", "shift", option="A")
    with pytest.raises(IllegalAction) as refused:
        table.submit("Luca", "bite", "Bruno")
    assert refused.value.rule == "IT-7.20"
    assert not any(s.ability == "bite" for s in table.state.submissions.values())
    luca_prompts = [p for p in table.game.prompts() if p.seat == table.seat["Luca"]]
    assert [p.slot for p in luca_prompts] == ["shift"]
    table.submit("Dario", "bite", "Bruno")  # the rest of the pack still bites
    table.night()
    assert not table.p("Bruno").alive


def test_IT_7_20_the_shapeshifter_who_entered_the_bite_cannot_shift(table: Table) -> None:
    table.to_night(1)
    table.submit("Luca", "bite", "Bruno")
    with pytest.raises(IllegalAction) as refused:
        table.submit("Luca", "shift", option="B")
    assert refused.value.rule == "IT-7.20"
    table.submit("Dario", "bite", "Zeno")  # another pack member enters the pack's one bite
    table.submit("Luca", "shift", option="B")
    table.night()
    assert not table.p("Zeno").alive and table.p("Bruno").alive


def test_IT_7_5_IT_10_39_a_wolf_revived_tonight_is_not_an_able_wolf(table: Table) -> None:
    table.night()
    table.burn("Dario")
    table.submit("Ada", "bite", "Bruno")
    table.night()
    table.burn("Ada")
    table.night()
    table.burn("Walter")  # Night 3: Luca is the only living wolf
    table.submit("Luca", "bite", "Gina")
    table.submit("Fabio", "abduct", "Luca", option="contadino")  # Luca is abducted: not able
    table.submit("Paolo", "revive", "Dario", "Bruno")  # Dario is back at step 9
    messages = table.night()
    assert table.p("Dario").alive and table.p("Gina").alive
    notes = [m.params for m in messages if m.kind == "no_able_wolf"]
    assert notes and notes[0]["rule"] == "IT-7.5"
