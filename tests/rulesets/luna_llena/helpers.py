"""Small helpers to build Luna llena games in tests (seats are s1..sN as in the spec)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engine.commands import Advance, Command, Deal, SeatPlayer, Submit, Vote
from engine.game import Game
from engine.model import Message

CODES = {
    "HL": "werewolf",
    "LA": "alpha_wolf",
    "VAM": "vampire",
    "DEL": "informant",
    "LMA": "cursed_wolf",
    "EMB": "trickster",
    "BRU": "witch",
    "CHA": "wolf_shaman",
    "ALD": "villager",
    "VID": "seer",
    "MED": "doctor",
    "CAB": "knight",
    "PRI": "princess",
    "CAZ": "hunter",
    "SAC": "priest",
    "REY": "king",
    "BUF": "jester",
    "LIC": "lycanthrope",
    "ALC": "mayor",
    "ASE": "assassin",
    "PRE": "crier",
    "ENA": "lover",
    "DRU": "druid",
    "MIS": "mystic",
    "LAD": "thief",
    "VIS": "night_visitor",
    "CON": "confidant",
}


def s(n: int) -> int:
    """Seat sN of the spec (1-based) as an engine seat (0-based)."""
    return n - 1


def table(n: int, options: dict[str, Any] | None = None, seed: int = 1) -> Game:
    game = Game("luna_llena", options or {}, seed)
    for i in range(n):
        game.apply(SeatPlayer(f"s{i + 1}"))
    return game


def deal(*codes: str, options: dict[str, Any] | None = None, seed: int = 1) -> Game:
    game = table(len(codes), options, seed)
    game.apply(Deal(tuple(CODES[c] for c in codes)))
    return game


def attack(game: Game, target: int, *voters: int) -> None:
    for voter in voters:
        game.apply(Submit(s(voter), "attack", (s(target),)))


def act(game: Game, actor: int, ability: str, *targets: int) -> None:
    game.apply(Submit(s(actor), ability, tuple(s(t) for t in targets)))


def close(game: Game) -> list[Message]:
    return game.apply(Advance(override=True))


def quiet_day(game: Game) -> None:
    """Debate → accusation → nobody accuses → no trial → next night."""
    close(game)
    close(game)


def trial(
    game: Game, accused: int, accusers: Sequence[int], executers: Sequence[int], pardoners: Sequence[int] = ()
) -> None:
    close(game)  # debate → accusation
    for a in accusers:
        game.apply(Vote(s(a), s(accused)))
    close(game)  # → defense
    close(game)  # → judgment
    for e in executers:
        game.apply(Vote(s(e), "execute"))
    for p in pardoners:
        game.apply(Vote(s(p), "pardon"))
    close(game)


def kinds(messages: list[Message], audience: str | None = None) -> list[str]:
    return [m.kind for m in messages if audience is None or m.audience.kind == audience]


def public(game: Game, kind: str) -> list[dict[str, Any]]:
    return [m.params for m in game.state.messages if m.audience.kind == "public" and m.kind == kind]


def private(game: Game, seat: int, kind: str) -> list[dict[str, Any]]:
    return [
        m.params
        for m in game.state.messages
        if m.audience.kind == "player" and m.audience.seat == s(seat) and m.kind == kind
    ]


def run(game: Game, *commands: Command) -> None:
    for command in commands:
        game.apply(command)


def revived_jester() -> Game:
    """A Bufón (s3) killed on night 1 and revived by the Sacerdote (s4) on night 2:
    the game stands at the debate of day 2, the Bufón alive again."""
    game = deal("HL", "LA", "BUF", "SAC", "VID", "ALD", "ALD", "ALD")
    attack(game, 3, 1, 2)
    close(game)
    quiet_day(game)
    act(game, 4, "revive", 3)
    close(game)
    return game
