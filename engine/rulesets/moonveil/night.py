"""The Moonveil night (§4.2), declared once: the wake order the moderator reads
aloud and the resolution steps MN-2 to MN-9 that ``engine.night.run_night`` runs.

Every living player submits once (MV-4.1); the choices are resolved in the
order of MV-2.7: blocks, then disguises, then the other abilities, then the
wolf attack. Abilities write into the night context; only the wolf attack
eliminates anyone at night (§2.4).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from operator import attrgetter

from engine import night as core  # run as core.run_night: the night-order tests watch it
from engine.model import GameState, Submission
from engine.night import NightOrder, Snapshot, SteadySnapshot, Step, Wake, deaths_step, deliver, outcome_step
from engine.rulesets.moonveil.abilities import MoonveilAbility, MoonveilNight
from engine.rulesets.moonveil.advanced import ALL_ABILITIES
from engine.rulesets.moonveil.roles import GUARDIAN, SEER, VILLAGER, WOLF
from engine.voting import most_chosen

BY_ACTOR = attrgetter("actor")
ADVANCED = "advanced"
"""The wake key of every role in play that no other wake names (the advanced roles), in seat order."""


def _moonveil_abilities() -> dict[str, MoonveilAbility]:
    found = {}
    for ability_id, known in ALL_ABILITIES.items():
        assert isinstance(known, MoonveilAbility)
        found[ability_id] = known
    return found


MOONVEIL_ABILITIES: Mapping[str, MoonveilAbility] = _moonveil_abilities()
"""Every ability of the book, typed as Moonveil's (each checked once, here): every
submission's check and every night's spending look one up."""


# -- MN-2 ----------------------------------------------------------------------
def _filing(ability: MoonveilAbility) -> tuple[MoonveilAbility, bool, bool, str | None]:
    """How the spending step handles a submission of ``ability``, read from its class
    once: whether it has uses to spend, whether it visits, and where it is queued:
    its resolution step (MV-2.7) when it has an effect of its own, else its id when a
    step reads it by id (``READ_BY_ID``), else nowhere (None: a Villager's ``ready``,
    a ``rest``, queued for nobody). A resolution that does nothing is not called."""
    resolves = type(ability).resolve is not MoonveilAbility.resolve
    if not resolves and ability.id in RESOLUTION_STEPS:
        raise ValueError(f"{ability.id!r} has no effect but is named as a resolution step")
    if resolves:
        return (ability, ability.uses is not None, bool(ability.visits), ability.step)
    return (ability, ability.uses is not None, bool(ability.visits), ability.id if ability.id in READ_BY_ID else None)


RESOLUTION_STEPS = frozenset({"block", "disguise", "other"})
READ_BY_ID = frozenset({"attack", "escort"})
"""The effect-free abilities a step reads by id: the wolf attack reads ``attack`` and ``escort``."""
FILING: Mapping[str, tuple[MoonveilAbility, bool, bool, str | None]] = {
    ability_id: _filing(known) for ability_id, known in MOONVEIL_ABILITIES.items()
}


def spend_and_visit(night: MoonveilNight) -> None:
    """Uses are spent even if blocked (MV-2.4); visits and PROTECT targets are
    recorded as submitted; each submission is queued for its resolution step
    (``FILING``), in seat order; one that no step reads is queued nowhere."""
    memory = night.memory
    players, visits, queued = night.state.players, night.visits, night.queued
    for sub in night.submissions:
        chosen, limited, visiting, filed = FILING[sub.ability]
        if limited:  # unlimited abilities have nothing to spend (saves a call per seat)
            chosen.spend(players[sub.actor])
        if visiting:  # ``chosen.visited(sub)``, without a call and a list per submission
            actor = sub.actor
            for target in sub.targets:
                if target != actor:
                    visits.append((actor, target))
            if sub.ability == "protect":  # PROTECT visits (its class): tested only among the visiting
                memory.protect_targets[sub.actor] = (night.number, sub.targets[0])
        if filed is None:  # no step reads it (most: the Villagers' ready)
            continue
        found = queued.get(filed)
        if found is None:
            queued[filed] = [(chosen, sub)]
        else:
            found.append((chosen, sub))
    memory.visits_by_night[night.number] = list(visits)


# -- MN-3 to MN-5 -----------------------------------------------------------------
def blocks(night: MoonveilNight) -> None:
    """MN-3: last night's curfews, then every BLOCK, unconditionally (DEC-MV-12)."""
    night.blocked |= night.memory.curfews.pop(night.number, set())
    for chosen, sub in night.queued.get("block", ()):
        chosen.resolve(night, sub)


