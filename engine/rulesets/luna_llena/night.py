"""The Luna llena night (§4), declared once: the wake order the narrator reads
aloud (DEC-LL-54) and the chain ``engine.night.run_night`` runs — N-3 blocks,
N-4 joint attack, N-5 Asesino, N-6 other actions, N-7 deaths in seat order,
N-8 consequences FIFO, N-9 revivals, N-10 dawn, then the one victory check
(N-11, LL-10.4). Everything reads the snapshot taken when the night opened
(LL-10.1); an action whose author dies tonight still resolves (LL-10.3).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from engine import night as core  # run as core.run_night: the night-order tests watch it
from engine.model import GameState, Phase, Submission
from engine.night import NightContext, NightOrder, Snapshot, Step, Wake, chain_step, deaths_step, deliver, outcome_step
from engine.rulesets.luna_llena.abilities import EVIL_CHANNEL_FROM_NIGHT, ext
from engine.rulesets.luna_llena.deadlines import set_deadline
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
    VAMPIRE,
    VILLAGER,
)
from engine.voting import most_chosen

EVIL_CHANNEL = "evil"
DAWN = "dawn"  # the wake key and step where everyone wakes
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


# -- N-3 -----------------------------------------------------------------------
def blocks(night: LunaNight) -> None:
    """The Bruja's mark and the Loba maldita's silence; blocked authors learn it (DEC-LL-19)."""
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
    """The most-voted target of the living evil players, one draw on a tie (LL-5.3)."""
    votes = [s.targets[0] for s in valid_attack_votes(night)]
    target = most_chosen(votes, night.state.rng, sorted(night.snapshot.alive))  # LL-5.3: one draw
    if target is None:
        night.because("no_joint_attack", rule="LL-5.4")
        return
    night.because("joint_target", target=target, rule="LL-5.3")
    attack(night, target, JOINT)


# -- N-5 -----------------------------------------------------------------------
def assassin(night: LunaNight) -> None:
    for _, target in night.targets_of("assassinate"):
        attack(night, target, ASSASSIN)


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
    """Each dead player's team when they died, what the Sacerdote reads (DEC-LL-30)."""
    memory = ext(night.state)
    for seat in night.died:
        memory.team_at_death[seat] = night.state.players[seat].wins_with


# -- N-9 -----------------------------------------------------------------------
def revivals(night: LunaNight) -> None:
    state = night.state
    for actor, target in night.targets_of("revive"):
        if state.players[target].alive:
            continue
        night.revive(target)
        state.players[actor].uses["revive"] = state.players[actor].uses.get("revive", 1) - 1
        night.because("priest_revives", target=target, rule="LL-12.G7")


# -- N-10 ----------------------------------------------------------------------
def dawn(night: LunaNight) -> None:
    """Deaths in seat order (names only), reveals, resurrections; then the
    private results, and the evil roster to a changed evil team (AR-5)."""
    state = night.state
    public = list(night.public)
    night.public.clear()
    if night.died:
        night.announce("dawn_deaths", seats=sorted(night.died))
    else:
        night.announce("nobody_died")
    for seat, role, source in sorted(night.reveals):
        night.announce("card_revealed", seat=seat, role=role, source=source)
    for seat in night.revived:
        night.announce("revived", seat=seat)
    night.public.extend(public)
    sync_evil_channel(state)
    deliver(night)
    if night.converted:  # AR-5: the updated roster, at the same dawn, him included (§2.3)
        for member in (p.seat for p in state.living() if p.wins_with == EVIL):
            tell_roster(state, member)
    state.submissions = {}


LUNA_NIGHT: NightOrder[LunaNight] = NightOrder(
    wakes=(
        Wake(EVIL, "LL-5.3", ("joint_attack",)),
        Wake(VAMPIRE, "DEC-LL-21", ("joint_attack",)),
        Wake("seer", "DEC-LL-27", ("others",)),
        Wake("doctor", "DEC-LL-26", ("joint_attack", "assassin")),
        Wake("assassin", "DEC-LL-28", ("assassin",)),
        Wake("informant", "DEC-LL-22", ("others",)),
        Wake("crier", "DEC-LL-32", ("others", "consequences")),
        Wake(DRUID, "DEC-LL-31", ("others", "consequences")),
        Wake("mystic", "DEC-LL-33", ("others",)),
        Wake("thief", "DEC-LL-34", ("others",)),
        Wake(NIGHT_VISITOR, "DEC-LL-35", ("joint_attack", "assassin", "consequences")),
        Wake("confidant", "DEC-LL-36", ("others",)),
        Wake("priest", "DEC-LL-30", ("revivals",)),
        Wake(DAWN, "N-10", (DAWN,)),
    ),
    steps=(
        Step("blocks", "N-3", blocks),
        Step("joint_attack", "N-4", joint_attack),
        Step("assassin", "N-5", assassin),
        Step("others", "N-6", other_actions),
        deaths_step("N-7"),
        chain_step("N-8", consequences),
        Step("death_records", "DEC-LL-30", record_deaths),
        Step("revivals", "N-9", revivals),
        Step(DAWN, "N-10", dawn),
        outcome_step("N-11"),
    ),
)


def open_night(state: GameState, number: int) -> None:
    """N-0: the night opens with its deadline; only living evil players share their channel."""
    state.phase = Phase("night", number)
    state.submissions = {}
    state.ballots = {}
    set_deadline(state, "night")
    sync_evil_channel(state)
    state.announce("night_falls", number=number)


def resolve_night(state: GameState, outcome: Callable[[GameState], None]) -> None:
    """Close night k through the core: the declared chain on the snapshot taken now."""
    number = state.phase.number

    def context(state: GameState, snapshot: Snapshot, submissions: list[Submission]) -> LunaNight:
        ordered = sorted(submissions, key=lambda s: (s.actor, s.ability))
        return LunaNight(state, snapshot, ordered, number=number)

    core.run_night(state, Snapshot.of(state), LUNA_NIGHT.steps, context=context, outcome=outcome)


def sync_evil_channel(state: GameState) -> None:
    """Living evil players only (DEC-LL-51); a converted Licántropo joins from the
    night after his conversion (§2.3), not at its dawn."""
    state.channels[EVIL_CHANNEL] = {
        p.seat
        for p in state.living()
        if p.wins_with == EVIL and p.flags.get(EVIL_CHANNEL_FROM_NIGHT, 0) <= state.phase.number
    }


def tell_roster(state: GameState, seat: int) -> None:
    """LL-5.1: an evil player learns the other living evil players and their real cards."""
    others = [p.seat for p in state.living() if p.wins_with == EVIL and p.seat != seat]
    state.tell(seat, "evil_roster", seats=others, roles=[state.players[s].role for s in others])
