"""The night-end resolution (NP-5 … NP-9), the elimination sequence (ZH-8) and groups (ZH-3.13).

Declarations are simultaneous (AMB-08); everything is judged from the night's
submissions when the steps ask for it: Spirit Sense at the Witch's step, the
Prestige lists at the Prestige step, the rest at the night's end. Eliminations
are processed one at a time in the order 威望, 攻击, 撕咬, 私刑, 额外私刑, 急救,
毒药, 咒杀 (ZH-8.1), ascending seats within a cause, the First Shot victim right
before its shooter, and the failure check after every single elimination.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import TYPE_CHECKING, Any

from engine.model import GameState, Phase, Submission
from engine.ruleset_outcome import OutcomePoint
from engine.rulesets.village_vs_nonvillage.abilities import ABILITIES, pairs_of
from engine.rulesets.village_vs_nonvillage.conflicts import Act, Settlement, settle
from engine.rulesets.village_vs_nonvillage.events import DARKEST_HOUR, FESTIVAL, events_of_day
from engine.rulesets.village_vs_nonvillage.roles import (
    CAREERIST,
    DOCTOR,
    ELDER,
    FOX,
    MADMAN,
    NONVILLAGE,
    SCAPEGOAT,
    SEER,
    TREASURE,
    VILLAGE,
    WEREWOLF,
    WHITE_WOLF,
    WITCH,
)
from engine.rulesets.village_vs_nonvillage.state import Ask, Entry, NightPost, ext

if TYPE_CHECKING:
    from engine.rulesets.village_vs_nonvillage.rules import VillageVsNonvillage

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
    zh = ext(state)
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
            targets = (zh.bite_final.get(seat, targets[0]),)
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
    for key, _sub in _subs(state, "bite"):
        if st.ok(key) and "bite" in zh.skills[key[0]]:
            des.bites.append((key[0], zh.bite_final[key[0]]))
    for key, sub in _subs(state, "lynch", "extra_lynch"):
        target = sub.targets[0]
        if st.ok(key) and state.players[target].wins_with == NONVILLAGE:  # ZH-3.11
            des.lynches.append((key[0], target, sub.ability))
    return des


# -- the Witch's and the Prestige holders' steps -------------------------------------------
def open_witch(state: GameState) -> None:
    """NP-7: Spirit Sense after every declaration, while an Antidote is unused (ZH-4.3.1)."""
    st = settle_night(state)
    des = designated(state, st)
    zh = ext(state)
    for p in state.living():
        if p.role == WITCH and "spirit_sense" in zh.skills[p.seat] and p.uses.get("antidote", 0) > 0:
            if st.piped == p.seat:
                state.tell(p.seat, "no_effect")  # ZH-3.5
            else:
                state.tell(p.seat, "spirit_sense", seats=sorted(des.effective))


def open_prestige(state: GameState) -> None:
    """NP-8: the Elder always sees his list; a respected player only when named (ZH-5.5.4)."""
    st = settle_night(state)
    zh = ext(state)
    zh.prestige_lists = {}
    elder = elder_seat(state)
    if elder is not None:
        seats = st.lists.get(elder, [])
        zh.prestige_lists[elder] = seats
        state.tell(elder, "prestige_list", seats=seats)
    held = st.respected
    if held is not None and held != elder and state.players[held].alive:
        seats = st.lists.get(held, [])
        if seats:
            zh.prestige_lists[held] = seats
            state.tell(held, "respect_prestige", seats=seats)


# -- the night's end (NP-9) ------------------------------------------------------------
def resolve_night(state: GameState) -> None:
    zh = ext(state)
    n = zh.night
    st = settle_night(state)
    subs = sorted(state.submissions.items())
    post = NightPost(n)
    zh.night_piped = st.piped
    zh.night_pairs = set(st.pairs)
    _record_history(state, subs, n)
    zh.gypsy_choice = [
        sub.option for (seat, slot), sub in subs if sub.ability == "new_moon" and sub.option and st.ok((seat, slot, 0))
    ]
    _fox_gain(state, st, post, n)
    valid = {(seat, slot): sub for (seat, slot), sub in subs if st.ok((seat, slot, 0))}
    # Slot 1 first: Enlightenment may make the Madman village faction, and every later faction
    # test (Lynch, First Aid, Antidote) uses the faction at the moment it applies (ZH-3.6).
    entries = _prestige_entries(state, valid, post)
    des = designated(state, st)
    zh.points = des.points
    post.reduce = list(des.reached)
    post.integer = [t for t in des.reached if des.points[t].denominator == 1]  # ZH-6.6.5
    first_aid = {sub.targets[0] for sub in valid.values() if sub.ability == "first_aid"}
    antidote = [(s, sub.targets[0]) for (s, _), sub in valid.items() if sub.ability == "antidote"]
    village = {p.seat for p in state.players if p.wins_with == VILLAGE}
    zh.protected = {t for t in first_aid if t in village} | {t for _, t in antidote if t in village}
    for witch, t in antidote:  # ZH-4.3.3: a real save that the Doctor did not also make
        if t in village and t in des.effective and t not in first_aid and t != witch:
            post.groupings.append((witch, t))
    entries += [Entry(t, "attack", designated=True) for t in des.reached]
    entries += sorted((Entry(t, "bite", designated=True) for _, t in des.bites), key=lambda e: e.seat)
    curse: list[Entry] = []
    for cause in ("lynch", "extra_lynch"):
        found = []
        for user, t, kind in des.lynches:
            if kind != cause:
                continue
            if _cursing(state, user, t):
                curse.append(Entry(t, "curse", killers=(user,), no_cunning=True))  # ZH-4.2.4
            else:
                found.append(Entry(t, cause, designated=True, killers=(user,)))
        entries += sorted(found, key=lambda e: e.seat)
    entries += _needles(state, valid, des, post)
    entries += sorted(
        (
            Entry(sub.targets[0], "poison", killers=(s,))
            for (s, _), sub in valid.items()
            if sub.ability == "poison" and state.players[sub.targets[0]].wins_with == NONVILLAGE
        ),
        key=lambda e: e.seat,
    )
    for (s, _), sub in valid.items():
        if sub.ability == "divine":
            post.divined.append((s, sub.targets[0]))
            if _cursing(state, s, sub.targets[0]):
                curse.append(Entry(sub.targets[0], "curse", killers=(s,), no_cunning=True))  # ZH-4.2.3
    entries += sorted(curse, key=lambda e: e.seat)
    _other_effects(state, subs, valid, st, post)
    killers: dict[int, set[int]] = {}
    for e in entries:
        killers.setdefault(e.seat, set()).update(e.killers)
    zh.treasure_killers = {s: tuple(sorted(k)) for s, k in killers.items()}
    zh.post = post
    zh.queue = entries
    zh.pipeline = ["night_post", "dawn"]


def _record_history(state: GameState, subs: list[tuple[tuple[int, str], Submission]], n: int) -> None:
    """ZH-3.4: invalid uses count for every limit."""
    zh = ext(state)
    for (seat, _slot), sub in subs:
        if sub.ability == "attack":
            zh.last_attack[seat] = (n, sub.targets[0])
        elif sub.ability == "pipe":
            zh.pipe_targets.add(sub.targets[0])
        elif sub.ability == "supremacy":
            zh.pairs_used.update(pairs_of(sub.targets))
        elif sub.ability == "respect":
            zh.respect_targets.add(sub.targets[0])
        elif sub.ability in ("antidote", "poison", "lure"):
            ABILITIES[sub.ability].spend(state.players[seat])


def _fox_gain(state: GameState, st: Settlement, post: NightPost, n: int) -> None:
    """ZH-6.3.2: one more chance on nights 3, 6, 9 …, void if the Fox is validly piped."""
    if n % 3:
        return
    zh = ext(state)
    for p in state.living():
        if p.role == FOX and "cunning" in zh.skills[p.seat] and st.piped != p.seat:
            zh.fox_chances[p.seat] = zh.fox_chances.get(p.seat, 0) + 1
            state.tell(p.seat, "fox_chances", count=zh.fox_chances[p.seat])


def _cursing(state: GameState, user: int, target: int) -> bool:
    p = state.players[user]
    return p.role == SEER and "curse" in ext(state).skills[user] and state.players[target].role == FOX


def _prestige_entries(state: GameState, valid: dict[tuple[int, str], Submission], post: NightPost) -> list[Entry]:
    """Slot 1: Prestige choices; the Elder's choice of the Madman enlightens him (ZH-4.4.5)."""
    zh = ext(state)
    entries = []
    for (seat, _), sub in sorted(state.submissions.items()):
        if sub.ability != "prestige" or not sub.targets:
            continue
        target = state.players[sub.targets[0]]
        chooser = state.players[seat]
        if (
            target.role == MADMAN
            and target.wins_with == NONVILLAGE
            and chooser.role == ELDER
            and "enlightenment" in zh.skills[seat]
        ):
            convert(state, target.seat)
            post.groupings.append((seat, target.seat))
        else:
            entries.append(Entry(target.seat, "prestige", killers=(seat,)))
    return sorted(entries, key=lambda e: e.seat)


