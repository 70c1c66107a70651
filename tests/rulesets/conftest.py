"""Fixtures shared by the rule books' tests."""

from __future__ import annotations

from typing import Any

import pytest

import engine.night as core
from engine.night import NightContext


@pytest.fixture
def nights_run(monkeypatch: pytest.MonkeyPatch) -> list[list[str]]:
    """The names of the steps of every night the core's ``run_night`` runs, one
    list per night: empty if a book resolves its night without the core."""
    runs: list[list[str]] = []
    real = core.run_night

    def spy(*args: Any, **kwargs: Any) -> NightContext:
        ctx: NightContext = real(*args, **kwargs)
        runs.append(list(ctx.ran))
        return ctx

    monkeypatch.setattr(core, "run_night", spy)
    return runs
