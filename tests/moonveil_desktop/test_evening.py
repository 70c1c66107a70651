"""The evening service (issue 14): one place applies every command; heartbeats and
clock readings are inputs Undo/Redo step over; what the phones hold is stored with
the game and comes back after a restart. No Qt here: the service is used directly."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from engine.commands import Deal, Presence, Submit
from engine.game import replay
from moonveil_desktop.evening import Evening
from moonveil_desktop.storage import FILE_NAME, SCHEMA, VERSION, Storage
from moonveil_desktop.table import NARRATOR, PLAYING_HOST, TableSettings

FIVE = [("Ana", False), ("Bea", False), ("Cai", False), ("Dov", False), ("Eli", False)]


class StepClock:
    """A monotonic clock the test moves (seconds)."""

    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def dealt(tmp_path: Path, clock: StepClock | None = None) -> Evening:
    evening = Evening(Storage(tmp_path / FILE_NAME), monotonic=clock or StepClock())
    assert evening.new_table(TableSettings("moonveil", {"game_type": "classic"}, 7, NARRATOR), FIVE) is None
    evening.apply(Deal())
    return evening


def first_action(evening: Evening) -> Submit:
    prompt = evening.table_or_raise().game.prompts()[0]
    view = evening.player_view(prompt.seat, None)
    ability = view["prompts"][0]["abilities"][0]
    return Submit(prompt.seat, ability["id"], tuple(ability["targets"][: ability["count"]]))


# -- one change stream -----------------------------------------------------------------
def test_every_change_reaches_every_listener_once(tmp_path: Path) -> None:
    evening = dealt(tmp_path)
    heard: list[str] = []
    evening.subscribe(lambda: heard.append("console"))
    evening.subscribe(lambda: heard.append("phones"))
    evening.apply(first_action(evening))
    assert heard == ["console", "phones"]


def test_views_follow_the_open_table_not_the_first_one(tmp_path: Path) -> None:
    evening = Evening(None)
    public_view = evening.public_view  # held once, as the TV page and the projector hold it
    assert public_view("en")["seats"] == []
    evening.new_table(TableSettings("moonveil", {}, 3), FIVE)
    assert [s["name"] for s in public_view("en")["seats"]] == [n for n, _ in FIVE]
    evening.new_table(TableSettings("moonveil", {}, 4), [*FIVE[:3], ("Fay", False)])
    assert [s["name"] for s in public_view("en")["seats"]][-1] == "Fay"


# -- heartbeats are inputs, not commands anyone undoes ----------------------------------
def test_undo_after_a_heartbeat_undoes_the_action_not_the_heartbeat(tmp_path: Path) -> None:
    clock = StepClock()
    evening = dealt(tmp_path, clock)
    action = first_action(evening)
    evening.apply(action)
    clock.now += 5
    evening.apply(Presence(1, evening.now_ms()))  # a phone's heartbeat after the action
    assert evening.undo()
    journal = evening.table_or_raise().game.journal
    assert action not in journal  # the action was undone...
    assert isinstance(journal[-1], Presence) and journal[-1].seat == 1  # ...the heartbeat is still there
    assert evening.can_redo()
    clock.now += 5
    evening.apply(Presence(2, evening.now_ms()))  # the next heartbeat keeps the redo stack
    assert evening.can_redo()
    assert evening.redo()
    assert evening.table_or_raise().game.journal[-1] == action
    assert not evening.can_redo()


def test_a_replay_of_the_journal_after_undo_and_heartbeats_is_exact(tmp_path: Path) -> None:
    clock = StepClock()
    evening = dealt(tmp_path, clock)
    evening.apply(first_action(evening))
    clock.now += 3
    evening.apply(Presence(0, evening.now_ms()))
    evening.undo()
    evening.redo()
    clock.now += 3
    evening.tick_clock()
    table = evening.table_or_raise()
    saved = evening.storage.commands(table_id(evening)) if evening.storage else []
    assert saved == table.game.journal  # journal-first: the file holds what the engine saw
    again = replay("moonveil", table.settings.options, table.settings.seed, saved)
    assert again.moderator_view(narrator=True) == table.game.moderator_view(narrator=True)


def test_only_heartbeats_in_the_journal_means_nothing_to_undo_after_the_seats(tmp_path: Path) -> None:
    evening = Evening(None)
    evening.new_table(TableSettings("moonveil", {}, 3), FIVE)
    evening.apply(Presence(0, 0))
    assert evening.undo()  # undoes the last seat, not the heartbeat
    assert [s["name"] for s in evening.public_view()["seats"]] == ["Ana", "Bea", "Cai", "Dov"]


def test_a_heartbeat_after_undoing_a_bots_move_does_not_make_it_move_again(tmp_path: Path) -> None:
    clock = StepClock()
    evening = Evening(None, monotonic=clock)
    bots = [(f"Bot {i}", True) for i in range(1, 6)]
    evening.new_table(TableSettings("moonveil", {}, 9), [("Ana", False), ("Bea", False), ("Cai", False), *bots])
    evening.apply(Deal())  # the bots act at once
    journal = evening.table_or_raise().game.journal
    bot_move = journal[-1]
    assert isinstance(bot_move, Submit)
    assert evening.undo()
    clock.now += 2
    evening.apply(Presence(0, evening.now_ms()))  # a phone checks in: no phase closes
    assert bot_move not in journal and evening.can_redo()  # the bot waits; Redo still works
    assert evening.redo() and bot_move in journal


def table_id(evening: Evening) -> int:
    assert evening.journal is not None
    return evening.journal.game_id


# -- what the phones hold survives a restart ------------------------------------------------
def test_the_lobby_and_its_cookies_survive_a_restart_before_the_deal(tmp_path: Path) -> None:
    first = Evening(Storage(tmp_path / FILE_NAME))
    first.new_table(TableSettings("moonveil", {}, 3, PLAYING_HOST), [("Bea", False)])
    seat, cookie = first.lobby.join("Zoë", "es")
    first.lobby.set_ready(cookie, True)
    first.lobby_changed()
    first.set_host(0)
    join_token, join_code, tv_token = first.lobby.join_token, first.lobby.join_code, first.tv_token
    assert first.storage is not None
    first.storage.close()  # (as after a kill -9: nothing else is written at exit)

    second = Evening(Storage(tmp_path / FILE_NAME))
    record = second.unfinished_game()
    assert record is not None
    second.open_game(record.id)
    lobby = second.lobby
    assert [(s.name, s.phone, s.ready, s.lang) for s in lobby.seats] == [
        ("Bea", False, False, "en"),
        ("Zoë", True, True, "es"),
    ]
    assert lobby.seat_of(cookie) == seat and lobby.open
    lobby.check_join(token=join_token)  # the table QR still works...
    lobby.check_join(code=join_code)  # ...and so does the typed code
    assert second.host is lobby.seats[0] and second.tv_token == tv_token
    assert second.table_or_raise().settings.host_seat == 0


def test_seat_tokens_survive_a_restart_and_a_revoke_still_kills_the_old_one(tmp_path: Path) -> None:
    first = dealt(tmp_path)
    tokens = {seat: first.tokens.token(seat) for seat in first.tokens.seats()}
    assert len(tokens) == len(FIVE)
    second = Evening(Storage(tmp_path / FILE_NAME))
    second.open_game(table_id(first))
    assert {seat: second.tokens.token(seat) for seat in second.tokens.seats()} == tokens
    second.revoke(2)
    assert second.tokens.seat_for(tokens[2]) is None and second.tokens.seat_for(tokens[1]) == 1
    third = Evening(Storage(tmp_path / FILE_NAME))
    third.open_game(table_id(first))
    assert third.tokens.seat_for(tokens[2]) is None  # the revoke was stored too


def test_a_new_deal_still_replaces_every_stored_token(tmp_path: Path) -> None:
    evening = dealt(tmp_path)
    old = [evening.tokens.token(seat) for seat in evening.tokens.seats()]
    while evening.dealt:  # back to the lobby, then a different deal
        evening.undo()
    evening.apply(Deal(("wolf", "seer", "villager", "villager", "villager")))
    assert not {evening.tokens.token(seat) for seat in evening.tokens.seats()} & set(old)
    reopened = Evening(Storage(tmp_path / FILE_NAME))
    reopened.open_game(table_id(evening))
    assert all(reopened.tokens.seat_for(token) is None for token in old)


def test_tokens_are_stored_but_never_logged(tmp_path: Path, caplog) -> None:  # type: ignore[no-untyped-def]
    caplog.set_level("DEBUG")
    evening = dealt(tmp_path)
    evening.revoke(1)
    tokens = [evening.tokens.token(seat) for seat in evening.tokens.seats()]
    assert not any(token in caplog.text for token in [*tokens, evening.tv_token])


def test_a_version_1_file_is_migrated_and_its_games_still_open(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    db = sqlite3.connect(path)
    db.executescript(SCHEMA)
    db.execute("INSERT INTO meta VALUES ('format', 'moonveil-journal'), ('version', '1')")
    db.execute(
        "INSERT INTO games (ruleset, options, seed, mode, host_seat, created, updated) "
        "VALUES ('moonveil', '{}', 3, 'narrator', NULL, 0, 0)"
    )
    for seq, name in enumerate(["Ana", "Bea", "Cai"]):
        data = json.dumps({"type": "seat", "name": name, "bot": False})
        db.execute("INSERT INTO commands VALUES (1, ?, ?)", (seq, data))
    db.commit()
    db.close()
    evening = Evening(Storage(path))
    evening.open_game(1)
    assert [s["name"] for s in evening.public_view()["seats"]] == ["Ana", "Bea", "Cai"]
    assert [s.name for s in evening.lobby.seats] == ["Ana", "Bea", "Cai"]  # no saved links: from the seats
    check = sqlite3.connect(path)
    assert check.execute("SELECT value FROM meta WHERE key='version'").fetchone() == (str(VERSION),)
    assert check.execute("SELECT COUNT(*) FROM positions").fetchone() == (0,)  # version 3's table, empty
    assert check.execute("SELECT COUNT(*) FROM phone_links").fetchone() == (1,)
    check.close()


# -- what the village sees -------------------------------------------------------------
def test_the_projector_shows_no_progress_while_a_narrator_enters_the_night(tmp_path: Path) -> None:
    """Issue 16 (1): the narrator enters the checklist in order, Wolves first; a seat
    marked ready, or a count going up, would name them. After every prefix of the
    night the village view holds no progress and the projector's scene no mark."""
    from moonveil_desktop.projector.scene import build_scene

    evening = dealt(tmp_path)
    public_status = evening.public_view(None)["status"]
    assert public_status and not any(s["done"] for s in public_status)  # the engine calls it public
    before = build_scene(evening.village_view("en"))
    game = evening.table_or_raise().game
    for step in range(len(game.missing())):
        seat = game.missing()[0]  # the checklist's order: the Wolves come first
        ability = evening.player_view(seat, None)["prompts"][0]["abilities"][0]
        evening.apply(Submit(seat, ability["id"], tuple(ability["targets"][: ability["count"]])))
        assert any(s["done"] for s in evening.public_view(None)["status"])  # the console still knows
        village = evening.village_view("en")
        assert village["status"] == [], step
        scene = build_scene(village)
        assert scene.status == before.status == "" and [c.mark for c in scene.seats] == [c.mark for c in before.seats]


def test_with_phones_the_village_view_keeps_what_the_rule_set_calls_public(tmp_path: Path) -> None:
    evening = Evening(Storage(tmp_path / FILE_NAME), monotonic=StepClock())
    assert evening.new_table(TableSettings("moonveil", {"game_type": "classic"}, 7, PLAYING_HOST, 0), FIVE) is None
    evening.apply(Deal())
    evening.apply(first_action(evening))
    assert evening.village_view("en")["status"] == evening.public_view("en")["status"] != []
