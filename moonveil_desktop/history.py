"""The group's history (issue 26): every finished game of the saved-games file, read
from the journals, and the figures a History window shows. No Qt here.

``read_history(storage)`` replays each finished game's journal (the journal is the
truth; nothing is copied into another table) and keeps who sat where, their roles,
teams, who won, the days played, the rule book and the game type. A game that
cannot be read (a damaged journal, an unknown rule book, a journal that does not
reach the end) is skipped and said in plain words (``Skipped``); nothing is
written, so a damaged or older file stays as it is.

The same name across evenings is one person (names compared without case and
surrounding spaces) unless the moderator split them: ``split`` stores, for the
games of one evening, that this name was someone else (``storage.save_people``).
"""

from __future__ import annotations

import csv
import io
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from moonveil_desktop.catalog import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from engine.game import Game
    from moonveil_desktop.storage import GameRecord, Storage

CONTEXT = "History"
SKIP_WORDS = {
    "journal": QT_TRANSLATE_NOOP(
        "History", "Game {game} of {date} was skipped: its journal cannot be read ({detail})."
    ),
    "ruleset": QT_TRANSLATE_NOOP(
        "History", "Game {game} of {date} was skipped: its rule book ({detail}) is not known here."
    ),
    "replay": QT_TRANSLATE_NOOP(
        "History", "Game {game} of {date} was skipped: its journal cannot be replayed ({detail})."
    ),
    "unfinished": QT_TRANSLATE_NOOP(
        "History", "Game {game} of {date} was skipped: its journal does not reach the end."
    ),
}


@dataclass(frozen=True)
class Seat:
    """One player of one finished game."""

    seat: int
    name: str
    person: str  # who this is across games (the name, unless the moderator split it)
    role: str
    team: str  # the side they won or lost with (wins-with at the end)
    won: bool


@dataclass(frozen=True)
class GameResult:
    game_id: int
    played: float  # when the game was last played (seconds since the epoch)
    ruleset: str
    game_type: str
    mode: str
    days: int
    winning_teams: tuple[str, ...]
    seats: tuple[Seat, ...]

    @property
    def evening(self) -> str:
        return time.strftime("%Y-%m-%d", time.localtime(self.played))


@dataclass(frozen=True)
class Skipped:
    game_id: int
    played: float
    reason: str  # a key of SKIP_WORDS
    detail: str = ""

    def words(self, lang: str) -> str:
        date = time.strftime("%Y-%m-%d", time.localtime(self.played))
        return translate(lang, CONTEXT, SKIP_WORDS[self.reason]).format(
            game=self.game_id, date=date, detail=self.detail
        )


@dataclass
class History:
    games: list[GameResult] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)


def person_key(name: str) -> str:
    return " ".join(name.split()).casefold()


def read_history(storage: Storage) -> History:
    """Every finished game the file holds, oldest first; the others are skipped with words."""
    from moonveil_desktop.storage import load_people

    people = load_people(storage)
    history = History()
    for record in sorted(storage.games(), key=lambda r: (r.updated, r.id)):
        if not record.finished:
            continue
        result = _game_result(storage, record, people)
        if isinstance(result, Skipped):
            history.skipped.append(result)
        else:
            history.games.append(result)
    return history


def _game_result(storage: Storage, record: GameRecord, people: dict[tuple[int, int], str]) -> GameResult | Skipped:
    from engine.errors import EngineError
    from engine.game import replay, replay_from_position
    from engine.ruleset import find_ruleset
    from moonveil_desktop.storage import StorageError

    try:
        find_ruleset(record.ruleset)
    except EngineError:
        return Skipped(record.id, record.updated, "ruleset", record.ruleset)
    try:
        commands = storage.commands(record.id)
        position = storage.position(record.id)
    except StorageError as error:
        return Skipped(record.id, record.updated, "journal", error.message)
    try:
        game: Game = (
            replay(record.ruleset, record.options, record.seed, commands)
            if position is None
            else replay_from_position(position, commands)
        )
    except (EngineError, ValueError, KeyError, TypeError) as error:
        return Skipped(record.id, record.updated, "replay", str(error))
    if game.state.outcome is None:
        return Skipped(record.id, record.updated, "unfinished")
    return result_of(game, record, people)


