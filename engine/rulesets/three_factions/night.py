"""The night resolution of IT-12, step by step, as in the reference pseudo-code.

Deaths and revivals take effect at the step where they happen (IT-6.5), so a
later step sees them; an actor dead at his step does not act (IT-6.3); an
abducted actor's actions from step 2 on are void (IT-6.6). Private results are
queued and delivered together at the end (IT-6.10); the public dawn lines wait
for the dawn (P-02 revivals, then P-01 deaths, names in seat order, IT-15.2).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.model import GameState, PlayerState, Submission
from engine.night import NightContext, Snapshot
from engine.night_hooks import WakeStep, run_declared
from engine.rulesets.three_factions.abilities import ABILITIES, give_role
from engine.rulesets.three_factions.roles import (
    ALIEN_ROLES,
    ALIENO,
    DETECTIVE,
    DIABLO,
    FIGLIO_STELLE,
    GUARDIA,
    INDEMONIATO,
    LEADER_ALIENO,
    LUPO,
    LUPO_DEMONIO,
    LUPO_MUTAFORMA,
    MEDIUM,
    MERETRICE,
    MIB_J,
    MIB_K,
    MIB_ROLES,
    MUCCA_MANNARA,
    ROLES,
    SPIRITO_CANDIDO,
    UNREADABLE,
    VEGGENTE_CIECO,
    WOLF_ROLES,
)
from engine.rulesets.three_factions.state import (
    BITTEN,
    DEMON_CHOSEN,
    DIABLO_LOST,
    LAST_PROTECTION,
    NIGHT,
    NOMINEE,
    PREGNANT,
    SHIFT,
    SHIFT_NIGHT,
    VISITED,
    ext,
    record,
    refresh,
    set_flag,
    tell,
)

PACK_CHANNEL = "pack"
GRAVEYARD_CHANNEL = "graveyard"


@dataclass
class TFNight(NightContext):
    """The core night context with Three Factions' scratch fields (IT-12).

    The core's ``blocked`` holds the abducted (IT-6.6), ``private`` the queued
    private results (IT-6.10), ``reasons`` the moderator's lines, ``died`` and
    ``revived`` the night's changes; the snapshot's ``alive`` is who was alive
    when the night opened (the Guard's neighbours, IT-10.16)."""

    number: int = 0
    abductee: int | None = None
    protected: int | None = None
    guest: int | None = None
    harlot: int | None = None
    demon_died: bool = False
    # Lines to the pack's channel, each with how many private lines were queued
    # before it, so delivery keeps the order in which the steps queued them.
    pack_lines: list[tuple[int, str, dict[str, Any]]] = field(default_factory=list)

    def sub(self, ability: str) -> Submission | None:
        """The (one) submission of an ability tonight, if any."""
        found = [s for s in self.submissions if s.ability == ability]
        return found[-1] if found else None

    def can_act(self, seat: int, role: str) -> bool:
        """A living, unabducted holder of ``role`` (IT-6.3, IT-6.6)."""
        player = self.state.players[seat]
        return player.alive and player.role == role and seat not in self.blocked

    def tell_pack(self, kind: str, **params: Any) -> None:
        self.pack_lines.append((len(self.private), kind, params))

    def queued(self) -> list[tuple[int | None, str, dict[str, Any]]]:
        """Every queued result in the order the steps queued it (None: the pack's channel)."""
        lines: list[tuple[int | None, str, dict[str, Any]]] = list(self.private)
        for before, kind, params in reversed(self.pack_lines):  # later ones first: indices stay right
            lines.insert(before, (None, kind, params))
        return lines

    def kill(self, seat: int, rule: str) -> None:
        """A night death, applied now (IT-6.5)."""
        self.state.eliminate(seat, NIGHT)
        self.died.append(seat)
        if self.state.players[seat].role == LUPO_DEMONIO:
            self.demon_died = True
        sync_channels(self.state)
        self.because("night_death", seat=seat, rule=rule)


def sync_channels(state: GameState) -> None:
    """The pack channel holds the living pack; the graveyard holds the dead (IT-14.5)."""
    state.channels[PACK_CHANNEL] = {s for s in ext(state).pack if state.players[s].alive}
    state.channels[GRAVEYARD_CHANNEL] = {p.seat for p in state.players if not p.alive}


def reading(player: PlayerState) -> str:
    """What a seer-type power reads: ??? for a role whose base Seen-as is ??? (IT-10.3, D-04)."""
    if ROLES[player.role].seen_as == UNREADABLE:
        return "NO_RESULT"
    return player.seen_as


def holders(state: GameState, role: str) -> list[PlayerState]:
    return [p for p in state.players if p.role == role]


# -- 1 Shapeshifter -----------------------------------------------------------


def step_shift(night: TFNight) -> None:
    """IT-12.4: the shift starts now and lasts until the next Pyre tally (IT-7.22)."""
    sub = night.sub("shift")
    if sub is None or night.number in ext(night.state).sick_nights:
        return
    player = night.state.players[sub.actor]
    if player.alive and player.role == LUPO_MUTAFORMA:
        player.flags[SHIFT_NIGHT] = night.number
        set_flag(player, SHIFT, sub.option)
        record(night.state, sub.actor, "shifted", mode=sub.option)
        night.because("shifted", seat=sub.actor, mode=sub.option, rule="IT-7.19")


# -- 2 Abduction (with the MIB J check) ----------------------------------------


def step_abduction(night: TFNight) -> None:
    """IT-12.5 and IT-9.6 (a)–(e)."""
    state = night.state
    sub = night.sub("abduct")
    if sub is None or not night.can_act(sub.actor, LEADER_ALIENO):
        return
    target, guess = sub.targets[0], sub.option or ""
    shield = night.sub("shield")
    if shield is not None and shield.targets[0] == target and shield.actor != target:
        mib_j = state.players[shield.actor]
        if mib_j.alive and mib_j.role == "mib_j":
            night.tell(sub.actor, "abduction_result", result="BLOCKED")  # IT-9.4
            night.because("abduction_blocked", actor=shield.actor, target=target, rule="IT-9.4")
            return
    night.abductee = target
    night.blocked.add(target)
    night.tell(target, "abducted")  # M-06
    player = state.players[target]
    if player.role == MUCCA_MANNARA:
        result = "COW"  # (a)
    elif player.role == FIGLIO_STELLE:
        convert_to_soldier(night, target, sub.actor)  # (b)
        result = "CONVERTED"
    elif player.role in ALIEN_ROLES:
        result = "ALREADY_ALIEN"  # (c)
    elif guess == player.role:
        convert_to_soldier(night, target, sub.actor)  # (d)
        result = "CONVERTED"
    else:
        result = "NO_CONVERSION"  # (e)
    night.tell(sub.actor, "abduction_result", result=result, target=target, guess=guess)  # M-08
    night.because("abduction", target=target, guess=guess, result=result, rule="IT-9.6")


def convert_to_soldier(night: TFNight, seat: int, leader: int) -> None:
    """X6..X9: a full role replacement; knowledge and the pack channel stay (IT-2.10, IT-7.28)."""
    state = night.state
    old = state.players[seat].role
    give_role(state.players[seat], "soldato_alieno")
    record(state, seat, "converted_to_soldier", previous=old)
    memory = ext(state)
    memory.knowledge.setdefault(seat, {})["leader"] = leader
    memory.knowledge.setdefault(leader, {}).setdefault("aliens", {})[seat] = "soldato_alieno"
    night.tell(seat, "converted", seat=leader, stays_in_pack=seat in memory.pack)  # M-07


# -- 3 Guard --------------------------------------------------------------------


def neighbourhood(night: TFNight, seat: int) -> list[int]:
    """Previous living neighbour, the protectee, next living neighbour (IT-10.16, D-17)."""
    alive = sorted(night.snapshot.alive)
    if seat not in alive:
        return [seat]
    i = alive.index(seat)
    if night.state.options.get("guard_neighbours", "circle") == "linear":
        around = [alive[j] for j in (i - 1, i, i + 1) if 0 <= j < len(alive)]
    else:
        around = [alive[(i - 1) % len(alive)], seat, alive[(i + 1) % len(alive)]]
    return list(dict.fromkeys(around))


def step_guard(night: TFNight) -> None:
    """IT-12.6: protection and the witness (M-09)."""
    sub = night.sub("protect")
    if sub is None or not night.can_act(sub.actor, "guardia"):
        return
    protected = sub.targets[0]
    night.protected = protected
    guard = night.state.players[sub.actor]
    guard.flags[LAST_PROTECTION] = [night.number, protected]
    around = neighbourhood(night, protected)
    if night.abductee is not None and night.abductee in around:
        night.tell(sub.actor, "witness", seats=around)


# -- 4 Harlot ---------------------------------------------------------------------


def step_harlot(night: TFNight) -> None:
    """IT-12.7: the visit, the wolf partner, the hybrid."""
    sub = night.sub("host")
    if sub is None or not night.can_act(sub.actor, "meretrice"):
        return
    guest = sub.targets[0]
    harlot = night.state.players[sub.actor]
    night.guest, night.harlot = guest, sub.actor
    harlot.flags.setdefault(VISITED, []).append([night.number, guest])
    role = night.state.players[guest].role
    if role in WOLF_ROLES:
        night.kill(sub.actor, "IT-10.25")
    elif role in ALIEN_ROLES:
        set_flag(harlot, PREGNANT, True)  # X5, hidden (IT-2.13)
        record(night.state, sub.actor, "pregnant", guest=guest)
        night.because("pregnant", seat=sub.actor, rule="IT-10.26")


# -- 6 Blind Seer, 7 MIB K, 8 Medium -------------------------------------------------


def step_blind_seer(night: TFNight) -> None:
    """IT-12.8: the reading goes to the recipient, never to the Blind Seer (IT-10.4)."""
    sub = night.sub("examine")
    if sub is None or not night.can_act(sub.actor, "veggente_cieco"):
        return
    target, recipient = sub.targets
    night.tell(recipient, "vision", target=target, reading=reading(night.state.players[target]))


def step_mib_k(night: TFNight) -> None:
    """IT-12.9: ALIENO by effective Counts-as; a MIB gives no result."""
    sub = night.sub("probe")
    if sub is None or not night.can_act(sub.actor, "mib_k"):
        return
    target = night.state.players[sub.targets[0]]
    result = "ALIENO" if ALIENO in target.counts_as else "NOT_ALIENO"
    if target.role in MIB_ROLES:
        result = "NO_RESULT"  # IT-10.49
    night.tell(sub.actor, "probe_result", target=target.seat, result=result)


def step_medium(night: TFNight) -> None:
    """IT-12.10: today's Pyre victim, read after his shift ended (IT-10.9)."""
    for medium in holders(night.state, "medium"):
        if not night.can_act(medium.seat, "medium"):
            continue
        burned = ext(night.state).pyre.get(night.number)
        if burned is None:
            night.tell(medium.seat, "medium_nobody")
        else:
            night.tell(medium.seat, "medium_reading", seat=burned, reading=reading(night.state.players[burned]))


# -- 9 Pure Spirit ----------------------------------------------------------------------


def step_spirit(night: TFNight) -> None:
    """IT-12.11: the double revival; reviving a wolf or alien role kills him (IT-10.40)."""
    sub = night.sub("revive") or night.sub("revive_one")
    if sub is None or not night.can_act(sub.actor, "spirito_candido"):
        return
    spirit = night.state.players[sub.actor]
    if spirit.uses.get("revive", 0) <= 0 or night.number < int(night.state.options.get("spirit_first_night", 3)):
        return
    state = night.state
    ABILITIES["revive"].spend(spirit)
    revived = sorted(s for s in sub.targets if not state.players[s].alive)
    for seat in revived:
        state.revive(seat)
        refresh(state.players[seat])
        night.revived.append(seat)
        night.tell(seat, "revived_you", in_pack=seat in ext(state).pack)  # M-14
    sync_channels(state)
    night.because("revived", seats=revived, rule="IT-10.39")
    if any(state.players[s].role in WOLF_ROLES | ALIEN_ROLES for s in revived):
        night.kill(sub.actor, "IT-10.40")


# -- 10 Bite --------------------------------------------------------------------------------


def able_wolves(night: TFNight) -> list[int]:
    """IT-7.5: living wolf-role holders, not abducted, not shifted tonight, and not
    revived tonight: a wolf back at step 9 takes no action that night (IT-10.39)
    and was dead when the pack chose its target, so he does not make a bite possible."""
    return [
        p.seat
        for p in night.state.players
        if p.alive
        and p.role in WOLF_ROLES
        and p.seat not in night.blocked
        and p.seat not in night.revived
        and p.flags.get(SHIFT_NIGHT) != night.number
    ]


def step_bite(night: TFNight) -> None:
    """IT-12.12: the direct bite, the Harlot chain, each checked on its own."""
    state = night.state
    memory = ext(state)
    sub = night.sub("bite")
    if sub is None or night.number in memory.sick_nights:
        return
    if not able_wolves(night):
        night.because("no_able_wolf", rule="IT-7.5")
        return
    victim = sub.targets[0]
    bitten = [(victim, "direct")]
    if victim == night.harlot and night.guest is not None:
        bitten.append((night.guest, "chain"))
    for seat, kind in bitten:
        bite_one(night, seat, kind)


def bite_one(night: TFNight, seat: int, kind: str) -> None:
    state = night.state
    memory = ext(state)
    player = state.players[seat]
    if seat in memory.pack:
        return  # (i)
    if player.role == DIABLO:  # (ii)
        if not player.flags.get(BITTEN) and not player.flags.get(DIABLO_LOST) and player.alive:
            player.flags[BITTEN] = True
            night.tell(seat, "diablo_bitten")  # M-11
        night.because("diablo_survives", seat=seat, rule="IT-11.2")
        return
    if not player.alive:
        return  # (iii)
    if kind == "direct" and seat == night.guest:
        night.because("saved_by_harlot", seat=seat, rule="IT-10.23")
        return  # (iv)
    if seat == night.protected:
        night.because("saved_by_guard", seat=seat, rule="IT-10.12")
        return  # (v)
    night.kill(seat, "IT-12.12")  # (vi)
    if player.role == MUCCA_MANNARA:
        duration = int(state.options.get("sick_nights", 1))
        memory.sick_nights |= set(range(night.number + 1, night.number + 1 + duration))
        night.tell_pack("stomach_ache")  # M-12 to the pack


# -- 11 Detective ------------------------------------------------------------------------------


def step_detective(night: TFNight) -> None:
    """IT-12.13: living LUPO and ALIENO counts by effective Counts-as (D-26)."""
    state = night.state
    for detective in holders(state, "detective"):
        if not night.can_act(detective.seat, "detective") or detective.seat in night.revived:
            continue  # IT-10.39: a player revived tonight takes no action tonight
        living = state.living()
        if state.options.get("detective_counts", "counts_as") == "roles":
            lupi = sum(p.role in WOLF_ROLES for p in living)
            alieni = sum(p.role in ALIEN_ROLES for p in living)
        else:
            lupi = sum(LUPO in p.counts_as for p in living)
            alieni = sum(ALIENO in p.counts_as for p in living)
        night.tell(detective.seat, "detective_counts", lupi=lupi, alieni=alieni)


def demon_trigger(state: GameState) -> None:
    """IT-7.11–7.17: the standing nominee becomes an Indemoniato counting LUPO (X1, X2, X10)."""
    for demon in state.players:
        if demon.role != LUPO_DEMONIO or demon.alive or NOMINEE not in demon.flags:
            continue
        nominee = state.players[demon.flags.pop(NOMINEE)]  # used up (IT-7.17)
        if not nominee.alive or nominee.role in WOLF_ROLES:
            state.note("demon_trigger_void", seat=nominee.seat, rule="IT-7.12")
            continue
        previous = nominee.role
        if previous != INDEMONIATO:
            give_role(nominee, INDEMONIATO)
        set_flag(nominee, DEMON_CHOSEN, True)
        record(state, nominee.seat, "possessed_by_demon", previous=previous)
        tell(state, nominee.seat, "possessed")  # M-10


# -- the night, declared once (IT-12.1, IT-12.2, IT-12.3) --------------------------------------

#: Wake order and resolution order are the same (IT-12.3); Night 0 wakes only the
#: steps marked from night 0 (IT-12.1, IT-12.15). The MIB J's shield has no step of
#: its own: the abduction reads it (IT-12.2 step 5, IT-9.4). The pack's bite wakes
#: the whole pack, so its step names every wolf role.
NIGHT_ORDER: tuple[WakeStep[TFNight], ...] = (
    WakeStep("shapeshifter", (LUPO_MUTAFORMA,), ("shift",), step_shift, "IT-12.4"),
    WakeStep("alien_leader", (LEADER_ALIENO,), ("abduct",), step_abduction, "IT-12.5", first_night=1),
    WakeStep("guard", (GUARDIA,), ("protect",), step_guard, "IT-12.6", first_night=1),
    WakeStep("harlot", (MERETRICE,), ("host",), step_harlot, "IT-12.7", first_night=1),
    WakeStep("mib_j", (MIB_J,), ("shield",), rule="IT-9.4", first_night=1),
    WakeStep("blind_seer", (VEGGENTE_CIECO,), ("examine",), step_blind_seer, "IT-12.8"),
    WakeStep("mib_k", (MIB_K,), ("probe",), step_mib_k, "IT-12.9"),
    WakeStep("medium", (MEDIUM,), (), step_medium, "IT-12.10", first_night=1),
    WakeStep("pure_spirit", (SPIRITO_CANDIDO,), ("revive",), step_spirit, "IT-12.11", first_night=1),
    WakeStep("pack", tuple(sorted(WOLF_ROLES)), ("bite",), step_bite, "IT-12.12", first_night=1),
    WakeStep("detective", (DETECTIVE,), (), step_detective, "IT-12.13", first_night=1),
)


def resolve_night(state: GameState, number: int) -> TFNight:
    """IT-12.1 (Night 0) and IT-12.2 (Nights n >= 1): the declared steps, run by the core."""
    night = TFNight(state, Snapshot.of(state), list(state.submissions.values()), number=number)
    return run_declared(night, NIGHT_ORDER, number)
