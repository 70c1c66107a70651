"""The generic night pipeline: a frozen snapshot, declared steps, deaths applied
together in seat order, chains of consequences, revivals, then one victory check.

A rule set declares its night as an ordered tuple of ``NightStep`` callables and
calls ``run_night``. Steps read the snapshot (who was alive and what they were
when the night opened) and write into the context: blocks, protections,
pending deaths, private results, public lines, and moderator reasons. Nothing
reaches a player until the whole pipeline has run; results reach their player
even if that player died during the night.

A book declares its night once, as a ``NightOrder``: the wake order the
moderator reads aloud (``Wake`` lines, what its checklist shows) and the
resolution steps the core runs (named ``Step``s, each with the rule that puts
it there). The core records the name of every step it runs in
``NightContext.ran``. Hooks a book may use:

- ``run_night(..., context=factory)``: the book's own ``NightContext``
  subclass, built from (state, snapshot, submissions); the factory may order
  the submissions.
- ``run_night(..., outcome=check)``: the book's outcome check, called by the
  ``outcome_step(rule)`` at the point of the steps where the book declares it.
- ``deaths_step(rule)``: pending deaths applied together, in seat order.
- ``chain_step(rule, consequence)``: the consequences of tonight's deaths,
  first in, first out (``run_chain``).
- ``NightContext.revive(seat)``: a revival, recorded in ``revived``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from itertools import compress
from operator import attrgetter
from typing import Any, Generic, TypeVar, overload

from engine.model import PLAYER_AUDIENCES, Audience, GameState, PlayerState, Submission
from engine.quick_init import quick_builder, quick_init


@quick_init
@dataclass(frozen=True, slots=True)
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
        if not players:
            return _new_snapshot(frozenset(), (), (), (), ())
        # One list comprehension (specialised attribute loads, not ``map(attrgetter)``'s
        # generic path) reads each player once; ``zip(*rows)`` turns its rows into the
        # five columns in C, where five comprehensions were five frames over the players.
        # The rows have one length by construction; ``strict=``, a keyword, would send
        # ``zip`` down CPython's slow call path (~1.4 k instructions a call).
        seats, alive, roles, seen_as, counts_as, wins_with = zip(  # noqa: B905
            *[(p.seat, p.alive, p.role, p.seen_as, p.counts_as, p.wins_with) for p in players]
        )
        return _new_snapshot(frozenset(compress(seats, alive)), roles, seen_as, counts_as, wins_with)

    def seen_as_of(self, seat: int) -> str:
        """How ``seat`` appeared when the night opened (``seen_as[seat]``)."""
        return self.seen_as[seat]


_new_snapshot = quick_builder(Snapshot)
"""``Snapshot(...)`` as a plain call (a night takes one): no ``type.__call__``, no ``__new__`` lookup."""

# The slots' own setters, past the frozen ``__setattr__`` as the dataclass's own ``__init__``
# gets past it: a member descriptor's ``__set__`` costs ~450 instructions less than
# ``object.__setattr__``, which finds the descriptor by name first
_SET_ALIVE = vars(Snapshot)["alive"].__set__


class SteadySnapshot(Snapshot):
    """The snapshot of a night of a book whose players' role, appearance, parity and side
    never change once dealt (Moonveil: only the deal and a position set them; only who is
    alive changes in play). Who is alive is taken when the night opens, as ``Snapshot.of``
    does; the four other columns are read from the players when a step first asks, and
    are then the values ``Snapshot.of`` would have read at the opening. A classic night
    reads at most ``seen_as``: the other columns (~15 k instructions a night, most of a
    snapshot) are never built. Equal to another ``SteadySnapshot`` of the same columns
    (tests/engine/test_bot_games_twelfth_pass_s.py compares it with ``Snapshot.of``)."""

    __slots__ = ("_players", "_read")
    _players: list[PlayerState]
    _read: dict[str, tuple[Any, ...]]

    @staticmethod
    def of(state: GameState) -> SteadySnapshot:
        snapshot = object.__new__(SteadySnapshot)
        _SET_ALIVE(snapshot, frozenset([p.seat for p in state.players if p.alive]))
        _SET_PLAYERS(snapshot, state.players)
        _SET_READ(snapshot, {})
        return snapshot

    def seen_as_of(self, seat: int) -> str:
        """The player's appearance, read from him: it never changes once dealt, so it is the
        one the night opened with. An inspection asks one seat (most nights: the Seer's):
        the whole column is not built for it (~4 k instructions a night)."""
        return self._players[seat].seen_as

    def _column(self, attribute: str) -> tuple[Any, ...]:
        """A column read from the players when first asked, and kept."""
        found = self._read.get(attribute)
        if found is None:
            found = self._read[attribute] = tuple(map(attrgetter(attribute), self._players))  # in C
        return found

    # the fields of the snapshot, read when first asked (never assigned: the value is frozen)
    @property
    def roles(self) -> tuple[str, ...]:
        return self._column("role")

    @property
    def seen_as(self) -> tuple[str, ...]:
        """Read as ``_column`` reads the others, by a comprehension: the one column a classic
        night reads (each inspection), and a plain attribute load beats ``attrgetter``'s."""
        found = self._read.get("seen_as")
        if found is None:
            found = self._read["seen_as"] = tuple([p.seen_as for p in self._players])
        return found

    @property
    def counts_as(self) -> tuple[frozenset[str], ...]:
        return self._column("counts_as")

    @property
    def wins_with(self) -> tuple[str, ...]:
        return self._column("wins_with")


_SET_PLAYERS = vars(SteadySnapshot)["_players"].__set__
_SET_READ = vars(SteadySnapshot)["_read"].__set__


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
    ran: list[str] = field(default_factory=list)
    """The names of the steps ``run_night`` has run, in order."""
    outcome: Callable[[GameState], None] | None = None
    """The book's outcome check, run by ``outcome_step`` (``run_night(outcome=...)``)."""

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

    def revive(self, seat: int) -> None:
        """Bring a dead player back tonight (recorded for the dawn)."""
        self.state.revive(seat)
        self.revived.append(seat)


Consequence = Callable[[NightContext, int, str], Iterable[tuple[int, str]]]
NightStep = Callable[[NightContext], None]


def apply_pending_deaths(ctx: NightContext) -> list[int]:
    """Apply every pending death together, in seat order; return the seats."""
    pending = ctx.pending
    if not pending:  # nobody attacked or every target saved: no comprehension's frame, no sort
        return []
    players = ctx.state.players
    if len(pending) == 1:  # one death pending (most nights): nothing to order, no comprehension's frame
        order = []
        for seat in pending:
            if players[seat].alive:
                order.append(seat)
    else:
        order = sorted([s for s in pending if players[s].alive])  # a list, not a generator resumed per seat
    for seat in order:
        ctx.state.eliminate(seat, pending[seat])
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
    moderator's reasons. Each line's parameters were gathered into their own dict
    when the step wrote it: that dict is the message's, not unpacked into another."""
    send = ctx.state.send
    for seat, kind, params in ctx.private:
        send(PLAYER_AUDIENCES.get(seat) or Audience.player(seat), kind, params)  # the seat's shared audience, read
    for kind, params in ctx.public:
        send(_PUBLIC, kind, params)
    for kind, params in ctx.reasons:
        send(_MODERATOR, kind, params)


_PUBLIC = Audience.public()  # the shared audiences, read once here: not two calls per night
_MODERATOR = Audience.moderator()


ContextT = TypeVar("ContextT", bound=NightContext)
ContextIn = TypeVar("ContextIn", bound=NightContext, contravariant=True)
ContextFactory = Callable[[GameState, Snapshot, list[Submission]], ContextT]


@dataclass(frozen=True)
class Step(Generic[ContextIn]):
    """One declared step of a night's resolution: its name (what the core
    records in ``NightContext.ran``), the rule that puts it at its place, and
    how it resolves."""

    name: str
    rule: str
    resolve: Callable[[ContextIn], object]  # what it returns goes unread (``apply_pending_deaths``: the seats)

    def __call__(self, ctx: ContextIn) -> None:
        self.resolve(ctx)


@dataclass(frozen=True)
class Wake:
    """One line of the night order read aloud (the moderator's checklist): who
    wakes, as a role id or a group key the book's checklist expands into seats
    and words; the rule that calls them; the steps that resolve their choices
    (none for a choice that does nothing, such as a villager's Ready)."""

    key: str
    rule: str
    resolved_in: tuple[str, ...] = ()


@dataclass(frozen=True)
class NightOrder(Generic[ContextIn]):
    """A book's night, declared once: everyone's choices are collected in the
    wake order (``wakes``), then resolved in the order of ``steps``."""

    wakes: tuple[Wake, ...]
    steps: tuple[Step[ContextIn], ...]

    def __post_init__(self) -> None:
        names = self.step_names()
        if len(set(names)) != len(names):
            raise ValueError(f"a night order names a step twice: {names}")
        keys = self.wake_keys()
        if len(set(keys)) != len(keys):
            raise ValueError(f"a night order wakes a key twice: {keys}")
        for wake in self.wakes:
            unknown = [name for name in wake.resolved_in if name not in names]
            if unknown:
                raise ValueError(f"wake {wake.key!r} is resolved in undeclared steps {unknown}")

    def wake_keys(self) -> tuple[str, ...]:
        return tuple(wake.key for wake in self.wakes)

    def step_names(self) -> tuple[str, ...]:
        return tuple(step.name for step in self.steps)


def deaths_step(rule: str) -> Step[NightContext]:
    """The step that applies every pending death together, in seat order (its
    resolution is ``apply_pending_deaths`` itself: the seats it returns go unread)."""
    return Step("deaths", rule, apply_pending_deaths)


def chain_step(rule: str, consequence: Consequence) -> Step[NightContext]:
    """The step that follows the consequences of tonight's deaths so far,
    first in, first out (``run_chain``)."""

    def follow(ctx: NightContext) -> None:
        run_chain(ctx, list(ctx.died), consequence)

    return Step("consequences", rule, follow)


def _check_outcome(ctx: NightContext) -> None:
    if ctx.outcome is None:
        raise ValueError("the night declares an outcome check but run_night was given none")
    ctx.outcome(ctx.state)


def outcome_step(rule: str) -> Step[NightContext]:
    """The step where the book checks the outcome (``run_night(outcome=...)``)."""
    return Step("outcome", rule, _check_outcome)


def step_name(step: Callable[[ContextT], None]) -> str:
    """A declared step's name; a plain function's own name."""
    if isinstance(step, Step):
        return step.name
    return str(getattr(step, "__name__", repr(step)))


@overload
def run_night(
    state: GameState,
    snapshot: Snapshot,
    steps: Iterable[NightStep],
    *,
    outcome: Callable[[GameState], None] | None = None,
) -> NightContext: ...


@overload
def run_night(
    state: GameState,
    snapshot: Snapshot,
    steps: Iterable[Callable[[ContextT], None]],
    *,
    context: ContextFactory[ContextT],
    outcome: Callable[[GameState], None] | None = None,
) -> ContextT: ...


def run_night(
    state: GameState,
    snapshot: Snapshot,
    steps: Iterable[Callable[[Any], None]],
    *,
    context: ContextFactory[Any] = NightContext,
    outcome: Callable[[GameState], None] | None = None,
) -> Any:
    """Run the declared steps on the night's submissions, in order, recording
    each step's name in ``ran``. ``context`` builds the book's context;
    ``outcome`` is the check an ``outcome_step`` calls."""
    ctx = context(state, snapshot, list(state.submissions.values()))
    ctx.outcome = outcome
    ran = ctx.ran
    for name, resolve in _plan_of(steps):  # each step's name and resolution, read once per declaration
        ran.append(name)
        resolve(ctx)
    return ctx


_PLANS: dict[int, tuple[tuple[Any, ...], tuple[tuple[str, Callable[[Any], object]], ...]]] = {}
"""A declared tuple of steps (kept, so that its ``id`` stays its own) → its plan."""


def _plan_of(steps: Iterable[Callable[[Any], None]]) -> tuple[tuple[str, Callable[[Any], object]], ...]:
    """The steps as ``(name, resolution)`` pairs: a declared ``Step``'s name and resolution
    read directly, a plain function's own name and the function. A book declares its steps
    once (``NightOrder.steps``, a tuple): their plan is made once and kept, so a night's
    loop reads two locals a step, not a type test and two attributes (~90 bytecodes a
    night). Any other iterable of steps is planned afresh."""
    if type(steps) is tuple:
        kept = _PLANS.get(id(steps))
        if kept is not None and kept[0] is steps:
            return kept[1]
    plan = tuple((step.name, step.resolve) if type(step) is Step else (step_name(step), step) for step in steps)
    if type(steps) is tuple:
        if len(_PLANS) >= 64:  # the books declare a handful; a caller making tuples per night does not grow it
            _PLANS.clear()
        _PLANS[id(steps)] = (steps, plan)
    return plan
