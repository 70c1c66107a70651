"""The night declared once (``NIGHT_ORDER``, NP-2 … NP-9) and its engine steps.

Declarations are simultaneous (AMB-08); everything is judged from the night's
submissions when the steps ask for it: Spirit Sense at the Witch's step, the
Prestige lists at the Prestige step, the rest at the night's end, whose steps
the core runs in the declared order (``run_declared``, engine/night_hooks.py) on
``VvnNight``. They build the eliminations in slot order 威望, 攻击, 撕咬, 私刑,
额外私刑, 急救, 毒药, 咒杀 (ZH-8.1), ascending seats within a cause; the book's
own elimination sequence (eliminations.py) then takes them one at a time, the
First Shot victim right before its shooter, with the failure check after each.
After it, ``night_post`` (NP-9 d–h).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from engine.model import GameState, Submission
from engine.night import NightContext, Snapshot
from engine.night_hooks import WakeStep, run_declared
from engine.rulesets.village_vs_nonvillage.abilities import ABILITIES, pairs_of
from engine.rulesets.village_vs_nonvillage.conflicts import Settlement
from engine.rulesets.village_vs_nonvillage.declarations import (
    Designated,
    crystal_recipients,
    designated,
    elder_seat,
    settle_night,
)
from engine.rulesets.village_vs_nonvillage.groups import convert, group_of, join_group
from engine.rulesets.village_vs_nonvillage.roles import (
    CAREERIST,
    DOCTOR,
    ELDER,
    FOX,
    GYPSY,
    MADMAN,
    NONVILLAGE,
    PIPER,
    SCAPEGOAT,
    SEER,
    TREASURE,
    VILLAGE,
    WEREWOLF,
    WHITE_WOLF,
    WITCH,
)
from engine.rulesets.village_vs_nonvillage.state import Entry, NightPost, ext
from engine.rulesets.village_vs_nonvillage.steps import NightStep, Stage


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


# -- the night's end (NP-9), run by the core as declared steps ---------------------------------
Keyed = tuple[tuple[int, str], Submission]


@dataclass
class VvnNight(NightContext):
    """The core night context with the night-end resolution's scratch (NP-9): the
    conflicts' settlement (NP-5), the valid declarations, the designated kills
    (NP-6), the elimination entries in slot order (ZH-8.5) and what follows them."""

    number: int = 0
    keyed: list[Keyed] = field(default_factory=list)
    settlement: Settlement = field(default_factory=Settlement)
    valid: dict[tuple[int, str], Submission] = field(default_factory=dict)
    kills: Designated = field(default_factory=lambda: Designated())
    entries: list[Entry] = field(default_factory=list)
    curse: list[Entry] = field(default_factory=list)
    post: NightPost = field(default_factory=lambda: NightPost(0))


def step_settle(night: VvnNight) -> None:
    """NP-5: the conflicts decided; the Pipe and the pairs stay known for the questions."""
    zh = ext(night.state)
    zh.night_piped = night.settlement.piped
    zh.night_pairs = set(night.settlement.pairs)


def step_history(night: VvnNight) -> None:
    """NP-9 i: every use counts for its limits, valid or not (ZH-3.4); the Gypsy's choice."""
    _record_history(night.state, night.keyed, night.number)
    ext(night.state).gypsy_choice = [
        sub.option for key, sub in night.keyed if sub.ability == "new_moon" and sub.option and key in night.valid
    ]


def step_fox(night: VvnNight) -> None:
    _fox_gain(night.state, night.settlement, night.post, night.number)  # NP-9 a


def step_prestige(night: VvnNight) -> None:
    """Slot 1 first: Enlightenment may make the Madman village faction, and every later
    faction test (Lynch, First Aid, Antidote) uses the faction when it applies (ZH-3.6)."""
    night.entries += _prestige_entries(night.state, night.valid, night.post)


