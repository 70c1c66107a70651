"""Tests that kill the surviving mutants of village_vs_nonvillage/declarations.py (issue 21,
docs/mutation/village_vs_nonvillage_parts.md): the Balance's tally (ZH-6.1.4), the Crystal
Ball's recipients by day (ZH-5.3.2-5.3.3), the acts handed to the conflict resolution and
the designated kills (NP-6, ZH-3.9)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from engine.commands import Advance
from engine.game import Game
from engine.rulesets.village_vs_nonvillage.conflicts import Settlement
from engine.rulesets.village_vs_nonvillage.declarations import declare_bite, designated, friendly_fire, settle_night
from tests.rulesets.village_vs_nonvillage.zh_harness import Table

# R15's seats, 0-based for the functions called directly
WHITE_WOLF0, DOCTOR0, WOLF0, MADMAN0 = 6, 4, 11, 14
# and 1-based for the Table's commands
SEER, WITCH, ELDER, WHITE_WOLF, CAREERIST, MADMAN = 1, 2, 3, 7, 11, 15


def test_ZH_6_1_4_a_redirected_bite_is_recorded_as_a_non_village_target() -> None:
    """TS-10: V0:N0, a Bite on a village player would make V1:N0, so the White Wolf
    bites himself and the tally records V0:N1."""
    t = Table()
    state = t.game.state
    declare_bite(state, WHITE_WOLF0, DOCTOR0)
    assert t.zh.bite_final == {WHITE_WOLF0: WHITE_WOLF0}
    assert t.zh.bite_tally == [0, 1]
    # so a village Bite the next night stands: V1:N1 is not more village (TS-11)
    declare_bite(state, WHITE_WOLF0, DOCTOR0)
    assert t.zh.bite_final == {WHITE_WOLF0: DOCTOR0}
    assert t.zh.bite_tally == [1, 1]


def test_ZH_6_1_4_every_village_bite_counts_so_a_third_one_is_redirected() -> None:
    t = Table()
    state = t.game.state
    declare_bite(state, WHITE_WOLF0, WOLF0)  # non-village: V0:N1
    declare_bite(state, WHITE_WOLF0, DOCTOR0)  # V1:N1, stands
    assert (t.zh.bite_tally, t.zh.bite_final) == ([1, 1], {WHITE_WOLF0: DOCTOR0})
    declare_bite(state, WHITE_WOLF0, DOCTOR0)  # V2:N1 would be more village
    assert (t.zh.bite_tally, t.zh.bite_final) == ([1, 2], {WHITE_WOLF0: WHITE_WOLF0})


def day_crystal(option: str) -> Table:
    """Day 1 after the Crystal Ball event: the Seer sends by day, delivered at once (ZH-5.3.2)."""
    t = Table(sheriff=True, event_script={"1": ["crystal_ball"]})
    t.night()
    t.do(SEER, "crystal_ball", option=option)
    return t


def receivers(t: Table) -> dict[int, list[dict[str, object]]]:
    return {seat: t.told(seat, "crystal_message") for seat in range(1, 16) if t.told(seat, "crystal_message")}


def test_ZH_5_3_2_a_crystal_ball_by_day_reaches_only_the_named_role_with_its_whole_text() -> None:
    t = day_crystal("witch:at dawn: stay quiet")
    assert receivers(t) == {WITCH: [{"text": "at dawn: stay quiet"}]}  # no non-village player besides


def test_ZH_5_3_3_a_crystal_ball_by_day_to_werewolf_also_reaches_the_non_village_madman() -> None:
    t = day_crystal("werewolf:hello")
    assert receivers(t) == {seat: [{"text": "hello"}] for seat in (12, 13, 14, MADMAN)}


def elder_lists(t: Table) -> list[list[int]]:
    return [params["seats"] for params in t.told(ELDER, "prestige_list")]


def test_ZH_4_4_3_a_bite_redirected_by_balance_does_not_name_the_elder() -> None:
    t = Table()
    t.night((WHITE_WOLF, "bite", ELDER))  # V1:N0 would be more village: he bites himself (TS-10)
    assert elder_lists(t) == [[]]
    assert not t.alive(WHITE_WOLF) and t.alive(ELDER)


def test_ZH_4_4_3_a_bite_that_stands_on_the_elder_puts_the_white_wolf_on_his_list() -> None:
    t = Table()
    t.night((WHITE_WOLF, "bite", 12))  # V0:N1
    t.day()
    t.night((WHITE_WOLF, "bite", ELDER))  # V1:N1 is not more village: the Bite stands
    assert elder_lists(t) == [[], [WHITE_WOLF0]]


def test_ZH_6_5_3_a_pair_blocks_its_part_of_a_night_crystal_ball_whose_text_holds_a_colon() -> None:
    """The act's recipients are read from the role before the first colon, as delivered."""
    t = Table(event_script={"1": ["crystal_ball"]})
    t.night()
    t.day()
    t.do(SEER, "crystal_ball", option="werewolf:meet: at dawn")
    t.night((CAREERIST, "supremacy", SEER, 13))
    assert receivers(t) == {seat: [{"text": "meet: at dawn"}] for seat in (12, 14, MADMAN)}


