"""Moonveil's own invariants for the random-play harness (tests/random_play.py)."""

from __future__ import annotations

import json
from collections import Counter

from engine import Advance, Game
from engine.commands import Command
from engine.model import Message
from engine.rulesets.moonveil.setup import wolf_count
from tests.random_play import Before, BookChecks

PRIVATE_KINDS = {"your_role", "pack", "inspect_result", "blocked", "hushed"}
PRIVATE_KINDS |= {f"{k}_result" for k in ("track", "watch", "count", "compare", "sense", "echo", "study", "omen")}
PRIVATE_KINDS |= {"witness_result", "autopsy_result", "autopsy_no_record"}


class ClassicChecks(BookChecks):
    """Classic games: tonight's actions never reach the public view (MV-10)."""

    def after_command(self, game: Game, before: Before, command: Command, messages: list[Message]) -> None:
        if game.state.phase.kind != "night":
            return
        text = json.dumps(game.public_view(lang=None))
        leaked = [s.ability for s in game.state.submissions.values() if f'"{s.ability}"' in text]
        assert leaked == [], f"tonight's actions in the public view: {leaked}"


class AllRolesChecks(BookChecks):
    """All Roles games (MV-1, MV-2, §4–§8)."""

    def after_deal(self, game: Game) -> None:
        n = len(game.state.players)
        counts = Counter(p.role for p in game.state.players)
        assert counts["wolf"] == wolf_count(n)  # MV-1.5
        assert counts["villager"] == 1  # MV-1.4
        assert all(c == 1 for role, c in counts.items() if role not in ("wolf", "villager"))  # MV-1.3
        assert "composition" not in game.public_view()["setup"]  # MV-1.7
        self.start_uses = {p.seat: dict(p.uses) for p in game.state.players}

    def after_bots(self, game: Game) -> None:
        assert game.missing() == [], "bots submit and vote at once, so they never need an override (§8)"

    def after_command(self, game: Game, before: Before, command: Command, messages: list[Message]) -> None:
        if isinstance(command, Advance):
            self.check_phase(game, before)
            self.check_uses(game)

    def check_phase(self, game: Game, before: Before) -> None:
        new = game.state.deaths[before.deaths :]
        # one wolf attack a night (no ability eliminates, §2.4), one banishment a vote
        assert len(new) <= 1
        for death in new:
            assert death.cause == {"night": "wolf_attack", "vote": "banished"}[before.phase.kind]
            if before.phase.kind == "night":
                assert game.state.players[death.seat].role != "wolf"  # MV-4.2

    def check_uses(self, game: Game) -> None:
        for player in game.state.players:
            for ability, left in player.uses.items():
                assert 0 <= left <= self.start_uses[player.seat][ability]

    def after_game(self, game: Game) -> None:
        self.check_views(game)
        self.check_outcome(game)

    def check_views(self, game: Game) -> None:
        public = game.public_view(lang=None)
        assert not PRIVATE_KINDS & {a["kind"] for a in public["announcements"]}
        for player in game.state.players[:12]:
            for message in game.player_view(player.seat, lang=None)["messages"]:
                if message["audience"]["kind"] == "player":
                    assert message["audience"]["seat"] == player.seat

    def check_outcome(self, game: Game) -> None:
        outcome = game.state.outcome
        if outcome is None or outcome.draw:
            return
        wolves = sum(1 for p in game.state.living() if p.role == "wolf")
        others = len(game.state.living()) - wolves
        team = "village" if wolves == 0 else "wolves"
        assert outcome.winning_teams == (team,)
        if team == "wolves":
            assert wolves >= others  # MV-8.2
        assert set(outcome.winners) == {p.seat for p in game.state.players if p.wins_with == team}  # MV-8.4
