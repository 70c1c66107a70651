"""Reading and writing the fields of a position (engine/position.py): the players'
attributes, channels, deaths, presence, the log, the random generator, pending
submissions and ballots, and the rule set's own state. Each reader checks its field
and raises ``PositionError`` naming it; ``engine.position`` lays them in order."""

from __future__ import annotations

import base64
import random
import struct
from typing import Any

from engine.codec import CodecError, overlay
from engine.codec import from_json as read_typed
from engine.commands import VoteChoice
from engine.errors import PositionError
from engine.model import Audience, Death, GameState, Message, Submission
from engine.ruleset import Ruleset

_RNG_WORDS = 625  # Mersenne Twister: 624 words of state and the index


def write_rng(rng: random.Random) -> str:
    """The generator's state, so the future draws the same numbers (``seed`` is
    used when a position has no ``rng``)."""
    version, words, _gauss = rng.getstate()
    return f"mt{version}:" + base64.b64encode(struct.pack(f">{_RNG_WORDS}I", *words)).decode("ascii")


def read_field(data: dict[str, Any], key: str, kind: type, default: Any) -> Any:
    value = data.get(key, default)
    if value is None or not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise PositionError(f"{key!r} must be {_KIND_WORDS[kind]}", field=key, rule="position")
    return value


_KIND_WORDS: dict[type, str] = {dict: "an object", list: "a list", int: "an integer", str: "a string"}


def lay_players(state: GameState, entries: list[dict[str, Any]]) -> None:
    """Life, attributes, uses and flags: what a player entry gives replaces the dealt value."""
    for seat, entry in enumerate(entries):
        player = state.players[seat]
        where = f"players[{seat}]"
        unknown = sorted(set(entry) - {"name", "bot", "role"} - set(_ATTRIBUTES))
        if unknown:
            raise PositionError(f"unknown field {unknown[0]!r}", field=f"{where}.{unknown[0]}", rule="position")
        try:
            laid = {
                key: read_typed(hint, entry[key], f"{where}.{key}") for key, hint in _ATTRIBUTES.items() if key in entry
            }
        except CodecError as error:
            raise PositionError(error.message, field=error.path, rule="position") from None
        for key, value in laid.items():
            setattr(player, key, value)
        for ability, left in player.uses.items():
            if left < 0:
                raise PositionError(f"{left} uses left", field=f"{where}.uses.{ability}", rule="uses")


_ATTRIBUTES: dict[str, Any] = {
    "alive": bool,
    "seen_as": str,
    "counts_as": frozenset[str],
    "wins_with": str,
    "uses": dict[str, int],
    "flags": dict[str, Any],
}


class SeatNames:
    """Players are named in a position; seats are their indexes."""

    def __init__(self, state: GameState) -> None:
        self.index = {p.name: p.seat for p in state.players}

    def seat(self, name: Any, where: str) -> int:
        if isinstance(name, str) and name in self.index:
            return self.index[name]
        raise PositionError(f"no player named {name!r}", field=where, rule="position")


def read_channels(data: Any, dealt: dict[str, set[int]], names: SeatNames) -> dict[str, set[int]]:
    if data is None:
        return dealt
    if not isinstance(data, dict) or not all(isinstance(v, list) for v in data.values()):
        raise PositionError("'channels' maps a channel to a list of player names", field="channels", rule="position")
    return {
        str(cid): {names.seat(n, f"channels.{cid}[{i}]") for i, n in enumerate(members)}
        for cid, members in data.items()
    }


def read_deaths(data: Any, names: SeatNames) -> list[Death]:
    if not isinstance(data, list):
        raise PositionError("'deaths' is a list", field="deaths", rule="position")
    deaths = []
    for index, entry in enumerate(data):
        where = f"deaths[{index}]"
        if not isinstance(entry, dict) or not isinstance(entry.get("cause", ""), str):
            raise PositionError("a death is {player, cause, phase}", field=where, rule="position")
        seat = names.seat(entry.get("player"), f"{where}.player")
        deaths.append(Death(seat, str(entry.get("cause", "")), str(entry.get("phase", ""))))
    return deaths


def read_presence(data: Any, names: SeatNames) -> dict[int, int]:
    if not isinstance(data, dict) or not all(isinstance(v, int) and not isinstance(v, bool) for v in data.values()):
        raise PositionError("'presence_ms' maps a player name to milliseconds", field="presence_ms", rule="position")
    return {names.seat(n, f"presence_ms.{n}"): at for n, at in data.items()}


def lay_book_state(state: GameState, data: Any) -> None:
    if data is None:
        return
    if state.ext is None:
        raise PositionError("this rule set keeps no state of its own", field="state", rule="position")
    try:
        overlay(state.ext, data, "state")
    except CodecError as error:
        raise PositionError(error.message, field=error.path, rule="position") from None


