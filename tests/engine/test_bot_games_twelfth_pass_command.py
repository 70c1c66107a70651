"""The twelfth pass over bot-game speed, part P (issue 20, docs/performance.md): a
command's path, the lobby and the deal do less, and what they skip is what they could
not change.

- the deal's check hands the roles it built to the fold of the same ``apply``: the deal
  equals the deal a replay's fold makes (which builds its own), on every table of every
  book and on drawn compositions (All Roles), and ``Game.check`` alone leaves the
  generator where it was, a refused build too;
- the deal gives every seat its role in one call (``assign_each``): what ``assign`` per
  seat gives, and a book's own ``assign`` is still the one used;
- a new game's generator is seeded without ``Random``'s two Python frames: the same
  generator as ``random.Random(seed)``;
- Moonveil's one-frame check of a submission tests the targets in its own frame: the
  tenth pass's tests compare it with the base's check on every state of bot games; here,
  on random targets;
- ``Game.apply`` is the one body of every check and fold (``_step`` is gone): the
  eleventh pass's tests compare ``Game.check`` with checking and folding on a copy;
- a seat's ``PlayerState`` comes from a plain builder: the dataclass's value, its
  attributes stored in the same order, a factory's value of its own each time;
- a tally reads a voter weighing ``ONE`` without a lookup: the shared table's entry.

The whole games are compared before and after by ``bench/engine_fingerprint.py``."""

from __future__ import annotations

import random
from dataclasses import replace
from fractions import Fraction
from typing import Any

import pytest

from engine import Deal, Game, SeatPlayer, Submit
from engine.bot_tables import BOT_TABLES, BotTable
from engine.errors import EngineError, SetupError
from engine.game import _seeded, new_state
from engine.model import GameState, PlayerState, Submission, new_player
from engine.quick_init import plain_builder
from engine.ruleset import Ruleset, find_ruleset
from engine.ruleset_setup import RulesetSetup
from engine.voting import _SHARED_WHOLE, ONE, tally_by_seat, whole


def seated(book: Ruleset, options: dict[str, Any], seed: int, size: int) -> Game:
    game = Game(book, options, seed)
    for index in range(size):
        game.apply(SeatPlayer(f"P{index + 1}", bot=True))
    return game


def dealt_by_the_fold_alone(book: Ruleset, options: dict[str, Any], seed: int, size: int) -> GameState:
    """The deal as a replay folds it: no check before, the fold builds its own roles."""
    game = Game(book, options, seed)
    state = new_state(book, options, seed)
    for index in range(size):
        game.apply(SeatPlayer(f"P{index + 1}", bot=True), state, False, True)
    game.apply(Deal(), state, False, True)
    assert not game.journal and not game.state.players  # folded into ``state`` alone
    return state


def players_of(state: GameState) -> list[tuple[Any, ...]]:
    return [(p.seat, p.role, p.seen_as, p.counts_as, p.wins_with, p.uses, p.alive) for p in state.players]


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
@pytest.mark.parametrize("seed", [0, 1, 7])
def test_the_deal_checked_and_folded_at_once_is_the_deal_a_replay_folds(bot_table: BotTable, seed: int) -> None:
    book = find_ruleset(bot_table.ruleset)
    for size in bot_table.sizes:
        options = bot_table.options_for(size)
        game = seated(book, options, seed, size)
        game.apply(Deal())
        folded = dealt_by_the_fold_alone(book, options, seed, size)
        assert players_of(game.state) == players_of(folded)
        assert game.state.composition == folded.composition
        assert game.state.rng.getstate() == folded.rng.getstate()  # the same draws, no more, no fewer
        assert game.state.messages == folded.messages
        assert game.state.phase == folded.phase


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
def test_a_check_of_the_deal_alone_leaves_the_generator_and_the_table_as_they_were(bot_table: BotTable) -> None:
    book = find_ruleset(bot_table.ruleset)
    size = bot_table.sizes[0]
    game = seated(book, bot_table.options_for(size), 3, size)
    before = game.state.rng.getstate()
    game.check(Deal())
    game.check(Deal())
    assert game.state.rng.getstate() == before
    assert all(p.role == "" for p in game.state.players) and not game.state.composition


