"""The projector as a web page for a TV browser, at a separate unguessable URL.

``install_tv_routes(app, public_view_source, subscribe, token)`` adds, under
``/tv/{token}``: the page (Jinja2, autoescaped), ``/state`` (the public view and
the scene built from it, as JSON), ``/events`` (Server-Sent Events: the new
state after every change) and ``/static/<file>`` (local CSS and JS, no CDN).
The page also answers at ``/tv/{code}``, the token's short code (``K7PM-4XQ2``, any
case, with or without the dash: ``web/tokens.tv_code``), which a TV remote can type.
A wrong or old address gets a 404 and learns nothing: the page's own address says so
in the TV's language, as a page (what to check, where the code is); the state, events
and static addresses get the plain 404. Like the Qt window, the page
is handed only a function returning ``public_view(lang)``: it cannot leak.

Every response carries ``Cache-Control: no-store``, ``Referrer-Policy:
no-referrer`` (the token must not leak through a Referer), a strict CSP with no
inline script or style, ``X-Frame-Options: DENY`` and ``nosniff``.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import json
import logging
import secrets
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from aiohttp import web

from moonveil_desktop.projector.catalog import normalize_lang, resources_dir, translator
from moonveil_desktop.projector.strings import OFFLINE, TIME_UP, WRONG_TV_ADDRESS, WRONG_TV_CODE
from moonveil_desktop.projector.theme import SIZES
from moonveil_desktop.table import without_clock
from moonveil_desktop.web.errors import ConsoleUnavailable
from moonveil_desktop.web.guard import MISSES, not_found, slow_miss
from moonveil_desktop.web.i18n import negotiate, normalise
from moonveil_desktop.web.templating import Templates
from moonveil_desktop.web.tokens import is_tv_code
from moonveil_desktop.web.urls import tv_url as tv_url  # the console formats it without aiohttp
from moonveil_desktop.web.waiting import at_most

if TYPE_CHECKING:
    from moonveil_desktop.view_types import ViewSource

log = logging.getLogger(__name__)

Subscribe = Callable[[Callable[[], None]], Callable[[], None]]
DeadlineSource = Callable[[], float | None]  # a time.monotonic() deadline, or None

HEARTBEAT_S = 15.0
STATIC_FILES = {"tv.css": "text/css", "tv.js": "text/javascript"}
SECURITY_HEADERS = {
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self';"
        " font-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
    ),
}


def new_token() -> str:
    """An unguessable TV token (192 random bits, URL-safe)."""
    return secrets.token_urlsafe(24)


@dataclass
class TvState:
    source: ViewSource
    token: str
    deadline_source: DeadlineSource | None
    default_lang: str
    streams: set[asyncio.Queue[bool]] = field(default_factory=set)
    loop: asyncio.AbstractEventLoop | None = None
    unsubscribe: Callable[[], None] | None = None
    version: int = 0
    shown: str = ""  # the public view the version counts (see ``_wake``)
    prepare: Callable[[str], Awaitable[None]] | None = None  # fetches what ``source(lang)`` reads (the child)

    async def ready(self, lang: str) -> None:
        """Before a payload: in the phone-server child the view is the console's, fetched now."""
        if self.prepare is not None:
            await self.prepare(lang)

    def notify(self) -> None:
        """Called by the table after every change, from any thread."""
        loop = self.loop
        if loop is None or loop.is_closed():
            return
        loop.call_soon_threadsafe(self._wake, True)

    def _wake(self, changed: bool) -> None:
        """A change the TV can see: a new version, and the streams send it. A change only
        players see (a Seer's move at night) leaves no trace: counting every change would
        count the hidden ones (MV-10.3)."""
        deadline = self.deadline_source() if self.deadline_source else None  # a new timer is news too
        view = without_clock(self.source(self.default_lang))  # a heartbeat moves only the clock: no news
        shown = json.dumps([view, deadline], sort_keys=True, default=str)
        if shown == self.shown:
            return
        self.shown = shown
        self.version += 1
        for queue in list(self.streams):
            if queue.empty():  # one pending wake-up is enough: the stream sends the newest state
                queue.put_nowait(changed)

    def close_streams(self) -> None:
        for queue in list(self.streams):
            while not queue.empty():
                queue.get_nowait()
            queue.put_nowait(False)

    def payload(self, lang: str) -> dict[str, Any]:
        from moonveil_desktop.projector.scene import build_scene  # with the rule books, after the server listens

        view = self.source(lang)
        deadline = self.deadline_source() if self.deadline_source else None
        remaining = None if deadline is None else deadline - time.monotonic()
        tr = translator(lang)
        scene = build_scene(view, tr, remaining, lang)
        return {
            "version": self.version,
            "scene": scene.to_dict(),
            "remaining_s": remaining if scene.mood != "over" else None,
            "time_up": tr(TIME_UP),
            "view": view,
        }


