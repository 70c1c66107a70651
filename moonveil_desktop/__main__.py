"""Entry point: ``moonveil`` and ``python -m moonveil_desktop``."""

from __future__ import annotations

import sys


def main() -> int:
    from moonveil_desktop.app import main as run

    return run()


if __name__ == "__main__":
    sys.exit(main())
