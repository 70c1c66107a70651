"""The group's history (issue 26): figures from the journals, splits, CSV, and a
damaged or older file read as far as it can be, nothing rewritten."""

from __future__ import annotations

import csv
import io
import sqlite3
from collections import Counter
from pathlib import Path

from engine.bot_tables import BOT_TABLES
from engine.game import replay
from engine.ruleset import find_ruleset
from engine.simulate import play_bot_game
from moonveil_desktop.history import Filter, by_person, by_role, by_team, rates, read_history, split, to_csv
from moonveil_desktop.storage import FILE_NAME, SCHEMA, GameRecord, Storage

NAMES = ["Ana", "Bea", "Cai", "Dov", "Eli", "Fay", "Gus", "Hal", "Ivo", "Jan", "Kim", "Lou"]
SMALL = {"moonveil": 5, "luna_llena": 7, "village_vs_nonvillage": 8, "three_factions": 12}


def bot_tables() -> list[tuple[str, dict, int]]:
    """One small table per book (Moonveil's classic and All Roles both)."""
    return [(t.ruleset, t.options_for(SMALL[t.ruleset]), SMALL[t.ruleset]) for t in BOT_TABLES]


def record_games(storage: Storage, count: int) -> list[tuple[GameRecord, list]]:
    """``count`` seeded bot games, their seats renamed to a rotating group of friends."""
    from engine.commands import SeatPlayer

    storage.db.execute("PRAGMA synchronous=OFF")  # a test file: no fsync per game
    stored = []
    tables = bot_tables()
    for index in range(count):
        ruleset, options, size = tables[index % len(tables)]
        game = play_bot_game(find_ruleset(ruleset), options, index, size)
        first = index % len(NAMES)
        names = [NAMES[(first + i) % len(NAMES)] for i in range(size)]
        commands = [
            SeatPlayer(names[c_index], c.bot) if c.kind == "seat" else c for c_index, c in enumerate(game.journal)
        ]
        record = GameRecord(
            0,
            ruleset,
            options,
            index,
            "narrator",
            None,
            1_700_000_000 + index * 60,
            1_700_000_000 + index * 60,
            names,
            1,
            True,
        )
        record.id = storage.import_game(record, commands)
        stored.append((record, commands))
    return stored


def direct_counts(stored: list[tuple[GameRecord, list]]) -> tuple[Counter, Counter, Counter, Counter, Counter, Counter]:
    """Counted straight from each journal's replay: played and won per name, role, team."""
    played: dict[str, Counter] = {"name": Counter(), "role": Counter(), "team": Counter()}
    won: dict[str, Counter] = {"name": Counter(), "role": Counter(), "team": Counter()}
    for record, commands in stored:
        state = replay(record.ruleset, record.options, record.seed, commands).state
        assert state.outcome is not None
        for player in state.players:
            keys = {
                "name": player.name.casefold(),
                "role": f"{record.ruleset}:{player.role}",
                "team": f"{record.ruleset}:{player.wins_with}",
            }
            for kind, key in keys.items():
                played[kind][key] += 1
                won[kind][key] += player.seat in state.outcome.winners
    return played["name"], won["name"], played["role"], won["role"], played["team"], won["team"]


def test_history_figures_from_200_bot_games_equal_a_direct_count_of_their_journals(tmp_path: Path) -> None:
    storage = Storage(tmp_path / FILE_NAME)
    stored = record_games(storage, 200)
    history = read_history(storage)
    assert len(history.games) == 200 and history.skipped == []
    played_name, won_name, played_role, won_role, played_team, won_team = direct_counts(stored)
    for key, played, won in (
        (by_person, played_name, won_name),
        (by_role, played_role, won_role),
        (by_team, played_team, won_team),
    ):
        figures = {r.label: (r.played, r.won) for r in rates(history.games, key)}
        assert figures == {label: (played[label], won[label]) for label in played}
    moonveil = Filter(ruleset="moonveil")
    assert sum(r.played for r in rates(history.games, by_team, moonveil)) == sum(
        len(r.players) for r, _ in stored if r.ruleset == "moonveil"
    )


def test_filters_by_player_and_date_and_the_csv_holds_one_row_per_seat(tmp_path: Path) -> None:
    storage = Storage(tmp_path / FILE_NAME)
    stored = record_games(storage, 8)
    history = read_history(storage)
    ana = Filter(person="ana", since=1_700_000_000 + 2 * 60, until=1_700_000_000 + 7 * 60)
    kept = ana.games(history.games)
    expected = [r.id for r, _ in stored[2:7] if "Ana" in r.players]
    assert [g.game_id for g in kept] == expected
    rows = list(csv.DictReader(io.StringIO(to_csv(history.games, ana))))
    assert [int(r["game"]) for r in rows] == expected and {r["name"] for r in rows} == {"Ana"}
    assert {r["won"] for r in rows} <= {"yes", "no"}


def test_the_same_name_is_one_person_until_the_moderator_splits_it(tmp_path: Path) -> None:
    storage = Storage(tmp_path / FILE_NAME)
    record_games(storage, 4)
    history = read_history(storage)
    before = {r.label: r.played for r in rates(history.games, by_person)}
    game = history.games[0]
    seat = next(s for s in game.seats if s.name == "Ana")
    person = split(storage, history.games, game.game_id, seat.seat)
    after = {r.label: r.played for r in rates(read_history(storage).games, by_person)}
    same_evening = sum(1 for g in history.games if g.evening == game.evening and any(s.name == "Ana" for s in g.seats))
    assert after[person] == same_evening
    assert after.get("ana", 0) == before["ana"] - same_evening


def test_a_damaged_or_older_file_reads_what_it_can_says_what_it_skipped_and_is_not_rewritten(tmp_path: Path) -> None:
    path = tmp_path / FILE_NAME
    storage = Storage(path)
    stored = record_games(storage, 3)
    storage.db.execute("UPDATE commands SET data='{not json' WHERE game_id=? AND seq=3", (stored[1][0].id,))
    storage.db.execute("UPDATE games SET ruleset='chess' WHERE id=?", (stored[2][0].id,))
    storage.close()
    older = sqlite3.connect(path)  # an older file: version 1, without the tables added since
    older.execute("UPDATE meta SET value='1' WHERE key='version'")
    for table in ("phone_links", "evening", "positions"):
        older.execute(f"DROP TABLE {table}")
    older.commit()
    older.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    older.close()
    assert "CREATE TABLE IF NOT EXISTS games" in SCHEMA
    before = path.read_bytes()
    reading = Storage(path, read_only=True)
    history = read_history(reading)
    reading.close()
    assert [g.game_id for g in history.games] == [stored[0][0].id]
    words = [skip.words("en") for skip in history.skipped]
    assert words[0].startswith(f"Game {stored[1][0].id} of ") and "its journal cannot be read" in words[0]
    assert "its rule book (chess) is not known here" in words[1]
    assert path.read_bytes() == before  # nothing rewritten
