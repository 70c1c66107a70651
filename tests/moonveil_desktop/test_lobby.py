"""The open table (issue 11, MV-10.1/10.2, MV-T24): names, ready, bots, start."""

from __future__ import annotations

import unicodedata

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine import Deal, Game, SeatPlayer
from moonveil_desktop.lobby import MAX_NAME, Lobby, LobbyError, clean_name, graphemes


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
    for name in ("李雷", "José", "Zoë", "Dan"):
        lobby.add_by_hand(name)
    game = Game("moonveil", {"game_type": "classic", "wolves": 1}, 4)
    for name, bot in lobby.start():
        game.apply(SeatPlayer(name, bot=bot))
    game.apply(Deal())
    assert [p.name for p in game.state.players] == ["李雷", "José", "Zoë", "Dan"]


# -- issue 17: names at a real venue ------------------------------------------------------------
@pytest.mark.parametrize(
    "lookalike",
    ["Аna", "Ａｎａ", "Anа", "ΑNA", "Ána"],
    ids=["cyrillic-a", "full-width", "cyrillic-last-a", "greek", "accent"],
)
def test_a_name_that_looks_like_one_already_seated_is_refused(lookalike: str) -> None:
    lobby = Lobby(max_seats=8)
    lobby.join("Ana")
    with pytest.raises(LobbyError) as refused:
        lobby.join(lookalike)
    assert refused.value.code == "lookalike_name"
    assert [s.name for s in lobby.seats] == ["Ana"]


def test_the_lookalike_check_also_guards_renames_and_seats_by_hand() -> None:
    lobby = Lobby(max_seats=8)
    lobby.join("Ana")
    bea = lobby.add_by_hand("Bea")
    with pytest.raises(LobbyError, match="looks too much like"):
        lobby.rename(bea, "Аnа")
    with pytest.raises(LobbyError):
        lobby.add_by_hand("ＡＮＡ")
    assert [s.name for s in lobby.seats] == ["Ana", "Bea"]


@pytest.mark.parametrize("name", ["Bot 1", "BOT", "bot7", "Ana (bot)", "Вот 2", "Rob 🤖"])
def test_the_bot_marker_is_kept_for_computer_players(name: str) -> None:
    lobby = Lobby(max_seats=8)
    with pytest.raises(LobbyError) as refused:
        lobby.join(name)
    assert refused.value.code == "bot_name"
    index = lobby.add_bot()
    assert lobby.seats[index].name == "Bot 1" and lobby.seats[index].bot
    with pytest.raises(LobbyError):
        lobby.rename(lobby.add_by_hand("Dan"), "Bot 9")


@pytest.mark.parametrize("name", ["Botticelli", "Abbot", "Robot", "Bob"])
def test_names_that_merely_contain_bot_are_welcome(name: str) -> None:
    lobby = Lobby(max_seats=8)
    lobby.join(name)
    assert lobby.seats[0].name == name


@pytest.mark.parametrize(
    ("name", "length"),
    [
        ("👩\u200d👩\u200d👧", 1),
        ("👍🏽", 1),
        ("🇮🇹", 1),
        ("🏴\U000e0067\U000e0062\U000e0073\U000e0063\U000e0074\U000e007f", 1),
        ("ที่", 1),
        ("Zoe\u0308", 3),
    ],
    ids=["zwj-family", "skin-tone", "flag", "tag-flag", "thai", "decomposed"],
)
def test_a_name_counts_characters_as_a_reader_does(name: str, length: int) -> None:
    cleaned = clean_name(name)
    assert len(graphemes(cleaned)) == length
    assert clean_name(cleaned * (MAX_NAME // length)) == cleaned * (MAX_NAME // length)  # exactly the limit
    with pytest.raises(LobbyError, match="at most"):
        clean_name(cleaned * (MAX_NAME // length + 1))


def test_stacked_marks_are_capped_per_character() -> None:
    assert clean_name("Tie\u0302\u0301n") == unicodedata.normalize("NFC", "Tie\u0302\u0301n")  # Vietnamese: two
    with pytest.raises(LobbyError) as refused:
        clean_name("Z" + "\u0301\u0300\u0302\u0303\u0304\u0306" + "oe")  # "Zalgo"
    assert refused.value.code == "stacked_marks"


@pytest.mark.parametrize("name", ["a\u202eb", "x\u200dy", "\u200dAna", "\u200cAna", "Ana\U000e0067", "Ana\u200c"])
def test_direction_overrides_and_stray_joiners_are_refused(name: str) -> None:
    with pytest.raises(LobbyError) as refused:
        clean_name(name)
    assert refused.value.code == "bad_name"


def test_a_persian_non_joiner_between_letters_is_welcome() -> None:
    assert clean_name("می\u200cخواهم") == "می\u200cخواهم"


@pytest.mark.parametrize("code", ["lookalike_name", "bot_name", "stacked_marks"])
def test_name_refusals_are_translated_for_phones(code: str) -> None:
    from moonveil_desktop.web.i18n import Words

    english = Words("en")(code)
    assert {Words(lang)(code) for lang in ("es", "it", "zh_CN")}.isdisjoint({english, code})


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=60))
def test_any_text_is_a_clean_name_or_a_clear_refusal(raw: str) -> None:
    try:
        name = clean_name(raw)
    except LobbyError as refused:
        assert refused.code in {"empty_name", "bad_name", "name_too_long", "stacked_marks"}
        return
    assert name == unicodedata.normalize("NFC", name) and name == name.strip()
    assert 0 < len(graphemes(name)) <= MAX_NAME
