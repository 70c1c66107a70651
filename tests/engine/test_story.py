"""The end-of-game story and the vote history (issue 26): told from the journal, line by line."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine import Advance, Game, Vote
from engine.bot_tables import BOT_TABLES
from engine.ruleset import find_ruleset
from engine.simulate import play_bot_game
from engine.story import chapters, public_story, tell, vote_history
from tests.helpers import finish_night, table


def scripted_game() -> Game:
    """Moonveil, 8 players: night 1 kills P5, day 1 banishes P1 (a Wolf), night 2, ..."""
    game = table(seed=3)
    finish_night(game, p1=("attack", (4,)), p2=("attack", (4,)), p3=("inspect", (0,)), p4=("protect", (2,)))
    game.apply(Advance())  # day 1 → the vote
    for voter in game.state.living_seats():
        game.apply(Vote(voter, 0 if voter != 0 else 2))
    game.apply(Advance())
    return game


def test_the_story_of_a_scripted_game_matches_its_journal_line_by_line() -> None:
    game = scripted_game()
    lines = tell(game)
    assert [line.command for line in lines] == game.journal  # one line per journal entry, in order
    assert [line.index for line in lines] == list(range(len(game.journal)))
    told = [message.seq for line in lines for message in line.results]
    assert told == [message.seq for message in game.state.messages]  # every message, once, where it happened
    first_vote = next(line for line in lines if isinstance(line.command, Vote))
    assert first_vote.phase.kind == "vote" and first_vote.weight == Fraction(1)


def test_mv6_public_ballots_are_in_the_public_story_with_their_weights() -> None:
    """MV-6 / AMB-MV-24: Moonveil reveals named ballots, so the story keeps them."""
    game = scripted_game()
    told = public_story(tell(game))
    ballots = [line for line in told if isinstance(line.command, Vote)]
    assert len(ballots) == 7 and all(line.weight == 1 for line in ballots)
    assert not any(m.audience.kind == "channel" for line in told for m in line.results)


def test_mv6_vote_history_gives_voter_choice_weight_and_the_outcome() -> None:
    game = scripted_game()
    history = vote_history(tell(game))
    assert [(v.voter, v.choice) for v in history] == [(s, 0 if s else 2) for s in range(8) if s != 4]
    outcome_kinds = {m.kind for m in history[0].outcome}
    assert "ballots" in outcome_kinds  # the announcement that closed the vote
    assert not any(v.secret for v in history)


@pytest.mark.parametrize("ruleset", ["luna_llena", "three_factions", "village_vs_nonvillage"])
def test_it_5_12_secret_ballots_stay_secret_in_the_story(ruleset: str) -> None:
    """IT-5.12 (Three factions), LL D-2 ("voter identities are never shown"), VvN AMB-49:
    books that publish only totals keep every ballot, and the private lines of
    the phases they were cast in, out of the public story."""
    bot_table = next(t for t in BOT_TABLES if t.ruleset == ruleset)
    size = bot_table.sizes[0]
    game = play_bot_game(find_ruleset(ruleset), bot_table.options_for(size), 11, size)
    lines = tell(game)
    assert any(line.secret for line in lines), "the bots cast no ballot"
    told = public_story(lines)
    assert not any(isinstance(line.command, Vote) for line in told)
    secret_phases = {line.phase for line in lines if line.secret}
    for line in told:
        if line.phase in secret_phases:
            assert all(m.audience.kind == "public" for m in line.results)
    assert all(v.secret for v in vote_history(lines))


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
def test_every_book_tells_a_bot_game_line_by_line_in_nights_and_days(bot_table) -> None:  # type: ignore[no-untyped-def]
    size = bot_table.sizes[0]
    game = play_bot_game(find_ruleset(bot_table.ruleset), bot_table.options_for(size), 5, size)
    lines = tell(game)
    assert [line.command for line in lines] == game.journal
    assert [m.seq for line in lines for m in line.results] == [m.seq for m in game.state.messages]
    kinds = [chapter.kind for chapter in chapters(public_story(lines))]
    assert "night" in kinds or "day" in kinds
