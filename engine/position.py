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

This module holds the format, the writer and the order of reading; each field's
own reader and writer is in ``engine.position_fields``.
"""

from __future__ import annotations

import copy
import random
from fractions import Fraction
from typing import Any

from engine.codec import to_json
from engine.commands import VoteChoice
from engine.errors import EngineError, PositionError
from engine.model import GameState, Message, Phase, PlayerState, Submission
from engine.position_fields import (
    SeatNames,
    lay_book_state,
    lay_log,
    lay_players,
    read_ballots,
    read_channels,
    read_deaths,
    read_field,
    read_presence,
    read_rng,
    read_submissions,
    write_rng,
)
from engine.ruleset import Ruleset, find_ruleset
from engine.views import moderator_view, player_view

FORMAT = "moonveil-position"
VERSION = 1
PHASE_KINDS = ("night", "day", "vote", "review")
MAX_NAME = 40

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
        "rng": write_rng(state.rng),
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
        options=read_field(data, "options", dict, {}),
        seed=read_field(data, "seed", int, 0),
        rng=random.Random(0),
    )
    state.now_ms = read_field(data, "now_ms", int, 0)
    entries = read_field(data, "players", list, None)
    _seat_players(ruleset, state, entries)
    _deal(ruleset, state, entries, data.get("composition"))
    lay_players(state, entries)
    names = SeatNames(state)
    state.channels = read_channels(data.get("channels"), state.channels, names)
    state.deaths = read_deaths(data.get("deaths", []), names)
    state.presence_ms = read_presence(data.get("presence_ms", {}), names)
    lay_book_state(state, data.get("state"))
    state.rng = read_rng(data.get("rng"), state.seed)
    lay_log(state, data.get("log", []), names)
    _lay_phase(ruleset, state, data)
    state.submissions = read_submissions(ruleset, state, data.get("submissions", []), names)
    state.ballots = read_ballots(ruleset, state, data.get("ballots", []), names)
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


def _lay_phase(ruleset: Ruleset, state: GameState, data: dict[str, Any]) -> None:
    phase = read_field(data, "phase", dict, None)
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
