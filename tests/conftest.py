"""Test-wide setup: Qt runs offscreen; every test binds only to 127.0.0.1."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_API", "pyside6")
