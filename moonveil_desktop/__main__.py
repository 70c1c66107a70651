"""Entry point: ``moonveil`` and ``python -m moonveil_desktop`` (and the bundle's executable).

Two flags run something else than the console: ``--smoke-test`` (the installed
copy's self-test, see ``smoke``) and ``--install-desktop-entry`` (the menu entry and
icon for this user, see ``desktop``).
"""

from __future__ import annotations

import sys


def main() -> int:
    import multiprocessing

    multiprocessing.freeze_support()  # the balance estimate's worker processes, in the frozen bundle
    from moonveil_desktop.app import main as run  # before PySide6: it imports the standard library first
    from moonveil_desktop.desktop import INSTALL_FLAG
    from moonveil_desktop.smoke import FLAG as SMOKE_FLAG

    if SMOKE_FLAG in sys.argv[1:]:
        from moonveil_desktop.smoke import main as smoke_test

        return smoke_test(sys.argv[1:])
    if INSTALL_FLAG in sys.argv[1:]:
        from moonveil_desktop.desktop import run_install

        return run_install()
    return run()


if __name__ == "__main__":
    sys.exit(main())
