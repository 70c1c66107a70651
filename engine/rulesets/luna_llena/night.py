"""The Luna llena night chain (§4): N-3 blocks, N-4 joint attack, N-5 Asesino,
N-6 other actions, N-7 deaths in seat order, N-8 consequences FIFO, N-9
revivals. Victory is checked by the caller once the whole chain has run
(LL-10.4). Everything reads the snapshot taken when the night opened
(LL-10.1); an action whose author dies tonight still resolves (LL-10.3).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field

from engine.model import Submission
from engine.night import NightContext, apply_pending_deaths, run_chain
from engine.rulesets.luna_llena.abilities import EVIL_CHANNEL_FROM_NIGHT, ext
from engine.rulesets.luna_llena.roles import (
    DRUID,
    EVIL,
    GOOD,
    HUNTER,
    JESTER,
    KING,
    KNIGHT,
    LOVER,
    LYCANTHROPE,
    NIGHT_VISITOR,
    PROTECTORS,
    TRICKSTER,
    VILLAGER,
)
from engine.voting import most_chosen

JOINT = "joint_attack"
ASSASSIN = "assassin"
CONSEQUENCE = "consequence"
EXECUTION = "execution"
DIRECT = frozenset({JOINT, ASSASSIN})  # "direct attack" (§0)
HUNTER_CHANCE = 0.75  # LL-12.G6
#: Night submissions that are not role actions (nothing to block).
NOT_ACTIONS = frozenset({"sleep", "attack", "abstain"})


@dataclass
class LunaNight(NightContext):
    """The night context with Luna llena's own scratch space."""

    number: int = 0
    cancelled: set[int] = field(default_factory=set)  # Médico protections cancelled by Pierce
    reveals: list[tuple[int, str, str]] = field(default_factory=list)  # (seat, card shown, source)
    converted: list[int] = field(default_factory=list)
    links: dict[int, int] = field(default_factory=dict)

    def role(self, seat: int) -> str:
        return self.snapshot.roles[seat]

    def targets_of(self, ability: str) -> list[tuple[int, int]]:
        """(author, target) of unblocked submissions, in author seat order."""
        return [(s.actor, s.targets[0]) for s in self.effective(ability) if s.targets]

    def protector_alive(self) -> bool:
        """DEC-LL-10: a living Médico or Caballero at the snapshot."""
        return any(self.role(s) in PROTECTORS for s in self.snapshot.alive)

    def away(self, seat: int) -> bool:
        """The Visitante's unblocked visit takes her away from home (DEC-LL-35)."""
        return any(actor == seat for actor, _ in self.targets_of("visit"))

    def apparent_card(self, seat: int) -> str:
        """PROCLAMATION channel (§2.4): the Embaucador shows as Aldeano."""
        role = self.role(seat)
        return VILLAGER if role == TRICKSTER else role


def resolve(night: LunaNight) -> None:
    """N-3 to N-9, in the order of LL-10.2."""
    blocks(night)
    joint_attack(night)
    for _, target in night.targets_of("assassinate"):  # N-5
        attack(night, target, ASSASSIN)
    other_actions(night)
    died = apply_pending_deaths(night)  # N-7
    run_chain(night, died, consequences)  # N-8
    record_deaths(night)
    revivals(night)  # N-9


# -- N-3 -----------------------------------------------------------------------
def blocks(night: LunaNight) -> None:
    memory = ext(night.state)
    hexed = memory.hexes.get(night.number)
    if hexed is not None:
        night.blocked.add(hexed)
        night.because("hexed", target=hexed, rule="DEC-LL-18")
    if night.number in memory.silenced_nights:  # DEC-LL-20: every GOOD player of the snapshot
        night.blocked |= {s for s in night.snapshot.alive if night.snapshot.wins_with[s] == GOOD}
        night.because("silenced", rule="LL-12.E5")
    acted = {s.actor for s in night.submissions if s.ability not in NOT_ACTIONS}
    for seat in sorted(acted & night.blocked):
        night.tell(seat, "blocked")  # DEC-LL-19


# -- N-4 -----------------------------------------------------------------------
def valid_attack_votes(night: LunaNight) -> list[Submission]:
    snap = night.snapshot
    return [
        s
        for s in night.by("attack")
        if s.actor in snap.alive
        and snap.wins_with[s.actor] == EVIL
        and s.targets
        and s.targets[0] in snap.alive
        and snap.wins_with[s.targets[0]] != EVIL
    ]


def joint_attack(night: LunaNight) -> None:
    votes = [s.targets[0] for s in valid_attack_votes(night)]
    target = most_chosen(votes, night.state.rng, sorted(night.snapshot.alive))  # LL-5.3: one draw
    if target is None:
        night.because("no_joint_attack", rule="LL-5.4")
        return
    night.because("joint_target", target=target, rule="LL-5.3")
    attack(night, target, JOINT)


