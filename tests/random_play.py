"""The one random-play harness (issue 23): bots play whole games of a book while
random, mostly illegal, commands are thrown at the table, and the shared
invariants are checked after every command:

- a refused command changes nothing and says why;
- the dead never act (unless the book's ``dead_may_act`` lets them);
- a bot sends only what its view says is legal (bots are never refused);
- the public view never shows a living player's role before the end;
- games end; replaying the journal gives the same game, message for message;
- undoing the last commands gives the game a replay of the shorter journal gives,
  and redoing them gives the game back.

A book adds only its own invariants: a ``BookChecks`` subclass (in
``tests/rulesets/<book>/play_checks.py``) whose hooks the harness calls.
tests/engine/test_random_play.py runs every book through it.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from hypothesis import strategies as st

from engine import Advance, Clock, Deal, Game, Presence, SeatPlayer, Submit, Vote, replay
from engine.commands import Command
from engine.errors import EngineError
from engine.model import GameState, Message, Phase, Submission
from engine.ruleset import Prompt

Attributes = tuple[str, str, frozenset[str], str]  # role, seen as, counts as, wins with


@dataclass(frozen=True)
class Before:
    """What the table was just before a command: what the checks compare with."""

    phase: Phase
    alive: frozenset[int]
    attributes: tuple[Attributes, ...]
    deaths: int
    submissions: dict[tuple[int, str], Submission]

    @staticmethod
    def of(state: GameState) -> Before:
        return Before(
            phase=state.phase,
            alive=frozenset(p.seat for p in state.players if p.alive),
            attributes=tuple((p.role, p.seen_as, p.counts_as, p.wins_with) for p in state.players),
            deaths=len(state.deaths),
            submissions=dict(state.submissions),
        )


class BookChecks:
    """A book's own invariants. One instance watches one game; every hook is optional."""

    def after_deal(self, game: Game) -> None:
        """Right after the deal."""

    def after_command(self, game: Game, before: Before, command: Command, messages: list[Message]) -> None:
        """After every accepted command (noise, bots and the harness's ``Advance``)."""

    def after_bots(self, game: Game) -> None:
        """After the bots have acted on every prompt, before the phase closes."""

    def after_game(self, game: Game) -> None:
        """Once the game is over (or the case's phases are played)."""


def default_options(players: int) -> st.SearchStrategy[dict[str, Any]]:
    return st.just({})


DEFAULT_BOT: st.SearchStrategy[str | None] = st.just(None)


@dataclass(frozen=True)
class Case:
    """A book at a range of table sizes, with the options and bots to play it with."""

    id: str
    ruleset: str
    players: st.SearchStrategy[int]
    #: the options to play with at a table size
    options: Callable[[int], st.SearchStrategy[dict[str, Any]]] = default_options
    policies: st.SearchStrategy[str | None] = DEFAULT_BOT
    checks: type[BookChecks] = BookChecks
    #: extra words a noise command may carry as an option or a vote choice
    words: tuple[str, ...] = ()
    max_phases: int = 300
    must_end: bool = True
    snapshot_every: int = 16
    #: hypothesis settings of this case (examples, derandomize...)
    settings: dict[str, Any] = field(default_factory=dict)
    #: check the public view after every command (a 99-seat table: after each phase only)
    public_every_command: bool = True


# -- noise: random commands, most of them illegal ---------------------------------

# (kind, seat, pick, targets, time) drawn by hypothesis; made a command at the table
Noise = tuple[int, int, int, tuple[int, ...], int]


def noise_strategy(players: int) -> st.SearchStrategy[Noise]:
    seat = st.integers(min_value=-1, max_value=players)
    targets = st.lists(st.integers(min_value=-1, max_value=players), max_size=2).map(tuple)
    return st.tuples(st.integers(0, 9), seat, st.integers(0, 99), targets, st.integers(0, 40_000))


def noise_command(game: Game, case: Case, noise: Noise) -> Command:
    kind, seat, pick, targets, later = noise
    abilities = [*sorted(game.ruleset.abilities), "bogus"]
    words: list[str | None] = [None, *case.words, "x"]
    prompts = game.prompts()
    if kind <= 2 and prompts:
        return near_legal(game, prompts[pick % len(prompts)], pick, targets, words)
    if kind <= 4:
        return Submit(seat, abilities[pick % len(abilities)], targets, words[pick % len(words)])
    voters = game.vote_prompts()
    if kind <= 6 and voters and pick % 2 == 0:
        voter = voters[pick % len(voters)]  # a real voter, a real choice: a ballot, or a changed mind
        return Vote(voter.seat, voter.choices[pick % len(voter.choices)])
    if kind <= 6:
        choices: list[int | str | None] = [*targets, *words]
        return Vote(seat, choices[pick % len(choices)])
    if kind == 7:
        return Advance(override=pick % 2 == 0)
    if kind == 8:
        return Presence(seat, game.state.now_ms + later % 5_000)
    return Clock(game.state.now_ms + later)


