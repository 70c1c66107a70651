"""The real console at a full table with phones: GUI lag, card requests, cost per heartbeat, memory.

    python bench/phones.py [--quick] [--sizes 12,30,50,99] [--modes narrator,playing_host]
                           [--phones 100] [--seconds 2] [--heartbeats 10000]

For every (mode, seats) pair a fresh process starts the real console offscreen
through the app's own ``compose`` and ``integration.wire`` (storage, evening,
controller, main window, phone server, QR panel, qasync), seats the table with
phones (no bots) and deals. As the app's entry point, it starts the phone server's
process first (``moonveil_desktop.phone_child``): the phones' requests and heartbeats
reach the console through it (``MOONVEIL_PHONE_SERVER=in-process``: the console
serves them itself; then the hello-world route below shares the cards' loop, with the
child it runs on the console's loop, the cards in the child's). Then, in that process:

1. **Console cost per heartbeat**: heartbeats go through the evening exactly as the
   phone server sends them (``Evening.try_apply(Presence)``), and every listener runs
   (console, phone server, panel); the time per heartbeat includes the Qt events it
   posts. The slope of log(cost) over log(seats) (1.0 = linear) is fitted on one more
   console per mode that measures every size in turn, three rounds, best of each.
   The narrator's cost per Submit on the phase page (a target picked, Submit: the
   command and every listener) is measured too, five Submits, median.
2. **Load**: a separate process runs ``--phones`` real aiohttp clients on 127.0.0.1,
   each holding its card's server-sent-events stream and posting a heartbeat every
   second (the bench lowers the server's Presence throttle from 10 s to 1 s, so every
   seat's heartbeat reaches the engine 10 times as often as at a real table), while
   other clients load a hello-world route and then the card page of the same server.
   The night is resolved (``Advance`` with override) during the card load. A 10 ms Qt
   timer measures how late the GUI loop runs.
3. **Memory**: resident memory after the load, and its growth over ``--heartbeats``
   heartbeats applied through the evening (bounded in time: the growth is also
   given per 1,000 heartbeats).

4. **QR codes**: 100 PNGs (``moonveil_desktop.qr.qr_png``, cache cleared) against a bare
   qrcode loop with the same mask, interleaved, best of five (target <= 1.2x).

Ratios only: the machine is shared. Prints a table and one JSON object (also
written to bench/out/phones.json).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import gc
import io
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

HOST = "127.0.0.1"  # benchmarks never leave the machine
SIZES = (12, 30, 50, 99)
QUICK_SIZES = (9, 20)
MODES = ("narrator", "playing_host")


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def resident_mb() -> float:
    with open("/proc/self/status") as status:
        line = next(line for line in status if line.startswith("VmRSS"))
    return int(line.split()[1]) / 1024


# -- the load generator (its own process) --------------------------------------------------
def client_address(group: int, index: int) -> str:
    """Each phone and each load client talks from its own loopback address (127.x.y.z is
    all this machine), as phones in a room do: the server allows 64 connections per address."""
    return f"127.{group}.{index // 250}.{index % 250 + 1}"


def session_from(address: str) -> Any:
    import aiohttp

    connector = aiohttp.TCPConnector(limit=0, local_addr=(address, 0))
    return aiohttp.ClientSession(connector=connector, timeout=aiohttp.ClientTimeout(total=None, sock_read=None))


async def phone(index: int, base: str, token: str, stop: asyncio.Event, counts: dict[str, int]) -> None:
    """One phone: its card's event stream held open, a heartbeat every second."""
    import aiohttp

    async with session_from(client_address(1, index)) as session:

        async def stream() -> None:
            async with session.get(f"{base}/p/{token}/events") as response:
                async for line in response.content:
                    counts["events"] += line.startswith(b"event: view")

        reader = asyncio.ensure_future(stream())
        try:
            while not stop.is_set():
                try:
                    async with session.post(f"{base}/p/{token}/presence", json={}) as response:
                        await response.read()
                        counts["heartbeats"] += 1
                except aiohttp.ClientError:
                    counts["errors"] += 1
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(stop.wait(), 1.0)
        finally:
            reader.cancel()
            await asyncio.gather(reader, return_exceptions=True)


