"""Second pass on village_vs_nonvillage/rules.py (issue 21, docs/mutation/village_vs_nonvillage.md):
the survivors of its first mutmut run. The card's words in the reader's language, the
deluded Madman's Verify, the group shown on a card, the events announcement and the
English fallback for a language the book has no words in."""

from __future__ import annotations

import pytest

from engine.errors import SetupError
from engine.model import Audience, Message
from engine.ruleset import find_ruleset
from engine.rulesets.village_vs_nonvillage.roles import ROLES
from engine.rulesets.village_vs_nonvillage.rules import check_composition
from tests.rulesets.village_vs_nonvillage.zh_harness import Table

SEER, WITCH, DOCTOR, FOX, MADMAN = 0, 1, 4, 8, 14  # 0-based seats of the R15 table


def said(kind: str, lang: str, **params: object) -> str:
    return find_ruleset("zh").render(Message(0, "day", Audience.public(), kind, params), ["Ana", "Bea"], lang)


def test_ZH_1_8_a_card_names_the_role_its_text_and_goal_in_the_reader_s_language() -> None:
    t = Table()
    card = t.game.ruleset.card(t.game.state, SEER, "zh_CN")
    assert card["role_name"] == "预言家"
    assert card["text"] == ROLES["seer"].text("zh_CN") and card["text"].startswith("预言：")
    assert card["goal"] == "让村民阵营存活，直到非村民阵营失败。"


def test_ZH_1_8_a_card_in_a_language_without_words_falls_back_to_english() -> None:
    t = Table()
    card = t.game.ruleset.card(t.game.state, SEER, "fr")
    assert card["goal"] == ROLES["seer"].goals["en"] and card["goal"].startswith("Keep the village faction")
    assert card["role_name"] == "Seer"


def test_ZH_5_2_1_the_deluded_madman_s_card_shows_the_verify_insanity_gives_him() -> None:
    t = Table(event_script={"1": ["insanity"]})
    t.night()
    assert t.game.ruleset.card(t.game.state, MADMAN)["skills"] == ["verify"]


def test_ZH_3_13_a_card_shows_only_the_group_its_player_is_in() -> None:
    t = Table()
    t.night((1, "divine", 5))  # the Seer sees the Doctor, a village player: grouped (ZH-4.2.1)
    assert set(t.game.state.channels) == {"group1"}
    cards = {seat: t.game.ruleset.card(t.game.state, seat) for seat in (SEER, WITCH)}
    assert cards[SEER]["group"] == [{"seat": SEER, "role": "seer"}, {"seat": DOCTOR, "role": "doctor"}]
    assert cards[WITCH]["group"] == []


def test_ZH_6_3_1_a_fox_without_recorded_chances_has_none_on_his_card() -> None:
    # a position may leave the Fox's count out; the elimination reads it as 0 (ZH-6.3.3)
    t = Table()
    t.zh.fox_chances = {}
    assert t.game.ruleset.card(t.game.state, FOX)["chances"] == 0


def test_a_seat_without_recorded_skills_has_none_on_its_card() -> None:
    t = Table()
    del t.zh.skills[FOX]
    assert t.game.ruleset.card(t.game.state, FOX)["skills"] == []


def test_ZH_4_7_4_the_day_s_events_are_named_in_the_reader_s_language() -> None:
    assert said("events", "en", events=["festival", "masquerade"]) == "Today's event: Festival, Masquerade."
    assert said("events", "zh_CN", events=["festival", "masquerade"]) == "今日事件：节庆狂欢、假面舞会。"


def test_ZH_10_7_empty_totals_in_a_language_without_words_say_none_in_english() -> None:
    assert said("vote_totals", "fr", totals=[]) == "Votes: none."


def test_ZH_3_13_group_members_are_named_with_their_roles_in_the_reader_s_language() -> None:
    text = said("group_members", "zh_CN", members=[1, 0], member_roles=["doctor", "seer"], group="group1")
    assert text == "你的共群成员：Bea（医生）、Ana（预言家）。"


def test_ZH_1_4_the_composition_check_names_the_unknown_roles_sorted() -> None:
    with pytest.raises(SetupError) as refused:
        check_composition(["seer", "werewolf", "nobody", "ghost"])
    assert (refused.value.key, refused.value.rule) == ("unknown_roles", "ZH-1.4")
    assert refused.value.params == {"unknown": ("ghost", "nobody")}
