"""Fixtures for the console: an isolated settings file and data folder per test,
a main window, and a qasync loop (TECH_NOTES: one QEventLoop per test)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from moonveil_desktop.settings import AppSettings


@pytest.fixture
def app_settings(tmp_path: Path) -> AppSettings:
    return AppSettings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))


@pytest.fixture
def data_dir(tmp_path: Path) -> Path:
    path = tmp_path / "data"
    path.mkdir()
    return path


@pytest.fixture
def window(qtbot, data_dir: Path, app_settings: AppSettings):  # type: ignore[no-untyped-def]
    from moonveil_desktop.app import compose

    win = compose(data_dir, app_settings)
    qtbot.addWidget(win)
    win.show()
    yield win
    if win.controller.storage is not None:
        win.controller.storage.close()


@pytest.fixture
def qasync_loop(qapp: QApplication) -> Iterator[asyncio.AbstractEventLoop]:
    from moonveil_desktop.loop import FairEventLoop  # the app's own loop

    loop = FairEventLoop(qapp)
    asyncio.set_event_loop(loop)
    yield loop
    loop.close()
    asyncio.set_event_loop(None)


@pytest.fixture(autouse=True)
def english_after_each_test() -> Iterator[None]:
    """A test that switches the language (live switch, phones in Italian...) must
    not leak it into the next one: back to English when it ends."""
    yield
    from moonveil_desktop.i18n import current_language, use_language

    if QApplication.instance() is not None and current_language() != "en":
        use_language("en")


@pytest.fixture(scope="session", autouse=True)
def english_catalog(qapp: QApplication) -> None:
    """As ``app.main`` does before any widget exists: install the English catalog
    (its plural forms: "5 players", not "5 player(s)")."""
    from moonveil_desktop.i18n import use_language

    use_language("en")
