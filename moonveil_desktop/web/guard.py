"""What every response goes through: security headers, one small 404, slowed misses.

A wrong token, an old token and an unknown path all get the same 404 body, so a
guess learns nothing. An address that keeps missing is slowed down (the token
space makes guessing hopeless anyway; this keeps logs and CPU quiet).
"""

from __future__ import annotations

import asyncio
import time
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field

from aiohttp import web
from aiohttp.typedefs import Middleware

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
NOT_FOUND_BODY = "Not found\n"
STATIC_PREFIX = "/static/"

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


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


def not_found() -> web.Response:
    return web.Response(status=404, text=NOT_FOUND_BODY)


def plain_error(status: int, reason: str) -> web.Response:
    return web.Response(status=status, text=f"{reason}\n")


def make_guard(limiter: MissLimiter) -> Middleware:
    """The middleware: map aiohttp's errors to small plain answers, add headers to all."""

    @web.middleware
    async def guard(request: web.Request, handler: Handler) -> web.StreamResponse:
        try:
            response = await handler(request)
        except web.HTTPNotFound:
            response = await _miss(request, limiter)
        except web.HTTPException as exc:  # 405, 413, ...: a small plain answer, same headers
            response = plain_error(exc.status, exc.reason)
            if "Allow" in exc.headers:
                response.headers["Allow"] = exc.headers["Allow"]
        _add_headers(request, response)
        return response

    return guard


async def _miss(request: web.Request, limiter: MissLimiter) -> web.Response:
    delay = limiter.record(request.remote or "?")
    if delay:
        await asyncio.sleep(delay)
    return not_found()


def _add_headers(request: web.Request, response: web.StreamResponse) -> None:
    if response.prepared:  # a stream (SSE) set its own headers before it started
        return
    for key, value in SECURITY_HEADERS.items():
        response.headers.setdefault(key, value)
    if request.path.startswith(STATIC_PREFIX) and response.status == 200:
        response.headers.setdefault("Cache-Control", "public, max-age=3600")
    else:
        response.headers["Cache-Control"] = "no-store"


def stream_headers() -> dict[str, str]:
    """Headers for a response that is prepared in its handler (SSE)."""
    return {**SECURITY_HEADERS, "Cache-Control": "no-store"}