async def hammer(urls: list[str], clients: int, seconds: float) -> dict[str, float]:
    """``clients`` clients, each from its own address, request ``urls`` in turn for ``seconds``."""
    import aiohttp

    latencies: list[float] = []
    errors = 0
    deadline = time.perf_counter() + seconds

    async def client(index: int) -> None:
        nonlocal errors
        async with session_from(client_address(2, index)) as session:
            while time.perf_counter() < deadline:
                started = time.perf_counter()
                try:
                    async with session.get(urls[index % len(urls)]) as response:
                        await response.read()
                        errors += response.status != 200
                except aiohttp.ClientError:
                    errors += 1
                latencies.append(time.perf_counter() - started)
                index += clients

    started = time.perf_counter()
    await asyncio.gather(*(client(i) for i in range(clients)))
    elapsed = time.perf_counter() - started
    return {
        "rps": len(latencies) / elapsed,
        "p50_ms": percentile(latencies, 0.5) * 1000,
        "p99_ms": percentile(latencies, 0.99) * 1000,
        "errors": errors,
    }


async def load(
    base: str, hello_url: str, tokens: list[str], phones: int, clients: int, seconds: float
) -> dict[str, Any]:
    stop = asyncio.Event()
    counts = {"events": 0, "heartbeats": 0, "errors": 0}
    held = [asyncio.ensure_future(phone(i, base, tokens[i % len(tokens)], stop, counts)) for i in range(phones)]
    await asyncio.sleep(min(1.0, seconds / 2))  # every phone connected and heard
    hello = await hammer([hello_url], clients, seconds)
    print("card", flush=True)  # tells the server to resolve the night now
    card = await hammer([f"{base}/p/{t}" for t in tokens], clients, seconds)
    stop.set()
    await asyncio.gather(*held, return_exceptions=True)
    return {"hello": hello, "card": card, **counts}


# -- the console (one process per table) ------------------------------------------------------
def serve(mode: str, seats: int, phones: int, clients: int, seconds: float, heartbeats: int) -> dict[str, Any]:
    with real_console() as (app, window, wiring, loop):
        return loop.run_until_complete(measure(app, window, wiring, mode, seats, phones, clients, seconds, heartbeats))


