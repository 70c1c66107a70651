"""Scenario files: scripted games and their transcripts (docs/scenarios.md).

``load_scenario`` turns a scenario (already parsed JSON) into a table, a deal and
a script of commands; ``run_scenario`` plays it and returns the transcript:
phases entered, public announcements, private and channel messages with their
recipients, moderator notes, deaths with cause, role reveals, refused commands
with their error, and the result, all with stable keys and player names.
``check_expectations`` compares a transcript with a scenario's ``expect``.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from engine.commands import Advance, Clock, Command, Deal, Presence, Say, SeatPlayer, Submit, Vote, VoteChoice
from engine.errors import EngineError, ScenarioError
from engine.game import Game
from engine.model import Message
from engine.ruleset import find_ruleset
from engine.text import ROLE_KEYS, SEAT_KEYS, SEAT_LIST_KEYS

# ---------------------------------------------------------------------------
# Loading


@dataclass
class Scenario:
    ruleset: str
    options: dict[str, Any]
    seed: int
    seats: list[dict[str, Any]]
    script: list[dict[str, Any]]
    bots: str | None = None
    expect: list[dict[str, Any]] = field(default_factory=list)
    expect_absent: list[dict[str, Any]] = field(default_factory=list)
    expect_result: dict[str, Any] | None = None
    position: dict[str, Any] | None = None  # the start, instead of a deal (docs/positions.md)


def load_scenario(data: Any) -> Scenario:
    if not isinstance(data, dict):
        raise ScenarioError("a scenario is a JSON object")
    if "ruleset" not in data:
        raise ScenarioError("a scenario needs 'ruleset'")
    if "seats" not in data and "position" not in data:
        raise ScenarioError("a scenario needs 'seats' (or a 'position' to start from)")
    if "script" not in data:
        raise ScenarioError("a scenario needs 'script'")
    seats = [s if isinstance(s, dict) else {"name": s} for s in data.get("seats", [])]
    if not all(isinstance(s.get("name"), str) for s in seats):
        raise ScenarioError("every seat needs a name")
    if not isinstance(data["script"], list):
        raise ScenarioError("'script' is a list of steps")
    for index, step in enumerate(data["script"]):
        if not isinstance(step, dict):
            raise ScenarioError(f"step {index} is not an object")
        if not isinstance(step.get("refused", False), (bool, dict)):
            raise ScenarioError(f"step {index}: 'refused' is true or an error to match (code, rule)")
    return Scenario(
        ruleset=str(data["ruleset"]),
        options=dict(data.get("options", {})),
        seed=int(data.get("seed", 0)),
        seats=seats,
        script=list(data["script"]),
        bots=data.get("bots"),
        expect=list(data.get("expect", [])),
        expect_absent=list(data.get("expect_absent", [])),
        expect_result=data.get("expect_result"),
        position=_start_position(data, seats),
    )


def _start_position(data: dict[str, Any], seats: list[dict[str, Any]]) -> dict[str, Any] | None:
    """A scenario's ``position``, completed from the scenario: its rule set,
    options and seed, and its ``seats`` as the players when the position names none."""
    position = data.get("position")
    if position is None:
        return None
    if not isinstance(position, dict):
        raise ScenarioError("'position' is a position object (docs/positions.md)")
    start = {"ruleset": data["ruleset"], "options": data.get("options", {}), "seed": data.get("seed", 0), **position}
    if "players" not in start:
        start["players"] = seats
    return start


class _Names:
    def __init__(self, names: list[str]) -> None:
        self.names = names
        self.index = {n: i for i, n in enumerate(names)}

    def seat(self, name: Any) -> int:
        if isinstance(name, str) and name in self.index:
            return self.index[name]
        raise ScenarioError(f"no player named {name!r}")

    def choice(self, value: Any) -> VoteChoice:
        if value is None:
            return None
        if isinstance(value, str) and value in self.index:
            return self.index[value]
        if isinstance(value, str):
            return value  # a named option of the rule set ("execute", ...)
        raise ScenarioError(f"bad vote choice {value!r}")


def step_command(step: dict[str, Any], names: _Names) -> Command:
    """One script step as a command (``bots`` and ``expect`` steps are not commands)."""
    do = step.get("do")
    if do == "submit":
        return Submit(
            names.seat(step.get("actor")),
            str(step.get("ability", "")),
            tuple(names.seat(t) for t in step.get("targets", [])),
            step.get("option"),
            step.get("slot"),
        )
    if do == "vote":
        return Vote(names.seat(step.get("voter")), names.choice(step.get("choice", step.get("target"))))
    if do == "advance":
        decision = step.get("decision")
        return Advance(override=bool(step.get("override", False)), decision=None if decision is None else str(decision))
    if do == "clock":
        return Clock(int(step["ms"]))
    if do == "presence":
        return Presence(names.seat(step.get("player")), int(step["ms"]))
    if do == "say":
        return Say(names.seat(step.get("speaker")), str(step.get("channel", "")), str(step.get("text", "")))
    raise ScenarioError(f"unknown step {do!r}")


# ---------------------------------------------------------------------------
# Running

EVENT_TYPES = {"public": "public", "player": "private", "channel": "channel", "moderator": "moderator"}


class _Recorder:
    """Builds the transcript from what each command changed."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.events: list[dict[str, Any]] = []
        self.seen_messages = 0
        self.seen_deaths = 0
        self.phase = ""
        self.revealed: dict[int, str] = {}

    def names(self) -> list[str]:
        return self.game.state.names()

    def after_command(self) -> None:
        """A command's messages in order (with the phases they were sent in),
        then the deaths and role reveals it caused."""
        state = self.game.state
        for message in state.messages[self.seen_messages :]:
            self._phase(message.phase)
            self.events.append(self._message(message))
        self.seen_messages = len(state.messages)
        self._phase(state.phase.label())
        for death in state.deaths[self.seen_deaths :]:
            self.events.append(
                {"type": "death", "player": self.names()[death.seat], "cause": death.cause, "phase": death.phase}
            )
        self.seen_deaths = len(state.deaths)
        self._reveals()

    def _phase(self, label: str) -> None:
        if label != self.phase:
            self.phase = label
            self.events.append({"type": "phase", "phase": label})

    def _reveals(self) -> None:
        for seat_view in self.game.public_view(lang=None)["seats"]:
            role = seat_view["role"]
            if role is not None and self.revealed.get(seat_view["seat"]) != role:
                self.revealed[seat_view["seat"]] = role
                self.events.append({"type": "reveal", "player": seat_view["name"], "role": role})

    def _message(self, message: Message) -> dict[str, Any]:
        names = self.names()
        kind = message.audience.kind
        event: dict[str, Any] = {"type": EVENT_TYPES[kind], "kind": message.kind}
        if kind == "player":
            event["to"] = names[message.audience.seat or 0]
        elif kind == "channel":
            event["channel"] = message.audience.channel
            event["to"] = [names[s] for s in sorted(message.recipients)]
        event["params"] = named_params(message.params, names)
        event["text"] = self.game.ruleset.render(message, names, "en")
        return event

    def refused(self, index: int, step: dict[str, Any], error: EngineError) -> None:
        self.events.append({"type": "refused", "step": index, "command": step, "error": error.to_dict()})


