"""A heartbeat is an input of time (issue 20): it changes no deal, name, day, lobby or
phone link, so the evening neither recomputes nor compares what it saves of them, and
the Phones panel's link does not rebuild its state; a real command still does both."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from engine.commands import Presence
from moonveil_desktop import evening as evening_module
from moonveil_desktop import phones_link as phones_link_module
from moonveil_desktop.phones_link import PhoneLink
from moonveil_desktop.table import TableSettings
from moonveil_desktop.ui.mainwindow import MainWindow

NAMES = ["Ana", "Bea", "Cai", "Dov", "Eli", "Fay", "Gus", "Hal"]


def counting(calls: list[str], name: str, real: Callable[..., Any]) -> Callable[..., Any]:
    def counted(*args: Any) -> Any:
        calls.append(name)
        return real(*args)

    return counted


def test_heartbeats_skip_the_saved_links_and_the_panel_state(
    window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    controller = window.controller
    assert controller.new_table(TableSettings("moonveil", {"game_type": "classic"}, 7), [(n, False) for n in NAMES])
    assert controller.deal()
    evening = controller.evening
    PhoneLink(evening, controller, window)
    calls: list[str] = []
    monkeypatch.setattr(evening_module, "lobby_data", counting(calls, "evening", evening_module.lobby_data))
    monkeypatch.setattr(phones_link_module, "lobby_data", counting(calls, "panel", phones_link_module.lobby_data))
    summaries: list[object] = []
    journal = evening.journal
    assert journal is not None
    monkeypatch.setattr(journal, "summarize", counting(summaries, "summary", journal.summarize))
    at = evening.public_view(None)["now_ms"]
    for seat in range(len(NAMES)):
        at += 10_000
        assert evening.try_apply(Presence(seat, at)) is None
    assert calls == [] and summaries == []
    row = next(r for r in window.phase.rows if r.target_boxes)
    row.target_boxes[0].setCurrentIndex(0)
    row.submit_button.click()  # a command: the saved state is kept current again
    assert "evening" in calls and "panel" in calls