def disguises(night: MoonveilNight) -> None:
    """MN-4: veils are final after this step, and so are the visits others see (§2.6)."""
    blocked = night.blocked
    for chosen, sub in night.queued.get("disguise", ()):
        if sub.actor not in blocked:
            chosen.resolve(night, sub)
    night.memory.seen_visits_by_night[night.number] = night.seal_veils()  # what ``seen_visits()`` returns now


def other_abilities(night: MoonveilNight) -> None:
    """MN-5: every other unblocked submission, at the same time."""
    blocked = night.blocked
    for chosen, sub in night.queued.get("other", ()):  # read here, not through a helper: a frame a night
        if sub.actor not in blocked:
            chosen.resolve(night, sub)


def blocked_notices(night: MoonveilNight) -> None:
    """DEC-MV-12: each blocked player who submitted learns it (delivered in MN-7)."""
    if not night.blocked:  # most nights: nobody blocked, no set of the submitters to build
        return
    for seat in sorted({s.actor for s in night.submissions} & night.blocked):
        night.tell(seat, "blocked")


# -- MN-6 -------------------------------------------------------------------------
def wolf_attack(night: MoonveilNight) -> None:
    """§4.3: the most-chosen target of unblocked living Wolves, one random
    draw on a tie; protection, then the earliest escort."""
    blocked, alive = night.blocked, night.snapshot.alive
    choices = []  # a loop, not a comprehension's frame: a pack names one to three targets
    for _, s in night.queued.get("attack", ()):
        if s.actor not in blocked and s.actor in alive:
            choices.append(s.targets[0])
    target = most_chosen(choices, night.state.rng)  # ties drawn among the tied in seat order
    if target is None:
        night.because("no_attack", rule="MV-5.2")
        return
    # ``night.because(kind, **params)`` as the line it appends: no keyword frame per line
    reasons = night.reasons
    reasons.append(("wolves_target", {"target": target, "rule": "MV-5.2"}))
    protected = night.marks.get("protected", ())  # ``night.marked("protected", seat)``, read twice
    if target in protected:
        reasons.append(("survives_protected", {"target": target, "rule": "MV-5.4"}))
        return
    # ``effective("escort")``: the unblocked escorts, in seat order (as queued); no list
    # comprehension's frame on the nights nobody escorts (every classic night)
    queued_escorts = night.queued.get("escort")
    escorts = (
        [s.actor for _, s in queued_escorts if s.actor not in blocked and s.targets[0] == target]
        if queued_escorts
        else ()
    )
    if escorts:
        escort = escorts[0]  # MV-2.11: the earliest escort in player-list order
        if escort in protected:
            night.because("escort_protected", target=target, seat=escort, rule="DEC-MV-14")
            return
        night.because("escort_sacrificed", target=target, seat=escort, rule="MV-2.11")
        night.attack(escort, "wolf_attack")
        return
    night.pending.setdefault(target, "wolf_attack")  # ``night.attack``: pending, applied with the others
    reasons.append(("eliminated_by_wolves", {"target": target, "rule": "MV-5.2"}))


def record_deaths(night: MoonveilNight) -> None:
    """The night each player died on, for AUTOPSY (MV-2.8)."""
    night_of_death, number = night.memory.night_of_death, night.number
    for seat in night.died:
        night_of_death[seat] = number