def from_position(t: Table, **state: Any) -> Game:
    """The table's night as a position (docs/positions.md), some of the book's state written by hand."""
    position = t.game.position()
    for name, value in state.items():
        if value is None:
            del position["state"][name]  # left out: a fresh deal's value
        else:
            position["state"][name] = value
    return Game.from_position(position)


def attacks_on_the_madman(*, skills: bool) -> Game:
    t = Table()
    t.do(12, "attack", MADMAN)
    if skills:
        return t.game
    # a position may say he lost them (ZH-5.7.2: every skill, Friendly Fire named)
    return from_position(t, skills={**t.game.position()["state"]["skills"], str(MADMAN0): ["attack", "delusion"]})


def test_ZH_6_7_4_friendly_fire_is_the_madman_s_skill_and_goes_with_it() -> None:
    with_it, without = attacks_on_the_madman(skills=True), attacks_on_the_madman(skills=False)
    assert friendly_fire(with_it.state, MADMAN0, Settlement())
    assert not friendly_fire(without.state, MADMAN0, Settlement())
    for game, points in ((with_it, Fraction(4, 3)), (without, Fraction(1, 3))):  # X = 3 Werewolves
        state = game.state
        des = designated(state, settle_night(state))
        assert des.points == {MADMAN0: points}
        assert des.reached == ([MADMAN0] if points >= 1 else [])


def test_NP_6_a_werewolf_without_the_attack_skill_gives_no_points() -> None:
    """A position may leave a Werewolf with a pending Attack and no skills (ZH-5.7.2)."""
    t = Table()
    t.do(12, "attack", 5)
    t.do(13, "attack", 5)
    game = from_position(t, skills={**t.game.position()["state"]["skills"], str(WOLF0): []})
    state = game.state
    assert designated(state, settle_night(state)).points == {DOCTOR0: Fraction(1, 3)}  # only seat 13's


def test_ZH_6_6_2_with_no_werewolf_counted_at_nightfall_an_attack_gives_no_points() -> None:
    """X = 0 (ZH-6.6.2: frozen at the night's start) in a hand-written position: no
    Werewolf Attack counts, and nothing divides by zero."""
    t = Table()
    t.do(12, "attack", 5)
    game = from_position(t, x=0)
    state = game.state
    assert designated(state, settle_night(state)).points == {}


def test_ZH_6_7_1_the_madman_s_attack_gives_no_points_beside_the_werewolves() -> None:
    t = Table()
    t.night((13, "attack", 5), (14, "attack", 5), (MADMAN, "attack", 5))
    assert t.zh.points == {DOCTOR0: Fraction(2, 3)}  # X = 3: two Werewolf Attacks, the Madman's none
    assert t.alive(5)


def test_ZH_6_2_1_a_piped_werewolf_s_attack_gives_no_points_and_the_others_still_count() -> None:
    t = Table()
    t.night((8, "pipe", 12), (12, "attack", 5), (13, "attack", 5), (14, "attack", 5))
    assert t.zh.points == {DOCTOR0: Fraction(2, 3)}
    assert t.alive(5)


def test_NP_6_an_attack_on_a_player_already_out_gives_no_points_and_the_others_still_count() -> None:
    """A hand-written position may name a dead player as a pending Attack's target."""
    t = Table()
    t.do(12, "attack", 4)
    t.do(13, "attack", 5)
    t.do(14, "attack", 5)
    position = t.game.position()
    position["players"][3]["alive"] = False
    state = Game.from_position(position).state
    assert designated(state, settle_night(state)).points == {DOCTOR0: Fraction(2, 3)}


def test_ZH_6_2_1_a_piped_white_wolf_s_bite_kills_no_one() -> None:
    t = Table()
    t.night((8, "pipe", WHITE_WOLF), (WHITE_WOLF, "bite", 12))
    assert t.alive(12)
    assert t.zh.bite_tally == [0, 1]  # the invalid Bite still counts in the Balance (ZH-3.4)


def night_end(game: Game) -> None:
    while game.state.phase.kind == "night":
        game.apply(Advance(override=True))


def test_ZH_6_1_4_a_pending_bite_in_a_position_without_its_final_target_stands_on_its_target() -> None:
    """A hand-written position lists a Bite but leaves ``bite_final`` out (a fresh deal's:
    no redirect recorded): the Bite stands on the player it names. (It raised a KeyError
    at the night's end: the conflicts read the named target, the kills the missing entry.)"""
    t = Table()
    t.do(WHITE_WOLF, "bite", 12)
    game = from_position(t, bite_final=None)
    night_end(game)
    assert [p.seat for p in game.state.players if not p.alive] == [WOLF0]


def test_ZH_4_4_3_a_pending_bite_in_a_position_without_its_final_target_names_the_elder() -> None:
    t = Table()
    t.do(WHITE_WOLF, "bite", ELDER)
    game = from_position(t, bite_final=None)
    night_end(game)
    lists = [m.params["seats"] for m in game.state.messages if m.kind == "prestige_list"]
    assert lists == [[WHITE_WOLF0]]
    assert game.state.players[ELDER - 1].alive  # a Bite naming the Prestige holder is invalid (ZH-7.2)
