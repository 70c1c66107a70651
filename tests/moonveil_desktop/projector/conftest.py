"""Fixtures for the projector tests: the TV page in the session's shared Chromium
(which runs in its own thread, see tests/browser_support.py), at 1920x1080."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from tests.browser_support import BrowserThread, Remote


@pytest.fixture
def tv_page(browser: BrowserThread) -> Iterator[Any]:
    context = browser.run(lambda chromium: chromium.new_context(viewport={"width": 1920, "height": 1080}))
    page = browser.run(lambda _chromium: context.new_page())
    yield Remote(browser, page)
    browser.run(lambda _chromium: context.close())
