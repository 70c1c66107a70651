"""A rule book's night declared once as ordered wake steps, run by ``engine.night.run_night``.

A book writes its night once, as a tuple of ``WakeStep``: who wakes (roles),
what they may do (abilities), how the step resolves (a function of the book's
``NightContext`` subclass, or None when the step only collects a choice that
another step reads), the rule that puts it there, and the first night it
wakes. A step nobody wakes for (roles ``()``) is one of the engine's own steps
of the night's end. Everything that needs the night order reads that tuple:

- ``run_declared`` runs tonight's resolving steps, as the core's named ``Step``s,
  through ``run_night`` (which records their names in ``NightContext.ran``);
- ``tonight`` gives the steps that wake on a night (the checklist, the prompts);
- ``abilities_tonight`` and ``acting_role`` say what a night collects and which
  role an ability belongs to.

Hooks a book gives (all optional beyond the order itself):

- its own context: a ``NightContext`` subclass with the book's scratch fields,
  made by the book and handed to ``run_declared`` (``run_night``'s ``context``);
- ``WakeStep.resolve``: a step's rule, run in the declared order;
- ``WakeStep.first_night``: a step that wakes only from that night on (a book
  whose Night 0 wakes fewer roles).

Nothing here reads the clock, imports Qt or does I/O.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from engine import night as core  # run as core.run_night: the night-order tests watch it
from engine.model import GameState, Submission
from engine.night import NightContext, Snapshot, Step

Context = TypeVar("Context", bound=NightContext)


@dataclass(frozen=True)
class WakeStep(Generic[Context]):
    """One step of a declared night: who wakes, what they may do, how it resolves."""

    id: str
    roles: tuple[str, ...]
    abilities: tuple[str, ...] = ()
    resolve: Callable[[Context], None] | None = None
    rule: str = ""
    first_night: int = 0


#: a night declared as wake steps (not ``engine.night.NightOrder``, the form that
#: lists the wake order and the resolution steps apart: a book uses one of the two)
WakeSteps = Sequence[WakeStep[Context]]


def tonight(order: WakeSteps[Context], number: int) -> tuple[WakeStep[Context], ...]:
    """The steps that wake on night ``number``, in the declared order."""
    return tuple(step for step in order if step.first_night <= number)


def abilities_tonight(order: WakeSteps[Context], number: int) -> frozenset[str]:
    """Every ability some step collects on night ``number``."""
    return frozenset(ability for step in tonight(order, number) for ability in step.abilities)


def acting_role(order: WakeSteps[Context]) -> dict[str, str]:
    """Ability -> the one role whose step collects it (steps woken by several roles,
    such as a pack, are left out: the book decides who of them acts)."""
    return {ability: step.roles[0] for step in order if len(step.roles) == 1 for ability in step.abilities}


def resolution(order: WakeSteps[Context], number: int) -> list[Step[Context]]:
    """Tonight's resolving steps as the core's named steps, in the declared order."""
    return [Step(s.id, s.rule, s.resolve) for s in tonight(order, number) if s.resolve is not None]


def run_declared(ctx: Context, order: WakeSteps[Context], number: int) -> Context:
    """Run tonight's declared steps, in order, on the book's context, through ``run_night``."""

    def the_books_context(state: GameState, snapshot: Snapshot, submissions: list[Submission]) -> Context:
        return ctx  # made by the book: its own scratch fields and submission order

    return core.run_night(ctx.state, ctx.snapshot, resolution(order, number), context=the_books_context)
