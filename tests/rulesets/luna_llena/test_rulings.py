"""Issue 18 rulings for Luna llena: the defense silences every channel (LL-8.2, D-4),
a chat line is presence (§7, LL-11.4), the converted Licántropo joins the evil
channel from the next night (§2.3), and phases end by themselves at their deadline
(LL-11.1, LL-11.2)."""

from __future__ import annotations

import pytest

from engine.commands import Advance, Clock, Say, Vote
from engine.errors import IllegalAction, IllegalTarget
from engine.rulesets.luna_llena.abilities import is_afk
from tests.rulesets.luna_llena.helpers import act, attack, close, deal, private, s


def test_LL_8_2_D_4_during_the_defense_nobody_else_writes_in_the_evil_channel() -> None:
    game = deal("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD")
    close(game)  # night → debate
    game.apply(Say(s(2), "evil", "by day we may talk"))
    close(game)  # → accusation
    game.apply(Vote(s(3), s(1)))
    close(game)  # → defense of s1
    with pytest.raises(IllegalAction) as refused:
        game.apply(Say(s(2), "evil", "say you are the seer"))
    assert refused.value.rule == "LL-8.2"
    game.apply(Say(s(1), "evil", "I will"))  # the accused may write anywhere he may write
    close(game)  # → judgment: the evil channel is open again
    game.apply(Say(s(2), "evil", "good"))


def test_LL_11_4_a_chat_line_is_presence() -> None:
    game = deal("HL", "LA", "MIS", "MED", "VID", "ALD", "ALD", "ALD")
    game.apply(Clock(70_000))
    assert is_afk(game.state, s(1)) and is_afk(game.state, s(2))
    game.apply(Say(s(1), "evil", "who tonight?"))
    game.apply(Clock(85_000))
    assert not is_afk(game.state, s(1)) and is_afk(game.state, s(2))
    with pytest.raises(IllegalTarget) as refused:
        act(game, 3, "unveil", 1)  # s1 chatted 15 s ago: not away
    assert refused.value.rule == "LL-11.4"
    act(game, 3, "unveil", 2)


def test_LL_2_3_converted_lycanthrope_joins_the_evil_channel_from_the_next_night() -> None:
    game = deal("HL", "LA", "LIC", "MED", "VID", "ALD", "ALD", "ALD")
    attack(game, 3, 1, 2)
    close(game)  # dawn of Day 1: converted, told, given the roster
    assert game.state.players[s(3)].wins_with == "evil"
    assert [len(r["seats"]) for r in private(game, 3, "evil_roster")] == [2]  # at this dawn, him included
    assert s(3) not in game.state.channels["evil"]
    assert "evil" not in game.player_view(s(3))["channels"]
    with pytest.raises(IllegalAction):
        game.apply(Say(s(3), "evil", "hello, pack"))
    game.apply(Say(s(1), "evil", "he must not read this"))
    close(game)  # debate → accusation
    close(game)  # nobody accused → Night 2
    assert game.state.phase.label() == "night 2"
    assert s(3) in game.state.channels["evil"]
    game.apply(Say(s(3), "evil", "hello, pack"))
    lines = [m.params["text"] for m in game.state.messages if m.kind == "say" and s(3) in m.recipients]
    assert lines == ["hello, pack"]


def test_LL_11_1_LL_11_2_the_deadline_makes_an_advance_due() -> None:
    game = deal("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD")
    ruleset, state = game.ruleset, game.state
    assert state.phase.kind == "night" and not ruleset.auto_advance_due(state, 89_999)
    assert ruleset.auto_advance_due(state, 90_000)
    game.apply(Clock(90_000))
    game.apply(Advance())  # a plain Advance: the missing actions are lost (LL-11.2)
    assert game.state.phase.label() == "day 1/debate"
    assert not ruleset.auto_advance_due(game.state, 90_000 + 179_999)
    assert ruleset.auto_advance_due(game.state, 90_000 + 180_000)


def test_LL_11_1_no_deadline_no_advance() -> None:
    game = deal("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD", options={"durations": {}})
    assert not game.ruleset.auto_advance_due(game.state, 10**9)
