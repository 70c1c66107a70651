"""A bot's player view, built field by field when the bot reads it.

A bot policy reads a few fields of its ``player_view`` (the random policy: its
seat, prompts and vote) and most bots decide in phases where nothing of theirs
changed. Building the whole view for each of them (the card in English, every
message, the public view) was most of a simulated game. ``BotView`` holds the
same fields, made by the same functions as ``engine.views.player_view``, each
built the first time it is read and kept: ``dict(BotView(...))`` equals
``player_view(..., lang=None)`` (tests/engine/test_bot_view.py, every book).

A view describes one state: build a new one after each command.
"""

from __future__ import annotations

from collections.abc import Callable, ItemsView, Iterable, Iterator, KeysView, ValuesView
from itertools import repeat
from typing import TYPE_CHECKING, Any

from engine.model import GameState
from engine.view_types import PromptData, VoteData
from engine.views import _card, _channels, _messages, _own_prompts, _prompts_of, _vote, _votes_of, public_view

if TYPE_CHECKING:
    import random

    from engine.bots import SeatPolicy
    from engine.commands import Command
    from engine.ruleset import Ruleset

#: a seat's prompts and vote in a table without any (shared: readers never change view data)
NO_PROMPT_DATA: repeat[list[PromptData]] = repeat([])
NO_VOTE: repeat[VoteData | None] = repeat(None)

Field = Callable[["Ruleset", GameState, int], Any]

#: every field of a player view with ``lang=None`` (no text), in ``player_view``'s order
FIELDS: dict[str, Field] = {
    "public": lambda ruleset, state, seat: public_view(ruleset, state, None),
    "seat": lambda ruleset, state, seat: seat,
    "name": lambda ruleset, state, seat: state.players[seat].name,
    "alive": lambda ruleset, state, seat: state.players[seat].alive,
    "card": lambda ruleset, state, seat: _card(ruleset, state, seat, None),
    "messages": lambda ruleset, state, seat: _messages(ruleset, state, seat, None),
    "channels": lambda ruleset, state, seat: _channels(state, seat),
    # the two fields every bot reads: the functions themselves, no lambda call in between
    "prompts": _own_prompts,
    "vote": _vote,
}


class BotView(dict[str, Any]):
    """``player_view(ruleset, state, seat, lang=None)``, each field built when first read.

    A dict of the fields built so far: a field already built is read by the dict's
    own lookup (no Python call; a bot reads ``seat`` and ``vote`` more than once), a
    missing one is built by ``__missing__``. As a mapping it is the whole view: its
    keys, length, membership, ``get``, iteration and equality are ``player_view``'s
    (``dict(view)`` builds what is still missing)."""

    __slots__ = ("_ruleset", "_seat", "_state")

    def __init__(self, ruleset: Ruleset, state: GameState, seat: int) -> None:
        self["seat"] = seat  # the one field known already (no ``dict.__init__`` call through ``super()``)
        self._ruleset = ruleset
        self._state = state
        self._seat = seat

    def __missing__(self, key: str) -> Any:
        value = self[key] = FIELDS[key](self._ruleset, self._state, self._seat)  # a KeyError for a key not in FIELDS
        return value

    def get(self, key: str, default: Any = None) -> Any:
        return self[key] if key in FIELDS else default

    def __iter__(self) -> Iterator[str]:
        return iter(FIELDS)

    def __len__(self) -> int:
        return len(FIELDS)

    def __contains__(self, key: object) -> bool:
        return key in FIELDS

    def keys(self) -> KeysView[str]:  # type: ignore[override]
        return KeysView(self)

    def values(self) -> ValuesView[Any]:  # type: ignore[override]
        return ValuesView(self)

    def items(self) -> ItemsView[str, Any]:  # type: ignore[override]
        return ItemsView(self)

    def whole(self) -> dict[str, Any]:
        """Every field, built if not yet read, in ``player_view``'s order."""
        return {key: self[key] for key in FIELDS}

    def copy(self) -> dict[str, Any]:
        return self.whole()

    def __eq__(self, other: object) -> bool:
        return self.whole() == (other.whole() if isinstance(other, BotView) else other)

    def __ne__(self, other: object) -> bool:
        return not self == other

    __hash__ = None

    def __repr__(self) -> str:
        return f"BotView(seat={self._seat}, built={sorted(dict.keys(self))})"


def seat_decisions(
    ruleset: Ruleset, state: GameState, seats: list[int], policy: SeatPolicy, rng: random.Random
) -> list[tuple[int, list[Command]]]:
    """What each of ``seats`` decides on ``state``, for a policy that reads only its
    view's seat, prompts and vote (``SeatPolicy``): those fields, built by the same
    functions as ``player_view``'s (``_prompts_of`` and ``_votes_of``, each once for all
    the seats), and no view object around them, handed to the policy for the whole
    table at once (``SeatPolicy.decide_table``). At night nobody votes, in a vote nobody
    has a prompt: a table without prompts (vote prompts) hands every seat ``[]``
    (``None``), what those functions give then, without asking them. The decisions are
    the ones ``decide`` makes on a ``BotView`` (tests/engine/test_bot_games_ninth_pass_decide.py,
    tests/engine/test_bot_games_eleventh_pass_decide.py, every book)."""
    table = ruleset.prompt_table(state)
    prompts: Iterable[list[PromptData]] = NO_PROMPT_DATA
    votes: Iterable[VoteData | None] = NO_VOTE
    if state.outcome is None:  # no prompt and no vote once the game is over
        if table.by_seat:
            prompts = _prompts_of(ruleset, state, table, seats, None)
        if table.vote_by_seat:
            votes = _votes_of(state, table, seats)
    # ``seats`` sets the length (the shared empty fields repeat without end); no keyword: ~1,400 instructions
    return policy.decide_table(list(zip(seats, prompts, votes)), rng)  # noqa: B905
