"""Helpers of the hostile-input tests (a uniquely named module): the whole phone server
as the app wires it (cards, join, TV) on 127.0.0.1, raw HTTP over a socket (so a test
can send what no well-behaved client would), and a catcher of every log record."""

from __future__ import annotations

import logging
import socket
from dataclasses import dataclass

from phones_support import LiveServer, make_table

from moonveil_desktop.lobby import Lobby
from moonveil_desktop.projector.tv_web import install_tv_routes, new_token
from moonveil_desktop.web.guard import BODY_TIMEOUT, MISSES, MissLimiter
from moonveil_desktop.web.join import install_join_routes
from moonveil_desktop.web.server import PHONES, PhoneService

SECURITY_HEADERS = ("content-security-policy", "referrer-policy", "x-frame-options", "x-content-type-options")


@dataclass
class Reply:
    status: int
    headers: dict[str, str]
    body: bytes


@dataclass
class Venue:
    """A running phone server with one seated phone in an open lobby and a dealt table."""

    live: LiveServer
    lobby: Lobby
    tv_token: str
    cookie: str
    limiter: MissLimiter

    @property
    def port(self) -> int:
        return self.live.service.port

    def seat_token(self, seat: int) -> str:
        return self.live.call(lambda: self.live.service.tokens.token(seat))

    def secrets(self) -> list[str]:
        """Every secret the server knows: none may reach a log."""
        tokens = self.live.call(lambda: [self.live.service.tokens.token(s) for s in self.live.service.tokens.seats()])
        return [*tokens, self.lobby.join_token, self.tv_token, self.cookie]

    def close(self) -> None:
        self.live.close()


def open_venue(limiter: MissLimiter | None = None) -> Venue:
    table = make_table()
    lobby = Lobby(max_seats=12)
    _, cookie = lobby.join("Zed")
    tv_token = new_token()
    limiter = limiter or MissLimiter(step_s=0.0, ceiling_s=0.0)  # counted, never slowed: fast tests

    def prepare(service: PhoneService) -> None:
        install_tv_routes(service.app, table.public_view, table.subscribe, tv_token)
        install_join_routes(service.app, lobby, service.tokens, service.app[PHONES].templates)
        service.app[MISSES] = limiter
        service.app[BODY_TIMEOUT] = 0.5  # bodies that never come: answered fast

    live = LiveServer(table, prepare)
    live.call(lambda: live.service.tokens.ensure(len(table.public_view()["seats"])))
    return Venue(live, lobby, tv_token, cookie, limiter)


def request_bytes(
    method: str,
    target: str | bytes,
    port: int,
    headers: list[tuple[str, str | bytes]] | None = None,
    body: bytes = b"",
    *,
    host: str | None = None,
) -> bytes:
    """An HTTP/1.1 request with ``Connection: close`` (the server hangs up after answering)."""
    line = target if isinstance(target, bytes) else target.encode()
    head = [method.encode() + b" " + line + b" HTTP/1.1", b"Host: " + (host or f"127.0.0.1:{port}").encode()]
    for name, value in headers or []:
        head.append(name.encode() + b": " + (value if isinstance(value, bytes) else value.encode()))
    if body:
        head.append(b"Content-Length: " + str(len(body)).encode())
    head.append(b"Connection: close")
    return b"\r\n".join(head) + b"\r\n\r\n" + body


def send(port: int, data: bytes, *, timeout: float = 20.0) -> Reply:
    """Send raw bytes to the server; read the answer (only the head of an event stream)."""
    with socket.create_connection(("127.0.0.1", port), timeout=timeout) as sock:
        sock.sendall(data)
        received = b""
        while b"\r\n\r\n" not in received:
            chunk = sock.recv(65536)
            if not chunk:
                raise ConnectionError(f"the server hung up without an answer: {received!r}")
            received += chunk
        head, _, body = received.partition(b"\r\n\r\n")
        reply = _parse_head(head, body)
        if "text/event-stream" not in reply.headers.get("content-type", "") or data.startswith(b"HEAD "):
            while chunk := sock.recv(65536):
                reply.body += chunk
        return reply


def _parse_head(head: bytes, body: bytes) -> Reply:
    lines = head.decode("latin-1").split("\r\n")
    status = int(lines[0].split(" ")[1])
    headers: dict[str, str] = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return Reply(status, headers, body)


def missing_security_headers(reply: Reply) -> list[str]:
    return [name for name in SECURITY_HEADERS if name not in reply.headers]


class LogCatcher(logging.Handler):
    """Every record logged anywhere while installed, formatted as a handler would."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.texts: list[str] = []
        self._level = logging.WARNING
        self.setFormatter(logging.Formatter("%(name)s %(levelname)s %(message)s"))

    def emit(self, record: logging.LogRecord) -> None:
        self.texts.append(self.format(record))

    def __enter__(self) -> LogCatcher:
        root = logging.getLogger()
        self._level = root.level
        root.addHandler(self)
        root.setLevel(logging.DEBUG)
        return self

    def __exit__(self, *exc: object) -> None:
        root = logging.getLogger()
        root.removeHandler(self)
        root.setLevel(self._level)

    def leaked(self, secrets: list[str]) -> list[str]:
        return [text for text in self.texts if any(secret in text for secret in secrets)]
