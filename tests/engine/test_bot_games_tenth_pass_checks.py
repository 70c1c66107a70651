"""The tenth pass over bot-game speed, part R (issue 20, docs/performance.md): the
checks, the folds and the lobby do less, and what they skip is what they could not
change.

- Moonveil accepts a submission in one frame (``Moonveil.check_submit``) when the base's
  nine-frame check would accept it, and hands everything else to the base's check: on
  every state of Moonveil bot games (classic and All Roles), every probe submission
  (every seat, every night choice and a few others, targets in and out of range, named
  twice, an option, a slot) is accepted or refused exactly as the base check does.

The whole games are compared before and after by ``bench/engine_fingerprint.py``."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine import Advance, Deal, Game, SeatPlayer, Submit
from engine.abilities import Ability
from engine.bot_tables import BOT_TABLES, BotTable
from engine.errors import EngineError
from engine.ruleset_rules import RulesetRules
from engine.rulesets.moonveil.catalog import CATALOG
from engine.rulesets.moonveil.rules import NIGHT_CHOICES, QUICK_TARGET_COUNTS
from engine.simulate import _bots_act
from tests.helpers import bot_game_to_replay

MOONVEIL_TABLES = [t for t in BOT_TABLES if t.ruleset == "moonveil"]


def _verdict(check: Any, game: Game, command: Submit) -> tuple[Any, ...] | None:
    """What a check says of ``command``: None when it accepts, else the refusal's data."""
    try:
        check(game.state, command)
    except EngineError as error:
        return (type(error), error.key, error.params, error.rule, error.player)
    return None


def _probes(game: Game) -> list[Submit]:
    """Submissions worth asking about on this state: every seat and one past each end,
    its role's night choices and a few others, every target count and seat."""
    players = game.state.players
    n = len(players)
    probes: list[Submit] = []
    for seat in range(-1, n + 1):
        role = players[seat].role if 0 <= seat < n else ""
        abilities = {*NIGHT_CHOICES.get(role, ()), "attack", "ready", "inspect", "nonsense"}
        for ability in sorted(abilities):
            target_sets: list[tuple[int, ...]] = [(), *((t,) for t in range(-1, n + 1)), (0, 0), (0, 1), (1, 2)]
            probes += [Submit(seat, ability, targets) for targets in target_sets]
            probes += [Submit(seat, ability, (0,), option="x"), Submit(seat, ability, slot="other")]
            probes += [Submit(seat, ability, targets, slot="role") for targets in ((), (1,))]
    return probes


def _compare_on_night(game: Game) -> tuple[int, int]:
    """Every probe on the game's state, by both checks: (accepted, refused)."""
    ruleset = game.ruleset
    accepted = refused = 0
    for probe in _probes(game):
        expected = _verdict(lambda state, c: RulesetRules.check_submit(ruleset, state, c), game, probe)
        assert _verdict(ruleset.check_submit, game, probe) == expected, probe
        if expected is None:
            accepted += 1
        else:
            refused += 1
    return accepted, refused


@pytest.mark.parametrize("bot_table", MOONVEIL_TABLES, ids=lambda t: t.label)
@pytest.mark.parametrize("seed", [1, 4])
def test_a_submission_is_accepted_or_refused_as_the_base_check_does(bot_table: BotTable, seed: int) -> None:
    """After every command of a Moonveil bot game, every probe submission: the one-frame
    check and the base's check (its nine frames, Moonveil's MV-T09 ``prompt_for``
    included) accept the same ones and refuse the others with the same refusal."""
    played, game = bot_game_to_replay(bot_table, seed)
    accepted = refused = 0
    for command in played.journal:
        game.apply(command)
        if game.state.phase.kind == "night" and game.state.outcome is None:
            yes, no = _compare_on_night(game)
            accepted, refused = accepted + yes, refused + no
    assert accepted > 0 and refused > 0  # both ways were asked


def test_every_quick_ability_in_play_is_accepted_or_refused_as_the_base_check_does() -> None:
    """A table holding a role for each ability the one-frame check may accept (two
    targets, dead targets, no target, the self allowed or not), night after night as
    bots play it: the same verdicts as the base check on every probe."""
    holders = {}
    for role in CATALOG:
        for ability in NIGHT_CHOICES[role]:
            holders.setdefault(ability, role)
    specials = sorted({holders[a] for a in QUICK_TARGET_COUNTS} - {"wolf", "villager"})
    roles = ("wolf", "wolf", "wolf", *specials, "villager", "villager")
    game = Game("moonveil", {"game_type": "manual"}, 2, snapshot_every=0)
    for seat in range(len(roles)):
        game.apply(SeatPlayer(f"P{seat + 1}", bot=True))
    game.apply(Deal(roles))
    bots, rng = game.ruleset.bot_policy("random"), random.Random(5)
    nights = accepted = 0
    while game.state.outcome is None and nights < 4:
        if game.state.phase.kind == "night":
            nights += 1
            accepted += _compare_on_night(game)[0]
        _bots_act(game, bots, rng, False)
        game.apply(Advance(override=bool(game.missing())))
    assert nights >= 2 and accepted > 0


def test_the_quick_abilities_are_those_of_the_base_check_without_limited_uses() -> None:
    """An ability with a ``check`` of its own or limited uses is left to the full check."""
    book = Game("moonveil").ruleset
    assert QUICK_TARGET_COUNTS  # the classic abilities at least
    for ability_id, ability in book.abilities.items():
        plain = type(ability).check is Ability.check and ability.uses is None
        assert (ability_id in QUICK_TARGET_COUNTS) == plain, ability_id
        if plain:
            assert QUICK_TARGET_COUNTS[ability_id] == ability.targeting.count
