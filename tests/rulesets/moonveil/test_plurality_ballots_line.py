"""The ballots line under the plurality house rule (docs/rulesets/moonveil.md, options:
``vote: plurality``). Under the strict majority (MV-6.5) the line states the weight
needed, "more than half"; under plurality the most votes decide and a tie is drawn by
lot, so the line says that instead, and carries no threshold for the projector to show
("Total 7 · more than 7/2 needed" was shown beside a banishment with 2 of 7)."""

from __future__ import annotations

import pytest

from engine import Advance, Game
from engine.words import readable_number
from moonveil_desktop.projector.scene import build_scene
from tests.rulesets.moonveil.advanced_support import table
from tests.rulesets.moonveil.test_mutation_mv_rules import R8_PLURALITY, banished, cast, to_the_vote

MOST_VOTES = {
    "en": "the most votes decide, a tie is drawn by lot",
    "es": "decide la mayoría simple, un empate se sortea",
    "it": "decide la maggioranza relativa, un pareggio si sorteggia",
    "zh_CN": "以票数最多者为准，平票时抽签决定",
}
MORE_THAN = {
    "en": "more than 3½ needed",
    "es": "hace falta más de 3½",
    "it": "serve più di 3½",
    "zh_CN": "需要超过 3½",
}


def voted(vote: str) -> Game:
    """Night 1 eliminates P8; P1 gets 2 of 7 ballots, P2 one, the rest abstain."""
    game = table(R8_PLURALITY, {"vote": vote})
    to_the_vote(game)
    cast(game, {"P3": "P1", "P4": "P1", "P5": "P2"})
    game.apply(Advance())
    return game


def ballots_line(game: Game, lang: str) -> tuple[dict[str, object], str]:
    [message] = [m for m in game.state.messages if m.kind == "ballots"]
    return dict(message.params), game.ruleset.render(message, game.state.names(), lang)


@pytest.mark.parametrize("lang", sorted(MOST_VOTES))
def test_plurality_ballots_line_says_the_most_votes_decide(lang: str) -> None:
    game = voted("plurality")
    assert banished(game) == [0]  # 2 of 7: the most votes, no strict majority
    params, line = ballots_line(game, lang)
    assert "threshold" not in params
    assert params["total"] == "7"
    assert MOST_VOTES[lang] in line
    assert MORE_THAN[lang] not in line


@pytest.mark.parametrize("lang", sorted(MORE_THAN))
def test_MV_6_5_majority_ballots_line_still_states_more_than_half(lang: str) -> None:
    game = voted("majority")
    assert banished(game) == []  # 2 of 7 is no strict majority
    params, line = ballots_line(game, lang)
    assert params["threshold"] == "7/2"
    assert MORE_THAN[lang] in line
    assert MOST_VOTES[lang] not in line


def test_projector_states_no_threshold_under_plurality() -> None:
    plurality = build_scene(voted("plurality").public_view("en"))
    majority = build_scene(voted("majority").public_view("en"))
    assert majority.tally is not None and majority.tally.note == "Total 7 · more than 3½ needed"
    assert plurality.tally is not None and "needed" not in plurality.tally.note


@pytest.mark.parametrize(
    ("weight", "read"),
    [
        ("7/2", "3½"),
        ("1/2", "½"),
        ("10/3", "3⅓"),
        ("11/4", "2¾"),
        ("8/2", "4"),
        ("4", "4"),
        ("5/7", "5/7"),
        ("x/2", "x/2"),
    ],
)
def test_MV_6_5_a_threshold_is_read_as_a_mixed_number_not_a_fraction(weight: str, read: str) -> None:
    """ "more than 7/2 needed" read on the projector beside 7 ballots; "3½" is what the
    village understands. Only the words change: the line's parameter stays "7/2"."""
    assert readable_number(weight) == read
