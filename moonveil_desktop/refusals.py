"""Engine refusals in the reader's words: the console's error banner and dialogs
and the phones' error answers all say a refusal through here, so a Chinese
console and a Spanish phone read the same refusal each in their own language.

The sentence comes from the engine's refusal templates (engine/refusals.py) with
the refusing rule book's words for roles and abilities; the rule that refused is
shown when it is a rule ID of the book (``MV-5.6``), not an internal tag
(``seat``, ``deal``). Qt-free: the phone server uses it too.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from engine.errors import EngineError
    from engine.ruleset import Ruleset
    from moonveil_desktop.lobby import LobbyError

# A rule book's rule ID: MV-5.6, LL-11.2, IT-7.20, ZH-1.4, D-08, DEC-LL-06, AMB-MV-18
RULE_ID = re.compile(r"^[A-Z]+(?:-[A-Z]+)*-\d[\w.]*$")


def shown_rule(error: EngineError) -> str:
    """The rule ID a reader may look up, or "" for an internal tag."""
    return error.rule if RULE_ID.match(error.rule) else ""


def refusal_sentence(error: EngineError, lang: str, book: str = "") -> str:
    """The refusal in ``lang``, in the words of the book that refused (``error.book``,
    else ``book``): names of players, roles and abilities, never ids."""
    from engine.refusals import render_refusal

    ruleset = _ruleset(error.book or book)
    if ruleset is None:
        return render_refusal(error.key, error.params, lang)
    return ruleset.refusal_text(error, lang)


def refusal_text(error: EngineError, lang: str, book: str = "") -> str:
    """The sentence with the rule that refused, as the console shows it."""
    sentence = refusal_sentence(error, lang, book)
    rule = shown_rule(error)
    return f"{sentence} ({rule})" if rule else sentence


def refusal_json(error: EngineError, lang: str, book: str = "") -> dict[str, str]:
    """What a phone receives: the code for scripts, the rule and the sentence to show."""
    return {"code": error.code, "rule": shown_rule(error), "text": refusal_sentence(error, lang, book)}


#: join-desk codes whose sentence has its own catalog key ("not_ready" is also a button's word)
LOBBY_SENTENCES = {"not_ready": "lobby_waiting", "incomplete": "lobby_incomplete"}


def lobby_refusal_text(refused: LobbyError, lang: str) -> str:
    """A join-desk refusal (a name, a full table, who is not ready) in ``lang``, as the
    phones' join page and the console's Phones panel say it; names joined the
    language's way."""
    from engine.text import LIST_SEPARATOR
    from moonveil_desktop.web.i18n import CATALOG, Words

    key = LOBBY_SENTENCES.get(refused.code, refused.code)
    if key not in CATALOG:
        return refused.message
    params = dict(refused.params)
    if "names" in params:
        params["names"] = LIST_SEPARATOR.get(lang, ", ").join(str(n) for n in params["names"])  # type: ignore[union-attr]
    return Words(lang)(key, **params)


def _ruleset(name: str) -> Ruleset | None:
    from engine.errors import SetupError
    from engine.ruleset import find_ruleset

    if not name:
        return None
    try:
        return find_ruleset(name)
    except SetupError:
        return None