def named_params(params: dict[str, Any], names: list[str]) -> dict[str, Any]:
    """Seats replaced by player names, so transcripts read without a seat map."""
    out: dict[str, Any] = {}
    for key, value in params.items():
        if key in SEAT_KEYS and isinstance(value, int) and not isinstance(value, bool):
            out[key] = names[value]
        elif key in SEAT_LIST_KEYS and isinstance(value, list):
            out[key] = [names[v] if isinstance(v, int) else v for v in value]
        elif key == "ballots" and isinstance(value, list):
            out[key] = [[names[v], names[c] if isinstance(c, int) else c, w] for v, c, w in value]
        elif key == "totals" and isinstance(value, list):
            out[key] = [[names[c] if isinstance(c, int) else c, w] for c, w in value]
        else:
            out[key] = value
    return out


def run_scenario(scenario: Scenario) -> dict[str, Any]:
    """Play the scenario; return its transcript (refusals included, never raised)."""
    ruleset = find_ruleset(scenario.ruleset)
    game, recorder = _start(scenario) if scenario.position is None else _start_at_position(scenario.position)
    names = _Names(game.state.names())
    bot_rng = random.Random(scenario.seed * 7919 + 1)
    for index, step in enumerate(scenario.script):
        _run_step(game, recorder, names, index, step, scenario.bots, bot_rng)
    outcome = game.state.outcome
    return {
        "ruleset": ruleset.name,
        "seed": scenario.seed,
        "players": [{"name": p.name, "role": p.role, "bot": p.bot} for p in game.state.players],
        "events": recorder.events,
        "result": outcome.to_dict(game.state.names()) if outcome else None,
    }


def _start(scenario: Scenario) -> tuple[Game, _Recorder]:
    """Seat the players and deal (the roles given, or from the seed)."""
    game = Game(scenario.ruleset, scenario.options, scenario.seed)
    recorder = _Recorder(game)
    for seat in scenario.seats:
        game.apply(SeatPlayer(seat["name"], bot=bool(seat.get("bot", False))))
    roles = [seat.get("role") for seat in scenario.seats]
    if all(isinstance(r, str) for r in roles):
        deal = Deal(tuple(str(r) for r in roles))
    elif any(r is not None for r in roles):
        raise ScenarioError("give a role to every seat, or to none (dealt from the seed)")
    else:
        deal = Deal()
    error = game.try_apply(deal)
    if error is not None:
        recorder.refused(-1, {"do": "deal"}, error)
    recorder.after_command()
    return game, recorder


