"""The app's loop takes ready callbacks in turns with Qt (issue 20): a hundred phones'
callbacks no longer run in one block while the window waits."""

from __future__ import annotations

import asyncio
import itertools

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
