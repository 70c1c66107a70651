"""Joining the table from a phone (issue 11), on the phone server.

Routes (added to the phone application by ``install_join_routes``):

- ``GET  /join``             type the table code (when the camera fails)
- ``POST /join``             code → the table's join page
- ``GET  /join/{token}``     the table QR's page: a display name and a language
- ``POST /join/{token}``     take a seat: a secret seat cookie binds this phone to it
- ``GET  /me``               this phone's seat: the waiting room before the start,
                             its own card (by redirect) after the deal
- ``POST /me/ready``         the "ready" toggle (works without JavaScript)
- ``GET  /me/state``         JSON for the waiting room's polling

A closed join link, a wrong code, a forged or revoked cookie all get the same
404 as any unknown path. Names are user input: the templates autoescape them.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from aiohttp import web

from moonveil_desktop.lobby import LANGUAGES, Lobby, LobbyError
from moonveil_desktop.web.errors import ConsoleUnavailable, error_message
from moonveil_desktop.web.guard import slow_miss, within_body_timeout
from moonveil_desktop.web.i18n import HTML_LANG, LANGUAGE_NAMES, Words, negotiate
from moonveil_desktop.web.templating import Templates
from moonveil_desktop.web.tokens import SeatTokens
from moonveil_desktop.web.urls import join_url as join_url  # the console formats it without aiohttp

COOKIE = "mv_seat"
COOKIE_MAX_AGE = 12 * 3600  # one evening


@dataclass
class JoinDesk:
    """What the join handlers share: the lobby, the seats' card tokens, templates."""

    lobby_source: Callable[[], Lobby]  # the open table's lobby (the app's Evening holds it)
    tokens: SeatTokens
    templates: Templates
    on_change: Callable[[], None]

    @property
    def lobby(self) -> Lobby:
        return self.lobby_source()

    async def join(self, name: str, lang: str) -> str:
        """Take a seat in the lobby; returns the seat's cookie. Raises ``LobbyError``. (The
        phone-server child's desk asks the console, whose evening holds the lobby.)"""
        _, cookie = self.lobby.join(name, lang)
        self.on_change()
        return cookie

    async def set_ready(self, cookie: str | None, ready: bool) -> None:
        """The seat of ``cookie`` is ready, or not. Raises ``LobbyError``."""
        self.lobby.set_ready(cookie, ready)
        self.on_change()


JOIN = web.AppKey("join", JoinDesk)
log = logging.getLogger(__name__)


def install_join_routes(
    app: web.Application,
    lobby: Lobby | Callable[[], Lobby],
    tokens: SeatTokens,
    templates: Templates,
    on_change: Callable[[], None] = lambda: None,
) -> None:
    """Add the join routes to a phone application (before it starts). ``lobby`` is a
    lobby, or a function returning the current one (it changes with the table)."""
    source = lobby if callable(lobby) else lambda: lobby
    app[JOIN] = JoinDesk(source, tokens, templates, on_change)
    app.router.add_get("/join", code_page)
    app.router.add_post("/join", code_submit)
    app.router.add_get("/join/{token}", join_page)
    app.router.add_post("/join/{token}", join_submit)
    app.router.add_get("/me", my_page)
    app.router.add_post("/me/ready", my_ready)
    app.router.add_get("/me/state", my_state)


# -- helpers ------------------------------------------------------------------------


def _lang(request: web.Request, chosen: str | None = None) -> str:
    return negotiate(request.headers.get("Accept-Language"), chosen or request.query.get("lang"))


def _page(request: web.Request, template: str, lang: str, status: int = 200, **context: Any) -> web.Response:
    desk = request.app[JOIN]
    html = desk.templates.get_template(template).render(
        t=Words(lang),
        lang=lang,
        html_lang=HTML_LANG[lang],
        languages=[(code, LANGUAGE_NAMES[code]) for code in LANGUAGES],
        **context,
    )
    return web.Response(text=html, content_type="text/html", charset="utf-8", status=status)


def _redirect(location: str) -> web.Response:
    """A 303 returned (not raised), so the guard keeps its Location and cookies."""
    return web.Response(status=303, headers={"Location": location})


