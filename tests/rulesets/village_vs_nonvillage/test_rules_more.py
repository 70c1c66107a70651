"""More named tests for single ZH rules."""

from __future__ import annotations

import pytest
from zh_harness import Table

from engine.errors import IllegalTarget
from engine.rulesets.village_vs_nonvillage.events import EVENT_NAMES, EVENTS
from engine.rulesets.village_vs_nonvillage.roles import NONVILLAGE, NONVILLAGE_ROLES, ROLES, VILLAGE, VILLAGE_ROLES


def test_ZH_1_2_1_3_factions_of_roles() -> None:
    assert {ROLES[r].team for r in VILLAGE_ROLES} == {VILLAGE}
    assert {ROLES[r].team for r in NONVILLAGE_ROLES} == {NONVILLAGE}
    assert len(VILLAGE_ROLES) == 6 and len(NONVILLAGE_ROLES) == 7


def test_ZH_1_6_1_7_nobody_knows_anybody_at_the_start() -> None:
    t = Table()
    assert not t.game.state.channels
    for seat in range(15):
        view = t.game.player_view(seat, None)
        assert view["card"]["group"] == [] and len(view["messages"]) == 1


SELF_TARGETS = [
    (1, "divine", False),
    (8, "pipe", False),
    (12, "attack", False),
    (5, "first_aid", True),
    (4, "blame", True),
]


def test_ZH_3_3_self_targeting() -> None:
    for actor, ability, allowed in SELF_TARGETS:
        t = Table()
        if allowed:
            t.do(actor, ability, actor)
        else:
            with pytest.raises(IllegalTarget):
                t.do(actor, ability, actor)


def test_ZH_3_22_votes_are_not_skills() -> None:
    t = Table()
    t.night((8, "pipe", 1), (11, "supremacy", 1, 12))
    t.day((1, 12))
    assert t.public("executed") == [{"seat": 11}]


def test_ZH_4_1_3_first_shot_on_fox_spends_a_chance() -> None:
    t = Table()
    t.night((12, "attack", 4), (13, "attack", 4), (14, "attack", 4))
    t.do(4, "first_shot", 9)
    t.adv()
    assert t.alive(9) and t.zh.fox_chances[8] == 0


def test_ZH_4_1_6_lower_seat_is_first() -> None:
    t = Table(roles=("seer", "witch", "werewolf", "werewolf", "piper"))
    t.night((3, "attack", 1), (4, "attack", 2), witch=((2, "pass"),))
    t.day()
    t.night((3, "attack", 2), (4, "attack", 1))
    assert [a.seat for a in t.zh.asking] == [0]  # both reach 1 in the same slot: seat 1 is first


def test_ZH_4_1_7_converted_madman_is_village_for_first_shot() -> None:
    t = Table(roles=("elder", "seer", "werewolf", "werewolf", "madman"))
    t.night((5, "attack", 1), prestige=((1, "prestige", 5),))
    t.day()
    t.night((3, "attack", 5), (4, "attack", 5))
    assert [a.seat for a in t.zh.asking] == [4]


def test_ZH_4_3_6_witch_both_potions_one_night() -> None:
    t = Table()
    t.night((12, "attack", 4), (13, "attack", 4), (14, "attack", 4), witch=((2, "antidote", 4), (2, "poison", 8)))
    assert t.alive(4) and not t.alive(8)


def test_ZH_4_7_2_event_with_its_role_out_still_occurs() -> None:
    t = Table(event_script={"2": ["herb_gathering"]})
    t.night(witch=((2, "antidote", 2),))
    t.day((1, 2))  # the Witch is executed
    t.do(2, "pass")
    t.adv()
    t.night()
    assert "herb_gathering" in t.zh.events_occurred
    assert t.game.state.players[1].uses == {"antidote": 0, "poison": 1}


def test_ZH_4_7_5_choice_of_a_gypsy_out_tonight_still_happens() -> None:
    t = Table(events=True)
    t.do(6, "new_moon", option="silence")
    t.night((12, "attack", 6), (13, "attack", 6), (14, "attack", 6))
    t.do(6, "pass")
    t.adv()
    assert not t.alive(6) and t.public("events") == [{"events": ["silence"]}]


def test_ZH_5_1_1_eleven_events_named_in_four_languages() -> None:
    assert len(EVENTS) == 11
    assert all(set(EVENT_NAMES[e]) == {"en", "es", "it", "zh_CN"} for e in EVENTS)


def test_ZH_5_1_2_random_events_never_repeat() -> None:
    t = Table(events=True)
    for _ in range(12):
        t.night()
        if t.game.state.over:
            break
        t.day()
    assert sorted(t.zh.events_occurred) == sorted(set(t.zh.events_occurred))
    assert len(t.zh.events_occurred) == 11


def test_ZH_5_4_1_herb_gathering_adds_potions() -> None:
    t = Table(event_script={"1": ["herb_gathering"]})
    t.night()
    assert t.game.state.players[1].uses == {"antidote": 2, "poison": 2}


def test_ZH_5_5_6_respected_player_choosing_the_madman_eliminates_him() -> None:
    t = Table(event_script={"1": ["masquerade"]})
    t.night()
    t.day()
    t.night((3, "respect", 1), (15, "attack", 1), prestige=((1, "prestige", 15),))
    assert not t.alive(15) and t.game.state.players[14].wins_with == NONVILLAGE


