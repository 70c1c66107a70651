"""The tenth pass over bot-game speed, part R (issue 20, docs/performance.md): the
checks, the folds and the lobby do less, and what they skip is what they could not
change.

- Moonveil accepts a submission in one frame (``Moonveil.check_submit``) when the base's
  nine-frame check would accept it, and hands everything else to the base's check: on
  every state of Moonveil bot games (classic and All Roles), every probe submission
  (every seat, every night choice and a few others, targets in and out of range, named
  twice, an option, a slot) is accepted or refused exactly as the base check does;
- a ballot is accepted without ``check_actor`` and the table's call when every test
  accepts it: on every vote of bot games of every book, every probe ballot gets the
  verdict of the check that runs every test (``check_ballot``, where refusals go);
- ``Game.apply`` returns a new empty list when a command sent nothing;
- ``quick_builder(cls)`` builds what ``cls(...)`` builds (a ``Submission`` per accepted
  submission is built so);
- a seat in the lobby is checked and folded without the walk down ``_check_other``'s and
  ``_fold``'s tests: the same verdicts as that walk, the same players.

The whole games are compared before and after by ``bench/engine_fingerprint.py``."""

from __future__ import annotations

import random
from dataclasses import FrozenInstanceError, fields
from typing import Any

import pytest

from engine import Advance, Deal, Game, SeatPlayer, Submit, Vote
from engine.abilities import Ability
from engine.bot_tables import BOT_TABLES, BotTable
from engine.errors import EngineError
from engine.game import _check_other
from engine.model import Death, Outcome, Phase, Submission
from engine.quick_init import quick_builder
from engine.ruleset import Prompt
from engine.ruleset_rules import RulesetRules
from engine.rulesets.moonveil.catalog import CATALOG
from engine.rulesets.moonveil.rules import NIGHT_CHOICES
from engine.rulesets.moonveil.submissions import QUICK_TARGET_COUNTS
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
            prompt = game.prompts()[0]
            game.state.players[prompt.seat].alive = False  # dead with his prompt still in the table
            probe = Submit(prompt.seat, "ready" if "ready" in prompt.abilities else "rest")
            expected = _verdict(lambda state, c: RulesetRules.check_submit(game.ruleset, state, c), game, probe)
            assert _verdict(game.ruleset.check_submit, game, probe) == expected is not None
            game.state.players[prompt.seat].alive = True
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


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
def test_a_ballot_is_accepted_or_refused_as_the_check_of_every_test_does(bot_table: BotTable) -> None:
    """After every command of a bot game of every book, every voter (and one past each
    end) with every choice: the same verdict as ``check_ballot``, which runs every test."""
    played, game = bot_game_to_replay(bot_table, 3)  # a game with votes in every book
    ruleset = game.ruleset
    accepted = refused = 0
    for command in played.journal:
        game.apply(command)
        if not game.vote_prompts():
            continue
        n = len(game.state.players)
        choices: list[Any] = [None, "execute", "pardon", "x", *range(-1, n + 1)]
        for voter in range(-1, n + 1):
            for choice in choices:
                probe = Vote(voter, choice)
                expected = _verdict(lambda state, c: RulesetRules.check_ballot(ruleset, state, c), game, probe)
                assert _verdict(lambda state, c: RulesetRules.check_vote(ruleset, state, c), game, probe) == expected
                if expected is None:
                    accepted += 1
                else:
                    refused += 1
        voter = game.vote_prompts()[0]
        game.state.players[voter.seat].alive = False  # a voter dead with his prompt still in the table
        probe = Vote(voter.seat, voter.choices[-1])
        expected = _verdict(lambda state, c: RulesetRules.check_ballot(ruleset, state, c), game, probe)
        assert _verdict(lambda state, c: RulesetRules.check_vote(ruleset, state, c), game, probe) == expected
        game.state.players[voter.seat].alive = True
    assert accepted > 0 and refused > 0  # both ways were asked


def test_a_command_that_sends_nothing_returns_a_new_empty_list() -> None:
    game = Game("moonveil", {"game_type": "classic"}, 1)
    first = game.apply(SeatPlayer("Ann"))
    second = game.apply(SeatPlayer("Bob"))
    assert first == [] and second == [] and first is not second
    first.append(None)  # a caller's list is its own
    assert game.state.messages == [] and game.apply(SeatPlayer("Cy")) == []


@pytest.mark.parametrize("cls", [Submission, Submit, Vote, Prompt, Phase, Death, SeatPlayer, Advance])
def test_a_quick_builder_builds_what_the_class_builds(cls: type) -> None:
    """The same value as the class's own call (and as the dataclass's ``__init__``
    would build): its type, fields, equality, hash and repr; still frozen, no dict."""
    build = quick_builder(cls)
    samples = {
        Submission: (2, "attack", (3,), None),
        Submit: (1, "protect", (4,), None, "role"),
        Vote: (5, 6),
        Prompt: (0, ("ready",), "role", True, False),
        Phase: ("night", 2, ""),
        Death: (3, "attacked", "night 1"),
        SeatPlayer: ("Ann", True),
        Advance: (True, "confirm"),
    }[cls]
    built, called = build(*samples), cls(*samples)
    assert type(built) is cls and built == called and hash(built) == hash(called) and repr(built) == repr(called)
    assert [getattr(built, f.name) for f in fields(cls)] == list(samples)
    assert build(*samples) is not built and not hasattr(built, "__dict__")
    with pytest.raises(FrozenInstanceError):
        built.__setattr__(fields(cls)[0].name, 9)


def test_an_accepted_submission_is_kept_as_the_submission_class_builds_it() -> None:
    game = Game("moonveil", {"game_type": "classic"}, 1)
    for seat in range(6):
        game.apply(SeatPlayer(f"P{seat + 1}"))
    game.apply(Deal())
    villager = next(p.seat for p in game.state.players if p.role == "villager")
    game.apply(Submit(villager, "ready"))
    kept = game.state.submissions[(villager, "role")]
    assert type(kept) is Submission and kept == Submission(villager, "ready", (), None)


def test_a_seat_is_checked_as_the_walk_down_the_other_commands_checks_it() -> None:
    """Every kind of seat (new, taken in another case, blank, too long, at a full table,
    after the deal, once the game is over): ``Game.check``'s verdict (``_check`` before the
    twelfth pass) is ``_check_other``'s."""
    game = Game("moonveil", {"game_type": "classic"}, 1)
    names = ["Ann", "ann ", " ", "x" * 41, "Bob"]
    verdicts = []

    def compare() -> None:
        for name in names:
            probe = SeatPlayer(name)
            expected = _verdict(lambda state, c: _check_other(game.ruleset, state, c), game, probe)
            assert _verdict(lambda state, c: game.apply(c, state, True, False), game, probe) == expected, name
            verdicts.append(expected and expected[1])

    compare()
    for seat in range(6):
        game.apply(SeatPlayer(f"P{seat + 1}" if seat else "Ann", bot=bool(seat % 2)))
    assert [(p.seat, p.name, p.bot) for p in game.state.players] == [
        (s, f"P{s + 1}" if s else "Ann", bool(s % 2)) for s in range(6)
    ]
    compare()
    game.state.outcome = Outcome((), (), reason="test")  # over in the lobby (a position could say so)
    compare()
    game.state.outcome = None
    game.apply(Deal())
    compare()
    assert {"name_taken", "name_length", "game_over", "seats_before_deal", None} <= set(verdicts)
