"""Public titles a book gives a living player, read from the public view: Village vs
Non-village's sheriff (ZH-11: elected, passed on or torn up, each announced). The
projector, the TV page, the phones and the playing host's console name the holder.
Imports nothing at run time: the phone server's modules read it before the engine loads."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.view_types import PublicView


def public_sheriff(view: PublicView) -> int | None:
    """The living seat holding the sheriff's badge (``setup["sheriff"]``), else None."""
    seat = view["setup"].get("sheriff")
    seats = view["seats"]
    if isinstance(seat, int) and 0 <= seat < len(seats) and seats[seat]["alive"]:
        return seat
    return None
