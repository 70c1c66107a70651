"""The ninth pass over bot-game speed, part C (issue 20, docs/performance.md): closing a
night and closing a vote do less work for the same result.

- the night's snapshot, read in one pass, is the players read field by field;
- each Moonveil ability is filed for the night as its class says (uses to spend, visits,
  the step that resolves it, or its id when it has no effect of its own), and the visits
  recorded each night are the plain "every other target, as submitted" (MV-2.8);
- the night's lines are delivered as messages that each hold their own parameters;
- Moonveil's victory check counts the living as the list of the living does (MV-8);
- Moonveil opens its phases on shared values equal to new ones, label included;
- a tally of votes kept by seat is the tally of the same ballots, on every kind of
  weight (MV-6.5, MD-5), and the shown ballots and totals are ``text`` of each weight;
- the wolf attack's most-chosen target draws only on a tie (MV-5.2).

The whole games are compared before and after by ``bench/engine_fingerprint.py``
(every message, view and state of all four books)."""

from __future__ import annotations

import dataclasses
import random
from fractions import Fraction

import pytest

from engine import Advance, Game
from engine.bot_tables import BOT_TABLES, BotTable
from engine.model import GameState, Phase, Submission
from engine.night import Snapshot
from engine.rulesets.moonveil.abilities import MoonveilAbility, MoonveilNight, ext
from engine.rulesets.moonveil.night import FILING, MOONVEIL_ABILITIES, READ_BY_ID, RESOLUTION_STEPS, spend_and_visit
from engine.rulesets.moonveil.roles import VILLAGE, WOLVES
from engine.rulesets.moonveil.rules import Moonveil, shared_phase
from engine.voting import (
    ONE,
    ZERO,
    Ballot,
    VoteResult,
    most_chosen,
    plurality,
    plurality_of,
    shown_ballots,
    shown_totals,
    strict_majority,
    strict_majority_of,
    text,
    votes_by_seat,
    whole,
)
from tests.helpers import bot_game_to_replay, table

MOONVEIL_TABLES = [t for t in BOT_TABLES if t.ruleset == "moonveil"]


def _replayed_states(bot_table: BotTable, seed: int = 5) -> list[tuple[Game, object]]:
    """Each command of a bot game with the game just before it is applied."""
    played, game = bot_game_to_replay(bot_table, seed)
    return [(game, command) for command in played.journal]


# -- the snapshot -----------------------------------------------------------------------


def _plain_snapshot(state: GameState) -> Snapshot:
    players = state.players
    return Snapshot(
        alive=frozenset(p.seat for p in players if p.alive),
        roles=tuple(p.role for p in players),
        seen_as=tuple(p.seen_as for p in players),
        counts_as=tuple(p.counts_as for p in players),
        wins_with=tuple(p.wins_with for p in players),
    )


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
def test_the_night_snapshot_is_the_players_read_field_by_field(bot_table: BotTable) -> None:
    played, game = bot_game_to_replay(bot_table, 5)
    dead_seen = False
    for command in played.journal:
        game.apply(command)
        snapshot = Snapshot.of(game.state)
        assert snapshot == _plain_snapshot(game.state), command
        assert type(snapshot.roles) is tuple and type(snapshot.alive) is frozenset
        dead_seen = dead_seen or len(snapshot.alive) < len(game.state.players)
    assert dead_seen  # the alive column was tested with someone dead
    assert Snapshot.of(GameState("moonveil", {}, 0, random.Random(0))) == Snapshot(frozenset(), (), (), (), ())


# -- the filing of tonight's submissions ------------------------------------------------------


def test_MV_2_7_each_ability_is_filed_as_its_class_says() -> None:
    assert set(FILING) == set(MOONVEIL_ABILITIES)
    for ability_id, (ability, limited, visiting, filed) in FILING.items():
        assert ability is MOONVEIL_ABILITIES[ability_id]
        assert limited == (ability.uses is not None)
        assert visiting == bool(ability.visits)
        if type(ability).resolve is MoonveilAbility.resolve:  # no effect of its own: by id when read so
            assert filed == (ability_id if ability_id in READ_BY_ID else None) and filed not in RESOLUTION_STEPS
        else:
            assert filed == ability.step and filed in RESOLUTION_STEPS
    # the wolf attack reads these by id: they must stay effect-free here
    assert FILING["attack"][3] == "attack" and FILING["escort"][3] == "escort"


