"""``moderator_details`` per-seat reminders of Moonveil and Luna llena (issue 16): what
the narrator's grimoire shows on each seat, never in a public or player view."""

from __future__ import annotations

import json
import random

from engine.commands import Advance, Deal, SeatPlayer
from engine.game import Game
from engine.rulesets.luna_llena.abilities import ext as luna_ext
from engine.rulesets.moonveil.abilities import ext as moonveil_ext


def dealt(ruleset: str, options: dict[str, object], players: int) -> Game:
    game = Game(ruleset, options, 4)
    for seat in range(players):
        game.apply(SeatPlayer(f"P{seat}"))
    game.apply(Deal())
    return game


def close_until(game: Game, kind: str) -> None:
    """Bots act, the moderator closes (with the override), until the phase is ``kind``."""
    policy = game.ruleset.bot_policy()
    rng = random.Random(1)
    for _ in range(20):
        if game.state.phase.kind == kind:
            return
        for seat in range(len(game.state.players)):
            for command in policy.decide(game.player_view(seat, None), rng):
                game.try_apply(command)
        game.apply(Advance(override=True))
    raise AssertionError(f"no {kind} phase came")


def reminders(game: Game) -> dict[str, list[str]]:
    marks: dict[str, list[str]] = game.moderator_view(narrator=True)["details"]["reminders"]
    return marks


def hidden_from_everyone_else(game: Game, word: str) -> bool:
    views = [game.public_view("en"), *(game.player_view(s, "en") for s in range(len(game.state.players)))]
    views.append(game.moderator_view(narrator=False))
    return word not in json.dumps(views)


def test_MD_5_MV_2_12_MV_2_7_moonveil_marks_todays_vote_effects_and_tonights_curfew() -> None:
    game = dealt("moonveil", {"game_type": "classic"}, 8)
    close_until(game, "day")
    memory = moonveil_ext(game.state)
    day = game.state.phase.number
    memory.day_effects[day] = {"hushed": {1}, "boosted": {2}, "pardoned": {3}}  # chosen last night
    memory.curfews[day + 1] = {4}
    game.state.memo.clear()
    assert reminders(game) == {"1": ["hushed"], "2": ["boosted"], "3": ["pardoned"], "4": ["curfew"]}
    assert hidden_from_everyone_else(game, "curfew") and hidden_from_everyone_else(game, "reminders")
    close_until(game, "vote")
    assert reminders(game)["1"] == ["hushed"]  # still today's vote
    close_until(game, "night")
    assert reminders(game) == {"4": ["curfew"]}  # the day is over; tonight's curfew stays


def test_DEC_LL_18_DEC_LL_44_DEC_LL_34_luna_llena_marks_hex_shield_and_theft() -> None:
    game = dealt("luna_llena", {}, 9)
    close_until(game, "day")
    memory = luna_ext(game.state)
    day = game.state.phase.number
    memory.hexes[day + 1] = 0
    memory.shields[day] = 1
    memory.thefts[day] = (2, 3)
    game.state.memo.clear()
    assert reminders(game) == {"0": ["hexed"], "1": ["shielded"], "2": ["thief"], "3": ["robbed"]}
    assert hidden_from_everyone_else(game, "reminders")
    close_until(game, "night")
    assert reminders(game) == {"0": ["hexed"]}  # the hex blocks tonight; the day's marks are gone


def test_books_without_marks_give_none() -> None:
    game = dealt("moonveil", {"game_type": "classic"}, 6)
    assert reminders(game) == {}
