"""The advanced abilities of §2.4: validation plus effect, one small class each.

Every ability resolves in one step of MV-2.7: ``block`` (BLOCK), ``disguise``
(VEIL), ``other`` (everything else); the wolf attack runs after them. Information
abilities read the night's *submitted* visits (MV-2.8: blocked visitors still
count) without those made by veiled players (§2.6), and what the snapshot of
the night's start says about roles (MV-2.5), seen through veils (§2.7).
No ability eliminates anyone (§2.4).
"""

from __future__ import annotations

from engine.abilities import ANY_LIVING, NO_TARGET
from engine.model import Submission
from engine.rulesets.moonveil.abilities import (
    CLASSIC_ABILITIES,
    DEAD_TARGET,
    TWO_TARGETS,
    MoonveilAbility,
    MoonveilNight,
    ext,
)
from engine.rulesets.moonveil.roles import VILLAGE, VILLAGER

IDLE = frozenset({"ready", "rest"})


def submission_of(night: MoonveilNight, seat: int) -> Submission | None:
    return next((s for s in night.submissions if s.actor == seat), None)


def apparent_role(night: MoonveilNight, seat: int) -> str:
    """What STUDY and OMEN read: a veiled player reads as a Villager (§2.7)."""
    return VILLAGER if seat in night.veiled else night.snapshot.roles[seat]


def apparent_team(night: MoonveilNight, seat: int) -> str:
    """What COMPARE reads: a veiled player reads as VILLAGE (§2.7)."""
    return VILLAGE if seat in night.veiled else night.snapshot.wins_with[seat]


def visits_of(night: MoonveilNight, seat: int) -> list[int]:
    """Whom ``seat`` visited tonight, as submitted; nobody if ``seat`` is veiled."""
    return [b for a, b in night.seen_visits() if a == seat]


def visitors_of(night: MoonveilNight, seat: int, user: int) -> list[int]:
    """Who visited ``seat`` tonight, veiled visitors and the asking user left out (§2.6)."""
    return sorted({a for a, b in night.seen_visits() if b == seat and a != user})


class Block(MoonveilAbility):
    """BLOCK (§2.4 #1): the target's own submission tonight has no effect. Blocks
    are simultaneous and unconditional: a blocked blocker still blocks (DEC-MV-12)."""

    id = "block"
    rule = "MV-2.7"
    step = "block"
    family = "block"

    def resolve(self, night: MoonveilNight, sub: Submission) -> None:
        night.blocked.add(sub.targets[0])
        night.because("blocks", actor=sub.actor, target=sub.targets[0], rule="MV-2.7")


class Veil(MoonveilAbility):
    """VEIL (§2.4 #2, §2.7): the target is veiled tonight."""

    id = "veil"
    rule = "DEC-MV-13"
    step = "disguise"
    family = "disguise"
    targeting = ANY_LIVING

    def resolve(self, night: MoonveilNight, sub: Submission) -> None:
        night.veiled.add(sub.targets[0])


class Track(MoonveilAbility):
    """TRACK (§2.4 #4): whom the target visited tonight."""

    id = "track"
    rule = "MV-2.8"
    family = "visit_info"

    def resolve(self, night: MoonveilNight, sub: Submission) -> None:
        target = sub.targets[0]
        night.tell(sub.actor, "track_result", target=target, targets=visits_of(night, target))


class Watch(MoonveilAbility):
    """WATCH (§2.4 #5): who visited the target tonight, not counting the user."""

    id = "watch"
    rule = "MV-2.8"
    family = "visit_info"

    def resolve(self, night: MoonveilNight, sub: Submission) -> None:
        target = sub.targets[0]
        night.tell(sub.actor, "watch_result", target=target, visitors=visitors_of(night, target, sub.actor))


class Count(MoonveilAbility):
    """COUNT (§2.4 #6): how many players visited the target, not counting the user."""

    id = "count"
    rule = "MV-2.8"
    family = "visit_info"

    def resolve(self, night: MoonveilNight, sub: Submission) -> None:
        target = sub.targets[0]
        night.tell(sub.actor, "count_result", target=target, count=len(visitors_of(night, target, sub.actor)))


