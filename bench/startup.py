"""Cold start of the real console vs a bare QMainWindow: usable, phone server listening,
the longest GUI freeze after the first paint, and resident memory.

    python bench/startup.py [--runs 7] [--quick]

Each sample is a fresh interpreter (a cold start as far as Python is concerned),
offscreen. The bare sample shows an empty QMainWindow and is timed until it is
painted and its event loop handles input. The console sample runs the real entry
point ``moonveil_desktop.app.main`` (settings, saved-games file, controller, every
page and dock, qasync, then the phone server, QR panel and projector wiring) and
records: painted with the qasync loop running ("usable"), the phone server
listening (stamped by the link's serverChanged signal, else at the next 5 ms tick;
as the entry point does, the phone server's process is started before PySide6 and
counts as listening when it has bound and said so; each run then deals a table and
checks a real card page answers 200 through it; MOONVEIL_PHONE_SERVER=in-process
measures the console serving the phones itself),
and the longest gap of a 5 ms timer once the loop runs until the deferred start-up
is over (the server listening for half a second, every dock and hidden page built:
work that blocks the GUI thread; the step from the first paint to the loop is given
apart), with the largest CPU time of the GUI thread between two ticks and the largest
single asyncio step on it (thread time: what the console itself did, whatever the
load; ``--steps N`` also names each run's N largest steps and shows what ran between
the three most distant ticks). Ratios are of
the medians in this run (targets: usable <= 2.0x, listening <= 3.0x the bare
window, longest freeze <= 50 ms). Then one more run of the real app (server up)
seats a 50-player narrator table, deals, shows every seat's phone code and
reports its resident memory (target <= 200 MB).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

BARE = """
import sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication([])
class Usable(QObject):
    seen = False
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and not self.seen:
            self.seen = True
            QTimer.singleShot(0, self.ready)  # fires once the event loop handles input
        return False
    def ready(self):
        print(time.time(), time.process_time() * 1000, flush=True)
        app.quit()
w = QMainWindow(); w.resize(1280, 800)
u = Usable(); w.installEventFilter(u)
w.show(); app.exec()
"""

# As the entry point (``moonveil_desktop.__main__``): the phone server's process is started
# before PySide6, unless MOONVEIL_PHONE_SERVER=in-process (then the console serves the phones).
SPAWN = """
import os
if os.environ.get("MOONVEIL_PHONE_SERVER") != "in-process":
    from moonveil_desktop.phone_child import spawn
    spawn()
"""

# The child's CPU time and resident memory (Linux /proc), 0 when the console serves the phones.
CHILD_NUMBERS = """
def child_numbers(link):
    spawned = getattr(link.service, "spawned", None)
    if spawned is None:
        return 0.0, 0.0
    pid = spawned.process.pid
    fields = open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
    cpu_ms = (int(fields[11]) + int(fields[12])) * 1000 / os.sysconf("SC_CLK_TCK")
    rss = int(next(l for l in open(f"/proc/{pid}/status") if l.startswith("VmRSS")).split()[1]) // 1024
    return cpu_ms, rss
"""

CONSOLE = (
    SPAWN
    + CHILD_NUMBERS
    + """
