"""The embedded phone server: aiohttp on the app's (qasync) loop.

``create_app(table, tokens, clock=...)`` builds the application (aiohttp-demos
style: a factory, ``web.AppKey`` state, thin handlers). ``PhoneService`` runs
it with ``AppRunner`` + ``TCPSite`` (never ``web.run_app`` inside Qt) and stops
it cleanly, closing the live streams first so shutdown never waits for phones.

Routes (``{token}`` is the seat's secret; anything else is the same 404):

- ``GET  /p/{token}``            the card page (HTML)
- ``GET  /p/{token}/live``       the live part of the page (HTML fragment)
- ``GET  /p/{token}/digest``     ``{"digest": ...}``: the polling fallback
- ``GET  /p/{token}/events``     server-sent events: the digest whenever the view changes
- ``POST /p/{token}/act``        ``{"ability", "targets", "option"}`` → ``Submit`` (playing host)
- ``POST /p/{token}/vote``       ``{"choice": seat | "option" | null}`` → ``Vote`` (playing host)
- ``POST /p/{token}/presence``   heartbeat → ``Presence`` (throttled) and the connected list
- ``GET  /static/...``           CSS and JS (no CDN, no inline script)
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from aiohttp import web

from moonveil_desktop.table import PLAYING_HOST, TableService, without_clock
from moonveil_desktop.web.commands import command_outcome, journal_presence
from moonveil_desktop.web.connections import (
    HEADER_TIMEOUT_S,
    GuardedRunner,
    install_log_redaction,
    raise_open_file_limit,
)
from moonveil_desktop.web.errors import ConsoleUnavailable, RequestRefused, lang_of, phone_error, refused_body
from moonveil_desktop.web.guard import MISSES, MissLimiter, make_guard, stream_headers, within_body_timeout
from moonveil_desktop.web.pages import page_context
from moonveil_desktop.web.presence import Clock, MonotonicClock, PresenceTracker
from moonveil_desktop.web.templating import Templates
from moonveil_desktop.web.tokens import SeatTokens
from moonveil_desktop.web.urls import base_url
from moonveil_desktop.web.waiting import at_most

if TYPE_CHECKING:  # the engine is imported by the handlers that use it: the server listens without it
    from engine.commands import Command, Submit, Vote, VoteChoice

log = logging.getLogger(__name__)

DEFAULT_PORT = 8765
MAX_BODY_BYTES = 4096
PING_SECONDS = 15.0
INPUTS_LATER_S = 0.5  # heartbeats reach the pages within this (refresh by change)
SHUTDOWN_TIMEOUT = 2.0


def resources_dir() -> Path:
    """``resources/web`` in a checkout, ``moonveil_desktop/_resources/web`` in a wheel."""
    package = Path(__file__).resolve().parent.parent
    for candidate in (package / "_resources" / "web", package.parent / "resources" / "web"):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError("resources/web not found")


@dataclass(eq=False)  # identity: each open stream is its own
class LiveStream:
    """One open server-sent-events stream: woken on every table change."""

    seat: int
    token: str = field(default="", repr=False)  # the link it was opened with: it follows its person (play again)
    wake: asyncio.Event = field(default_factory=asyncio.Event)
    closed: bool = False
    revoked: bool = False

    def close(self, *, revoked: bool = False) -> None:
        self.closed = True
        self.revoked = revoked
        self.wake.set()


@dataclass
class Phones:
    """What the handlers share (one per application)."""

    table: TableService
    tokens: SeatTokens
    presence: PresenceTracker
    limiter: MissLimiter
    templates: Templates
    max_body: int = MAX_BODY_BYTES
    streams: set[LiveStream] = field(default_factory=set)
    generation: int = 0  # counts the table's changes
    _pending: asyncio.TimerHandle | None = None  # inputs of time waiting to be taken
    _checked: dict[tuple[int, str, bool], int] = field(default_factory=dict)  # the generation each page was checked at
    _views: dict[tuple[int, str, bool], dict[str, Any]] = field(default_factory=dict)  # what each page was built from
    _contexts: dict[tuple[int, str, bool], dict[str, Any]] = field(default_factory=dict)
    _rendered: dict[tuple[str, int, str, bool], str] = field(default_factory=dict)

    def changed(self) -> None:
        """The table changed: every page is checked again when next asked for (a
        page whose seat sees nothing new is kept), every live stream is woken. A change
        that was only an input of time (the evening says so: a heartbeat in the same
        phase) is taken up to ``INPUTS_LATER_S`` later, with the others of that moment:
        fifty heartbeats a second cost a few rounds of page checks, not fifty."""
        if getattr(self.table, "changed_only_inputs", False):
            self._later()
            return
        self._check_pages()

    def _check_pages(self) -> None:
        self.generation += 1
        for stream in list(self.streams):
            stream.wake.set()

    def _later(self) -> None:
        if self._pending is not None:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # not on the server's loop: now
            self._check_pages()
            return
        self._pending = loop.call_later(INPUTS_LATER_S, self._take_inputs)

    def _take_inputs(self) -> None:
        self._pending = None
        self._check_pages()

    @property
    def acting(self) -> bool:
        return self.table.settings.mode == PLAYING_HOST

    async def read_views(self, seat: int, lang: str) -> tuple[Any, Any]:
        """A seat's ``player_view`` and the reveal (None before the end). In the console's
        process the table answers at once; the phone-server child asks the console
        (``web/child.py``), so this is awaited."""
        return self.table.player_view(seat, lang), self.table.reveal(lang)

    async def apply_command(self, command: Command, lang: str) -> tuple[int, dict[str, Any]]:
        """A phone's act or vote applied through the table: the HTTP status and JSON answer."""
        return command_outcome(self.table, command, lang)

    async def journal_presence(self, seat: int, at: int) -> None:
        """A heartbeat due for the journal (see ``PresenceTracker``) goes to the table
        (the phone's answer comes once it is there)."""
        journal_presence(self.table, seat, at)

    async def context(self, seat: int, lang: str) -> dict[str, Any]:
        """What a seat's page shows, from ``player_view`` only. Refresh by change: after
        a table change the seat's view is read again, and the page is built again only
        when that view differs (a heartbeat, another seat's move: nothing to build)."""
        key = (seat, lang, self.acting)
        if self._checked.get(key) != self.generation or key not in self._contexts:
            self._checked[key] = self.generation  # before the await: requests meanwhile take the page they have
            try:
                view, reveal = await self.read_views(seat, lang)
            except ConsoleUnavailable:
                del self._checked[key]  # not checked after all: the next request asks again
                raise
            shown = without_clock(view)
            if shown != self._views.get(key):
                self._contexts[key] = page_context(view, lang, acting=self.acting, reveal=reveal)
                self._views[key] = shown  # only once the page was built: a failure builds it again next time
                for template in {k[0] for k in self._rendered if k[1:] == key}:
                    del self._rendered[(template, *key)]
        return self._contexts[key]

    async def render(self, template: str, seat: int, lang: str) -> str:
        """A seat's page, rendered again only when what it shows changed (a phone that polls costs a lookup)."""
        context = await self.context(seat, lang)
        key = (template, seat, lang, self.acting)
        html = self._rendered.get(key)
        if html is None:
            html = self._rendered[key] = self.templates.get_template(template).render(context)
        return html

    async def digest(self, seat: int, lang: str) -> str:
        return str((await self.context(seat, lang))["digest"])

    def close_seat(self, seat: int) -> None:
        """A seat's link changed: a stream whose link is dead closes; one whose person
        moved to another seat (play again) follows them there."""
        self.presence.forget(seat)
        for stream in list(self.streams):
            now = self.tokens.seat_for(stream.token)
            if now is None:
                stream.close(revoked=True)
            elif now != stream.seat:
                stream.seat = now
                stream.wake.set()

    def close_all(self) -> None:
        if self._pending is not None:
            self._pending.cancel()
            self._pending = None
        for stream in list(self.streams):
            stream.close()


