"""Per-seat secret tokens: the only thing that makes a phone URL private; and the TV
page's short code.

A token is ``secrets.token_urlsafe(24)`` (192 bits). Re-dealing or revoking a
phone issues a new token and forgets the old one at once, so an old URL gets
the same 404 as any unknown path. Tokens are never logged: ``repr`` hides them.

The TV page shows only what the projector shows (the village view), so its address
needs no 192 bits, and a TV remote's on-screen keyboard makes 32 characters a chore:
``tv_code(token)`` is 8 characters of an alphabet without look-alikes, shown grouped
(``K7PM-4XQ2``), read in any case, with or without the dash. It is derived from the
evening's TV token (a hash of it), so it is kept wherever that token is kept (the
saved-games file's evening values): a restart of the console leaves the TV's short
address working, and nothing new is stored.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Callable

TOKEN_BYTES = 24  # >= 16 bytes (128 bits) as the design asks

Listener = Callable[[int], None]

TV_CODE_ALPHABET = "ACDEFGHJKMNPQRTUVWXY3479"  # the join code's: no 0/O, 1/I/L, 2/Z, 5/S, 6/G, 8/B
TV_CODE_LENGTH = 8  # 24**8: ~37 bits, for a page that shows only what the wall shows


def tv_code(token: str) -> str:
    """The TV page's short code for the evening's TV ``token`` (the same token, the same code)."""
    number = int.from_bytes(hashlib.sha256(b"moonveil-tv-code:" + token.encode()).digest(), "big")
    letters = []
    for _ in range(TV_CODE_LENGTH):
        number, index = divmod(number, len(TV_CODE_ALPHABET))
        letters.append(TV_CODE_ALPHABET[index])
    return "".join(letters)


def grouped(code: str) -> str:
    """ "K7PM4XQ2" as it is shown and read aloud: "K7PM-4XQ2"."""
    half = len(code) // 2
    return f"{code[:half]}-{code[half:]}"


def typed_code(text: str) -> str:
    """A code as someone typed it, in our form: any case, without dashes or spaces."""
    return "".join(text.split()).replace("-", "").upper()


def is_tv_code(text: str, token: str) -> bool:
    """Whether ``text`` is the TV's short code as typed (compared in constant time)."""
    return hmac.compare_digest(typed_code(text).encode("utf-8", "surrogatepass"), tv_code(token).encode())


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