import asyncio, sys, time
from moonveil_desktop.app import main, make_application  # first, as the entry point imports it
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QMainWindow
app = make_application()
class Usable(QObject):
    seen = False
    usable = listening = started = started_cpu = None
    def eventFilter(self, obj, event):
        if event.type() == QEvent.Type.Paint and isinstance(obj, QMainWindow) and not self.seen:
            self.seen = True
            self.window = obj
            self.gaps = {True: [0.0], False: [0.0]}  # by "the qasync loop runs"
            self.painted = self.last = time.perf_counter()
            self.ticker = QTimer()
            self.ticker.setInterval(5)
            self.ticker.timeout.connect(self.tick)
            self.ticker.start()
            QTimer.singleShot(0, self.ready)
        return False
    def tick(self):
        from moonveil_desktop.integration import Wiring
        now, cpu = time.perf_counter(), time.thread_time()
        self.gaps[self.usable is not None].append(now - self.last)
        if self.usable is not None:
            self.cpu_gaps.append(cpu - self.last_cpu)  # this thread's own work between two ticks
            TICKS.append((self.last_cpu, cpu))
        self.last, self.last_cpu = now, cpu
        if self.usable is None:
            return
        if self.listening is None and self.server_up():
            self.listening = self.started or time.time()
            self.listening_cpu = self.started_cpu or time.process_time() * 1000
        if self.listening is not None and time.time() - self.listening > 0.5 and self.settled():
            self.ticker.stop()
            before, after = max(self.gaps[False]) * 1000, max(self.gaps[True]) * 1000
            largest_step = max((ms for ms, _, _ in STEPS), default=0.0)
            cpu_gap = max(self.cpu_gaps) * 1000
            numbers = (self.usable, self.listening, before, after, rss(), cpu_gap, largest_step)
            link = self.window.findChildren(Wiring)[0].link
            child_cpu, child_rss = child_numbers(link)
            print(*numbers, self.usable_cpu, self.listening_cpu, child_cpu, child_rss, flush=True)
            for cpu_ms, step, _ in sorted(STEPS, reverse=True)[:STEPS_SHOWN]:
                print(f"{cpu_ms:.1f} ms  {step}", file=sys.stderr)
            for begin, end in sorted(TICKS, key=lambda t: t[0] - t[1])[:3 if STEPS_SHOWN else 0]:
                inside = [(ms, step) for ms, step, at in STEPS if begin <= at <= end]
                rest = (end - begin) * 1000 - sum(ms for ms, _ in inside)
                gap = (end - begin) * 1000
                print(f"between two ticks {gap:.1f} ms: {inside}, Qt's own {rest:.1f} ms", file=sys.stderr)
            asyncio.ensure_future(self.check_a_card(link))  # then closes the window
    async def check_a_card(self, link):
        # a real phone's request: a dealt table's card page answers 200 with the player's name
        import urllib.request
        from moonveil_desktop.table import TableSettings
        seats = [(f"Player {i}", False) for i in range(12)]
        assert self.window.controller.new_table(TableSettings("moonveil", {"wolves": 3}, 1), seats)
        assert self.window.controller.deal()
        url = link.seat_codes()[3].url
        def get():
            with urllib.request.urlopen(url, timeout=30) as answer:
                return answer.status, "Player 3" in answer.read().decode()
        status, named = await asyncio.get_running_loop().run_in_executor(None, get)
        print(status if named else 0, flush=True)
        self.window.close()  # ends the main coroutine, as the moderator closing it would
    def settled(self):
        # the deferred start-up is over (every dock and hidden page built) for 0.2 s
        from moonveil_desktop.integration import Wiring
        wirings = self.window.findChildren(Wiring)
        started_up = getattr(wirings[0], "started_up", None) if wirings else False
        if started_up is None:  # a tree before Wiring.startedUp: the grimoire is the last part built
            started_up = self.window._grimoire is not None
        if started_up and getattr(self, "done", None) is None:
            self.done = time.time()
        return getattr(self, "done", None) is not None and time.time() - self.done > 0.2
    def stamp_start(self, running):
        if running and self.started is None:
            self.started, self.started_cpu = time.time(), time.process_time() * 1000
    def server_up(self):
        from moonveil_desktop.integration import Wiring
        wirings = self.window.findChildren(Wiring)
        if wirings and not getattr(self, "watching", False):  # stamped as it starts, not at the next tick
            self.watching = True
            link = wirings[0].link
            link.serverChanged.connect(lambda: self.stamp_start(link.running))
        return bool(wirings) and wirings[0].link.running
    def ready(self):
        try:
            running = asyncio.get_running_loop().is_running()
        except RuntimeError:  # no loop runs yet (still inside start-up's processEvents)
            running = False
        if not running:  # painted, but the qasync loop is not handling input yet
            QTimer.singleShot(1, self.ready)
            return
        self.usable, self.usable_cpu = time.time(), time.process_time() * 1000
        self.last, self.last_cpu, self.cpu_gaps = time.perf_counter(), time.thread_time(), [0.0]
        self.gaps[False].append(self.last - self.painted)  # first paint to the loop: one step of main
def rss():
    return int(next(l for l in open('/proc/self/status') if l.startswith('VmRSS')).split()[1]) // 1024
u = Usable()
# the probe watches the console's main window, as the bare sample watches its window: a filter
# on the whole application is handed every internal Qt object's events, and PySide6 builds
# the Python classes (and their enums) of each such object for it, ~150 M instructions the
# real app never spends (docs/performance.md, "Start-up, fifth pass: usable")
import moonveil_desktop.app as app_module
plain_compose = app_module.compose
def watched_compose(*args, **kwargs):
    window = plain_compose(*args, **kwargs)
    window.installEventFilter(u)
    return window
