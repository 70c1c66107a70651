"""ZH-7: the skill-conflict resolution, every worked example of the source (L76–L85)
and the special three-way case, on the pure ``settle`` function."""

from __future__ import annotations

from engine.rulesets.village_vs_nonvillage.conflicts import Act, settle, settle_blockers

ELDER, PIPER, CAREERIST, A, B, WOLF = 3, 8, 11, 1, 2, 12


def act(user: int, kind: str, *targets: int, nonvillage: bool, index: int = 0) -> Act:
    return Act((user, kind, index), user, kind, tuple(targets), nonvillage)


def pipe(target: int) -> Act:
    return act(PIPER, "pipe", target, nonvillage=True)


def pair(u: int, v: int, index: int = 0) -> Act:
    return act(CAREERIST, "pair", u, v, nonvillage=True, index=index)


def respect(target: int) -> Act:
    return act(ELDER, "respect", target, nonvillage=False)


def test_ZH_7_2_elder_prestige_first_pipe_and_pair_void_and_listed() -> None:
    divine = act(A, "divine", ELDER, nonvillage=False)
    attack = act(WOLF, "attack", ELDER, nonvillage=True)
    result = settle([pipe(ELDER), pair(ELDER, A), divine, attack], elder=ELDER)
    assert result.piped is None and not result.pairs
    assert result.ok(divine.key)  # the pair is void, so the Seer's Divination stands (TS-14)
    assert not result.ok(attack.key)
    assert result.lists[ELDER] == [PIPER, CAREERIST, WOLF]


def test_ZH_7_4_E1_pipe_beats_self_respect() -> None:
    p, r = pipe(ELDER), respect(ELDER)
    result = settle([p, r], elder=None)
    assert result.ok(p.key) and not result.ok(r.key)
    assert result.respected is None and result.piped == ELDER


def test_ZH_7_4_E2_pair_beats_respect() -> None:
    r, pr = respect(A), pair(ELDER, A)
    result = settle([r, pr], elder=None)
    assert result.ok(pr.key) and not result.ok(r.key)


def test_ZH_7_4_E3_pipe_beats_pair_and_all_pairs_fall() -> None:
    p, own, other = pipe(CAREERIST), pair(CAREERIST, PIPER, 0), pair(A, WOLF, 1)
    result = settle([p, own, other], elder=None)
    assert result.ok(p.key)
    assert not result.ok(own.key) and not result.ok(other.key)
    assert not result.pairs


def test_ZH_7_5_E4_one_way_pair_beats_pipe() -> None:
    p, pr = pipe(A), pair(PIPER, A)
    divine = act(A, "divine", 13, nonvillage=False)
    result = settle([p, pr, divine], elder=None)
    assert result.ok(pr.key) and not result.ok(p.key)
    assert result.ok(divine.key)


def test_ZH_7_5_E5_one_way_respect_beats_pipe() -> None:
    r, p = respect(A), pipe(A)
    result = settle([r, p], elder=None)
    assert result.ok(r.key) and not result.ok(p.key)
    assert result.respected == A and result.lists[A] == [PIPER]


def test_ZH_7_7_E6_special_provision_cycle() -> None:
    r, own, other, p = respect(CAREERIST), pair(CAREERIST, ELDER, 0), pair(A, WOLF, 1), pipe(CAREERIST)
    divine = act(A, "divine", WOLF, nonvillage=False)
    result = settle([r, own, other, p, divine], elder=None)
    assert not result.ok(r.key) and not result.ok(p.key)
    assert result.ok(own.key) and result.ok(other.key)
    assert not result.ok(divine.key)  # pair {A, WOLF} stands
    assert result.respected is None


def test_ZH_7_8_cycle_shape_b_pair_stands() -> None:
    """Pipe on the Elder beats his self-Respect; Respect on the Elder beats the pair
    {Elder, Piper}; that pair beats the Pipe (the Piper names the Elder)."""
    p, r, pr = pipe(ELDER), respect(ELDER), pair(ELDER, PIPER)
    labels = settle_blockers([p, r, pr])
    assert labels[pr] is True and labels[p] is False and labels[r] is False


def test_ZH_7_9_prestige_holder_keeps_own_actions_on_himself() -> None:
    """ZH-5.5.5: a respected White Wolf's Balance self-bite still hits him."""
    r = respect(7)
    bite = act(7, "bite", 7, nonvillage=True)
    result = settle([r, bite], elder=None)
    assert result.ok(r.key) and result.ok(bite.key)


def test_ZH_7_10_invalid_blocker_still_listed() -> None:
    r, p, pr = respect(A), pipe(A), pair(PIPER, A)
    result = settle([r, p, pr], elder=None)
    assert not result.ok(p.key)
    assert PIPER in result.lists[A] and CAREERIST in result.lists[A]


def test_ZH_6_5_3_pair_voids_only_its_part() -> None:
    cry = act(A, "cry_injustice", B, WOLF, nonvillage=False)
    result = settle([pair(A, WOLF), cry], elder=None)
    assert result.ok(cry.key)
    assert result.reaches(cry.key, B) and not result.reaches(cry.key, WOLF)
