"""Named tests for the ZH rules that need a table (injected state or several checks)."""

from __future__ import annotations

from fractions import Fraction

import pytest
from zh_harness import R15, Table

from engine.commands import Deal, Say, SeatPlayer, Submit
from engine.errors import EngineError, IllegalAction, SetupError
from engine.game import Game
from engine.ruleset import find_ruleset
from engine.rulesets.village_vs_nonvillage.roles import NONVILLAGE, VILLAGE


def test_ZH_registry_name_and_alias() -> None:
    assert find_ruleset("zh") is find_ruleset("village_vs_nonvillage")


@pytest.mark.parametrize(
    "roles",
    [("seer", "seer", "werewolf"), ("seer", "witch", "madman"), ("werewolf", "madman", "fox"), ("seer", "nobody", "x")],
)
def test_ZH_1_4_composition_refused(roles: tuple[str, ...]) -> None:
    game = Game("zh", {}, 1)
    for i in range(3):
        game.apply(SeatPlayer(f"P{i}"))
    with pytest.raises(SetupError):
        game.apply(Deal(roles))


def test_ZH_1_4_preset_for_12_players_is_legal_and_public() -> None:
    game = Game("zh", {}, 3)
    for i in range(12):
        game.apply(SeatPlayer(f"P{i}"))
    game.apply(Deal())
    setup = game.public_view(None)["setup"]
    assert sum(setup["composition"].values()) == 12  # ZH-1.5: the setup is public
    assert setup["composition"]["werewolf"] >= 1


def test_ZH_1_8_madman_card_and_prompts_identical_to_werewolf() -> None:
    t = Table()
    wolf, madman = t.game.player_view(11, "en"), t.game.player_view(14, "en")
    assert madman["card"] == wolf["card"]
    strip = lambda view: [(p["slot"], [a["id"] for a in p["abilities"]]) for p in view["prompts"]]  # noqa: E731
    assert strip(madman) == strip(wolf)
    assert t.told(15, "your_role") == [{"role": "werewolf"}]


def test_ZH_1_10_public_view_hides_roles_until_the_end() -> None:
    t = Table()
    t.night((12, "attack", 15))  # the Madman goes out
    seats = t.game.public_view(None)["seats"]
    assert all(s["role"] is None for s in seats)
    assert not seats[14]["alive"]


def test_ZH_2_8_declared_action_of_a_player_out_tonight_stays_valid() -> None:
    t = Table()
    t.night((1, "divine", 12), (12, "attack", 1), (13, "attack", 1), (14, "attack", 1))
    t.do(1, "pass")
    t.adv()
    assert not t.alive(1)
    assert t.told(1, "divination_result")[0]["role"] == "werewolf"


def test_ZH_3_4_invalid_poison_is_spent() -> None:
    t = Table()
    t.night((11, "supremacy", 2, 9), witch=((2, "poison", 9),))
    assert t.alive(9)
    assert t.game.state.players[1].uses["poison"] == 0


def test_ZH_3_13_groups_are_channels_members_write_dead_read_only() -> None:
    t = Table()
    t.night((1, "divine", 5))
    channel = next(c for c in t.game.state.channels if c.startswith("group"))
    assert t.game.state.channels[channel] == {0, 4}
    t.game.apply(Say(4, channel, "hello Seer"))
    view = t.game.player_view(0, "en")
    assert channel in view["channels"]
    assert any(m["kind"] == "say" for m in view["messages"])
    assert not any(m.kind == "say" and 1 in m.recipients for m in t.game.state.messages)
    assert [g["role"] for g in view["card"]["group"]] == ["seer", "doctor"]


def test_ZH_3_14_groups_merge() -> None:
    t = Table()
    t.night((1, "divine", 5))
    t.day()
    t.night((1, "divine", 2))
    groups = [m for c, m in t.game.state.channels.items() if c.startswith("group")]
    assert groups == [{0, 1, 4}]