TV_STATE = web.AppKey("moonveil_projector_tv", TvState)
_TEMPLATES = web.AppKey("moonveil_projector_templates", Templates)


def _environment() -> Templates:
    return Templates(resources_dir() / "templates", strict=True)  # names are user input: always escaped


def _secure(response: web.StreamResponse) -> web.StreamResponse:
    response.headers.update(SECURITY_HEADERS)
    return response


Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


def _guarded(handler: Handler, *, page: bool = False) -> Handler:
    """Check the token or its short code (in constant time) before anything else; a wrong
    one is a 404: the page's a page that says what to check, the others' plain."""

    async def guarded(request: web.Request) -> web.StreamResponse:
        state = request.app[TV_STATE]
        given = request.match_info.get("token", "")
        token = hmac.compare_digest(given.encode("utf-8", "surrogatepass"), state.token.encode())
        if not (token or is_tv_code(given, state.token)):
            return await _wrong_address(request) if page else _miss(request)
        response = await handler(request)
        return response if response.prepared else _secure(response)  # a stream set its own headers

    return guarded


async def _wrong_address(request: web.Request) -> web.StreamResponse:
    """A TV's wrong or old address (a mistyped code, last evening's): a page in the TV's
    language saying so and where the code is, the same for every wrong guess. Slowed on
    the phone server like any miss."""
    await slow_miss(request)
    lang = _lang(request)
    tr = translator(lang)
    html = (
        request.app[_TEMPLATES]
        .get_template("tv_missing.html")
        .render(lang=lang.replace("_", "-"), title=tr(WRONG_TV_ADDRESS), text=tr(WRONG_TV_CODE))
    )
    return _secure(web.Response(status=404, text=html, content_type="text/html", charset="utf-8"))


def _miss(request: web.Request) -> web.StreamResponse:
    """The one 404: on the phone server its guard's (slowed, like any miss), else the same
    words here, in the TV's language."""
    if MISSES in request.app:
        raise web.HTTPNotFound()
    return _secure(not_found(_lang(request)))


def _lang(request: web.Request) -> str:
    """``?lang=`` first, then the browser's Accept-Language (a zh-CN TV gets Chinese),
    then the console's language when the browser asks for none of ours."""
    explicit = request.query.get("lang")
    if explicit:
        return normalize_lang(explicit)
    accepted = request.headers.get("Accept-Language", "")
    if any(normalise(tag.partition(";")[0]) for tag in accepted.split(",") if tag.strip() not in ("", "*")):
        return negotiate(accepted)
    return request.app[TV_STATE].default_lang


async def _page(request: web.Request) -> web.StreamResponse:
    state = request.app[TV_STATE]
    lang = _lang(request)
    await state.ready(lang)
    html = render_tv_page(request.app[_TEMPLATES], state.payload(lang)["scene"], lang, f"/tv/{state.token}")
    return web.Response(text=html, content_type="text/html", charset="utf-8")


def render_tv_page(templates: Templates, scene: dict[str, Any], lang: str, base: str) -> str:
    """The TV page's HTML for ``scene`` in ``lang``, its links under ``base`` (the
    token's path; the i18n test renders it with no base, as the same page)."""
    return templates.get_template("tv.html").render(
        scene=scene,
        lang=lang.replace("_", "-"),
        offline=translator(lang)(OFFLINE),
        state_url=f"{base}/state?lang={lang}",
        events_url=f"{base}/events?lang={lang}",
        static=f"{base}/static",
        sizes=SIZES,
    )


