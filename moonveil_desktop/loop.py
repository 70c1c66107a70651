"""The app's asyncio loop inside Qt: qasync's, with its ready callbacks taken in turns.

qasync gives every ready callback (a task's next step, a socket that can be read)
its own zero-delay Qt timer, and Qt runs every timer that is due in one pass before
it looks at anything else. With a hundred phones and their requests, one pass runs
hundreds of callbacks in a row and the window waits for all of them (issue 20: GUI
lag p99 of 0.4 s at 50 seats while each callback took a millisecond or two).

Here the ready callbacks wait in one queue, first in first out as asyncio wants, and
one zero-delay timer runs them for at most ``BATCH_S`` of CPU before it hands the
thread back to Qt (paint, input, the console's own timers) and runs the rest in
the next pass. Delayed callbacks (``call_later``) keep qasync's own timers.
"""

from __future__ import annotations

import asyncio
import os
import time
from collections import deque
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QTimerEvent  # PySide6 before qasync: qasync picks the Qt it finds first

os.environ.setdefault("QT_API", "pyside6")
import qasync  # type: ignore[import-untyped]

BATCH_S = 0.008  # the longest run of ready callbacks between two looks at Qt's events


class _Turns(QObject):
    """The one zero-delay Qt timer that runs a batch of the queue."""

    def __init__(self, run_batch: Callable[[], None]) -> None:
        super().__init__()
        self._run_batch = run_batch
        self._timer_id = 0

    def arm(self) -> None:
        if not self._timer_id:
            self._timer_id = self.startTimer(0)

    def disarm(self) -> None:
        if self._timer_id:
            self.killTimer(self._timer_id)
            self._timer_id = 0

    def timerEvent(self, event: QTimerEvent) -> None:
        if event.timerId() != self._timer_id:
            return
        self.disarm()
        self._run_batch()


class FairEventLoop(qasync.QEventLoop):  # type: ignore[misc]
    """``qasync.QEventLoop`` whose ready callbacks run in batches of at most
    ``batch_s`` seconds (``clock`` measures them), in the order they were scheduled."""

    def __init__(
        self, app: Any = None, *, batch_s: float = BATCH_S, clock: Callable[[], float] = time.perf_counter
    ) -> None:
        self._ready: deque[asyncio.Handle] = deque()
        self._batch_s = batch_s
        self._clock = clock
        self._turns = _Turns(self._run_batch)
        super().__init__(app)

    def _add_callback(self, handle: asyncio.Handle, delay: float = 0) -> asyncio.Handle:
        if delay > 0:
            delayed: asyncio.Handle = super()._add_callback(handle, delay)  # qasync is untyped: its handle, named
            return delayed
        self._ready.append(handle)
        self._turns.arm()
        return handle

    def _run_batch(self) -> None:
        """Ready callbacks until the queue is empty or the batch's time is up; callbacks
        scheduled meanwhile join the queue's end (a long chain cannot hold the thread)."""
        ready = self._ready
        ends = self._clock() + self._batch_s
        while ready:
            handle = ready.popleft()
            if not handle.cancelled():
                handle._run()
            if self._clock() >= ends:
                break
        if ready:
            self._turns.arm()

    def close(self) -> None:
        super().close()
        self._turns.disarm()
        self._ready.clear()
        self._unregister_delayed_timers()

    def _unregister_delayed_timers(self) -> None:
        """qasync leaves the Qt timers of pending ``call_later`` handles (cancelled ones
        too: a ``wait_for``'s timeout, aiohttp's keep-alive) registered after ``close``,
        to be killed when they fire. Qt unregisters an object's timers when it is deleted
        only in the object's own thread: when the closed loop is then freed by Python's
        garbage collector running in another thread (an executor's, the browser's in the
        tests), Qt's timer list keeps a deleted object and the next of those timers
        crashes the process (segmentation fault in ``QTimerInfoList::activateTimers``).
        So they are killed now, in the loop's thread (qasync keeps their ids in its
        timer object's private table of handles)."""
        timer = self._timer
        handles: dict[int, asyncio.TimerHandle] = getattr(timer, "_SimpleTimer__callbacks", {})
        for timer_id in list(handles):
            timer.killTimer(timer_id)
        handles.clear()
