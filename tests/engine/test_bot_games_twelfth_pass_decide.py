"""The twelfth pass over bot-game speed, part D (issue 20, docs/performance.md): the
decisions' data does less work per seat.

- the random policy's ballot: the seats among a vote's choices are told by one set test
  when the choices are seat numbers then abstaining (``engine.bots.SEAT_NUMBERS``); its
  draws and ballots equal a plain policy's (``isinstance`` per choice, ``Random.choice``)
  for every kind of choice list and after every command of a bot game of every book;
- Moonveil's night prompts read a role's choices without a call when the player holds no
  limited ability (``uses_left`` otherwise): they equal the prompts built plainly from the
  rule (AMB-MV-18: an exhausted ability is not offered), also when uses are spent;
- ``Ability.candidates`` asks ``has_uses`` only for a limited ability: its targets equal
  the plain ones (``_target_ok`` per seat) for every ability of every book, every seat,
  after every command of bot games, uses spent or not.

The Wolves' refused seats (``Attack.refused_seats``, a loop without a pair per player) are
checked against their refusal seat by seat by tests/engine/test_bot_games_fourth_pass.py.
The whole games are compared before and after by ``bench/engine_fingerprint.py``."""

from __future__ import annotations

import random

import pytest

from engine import Game
from engine.abilities import Ability
from engine.bot_tables import BOT_TABLES, BotTable
from engine.bots import RANDOM_POLICY, SEAT_NUMBERS, SeatFields, pick_option, pick_targets, sent_submit, usable
from engine.commands import Command, Vote
from engine.model import GameState, PlayerState
from engine.ruleset import Prompt, Ruleset, find_ruleset
from engine.rulesets.moonveil.rules import NIGHT_CHOICES
from engine.simulate import play_bot_game
from engine.view_types import VoteChoiceData, VoteData
from tests.engine.test_bot_games_eleventh_pass_decide import live_replay


def plain_table_decisions(seats: list[SeatFields], rng: random.Random) -> list[tuple[int, list[Command]]]:
    """The random policy written plainly: each prompt's usable ability by ``Random.choice``,
    each ballot drawn by ``Random.choice`` from the vote's int choices found one by one."""
    decisions: list[tuple[int, list[Command]]] = []
    for seat, prompts, vote in seats:
        commands: list[Command] = []
        taken: set[tuple[str, str]] | None = set() if len(prompts) > 1 else None
        for prompt in prompts:
            if prompt["submitted"] is not None:
                continue
            options = usable(prompt, taken)
            if options:
                ability = rng.choice(options)
                targets = pick_targets(ability, rng)
                option = pick_option(ability, rng, taken)
                if taken is not None:
                    taken.add((ability["id"], option or ""))
                commands.append(sent_submit(seat, ability["id"], targets, option, prompt["slot"]))
        if vote is not None and not vote["cast"]:
            choices = [c for c in vote["choices"] if isinstance(c, int)]
            commands.append(Vote(seat, rng.choice(choices) if choices else None))
        decisions.append((seat, commands))
    return decisions


def vote_of(choices: list[VoteChoiceData]) -> VoteData:
    return {"choices": choices, "weight": "1", "changeable": False, "cast": False, "choice": None}


CHOICE_LISTS: list[list[VoteChoiceData]] = [
    [0, 1, 2, 4, 5, 6, 7, 8, None],  # every other living seat, then abstaining (Moonveil)
    [3, None],
    [0, 1, 2],  # no abstaining: the last seat is a seat
    [7],
    [],
    [None],
    [None, None],
    [2, None, None],
    [None, 4, 5],  # abstaining first
    [1, None, 2, None],
    ["yes", "no", None],  # texts are never seats
    [3, "x", 5, None],
    ["x"],
    [True, 2, None],  # ``True`` is an int: a seat, as ``isinstance`` says
    [False, True],
    [-1, 2, None],  # outside the seat numbers: the plain filter decides
    [1000, 3, None],
    [998, 999, None],
    [*range(60), None],
]


@pytest.mark.parametrize("choices", CHOICE_LISTS, ids=repr)
def test_the_random_policys_ballot_is_drawn_from_the_int_choices_as_plainly(choices: list[VoteChoiceData]) -> None:
    for seed in range(40):
        fast, plain = random.Random(seed), random.Random(seed)
        fields: list[SeatFields] = [(4, [], vote_of(list(choices))), (6, [], vote_of(list(choices)))]
        assert RANDOM_POLICY.decide_table(fields, fast) == plain_table_decisions(fields, plain), (seed, choices)
        assert fast.getstate() == plain.getstate()


def test_the_seat_numbers_are_exactly_the_ints_of_their_range() -> None:
    assert all(isinstance(seat, int) for seat in SEAT_NUMBERS)
    assert frozenset(range(len(SEAT_NUMBERS))) == SEAT_NUMBERS
    assert len(SEAT_NUMBERS) > max(find_ruleset(name).max_players for name in ("moonveil", "luna_llena"))
    assert None not in SEAT_NUMBERS and "1" not in SEAT_NUMBERS


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
def test_the_random_policys_decisions_are_the_plain_policys_after_every_command(bot_table: BotTable) -> None:
    ballots = 0
    for command, game in live_replay(bot_table, 5):
        seats = game.acting_seats()
        fields: list[SeatFields] = [
            (seat, game.player_view(seat, lang=None)["prompts"], game.player_view(seat, lang=None)["vote"])
            for seat in seats
        ]
        fast, plain = random.Random(len(game.journal)), random.Random(len(game.journal))
        assert RANDOM_POLICY.decide_table(fields, fast) == plain_table_decisions(fields, plain), f"after {command}"
        assert fast.getstate() == plain.getstate()
        ballots += sum(vote is not None for _seat, _prompts, vote in fields)
    assert ballots > 5  # the game had votes to decide