@contextlib.contextmanager
def real_console() -> Iterator[tuple[Any, Any, Any, Any]]:
    """The real console (offscreen) on the app's own loop, with scratch settings and
    data: (application, main window, phone wiring, loop); the loop is closed after."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as data:
        os.environ["XDG_CONFIG_HOME"] = data
        if os.environ.get("MOONVEIL_PHONE_SERVER") != "in-process":
            from moonveil_desktop.phone_child import spawn

            spawn()  # as the entry point does, before PySide6: the phones are served by the child
        from moonveil_desktop.app import make_application

        app = make_application()
        from PySide6.QtCore import QSettings

        from moonveil_desktop.app import compose
        from moonveil_desktop.integration import wire
        from moonveil_desktop.loop import FairEventLoop
        from moonveil_desktop.settings import AppSettings

        window = compose(Path(data), AppSettings(QSettings(str(Path(data) / "s.ini"), QSettings.Format.IniFormat)))
        window.show()
        loop = FairEventLoop(app)  # the app's own loop
        asyncio.set_event_loop(loop)
        try:
            yield app, window, wire(window), loop
        finally:
            loop.close()


def deal_table(window: Any, mode: str, seats: int) -> None:
    from engine.ruleset import find_ruleset
    from moonveil_desktop.table import PLAYING_HOST, TableSettings

    options = find_ruleset("moonveil").proposed_options(seats)
    host = 0 if mode == PLAYING_HOST else None
    settings = TableSettings("moonveil", options, 7, mode, host)
    assert window.controller.new_table(settings, [(f"Player {i + 1}", False) for i in range(seats)])
    assert window.controller.deal(), "the table did not deal"


def heartbeat_cost(app: Any, evening: Any, seats: int, budget_s: float, at: list[int]) -> list[float]:
    """Heartbeats through the evening, one seat after another, with the Qt events they post."""
    from engine.commands import Presence

    costs: list[float] = []
    stop = time.perf_counter() + budget_s
    while len(costs) < 5 or (time.perf_counter() < stop and len(costs) < 60):
        at[0] += 1000
        started = time.perf_counter()
        refusal = evening.try_apply(Presence(len(costs) % seats, at[0]))
        app.processEvents()
        costs.append(time.perf_counter() - started)
        assert refusal is None, refusal
    return costs


async def submit_cost(window: Any, count: int = 5) -> list[float]:
    """Submits entered on the console's phase page as a narrator does (the first legal
    target, then Submit): the click runs the command and every listener, the page's
    update included; the loop then runs what they scheduled before the next one."""
    costs: list[float] = []
    for _ in range(count):
        row = next((r for r in window.phase.rows if r.prompt.submitted is None and r.target_boxes), None)
        if row is None:
            break
        for box in row.target_boxes:
            box.setCurrentIndex(0)
        started = time.perf_counter()
        row.submit_button.click()
        costs.append(time.perf_counter() - started)
        await asyncio.sleep(0.05)
    return costs


async def measure(
    app: Any, window: Any, wiring: Any, mode: str, seats: int, phones: int, clients: int, seconds: float, hb: int
) -> dict[str, Any]:
    from aiohttp import web
    from PySide6.QtCore import QTimer

    from moonveil_desktop.web.server import PHONES

    idle_mb = resident_mb()
    link = wiring.link

    async def hello(request: web.Request) -> web.Response:
        return web.Response(text="Hello, world")

    await link.start(HOST, 0)
    service_app = None if link.in_child else link.service.app
    deal_table(window, mode, seats)
    for _ in range(3):
        app.processEvents()
    evening = window.controller.evening
    at = [max(evening.now_ms(), evening.public_view(None)["now_ms"])]
    costs = heartbeat_cost(app, evening, seats, 2.0 if seconds >= 1 else 0.5, at)
    submits = await submit_cost(window)
    if link.in_child:
        link.service.journal_heartbeats_every(1000)
    else:
        service_app[PHONES].presence.every_ms = 1000
    # hello world on the same loop (a started application's router is frozen: its own app)
    hello_app = web.Application()
    hello_app.router.add_get("/hello", hello)
    hello_runner = web.AppRunner(hello_app, handle_signals=False, access_log=None)
    await hello_runner.setup()
    await web.TCPSite(hello_runner, HOST, 0).start()
    hello_port = hello_runner.addresses[0][1]

    lag: list[float] = []
    last = [time.perf_counter()]

    def tick() -> None:
        now = time.perf_counter()
        lag.append(max(0.0, (now - last[0]) * 1000 - 10))
        last[0] = now

    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(tick)
    timer.start()
    tokens = [evening.tokens.token(seat) for seat in range(seats)]
    base = f"http://{HOST}:{link.service.port}"
    command = [
        sys.executable,
        __file__,
        "--load",
        base,
        "--hello-port",
        str(hello_port),
        "--phones",
        str(phones),
        "--clients",
        str(clients),
        "--seconds",
        str(seconds),
    ]
    process = await asyncio.create_subprocess_exec(
        *command, stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE
    )
    assert process.stdin is not None and process.stdout is not None
    process.stdin.write(("\n".join(tokens) + "\n\n").encode())
    await process.stdin.drain()
    process.stdin.close()
    await process.stdout.readline()  # "card": the card load begins
    await asyncio.sleep(seconds / 3)
    started = time.perf_counter()
    resolved = window.controller.advance(True)
    resolve_ms = (time.perf_counter() - started) * 1000
    output = await process.stdout.read()
    await process.wait()
    timer.stop()
    result = json.loads(output)
    await hello_runner.cleanup()
    journaled = sum(1 for c in evening.table.game.journal if c.kind == "presence")
    loaded_mb = resident_mb()
    growth = await memory_growth(evening, seats, hb, at, 4.0 if seconds >= 1 else 1.0)
    await link.stop()
    return {
        "mode": mode,
        "seats": seats,
        "phones": phones,
        "heartbeat_ms_median": statistics.median(costs) * 1000,
        "heartbeat_samples": len(costs),
        "submit_ms_median": statistics.median(submits) * 1000 if submits else 0.0,
        "gui_lag_p50_ms": percentile(lag, 0.5),
        "gui_lag_p99_ms": percentile(lag, 0.99),
        "gui_lag_max_ms": max(lag, default=0.0),
        "card_rps": result["card"]["rps"],
        "card_p99_ms": result["card"]["p99_ms"],
        "hello_rps": result["hello"]["rps"],
        "hello_p99_ms": result["hello"]["p99_ms"],
        "card_vs_hello": result["card"]["rps"] / result["hello"]["rps"] if result["hello"]["rps"] else 0.0,
        "errors": result["card"]["errors"] + result["hello"]["errors"] + result["errors"],
        "sse_events": result["events"],
        "phone_heartbeats": result["heartbeats"],
        "presence_journaled": journaled,
        "night_resolved": bool(resolved),
        "resolve_ms": resolve_ms,
        "idle_mb": idle_mb,
        "loaded_mb": loaded_mb,
        **growth,
    }


def serve_slope(mode: str, sizes: list[int], rounds: int) -> dict[str, float]:
    """Cost per heartbeat at every size in one console, sizes interleaved over ``rounds``
    rounds, the best median of each: the machine's noise hits every size alike."""
    with real_console() as (app, window, wiring, loop):

        async def measure_all() -> dict[str, float]:
            await wiring.link.start(HOST, 0)
            costs: dict[int, list[float]] = {n: [] for n in sizes}
            for _ in range(rounds):
                for seats in sizes:
                    deal_table(window, mode, seats)
                    app.processEvents()
                    evening = window.controller.evening
                    at = [evening.public_view(None)["now_ms"]]
                    costs[seats].append(statistics.median(heartbeat_cost(app, evening, seats, 1.0, at)) * 1000)
            await wiring.link.stop()
            return {str(n): min(values) for n, values in costs.items()}

        return loop.run_until_complete(measure_all())


