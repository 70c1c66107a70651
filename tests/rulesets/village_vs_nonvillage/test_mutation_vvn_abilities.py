"""Tests that kill the surviving mutants of village_vs_nonvillage/abilities.py (issue 21,
docs/mutation/village_vs_nonvillage_parts.md): each refusal of an ability's own rule,
with its key and rule ID, and the boundary next to it that is still allowed."""

from __future__ import annotations

import pytest

from engine.abilities import ANOTHER_LIVING, ANY_LIVING, NO_TARGET, Targeting
from engine.errors import IllegalTarget
from engine.model import GameState
from engine.rulesets.village_vs_nonvillage.abilities import ABILITIES, MAX_CRY, ZhAbility, pairs_of, simple
from tests.rulesets.village_vs_nonvillage.zh_harness import Table

CAREERIST, PIPER, ELDER, WOLF, SCAPEGOAT = 10, 7, 2, 11, 3  # R15's seats, 0-based


def refused(state: GameState, ability: str, actor: int, targets: tuple[int, ...]) -> tuple[str, str]:
    with pytest.raises(IllegalTarget) as error:
        ABILITIES[ability].check(state, state.players[actor], targets)
    assert error.value.player == actor
    return error.value.key, error.value.rule


def allowed(state: GameState, ability: str, actor: int, targets: tuple[int, ...]) -> None:
    ABILITIES[ability].check(state, state.players[actor], targets)


def test_ZH_6_5_2_supremacy_takes_whole_pairs_only() -> None:
    state = Table().game.state
    assert refused(state, "supremacy", CAREERIST, ()) == ("zh.pairs_whole", "ZH-6.5.2")
    assert refused(state, "supremacy", CAREERIST, (1, 2, 3)) == ("zh.pairs_whole", "ZH-6.5.2")
    allowed(state, "supremacy", CAREERIST, (1, 2))
    allowed(state, "supremacy", CAREERIST, (1, 2, 3, 4))


def test_ZH_6_5_2_supremacy_names_a_player_once_a_night() -> None:
    state = Table().game.state
    assert refused(state, "supremacy", CAREERIST, (1, 2, 2, 3)) == ("zh.pair_once_a_night", "ZH-6.5.2")
    assert refused(state, "supremacy", CAREERIST, (1, 1)) == ("zh.pair_once_a_night", "ZH-6.5.2")
    allowed(state, "supremacy", CAREERIST, (CAREERIST, 0))  # himself in a pair (ZH-6.5.1)


def test_ZH_6_5_2_supremacy_pairs_only_seated_living_players() -> None:
    t = Table()
    state = t.game.state
    last = len(state.players) - 1
    allowed(state, "supremacy", CAREERIST, (0, last))
    assert refused(state, "supremacy", CAREERIST, (0, last + 1)) == ("zh.pairs_living", "ZH-6.5.2")
    assert refused(state, "supremacy", CAREERIST, (-1, 0)) == ("zh.pairs_living", "ZH-6.5.2")
    state.players[4].alive = False
    assert refused(state, "supremacy", CAREERIST, (0, 4)) == ("zh.pairs_living", "ZH-6.5.2")
    assert ABILITIES["supremacy"].candidates(state, state.players[CAREERIST]) == state.living_seats()
    assert CAREERIST in ABILITIES["supremacy"].candidates(state, state.players[CAREERIST])


def test_ZH_6_5_2_a_pair_is_named_once_a_game_in_either_order() -> None:
    t = Table()
    state = t.game.state
    t.zh.pairs_used = {frozenset({1, 2})}
    assert refused(state, "supremacy", CAREERIST, (2, 1)) == ("zh.pair_twice", "ZH-6.5.2")
    assert refused(state, "supremacy", CAREERIST, (3, 4, 1, 2)) == ("zh.pair_twice", "ZH-6.5.2")
    allowed(state, "supremacy", CAREERIST, (1, 3, 2, 4))  # each player again, in new pairs


def test_pairs_of_cuts_the_targets_into_consecutive_pairs() -> None:
    assert pairs_of((5, 1, 2, 9)) == [frozenset({5, 1}), frozenset({2, 9})]
    assert pairs_of(()) == []


def test_ZH_4_5_3_cry_injustice_names_one_to_five_different_living_players() -> None:
    state = Table().game.state
    scapegoat_cry = "cry_injustice"
    assert MAX_CRY == 5
    assert refused(state, scapegoat_cry, SCAPEGOAT, ()) == ("zh.one_to_five", "ZH-4.5.3")
    allowed(state, scapegoat_cry, SCAPEGOAT, (0,))
    allowed(state, scapegoat_cry, SCAPEGOAT, (0, 1, 2, 4, 5))
    assert refused(state, scapegoat_cry, SCAPEGOAT, (0, 1, 2, 4, 5, 6)) == ("zh.one_to_five", "ZH-4.5.3")
    assert refused(state, scapegoat_cry, SCAPEGOAT, (0, 1, 0)) == ("zh.one_to_five", "ZH-4.5.3")


def test_ZH_4_5_3_cry_injustice_names_only_seated_living_players() -> None:
    state = Table().game.state
    last = len(state.players) - 1
    allowed(state, "cry_injustice", SCAPEGOAT, (last,))
    allowed(state, "cry_injustice", SCAPEGOAT, (SCAPEGOAT,))  # the Scapegoat may name himself
    assert refused(state, "cry_injustice", SCAPEGOAT, (last + 1,)) == ("zh.injustice_living", "ZH-4.5.3")
    assert refused(state, "cry_injustice", SCAPEGOAT, (-1,)) == ("zh.injustice_living", "ZH-4.5.3")
    state.players[0].alive = False
    assert refused(state, "cry_injustice", SCAPEGOAT, (1, 0)) == ("zh.injustice_living", "ZH-4.5.3")


