"""The phone server below the routes: connections, malformed requests, logs.

A venue's Wi-Fi is shared with strangers. One laptop opening a thousand
half-sent requests (a slowloris) must not use up the process's open files and
lock every real phone out, so:

- every connection has ``HEADER_TIMEOUT_S`` to send a complete request head
  (aiohttp's keep-alive timer, which also runs before the first request, closes a
  connection that is still waiting for one);
- one client address holds at most ``MAX_CONNECTIONS_PER_ADDRESS`` connections;
  a further one is closed at once, before it costs more than a moment;
- at start-up the soft open-file limit is raised to the hard one where allowed.

aiohttp answers requests its parser refuses (a 9,000-byte URL, 200 headers, the
method ``BREW``) without the application's middleware, and logs the request
line, token included, at ERROR. ``GuardedHandler.handle_error`` (aiohttp's own hook
for every answer it makes itself: those refusals, a handler that failed or timed
out) answers them with a line of ours in the reader's language (English when the
parser never reached the headers), the same security headers as every other
response, never a traceback or aiohttp's words (which quote the request line), and
logs no request line; ``RedactSecrets`` scrubs the URL secrets from whatever else
aiohttp logs.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections import Counter
from http import HTTPStatus
from typing import Any

from aiohttp import ClientError, web
from aiohttp.http_exceptions import HttpProcessingError
from aiohttp.web_protocol import RequestHandler, RequestPayloadError
from aiohttp.web_request import BaseRequest

from moonveil_desktop.web.errors import plain_message
from moonveil_desktop.web.guard import plain_error, secure
from moonveil_desktop.web.i18n import negotiate

log = logging.getLogger(__name__)

HEADER_TIMEOUT_S = 10.0
LINGER_S = 2.0  # how long an unread request body is drained after the answer (aiohttp: 10 s)
MAX_CONNECTIONS_PER_ADDRESS = 64  # a phone opens at most ~7 (6 per host + its stream); a desk of test browsers more
WANTED_OPEN_FILES = 8192
# loggers that may quote a request (filters act only on records logged *to* that very logger)
QUOTING_LOGGERS = ("aiohttp.server", "aiohttp.access", "aiohttp.web", "aiohttp.internal", "asyncio")

# a secret in a URL (/p/<token>, /tv/<token>, /join/<token>) or in the seat cookie
_SECRET = re.compile(r"(/(?:p|tv|join)/)[^/\s?#'\"]+|(mv_seat=)[^;\s'\"]+")


def redact(text: str) -> str:
    """``text`` with every URL token and seat cookie replaced by ``…``."""
    return _SECRET.sub(lambda m: (m.group(1) or m.group(2)) + "…", text)


class RedactSecrets(logging.Filter):
    """Rewrites a record so neither its message nor its traceback carries a secret."""

    def filter(self, record: logging.LogRecord) -> bool:
        record.msg = redact(record.getMessage())
        record.args = None
        if record.exc_info:
            record.exc_text = redact(logging.Formatter().formatException(record.exc_info))
            record.exc_info = None
        return True


def install_log_redaction() -> None:
    """Put ``RedactSecrets`` on the loggers that may quote a request (once)."""
    for name in QUOTING_LOGGERS:
        logger = logging.getLogger(name)
        if not any(isinstance(f, RedactSecrets) for f in logger.filters):
            logger.addFilter(RedactSecrets())


def raise_open_file_limit(wanted: int = WANTED_OPEN_FILES) -> int | None:
    """Raise the soft open-file limit towards ``wanted`` (never above the hard limit).
    Returns the soft limit in force afterwards; None where the OS has no such limit."""
    try:
        import resource
    except ImportError:  # Windows: no per-process descriptor limit to raise
        return None
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    target = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
    if soft != resource.RLIM_INFINITY and soft < target:
        try:
            resource.setrlimit(resource.RLIMIT_NOFILE, (target, hard))
        except (ValueError, OSError) as exc:
            log.info("could not raise the open-file limit: %s", exc)
        soft = resource.getrlimit(resource.RLIMIT_NOFILE)[0]
    return int(soft)


class GuardedHandler(RequestHandler):
    """aiohttp's connection handler with a per-address cap and quiet, secured errors."""

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        manager = self._manager
        if isinstance(manager, GuardedServer) and not manager.admit(self, transport):
            self.force_close()
            # no request is read: the connection costs a moment, not a file (a TCP
            # server's transport can abort; the base class only declares close)
            if isinstance(transport, asyncio.Transport):
                transport.abort()
            else:
                transport.close()

    def connection_lost(self, exc: BaseException | None) -> None:
        manager = self._manager
        if isinstance(manager, GuardedServer):
            manager.release(self)
        super().connection_lost(exc)

    def log_exception(self, *args: Any, **kw: Any) -> None:
        """aiohttp's "Unhandled exception": a body a phone sent broken (bad gzip, cut short)
        is the phone's fault and worth a note, not an ERROR with a traceback."""
        exc = kw.get("exc_info")
        if isinstance(exc, (HttpProcessingError, RequestPayloadError, ClientError)):
            log.info("a request body could not be read (%s)", type(exc).__name__)
        elif isinstance(exc, BaseException):
            log.error("phone server error (%s)", type(exc).__name__, exc_info=exc)
        else:  # aiohttp's own words about a handler ("Missing return statement …")
            log.error("phone server error: %s", redact(str(args[0])) if args else "")

    def handle_error(
        self, request: BaseRequest, status: int = 500, exc: BaseException | None = None, message: str | None = None
    ) -> web.StreamResponse:
        """A refused or failed request: a short plain answer with the security headers.
        The log names the error's kind only: aiohttp's message quotes the request line."""
        if status >= 500:
            log.error("phone server error %d (%s)", status, type(exc).__name__, exc_info=exc)
        else:
            log.info("refused a malformed request (%d, %s)", status, type(exc).__name__)
        if request.writer.output_size > 0:  # a stream already started: nothing more can be said
            raise ConnectionError("response already started")
        response = secure(plain_error(status, plain_message(_reader_language(request), status, _reason(status))))
        response.force_close()
        return response


