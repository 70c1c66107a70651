"""The third pass over bot-game speed (issue 20, docs/performance.md): each shortcut
must give what the code it replaced gave.

- the deal's check builds the composition on the game's own state and puts the RNG
  back, instead of on a whole copy: a check changes nothing, refused or accepted, and
  the deal that follows draws what it drew before;
- submissions and ballots of a phase in play are checked first in ``_check`` (``_check_command`` before the ninth pass):
  in the lobby and after the end they still get the lobby's and the end's refusals;
- shared whole and half ``Fraction``s (``engine.voting.whole``/``half``) equal the
  ones built afresh, and print the same;
- a bot's one target drawn by ``choice`` is the draw ``sample(targets, 1)`` made.

The whole games are compared before and after by the fingerprint described in
docs/performance.md (every message, view and state of all four books)."""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from engine import Deal, Game, SeatPlayer, Submit, Vote
from engine.bot_tables import BOT_TABLES, BotTable
from engine.errors import EngineError, GameOver, WrongPhase
from engine.ruleset import find_ruleset
from engine.simulate import bot_names, play_bot_game
from engine.voting import SHARED_WHOLES, half, weight_sum, whole
from tests.random_play import fingerprint

# (rule set, options, seats): accepted deals of every book, and deals whose options are refused
DEALS = [
    *((table.ruleset, table.options_for(size), size) for table in BOT_TABLES for size in table.sizes[:2]),
    ("moonveil", {"game_type": "all_roles"}, 9),  # drawn from the RNG (MV-1.7)
    ("moonveil", {"game_type": "themes", "theme": "watchful_nights"}, 9),  # drawn from the RNG
    ("moonveil", {"game_type": "classic", "wolves": 5}, 6),  # refused: too many Wolves (MV-3.5)
    ("moonveil", {"game_type": "themes", "theme": "no such theme"}, 9),  # refused
    ("luna_llena", {"mode": "random"}, 8),  # drawn from the RNG
    ("three_factions", {"roles": ["contadino"] * 3}, 5),  # refused: the list is for 3 players (IT-1.1)
    ("village_vs_nonvillage", {"roles": ["werewolf"]}, 5),  # refused (ZH-1.4)
]


def lobby(ruleset: str, options: dict[str, object], seats: int, seed: int) -> Game:
    game = Game(ruleset, options, seed)
    for name in bot_names(seats):
        game.apply(SeatPlayer(name, bot=True))
    return game


@pytest.mark.parametrize(("ruleset", "options", "seats"), DEALS)
def test_the_deal_check_changes_nothing_and_the_deal_draws_as_before(
    ruleset: str, options: dict[str, object], seats: int
) -> None:
    for seed in range(8):
        game = lobby(ruleset, options, seats, seed)
        before = fingerprint(game.state)
        refusal: EngineError | None = None
        try:
            game.check(Deal())
        except EngineError as error:
            refusal = error
        assert fingerprint(game.state) == before, f"seed {seed}: checking the deal changed the game"
        assert game.state.options == options
        # What the deal draws: the composition built on a copy of the untouched lobby,
        # then the same shuffle of the same generator.
        trial = game.state.clone()
        if refusal is not None:
            with pytest.raises(EngineError):
                game.ruleset.build_composition(trial)
            assert game.try_apply(Deal()) is not None and fingerprint(game.state) == before
            continue
        roles = game.ruleset.build_composition(trial)
        trial.rng.shuffle(roles)
        game.apply(Deal())
        assert [p.role for p in game.state.players] == roles, f"seed {seed}: the deal drew other roles"


@pytest.mark.parametrize("ruleset", ["moonveil", "luna_llena", "three_factions", "village_vs_nonvillage"])
def test_submissions_and_ballots_keep_the_lobby_and_end_refusals(ruleset: str) -> None:
    table = next(t for t in BOT_TABLES if t.ruleset == ruleset)
    size = table.sizes[0]
    waiting = lobby(ruleset, table.options_for(size), size, 1)
    for command in (Submit(0, "attack", (1,)), Vote(0, 1)):
        with pytest.raises(WrongPhase) as refused:
            waiting.apply(command)
        assert refused.value.key == "not_dealt"
    ended = play_bot_game(find_ruleset(ruleset), table.options_for(size), 1, size)
    assert ended.state.over
    for command in (Submit(0, "attack", (1,)), Vote(0, 1)):
        with pytest.raises(GameOver):
            ended.apply(command)


def test_MV_6_5_shared_wholes_and_halves_are_the_fractions_built_afresh() -> None:
    """The vote's totals and its threshold (MV-6.5: more than half) print as before."""
    for number in range(-5, SHARED_WHOLES + 5):
        assert whole(number) == Fraction(number) and str(whole(number)) == str(Fraction(number))
        for denominator in (1, 2, 3):
            total = Fraction(number, denominator)
            assert half(total) == total / 2 and str(half(total)) == str(total / 2)
    rng = random.Random(4)
    for _ in range(200):
        weights = [
            rng.choice([Fraction(0), Fraction(1), Fraction(2), Fraction(3, 2)]) for _ in range(rng.randrange(12))
        ]
        assert weight_sum(weights) == sum(weights, Fraction(0))
        assert str(weight_sum(weights)) == str(sum(weights, Fraction(0)))


def test_one_target_drawn_by_choice_is_the_one_sample_drew() -> None:
    """``pick_targets`` draws one target with ``choice``: the same seat, and the
    generator left in the same state, as ``sample(targets, 1)`` (small and large tables)."""
    for seed in range(300):
        targets = list(range(seed % 40 + 1))
        by_sample, by_choice = random.Random(seed), random.Random(seed)
        assert by_sample.sample(targets, 1) == [by_choice.choice(targets)]
        assert by_sample.getstate() == by_choice.getstate()


@pytest.mark.parametrize("table", BOT_TABLES, ids=[table.label for table in BOT_TABLES])
def test_legal_targets_are_the_seats_every_targeting_test_accepts(table: BotTable) -> None:
    """``Ability.candidates`` inlines ``_target_ok`` (and skips ``refusal`` when an
    ability has none of its own): at every tenth command of played games, every
    ability offers exactly the seats the full test accepts."""
    ruleset = find_ruleset(table.ruleset)
    size = table.sizes[0]
    compared = 0
    for seed in range(3):
        played = play_bot_game(ruleset, table.options_for(size), seed, size)
        game = Game(ruleset, table.options_for(size), seed, snapshot_every=0)
        for index, command in enumerate(played.journal):
            game.apply(command)
            if index % 10 or game.state.phase.kind == "lobby":
                continue
            for ability in ruleset.abilities.values():
                for actor in game.state.players:
                    accepted = [p.seat for p in game.state.players if ability._target_ok(game.state, actor, p) is None]
                    if ability.targeting.count and ability.has_uses(actor):
                        assert ability.candidates(game.state, actor) == accepted, (ability.id, actor.seat)
                        compared += 1
    assert compared > 100
