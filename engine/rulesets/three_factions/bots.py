"""Three Factions bots: fixed, non-AI policies for every role, from the player's view only.

What a bot knows is what its phone shows: its card (role, knowledge, the choices
its actions need, the Spirito's revivable groups), its own messages (visions,
probes, counts) and the public announcements. Every command it sends is legal:
targets, target groups and options come from the prompt's abilities.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engine.bots import option_choices, pending_prompts, vote_pending
from engine.commands import Command, Submit, Vote

SHIFT_CHANCE = 0.3
SHIELD_CHANCE = 0.8


def _suspects(view: Mapping[str, Any]) -> set[int]:
    """Players this bot was told are LOSCO or ALIENO."""
    found = set()
    for message in view["messages"]:
        params = message["params"]
        if message["kind"] == "vision" and params.get("reading") == "LOSCO":
            found.add(params["target"])
        if message["kind"] == "probe_result" and params.get("result") == "ALIENO":
            found.add(params["target"])
    return found


def _friends(view: Mapping[str, Any]) -> set[int]:
    card = view["card"] or {}
    known = card.get("knowledge", {})
    friends = {s for s, _ in known.get("pack", [])} | {s for s, _ in known.get("aliens", [])}
    if "leader" in known:
        friends.add(known["leader"])
    return friends


class RoleAwarePolicy:
    """Each role uses its power with legal random choices; wolves never bite or
    vote the pack they know; villagers vote players shown LOSCO or ALIENO to them."""

    def decide(self, view: Mapping[str, Any], rng: random.Random) -> list[Command]:
        commands: list[Command] = []
        for prompt in pending_prompts(view):
            for ability in prompt["abilities"]:
                if ability["id"] == "bite" and any(getattr(c, "ability", "") == "shift" for c in commands):
                    continue  # a Shapeshifter who shifts takes no part in the bite (IT-7.20)
                command = self._action(view, ability, rng)
                if command is not None:
                    commands.append(command)
                    break
        if vote_pending(view):
            commands.append(Vote(view["seat"], self._ballot(view, rng)))
        return commands

    def _action(self, view: Mapping[str, Any], ability: dict[str, Any], rng: random.Random) -> Command | None:
        seat, card, kind = view["seat"], view["card"], ability["id"]
        targets = [t for t in ability["targets"] if t not in _friends(view)] or ability["targets"]
        if kind == "shift":
            if rng.random() >= SHIFT_CHANCE:
                return None
            return Submit(seat, "shift", (), rng.choice(option_choices(ability)))
        if kind == "revive":
            pyre, night = ability["groups"] or ([], [])  # IT-10.38: one of each
            if not pyre or not night or not card.get("uses", {}).get("revive"):
                return None
            return Submit(seat, "revive", (rng.choice(pyre), rng.choice(night)))
        if kind == "revive_one":
            if not ability["targets"] or not card.get("uses", {}).get("revive"):
                return None
            return Submit(seat, "revive_one", (rng.choice(ability["targets"]),))
        if len(ability["targets"]) < ability["count"]:
            return None
        if kind == "shield" and rng.random() >= SHIELD_CHANCE:
            return None
        if kind == "abduct":
            return Submit(seat, "abduct", (rng.choice(targets),), rng.choice(option_choices(ability)))
        if kind == "examine":
            return Submit(seat, "examine", tuple(rng.sample(ability["targets"], 2)))
        pool = targets if len(targets) >= ability["count"] else ability["targets"]
        return Submit(seat, kind, tuple(rng.sample(pool, ability["count"])))

    def _ballot(self, view: Mapping[str, Any], rng: random.Random) -> int | None:
        choices = [c for c in view["vote"]["choices"] if isinstance(c, int) and c != view["seat"]]
        if not choices:
            return None
        suspects = [c for c in choices if c in _suspects(view)]
        if suspects:
            return int(rng.choice(suspects))
        strangers = [c for c in choices if c not in _friends(view)]
        return int(rng.choice(strangers or choices))


ROLE_AWARE = RoleAwarePolicy()
