"""Positions: a game's state as versioned, human-editable JSON (docs/positions.md).

``write_position(state)`` writes everything a game is *now*: seats, roles,
living and dead, attributes, uses left, the phase, pending submissions and
ballots, channels, deaths, the clock, the rule set's own state (``ext``, written
by ``engine.codec``) and the random generator. ``read_position(data)`` checks a
position completely and builds a ``GameState`` from it; ``Game.from_position``
starts a game there. Messages are the game's past, not its position: a game
started from a position has an empty log.

Reading lays the rule set's ``start`` down first (channels, the ``ext`` and
the players' starting uses and flags as dealt), then every field the position
gives on top of it, so a hand-written position names only what differs from a
fresh deal. ``open_phase`` asks the rule set to open the position's night as it
would in play (prompts, agenda, grants announced at nightfall).
"""

from __future__ import annotations

import base64
import copy
import random
import struct
from fractions import Fraction
from typing import Any

from engine.codec import CodecError, overlay, to_json
from engine.codec import from_json as read_typed
from engine.commands import VoteChoice
from engine.errors import EngineError, PositionError
from engine.model import Audience, Death, GameState, Message, Phase, PlayerState, Submission
from engine.ruleset import Ruleset, find_ruleset
from engine.views import moderator_view, player_view

FORMAT = "moonveil-position"
VERSION = 1
PHASE_KINDS = ("night", "day", "vote", "review")
MAX_NAME = 40
_RNG_WORDS = 625  # Mersenne Twister: 624 words of state and the index

# ---------------------------------------------------------------------------
# Writing


def write_position(state: GameState) -> dict[str, Any]:
    """The position of a dealt, unfinished game as JSON data."""
    if not state.players or not state.players[0].role:
        raise PositionError.at("players", "position_after_deal", rule="deal")
    if state.over:
        raise PositionError.at("phase", "position_finished", rule="outcome")
    names = state.names()
    return {
        "format": FORMAT,
        "version": VERSION,
        "ruleset": state.ruleset,
        "options": to_json(state.options),
        "seed": state.seed,
        "phase": {"kind": state.phase.kind, "number": state.phase.number, "step": state.phase.step},
        "now_ms": state.now_ms,
        "players": [_write_player(p) for p in state.players],
        "composition": list(state.composition),
        "channels": {cid: [names[s] for s in sorted(members)] for cid, members in state.channels.items()},
        "submissions": [_write_submission(slot, s, names) for (_, slot), s in state.submissions.items()],
        "ballots": [_write_ballot(voter, choice, names) for voter, choice in state.ballots.items()],
        "deaths": [{"player": names[d.seat], "cause": d.cause, "phase": d.phase} for d in state.deaths],
        "presence_ms": {names[seat]: at for seat, at in state.presence_ms.items()},
        "state": to_json(state.ext) if state.ext is not None else None,
        "rng": _write_rng(state.rng),
        "log": [_write_message(m, names) for m in state.messages],
    }


def _write_player(player: PlayerState) -> dict[str, Any]:
    return {
        "name": player.name,
        "bot": player.bot,
        "role": player.role,
        "alive": player.alive,
        "seen_as": player.seen_as,
        "counts_as": sorted(player.counts_as),
        "wins_with": player.wins_with,
        "uses": dict(player.uses),
        "flags": to_json(player.flags),
    }


def _write_submission(slot: str, submission: Submission, names: list[str]) -> dict[str, Any]:
    return {
        "player": names[submission.actor],
        "slot": slot,
        "ability": submission.ability,
        "targets": [names[t] for t in submission.targets],
        "option": submission.option,
    }


def _write_ballot(voter: int, choice: VoteChoice, names: list[str]) -> dict[str, Any]:
    ballot: dict[str, Any] = {"voter": names[voter]}
    if isinstance(choice, int):
        ballot["for"] = names[choice]
    elif isinstance(choice, str):
        ballot["option"] = choice
    return ballot