PHONES = web.AppKey("phones", Phones)


def create_app(
    table: TableService,
    tokens: SeatTokens,
    *,
    clock: Clock | None = None,
    limiter: MissLimiter | None = None,
    max_body: int = MAX_BODY_BYTES,
    phones: type[Phones] = Phones,
) -> web.Application:
    """The phone application for one table. ``clock``: ms since the deal (injected);
    ``phones``: how the handlers reach the table (the child's reaches the console)."""
    web_dir = resources_dir()
    templates = Templates(web_dir / "templates", trim=True)  # autoescaped: player names are user input
    limiter = limiter or MissLimiter()
    app = web.Application(middlewares=[make_guard()], client_max_size=max_body)
    app[MISSES] = limiter
    app[STATIC] = _static_files(web_dir / "static")
    app[PHONES] = phones(table, tokens, PresenceTracker(clock or MonotonicClock()), limiter, templates, max_body)
    app.cleanup_ctx.append(_follow_table)
    app.on_shutdown.append(_close_streams)
    app.router.add_get("/p/{token}", card_page)
    app.router.add_get("/p/{token}/live", live_fragment)
    app.router.add_get("/p/{token}/digest", digest)
    app.router.add_get("/p/{token}/events", events)
    app.router.add_post("/p/{token}/act", act)
    app.router.add_post("/p/{token}/vote", vote)
    app.router.add_post("/p/{token}/presence", presence)
    app.router.add_get("/static/{name}", static_file)
    return app


