"""Three Factions' rule set class (engine/rulesets/three_factions/rules.py): the card,
the moderator's checklist, the deadlines' loop, the setup and the closing checks that
mutation testing (scripts/mutation.sh, issue 21) found no test for. Each test names the
rule it checks; docs/mutation/three_factions.md lists them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from engine import Advance, Clock, Deal, Game, SeatPlayer
from engine.errors import EngineError, IllegalAction, Incomplete, SetupError, WrongPhase
from engine.ruleset_views import ChecklistStep
from engine.rulesets.three_factions.state import ext
from tests.rulesets.three_factions.conftest import Table


def card(table: Table, name: str) -> dict[str, Any]:
    """The rule set's card of one player (what his phone shows)."""
    return dict(table.game.ruleset.card(table.state, table.seat[name]))


def steps(table: Table) -> dict[str, ChecklistStep]:
    return {step.id: step for step in table.game.ruleset.checklist(table.state)}


def refusal(table: Table, command: Any) -> EngineError:
    with pytest.raises(EngineError) as caught:
        table.game.apply(command)
    return caught.value


# -- the card (IT-2.13, D-37) ---------------------------------------------------------------


def test_IT_7_19_only_the_shapeshifters_card_shows_the_shift_and_its_modes(table: Table) -> None:
    assert card(table, "Luca")["shift"] is None
    assert card(table, "Luca")["choices"] == {"shift": ["A", "B"]}
    assert "shift" not in card(table, "Bruno") and "choices" not in card(table, "Bruno")
    table.to_night(1)
    table.submit("Luca", "shift", option="A")
    table.close()
    assert card(table, "Luca")["shift"] == "A"


def test_IT_9_3_only_the_leaders_card_offers_the_roles_of_the_setup(table: Table) -> None:
    assert card(table, "Fabio")["choices"] == {"abduct": sorted(set(table.state.composition))}
    assert "choices" not in card(table, "Nico")


def test_IT_5_9_the_card_counts_the_players_missed_votes(table: Table) -> None:
    table.night()
    for player in table.state.living():
        if player.name != "Bruno":
            table.vote(player.name, player.name)
    table.close()
    assert card(table, "Bruno")["missed_votes"] == 1
    assert card(table, "Gina")["missed_votes"] == 0


def test_D_37_a_seat_with_no_knowledge_in_a_position_shows_none() -> None:
    table = Table()
    position = table.game.position()
    position["state"]["knowledge"] = {"0": {"pack": {"3": "lupo_mannaro"}}}
    game = Game.from_position(position)
    assert game.ruleset.card(game.state, 1)["knowledge"] == {}
    assert game.ruleset.card(game.state, 0)["knowledge"] == {"pack": [[3, "lupo_mannaro"]]}


def test_IT_7_9_the_demons_card_shows_his_frozen_nominee(table: Table) -> None:
    table.night()
    assert card(table, "Ada")["nominee"] is None
    table.submit("Ada", "nominate", "Sara")
    table.quiet_day()
    assert card(table, "Ada")["nominee"] == table.seat["Sara"]
    assert "nominee" not in card(table, "Dario")


def test_IT_7_4_every_living_pack_member_sees_the_packs_bite_so_far(table: Table) -> None:
    table.night()
    table.burn("Walter")
    assert card(table, "Ada")["pack_bite"] is None
    table.submit("Dario", "bite", "Bruno")
    table.submit("Luca", "bite", "Gina")  # the latest entered is the pack's one target
    assert card(table, "Ada")["pack_bite"] == table.seat["Gina"]
    assert card(table, "Dario")["pack_bite"] == table.seat["Gina"]
    assert "pack_bite" not in card(table, "Walter")  # dead: the Graveyard only (IT-14.5)
    assert "pack_bite" not in card(table, "Bruno") and "pack_bite" not in card(table, "Sara")


def test_IT_11_2_the_diablos_card_says_bitten_and_lost(table: Table) -> None:
    assert (card(table, "Yuri")["bitten"], card(table, "Yuri")["lost"]) == (False, False)
    table.to_night(1)
    table.submit("Dario", "bite", "Yuri")
    table.close()
    assert (card(table, "Yuri")["bitten"], card(table, "Yuri")["lost"]) == (True, False)
    assert "bitten" not in card(table, "Bruno") and "lost" not in card(table, "Bruno")


def test_IT_11_6_a_diablo_burned_unbitten_has_lost(table: Table) -> None:
    table.night()
    table.burn("Yuri")
    assert card(table, "Yuri")["lost"] is True and card(table, "Yuri")["bitten"] is False


