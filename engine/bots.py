"""Bots: fixed, non-AI policies that see exactly what a phone shows.

A policy is handed ``player_view(seat)`` (a plain dict) and its own RNG, never
the game, so "bots use only legitimate knowledge" holds by construction
(MV-9.6/9.7). Rule sets register their own policies next to ``random``.
"""

from __future__ import annotations

import random
from typing import Any, Protocol

from engine.commands import Command, Submit, Vote


class BotPolicy(Protocol):
    def decide(self, view: dict[str, Any], rng: random.Random) -> list[Command]:
        """The commands this bot sends now (possibly none)."""
        ...


def pending_prompts(view: dict[str, Any]) -> list[dict[str, Any]]:
    """The view's prompts not yet answered (or answerable again)."""
    return [p for p in view["prompts"] if p["submitted"] is None]


def usable(prompt: dict[str, Any]) -> list[dict[str, Any]]:
    """Abilities of a prompt that can be used now (uses left, enough legal targets)."""
    return [a for a in prompt["abilities"] if a.get("uses") != 0 and len(a["targets"]) >= a["count"]]


def pick_targets(ability: dict[str, Any], rng: random.Random) -> tuple[int, ...]:
    return tuple(rng.sample(ability["targets"], ability["count"])) if ability["count"] else ()


def vote_pending(view: dict[str, Any]) -> bool:
    vote = view["vote"]
    return vote is not None and not vote["cast"]


class RandomPolicy:
    """Uniform choices: any usable ability, any legal targets; every vote goes
    uniformly to another living player (never abstains)."""

    def decide(self, view: dict[str, Any], rng: random.Random) -> list[Command]:
        commands: list[Command] = []
        seat = view["seat"]
        for prompt in pending_prompts(view):
            options = usable(prompt)
            if options:
                ability = rng.choice(options)
                commands.append(Submit(seat, ability["id"], pick_targets(ability, rng)))
        if vote_pending(view):
            choices = [c for c in view["vote"]["choices"] if isinstance(c, int)]
            commands.append(Vote(seat, rng.choice(choices) if choices else None))
        return commands


RANDOM_POLICY = RandomPolicy()
