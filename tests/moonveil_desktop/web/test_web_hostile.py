"""Issue 17: the phone server on hostile Wi-Fi. The whole server as the app wires it
(cards, join, TV) on 127.0.0.1, spoken to over raw sockets: no input gets a 500,
every answer carries the security headers, no secret reaches a log, other sites and
other host names are refused, and every kind of guess is counted and slowed."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterator
from urllib.parse import quote

import pytest
from hostile_support import LogCatcher, Reply, Venue, missing_security_headers, open_venue, request_bytes, send
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from phones_support import VILL1, WOLF, LiveServer, make_table

from engine.commands import Submit
from moonveil_desktop.web.errors import error_message
from moonveil_desktop.web.guard import NOT_FOUND_BODY, allowed_hosts
from moonveil_desktop.web.server import PHONES

JSON = ("Content-Type", "application/json")
FORM = ("Content-Type", "application/x-www-form-urlencoded")


@pytest.fixture(scope="module")
def venue() -> Iterator[Venue]:
    opened = open_venue()
    yield opened
    opened.close()


@pytest.fixture
def logs() -> Iterator[LogCatcher]:
    with LogCatcher() as catcher:
        yield catcher


def ask(venue: Venue, method: str, target: str | bytes, *headers: tuple[str, str | bytes], body: bytes = b"") -> Reply:
    return send(venue.port, request_bytes(method, target, venue.port, list(headers), body))


def assert_safe(reply: Reply, venue: Venue, logs: LogCatcher) -> None:
    assert reply.status < 500, reply
    assert missing_security_headers(reply) == [], reply.headers
    assert logs.leaked(venue.secrets()) == []


# -- the crashes the venue probe found ---------------------------------------------------------
def test_deeply_nested_json_to_act_is_a_400(venue: Venue, logs: LogCatcher) -> None:
    reply = ask(venue, "POST", f"/p/{venue.seat_token(WOLF)}/act", JSON, body=b"[" * 2000)
    assert reply.status == 400
    assert "nested too deeply" in json.loads(reply.body)["error"]["message"]
    assert_safe(reply, venue, logs)


def test_a_non_ascii_join_token_is_the_one_404(venue: Venue, logs: LogCatcher) -> None:
    reply = ask(venue, "GET", "/join/%C3%A9")
    assert (reply.status, reply.body.decode()) == (404, NOT_FOUND_BODY)
    assert_safe(reply, venue, logs)


def test_a_non_ascii_join_code_is_refused_like_a_wrong_one(venue: Venue, logs: LogCatcher) -> None:
    reply = ask(venue, "POST", "/join", FORM, body=b"code=" + quote("ÄÄÄ").encode())
    assert reply.status == 404 and b"This code does not open a table" in reply.body
    assert_safe(reply, venue, logs)


@pytest.mark.parametrize(("method", "path"), [("GET", "/me"), ("GET", "/me/state"), ("POST", "/me/ready")])
def test_a_non_ascii_seat_cookie_is_an_unknown_phone(venue: Venue, logs: LogCatcher, method: str, path: str) -> None:
    reply = ask(venue, method, path, ("Cookie", "mv_seat=ÄÄÄé".encode()), FORM, body=b"ready=1")
    assert (reply.status, reply.body.decode()) == (404, NOT_FOUND_BODY)
    assert_safe(reply, venue, logs)


@pytest.mark.parametrize(
    "build",
    [
        lambda token: request_bytes("GET", f"/p/{token}?pad={'a' * 9000}", 0),  # request line too long
        lambda token: request_bytes("GET", f"/p/{token}", 0, [("X-Pad", "b" * 9000)]),  # one header too long
        lambda token: request_bytes("GET", f"/p/{token}", 0, [(f"X-H{i}", "1") for i in range(200)]),
        lambda token: request_bytes("BREW", f"/p/{token}", 0),  # no such method
        lambda token: f"GET /p/{token} HTTP/1.1\r\nHost: x\r\nContent-Length: nope\r\n\r\n".encode(),
        lambda token: request_bytes("GET", f"/p/{token}\x01", 0, [("Accept-Language", "es")]),  # a control byte
    ],
    ids=["long-url", "long-header", "200-headers", "brew", "bad-length", "control-byte"],
)
def test_parser_refusals_carry_the_headers_and_log_no_token(venue: Venue, logs: LogCatcher, build: object) -> None:
    """aiohttp's parser refuses them before any middleware: our line answers them (in
    English, the headers were never read), never aiohttp's words that quote the request."""
    assert callable(build)
    reply = send(venue.port, build(venue.seat_token(WOLF)))
    assert reply.status == 400
    assert reply.body.decode() == error_message("en", "bad_request") + "\n"
    assert reply.headers["cache-control"] == "no-store"
    assert_safe(reply, venue, logs)
    assert any("refused a malformed request" in text for text in logs.texts)


