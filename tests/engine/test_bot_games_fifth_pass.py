"""The fifth pass over bot-game speed (issue 20, docs/performance.md): each shortcut
must give what the code it replaced gave.

- a ``BotView`` is a dict of the fields read so far, the rest built by
  ``__missing__``: read in every way a mapping is read, it is ``player_view``;
- legal targets of an ability whose refused seats are found at once are picked in one
  pass (C iterators here, one comprehension since the seventh pass): the seats
  ``_target_ok`` accepts one by one, for every targeting (self, others, living, dead)
  and every refused set;
- ``living``/``living_seats`` are the living in seat order, the eliminated left out, in
  every state of played games (deaths at night and by the vote);
- a phase's label is made once and kept on the phase: the same text, and the phase
  still equals, hashes and prints as a fresh one;
- audiences of one seat are shared; the random bot's seats are filtered by a C
  predicate; Moonveil's typed ability table is the book's table;
- the lobby compares a new name with the seated ones in C: the same refusals.

The whole games are compared before and after by ``bench/engine_fingerprint.py``
(every message, view and state of all four books)."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Container
from fractions import Fraction

import pytest

from engine import Advance, Game, SeatPlayer
from engine.abilities import Ability, Targeting
from engine.bot_tables import BOT_TABLES, BotTable
from engine.bot_view import FIELDS, BotView
from engine.errors import GameOver, SetupError, WrongPhase, refusal_of
from engine.model import LOBBY, Audience, GameState, Outcome, Phase, PlayerState
from engine.night import Snapshot
from engine.refusals import Reason
from engine.ruleset import find_ruleset
from engine.rulesets.moonveil.abilities import MoonveilAbility
from engine.rulesets.moonveil.advanced import ALL_ABILITIES
from engine.rulesets.moonveil.night import MOONVEIL_ABILITIES
from engine.simulate import play_bot_game
from engine.voting import VoteResult


def replayed_states(table: BotTable, seed: int) -> list[Game]:
    """A played bot game, replayed: the game after each of its commands (the same object)."""
    ruleset = find_ruleset(table.ruleset)
    size = table.sizes[0]
    played = play_bot_game(ruleset, table.options_for(size), seed, size)
    game = played.restart()
    after = []
    for command in played.journal:
        game.apply(command)
        after.append(game)
    return after


@pytest.mark.parametrize("table", BOT_TABLES, ids=[table.label for table in BOT_TABLES])
def test_a_bot_view_read_as_any_mapping_is_the_player_view(table: BotTable) -> None:
    ruleset = find_ruleset(table.ruleset)
    size = table.sizes[0]
    played = play_bot_game(ruleset, table.options_for(size), 2, size)
    game = played.restart()
    for index, command in enumerate(played.journal):
        game.apply(command)
        if index % 7:
            continue
        for seat in range(len(game.state.players)):
            expected = game.player_view(seat, lang=None)
            assert BotView(game.ruleset, game.state, seat) == expected
            assert expected == BotView(game.ruleset, game.state, seat)
            assert (BotView(game.ruleset, game.state, seat) != expected) is False
            assert {**BotView(game.ruleset, game.state, seat)} == expected
            assert BotView(game.ruleset, game.state, seat).copy() == expected
            assert dict(BotView(game.ruleset, game.state, seat).items()) == expected
            assert list(BotView(game.ruleset, game.state, seat).keys()) == list(expected)
            assert list(BotView(game.ruleset, game.state, seat).values()) == list(expected.values())
            view = BotView(game.ruleset, game.state, seat)
            assert [view.get(key) for key in FIELDS] == list(expected.values())
            assert len(view) == len(expected) and all(key in view for key in expected)
            assert json.dumps(dict(view)) == json.dumps(expected)


def test_a_bot_view_refuses_what_a_player_view_does_not_hold() -> None:
    game = play_bot_game(find_ruleset("moonveil"), {"game_type": "classic"}, 1, 8, "random")
    view = BotView(game.ruleset, game.state, 0)
    assert view.get("secrets") is None and view.get("secrets", 7) == 7
    assert "secrets" not in view
    with pytest.raises(KeyError):
        view["secrets"]
    assert view["seat"] == 0 and repr(view) == "BotView(seat=0, built=['seat'])"
    with pytest.raises(TypeError):
        hash(view)


class Picky(Ability):
    """An ability with a rule of its own, said seat by seat and at once."""

    id = "picky"

    def __init__(self, targeting: Targeting, refused: Container[int]) -> None:
        self.targeting = targeting  # type: ignore[misc]
        self.refused = refused

    def refusal(self, state: GameState, actor: PlayerState, target: PlayerState) -> Reason | None:
        return Reason("picky") if target.seat in self.refused else None

    def refused_seats(self, state: GameState, actor: PlayerState) -> Container[int]:
        return self.refused


class Seats:
    """A container that is neither a set nor a tuple (and is always true)."""

    def __init__(self, *seats: int) -> None:
        self.seats = seats

    def __contains__(self, seat: object) -> bool:
        return seat in self.seats


def test_legal_targets_picked_at_once_are_the_seats_the_full_test_accepts() -> None:
    state = GameState(ruleset="test", options={}, seed=0, rng=__import__("random").Random(0))
    state.players = [PlayerState(seat=s, name=f"P{s}", alive=s not in (2, 5)) for s in range(8)]
    targetings = [
        Targeting(count=1, self_allowed=self_ok, others_allowed=others, dead_targets=dead)
        for self_ok in (False, True)
        for others in (False, True)
        for dead in (False, True)
    ]
    refused_sets: list[Container[int]] = [(), frozenset(), {1}, (0, 3), {2, 4, 7}, Seats(), Seats(3, 5), set(range(8))]
    compared = 0
    for targeting in targetings:
        for refused in refused_sets:
            ability = Picky(targeting, refused)
            for actor in state.players:
                accepted = [p.seat for p in state.players if ability._target_ok(state, actor, p) is None]
                assert ability.candidates(state, actor) == accepted, (targeting, refused, actor.seat)
                compared += 1
    assert compared == 8 * 8 * 8


@pytest.mark.parametrize("table", BOT_TABLES, ids=[table.label for table in BOT_TABLES])
def test_the_living_are_the_living_in_seat_order(table: BotTable) -> None:
    deaths = 0
    for game in replayed_states(table, 4)[::3]:
        state = game.state
        gone = {death.seat for death in state.deaths if not state.players[death.seat].alive}
        assert gone.isdisjoint(state.living_seats()) and state.living_seats() == sorted(state.living_seats())
        assert state.living() == [p for p in state.players if p.alive]
        assert all(a is b for a, b in zip(state.living(), [p for p in state.players if p.alive], strict=True))
        assert state.living_seats() == [p.seat for p in state.players if p.alive]
        deaths = max(deaths, len(state.deaths))
    assert deaths > 0, "the games must reach states with the dead"


def test_a_phase_label_kept_on_the_phase_is_the_label_made_afresh() -> None:
    for kind in ("lobby", "night", "day", "vote", "over", "defense"):
        for number in (0, 1, 12):
            for step in ("", "tie", "witch"):
                phase = Phase(kind, number, step)
                base = f"{kind} {number}" if number or kind in ("night", "day") else kind
                expected = f"{base}/{step}" if step else base
                assert phase.label() == expected and phase.label() == expected  # made, then read
                fresh = Phase(kind, number, step)
                assert phase == fresh and hash(phase) == hash(fresh) and repr(phase) == repr(fresh)
                assert dataclasses.replace(phase, number=number + 1).label() == Phase(kind, number + 1, step).label()
                assert dataclasses.astuple(phase) == (kind, number, step)


def test_one_seat_audiences_are_shared_and_equal_to_built_ones() -> None:
    for seat in range(12):
        shared = Audience.player(seat)
        assert shared is Audience.player(seat)
        assert shared == Audience("player", seat=seat) and shared.to_dict() == {"kind": "player", "seat": seat}


def test_moonveils_typed_ability_table_is_the_books_table() -> None:
    assert dict(MOONVEIL_ABILITIES) == dict(ALL_ABILITIES)
    assert all(isinstance(a, MoonveilAbility) for a in MOONVEIL_ABILITIES.values())
    assert find_ruleset("moonveil").abilities is ALL_ABILITIES


def test_a_name_is_taken_whatever_its_case_and_spaces() -> None:
    game = Game("moonveil", {"game_type": "classic"}, 0)
    for name in ("Ann", "Bob", "Zoë"):
        game.apply(SeatPlayer(name))
    for taken in ("ann", "  BOB ", "ZOË", "Ann"):
        with pytest.raises(SetupError) as refused:
            game.apply(SeatPlayer(taken))
        assert refused.value.key == "name_taken"
    game.apply(SeatPlayer("Anna"))
    assert [p.name for p in game.state.players] == ["Ann", "Bob", "Zoë", "Anna"]


@pytest.mark.parametrize("options", [{"game_type": "classic"}, {}], ids=["classic", "all_roles"])
def test_MD_5_MV_9_2_day_weights_and_missing_are_the_loops_over_the_players(options: dict[str, object]) -> None:
    """Moonveil's day weights (every living seat 1 on a day without effects, else 0
    hushed, 2 boosted: MD-5) and the seats still missing (MV-9.2) after every command."""
    ruleset = find_ruleset("moonveil")
    compared = 0
    for seed in range(8):
        played = play_bot_game(ruleset, options, seed, 12, "random")
        game = played.restart()
        for command in played.journal:
            game.apply(command)
            state = game.state
            if state.ext is None:  # the lobby
                continue
            effects = state.ext.day_effects.get(state.phase.number, {})
            weights = {
                p.seat: Fraction(
                    0 if p.seat in effects.get("hushed", ()) else 2 if p.seat in effects.get("boosted", ()) else 1
                )
                for p in state.players
                if p.alive
            }
            assert ruleset.day_weights(state) == weights and list(ruleset.day_weights(state)) == list(weights)
            kind = state.phase.kind
            missing = [
                p.seat
                for p in state.players
                if p.alive
                and (
                    (kind == "night" and (p.seat, "role") not in state.submissions)
                    or (kind == "vote" and p.seat not in state.ballots)
                )
            ]
            assert ruleset.missing(state) == missing
            compared += bool(missing)
    assert compared > 50


def test_the_night_snapshot_the_tally_and_the_outcome_are_quick_frozen_values() -> None:
    for cls in (Snapshot, VoteResult, Outcome):
        assert cls.__new__.__module__ == "engine.quick_init", cls
        assert dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen  # type: ignore[attr-defined]
    result = VoteResult(3, {3: Fraction(2)}, Fraction(5))
    assert result == VoteResult(chosen=3, totals={3: Fraction(2)}, total_weight=Fraction(5), tied=(), reason="")
    assert Outcome(("village",), (1, 2), "no_wolves_left") == Outcome(
        winning_teams=("village",), winners=(1, 2), reason="no_wolves_left", draw=False, personal_wins=()
    )


@pytest.mark.parametrize("table", BOT_TABLES, ids=[table.label for table in BOT_TABLES])
def test_a_night_snapshot_holds_the_seats_living_when_it_was_taken(table: BotTable) -> None:
    for game in replayed_states(table, 5)[::4]:
        state = game.state
        snapshot = Snapshot.of(state)
        assert snapshot.alive == frozenset(p.seat for p in state.players if p.alive)
        assert snapshot.roles == tuple(p.role for p in state.players)


@pytest.mark.parametrize("table", BOT_TABLES, ids=[table.label for table in BOT_TABLES])
def test_closing_a_phase_is_checked_as_before_in_the_lobby_in_play_and_at_the_end(table: BotTable) -> None:
    ruleset = find_ruleset(table.ruleset)
    size = table.sizes[0]
    played = play_bot_game(ruleset, table.options_for(size), 6, size)
    assert played.state.over
    with pytest.raises(GameOver):
        played.check(Advance())
    game = played.restart()
    with pytest.raises(WrongPhase) as refused:
        game.check(Advance(override=True))
    assert refused.value.key == "not_dealt"
    checked = 0
    for command in played.journal:
        game.apply(command)
        if game.state.over or game.state.phase.kind == "lobby":
            continue
        for advance in (Advance(), Advance(override=True)):
            by_game = refusal_of(lambda advance=advance: game.check(advance))
            by_book = refusal_of(lambda advance=advance: game.ruleset.check_advance(game.state, advance))
            assert repr(by_game) == repr(by_book) and (by_game is None) == (by_book is None)
            checked += by_game is not None
    assert checked > 0


def test_a_new_state_opens_in_the_lobby_and_the_class_holds_no_phase() -> None:
    """``GameState.phase`` defaults through a factory: every new state starts in the
    shared ``LOBBY``, and the class itself holds no phase (a class attribute of a
    Python class's instance keeps CPython 3.11 from specialising ``state.phase``)."""
    state = GameState(ruleset="moonveil", options={}, seed=0, rng=__import__("random").Random(0))
    assert state.phase is LOBBY and state.clone().phase is LOBBY
    assert "phase" not in vars(GameState)
    assert Game("moonveil").state.phase == Phase("lobby")
