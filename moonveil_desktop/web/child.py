"""The phone server in a child process (start-up, issue 20): this side runs in the child.

The console (``moonveil_desktop/phone_child.py``) starts ``sys.executable`` with
``--phone-server PORT`` before it imports PySide6 and writes a random secret on the
child's stdin. The child imports aiohttp, Jinja and our handlers (the console never
does: it becomes usable while the child loads on the other core), connects to the
console's loopback port, proves the secret, and waits for ``start(host, port)``.

One connection, one JSON object a line each way:

- console → child: ``start``; ``push`` after every change of the evening (whether it
  was only an input of time, the game clock's offset, and when they changed: the seat
  tokens, the lobby, the mode, the TV's public view and countdown); answers to calls
  (``id`` with ``ok`` or ``error``); ``presence_every_ms`` and ``answer_within_s``
  (benches and tests change them); ``stop``.
- child → console: ``secret``; ``listening`` or ``failed`` (the bind error); calls with
  ids, awaited without blocking the loop (``views`` of a seat, a phone's ``command`` as
  the journal's JSON, a heartbeat due for the journal as ``presence``, the join desk's
  ``join`` and ``ready``, the TV's ``village``); ``cancel`` of a call it stopped waiting
  for; and, unanswered, the ``connected`` seats.

A call the console does not answer usably (its side closed, an ``error`` answer, an
answer of the wrong shape, none within ``ANSWER_WITHIN_S``) raises ``ConsoleUnavailable``,
which the phone reads as 503 ``console_unavailable`` in its language (``web/guard.py``),
never a 500. A call given up on is cancelled, so a console that was only frozen does
not apply it afterwards (``phone_child.ChildConnection``). Each call also says by when it
may still be applied (``apply_by``, wall-clock seconds, ``APPLY_WITHIN_SHARE`` of the
wait): a console that reads it later drops it unanswered, so a command it applies is
answered while the child still waits, and "nothing was done" is never said of a command
that was (a console busy until the last instant of the wait would otherwise apply the
call, then find the ``cancel`` behind it).

The evening stays the console's: views are computed there (secrets flow only through
views), every command is applied there through the one road (``web/commands.py``).
The child keeps what the handlers read on every request (tokens, lobby, mode) as the
console pushes it, and reads a seat's view once per change (``Phones.context``), so
heartbeating phones cost no round trip. It exits when the console's side closes.
"""

from __future__ import annotations

import asyncio
import logging
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any

from moonveil_desktop.lobby import Lobby, LobbyError
from moonveil_desktop.phone_child import JsonLines
from moonveil_desktop.web.errors import ConsoleUnavailable
from moonveil_desktop.web.join import JOIN, JoinDesk, install_join_routes
from moonveil_desktop.web.server import PHONES, Phones, PhoneService
from moonveil_desktop.web.tokens import SeatTokens
from moonveil_desktop.web.waiting import at_most

log = logging.getLogger(__name__)

CONNECTED_EVERY_S = 2.0  # how often the connected seats are checked (a phone drops out after 30 s)
# A phone waits this long for the console before it is told the laptop is not answering:
# far above a loaded console's slowest answer (a view, a saved command: tens of ms), well
# below a phone browser giving up on its own.
ANSWER_WITHIN_S = 10.0
# The console applies a call only within this share of the wait (8 s of 10): its answer,
# written as soon as the call is applied, then reaches the child before it gives up.
APPLY_WITHIN_SHARE = 0.8


class Console(JsonLines):
    """The child's end of the connection: calls answered by id, pushes taken at once."""

    def __init__(self, secret: str) -> None:
        super().__init__()
        self.secret = secret
        self.take: Callable[[dict[str, Any]], None] = lambda _message: None  # set by ``serve``
        self.ended = asyncio.get_running_loop().create_future()
        self.answer_within_s = ANSWER_WITHIN_S
        self._waiting: dict[int, asyncio.Future[Any]] = {}
        self._last_id = 0

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        super().connection_made(transport)
        self.send({"secret": self.secret})

    def line_received(self, message: Any) -> None:
        if not isinstance(message, dict):
            log.warning("the console sent something that is not a message: its side is broken")
            self.close()
        elif "id" in message:
            self.answered(message)
        else:
            self.take(message)

    def connection_lost(self, exc: Exception | None) -> None:
        super().connection_lost(exc)
        for answer in self._waiting.values():
            if not answer.done():
                answer.set_exception(ConsoleUnavailable("the console is gone"))
        self._waiting.clear()
        if not self.ended.done():
            self.ended.set_result(None)

    async def call(self, name: str, *args: Any) -> Any:
        """Ask the console and await its answer (other requests are served meanwhile).
        Raises ``ConsoleUnavailable`` when there is no usable answer within ``answer_within_s``."""
        if self.closed:
            raise ConsoleUnavailable("the console is gone")
        self._last_id += 1
        call_id = self._last_id
        answer: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._waiting[call_id] = answer
        apply_by = time.time() + self.answer_within_s * APPLY_WITHIN_SHARE  # the two processes share the wall clock
        self.send({"id": call_id, "call": name, "args": args, "apply_by": apply_by})
        try:
            return await at_most(self.answer_within_s, lambda: answer)
        except TimeoutError:
            self._waiting.pop(call_id, None)
            self.send({"cancel": call_id})  # a console only frozen must not apply it later
            raise ConsoleUnavailable(f"the console did not answer {name} within {self.answer_within_s} s") from None

    def answered(self, message: dict[str, Any]) -> None:
        answer = self._waiting.pop(message["id"], None)
        if answer is None or answer.done():
            return
        if "error" in message:
            answer.set_exception(ConsoleUnavailable(f"the console could not answer: {message['error']}"))
        elif "ok" not in message:
            answer.set_exception(ConsoleUnavailable("the console's answer has no result"))
        else:
            answer.set_result(message["ok"])