@pytest.mark.parametrize("bot_table", MOONVEIL_TABLES, ids=lambda t: t.label)
@pytest.mark.parametrize("seed", [1, 5])
def test_MV_2_8_each_night_records_every_other_target_as_submitted(bot_table: BotTable, seed: int) -> None:
    played, game = bot_game_to_replay(bot_table, seed)
    nights = visits = 0
    for command in played.journal:
        if isinstance(command, Advance) and game.state.phase.kind == "night":
            number = game.state.phase.number
            held = game.state.submissions
            expected = [
                (sub.actor, target)
                for sub in sorted(held.values(), key=lambda s: s.actor)
                if game.ruleset.abilities[sub.ability].visits
                for target in sub.targets
                if target != sub.actor
            ]
            game.apply(command)
            assert ext(game.state).visits_by_night[number] == expected
            nights, visits = nights + 1, visits + len(expected)
        else:
            game.apply(command)
    assert nights >= 1 and visits >= 2


def test_MV_2_8_a_target_is_visited_unless_it_is_the_actor() -> None:
    game = table(("wolf", "wolf", "seer", "guardian", "adv_inspect_pardon", "villager", "villager", "villager"))
    subs = [
        Submission(0, "attack", (5,)),
        Submission(2, "inspect", (0,)),
        Submission(3, "protect", (3,)),  # the Guardian on himself: no visit
        Submission(4, "pardon", (4,)),  # a pardon of oneself: no visit
        Submission(5, "ready"),
    ]
    night = MoonveilNight(game.state, Snapshot.of(game.state), subs, number=1)
    spend_and_visit(night)
    assert night.visits == [(0, 5), (2, 0)]
    assert ext(game.state).visits_by_night[1] == [(0, 5), (2, 0)]
    assert [sub for _, sub in night.queued["other"]] == [subs[1], subs[2], subs[3]]  # each has an effect
    assert [sub for _, sub in night.queued["attack"]] == [subs[0]] and "escort" not in night.queued
    assert "ready" not in night.queued  # no step reads it (tenth pass: queued nowhere)
    assert game.state.players[4].uses == {"pardon": 0}  # spent as submitted (MV-2.4)


def test_a_night_opened_directly_is_the_dataclass_built_night() -> None:
    game = table()
    snapshot = Snapshot.of(game.state)
    subs = [Submission(0, "attack", (5,))]
    opened = MoonveilNight.opened(game.state, snapshot, subs, 3, [4])
    built = MoonveilNight(game.state, snapshot, subs, number=3, override_missing=[4])
    assert opened == built and repr(opened) == repr(built)
    assert vars(opened) == vars(built) and list(vars(opened)) == [f.name for f in dataclasses.fields(MoonveilNight)]
    twin = MoonveilNight.opened(game.state, snapshot, subs, 3, [4])
    for name, value in vars(opened).items():  # every container its own
        if isinstance(value, (set, dict, list)) and name not in ("submissions", "override_missing"):
            assert value is not getattr(twin, name), name


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
def test_every_message_holds_its_own_parameters(bot_table: BotTable) -> None:
    """The night hands each line's dict to its message: no two messages share one."""
    played, _ = bot_game_to_replay(bot_table, 3)
    messages = played.state.messages
    assert len({id(m.params) for m in messages}) == len(messages)
    assert any(m.audience.kind == "moderator" for m in messages) or bot_table.ruleset != "moonveil"


# -- the victory check and the phases -------------------------------------------------------


def _plain_evaluate(book: Moonveil, state: GameState) -> object:
    living = state.living()
    wolves = sum(1 for p in living if "wolf" in p.counts_as)
    if wolves == 0:
        return book._team_win(state, VILLAGE, "no_wolves_left")
    if wolves >= len(living) - wolves:
        return book._team_win(state, WOLVES, "wolf_parity")
    return None


@pytest.mark.parametrize("bot_table", MOONVEIL_TABLES, ids=lambda t: t.label)
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_MV_8_the_victory_check_counts_the_living_as_their_list_does(bot_table: BotTable, seed: int) -> None:
    played, game = bot_game_to_replay(bot_table, seed)
    book = game.ruleset
    assert isinstance(book, Moonveil)
    outcomes = set()
    for command in played.journal:
        game.apply(command)
        found = book.evaluate(game.state)
        assert found == _plain_evaluate(book, game.state), command
        outcomes.add(None if found is None else found.reason)
    assert None in outcomes and len(outcomes) >= 2


@pytest.mark.parametrize("bot_table", MOONVEIL_TABLES, ids=lambda t: t.label)
def test_moonveils_shared_phases_are_new_phases_with_their_labels(bot_table: BotTable) -> None:
    played, _ = bot_game_to_replay(bot_table, 4)
    for kind in ("night", "day", "vote"):
        for number in (1, 2, 20):
            shared = shared_phase(kind, number)
            assert shared is shared_phase(kind, number)
            assert shared == Phase(kind, number) and shared.label() == Phase(kind, number).label()
            assert hash(shared) == hash(Phase(kind, number))
    labels = [m.phase for m in played.state.messages]
    assert "day 1" in labels and "vote 1" in labels and "night 2" in labels


