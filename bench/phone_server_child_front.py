"""PROTOTYPE (start-up, fifth pass, issue 20): the phone server in a child process.

Not used by the app. ``bench/phone_server_child.py`` spawns this before the console
imports PySide6; it runs the real ``PhoneService`` (aiohttp, our handlers, Jinja, all
in this process, on the other core) over a table and seat tokens that stay in the
console, reached over loopback: one blocking "calls" connection (a JSON line asked, a
JSON line answered: views, token look-ups) and one "events" connection (the console
pushes the evening's changes; this process says when it listens). What a finished
version still needs is listed in docs/performance.md ("Start-up, fifth pass").
"""

from __future__ import annotations

import json
import os
import socket
import sys
import time
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

PORT = int(sys.argv[1])
os.nice(int(os.environ.get("CHILD_NICE", "0")))  # the measured variant: below the console

import asyncio  # noqa: E402

from moonveil_desktop.web.server import PhoneService  # noqa: E402  aiohttp comes with it

IMPORTED_CPU = time.process_time() * 1000
calls = socket.create_connection(("127.0.0.1", PORT))
calls.sendall(b'{"role": "calls"}\n')
answers = calls.makefile("rb")


def call(method: str, *args: Any) -> Any:
    """Ask the console (blocking: the handlers are synchronous readers of the table)."""
    calls.sendall(json.dumps({"m": method, "a": args}).encode() + b"\n")
    reply = json.loads(answers.readline())
    if "e" in reply:
        raise RuntimeError(reply["e"])
    return reply["r"]


class RemoteTable:
    """``TableService`` over the console's ``Evening``: views cross as JSON."""

    def __init__(self) -> None:
        self.listeners: list[Callable[[], None]] = []
        self.changed_only_inputs = False

    @property
    def settings(self) -> SimpleNamespace:
        return SimpleNamespace(mode=call("mode"))

    def subscribe(self, listener: Callable[[], None]) -> Callable[[], None]:
        self.listeners.append(listener)
        return lambda: self.listeners.remove(listener)

    def public_view(self, lang: str | None = "en") -> Any:
        return call("public_view", lang)

    def player_view(self, seat: int, lang: str | None = "en") -> Any:
        return call("player_view", seat, lang)

    def reveal(self, lang: str = "en") -> Any:
        return call("reveal", lang)

    def apply(self, command: Any) -> Any:
        raise NotImplementedError("prototype: commands would cross as the journal's JSON")

    def try_apply(self, command: Any) -> None:
        return None  # prototype: heartbeats are not journaled


class RemoteTokens:
    """The console's ``SeatTokens``, asked for each look-up."""

    def __init__(self) -> None:
        self.listeners: list[Callable[[int], None]] = []

    def subscribe(self, listener: Callable[[int], None]) -> Callable[[], None]:
        self.listeners.append(listener)
        return lambda: self.listeners.remove(listener)

    def seat_for(self, token: str) -> int | None:
        return call("seat_for", token)  # type: ignore[no-any-return]

    def is_retired(self, token: str) -> bool:
        return bool(call("is_retired", token))

    def token(self, seat: int) -> str:
        return str(call("token", seat))

    def ensure(self, seats: int) -> None:
        call("ensure", seats)


async def main() -> None:
    reader, writer = await asyncio.open_connection("127.0.0.1", PORT)
    writer.write(b'{"role": "events"}\n')
    table, tokens = RemoteTable(), RemoteTokens()
    service = PhoneService(table, tokens)  # type: ignore[arg-type]
    url = await service.start("127.0.0.1", 0)
    now = {"listening": url, "imported_cpu": IMPORTED_CPU, "cpu": time.process_time() * 1000, "at": time.time()}
    with open("/proc/self/status") as status:  # Linux: the child's resident memory once it listens
        now["rss"] = next(int(line.split()[1]) // 1024 for line in status if line.startswith("VmRSS"))
    writer.write(json.dumps(now).encode() + b"\n")
    await writer.drain()
    while line := await reader.readline():
        event = json.loads(line)
        if "changed" in event:
            table.changed_only_inputs = event["changed"]
            for listener in list(table.listeners):
                listener()
        elif "revoked" in event:
            for seat_listener in list(tokens.listeners):
                seat_listener(event["revoked"])
        elif "stop" in event:
            break
    await service.stop()


asyncio.run(main())
