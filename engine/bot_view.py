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

from collections.abc import Callable, Iterator, Mapping
from typing import TYPE_CHECKING, Any

from engine.model import GameState
from engine.views import _card, _channels, _messages, _own_prompts, _vote, public_view

if TYPE_CHECKING:
    from engine.ruleset import Ruleset

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


class BotView(Mapping[str, Any]):
    """``player_view(ruleset, state, seat, lang=None)``, each field built when first read."""

    __slots__ = ("_built", "_ruleset", "_seat", "_state")

    def __init__(self, ruleset: Ruleset, state: GameState, seat: int) -> None:
        self._ruleset = ruleset
        self._state = state
        self._seat = seat
        self._built: dict[str, Any] = {"seat": seat}

    def __getitem__(self, key: str) -> Any:
        built = self._built
        if key in built:
            return built[key]
        value = built[key] = FIELDS[key](self._ruleset, self._state, self._seat)
        return value

    def __iter__(self) -> Iterator[str]:
        return iter(FIELDS)

    def __len__(self) -> int:
        return len(FIELDS)

    def __contains__(self, key: object) -> bool:
        return key in FIELDS

    def __repr__(self) -> str:
        return f"BotView(seat={self._seat}, built={sorted(self._built)})"