STATIC_TYPES = {".css": "text/css", ".js": "text/javascript"}
STATIC = web.AppKey("static", dict)


def _static_files(folder: Path) -> dict[str, tuple[bytes, str]]:
    """The CSS and JS the pages use, read once: a fixed list, so no path from a request
    reaches the disk, and a miss is the same 404 as any other."""
    return {
        path.name: (path.read_bytes(), STATIC_TYPES[path.suffix])
        for path in sorted(folder.iterdir())
        if path.suffix in STATIC_TYPES
    }


async def static_file(request: web.Request) -> web.Response:
    found = request.app[STATIC].get(request.match_info["name"])
    if found is None:
        raise web.HTTPNotFound()
    body, content_type = found
    return web.Response(body=body, content_type=content_type, charset="utf-8")


async def _follow_table(app: web.Application) -> AsyncIterator[None]:
    """While the app runs: wake streams on table changes, close a seat's streams on revoke."""
    phones = app[PHONES]
    unsubscribe_table = phones.table.subscribe(phones.changed)
    unsubscribe_tokens = phones.tokens.subscribe(phones.close_seat)
    yield
    unsubscribe_table()
    unsubscribe_tokens()


async def _close_streams(app: web.Application) -> None:
    app[PHONES].close_all()


# -- helpers of the handlers ---------------------------------------------------------
def _seat(request: web.Request) -> int:
    """The seat of the URL's token, or the one 404 every miss gets (410 for the link
    of someone who played an earlier game this evening and is not in this one)."""
    tokens = request.app[PHONES].tokens
    seat = tokens.seat_for(request.match_info["token"])
    if seat is None:
        raise web.HTTPGone() if tokens.is_retired(request.match_info["token"]) else web.HTTPNotFound()
    return seat


def _lang(request: web.Request) -> str:
    return lang_of(request)


async def _render(request: web.Request, template: str) -> web.Response:
    html = await request.app[PHONES].render(template, _seat(request), _lang(request))
    return web.Response(text=html, content_type="text/html", charset="utf-8")


def _error(status: int, error: dict[str, str]) -> web.Response:
    """A JSON refusal: ``error`` is ``{"code", "message"}`` in the phone's language (web/errors.py)."""
    return web.json_response({"ok": False, "error": error}, status=status)


