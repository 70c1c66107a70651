"""A phone's command on its way to the table, without aiohttp: the in-process server's
handlers and the console answering the phone-server child (``moonveil_desktop/phone_child.py``)
both apply phone commands here, so there is one road whichever process serves the phones."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from moonveil_desktop.refusals import refusal_json
from moonveil_desktop.storage import StorageError
from moonveil_desktop.web.errors import phone_error

if TYPE_CHECKING:
    from engine.commands import Command
    from moonveil_desktop.table import TableService

log = logging.getLogger(__name__)


def command_outcome(table: TableService, command: Command, lang: str) -> tuple[int, dict[str, Any]]:
    """Apply a phone's act or vote through the table: the HTTP status and JSON answer,
    ``(200, ok)``, the refusal in the phone's language (409) or "not saved" (503)."""
    from engine.errors import EngineError

    try:
        table.apply(command)
    except EngineError as refusal:
        # in the phone's language, never the engine's English (moonveil_desktop/refusals.py)
        return 409, {"ok": False, "error": refusal_json(refusal, lang)}
    except StorageError as failure:  # not written, so not applied (journal first): the phone may try again
        log.warning("a phone's command was not saved: %s", failure.problem)
        return 503, {"ok": False, "error": phone_error(lang, "not_saved")}
    return 200, {"ok": True}


def journal_presence(table: TableService, seat: int, at: int) -> None:
    """Journal a heartbeat as ``Presence`` (time only moves forward); one that cannot be
    saved or is refused is simply not counted."""
    from engine.commands import Presence

    at = max(at, int(table.public_view()["now_ms"]))
    try:
        refusal = table.try_apply(Presence(seat, at))
    except StorageError as failure:
        log.warning("a heartbeat was not saved: %s", failure.problem)
        refusal = None
    if refusal is not None:
        log.debug("presence not journaled: %s", refusal.code)
