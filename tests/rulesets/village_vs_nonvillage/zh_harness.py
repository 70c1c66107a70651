"""A small table for Village vs Non-village tests: seats are the spec's (1-based)."""

from __future__ import annotations

from typing import Any

from engine.commands import Advance, Deal, SeatPlayer, Submit, Vote
from engine.game import Game
from engine.rulesets.village_vs_nonvillage.state import ZhState, ext

R15 = (
    "seer",
    "witch",
    "elder",
    "scapegoat",
    "doctor",
    "gypsy",
    "white_wolf",
    "piper",
    "fox",
    "treasure",
    "careerist",
    "werewolf",
    "werewolf",
    "werewolf",
    "madman",
)
Act = tuple[Any, ...]


class Table:
    def __init__(self, roles: tuple[str, ...] = R15, seed: int = 1, **options: Any) -> None:
        self.game = Game("village_vs_nonvillage", {"sheriff": False, "events": False, **options}, seed)
        for i in range(len(roles)):
            self.game.apply(SeatPlayer(f"P{i + 1}"))
        self.game.apply(Deal(tuple(roles)))

    @property
    def zh(self) -> ZhState:
        return ext(self.game.state)

    def do(self, actor: int, ability: str, *targets: int, option: str | None = None) -> None:
        self.game.apply(Submit(actor - 1, ability, tuple(t - 1 for t in targets), option))

    def vote(self, voter: int, target: int | None) -> None:
        self.game.apply(Vote(voter - 1, None if target is None else target - 1))

    def adv(self) -> None:
        self.game.apply(Advance(override=True))

    def night(self, *acts: Act, witch: tuple[Act, ...] = (), prestige: tuple[Act, ...] = ()) -> None:
        assert self.game.state.phase.step == "actions", self.game.state.phase
        for a in acts:
            self.do(*a)
        self.adv()
        if self.game.state.phase.step == "witch":
            for a in witch:
                self.do(*a)
            self.adv()
        if self.game.state.phase.step == "prestige":
            for a in prestige:
                self.do(*a)
            self.adv()

    def day(self, *votes: tuple[int, int | None]) -> None:
        state = self.game.state
        while state.phase.kind == "day" and state.phase.step not in ("vote",):
            self.adv()
            state = self.game.state
        for v, t in votes:
            self.vote(v, t)
        self.adv()

    def alive(self, seat: int) -> bool:
        return self.game.state.players[seat - 1].alive

    def told(self, seat: int, kind: str) -> list[dict[str, Any]]:
        return [m.params for m in self.game.state.messages if m.kind == kind and m.recipients == {seat - 1}]

    def public(self, kind: str) -> list[dict[str, Any]]:
        return [m.params for m in self.game.state.messages if m.kind == kind and m.audience.kind == "public"]
