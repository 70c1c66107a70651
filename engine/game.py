"""``Game``: the fold of a journal of commands, with undo through replay.

``apply`` checks a command completely before changing anything, so a refused
command leaves the game exactly as it was. Every accepted command is appended to
the journal; the state is what folding the journal from the seed gives. Undo
replays from the nearest snapshot (one every ``snapshot_every`` commands), so its
cost does not grow with the length of the game.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable
from typing import Any, cast

from engine.bot_view import BotView
from engine.commands import Advance, Clock, Command, Deal, Presence, Say, SeatPlayer, Submit, Vote
from engine.draws import seeded as _seeded
from engine.draws import shuffle
from engine.errors import EngineError, GameOver, IllegalAction, SetupError, UnknownPlayer, WrongPhase, refusal_of
from engine.model import LOBBY, Audience, GameState, Message, Phase, new_player
from engine.position import read_position, write_position
from engine.ruleset import Prompt, Ruleset, VotePrompt, find_ruleset
from engine.view_types import ModeratorView, PlayerView, PublicView
from engine.views import moderator_view, player_view, public_view

MAX_NAME = 40
MAX_NIGHT_STEPS = 32  # preview_night closes at most this many steps of one night (a guard, not a rule)
# memo entries a stable rule set keeps across actions: its prompts and their table by seat
_STABLE_KEYS = frozenset({"prompts", "vote_prompts", "prompt_table"})
# ``RulesetRules.prompt_table`` stores the table after the two lists it indexes, and only a
# whole ``clear`` drops a stable key: a memo of three entries, the table among them, holds
# exactly ``_STABLE_KEYS`` (a ``len`` and one ``in``: ~450 instructions against ~1,370 for
# the keys' test, before each of a game's ~39 actions; test_bot_games_eleventh_pass_checks.py)
_TABLE_KEY = "prompt_table"
_STABLE_COUNT = len(_STABLE_KEYS)
_LOBBY_KIND = LOBBY.kind  # a global, not ``LOBBY.kind`` read on every command
TIME_INPUTS = (Clock, Presence)  # inputs of time: no snapshot counts them
ACTIONS = (Submit, Vote, Say, Clock, Presence)  # after these a stable rule set keeps its prompts (_STABLE_KEYS)


def new_state(ruleset: Ruleset, options: dict[str, Any], seed: int) -> GameState:
    # positional, with the lobby given (no factory's frame): ~2.8 k instructions less a game
    return GameState(ruleset.name, dict(options), seed, _seeded(seed), [], LOBBY)


class Game:
    """One game of one rule set. Screens use its views; nothing else leaks."""

    def __init__(
        self, ruleset: Ruleset | str, options: dict[str, Any] | None = None, seed: int = 0, *, snapshot_every: int = 16
    ) -> None:
        self.ruleset = find_ruleset(ruleset) if isinstance(ruleset, str) else ruleset
        self._stable_prompts = self.ruleset.stable_prompts  # a class constant, read once (``apply``)
        self.options = dict(options or {})
        self.seed = seed
        self.snapshot_every = snapshot_every
        self.state = new_state(self.ruleset, self.options, seed)
        self.journal: list[Command] = []
        self.redo_stack: list[Command] = []
        # Snapshots after every ``snapshot_every`` game commands. Inputs of time
        # (``Clock``, ``Presence``: a phone's heartbeat every few seconds) are not
        # counted, so the copies kept grow with the game, not with the hours the
        # phones stay connected; replaying inputs is cheap. The state before the
        # first command is not stored: it is rebuilt from (rule set, options,
        # seed), which spares every game (bot games too) one full copy.
        self._snapshots: dict[int, GameState] = {}
        self._since_snapshot = 0  # game commands applied since the last snapshot (or the origin)
        # A game started from a position (engine/position.py) keeps that state as
        # its origin instead: undo stops there, as it stops at the deal's seed.
        self._origin: GameState | None = None

    @classmethod
    def from_position(cls, data: Any, *, snapshot_every: int = 16) -> Game:
        """A game that starts at a position; raises ``PositionError`` (and builds
        nothing) when the position is refused."""
        ruleset, state = read_position(data)
        game = cls(ruleset, state.options, state.seed, snapshot_every=snapshot_every)
        game._origin = state
        game.state = state.clone()
        return game

    def position(self) -> dict[str, Any]:
        """The game's position now as JSON data (``Game.from_position`` reads it)."""
        return write_position(self.state)

    def restart(self) -> Game:
        """A new game where this one began (its seed, or the position it started
        from), with nothing applied yet: a journal replayed on it tells its story."""
        game = Game(self.ruleset, self.options, self.seed, snapshot_every=0)
        if self._origin is not None:
            game._origin = self._origin
            game.state = self._origin.clone()
        return game

    # -- applying ------------------------------------------------------------
    def check(self, command: Command) -> None:
        """Raise the typed error that ``apply`` would raise; change nothing."""
        self.apply(command, self.state, True, False)

    def apply(
        self, command: Command, _into: GameState | None = None, _checks: bool = True, _folds: bool = True
    ) -> list[Message]:
        """Apply one command; return the messages it produced. Raises EngineError.

        The one body of every check and fold: ``check``, ``preview``, ``preview_night``
        and ``_restore`` hand it a state (``_into``) and ask for the check (``_checks``)
        or the fold (``_folds``) alone; the journal, the redo stack and the snapshots
        change only when no state is handed. A command thus costs one frame between its
        sender and the book, not two (a ``_step`` frame under ``apply``: ~57 a game,
        docs/performance.md, twelfth pass, part P). The check finishes before anything
        changes; a refusal is tagged with its book here, the fold is never inside that
        ``try``. Positional, not keyword-only: a keyword-only default is looked up by
        name on every call."""
        state = _into or self.state  # a state is always true (no ``__bool__``, no ``__len__``)
        first = len(state.messages)  # a check sends nothing: taken before it, as after it
        ruleset = self.ruleset
        # The type read once: ``type(command) is X`` in every test is a call each (~14 k
        # instructions a game). mypy narrows only that spelling, so the tests on ``kind``
        # hand on ``given``, the same command typed as whatever those tests found.
        kind = type(command)
        given: Any = command
        dealt: list[str] | None = None  # the roles a deal's check built, when this call's fold deals them
        if _checks:
            try:
                if state.outcome is None and state.phase.kind != _LOBBY_KIND:
                    # Submissions, ballots and closings in a phase in play are most of a game's
                    # commands; the order below gives them the same checks, after four other tests.
                    if kind is Submit:
                        ruleset.check_submit(state, given)
                    elif kind is Vote:
                        ruleset.check_vote(state, given)
                    elif kind is Advance:  # closing a phase in play: the same check, without the tests below
                        ruleset.check_advance(state, given)
                    else:
                        _check_other(ruleset, state, command)
                elif kind is SeatPlayer and state.outcome is None:  # a seat in the lobby: no walk below
                    _check_seat(ruleset, state, given)
                elif kind is Deal and state.outcome is None:  # the deal: its check's composition is the fold's
                    dealt = _check_deal(ruleset, state, given, _folds)
                else:
                    _check_other(ruleset, state, command)
            except EngineError as error:
                error.book = error.book or ruleset.name  # the book whose words say this refusal
                raise
        if not _folds:
            return []
        # a submission or a ballot (most commands) needs no ``isinstance`` walk, nor does a
        # closing, a seat or the deal, which are no action (the walk fails through each of the
        # five classes: ~1.5 k instructions, 19 times a game); the book's flag is read only
        # after an action
        keep = (
            kind is Submit
            or kind is Vote
            or (kind is not Advance and kind is not SeatPlayer and kind is not Deal and isinstance(command, ACTIONS))
        ) and self._stable_prompts
        memo = state.memo  # the one memo of this state (never replaced, only emptied)
        left = len(memo)
        # After an action a stable rule set's memo usually holds only its prompts:
        # nothing to forget, so no call (two per command) to find that out.
        if left and not (keep and ((left == _STABLE_COUNT and _TABLE_KEY in memo) or memo.keys() <= _STABLE_KEYS)):
            if keep:
                _forget(memo, keep)
                left = len(memo)
            else:  # ``_forget``'s first case without its frame: every closing and seat
                memo.clear()
                left = 0
        # What is left now is nothing, or a stable book's prompts. Readers only ever add
        # entries (none removes one), so a memo no larger after the fold holds nothing the
        # fold derived on a state in the making: nothing to test again (the keys' test is
        # ~1,400 instructions, and most folds, a submission or a ballot, derive nothing).
        try:
            if kind is Submit:  # most of a game's commands: no walk down _fold's tests
                ruleset.apply_submit(state, given)
            elif kind is Vote:
                ruleset.apply_vote(state, given)
            elif kind is Advance:  # a closing: _fold's first test, without its frame
                ruleset.advance(state, given)
            elif kind is SeatPlayer:  # the lobby's seats: no walk down _fold's tests either
                _seat(state, given)
            elif kind is Deal:
                _deal(ruleset, state, given, dealt)
            else:
                _fold(ruleset, state, command)
        finally:
            if len(memo) != left:
                if keep:
                    _forget(memo, keep)
                else:  # ``_forget``'s first case without its frame
                    memo.clear()
        if _into is not None:
            return []
        self.journal.append(command)
        if self.redo_stack:
            self.redo_stack.clear()
        # Without snapshots (simulations: ``snapshot_every=0``) there is nothing to count:
        # ``_since_snapshot`` is read only here, and ``_restore`` counts it afresh.
        if self.snapshot_every and not isinstance(command, TIME_INPUTS):
            self._since_snapshot += 1
            if self._since_snapshot >= self.snapshot_every:
                self._snapshots[len(self.journal)] = state.clone()
                self._since_snapshot = 0
        # most commands send nothing: a new empty list, not a slice of the whole log (~570 instructions)
        return state.messages[first:] if len(state.messages) != first else []

    def try_apply(self, command: Command) -> EngineError | None:
        return refusal_of(lambda: self.apply(command))

    def preview(self, command: Command) -> list[Message]:
        """What ``command`` would produce, without applying it (resolve preview)."""
        self.apply(command, self.state, True, False)
        trial = self.state.clone()
        first = len(trial.messages)
        self.apply(command, trial, False, True)
        return trial.messages[first:]

    def preview_night(self, entered: Iterable[Command] = ()) -> list[Message]:
        """What closing the rest of this night by override would produce, on a copy:
        the ``entered`` commands first (choices the moderator made but did not
        submit; a refused one raises, as ``apply`` would), then
        ``Advance(override=True)`` while the same night stays open (its later steps,
        such as a witch who acts after the attack, close with nothing entered).
        The moderator's "if the night ended now"; ``[]`` outside a night."""
        phase = self.state.phase
        if phase.kind != "night" or self.state.over:
            return []
        trial = self.state.clone()
        for command in entered:
            self.apply(command, trial)
        first = len(trial.messages)
        for _ in range(MAX_NIGHT_STEPS):
            if refusal_of(lambda: self.apply(Advance(True), trial, True, False)) is not None:
                break
            self.apply(Advance(True), trial, False, True)
            if trial.over or (trial.phase.kind, trial.phase.number) != (phase.kind, phase.number):
                break
        return trial.messages[first:]

    # -- undo / redo ---------------------------------------------------------
    def undo(self) -> Command | None:
        if not self.journal:
            return None
        return self.rewind(len(self.journal) - 1)[0]

    def rewind(self, length: int) -> list[Command]:
        """Undo every command after the first ``length`` with one replay (the
        heartbeats after the last command go at once); returns them, last first."""
        undone = self.journal[length:][::-1]
        del self.journal[length:]
        self.redo_stack.extend(undone)
        self._restore(length)
        return undone

    def redo(self) -> Command | None:
        if not self.redo_stack:
            return None
        command = self.redo_stack.pop()
        stack, self.redo_stack = self.redo_stack, []  # apply() clears the redo stack: keep ours
        self.apply(command)
        self.redo_stack = stack
        return command

    def _restore(self, length: int) -> None:
        for key in [k for k in self._snapshots if k > length]:
            del self._snapshots[key]
        base = max(self._snapshots, default=0)
        if base:
            state = self._snapshots[base].clone()
        elif self._origin is not None:
            state = self._origin.clone()
        else:
            state = new_state(self.ruleset, copy.deepcopy(self.options), self.seed)
        replayed = self.journal[base:length]
        for command in replayed:
            self.apply(command, state, False, True)
        self.state = state
        self._since_snapshot = sum(not isinstance(command, TIME_INPUTS) for command in replayed)

    # -- queries ---------------------------------------------------------------
    def legal_targets(self, seat: int, ability: str) -> list[int]:
        return self.ruleset.legal_targets(self.state, seat, ability)

    def prompts(self) -> list[Prompt]:
        return [] if self.state.outcome is not None else self.ruleset.current_prompts(self.state)

    def vote_prompts(self) -> list[VotePrompt]:
        return [] if self.state.outcome is not None else self.ruleset.current_vote_prompts(self.state)

    def acting_seats(self) -> list[int]:
        """The seats with a prompt or a vote prompt now, in seat order (none once over)."""
        return [] if self.state.outcome is not None else self.ruleset.prompt_table(self.state).acting

    def missing(self) -> list[int]:
        return [] if self.state.outcome is not None else list(self.ruleset.current_missing(self.state))

    def public_view(self, lang: str | None = "en") -> PublicView:
        return public_view(self.ruleset, self.state, lang)

    def player_view(self, seat: int, lang: str | None = "en") -> PlayerView:
        return player_view(self.ruleset, self.state, seat, lang)

    def bot_view(self, seat: int) -> PlayerView:
        """``player_view(seat, lang=None)`` as a bot reads it: each field built when read.
        A ``BotView`` is a Mapping with exactly a PlayerView's keys and values
        (tests/engine/test_bot_view.py), so policies are typed against PlayerView."""
        return cast("PlayerView", BotView(self.ruleset, self.state, seat))

    def moderator_view(self, *, narrator: bool, host_seat: int | None = None, lang: str = "en") -> ModeratorView:
        return moderator_view(self.ruleset, self.state, narrator=narrator, host_seat=host_seat, lang=lang)


