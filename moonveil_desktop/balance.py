"""Bot games in worker processes, for the setup's balance estimate (issue 29).

The games are ``engine.simulate.run_job`` (the same jobs the command line runs),
cut in chunks and handed to a small process pool: the GUI thread never plays a
game. Each finished chunk is reported with the generation it belongs to; a new
deck starts a new generation, so a chunk of the old deck that was already
running when the deck changed is recognised and dropped by the receiver.

Processes are started with "spawn": forking a process that runs Qt and aiohttp
threads is unsafe, and the frozen bundle supports spawn through
``multiprocessing.freeze_support()`` in ``__main__``.
"""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import Callable
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass
from threading import Lock, Thread

from engine.simulate import SimulationJob, Tally, run_job

#: the first chunk is small so an estimate shows early; later chunks are larger
FIRST_CHUNK = 48
CHUNK = 160
#: games per estimate at most; the estimate also stops once it is this precise
GAME_LIMIT = 4000
PRECISE_ENOUGH = 0.015  # a 95% margin of ±1.5 points

Report = Callable[[int, "Tally | BaseException"], None]
"""Called from a pool thread with (generation, the chunk's tally or what went wrong)."""


@dataclass
class _Run:
    generation: int
    futures: list[Future[Tally]]


class BalanceRunner:
    """Runs one estimate at a time; ``start`` cancels the one before."""

    def __init__(self, report: Report, workers: int | None = None) -> None:
        self.report = report
        self.workers = workers or max(1, min(2, os.cpu_count() or 1))
        self._pool: ProcessPoolExecutor | None = None
        self._pool_lock = Lock()
        self._wanted = False  # a pool may be started (False once closed: a late warm-up starts none)
        self._lock = Lock()
        self._run: _Run | None = None
        self.generation = 0

    def warm_up(self) -> None:
        """Start the worker processes now, from another thread: starting processes
        takes tens of milliseconds the GUI thread should not wait for, and the
        workers then import the engine before the first deck is complete."""
        with self._pool_lock:
            self._wanted = True
        Thread(target=self._start_workers, name="balance-warm-up", daemon=True).start()

    def _start_workers(self) -> None:
        with self._pool_lock:  # close() cannot shut the pool down between these lines
            if not self._wanted:
                return  # closed before this thread ran
            pool = self._locked_executor()
            for _ in range(self.workers):
                pool.submit(_ready)

    def start(self, job: SimulationJob) -> int:
        """Play ``job`` in chunks; returns its generation."""
        self.cancel()
        with self._lock:
            self.generation += 1
            generation = self.generation
            pool = self._executor()
            futures = [pool.submit(run_job, chunk) for chunk in job.split(FIRST_CHUNK, CHUNK)]
            self._run = _Run(generation, futures)
        for future in futures:
            future.add_done_callback(lambda done, g=generation: self._finished(g, done))
        return generation

    def cancel(self) -> None:
        """Stop the current estimate: chunks not started are dropped."""
        with self._lock:
            run, self._run = self._run, None
        if run is not None:
            for future in run.futures:
                future.cancel()

    def close(self) -> None:
        self.cancel()
        with self._pool_lock:
            self._wanted = False
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)

    def _executor(self) -> ProcessPoolExecutor:
        with self._pool_lock:
            self._wanted = True
            return self._locked_executor()

    def _locked_executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            self._pool = ProcessPoolExecutor(self.workers, mp_context=multiprocessing.get_context("spawn"))
        return self._pool

    def _finished(self, generation: int, future: Future[Tally]) -> None:
        if future.cancelled():
            return
        error = future.exception()
        self.report(generation, error if error is not None else future.result())


def _ready() -> bool:
    return True


def is_precise(tally: Tally) -> bool:
    """Enough games: every side's 95% margin is within ``PRECISE_ENOUGH``."""
    if tally.games >= GAME_LIMIT:
        return True
    sides = [tally.interval(team) for team in tally.wins] + [tally.draw_interval()]
    return tally.games > 0 and all((high - low) / 2 <= PRECISE_ENOUGH for low, high in sides)
