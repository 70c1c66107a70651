"""What a phone or the TV page reads when the server refuses a request, in the
reader's language (house rule: bad input gets a clear, specific error in the
reader's language and changes nothing).

The phone API (``act``, ``vote``, ``presence``) answers JSON
``{"ok": false, "error": {"code", "message"}}``: ``code`` is stable, for scripts
and the page's JavaScript; ``message`` says what was wrong (which field, what is
expected) in the language of the request (``?lang=``, then Accept-Language, then
English: ``lang_of``). Every other refusal is a one-line plain text in that
language (the guard's 404, 405, 410, 421, 403...). Engine refusals are worded by
``moonveil_desktop/refusals.py``; this module holds only the server's own.

The sentences live in the one set of Qt Linguist catalogs (context
``PhoneErrors``; docs/i18n.md): add ``"key": QT_TRANSLATE_NOOP("PhoneErrors",
"English")``, run ``scripts/translations.py update``, translate, ``release``. A
field name or a number is a ``{placeholder}``: the API's field names are not
translated. A sentence the phone pages already say (``web/i18n.py``, context
``PhonePage``) is borrowed from there (``FROM_THE_PAGE``), so it is translated once.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from moonveil_desktop.catalog import QT_TRANSLATE_NOOP, translate
from moonveil_desktop.web.i18n import CATALOG as PAGE_WORDS
from moonveil_desktop.web.i18n import CONTEXT as PAGE_CONTEXT
from moonveil_desktop.web.i18n import negotiate

if TYPE_CHECKING:
    from aiohttp import web

CONTEXT = "PhoneErrors"

SENTENCES: dict[str, str] = {
    # a body the server cannot read (400 bad_request)
    "not_utf8": QT_TRANSLATE_NOOP("PhoneErrors", "The body is not UTF-8 text (byte {position} is not)."),
    "not_json": QT_TRANSLATE_NOOP("PhoneErrors", "The body is not valid JSON (line {line}, column {column})."),
    "too_deep": QT_TRANSLATE_NOOP("PhoneErrors", "The body is nested too deeply."),
    "not_object": QT_TRANSLATE_NOOP("PhoneErrors", "The body must be a JSON object."),
    "unreadable": QT_TRANSLATE_NOOP(
        "PhoneErrors", "The body could not be read: it was cut short or its Content-Encoding is broken."
    ),
    # a body with a field of the wrong kind (400 bad_request); {field} is the API's name for it
    "not_ability": QT_TRANSLATE_NOOP("PhoneErrors", "'{field}' must name an ability: a non-empty string."),
    "not_list": QT_TRANSLATE_NOOP("PhoneErrors", "'{field}' must be a list of seat numbers."),
    "not_seat": QT_TRANSLATE_NOOP("PhoneErrors", "Each item of '{field}' must be a seat number (a whole number)."),
    "not_option": QT_TRANSLATE_NOOP("PhoneErrors", "'{field}' must be the name of an option (a string) or null."),
    "no_choice": QT_TRANSLATE_NOOP(
        "PhoneErrors", "'{field}' is missing: send a seat number, the name of an option, or null to abstain."
    ),
    "not_choice": QT_TRANSLATE_NOOP(
        "PhoneErrors", "'{field}' must be a seat number, the name of an option, or null to abstain."
    ),
    # a request the server will not read
    "body_too_large": QT_TRANSLATE_NOOP("PhoneErrors", "The body is too large: at most {limit} bytes."),
    "too_large": QT_TRANSLATE_NOOP("PhoneErrors", "The request is too large."),
    "wrong_content_type": QT_TRANSLATE_NOOP("PhoneErrors", "The body must be sent as application/json."),
    "body_too_slow": QT_TRANSLATE_NOOP("PhoneErrors", "The body arrived too slowly. Try again."),
    "bad_request": QT_TRANSLATE_NOOP("PhoneErrors", "The request could not be read."),
    "wrong_method": QT_TRANSLATE_NOOP("PhoneErrors", "This address does not take this kind of request."),
    "not_found": QT_TRANSLATE_NOOP("PhoneErrors", "Not found"),
    "wrong_host": QT_TRANSLATE_NOOP("PhoneErrors", "This server does not answer to that name."),
    "cross_site": QT_TRANSLATE_NOOP("PhoneErrors", "Requests from other sites are refused."),
    # the table's answers to a well-formed command
    "narrator_mode": QT_TRANSLATE_NOOP(
        "PhoneErrors", "At this table the narrator enters every action: your phone only shows your card."
    ),
    "not_saved": QT_TRANSLATE_NOOP(
        "PhoneErrors", "The moderator's laptop could not save this, so it did not happen. Try again in a moment."
    ),
    # the phone server in its own process and the console behind it (web/child.py): gone,
    # crashed, too slow, or an answer the server cannot use (503 console_unavailable)
    "console_unavailable": QT_TRANSLATE_NOOP(
        "PhoneErrors", "The moderator's laptop is not answering, so nothing was done. Try again in a moment."
    ),
    # a request the server failed on (500) or gave up on (504): never a traceback
    "server_error": QT_TRANSLATE_NOOP(
        "PhoneErrors", "The phone server could not answer this request. Try again in a moment."
    ),
}

#: sentences the phone pages say too: one catalogue entry, the page's
FROM_THE_PAGE = frozenset({"not_in_game"})

#: the code of each refusal a request gets as a whole (a 400 is ``bad_request`` whatever its sentence)
CODES = {400: "bad_request", 408: "body_too_slow", 413: "body_too_large", 415: "wrong_content_type"}

#: the sentence of each plain (non-JSON) answer of the guard, by HTTP status
PLAIN = {
    400: "bad_request",
    403: "cross_site",
    404: "not_found",
    405: "wrong_method",
    408: "body_too_slow",
    410: "not_in_game",
    413: "too_large",
    415: "wrong_content_type",
    421: "wrong_host",
    500: "server_error",
    503: "console_unavailable",
    504: "server_error",
}


def lang_of(request: web.Request) -> str:
    """The reader's language: ``?lang=`` first, then Accept-Language by q-value, else English."""
    return negotiate(request.headers.get("Accept-Language"), request.query.get("lang"))