def test_IT_10_38_the_spirits_card_shows_both_groups(table: Table) -> None:
    table.night()
    table.burn("Gina")
    table.submit("Dario", "bite", "Olga")
    table.night()
    groups = card(table, "Paolo")["revive_groups"]
    assert groups == {"pyre": [table.seat["Gina"]], "night": [table.seat["Olga"]]}
    assert "revive_groups" not in card(table, "Bruno")


# -- the checklist (IT-12.3, IT-6.9, IT-10.29) ------------------------------------------------


def sick_second_night(table: Table) -> None:
    """Night 1: the pack bites the Were-cow (the pack is sick on night 2, IT-10.29) and the
    Leader converts Dario with the right guess (he stays in the pack, IT-7.28)."""
    table.to_night(1)
    table.submit("Fabio", "abduct", "Dario", option="lupo_mannaro")
    table.submit("Walter", "bite", "Hugo")
    table.night()
    table.quiet_day()
    assert table.state.phase.label() == "night 2" and 2 in ext(table.state).sick_nights
    assert table.p("Dario").role == "soldato_alieno"


def test_IT_10_29_a_sick_night_greys_out_the_pack_and_the_shapeshifter_only(table: Table) -> None:
    sick_second_night(table)
    by_id = steps(table)
    assert by_id["pack"].active is False
    assert by_id["shapeshifter"].active is False
    assert by_id["guard"].active is True and by_id["detective"].active is True
    assert all(step.active is True for id_, step in by_id.items() if id_ not in ("pack", "shapeshifter"))


def test_IT_10_29_the_pack_wakes_again_once_the_sickness_is_over(table: Table) -> None:
    sick_second_night(table)
    table.night()
    table.quiet_day()
    assert steps(table)["pack"].active is True and steps(table)["shapeshifter"].active is True


def test_IT_7_28_the_pack_step_calls_the_whole_pack_even_a_converted_wolf(table: Table) -> None:
    sick_second_night(table)
    pack = steps(table)["pack"]
    wolves = tuple(table.seat[n] for n in ("Ada", "Dario", "Luca", "Walter"))
    assert pack.seats == wolves
    assert pack.role == "lupo_demonio" and pack.abilities == ("bite",)


def test_IT_12_3_a_step_names_its_role_and_its_seats(table: Table) -> None:
    table.to_night(1)
    guard = steps(table)["guard"]
    assert (guard.role, guard.seats, guard.abilities) == ("guardia", (table.seat["Carla"],), ("protect",))


def test_IT_12_3_a_role_missing_from_the_setup_skips_its_step_only(make_table: Callable[..., Table]) -> None:
    small = make_table(table=[("A", "lupo_mannaro"), ("B", "contadino"), ("C", "contadino"), ("D", "detective")])
    small.night()
    small.quiet_day()
    assert [step.id for step in small.game.ruleset.checklist(small.state)] == ["pack", "detective"]


# -- deadlines (D-35) ---------------------------------------------------------------------------


def test_D_35_one_clock_closes_at_most_64_phases(make_table: Callable[..., Table]) -> None:
    zero = {"mode": "timer", "vote_close": 0, "action_deadline": 0, "dawn": 0}
    looping = make_table({"deadlines": zero, "missed_vote_sanction": "none"})
    looping.game.apply(Clock(1))
    # night 0 -> review 0 -> day 1 -> night 1 ...: 64 closings end in the review of night 21
    assert looping.state.phase.label() == "review 21"


# -- the setup (IT-1.1, IT-1.2, D-02) ---------------------------------------------------------------


def seated(options: dict[str, Any], players: int) -> Game:
    game = Game("three_factions", options, seed=1)
    for i in range(players):
        game.apply(SeatPlayer(f"P{i}"))
    return game


def test_IT_1_1_D_02_a_custom_list_with_unknown_roles_names_them() -> None:
    game = seated({"roles": ["lupo_mannaro", "vampiro", "contadino", "alchimista"]}, 4)
    with pytest.raises(SetupError) as caught:
        game.apply(Deal())
    error = caught.value
    assert (error.key, error.rule) == ("unknown_roles", "IT-1.1")
    assert error.params == {"unknown": ("alchimista", "vampiro")}


def test_IT_1_1_a_list_of_the_wrong_size_says_both_numbers() -> None:
    game = seated({"roles": ["lupo_mannaro", "contadino", "contadino"]}, 4)
    with pytest.raises(SetupError) as caught:
        game.apply(Deal())
    error = caught.value
    assert (error.key, error.rule, error.params) == ("tf.setup_size", "IT-1.1", {"dealt": 3, "count": 4})