def _needles(
    state: GameState, valid: dict[tuple[int, str], Submission], des: Designated, post: NightPost
) -> list[Entry]:
    """ZH-4.6.2–4.6.4: empty needles and the two-needle check (groups as they stood)."""
    zh = ext(state)
    doctors = [s for (s, _), sub in valid.items() if sub.ability == "first_aid"]
    for (_s, _), sub in valid.items():
        if sub.ability == "first_aid" and sub.targets[0] not in des.effective:
            zh.needles[sub.targets[0]] = zh.needles.get(sub.targets[0], 0) + 1
    doctor = next((p.seat for p in state.players if p.role == DOCTOR), doctors[0] if doctors else None)
    entries = []
    for seat in sorted(zh.needles):
        if zh.needles[seat] < 2 or not state.players[seat].alive or doctor is None:
            continue
        p = state.players[seat]
        if p.wins_with == NONVILLAGE or seat == doctor or seat in group_of(state, doctor):
            entries.append(Entry(seat, "first_aid", killers=(doctor,)))
        else:
            zh.needles[seat] = 0
            post.groupings.append((doctor, seat))
    return entries


def _other_effects(
    state: GameState,
    subs: list[tuple[tuple[int, str], Submission]],
    valid: dict[tuple[int, str], Submission],
    st: Settlement,
    post: NightPost,
) -> None:
    """Blame, Surgery, and the private results of information skills (NP-9 g–h)."""
    zh = ext(state)
    for (seat, slot), sub in subs:
        ok = (seat, slot) in valid
        ability = sub.ability
        if ability in ("divine", "pack_check", "verify") and not ok:
            post.private.append((seat, "no_effect", {}))  # ZH-3.5
        if not ok:
            continue
        target = sub.targets[0] if sub.targets else None
        if ability == "blame" and target is not None:
            zh.blame[zh.night] = target
        elif ability == "surgery" and target is not None:
            tp = state.players[target]
            if tp.wins_with == NONVILLAGE:
                post.surgery.append(target)  # ZH-5.7.2
                if tp.role == MADMAN:
                    post.converts.append((target, seat))  # ZH-5.7.3
        elif ability == "pack_check" and target is not None:
            result = "werewolf" if state.players[target].role == WEREWOLF else "not_werewolf"
            post.private.append((seat, "pack_check_result", {"target": target, "result": result}))
        elif ability == "verify" and target is not None:
            me = state.players[seat]
            faction = NONVILLAGE if me.role == MADMAN else state.players[target].wins_with  # ZH-6.7.3
            post.private.append((seat, "verify_result", {"target": target, "faction": faction}))
        elif ability == "lure" and target is not None:
            post.private.append((seat, "lure_result", {"target": target, "role": state.players[target].role}))
            post.private.append((target, "lure_result", {"target": seat, "role": state.players[seat].role}))
        elif ability == "crystal_ball":
            key = (seat, slot, 0)
            void = st.void_targets.get(key, set())
            role, _, text = (sub.option or "").partition(":")
            for r in crystal_recipients(state, role):
                if r not in void:
                    post.private.append((r, "crystal_message", {"text": text}))


