"""Moonveil advanced roles: MV-2 rules, the §2.8 interactions and each of the 23 base abilities.

Numbers ("ADV#59") follow docs/rulesets/moonveil.md (246 advanced roles); tests
name roles by id ("adv_inspect_pardon"), never by display name.
"""

from __future__ import annotations

import random
from fractions import Fraction

import pytest
from advanced_support import day, night, open_vote, private, public, r8, seat, table, weights

from engine.commands import Advance, Submit, Vote
from engine.errors import AlreadySubmitted, IllegalAction, IllegalTarget, NoUsesLeft
from engine.game import Game
from engine.rulesets.moonveil.bots import RULEBOOK
from engine.rulesets.moonveil.catalog import ADVANCED_ROLES
from engine.voting import Ballot, strict_majority

# ---------------------------------------------------------------------------
# MV-2: advanced roles and resolution principles


def test_MV_2_3_one_ability_or_rest_each_night() -> None:
    game = r8(P8="adv_block_track")
    prompt = next(p for p in game.prompts() if p.seat == seat("P8"))
    assert prompt.abilities == ("block", "track", "rest")
    with pytest.raises(IllegalAction):
        game.apply(Submit(seat("P8"), "inspect", (seat("P1"),)))  # not one of its abilities
    game.apply(Submit(seat("P8"), "rest"))
    with pytest.raises(AlreadySubmitted):
        game.apply(Submit(seat("P8"), "block", (seat("P4"),)))  # one submission a night (MV-T04)


def test_MV_2_3_two_abilities_in_one_submission_refused() -> None:
    game = r8(P8="adv_block_track")
    with pytest.raises(IllegalTarget):
        game.apply(Submit(seat("P8"), "block", (seat("P4"), seat("P3"))))


def test_MV_2_4_use_spent_even_when_blocked() -> None:
    game = r8(P7="adv_inspect_pardon", P8="adv_block_track")
    assert game.state.players[seat("P7")].uses == {"pardon": 1}
    night(game, {"P7": ("pardon", "P5"), "P8": ("block", "P7"), "P1": ("attack", "P6"), "P2": ("attack", "P6")})
    assert game.state.players[seat("P7")].uses == {"pardon": 0}
    assert private(game, "P7", "blocked") == [{}]
    day(game, {p: "P5" for p in ("P1", "P2", "P3", "P4", "P6")})
    assert public(game, "banished") == [{"seat": seat("P5"), "role": "villager"}]  # the blocked pardon did nothing
    with pytest.raises(NoUsesLeft):
        game.apply(Submit(seat("P7"), "pardon", (seat("P1"),)))


def test_MV_2_5_effects_read_the_state_at_night_start() -> None:
    game = r8(P7="adv_veil_study")
    night(game, {"P7": ("study", "P5"), "P1": ("attack", "P5"), "P2": ("attack", "P5"), "P4": ("protect", "P4")})
    assert not game.state.players[seat("P5")].alive
    assert private(game, "P7", "study_result") == [{"target": seat("P5"), "role": "villager"}]


def test_MV_2_6_abilities_of_the_eliminated_resolve() -> None:
    game = r8(P7="adv_inspect_hush")
    night(game, {"P7": ("hush", "P3"), "P1": ("attack", "P7"), "P2": ("attack", "P7"), "P4": ("protect", "P5")})
    assert public(game, "eliminated") == [{"seat": seat("P7"), "role": "adv_inspect_hush"}]
    open_vote(game)
    assert weights(game)["P3"] == "0"
    assert sum((v.weight for v in game.vote_prompts()), Fraction(0)) == 6  # MV-T27: 7 living, T = 6


def test_MV_2_6_eliminated_inspector_gets_its_result() -> None:
    game = r8(P7="adv_inspect_hush")
    night(game, {"P7": ("inspect", "P2"), "P1": ("attack", "P7"), "P2": ("attack", "P7"), "P4": ("protect", "P5")})
    assert private(game, "P7", "inspect_result") == [{"target": seat("P2"), "result": "wolf"}]


