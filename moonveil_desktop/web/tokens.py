"""Per-seat secret tokens: the only thing that makes a phone URL private.

A token is ``secrets.token_urlsafe(24)`` (192 bits). Re-dealing or revoking a
phone issues a new token and forgets the old one at once, so an old URL gets
the same 404 as any unknown path. Tokens are never logged: ``repr`` hides them.
"""

from __future__ import annotations

import hmac
import secrets
from collections.abc import Callable

TOKEN_BYTES = 24  # >= 16 bytes (128 bits) as the design asks

Listener = Callable[[int], None]


class SeatTokens:
    """The live token of every seat, and the way back from a token to its seat."""

    def __init__(self) -> None:
        self._by_seat: dict[int, str] = {}
        self._retired: set[str] = set()  # links of people no longer at the table (play again)
        self._listeners: list[Listener] = []

    def __repr__(self) -> str:
        return f"<SeatTokens seats={sorted(self._by_seat)}>"  # never the tokens themselves

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        """``listener(seat)`` runs after a seat's token changes (to close its open streams)."""
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener) if listener in self._listeners else None

    def ensure(self, seats: int) -> None:
        """Give every seat in ``range(seats)`` a token (keeps the existing ones)."""
        for seat in range(seats):
            if seat not in self._by_seat:
                self._by_seat[seat] = secrets.token_urlsafe(TOKEN_BYTES)

    def reissue_all(self, seats: int) -> None:
        """A new deal: every seat gets a new token; every old URL stops working."""
        old = sorted(self._by_seat)
        self._by_seat = {seat: secrets.token_urlsafe(TOKEN_BYTES) for seat in range(seats)}
        for seat in old:
            self._notify(seat)

    def revoke(self, seat: int) -> str:
        """ "Revoke this phone": the seat gets a new token; the old URL is dead now."""
        self._by_seat[seat] = secrets.token_urlsafe(TOKEN_BYTES)
        self._notify(seat)
        return self._by_seat[seat]

    def follow(self, wanted: dict[int, str], retired: set[str]) -> None:
        """Play again: each person's link follows them to their new seat, and the links
        of ``retired`` people (removed from the table) now show only that they are not
        in this game. A seat whose link changed has its open streams closed."""
        old = dict(self._by_seat)
        self._by_seat = dict(wanted)
        self._retired = (self._retired | retired) - set(wanted.values())
        for seat in sorted(set(old) | set(wanted)):
            if old.get(seat) != wanted.get(seat):
                self._notify(seat)

    def is_retired(self, token: str) -> bool:
        """The link of someone who was at an earlier game of this evening, not at this one."""
        probe = token.encode("utf-8", "surrogatepass")
        return any(hmac.compare_digest(old.encode(), probe) for old in self._retired)

    def retired(self) -> list[str]:
        return sorted(self._retired)

    def saved(self) -> dict[str, str]:
        """Every seat's token, to be stored with the game (a secret: never log it)."""
        return {str(seat): token for seat, token in sorted(self._by_seat.items())}

    def restore(self, saved: dict[str, str]) -> None:
        """The tokens of a saved game: its phones' old URLs work again (after a restart)."""
        old = sorted(self._by_seat)
        self._by_seat = {int(seat): token for seat, token in saved.items() if seat.isdigit() and token}
        for seat in old:
            self._notify(seat)  # another table's phones: their open pages close

    def token(self, seat: int) -> str:
        return self._by_seat[seat]

    def seats(self) -> list[int]:
        return sorted(self._by_seat)

    def seat_for(self, token: str) -> int | None:
        """The seat whose *current* token this is, compared in constant time."""
        found = None
        for seat, current in self._by_seat.items():
            if hmac.compare_digest(current.encode(), token.encode("utf-8", "surrogatepass")):
                found = seat
        return found

    def _notify(self, seat: int) -> None:
        for listener in list(self._listeners):
            listener(seat)
