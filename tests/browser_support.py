"""One headless Chromium for the whole test session, in a thread of its own.

Playwright's sync API keeps an asyncio loop marked as running in the thread that
started it; in the main thread that breaks every asyncio/qasync test after it
(coroutines land on Playwright's loop). So the browser lives in its own thread:
tests hand it functions of the browser, or drive a page through ``Remote``.
Debian's /usr/bin/chromium, never ``playwright install``.
"""

from __future__ import annotations

import queue
import threading
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any, TypeVar

T = TypeVar("T")

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]


class BrowserThread:
    """Playwright's sync API in a thread of its own: it keeps an asyncio loop marked as
    running in the thread that started it, which would break every asyncio test after
    it. Tests hand it functions of the browser; results and exceptions come back."""

    def __init__(self) -> None:
        self._jobs: queue.Queue[tuple[Callable[[Any], Any], Future[Any]] | None] = queue.Queue()
        self._ready: Future[None] = Future()
        self._thread = threading.Thread(target=self._main, daemon=True, name="playwright")
        self._thread.start()
        self._ready.result(timeout=60)

    def _main(self) -> None:
        from playwright.sync_api import sync_playwright

        try:
            with sync_playwright() as playwright:
                chromium = playwright.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                self._ready.set_result(None)
                while (job := self._jobs.get()) is not None:
                    fn, done = job
                    try:
                        done.set_result(fn(chromium))
                    except BaseException as exc:
                        done.set_exception(exc)
                chromium.close()
        except BaseException as exc:
            if not self._ready.done():
                self._ready.set_exception(exc)

    def run(self, fn: Callable[[Any], T], timeout: float = 120) -> T:
        done: Future[T] = Future()
        self._jobs.put((fn, done))
        return done.result(timeout=timeout)

    def close(self) -> None:
        self._jobs.put(None)
        self._thread.join(timeout=30)


Phone = Callable[[Callable[[Any], T]], T]


PLAIN = (str, int, float, bool, bytes, type(None))


def _plain(value: Any) -> bool:
    if isinstance(value, PLAIN):
        return True
    if isinstance(value, (list, tuple)):
        return all(_plain(v) for v in value)
    if isinstance(value, dict):
        return all(_plain(v) for v in value.values())
    return False


class Remote:
    """A Playwright object that lives in the browser thread, used from the test's
    thread: every attribute and call runs there; plain results come back, other
    objects come back as Remotes."""

    def __init__(self, thread: BrowserThread, target: Any) -> None:
        self._thread = thread
        self._target = target

    def _wrap(self, value: Any) -> Any:
        return value if _plain(value) else Remote(self._thread, value)

    def __getattr__(self, name: str) -> Any:
        value = self._thread.run(lambda _browser: getattr(self._target, name))
        if not callable(value):
            return self._wrap(value)

        def call(*args: Any, **kwargs: Any) -> Any:
            return self._wrap(self._thread.run(lambda _browser: value(*args, **kwargs)))

        return call