def _start_at_position(position: dict[str, Any]) -> tuple[Game, _Recorder]:
    """Start where the position says; a refused position is a broken scenario."""
    try:
        game = Game.from_position(position)
    except EngineError as error:
        raise ScenarioError(f"the position is refused ({error.rule}): {error.message}") from None
    recorder = _Recorder(game)
    recorder.after_command()
    return game, recorder


def _run_step(
    game: Game,
    recorder: _Recorder,
    names: _Names,
    index: int,
    step: dict[str, Any],
    policy: str | None,
    rng: random.Random,
) -> None:
    if step.get("do") == "bots":
        _bots_act(game, policy, rng, recorder)
        return
    command = step_command(step, names)
    error = game.try_apply(command)
    if error is not None:
        recorder.refused(index, step, error)
    recorder.after_command()


def _bots_act(game: Game, policy: str | None, rng: random.Random, recorder: _Recorder) -> None:
    """Every bot with something to do decides from its own view."""
    bots = game.ruleset.bot_policy(policy)
    for seat in game.acting_seats():
        if not game.state.players[seat].bot:
            continue
        for command in bots.decide(game.bot_view(seat), rng):
            error = game.try_apply(command)
            if error is not None:
                recorder.refused(-1, {"do": "bot", "seat": seat}, error)
            recorder.after_command()


# ---------------------------------------------------------------------------
# Expectations


def _matches(expected: Any, actual: Any) -> bool:
    """Partial match: every key of an expected object must match; lists and
    scalars must be equal (lists of objects match element by element)."""
    if isinstance(expected, dict):
        return isinstance(actual, dict) and all(k in actual and _matches(v, actual[k]) for k, v in expected.items())
    if isinstance(expected, list) and isinstance(actual, list):
        return len(expected) == len(actual) and all(_matches(e, a) for e, a in zip(expected, actual, strict=True))
    return bool(expected == actual)


def _step_refusal_flag(scenario: Scenario, index: int) -> Any:
    """A step's ``refused`` flag: ``True``, a partial error (``{"code": ..., "rule": ...}``) or ``None``."""
    if 0 <= index < len(scenario.script):
        return scenario.script[index].get("refused")
    return None


def refusal_expected(scenario: Scenario, event: dict[str, Any]) -> bool:
    flag = _step_refusal_flag(scenario, int(event["step"]))
    if flag is True or (isinstance(flag, dict) and _matches(flag, event["error"])):
        return True
    return any(e.get("type") == "refused" and _matches(e, event) for e in scenario.expect)


def refusal_problems(scenario: Scenario, events: list[dict[str, Any]]) -> list[str]:
    """A refusal the scenario does not expect is a failure, so that a script
    cannot silently lose a step; a step flagged ``refused`` must be refused."""
    problems: list[str] = []
    refused = [e for e in events if e["type"] == "refused"]
    for event in refused:
        if not refusal_expected(scenario, event):
            problems.append(f"step {event['step']} was refused unexpectedly: {event['command']} -> {event['error']}")
    refused_steps = {e["step"] for e in refused}
    for index, step in enumerate(scenario.script):
        flag = step.get("refused")
        if flag not in (None, False) and index not in refused_steps:
            problems.append(f"step {index} should have been refused but was accepted: {step}")
        elif isinstance(flag, dict) and not any(e["step"] == index and _matches(flag, e["error"]) for e in refused):
            problems.append(f"step {index} was refused with another error than {flag}")
    return problems


def check_expectations(scenario: Scenario, transcript: dict[str, Any]) -> list[str]:
    """Problems found: expected events missing or out of order, forbidden
    events present, a refusal nobody expected, a different result. Empty means
    the scenario passes."""
    events = transcript["events"]
    problems = refusal_problems(scenario, events)
    position = 0
    for expected in scenario.expect:
        found = next((i for i in range(position, len(events)) if _matches(expected, events[i])), None)
        if found is None:
            problems.append(f"expected event not found (in order): {expected}")
        else:
            position = found + 1
    for forbidden in scenario.expect_absent:
        hits = [e for e in events if _matches(forbidden, e)]
        if hits:
            problems.append(f"forbidden event present: {hits[0]}")
    if scenario.expect_result is not None and not _matches(scenario.expect_result, transcript["result"]):
        problems.append(f"result {transcript['result']} does not match {scenario.expect_result}")
    return problems


__all__ = ["ROLE_KEYS", "Scenario", "check_expectations", "load_scenario", "run_scenario"]
