"""Entry point: ``moonveil`` and ``python -m moonveil_desktop`` (and the bundle's executable).

``--smoke-test`` runs the installed copy's self-test instead (see ``smoke``).
"""

from __future__ import annotations

import sys


def main() -> int:
    from moonveil_desktop.smoke import FLAG

    if FLAG in sys.argv[1:]:
        from moonveil_desktop.smoke import main as smoke_test

        return smoke_test(sys.argv[1:])
    from moonveil_desktop.app import main as run

    return run()


if __name__ == "__main__":
    sys.exit(main())