def test_MV_2_7_blocks_resolve_before_disguises() -> None:
    game = r8(P7="adv_veil_inspect", P8="adv_block_track")
    night(game, {"P7": ("veil", "P1"), "P8": ("block", "P7"), "P3": ("inspect", "P1")})
    assert private(game, "P3", "inspect_result") == [{"target": seat("P1"), "result": "wolf"}]


def test_MV_2_7_disguises_resolve_before_information() -> None:
    game = r8(P7="adv_veil_inspect")
    night(game, {"P7": ("veil", "P1"), "P3": ("inspect", "P1")})
    assert private(game, "P3", "inspect_result") == [{"target": seat("P1"), "result": "not_wolf"}]


def test_MV_2_7_information_does_not_depend_on_the_attack() -> None:
    game = r8(P8="adv_watch_compare")
    night(game, {"P8": ("watch", "P5"), "P1": ("attack", "P5"), "P2": ("attack", "P6"), "P4": ("protect", "P4")})
    assert private(game, "P8", "watch_result") == [{"target": seat("P5"), "visitors": [seat("P1")]}]


def test_MV_2_8_information_includes_blocked_visitors() -> None:
    game = r8(P7="adv_block_veil", P8="adv_watch_compare")
    night(game, {"P7": ("block", "P1"), "P1": ("attack", "P5"), "P2": ("attack", "P5"), "P8": ("watch", "P5")})
    assert private(game, "P8", "watch_result") == [{"target": seat("P5"), "visitors": [seat("P1"), seat("P2")]}]


def test_MV_2_9_hush_beats_boost() -> None:
    game = r8(P6="adv_hush_boost", P7="adv_inspect_boost")
    night(game, {"P6": ("hush", "P5"), "P7": ("boost", "P5")})
    open_vote(game)
    assert weights(game)["P5"] == "0"


def test_MV_2_10_boosts_do_not_stack() -> None:
    game = r8(P6="adv_hush_boost", P7="adv_inspect_boost")
    night(game, {"P6": ("boost", "P5"), "P7": ("boost", "P5"), "P1": ("attack", "P8"), "P4": ("protect", "P8")})
    open_vote(game)
    assert weights(game)["P5"] == "2"
    assert sum((v.weight for v in game.vote_prompts()), Fraction(0)) == 9  # MV-T12


def test_MV_2_10_orate_counts_as_a_boost() -> None:
    game = r8(P6="adv_inspect_orate", P7="adv_inspect_boost")
    night(game, {"P6": ("orate",), "P7": ("boost", "P6")})
    open_vote(game)
    assert weights(game)["P6"] == "2"


def test_MV_2_11_earliest_escort_is_sacrificed() -> None:
    game = r8(P6="adv_track_escort", P7="adv_inspect_escort")
    night(game, {"P6": ("escort", "P5"), "P7": ("escort", "P5"), "P1": ("attack", "P5"), "P2": ("attack", "P5")})
    assert [d.seat for d in game.state.deaths] == [seat("P6")]


def test_MV_2_12_pardon_stops_banishment_and_nobody_else_goes() -> None:
    game = r8(P7="adv_inspect_pardon")
    night(game, {"P7": ("pardon", "P5"), "P1": ("attack", "P8"), "P4": ("protect", "P8")})
    day(game, {"P1": "P5", "P2": "P5", "P3": "P5", "P4": "P5", "P6": "P5", "P5": "P6", "P8": "P6"})
    assert public(game, "pardoned") == [{"seat": seat("P5")}]
    assert public(game, "banished") == []
    assert all(p.alive for p in game.state.players)


def test_MV_2_13_majority_of_total_living_weight() -> None:
    game = r8(P7="adv_inspect_orate")
    night(game, {"P7": ("orate",), "P1": ("attack", "P8"), "P4": ("protect", "P8")})
    day(game, {"P1": "P5", "P2": "P5", "P3": "P5", "P4": "P5"})  # 4 of T = 9: not more than 4.5
    assert public(game, "ballots")[-1]["total"] == "9"
    assert public(game, "nobody_banished") == [{}]