def result_of(game: Game, record: GameRecord, people: dict[tuple[int, int], str]) -> GameResult:
    """A finished game's figures, from the game its journal replays to."""
    state = game.state
    outcome = state.outcome
    assert outcome is not None
    winners = set(outcome.winners)
    game_type = getattr(game.ruleset, "game_type", None)  # Moonveil's classic / All Roles
    return GameResult(
        game_id=record.id,
        played=record.updated,
        ruleset=record.ruleset,
        game_type=str(game_type(state)) if callable(game_type) else "",
        mode=record.mode,
        days=state.phase.number,
        winning_teams=tuple(outcome.winning_teams),
        seats=tuple(
            Seat(
                seat=p.seat,
                name=p.name,
                person=people.get((record.id, p.seat), person_key(p.name)),
                role=p.role,
                team=p.wins_with,
                won=p.seat in winners,
            )
            for p in state.players
        ),
    )


# -- filters and figures -------------------------------------------------------------------
@dataclass(frozen=True)
class Filter:
    ruleset: str | None = None
    since: float | None = None  # seconds since the epoch, inclusive
    until: float | None = None  # exclusive
    person: str | None = None

    def games(self, games: Iterable[GameResult]) -> list[GameResult]:
        return [
            g
            for g in games
            if (self.ruleset is None or g.ruleset == self.ruleset)
            and (self.since is None or g.played >= self.since)
            and (self.until is None or g.played < self.until)
            and (self.person is None or any(s.person == self.person for s in g.seats))
        ]

    def seats(self, game: GameResult) -> list[Seat]:
        """The seats a figure counts: with a player chosen, only that player's own."""
        return [s for s in game.seats if self.person is None or s.person == self.person]


@dataclass(frozen=True)
class Rate:
    label: str
    played: int
    won: int

    @property
    def rate(self) -> float:
        return self.won / self.played if self.played else 0.0


def rates(games: Iterable[GameResult], key: Callable[[GameResult, Seat], str], chosen: Filter = Filter()) -> list[Rate]:
    """Games played and won per ``key`` (a person, a role, a team), most played first."""
    played: dict[str, int] = {}
    won: dict[str, int] = {}
    for game in chosen.games(games):
        for seat in chosen.seats(game):
            label = key(game, seat)
            played[label] = played.get(label, 0) + 1
            won[label] = won.get(label, 0) + int(seat.won)
    return sorted((Rate(label, played[label], won[label]) for label in played), key=lambda r: (-r.played, r.label))


def by_person(_game: GameResult, seat: Seat) -> str:
    return seat.person


def by_role(game: GameResult, seat: Seat) -> str:
    return f"{game.ruleset}:{seat.role}"


def by_team(game: GameResult, seat: Seat) -> str:
    return f"{game.ruleset}:{seat.team}"


CSV_COLUMNS = (
    "game",
    "date",
    "rule_book",
    "game_type",
    "mode",
    "days",
    "seat",
    "name",
    "person",
    "role",
    "team",
    "won",
)


def to_csv(games: Iterable[GameResult], chosen: Filter = Filter()) -> str:
    """One row per player per game (the filter applied), for a spreadsheet."""
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    for game in chosen.games(games):
        for seat in chosen.seats(game):
            writer.writerow(
                [game.game_id, game.evening, game.ruleset, game.game_type, game.mode, game.days, seat.seat + 1,
                 seat.name, seat.person, seat.role, seat.team, "yes" if seat.won else "no"]
            )  # fmt: skip
    return out.getvalue()


def split(storage: Storage, games: Iterable[GameResult], game_id: int, seat: int) -> str:
    """The moderator's split: the player in ``seat`` of ``game_id`` and the same name in
    the other games of that evening become a person of their own ("Ana (2026-12-01)").
    Returns the new person's key."""
    from moonveil_desktop.storage import save_people

    chosen = next(g for g in games if g.game_id == game_id)
    name = chosen.seats[seat].name
    person = f"{person_key(name)} ({chosen.evening})"
    same = {
        (g.game_id, s.seat): person
        for g in games
        if g.evening == chosen.evening
        for s in g.seats
        if person_key(s.name) == person_key(name)
    }
    save_people(storage, same)
    return person