@pytest.mark.parametrize("lang", ["es", "it", "zh_CN"])
def test_a_request_the_server_fails_on_is_one_line_in_the_readers_language_without_a_traceback(
    monkeypatch: pytest.MonkeyPatch, lang: str
) -> None:
    """A handler that fails (a bug): aiohttp's own 500 page says "Internal Server Error" and,
    in debug mode, shows the traceback; ours is a line in the phone's language."""
    live = LiveServer(make_table())
    try:

        async def failing(_seat: int, _lang: str) -> None:
            raise RuntimeError("a bug with a secret detail")

        monkeypatch.setattr(live.service.app[PHONES], "read_views", failing)
        path = live.url(WOLF).split(str(live.service.port), 1)[1]
        reply = send(live.service.port, request_bytes("GET", path, live.service.port, [("Accept-Language", lang)]))
        assert reply.status == 500
        assert reply.body.decode() == error_message(lang, "server_error") + "\n"
        assert reply.body.decode() != error_message("en", "server_error") + "\n"
        assert missing_security_headers(reply) == []
    finally:
        live.close()


# -- 404s, HEAD, Host --------------------------------------------------------------------------
@pytest.mark.parametrize(
    "path",
    ["/static/nope.css", "/static/", "/static/../server.py", "/nowhere", "/tv/wrong/state", "/tv/x/static/tv.js"],
)
def test_every_miss_is_the_same_uncacheable_404(venue: Venue, path: str) -> None:
    reply = ask(venue, "GET", path)
    assert (reply.status, reply.body.decode()) == (404, NOT_FOUND_BODY)
    assert reply.headers["cache-control"] == "no-store"
    assert missing_security_headers(reply) == []


@pytest.mark.parametrize("path", ["/tv/wrong", "/tv/AAAA-AAAA", "/tv/" + "x" * 32])
def test_a_wrong_tv_address_is_one_uncacheable_404_page_whatever_was_guessed(venue: Venue, path: str) -> None:
    """A TV's mistyped or old code gets a page saying what to check (session 44), the same
    page for every guess: it tells nothing but that this is the TV's address."""
    reply = ask(venue, "GET", path)
    first = ask(venue, "GET", "/tv/wrong")
    assert reply.status == 404 and reply.body == first.body and b"TV tab" in reply.body
    assert reply.headers["cache-control"] == "no-store"
    assert missing_security_headers(reply) == []


def test_a_static_file_is_cacheable_and_secured(venue: Venue) -> None:
    reply = ask(venue, "GET", "/static/phone.js")
    assert reply.status == 200 and reply.headers["cache-control"] == "public, max-age=3600"
    assert missing_security_headers(reply) == []


@pytest.mark.parametrize("suffix", ["", "/events", "/live"])
def test_head_sends_headers_and_no_body(venue: Venue, suffix: str) -> None:
    reply = ask(venue, "HEAD", f"/p/{venue.seat_token(WOLF)}{suffix}")
    assert reply.status == 200 and reply.body == b""
    assert missing_security_headers(reply) == []


