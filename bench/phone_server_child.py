"""PROTOTYPE measurement (start-up, fifth pass, issue 20): the phone server in a child
process started before the console imports PySide6, against this tree's console and a
bare window, alternating, in ``bench/startup.py``'s samples.

    python bench/phone_server_child.py [--runs 5] [--check]

The prototype console is the real ``app.main`` with ``run_evening`` replaced: it never
imports aiohttp or Jinja; it answers the child's questions (views, token look-ups) on
its loop, pushes the evening's changes, and counts the server as listening when the
child says so (``bench/phone_server_child_front.py``). Then the rest of the deferred
start-up runs as in the app (the link, the Phones panel, the engine, the QR library,
the narrator's dock, the hidden pages). ``--check`` deals a 12-seat table after the
start-up and fetches one seat's card page through the child (the page must hold the
player's name and role). ``CHILD_NICE=5`` runs the child below the console.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
import startup  # noqa: E402

SPAWN = f"""
import json, socket, subprocess, sys, time
LISTENER = socket.socket()
LISTENER.bind(("127.0.0.1", 0))
LISTENER.listen(4)
SPAWN_CPU = time.process_time() * 1000
FRONT = {str(HERE / "phone_server_child_front.py")!r}
CHILD = subprocess.Popen([sys.executable, FRONT, str(LISTENER.getsockname()[1])])
SPAWN_CPU = time.process_time() * 1000 - SPAWN_CPU
PROTO = {{"listening": False}}
"""

PARENT = """
async def child_run_evening(window, wiring=None):
    import asyncio
    import moonveil_desktop.integration as integration
    console = asyncio.ensure_future(integration.run_window(window))
    evening = window.controller.evening
    loop = asyncio.get_running_loop()
    listening = loop.create_future()
    methods = {
        "mode": lambda: evening.settings.mode, "public_view": evening.public_view,
        "player_view": evening.player_view, "reveal": evening.reveal,
        "seat_for": evening.tokens.seat_for, "is_retired": evening.tokens.is_retired,
        "token": evening.tokens.token, "ensure": evening.tokens.ensure,
    }
    writers = []
    async def serve(reader, writer):
        role = json.loads(await reader.readline())["role"]
        if role == "events":
            send = lambda event: writer.write(json.dumps(event).encode() + b"\\n")
            evening.subscribe(lambda: send({"changed": evening.changed_only_inputs}))
            evening.tokens.subscribe(lambda seat: send({"revoked": seat}))
            writers.append(writer)
            listening.set_result(json.loads(await reader.readline()))
            return
        while line := await reader.readline():
            request = json.loads(line)
            try:
                reply = {"r": methods[request["m"]](*request["a"])}
            except Exception as error:
                reply = {"e": repr(error)}
            writer.write(json.dumps(reply, default=list).encode() + b"\\n")
    server = await asyncio.start_server(serve, sock=LISTENER)
    try:
        await asyncio.wait({console, listening}, return_when=asyncio.FIRST_COMPLETED)
        if not console.done():
            info = listening.result()
            PROTO.update(info, listening=True, parent_at=time.time(), parent_cpu=time.process_time() * 1000)
            await integration.import_in_turns(integration.LINK_MODULES + integration.PANEL_MODULES)
            wiring = integration.Wiring(window, place_panel=False)
            await integration.next_turn()
            wiring.build_panel()
            await integration.next_turn()
            wiring.place_panel()
            later = ("engine.rulesets", "qrcode", "PIL.Image")  # the warm-up, without Jinja (the child renders)
            await loop.run_in_executor(None, integration.import_server_modules, later)
            await integration.import_in_turns(integration.NARRATOR_MODULES)
            wiring.add_narrator()
            while window.build_a_hidden_part():
                await integration.next_turn()
            PROTO["imported"] = sorted({n.split(".")[0] for n in sys.modules} & {"aiohttp", "jinja2"})
            if CHECK:
                await check(window, info["listening"], evening)
            wiring.started_up = True
            wiring.startedUp.emit()
        await console
    finally:
        for writer in writers:
            writer.write(b'{"stop": true}\\n')
        server.close()

