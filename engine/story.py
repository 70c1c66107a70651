"""The story of a game, told from its journal (issue 26). Pure: no I/O, no clock.

``tell(game)`` replays the game's journal from where the game began and keeps,
for every command, one ``StoryLine``: where the game was, the command itself,
a ballot's weight when it was cast, whether the book keeps that ballot secret,
and every message the engine produced for it (what it decided and, in the
moderator's lines, why). So the story matches the journal line by line.

``public_story`` is what the village may read once the game is over (roles are
public then): no chat, no heartbeat that changed nothing, and in a book that keeps
ballots secret (``Ruleset.ballots_public``) neither the ballots nor anything but
the public announcements of the phases they were cast in. ``chapters`` groups
lines by night and day; ``vote_history`` lists every ballot with its outcome.
"""

from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from engine.commands import Command, Vote, VoteChoice
from engine.game import Game
from engine.model import Message, Phase

QUIET_KINDS = frozenset({"clock", "presence"})  # inputs: in the story only when they changed something
UNTOLD_KINDS = frozenset({"say", "seat"})  # talk and seating are not part of the story


@dataclass(frozen=True)
class StoryLine:
    """One command of the journal with what the engine made of it."""

    index: int  # its place in the journal
    phase: Phase  # where the game was when it came
    command: Command
    weight: Fraction | None  # a ballot's weight when it was cast
    secret: bool  # a ballot the book keeps secret
    results: tuple[Message, ...]  # every message it produced, every audience


@dataclass(frozen=True)
class Chapter:
    """A night, a day (or the setup): its phase kind and number, and its lines."""

    kind: str
    number: int
    lines: tuple[StoryLine, ...]


@dataclass(frozen=True)
class VoteRecord:
    """One ballot: who, for what, with which weight, and the phase's outcome."""

    phase: Phase
    voter: int
    choice: VoteChoice
    weight: Fraction | None
    secret: bool
    outcome: tuple[Message, ...]  # the public announcements that closed its phase


def tell(game: Game) -> list[StoryLine]:
    """Every command of ``game``'s journal, replayed from where the game began."""
    trial = game.restart()
    lines = []
    for index, command in enumerate(game.journal):
        phase = trial.state.phase
        weight = _weight(trial, command)
        secret = isinstance(command, Vote) and not trial.ruleset.ballots_public(trial.state)
        results = tuple(trial.apply(command))
        lines.append(StoryLine(index, phase, command, weight, secret, results))
    return lines


def _weight(game: Game, command: Command) -> Fraction | None:
    if not isinstance(command, Vote):
        return None
    prompt = next((v for v in game.vote_prompts() if v.seat == command.voter), None)
    return None if prompt is None else Fraction(prompt.weight)


def public_story(lines: list[StoryLine]) -> list[StoryLine]:
    """What everyone may read once the game is over (see the module's words)."""
    secret_phases = {line.phase for line in lines if line.secret}
    told = []
    for line in lines:
        if line.command.kind in UNTOLD_KINDS or line.secret:
            continue
        results = tuple(m for m in line.results if _public_after_the_game(m, line.phase in secret_phases))
        if line.command.kind in QUIET_KINDS and not results:
            continue
        told.append(StoryLine(line.index, line.phase, line.command, line.weight, False, results))
    return told


def _public_after_the_game(message: Message, secret_phase: bool) -> bool:
    if message.audience.kind == "channel":
        return False  # a team's chat stays the team's
    return message.audience.kind == "public" or not secret_phase


def chapters(lines: list[StoryLine]) -> list[Chapter]:
    """Consecutive lines grouped by the night or day they happened in."""
    grouped: list[Chapter] = []
    for line in lines:
        kind, number = _period(line.phase)
        if grouped and (grouped[-1].kind, grouped[-1].number) == (kind, number):
            last = grouped[-1]
            grouped[-1] = Chapter(kind, number, (*last.lines, line))
        else:
            grouped.append(Chapter(kind, number, (line,)))
    return grouped


def _period(phase: Phase) -> tuple[str, int]:
    """Nights are nights; every other numbered phase (vote, trial, dawn...) belongs to its day."""
    if phase.kind in ("lobby", "night"):
        return phase.kind, phase.number
    return ("day", phase.number) if phase.number else (phase.kind, 0)


def vote_history(lines: list[StoryLine]) -> list[VoteRecord]:
    """Every ballot of the game in order, each with the public words of the command
    that closed its phase (the last line before the phase changed)."""
    closing: dict[Phase, tuple[Message, ...]] = {}
    for line, following in zip(lines, [*lines[1:], None], strict=True):
        if following is None or following.phase != line.phase:
            closing[line.phase] = tuple(m for m in line.results if m.audience.kind == "public")
    return [
        VoteRecord(line.phase, line.command.voter, line.command.choice, line.weight, line.secret, closing[line.phase])
        for line in lines
        if isinstance(line.command, Vote)
    ]