class BadRequest(RequestRefused):
    """A request body we cannot use (400 ``bad_request``); the sentence says which part and why."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(400, key, **params)


async def _body(request: web.Request) -> dict[str, Any]:
    """The JSON object of a POST; ``RequestRefused`` when too big (413), not declared JSON
    (415), trickling in (408), broken or not an object (400). Requiring the JSON type keeps
    other sites out: a cross-site form or ``no-cors`` fetch cannot send it."""
    limit = request.app[PHONES].max_body
    if request.content_length is not None and request.content_length > limit:
        raise RequestRefused(413, "body_too_large", limit=limit)
    if request.content_type != "application/json":
        raise RequestRefused(415, "wrong_content_type")
    try:
        raw = await within_body_timeout(request, request.read)  # aiohttp refuses (413) a chunked body too big
    except web.HTTPException as exc:
        raise refused_body(exc, limit) from None
    try:
        data = json.loads(raw.decode("utf-8")) if raw else {}
    except UnicodeDecodeError as exc:
        raise BadRequest("not_utf8", position=exc.start) from exc
    except json.JSONDecodeError as exc:
        raise BadRequest("not_json", line=exc.lineno, column=exc.colno) from exc
    except RecursionError:
        raise BadRequest("too_deep") from None
    if not isinstance(data, dict):
        raise BadRequest("not_object")
    return data


def _seat_number(value: Any, key: str, field: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise BadRequest(key, field=field)
    return value


def _parse_submit(seat: int, data: dict[str, Any]) -> Submit:
    from engine.commands import Submit

    ability = data.get("ability")
    targets = data.get("targets", [])
    option = data.get("option")
    if not isinstance(ability, str) or not ability:
        raise BadRequest("not_ability", field="ability")
    if not isinstance(targets, list):
        raise BadRequest("not_list", field="targets")
    if option is not None and not isinstance(option, str):
        raise BadRequest("not_option", field="option")
    return Submit(seat, ability, tuple(_seat_number(t, "not_seat", "targets") for t in targets), option)


def _parse_vote(seat: int, data: dict[str, Any]) -> Vote:
    from engine.commands import Vote

    if "choice" not in data:
        raise BadRequest("no_choice", field="choice")
    choice = data["choice"]
    if choice is not None and not isinstance(choice, str):
        choice = _seat_number(choice, "not_choice", "choice")
    parsed: VoteChoice = choice
    return Vote(seat, parsed)


async def _command(request: web.Request, parse: Callable[[int, dict[str, Any]], Command]) -> web.Response:
    """POST act/vote: parse, refuse in narrator mode, apply through the table."""
    seat = _seat(request)
    phones = request.app[PHONES]
    try:
        command = parse(seat, await _body(request))
    except RequestRefused as refused:
        return _error(refused.status, refused.error(_lang(request)))
    if not phones.acting:
        return _error(403, phone_error(_lang(request), "narrator_mode"))
    status, answer = await phones.apply_command(command, _lang(request))
    return web.json_response(answer, status=status)


# -- handlers ----------------------------------------------------------------------------
async def card_page(request: web.Request) -> web.Response:
    try:
        return await _render(request, "card.html")
    except web.HTTPGone:
        html = request.app[PHONES].templates.get_template("not_in_game.html").render(_plain_context(_lang(request)))
        return web.Response(text=html, content_type="text/html", charset="utf-8", status=410)


def _plain_context(lang: str) -> dict[str, Any]:
    from moonveil_desktop.web.i18n import HTML_LANG, Words

    words = Words(lang)
    return {"t": words, "html_lang": HTML_LANG[words.lang], "lang": words.lang}


async def live_fragment(request: web.Request) -> web.Response:
    return await _render(request, "live.html")


async def digest(request: web.Request) -> web.Response:
    return web.json_response({"digest": await request.app[PHONES].digest(_seat(request), _lang(request))})


async def act(request: web.Request) -> web.Response:
    return await _command(request, _parse_submit)


async def vote(request: web.Request) -> web.Response:
    return await _command(request, _parse_vote)


async def presence(request: web.Request) -> web.Response:
    seat = _seat(request)
    phones = request.app[PHONES]
    try:
        await _body(request)  # the heartbeat carries no data, but is sent as JSON like every POST
    except RequestRefused as refused:
        return _error(refused.status, refused.error(_lang(request)))
    at = phones.presence.heartbeat(seat)
    if at is not None:
        await phones.journal_presence(seat, at)
    return web.Response(status=204)


async def events(request: web.Request) -> web.StreamResponse:
    """Server-sent events: the view digest now and whenever it changes; a ping meanwhile."""
    seat = _seat(request)
    lang = _lang(request)
    phones = request.app[PHONES]
    if request.method == "HEAD":  # the headers of the stream, no stream
        return web.Response(headers={"Content-Type": "text/event-stream", **stream_headers()})
    await phones.digest(seat, lang)  # before the stream starts: a console not answering is still a 503
    response = web.StreamResponse(headers={"Content-Type": "text/event-stream", **stream_headers()})
    await response.prepare(request)
    stream = LiveStream(seat, request.match_info["token"])
    phones.streams.add(stream)
    try:
        await response.write(b"retry: 2000\n\n")
        await _follow(response, stream, phones, lang)
        if stream.revoked and phones.tokens.is_retired(stream.token):
            await response.write(b"event: retired\ndata: \n\n")  # not in this game: the page says so
        elif stream.revoked:
            await response.write(b"event: gone\ndata: \n\n")  # the page forgets the card at once
    except ConnectionResetError:
        pass  # the phone went away
    except ConsoleUnavailable as failure:  # the stream ends; the page reconnects and is told (503)
        log.info("a phone's event stream ended: %s", failure)
    finally:
        phones.streams.discard(stream)
    return response


async def _follow(response: web.StreamResponse, stream: LiveStream, phones: Phones, lang: str) -> None:
    """The seat's digest now and whenever it changes, a ping meanwhile, until the stream closes."""
    last = None
    while not stream.closed:
        stream.wake.clear()
        current = await phones.digest(stream.seat, lang)
        if current != last:
            await response.write(f"event: view\ndata: {current}\n\n".encode())
            last = current
        with contextlib.suppress(TimeoutError):
            await at_most(PING_SECONDS, stream.wake.wait)
            continue
        await response.write(b": ping\n\n")


