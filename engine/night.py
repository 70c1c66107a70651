"""The generic night pipeline: a frozen snapshot, declared steps, deaths applied
together in seat order, chains of consequences, revivals, then one victory check.

A rule set declares its night as an ordered tuple of ``NightStep`` callables and
calls ``run_night`` (or declares ``WakeStep``s, engine/night_hooks.py, and calls
``run_declared``, which runs them through ``run_night`` on its own context).
Steps read the snapshot (who was alive and what they were when the night
opened) and write into the context: blocks, protections, pending deaths,
private results, public lines, and moderator reasons. Nothing
reaches a player until the whole pipeline has run; results reach their player
even if that player died during the night.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from operator import attrgetter
from typing import Any

from engine.model import GameState, Submission

_ROLE = attrgetter("role")
_SEEN_AS = attrgetter("seen_as")
_COUNTS_AS = attrgetter("counts_as")
_WINS_WITH = attrgetter("wins_with")


@dataclass(frozen=True)
class Snapshot:
    """Who was alive and what they were when the night opened."""

    alive: frozenset[int]
    roles: tuple[str, ...]
    seen_as: tuple[str, ...]
    counts_as: tuple[frozenset[str], ...]
    wins_with: tuple[str, ...]

    @staticmethod
    def of(state: GameState) -> Snapshot:
        players = state.players
        # map + attrgetter walk the players in C: a 99-seat snapshot is taken
        # by every resolve preview, and five generator loops showed in profiles.
        return Snapshot(
            alive=frozenset(p.seat for p in players if p.alive),
            roles=tuple(map(_ROLE, players)),
            seen_as=tuple(map(_SEEN_AS, players)),
            counts_as=tuple(map(_COUNTS_AS, players)),
            wins_with=tuple(map(_WINS_WITH, players)),
        )


Line = tuple[str, dict[str, Any]]


@dataclass
class NightContext:
    """Scratch space of one night's resolution."""

    state: GameState
    snapshot: Snapshot
    submissions: list[Submission]
    blocked: set[int] = field(default_factory=set)
    marks: dict[str, set[int]] = field(default_factory=dict)
    pending: dict[int, str] = field(default_factory=dict)
    private: list[tuple[int, str, dict[str, Any]]] = field(default_factory=list)
    public: list[Line] = field(default_factory=list)
    reasons: list[Line] = field(default_factory=list)
    died: list[int] = field(default_factory=list)
    revived: list[int] = field(default_factory=list)

    # -- reading submissions -------------------------------------------------
    def by(self, ability: str) -> list[Submission]:
        """Submissions of one ability, in seat order of their authors."""
        return sorted((s for s in self.submissions if s.ability == ability), key=lambda s: s.actor)

    def effective(self, ability: str) -> list[Submission]:
        """Submissions of one ability whose author is not blocked."""
        return [s for s in self.by(ability) if s.actor not in self.blocked]

    def mark(self, kind: str, seat: int) -> None:
        self.marks.setdefault(kind, set()).add(seat)

    def marked(self, kind: str, seat: int) -> bool:
        return seat in self.marks.get(kind, set())

    # -- writing results -------------------------------------------------------
    def tell(self, seat: int, kind: str, /, **params: Any) -> None:
        # positional-only, so a result may carry a ``seat`` parameter of its own
        self.private.append((seat, kind, params))

    def announce(self, kind: str, **params: Any) -> None:
        self.public.append((kind, params))

    def because(self, kind: str, **params: Any) -> None:
        """A moderator-only reason (what the resolve preview explains)."""
        self.reasons.append((kind, params))

    def attack(self, seat: int, cause: str) -> None:
        """Mark a death to be applied with the others, in seat order."""
        self.pending.setdefault(seat, cause)


Consequence = Callable[[NightContext, int, str], Iterable[tuple[int, str]]]
NightStep = Callable[[NightContext], None]


def apply_pending_deaths(ctx: NightContext) -> list[int]:
    """Apply every pending death together, in seat order; return the seats."""
    order = sorted(s for s in ctx.pending if ctx.state.players[s].alive)
    for seat in order:
        ctx.state.eliminate(seat, ctx.pending[seat])
    ctx.died.extend(order)
    return order


def run_chain(ctx: NightContext, first: list[int], consequence: Consequence) -> None:
    """Follow consequences of deaths (lovers, links, a dying shot) first in,
    first out; each new death is applied at once, so later checks see it."""
    queue = list(first)
    while queue:
        seat = queue.pop(0)
        cause = _cause_of(ctx, seat)
        for victim, new_cause in consequence(ctx, seat, cause):
            if ctx.state.players[victim].alive:
                ctx.state.eliminate(victim, new_cause)
                ctx.died.append(victim)
                queue.append(victim)


def _cause_of(ctx: NightContext, seat: int) -> str:
    for death in reversed(ctx.state.deaths):
        if death.seat == seat:
            return death.cause
    return ""


def deliver(ctx: NightContext) -> None:
    """Private results first (to the dead too), then the public dawn, then the
    moderator's reasons."""
    for seat, kind, params in ctx.private:
        ctx.state.tell(seat, kind, **params)
    for kind, params in ctx.public:
        ctx.state.announce(kind, **params)
    for kind, params in ctx.reasons:
        ctx.state.note(kind, **params)


def run_night(
    state: GameState, snapshot: Snapshot, steps: Iterable[NightStep], context: NightContext | None = None
) -> NightContext:
    """Run the declared steps on the night's submissions, in order.

    Hook ``context``: a book's own ``NightContext`` subclass (its scratch fields),
    already made on this state and snapshot; the steps run on it and it is
    returned. Without it, a plain context on the night's submissions."""
    ctx = context if context is not None else NightContext(state, snapshot, list(state.submissions.values()))
    for step in steps:
        step(ctx)
    return ctx