class MirroredTable:
    """The ``TableService`` the child's handlers hold: the console's evening as it pushes
    it. Views are not kept here: ``ChildPhones`` asks for them (once per change)."""

    def __init__(self, console: Console) -> None:
        self.console = console
        self.mode = "narrator"
        self.changed_only_inputs = False
        self.clock_offset_ms = 0  # the evening's game clock = monotonic ms + this (pushed)
        self._listeners: list[Callable[[], None]] = []
        self._village_listeners: list[Callable[[], None]] = []
        self.villages: dict[str, Any] = {}  # the TV's public view by language
        self.deadline: float | None = None  # the console's countdown, on this process's monotonic clock

    @property
    def settings(self) -> SimpleNamespace:
        return SimpleNamespace(mode=self.mode)

    def now_ms(self) -> int:
        """The evening's game clock (the presence tracker's clock, as in the console)."""
        return int(time.monotonic() * 1000) + self.clock_offset_ms

    def subscribe(self, listener: Callable[[], None]) -> Callable[[], None]:
        return _listen(self._listeners, listener)

    def subscribe_village(self, listener: Callable[[], None]) -> Callable[[], None]:
        """The TV's listeners: told when the console pushed a new public view."""
        return _listen(self._village_listeners, listener)

    def village_view(self, lang: str | None = "en") -> Any:
        return self.villages.get(lang or "en") or self.villages["en"]

    async def fetch_village(self, lang: str) -> None:
        """Before a TV payload: the public view in ``lang`` and the countdown, now."""
        view, remaining = _pair(await self.console.call("village", lang), "village")
        if not isinstance(view, dict) or not (remaining is None or isinstance(remaining, (int, float))):
            raise ConsoleUnavailable("the console's village answer is not a view and a countdown")
        self.villages[lang] = view
        self.deadline = _deadline(remaining)

    def changed(self, push: dict[str, Any]) -> None:
        self.clock_offset_ms = int(push["clock"]) - int(time.monotonic() * 1000)
        if "remaining" in push:
            self.deadline = _deadline(push["remaining"])
        if "village" in push:
            self.villages = {"en": push["village"]}
            for listener in list(self._village_listeners):
                listener()
        self.changed_only_inputs = bool(push["only_inputs"])
        try:
            for listener in list(self._listeners):
                listener()
        finally:
            self.changed_only_inputs = False


def _listen(listeners: list[Callable[[], None]], listener: Callable[[], None]) -> Callable[[], None]:
    listeners.append(listener)
    return lambda: listeners.remove(listener) if listener in listeners else None


def _deadline(remaining: float | None) -> float | None:
    return None if remaining is None else time.monotonic() + remaining


def _pair(answer: Any, call: str) -> tuple[Any, Any]:
    """The two parts of a console's answer, or ``ConsoleUnavailable`` when it is not two."""
    if not isinstance(answer, list) or len(answer) != 2:
        raise ConsoleUnavailable(f"the console's {call} answer is not a pair")
    return answer[0], answer[1]


class ChildPhones(Phones):
    """The handlers' shared state in the child: views, commands and heartbeats go to the console."""

    @property
    def console(self) -> Console:
        table = self.table
        assert isinstance(table, MirroredTable)
        return table.console

    async def read_views(self, seat: int, lang: str) -> tuple[Any, Any]:
        view, reveal = _pair(await self.console.call("views", seat, lang), "views")
        if not isinstance(view, dict):
            raise ConsoleUnavailable("the console's views answer holds no view")
        return view, reveal

    async def apply_command(self, command: Any, lang: str) -> tuple[int, dict[str, Any]]:
        from engine.commands import command_to_dict

        status, answer = _pair(await self.console.call("command", command_to_dict(command), lang), "command")
        if isinstance(status, bool) or not isinstance(status, int) or not isinstance(answer, dict):
            raise ConsoleUnavailable("the console's command answer is not a status and an answer")
        return status, answer

    async def journal_presence(self, seat: int, at: int) -> None:
        try:
            await self.console.call("presence", seat, at)
        except ConsoleUnavailable as failure:  # as in the console: a heartbeat not counted
            log.warning("a heartbeat was not journaled: %s", failure)