def replay(ruleset: Ruleset | str, options: dict[str, Any] | None, seed: int, commands: Iterable[Command]) -> Game:
    """Rebuild a game from its journal. Raises if a command is refused."""
    game = Game(ruleset, options, seed)
    for command in commands:
        game.apply(command)
    return game


def replay_from_position(position: Any, commands: Iterable[Command]) -> Game:
    """Rebuild a game that started at a position: the position, then its journal."""
    game = Game.from_position(position)
    for command in commands:
        game.apply(command)
    return game


# ---------------------------------------------------------------------------
# The fold: check, then apply. Generic commands are handled here; the rest go
# to the rule set.


def _check_other(ruleset: Ruleset, state: GameState, command: Command) -> None:
    """The check of every command but a submission, ballot or closing in a phase in play."""
    if isinstance(command, TIME_INPUTS):
        _check_time(state, command)
        return
    if state.outcome is not None:  # ``state.over`` without its property call
        raise GameOver.of("game_over", rule="outcome")
    if isinstance(command, SeatPlayer):
        _check_seat(ruleset, state, command)
    elif isinstance(command, Deal):
        _check_deal(ruleset, state, command, False)
    elif state.phase.kind == LOBBY.kind and state.phase == LOBBY:  # the kind test is cheap and usually false
        raise WrongPhase.of("not_dealt", rule="deal")
    elif isinstance(command, Submit):
        ruleset.check_submit(state, command)
    elif isinstance(command, Vote):
        ruleset.check_vote(state, command)
    elif isinstance(command, Advance):
        ruleset.check_advance(state, command)
    elif isinstance(command, Say):
        _check_say(ruleset, state, command)
        ruleset.check_say(state, command)
    else:  # pragma: no cover - every command type is handled above
        raise IllegalAction.of("unknown_command", command=repr(command))


