"""Skill conflicts (ZH-7): 威望 > 吹笛 > 独尊 > 尊敬, the one-way rule, the special cycle.

Pure functions over the night's activations. Every activation is an ``Act``;
a Supremacy submission is split into one ``pair`` act per pair, because each
pair is a separate blocker (ZH-7.1). ``settle`` returns which acts are valid,
which players are validly piped or paired, who holds Prestige, and the Prestige
lists (every non-village declaration naming a holder, valid or not: ZH-4.4.3).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

PIPE = "pipe"
PAIR = "pair"
RESPECT = "respect"
BLOCKERS = (PIPE, PAIR, RESPECT)
PRIORITY = {PIPE: 3, PAIR: 2, RESPECT: 1}  # ZH-7.1: 吹笛 > 独尊 > 尊敬


@dataclass(frozen=True)
class Act:
    """One activation: ``key`` identifies it (e.g. ``(seat, slot, index)``)."""

    key: tuple[int, str, int]
    user: int
    kind: str
    targets: tuple[int, ...]
    nonvillage: bool


@dataclass
class Settlement:
    """What the conflict resolution decided for one night."""

    valid: dict[tuple[int, str, int], bool] = field(default_factory=dict)
    void_targets: dict[tuple[int, str, int], set[int]] = field(default_factory=dict)
    piped: int | None = None
    pairs: set[frozenset[int]] = field(default_factory=set)
    respected: int | None = None
    lists: dict[int, list[int]] = field(default_factory=dict)

    def ok(self, key: tuple[int, str, int]) -> bool:
        return self.valid.get(key, False)

    def reaches(self, key: tuple[int, str, int], seat: int) -> bool:
        """Whether a valid act still concerns ``seat`` (a pair voids only its part, ZH-6.5.3)."""
        return self.ok(key) and seat not in self.void_targets.get(key, set())

    def paired(self, a: int, b: int) -> bool:
        return frozenset({a, b}) in self.pairs


def affects(b: Act, c: Act) -> bool:
    """ZH-7.3: whether blocker ``b`` can affect activation ``c``."""
    if b.kind == PIPE:
        return c.user == b.targets[0]
    if b.kind == PAIR:
        u, v = b.targets
        return (c.user == u and v in c.targets) or (c.user == v and u in c.targets)
    if b.kind == RESPECT:
        t = b.targets[0]
        return c.nonvillage and c.user != t and t in c.targets
    return False


def _beats(blockers: list[Act]) -> dict[Act, list[Act]]:
    """For each blocker, the blockers that beat it (ZH-7.4–7.6)."""
    beaten_by: dict[Act, list[Act]] = {c: [] for c in blockers}
    for b in blockers:
        for c in blockers:
            if b is c or not affects(b, c):
                continue
            if not affects(c, b) or PRIORITY[b.kind] > PRIORITY[c.kind]:
                beaten_by[c].append(b)
    return beaten_by


def _propagate(label: dict[Act, bool], beaten_by: dict[Act, list[Act]]) -> None:
    changed = True
    while changed:
        changed = False
        for c, beaters in beaten_by.items():
            if c in label:
                continue
            if any(label.get(b) is True for b in beaters):
                label[c] = False
                changed = True
            elif all(label.get(b) is False for b in beaters):
                label[c] = True
                changed = True


def _on_cycle(start: Act, label: dict[Act, bool], beaten_by: dict[Act, list[Act]]) -> bool:
    """Whether ``start`` is reachable from itself through undecided blockers."""
    seen: set[Act] = set()
    stack = [b for b in beaten_by[start] if b not in label]
    while stack:
        node = stack.pop()
        if node is start:
            return True
        if node in seen:
            continue
        seen.add(node)
        stack.extend(b for b in beaten_by[node] if b not in label)
    return False


def settle_blockers(blockers: list[Act]) -> dict[Act, bool]:
    """ZH-7.6–7.8: decide every blocker; a cycle keeps its pairs and drops Pipe and Respect."""
    beaten_by = _beats(blockers)
    label: dict[Act, bool] = {}
    _propagate(label, beaten_by)
    undecided = [b for b in blockers if b not in label]
    cycle = [b for b in undecided if _on_cycle(b, label, beaten_by)]
    for b in cycle:
        label[b] = b.kind == PAIR  # ZH-7.7 / ZH-7.8 (AMB-46, AMB-47)
    _propagate(label, beaten_by)
    for b in blockers:
        label.setdefault(b, False)  # unreachable with one Piper and one Elder; fail safe
    return label


def settle(acts: Iterable[Act], elder: int | None) -> Settlement:
    """The whole of ZH-7 for one night. ``elder``: the Elder holding his own Prestige."""
    acts = list(acts)
    result = Settlement()
    invalid: set[Act] = set()
    if elder is not None:  # ZH-7.2: step 1, never blocked
        result.lists[elder] = []
        for a in acts:
            if a.nonvillage and elder in a.targets and a.user != elder:
                invalid.add(a)
                result.lists[elder].append(a.user)
    blockers = [a for a in acts if a.kind in BLOCKERS and a not in invalid]
    label = settle_blockers(blockers)
    for a in acts:
        if a.kind in BLOCKERS:
            result.valid[a.key] = label.get(a, False)
    for a, ok in label.items():
        if not ok:
            continue
        if a.kind == PIPE:
            result.piped = a.targets[0]
        elif a.kind == PAIR:
            result.pairs.add(frozenset(a.targets))
        else:
            result.respected = a.targets[0]
    holders = {h for h in (elder, result.respected) if h is not None}
    if result.respected is not None and result.respected != elder:
        result.lists[result.respected] = sorted(
            {a.user for a in acts if a.nonvillage and result.respected in a.targets and a.user != result.respected}
        )
    if elder is not None:
        result.lists[elder] = sorted(set(result.lists[elder]))
    for a in acts:
        if a.kind in BLOCKERS:
            continue
        result.valid[a.key] = _valid_other(a, result, holders, invalid)
        void = {t for t in a.targets if result.paired(a.user, t)}
        if void:
            result.void_targets[a.key] = void
            if len(a.targets) <= 1:
                result.valid[a.key] = False
    return result


def _valid_other(a: Act, result: Settlement, holders: set[int], invalid: set[Act]) -> bool:
    """ZH-7.9 for an activation that is not a blocker."""
    if a in invalid or a.user == result.piped:
        return False
    return not (a.nonvillage and any(h in a.targets and h != a.user for h in holders))