def test_ZH_3_18_eliminated_member_cannot_write() -> None:
    t = Table()
    t.night((1, "divine", 5), (12, "attack", 5), (13, "attack", 5), (14, "attack", 5))
    t.do(5, "pass")  # First Shot declined
    t.adv()
    channel = next(c for c in t.game.state.channels if c.startswith("group"))
    with pytest.raises(IllegalAction):
        t.game.apply(Say(4, channel, "from beyond"))


def test_ZH_4_1_5_village_victim_of_first_shot_does_not_retrigger() -> None:
    t = Table()
    t.night((12, "attack", 6), (13, "attack", 6), (14, "attack", 6))
    t.do(6, "first_shot", 1)
    t.adv()
    assert not t.alive(1) and not t.alive(6)
    assert t.zh.first_shot_spent and t.game.state.phase.kind == "day"


def test_ZH_4_1_4_piped_shooter_first_shot_is_void() -> None:
    t = Table()
    t.night((8, "pipe", 6), (12, "attack", 6), (13, "attack", 6), (14, "attack", 6))
    t.do(6, "first_shot", 13)
    t.adv()
    assert t.alive(13) and not t.alive(6)


def test_ZH_4_2_4_seer_first_shot_on_fox_ignores_cunning() -> None:
    t = Table()
    t.night((12, "attack", 1), (13, "attack", 1), (14, "attack", 1))
    t.do(1, "first_shot", 9)
    t.adv()
    assert not t.alive(9) and t.zh.fox_chances[8] == 1


def test_ZH_4_3_4_antidote_on_nonvillage_spent_no_group() -> None:
    t = Table()
    t.night((12, "attack", 15), witch=((2, "antidote", 15),))
    assert not t.alive(15)
    assert t.game.state.players[1].uses["antidote"] == 0
    assert not any(c.startswith("group") for c in t.game.state.channels)


def test_ZH_4_6_4_doctor_self_needles_eliminate_him() -> None:
    t = Table()
    t.night((5, "first_aid", 5))
    t.day()
    t.night((5, "first_aid", 5))
    t.do(5, "pass")  # First Shot question
    t.adv()
    assert not t.alive(5)
    assert t.game.state.deaths[-1].cause == "first_aid"


def test_ZH_5_2_4_insanity_lynch_passes_on_after_holder_dies() -> None:
    t = Table(event_script={"1": ["insanity"]})
    t.night()
    t.day()
    assert t.zh.insanity_holder == 0
    t.night((7, "bite", 12))  # a non-village Bite so Balance keeps it
    t.day((2, 1), (3, 1))
    t.do(1, "pass")  # First Shot question of the executed Seer
    t.adv()
    assert not t.alive(1)
    assert t.zh.insanity_holder == 3  # the Scapegoat is next in the list
    assert t.told(4, "insanity_lynch")


def test_ZH_6_6_3_kill_points_are_exact_fractions() -> None:
    t = Table()
    t.night((12, "attack", 5), (13, "attack", 6))
    assert t.zh.points[4] == Fraction(1, 3) and isinstance(t.zh.points[4], Fraction)
    t.day()
    t.night((12, "attack", 6), (14, "attack", 5))
    assert t.zh.points[4] == Fraction(2, 3) and t.zh.points[5] == Fraction(2, 3)


def test_ZH_6_6_2_x_frozen_at_night_start_and_counts_skill_less_werewolves() -> None:
    t = Table(event_script={"1": ["outside_support"]})
    t.night()
    t.day()
    t.night((5, "surgery", 12))
    t.day()
    assert "attack" not in t.zh.skills[11]
    t.night((13, "attack", 4))
    assert t.zh.x == 3 and t.zh.points[3] == Fraction(1, 3)