def test_MV_2_14_zero_total_weight_banishes_nobody() -> None:
    ballots = [Ballot(0, 1, Fraction(0)), Ballot(1, 2, Fraction(0)), Ballot(2, 1, Fraction(0))]
    assert strict_majority(ballots, Fraction(0)).chosen is None  # MV-T17
    control = [Ballot(0, 1, Fraction(1)), Ballot(1, None, Fraction(0)), Ballot(2, None, Fraction(0))]
    assert strict_majority(control, Fraction(1)).chosen == 1


# ---------------------------------------------------------------------------
# §2.8 interaction rules


def test_interaction_blocked_user_no_effect_visit_kept_notice() -> None:
    game = r8(P6="adv_inspect_hush", P7="adv_block_veil", P8="adv_watch_compare")
    night(game, {"P6": ("hush", "P3"), "P7": ("block", "P6"), "P8": ("watch", "P3")})
    assert private(game, "P6", "blocked") == [{}]
    assert game.state.players[seat("P6")].uses["hush"] == 1
    assert private(game, "P8", "watch_result") == [{"target": seat("P3"), "visitors": [seat("P6")]}]
    open_vote(game)
    assert weights(game)["P3"] == "1"


def test_interaction_blocks_are_simultaneous() -> None:
    game = r8(P6="adv_block_veil", P7="adv_block_track", P8="adv_inspect_hush")
    night(game, {"P6": ("block", "P7"), "P7": ("block", "P8"), "P8": ("inspect", "P1")})
    assert private(game, "P8", "inspect_result") == []  # a blocked blocker still blocks
    assert private(game, "P8", "blocked") == [{}]


def test_interaction_blocked_wolf_choice_not_tallied() -> None:
    game = r8(P8="adv_block_track")
    night(game, {"P8": ("block", "P1"), "P1": ("attack", "P5"), "P2": ("attack", "P6")})
    assert [d.seat for d in game.state.deaths] == [seat("P6")]


def test_interaction_protections_do_not_add_up() -> None:
    game = r8(P8="adv_inspect_ward")
    night(game, {"P8": ("ward",), "P4": ("protect", "P8"), "P1": ("attack", "P8"), "P2": ("attack", "P8")})
    assert game.state.deaths == []
    assert public(game, "nobody_eliminated") == [{}]


def test_interaction_protected_escort_means_nobody_dies() -> None:
    game = r8(P6="adv_track_escort")
    night(game, {"P6": ("escort", "P5"), "P4": ("protect", "P6"), "P1": ("attack", "P5"), "P2": ("attack", "P5")})
    assert game.state.deaths == []


def test_interaction_protected_target_escort_untouched() -> None:
    game = r8(P6="adv_track_escort")
    night(game, {"P6": ("escort", "P5"), "P4": ("protect", "P5"), "P1": ("attack", "P5"), "P2": ("attack", "P5")})
    assert game.state.deaths == []


def test_interaction_blocked_escort_does_not_count() -> None:
    game = r8(P6="adv_track_escort", P7="adv_block_veil")
    night(game, {"P6": ("escort", "P5"), "P7": ("block", "P6"), "P1": ("attack", "P5"), "P2": ("attack", "P5")})
    assert [d.seat for d in game.state.deaths] == [seat("P5")]


def test_interaction_vote_effects_hold_for_day_k_only() -> None:
    game = r8(P7="adv_inspect_boost", P8="adv_inspect_hush")
    night(game, {"P7": ("boost", "P5"), "P8": ("hush", "P6"), "P1": ("attack", "P3"), "P4": ("protect", "P3")})
    open_vote(game)
    assert (weights(game)["P5"], weights(game)["P6"]) == ("2", "0")
    game.apply(Advance(override=True))
    night(game, {"P1": ("attack", "P3"), "P4": ("protect", "P4")})
    open_vote(game)
    assert (weights(game)["P5"], weights(game)["P6"]) == ("1", "1")