app_module.compose = watched_compose
STEPS, STEPS_SHOWN, TICKS = [], int(sys.argv[2]), []
# each asyncio step on the GUI thread with its CPU time (and its name, for --steps)
import threading
from asyncio import events
plain_run = events.Handle._run
def timed_run(handle):
    if threading.current_thread() is not threading.main_thread() or u.usable is None:
        return plain_run(handle)
    cpu = time.thread_time()
    try:
        return plain_run(handle)
    finally:
        now = time.thread_time()
        STEPS.append(((now - cpu) * 1000, step_name(handle) if STEPS_SHOWN else "", now))
def step_name(handle):
    task = getattr(handle._callback, "__self__", None)
    coro = task.get_coro() if hasattr(task, "get_coro") else None
    where = []
    while coro is not None and getattr(coro, "cr_frame", None) is not None:
        where.append(f"{coro.__qualname__}:{coro.cr_frame.f_lineno}")  # where each awaiting coroutine stopped
        coro = getattr(coro, "cr_await", None)
    return " > ".join(where) if where else repr(handle._callback)[:100]
events.Handle._run = timed_run
main(["--data-dir", sys.argv[1], "--no-resume"])
"""
)

MEMORY = (
    SPAWN
    + CHILD_NUMBERS
    + """
import sys
from PySide6.QtCore import QTimer
from moonveil_desktop.app import main, make_application
from moonveil_desktop.table import TableSettings
app = make_application()
def when_listening():
    from moonveil_desktop.integration import Wiring
    from moonveil_desktop.ui.mainwindow import MainWindow
    windows = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow)]
    wirings = windows[0].findChildren(Wiring) if windows else []
    if not wirings or not wirings[0].link.running:
        QTimer.singleShot(20, when_listening)
        return
    window, panel = windows[0], wirings[0].panel
    seats = [(f"Player {i}", False) for i in range(50)]
    assert window.controller.new_table(TableSettings("moonveil", {"wolves": 12}, 1), seats)
    assert window.controller.deal()
    window.phone_dock.show()
    window.phone_dock.raise_()
    panel.tabs.setCurrentIndex(1)
    panel.qr_view.show_all()
    for _ in range(5):
        app.processEvents()
    assert len(window.phase.rows) == 50 and len(panel.qr_view.codes()) == 50
    console = int(next(l for l in open('/proc/self/status') if l.startswith('VmRSS')).split()[1]) // 1024
    print(console, child_numbers(wirings[0].link)[1], flush=True)
    window.close()
QTimer.singleShot(0, when_listening)
main(["--data-dir", sys.argv[1], "--no-resume"])
"""
)


def child_env(data: str) -> dict[str, str]:
    """Offscreen, settings in the temporary folder, and byte-code caching on (as
    in an installed app: pip compiles .pyc files; PYTHONDONTWRITEBYTECODE would
    make every sample compile the console's modules from source)."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    loopback_settings(Path(data))
    return {**env, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT), "XDG_CONFIG_HOME": data}


def loopback_settings(config_home: Path) -> None:
    """The app's settings file in the sample's config folder: the phone server on 127.0.0.1
    and a free port (benchmarks never leave the machine; with no settings the app binds
    the LAN address on port 8765, which also collides between two benches run at once)."""
    folder = config_home / "Moonveil"  # QSettings' place for app.ORGANIZATION / APPLICATION
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "Moonveil Desktop.conf").write_text("[network]\ninterface=127.0.0.1\nport=0\n")


