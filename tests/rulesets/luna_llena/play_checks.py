"""Luna llena's own invariants for the random-play harness (tests/random_play.py)."""

from __future__ import annotations

from engine import Game
from engine.commands import Command
from engine.model import Message
from tests.random_play import Before, BookChecks

#: the rule-made public reveals: the only public lines that may name a role
REVEALS = ("card_revealed", "princess_survives")


class LunaChecks(BookChecks):
    def after_command(self, game: Game, before: Before, command: Command, messages: list[Message]) -> None:
        """Before the end no seat shows a role, dead or alive (cards stay face down,
        DEC-LL-17b); roles reach the table only in the Delator's, Místico's,
        Pregonero's and Princesa's public reveals."""
        if game.state.over:
            return
        view = game.public_view(lang=None)
        assert all(seat["role"] is None for seat in view["seats"])
        for message in view["announcements"]:
            params = message["params"]
            if "role" in params:
                assert message["kind"] in REVEALS, message
            assert "roles" not in params, message
