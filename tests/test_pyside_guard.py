"""Guard against PySide6 6.12.0, which aborts Python 3.11 (TECH_NOTES.md).

The reproducer calls a void method 100,000 times; 6.12.0 drops a reference to
None on each call and the interpreter dies with "none_dealloc" (rc 134).
"""

from __future__ import annotations

import subprocess
import sys

import PySide6

REPRODUCER = "from PySide6.QtCore import QObject; o=QObject(); [o.setObjectName('x') for _ in range(100000)]"


def test_installed_pyside6_is_below_6_12() -> None:
    major, minor = (int(x) for x in PySide6.__version__.split(".")[:2])
    assert (major, minor) < (6, 12), f"PySide6 {PySide6.__version__} is known to abort Python 3.11"


def test_void_method_reproducer_does_not_abort() -> None:
    result = subprocess.run([sys.executable, "-c", REPRODUCER], capture_output=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr.decode(errors="replace")[-500:]