def test_IT_1_2_the_public_setup_counts_every_role_with_its_attributes(table: Table) -> None:
    setup = table.game.ruleset.public_setup(table.state)
    assert setup["players"] == 22
    assert setup["composition"]["contadino"] == 3 and setup["composition"]["lupo_mannaro"] == 2
    assert setup["composition"]["diablo"] == 1 and sum(setup["composition"].values()) == 22
    assert setup["attributes"]["lupo_demonio"] == {"seen_as": "LOSCO", "counts_as": ["LUPO"], "wins_with": "wolves"}
    assert setup["attributes"]["generale_alieno"] == {"seen_as": "???", "counts_as": ["ALIENO"], "wins_with": "aliens"}
    assert set(setup["attributes"]) == set(setup["composition"])


# -- closing a phase (IT-4.1, IT-4.8, IT-5.10, D-08) ----------------------------------------------


def test_IT_4_1_an_ended_game_has_nothing_to_close(make_table: Callable[..., Table]) -> None:
    small = make_table(table=[("A", "lupo_mannaro"), ("B", "contadino"), ("C", "contadino")])
    small.night()
    small.burn("A", voters=("B", "C"))
    assert small.state.over
    with pytest.raises(WrongPhase) as caught:  # the game refuses first (GameOver): ask the book itself
        small.game.ruleset.check_advance(small.state, Advance(override=True))
    error = caught.value
    assert isinstance(error, WrongPhase) and (error.key, error.rule) == ("nothing_to_close", "IT-4.1")


def test_IT_4_8_closing_without_override_waits_for_the_missing_players(table: Table) -> None:
    table.to_night(1)
    error = refusal(table, Advance())
    assert isinstance(error, Incomplete) and (error.key, error.rule) == ("waiting_for", "IT-4.8")
    assert "Carla" in error.params["names"] and "Bruno" not in error.params["names"]
    assert table.state.phase.label() == "night 1"


def test_IT_5_10_a_decision_outside_the_sanction_step_is_refused_with_its_rule(table: Table) -> None:
    error = refusal(table, Advance(override=True, decision="confirm"))
    assert isinstance(error, IllegalAction) and (error.key, error.rule) == ("tf.no_decision", "IT-5.10")


def sanction_step(make_table: Callable[..., Table]) -> Table:
    """Day 1 with a missed-vote threshold of 0: Bruno does not vote and is proposed (IT-5.10)."""
    strict = make_table({"missed_vote_threshold": 0})
    strict.night()
    for player in strict.state.living():
        if player.name != "Bruno":
            strict.vote(player.name, player.name)
    strict.close()
    assert strict.state.phase.step == "sanction"
    return strict


def test_IT_5_10_the_sanction_step_takes_only_confirm_or_waive(make_table: Callable[..., Table]) -> None:
    strict = sanction_step(make_table)
    error = refusal(strict, Advance(override=True, decision="maybe"))
    assert isinstance(error, IllegalAction) and (error.key, error.rule) == ("tf.sanction_choice", "IT-5.10")
    assert strict.state.phase.step == "sanction"
    strict.game.apply(Advance(decision="waive"))  # no override needed: nobody is waited for
    assert strict.p("Bruno").alive and strict.state.phase.label() == "night 1"


def test_D_08_a_tie_choice_outside_the_tied_is_refused_with_its_rule(make_table: Callable[..., Table]) -> None:
    tied = make_table({"tie_break": "moderator"})
    tied.night()
    for player in tied.state.living():
        tied.vote(player.name, "Bruno" if player.seat % 2 else "Gina")
    tied.close()
    assert tied.state.phase.step == "tie"
    error = refusal(tied, Advance(override=True, decision="Zeno"))
    assert isinstance(error, IllegalAction) and (error.key, error.rule) == ("tf.tie_choice", "D-08")
    tied.game.apply(Advance(override=True, decision="Gina"))
    assert not tied.p("Gina").alive and tied.p("Bruno").alive


def test_D_35_deadlines_that_are_not_an_object_are_refused_at_the_deal() -> None:
    game = seated({"deadlines": "21:00"}, 22)
    with pytest.raises(SetupError) as caught:
        game.apply(Deal())
    assert (caught.value.key, caught.value.rule) == ("tf.deadlines_shape", "D-35")
    assert game.state.phase.kind == "lobby"


@pytest.mark.parametrize("part", ["vote_close", "action_deadline", "dawn"])
def test_D_35_every_phases_deadline_is_checked_at_the_deal(part: str) -> None:
    game = seated({"deadlines": {"mode": "clock", part: "24:10"}}, 22)
    with pytest.raises(SetupError) as caught:
        game.apply(Deal())
    assert (caught.value.key, caught.value.rule) == ("tf.time_of_day", "D-35")


