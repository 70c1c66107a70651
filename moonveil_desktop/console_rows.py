"""What the controller hands the console's pages: log lines, the seats' prompts, the
vote's rows, the night's steps and their answers (frozen dataclasses, no Qt).

Their own module, imported where a table is read (start-up, issue 20): a console with
no table shows none of them, and creating a dataclass runs ``exec`` for each method it
adds (~0.5 ms a class before the first paint).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from fractions import Fraction

    from engine.commands import VoteChoice
    from engine.view_types import SubmittedData


@dataclass(frozen=True)
class Line:
    """One line of a log or a preview: who may read it, and the words."""

    audience: str  # "public" | "player" | "channel" | "moderator"
    phase: str
    text: str
    kind: str
    to: str = ""  # the player or channel a private line goes to
    seq: int = -1


@dataclass(frozen=True)
class SeatChoice:
    """One ability a seat may use now, with its legal targets only (and its option's
    choices, ``options``); ``repeats``: its
    targets come in groups of ``count``, as many groups as the moderator adds (the
    Careerist's pairs, ZH-6.5.1); ``excluded``: target groups the engine never accepts
    again (pairs named on earlier nights, ZH-6.5.2), shown so the row can mark them."""

    ability: str
    targets: tuple[int, ...]
    count: int
    repeats: bool = False
    excluded: tuple[tuple[int, ...], ...] = ()
    # what the use names besides its targets, each (value, the book's words): Three
    # factions' role guess and shift mode, Village vs Non-village's events and crystal
    # ball; ``option_text`` > 0: a message of up to that many characters goes with it
    options: tuple[tuple[str, str], ...] = ()
    option_text: int = 0
    options_are_roles: bool = False  # every choice is a role of the book: the picker says "— role —"


@dataclass(frozen=True)
class SeatPrompt:
    """A seat expected to act now (narrator checklist, host's own actions)."""

    seat: int
    name: str
    slot: str
    choices: tuple[SeatChoice, ...]
    submitted: SubmittedData | None
    required: bool
    changeable: bool = False


@dataclass(frozen=True)
class VoteRow:
    """A voter in the current vote; ``choice`` only for the narrator."""

    seat: int
    name: str
    weight: Fraction
    choices: tuple[VoteChoice, ...]
    cast: bool
    choice: VoteChoice
    bot: bool
    changeable: bool = False


@dataclass(frozen=True)
class StepView:
    """A checklist step as the narrator sees it."""

    id: str
    role: str
    role_name: str
    words: str
    seats: tuple[int, ...]
    active: bool
    abilities: tuple[str, ...] = ()  # what this step wakes for (empty: anything its seats still have)
    prompts: tuple[SeatPrompt, ...] = ()  # the rows of this step: each seat's prompt appears in one step only
    passed: bool = False  # called in an earlier input step of this night (ChecklistStep.passed)


@dataclass(frozen=True)
class Answer:
    """What a seat would learn if the night ended now (the engine's preview)."""

    seat: int
    name: str
    text: str


def place_prompts(steps: list[StepView], prompts_of: Callable[[int], list[SeatPrompt]]) -> list[StepView]:
    """Give each step the prompts it wakes for, each prompt once: the first step
    listing the seat whose abilities the prompt offers, else the first step
    listing the seat with no abilities named (a "dawn" for everyone), else the
    first step listing the seat. A wolf who also has a "sleep" prompt is then
    listed once at the pack's step, not twice (issue 16, Full Moon)."""
    placed: dict[str, list[SeatPrompt]] = {step.id: [] for step in steps}
    seats = {seat for step in steps for seat in step.seats}
    waiting = {seat: prompts_of(seat) for seat in sorted(seats)}

    def take(step: StepView, wanted: Callable[[SeatPrompt], bool]) -> None:
        for seat in step.seats:
            keep = [p for p in waiting[seat] if not wanted(p)]
            placed[step.id] += [p for p in waiting[seat] if wanted(p)]
            waiting[seat] = keep

    for step in steps:
        if step.abilities:
            take(step, lambda p: any(c.ability in step.abilities for c in p.choices))  # noqa: B023 (take calls it at once)
    for step in steps:
        if not step.abilities:
            take(step, lambda p: True)
    for step in steps:
        take(step, lambda p: True)
    return [replace(step, prompts=tuple(placed[step.id])) for step in steps]
