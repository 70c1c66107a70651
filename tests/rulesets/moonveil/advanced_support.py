"""Helpers for the Moonveil advanced tests: an R8 table (§11) with seats replaced,
nights played from a dict of actions, and readers for private and public messages."""

from __future__ import annotations

from typing import Any

from engine.commands import Advance, Deal, SeatPlayer, Submit, Vote
from engine.game import Game

R8 = ("wolf", "wolf", "seer", "guardian", "villager", "villager", "villager", "villager")


def seat(name: str) -> int:
    """ "P3" → seat 2."""
    return int(name[1:]) - 1


def table(roles: tuple[str, ...] | list[str], options: dict[str, Any] | None = None, seed: int = 1) -> Game:
    game = Game("moonveil", options or {}, seed)
    for i in range(len(roles)):
        game.apply(SeatPlayer(f"P{i + 1}"))
    game.apply(Deal(tuple(roles)))
    return game


def r8(seed: int = 1, **over: str) -> Game:
    """R8 (§11) with seats replaced: ``r8(P7="adv_inspect_hush")``."""
    roles = list(R8)
    for name, role in over.items():
        roles[seat(name)] = role
    return table(roles, seed=seed)


def night(game: Game, actions: dict[str, tuple[str, ...]]) -> None:
    """Submit ``{"P1": ("attack", "P5"), "P8": ("bell",)}``; Villagers press Ready and
    advanced roles Rest unless named; close the night (with override if someone is missing)."""
    for name, (ability, *targets) in actions.items():
        game.apply(Submit(seat(name), ability, tuple(seat(t) for t in targets)))
    for prompt in game.prompts():
        if (prompt.seat, prompt.slot) in game.state.submissions:
            continue
        if "ready" in prompt.abilities:
            game.apply(Submit(prompt.seat, "ready"))
        elif "rest" in prompt.abilities:
            game.apply(Submit(prompt.seat, "rest"))
    game.apply(Advance(override=bool(game.missing())))


def day(game: Game, ballots: dict[str, str | None] | None = None) -> None:
    """Open the vote, cast ``ballots`` (everyone else abstains), close it."""
    game.apply(Advance())
    ballots = ballots or {}
    for prompt in game.vote_prompts():
        name = f"P{prompt.seat + 1}"
        target = ballots.get(name)
        game.apply(Vote(prompt.seat, seat(target) if target else None))
    game.apply(Advance())


def private(game: Game, name: str, kind: str) -> list[dict[str, Any]]:
    """Params of the private messages of ``kind`` sent to ``name``, oldest first."""
    return [
        m.params
        for m in game.state.messages
        if m.audience.kind == "player" and m.audience.seat == seat(name) and m.kind == kind
    ]


def public(game: Game, kind: str) -> list[dict[str, Any]]:
    return [m.params for m in game.state.messages if m.audience.kind == "public" and m.kind == kind]


def weights(game: Game) -> dict[str, str]:
    """Vote weights of the open vote, by player name."""
    return {f"P{v.seat + 1}": str(v.weight) for v in game.vote_prompts()}


def open_vote(game: Game) -> None:
    game.apply(Advance())