def test_interaction_eliminated_user_still_gets_results() -> None:
    game = r8(P8="adv_watch_compare")
    night(game, {"P8": ("compare", "P1", "P2"), "P1": ("attack", "P8"), "P2": ("attack", "P8")})
    assert not game.state.players[seat("P8")].alive
    assert private(game, "P8", "compare_result") == [{"first": 0, "second": 1, "result": "same_team"}]


# ---------------------------------------------------------------------------
# The 23 base abilities (§2.4), one test or more each


def test_block_targets_another_living_player() -> None:
    game = r8(P8="adv_block_track")
    with pytest.raises(IllegalTarget):
        game.apply(Submit(seat("P8"), "block", (seat("P8"),)))


def test_veil_self_allowed_and_hides_visits() -> None:
    game = r8(P1="adv_veil_track", P2="wolf", P3="seer", P8="adv_watch_compare")
    # P1 is an advanced role here; the wolf is P2 only.
    night(game, {"P1": ("veil", "P1"), "P8": ("watch", "P5"), "P2": ("attack", "P5"), "P4": ("protect", "P5")})
    assert private(game, "P8", "watch_result")[0]["visitors"] == [seat("P2"), seat("P4")]
    assert game.legal_targets(seat("P1"), "veil")[0] == seat("P1")


def test_veiled_wolf_visit_left_out_and_inspected_not_wolf() -> None:
    game = r8(P7="adv_veil_inspect", P8="adv_watch_compare")
    night(
        game,
        {
            "P1": ("attack", "P5"),
            "P2": ("attack", "P5"),
            "P7": ("veil", "P2"),
            "P8": ("watch", "P5"),
            "P4": ("protect", "P5"),
            "P3": ("inspect", "P2"),
        },
    )
    assert private(game, "P8", "watch_result") == [{"target": seat("P5"), "visitors": [seat("P1"), seat("P4")]}]
    assert private(game, "P3", "inspect_result") == [{"target": seat("P2"), "result": "not_wolf"}]  # MV-T28


def test_track_reports_whom_the_target_visited() -> None:
    game = r8(P8="adv_block_track")
    night(game, {"P8": ("track", "P3"), "P3": ("inspect", "P1")})
    assert private(game, "P8", "track_result") == [{"target": seat("P3"), "targets": [seat("P1")]}]


def test_track_veiled_target_visited_nobody() -> None:
    game = r8(P7="adv_veil_inspect", P8="adv_block_track")
    night(game, {"P7": ("veil", "P3"), "P8": ("track", "P3"), "P3": ("inspect", "P1")})
    assert private(game, "P8", "track_result") == [{"target": seat("P3"), "targets": []}]


def test_watch_leaves_out_the_user() -> None:
    game = r8(P8="adv_watch_compare")
    night(game, {"P8": ("watch", "P5"), "P4": ("protect", "P5")})
    assert private(game, "P8", "watch_result") == [{"target": seat("P5"), "visitors": [seat("P4")]}]


def test_count_reports_how_many_visitors() -> None:
    game = r8(P8="adv_count_compare")
    night(game, {"P8": ("count", "P5"), "P1": ("attack", "P5"), "P2": ("attack", "P5"), "P4": ("protect", "P5")})
    assert private(game, "P8", "count_result") == [{"target": seat("P5"), "count": 3}]


def test_compare_two_distinct_others_and_veil_reads_village() -> None:
    game = r8(P7="adv_veil_inspect", P8="adv_watch_compare")
    with pytest.raises(IllegalTarget):
        game.apply(Submit(seat("P8"), "compare", (seat("P1"), seat("P1"))))
    with pytest.raises(IllegalTarget):
        game.apply(Submit(seat("P8"), "compare", (seat("P8"), seat("P1"))))
    night(game, {"P7": ("veil", "P1"), "P8": ("compare", "P1", "P5")})
    assert private(game, "P8", "compare_result")[0]["result"] == "same_team"


