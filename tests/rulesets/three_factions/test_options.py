"""The configurable decisions of the spec (docs/rulesets/three_factions.md, Options)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from engine import Advance, Deal, Game, SeatPlayer
from engine.errors import EngineError, IllegalAction, IllegalTarget, SetupError
from engine.rulesets.three_factions.state import ext
from tests.rulesets.three_factions.conftest import Table


def test_IT_10_16_linear_neighbours_option(make_table: Callable[..., Table]) -> None:
    table = make_table({"guard_neighbours": "linear"})
    table.to_night(1)
    table.submit("Carla", "protect", "Yuri")
    table.submit("Fabio", "abduct", "Ada", option="medium")
    messages = table.close()
    assert table.told(messages, "Carla", "witness") == []  # seat 22's next is not seat 1 in a list


def test_IT_10_22_consecutive_harlot_option(make_table: Callable[..., Table]) -> None:
    table = make_table({"harlot_repeat": "consecutive"})
    table.to_night(1)
    table.submit("Elena", "host", "Bruno")
    table.night()
    table.quiet_day()
    with pytest.raises(IllegalTarget):
        table.submit("Elena", "host", "Bruno")
    table.submit("Elena", "host", "Gina")
    table.night()
    table.quiet_day()
    table.submit("Elena", "host", "Bruno")  # allowed again after a night in between


def test_IT_10_34_detective_by_roles_option(make_table: Callable[..., Table]) -> None:
    table = make_table({"detective_counts": "roles"})
    table.to_night(1)
    table.submit("Luca", "shift", option="A")
    table.submit("Elena", "host", "Fabio")
    messages = table.close()
    assert table.told(messages, "Olga", "detective_counts") == [{"lupi": 4, "alieni": 3}]


def test_IT_13_7_village_first_option(make_table: Callable[..., Table]) -> None:
    roles = [
        ("W", "lupo_mannaro"),
        ("L", "leader_alieno"),
        ("G", "generale_alieno"),
        ("S", "soldato_alieno"),
        ("B", "contadino"),
        ("C", "contadino"),
        ("D", "contadino"),
        ("E", "contadino"),
    ]
    for order, side in (("aliens_first", "aliens"), ("village_first", "village")):
        table = make_table({"victory_order": order}, table=roles)
        table.night()
        table.burn("L", voters=("B", "C", "D"))
        table.submit("W", "bite", "B")
        table.night()
        table.burn("C", voters=("D", "E", "W"))
        table.night()
        assert not table.state.over
        table.burn("W", voters=("D", "E", "G"))  # N=4, A=2, no wolf, no Leader: both conditions hold
        assert table.state.outcome.winning_teams == (side,)


def test_IT_5_9_consecutive_counting_and_warning_only(make_table: Callable[..., Table]) -> None:
    table = make_table({"missed_vote_counting": "consecutive", "missed_vote_sanction": "warning"})
    table.night()
    for day in range(5):
        for player in table.state.living():
            if player.name != "Gina" or day == 2:
                table.vote(player.name, player.name)
        table.close()
        table.night()
    assert table.p("Gina").alive
    assert ext(table.state).missed[table.seat["Gina"]] == 2  # reset by the vote on day 3


def test_IT_1_1_D_02_custom_role_list(make_table: Callable[..., Table]) -> None:
    game = Game("three_factions", {"roles": ["lupo_mannaro", "contadino", "contadino", "leader_alieno"]}, seed=5)
    for name in "ABCD":
        game.apply(SeatPlayer(name))
    game.apply(Deal())
    assert sorted(p.role for p in game.state.players) == ["contadino", "contadino", "leader_alieno", "lupo_mannaro"]
    assert any(m.kind == "setup_warning" for m in game.state.messages)


def test_IT_4_6_bad_deadlines_are_refused_at_the_deal() -> None:
    game = Game("three_factions", {"deadlines": {"mode": "clock", "vote_close": "25:00"}}, seed=5)
    for i in range(22):
        game.apply(SeatPlayer(f"P{i}"))
    with pytest.raises(SetupError):
        game.apply(Deal())
    assert game.state.phase.kind == "lobby"


def test_IT_7_16_IT_9_10_leader_card_not_updated_by_the_demon(table: Table) -> None:
    table.to_night(1)
    table.night()
    table.submit("Ada", "nominate", "Nico")
    table.burn("Ada")
    assert table.p("Nico").role == "indemoniato"
    card = table.game.player_view(table.seat["Fabio"], lang=None)["card"]
    assert [table.seat["Nico"], "generale_alieno"] in card["knowledge"]["aliens"]
    nico = table.game.player_view(table.seat["Nico"], lang=None)["card"]
    assert nico["knowledge"]["leader"] == table.seat["Fabio"]  # knowledge is never erased (D-37)


def test_IT_10_38_single_revival_option(make_table: Callable[..., Table]) -> None:
    for allowed in (False, True):
        table = make_table({"spirit_single_revival": allowed})
        table.to_night(1)
        table.submit("Dario", "bite", "Bruno")  # the only dead player is night-dead
        table.night()
        table.quiet_day()
        table.night()
        table.quiet_day()
        if not allowed:
            with pytest.raises(EngineError):
                table.submit("Paolo", "revive_one", "Bruno")
            continue
        table.submit("Paolo", "revive_one", "Bruno")
        table.night()
        assert table.p("Bruno").alive and table.p("Paolo").uses["revive"] == 0


def _tied_day(table: Table) -> None:
    """Day 1: Zeno then Gina reach 2 votes each; Zeno got there first."""
    table.night()
    table.vote("Ada", "Zeno")
    table.vote("Bruno", "Gina")
    table.vote("Carla", "Zeno")  # Zeno reaches 2
    table.vote("Dario", "Gina")  # Gina reaches 2 later


def test_D_08_IT_5_7_tie_break_none_first_to_reach_and_moderator(make_table: Callable[..., Table]) -> None:
    none = make_table()
    _tied_day(none)
    assert none.public(none.close(), "nobody_burned") == [{}]

    first = make_table({"tie_break": "first_to_reach"})
    _tied_day(first)
    assert first.public(first.close(), "pyre") == [{"seat": first.seat["Zeno"]}]

    moderator = make_table({"tie_break": "moderator"})
    _tied_day(moderator)
    moderator.close()
    assert moderator.state.phase.label() == "day 1/tie"
    with pytest.raises(IllegalAction):
        moderator.game.apply(Advance(decision="Bruno"))  # not among the tied
    messages = moderator.game.apply(Advance(decision="Gina"))
    assert moderator.public(messages, "pyre") == [{"seat": moderator.seat["Gina"]}]
    assert moderator.state.phase.label() == "night 1"