def test_a_refused_build_that_drew_puts_the_generator_back(monkeypatch: pytest.MonkeyPatch) -> None:
    """A build that draws and then refuses (checked and folded in one call) leaves the
    generator where it was, and nothing is dealt."""
    book = find_ruleset("moonveil")
    game = seated(book, {"game_type": "all_roles"}, 5, 8)
    assert book.composition_draws(game.state)

    def draws_then_refuses(self: Any, state: GameState) -> list[str]:
        state.rng.random()
        raise SetupError.of("mv.unknown_game_type", rule="MV-1.10", value="drawn")

    monkeypatch.setattr(type(book), "build_composition", draws_then_refuses)
    before = game.state.rng.getstate()
    with pytest.raises(SetupError):
        game.apply(Deal())
    assert game.state.rng.getstate() == before
    assert not any(isinstance(command, Deal) for command in game.journal)
    assert all(p.role == "" for p in game.state.players)


def test_a_deal_drawing_its_roles_draws_them_once() -> None:
    """All Roles draws its specials: the game's generator after the deal is where one
    build and one shuffle leave it (a second build in the fold would draw again)."""
    book = find_ruleset("moonveil")
    for seed in range(5):
        game = seated(book, {"game_type": "all_roles"}, seed, 12)
        twin = seated(book, {"game_type": "all_roles"}, seed, 12)
        roles = book.build_composition(twin.state)
        twin.state.rng.shuffle(roles)
        game.apply(Deal())
        assert game.state.rng.getstate() == twin.state.rng.getstate()
        assert [p.role for p in game.state.players] == roles


# -- assigning the roles ------------------------------------------------------------------


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
def test_assign_each_gives_what_assign_gives_seat_by_seat(bot_table: BotTable) -> None:
    book = find_ruleset(bot_table.ruleset)
    roles = sorted(book.roles)
    together = [PlayerState(seat, f"P{seat}") for seat in range(len(roles))]
    alone = [PlayerState(seat, f"P{seat}") for seat in range(len(roles))]
    book.assign_each(zip(together, roles, strict=True))
    for player, role in zip(alone, roles, strict=True):
        book.assign(player, role)
    assert together == alone
    assert all(a.uses is not b.uses for a, b in zip(together, alone, strict=True))


def test_a_book_s_own_assign_is_used_by_assign_each() -> None:
    book = find_ruleset("three_factions")
    assert type(book).assign is not RulesetSetup.assign  # it gives its roles its own way
    called: list[str] = []
    original = type(book).assign

    class Counting(type(book)):  # type: ignore[misc]
        def assign(self, player: PlayerState, role_id: str) -> None:
            called.append(role_id)
            original(self, player, role_id)

    counting = Counting()
    roles = sorted(book.roles)[:4]
    players = [PlayerState(seat, f"P{seat}") for seat in range(4)]
    counting.assign_each(zip(players, roles, strict=True))
    assert called == roles and [p.role for p in players] == roles


# -- the game's generator -------------------------------------------------------------------


@pytest.mark.parametrize("seed", [0, 1, 5, -3, 2**31, 2**70 + 9, True, "a text", 2.5, None])
def test_the_game_s_generator_is_random_random_of_its_seed(seed: Any) -> None:
    ours = _seeded(seed)
    if seed is None:  # drawn from the OS: only the kind and the fields can agree
        assert type(ours) is random.Random and ours.gauss_next is None  # type: ignore[attr-defined]
        return
    theirs = random.Random(seed)
    assert type(ours) is random.Random
    assert ours.getstate() == theirs.getstate()
    assert [ours.random(), ours.gauss(0, 1), ours.gauss(0, 1)] == [
        theirs.random(),
        theirs.gauss(0, 1),
        theirs.gauss(0, 1),
    ]


def test_a_new_game_s_state_is_the_lobby_with_its_own_lists() -> None:
    one, two = Game("moonveil", {"game_type": "classic"}, 4), Game("moonveil", {"game_type": "classic"}, 4)
    assert replace(one.state, rng=two.state.rng) == two.state  # a generator equals only itself
    assert one.state.players is not two.state.players and one.state.memo is not two.state.memo
    assert one.state.rng.getstate() == random.Random(4).getstate()


