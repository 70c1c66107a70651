"""What every request and response goes through: security headers, one small 404,
slowed misses, and the checks against other sites.

A wrong token, an old token, a wrong join code, a wrong TV token, a missing
static file and an unknown path all get the same uncacheable 404 body, so a guess
learns nothing. An address that keeps missing is slowed down (the token space
makes guessing hopeless anyway; this keeps the join code safe and logs quiet).

Other sites: a request whose ``Host`` is not the address it arrived on is refused
(421), so a DNS-rebinding page cannot read the server through its own name; a
state-changing request that a browser marks cross-site (``Sec-Fetch-Site``) or
that comes from another ``Origin`` is refused (403). The JSON routes also require
``Content-Type: application/json`` (server.py), which no plain cross-site form
or ``no-cors`` fetch can send.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TypeVar

from aiohttp import web
from aiohttp.typedefs import Middleware
from aiohttp.web_protocol import RequestPayloadError

from moonveil_desktop.web.errors import ConsoleUnavailable, error_message, lang_of, phone_error, plain_message
from moonveil_desktop.web.waiting import at_most

CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; font-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
)
SECURITY_HEADERS = {
    "Referrer-Policy": "no-referrer",
    "Content-Security-Policy": CSP,
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
}
NOT_FOUND_BODY = "Not found\n"  # in English; each language has its own (web/errors.py), the same for every miss
STATIC_PREFIX = "/static/"
BODY_TIMEOUT_S = 10.0  # a body that trickles in slower than this is a slowloris
SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
SAME_SITE_FETCHES = frozenset({"same-origin", "none"})  # "none": typed in or opened from a QR code

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
T = TypeVar("T")

log = logging.getLogger(__name__)


@dataclass
class MissLimiter:
    """Counts 404s per address in a sliding window; past ``free`` misses each further
    miss waits ``step`` seconds more, up to ``ceiling``."""

    free: int = 10
    window_s: float = 60.0
    step_s: float = 0.25
    ceiling_s: float = 3.0
    now: Callable[[], float] = time.monotonic
    _misses: dict[str, deque[float]] = field(default_factory=dict)

    def record(self, address: str) -> float:
        """Note one miss; return how long to wait before answering it."""
        now = self.now()
        misses = self._misses.setdefault(address, deque())
        while misses and now - misses[0] > self.window_s:
            misses.popleft()
        misses.append(now)
        if len(self._misses) > 4096:  # a flood of addresses: forget the stalest
            self._misses.pop(next(iter(self._misses)))
        excess = len(misses) - self.free
        return min(self.ceiling_s, excess * self.step_s) if excess > 0 else 0.0

    def misses(self, address: str) -> int:
        return len(self._misses.get(address, ()))


MISSES = web.AppKey("misses", MissLimiter)


async def slow_miss(request: web.Request) -> None:
    """Count a wrong guess (token, join code, file) from this address and wait as it says."""
    limiter = request.app.get(MISSES)
    delay = limiter.record(request.remote or "?") if limiter is not None else 0.0
    if delay:
        await asyncio.sleep(delay)


BODY_TIMEOUT = web.AppKey("body_timeout", float)


async def within_body_timeout(request: web.Request, read: Callable[[], Awaitable[T]]) -> T:
    """Await a body read; refuse one slower than the app's ``BODY_TIMEOUT`` (408) or one
    sent broken, e.g. a ``Content-Encoding`` it is not in (400)."""
    try:
        return await at_most(request.app.get(BODY_TIMEOUT, BODY_TIMEOUT_S), read)
    except TimeoutError:
        raise web.HTTPRequestTimeout() from None
    except RequestPayloadError:
        raise web.HTTPBadRequest() from None


def not_found(lang: str = "en") -> web.Response:
    """The one 404 of every miss, in the reader's language: it depends on the request's
    language only, never on what was guessed."""
    return plain_error(404, error_message(lang, "not_found"))


def plain_error(status: int, reason: str) -> web.Response:
    return web.Response(status=status, text=f"{reason}\n")


def make_guard() -> Middleware:
    """The middleware: refuse other sites, map aiohttp's errors to small plain answers,
    add the headers to all (``MISSES`` in the app slows repeated misses)."""

    @web.middleware
    async def guard(request: web.Request, handler: Handler) -> web.StreamResponse:
        try:
            response = _refusal(request) or await handler(request)
        except web.HTTPException as exc:  # 404, 405, 413, ...: a small plain answer, same headers
            response = await _miss(request) if exc.status == 404 else _plain(exc, lang_of(request))
        except ConsoleUnavailable as failure:  # the child's console is gone or broken: a 503, not a 500
            log.warning("a phone's request was not served: %s", failure)
            response = console_unavailable(request)
        _add_headers(request, response)
        return response

    return guard


def console_unavailable(request: web.Request) -> web.Response:
    """503 ``console_unavailable`` in the reader's language: JSON ``{"ok": false, "error":
    {"code", "message"}}`` as every refusal of the phone API (the page's scripts read
    ``message``), or the one plain line for a page the browser opened itself."""
    lang = lang_of(request)
    if _navigation(request):
        return plain_error(503, error_message(lang, "console_unavailable"))
    return web.json_response({"ok": False, "error": phone_error(lang, "console_unavailable")}, status=503)


def _navigation(request: web.Request) -> bool:
    """A page the browser opens (its address typed, a QR code, a form): it asks for HTML
    first; the page's own ``fetch`` and ``EventSource`` do not."""
    return "text/html" in request.headers.get("Accept", "")


