"""Waiting at most so long, in the waiting task itself.

``asyncio.wait_for(coroutine, t)`` runs the coroutine in a task of its own. When the
waiting handler is cancelled in the turn that made that task (a stream woken just as
the server stops) and the loop is closed before the task's first step (the app's loop
at its end, the test suite's loop after every test), the coroutine is never started:
Python warns "coroutine ... was never awaited" whenever the garbage collector finds
it, which the test suite treats as an error of whatever test is running then (it
failed a TV test once in 30 runs). ``asyncio.timeout`` awaits in the caller's task:
there is no second task to orphan, and one task fewer per wait.

The awaited thing is made inside the timeout (``start`` is called there): a wait whose
timeout cannot be set — its task stepped when no loop runs, as a closing loop's last
callbacks can be under qasync — makes no coroutine at all, instead of one nobody starts
(under load the suite saw "coroutine 'Event.wait' was never awaited" again).
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import TypeVar

T = TypeVar("T")


async def at_most(seconds: float, start: Callable[[], Awaitable[T]]) -> T:
    """The result of what ``start()`` gives (``event.wait``, ``queue.get``…), or
    ``TimeoutError`` after ``seconds``."""
    async with asyncio.timeout(seconds):
        return await start()
