"""Watching a book's declared night run: which steps resolve, on which context."""

from __future__ import annotations

import dataclasses
from types import ModuleType
from typing import Any

import pytest

import engine.night_hooks
from engine.night import NightContext
from engine.night_hooks import WakeStep


def spy_on_the_core(monkeypatch: pytest.MonkeyPatch, book_night: ModuleType) -> tuple[list[str], list[NightContext]]:
    """Log every step of ``book_night.NIGHT_ORDER`` as it resolves, and every context
    ``run_night`` runs on: a night that does not go through the core logs no context."""
    resolved: list[str] = []
    contexts: list[NightContext] = []

    def logged(step: WakeStep[Any]) -> WakeStep[Any]:
        if step.resolve is None:
            return step
        resolve = step.resolve

        def log_then_resolve(night: Any) -> None:
            resolved.append(step.id)
            resolve(night)

        return dataclasses.replace(step, resolve=log_then_resolve)

    real_run_night = engine.night_hooks.run_night

    def spy(*args: Any, **kwargs: Any) -> NightContext:
        ctx = real_run_night(*args, **kwargs)
        contexts.append(ctx)
        return ctx

    monkeypatch.setattr(book_night, "NIGHT_ORDER", tuple(logged(s) for s in book_night.NIGHT_ORDER))
    monkeypatch.setattr(engine.night_hooks, "run_night", spy)
    return resolved, contexts