# -- tallies kept by seat -------------------------------------------------------------------

WEIGHTS = [ZERO, ONE, whole(2), whole(3), Fraction(1, 2), Fraction(3, 2), Fraction(2), Fraction(1)]


def _random_vote(rng: random.Random) -> tuple[dict[int, Fraction], dict[int, int | None]]:
    seats = sorted(rng.sample(range(12), rng.randint(1, 9)))
    pool = WEIGHTS if rng.random() < 0.5 else WEIGHTS[:4]  # half the votes: shared wholes only
    weights = {seat: rng.choice(pool) for seat in seats}
    choices: dict[int, int | None] = {}
    for seat in seats:
        if rng.random() < 0.8:  # else no ballot: an abstention
            choices[seat] = rng.choice([*seats[:3], None])
    return weights, choices


def _same(a: VoteResult, b: VoteResult) -> None:
    assert (a.chosen, a.total_weight, a.tied, a.reason) == (b.chosen, b.total_weight, b.tied, b.reason)
    assert list(a.totals.items()) == list(b.totals.items())


def test_MV_6_5_MD_5_a_tally_by_seat_is_the_tally_of_the_same_ballots() -> None:
    rng = random.Random(9)
    kinds = set()
    for _ in range(300):
        weights, choices = _random_vote(rng)
        ballots = [Ballot(seat, choices.get(seat), weight) for seat, weight in weights.items()]
        total = sum(weights.values(), Fraction(0))
        seed = rng.random()
        by_seat = plurality_of(
            votes_by_seat(weights, choices), tie_break="random", rng=random.Random(seed), order=list(weights)
        )
        kept = plurality(ballots, tie_break="random", rng=random.Random(seed), order=list(weights))
        _same(by_seat, kept)
        _same(by_seat, _plain_plurality(ballots, random.Random(seed), list(weights)))
        assert by_seat.total_weight == total and by_seat.totals == _exact_totals(ballots)
        _same(strict_majority_of(votes_by_seat(weights, choices), total), strict_majority(ballots, total))
        kinds.add(by_seat.reason)
        assert shown_ballots(weights, choices) == [[b.voter, b.choice, str(b.weight)] for b in ballots]
        assert shown_totals(by_seat.totals) == [[c, str(w)] for c, w in by_seat.totals.items()]
        assert text(by_seat.total_weight) == str(total)
    assert {"plurality", "random_tie_break", "no_votes"} <= kinds


def test_MV_6_5_votes_of_no_weight_choose_nobody() -> None:
    weights = {0: ZERO, 1: ZERO, 2: ONE}
    result = plurality_of(votes_by_seat(weights, {0: 1, 1: 2}), tie_break="random", rng=random.Random(0))
    assert (result.chosen, result.reason, result.tied, result.total_weight) == (None, "no_votes", (), ONE)
    assert result.totals == {1: ZERO, 2: ZERO}


def _plain_plurality(ballots: list[Ballot], rng: random.Random, order: list[int]) -> VoteResult:
    """Plurality in plain ``Fraction`` arithmetic (the rule, MV-6.5 house variant)."""
    totals = _exact_totals(ballots)
    total = sum((b.weight for b in ballots), Fraction(0))
    best = max((w for w in totals.values() if w > 0), default=None)
    tied = tuple(c for c, w in totals.items() if w == best) if best is not None else ()
    if not tied:
        return VoteResult(None, totals, total, reason="no_votes")
    if len(tied) == 1:
        return VoteResult(tied[0], totals, total, reason="plurality")
    return VoteResult(rng.choice(sorted(tied, key=order.index)), totals, total, tied=tied, reason="random_tie_break")


def _exact_totals(ballots: list[Ballot]) -> dict[object, Fraction]:
    totals: dict[object, Fraction] = {}
    for ballot in ballots:
        if ballot.choice is not None:
            totals[ballot.choice] = totals.get(ballot.choice, Fraction(0)) + ballot.weight
    return totals


def test_MV_5_2_the_most_chosen_target_draws_only_on_a_tie() -> None:
    rng = random.Random(3)
    before = rng.getstate()
    assert most_chosen([], rng, range(9)) is None
    assert most_chosen([4], rng, range(9)) == 4
    assert most_chosen([4, 4], rng, range(9)) == 4
    assert most_chosen([2, 4, 4], rng, range(9)) == 4
    assert rng.getstate() == before  # no draw without a tie
    drawn = {most_chosen([6, 2], random.Random(seed), range(9)) for seed in range(20)}
    assert drawn == {2, 6}
    twin = random.Random(7)
    assert most_chosen([6, 2], random.Random(7), range(9)) == twin.choice([2, 6])  # tied, in seat order