def lay_log(state: GameState, data: Any, names: SeatNames) -> None:
    """The messages so far, with their recipients as they were when sent."""
    if not isinstance(data, list):
        raise PositionError("'log' is a list of messages", field="log", rule="position")
    for index, entry in enumerate(data):
        where = f"log[{index}]"
        if not isinstance(entry, dict) or not isinstance(entry.get("kind"), str):
            raise PositionError("a message is {phase, to, kind, params}", field=where, rule="position")
        params = entry.get("params", {})
        if not isinstance(params, dict):
            raise PositionError("'params' is an object", field=f"{where}.params", rule="position")
        audience, recipients = _read_audience(entry.get("to"), names, f"{where}.to")
        message = Message(len(state.messages), str(entry.get("phase", "")), audience, entry["kind"], params, recipients)
        state.messages.append(message)
        for seat in recipients:
            state.inbox.setdefault(seat, []).append(message)


def _read_audience(data: Any, names: SeatNames, where: str) -> tuple[Audience, frozenset[int]]:
    if data == "public":
        return Audience.public(), frozenset()
    if data == "moderator":
        return Audience.moderator(), frozenset()
    if isinstance(data, dict) and "player" in data:
        seat = names.seat(data["player"], f"{where}.player")
        return Audience.player(seat), frozenset({seat})
    if isinstance(data, dict) and isinstance(data.get("channel"), str) and isinstance(data.get("members"), list):
        members = frozenset(names.seat(n, f"{where}.members[{i}]") for i, n in enumerate(data["members"]))
        return Audience.team(data["channel"]), members
    message = '"public", "moderator", {"player": name} or {"channel": id, "members": [names]}'
    raise PositionError(f"'to' is {message}", field=where, rule="position")


def read_rng(data: Any, seed: int) -> random.Random:
    rng = random.Random(seed)
    if data is None:
        return rng
    try:
        version, packed = str(data).split(":", 1)
        words = struct.unpack(f">{_RNG_WORDS}I", base64.b64decode(packed, validate=True))
        rng.setstate((int(version.removeprefix("mt")), words, None))
    except (ValueError, TypeError, struct.error):
        raise PositionError(
            "'rng' is not a state written by this app; leave it out to use the seed", field="rng", rule="position"
        ) from None
    return rng


def read_submissions(
    ruleset: Ruleset, state: GameState, data: Any, names: SeatNames
) -> dict[tuple[int, str], Submission]:
    if not isinstance(data, list):
        raise PositionError("'submissions' is a list", field="submissions", rule="position")
    out: dict[tuple[int, str], Submission] = {}
    for index, entry in enumerate(data):
        where = f"submissions[{index}]"
        if not isinstance(entry, dict) or not isinstance(entry.get("ability"), str):
            raise PositionError(
                "a submission is {player, slot, ability, targets, option}", field=where, rule="position"
            )
        actor = names.seat(entry.get("player"), f"{where}.player")
        _check_acting(ruleset, state, actor, where)
        targets = entry.get("targets", [])
        if not isinstance(targets, list):
            raise PositionError("'targets' is a list of player names", field=f"{where}.targets", rule="position")
        option = entry.get("option")
        if option is not None and not isinstance(option, str):
            raise PositionError("'option' is a string or null", field=f"{where}.option", rule="position")
        slot = str(entry.get("slot", "role"))
        chosen = tuple(names.seat(t, f"{where}.targets[{i}]") for i, t in enumerate(targets))
        out[(actor, slot)] = Submission(actor, entry["ability"], chosen, option)
    return out


def read_ballots(ruleset: Ruleset, state: GameState, data: Any, names: SeatNames) -> dict[int, Any]:
    if not isinstance(data, list):
        raise PositionError("'ballots' is a list", field="ballots", rule="position")
    out: dict[int, Any] = {}
    for index, entry in enumerate(data):
        where = f"ballots[{index}]"
        if not isinstance(entry, dict):
            raise PositionError("a ballot is {voter, for} or {voter, option} or {voter}", field=where, rule="position")
        voter = names.seat(entry.get("voter"), f"{where}.voter")
        choice: VoteChoice = None
        if "for" in entry:
            choice = names.seat(entry["for"], f"{where}.for")
        elif isinstance(entry.get("option"), str):
            choice = entry["option"]
        out[voter] = choice
    return out


def _check_acting(ruleset: Ruleset, state: GameState, seat: int, where: str) -> None:
    """A pending night action of an eliminated player is refused (the rule set's
    rule that the dead take no further actions). By day a rule set may keep last
    night's resolved submissions, and a day's ballots, as a record."""
    if state.phase.kind == "night" and not state.players[seat].alive and not ruleset.dead_may_act(state, seat):
        raise PositionError.at(
            where, "position_dead_pending", rule=ruleset.dead_rule or "position", name=state.players[seat].name
        )
