"""Moonveil bots (§8): deterministic with their seed, no AI.

Knowledge is limited to the view: the bot's role, its teammates if a Wolf, and
its own inspection results (``inspect_result`` messages).
"""

from __future__ import annotations

import random
from typing import Any

from engine.bots import pending_prompts, pick_targets, usable, vote_pending
from engine.commands import Command, Submit, Vote

INFORMATION_RESULTS = ("inspect_result", "study_result", "omen_result")


def known_wolves(view: dict[str, Any]) -> list[int]:
    """Seats this bot's own inspection-type results showed as Wolves."""
    wolves = set()
    for message in view["messages"]:
        params = message["params"]
        if message["kind"] in INFORMATION_RESULTS and params.get("result") == "wolf":
            wolves.add(params["target"])
        if message["kind"] in INFORMATION_RESULTS and params.get("role") == "wolf":
            wolves.add(params["target"])
    return sorted(wolves)


def inspected(view: dict[str, Any]) -> set[int]:
    return {m["params"]["target"] for m in view["messages"] if m["kind"] == "inspect_result"}


class RoleAwarePolicy:
    """The default: Wolves never target Wolves (their legal targets exclude
    them), the Seer inspects someone new and votes for a Wolf it found."""

    def decide(self, view: dict[str, Any], rng: random.Random) -> list[Command]:
        seat = view["seat"]
        commands: list[Command] = [self._night(view, prompt, rng) for prompt in pending_prompts(view)]
        if vote_pending(view):
            commands.append(Vote(seat, self._ballot(view)))
        return commands

    def _night(self, view: dict[str, Any], prompt: dict[str, Any], rng: random.Random) -> Command:
        seat = view["seat"]
        if len(prompt["abilities"]) > 1:
            return self._advanced(view, prompt, rng)
        options = usable(prompt)
        if not options:
            return Submit(seat, prompt["abilities"][0]["id"])  # nothing legal: the engine will say why
        ability = options[0]
        if ability["id"] == "inspect":  # the Seer: someone not inspected yet, if any (§8)
            fresh = [t for t in ability["targets"] if t not in inspected(view)]
            return Submit(seat, "inspect", (rng.choice(fresh or ability["targets"]),))
        return Submit(seat, ability["id"], pick_targets(ability, rng))

    def _advanced(self, view: dict[str, Any], prompt: dict[str, Any], rng: random.Random) -> Command:
        """§8: abilities with uses left and a valid target; none → Rest; otherwise
        ``rng.choice(options)`` then ``rng.choice(targets)`` (COMPARE: two draws)."""
        seat = view["seat"]
        uses = (view.get("card") or {}).get("uses", {})
        acting = [a for a in usable(prompt) if a["id"] != "rest" and uses.get(a["id"], 1) > 0]
        if not acting:
            return Submit(seat, "rest")
        ability = rng.choice(acting)
        targets: list[int] = []
        for _ in range(ability["count"]):  # one rng.choice per target (COMPARE: two draws)
            targets.append(rng.choice([t for t in ability["targets"] if t not in targets]))
        return Submit(seat, ability["id"], tuple(targets))

    def _ballot(self, view: dict[str, Any]) -> int | None:
        choices = set(view["vote"]["choices"])
        for wolf in known_wolves(view):
            if wolf in choices:
                return int(wolf)
        return None


ROLE_AWARE = RoleAwarePolicy()