def step_designated(night: VvnNight) -> None:
    """NP-6: kill points, the integer announcements (ZH-6.6.5) and who is protected (ZH-3.8)."""
    state, post = night.state, night.post
    zh = ext(state)
    des = night.kills = designated(state, night.settlement)
    zh.points = des.points
    post.reduce = list(des.reached)
    post.integer = [t for t in des.reached if des.points[t].denominator == 1]
    first_aid = {sub.targets[0] for sub in night.valid.values() if sub.ability == "first_aid"}
    antidote = [(s, sub.targets[0]) for (s, _), sub in night.valid.items() if sub.ability == "antidote"]
    village = {p.seat for p in state.players if p.wins_with == VILLAGE}
    zh.protected = {t for t in first_aid if t in village} | {t for _, t in antidote if t in village}
    for witch, t in antidote:  # ZH-4.3.3: a real save that the Doctor did not also make
        if t in village and t in des.effective and t not in first_aid and t != witch:
            post.groupings.append((witch, t))


def step_kills(night: VvnNight) -> None:
    """Slots 2–5: Attack, Bite, Lynch, Extra Lynch; a Seer's Lynch on the Fox curses (ZH-4.2.4)."""
    des = night.kills
    night.entries += [Entry(t, "attack", designated=True) for t in des.reached]
    night.entries += sorted((Entry(t, "bite", designated=True) for _, t in des.bites), key=lambda e: e.seat)
    for cause in ("lynch", "extra_lynch"):
        found = []
        for user, t, kind in des.lynches:
            if kind != cause:
                continue
            if cursing(night.state, user, t):
                night.curse.append(Entry(t, "curse", killers=(user,), no_cunning=True))
            else:
                found.append(Entry(t, cause, designated=True, killers=(user,)))
        night.entries += sorted(found, key=lambda e: e.seat)


def step_needles(night: VvnNight) -> None:
    night.entries += _needles(night.state, night.valid, night.kills, night.post)  # slot 6


def step_poison(night: VvnNight) -> None:
    state = night.state
    night.entries += sorted(  # slot 7
        (
            Entry(sub.targets[0], "poison", killers=(s,))
            for (s, _), sub in night.valid.items()
            if sub.ability == "poison" and state.players[sub.targets[0]].wins_with == NONVILLAGE
        ),
        key=lambda e: e.seat,
    )


def step_divination(night: VvnNight) -> None:
    """Divinations read after the eliminations (NP-9 h); a Divination of the Fox curses (ZH-4.2.3, slot 8)."""
    for (s, _), sub in night.valid.items():
        if sub.ability == "divine":
            night.post.divined.append((s, sub.targets[0]))
            if cursing(night.state, s, sub.targets[0]):
                night.curse.append(Entry(sub.targets[0], "curse", killers=(s,), no_cunning=True))
    night.entries += sorted(night.curse, key=lambda e: e.seat)


def step_effects(night: VvnNight) -> None:
    _other_effects(night.state, night.keyed, night.valid, night.settlement, night.post)  # NP-9 g–h


def step_queue(night: VvnNight) -> None:
    """The eliminations wait in the book's own queue (ZH-8.4): one at a time, each
    followed by the failure check, pausing for a First Shot or Cry Injustice."""
    zh = ext(night.state)
    killers: dict[int, set[int]] = {}
    for e in night.entries:
        killers.setdefault(e.seat, set()).update(e.killers)
    zh.treasure_killers = {s: tuple(sorted(k)) for s, k in killers.items()}
    zh.post = night.post
    zh.queue = night.entries
    zh.pipeline = [Stage.NIGHT_POST, Stage.DAWN]


def resolve_night(state: GameState) -> VvnNight:
    """NP-5 … NP-9 c: the declared night's engine steps, run by the core (engine/night_hooks.py)."""
    n = ext(state).night
    keyed = sorted(state.submissions.items())
    settlement = settle_night(state)
    valid = {key: sub for key, sub in keyed if settlement.ok((key[0], key[1], 0))}
    night = VvnNight(
        state,
        Snapshot.of(state),
        [sub for _, sub in keyed],
        number=n,
        keyed=keyed,
        settlement=settlement,
        valid=valid,
        post=NightPost(n),
    )
    return run_declared(night, NIGHT_ORDER, n)


