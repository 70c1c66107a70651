"""The night's declarations judged (AMB-08: all at once, when a step asks): the Balance
applied when a Bite is declared (ZH-6.1.4), the Crystal Ball's recipients (ZH-5.3.2),
the declarations as acts of the conflict resolution (NP-5, ZH-7) and the designated
kills (NP-6, ZH-3.9)."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from engine.model import GameState, Submission
from engine.rulesets.village_vs_nonvillage.abilities import pairs_of
from engine.rulesets.village_vs_nonvillage.conflicts import Act, Settlement, settle
from engine.rulesets.village_vs_nonvillage.events import DARKEST_HOUR, events_of_day
from engine.rulesets.village_vs_nonvillage.roles import (
    ELDER,
    MADMAN,
    NONVILLAGE,
    VILLAGE,
    WEREWOLF,
)
from engine.rulesets.village_vs_nonvillage.state import ext

NOT_ACTIVATIONS = frozenset({"pass", "prestige", "run", "withdraw", "pass_badge", "tear_badge"})
Key = tuple[int, str, int]


# -- declarations ---------------------------------------------------------------------
def declare_bite(state: GameState, wolf: int, target: int) -> None:
    """ZH-6.1.4 Balance, at declaration: redirect onto the White Wolf if village
    targets would outnumber non-village ones; the tally records the final target."""
    zh = ext(state)
    village, nonvillage = zh.bite_tally
    is_village = state.players[target].wins_with == VILLAGE
    final = target
    if "balance" in zh.skills[wolf] and village + is_village > nonvillage + (not is_village):
        final = wolf
        is_village = False
    zh.bite_tally = [village + is_village, nonvillage + (not is_village)]
    zh.bite_final[wolf] = final


def bitten(state: GameState, wolf: int, named: int) -> int:
    """The Bite's target after the Balance; a position that leaves ``bite_final`` out
    recorded no redirect, so the Bite stays on the player it names."""
    return ext(state).bite_final.get(wolf, named)


def crystal_recipients(state: GameState, role: str) -> list[int]:
    """ZH-5.3.2–5.3.3 (AMB-29): living holders; "Werewolf" also reaches a non-village Madman."""
    return [
        p.seat
        for p in state.players
        if p.alive and (p.role == role or (role == WEREWOLF and p.role == MADMAN and p.wins_with == NONVILLAGE))
    ]


def deliver_crystal(state: GameState, seer: int, option: str, void: set[int]) -> None:
    role, _, text = option.partition(":")
    for seat in crystal_recipients(state, role):
        if seat not in void:
            state.tell(seat, "crystal_message", text=text)


# -- conflicts and designated kills -----------------------------------------------------
def elder_seat(state: GameState) -> int | None:
    """The Elder who holds his own Prestige tonight (ZH-4.4.1)."""
    zh = ext(state)
    for p in state.living():
        if p.role == ELDER and "prestige" in zh.skills[p.seat]:
            return p.seat
    return None


def night_acts(state: GameState) -> list[Act]:
    acts = []
    for (seat, slot), sub in sorted(state.submissions.items()):
        if sub.ability in NOT_ACTIVATIONS:
            continue
        nonvillage = state.players[seat].wins_with == NONVILLAGE
        if sub.ability == "supremacy":
            for i, pair in enumerate(pairs_of(sub.targets)):
                acts.append(Act((seat, slot, i), seat, "pair", tuple(sorted(pair)), nonvillage))
            continue
        targets = sub.targets
        if sub.ability == "bite":
            targets = (bitten(state, seat, targets[0]),)
        elif sub.ability == "crystal_ball":
            targets = tuple(crystal_recipients(state, (sub.option or "").partition(":")[0]))
        acts.append(Act((seat, slot, 0), seat, sub.ability, targets, nonvillage))
    return acts


def settle_night(state: GameState) -> Settlement:
    return settle(night_acts(state), elder_seat(state))


@dataclass
class Designated:
    points: dict[int, Fraction] = field(default_factory=dict)
    reached: list[int] = field(default_factory=list)
    bites: list[tuple[int, int]] = field(default_factory=list)
    lynches: list[tuple[int, int, str]] = field(default_factory=list)

    @property
    def effective(self) -> set[int]:
        """ZH-3.9: the targets of effective designated kills."""
        return set(self.reached) | {t for _, t in self.bites} | {t for _, t, _ in self.lynches}


def _subs(state: GameState, *abilities: str) -> list[tuple[Key, Submission]]:
    return [
        ((seat, slot, 0), sub) for (seat, slot), sub in sorted(state.submissions.items()) if sub.ability in abilities
    ]


def friendly_fire(state: GameState, seat: int, st: Settlement) -> bool:
    """ZH-6.7.4, ZH-5.12.1: +1 per Werewolf Attack; voided by a valid Pipe; never doubled."""
    p = state.players[seat]
    if st.piped == seat or p.wins_with != NONVILLAGE:
        return False
    darkest = DARKEST_HOUR in events_of_day(state, ext(state).night - 1)
    return darkest or (p.role == MADMAN and "friendly_fire" in ext(state).skills[seat])


def designated(state: GameState, st: Settlement) -> Designated:
    """NP-6: kill points and the effective designated kills of tonight."""
    zh = ext(state)
    des = Designated(points=dict(zh.points))
    for key, sub in _subs(state, "attack"):
        user = state.players[key[0]]
        target = sub.targets[0]
        if not st.ok(key) or user.role != WEREWOLF or "attack" not in zh.skills[user.seat] or zh.x <= 0:
            continue  # the Madman's Attacks do nothing (ZH-6.7.1)
        if not state.players[target].alive:
            continue
        gain = Fraction(1, zh.x) + (1 if friendly_fire(state, target, st) else 0)
        des.points[target] = des.points.get(target, Fraction(0)) + gain
    des.reached = sorted(t for t, v in des.points.items() if v >= 1 and state.players[t].alive)
    for key, sub in _subs(state, "bite"):
        if st.ok(key) and "bite" in zh.skills[key[0]]:
            des.bites.append((key[0], bitten(state, key[0], sub.targets[0])))
    for key, sub in _subs(state, "lynch", "extra_lynch"):
        target = sub.targets[0]
        if st.ok(key) and state.players[target].wins_with == NONVILLAGE:  # ZH-3.11
            des.lynches.append((key[0], target, sub.ability))
    return des