# -- running it ---------------------------------------------------------------------------
class PhoneService:
    """The phone server of one table: start, stop, URLs per seat, revoke, connected seats."""

    header_timeout_s = HEADER_TIMEOUT_S  # a request head must be complete within this

    def __init__(
        self,
        table: TableService,
        tokens: SeatTokens | None = None,
        *,
        clock: Clock | None = None,
        phones: type[Phones] = Phones,
    ) -> None:
        self.table = table
        self.tokens = tokens or SeatTokens()
        self.clock = clock or MonotonicClock()
        self.app = create_app(table, self.tokens, clock=self.clock, phones=phones)
        self._runner: web.AppRunner | None = None
        self.host = ""
        self.port = 0
        self._deal = _deal_of(table) if tokens is None else None
        # Whoever hands in the tokens owns them (the app's Evening follows the deals
        # and stores them); a service that made its own follows the deals itself.
        self._unsubscribe = table.subscribe(self._follow_deal) if tokens is None else _nothing

    def _follow_deal(self) -> None:
        """A new deal gives every seat a new token: a URL is good for one deal only. Undoing
        the deal and redoing the very same one (same seats, same deal) keeps the tokens."""
        deal = _deal_of(self.table)
        if deal is not None and deal != self._deal:
            if self._deal is not None:
                self.new_deal()
            self._deal = deal

    @property
    def running(self) -> bool:
        return self._runner is not None

    async def start(self, host: str | None = None, port: int = DEFAULT_PORT) -> str:
        """Bind ``host`` (default: the LAN address, see ``netaddr``) on ``port``, or on a
        free port when that one is taken. Returns the base URL."""
        if host is None:
            from moonveil_desktop.netaddr import default_host

            host = default_host()
        install_log_redaction()
        raise_open_file_limit()
        runner = GuardedRunner(
            self.app,
            handle_signals=False,
            shutdown_timeout=SHUTDOWN_TIMEOUT,
            access_log=None,
            keepalive_timeout=self.header_timeout_s,
        )
        await runner.setup()
        try:
            await self._bind(runner, host, port)
        except BaseException:
            await runner.cleanup()
            raise
        self._runner = runner
        log.info("phone server listening on %s port %d", self.host, self.port)  # no LAN look-up (Qt) here
        return self.base_url

    async def _bind(self, runner: web.AppRunner, host: str, port: int) -> None:
        site = web.TCPSite(runner, host, port)
        try:
            await site.start()
        except OSError:
            await site.stop()
            if port == 0:
                raise
            log.info("port %d is taken; using a free one", port)
            await web.TCPSite(runner, host, 0).start()
        address = next(a for a in runner.addresses if isinstance(a, tuple))
        self.host, self.port = str(address[0]), int(address[1])

    async def stop(self) -> None:
        """Stop serving (open streams are closed first) and stop following the table."""
        self._unsubscribe()
        if self._runner is not None:
            runner, self._runner = self._runner, None
            await runner.cleanup()

    @property
    def base_url(self) -> str:
        """What the QR codes announce (a server on every interface announces the LAN address)."""
        return base_url(self.host, self.port)

    def url_for(self, seat: int) -> str:
        """The seat's private URL (for its QR code only: never log or project it)."""
        self.tokens.ensure(len(self.table.public_view()["seats"]))
        return f"{self.base_url}/p/{self.tokens.token(seat)}"

    def new_deal(self) -> None:
        """Call after a (re-)deal: fresh tokens for every seat; old URLs stop at once."""
        self.tokens.reissue_all(len(self.table.public_view()["seats"]))
        log.info("new deal: every phone link was replaced")

    def revoke(self, seat: int) -> str:
        """ "Revoke this phone": a new URL for the seat; the old one is dead now."""
        self.tokens.revoke(seat)
        log.info("seat %d: phone link revoked, a new one issued", seat)
        return self.url_for(seat)

    def connected_seats(self) -> list[int]:
        return self.app[PHONES].presence.connected()


def _nothing() -> None:
    """Nothing to unsubscribe."""


def _deal_of(table: Any) -> tuple[Command, ...] | None:
    """The journal up to its deal (who sat where, how it was dealt), None before the deal."""
    from engine.commands import Deal

    journal = table.game.journal
    index = next((i for i, command in enumerate(journal) if isinstance(command, Deal)), None)
    return None if index is None else tuple(journal[: index + 1])
