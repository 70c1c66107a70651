"""The elimination sequence (ZH-8.4): one elimination at a time, each followed by
the failure check (ZH-9.4); the questions it asks (First Shot, Cry Injustice, the
badge) and the day's eliminations (execution, Discontent, Take the Blame)."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from engine.model import GameState, Phase, Submission
from engine.ruleset_outcome import OutcomePoint
from engine.rulesets.village_vs_nonvillage.events import FESTIVAL, events_of_day
from engine.rulesets.village_vs_nonvillage.groups import group_of, join_group
from engine.rulesets.village_vs_nonvillage.night import cursing
from engine.rulesets.village_vs_nonvillage.outcome import VvnOutcome
from engine.rulesets.village_vs_nonvillage.roles import CAREERIST, NONVILLAGE, SCAPEGOAT, TREASURE, VILLAGE
from engine.rulesets.village_vs_nonvillage.state import Ask, Entry, ext
from engine.rulesets.village_vs_nonvillage.steps import DayStep, Stage


def drain(ruleset: VvnOutcome, state: GameState) -> None:
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
        state.phase = Phase("day", state.phase.number, DayStep.RESOLVE)
    state.submissions = {}


def eliminate(ruleset: VvnOutcome, state: GameState, entry: Entry) -> None:
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
        curse = cursing(state, ask.seat, victim)
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
    zh.pipeline = [Stage.LAST_WORDS, Stage.AGENDA]


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
