"""MV-10.3: the TV and every phone see public information only. A message's number is
public information only if it counts public messages: a gap in the announcements' ``seq``
would count the private ones (seq 10 -> 12 is the Seer's result). Views number what
their audience sees (engine/views.py)."""

from __future__ import annotations

from engine import Game
from engine.commands import Say
from tests.helpers import finish_night, table

WOLF, OTHER_WOLF, SEER = 0, 1, 2


def one_night(private_lines: int) -> Game:
    """The same night twice over, except for ``private_lines`` lines in the wolves' channel."""
    game = table()
    for line in range(private_lines):
        game.apply(Say(WOLF, "wolves", f"line {line}"))
    finish_night(game, p3=("inspect", (WOLF,)))
    return game


def test_mv_10_3_public_views_of_games_that_differ_only_in_private_messages_are_identical() -> None:
    quiet, chatty = one_night(0), one_night(3)
    assert len(chatty.state.messages) > len(quiet.state.messages)  # the games do differ, privately
    assert quiet.public_view() == chatty.public_view()
    assert quiet.public_view("zh_CN") == chatty.public_view("zh_CN")


def test_mv_10_3_announcements_are_numbered_without_gaps() -> None:
    seqs = [m["seq"] for m in one_night(2).public_view()["announcements"]]
    assert seqs == [2 * i + 1 for i in range(len(seqs))]


def test_mv_10_3_a_players_messages_sort_among_the_announcements_in_the_order_sent() -> None:
    game = one_night(1)
    view = game.player_view(SEER)
    merged = sorted(view["public"]["announcements"] + view["messages"], key=lambda m: m["seq"])
    real_order = [m.seq for m in game.state.messages if m.visible_to(SEER)]
    by_kind = {(m.phase, m.kind, str(m.params)): m.seq for m in game.state.messages}
    assert [by_kind[(m["phase"], m["kind"], str(m["params"]))] for m in merged] == real_order
    assert any(m["audience"]["kind"] == "player" for m in merged)  # the Seer's results are in it


def test_mv_10_3_a_player_cannot_count_the_messages_of_others() -> None:
    """The Seer's own numbers are the same whether or not the wolves talked."""
    quiet, chatty = one_night(0), one_night(3)
    assert [m["seq"] for m in quiet.player_view(SEER)["messages"]] == [
        m["seq"] for m in chatty.player_view(SEER)["messages"]
    ]


def test_the_moderators_log_keeps_the_games_own_numbers() -> None:
    game = one_night(1)
    log = game.moderator_view(narrator=True)["log"]
    assert [m["seq"] for m in log] == [m.seq for m in game.state.messages]
