"""Issue 17: one laptop on the venue's Wi-Fi opening 1,100 half-sent requests (a
slowloris) against a server limited to 1,024 open files must not keep a real phone
from its card. The server runs in its own process with that limit; the attack comes
from 127.0.0.2, the phone from 127.0.0.1 (both loopback: two hosts of one Wi-Fi)."""

from __future__ import annotations

import contextlib
import resource
import selectors
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest
from phones_support import LiveServer, make_table

from moonveil_desktop.web.connections import MAX_CONNECTIONS_PER_ADDRESS
from moonveil_desktop.web.server import PhoneService

ROOT = Path(__file__).resolve().parents[3]
SERVER = Path(__file__).with_name("slow_venue_server.py")
ATTACK_CONNECTIONS = 1100
ATTACKER = "127.0.0.2"


@contextlib.contextmanager
def venue_server(soft: int, hard: int) -> Iterator[tuple[str, int]]:
    """The server in a process whose open-file limit is (soft, hard); yields (card URL, soft limit in force)."""

    def limit() -> None:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))

    process = subprocess.Popen(
        [sys.executable, str(SERVER)], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True,
        preexec_fn=limit, env={"PYTHONPATH": str(ROOT), "QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"},
    )  # fmt: skip
    try:
        assert process.stdout is not None
        url, in_force = process.stdout.readline().split()
        yield url, int(in_force)
    finally:
        assert process.stdin is not None
        process.stdin.close()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
        assert process.stdout is not None
        process.stdout.close()


def half_sent_requests(port: int, count: int) -> list[socket.socket]:
    """``count`` connections from ATTACKER, each with a request head that never ends."""
    held = []
    for _ in range(count):
        sock = socket.socket()
        sock.settimeout(5)
        sock.bind((ATTACKER, 0))
        with contextlib.suppress(OSError):  # the server may refuse or hang up: the socket is held anyway
            sock.connect(("127.0.0.1", port))
            sock.sendall(b"GET /p/guess HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ")
        held.append(sock)
    return held


def settled(held: list[socket.socket], open_at_most: int, within_s: float = 20.0) -> int:
    """Wait until the server has dealt with every attacking connection: all but
    ``open_at_most`` hung up on (readable: EOF or reset). Returns how many it hung up on."""
    hung_up: set[socket.socket] = set()
    with selectors.DefaultSelector() as selector:  # epoll: more than select()'s 1,024
        for sock in held:
            selector.register(sock, selectors.EVENT_READ)
        deadline = time.monotonic() + within_s
        while len(held) - len(hung_up) > open_at_most and time.monotonic() < deadline:
            for key, _ in selector.select(timeout=0.5):
                hung_up.add(key.fileobj)  # type: ignore[arg-type]
                selector.unregister(key.fileobj)
    return len(hung_up)


@pytest.fixture
def enough_files_for_the_attacker() -> Iterator[None]:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    wanted = ATTACK_CONNECTIONS + 200
    if hard != resource.RLIM_INFINITY and hard < wanted:
        pytest.skip(f"the test process may open only {hard} files")
    if soft != resource.RLIM_INFINITY and soft < wanted:
        resource.setrlimit(resource.RLIMIT_NOFILE, (wanted, hard))
    yield
    resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


def test_a_slowloris_of_1100_connections_does_not_keep_a_phone_from_its_card(
    enough_files_for_the_attacker: None,
) -> None:
    with venue_server(1024, 1024) as (url, files):
        assert files == 1024  # the hard limit: the server could not raise it
        port = int(url.split(":")[2].split("/")[0])
        held = half_sent_requests(port, ATTACK_CONNECTIONS)
        try:
            refused = settled(held, MAX_CONNECTIONS_PER_ADDRESS)
            started = time.monotonic()  # the attack is fully in place: each connection held or refused
            with urllib.request.urlopen(url, timeout=5) as response:
                page = response.read().decode()
            took = time.monotonic() - started
        finally:
            for sock in held:
                sock.close()
    assert '<h2 class="role">Wolf</h2>' in page
    print(f"card under a slowloris of {ATTACK_CONNECTIONS} ({refused} refused): {took * 1000:.0f} ms")
    assert took < 1.0, f"the card took {took:.2f} s under the slowloris"


def test_the_server_raises_its_open_file_limit_where_the_os_allows() -> None:
    with venue_server(256, 4096) as (_, files):
        assert files == 4096


def test_one_address_holds_at_most_its_share_of_connections() -> None:
    live = LiveServer(make_table())
    try:
        held = half_sent_requests(live.service.port, MAX_CONNECTIONS_PER_ADDRESS + 20)
        try:
            server = live.service._runner.server  # type: ignore[union-attr]
            for _ in range(100):  # until the server has taken them all in (or 10 s)
                if live.call(lambda: server.open_by_address[ATTACKER]) >= MAX_CONNECTIONS_PER_ADDRESS:  # type: ignore[union-attr]
                    break
                time.sleep(0.1)
            time.sleep(0.2)  # and refused the rest
            assert live.call(lambda: server.open_by_address[ATTACKER]) == MAX_CONNECTIONS_PER_ADDRESS  # type: ignore[union-attr]
            with urllib.request.urlopen(live.url(0), timeout=5) as response:
                assert response.status == 200
        finally:
            for sock in held:
                sock.close()
    finally:
        live.close()


def test_a_request_head_that_never_ends_is_closed_after_the_header_timeout() -> None:
    def quick(service: PhoneService) -> None:
        service.header_timeout_s = 0.5

    live = LiveServer(make_table(), quick)
    try:
        [sock] = half_sent_requests(live.service.port, 1)
        with sock:
            sock.settimeout(10)
            started = time.monotonic()
            assert sock.recv(1024) == b""  # the server hung up, without an answer
            assert time.monotonic() - started < 9  # well before the socket's own 10 s
    finally:
        live.close()
