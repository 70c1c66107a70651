"""Moonveil bots (§8): deterministic with their seed, no AI.

Knowledge is limited to the view: the bot's role, its teammates if a Wolf, and
its own inspection results (``inspect_result`` messages). Two policies share
the §8 nights: ``rulebook`` votes exactly as the §8 table (a known Wolf, else
Abstain); ``role-aware``, the default seat-filler, votes like a person would.
"""

from __future__ import annotations

import random
from typing import Any

from engine.bot_view import BotView
from engine.bots import pending_prompts, pick_targets, usable, vote_choices, vote_pending
from engine.commands import Command, Submit, Vote
from engine.rulesets.moonveil.roles import WOLF
from engine.view_types import PlayerView, PromptData, PublicView

INFORMATION_RESULTS = ("inspect_result", "study_result", "omen_result")


def known_wolves(view: PlayerView) -> list[int]:
    """Seats this bot's own inspection-type results showed as Wolves."""
    wolves = set()
    for message in view["messages"]:
        params = message["params"]
        if message["kind"] in INFORMATION_RESULTS and params.get("result") == "wolf":
            wolves.add(params["target"])
        if message["kind"] in INFORMATION_RESULTS and params.get("role") == "wolf":
            wolves.add(params["target"])
    return sorted(wolves)


def known_good(view: PlayerView) -> set[int]:
    """Seats this bot's own inspection-type results showed as not Wolves."""
    good = set()
    for message in view["messages"]:
        params = message["params"]
        if message["kind"] in INFORMATION_RESULTS and "wolf" not in (params.get("result"), params.get("role")):
            good.add(params["target"])
    return good


def inspected(view: PlayerView) -> set[int]:
    return {m["params"]["target"] for m in view["messages"] if m["kind"] == "inspect_result"}


class RulebookPolicy:
    """The §8 table (DEC-MV-29): Wolves never target Wolves (their legal targets
    exclude them), the Seer inspects someone new; only a bot that found a Wolf
    votes, for that Wolf; everyone else abstains."""

    def decide(self, view: PlayerView, rng: random.Random) -> list[Command]:
        seat = view["seat"]
        commands: list[Command] = [self._night(view, prompt, rng) for prompt in pending_prompts(view)]
        if vote_pending(view):
            commands.append(Vote(seat, self._ballot(view, rng)))
        return commands

    def _night(self, view: PlayerView, prompt: PromptData, rng: random.Random) -> Command:
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

    def _advanced(self, view: PlayerView, prompt: PromptData, rng: random.Random) -> Command:
        """§8: abilities with uses left and a valid target; none → Rest; otherwise
        ``rng.choice(options)`` then ``rng.choice(targets)`` (COMPARE: two draws)."""
        seat = view["seat"]
        card = view["card"]
        uses = card["uses"] if card else {}
        acting = [a for a in usable(prompt) if a["id"] != "rest" and uses.get(a["id"], 1) > 0]
        if not acting:
            return Submit(seat, "rest")
        ability = rng.choice(acting)
        targets: list[int] = []
        for _ in range(ability["count"]):  # one rng.choice per target (COMPARE: two draws)
            targets.append(rng.choice([t for t in ability["targets"] if t not in targets]))
        return Submit(seat, ability["id"], tuple(targets))

    def _ballot(self, view: PlayerView, rng: random.Random) -> int | None:
        choices = set(vote_choices(view))
        for wolf in known_wolves(view):
            if wolf in choices:
                return int(wolf)
        return None


#: the last suspects found on a bot's view (``BotView``), beside the public view they were
#: read from: every voter of one vote reads the one public view of that state (``public_view``
#: builds it once a state), so the order is found once a vote, not once a voter (~16 ballots a
#: bot game). The public view is held here, so its identity is no other view's meanwhile.
_LAST_SUSPECTS: list[tuple[PublicView, list[int]]] = []


def table_suspects(view: PlayerView) -> list[int]:
    """Living seats in the order the table suspects them, from public facts only,
    so every bot reads the same order (what the day's discussion gives a real
    table): first whoever voted for someone else when a Wolf was banished (they
    shielded a Wolf), most often first; ties go round the table from the seat
    after the latest player eliminated. Read-only, as the view it comes from."""
    if type(view) is not BotView:  # a view written by hand may be changed between two reads
        return _suspects(view["public"])
    public = view["public"]  # the engine's own view data: never changed once built
    if _LAST_SUSPECTS and _LAST_SUSPECTS[0][0] is public:
        return _LAST_SUSPECTS[0][1]
    suspects = _suspects(public)
    _LAST_SUSPECTS[:] = [(public, suspects)]
    return suspects


def _suspects(public: PublicView) -> list[int]:
    """``table_suspects`` read from the public view."""
    shielded: dict[int, int] = {}
    ballots: list[list[Any]] = []
    start = 0
    for message in public["announcements"]:
        params = message["params"]
        if message["kind"] == "ballots":
            ballots = params["ballots"]
        elif message["kind"] in ("eliminated", "banished"):
            start = params["seat"] + 1
            if message["kind"] == "banished" and params["role"] == WOLF:
                for voter, choice, _weight in ballots:
                    if choice != params["seat"]:
                        shielded[voter] = shielded.get(voter, 0) + 1
    seats = public["seats"]
    living = [s["seat"] for s in seats if s["alive"]]
    return sorted(living, key=lambda s: (-shielded.get(s, 0), (s - start) % len(seats)))


class RoleAwarePolicy(RulebookPolicy):
    """The default seat-filler (issue 18): nights as §8. In the vote a village
    bot votes for the earliest Wolf it knows, else for the table's first suspect
    it does not know to be good; a Wolf votes for the first suspect outside the
    pack. Nobody abstains while there is someone to suspect."""

    def _ballot(self, view: PlayerView, rng: random.Random) -> int | None:
        choices = set(c for c in vote_choices(view) if isinstance(c, int))
        card = view["card"]
        if card and "teammates" in card:  # a Wolf (MV-9.7: it knows the pack)
            cleared = set(card["teammates"])
        else:
            wolves = [w for w in known_wolves(view) if w in choices]
            if wolves:
                return int(wolves[0])
            cleared = known_good(view)
        suspects = [s for s in table_suspects(view) if s in choices and s not in cleared]
        return suspects[0] if suspects else None


RULEBOOK = RulebookPolicy()
ROLE_AWARE = RoleAwarePolicy()