# -- Moonveil's night prompts ---------------------------------------------------------------


def plain_night_prompts(state: GameState) -> list[Prompt]:
    """AMB-MV-18 written plainly: each living player's role choices, those whose limited
    uses are spent left out."""
    return [
        Prompt(p.seat, tuple(a for a in NIGHT_CHOICES[p.role] if p.uses.get(a, 1) > 0), "role")
        for p in state.players
        if p.alive
    ]


def test_moonveils_night_prompts_are_the_rules_with_uses_spent_or_not() -> None:
    book = find_ruleset("moonveil")
    limited = spent = 0
    for seed in range(6):
        played = play_bot_game(book, {"game_type": "all_roles"}, seed, 12)
        game = Game(book, played.options, seed)
        for command in played.journal:
            game.apply(command)
            state = game.state
            if state.phase.kind != "night":
                continue
            assert book.prompts(state) == plain_night_prompts(state), (seed, command)
            for p in state.players:
                assert book.available_choices(p) == plain_choices(p), (seed, p.seat)
                limited += bool(p.uses)
                spent += any(left <= 0 for left in p.uses.values())
    assert limited and spent  # players holding limited uses, some of them spent, were compared


def plain_choices(player: PlayerState) -> tuple[str, ...]:
    return tuple(a for a in NIGHT_CHOICES[player.role] if player.uses.get(a, 1) > 0)


# -- legal targets ----------------------------------------------------------------------------


def plain_candidates(ability: Ability, state: GameState, actor: PlayerState) -> list[int]:
    """``Ability.candidates`` as its docstring says: no target without a count or without
    uses left, else every seat ``_target_ok`` accepts, in player-list order."""
    if ability.targeting.count == 0 or (ability.uses is not None and actor.uses.get(ability.id, ability.uses) <= 0):
        return []
    return [p.seat for p in state.players if ability._target_ok(state, actor, p) is None]


def base_candidate_abilities(ruleset: Ruleset) -> list[Ability]:
    return [a for a in ruleset.abilities.values() if type(a).candidates is Ability.candidates]


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
def test_legal_targets_are_the_plain_ones_after_every_command(bot_table: BotTable) -> None:
    compared = limited = 0
    for _command, game in live_replay(bot_table, 6):
        state = game.state
        if not game.prompts():  # targets are asked for where someone acts (the lobby has no book state)
            continue
        for ability in base_candidate_abilities(game.ruleset):
            for actor in state.players:
                assert ability.candidates(state, actor) == plain_candidates(ability, state, actor), ability.id
                compared += 1
                limited += ability.uses is not None
    # Luna llena's abilities all write their own ``candidates``: nothing of the base's to compare
    assert compared > 100 or not base_candidate_abilities(find_ruleset(bot_table.ruleset))
    if bot_table.ruleset == "moonveil":
        assert limited  # limited abilities were compared too


def first_night(book: Ruleset, players: int) -> GameState:
    """The state of a classic bot game's first night, just opened (the seats and the deal)."""
    played = play_bot_game(book, {"game_type": "classic"}, 5, players)
    replay = Game(book, played.options, played.seed)
    for command in played.journal[: players + 1]:
        replay.apply(command)
    assert replay.state.phase.kind == "night"
    return replay.state


def test_a_limited_ability_with_no_use_left_offers_no_target() -> None:
    book = find_ruleset("moonveil")
    limited = [a for a in base_candidate_abilities(book) if a.uses is not None and a.targeting.count]
    assert limited
    state = first_night(book, 6)
    actor = state.players[0]
    for ability in limited:
        actor.uses[ability.id] = 0
        assert ability.candidates(state, actor) == []
        actor.uses[ability.id] = 1
        assert ability.candidates(state, actor) == plain_candidates(ability, state, actor) != []
        del actor.uses[ability.id]


def wolves_parted(book: Ruleset) -> tuple[GameState, list[PlayerState], PlayerState]:
    """A classic first night of 8 seats where the first Wolf wins with the village and a
    villager with the Wolves: its state, the Wolves and that villager."""
    state = first_night(book, 8)
    wolves = [p for p in state.players if p.role == "wolf"]
    villager = next(p for p in state.players if p.role == "villager")
    side = wolves[0].wins_with
    wolves[0].wins_with, villager.wins_with = villager.wins_with, side
    return state, wolves, villager


def test_the_wolves_refused_seats_need_both_the_wolf_role_and_the_wolves_side() -> None:
    """MV-4.2's fellow Wolf holds the Wolf role and wins with the Wolves; no Moonveil game
    changes either today, so the two are parted by hand: a Wolf won over to the village, a
    villager who wins with the Wolves. The refused seats still agree with the refusal."""
    book = find_ruleset("moonveil")
    state, wolves, _villager = wolves_parted(book)
    attack = book.abilities["attack"]
    for actor in state.players:
        refused = attack.refused_seats(state, actor)
        assert refused is not None
        one_by_one = {p.seat for p in state.players if attack.refusal(state, actor, p) is not None}
        assert {p.seat for p in state.players if p.seat in refused} == one_by_one == {wolves[1].seat}
