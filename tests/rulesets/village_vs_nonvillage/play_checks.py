"""Village vs Non-village's own invariants for the random-play harness
(tests/random_play.py): kill points never negative and always exact, no skill used
beyond its uses, a once-only target never twice, no draw (ZH-9.4)."""

from __future__ import annotations

from fractions import Fraction

from engine import Game, Submit
from engine.commands import Command
from engine.model import Message
from engine.rulesets.village_vs_nonvillage.state import ext
from tests.random_play import Before, BookChecks

SECRET_KEYS = {"role", "roles", "member_roles"}


class VillageChecks(BookChecks):
    def after_deal(self, game: Game) -> None:
        self.once: list[tuple[str, frozenset[int]]] = []  # Pipe targets, Respect targets, pairs: never twice

    def after_command(self, game: Game, before: Before, command: Command, messages: list[Message]) -> None:
        state = game.state
        zh = ext(state)
        for value in zh.points.values():
            assert isinstance(value, Fraction) and value >= 0
        for player in state.players:
            assert all(v >= 0 for v in player.uses.values())
        assert all(v >= 0 for v in zh.fox_chances.values())
        assert sum(1 for d in state.deaths if d.cause == "first_shot") <= 1
        assert sum(1 for m in state.messages if m.kind == "lure_result") <= 2
        if not state.over:
            public = game.public_view(None)
            assert all(seat["role"] is None for seat in public["seats"])
            for message in public["announcements"]:
                assert not SECRET_KEYS & set(message["params"]), message
        self.check_once(command)

    def check_once(self, command: Command) -> None:
        if isinstance(command, Submit) and command.ability in ("pipe", "respect"):
            self.once.append((command.ability, frozenset(command.targets)))
        if isinstance(command, Submit) and command.ability == "supremacy":
            t = command.targets
            self.once += [("pair", frozenset(t[i : i + 2])) for i in range(0, len(t), 2)]
        assert len(self.once) == len(set(self.once))

    def after_game(self, game: Game) -> None:
        assert game.state.outcome is not None and not game.state.outcome.draw  # ZH-9.4: no draw