@dataclass
class ChildJoinDesk(JoinDesk):
    """The join desk in the child: the lobby is the console's (mirrored here to read);
    joining and "ready" are done by the console, which pushes the new lobby first."""

    console: Console | None = None

    async def join(self, name: str, lang: str) -> str:
        answer = await self._ask("join", name, lang)
        return str(answer["cookie"])

    async def set_ready(self, cookie: str | None, ready: bool) -> None:
        await self._ask("ready", cookie, ready)

    async def _ask(self, name: str, *args: Any) -> dict[str, Any]:
        assert self.console is not None
        answer = await self.console.call(name, *args)
        if not isinstance(answer, dict):
            raise ConsoleUnavailable(f"the console's {name} answer is not an object")
        if "refused" in answer:
            raise LobbyError(answer["refused"], answer.get("message", ""))
        return answer


class Mirror:
    """What the console pushed: the table, the tokens and the lobby the handlers read."""

    def __init__(self, console: Console) -> None:
        self.table = MirroredTable(console)
        self.tokens = SeatTokens()
        self.lobby = Lobby(max_seats=99)
        self.lobby.open = False

    def take(self, state: dict[str, Any]) -> None:
        """A new state: a seat whose link changed has its streams closed (``follow``)."""
        from moonveil_desktop.evening import restore_lobby

        self.table.mode = state["mode"]
        self.lobby, _host = restore_lobby(state["lobby"])
        self.tokens.follow({int(seat): token for seat, token in state["tokens"].items()}, set(state["retired"]))


def build_service(console: Console, mirror: Mirror, tv_token: str) -> PhoneService:
    """The real phone application (cards, TV, join desk) over the mirror."""
    from moonveil_desktop.projector.tv_web import install_tv_routes

    table = mirror.table
    service = PhoneService(table, mirror.tokens, clock=table.now_ms, phones=ChildPhones)  # type: ignore[arg-type]
    install_tv_routes(
        service.app,
        table.village_view,
        table.subscribe_village,
        tv_token,
        deadline_source=lambda: table.deadline,
        prepare=table.fetch_village,
    )
    templates = service.app[PHONES].templates
    install_join_routes(service.app, lambda: mirror.lobby, mirror.tokens, templates)
    service.app[JOIN] = ChildJoinDesk(lambda: mirror.lobby, mirror.tokens, templates, _nothing, console=console)
    return service


def _nothing() -> None:
    """The console tells everyone of a lobby change itself."""


async def report_connected(console: Console, service: PhoneService) -> None:
    """The seats whose phone is connected, for the console's Phones panel, when they change."""
    shown: list[int] | None = None
    while not console.closed:
        now = service.connected_seats()
        if now != shown:
            console.send({"connected": now})
            shown = now
        await asyncio.sleep(CONNECTED_EVERY_S)


class Server:
    """The phone server's life in the child: built on ``start``, fed by the pushes."""

    def __init__(self, console: Console) -> None:
        self.console = console
        self.mirror = Mirror(console)
        self.service: PhoneService | None = None
        self.tasks: set[asyncio.Task[None]] = set()

    def take(self, message: dict[str, Any]) -> None:
        if "push" in message:
            push = message["push"]
            if "state" in push:
                self.mirror.take(push["state"])
            self.mirror.table.changed(push)
        elif "start" in message and self.service is None:
            self.tasks.add(asyncio.ensure_future(self.start(*message["start"])))
        elif "presence_every_ms" in message and self.service is not None:
            self.service.app[PHONES].presence.every_ms = int(message["presence_every_ms"])
        elif "answer_within_s" in message:
            self.console.answer_within_s = float(message["answer_within_s"])
        elif "stop" in message:
            self.console.close()

    async def start(self, host: str, port: int, tv_token: str) -> None:
        service = build_service(self.console, self.mirror, tv_token)
        try:
            await service.start(host, port)
        except OSError as error:
            self.console.send({"failed": str(error)})
            return
        self.service = service
        self.console.send({"listening": [service.host, service.port]})
        self.tasks.add(asyncio.ensure_future(report_connected(self.console, service)))

    async def stop(self) -> None:
        for task in self.tasks:
            task.cancel()
        if self.service is not None:
            await self.service.stop()


async def serve(port: int, secret: str) -> int:
    """Connect to the console, serve phones until it says stop or its side closes."""
    loop = asyncio.get_running_loop()
    console = Console(secret)
    server = Server(console)
    console.take = server.take
    await loop.create_connection(lambda: console, "127.0.0.1", port)
    try:
        await console.ended
    finally:
        await server.stop()
    return 0


def main(argv: list[str]) -> int:
    """``--phone-server PORT`` (the secret comes on stdin, never on the command line). The
    entry point lowered this process's priority before importing this module (``__main__``)."""
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s phone server: %(message)s")
    port = int(argv[argv.index("--phone-server") + 1])
    secret = sys.stdin.readline().strip()
    try:
        return asyncio.run(serve(port, secret))
    except (ConnectionError, OSError) as error:  # the console is gone: nothing to serve
        log.info("the console is gone: %s", error)
        return 0