def _record_history(state: GameState, subs: list[Keyed], n: int) -> None:
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


def cursing(state: GameState, user: int, target: int) -> bool:
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
    subs: list[Keyed],
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


# -- the night, declared once (NP-2 … NP-9) -------------------------------------------------

#: Who wakes, in order, and what each may declare (NP-2 … NP-8; the Madman wakes
#: with the Werewolves, ZH-1.8); nothing is judged while they wake (AMB-08). Then
#: the engine's steps of the night's end, which nobody wakes for (NP-5, NP-6, NP-9).
NIGHT_ORDER: tuple[WakeStep[VvnNight], ...] = (
    WakeStep("elder_respect", (ELDER,), ("respect",), rule="NP-2"),
    WakeStep("piper", (PIPER,), ("pipe",), rule="NP-2"),
    WakeStep("careerist", (CAREERIST,), ("supremacy",), rule="NP-2"),
    WakeStep("werewolf", (WEREWOLF, MADMAN), ("attack", "verify"), rule="NP-3"),
    WakeStep("white_wolf", (WHITE_WOLF,), ("pack_check", "bite"), rule="NP-3"),
    WakeStep("treasure", (TREASURE,), ("lure",), rule="NP-3"),
    WakeStep("fox", (FOX,), (), rule="NP-3"),
    WakeStep("seer", (SEER,), ("divine", "crystal_ball"), rule="NP-4"),
    WakeStep("scapegoat", (SCAPEGOAT,), ("blame",), rule="NP-4"),
    WakeStep("doctor", (DOCTOR,), ("first_aid", "surgery"), rule="NP-4"),
    WakeStep("gypsy", (GYPSY,), ("new_moon",), rule="NP-4"),
    WakeStep("witch", (WITCH,), ("antidote", "poison"), rule="NP-7"),
    WakeStep("elder_prestige", (ELDER,), ("prestige",), rule="NP-8"),
    WakeStep("settle", (), resolve=step_settle, rule="NP-5"),
    WakeStep("history", (), resolve=step_history, rule="NP-9 i"),
    WakeStep("fox_gain", (), resolve=step_fox, rule="NP-9 a"),
    WakeStep("prestige_slot", (), resolve=step_prestige, rule="ZH-8.5"),
    WakeStep("designated_kills", (), resolve=step_designated, rule="NP-6"),
    WakeStep("kill_slots", (), resolve=step_kills, rule="ZH-8.5"),
    WakeStep("needles", (), resolve=step_needles, rule="NP-9 b"),
    WakeStep("poison", (), resolve=step_poison, rule="ZH-8.5"),
    WakeStep("divination", (), resolve=step_divination, rule="ZH-8.5"),
    WakeStep("effects", (), resolve=step_effects, rule="NP-9 g"),
    WakeStep("eliminations", (), resolve=step_queue, rule="NP-9 c"),
)


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


#: The night's input step in which each wake step is called (NP-2 … NP-4 in the first).
INPUT_STEP_OF_RULE: dict[str, NightStep] = {
    "NP-2": NightStep.ACTIONS,
    "NP-3": NightStep.ACTIONS,
    "NP-4": NightStep.ACTIONS,
    "NP-7": NightStep.WITCH,
    "NP-8": NightStep.PRESTIGE,
}
INPUT_STEPS: tuple[NightStep, ...] = tuple(NightStep)


def called_before(rule: str, now: str | None) -> bool:
    """Whether a wake step of ``rule`` was called in an input step of the night before
    ``now`` (the moderator's checklist shows it through: its part of the night is over)."""
    step = INPUT_STEP_OF_RULE.get(rule)
    if step is None or now not in INPUT_STEPS:
        return False
    return INPUT_STEPS.index(step) < INPUT_STEPS.index(NightStep(now))