def _forget(memo: dict[str, Any], keep_prompts: bool) -> None:
    """Drop cached derived data; prompts survive actions when the rule set says
    its prompts depend only on the phase and who is alive."""
    if not keep_prompts:
        memo.clear()
    elif not memo.keys() <= _STABLE_KEYS:
        for key in [k for k in memo if k not in _STABLE_KEYS]:
            del memo[key]


def _fold(ruleset: Ruleset, state: GameState, command: Command) -> None:
    # The branches exclude each other. Submissions and ballots (most commands) are
    # folded by ``apply`` before it comes here, so the closings and the inputs of
    # time (a phone's heartbeat every few seconds) are tested first, then the lobby.
    if isinstance(command, Advance):
        ruleset.advance(state, command)
    elif isinstance(command, Presence):
        state.presence_ms[command.seat] = command.at_ms
        state.now_ms = max(state.now_ms, command.at_ms)
        _time_passed(ruleset, state)
    elif isinstance(command, Clock):
        state.now_ms = command.now_ms
        _time_passed(ruleset, state)
    elif isinstance(command, SeatPlayer):  # a subclass's (``apply`` folds the class itself)
        _seat(state, command)
    elif isinstance(command, Deal):  # a subclass's (``apply`` folds the class itself)
        _deal(ruleset, state, command, None)
    elif isinstance(command, Say):
        state.emit(Audience.team(command.channel), "say", speaker=command.speaker, text=command.text)
        state.presence_ms[command.speaker] = state.now_ms  # a chat line is input, so presence (LL §7)
    elif isinstance(command, Submit):
        ruleset.apply_submit(state, command)
    elif isinstance(command, Vote):
        ruleset.apply_vote(state, command)


