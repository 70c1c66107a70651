"""The fifteenth pass over bot-game speed, part b (issue 20, docs/performance.md): the
phases' closes do less, and what they skip could not change a game.

- a vote's close finds the top choices in one loop (``_tied_top``) and reads small totals'
  texts from a table: the plain ``max`` and comprehension, and ``str``, for random totals
  (zeros, ties, totals past the table);
- a day's weights are one dict comprehension: the plain ``living_seats`` at ``ONE`` after
  every command of Moonveil's bot games, and the effects' weights as before;
- an inspection reads the one seat's appearance from the steady snapshot
  (``seen_as_of``): the column ``Snapshot.of`` reads, at every night's close of Moonveil's
  bot games; the snapshot's slots set by their setters equal the plain snapshot's;
- the night's submissions are ordered in place: the context gets them in seat order
  whatever order they came in.

The whole games are compared before and after by ``bench/engine_fingerprint.py``."""

from __future__ import annotations

import random
from fractions import Fraction
from typing import Any

import pytest

from engine import Advance, Deal, Game, SeatPlayer, Submit
from engine.bot_tables import BOT_TABLES, BotTable
from engine.model import Submission
from engine.night import NightContext, Snapshot, SteadySnapshot, apply_pending_deaths
from engine.ruleset import find_ruleset
from engine.rulesets.moonveil.abilities import CLASSIC_ABILITIES, MoonveilNight, ext
from engine.voting import ONE, _tied_top, _top_of, _weighed_tally, day_count, tally_by_seat, whole
from tests.engine.test_bot_games_thirteenth_pass_a import played_plainly

MOONVEIL_TABLES = [t for t in BOT_TABLES if t.ruleset == "moonveil"]


def plain_top(counted: dict[Any, int]) -> tuple[Any, ...]:
    """The top choices as ``_top_of`` found them before this pass."""
    top = max(counted.values(), default=0)
    return tuple([c for c, v in counted.items() if v == top]) if top > 0 else ()


def test_MV_6_5_the_top_choices_are_the_plain_max_and_comprehension() -> None:
    rng = random.Random(15)
    cases: list[dict[Any, int]] = [{}, {3: 0}, {3: 0, 4: 0}, {1: 0, 2: 2, 5: 2}, {7: 3, 2: 0, 4: 3}]
    for _ in range(3000):
        size = rng.randrange(0, 7)
        cases.append({rng.randrange(0, 12): rng.randrange(0, 4) for _ in range(size)})
    for counted in cases:
        assert _top_of(counted) == plain_top(counted), counted
        assert _tied_top(counted) == list(plain_top(counted)), counted


@pytest.mark.parametrize("plurality", [False, True])
def test_MV_6_5_a_closes_totals_texts_are_str_of_the_totals(plurality: bool) -> None:
    """Small totals are read from the table, larger ones formatted: the same texts."""
    for weight, voters in ((1, 9), (2, 140), (1, 300)):
        weights = dict.fromkeys(range(voters), whole(weight))
        choices = {seat: seat % 3 if seat % 4 else None for seat in range(voters)}
        _, line = day_count(weights, choices, plurality, random.Random(1))
        counted: dict[int, int] = {}
        for choice in choices.values():
            if choice is not None:
                counted[choice] = counted.get(choice, 0) + weight
        assert line["totals"] == [[c, str(v)] for c, v in counted.items()]
        assert line["total"] == str(weight * voters)


class Watched(Game):
    """A Moonveil game checking, after every command it applies, the day's weights, and at
    every night's close the steady snapshot's appearances and the context's order."""

    closes = 0

    def apply(self, command: Any, _into: Any = None, _checks: bool = True, _folds: bool = True) -> Any:
        state = self.state
        if _into is None and type(command) is Advance and state.phase.kind == "night":
            steady, plain = SteadySnapshot.of(state), Snapshot.of(state)
            assert steady.alive == plain.alive
            assert [steady.seen_as_of(p.seat) for p in state.players] == list(plain.seen_as)
            assert [plain.seen_as_of(p.seat) for p in state.players] == list(plain.seen_as)
            Watched.closes += 1
        messages = super().apply(command, _into, _checks, _folds)
        if _into is None and _folds and state.phase.kind in ("day", "vote"):
            weights = self.ruleset.day_weights(state)  # type: ignore[attr-defined]
            effects = ext(state).day_effects.get(state.phase.number) or {}
            plain = {
                seat: whole(0)
                if seat in effects.get("hushed", ())
                else whole(2)
                if seat in effects.get("boosted", ())
                else ONE
                for seat in state.living_seats()
            }
            assert weights == plain and list(weights) == list(plain)
            assert all(type(w) is Fraction for w in weights.values())
        return messages


def watched_game(bot_table: BotTable, players: int, seed: int) -> Game:
    book = find_ruleset(bot_table.ruleset)
    game = Watched(book, bot_table.options_for(players), seed, snapshot_every=0)
    return played_plainly(game, players, book.bot_policy(None), random.Random(seed))


@pytest.mark.parametrize("bot_table", MOONVEIL_TABLES, ids=lambda t: t.label)
def test_MD_5_MV_4_3_after_every_command_of_bot_games_the_closes_read_the_plain_values(bot_table: BotTable) -> None:
    Watched.closes = 0
    for players in bot_table.sizes:
        for seed in (0, 3, 8):
            assert watched_game(bot_table, players, seed).state.outcome is not None
    assert Watched.closes > 0


