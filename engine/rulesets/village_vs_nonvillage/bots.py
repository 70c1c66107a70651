"""Bots for every role of Village vs Non-village: fixed policies over ``player_view``.

Knowledge comes only from the view: the bot's own card (what it believes it is),
its private results (divination, verify, pack check, lure, group members) and
public announcements. Every command a bot sends is legal in the view it saw.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.bots import Taken, pending_prompts, pick_option, pick_targets, usable, vote_pending
from engine.commands import Command, Submit, Vote

KILLS = ("attack", "bite", "lynch", "extra_lynch", "poison", "prestige", "first_shot", "discontent")
ALWAYS = ("divine", "pack_check", "verify", "first_aid", "new_moon", "pipe", "respect", "bite", "attack")


def known_enemies(view: Mapping[str, Any]) -> set[int]:
    """Seats this bot's own results showed to be non-village (from a village view)."""
    found: set[int] = set()
    for m in view["messages"]:
        p = m["params"]
        if m["kind"] in ("divination_result", "verify_result") and p.get("faction") == "nonvillage":
            found.add(int(p["target"]))
        if m["kind"] == "prestige_list":
            found.update(int(s) for s in p.get("seats", []))
    return found


def known_friends(view: Mapping[str, Any]) -> set[int]:
    """This bot's group, and for a village bot the players its results showed village."""
    friends = {int(m["seat"]) for m in (view["card"] or {}).get("group", [])}
    if (view["card"] or {}).get("team") != "village":
        return friends
    for m in view["messages"]:
        p = m["params"]
        if m["kind"] in ("divination_result", "verify_result") and p.get("faction") == "village":
            friends.add(int(p["target"]))
    return friends


class RoleAwarePolicy:
    """Uses every skill it holds; village bots aim kills and votes at known
    enemies; nobody aims them at their own group. With ``smart`` off it
    chooses uniformly (the rule set's ``random`` policy: it still fills the options
    that New Moon, Crystal Ball and Supremacy need, which the generic one cannot)."""

    def __init__(self, smart: bool = True) -> None:
        self.smart = smart

    def decide(self, view: Mapping[str, Any], rng: random.Random) -> list[Command]:
        seat = view["seat"]
        commands: list[Command] = []
        taken: Taken = set()
        passes: list[Command] = []
        for prompt in pending_prompts(view):
            command = self._act(view, prompt, rng, taken)
            if isinstance(command, Submit):
                command = replace(command, slot=prompt["slot"])
            if isinstance(command, Submit) and command.ability == "pass":
                passes.append(command)  # uses fill their own slots first
            elif command is not None:
                commands.append(command)
        commands += passes
        if vote_pending(view):
            commands.append(Vote(seat, self._ballot(view, rng)))
        return commands

    def _act(self, view: Mapping[str, Any], prompt: dict[str, Any], rng: random.Random, taken: Taken) -> Command | None:
        seat = view["seat"]
        options = [a for a in usable(prompt, taken) if a["id"] != "pass"]
        ids = [a["id"] for a in prompt["abilities"]]
        if not options:
            return (
                Submit(seat, "pass") if "pass" in ids else (Submit(seat, "tear_badge") if "tear_badge" in ids else None)
            )
        ability = rng.choice(options)
        aid = ability["id"]
        if "pass" in ids and (not self.smart or aid not in ALWAYS) and rng.random() < 0.3:
            return Submit(seat, "pass")
        if ability["option"] is not None:  # New Moon's event, the Crystal Ball's role and words
            return Submit(seat, aid, pick_targets(ability, rng), pick_option(ability, rng, taken))
        if aid == "cry_injustice":
            targets = ability["targets"]
            return Submit(seat, aid, tuple(rng.sample(targets, min(len(targets), rng.randint(1, 5)))))
        if aid in KILLS and ability["count"] == 1 and self.smart:
            return Submit(seat, aid, (self._victim(view, ability["targets"], rng),))
        return Submit(seat, aid, pick_targets(ability, rng))

    def _victim(self, view: Mapping[str, Any], targets: list[int], rng: random.Random) -> int:
        village = (view["card"] or {}).get("team") == "village"
        if village:
            enemies = [t for t in targets if t in known_enemies(view)]
            if enemies:
                return int(rng.choice(enemies))
        safe = [t for t in targets if t not in known_friends(view)]  # never a teammate of one's group
        return int(rng.choice(safe or targets))

    def _ballot(self, view: Mapping[str, Any], rng: random.Random) -> int | None:
        choices = [c for c in view["vote"]["choices"] if isinstance(c, int)]
        if not choices:
            return None
        if not self.smart:
            return int(rng.choice(choices))
        return self._victim(view, choices, rng)


ROLE_AWARE = RoleAwarePolicy()
UNIFORM = RoleAwarePolicy(smart=False)