def test_ZH_9_2_b_only_dealt_pillars_count() -> None:
    t = Table(roles=("seer", "witch", "werewolf", "werewolf"))
    t.night()
    t.day((1, 3))
    assert t.game.state.outcome is None  # no pillar dealt: clause (b) never applies


def test_ZH_9_5_TS_38d_converted_madman_keeps_village_in_play() -> None:
    t = Table(roles=("elder", "seer", "werewolf", "madman"))
    t.night((4, "attack", 1), prestige=((1, "prestige", 4),))
    assert t.game.state.players[3].wins_with == VILLAGE
    t.day()
    t.night((3, "attack", 2))
    t.do(2, "pass")  # First Shot question
    t.adv()
    t.day((4, 1))
    assert not t.alive(1) and not t.alive(2)
    assert t.game.state.outcome is None  # the converted Madman is a village player in play


def test_ZH_9_5_winners_follow_current_faction() -> None:
    t = Table(roles=("witch", "werewolf", "madman"))
    t.night((2, "attack", 1))
    t.do(1, "pass")
    t.adv()
    outcome = t.game.state.outcome
    assert outcome is not None and outcome.winning_teams == (NONVILLAGE,)
    assert set(outcome.winners) == {1, 2}


def test_ZH_10_6_second_tie_executes_nobody() -> None:
    t = Table()
    t.night()
    t.day((1, 12), (2, 13))
    assert t.game.state.phase.step == "pk"
    t.vote(3, 12)
    t.vote(4, 13)
    t.adv()
    assert t.public("nobody_executed") and t.alive(12) and t.alive(13)


def test_ZH_10_4_cry_injustice_limits_voters() -> None:
    t = Table()
    t.night()
    t.day(*[(v, 4) for v in (1, 2, 3)])
    t.do(4, "pass")  # First Shot
    t.adv()
    t.do(4, "cry_injustice", 1, 2)
    t.adv()
    t.night()
    t.day((3, 12), (1, 13))
    assert t.public("vote_totals")[-1]["totals"] == [[12, "1"]]


def test_ZH_11_7_badge_lost_after_second_tie() -> None:
    t = Table(sheriff=True)
    t.night()
    t.do(1, "run")
    t.do(2, "run")
    t.adv()
    t.adv()
    t.vote(3, 1)
    t.vote(4, 2)
    t.adv()
    t.vote(3, 1)
    t.vote(4, 2)
    t.adv()
    assert t.zh.badge_lost and t.zh.sheriff is None and t.public("badge_lost")


def test_ZH_3_2_refused_command_changes_nothing() -> None:
    t = Table()
    before = t.game.state.clone()
    with pytest.raises(EngineError):
        t.game.apply(Submit(0, "divine", (0,)))
    assert t.game.state.submissions == before.submissions and t.game.state.messages == before.messages


def test_ZH_checklist_words_in_english_and_chinese() -> None:
    t = Table()
    steps = t.game.ruleset.checklist(t.game.state)
    assert [s.id for s in steps][:3] == ["piper", "careerist", "werewolf"]  # no Respect before the Masquerade
    assert all(s.words["zh_CN"] and s.words["en"] for s in steps)
    werewolf = next(s for s in steps if s.id == "werewolf")
    assert 14 in werewolf.seats  # the Madman is woken with the Werewolves


def test_ZH_texts_render_in_chinese() -> None:
    t = Table()
    t.night((1, "divine", 12))
    view = t.game.player_view(0, "zh_CN")
    text = next(m["text"] for m in view["messages"] if m["kind"] == "divination_result")
    assert "狼人" in text and "非村民阵营" in text


def test_ZH_undo_replays_to_the_same_state() -> None:
    t = Table()
    t.night((12, "attack", 5), (7, "bite", 12))
    game = t.game
    snapshot = [m.to_dict() for m in game.state.messages]
    command = game.undo()
    assert command is not None
    game.redo()
    assert [m.to_dict() for m in game.state.messages] == snapshot
    assert R15  # the reference table is the default
