"""Moonveil abilities: validation (from ``engine.abilities``) plus their night effect.

Each ability declares the resolution step it belongs to (MV-2.7): ``block``
first, then ``disguise``, then ``other``; the wolf attack is the pipeline's own
last step. ``resolve`` writes into the night context; it never eliminates
anyone (only the wolf attack and banishment do, §2.4).
"""

from __future__ import annotations

from collections.abc import Container
from dataclasses import dataclass, field
from operator import attrgetter
from typing import ClassVar

from engine.abilities import ANOTHER_LIVING, ANY_LIVING, NO_TARGET, Ability, Targeting
from engine.errors import NoUsesLeft
from engine.model import GameState, PlayerState, Submission
from engine.night import NightContext, Snapshot
from engine.refusals import Reason
from engine.ruleset_book import state_access
from engine.rulesets.moonveil.roles import WOLVES


@dataclass
class MoonveilState:
    """Moonveil's own memory across phases."""

    protect_targets: dict[int, tuple[int, int]] = field(default_factory=dict)
    visits_by_night: dict[int, list[tuple[int, int]]] = field(default_factory=dict)
    curfews: dict[int, set[int]] = field(default_factory=dict)
    day_effects: dict[int, dict[str, set[int]]] = field(default_factory=dict)
    inspected: dict[int, set[int]] = field(default_factory=dict)
    override_lines: int = 0
    seen_visits_by_night: dict[int, list[tuple[int, int]]] = field(default_factory=dict)
    """Visits of each night without those of veiled visitors (what AUTOPSY reads, §2.6)."""
    night_of_death: dict[int, int] = field(default_factory=dict)
    """Seat → the night it was eliminated on (banished players are absent: "no night record")."""

    def clone(self) -> MoonveilState:
        """A copy for snapshots and previews (``engine.model.clone_ext``): every
        container is copied down to its immutable items (ints and tuples),
        which is several times cheaper than ``deepcopy``. A new field must be
        added here too (tests/rulesets/moonveil/test_perf_clone.py checks)."""
        return MoonveilState(
            protect_targets=dict(self.protect_targets),
            visits_by_night={n: list(v) for n, v in self.visits_by_night.items()},
            curfews={n: set(v) for n, v in self.curfews.items()},
            day_effects={n: {k: set(v) for k, v in e.items()} for n, e in self.day_effects.items()},
            inspected={n: set(v) for n, v in self.inspected.items()},
            override_lines=self.override_lines,
            seen_visits_by_night={n: list(v) for n, v in self.seen_visits_by_night.items()},
            night_of_death=dict(self.night_of_death),
        )


@dataclass
class MoonveilNight(NightContext):
    """The night context with Moonveil's veils and visits (§2.6, §2.7)."""

    number: int = 0
    veiled: set[int] = field(default_factory=set)
    visits: list[tuple[int, int]] = field(default_factory=list)
    queued: dict[str, list[tuple[MoonveilAbility, Submission]]] = field(default_factory=dict)
    """Tonight's submissions by resolution step (MV-2.7), in seat order; those without an
    effect of their own by ability id, for the step that reads them (``night.FILING``)."""
    override_missing: list[int] = field(default_factory=list)
    """Who had not acted when the moderator closed the night by override (MV-9.5)."""

    @classmethod
    def opened(
        cls,
        state: GameState,
        snapshot: Snapshot,
        submissions: list[Submission],
        number: int,
        override_missing: list[int],
    ) -> MoonveilNight:
        """``MoonveilNight(state, snapshot, submissions, number=number,
        override_missing=override_missing)``, every other field at its default, set
        directly: the dataclass's ``__init__`` tests a sentinel and calls a factory for
        each of its 19 fields (~13 k instructions a night). A new field must be set here
        too (tests/engine/test_bot_games_ninth_pass_close.py compares the two)."""
        night = object.__new__(cls)
        night.state, night.snapshot, night.submissions = state, snapshot, submissions
        night.blocked, night.marks, night.pending = set(), {}, {}
        night.private, night.public, night.reasons = [], [], []
        night.died, night.revived, night.ran, night.outcome = [], [], [], None
        night.number, night.veiled, night.visits, night.queued = number, set(), [], {}
        night.override_missing, night.seen = override_missing, None
        memory = state.ext  # ``ext(state)`` without its frame
        assert isinstance(memory, MoonveilState), f"not a MoonveilState: {type(memory).__name__}"
        night.memory = memory
        return night

    def appears_wolf(self, seat: int) -> bool:
        """What inspection reads: a veiled player appears not-Wolf."""
        return seat not in self.veiled and self.snapshot.seen_as_of(seat) == "wolf"

    seen: list[tuple[int, int]] | None = None
    memory: MoonveilState = field(init=False, repr=False, compare=False)
    """``ext(state)``, the book's memory the steps write to, read once when the night opens."""

    def __post_init__(self) -> None:
        self.memory = ext(self.state)

    def seen_visits(self) -> list[tuple[int, int]]:
        """Visits as submitted, leaving out those made by veiled players (fixed
        once the disguise step is over: ``seal_veils``)."""
        if self.seen is not None:
            return self.seen
        return [(a, b) for a, b in self.visits if a not in self.veiled]

    def seal_veils(self) -> list[tuple[int, int]]:
        """Veils are final after the disguise step (MV-2.7): compute visit lists once;
        the visits seen from now on (what ``seen_visits()`` returns)."""
        veiled = self.veiled
        # no veil (most nights): every visit is seen, copied without a test per visit
        seen = self.seen = [(a, b) for a, b in self.visits if a not in veiled] if veiled else list(self.visits)
        return seen