def test_head_of_the_tv_stream_sends_no_body(venue: Venue) -> None:
    reply = ask(venue, "HEAD", f"/tv/{venue.tv_token}/events")
    assert reply.status == 200 and reply.body == b""


@pytest.mark.parametrize("host", ["evil.example", "evil.example:80", "192.0.2.7:8765", "127.0.0.1:1"])
def test_a_host_name_the_server_did_not_announce_is_refused(venue: Venue, host: str) -> None:
    """DNS rebinding: a page on evil.example re-points its name at the server's address."""
    token = venue.seat_token(WOLF)
    refused = send(venue.port, request_bytes("GET", f"/p/{token}", venue.port, host=host))
    assert refused.status == 421 and b"Wolf" not in refused.body
    assert missing_security_headers(refused) == []
    for ours in (f"127.0.0.1:{venue.port}", f"localhost:{venue.port}"):
        assert send(venue.port, request_bytes("GET", f"/p/{token}", venue.port, host=ours)).status == 200


# -- other sites -------------------------------------------------------------------------------
def _journal(venue: Venue) -> int:
    return venue.live.call(lambda: len(venue.live.table.game.journal))


@pytest.mark.parametrize(
    "headers",
    [
        [("Content-Type", "text/plain")],  # <form enctype=text/plain> or fetch(no-cors)
        [FORM],
        [],
        [JSON, ("Origin", "http://evil.example")],
        [JSON, ("Origin", "null"), ("Sec-Fetch-Site", "cross-site")],
        [JSON, ("Sec-Fetch-Site", "cross-site")],
        [JSON, ("Sec-Fetch-Site", "same-site")],
    ],
    ids=["text-plain", "form", "no-type", "other-origin", "null-origin", "cross-site", "same-site"],
)
def test_a_cross_site_action_is_refused_and_not_journaled(venue: Venue, headers: list[tuple[str, str]]) -> None:
    before = _journal(venue)
    body = json.dumps({"ability": "attack", "targets": [VILL1]}).encode()
    reply = ask(venue, "POST", f"/p/{venue.seat_token(WOLF)}/act", *headers, body=body)
    assert reply.status in (403, 415)
    assert _journal(venue) == before


def test_a_same_origin_json_action_is_journaled(venue: Venue) -> None:
    origin = ("Origin", f"http://127.0.0.1:{venue.port}")
    body = json.dumps({"ability": "attack", "targets": [VILL1]}).encode()
    reply = ask(
        venue, "POST", f"/p/{venue.seat_token(WOLF)}/act", JSON, origin, ("Sec-Fetch-Site", "same-origin"), body=body
    )
    assert reply.status == 200
    assert venue.live.call(lambda: venue.live.table.game.journal[-1]) == Submit(WOLF, "attack", (VILL1,))


def test_a_cross_site_join_form_is_refused(venue: Venue) -> None:
    seated = len(venue.lobby.seats)
    reply = ask(
        venue, "POST", f"/join/{venue.lobby.join_token}", FORM, ("Sec-Fetch-Site", "cross-site"), body=b"name=Mallory"
    )
    assert reply.status == 403 and len(venue.lobby.seats) == seated


# -- every guess counts ------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("method", "path", "body"),
    [
        ("POST", "/join", b"code=AAAAAA"),
        ("GET", "/tv/" + "x" * 32, b""),
        ("GET", "/static/x.js", b""),
        ("GET", "/p/nope", b""),
    ],
    ids=["join-code", "tv-token", "static", "seat-token"],
)
def test_every_kind_of_miss_is_counted_against_its_address(venue: Venue, method: str, path: str, body: bytes) -> None:
    before = venue.limiter.misses("127.0.0.1")
    ask(venue, method, path, FORM, body=body)
    assert venue.limiter.misses("127.0.0.1") == before + 1


