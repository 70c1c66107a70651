"""The ninth pass over bot-game speed, part K (issue 20, docs/performance.md): the
checks, the folds and the lobby do less, and what they skip is what they could not
change.

- ``_apply`` tests the memo's keys again after a fold only when the fold added an entry
  (readers only add entries): a fold that derives data on a state in the making still
  leaves none of it behind, in a stable book after an action too;
- a player's starting uses are built once per (book, role) and copied: every player of
  every book holds what the per-ability computation gives, a dict of its own;
- Moonveil's composition check counts without a ``Counter``: the same refusals, in the
  same order, as the ``Counter`` version on random role lists;
- without snapshots nothing is counted for them; with snapshots they are taken as before.

The whole games are compared before and after by ``bench/engine_fingerprint.py``."""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import pytest

from engine import Advance, Deal, Game, SeatPlayer, Submit, Vote
from engine.bot_tables import BOT_TABLES, BotTable
from engine.errors import SetupError
from engine.game import _STABLE_KEYS
from engine.ruleset import find_ruleset
from engine.rulesets.moonveil.roles import GUARDIAN, SEER, VILLAGER, WOLF
from engine.rulesets.moonveil.setup import MAX_WOLVES, check_composition
from tests.helpers import bot_game_to_replay

# -- the memo after a fold ---------------------------------------------------------------


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
def test_a_fold_that_derives_data_leaves_none_of_it_whatever_the_command(
    bot_table: BotTable, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every command of a bot game of every book, each fold made to read the missing
    seats on the state in the making: after it the memo holds at most a stable book's
    prompts, and what the screens read equals the state with nothing cached."""
    played, game = bot_game_to_replay(bot_table, 3)
    ruleset = game.ruleset
    derived: list[str] = []
    for name in ("apply_submit", "apply_vote", "advance"):
        plain = getattr(type(ruleset), name)

        def deriving(self: Any, state: Any, command: Any, plain: Any = plain) -> None:
            plain(self, state, command)
            self.current_missing(state)  # a derived entry on the state being folded
            derived.append(type(command).__name__)

        monkeypatch.setattr(type(ruleset), name, deriving)
    kinds = set()
    for command in played.journal:
        game.prompts()  # the stable entries, as the table's loop fills them
        game.apply(command)
        kinds.add(type(command).__name__)
        assert "missing" not in game.state.memo, command
        if ruleset.stable_prompts and isinstance(command, (Submit, Vote)):
            assert game.state.memo.keys() <= _STABLE_KEYS
        else:
            assert not game.state.memo or game.state.memo.keys() <= _STABLE_KEYS
        read = (game.prompts(), game.vote_prompts(), game.missing())
        game.state.memo.clear()
        assert read == (game.prompts(), game.vote_prompts(), game.missing()), command
    assert {"Submit", "Advance"} <= set(derived) and {"SeatPlayer", "Deal"} <= kinds
    assert game.state.messages == played.state.messages


def test_a_fold_that_adds_nothing_keeps_a_stable_books_prompts() -> None:
    """A submission in Moonveil (a stable book) derives nothing: the prompts read before
    it are the very lists read after it (not rebuilt), and nothing else is left."""
    game = Game("moonveil", {"game_type": "classic"}, 4)
    for index in range(7):
        game.apply(SeatPlayer(f"P{index + 1}"))
    game.apply(Deal())
    prompts = game.prompts()
    game.state.memo["stale"] = "read on the state before"  # a reader's entry: the next command drops it
    game.apply(Submit(prompts[0].seat, "ready" if "ready" in prompts[0].abilities else "rest"))
    assert game.state.memo.keys() <= _STABLE_KEYS and game.prompts() is prompts
    game.apply(Advance(override=True))
    assert "stale" not in game.state.memo and game.prompts() is not prompts


# -- starting uses -----------------------------------------------------------------------


def uses_computed_afresh(ruleset: Any, role: str) -> dict[str, int]:
    """A player's uses as ``assign`` wrote them before: each ability's uses, if limited."""
    found = {}
    for ability_id in ruleset.roles[role].abilities:
        ability = ruleset.abilities.get(ability_id)
        if ability is not None and ability.uses is not None:
            found[ability_id] = ability.uses
    return found


@pytest.mark.parametrize("name", ["moonveil", "luna_llena", "village_vs_nonvillage"])
def test_every_role_starts_with_the_uses_of_its_abilities_in_a_dict_of_its_own(name: str) -> None:
    ruleset = find_ruleset(name)
    game = Game(ruleset)
    game.apply(SeatPlayer("Ana"))
    players = [game.state.players[0], game.state.players[0].copy()]
    limited = 0
    for role in ruleset.roles:
        for player in players:
            ruleset.assign(player, role)
            assert player.uses == uses_computed_afresh(ruleset, role), role
        limited += bool(players[0].uses)
        for ability_id in list(players[0].uses):
            players[0].uses[ability_id] -= 1  # spending is the player's own
            assert players[1].uses[ability_id] == ruleset.starting_uses(role)[ability_id]
        assert players[0].uses is not players[1].uses
    assert limited or name != "moonveil"  # Moonveil has limited abilities: the test saw some


# -- Moonveil's composition check --------------------------------------------------------


def check_with_a_counter(roles: list[str], n: int, *, villagers_fill: bool = False) -> None:
    """``check_composition`` as it was written with a ``Counter`` (same order of tests)."""
    counts = Counter(roles)
    wolves = counts[WOLF]
    if not 1 <= wolves <= MAX_WOLVES:
        raise SetupError.of("mv.wolf_count", rule="MV-3.1", most=MAX_WOLVES, count=wolves)
    if 2 * wolves >= n:
        raise SetupError.of("mv.too_many_wolves", rule="MV-3.5", count=wolves, players=n)
    for role, count in counts.items():
        if role not in (WOLF, VILLAGER) and count > 1:
            raise SetupError.of("role_once", rule="MV-2.1", role=role)
    villagers = n - len(roles) if villagers_fill else counts[VILLAGER]
    if villagers < 1:
        raise SetupError.of("mv.no_villager", rule="MV-3.6")


def refusal(check: Any, roles: list[str], n: int, fill: bool) -> tuple[str, dict[str, Any]] | None:
    try:
        check(roles, n, villagers_fill=fill)
    except SetupError as error:
        return error.key, error.rule, error.params
    return None


@pytest.mark.parametrize("seed", range(300))
def test_MV_2_1_MV_3_a_composition_is_refused_as_the_counter_refused_it(seed: int) -> None:
    rng = random.Random(seed)
    pool = [WOLF, WOLF, WOLF, VILLAGER, VILLAGER, SEER, GUARDIAN, "adv_1", "adv_2"][: rng.randrange(2, 10)]
    roles = [rng.choice(pool) for _ in range(rng.randrange(0, 14))]
    n = len(roles) + rng.randrange(0, 4)
    fill = bool(seed % 2)
    assert refusal(check_composition, roles, n, fill) == refusal(check_with_a_counter, roles, n, fill), roles


def test_MV_2_1_the_first_role_listed_twice_is_named_not_the_first_repeated() -> None:
    roles = [WOLF, SEER, GUARDIAN, GUARDIAN, SEER, VILLAGER]
    with pytest.raises(SetupError) as refused:
        check_composition(roles, 9)
    assert refused.value.params["role"] == SEER  # as the Counter named it: first listed
    assert refusal(check_with_a_counter, roles, 9, False) == (refused.value.key, "MV-2.1", refused.value.params)


# -- snapshots -----------------------------------------------------------------------------


def test_a_game_without_snapshots_counts_none_and_one_with_them_takes_them_as_before() -> None:
    played, _ = bot_game_to_replay(BOT_TABLES[0], 2)
    plain = played.restart()
    kept = Game(played.ruleset, played.options, played.seed, snapshot_every=4)
    for command in played.journal:
        plain.apply(command)
        kept.apply(command)
    assert plain._snapshots == {} and plain._since_snapshot == 0
    counted = [i for i in range(4, len(played.journal) + 1, 4)]
    assert sorted(kept._snapshots) == counted
    assert kept._since_snapshot == len(played.journal) % 4
    kept.undo()
    assert kept.state.messages == played.state.messages[: len(kept.state.messages)]
