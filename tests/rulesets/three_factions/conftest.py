"""The standard 22-player table of §18.0 and small helpers to drive it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from engine import Advance, Deal, Game, SeatPlayer, Submit, Vote
from engine.model import Message

TABLE = [
    ("Ada", "lupo_demonio"),
    ("Bruno", "contadino"),
    ("Carla", "guardia"),
    ("Dario", "lupo_mannaro"),
    ("Elena", "meretrice"),
    ("Fabio", "leader_alieno"),
    ("Gina", "contadino"),
    ("Hugo", "mucca_mannara"),
    ("Irene", "veggente_cieco"),
    ("Luca", "lupo_mutaforma"),
    ("Marta", "medium"),
    ("Nico", "generale_alieno"),
    ("Olga", "detective"),
    ("Paolo", "spirito_candido"),
    ("Rita", "figlio_stelle"),
    ("Sara", "indemoniato"),
    ("Tino", "mib_k"),
    ("Ugo", "mib_j"),
    ("Vera", "soldato_alieno"),
    ("Walter", "lupo_mannaro"),
    ("Zeno", "contadino"),
    ("Yuri", "diablo"),
]
SEAT = {name: seat for seat, (name, _) in enumerate(TABLE)}


class Table:
    """A game on the standard table, driven by player names."""

    def __init__(self, options: dict[str, Any] | None = None, table: list[tuple[str, str]] = TABLE) -> None:
        self.game = Game("three_factions", options or {}, seed=3)
        self.seat = {name: seat for seat, (name, _) in enumerate(table)}
        for name, _ in table:
            self.game.apply(SeatPlayer(name))
        self.game.apply(Deal(tuple(role for _, role in table)))

    @property
    def state(self) -> Any:
        return self.game.state

    def p(self, name: str) -> Any:
        return self.state.players[self.seat[name]]

    def submit(self, actor: str, ability: str, *targets: str, option: str | None = None) -> list[Message]:
        return self.game.apply(Submit(self.seat[actor], ability, tuple(self.seat[t] for t in targets), option))

    def vote(self, voter: str, target: str | None) -> None:
        self.game.apply(Vote(self.seat[voter], None if target is None else self.seat[target]))

    def close(self) -> list[Message]:
        """Close the current phase (missing actions are not performed)."""
        return self.game.apply(Advance(override=True))

    def night(self) -> list[Message]:
        """Close the night and open the day: every message produced."""
        return self.close() + self.close()

    def quiet_day(self) -> list[Message]:
        for player in self.state.living():
            self.game.apply(Vote(player.seat, player.seat))
        return self.close()

    def burn(self, victim: str, voters: tuple[str, ...] = ("Bruno", "Gina", "Zeno")) -> list[Message]:
        for player in self.state.living():
            name = player.name
            target = victim if name in voters else name
            self.game.apply(Vote(player.seat, self.seat[target]))
        return self.close()

    def to_night(self, n: int) -> None:
        self.night()
        for day in range(1, n + 1):
            self.quiet_day()
            if day < n:
                self.night()

    def to_spirit_night(self) -> None:
        """Night 3, the Pure Spirit's first (IT-10.36), with Gina dead on the Pyre of day 1
        and Olga bitten on night 1: one of each group to revive (IT-10.38)."""
        self.night()
        self.burn("Gina")
        self.submit("Dario", "bite", "Olga")
        self.night()
        self.quiet_day()
        self.night()
        self.quiet_day()

    def told(self, messages: list[Message], name: str, kind: str) -> list[dict[str, Any]]:
        seat = self.seat[name]
        return [m.params for m in messages if m.kind == kind and seat in m.recipients]

    def public(self, messages: list[Message], kind: str) -> list[dict[str, Any]]:
        return [m.params for m in messages if m.kind == kind and m.audience.kind == "public"]


@pytest.fixture
def table() -> Table:
    return Table()


@pytest.fixture
def make_table() -> Callable[..., Table]:
    return Table