# -- anything at all ---------------------------------------------------------------------------
ROUTES = [
    ("GET", "/p/{seat}"), ("GET", "/p/{seat}/live"), ("GET", "/p/{seat}/digest"), ("GET", "/p/{seat}/events"),
    ("POST", "/p/{seat}/act"), ("POST", "/p/{seat}/vote"), ("POST", "/p/{seat}/presence"), ("GET", "/join"),
    ("POST", "/join"), ("GET", "/join/{join}"), ("POST", "/join/{join}"), ("GET", "/me"), ("POST", "/me/ready"),
    ("GET", "/me/state"), ("GET", "/tv/{tv}"), ("GET", "/tv/{tv}/state"), ("GET", "/tv/{tv}/events"),
    ("GET", "/tv/{tv}/static/tv.js"), ("GET", "/static/phone.css"), ("GET", "/static/{junk}"), ("GET", "/{junk}"),
]  # fmt: skip
junk_text = st.text(st.characters(codec="utf-8", exclude_categories=("Cs",)), max_size=40)


@st.composite
def bodies(draw: st.DrawFn) -> bytes:
    kind = draw(st.sampled_from(["nested", "nested", "json", "form", "bytes", "none"]))
    if kind == "nested":
        depth = draw(st.integers(0, 5000))
        return draw(st.sampled_from(["[", '{"a":'])).encode() * depth
    if kind == "json":
        leaves = st.none() | st.booleans() | st.integers() | junk_text
        value = draw(st.recursive(leaves, lambda c: st.lists(c) | st.dictionaries(junk_text, c), max_leaves=8))
        return json.dumps({draw(st.sampled_from(["ability", "targets", "choice", "option"])): value}).encode()
    if kind == "form":
        fields = draw(st.dictionaries(st.sampled_from(["code", "name", "lang", "ready"]), junk_text))
        return "&".join(f"{quote(k)}={quote(v)}" for k, v in fields.items()).encode()
    return draw(st.binary(max_size=300)) if kind == "bytes" else b""


# each request is a usual one with at most two things made odd, so most get far in
ODD: dict[str, list[str]] = {
    "method": ["GET", "POST", "HEAD", "PUT", "DELETE", "OPTIONS", "BREW", "GET\x00"],
    "secret": ["junk"],
    "host": ["evil.example", "localhost:1", ""],
    "Content-Type": [
        "application/json", "application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x", "é",
        "",
    ],
    "Origin": ["http://127.0.0.1:{port}", "http://evil.example", "null", "é"],
    "Sec-Fetch-Site": ["same-origin", "cross-site", "none", "??"],
    "Cookie": ["mv_seat=é", "mv_seat", "a=b; mv_seat=\x7f", "mv_seat={cookie}; mv_seat=x"],
    "Accept-Language": ["zh-CN,zh;q=0.9", "*;q=x", "é" * 50],
    "Transfer-Encoding": ["chunked", "gzip", "chunked, chunked"],
    "Content-Encoding": ["gzip", "deflate"],
    "query": ["?lang=", "?lang=é", "?x=%ZZ", "?lang=zh_CN&lang=xx"],
    "target": ["é", "/..", "%00", "//"],
}  # fmt: skip
HEADERS = (
    "Content-Type",
    "Origin",
    "Sec-Fetch-Site",
    "Cookie",
    "Accept-Language",
    "Transfer-Encoding",
    "Content-Encoding",
)


