"""The open table (issue 11, MV-10.1/10.2, MV-T24): names, ready, bots, start."""

from __future__ import annotations

import pytest

from engine import Deal, Game, SeatPlayer
from moonveil_desktop.lobby import MAX_NAME, Lobby, LobbyError, clean_name


@pytest.mark.parametrize("name", ["李雷", "José", "Zoë", "  Ana   María  ", "<b>Eve</b>"])
def test_names_in_any_script_are_kept_as_typed(name: str) -> None:
    lobby = Lobby(12)
    seat, _ = lobby.join(name)
    assert lobby.seats[seat].name == " ".join(name.split())


@pytest.mark.parametrize(
    ("name", "code"),
    [("", "empty_name"), ("   ", "empty_name"), ("x" * (MAX_NAME + 1), "name_too_long"), ("a\u0000b", "bad_name")],
)
def test_bad_names_are_refused_with_a_reason(name: str, code: str) -> None:
    with pytest.raises(LobbyError) as refused:
        Lobby(12).join(name)
    assert refused.value.code == code and refused.value.message


def test_names_are_unique_at_the_table_whatever_the_case() -> None:
    lobby = Lobby(12)
    lobby.join("Zoë")
    with pytest.raises(LobbyError, match="already"):
        lobby.join("ZOË")
    assert clean_name("Zoe\u0308") == "Zoë"  # NFC: the same name typed two ways


def test_MV_10_1_start_when_everyone_is_ready() -> None:
    lobby = Lobby(12)
    cookies = [lobby.join(name)[1] for name in ("Ana", "Bea", "Cai")]
    lobby.add_by_hand("Dan")
    assert not lobby.can_start() and lobby.waiting_for() == ["Ana", "Bea", "Cai"]
    for cookie in cookies:
        lobby.set_ready(cookie, True)
    assert lobby.can_start()
    assert lobby.start() == [("Ana", False), ("Bea", False), ("Cai", False), ("Dan", False)]


def test_MV_10_2_bots_only_before_the_start() -> None:
    lobby = Lobby(12)
    lobby.add_bot()
    lobby.add_bot()
    lobby.add_by_hand("Ana")
    assert [s.name for s in lobby.seats] == ["Bot 1", "Bot 2", "Ana"]
    lobby.start()
    with pytest.raises(LobbyError) as refused:
        lobby.add_bot()
    assert refused.value.code == "started"


def test_moderator_override_starts_without_everyone_ready() -> None:
    lobby = Lobby(12)
    for name in ("Ana", "Bea", "Cai"):
        lobby.join(name)
    with pytest.raises(LobbyError, match="Waiting for: Ana, Bea, Cai"):
        lobby.start()
    assert len(lobby.start(override=True)) == 3


def test_full_and_started_tables_refuse_joins() -> None:
    lobby = Lobby(3)
    for name in ("Ana", "Bea", "Cai"):
        lobby.join(name)
    with pytest.raises(LobbyError) as full:
        lobby.join("Dan")
    assert full.value.code == "table_full"
    lobby.start(override=True)
    with pytest.raises(LobbyError) as closed:
        lobby.check_join(token=lobby.join_token)
    assert closed.value.code == "join_closed"


def test_join_link_and_code() -> None:
    lobby = Lobby(12)
    lobby.check_join(token=lobby.join_token)
    lobby.check_join(code=lobby.join_code.lower())
    assert len(lobby.join_code) == 6 and len(lobby.join_token) >= 22  # >= 128 bits
    for bad in ({"token": "nope"}, {"code": "AAAAAA"}, {}):
        with pytest.raises(LobbyError):
            lobby.check_join(**bad)


def test_forged_and_revoked_cookies_get_nothing() -> None:
    lobby = Lobby(12)
    seat, cookie = lobby.join("Ana")
    assert lobby.seat_of(cookie) == seat and lobby.seat_of("forged") is None and lobby.seat_of(None) is None
    new_cookie = lobby.rebind(seat)
    assert lobby.seat_of(cookie) is None and lobby.seat_of(new_cookie) == seat
    with pytest.raises(LobbyError):
        lobby.set_ready(cookie, True)


def test_moderator_renames_reorders_removes() -> None:
    lobby = Lobby(12)
    for name in ("Ana", "Bea", "Cai"):
        lobby.add_by_hand(name)
    lobby.rename(0, "Anna")
    lobby.move(2, 0)
    lobby.remove(1)
    assert [s.name for s in lobby.seats] == ["Cai", "Bea"]
    with pytest.raises(LobbyError):
        lobby.rename(0, "bea")


def test_started_lobby_seats_a_real_game() -> None:
    lobby = Lobby(12)
    for name in ("李雷", "José", "Zoë", "Bot"):
        lobby.add_by_hand(name)
    game = Game("moonveil", {"game_type": "classic", "wolves": 1}, 4)
    for name, bot in lobby.start():
        game.apply(SeatPlayer(name, bot=bot))
    game.apply(Deal())
    assert [p.name for p in game.state.players] == ["李雷", "José", "Zoë", "Bot"]
