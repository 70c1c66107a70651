"""Every view of a bot game of each rule book matches engine/view_types.py at run
time: no key the declaration lacks, no required key missing, every value of the
declared type. mypy checks the code that builds and reads views; this checks the
data really built (a book's ``card`` or ``moderator_details`` adding a key, or a
value of another type, fails here), and that every declared key is really sent
by some book (a stale declaration fails too)."""

# No ``from __future__ import annotations``: the TypedDicts below would lose their
# NotRequired marks at run time (Python 3.11), as engine/view_types.py explains.
import random
from typing import Any, NotRequired, TypedDict

import pytest

from engine import Advance, Deal, Game, SeatPlayer
from engine.bot_tables import BOT_TABLES, BotTable
from engine.ruleset import find_ruleset
from engine.simulate import bot_names
from engine.view_types import ModeratorView, PlayerView, PublicView
from tests.view_checker import Seen, check, typeddicts

LUNA_RANDOM = BotTable("Luna llena random", "luna_llena", {"mode": "random"}, (7,))
# Every book at its smallest bot table, Moonveil's secret and mixed game types
# (they publish other setup keys), and games chosen so that each key only some
# roles get is sent once: a Village vs Non-village New Moon at 15, Luna llena's
# Lovers (random deck, seed 3) and its Bufón's personal win (seed 9).
GAMES = [
    *((table, table.sizes[0], 1) for table in BOT_TABLES),
    (BotTable("Moonveil themes", "moonveil", {"game_type": "themes", "theme": "first_moon"}, (8,)), 8, 1),
    (BotTable("Moonveil mix", "moonveil", {"game_type": "mix", "mix": "village_basics"}, (8,)), 8, 1),
    (BOT_TABLES[-1], 15, 5),
    (LUNA_RANDOM, 7, 3),
    (LUNA_RANDOM, 7, 9),
]


def check_every_view(game: Game, seen: Seen) -> None:
    """The public view, every player's view and both moderator views, with and
    without a language (bots read views without one)."""
    label = f"{game.ruleset.name} seed {game.seed} {game.state.phase.label()}"
    for lang in ("en", None):
        check(game.public_view(lang), PublicView, f"{label} public/{lang}", seen)
        for seat in range(len(game.state.players)):
            check(game.player_view(seat, lang), PlayerView, f"{label} player {seat}/{lang}", seen)
    check(game.moderator_view(narrator=True), ModeratorView, f"{label} narrator", seen)
    check(game.moderator_view(narrator=False, host_seat=0), ModeratorView, f"{label} playing host", seen)


def play_checking_views(table: BotTable, players: int, seed: int, seen: Seen) -> Game:
    """A bot game of the book's default policy, every view checked at every phase."""
    ruleset = find_ruleset(table.ruleset)
    game = Game(ruleset, table.options_for(players), seed, snapshot_every=0)
    for name in bot_names(players):
        game.apply(SeatPlayer(name, bot=True))
    check_every_view(game, seen)  # the lobby: nobody has a card yet
    game.apply(Deal())
    bots = ruleset.bot_policy()
    rng = random.Random(seed)
    while not game.state.over:
        check_every_view(game, seen)
        acting = sorted({p.seat for p in game.prompts()} | {v.seat for v in game.vote_prompts()})
        for seat in acting:
            for command in bots.decide(game.player_view(seat, lang=None), rng):
                if game.try_apply(command) is not None:
                    break  # another bot's move made this one illegal; the phase goes on
        check_every_view(game, seen)  # what was sent: prompts answered, ballots, submissions
        game.apply(Advance(override=bool(game.missing())))
    check_every_view(game, seen)  # the end: every role public, the outcome
    return game


def test_every_view_of_every_book_matches_the_declared_types() -> None:
    seen: Seen = {}
    books = set()
    for table, players, seed in GAMES:
        game = play_checking_views(table, players, seed, seen)
        assert game.state.over and game.state.outcome is not None
        books.add(table.ruleset)
    assert books == {"moonveil", "luna_llena", "three_factions", "village_vs_nonvillage"}
    never_sent = {
        f"{declared.__name__}.{key}"
        for root in (PublicView, PlayerView, ModeratorView)
        for declared in typeddicts(root)
        for key in declared.__required_keys__ | declared.__optional_keys__
        if key not in seen.get(declared, set())
    }
    assert not never_sent, f"declared but sent by no book: {sorted(never_sent)}"


# -- the checker itself fails where it must --------------------------------------


class Inner(TypedDict):
    count: int
    label: NotRequired[str | None]


class Outer(TypedDict):
    items: list[Inner]
    by_seat: dict[str, list[int]]


GOOD: dict[str, Any] = {"items": [{"count": 1}, {"count": 2, "label": None}], "by_seat": {"0": [1]}}


def test_the_checker_accepts_a_matching_value_and_records_its_keys() -> None:
    seen: Seen = {}
    check(GOOD, Outer, "good", seen)
    assert seen == {Outer: {"items", "by_seat"}, Inner: {"count", "label"}}


@pytest.mark.parametrize(
    ("bad", "complaint"),
    [
        ({**GOOD, "extra": 1}, "not declared in Outer"),
        ({"items": []}, "required keys ['by_seat']"),
        ({**GOOD, "items": [{"count": True}]}, "is a bool, not int"),
        ({**GOOD, "items": [{"count": 1, "label": 3}]}, "matches no arm"),
        ({**GOOD, "by_seat": {0: [1]}}, "key 0"),
        ({**GOOD, "items": {"count": 1}}, "is not a list"),
    ],
)
def test_the_checker_names_an_extra_key_a_missing_key_and_a_wrong_type(bad: dict[str, Any], complaint: str) -> None:
    with pytest.raises(AssertionError, match=complaint.replace("[", r"\[").replace("]", r"\]")):
        check(bad, Outer, "bad", {})
