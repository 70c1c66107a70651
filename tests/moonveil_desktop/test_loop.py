"""The app's loop takes ready callbacks in turns with Qt (issue 20): a hundred phones'
callbacks no longer run in one block while the window waits."""

from __future__ import annotations

import asyncio
import itertools
import os
import subprocess
import sys
from pathlib import Path

import qasync  # type: ignore[import-untyped]
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from moonveil_desktop.loop import FairEventLoop


def run_callbacks(loop: qasync.QEventLoop, count: int) -> list[object]:
    """``count`` ready callbacks in a row; the first one asks Qt for a timer of its own."""
    order: list[object] = []

    def callback(number: int) -> None:
        order.append(number)
        if number == 0:
            QTimer.singleShot(0, lambda: order.append("qt"))

    async def everything_ran() -> None:
        for number in range(count):
            loop.call_soon(callback, number)
        while len(order) < count + 1:
            await asyncio.sleep(0)

    asyncio.set_event_loop(loop)
    try:
        loop.run_until_complete(everything_ran())
    finally:
        loop.close()
        asyncio.set_event_loop(None)
    return order


def test_ready_callbacks_run_in_order_and_qt_gets_a_turn_between_batches(qapp: QApplication) -> None:
    ticks = itertools.count()  # each look at the clock: one unit of time
    order = run_callbacks(FairEventLoop(qapp, batch_s=2.5, clock=lambda: float(next(ticks))), 9)
    numbers = [item for item in order if item != "qt"]
    assert numbers == list(range(9))  # first in, first out
    assert order.index("qt") < order.index(8)  # Qt's own timer did not wait for every callback


def test_plain_qasync_runs_every_ready_callback_before_qt(qapp: QApplication) -> None:
    """What the app's loop changes: qasync alone runs the whole pass first."""
    order = run_callbacks(qasync.QEventLoop(qapp), 9)
    assert order.index("qt") > order.index(8)


def test_a_cancelled_callback_never_runs_and_a_closed_loop_runs_nothing(qapp: QApplication) -> None:
    loop = FairEventLoop(qapp)
    ran: list[str] = []
    asyncio.set_event_loop(loop)
    try:
        loop.call_soon(ran.append, "cancelled").cancel()
        loop.call_soon(ran.append, "kept")
        loop.run_until_complete(asyncio.sleep(0))
        assert ran == ["kept"]
        loop.call_soon(ran.append, "after close")
    finally:
        loop.close()
        asyncio.set_event_loop(None)
    qapp.processEvents()
    assert ran == ["kept"]


# A closed loop freed by the garbage collector in another thread, as happens in the test
# suite (one loop per test; the browser's and the executors' threads allocate too). Run
# in a process of its own: before the fix it ended in a segmentation fault.
FREED_IN_ANOTHER_THREAD = """
import asyncio, gc, sys, threading, time
from PySide6.QtWidgets import QApplication
app = QApplication([])
from moonveil_desktop.loop import FairEventLoop
loop = FairEventLoop(app)
asyncio.set_event_loop(loop)
async def pending_timers():
    loop.call_later(0.3, print, "a delayed callback of a closed loop ran")
    loop.call_later(0.2, print, "a cancelled one ran").cancel()  # a wait_for's timeout, say
loop.run_until_complete(pending_timers())
loop.close()
asyncio.set_event_loop(None)
gc.disable()  # the collection below is the only one: in the other thread
del loop, pending_timers
collector = threading.Thread(target=gc.collect)
collector.start()
collector.join()
end = time.monotonic() + 0.8  # past both timers' times
while time.monotonic() < end:
    app.processEvents()
    time.sleep(0.01)
print("Qt's loop went on")
"""


def test_a_closed_loop_freed_in_another_thread_leaves_qt_no_timer_of_it(tmp_path: Path) -> None:
    result = subprocess.run(
        [sys.executable, "-c", FREED_IN_ANOTHER_THREAD],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=Path(__file__).resolve().parents[2],
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(Path(__file__).resolve().parents[2])},
    )
    assert result.returncode == 0, result.stderr[-2000:]  # -11 (SIGSEGV) before the fix
    assert result.stdout.splitlines() == ["Qt's loop went on"]  # no callback of the closed loop ran
    assert "Timers cannot be stopped from another thread" not in result.stderr