def source_of(key: str) -> tuple[str, str]:
    """The catalogue entry (context, English source) of the sentence ``key``."""
    if key in FROM_THE_PAGE:
        return PAGE_CONTEXT, PAGE_WORDS[key]
    return CONTEXT, SENTENCES[key]


def error_message(lang: str, key: str, **params: object) -> str:
    """The sentence ``key`` in ``lang`` (English when there is no finished translation)."""
    text = translate(lang, *source_of(key))
    return text.format(**params) if params else text


def phone_error(lang: str, code: str, key: str = "", **params: object) -> dict[str, str]:
    """The ``error`` of a JSON answer: the stable ``code`` and the sentence (``key``,
    by default the code's own) in ``lang``."""
    return {"code": code, "message": error_message(lang, key or code, **params)}


def plain_message(lang: str, status: int, fallback: str) -> str:
    """The one-line text of a plain refusal with ``status``; ``fallback`` (aiohttp's
    English reason) for a status no phone is expected to meet."""
    key = PLAIN.get(status)
    return error_message(lang, key) if key else fallback


class RequestRefused(Exception):
    """A request the phone API will not take: its HTTP status and the sentence that says why."""

    def __init__(self, status: int, key: str, **params: object) -> None:
        super().__init__(status, key)
        self.status = status
        self.key = key
        self.params = params

    def error(self, lang: str) -> dict[str, str]:
        return phone_error(lang, CODES[self.status], self.key, **self.params)


class ConsoleUnavailable(Exception):
    """The phone-server child asked the console and got no usable answer: the console is
    gone (closed, crashed), did not answer within its time, or answered with an error or
    with something that is not an answer. The phone gets 503 ``console_unavailable`` (the
    guard, ``web/guard.py``) and what it asked for was not done: a call given up on is
    cancelled, so a console that was only frozen drops it (``web/child.py``)."""


def refused_body(exc: web.HTTPException, limit: int) -> RequestRefused:
    """aiohttp's refusal of a body being read (413 chunked past ``limit``, 408 too slow,
    400 broken) as the phone API says it."""
    if exc.status == 413:
        return RequestRefused(413, "body_too_large", limit=limit)
    if exc.status == 408:
        return RequestRefused(408, "body_too_slow")
    return RequestRefused(400, "unreadable")
