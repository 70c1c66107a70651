"""Test-wide setup: Qt runs offscreen; every test binds only to 127.0.0.1."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.browser_support import CHROMIUM, BrowserThread

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_API", "pyside6")


@pytest.fixture(scope="session")
def browser() -> Iterator[BrowserThread]:
    """One Chromium for the whole session, in its own thread (see browser_support)."""
    pytest.importorskip("playwright.sync_api")
    if not Path(CHROMIUM).exists():
        pytest.skip(f"needs {CHROMIUM}")
    thread = BrowserThread()
    yield thread
    thread.close()