def run(code: str, data: str, steps: int = 0) -> list[float]:
    """Spawn a fresh interpreter; the numbers it prints, times made relative to the spawn
    (with ``steps``, the console's largest GUI-thread steps are printed as they come)."""
    env = child_env(data)
    start = time.time()
    out = subprocess.run(
        [sys.executable, "-c", code, data, str(steps)],
        cwd=ROOT,
        env=env,
        check=True,
        capture_output=True,
        text=True,
        timeout=120,
    )
    if steps:
        print(out.stderr.rstrip())
    numbers = [float(n) for n in out.stdout.split()]
    return [n - start if n > 1e9 else n for n in numbers]  # wall-clock stamps → seconds since the spawn


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--quick", action="store_true", help="two runs: checks the bench runs")
    parser.add_argument("--steps", type=int, default=0, help="print each run's N largest GUI-thread asyncio steps")
    args = parser.parse_args()
    runs = 2 if args.quick else args.runs
    bare: list[float] = []
    usable: list[float] = []
    listening: list[float] = []
    freezes: list[float] = []
    cpu_gaps: list[float] = []
    bare_cpu: list[float] = []
    usable_cpu: list[float] = []
    listening_cpu: list[float] = []
    cpu_steps: list[float] = []
    to_loop: list[float] = []
    idle: list[float] = []
    children: list[tuple[float, float]] = []
    with tempfile.TemporaryDirectory() as data:
        run(BARE, data)  # warm the disk cache for both
        run(CONSOLE, data)
        for _ in range(runs):
            bare_wall, bare_process_cpu = run(BARE, data)
            bare.append(bare_wall)
            bare_cpu.append(bare_process_cpu)
            console = run(CONSOLE, data, args.steps)
            ready, listens, before_loop, freeze, rss, cpu_gap, cpu_step, ready_cpu, listens_cpu = console[:9]
            child_cpu, child_rss, card_status = console[9:]
            if card_status != 200:
                raise SystemExit(f"a card page through the phone server answered {card_status:.0f}, not 200")
            children.append((child_cpu, child_rss))
            usable_cpu.append(ready_cpu)
            listening_cpu.append(listens_cpu)
            cpu_gaps.append(cpu_gap)
            cpu_steps.append(cpu_step)
            to_loop.append(before_loop)
            usable.append(ready)
            listening.append(listens)
            freezes.append(freeze)
            idle.append(rss)
        rss_50, child_50 = run(MEMORY, data)[-2:]
    b = statistics.median(bare)
    print(f"bare QMainWindow, painted + loop running: median {b * 1000:.0f} ms over {runs} runs")
    print(f"console usable (painted + qasync loop running): median {statistics.median(usable) * 1000:.0f} ms")
    print(f"phone server listening: median {statistics.median(listening) * 1000:.0f} ms")
    print(f"ratio usable: {statistics.median(usable) / b:.2f}x (target <= 2.0x)")
    print(f"ratio listening: {statistics.median(listening) / b:.2f}x (target <= 3.0x)")
    b_cpu = statistics.median(bare_cpu)
    print(
        f"the same in process CPU time (less moved by the load): bare {b_cpu:.0f} ms,"
        f" usable {statistics.median(usable_cpu):.0f} ms = {statistics.median(usable_cpu) / b_cpu:.2f}x,"
        f" listening {statistics.median(listening_cpu):.0f} ms = {statistics.median(listening_cpu) / b_cpu:.2f}x"
    )
    print(f"first paint to the qasync loop running (one step of main): median {statistics.median(to_loop):.0f} ms")
    print(f"longest GUI freeze once the loop runs: median {statistics.median(freezes):.0f} ms (target <= 50 ms)")
    print(
        f"largest GUI-thread CPU between two ticks once the loop runs: median {statistics.median(cpu_gaps):.0f} ms,"
        f" max {max(cpu_gaps):.0f} ms (thread CPU time, not wall time: the load does not count)"
    )
    print(
        f"largest single asyncio step on the GUI thread: median {statistics.median(cpu_steps):.0f} ms,"
        f" max {max(cpu_steps):.0f} ms of thread CPU (target: none over ~35 ms)"
    )
    child_cpu = statistics.median(cpu for cpu, _ in children)
    child_rss = statistics.median(rss for _, rss in children)
    if child_cpu:
        print(
            f"the phone server's process: {child_cpu:.0f} ms of its own CPU by the end of start-up"
            f" (= {child_cpu / b_cpu:.2f}x a bare window's, on the other core when there is one)"
        )
    idle_child = f" + the phone server's process {child_rss:.0f} MB" if child_rss else ""
    print(f"resident memory, idle with the phone server: median {statistics.median(idle):.0f} MB{idle_child}")
    child_50_text = f" + the phone server's process {child_50:.0f} MB" if child_50 else ""
    print(
        f"resident memory, 50-player table dealt, every code shown: {rss_50:.0f} MB{child_50_text}"
        f" (target <= 200 MB together)"
    )


if __name__ == "__main__":
    main()
