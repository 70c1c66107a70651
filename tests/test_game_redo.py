"""Game.redo keeps the rest of the redo stack (several redos in a row)."""

from __future__ import annotations

from engine.commands import Deal, SeatPlayer
from engine.game import Game


def test_several_redos_in_a_row_restore_the_journal() -> None:
    game = Game("moonveil", {}, 3)
    commands = [SeatPlayer(n) for n in ("Ana", "Bea", "Cai", "Dov", "Eli")] + [Deal()]
    for command in commands:
        game.apply(command)
    view = game.moderator_view(narrator=True)
    for _ in range(3):
        game.undo()
    assert len(game.redo_stack) == 3
    for _ in range(3):
        assert game.redo() is not None
    assert game.journal == commands and game.redo_stack == []
    assert game.moderator_view(narrator=True) == view
