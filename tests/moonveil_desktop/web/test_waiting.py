"""``at_most``: the phone and TV streams' timed waits leave no coroutine unstarted."""

from __future__ import annotations

import asyncio
import gc
import warnings
from collections.abc import Awaitable, Callable
from typing import Any

import pytest

from moonveil_desktop.web.waiting import at_most

Waiting = Callable[[float, Callable[[], Awaitable[Any]]], Awaitable[Any]]


def wait_for(seconds: float, start: Callable[[], Awaitable[Any]]) -> Awaitable[Any]:
    """What the streams used before: the coroutine in a task of its own."""
    return asyncio.wait_for(start(), seconds)


async def timeout_around_a_made_coroutine(seconds: float, start: Callable[[], Awaitable[Any]]) -> Any:
    """What ``at_most`` did until the coroutine was made inside the timeout: the caller
    made it (``at_most(s, event.wait())``) before the timeout was set."""
    awaitable = start()
    async with asyncio.timeout(seconds):
        return await awaitable


def unawaited_after_an_untimely_stop(waiting: Waiting) -> list[str]:
    """A handler waits on its wake-up event; in the turn its wait began, it is cancelled
    and the loop closes (a server stopping, then the app or a test ending). The warnings
    the garbage collector then raises about coroutines that never ran."""
    loop = asyncio.new_event_loop()
    wake = asyncio.Event()

    async def handler() -> None:
        await waiting(10.0, wake.wait)

    task = loop.create_task(handler())
    loop.call_soon(loop.stop)
    loop.run_forever()  # exactly the handler's first step: its wait has begun
    task.cancel()
    loop.close()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        del task
        gc.collect()
    return never_awaited(caught)


def unawaited_when_stepped_with_no_running_loop(waiting: Waiting) -> list[str]:
    """The handler's step runs when no loop is running (qasync runs a closing loop's last
    callbacks from Qt's events): the timeout cannot be set and the wait fails at once."""
    wake = asyncio.Event()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        handler = waiting(10.0, wake.wait)
        assert asyncio.iscoroutine(handler)
        with pytest.raises(RuntimeError):
            handler.send(None)
        del handler
        gc.collect()
    return never_awaited(caught)


def never_awaited(caught: list[warnings.WarningMessage]) -> list[str]:
    return [str(warning.message) for warning in caught if "never awaited" in str(warning.message)]


def test_a_wait_cut_short_as_the_loop_closes_leaves_no_coroutine_unstarted() -> None:
    assert unawaited_after_an_untimely_stop(at_most) == []


def test_a_wait_stepped_with_no_running_loop_makes_no_coroutine() -> None:
    assert unawaited_when_stepped_with_no_running_loop(at_most) == []


@pytest.mark.filterwarnings("ignore::RuntimeWarning", "ignore::pytest.PytestUnraisableExceptionWarning")
def test_the_old_wait_for_did_leave_one_so_the_check_above_can_fail() -> None:
    assert any("Event.wait" in text for text in unawaited_after_an_untimely_stop(wait_for))


@pytest.mark.filterwarnings("ignore::RuntimeWarning", "ignore::pytest.PytestUnraisableExceptionWarning")
def test_a_coroutine_made_before_the_timeout_did_leave_one_so_the_check_above_can_fail() -> None:
    assert any(
        "Event.wait" in text for text in unawaited_when_stepped_with_no_running_loop(timeout_around_a_made_coroutine)
    )


def test_at_most_gives_the_result_in_time_and_times_out_after() -> None:
    async def scenario() -> tuple[str, bool]:
        ready: asyncio.Future[str] = asyncio.get_running_loop().create_future()
        ready.set_result("woken")
        result = await at_most(1.0, lambda: ready)
        try:
            await at_most(0.01, asyncio.Event().wait)
        except TimeoutError:
            return result, True
        return result, False

    assert asyncio.run(scenario()) == ("woken", True)