def test_MV_6_5_MD_5_a_hushed_or_boosted_day_weighs_its_seats_as_before() -> None:
    game = Game("moonveil", {"game_type": "classic", "wolves": 1}, 2, snapshot_every=0)
    for index in range(6):
        game.apply(SeatPlayer(f"P{index + 1}", bot=True))
    game.apply(Deal())
    state = game.state
    state.players[4].alive = False
    ext(state).day_effects[1] = {"hushed": {1}, "boosted": {2, 4}}
    assert game.ruleset.day_weights(state) == {0: ONE, 1: whole(0), 2: whole(2), 3: ONE, 5: ONE}  # type: ignore[attr-defined]
    ext(state).day_effects[1] = {"pardoned": {1}}
    assert game.ruleset.day_weights(state) == {0: ONE, 1: ONE, 2: ONE, 3: ONE, 5: ONE}  # type: ignore[attr-defined]


def test_MV_2_7_the_nights_submissions_reach_the_context_in_seat_order(monkeypatch: pytest.MonkeyPatch) -> None:
    """Submitted last seat first, the context still reads them in seat order (sorted in place)."""
    seen: list[list[int]] = []
    opened = MoonveilNight.opened.__func__  # type: ignore[attr-defined]

    def watch(cls: type[MoonveilNight], state: Any, snapshot: Any, submissions: Any, *rest: Any) -> MoonveilNight:
        seen.append([s.actor for s in submissions])
        return opened(cls, state, snapshot, submissions, *rest)  # type: ignore[no-any-return]

    monkeypatch.setattr(MoonveilNight, "opened", classmethod(watch))
    game = Game(
        "moonveil", {"game_type": "classic", "wolves": 1, "seer": False, "guardian": False}, 4, snapshot_every=0
    )
    for index in range(5):
        game.apply(SeatPlayer(f"P{index + 1}", bot=True))
    game.apply(Deal())
    state = game.state
    wolf = next(p.seat for p in state.players if p.role == "wolf")
    victim = next(p.seat for p in state.players if p.role != "wolf")
    for player in reversed(state.players):
        if player.seat == wolf:
            game.apply(Submit(wolf, "attack", (victim,)))
        else:
            game.apply(Submit(player.seat, "ready"))
    assert [s[0] for s in state.submissions] == [4, 3, 2, 1, 0]
    game.apply(Advance())
    assert seen == [[0, 1, 2, 3, 4]]
    assert not state.players[victim].alive


def test_MN_6_one_pending_death_is_applied_when_the_target_lives_and_only_then() -> None:
    """The deaths step's one-death path (no sort): a living target dies with his cause, a
    target already dead is not eliminated twice; two pending still go in seat order."""
    game = Game("moonveil", {"game_type": "classic", "wolves": 1}, 1, snapshot_every=0)
    for index in range(6):
        game.apply(SeatPlayer(f"P{index + 1}", bot=True))
    game.apply(Deal())
    state = game.state
    ctx = NightContext(state, Snapshot.of(state), [])
    ctx.pending[4] = "wolf_attack"
    assert apply_pending_deaths(ctx) == [4] and ctx.died == [4] and not state.players[4].alive
    assert [(d.seat, d.cause) for d in state.deaths] == [(4, "wolf_attack")]
    ctx = NightContext(state, Snapshot.of(state), [])
    ctx.pending[4] = "wolf_attack"  # already dead: nothing applied
    assert apply_pending_deaths(ctx) == [] and ctx.died == [] and len(state.deaths) == 1
    ctx.pending = {5: "wolf_attack", 2: "escort"}
    assert apply_pending_deaths(ctx) == [2, 5] and [d.seat for d in state.deaths] == [4, 2, 5]


def test_MV_6_5_a_tally_of_voters_weighing_one_is_the_weighed_tally() -> None:
    """The loop for voters all weighing ``ONE`` (no weight's entry read per voter) counts as the
    general loop; a voter weighing otherwise, first or last, sends the whole tally to it."""
    rng = random.Random(20)
    for _ in range(400):
        seats = sorted(rng.sample(range(12), rng.randrange(0, 10)))
        choices = {s: rng.choice([None, *seats]) for s in seats if rng.random() < 0.9}
        weights = dict.fromkeys(seats, ONE)
        assert tally_by_seat(weights, choices) == _weighed_tally(weights, choices)
        if seats:
            weights[rng.choice(seats)] = rng.choice([whole(0), whole(2)])
            assert tally_by_seat(weights, choices) == _weighed_tally(weights, choices)
            weights[seats[0]] = Fraction(1, 2)  # not a shared whole: the exact path
            assert tally_by_seat(weights, choices) is None


def test_MV_5_4_protections_are_marked_as_night_mark_marks_them() -> None:
    game = Game("moonveil", {"game_type": "classic", "wolves": 1}, 3, snapshot_every=0)
    for index in range(6):
        game.apply(SeatPlayer(f"P{index + 1}", bot=True))
    game.apply(Deal())
    state = game.state
    night = MoonveilNight.opened(state, Snapshot.of(state), [], 1, [])
    plain = MoonveilNight.opened(state, Snapshot.of(state), [], 1, [])
    for target in (2, 4, 2):
        CLASSIC_ABILITIES["protect"].resolve(night, Submission(0, "protect", (target,)))
        plain.mark("protected", target)
    assert night.marks == plain.marks == {"protected": {2, 4}}
    assert night.marked("protected", 4) and not night.marked("protected", 3)