def test_ZH_6_6_6_an_attacker_never_names_last_night_s_target_again() -> None:
    t = Table()
    state = t.game.state
    assert state.phase.number == 1
    t.zh.last_attack = {WOLF: (0, 4)}
    assert refused(state, "attack", WOLF, (4,)) == ("zh.attack_twice", "ZH-6.6.6")
    assert 4 not in ABILITIES["attack"].candidates(state, state.players[WOLF])
    allowed(state, "attack", WOLF, (5,))
    allowed(state, "attack", 12, (4,))  # another Werewolf may
    t.zh.last_attack = {WOLF: (-1, 4)}  # two nights ago
    allowed(state, "attack", WOLF, (4,))


def test_ZH_6_2_4_and_ZH_5_5_3_pipe_and_respect_never_name_a_player_twice() -> None:
    t = Table()
    state = t.game.state
    t.zh.pipe_targets = {4}
    t.zh.respect_targets = {5}
    assert refused(state, "pipe", PIPER, (4,)) == ("zh.pipe_twice", "ZH-6.2.4")
    allowed(state, "pipe", PIPER, (5,))
    assert refused(state, "respect", ELDER, (5,)) == ("zh.respect_twice", "ZH-5.5.3")
    allowed(state, "respect", ELDER, (4,))
    allowed(state, "respect", ELDER, (ELDER,))  # himself allowed (L78)


def test_ZH_4_4_4_prestige_kills_only_from_tonight_s_list() -> None:
    t = Table()
    state = t.game.state
    t.zh.prestige_lists = {ELDER: [WOLF]}
    allowed(state, "prestige", ELDER, (WOLF,))
    assert refused(state, "prestige", ELDER, (12,)) == ("zh.prestige_list", "ZH-4.4.4")
    assert refused(state, "prestige", 0, (WOLF,)) == ("zh.prestige_list", "ZH-4.4.4")  # not his list


@pytest.mark.parametrize(
    ("ability", "rule", "targeting", "uses"),
    [
        ("divine", "ZH-4.2.1", ANOTHER_LIVING, None),
        ("antidote", "ZH-4.3.2", ANY_LIVING, 1),
        ("poison", "ZH-4.3.5", ANY_LIVING, 1),
        ("blame", "ZH-4.5.1", ANY_LIVING, None),
        ("discontent", "ZH-5.6.1", ANOTHER_LIVING, None),
        ("first_aid", "ZH-4.6.1", ANY_LIVING, None),
        ("surgery", "ZH-5.7.1", ANY_LIVING, None),
        ("new_moon", "ZH-4.7.1", NO_TARGET, None),
        ("crystal_ball", "ZH-5.3.2", NO_TARGET, None),
        ("pack_check", "ZH-6.1.2", ANOTHER_LIVING, None),
        ("bite", "ZH-6.1.3", ANOTHER_LIVING, None),
        ("lure", "ZH-6.4.6", ANOTHER_LIVING, 1),
        ("verify", "ZH-3.12", ANOTHER_LIVING, None),
        ("lynch", "ZH-3.11", ANOTHER_LIVING, None),
        ("extra_lynch", "ZH-6.4.1", ANOTHER_LIVING, None),
        ("first_shot", "ZH-4.1.1", ANOTHER_LIVING, None),
        ("pass", "ZH-3.2", NO_TARGET, None),
        ("run", "ZH-11.2", NO_TARGET, None),
        ("withdraw", "ZH-11.4", NO_TARGET, None),
        ("pass_badge", "ZH-11.9", ANOTHER_LIVING, None),
        ("tear_badge", "ZH-11.9", NO_TARGET, None),
    ],
)
def test_each_plain_ability_has_its_rule_targets_and_uses(
    ability: str, rule: str, targeting: object, uses: int | None
) -> None:
    """The abilities with no rule of their own: the rule a refusal names, who they may
    name (a potion on the Witch herself, ZH-4.3.2/4.3.5) and their uses (ZH-6.4.6: one Lure)."""
    found = ABILITIES[ability]
    assert (found.id, found.rule, found.targeting, found.uses) == (ability, rule, targeting, uses)


def test_simple_builds_an_ability_of_this_book_with_the_given_rule_targeting_and_uses() -> None:
    """``ABILITIES`` is built when the module is imported, before mutmut switches a mutant
    on, so the table above never runs ``simple`` under a mutant: it is called here.
    The values differ from the base class's defaults (no rule, another living player,
    unlimited), so a value dropped on the way would show."""
    two = Targeting(count=2, self_allowed=True)
    built = simple("twice", "ZH-0.1", two, uses=2)
    assert isinstance(built, ZhAbility)
    assert (built.id, built.rule, built.targeting, built.uses) == ("twice", "ZH-0.1", two, 2)
    plain = simple("plain", "ZH-0.2", NO_TARGET)
    assert (plain.id, plain.rule, plain.targeting, plain.uses) == ("plain", "ZH-0.2", NO_TARGET, None)
    assert type(plain) is not type(built)  # each ability its own class: class variables are not shared