def _seat(state: GameState, command: SeatPlayer) -> None:
    # ``PlayerState(...)`` by its plain builder, positional (a keyword ``__init__``: ~2.6 k more)
    players, name = state.players, command.name.strip()
    if len(state.folded_names) == len(players):  # the folded names in step: ``_check_seat`` reads them
        state.folded_names.add(name.casefold())
    players.append(new_player(len(players), name, command.bot))


def _time_passed(ruleset: Ruleset, state: GameState) -> None:
    """Let the rule set close phases whose deadline has passed (time is an input)."""
    if state.phase != LOBBY and state.outcome is None:
        ruleset.on_time(state)


def _check_time(state: GameState, command: Clock | Presence) -> None:
    at = command.now_ms if isinstance(command, Clock) else command.at_ms
    if at < state.now_ms:
        raise IllegalAction.of("time_backwards", rule="clock")
    if isinstance(command, Presence) and not 0 <= command.seat < len(state.players):
        raise UnknownPlayer.of("no_seat", player=command.seat, seat=command.seat)


def _check_seat(ruleset: Ruleset, state: GameState, command: SeatPlayer) -> None:
    phase = state.phase
    if phase is not LOBBY and _not_lobby(phase):  # the shared lobby itself (every seat): no call
        raise WrongPhase.of("seats_before_deal", rule="seat")
    name = command.name.strip()
    if not name or len(name) > MAX_NAME:
        raise SetupError.of("name_length", rule="seat", most=MAX_NAME)
    # ``any(name.casefold() == p.name.casefold() ...)`` against the seated names folded once
    # (``_seat`` keeps them); a state seated otherwise (a position, a test) has them folded here
    folded = name.casefold()
    seated = state.folded_names
    if len(seated) != len(state.players):
        seated = {player.name.casefold() for player in state.players}
    if folded in seated:
        raise SetupError.of("name_taken", rule="seat", name=name)
    if len(state.players) >= ruleset.max_players:
        raise SetupError.of("table_full", rule=f"{ruleset.name}:players", most=ruleset.max_players)