@st.composite
def hostile_requests(draw: st.DrawFn, venue: Venue, method: str, route: str) -> bytes:
    odd = draw(st.sets(st.sampled_from(sorted(ODD)), max_size=2))
    values = {key: draw(st.sampled_from(ODD[key])) for key in sorted(odd)}
    junk = quote(draw(junk_text))
    good = "secret" not in odd
    target = route.format(
        seat=venue.seat_token(draw(st.integers(0, 5))) if good else junk,
        join=venue.lobby.join_token if good else junk,
        tv=venue.tv_token if good else junk,
        junk=junk,
    )
    target += values.get("target", "") + values.get("query", "")
    usual = {"Cookie": "mv_seat={cookie}", "Content-Type": _usual_type(method, route)}
    headers: list[tuple[str, str | bytes]] = []
    for name in HEADERS:
        value = values.get(name, usual.get(name))
        if value is not None:
            headers.append((name, value.format(port=venue.port, cookie=venue.cookie).encode()))
    method = values.get("method", method)
    return request_bytes(method, target.encode(), venue.port, headers, draw(bodies()), host=values.get("host"))


def _usual_type(method: str, route: str) -> str | None:
    if method != "POST":
        return None
    return "application/json" if route.startswith("/p/") else "application/x-www-form-urlencoded"


@pytest.mark.parametrize(("method", "route"), ROUTES, ids=[f"{m} {r}" for m, r in ROUTES])
@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow]
)
@given(data=st.data())
def test_no_input_gets_a_500_headers_missing_or_a_token_logged(
    venue: Venue, method: str, route: str, data: st.DataObject
) -> None:
    raw = data.draw(hostile_requests(venue, method, route))
    with LogCatcher() as logs:
        try:
            reply = send(venue.port, raw, timeout=15)
        except ConnectionError:
            reply = None  # the server may hang up on garbage; it must not crash or answer 5xx
        if reply is not None:
            assert reply.status < 500, (raw[:200], reply)
            assert missing_security_headers(reply) == [], (raw[:200], reply.headers)
        assert logs.leaked(venue.secrets()) == []


def test_a_lookalike_name_is_refused_on_the_phone_in_its_language(venue: Venue) -> None:
    seated = len(venue.lobby.seats)
    body = ("name=" + quote("Ｚｅｄ") + "&lang=zh_CN").encode()
    reply = ask(venue, "POST", f"/join/{venue.lobby.join_token}", FORM, body=body)
    assert reply.status == 400 and "这个名字和本桌另一位玩家的名字太像了。" in reply.body.decode()
    assert len(venue.lobby.seats) == seated


def test_whatever_aiohttp_logs_loses_its_secrets(venue: Venue, logs: LogCatcher) -> None:
    """aiohttp quotes the request line when it refuses one; the filter on its loggers
    (installed when the server starts) keeps the tokens out of every record."""
    token, join = venue.seat_token(WOLF), venue.lobby.join_token
    try:
        raise ValueError(f"Bad status line 'BREW /join/{join} HTTP/1.1'")
    except ValueError as error:
        logging.getLogger("aiohttp.server").error("Error handling %s", f"GET /p/{token}/act", exc_info=error)
    logging.getLogger("aiohttp.access").info("Cookie: mv_seat=%s; x=1", venue.cookie)
    assert logs.leaked(venue.secrets()) == []
    assert any("GET /p/…/act" in text and "BREW /join/…" in text for text in logs.texts)
    assert any("mv_seat=…" in text for text in logs.texts)


@pytest.mark.parametrize(
    ("address", "port", "ours", "not_ours"),
    [
        ("192.168.1.20", 8765, {"192.168.1.20:8765"}, {"localhost:8765", "192.168.1.20", "evil.example:8765"}),
        ("192.168.1.20", 80, {"192.168.1.20", "192.168.1.20:80"}, {"localhost"}),
        ("::1", 8765, {"[::1]:8765", "localhost:8765"}, {"::1:8765", "[::2]:8765"}),
        ("127.0.0.1", 8765, {"127.0.0.1:8765", "localhost:8765"}, {"127.0.0.2:8765", "localhost"}),
    ],
)
def test_the_host_names_a_server_answers_to(address: str, port: int, ours: set[str], not_ours: set[str]) -> None:
    names = allowed_hosts(address, port)
    assert ours <= names and not (not_ours & names)