# -- AR(T, source) ---------------------------------------------------------------
def attack(night: LunaNight, target: int, source: str) -> None:
    """Attack resolution in the order of LL-9.5 (AR-0 to AR-6)."""
    state = night.state
    player = state.players[target]
    role = night.role(target)
    if target in night.pending:  # AR-0 (DEC-LL-48)
        night.because("already_dying", target=target, rule="DEC-LL-48")
        return
    if source == JOINT and role == KING and night.protector_alive():  # AR-1a
        night.because("immune_king", target=target, rule="LL-12.G8")
        return
    if role == NIGHT_VISITOR and night.away(target):  # AR-1b
        night.because("away_visiting", target=target, rule="DEC-LL-35")
        return
    if _protected(night, target):  # AR-2
        pierce = _pierce(night) if source == JOINT else None
        if pierce is None:
            night.because("saved_by_doctor", target=target, rule="LL-12.G3")
            return
        night.cancelled.add(target)
        state.players[pierce].uses["pierce"] = state.players[pierce].uses.get("pierce", 1) - 1
        night.because("protection_pierced", target=target, seat=pierce, rule="DEC-LL-21")
    if role == KNIGHT and not player.flags.get("armour_spent"):  # AR-3
        player.flags["armour_spent"] = True
        night.tell(target, "armour_spent")
        night.because("saved_by_armour", target=target, rule="LL-12.G4")
        return
    if role == LOVER and not ext(state).lovers_spent:  # AR-4
        ext(state).lovers_spent = True
        for lover in (p.seat for p in state.players if p.role == LOVER):
            night.tell(lover, "lovers_shield_spent")
        night.because("saved_by_lovers", target=target, rule="LL-12.G14")
        return
    if source == JOINT and role == LYCANTHROPE and player.wins_with == GOOD:  # AR-5
        player.wins_with = EVIL
        player.counts_as = frozenset({EVIL})
        player.seen_as = EVIL
        player.flags[EVIL_CHANNEL_FROM_NIGHT] = night.number + 1  # §2.3: he joins the channel next night
        night.converted.append(target)
        night.tell(target, "converted")
        night.because("lycanthrope_converted", target=target, rule="LL-12.G10")
        return
    night.attack(target, source)  # AR-6
    night.because("will_die", target=target, cause=source, rule="LL-10.2")


def _protected(night: LunaNight, target: int) -> bool:
    return target not in night.cancelled and any(t == target for _, t in night.targets_of("protect"))


def _pierce(night: LunaNight) -> int | None:
    for sub in night.effective("pierce"):
        if night.state.players[sub.actor].uses.get("pierce", 1) > 0:
            return sub.actor
    return None


# -- N-6 -----------------------------------------------------------------------
def other_actions(night: LunaNight) -> None:
    snap = night.snapshot
    for actor, target in night.targets_of("consult"):  # DEC-LL-27: apparent team at the snapshot
        night.tell(actor, "consult_result", target=target, result=snap.seen_as[target])
    for actor, target in night.targets_of("denounce"):  # DEC-LL-22: real team and card
        if snap.wins_with[target] == GOOD:
            night.reveals.append((target, night.role(target), "denounce"))
        else:
            night.tell(actor, "denounce_failed", target=target)
    for _, target in night.targets_of("proclaim"):
        night.mark("proclaimed", target)
    for actor, target in night.targets_of("link"):
        night.links[actor] = target
    for _, target in night.targets_of("unveil"):
        night.reveals.append((target, night.apparent_card(target), "unveil"))
    for actor, target in night.targets_of("steal"):
        ext(night.state).thefts[night.number] = (actor, target)
    for actor, target in night.targets_of("confide"):  # DEC-LL-36: real cards both ways
        night.tell(actor, "confidence", target=target, role=night.role(target), team=snap.wins_with[target])
        night.tell(target, "confidence", target=actor, role=night.role(actor), team=snap.wins_with[actor])


# -- N-8 -----------------------------------------------------------------------
def consequences(ctx: NightContext, seat: int, cause: str) -> Iterable[tuple[int, str]]:
    """The checks of N-8 for one death, in their order (DEC-LL-46)."""
    assert isinstance(ctx, LunaNight)
    night = ctx
    state = night.state
    player = state.players[seat]
    out: list[tuple[int, str]] = []
    if player.role == JESTER and not player.flags.get("personal_win"):
        player.flags["personal_win"] = True
        night.tell(seat, "personal_victory")
    if night.marked("proclaimed", seat):
        night.reveals.append((seat, night.apparent_card(seat), "proclaim"))
    linked = night.links.get(seat)
    if player.role == DRUID and linked is not None and state.players[linked].alive:
        night.because("druid_link", seat=seat, target=linked, rule="LL-12.G15")
        out.append((linked, CONSEQUENCE))
    if player.role == HUNTER and cause in DIRECT:
        if state.rng.random() < HUNTER_CHANCE:
            evil = [p.seat for p in state.players if p.alive and p.wins_with == EVIL]
            if evil:
                shot = state.rng.choice(evil)
                night.because("hunter_shot", seat=seat, target=shot, rule="LL-12.G6")
                out.append((shot, CONSEQUENCE))
        else:
            night.because("hunter_missed", seat=seat, rule="LL-12.G6")
    if cause in DIRECT:
        for visitor, host in night.targets_of("visit"):
            if host == seat and state.players[visitor].alive:
                night.because("visitor_dies", seat=visitor, target=seat, rule="LL-12.G18")
                out.append((visitor, CONSEQUENCE))
    return out


def record_deaths(night: LunaNight) -> None:
    memory = ext(night.state)
    for seat in night.died:
        memory.team_at_death[seat] = night.state.players[seat].wins_with


# -- N-9 -----------------------------------------------------------------------
def revivals(night: LunaNight) -> None:
    state = night.state
    for actor, target in night.targets_of("revive"):
        if state.players[target].alive:
            continue
        state.revive(target)
        state.players[actor].uses["revive"] = state.players[actor].uses.get("revive", 1) - 1
        night.revived.append(target)
        night.because("priest_revives", target=target, rule="LL-12.G7")
