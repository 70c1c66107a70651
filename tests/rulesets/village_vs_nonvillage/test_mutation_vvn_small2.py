"""Village vs Non-village's events.py, flow.py and submissions.py: what mutation testing
(scripts/mutation.sh, issue 21) found no test for. Each test names the rule it checks;
docs/mutation/small_modules.md lists them. Seats in Table calls are the spec's (1-based);
state seats are 0-based."""

from __future__ import annotations

import pytest

from engine.commands import Advance, Submit
from engine.errors import IllegalAction, Incomplete, WrongPhase
from engine.model import Phase
from engine.rulesets.village_vs_nonvillage.events import (
    EVENTS,
    FESTIVAL,
    HERB_GATHERING,
    INSANITY,
    apply_event,
    event_name,
    events_of_day,
)
from engine.rulesets.village_vs_nonvillage.roles import NONVILLAGE
from engine.rulesets.village_vs_nonvillage.submissions import CRYSTAL_TEXT
from tests.rulesets.village_vs_nonvillage.zh_harness import Table

SEER, WITCH, FOX, WOLF, MADMAN, GYPSY = 0, 1, 8, 11, 14, 5  # 0-based seats of R15


# -- events.py (ZH-5) ------------------------------------------------------------------------


def test_ZH_4_7_4_a_day_without_events_has_none() -> None:
    t = Table()
    assert events_of_day(t.game.state, 3) == []


def test_ZH_4_7_1_an_event_is_named_in_the_players_language() -> None:
    assert (event_name(INSANITY, "en"), event_name(INSANITY, "es")) == ("Insanity", "Locura")


def test_ZH_5_4_1_herb_gathering_gives_a_witch_with_no_potion_left_one_of_each() -> None:
    t = Table()
    t.game.state.players[WITCH].uses.clear()
    apply_event(t.game.state, HERB_GATHERING)
    assert t.game.state.players[WITCH].uses == {"antidote": 1, "poison": 1}


def test_ZH_5_2_2_insanity_turns_a_madman_who_is_still_nonvillage_to_verify() -> None:
    t = Table()
    madman = t.game.state.players[MADMAN]
    assert madman.wins_with == NONVILLAGE
    apply_event(t.game.state, INSANITY)
    assert "attack" not in t.zh.skills[MADMAN] and "verify" in t.zh.skills[MADMAN]
    assert t.told(MADMAN + 1, "insanity_verify") == [{}]


def test_ZH_5_2_1_insanity_changes_only_living_attackers() -> None:
    t = Table()
    t.game.state.players[WOLF].alive = False
    apply_event(t.game.state, INSANITY)
    assert t.zh.skills[WOLF] == {"attack"}  # a dead werewolf is left as he was, and not told
    assert t.told(WOLF + 1, "insanity_verify") == []
    assert t.zh.skills[SEER] == {"divination", "curse"}  # a living non-attacker gets no Verify
    assert t.zh.skills[WOLF + 1] == {"verify"}


def test_ZH_5_11_2_festival_takes_one_of_the_foxs_chances_and_tells_him_how_many_remain() -> None:
    t = Table()
    t.zh.fox_chances[FOX] = 2
    apply_event(t.game.state, FESTIVAL)
    assert t.zh.fox_chances[FOX] == 1
    assert t.told(FOX + 1, "fox_chances") == [{"count": 1}]


def test_ZH_5_11_2_festival_leaves_a_fox_with_no_chance_left_alone() -> None:
    t = Table()
    t.zh.fox_chances[FOX] = 0
    apply_event(t.game.state, FESTIVAL)
    assert t.zh.fox_chances[FOX] == 0
    assert t.told(FOX + 1, "fox_chances") == []


def test_ZH_5_11_2_festival_leaves_a_fox_without_cunning_or_without_a_count_alone() -> None:
    t = Table()
    t.zh.skills[FOX].discard("cunning")
    apply_event(t.game.state, FESTIVAL)
    assert t.zh.fox_chances[FOX] == 1  # Cunning lost: nothing to take
    t.zh.skills[FOX].add("cunning")
    del t.zh.fox_chances[FOX]
    apply_event(t.game.state, FESTIVAL)
    assert FOX not in t.zh.fox_chances and t.told(FOX + 1, "fox_chances") == []


# -- submissions.py (ZH-4.7, ZH-5.3.2) -------------------------------------------------------


def crystal_table() -> Table:
    t = Table(event_script={"1": ["crystal_ball"]})
    t.night()
    t.day()
    return t


def crystal_refusal(t: Table, option: str) -> IllegalAction | None:
    try:
        t.game.ruleset.check_option(t.game.state, Submit(0, "crystal_ball", (), option))
    except IllegalAction as refusal:
        return refusal
    return None


def test_ZH_5_3_2_a_crystal_ball_message_may_be_exactly_the_longest_allowed() -> None:
    t = crystal_table()
    assert crystal_refusal(t, "witch:" + "x" * CRYSTAL_TEXT) is None
    refusal = crystal_refusal(t, "witch:" + "x" * (CRYSTAL_TEXT + 1))
    assert refusal is not None and (refusal.key, refusal.rule, refusal.player) == ("zh.crystal_message", "ZH-5.3.2", 0)


