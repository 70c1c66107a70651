"""Luna llena bots: fixed policies that act on their own ``player_view`` only.

Knowledge comes from the view: the bot's card (and, if evil, the evil roster
on it), its private results (consultations, confidences), the public reveals,
and the rule book itself (which cards are evil is public knowledge, LL-0.2).
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from engine.bots import pending_prompts, pick_targets, usable
from engine.commands import Command, Submit, Vote
from engine.rulesets.luna_llena.roles import EVIL, ROLES


def known_evil(view: Mapping[str, Any]) -> set[int]:
    """Seats this player has good reason to believe evil."""
    seats: set[int] = set()
    for message in view["public"]["announcements"]:
        params = message["params"]
        if message["kind"] == "card_revealed" and ROLES[params["role"]].team == EVIL:
            seats.add(params["seat"])
    for message in view["messages"]:
        params = message["params"]
        if message["kind"] == "consult_result" and params.get("result") == EVIL:
            seats.add(params["target"])
        if message["kind"] == "confidence" and params.get("team") == EVIL:
            seats.add(params["target"])
    return seats


def known_good(view: Mapping[str, Any]) -> set[int]:
    seats: set[int] = set()
    for message in view["public"]["announcements"]:
        params = message["params"]
        if message["kind"] in ("card_revealed", "princess_survives") and ROLES[params["role"]].team != EVIL:
            seats.add(params["seat"])
    for message in view["messages"]:
        params = message["params"]
        if message["kind"] == "confidence" and params.get("team") != EVIL:
            seats.add(params["target"])
    return seats


def teammates(view: Mapping[str, Any]) -> set[int]:
    card = view["card"] or {}
    return {entry["seat"] for entry in card.get("evil_roster", [])}


def is_evil(view: Mapping[str, Any]) -> bool:
    card = view["card"] or {}
    return card.get("team") == EVIL


def last_public(view: Mapping[str, Any], kind: str) -> dict[str, Any] | None:
    for message in reversed(view["public"]["announcements"]):
        if message["kind"] == kind:
            params: dict[str, Any] = message["params"]
            return params
    return None


#: How often a good bot without evidence votes to execute: it follows the accusation
#: three times in four, as a village that needs executions does (the verdict needs a
#: strict majority of every other living weight, D-5; at one in two the good side won
#: 2-13% of bot games, see docs/bots.md).
JUDGE_EXECUTE = 0.75


class RoleAwarePolicy:
    """Each role uses its ability with plausible targets; evil players follow
    the leading joint-attack target and protect each other in votes; good
    players accuse whom their own results showed evil."""

    def decide(self, view: Mapping[str, Any], rng: random.Random) -> list[Command]:
        seat = view["seat"]
        commands: list[Command] = []
        for prompt in pending_prompts(view):
            command = self._prompt(view, prompt, rng)
            if command is not None:
                commands.append(command)
        vote = view["vote"]
        if vote is not None and not vote["cast"]:
            commands.append(Vote(seat, self._ballot(view, vote["choices"], rng)))
        return commands

    def _prompt(self, view: Mapping[str, Any], prompt: dict[str, Any], rng: random.Random) -> Command | None:
        seat = view["seat"]
        uses = (view["card"] or {}).get("uses", {})
        options = [a for a in usable(prompt) if a["id"] != "sleep" and uses.get(a["id"], 1) > 0]
        if prompt["slot"] == "attack":
            return self._attack(view, options, rng) if options else None
        if prompt["slot"] == "day":
            if not options or rng.random() < 0.5:
                return None
            ability = options[0]
            return Submit(seat, ability["id"], pick_targets(ability, rng))
        if not options:
            return Submit(seat, "sleep")
        ability = options[0]
        if ability["id"] == "pierce":
            return Submit(seat, "pierce" if rng.random() < 0.3 else "sleep")
        if ability["id"] == "assassinate" and rng.random() < 0.5:
            return Submit(seat, "sleep")
        targets = list(ability["targets"])
        if ability["id"] in ("consult", "confide"):
            seen = {m["params"]["target"] for m in view["messages"] if m["kind"] in ("consult_result", "confidence")}
            targets = [t for t in targets if t not in seen] or targets
        if ability["id"] == "assassinate":
            suspects = [t for t in targets if t in known_evil(view)]
            targets = suspects or targets
        if ability["id"] in ("denounce", "hex"):
            targets = [t for t in targets if t not in teammates(view)] or targets
        return Submit(seat, ability["id"], (rng.choice(targets),))

    def _attack(self, view: Mapping[str, Any], options: list[dict[str, Any]], rng: random.Random) -> Command:
        legal = options[0]["targets"]
        totals = [m["params"]["totals"] for m in view["messages"] if m["kind"] == "attack_totals"]
        leading = [s for s, _ in sorted(totals[-1], key=lambda t: -t[1])] if totals else []
        target = next((s for s in leading if s in legal), None)
        return Submit(view["seat"], "attack", (target if target is not None else rng.choice(legal),))

    def _ballot(self, view: Mapping[str, Any], choices: list[Any], rng: random.Random) -> Any:
        seats = [c for c in choices if isinstance(c, int)]
        if seats:
            return self._accuse(view, seats, rng)
        accused = last_public(view, "accused")
        target = accused["seat"] if accused else None
        if is_evil(view):
            return "pardon" if target in teammates(view) else "execute"
        if target in known_evil(view):
            return "execute"
        if target in known_good(view):
            return "pardon"
        return "execute" if rng.random() < JUDGE_EXECUTE else "pardon"

    def _accuse(self, view: Mapping[str, Any], seats: list[int], rng: random.Random) -> int | None:
        if is_evil(view):
            others = [s for s in seats if s not in teammates(view)]
            return rng.choice(others) if others else None
        suspects = [s for s in seats if s in known_evil(view)]
        if suspects:
            return suspects[0]
        fresh = [s for s in seats if s not in known_good(view)] or seats
        return rng.choice(fresh)


ROLE_AWARE = RoleAwarePolicy()