def test_compare_different_teams() -> None:
    game = r8(P8="adv_watch_compare")
    night(game, {"P8": ("compare", "P2", "P5")})
    assert private(game, "P8", "compare_result")[0]["result"] == "different_teams"


def test_sense_active_idle_and_veiled() -> None:
    game = r8(P6="adv_veil_inspect", P7="adv_sense_study", P8="adv_inspect_sense")
    night(game, {"P7": ("sense", "P1"), "P8": ("sense", "P5"), "P1": ("attack", "P5"), "P4": ("protect", "P5")})
    assert private(game, "P7", "sense_result")[0]["result"] == "active"
    assert private(game, "P8", "sense_result")[0]["result"] == "idle"
    day(game)
    night(game, {"P6": ("veil", "P1"), "P7": ("sense", "P1"), "P1": ("attack", "P5"), "P4": ("protect", "P4")})
    assert private(game, "P7", "sense_result")[1]["result"] == "idle"


def test_echo_names_the_action_not_its_target() -> None:
    game = r8(P8="adv_echo_study")
    night(game, {"P8": ("echo", "P4"), "P4": ("protect", "P6")})
    assert private(game, "P8", "echo_result") == [{"target": seat("P4"), "action": "protect"}]
    text = game.player_view(seat("P8"))["messages"][-1]["text"]
    assert text == "P4 submitted: Protect."


def test_study_exact_role_once() -> None:
    game = r8(P8="adv_echo_study")
    night(game, {"P8": ("study", "P1")})
    assert private(game, "P8", "study_result") == [{"target": seat("P1"), "role": "wolf"}]
    day(game)
    with pytest.raises(NoUsesLeft):
        game.apply(Submit(seat("P8"), "study", (seat("P2"),)))


def test_study_veiled_reads_villager() -> None:
    game = r8(P7="adv_veil_inspect", P8="adv_echo_study")
    night(game, {"P7": ("veil", "P1"), "P8": ("study", "P1")})
    assert private(game, "P8", "study_result")[0]["role"] == "villager"


def test_autopsy_needs_an_eliminated_player_and_banished_has_no_record() -> None:
    game = r8(P8="adv_autopsy_omen")
    assert game.legal_targets(seat("P8"), "autopsy") == []
    night(game, {"P1": ("attack", "P6"), "P2": ("attack", "P6")})
    day(game, {"P1": "P5", "P2": "P5", "P3": "P5", "P4": "P5", "P7": "P5"})
    assert game.legal_targets(seat("P8"), "autopsy") == [seat("P5"), seat("P6")]
    night(game, {"P8": ("autopsy", "P5")})
    assert private(game, "P8", "autopsy_no_record") == [{"target": seat("P5")}]


def test_autopsy_lists_night_visitors() -> None:
    game = r8(P8="adv_autopsy_omen")
    night(game, {"P1": ("attack", "P5"), "P2": ("attack", "P5"), "P3": ("inspect", "P5"), "P4": ("protect", "P6")})
    game.apply(Advance())
    game.apply(Advance(override=True))
    night(game, {"P8": ("autopsy", "P5"), "P1": ("attack", "P7"), "P4": ("protect", "P7")})
    assert private(game, "P8", "autopsy_result") == [
        {"target": seat("P5"), "night": 1, "visitors": [seat("P1"), seat("P2"), seat("P3")]}
    ]  # MV-T33


def test_omen_random_living_other_twice() -> None:
    game = r8(P8="adv_autopsy_omen")
    night(game, {"P8": ("omen",)})
    (result,) = private(game, "P8", "omen_result")
    assert result["target"] != seat("P8")
    assert result["role"] == game.state.players[result["target"]].role
    game.apply(Advance())
    game.apply(Advance(override=True))
    night(game, {"P8": ("omen",)})
    assert game.state.players[seat("P8")].uses["omen"] == 0
    with pytest.raises(NoUsesLeft):
        day(game)
        game.apply(Submit(seat("P8"), "omen"))