async def memory_growth(evening: Any, seats: int, count: int, at: list[int], budget_s: float) -> dict[str, Any]:
    """Resident memory before and after up to ``count`` heartbeats (bounded in time)."""
    from engine.commands import Presence

    gc.collect()
    before = resident_mb()
    stop = time.perf_counter() + budget_s
    done = 0
    at[0] = max(at[0], evening.public_view(None)["now_ms"])  # the phones moved the clock: time never goes back
    while done < count and (done < 50 or time.perf_counter() < stop):
        at[0] += 100
        refusal = evening.try_apply(Presence(done % seats, at[0]))
        assert refusal is None, refusal  # every heartbeat reaches the engine, as a phone's does
        done += 1
        if done % 50 == 0:  # the loop runs what the listeners scheduled (never processEvents in a task)
            await asyncio.sleep(0)
    await asyncio.sleep(0.05)
    gc.collect()
    after = resident_mb()
    per_thousand = (after - before) / done * 1000
    return {
        "growth_heartbeats": done,
        "growth_mb": after - before,
        "growth_mb_per_1000": per_thousand,
        "growth_pct_per_10000": per_thousand * 10 / before * 100,
        "snapshots": len(evening.table.game._snapshots),
    }


# -- QR codes -------------------------------------------------------------------------
def measure_qr(count: int = 100) -> dict[str, float]:
    import qrcode
    from qrcode.image.pil import PilImage

    from moonveil_desktop.qr import MASK_PATTERN, qr_png

    urls = [f"http://192.168.1.23:8765/p/{i:04d}-{'x' * 28}" for i in range(count)]

    def ours() -> None:
        qr_png.cache_clear()
        for url in urls:
            qr_png(url)

    def bare(mask: int | None) -> None:
        for url in urls:
            code = qrcode.QRCode(error_correction=qrcode.constants.ERROR_CORRECT_M, box_size=8, mask_pattern=mask)
            code.add_data(url)
            code.make(fit=True)
            code.make_image(image_factory=PilImage).save(io.BytesIO(), format="PNG")

    def timed(fn: Any) -> float:
        started = time.perf_counter()
        fn()
        return time.perf_counter() - started

    rounds: dict[str, list[float]] = {"ours": [], "fixed": [], "default": []}
    for _ in range(5):  # interleaved, best of five: background load hits all three alike
        rounds["ours"].append(timed(ours))
        rounds["fixed"].append(timed(lambda: bare(MASK_PATTERN)))
        rounds["default"].append(timed(lambda: bare(None)))
    mine, bare_fixed, bare_default = (min(rounds[k]) for k in ("ours", "fixed", "default"))
    qr_png.cache_clear()
    return {
        "count": count,
        "ours_ms_each": mine / count * 1000,
        "bare_fixed_mask_ms_each": bare_fixed / count * 1000,
        "bare_default_ms_each": bare_default / count * 1000,
        "ratio_vs_bare_fixed_mask": mine / bare_fixed,
        "ratio_vs_bare_default": mine / bare_default,
        "cached_us_each": statistics.median(_cached_lookup(urls[0]) for _ in range(5)) * 1e6,
    }