def night_post(state: GameState) -> None:
    """NP-9 d–h, after the eliminations."""
    zh = ext(state)
    post = zh.post
    if post is None:
        return
    for seat in post.reduce:
        value = zh.points.get(seat, Fraction(0))
        zh.points[seat] = value - (value.numerator // value.denominator)  # ZH-6.6.4
    for seer, target in post.divined:
        tp = state.players[target]
        state.tell(seer, "divination_result", target=target, role=tp.role, faction=tp.wins_with)  # ZH-4.2.1
        if tp.wins_with == VILLAGE:
            post.groupings.append((seer, target))  # ZH-4.2.2
    for madman, doctor in post.converts:
        if state.players[madman].wins_with == NONVILLAGE:
            convert(state, madman)
            post.groupings.append((doctor, madman))
    for seat in post.surgery:
        if state.players[seat].wins_with == NONVILLAGE:  # a converted Madman is told his role instead
            zh.surgery_loss.add(seat)
    for seats in post.groupings:
        join_group(state, seats)
    for seat, kind, params in post.private:
        state.tell(seat, kind, **params)


def convert(state: GameState, madman: int) -> None:
    """ZH-1.9: the Madman becomes village faction, loses every skill, learns his role."""
    p = state.players[madman]
    p.wins_with = VILLAGE
    p.seen_as = VILLAGE
    p.counts_as = frozenset({VILLAGE})
    ext(state).skills[madman] = set()
    state.tell(madman, "converted", role=MADMAN)


# -- groups (共群) -------------------------------------------------------------------------
def group_of(state: GameState, seat: int) -> set[int]:
    for cid, members in state.channels.items():
        if cid.startswith("group") and seat in members:
            return set(members)
    return set()


def join_group(state: GameState, seats: tuple[int, ...] | list[int]) -> None:
    """ZH-3.14: union of groups; every member of a changed group learns its members and roles."""
    zh = ext(state)
    wanted = set(seats)
    existing = sorted(
        (cid for cid, m in state.channels.items() if cid.startswith("group") and m & wanted),
        key=lambda c: int(c[5:]),
    )
    members = set(wanted)
    for cid in existing:
        members |= state.channels[cid]
    if len(members) < 2:
        return
    if existing:
        keep = existing[0]
        for cid in existing[1:]:
            del state.channels[cid]
    else:
        keep = f"group{zh.next_group}"
        zh.next_group += 1
    if state.channels.get(keep) == members:
        return
    state.channels[keep] = members
    ordered = sorted(members)
    for seat in ordered:
        state.tell(
            seat, "group_members", members=ordered, member_roles=[state.players[s].role for s in ordered], group=keep
        )


# -- the elimination sequence (ZH-8.4) -------------------------------------------------------
def drain(ruleset: VillageVsNonvillage, state: GameState) -> None:
    zh = ext(state)
    while zh.queue and not state.over:
        entry = zh.queue[0]
        p = state.players[entry.seat]
        if not p.alive:
            zh.queue.pop(0)
            continue
        if entry.designated and entry.seat in zh.protected and p.wins_with == VILLAGE:
            zh.queue.pop(0)  # ZH-3.8
            continue
        if "cunning" in zh.skills[entry.seat] and not entry.no_cunning and zh.fox_chances.get(entry.seat, 0) > 0:
            zh.fox_chances[entry.seat] -= 1  # ZH-6.3.3
            state.tell(entry.seat, "fox_chances", count=zh.fox_chances[entry.seat])
            if entry.cause == "execution":
                state.announce("executed_survived", seat=entry.seat)
            if entry.cause == "first_aid":
                zh.needles[entry.seat] = 0
            zh.queue.pop(0)
            continue
        if p.wins_with == VILLAGE and not zh.first_shot_spent and not entry.asked:
            zh.first_shot_spent = True  # ZH-4.1.1: asked at the moment, spent whatever the answer
            entry.asked = True
            zh.asking = [Ask("first_shot", entry.seat)]
            open_questions(state)
            return
        zh.queue.pop(0)
        eliminate(ruleset, state, entry)


def open_questions(state: GameState) -> None:
    """Wait for the asked players. By day the step is ``resolve``; by night the
    step keeps its name, so the public label does not tell that a question (and
    so a village player's elimination) is pending."""
    if state.phase.kind == "day":
        state.phase = Phase("day", state.phase.number, "resolve")
    state.submissions = {}


def eliminate(ruleset: VillageVsNonvillage, state: GameState, entry: Entry) -> None:
    zh = ext(state)
    seat = entry.seat
    at_night = state.phase.kind == "night"
    state.eliminate(seat, entry.cause)
    (zh.night_dead if at_night else zh.day_dead).append(seat)
    if not at_night and entry.cause != "execution":
        state.announce("eliminated", seat=seat)
    if entry.cause == "first_aid":
        zh.needles[seat] = 0
    p = state.players[seat]
    if p.role == TREASURE:
        if "public_enemy" in zh.skills[seat]:
            _public_enemy(state, entry)
        _festival_lynch(state, at_night)  # a clause of the event, not a skill: Surgery leaves it (ZH-5.11.3)
    if ruleset.check_outcome(state, OutcomePoint.ELIMINATION):  # ZH-9.4: after every single elimination
        zh.queue = []
        return
    if p.role == SCAPEGOAT and "cry_injustice" in zh.skills[seat]:
        zh.later.append(Ask("cry_injustice", seat))
    if p.role == CAREERIST and "barrier" in zh.skills[seat] and not (at_night and zh.night_piped == seat):
        for other in state.living():
            if other.wins_with == VILLAGE:
                state.tell(other.seat, "barrier")  # ZH-6.5.5
    if not at_night and seat == zh.sheriff:
        zh.later.append(Ask("badge", seat))


def _public_enemy(state: GameState, entry: Entry) -> None:
    """ZH-6.4.1–6.4.4: the Treasure's skill, so only while he still holds it (Surgery removes it)."""
    zh = ext(state)
    if entry.cause == "execution":
        zh.treasure_killed.append(())  # ZH-6.4.4
    else:
        killers = set(entry.killers) | set(zh.treasure_killers.get(entry.seat, ()))
        village = tuple(sorted(k for k in killers if state.players[k].wins_with == VILLAGE))
        if village:
            zh.treasure_killed.append(village)


def _festival_lynch(state: GameState, at_night: bool) -> None:
    """ZH-5.11.3: the Treasure out on the Festival day or the night after it gives the
    village a Lynch on each of the next two nights, whatever skills he still held."""
    zh = ext(state)
    number = state.phase.number
    festival_day = number - 1 if at_night else number
    if FESTIVAL in events_of_day(state, festival_day):  # ZH-5.11.3
        first = number + 1
        zh.festival_nights |= {first, first + 1}


def answer(state: GameState, ask: Ask, sub: Submission | None) -> None:
    zh = ext(state)
    at_night = state.phase.kind == "night"
    if ask.kind == "first_shot":
        if sub is None or sub.ability != "first_shot" or not sub.targets:
            return
        victim = sub.targets[0]
        blocked = at_night and (zh.night_piped == ask.seat or frozenset({ask.seat, victim}) in zh.night_pairs)
        if blocked or not state.players[victim].alive:
            return  # ZH-4.1.4: invalid and spent
        curse = _cursing(state, ask.seat, victim)
        zh.queue.insert(0, Entry(victim, "first_shot", killers=(ask.seat,), no_cunning=curse))  # ZH-8.3
    elif ask.kind == "cry_injustice":
        if sub is None or sub.ability != "cry_injustice" or (at_night and zh.night_piped == ask.seat):
            return
        named = [t for t in sub.targets if not (at_night and frozenset({ask.seat, t}) in zh.night_pairs)]
        day = state.phase.number if at_night else state.phase.number + 1
        zh.cry_voters[day] = sorted(named)  # ZH-4.5.5
        _cry_groups(state, named)
    elif ask.kind == "badge":
        if sub is not None and sub.ability == "pass_badge" and state.players[sub.targets[0]].alive:
            zh.sheriff = sub.targets[0]
            state.announce("badge_passed", seat=sub.targets[0])
        else:
            zh.sheriff = None
            zh.badge_lost = True
            state.announce("badge_torn")


def _cry_groups(state: GameState, named: list[int]) -> None:
    """ZH-4.5.4: village players named are grouped; if all living village players then
    share one group, the eliminated village players join it."""
    village = [t for t in named if state.players[t].wins_with == VILLAGE]
    if village:
        join_group(state, village)
    living = [p.seat for p in state.living() if p.wins_with == VILLAGE]
    if not living:
        return
    group = group_of(state, living[0])
    if all(s in group for s in living) and len(group) >= 1:
        dead = [p.seat for p in state.players if not p.alive and p.wins_with == VILLAGE]
        if dead:
            join_group(state, [*living, *dead])


# -- the day ----------------------------------------------------------------------------
def start_day_elimination(state: GameState, entries: list[Entry]) -> None:
    zh = ext(state)
    zh.queue = entries
    zh.protected = set()
    zh.night_piped = None
    zh.night_pairs = set()
    zh.pipeline = ["last_words", "agenda"]


def discontent(state: GameState) -> None:
    """ZH-5.6: the Scapegoat's secret choice; a non-village target goes out now."""
    for (seat, _slot), sub in sorted(state.submissions.items()):
        if sub.ability == "discontent" and sub.targets:
            target = sub.targets[0]
            if state.players[target].wins_with == NONVILLAGE:
                start_day_elimination(state, [Entry(target, "discontent", killers=(seat,))])


def take_the_blame(state: GameState, day: int, totals: dict[Any, Fraction]) -> dict[Any, Fraction]:
    """ZH-4.5.1: ballots on a village target count for the Scapegoat (weights kept)."""
    zh = ext(state)
    blamed = zh.blame.get(day)
    goat = next((p.seat for p in state.living() if p.role == SCAPEGOAT), None)
    if blamed is None or goat is None or blamed == goat or blamed not in totals:
        return totals
    if state.players[blamed].wins_with != VILLAGE:
        return totals
    moved = dict(totals)
    moved[goat] = moved.get(goat, Fraction(0)) + moved.pop(blamed)
    return moved


__all__ = ["WHITE_WOLF"]
