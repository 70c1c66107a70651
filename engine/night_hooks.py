"""A rule book's night declared as ordered wake steps, run by ``engine.night.run_night``.

A book writes its night once, as a tuple of ``WakeStep``: who wakes (roles),
what they may do (abilities), how the step resolves (a function of the book's
``NightContext`` subclass, or None when the step only collects a choice that
another step reads), and the first night it wakes. Everything that needs the
night order reads it from that one tuple:

- ``run_declared`` runs tonight's resolving steps through ``run_night``;
- ``tonight`` gives the steps that wake on a night (the moderator's checklist,
  the night's prompts);
- ``abilities_tonight`` and ``acting_role`` answer what a night collects and
  which role an ability belongs to.

Hooks a book may give (all optional):

- its own context: a ``NightContext`` subclass with the book's scratch fields,
  made by the book and handed to ``run_declared`` (``run_night``'s ``context``);
- ``WakeStep.resolve``: a step's rule, run in the declared order;
- ``WakeStep.first_night``: a step that wakes only from that night on (Night 0
  books wake fewer roles on their first night).

Nothing here reads the clock, imports Qt or does I/O.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from engine.night import NightContext, NightStep, run_night

Context = TypeVar("Context", bound=NightContext)


@dataclass(frozen=True)
class WakeStep(Generic[Context]):
    """One step of a declared night: who wakes, what they may do, how it resolves."""

    id: str
    roles: tuple[str, ...]
    abilities: tuple[str, ...] = ()
    resolve: Callable[[Context], None] | None = None
    first_night: int = 0


NightOrder = Sequence[WakeStep[Context]]


def tonight(order: NightOrder[Context], number: int) -> tuple[WakeStep[Context], ...]:
    """The steps that wake on night ``number``, in the declared order."""
    return tuple(step for step in order if step.first_night <= number)


def abilities_tonight(order: NightOrder[Context], number: int) -> frozenset[str]:
    """Every ability some step collects on night ``number``."""
    return frozenset(ability for step in tonight(order, number) for ability in step.abilities)


def acting_role(order: NightOrder[Context]) -> dict[str, str]:
    """Ability -> the one role whose step collects it (steps woken by several roles,
    such as a pack, are left out: the book decides who of them acts)."""
    return {ability: step.roles[0] for step in order if len(step.roles) == 1 for ability in step.abilities}


def resolving_steps(ctx: Context, steps: Iterable[WakeStep[Context]]) -> list[NightStep]:
    """The resolving steps bound to the book's own context, as ``run_night`` takes them."""
    return [_bound(step.resolve, ctx) for step in steps if step.resolve is not None]


def _bound(resolve: Callable[[Context], None], ctx: Context) -> NightStep:
    # run_night hands every step the context it was given, which is ``ctx``: binding
    # it here keeps the book's steps typed with its own context class.
    def step(_: NightContext) -> None:
        resolve(ctx)

    return step


def run_declared(ctx: Context, order: NightOrder[Context], number: int) -> Context:
    """Run tonight's declared steps, in order, on the book's context (through ``run_night``)."""
    run_night(ctx.state, ctx.snapshot, resolving_steps(ctx, tonight(order, number)), context=ctx)
    return ctx