def test_witness_yes_no_and_veils() -> None:
    game = r8(P6="adv_veil_inspect", P7="adv_inspect_witness", P8="adv_watch_witness")
    night(game, {"P7": ("witness", "P3"), "P8": ("witness", "P4"), "P3": ("inspect", "P1"), "P4": ("protect", "P5")})
    assert private(game, "P7", "witness_result")[0]["result"] == "yes"
    assert private(game, "P8", "witness_result")[0]["result"] == "no"
    day(game)
    night(game, {"P6": ("veil", "P2"), "P7": ("witness", "P3"), "P3": ("inspect", "P2"), "P4": ("protect", "P4")})
    assert private(game, "P7", "witness_result")[1]["result"] == "no"  # a veiled visited player is not a Wolf


def test_protect_no_repeat_applies_to_advanced_protectors() -> None:
    game = r8(P8="adv_inspect_protect")
    night(game, {"P8": ("protect", "P5"), "P1": ("attack", "P5"), "P2": ("attack", "P5")})
    assert game.state.deaths == []
    day(game)
    assert seat("P5") not in game.legal_targets(seat("P8"), "protect")


def test_protect_no_repeat_counts_a_blocked_protect() -> None:
    game = r8(P7="adv_block_veil", P8="adv_inspect_protect")
    night(game, {"P8": ("protect", "P5"), "P7": ("block", "P8")})
    day(game)
    assert seat("P5") not in game.legal_targets(seat("P8"), "protect")  # DEC-MV-21


def test_ward_two_uses_exempt_from_no_repeat() -> None:
    game = r8(P8="adv_inspect_ward")
    for _ in range(2):
        night(game, {"P8": ("ward",), "P1": ("attack", "P8"), "P2": ("attack", "P8")})
        assert game.state.players[seat("P8")].alive
        day(game)
    with pytest.raises(NoUsesLeft):
        game.apply(Submit(seat("P8"), "ward"))


def test_escort_may_not_escort_oneself() -> None:
    game = r8(P6="adv_track_escort")
    assert seat("P6") not in game.legal_targets(seat("P6"), "escort")


def test_hush_tells_the_target_and_has_two_uses() -> None:
    game = r8(P8="adv_inspect_hush")
    night(game, {"P8": ("hush", "P3")})
    assert private(game, "P3", "hushed") == [{"day": 1}]
    assert public(game, "hushed") == []
    day(game)
    night(game, {"P8": ("hush", "P3")})
    day(game)
    with pytest.raises(NoUsesLeft):
        game.apply(Submit(seat("P8"), "hush", (seat("P3"),)))


def test_boost_gives_weight_two() -> None:
    game = r8(P8="adv_inspect_boost")
    night(game, {"P8": ("boost", "P3")})
    open_vote(game)
    assert weights(game)["P3"] == "2"
    assert weights(game)["P8"] == "1"


def test_pardon_self_allowed() -> None:
    game = r8(P8="adv_inspect_pardon")
    assert seat("P8") in game.legal_targets(seat("P8"), "pardon")


def test_proclaim_true_role_even_when_veiled() -> None:
    game = r8(P6="adv_veil_inspect", P7="adv_proclaim_curfew")
    night(game, {"P6": ("veil", "P7"), "P7": ("proclaim",), "P1": ("attack", "P5")})
    assert public(game, "proclaim") == [{"seat": seat("P7"), "role": "adv_proclaim_curfew"}]
    texts = [a["text"] for a in game.public_view()["announcements"]]
    assert texts.index("P5 was eliminated — Villager.") < texts.index("P7 is the Herald-Constable.")


def test_bell_counts_visits_without_veiled_visitors() -> None:
    game = r8(P6="adv_veil_inspect", P8="adv_track_bell")
    night(game, {"P6": ("veil", "P1"), "P8": ("bell",), "P1": ("attack", "P5"), "P2": ("attack", "P5")})
    assert public(game, "bell") == [{"count": 2}]  # P6→P1 and P2→P5; veiled P1's own visit is left out


