"""Tests that kill the surviving mutants of village_vs_nonvillage/conflicts.py (issue 21,
docs/mutation/village_vs_nonvillage_parts.md): what Respect reaches among the blockers
(ZH-7.3, ZH-7.9), what a valid act without a voided part reaches (ZH-6.5.3), and that
the blockers are decided whatever order they were declared in (ZH-7.6)."""

from __future__ import annotations

import itertools

from engine.rulesets.village_vs_nonvillage.conflicts import Act, settle, settle_blockers

ELDER, PIPER, CAREERIST, A, B, WOLF = 3, 8, 11, 1, 2, 12


def act(user: int, kind: str, *targets: int, nonvillage: bool, index: int = 0) -> Act:
    return Act((user, kind, index), user, kind, tuple(targets), nonvillage)


def test_ZH_6_5_3_a_valid_act_without_a_voided_part_reaches_every_target() -> None:
    divine = act(A, "divine", B, nonvillage=False)
    result = settle([divine], elder=None)
    assert result.void_targets == {}
    assert result.reaches(divine.key, B) and result.reaches(divine.key, A)
    assert not result.reaches((99, "missing", 0), B)  # an act never declared reaches nobody


def test_ZH_7_9_respect_on_the_careerist_leaves_his_own_pair_with_himself_standing() -> None:
    """Respect blocks non-village activations naming the respected player by someone
    else (ZH-7.3); the Careerist pairing himself acts on himself, which stands (ZH-7.9)."""
    respect = act(ELDER, "respect", CAREERIST, nonvillage=False)
    own_pair = act(CAREERIST, "pair", CAREERIST, A, nonvillage=True)
    result = settle([respect, own_pair], elder=None)
    assert result.ok(respect.key) and result.ok(own_pair.key)
    assert result.respected == CAREERIST and result.paired(CAREERIST, A)


def test_ZH_7_3_respect_does_not_block_a_pipe_naming_someone_else() -> None:
    respect = act(ELDER, "respect", A, nonvillage=False)
    pipe = act(PIPER, "pipe", B, nonvillage=True)
    result = settle([respect, pipe], elder=None)
    assert result.ok(respect.key) and result.ok(pipe.key)
    assert (result.piped, result.respected) == (B, A)


def labels_in_every_order(blockers: list[Act]) -> set[tuple[tuple[tuple[int, str, int], bool], ...]]:
    return {
        tuple(sorted((a.key, ok) for a, ok in settle_blockers(list(order)).items()))
        for order in itertools.permutations(blockers)
    }


def test_ZH_7_6_respect_beats_the_pipe_so_both_pairs_stand_in_every_declaration_order() -> None:
    """Respect on the Careerist blocks the Pipe on him (ZH-7.4); the Pipe, void, no
    longer blocks his pairs: a chain decided one link after the other."""
    respect = act(ELDER, "respect", CAREERIST, nonvillage=False)
    pipe = act(PIPER, "pipe", CAREERIST, nonvillage=True)
    own = act(CAREERIST, "pair", WOLF, CAREERIST, nonvillage=True)
    other = act(CAREERIST, "pair", A, B, nonvillage=True, index=1)
    expected = tuple(sorted([(respect.key, True), (pipe.key, False), (own.key, True), (other.key, True)]))
    assert labels_in_every_order([own, pipe, other, respect]) == {expected}


def test_ZH_7_6_the_pipe_on_the_careerist_voids_his_pairs_so_respect_stands_in_every_order() -> None:
    """The pair {A, Elder} and Respect on A block each other, the pair first (ZH-7.5);
    the Pipe on the Careerist voids every pair (E3), so Respect stands after all."""
    respect = act(ELDER, "respect", A, nonvillage=False)
    pairs = [
        act(CAREERIST, "pair", A, ELDER, nonvillage=True),
        act(CAREERIST, "pair", B, CAREERIST, nonvillage=True, index=1),
        act(CAREERIST, "pair", WOLF, 5, nonvillage=True, index=2),
    ]
    pipe = act(PIPER, "pipe", CAREERIST, nonvillage=True)
    expected = tuple(sorted([(respect.key, True), (pipe.key, True), *[(p.key, False) for p in pairs]]))
    assert labels_in_every_order([respect, pairs[0], pairs[1], pipe, pairs[2]]) == {expected}


def test_ZH_7_2_blockers_naming_the_prestige_holding_elder_are_invalid_and_only_he_has_a_list() -> None:
    pipe = act(PIPER, "pipe", ELDER, nonvillage=True)
    pair = act(CAREERIST, "pair", ELDER, A, nonvillage=True)
    result = settle([pipe, pair], elder=ELDER)
    assert result.valid == {pipe.key: False, pair.key: False}
    assert result.lists == {ELDER: [PIPER, CAREERIST]}  # nobody respected: no second list


def test_ZH_7_9_a_respected_player_is_safe_from_non_village_actions_not_from_village_ones() -> None:
    respect = act(ELDER, "respect", A, nonvillage=False)
    attack = act(WOLF, "attack", A, nonvillage=True)
    divine = act(B, "divine", A, nonvillage=False)
    result = settle([respect, attack, divine], elder=None)
    assert result.respected == A
    assert not result.ok(attack.key) and result.ok(divine.key)
    assert result.lists == {A: [WOLF]}