def test_ZH_5_3_2_a_crystal_ball_needs_a_role_in_the_game_and_some_text() -> None:
    t = crystal_table()
    for option in ("hunter:hello", "witch:   ", "witch", ""):
        refusal = crystal_refusal(t, option)
        assert refusal is not None and refusal.key == "zh.crystal_message", option


@pytest.mark.parametrize(
    ("event", "key", "rule"),
    [("no_such_event", "zh.unknown_event", "ZH-4.7.1"), ("insanity", "zh.event_happened", "ZH-5.1.2")],
)
def test_ZH_4_7_1_ZH_5_1_2_a_new_moon_names_a_known_event_not_yet_happened(event: str, key: str, rule: str) -> None:
    t = Table(event_script={"1": ["insanity"]})
    t.zh.events_occurred.append("insanity")
    with pytest.raises(IllegalAction) as refusal:
        t.game.ruleset.check_option(t.game.state, Submit(GYPSY, "new_moon", (), event))
    assert (refusal.value.key, refusal.value.rule, refusal.value.player) == (key, rule, GYPSY)


def test_ZH_4_7_1_a_new_moons_event_is_labelled_by_its_name_in_the_language() -> None:
    ruleset = Table().game.ruleset
    assert ruleset.option_label("new_moon", "festival", "it") == "Festa"
    assert ruleset.option_label("new_moon", "no_such_event", "it") != "Festa"


def night_two_gypsy(*chosen: str) -> Table:
    """Night 2 with the Gypsy's two New Moons (events on), ``chosen`` already submitted."""
    t = Table(events=True, event_script={"1": ["abnormal_weather"]})
    t.night()
    t.day()
    for event in chosen:
        t.do(GYPSY + 1, "new_moon", option=event)
    return t


def test_ZH_4_7_6_the_gypsy_may_not_name_one_event_twice_in_a_night() -> None:
    t = night_two_gypsy("festival")
    with pytest.raises(IllegalAction) as refusal:
        t.do(GYPSY + 1, "new_moon", option="festival")
    assert (refusal.value.key, refusal.value.rule, refusal.value.player) == ("zh.two_events", "ZH-4.7.6", GYPSY)
    t.do(GYPSY + 1, "new_moon", option="silence")  # another event is fine
    assert t.zh.events_occurred.count("festival") == 0


def test_ZH_4_7_6_ZH_5_1_2_the_phone_offers_only_events_neither_happened_nor_chosen_tonight() -> None:
    t = night_two_gypsy("festival")
    rules = t.game.ruleset.ability_rules(t.game.state, GYPSY, "new_moon")
    expected = [e for e in EVENTS if e not in ("abnormal_weather", "festival")]
    assert rules == {"option": {"choices": expected, "text": 0}}
    assert t.game.ruleset.ability_rules(t.game.state, 0, "new_moon")["option"]["choices"] == [
        e for e in EVENTS if e != "abnormal_weather"
    ]  # another seat's choice is not his


def test_ZH_5_3_2_a_crystal_ball_goes_to_a_role_in_the_game_with_a_bounded_text() -> None:
    t = Table(roles=("witch", "seer", "werewolf", "werewolf"))
    rules = t.game.ruleset.ability_rules(t.game.state, 1, "crystal_ball")
    assert rules == {"option": {"choices": ["seer", "werewolf", "witch"], "text": CRYSTAL_TEXT}}


def test_ZH_6_5_2_supremacy_offers_every_pair_already_named_as_excluded() -> None:
    t = Table()
    t.zh.pairs_used = {frozenset({4, 2}), frozenset({1, 0})}
    assert t.game.ruleset.ability_rules(t.game.state, 10, "supremacy") == {"excluded": [[0, 1], [2, 4]]}
    assert t.game.ruleset.ability_rules(t.game.state, 10, "divination") == {}


def test_ZH_4_7_1_only_a_new_moons_option_is_read_as_an_event() -> None:
    ruleset = Table().game.ruleset
    assert ruleset.option_label("new_moon", "festival") == "Festival"
    assert ruleset.option_label("crystal_ball", "festival") == "festival"


# -- flow.py (ZH-2.1, ZH-2.8) ----------------------------------------------------------------


def test_ZH_2_1_advance_closes_only_a_night_or_a_day() -> None:
    t = Table()
    t.game.state.phase = Phase("over", 1)  # the rule set's own state, but nothing left to close
    with pytest.raises(WrongPhase) as refusal:
        t.game.ruleset.check_advance(t.game.state, Advance(override=True))
    assert (refusal.value.key, refusal.value.rule) == ("nothing_to_close", "ZH-2.1")


def test_ZH_2_8_advance_waits_for_the_named_players_unless_overridden() -> None:
    t = Table(roles=("seer", "werewolf", "witch"))
    with pytest.raises(Incomplete) as refusal:
        t.game.ruleset.check_advance(t.game.state, Advance())
    assert (refusal.value.key, refusal.value.rule) == ("waiting_for", "ZH-2.8")
    assert refusal.value.params["names"] == ("P1", "P2")
    t.game.ruleset.check_advance(t.game.state, Advance(override=True))  # the moderator may go on