async def _state(request: web.Request) -> web.StreamResponse:
    state = request.app[TV_STATE]
    lang = _lang(request)
    await state.ready(lang)
    return web.json_response(state.payload(lang))


async def _events(request: web.Request) -> web.StreamResponse:
    """One SSE stream: the current state now, then the new state after every change."""
    state = request.app[TV_STATE]
    lang = _lang(request)
    if request.method == "HEAD":  # the headers of the stream, no stream
        return web.Response(headers={"Content-Type": "text/event-stream"})
    await state.ready(lang)  # before the stream starts: a console not answering is still a 503 (the TV says so)
    response = web.StreamResponse(headers={"Content-Type": "text/event-stream", "X-Accel-Buffering": "no"})
    _secure(response)
    await response.prepare(request)
    queue: asyncio.Queue[bool] = asyncio.Queue(maxsize=1)
    state.streams.add(queue)
    try:
        await _send(response, state.payload(lang))
        while True:
            try:
                changed = await at_most(HEARTBEAT_S, queue.get)
            except TimeoutError:
                await response.write(b": keep-alive\n\n")
                continue
            if not changed:
                break  # the server is shutting down
            await state.ready(lang)
            await _send(response, state.payload(lang))
    except (ConnectionResetError, asyncio.CancelledError):
        pass
    except ConsoleUnavailable as failure:  # the stream ends; the TV reconnects and is told (503)
        log.info("the TV's event stream ended: %s", failure)
    finally:
        state.streams.discard(queue)
    with contextlib.suppress(ConnectionResetError):
        await response.write_eof()
    return response


async def _send(response: web.StreamResponse, payload: dict[str, Any]) -> None:
    data = json.dumps(payload, ensure_ascii=False, separators=(",", ":"))
    await response.write(f"event: state\ndata: {data}\n\n".encode())


async def _static(request: web.Request) -> web.StreamResponse:
    name = request.match_info["name"]
    if name not in STATIC_FILES:  # a fixed list: no path from the request reaches the disk
        return _miss(request)
    body = (resources_dir() / "static" / name).read_bytes()
    return web.Response(body=body, content_type=STATIC_FILES[name], charset="utf-8")


def install_tv_routes(
    app: web.Application,
    public_view_source: ViewSource,
    subscribe: Subscribe,
    token: str,
    *,
    deadline_source: DeadlineSource | None = None,
    default_lang: str = "en",
    prepare: Callable[[str], Awaitable[None]] | None = None,
) -> None:
    """Add the TV page's routes to ``app`` (before it starts). ``prepare(lang)``, when
    given, is awaited before each payload (the child fetches the console's view)."""
    if len(token) < 22:
        raise ValueError("a TV token needs at least 128 bits (use new_token())")
    state = TvState(public_view_source, token, deadline_source, normalize_lang(default_lang), prepare=prepare)
    app[TV_STATE] = state
    app[_TEMPLATES] = _environment()
    app.router.add_get("/tv/{token}", _guarded(_page, page=True))
    app.router.add_get("/tv/{token}/state", _guarded(_state))
    app.router.add_get("/tv/{token}/events", _guarded(_events))
    app.router.add_get("/tv/{token}/static/{name}", _guarded(_static))

    async def start(app: web.Application) -> None:
        state.loop = asyncio.get_running_loop()
        state.unsubscribe = subscribe(state.notify)

    async def shutdown(app: web.Application) -> None:
        if state.unsubscribe is not None:
            state.unsubscribe()
            state.unsubscribe = None
        state.close_streams()  # or cleanup would wait for the TV to hang up

    app.on_startup.append(start)
    app.on_shutdown.append(shutdown)


def create_tv_app(
    public_view_source: ViewSource,
    subscribe: Subscribe,
    token: str,
    *,
    deadline_source: DeadlineSource | None = None,
    default_lang: str = "en",
) -> web.Application:
    """A stand-alone application serving only the TV page (tests, a separate port)."""
    app = web.Application()
    install_tv_routes(
        app, public_view_source, subscribe, token, deadline_source=deadline_source, default_lang=default_lang
    )
    return app