def _cached_lookup(url: str) -> float:
    from moonveil_desktop.qr import qr_png

    qr_png(url)
    started = time.perf_counter()
    qr_png(url)
    return time.perf_counter() - started


def run_child(mode: str, seats: int, args: argparse.Namespace) -> dict[str, Any]:
    command = [sys.executable, __file__, "--serve", f"{mode}:{seats}"]
    command += ["--phones", str(args.phones), "--clients", str(args.clients), "--seconds", str(args.seconds)]
    command += ["--heartbeats", str(args.heartbeats)]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=1800)
    if done.returncode != 0:
        raise SystemExit(f"{mode} with {seats} seats failed:\n{done.stderr[-3000:]}")
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def run_slope(mode: str, sizes: str) -> dict[str, float]:
    command = [sys.executable, __file__, "--serve-slope", f"{mode}:{sizes}"]
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT)}
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=1800)
    if done.returncode != 0:
        raise SystemExit(f"the paired heartbeat costs of {mode} failed:\n{done.stderr[-3000:]}")
    result: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def slope(points: list[tuple[int, float]]) -> float:
    """Least-squares slope of log(cost) over log(seats): 1.0 is linear, 2.0 quadratic."""
    xs = [math.log(n) for n, _ in points]
    ys = [math.log(max(cost, 1e-6)) for _, cost in points]
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    den = sum((x - mx) ** 2 for x in xs)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True)) / den if den else 0.0