def _open_lobby(request: web.Request) -> Lobby:
    """The lobby if the URL's join token is valid and the join still open; else the one 404."""
    lobby = request.app[JOIN].lobby
    try:
        lobby.check_join(token=request.match_info["token"])
    except LobbyError:
        raise web.HTTPNotFound() from None
    return lobby


def _my_seat(request: web.Request) -> int:
    seat = request.app[JOIN].lobby.seat_of(request.cookies.get(COOKIE))
    if seat is None:
        raise web.HTTPNotFound()
    return seat


async def _form(request: web.Request) -> dict[str, str]:
    try:
        data = await within_body_timeout(request, request.post)
    except ValueError:
        raise web.HTTPBadRequest() from None
    return {k: v for k, v in data.items() if isinstance(v, str)}


# -- handlers -----------------------------------------------------------------------


async def code_page(request: web.Request) -> web.Response:
    return _page(request, "join_code.html", _lang(request), error=None)


async def code_submit(request: web.Request) -> web.StreamResponse:
    form = await _form(request)
    lobby = request.app[JOIN].lobby
    lang = _lang(request)
    try:
        lobby.check_join(code=form.get("code", ""))
    except LobbyError:
        await slow_miss(request)  # a wrong code is a guess, slowed like a wrong token
        return _page(request, "join_code.html", lang, status=404, error=Words(lang)("bad_code"))
    return _redirect(f"/join/{lobby.join_token}?lang={lang}")


async def join_page(request: web.Request) -> web.StreamResponse:
    lobby = _open_lobby(request)
    if lobby.seat_of(request.cookies.get(COOKIE)) is not None:
        return _redirect("/me")  # this phone already has a seat
    return _page(request, "join.html", _lang(request), token=request.match_info["token"], name="", error=None)


async def join_submit(request: web.Request) -> web.StreamResponse:
    _open_lobby(request)  # a closed join link or a wrong token: the one 404
    form = await _form(request)
    lang = _lang(request, form.get("lang"))
    try:
        cookie = await request.app[JOIN].join(form.get("name", ""), lang)
    except LobbyError as refused:
        return _form_again(request, lang, form, 400, Words(lang)(refused.code))
    except ConsoleUnavailable as failure:  # the phone server's process without its console (web/child.py)
        log.warning("a phone's request was not served: %s", failure)
        return _form_again(request, lang, form, 503, error_message(lang, "console_unavailable"))
    response = _redirect("/me")
    response.set_cookie(COOKIE, cookie, max_age=COOKIE_MAX_AGE, httponly=True, samesite="Strict", path="/")
    return response


def _form_again(request: web.Request, lang: str, form: dict[str, str], status: int, error: str) -> web.Response:
    """The join form as it was sent (the name typed stays), in the language chosen in it,
    with why it was not taken."""
    token = request.match_info["token"]
    return _page(request, "join.html", lang, status=status, token=token, name=form.get("name", ""), error=error)


async def my_page(request: web.Request) -> web.StreamResponse:
    seat = _my_seat(request)
    desk = request.app[JOIN]
    if not desk.lobby.open:
        if seat not in desk.tokens.seats():
            raise web.HTTPNotFound()
        lang = desk.lobby.seats[seat].lang  # the language chosen when joining
        return _redirect(f"/p/{desk.tokens.token(seat)}?lang={lang}")  # the same page becomes the card
    mine = desk.lobby.seats[seat]
    return _page(request, "waiting.html", _lang(request, mine.lang), me=mine, seats=desk.lobby.seats)


async def my_ready(request: web.Request) -> web.StreamResponse:
    form = await _form(request)
    desk = request.app[JOIN]
    try:
        await desk.set_ready(request.cookies.get(COOKIE), form.get("ready") == "1")
    except LobbyError:
        raise web.HTTPNotFound() from None
    return _redirect("/me")


async def my_state(request: web.Request) -> web.Response:
    seat = _my_seat(request)
    lobby = request.app[JOIN].lobby
    return web.json_response(
        {
            "started": not lobby.open,
            "ready": lobby.seats[seat].ready,
            "seats": [{"name": s.name, "bot": s.bot, "ready": s.counts_as_ready} for s in lobby.seats],
        }
    )