class Compare(MoonveilAbility):
    """COMPARE (§2.4 #7): whether two other players are on the same team."""

    id = "compare"
    rule = "MV-2.8"
    family = "inspection"
    targeting = TWO_TARGETS

    def resolve(self, night: MoonveilNight, sub: Submission) -> None:
        first, second = sub.targets
        same = apparent_team(night, first) == apparent_team(night, second)
        result = "same_team" if same else "different_teams"
        night.tell(sub.actor, "compare_result", first=first, second=second, result=result)


class Sense(MoonveilAbility):
    """SENSE (§2.4 #8): "active" for an ability use or a wolf choice, else "idle"."""

    id = "sense"
    rule = "MV-2.8"
    family = "activity"

    def resolve(self, night: MoonveilNight, sub: Submission) -> None:
        target = sub.targets[0]
        seen = submission_of(night, target)
        active = seen is not None and seen.ability not in IDLE and target not in night.veiled
        night.tell(sub.actor, "sense_result", target=target, result="active" if active else "idle")


class Echo(MoonveilAbility):
    """ECHO (§2.4 #9): the name of the action the target submitted, never its target."""

    id = "echo"
    rule = "MV-2.8"
    family = "activity"

    def resolve(self, night: MoonveilNight, sub: Submission) -> None:
        target = sub.targets[0]
        seen = submission_of(night, target)
        action = "none" if seen is None or target in night.veiled else seen.ability
        night.tell(sub.actor, "echo_result", target=target, action=action)


class Study(MoonveilAbility):
    """STUDY (§2.4 #10, one use): the target's exact role."""

    id = "study"
    rule = "AMB-MV-18"
    family = "inspection"
    uses = 1

    def resolve(self, night: MoonveilNight, sub: Submission) -> None:
        target = sub.targets[0]
        night.tell(sub.actor, "study_result", target=target, role=apparent_role(night, target))


class Autopsy(MoonveilAbility):
    """AUTOPSY (§2.4 #11): who visited an eliminated player on the night they were
    eliminated; "no night record" for a banished player."""

    id = "autopsy"
    rule = "MV-2.8"
    family = "visit_info"
    targeting = DEAD_TARGET

    def resolve(self, night: MoonveilNight, sub: Submission) -> None:
        target = sub.targets[0]
        memory = ext(night.state)
        died_on = memory.night_of_death.get(target)
        if died_on is None:
            night.tell(sub.actor, "autopsy_no_record", target=target)
            return
        seen = memory.seen_visits_by_night.get(died_on, [])
        visitors = sorted({a for a, b in seen if b == target})
        night.tell(sub.actor, "autopsy_result", target=target, night=died_on, visitors=visitors)


class Omen(MoonveilAbility):
    """OMEN (§2.4 #12, two uses): name and role of ``rng.choice(living others in list order)``."""

    id = "omen"
    rule = "AMB-MV-18"
    family = "inspection"
    targeting = NO_TARGET
    visits = False
    uses = 2

    def resolve(self, night: MoonveilNight, sub: Submission) -> None:
        others = sorted(night.snapshot.alive - {sub.actor})
        if not others:
            return
        target = night.state.rng.choice(others)
        night.tell(sub.actor, "omen_result", target=target, role=apparent_role(night, target))


class Witness(MoonveilAbility):
    """WITNESS (§2.4 #13): "yes" if the target visited a Wolf tonight. A veiled
    visited player is not a Wolf; a veiled target visited nobody (§2.7)."""

    id = "witness"
    rule = "MV-2.8"
    family = "inspection_visit"

    def resolve(self, night: MoonveilNight, sub: Submission) -> None:
        target = sub.targets[0]
        saw = any(night.appears_wolf(visited) for visited in visits_of(night, target))
        night.tell(sub.actor, "witness_result", target=target, result="yes" if saw else "no")


class Ward(MoonveilAbility):
    """WARD (§2.4 #15, two uses): PROTECT on oneself, exempt from the no-repeat rule."""

    id = "ward"
    rule = "AMB-MV-18"
    family = "protection"
    targeting = NO_TARGET
    visits = False
    uses = 2

    def resolve(self, night: MoonveilNight, sub: Submission) -> None:
        night.mark("protected", sub.actor)


