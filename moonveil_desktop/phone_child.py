"""The phone server in a child process: the console's side (start-up, issue 20).

``spawn()`` runs in ``__main__`` before PySide6 is imported (it needs only sockets and
``subprocess``): a loopback listener, a random secret, and the child
(``sys.executable --phone-server PORT``, the frozen bundle too), which imports aiohttp,
Jinja and the handlers on the other core while the console starts. ``ChildServer`` is
what ``PhoneLink`` holds once the child serves (the surface of ``PhoneService``:
``running``, ``base_url``, ``host``, ``url_for``, ``connected_seats``, ``start``,
``stop``): it answers the child's calls on the console's loop, over the ``Evening``
(views, commands through ``web/commands.py``, the join desk's lobby), and pushes the
evening's changes. The child's side and the messages are in ``web/child.py``.

No aiohttp, Jinja or Qt here: the console imports this before its window exists.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import json
import logging
import os
import secrets
import socket
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from moonveil_desktop.evening import Evening

log = logging.getLogger(__name__)

FLAG = "--phone-server"
SECRET_BYTES = 32
LINE_LIMIT = 64 * 1024 * 1024  # a line is a view at most: a 99-seat one is well under this
# The child must say it listens within this (its imports take ~0.6 s of CPU quiet, a few
# seconds on a loaded machine); else the console serves the phones itself.
START_TIMEOUT_S = 15.0
STOP_TIMEOUT_S = 3.0
ACCEPT_POLL_S = 0.005  # while the child starts (~0.3 s quiet): a few hundred cheap looks
INPUTS_LATER_S = 0.5  # as the phone server's pages (``web/server.py``): heartbeats reach them within this
TV_LANG = "en"  # the TV page's default language (``install_tv_routes``): its views are pushed


class ChildFailed(Exception):
    """The child could not be used (not started, died, did not listen in time)."""


@dataclass
class Spawned:
    """A started child, not yet connected: its process, the listener it will connect to, the secret."""

    process: subprocess.Popen[bytes]
    listener: socket.socket
    secret: str

    def discard(self) -> None:
        """Not used after all: the child ends when the listener closes; ended if it lingers."""
        self.listener.close()
        if self.process.poll() is None:
            self.process.terminate()
            with contextlib.suppress(subprocess.TimeoutExpired):
                self.process.wait(STOP_TIMEOUT_S)
            if self.process.poll() is None:
                self.process.kill()


_spawned: Spawned | None = None


def child_command(port: int) -> list[str]:
    """The child's command line: the bundle's executable, or this interpreter running the package."""
    if getattr(sys, "frozen", False):
        return [sys.executable, FLAG, str(port)]
    return [sys.executable, "-m", "moonveil_desktop", FLAG, str(port)]


def child_environment() -> dict[str, str]:
    """The console's environment, with OpenSSL pointed at no certificate bundle: the child
    only serves plain HTTP and never connects anywhere, and importing aiohttp builds two
    client TLS contexts that parse the whole bundle (~80 ms of the child's ~370 ms of CPU)."""
    return {**os.environ, "SSL_CERT_FILE": os.devnull, "SSL_CERT_DIR": os.devnull}


def spawn() -> Spawned | None:
    """Start the phone server's process (the console takes it with ``take_spawned``).
    None when it cannot be started: the console then serves the phones itself."""
    global _spawned
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    try:
        listener.bind(("127.0.0.1", 0))
        listener.listen(4)
        secret = secrets.token_urlsafe(SECRET_BYTES)
        below_normal = getattr(subprocess, "BELOW_NORMAL_PRIORITY_CLASS", 0)  # Windows; POSIX: the child's os.nice
        command = child_command(listener.getsockname()[1])
        # Its log goes to stderr, like the console's; stdout stays the console's own (the smoke test's report).
        process = subprocess.Popen(
            command,
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            env=child_environment(),
            creationflags=below_normal,
        )
        assert process.stdin is not None
        process.stdin.write(secret.encode() + b"\n")  # never on the command line: other users can read that
        process.stdin.close()
    except OSError as error:
        listener.close()
        log.warning("the phone server's process could not be started: %s", error)
        return None
    _spawned = Spawned(process, listener, secret)
    return _spawned


def take_spawned() -> Spawned | None:
    """The child ``spawn`` started, once (a second server starts in the console)."""
    global _spawned
    spawned, _spawned = _spawned, None
    return spawned


def spawned_waiting() -> bool:
    """A child was started and no server took it yet (the console then imports no aiohttp)."""
    return _spawned is not None


def discard_spawned() -> None:
    """At the console's end: a child never taken is ended."""
    spawned = take_spawned()
    if spawned is not None:
        spawned.discard()


class JsonLines(asyncio.Protocol):
    """One JSON object a line, both ways (the console's end and the child's). Each line is
    taken as it arrives (``data_received``, a plain callback): no task waits on a reader,
    so a turn of Qt's events run from inside a coroutine (``processEvents``) cannot leave
    a read half done, and in the child a pushed change is taken before any request that
    came in the same turn of the loop (a revoked link is dead for the next request)."""

    def __init__(self) -> None:
        self.transport: asyncio.Transport | None = None
        self.closed = False
        self._partial = b""

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport

    def data_received(self, data: bytes) -> None:
        lines = (self._partial + data).split(b"\n")
        self._partial = lines.pop()
        if len(self._partial) > LINE_LIMIT:
            self.close()
            return
        try:
            messages = [json.loads(line) for line in lines]
        except ValueError:  # not our protocol: the other side is broken, and what it says cannot be trusted
            log.warning("the phone server's connection carried a line that is not JSON: closed")
            self.close()
            return
        self.lines_received(messages)

    def lines_received(self, messages: list[Any]) -> None:
        """The messages that arrived together, in order."""
        for message in messages:
            self.line_received(message)

    def line_received(self, message: Any) -> None:
        raise NotImplementedError

    def connection_lost(self, exc: Exception | None) -> None:
        self.closed = True

    def send(self, message: dict[str, Any]) -> None:
        if self.transport is not None and not self.transport.is_closing():
            self.transport.write(json.dumps(message, separators=(",", ":"), default=list).encode() + b"\n")

    def close(self) -> None:
        if self.transport is not None:
            self.transport.close()


class ChildConnection(JsonLines):
    """The console's end of the connection: the first line is the child's secret."""

    def __init__(self, take: Callable[[dict[str, Any]], None], ended: Callable[[], None]) -> None:
        super().__init__()
        self.hello: asyncio.Future[dict[str, Any]] = asyncio.get_running_loop().create_future()
        self.take = take
        self.ended = ended

    def lines_received(self, messages: list[Any]) -> None:
        """A call the child cancelled (it stopped waiting and told its phone nothing was
        done) is not answered: when the console was frozen, the call and its ``cancel``
        are read together, after the phone was told."""
        cancelled = {message["cancel"] for message in messages if isinstance(message, dict) and "cancel" in message}
        for message in messages:
            if not (isinstance(message, dict) and message.get("id") in cancelled and "call" in message):
                self.line_received(message)

    def line_received(self, message: Any) -> None:
        if not self.hello.done():
            self.hello.set_result(message if isinstance(message, dict) else {})
        elif isinstance(message, dict) and "cancel" not in message:
            self.take(message)

    def connection_lost(self, exc: Exception | None) -> None:
        super().connection_lost(exc)
        if not self.hello.done():
            self.hello.set_exception(ConnectionError("closed before it said who it is"))
        self.ended()


class ChildServer:
    """The phone server running in the child, as ``PhoneLink`` sees it."""

    def __init__(
        self,
        spawned: Spawned,
        evening: Evening,
        *,
        deadline: Callable[[], float | None],
        lobby_changed: Callable[[], None],
        lost: Callable[[], None],
    ) -> None:
        self.spawned = spawned
        self.evening = evening
        self.tokens = evening.tokens
        self.deadline = deadline
        self.lobby_changed = lobby_changed
        self.lost = lost
        self.host = ""
        self.port = 0
        self._connection: ChildConnection | None = None
        self._answer_to_start: asyncio.Future[dict[str, Any]] | None = None
        self._connected: list[int] = []
        self._state = ""
        self._village = ""
        self._unsubscribe: list[Callable[[], None]] = []
        self._inputs_later: asyncio.TimerHandle | None = None  # inputs of time waiting to be pushed

    # -- PhoneService's surface -------------------------------------------------------
    @property
    def running(self) -> bool:
        return self._connection is not None and not self._connection.closed and bool(self.port)

    @property
    def base_url(self) -> str:
        from moonveil_desktop.web.urls import base_url

        return base_url(self.host, self.port)

    def url_for(self, seat: int) -> str:
        """The seat's private URL (for its QR code only: never log or project it)."""
        known = len(self.tokens.seats())
        self.tokens.ensure(len(self.evening.public_view(None)["seats"]))
        if len(self.tokens.seats()) != known:
            self._push(only_inputs=True)  # a token made now: the child must know it before a phone scans it
        return f"{self.base_url}/p/{self.tokens.token(seat)}"

    def connected_seats(self) -> list[int]:
        return list(self._connected)

    def journal_heartbeats_every(self, ms: int) -> None:
        """How often a phone's heartbeat reaches the journal (10 s; ``bench/phones.py`` lowers it)."""
        self._send({"presence_every_ms": ms})

    async def start(self, host: str, port: int) -> str:
        """Connect the child (its secret checked), have it bind ``host``:``port`` and
        serve. Raises ``OSError`` (the bind error, shown in the Phones panel) or
        ``ChildFailed`` (the console then serves the phones itself)."""
        try:
            return await asyncio.wait_for(self._start(host, port), START_TIMEOUT_S)
        except TimeoutError:
            self._give_up()
            raise ChildFailed("the phone server's process did not listen in time") from None
        except (ConnectionError, ValueError) as error:
            self._give_up()
            raise ChildFailed(f"the phone server's process failed: {error}") from None
        except asyncio.CancelledError:  # the console closed while the child was starting
            self._give_up()
            raise

    async def _start(self, host: str, port: int) -> str:
        connection = await self._accept()
        self._connection = connection
        self._answer_to_start = asyncio.get_running_loop().create_future()
        self._send({"start": [host, port, self.evening.tv_token]})
        self._push(only_inputs=False)
        self._unsubscribe = [  # from now on: a table opened while the child starts reaches it too
            self.evening.subscribe(self._evening_changed),
            self.tokens.subscribe(lambda _seat: self._push(only_inputs=True)),
        ]
        answer = await self._answer_to_start
        if "failed" in answer:
            self._give_up()
            raise OSError(answer["failed"])
        self.host, self.port = str(answer["listening"][0]), int(answer["listening"][1])
        log.info("the phone server's process listens on %s port %d", self.host, self.port)
        return self.base_url

    async def _accept(self) -> ChildConnection:
        """The first connection that proves the secret (another local user's is closed)."""
        loop = asyncio.get_running_loop()
        listener = self.spawned.listener
        listener.setblocking(False)
        while True:
            # Polled, not loop.sock_accept: a pending accept's reader (a Qt socket notifier
            # under qasync) is removed a turn after it is cancelled, and the listener is
            # closed at once when the child fails; its number, reused by the console's own
            # server, then lost that server's reader (and crashed Qt in the test suite).
            try:
                sock, _ = listener.accept()
            except BlockingIOError:
                if self.spawned.process.poll() is not None:
                    raise ConnectionError(f"it exited with {self.spawned.process.returncode}") from None
                await asyncio.sleep(ACCEPT_POLL_S)
                continue
            sock.setblocking(False)
            _, connection = await loop.connect_accepted_socket(lambda: ChildConnection(self._take, self._ended), sock)
            with contextlib.suppress(KeyError, TypeError, asyncio.TimeoutError, ConnectionError):
                hello = await asyncio.wait_for(asyncio.shield(connection.hello), 2.0)
                if hmac.compare_digest(str(hello["secret"]).encode(), self.spawned.secret.encode()):
                    listener.close()  # nobody else may connect
                    return connection
            log.warning("a local connection to the phone server's port did not know the secret")
            connection.ended = _nothing
            connection.close()

    def _give_up(self) -> None:
        self._forget_the_evening()
        if self._connection is not None:
            self._connection.ended = _nothing
            self._connection.close()
            self._connection = None
        self.spawned.discard()

    async def stop(self) -> None:
        """Tell the child to stop; it closes its streams and ends (ended if it does not)."""
        self._forget_the_evening()
        connection, self._connection = self._connection, None
        if connection is not None:
            connection.ended = _nothing
            connection.send({"stop": True})
            connection.close()  # after what was written is sent
        process = self.spawned.process
        waited = 0.0
        while process.poll() is None and waited < STOP_TIMEOUT_S:
            await asyncio.sleep(0.05)
            waited += 0.05
        self.spawned.discard()

    def _forget_the_evening(self) -> None:
        for unsubscribe in self._unsubscribe:
            unsubscribe()
        self._unsubscribe = []
        if self._inputs_later is not None:
            self._inputs_later.cancel()
            self._inputs_later = None

    def _ended(self) -> None:
        """The connection closed without a stop: the child died (or was killed)."""
        if self._answer_to_start is not None and not self._answer_to_start.done():
            self._answer_to_start.set_exception(ConnectionError("it ended before it listened"))
            return
        log.warning("the phone server's process ended")
        self._give_up()  # the process: reaped, or ended if it hangs
        self.lost()

    # -- what crosses -------------------------------------------------------------------
    def _send(self, message: dict[str, Any]) -> None:
        if self._connection is not None:
            self._connection.send(message)

    def _evening_changed(self) -> None:
        """Refresh by change: an input of time (a heartbeat, a clock reading in the same
        phase) changes no token, lobby or mode, and the child's pages take it up to
        ``INPUTS_LATER_S`` later anyway: such changes are pushed once per that interval,
        so a heartbeat costs the console a timer, not a view and its JSON."""
        if not self.evening.changed_only_inputs:
            self._push(only_inputs=False)
            return
        if self._inputs_later is not None:
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:  # not on the loop (a test driving the evening directly): now
            self._push(only_inputs=True)
            return
        self._inputs_later = loop.call_later(INPUTS_LATER_S, self._push_inputs)

    def _push_inputs(self) -> None:
        self._inputs_later = None
        self._push(only_inputs=False)  # it has waited: the child's pages check at once

    def _push(self, *, only_inputs: bool) -> None:
        """After a change: the game clock, and what the child mirrors when it changed."""
        evening = self.evening
        push: dict[str, Any] = {"only_inputs": only_inputs, "clock": evening.now_ms()}  # the child keeps an offset
        state = self._mirrored()
        text = json.dumps(state, sort_keys=True)
        if text != self._state:
            self._state = text
            push["state"] = state
        if evening.table is not None:  # no table: the TV asks (a blank table's view needs the engine)
            from moonveil_desktop.table import without_clock

            village = evening.village_view(TV_LANG)
            deadline = self.deadline()
            remaining = None if deadline is None else deadline - time.monotonic()
            shown = json.dumps([without_clock(village), deadline], sort_keys=True, default=list)  # as the TV's _wake
            if shown != self._village:
                self._village = shown
                push["village"] = village
                push["remaining"] = remaining
        self._send({"push": push})

    def _mirrored(self) -> dict[str, Any]:
        from moonveil_desktop.evening import lobby_data
        from moonveil_desktop.table import NARRATOR

        evening = self.evening
        return {
            "mode": evening.table.settings.mode if evening.table is not None else NARRATOR,
            "tokens": self.tokens.saved(),
            "retired": self.tokens.retired(),
            "lobby": lobby_data(evening.lobby, evening.host),
        }

    def _remaining(self) -> float | None:
        deadline = self.deadline()
        return None if deadline is None else deadline - time.monotonic()

    def _take(self, message: dict[str, Any]) -> None:
        if self._answer_to_start is not None and not self._answer_to_start.done():
            self._answer_to_start.set_result(message)  # "listening" or "failed"
        elif "call" in message:
            if too_late(message):
                log.warning("the phone server's %s request came too late to apply: dropped", message["call"])
                return  # the child gives up on it and tells the phone nothing was done: so it must not be
            try:
                answer = {"id": message["id"], "ok": self._answer(message["call"], message["args"])}
            except Exception as error:  # the child's request fails, the console goes on
                log.exception("the phone server's request %s failed", message["call"])
                answer = {"id": message["id"], "error": type(error).__name__}
            self._send(answer)
        elif "connected" in message:
            self._connected = [int(seat) for seat in message["connected"]]

    def _answer(self, call: str, args: list[Any]) -> Any:
        evening = self.evening
        if call == "views":
            seat, lang = int(args[0]), str(args[1])
            return [evening.player_view(seat, lang), evening.reveal(lang)]
        if call == "command":
            from engine.commands import command_from_dict
            from moonveil_desktop.web.commands import command_outcome

            return list(command_outcome(evening, command_from_dict(args[0]), str(args[1])))
        if call == "presence":
            from moonveil_desktop.web.commands import journal_presence

            journal_presence(evening, int(args[0]), int(args[1]))
            return None
        if call == "village":
            return [evening.village_view(str(args[0])), self._remaining()]
        if call in ("join", "ready"):
            return self._lobby_action(call, args)
        raise ValueError(f"unknown call {call!r}")

    def _lobby_action(self, call: str, args: list[Any]) -> dict[str, Any]:
        """The join desk's actions on the evening's lobby (then everyone is told, as in-process)."""
        from moonveil_desktop.lobby import LobbyError

        lobby = self.evening.lobby
        try:
            if call == "join":
                _, cookie = lobby.join(str(args[0]), str(args[1]))
                self.lobby_changed()
                return {"cookie": cookie}
            lobby.set_ready(args[0] if isinstance(args[0], str) else None, bool(args[1]))
        except LobbyError as refused:
            return {"refused": refused.code, "message": refused.message}
        self.lobby_changed()
        return {}


def too_late(call: dict[str, Any]) -> bool:
    """Whether the child's call came after its ``apply_by`` (``web/child.py``): the child
    will have told its phone that nothing was done (a call without one is never late)."""
    apply_by = call.get("apply_by")
    return isinstance(apply_by, int | float) and time.time() > apply_by


def _nothing() -> None:
    """A connection closed on purpose: nothing to report."""