def _write_message(message: Message, names: list[str]) -> dict[str, Any]:
    audience = message.audience
    to: Any = audience.kind
    if audience.kind == "player" and audience.seat is not None:
        to = {"player": names[audience.seat]}
    elif audience.kind == "channel":
        to = {"channel": audience.channel, "members": [names[s] for s in sorted(message.recipients)]}
    return {"phase": message.phase, "to": to, "kind": message.kind, "params": to_json(message.params)}


def _write_rng(rng: random.Random) -> str:
    """The generator's state, so the future draws the same numbers (``seed`` is
    used when a position has no ``rng``)."""
    version, words, _gauss = rng.getstate()
    return f"mt{version}:" + base64.b64encode(struct.pack(f">{_RNG_WORDS}I", *words)).decode("ascii")


def start_of_night(
    ruleset: str, options: dict[str, Any], seed: int, players: list[tuple[str, str, bool]], night: int
) -> dict[str, Any]:
    """The position of a table that played on paper until night ``night``:
    ``players`` are (name, role id, alive) in seat order; everything else is as
    dealt, and the rule set opens the night (File → Continue a game in progress)."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "ruleset": ruleset,
        "options": dict(options),
        "seed": seed,
        "phase": {"kind": "night", "number": night},
        "open_phase": True,
        "players": [{"name": name, "role": role, "alive": alive} for name, role, alive in players],
    }


# ---------------------------------------------------------------------------
# Reading


def read_position(data: Any) -> tuple[Ruleset, GameState]:
    """A checked position as a rule set and a state; raises ``PositionError``
    naming the field and the rule, and builds nothing else."""
    _check_envelope(data)
    data = copy.deepcopy(data)  # the state owns what it reads: the caller's data is never shared or changed
    ruleset = _ruleset(data)
    state = GameState(
        ruleset=ruleset.name,
        options=_field(data, "options", dict, {}),
        seed=_field(data, "seed", int, 0),
        rng=random.Random(0),
    )
    state.now_ms = _field(data, "now_ms", int, 0)
    entries = _field(data, "players", list, None)
    _seat_players(ruleset, state, entries)
    _deal(ruleset, state, entries, data.get("composition"))
    _lay_players(state, entries)
    names = _Names(state)
    state.channels = _channels(data.get("channels"), state.channels, names)
    state.deaths = _deaths(data.get("deaths", []), names)
    state.presence_ms = _presence(data.get("presence_ms", {}), names)
    _lay_ext(state, data.get("state"))
    state.rng = _read_rng(data.get("rng"), state.seed)
    _lay_log(state, data.get("log", []), names)
    _lay_phase(ruleset, state, data)
    state.submissions = _submissions(ruleset, state, data.get("submissions", []), names)
    state.ballots = _ballots(ruleset, state, data.get("ballots", []), names)
    _check_rules(ruleset, state)
    state.memo.clear()
    return ruleset, state


def _check_envelope(data: Any) -> None:
    if not isinstance(data, dict):
        raise PositionError("a position is a JSON object", field="", rule="position")
    if data.get("format", FORMAT) != FORMAT:
        raise PositionError(f"'format' must be {FORMAT!r}", field="format", rule="position")
    version = data.get("version")
    if version != VERSION:
        raise PositionError(
            f"this app reads positions of version {VERSION}, not {version!r}", field="version", rule="position"
        )
    known = {
        "format", "version", "ruleset", "options", "seed", "phase", "open_phase", "now_ms", "players",
        "composition", "channels", "submissions", "ballots", "deaths", "presence_ms", "state", "rng", "log",
    }  # fmt: skip
    unknown = sorted(set(data) - known)
    if unknown:
        raise PositionError(f"unknown field(s): {', '.join(unknown)}", field=unknown[0], rule="position")


def _ruleset(data: dict[str, Any]) -> Ruleset:
    name = data.get("ruleset")
    if not isinstance(name, str):
        raise PositionError("'ruleset' names the rule set (e.g. \"moonveil\")", field="ruleset", rule="ruleset")
    try:
        return find_ruleset(name)
    except EngineError as error:
        raise PositionError.wrap(error, "ruleset") from None


def _field(data: dict[str, Any], key: str, kind: type, default: Any) -> Any:
    value = data.get(key, default)
    if value is None or not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise PositionError(f"{key!r} must be {_KIND_WORDS[kind]}", field=key, rule="position")
    return value


_KIND_WORDS: dict[type, str] = {dict: "an object", list: "a list", int: "an integer", str: "a string"}


def _seat_players(ruleset: Ruleset, state: GameState, entries: list[Any]) -> None:
    if not ruleset.min_players <= len(entries) <= ruleset.max_players:
        raise PositionError.at(
            "players",
            "player_count",
            rule=f"{ruleset.name}:players",
            least=ruleset.min_players,
            most=ruleset.max_players,
            count=len(entries),
        )
    taken: set[str] = set()
    for seat, entry in enumerate(entries):
        where = f"players[{seat}]"
        if not isinstance(entry, dict):
            raise PositionError("a player is an object with a name and a role", field=where, rule="position")
        name = entry.get("name")
        if not isinstance(name, str) or not 0 < len(name.strip()) <= MAX_NAME:
            raise PositionError.at(f"{where}.name", "name_length", rule="seat", most=MAX_NAME)
        if name.strip().casefold() in taken:
            raise PositionError.at(f"{where}.name", "name_taken", rule="seat", name=name.strip())
        taken.add(name.strip().casefold())
        bot = entry.get("bot", False)
        if not isinstance(bot, bool):
            raise PositionError("'bot' is true or false", field=f"{where}.bot", rule="position")
        state.players.append(PlayerState(seat=seat, name=name.strip(), bot=bot))


def _deal(ruleset: Ruleset, state: GameState, entries: list[dict[str, Any]], composition: Any) -> None:
    """Assign the roles and lay the rule set's start down (its messages are dropped:
    the position has no past)."""
    roles = []
    for seat, entry in enumerate(entries):
        role = entry.get("role")
        if not isinstance(role, str) or role not in ruleset.roles:
            raise PositionError.at(
                f"players[{seat}].role", "unknown_roles", rule=f"{ruleset.name}:deal", unknown=(str(role),)
            )
        roles.append(role)
    dealt = roles if composition is None else composition
    if not isinstance(dealt, list) or not all(isinstance(r, str) for r in dealt):
        raise PositionError("'composition' is a list of role ids", field="composition", rule="position")
    try:
        ruleset.check_roles(state, tuple(dealt))
    except EngineError as error:
        raise PositionError.wrap(error, "composition") from None
    state.composition = tuple(sorted(dealt))
    for player, role in zip(state.players, roles, strict=True):
        ruleset.assign(player, role)
    state.rng = random.Random(state.seed)
    try:
        ruleset.start(state)
    except EngineError as error:
        raise PositionError.wrap(error, "options") from None
    except Exception as error:  # the options are user input, and the start reads them
        message = f"the rule set cannot start with these options ({type(error).__name__}: {error})"
        raise PositionError(message, field="options", rule="position") from None
    state.messages.clear()
    state.inbox.clear()


def _lay_players(state: GameState, entries: list[dict[str, Any]]) -> None:
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


class _Names:
    """Players are named in a position; seats are their indexes."""

    def __init__(self, state: GameState) -> None:
        self.index = {p.name: p.seat for p in state.players}

    def seat(self, name: Any, where: str) -> int:
        if isinstance(name, str) and name in self.index:
            return self.index[name]
        raise PositionError(f"no player named {name!r}", field=where, rule="position")


def _channels(data: Any, dealt: dict[str, set[int]], names: _Names) -> dict[str, set[int]]:
    if data is None:
        return dealt
    if not isinstance(data, dict) or not all(isinstance(v, list) for v in data.values()):
        raise PositionError("'channels' maps a channel to a list of player names", field="channels", rule="position")
    return {
        str(cid): {names.seat(n, f"channels.{cid}[{i}]") for i, n in enumerate(members)}
        for cid, members in data.items()
    }


def _deaths(data: Any, names: _Names) -> list[Death]:
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


def _presence(data: Any, names: _Names) -> dict[int, int]:
    if not isinstance(data, dict) or not all(isinstance(v, int) and not isinstance(v, bool) for v in data.values()):
        raise PositionError("'presence_ms' maps a player name to milliseconds", field="presence_ms", rule="position")
    return {names.seat(n, f"presence_ms.{n}"): at for n, at in data.items()}


def _lay_ext(state: GameState, data: Any) -> None:
    if data is None:
        return
    if state.ext is None:
        raise PositionError("this rule set keeps no state of its own", field="state", rule="position")
    try:
        overlay(state.ext, data, "state")
    except CodecError as error:
        raise PositionError(error.message, field=error.path, rule="position") from None


def _lay_log(state: GameState, data: Any, names: _Names) -> None:
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


def _read_audience(data: Any, names: _Names, where: str) -> tuple[Audience, frozenset[int]]:
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


def _read_rng(data: Any, seed: int) -> random.Random:
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


def _lay_phase(ruleset: Ruleset, state: GameState, data: dict[str, Any]) -> None:
    phase = _field(data, "phase", dict, None)
    kind, number, step = phase.get("kind"), phase.get("number", 0), phase.get("step", "")
    if kind not in PHASE_KINDS:
        raise PositionError(f"the phase kind is one of {', '.join(PHASE_KINDS)}", field="phase.kind", rule="position")
    if not isinstance(number, int) or isinstance(number, bool) or number < 0:
        raise PositionError("the phase number is an integer ≥ 0", field="phase.number", rule="position")
    if not isinstance(step, str):
        raise PositionError("the phase step is a string", field="phase.step", rule="position")
    state.phase = Phase(kind, number, step)
    state.submissions, state.ballots = {}, {}
    opened = data.get("open_phase", False)
    if opened is not True:
        return
    if kind != "night":
        raise PositionError.at("open_phase", "position_night_only", rule="position")
    try:
        ruleset.open_position_night(state, number)
    except EngineError as error:
        raise PositionError.wrap(error, "open_phase") from None


def _submissions(ruleset: Ruleset, state: GameState, data: Any, names: _Names) -> dict[tuple[int, str], Submission]:
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


def _ballots(ruleset: Ruleset, state: GameState, data: Any, names: _Names) -> dict[int, Any]:
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


def _check_rules(ruleset: Ruleset, state: GameState) -> None:
    """The rule set's own checks, then a dry run of what every screen asks of a
    position: a state the rules cannot continue from is refused here, not later."""
    try:
        ruleset.check_position(state)
    except EngineError as error:
        raise PositionError.wrap(error, getattr(error, "field", "state")) from None
    try:
        _dry_run(ruleset, state)
    except EngineError as error:
        raise PositionError.wrap(error, "state") from None
    except Exception as error:
        raise PositionError(
            f"the rules cannot continue from this position ({type(error).__name__}: {error})",
            field="state",
            rule="position",
        ) from None


def _dry_run(ruleset: Ruleset, state: GameState) -> None:
    trial = state.clone()
    moderator_view(ruleset, trial, narrator=True)
    for player in trial.players:
        player_view(ruleset, trial, player.seat)
        for ability in ruleset.roles[player.role].abilities:
            ruleset.legal_targets(trial, player.seat, ability)


# ---------------------------------------------------------------------------
# Helpers for the rule sets' own checks (``Ruleset.check_position``)


def check_seats(state: GameState, seats: Any, field: str, rule: str, *, living: bool = False) -> None:
    """Every seat in ``seats`` exists (and is alive, with ``living``)."""
    for seat in seats:
        if not 0 <= seat < len(state.players):
            raise PositionError(f"no seat {seat} (seats are 0 to {len(state.players) - 1})", field=field, rule=rule)
        if living and not state.players[seat].alive:
            raise PositionError.at(field, "position_dead_holds", rule=rule, player=seat, name=state.players[seat].name)


def check_at_least(value: int | Fraction, minimum: int, field: str, rule: str) -> None:
    if value < minimum:
        raise PositionError(f"{value} is below {minimum}", field=field, rule=rule)