def test_ZH_6_2_6_piped_information_skill_has_no_effect() -> None:
    t = Table()
    t.night((8, "pipe", 1), (1, "divine", 12))
    assert t.told(1, "no_effect") and not t.told(1, "divination_result")


def test_ZH_6_4_3_simultaneous_killers_first_in_priority() -> None:
    t = Table()
    t.night((5, "first_aid", 10))
    t.day()
    t.night((5, "first_aid", 10), witch=((2, "poison", 10),))
    assert not t.alive(10)
    t.day()
    assert t.told(2, "extra_lynch_granted") and not t.told(5, "extra_lynch_granted")


def test_ZH_6_7_5_madman_is_no_werewolf_for_failure() -> None:
    t = Table(roles=("seer", "witch", "werewolf", "madman"))
    t.night()
    t.day((1, 3))
    outcome = t.game.state.outcome
    assert outcome is not None and outcome.winning_teams == (VILLAGE,)


def test_ZH_11_6_single_candidate_is_sheriff_without_vote() -> None:
    t = Table(sheriff=True)
    t.night()
    t.do(5, "run")
    t.adv()
    t.adv()
    assert t.zh.sheriff == 4 and t.public("sheriff_elected") == [{"seat": 4}]
    assert t.game.state.phase.step == "discussion"


def test_ZH_5_2_6_first_shot_survives_an_insanity_conversion() -> None:
    t = Table(event_script={"1": ["insanity"]})
    t.night()
    t.day()
    t.night()
    assert t.zh.skills[0] == {"lynch"}
    t.day((2, 1))
    assert [(a.kind, a.seat) for a in t.zh.asking] == [("first_shot", 0)]


def test_ZH_5_3_6_crystal_ball_lost_to_insanity_granted_after_it() -> None:
    lost = Table(event_script={"1": ["crystal_ball"], "2": ["insanity"]})
    lost.night()
    lost.day()
    lost.night()
    lost.day()
    lost.night()
    assert "crystal_ball" not in lost.zh.skills[0]
    granted = Table(event_script={"1": ["insanity"], "2": ["crystal_ball"]})
    granted.night()
    granted.day()
    granted.night()
    assert "crystal_ball" in granted.zh.skills[0]


def test_ZH_5_4_2_herb_gathering_after_the_witch_lost_her_skills() -> None:
    t = Table(
        roles=("witch", "werewolf", "werewolf", "piper"), event_script={"1": ["insanity"], "2": ["herb_gathering"]}
    )
    t.night()
    t.day()
    t.night()
    t.day()
    assert t.game.state.players[0].uses["antidote"] == 2
    assert t.game.state.phase.step == "actions"
    t.adv()  # to the Witch's step
    assert t.game.state.phase.step == "witch"
    assert not [p for p in t.game.prompts() if p.slot in ("antidote", "poison")]


def test_ZH_5_11_5_festival_clause_void_when_its_role_is_out() -> None:
    t = Table(event_script={"2": ["festival"]})
    t.night((1, "divine", 9))
    assert not t.alive(9)
    t.day()
    t.night()
    assert "festival" in t.zh.events_occurred
    assert not t.told(9, "fox_chances")


def test_ZH_6_2_3_pipe_never_voids_public_enemy() -> None:
    t = Table()
    t.night((8, "pipe", 10), witch=((2, "poison", 10),))
    assert not t.alive(10)
    t.day()
    assert t.told(2, "extra_lynch_granted")


def test_ZH_11_10_sheriff_saved_by_cunning_keeps_the_badge() -> None:
    t = Table(sheriff=True)
    t.night()
    t.do(9, "run")
    t.adv()
    t.adv()
    assert t.zh.sheriff == 8
    t.day((1, 9))
    assert t.alive(9) and t.zh.sheriff == 8 and t.public("executed_survived") == [{"seat": 8}]


def test_ZH_texts_every_message_kind_in_four_languages() -> None:
    from engine.rulesets.village_vs_nonvillage.texts import TEMPLATES

    missing = [k for k, by_lang in TEMPLATES.items() if k != "say" and set(by_lang) != {"en", "es", "it", "zh_CN"}]
    assert missing == []


def test_ZH_6_6_3_narrator_sees_kill_points_players_do_not() -> None:
    t = Table()
    t.night((12, "attack", 5))
    details = t.game.moderator_view(narrator=True)["details"]
    assert details["kill_points"] == {"4": "1/3"} and details["x"] == 3
    assert "details" not in t.game.moderator_view(narrator=False)
    assert "kill_points" not in str(t.game.player_view(4, None))


def test_ZH_3_2_a_pass_names_its_slot() -> None:
    from engine.commands import Submit

    t = Table(event_script={"1": ["crystal_ball"]})
    t.night()
    t.day()
    t.game.apply(Submit(0, "pass", (), None, "crystal"))  # pass the message, keep the Divination
    t.do(1, "divine", 12)
    assert {slot for (seat, slot) in t.game.state.submissions if seat == 0} == {"crystal", "divine"}