async def check(window, url, evening):
    import asyncio, urllib.request
    from moonveil_desktop.table import TableSettings
    seats = [(f"Player {i}", False) for i in range(12)]
    assert window.controller.new_table(TableSettings("moonveil", {"wolves": 3}, 1), seats)
    assert window.controller.deal()
    token = evening.tokens.token(3)
    def get():
        started = time.perf_counter()
        with urllib.request.urlopen(f"{url}/p/{token}", timeout=30) as answer:
            return answer.status, answer.read().decode(), (time.perf_counter() - started) * 1000
    card = evening.player_view(3, "en")["card"]
    for attempt in ("first", "second"):
        status, body, ms = await asyncio.get_running_loop().run_in_executor(None, get)
        print(f"check: {attempt} card page {status}, {len(body)} bytes, name shown {'Player 3' in body},"
              f" role shown {card['role_name'] in body} ({card['role_name']}), {ms:.0f} ms", file=sys.stderr)

import moonveil_desktop.integration as _integration
_integration.run_evening = child_run_evening
"""

STAMP = """    def server_up(self):
        if PROTO["listening"]:
            self.started, self.started_cpu = PROTO["parent_at"], PROTO["parent_cpu"]
        return PROTO["listening"]
    def tree_server_up(self):"""


def prototype(check: bool) -> str:
    console = startup.CONSOLE.replace("    def server_up(self):", STAMP, 1)
    call = 'main(["--data-dir", sys.argv[1], "--no-resume"])'
    assert call in console and "tree_server_up" in console
    tail = (
        f"CHECK = {check!r}\n{PARENT}{call}\nCHILD.wait(10)\n"
        "print(PROTO.get('at', 0), PROTO.get('imported_cpu', 0), PROTO.get('cpu', 0), SPAWN_CPU,"
        " PROTO.get('rss', 0), flush=True)\n"
        "print('parent imported', PROTO.get('imported'), file=sys.stderr)\n"
    )
    return SPAWN + console.replace(call, tail)


def median(rows: list[list[float]], index: int) -> float:
    return statistics.median(row[index] for row in rows)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--check", action="store_true", help="fetch a card page through the child (prints it)")
    args = parser.parse_args()
    code = prototype(args.check)
    bare: list[list[float]] = []
    tree: list[list[float]] = []
    child: list[list[float]] = []
    with tempfile.TemporaryDirectory() as data:
        startup.run(startup.BARE, data)  # warm the disk cache
        startup.run(code, data)
        for _ in range(args.runs):
            bare.append(startup.run(startup.BARE, data))
            tree.append(startup.run(startup.CONSOLE, data))
            child.append(startup.run(code, data, 1 if args.check else 0))
            print(
                f"bare {bare[-1][0] * 1000:.0f} ms; this tree usable/listening {tree[-1][0] * 1000:.0f}"
                f"/{tree[-1][1] * 1000:.0f} ms; child prototype {child[-1][0] * 1000:.0f}/{child[-1][1] * 1000:.0f} ms"
                f" (the child listened at {child[-1][9] * 1000:.0f} ms, {child[-1][11]:.0f} ms of its CPU)",
                flush=True,
            )
    b, b_cpu = median(bare, 0), median(bare, 1)
    print(f"bare window {b * 1000:.0f} ms wall, {b_cpu:.0f} ms CPU (medians of {args.runs})")
    for name, rows in (("this tree", tree), ("child prototype", child)):
        print(
            f"{name}: usable {median(rows, 0) / b:.2f}x, listening {median(rows, 1) / b:.2f}x wall;"
            f" process CPU usable {median(rows, 7) / b_cpu:.2f}x, listening {median(rows, 8) / b_cpu:.2f}x;"
            f" longest freeze {median(rows, 3):.0f} ms; idle memory {median(rows, 4):.0f} MB"
        )
    print(
        f"the child: listening at {median(child, 9) * 1000:.0f} ms wall, {median(child, 11):.0f} ms of its own CPU"
        f" = {median(child, 11) / b_cpu:.2f}x a bare window ({median(child, 10):.0f} ms of it imports);"
        f" the console's spawn {median(child, 12):.1f} ms of CPU; the child's memory {median(child, 13):.0f} MB"
    )


if __name__ == "__main__":
    main()