class Escort(MoonveilAbility):
    """ESCORT (§2.4 #16): registered here; the wolf attack step reads it (§4.3.4)."""

    id = "escort"
    rule = "MV-2.11"
    family = "protection"


class Hush(MoonveilAbility):
    """HUSH (§2.4 #17, two uses): weight 0 on Day k, over any boost (MV-2.9);
    the target is told privately (DEC-MV-15)."""

    id = "hush"
    rule = "MV-2.9"
    family = "vote"
    uses = 2

    def resolve(self, night: MoonveilNight, sub: Submission) -> None:
        target = sub.targets[0]
        _day_effect(night, "hushed", target)
        night.tell(target, "hushed", day=night.number)


class Boost(MoonveilAbility):
    """BOOST (§2.4 #18): weight 2 on Day k; several boosts count once (MV-2.10)."""

    id = "boost"
    rule = "MV-2.10"
    family = "vote"

    def resolve(self, night: MoonveilNight, sub: Submission) -> None:
        _day_effect(night, "boosted", sub.targets[0])


class Orate(MoonveilAbility):
    """ORATE (§2.4 #19): a boost on oneself (it does not stack with BOOST)."""

    id = "orate"
    rule = "MV-2.10"
    family = "vote"
    targeting = NO_TARGET
    visits = False

    def resolve(self, night: MoonveilNight, sub: Submission) -> None:
        _day_effect(night, "boosted", sub.actor)


class Pardon(MoonveilAbility):
    """PARDON (§2.4 #20, one use): on Day k a banishing majority on the target
    banishes nobody (MV-2.12)."""

    id = "pardon"
    rule = "MV-2.12"
    family = "vote"
    targeting = ANY_LIVING
    uses = 1

    def resolve(self, night: MoonveilNight, sub: Submission) -> None:
        _day_effect(night, "pardoned", sub.targets[0])


class Proclaim(MoonveilAbility):
    """PROCLAIM (§2.4 #21, one use): the user's true role is announced at dawn."""

    id = "proclaim"
    rule = "AMB-MV-18"
    family = "public"
    targeting = NO_TARGET
    visits = False
    uses = 1

    def resolve(self, night: MoonveilNight, sub: Submission) -> None:
        night.announce("proclaim", seat=sub.actor, role=night.snapshot.roles[sub.actor])


class Bell(MoonveilAbility):
    """BELL (§2.4 #22): the number of visits submitted tonight, veiled visitors left out."""

    id = "bell"
    rule = "MV-2.8"
    family = "public"
    targeting = NO_TARGET
    visits = False

    def resolve(self, night: MoonveilNight, sub: Submission) -> None:
        night.announce("bell", count=len(night.seen_visits()))


class Curfew(MoonveilAbility):
    """CURFEW (§2.4 #23): the target is blocked in the block step of the next night."""

    id = "curfew"
    rule = "MV-2.7"
    family = "delayed_block"

    def resolve(self, night: MoonveilNight, sub: Submission) -> None:
        ext(night.state).curfews.setdefault(night.number + 1, set()).add(sub.targets[0])


def _day_effect(night: MoonveilNight, kind: str, seat: int) -> None:
    """Vote effects chosen on night k hold for Day k only (§2.8)."""
    effects = ext(night.state).day_effects.setdefault(night.number, {})
    effects.setdefault(kind, set()).add(seat)


ADVANCED_ABILITIES: tuple[MoonveilAbility, ...] = (
    Block(),
    Veil(),
    Track(),
    Watch(),
    Count(),
    Compare(),
    Sense(),
    Echo(),
    Study(),
    Autopsy(),
    Omen(),
    Witness(),
    Ward(),
    Escort(),
    Hush(),
    Boost(),
    Orate(),
    Pardon(),
    Proclaim(),
    Bell(),
    Curfew(),
)

ALL_ABILITIES: dict[str, MoonveilAbility] = {**CLASSIC_ABILITIES, **{a.id: a for a in ADVANCED_ABILITIES}}
"""Every Moonveil ability by vocabulary id: the 23 base abilities plus attack, ready and rest."""
