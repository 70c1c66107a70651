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
    from moonveil_desktop.ui.mainwindow import MainWindow

    win = MainWindow(data_dir, app_settings)
    qtbot.addWidget(win)
    win.show()
    yield win
    if win.controller.storage is not None:
        win.controller.storage.close()


@pytest.fixture
def qasync_loop(qapp: QApplication) -> Iterator[asyncio.AbstractEventLoop]:
    import qasync

    loop = qasync.QEventLoop(qapp, already_running=False)
    asyncio.set_event_loop(loop)
    yield loop
    loop.close()
    asyncio.set_event_loop(None)