def near_legal(game: Game, prompt: Prompt, pick: int, targets: tuple[int, ...], words: list[str | None]) -> Command:
    """A command of someone prompted now, with one of their abilities and as many
    targets as it takes (any seats): often legal, so random play goes beyond the bots'."""
    ability = prompt.abilities[pick % len(prompt.abilities)]
    spec = game.ruleset.abilities.get(ability)
    count = spec.targeting.count if spec is not None else 0
    seats = len(game.state.players)
    chosen = tuple(abs(t) % seats for t in (*targets, pick, pick // 7)[:count])
    return Submit(prompt.seat, ability, chosen, words[pick % len(words)] if pick % 4 == 0 else None)


# -- fingerprints -------------------------------------------------------------------


def fingerprint(state: GameState) -> str:
    """Everything a command could change, as text (the log by its length and last line)."""
    players = [
        (p.role, p.alive, p.seen_as, sorted(p.counts_as), p.wins_with, sorted(p.uses.items()), p.flags)
        for p in state.players
    ]
    last = state.messages[-1].to_dict() if state.messages else None
    return json.dumps(
        [
            players,
            state.phase.label(),
            sorted((k, repr(v)) for k, v in state.submissions.items()),
            sorted(state.ballots.items(), key=repr),
            len(state.messages),
            last,
            [(d.seat, d.cause, d.phase) for d in state.deaths],
            sorted((k, sorted(v)) for k, v in state.channels.items()),
            sorted(state.presence_ms.items()),
            state.now_ms,
            repr(state.ext),
            state.rng.getstate()[1],
            repr(state.outcome),
        ],
        default=repr,
        sort_keys=True,
    )


def story(game: Game) -> list[dict[str, Any]]:
    return [m.to_dict() for m in game.state.messages]


# -- playing ------------------------------------------------------------------------


class Harness:
    """One game of a case, its checks, and the shared invariants."""

    def __init__(self, case: Case, players: int, options: dict[str, Any], seed: int, policy: str | None) -> None:
        self.case = case
        self.game = Game(case.ruleset, options, seed, snapshot_every=case.snapshot_every)
        self.checks = case.checks()
        self.rng = random.Random(seed)
        for index in range(players):
            self.game.apply(SeatPlayer(f"P{index + 1}", bot=True))
        self.game.apply(Deal())
        self.bots = self.game.ruleset.bot_policy(policy)
        self.checks.after_deal(self.game)

    def play(self, noise: list[Noise]) -> Game:
        game = self.game
        pending = list(noise)
        for _ in range(self.case.max_phases):
            if game.state.over:
                break
            self.throw_noise(pending, 2)
            if game.state.over:
                break
            self.bots_act()
            self.checks.after_bots(game)
            self.throw_noise(pending, 1)  # after the bots: twice, too late, changed minds
            if game.state.over:
                break
            self.apply(Advance(override=True), accepted=None)
        if self.case.must_end:
            assert game.state.over, f"the game did not end in {self.case.max_phases} phases"
        else:  # a long game cut short: its phases were played all the same
            assert game.state.over or game.state.phase.number >= 2, game.state.phase
        self.checks.after_game(game)
        return game

    def bots_act(self) -> None:
        game = self.game
        seats = sorted({p.seat for p in game.prompts()} | {v.seat for v in game.vote_prompts()})
        for seat in seats:
            for command in self.bots.decide(game.player_view(seat, lang=None), self.rng):
                self.apply(command, accepted=True)  # a bot sends only what its view offers

    def throw_noise(self, pending: list[Noise], most: int) -> None:
        """Up to ``most`` random commands: each refused (changing nothing) or accepted (and checked)."""
        for _ in range(most):
            if pending and not self.game.state.over:
                self.apply(noise_command(self.game, self.case, pending.pop()), accepted=None)

    def apply(self, command: Command, *, accepted: bool | None) -> None:
        game = self.game
        state = game.state
        fingerprint_before = fingerprint(state) if accepted is None else None
        before = Before.of(state)
        journal = len(game.journal)
        actor = getattr(command, "actor", getattr(command, "voter", getattr(command, "speaker", None)))
        dead_actor = actor is not None and 0 <= actor < len(state.players) and not state.players[actor].alive
        dead_allowed = dead_actor and game.ruleset.dead_may_act(state, actor)
        try:
            messages = game.apply(command)
        except EngineError as error:
            assert accepted is None, f"a bot's {command} was refused: {error.message}"
            assert error.message, f"{command} was refused without a reason"
            assert len(game.journal) == journal, f"refused {command} was journaled"
            assert fingerprint(game.state) == fingerprint_before, f"refused {command} changed the game"
            return
        assert not dead_actor or dead_allowed, f"the dead player {actor} acted: {command}"
        if self.case.public_every_command or isinstance(command, Advance):
            check_public(game)
        self.checks.after_command(game, before, command, messages)


def check_public(game: Game) -> None:
    """Before the end, no living player's role is public."""
    if game.state.over:
        return
    for seat in game.public_view(lang=None)["seats"]:
        assert not (seat["alive"] and seat["role"] is not None), f"the living {seat['name']}'s role is public"


def check_replay_and_undo(game: Game, undo: int) -> None:
    """Replay gives the same game; undoing ``undo`` commands gives the shorter journal's
    game and redoing them gives the game back."""
    final, told = fingerprint(game.state), story(game)
    again = replay(game.ruleset, game.options, game.seed, game.journal)
    assert story(again) == told and again.state.outcome == game.state.outcome
    assert fingerprint(again.state) == final
    steps = min(undo, len(game.journal) - 1)
    shorter = game.journal[: len(game.journal) - steps]
    for _ in range(steps):
        assert game.undo() is not None
    assert fingerprint(game.state) == fingerprint(replay(game.ruleset, game.options, game.seed, shorter).state)
    for _ in range(steps):
        assert game.redo() is not None
    assert fingerprint(game.state) == final and story(game) == told