# -- MN-7, MN-8 -------------------------------------------------------------------
def dawn(night: MoonveilNight) -> None:
    """MN-7 and MN-8: private results, then the public dawn in its order."""
    players, public = night.state.players, night.public  # the lines appended, as ``night.announce`` would
    if night.died:
        for seat in night.died:
            public.append(("eliminated", {"seat": seat, "role": players[seat].role}))  # MV-7.1
    else:
        public.append(("nobody_eliminated", {}))
    for kind, _ in night.public:
        if kind in _LAST_AT_DAWN:  # most nights have none: the lines are already in order
            _proclaims_and_bells_last(night)
            break
    if night.override_missing:
        # MV-9.5 makes the override public, but naming who had no action would
        # tell the village who woke (skip "Villagers, press Ready" and every plain
        # villager is named): the names go to the moderator only (docs, DEC-MV-28).
        night.announce("night_override", number=night.number)
        night.because("night_override_missing", missing=night.override_missing)
    deliver(night)


_LAST_AT_DAWN = frozenset({"proclaim", "bell"})


def _proclaims_and_bells_last(night: MoonveilNight) -> None:
    """The dawn's order: every other line, then the proclamations, then the bells."""
    lines = list(night.public)
    night.public.clear()
    proclaims = [line for line in lines if line[0] == "proclaim"]
    bells = [line for line in lines if line[0] == "bell"]
    others = [line for line in lines if line[0] not in _LAST_AT_DAWN]
    night.public.extend(others + proclaims + bells)


MOONVEIL_NIGHT: NightOrder[MoonveilNight] = NightOrder(
    wakes=(
        Wake(WOLF, "MV-4.2", ("wolf_attack",)),
        Wake(SEER, "MV-4.3", ("others",)),
        Wake(GUARDIAN, "MV-4.4", ("others",)),
        Wake(ADVANCED, "MV-2.7", ("blocks", "disguises", "others")),
        Wake(VILLAGER, "MV-4.5"),
    ),
    steps=(
        Step("spend", "MN-2", spend_and_visit),
        Step("blocks", "MN-3", blocks),
        Step("disguises", "MN-4", disguises),
        Step("others", "MN-5", other_abilities),
        Step("blocked_notices", "DEC-MV-12", blocked_notices),
        Step("wolf_attack", "MN-6", wolf_attack),
        deaths_step("MN-6"),
        Step("death_records", "MV-2.8", record_deaths),
        Step("dawn", "MN-8", dawn),
        outcome_step("MN-9"),
    ),
)


def wake_roles(in_play: list[str]) -> list[str]:
    """The roles in play in the declared wake order; ``ADVANCED`` stands for
    every role in play that no other wake names, in seat order."""
    named = set(MOONVEIL_NIGHT.wake_keys())
    order: list[str] = []
    for key in MOONVEIL_NIGHT.wake_keys():
        if key == ADVANCED:
            order.extend(role for role in in_play if role not in named)
        elif key in in_play:
            order.append(key)
    return order


def resolve_night(state: GameState, override_missing: list[int], outcome: Callable[[GameState], None]) -> None:
    """Close night k through the core: the declared steps on the snapshot taken now. No
    Moonveil rule changes a player's role, appearance, parity or side once dealt (only
    who is alive), so the snapshot reads those columns only when a step asks
    (``SteadySnapshot``; tests/engine/test_bot_games_twelfth_pass_s.py)."""
    number = state.phase.number

    def context(state: GameState, snapshot: Snapshot, submissions: list[Submission]) -> MoonveilNight:
        submissions.sort(key=BY_ACTOR)  # the core's own new list (``run_night``): ordered in place
        return MoonveilNight.opened(state, snapshot, submissions, number, override_missing)

    core.run_night(state, SteadySnapshot.of(state), MOONVEIL_NIGHT.steps, context=context, outcome=outcome)