ext = state_access(MoonveilState)


class MoonveilAbility(Ability):
    """A Moonveil ability: a resolution step and an effect."""

    step: ClassVar[str] = "other"
    family: ClassVar[str] = ""
    # ``visits`` (the base's): a submission visits each other player it targets, as
    # submitted (MV-2.8); the spending step records them (``spend_and_visit``)

    def resolve(self, night: MoonveilNight, sub: Submission) -> None:
        """The effect of an unblocked submission (default: none)."""

    def check_uses(self, actor: PlayerState) -> None:
        """Limited uses (AMB-MV-18), spent even if blocked (MV-2.4)."""
        if self.uses is not None and actor.uses.get(self.id, self.uses) <= 0:
            raise NoUsesLeft.of(
                "mv.uses_spent", rule="AMB-MV-18", player=actor.seat, ability=self.id, uses=self.uses or 0
            )


class Attack(MoonveilAbility):
    """A Wolf's choice of victim (MV-4.2); tallied by the attack step."""

    id = "attack"
    rule = "MV-4.2"
    targeting = ANOTHER_LIVING

    # A fellow Wolf: a player who wins with the Wolves and holds the Wolf role. Written
    # once, as data both the refusal and the refused seats read.
    _side_and_role = attrgetter("wins_with", "role")
    _FELLOW_WOLF = (WOLVES, "wolf")

    def refusal(self, state: GameState, actor: PlayerState, target: PlayerState) -> Reason | None:
        return Reason("mv.fellow_wolf") if self._side_and_role(target) == self._FELLOW_WOLF else None

    def shares_targets(self, state: GameState, actor: PlayerState) -> bool:
        """A fellow Wolf's targets are the living who are not fellow Wolves: the refused seats
        read no actor, and he is among them himself, so leaving him out changes nothing. The
        same list for every fellow Wolf (tests/engine/test_bot_games_thirteenth_pass_b.py);
        anyone else holding the attack gets his own (he is left out, not refused)."""
        return self._side_and_role(actor) == self._FELLOW_WOLF

    def refused_seats(self, state: GameState, actor: PlayerState) -> Container[int]:
        """``refusal``'s fellow Wolves, found in one pass (every Wolf's view asks): the two
        fields compared one by one, no pair built per player, and a loop, not a
        comprehension's frame (two Wolves a night: two ``add`` calls cost less)."""
        side, role = self._FELLOW_WOLF
        fellow: set[int] = set()
        for p in state.players:
            if p.role == role and p.wins_with == side:
                fellow.add(p.seat)
        return fellow


class Inspect(MoonveilAbility):
    """Wolf / not-Wolf, privately, even if the inspector dies tonight (MV-4.3, MV-5.5)."""

    id = "inspect"
    rule = "MV-4.3"
    family = "inspection"
    targeting = ANOTHER_LIVING

    def resolve(self, night: MoonveilNight, sub: Submission) -> None:
        target = sub.targets[0]
        result = "wolf" if night.appears_wolf(target) else "not_wolf"
        actor = sub.actor  # the lines appended as ``night.tell`` / ``night.because`` would: no keyword frames
        night.private.append((actor, "inspect_result", {"target": target, "result": result}))
        night.reasons.append(("inspected", {"actor": actor, "target": target, "result": result, "rule": "MV-5.5"}))


class Protect(MoonveilAbility):
    """Protection from tonight's wolf attack; never the same player as the
    previous night's submitted PROTECT target (MV-4.4, MV-5.6, DEC-MV-21)."""

    id = "protect"
    rule = "MV-5.6"
    family = "protection"
    targeting = ANY_LIVING

    @staticmethod
    def _last_nights_target(state: GameState, actor: PlayerState) -> int | None:
        previous = ext(state).protect_targets.get(actor.seat)
        return previous[1] if previous is not None and previous[0] == state.phase.number - 1 else None

    def refusal(self, state: GameState, actor: PlayerState, target: PlayerState) -> Reason | None:
        if target.seat == self._last_nights_target(state, actor):
            return Reason("mv.protect_twice")
        return None

    def refused_seats(self, state: GameState, actor: PlayerState) -> Container[int]:
        """``refusal``'s one seat (last night's target), found once, not once per seat."""
        seat = self._last_nights_target(state, actor)
        return () if seat is None else (seat,)

    def resolve(self, night: MoonveilNight, sub: Submission) -> None:
        # ``night.mark("protected", target)`` without its frame and its ``set()`` per call
        protected = night.marks.get("protected")
        if protected is None:
            night.marks["protected"] = {sub.targets[0]}
        else:
            protected.add(sub.targets[0])


class Ready(MoonveilAbility):
    """A Villager's submission (MV-4.5)."""

    id = "ready"
    rule = "MV-4.5"
    targeting = NO_TARGET
    visits = False


class Rest(MoonveilAbility):
    """An advanced role's night off (MV-2.3)."""

    id = "rest"
    rule = "MV-2.3"
    targeting = NO_TARGET
    visits = False


CLASSIC_ABILITIES: dict[str, MoonveilAbility] = {a.id: a for a in (Attack(), Inspect(), Protect(), Ready(), Rest())}

TWO_TARGETS = Targeting(count=2)
DEAD_TARGET = Targeting(dead_targets=True)
