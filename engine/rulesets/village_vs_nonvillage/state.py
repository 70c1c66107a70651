"""The rule set's own state (``GameState.ext``): everything the Chinese rules remember.

Plain data, deep-copied with the game state for snapshots. Kill points are exact
``Fraction``s (ZH-6.6.3). Seats are ints everywhere.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from engine.ruleset_book import state_access
from engine.rulesets.village_vs_nonvillage.steps import DayStep, Stage


@dataclass
class Entry:
    """One pending elimination in the night-end (or daytime) sequence (ZH-8.4)."""

    seat: int
    cause: str
    designated: bool = False
    killers: tuple[int, ...] = ()  # village players whose action this is (Public Enemy)
    no_cunning: bool = False  # Curse (ZH-6.3.4)
    asked: bool = False  # the First Shot question has been asked for this entry


@dataclass
class Ask:
    """A question to one player in the ``resolve`` step (First Shot, Cry Injustice, badge)."""

    kind: str
    seat: int


@dataclass
class NightPost:
    """What the night-end resolution does after its eliminations (NP-9 d–h)."""

    number: int
    reduce: list[int] = field(default_factory=list)
    integer: list[int] = field(default_factory=list)
    groupings: list[tuple[int, ...]] = field(default_factory=list)
    converts: list[tuple[int, int]] = field(default_factory=list)  # (madman, grouped with)
    surgery: list[int] = field(default_factory=list)
    private: list[tuple[int, str, dict[str, object]]] = field(default_factory=list)
    divined: list[tuple[int, int]] = field(default_factory=list)


@dataclass
class ZhState:
    skills: dict[int, set[str]] = field(default_factory=dict)
    points: dict[int, Fraction] = field(default_factory=dict)
    needles: dict[int, int] = field(default_factory=dict)
    fox_chances: dict[int, int] = field(default_factory=dict)
    x: int = 0
    night: int = 0
    next_group: int = 1
    first_shot_spent: bool = False
    events_occurred: list[str] = field(default_factory=list)
    events_by_day: dict[int, list[str]] = field(default_factory=dict)
    gypsy_choice: list[str] = field(default_factory=list)  # valid choices of the last night
    last_attack: dict[int, tuple[int, int]] = field(default_factory=dict)  # attacker -> (night, target)
    pipe_targets: set[int] = field(default_factory=set)
    pairs_used: set[frozenset[int]] = field(default_factory=set)
    respect_targets: set[int] = field(default_factory=set)
    bite_tally: list[int] = field(default_factory=lambda: [0, 0])  # [village, non-village]
    bite_final: dict[int, int] = field(default_factory=dict)  # White Wolf -> final target tonight
    insanity_holder: int | None = None
    blame: dict[int, int] = field(default_factory=dict)  # day -> blamed seat
    cry_voters: dict[int, list[int]] = field(default_factory=dict)  # day -> valid voters
    treasure_killed: list[tuple[int, ...]] = field(default_factory=list)  # killers per elimination
    extra_lynch: dict[int, list[int]] = field(default_factory=dict)  # night -> holders
    festival_nights: set[int] = field(default_factory=set)
    surgery_loss: set[int] = field(default_factory=set)
    crystal_days: set[int] = field(default_factory=set)
    sheriff: int | None = None
    badge_lost: bool = False
    sheriff_candidates: list[int] = field(default_factory=list)
    sheriff_ran: list[int] = field(default_factory=list)
    agenda: list[DayStep] = field(default_factory=list)
    queue: list[Entry] = field(default_factory=list)
    asking: list[Ask] = field(default_factory=list)
    later: list[Ask] = field(default_factory=list)
    pipeline: list[Stage] = field(default_factory=list)
    post: NightPost | None = None
    night_piped: int | None = None
    night_pairs: set[frozenset[int]] = field(default_factory=set)
    night_dead: list[int] = field(default_factory=list)
    day_dead: list[int] = field(default_factory=list)
    prestige_lists: dict[int, list[int]] = field(default_factory=dict)
    tied: list[int] = field(default_factory=list)
    vote_round: int = 0
    protected: set[int] = field(default_factory=set)
    treasure_killers: dict[int, tuple[int, ...]] = field(default_factory=dict)

    def has(self, seat: int, skill: str) -> bool:
        return skill in self.skills.get(seat, set())


ext = state_access(ZhState)