# -- a submission's targets -----------------------------------------------------------------


def verdict(book: Ruleset, state: GameState, command: Submit) -> Any:
    try:
        book.check_submit(state, command)
    except EngineError as error:
        return (type(error), error.key, error.params, error.rule, error.player)
    return None


def test_the_targets_tested_in_the_check_s_frame_are_the_base_s_verdict() -> None:
    """Random submissions (targets out of range, named twice, the actor himself, the
    dead, too many or none) on the first night of Moonveil games: the one-frame check
    and the base's check agree on every one."""
    book = find_ruleset("moonveil")
    rng = random.Random(12)
    base = Ruleset.check_submit
    seen: set[Any] = set()
    for seed in range(6):
        game = seated(book, {"game_type": "all_roles"}, seed, 12)
        game.apply(Deal())
        state = game.state
        state.players[rng.randrange(12)].alive = False  # a dead seat to name (and to act from)
        for _ in range(300):
            seat = rng.randrange(-1, 13)
            ability = rng.choice(["attack", "inspect", "protect", "ready", "rest", "nothing"])
            targets = tuple(rng.randrange(-1, 13) for _ in range(rng.choice([0, 1, 1, 1, 2])))
            command = Submit(seat, ability, targets)
            ours = verdict(book, state, command)
            try:
                base(book, state, command)
                theirs = None
            except EngineError as error:
                theirs = (type(error), error.key, error.params, error.rule, error.player)
            assert ours == theirs, command
            seen.add(ours and ours[1])
    assert {None, "target_self", "no_seat", "target_count"} <= seen


# -- a seat's player, a tally's weights -----------------------------------------------------


@pytest.mark.parametrize(
    "arguments",
    [(0, "Ann"), (3, "Bob", True), (4, "Cy", False, "seer"), (5, "Di", True, "wolf", False, "wolf", frozenset({"w"}))],
)
def test_a_player_built_by_the_plain_builder_is_the_dataclass_s(arguments: tuple[Any, ...]) -> None:
    built, called = new_player(*arguments), PlayerState(*arguments)
    assert type(built) is PlayerState and built == called and repr(built) == repr(called)
    assert list(vars(built)) == list(vars(called))  # the same stores in the same order: shared keys
    other = new_player(*arguments)
    assert built.uses is not other.uses and built.flags is not other.flags  # a factory's value each
    given = {"attack": 1}
    assert new_player(1, "Eve", False, "", True, "", frozenset(), "", given).uses is given


def test_the_plain_builder_refuses_what_it_cannot_build() -> None:
    with pytest.raises(TypeError):
        plain_builder(Submission)  # frozen, slotted: ``quick_builder``'s


def test_a_tally_of_voters_weighing_one_reads_the_shared_entry() -> None:
    """Voters weighing the shared ``ONE`` (read without a lookup), other shared wholes and
    an unshared weight: the totals and shown rows are the shared table's."""
    rng = random.Random(8)
    for _ in range(300):
        seats = rng.sample(range(12), rng.randrange(1, 10))
        weights = {seat: rng.choice([ONE, ONE, ONE, whole(2), whole(0), whole(3)]) for seat in seats}
        choices = {seat: rng.choice([None, *seats]) for seat in seats if rng.random() < 0.8}
        found = tally_by_seat(weights, choices)
        assert found is not None
        rows, totals, total = found
        expected_totals: dict[Any, int] = {}
        for seat, weight in weights.items():
            value, shown = _SHARED_WHOLE[id(weight)]
            assert rows[list(weights).index(seat)] == [seat, choices.get(seat), shown]
            choice = choices.get(seat)
            if choice is not None:
                expected_totals[choice] = expected_totals.get(choice, 0) + value
        assert totals == expected_totals and list(totals) == list(expected_totals)
        assert total == sum(_SHARED_WHOLE[id(w)][0] for w in weights.values())
    assert tally_by_seat({1: ONE, 2: Fraction(1, 2)}, {}) is None  # not a shared whole: the exact path