def _reader_language(request: BaseRequest) -> str:
    """The request's language; English for a request the parser refused (aiohttp hands
    in a stand-in request with no headers: the real ones were never read)."""
    try:
        return negotiate(request.headers.get("Accept-Language"), request.query.get("lang"))
    except Exception:  # whatever is odd about a broken request, its refusal is still answered
        return "en"


def _reason(status: int) -> str:
    try:
        return HTTPStatus(status).phrase
    except ValueError:
        return "Error"


class GuardedServer(web.Server):
    """aiohttp's ``Server`` making ``GuardedHandler``s and counting connections per address."""

    def __init__(self, *args: Any, per_address: int = MAX_CONNECTIONS_PER_ADDRESS, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.per_address = per_address
        self.open_by_address: Counter[str] = Counter()
        self._address_of: dict[RequestHandler, str] = {}

    def __call__(self) -> RequestHandler:
        return GuardedHandler(self, loop=self._loop, **self._kwargs)

    def admit(self, handler: RequestHandler, transport: asyncio.BaseTransport) -> bool:
        """Count a new connection; False when its address already holds its share."""
        peer = transport.get_extra_info("peername")
        address = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
        if self.open_by_address[address] >= self.per_address:
            return False
        self.open_by_address[address] += 1
        self._address_of[handler] = address
        return True

    def release(self, handler: RequestHandler) -> None:
        address = self._address_of.pop(handler, None)
        if address is not None:
            self.open_by_address[address] -= 1
            if self.open_by_address[address] <= 0:
                del self.open_by_address[address]


class GuardedRunner(web.AppRunner):
    """``AppRunner`` whose server is a ``GuardedServer`` (same arguments as aiohttp's own)."""

    def __init__(self, app: web.Application, *, per_address: int = MAX_CONNECTIONS_PER_ADDRESS, **kwargs: Any) -> None:
        kwargs.setdefault("keepalive_timeout", HEADER_TIMEOUT_S)
        kwargs.setdefault("lingering_time", LINGER_S)
        super().__init__(app, **kwargs)
        self._per_address = per_address

    async def _make_server(self) -> web.Server:
        plain = await super()._make_server()  # starts the app and builds aiohttp's own server
        return GuardedServer(
            plain.request_handler,
            request_factory=plain.request_factory,
            handler_cancellation=plain.handler_cancellation,
            loop=plain._loop,
            per_address=self._per_address,
            **plain._kwargs,
        )
