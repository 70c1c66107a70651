"""The game state: explicit, mutable only inside the engine, copied for snapshots.

The three attributes of a player are separate on purpose (see docs/architecture.md):
``seen_as`` is what inspection reads, ``counts_as`` what parity counts,
``wins_with`` the side the player wins with. Each can change during a game.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.quick_init import plain_builder, quick_builder, quick_init
from engine.view_types import AudienceData, MessageData, OutcomeData

# ---------------------------------------------------------------------------
# Messages and audiences


@quick_init
@dataclass(frozen=True, slots=True)
class Audience:
    """Who may read a message: everyone, one player, a channel, or the moderator."""

    kind: str  # "public" | "player" | "channel" | "moderator"
    seat: int | None = None
    channel: str | None = None

    @staticmethod
    def public() -> Audience:
        return _PUBLIC  # audiences are immutable values: the common ones are shared, not rebuilt per message

    @staticmethod
    def player(seat: int) -> Audience:
        found = _PLAYERS.get(seat)  # one shared audience per seat (immutable values, as ``public``)
        if found is None:
            found = _PLAYERS[seat] = Audience("player", seat=seat)
        return found

    @staticmethod
    def team(channel: str) -> Audience:
        return Audience("channel", channel=channel)

    @staticmethod
    def moderator() -> Audience:
        return _MODERATOR

    def to_dict(self) -> AudienceData:
        if self.kind == "player" and self.seat is not None:
            return {"kind": "player", "seat": self.seat}
        if self.kind == "channel" and self.channel is not None:
            return {"kind": "channel", "channel": self.channel}
        return {"kind": self.kind}


_PUBLIC = Audience("public")
_MODERATOR = Audience("moderator")
_PLAYERS: dict[int, Audience] = {}
PUBLIC = _PUBLIC
"""The shared public audience, for a line sent with its parameters gathered (``GameState.send``)."""
PLAYER_AUDIENCES: Mapping[int, Audience] = _PLAYERS
"""The shared audience of each seat made so far (``Audience.player`` makes the others): read,
not called, where a line to a seat is sent with its parameters gathered."""
_NOBODY: frozenset[int] = frozenset()
_ALONE: dict[int, frozenset[int]] = {}


def _alone(seat: int) -> frozenset[int]:
    """The recipients of a message to one seat: shared per seat, as its audience (immutable)."""
    found = _ALONE[seat] = frozenset((seat,))
    return found


@dataclass(frozen=True, slots=True)
class Message:
    """One output of the engine. ``recipients`` is fixed when it is sent, so a
    player who joins a channel later does not read its past."""

    seq: int
    phase: str
    audience: Audience
    kind: str
    params: dict[str, Any]
    recipients: frozenset[int] = frozenset()
    rendered: dict[str, MessageData] = field(default_factory=dict, compare=False, repr=False)

    def visible_to(self, seat: int) -> bool:
        return self.audience.kind == "public" or seat in self.recipients

    def to_dict(self) -> MessageData:
        return {
            "seq": self.seq,
            "phase": self.phase,
            "audience": self.audience.to_dict(),
            "kind": self.kind,
            "params": self.params,
        }


class _MessageBuilder:
    """A plain class with a message's slots: its stores are specialised, and a built one
    becomes a ``Message`` (same layout) by ``__class__`` assignment (``GameState.send``)."""

    __slots__ = Message.__slots__
    seq: int
    phase: str
    audience: Audience
    kind: str
    params: dict[str, Any]
    recipients: frozenset[int]
    rendered: dict[str, MessageData]


# ---------------------------------------------------------------------------
# Phases


class _LabelSlot:
    """The slot where a phase keeps its label once made (not a field: no part of
    the phase's equality, hash, repr or ``replace``; ``quick_init`` starts it as None)."""

    __slots__ = ("_label",)
    _label: str | None


# the slot's own setter: writes past the frozen ``__setattr__`` (the phase's fields stay unassignable)
_SET_LABEL: Callable[[Any, str], None] = vars(_LabelSlot)["_label"].__set__


@quick_init
@dataclass(frozen=True, slots=True)
class Phase(_LabelSlot):
    """Where the game is. ``kind`` is the rule set's vocabulary ("lobby",
    "night", "day", "vote", "over", ...); ``number`` the night/day number;
    ``step`` an optional sub-step (a tie-break, a defense, a witch's turn)."""

    kind: str
    number: int = 0
    step: str = ""

    def label(self) -> str:
        """``kind number/step``; made once per phase (every message and death is stamped with it)."""
        found = self._label
        if found is None:
            base = f"{self.kind} {self.number}" if self.number or self.kind in ("night", "day") else self.kind
            found = f"{base}/{self.step}" if self.step else base
            _SET_LABEL(self, found)
        return found


LOBBY = Phase("lobby")
OVER = "over"

# ---------------------------------------------------------------------------
# Players


@dataclass
class PlayerState:
    """One seat. ``role`` is a role id; the attributes start as the role's and
    may be changed by the rules; ``uses`` are charges left per ability id."""

    seat: int
    name: str
    bot: bool = False
    role: str = ""
    alive: bool = True
    seen_as: str = ""
    counts_as: frozenset[str] = frozenset()
    wins_with: str = ""
    uses: dict[str, int] = field(default_factory=dict)
    flags: dict[str, Any] = field(default_factory=dict)

    def copy(self) -> PlayerState:
        """A copy owning its mutable parts (``uses``, ``flags``). Copies the
        instance dict directly: ``dataclasses.replace`` re-runs ``__init__``
        field by field and was a third of a 99-player preview."""
        twin = object.__new__(PlayerState)
        fields = self.__dict__.copy()
        fields["uses"] = self.uses.copy()
        fields["flags"] = copy.deepcopy(self.flags) if self.flags else {}
        twin.__dict__ = fields
        return twin


new_player = plain_builder(PlayerState)
"""``PlayerState(...)`` as a plain call (every seat of the lobby builds one)."""


@quick_init
@dataclass(frozen=True, slots=True)
class Death:
    """An elimination with its cause id (a rule set's vocabulary) and when."""

    seat: int
    cause: str
    phase: str


_new_death = quick_builder(Death)
"""``Death(seat, cause, phase)`` as a plain call (``eliminate``: ~870 instructions less a death)."""


@quick_init
@dataclass(frozen=True, slots=True)
class Submission:
    """An accepted action, kept until its phase resolves."""

    actor: int
    ability: str
    targets: tuple[int, ...] = ()
    option: str | None = None


new_submission = quick_builder(Submission)
"""``Submission(actor, ability, targets, option)`` as a plain call: every accepted submission builds one."""


@quick_init
@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a game as a value: who won, why, and personal wins beside it."""

    winning_teams: tuple[str, ...]
    winners: tuple[int, ...]
    reason: str
    draw: bool = False
    personal_wins: tuple[tuple[int, str], ...] = ()

    def to_dict(self, names: list[str]) -> OutcomeData:
        return {
            "winning_teams": list(self.winning_teams),
            "winners": [names[s] for s in self.winners],
            "draw": self.draw,
            "reason": self.reason,
            "personal_wins": [{"player": names[s], "kind": k} for s, k in self.personal_wins],
        }


# ---------------------------------------------------------------------------
# The whole game


def clone_ext(ext: Any) -> Any:
    """An independent copy of a rule set's own state. An ``ext`` may define
    ``clone()`` (knowing which of its parts are immutable and can be shared);
    ``deepcopy`` is the fallback. Previews and snapshots copy the state, and
    deep-copying a growing per-night history made that cost grow with the game."""
    clone = getattr(ext, "clone", None)
    return clone() if callable(clone) else copy.deepcopy(ext)


@dataclass
class GameState:
    """Everything a game is. Built only by folding commands (``engine.game``)."""

    ruleset: str
    options: dict[str, Any]
    seed: int
    rng: random.Random
    players: list[PlayerState] = field(default_factory=list)
    # a factory, not a class attribute: a class attribute holding an instance of a Python class
    # keeps CPython 3.11 from specialising ``state.phase``, read by nearly every rule
    phase: Phase = field(default_factory=lambda: LOBBY)
    submissions: dict[tuple[int, str], Submission] = field(default_factory=dict)
    ballots: dict[int, Any] = field(default_factory=dict)
    channels: dict[str, set[int]] = field(default_factory=dict)
    messages: list[Message] = field(default_factory=list)
    deaths: list[Death] = field(default_factory=list)
    outcome: Outcome | None = None
    now_ms: int = 0
    presence_ms: dict[int, int] = field(default_factory=dict)
    composition: tuple[str, ...] = ()
    ext: Any = None  # the rule set's own state (a dataclass of its package)
    inbox: dict[int, list[Message]] = field(default_factory=dict)  # private/channel messages per recipient
    memo: dict[str, Any] = field(default_factory=dict, repr=False, compare=False)  # cleared on every command
    # the seated names casefolded, one a seat, kept by ``engine.game._seat`` for the lobby's name
    # check (no ``casefold`` per seated name per new seat); derived from ``players``, never saved
    folded_names: set[str] = field(default_factory=set, repr=False, compare=False)

    def clone(self) -> GameState:
        """An independent copy for snapshots and previews. Messages, deaths and
        submissions are immutable, so they are shared rather than copied. The
        rule set's ``ext`` is copied by its own ``clone()`` when it has one
        (see ``clone_ext``)."""
        # setstate fills the whole generator state, so nothing is seeded first:
        # Random() reads the OS entropy pool and even Random(0) seeds twice.
        rng = random.Random.__new__(random.Random)
        rng.setstate(self.rng.getstate())
        return GameState(
            ruleset=self.ruleset,
            options=copy.deepcopy(self.options),
            seed=self.seed,
            rng=rng,
            players=list(map(PlayerState.copy, self.players)),
            phase=self.phase,
            submissions=dict(self.submissions),
            ballots=dict(self.ballots),
            channels={k: set(v) for k, v in self.channels.items()},
            messages=list(self.messages),
            deaths=list(self.deaths),
            outcome=self.outcome,
            now_ms=self.now_ms,
            presence_ms=dict(self.presence_ms),
            inbox={seat: list(messages) for seat, messages in self.inbox.items()},
            composition=self.composition,
            ext=clone_ext(self.ext),
            folded_names=set(self.folded_names),
        )

    # -- queries -----------------------------------------------------------
    # Plain comprehensions: Python 3.11 reads ``p.alive`` and ``p.seat`` with specialised
    # loads, while ``attrgetter`` in ``map``/``compress`` takes the generic attribute
    # path for every player (callgrind: 11.1 k instructions for a 9-seat ``living_seats``
    # in C, 4.2 k here; docs/performance.md, seventh pass).
    def living(self) -> list[PlayerState]:
        return [p for p in self.players if p.alive]

    def living_seats(self) -> list[int]:
        return [p.seat for p in self.players if p.alive]

    def names(self) -> list[str]:
        return [p.name for p in self.players]

    def player(self, seat: int) -> PlayerState:
        return self.players[seat]

    def holders(self, role: str) -> list[PlayerState]:
        return [p for p in self.players if p.role == role]

    @property
    def over(self) -> bool:
        return self.outcome is not None

    # -- outputs -------------------------------------------------------------
    def emit(self, audience: Audience, kind: str, **params: Any) -> Message:
        """Record a message; its recipients are resolved now."""
        return self.send(audience, kind, params)

    def send(self, audience: Audience, kind: str, params: dict[str, Any]) -> Message:
        """``emit`` with the parameters already gathered: ``tell``, ``announce`` and
        ``note`` pass theirs on without unpacking them into a second dict, and so does
        the night's ``deliver`` with the lines its steps wrote (each holds its dict).

        The message is ``Message(...)`` built as ``quick_init`` builds the small values:
        its slots filled on a builder of the same layout (specialised stores), then its
        class set. The frozen dataclass's ``__init__`` sets each field through
        ``object.__setattr__``; a classmethod doing this was one more frame and bound
        method per message (~42 a bot game). tests/engine/test_fast_paths.py and
        test_bot_games_eighth_pass_values.py check every message equals the dataclass's."""
        recipients = _NOBODY  # the public and the moderator (most messages): no seat to deliver to
        alone = None  # the one recipient of a player's line
        to = audience.kind
        if to == "player" and audience.seat is not None:
            alone = audience.seat
            recipients = _ALONE.get(alone) or _alone(alone)
        elif to == "channel" and audience.channel is not None:
            recipients = frozenset(self.channels.get(audience.channel, ()))
        phase = self.phase
        messages = self.messages
        message = _MessageBuilder()
        message.seq = len(messages)
        message.phase = phase._label or phase.label()  # kept on the phase once made: no call per message
        message.audience = audience
        message.kind = kind
        message.params = params
        message.recipients = recipients
        message.rendered = {}
        message.__class__ = Message  # type: ignore[assignment]  # now a Message: the layouts agree
        sent: Message = message  # type: ignore[assignment]
        messages.append(sent)
        if alone is not None:  # a player's line: its one inbox, no iterator over a set of one
            box = self.inbox.get(alone)
            if box is None:
                box = self.inbox[alone] = []
            box.append(sent)
        elif recipients:
            inbox = self.inbox
            for seat in recipients:
                box = inbox.get(seat)  # not ``setdefault(seat, [])``: no new list per message
                if box is None:
                    box = inbox[seat] = []
                box.append(sent)
        return sent

    def tell(self, seat: int, kind: str, **params: Any) -> Message:
        return self.send(_PLAYERS.get(seat) or Audience.player(seat), kind, params)

    def announce(self, kind: str, **params: Any) -> Message:
        return self.send(_PUBLIC, kind, params)

    def note(self, kind: str, **params: Any) -> Message:
        """A moderator-only line (the reasons behind a resolution)."""
        return self.send(_MODERATOR, kind, params)

    # -- life and death -----------------------------------------------------
    def eliminate(self, seat: int, cause: str) -> None:
        player = self.players[seat]
        player.alive = False
        phase = self.phase
        self.deaths.append(_new_death(seat, cause, phase._label or phase.label()))

    def revive(self, seat: int) -> None:
        self.players[seat].alive = True
