"""``at_most``: the phone and TV streams' timed waits leave no coroutine unstarted."""

from __future__ import annotations

import asyncio
import gc
import warnings
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from moonveil_desktop.web.waiting import at_most


def wait_for(seconds: float, awaitable: Awaitable[Any]) -> Awaitable[Any]:
    """What the streams used before: the coroutine in a task of its own."""
    return asyncio.wait_for(awaitable, seconds)


def unawaited_after_an_untimely_stop(waiting: Callable[[float, Awaitable[Any]], Awaitable[Any]]) -> list[str]:
    """A handler waits on its wake-up event; in the turn its wait began, it is cancelled
    and the loop closes (a server stopping, then the app or a test ending). The warnings
    the garbage collector then raises about coroutines that never ran."""
    loop = asyncio.new_event_loop()
    wake = asyncio.Event()

    async def handler() -> None:
        await waiting(10.0, wake.wait())

    task = loop.create_task(handler())
    loop.call_soon(loop.stop)
    loop.run_forever()  # exactly the handler's first step: its wait has begun
    task.cancel()
    loop.close()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        del task
        gc.collect()
    return [str(warning.message) for warning in caught if "never awaited" in str(warning.message)]


def test_a_wait_cut_short_as_the_loop_closes_leaves_no_coroutine_unstarted() -> None:
    assert unawaited_after_an_untimely_stop(at_most) == []


@pytest.mark.filterwarnings("ignore::RuntimeWarning", "ignore::pytest.PytestUnraisableExceptionWarning")
def test_the_old_wait_for_did_leave_one_so_the_check_above_can_fail() -> None:
    assert any("Event.wait" in text for text in unawaited_after_an_untimely_stop(wait_for))


def test_at_most_gives_the_result_in_time_and_times_out_after() -> None:
    async def scenario() -> tuple[str, bool]:
        ready: asyncio.Future[str] = asyncio.get_running_loop().create_future()
        ready.set_result("woken")
        result = await at_most(1.0, ready)
        try:
            await at_most(0.01, asyncio.Event().wait())
        except TimeoutError:
            return result, True
        return result, False

    assert asyncio.run(scenario()) == ("woken", True)