def test_curfew_blocks_next_night_only() -> None:
    game = r8(P7="adv_proclaim_curfew")
    night(game, {"P7": ("curfew", "P3"), "P3": ("inspect", "P1")})
    assert private(game, "P3", "inspect_result") == [{"target": seat("P1"), "result": "wolf"}]
    day(game)
    night(game, {"P3": ("inspect", "P2")})
    assert private(game, "P3", "blocked") == [{}]
    assert len(private(game, "P3", "inspect_result")) == 1
    day(game)
    night(game, {"P3": ("inspect", "P2")})
    assert len(private(game, "P3", "inspect_result")) == 2


def test_no_ability_eliminates_anyone() -> None:
    roles = [r for r in ADVANCED_ROLES if "escort" not in r][:6]
    game = table(["wolf", "wolf", *roles, "villager", "villager"])
    night(game, {"P1": ("attack", "P9"), "P2": ("attack", "P10")})
    assert len(game.state.deaths) == 1


# ---------------------------------------------------------------------------
# §8: advanced bots (MV-9.6 / MV-9.7)


def bot_commands(game: Game, name: str, seed: int = 0) -> list[object]:
    return list(RULEBOOK.decide(game.player_view(seat(name), lang=None), random.Random(seed)))


def test_MV_9_6_advanced_bot_uses_abilities_with_uses_and_targets_then_rests() -> None:
    game = r8(P8="adv_autopsy_omen")
    for number, target in ((1, "P5"), (2, "P6")):
        assert bot_commands(game, "P8", seed=number) == [Submit(seat("P8"), "omen")]  # AUTOPSY: nobody to examine
        night(game, {"P8": ("omen",), "P1": ("attack", target), "P2": ("attack", target), "P4": ("protect", target)})
        day(game)
    assert game.state.deaths == []
    assert bot_commands(game, "P8") == [Submit(seat("P8"), "rest")]  # OMEN spent, AUTOPSY without a target
    night(game, {"P1": ("attack", "P7"), "P2": ("attack", "P7"), "P4": ("protect", "P4")})
    day(game)
    assert bot_commands(game, "P8") == [Submit(seat("P8"), "autopsy", (seat("P7"),))]


def test_MV_9_6_advanced_bot_choices_are_always_legal() -> None:
    for role in list(ADVANCED_ROLES)[::7]:
        game = r8(P8=role)
        for seed in range(3):
            (command,) = bot_commands(game, "P8", seed)
            game.check(command)  # raises if illegal


def test_MV_9_7_bot_votes_for_a_wolf_it_studied() -> None:
    game = r8(P8="adv_echo_study")
    night(game, {"P8": ("study", "P2"), "P1": ("attack", "P5"), "P4": ("protect", "P5")})
    open_vote(game)
    assert bot_commands(game, "P8") == [Vote(seat("P8"), seat("P2"))]
    assert bot_commands(game, "P7") == [Vote(seat("P7"), None)]  # a Villager abstains


def test_MV_9_7_bot_votes_for_a_wolf_from_an_omen() -> None:
    game = r8(seed=3, P8="adv_autopsy_omen")
    night(game, {"P8": ("omen",), "P1": ("attack", "P5"), "P4": ("protect", "P5")})
    (omen,) = private(game, "P8", "omen_result")
    open_vote(game)
    expected = omen["target"] if omen["role"] == "wolf" else None
    assert bot_commands(game, "P8") == [Vote(seat("P8"), expected)]


def test_card_names_the_abilities_in_the_reader_language() -> None:
    game = r8(P8="adv_inspect_hush")
    card = game.player_view(seat("P8"), lang="es")["card"]
    assert card["abilities"] == ["inspect", "hush", "rest"]
    assert card["ability_names"] == {"inspect": "Inspeccionar", "hush": "Silenciar", "rest": "Descansar"}
    assert (card["number"], card["uses"], card["role_name"]) == (56, {"hush": 2}, "Inspector-Silenciador")