def _plain(exc: web.HTTPException, lang: str) -> web.Response:
    response = plain_error(exc.status, plain_message(lang, exc.status, exc.reason))
    if "Allow" in exc.headers:
        response.headers["Allow"] = exc.headers["Allow"]
    return response


def _refusal(request: web.Request) -> web.Response | None:
    """The answer to a request from where it must not come, or None to serve it."""
    if not _host_is_ours(request):
        return plain_error(421, error_message(lang_of(request), "wrong_host"))
    if request.method not in SAFE_METHODS and _cross_site(request):
        return plain_error(403, error_message(lang_of(request), "cross_site"))
    return None


def _host_is_ours(request: web.Request) -> bool:
    """``Host`` names the address the connection arrived on (what the QR codes announce)."""
    host = request.headers.get("Host")
    sockname = request.transport.get_extra_info("sockname") if request.transport else None
    if host is None or not isinstance(sockname, tuple):
        return True  # HTTP/1.0 or a test transport: no name to rebind
    return host.lower() in allowed_hosts(str(sockname[0]), int(sockname[1]))


def allowed_hosts(address: str, port: int) -> set[str]:
    """The ``Host`` values of a server reached at ``address:port``."""
    shown = f"[{address}]" if ":" in address else address
    names = {f"{shown}:{port}"}
    if port == 80:
        names.add(shown)
    if address in ("127.0.0.1", "::1"):
        names |= {f"localhost:{port}"} | ({"localhost"} if port == 80 else set())
    return names


def _cross_site(request: web.Request) -> bool:
    """What the browser says about where the request comes from. ``Sec-Fetch-Site`` (all
    current browsers) decides; else a named ``Origin`` must be ours. ``Origin: null`` is
    what our own forms send under ``Referrer-Policy: no-referrer``, so it proves nothing."""
    fetch_site = request.headers.get("Sec-Fetch-Site")
    if fetch_site is not None:
        return fetch_site not in SAME_SITE_FETCHES
    origin = request.headers.get("Origin")
    return origin not in (None, "null", f"http://{request.host}")


async def _miss(request: web.Request) -> web.Response:
    await slow_miss(request)
    return not_found(lang_of(request))


def _add_headers(request: web.Request, response: web.StreamResponse) -> None:
    if response.prepared:  # a stream (SSE) set its own headers before it started
        return
    secure(response)
    if request.path.startswith(STATIC_PREFIX) and response.status == 200:
        response.headers["Cache-Control"] = "public, max-age=3600"


def secure(response: web.StreamResponse) -> web.StreamResponse:
    """The security headers, and no caching (static files get theirs after)."""
    for key, value in SECURITY_HEADERS.items():
        response.headers.setdefault(key, value)
    response.headers["Cache-Control"] = "no-store"
    return response


def stream_headers() -> dict[str, str]:
    """Headers for a response that is prepared in its handler (SSE)."""
    return {**SECURITY_HEADERS, "Cache-Control": "no-store"}