def report(results: list[dict[str, Any]], modes: list[str], paired: dict[str, dict[str, float]]) -> dict[str, Any]:
    print(
        f"{'mode':13} {'seats':>5} {'hb ms':>7} {'submit':>7} {'lag p50':>8} {'lag p99':>8} {'card/s':>7} "
        f"{'card p99':>9} {'hello p99':>9} {'card/hello':>10} {'resolve':>8} {'MB':>5} {'+%/10k':>7}"
    )
    for r in results:
        print(
            f"{r['mode']:13} {r['seats']:5d} {r['heartbeat_ms_median']:7.2f} {r['submit_ms_median']:7.1f} "
            f"{r['gui_lag_p50_ms']:8.1f} "
            f"{r['gui_lag_p99_ms']:8.1f} {r['card_rps']:7.0f} {r['card_p99_ms']:9.1f} {r['hello_p99_ms']:9.1f} "
            f"{r['card_vs_hello']:9.2f}x {r['resolve_ms']:8.0f} {r['loaded_mb']:5.0f} "
            f"{r['growth_pct_per_10000']:6.1f}%"
        )
    slopes = {}
    for mode in modes:
        points = [(int(n), cost) for n, cost in paired[mode].items()]
        if len(points) > 1:
            slopes[mode] = slope(points)
            (small, low), (large, high) = points[0], points[-1]
            print(
                f"{mode}: cost per heartbeat slope {slopes[mode]:.2f} from {small} to {large} seats "
                f"(target <= 1.1); ratio {high / low:.2f}x for {large / small:.1f}x seats "
                f"({', '.join(f'{n}: {cost:.2f} ms' for n, cost in points)}; one console, sizes interleaved, best of 3)"
            )
    return {"results": results, "slopes": slopes, "paired_heartbeat_ms": paired}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--quick", action="store_true", help="small tables, short load: checks the bench runs")
    parser.add_argument("--sizes", default=",".join(map(str, SIZES)))
    parser.add_argument("--modes", default=",".join(MODES))
    parser.add_argument("--phones", type=int, default=100)
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=2.0)
    parser.add_argument("--heartbeats", type=int, default=10_000)
    parser.add_argument("--serve", help=argparse.SUPPRESS)
    parser.add_argument("--serve-slope", help=argparse.SUPPRESS)
    parser.add_argument("--load", metavar="URL", help=argparse.SUPPRESS)
    parser.add_argument("--hello-port", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.load:
        if not args.load.startswith(f"http://{HOST}:"):
            parser.error("the load generator only talks to 127.0.0.1")
        tokens = [line.strip() for line in iter(sys.stdin.readline, "\n") if line.strip()]
        hello_url = f"http://{HOST}:{args.hello_port}/hello"
        result = asyncio.run(load(args.load, hello_url, tokens, args.phones, args.clients, args.seconds))
        print(json.dumps(result), flush=True)
        return 0
    if args.serve_slope:
        mode, sizes = args.serve_slope.split(":")
        print(json.dumps(serve_slope(mode, [int(n) for n in sizes.split(",")], 3)), flush=True)
        return 0
    if args.serve:
        mode, seats = args.serve.split(":")
        result = serve(mode, int(seats), args.phones, args.clients, args.seconds, args.heartbeats)
        print(json.dumps(result), flush=True)
        return 0
    if args.quick:
        args.sizes = ",".join(map(str, QUICK_SIZES))
        args.phones, args.clients, args.seconds, args.heartbeats = 20, 10, 0.5, 300
    modes = args.modes.split(",")
    results = []
    for mode in modes:
        for seats in args.sizes.split(","):
            results.append(run_child(mode, int(seats), args))
            print(json.dumps(results[-1]), file=sys.stderr, flush=True)  # kept if a long run is stopped
    paired = {mode: run_slope(mode, args.sizes) for mode in modes}
    summary = report(results, modes, paired)
    summary["qr"] = qr = measure_qr(20 if args.quick else 100)
    print(
        f"QR codes: ours / bare qrcode with the same mask {qr['ratio_vs_bare_fixed_mask']:.2f}x (target <= 1.2x), "
        f"/ qrcode's default mask search {qr['ratio_vs_bare_default']:.2f}x"
    )
    out = ROOT / "bench" / "out"
    out.mkdir(parents=True, exist_ok=True)
    (out / "phones.json").write_text(json.dumps(summary, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
