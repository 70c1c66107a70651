"""Tests that kill the surviving mutants of village_vs_nonvillage/rules.py (issue 21,
docs/mutation/village_vs_nonvillage.md): the setup (ZH-1), the cards, the
narrator's details, the checklist and the rendering, each checked exactly."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pytest

from engine.commands import Deal, SeatPlayer
from engine.errors import SetupError
from engine.game import Game
from engine.model import Audience, Message
from engine.ruleset import find_ruleset
from engine.rulesets.village_vs_nonvillage.roles import NONVILLAGE, VILLAGE
from engine.rulesets.village_vs_nonvillage.rules import check_composition
from tests.rulesets.village_vs_nonvillage.zh_harness import Table

NAMES = ["Ana", "Bea", "Cai", "Dov"]


def seated(count: int, **options: Any) -> Game:
    game = Game("zh", {"sheriff": False, "events": False, **options}, 1)
    for i in range(count):
        game.apply(SeatPlayer(f"P{i + 1}"))
    return game


def said(kind: str, lang: str, **params: Any) -> str:
    message = Message(0, "day", Audience.public(), kind, params)
    return find_ruleset("zh").render(message, NAMES, lang)


@pytest.mark.parametrize(
    ("roles", "key", "params"),
    [
        (("seer", "werewolf", "nobody"), "unknown_roles", {"unknown": ("nobody",)}),
        (("seer", "seer", "werewolf"), "role_once", {"role": "seer"}),
        (("seer", "witch", "madman"), "zh.needs_werewolf", {}),
        (("werewolf", "madman", "fox"), "zh.needs_village_role", {}),
    ],
)
def test_ZH_1_4_each_refused_composition_says_why(roles: tuple[str, ...], key: str, params: dict[str, Any]) -> None:
    game = seated(3)
    with pytest.raises(SetupError) as refused:
        game.apply(Deal(roles))
    assert (refused.value.key, refused.value.params) == (key, params)
    assert not game.state.players[0].role  # nothing dealt
    with pytest.raises(SetupError) as checked:
        check_composition(list(roles))
    assert (checked.value.key, checked.value.rule) == (key, "ZH-1.4")


def test_ZH_1_4_werewolves_may_repeat() -> None:
    game = seated(4)
    game.apply(Deal(("seer", "werewolf", "werewolf", "werewolf")))
    assert sorted(game.state.composition) == ["seer", "werewolf", "werewolf", "werewolf"]


def test_ZH_1_4_a_role_list_of_the_wrong_length_is_refused_with_both_counts() -> None:
    game = seated(4, roles=["seer", "werewolf", "witch"])
    with pytest.raises(SetupError) as refused:
        game.apply(Deal())
    assert (refused.value.key, refused.value.rule) == ("list_count", "ZH-1.4")
    assert refused.value.params == {"dealt": 3, "count": 4}


def test_ZH_1_4_the_option_role_list_is_dealt_as_given() -> None:
    game = seated(4, roles=["seer", "werewolf", "witch", "fox"])
    game.apply(Deal())
    assert game.state.composition == ("fox", "seer", "werewolf", "witch")


@pytest.mark.parametrize(
    ("players", "composition"),
    [
        (3, {"seer": 1, "werewolf": 1, "white_wolf": 1}),
        (4, {"seer": 1, "witch": 1, "werewolf": 1, "white_wolf": 1}),
        (
            20,
            {
                **{r: 1 for r in ("seer", "witch", "elder", "scapegoat", "doctor", "gypsy")},
                **{r: 1 for r in ("white_wolf", "piper", "fox", "treasure", "careerist", "madman")},
                "werewolf": 8,
            },
        ),
    ],
)
def test_ZH_1_4_the_preset_halves_the_table_and_fills_with_werewolves(
    players: int, composition: dict[str, int]
) -> None:
    game = seated(players)
    game.apply(Deal())
    assert game.public_view(None)["setup"]["composition"] == composition  # ZH-1.5: public


def test_ZH_1_5_the_public_setup_names_the_events_and_the_sheriff() -> None:
    t = Table(event_script={"1": ["crystal_ball"]})
    t.night()
    t.zh.sheriff = 3
    setup = t.game.ruleset.public_setup(t.game.state)
    assert setup["players"] == 15
    assert setup["events_occurred"] == ["crystal_ball"] and setup["sheriff"] == 3
    assert setup["composition"]["werewolf"] == 3 and setup["composition"]["seer"] == 1


def test_ZH_1_5_the_public_setup_before_the_deal_has_no_events_and_no_sheriff() -> None:
    game = seated(3)
    setup = game.ruleset.public_setup(game.state)
    assert setup == {"players": 3, "composition": {}, "events_occurred": [], "sheriff": None}


def test_ZH_4_3_ZH_6_3_1_ZH_6_4_5_uses_and_chances_at_the_start() -> None:
    t = Table()
    uses = {p.role: p.uses for p in t.game.state.players}
    assert uses["witch"] == {"antidote": 1, "poison": 1}
    assert uses["treasure"] == {"lure": 1}
    assert uses["seer"] == {} and uses["fox"] == {} and uses["werewolf"] == {}
    assert t.zh.fox_chances == {8: 1}
    assert t.told(15, "your_role") == [{"role": "werewolf"}] and t.told(1, "your_role") == [{"role": "seer"}]


def test_ZH_1_8_the_deluded_madman_s_card_is_a_werewolf_s() -> None:
    t = Table()
    card = t.game.ruleset.card(t.game.state, 14)
    assert (card["role"], card["team"], card["skills"]) == ("werewolf", NONVILLAGE, ["attack"])
    assert "chances" not in card and "events_available" not in card and "pairs_used" not in card


def test_ZH_4_4_5_an_enlightened_madman_sees_his_own_card_and_the_village_side() -> None:
    t = Table(roles=("elder", "seer", "werewolf", "werewolf", "madman"))
    t.night((5, "attack", 1), prestige=((1, "prestige", 5),))
    card = t.game.ruleset.card(t.game.state, 4)
    assert (card["role"], card["team"]) == ("madman", VILLAGE)
    assert card["team_name"] == t.game.ruleset.attribute_word(VILLAGE, "en")


def test_ZH_4_7_ZH_6_5_ZH_6_3_cards_show_events_left_pairs_used_and_fox_chances() -> None:
    t = Table(event_script={"1": ["crystal_ball"]})
    t.night((11, "supremacy", 3, 1))
    cards = {seat: t.game.ruleset.card(t.game.state, seat) for seat in (5, 8, 10)}
    gypsy, fox, careerist = cards[5], cards[8], cards[10]
    assert "crystal_ball" not in gypsy["events_available"] and "insanity" in gypsy["events_available"]
    assert len(gypsy["events_available"]) == 10
    assert careerist["pairs_used"] == [[0, 2]]
    assert fox["chances"] == 1
    assert "chances" not in gypsy and "pairs_used" not in fox and "events_available" not in careerist
    assert fox["uses"] == {} and cards[5]["skills"] == ["new_moon"]


def test_ZH_6_6_3_the_narrator_s_details_show_every_hidden_count() -> None:
    t = Table()
    t.night((1, "divine", 5))
    zh = t.zh
    zh.points = {0: Fraction(0), 3: Fraction(1, 3), 1: Fraction(2, 3)}
    zh.needles = {2: 0, 5: 1}
    zh.fox_chances = {8: 2}
    zh.first_shot_spent = True
    zh.bite_tally = [1, 2]
    zh.pipe_targets = {5, 2}
    zh.pairs_used = {frozenset({3, 1}), frozenset({0, 2})}
    zh.respect_targets = {7, 4}
    zh.events_by_day = {2: ["festival"], 1: ["insanity"]}
    zh.insanity_holder = 3
    zh.sheriff = 4
    zh.blame = {2: 6, 1: 5}
    zh.cry_voters = {2: [1, 3]}
    details = t.game.ruleset.moderator_details(t.game.state)
    skills = details.pop("skills")
    assert details == {
        "x": 3,
        "kill_points": {"1": "2/3", "3": "1/3"},
        "needles": {"5": 1},
        "fox_chances": {"8": 2},
        "groups": {"group1": [0, 4]},
        "first_shot_spent": True,
        "bite_tally": {"village": 1, "nonvillage": 2},
        "pipe_targets": [2, 5],
        "pairs_used": [[0, 2], [1, 3]],
        "respect_targets": [4, 7],
        "events": {"1": ["insanity"], "2": ["festival"]},
        "insanity_holder": 3,
        "sheriff": 4,
        "blame": {"1": 5, "2": 6},
        "cry_voters": {"2": [1, 3]},
    }
    assert list(skills) == [str(s) for s in range(15)]
    assert skills["0"] == ["curse", "divination"] and skills["1"] == ["antidote", "poison", "spirit_sense"]


def test_the_narrator_s_details_are_empty_before_the_deal() -> None:
    game = seated(3)
    assert game.ruleset.moderator_details(game.state) == {}


def test_NP_2_to_NP_8_the_checklist_wakes_only_roles_of_the_setup_and_marks_the_dead() -> None:
    t = Table(roles=("seer", "witch", "werewolf", "werewolf"))
    t.night((3, "attack", 1), (4, "attack", 1), witch=((2, "poison", 3),))
    t.do(1, "pass")  # no First Shot
    t.adv()
    assert t.game.ruleset.checklist(t.game.state) == []  # by day: nothing to wake
    t.day()
    steps = t.game.ruleset.checklist(t.game.state)
    assert [(s.id, s.role, s.seats, s.active) for s in steps] == [
        ("werewolf", "werewolf", (2, 3), True),  # one of them still alive
        ("seer", "seer", (0,), False),
        ("witch", "witch", (1,), True),
    ]
    assert steps[0].abilities == ("attack", "verify")


def test_the_checklist_is_empty_before_the_deal() -> None:
    assert find_ruleset("zh").checklist(seated(3).state) == []


def test_ZH_4_1_1_only_an_asked_dead_player_may_act() -> None:
    t = Table()
    t.night((12, "attack", 6), (13, "attack", 6), (14, "attack", 6))
    ruleset, state = t.game.ruleset, t.game.state
    assert [a.seat for a in t.zh.asking] == [5]
    assert ruleset.dead_may_act(state, 5) and not ruleset.dead_may_act(state, 4)
    assert not ruleset.dead_may_act(seated(3).state, 0)


@pytest.mark.parametrize(
    ("lang", "expected"),
    [("en", "Votes: Bea: 2, Ana: 2½."), ("zh_CN", "票数：Bea：2、Ana：2½。")],
)
def test_ZH_10_7_vote_totals_render_seat_by_seat(lang: str, expected: str) -> None:
    # a sheriff's 1.5 (ZH-10.3) makes halves, said as the projector says weights: "2½", not "5/2"
    assert said("vote_totals", lang, totals=[[1, "2"], [0, "5/2"]]) == expected


def test_ZH_10_7_empty_vote_totals_say_none() -> None:
    assert said("vote_totals", "en", totals=[]) == "Votes: none."
    assert said("vote_totals", "zh_CN", totals=[]) == "票数：无。"


def test_ZH_9_roles_revealed_name_every_seat_s_role() -> None:
    assert said("roles_revealed", "en", roles=["seer", "werewolf"]) == "Roles: Ana (Seer), Bea (Werewolf)."
    assert said("roles_revealed", "zh_CN", roles=["seer", "nobody"]) == "身份公布：Ana（预言家）。"


def test_ZH_3_13_group_members_render_with_their_roles() -> None:
    text = said("group_members", "en", members=[0, 2], member_roles=["seer", "doctor"], group="group1")
    assert text == "Your group: Ana (Seer), Cai (Doctor)."


def test_ZH_4_2_1_words_for_faction_and_result_are_the_reader_s() -> None:
    assert "非村民阵营" in said("verify_result", "zh_CN", target=1, faction=NONVILLAGE)
    assert "is not a Werewolf" in said("pack_check_result", "en", target=1, result="not_werewolf")