# -- the start: the warning and what each player knows (IT-1.4-1.12, D-02, D-37) ------------------


def warnings(game: Game) -> list[dict[str, Any]]:
    return [m.params for m in game.state.messages if m.kind == "setup_warning"]


def test_D_02_the_standard_table_has_no_setup_warning(table: Table) -> None:
    assert warnings(table.game) == []


def test_D_02_another_size_or_a_custom_list_is_warned_about() -> None:
    smaller = seated({"soldiers": 0}, 21)
    smaller.apply(Deal())
    assert warnings(smaller) == [{"rule": "D-02"}]
    custom = Table()  # the standard 22 dealt from a custom list (the conftest's table)
    listed = seated({"roles": list(custom.state.composition)}, 22)
    listed.apply(Deal())
    assert warnings(listed) == [{"rule": "D-02"}]


def knowledge(table: Table, name: str) -> dict[str, Any]:
    return dict(ext(table.state).knowledge[table.seat[name]])


def test_IT_1_4_IT_1_12_what_each_player_knows_at_the_start(table: Table) -> None:
    seat = table.seat
    assert knowledge(table, "Ada") == {
        "pack": {seat["Dario"]: "lupo_mannaro", seat["Luca"]: "lupo_mutaforma", seat["Walter"]: "lupo_mannaro"}
    }
    assert knowledge(table, "Fabio") == {"aliens": {seat["Nico"]: "generale_alieno", seat["Vera"]: "soldato_alieno"}}
    assert knowledge(table, "Nico") == {"leader": seat["Fabio"]} == knowledge(table, "Vera")
    assert knowledge(table, "Tino") == {"mib": [seat["Ugo"]]} and knowledge(table, "Ugo") == {"mib": [seat["Tino"]]}
    assert knowledge(table, "Bruno") == {} == knowledge(table, "Sara") == knowledge(table, "Yuri")
    assert card(table, "Fabio")["knowledge"] == {
        "aliens": [[seat["Nico"], "generale_alieno"], [seat["Vera"], "soldato_alieno"]]
    }


def test_IT_1_9_IT_1_11_no_leader_and_one_mib_tell_nothing(make_table: Callable[..., Table]) -> None:
    small = make_table(table=[("A", "lupo_mannaro"), ("N", "generale_alieno"), ("K", "mib_k"), ("B", "contadino")])
    assert knowledge(small, "N") == {} and knowledge(small, "K") == {}
    start = small.state.messages
    assert small.told(start, "N", "your_leader") == [] and small.told(start, "K", "other_mib") == []


def test_IT_4_8_the_day_waits_for_its_voters_and_the_review_for_nobody(table: Table) -> None:
    table.close()
    table.game.apply(Advance())  # the review waits for nobody: the dawn
    assert table.state.phase.label() == "day 1"
    table.vote("Bruno", "Gina")
    error = refusal(table, Advance())
    assert isinstance(error, Incomplete) and (error.key, error.rule) == ("waiting_for", "IT-4.8")
    assert "Carla" in error.params["names"] and "Bruno" not in error.params["names"]


def test_IT_10_29_a_position_sick_on_night_1_greys_out_the_shapeshifter(table: Table) -> None:
    # in play the first sick night is night 2 (the Were-cow is bitten from night 1); a
    # position may lay the sickness on night 1 itself
    table.to_night(1)
    position = table.game.position()
    position["state"]["sick_nights"] = [1]
    game = Game.from_position(position)
    by_id = {step.id: step for step in game.ruleset.checklist(game.state)}
    assert by_id["shapeshifter"].active is False and by_id["pack"].active is False
    assert by_id["guard"].active is True


@pytest.mark.parametrize("minutes", ["abc", "nan", float("nan"), float("inf"), True, -1, "10", [5]])
def test_D_35_a_timer_that_is_not_minutes_is_refused_at_the_deal(minutes: Any) -> None:
    # before: int(float(minutes) * 60_000) raised a raw ValueError/OverflowError mid-deal
    game = seated({"deadlines": {"mode": "timer", "vote_close": minutes}}, 22)
    with pytest.raises(SetupError) as caught:
        game.apply(Deal())
    assert (caught.value.key, caught.value.rule) == ("tf.timer_minutes", "D-35")
    assert caught.value.params["value"] == str(minutes)
    assert game.state.phase.kind == "lobby"


def test_D_35_a_timer_of_whole_or_part_minutes_is_accepted() -> None:
    game = seated({"deadlines": {"mode": "timer", "vote_close": 1.5, "action_deadline": 0, "dawn": 2}}, 22)
    game.apply(Deal())
    assert game.state.phase.kind != "lobby"