def _not_lobby(phase: Phase) -> bool:
    """``phase != LOBBY``, answered without the dataclass's ``__eq__`` (~2.4 k instructions)
    when the phase is the shared ``LOBBY`` itself, as it is from a new game to the deal."""
    return phase is not LOBBY and phase != LOBBY


def _check_deal(ruleset: Ruleset, state: GameState, command: Deal, dealing: bool) -> list[str] | None:
    """Raise what is wrong with the deal; change nothing. Building the composition is
    the check (it raises what is wrong with the options). ``dealing``: the fold of the
    same ``apply`` call deals next, on this state with nothing changed between, so the
    roles built here are returned for it (a second build cost ~15 k instructions a
    deal) and the generator is left where that build drew it to, as the fold's own
    build would leave it; ``Game.check`` alone builds and throws away."""
    if _not_lobby(state.phase):
        raise WrongPhase.of("already_dealt", rule="deal")
    ruleset.check_table(state)
    if command.roles is not None:
        ruleset.check_roles(state, command.roles)
        return None
    if not ruleset.composition_draws(state):
        return ruleset.build_composition(state)  # it draws nothing here
    # The build only draws from the RNG, so the generator is put back (on a refusal,
    # or for a check alone) instead of copying the whole state for a trial.
    drawn_from = state.rng.getstate()
    try:
        roles = ruleset.build_composition(state)
    except BaseException:
        state.rng.setstate(drawn_from)
        raise
    if not dealing:
        state.rng.setstate(drawn_from)
    return roles


def _deal(ruleset: Ruleset, state: GameState, command: Deal, built: list[str] | None) -> None:
    """Deal and start; ``built``: the composition the deal's check built on this very
    state (None: build it here, as a replay's fold does)."""
    if command.roles is not None:
        roles = list(command.roles)
        state.composition = tuple(sorted(roles))
    else:
        roles = built if built is not None else ruleset.build_composition(state)
        state.composition = tuple(sorted(roles))
        shuffle(state.rng, roles)  # ``state.rng.shuffle(roles)`` without a frame a draw
    players = state.players
    # ``zip(..., strict=True)``'s test, made first: a keyword to ``zip`` costs ~1,400 instructions
    if len(roles) != len(players):
        raise ValueError(f"{len(roles)} roles for {len(players)} seats")
    ruleset.assign_each(zip(players, roles))  # noqa: B905
    ruleset.start(state)


def _check_say(ruleset: Ruleset, state: GameState, command: Say) -> None:
    members = state.channels.get(command.channel)
    if members is None:
        raise IllegalAction.of("no_channel", rule="channel", player=command.speaker)
    if not 0 <= command.speaker < len(state.players):
        raise UnknownPlayer.of("no_seat", player=command.speaker, seat=command.speaker)
    if command.speaker not in members:
        raise IllegalAction.of(
            "not_member", rule="channel", player=command.speaker, name=state.players[command.speaker].name
        )
    if not command.text.strip() or len(command.text) > 500:
        raise IllegalAction.of("line_length", rule="channel", player=command.speaker, most=500)
