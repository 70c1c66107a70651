"""Play again (issue 26): the same table, a fresh deal, every link follows its person."""

from __future__ import annotations

from pathlib import Path

import pytest

from moonveil_desktop.evening import Evening, PlayAgainRefused
from moonveil_desktop.storage import FILE_NAME, Storage
from moonveil_desktop.table import PLAYING_HOST, TableSettings

SIX = [("Ana", False), ("Bea", False), ("Cai", True), ("Dov", True), ("Eli", True), ("Fay", True)]


def finish(evening: Evening) -> None:
    """The moderator closes every phase (bots act by themselves) until the game ends."""
    for _ in range(200):
        if evening.table_or_raise().game.state.over:
            return
        evening.advance(override=True)
    raise AssertionError("the game did not end")


def finished_evening(tmp_path: Path, ruleset: str = "moonveil", options: dict | None = None) -> Evening:
    evening = Evening(Storage(tmp_path / FILE_NAME))
    settings = TableSettings(ruleset, options or {"game_type": "classic"}, 7, PLAYING_HOST, 0)
    assert evening.new_table(settings, SIX) is None
    evening.set_host(0)
    evening.start_game(override=True)
    finish(evening)
    return evening


def names(evening: Evening) -> list[tuple[str, bool]]:
    return [(s["name"], s["bot"]) for s in evening.public_view(None)["seats"]]


def test_play_again_is_refused_before_the_end(tmp_path: Path) -> None:
    evening = Evening(Storage(tmp_path / FILE_NAME))
    evening.new_table(TableSettings("moonveil", {}, 7), SIX)
    with pytest.raises(PlayAgainRefused):
        evening.play_again()


def test_play_again_keeps_the_table_deals_anew_and_keeps_the_last_game_whole(tmp_path: Path) -> None:
    evening = finished_evening(tmp_path)
    storage = evening.storage
    assert storage is not None
    last = evening.journal.game_id  # type: ignore[union-attr]
    last_commands = storage.commands(last)
    tokens = evening.tokens.saved()
    cookie_seats = [seat.cookie for seat in evening.lobby.seats]
    evening.play_again(seed=99)
    table = evening.table_or_raise()
    assert table.settings.seed == 99 and table.settings.ruleset == "moonveil"
    assert table.settings.options == {"game_type": "classic"} and table.settings.mode == PLAYING_HOST
    assert table.settings.host_seat == 0
    assert names(evening) == SIX  # the same players in the same seats, bots included
    assert evening.dealt and not table.game.state.over
    assert evening.tokens.saved() == tokens  # every phone keeps its link: no new QR code
    assert [seat.cookie for seat in evening.lobby.seats] == cookie_seats
    assert evening.journal is not None and evening.journal.game_id != last
    assert storage.commands(last) == last_commands and storage.game(last).finished  # the last game, whole
    assert evening.reveal() is None  # nothing of the reveal shows in the new game


def test_a_fresh_seed_each_time(tmp_path: Path) -> None:
    evening = finished_evening(tmp_path)
    seeds = set()
    for _ in range(3):
        evening.play_again()
        seeds.add(evening.settings.seed)
        finish(evening)
    assert len(seeds) == 3


def test_links_follow_their_person_when_seats_are_edited_and_a_removed_link_is_retired(tmp_path: Path) -> None:
    evening = finished_evening(tmp_path)
    token = {name: evening.tokens.token(seat) for seat, (name, _) in enumerate(SIX)}
    evening.play_again(edit_seats=True)
    assert evening.is_open and not evening.dealt
    evening.edit_lobby(lambda lobby: lobby.remove(1))  # Bea goes home
    evening.edit_lobby(lambda lobby: lobby.move(3, 0))  # Eli moves to the first seat
    evening.edit_lobby(lambda lobby: lobby.add_by_hand("Gus"))
    evening.start_game(override=True)
    seated = [name for name, _ in names(evening)]
    assert seated == ["Eli", "Ana", "Cai", "Dov", "Fay", "Gus"]
    for seat, name in enumerate(seated[:-1]):
        assert evening.tokens.seat_for(token[name]) == seat  # each link now opens its person's new card
    assert evening.tokens.token(5) not in token.values()  # the newcomer has a link of their own
    assert evening.tokens.seat_for(token["Bea"]) is None and evening.tokens.is_retired(token["Bea"])
    assert evening.host is not None and evening.host.name == "Ana"
    assert evening.settings.host_seat == 1  # the playing host kept their seat's card


def test_heartbeats_after_the_end_do_not_rebuild_the_reveal(tmp_path: Path) -> None:
    from engine.commands import Presence

    evening = finished_evening(tmp_path)
    first = evening.reveal("en")
    evening.apply(Presence(0, evening.table_or_raise().game.state.now_ms + 1000))
    assert evening.reveal("en") is first  # the same story, not told again


def test_a_removed_persons_link_stays_retired_after_a_restart(tmp_path: Path) -> None:
    evening = finished_evening(tmp_path)
    bea = evening.tokens.token(1)
    evening.play_again(edit_seats=True)
    evening.edit_lobby(lambda lobby: lobby.remove(1))
    evening.start_game(override=True)
    game_id = evening.journal.game_id  # type: ignore[union-attr]
    evening.storage.close()  # type: ignore[union-attr]
    restarted = Evening(Storage(tmp_path / FILE_NAME))
    restarted.open_game(game_id)
    assert restarted.tokens.seat_for(bea) is None and restarted.tokens.is_retired(bea)
