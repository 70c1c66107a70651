"""Entry point: ``moonveil`` and ``python -m moonveil_desktop`` (and the bundle's executable).

Three flags run something else than the console: ``--smoke-test`` (the installed
copy's self-test, see ``smoke``), ``--install-desktop-entry`` (the menu entry and
icon for this user, see ``desktop``) and ``--phone-server`` (the phone server's
process the console starts, see ``phone_child``: no Qt in it).
"""

from __future__ import annotations

import contextlib
import os
import sys

# The console serves the phones itself with this set to "in-process" (no child process).
PHONE_SERVER_ENV = "MOONVEIL_PHONE_SERVER"
NO_CONSOLE_FLAGS = ("--install-desktop-entry",)  # desktop.INSTALL_FLAG (desktop imports PySide6)
# phone_child.FLAG, written here: phone_child imports asyncio, which the child must load niced.
PHONE_SERVER_FLAG = "--phone-server"
# The phone server's process runs below the console: a busy machine favours the moderator's
# window. Set before the child imports anything, since its imports (aiohttp, Jinja, asyncio:
# ~0.35 s of CPU) run while the console starts, and they are what competes with it.
PHONE_SERVER_NICENESS = 5


def below_the_console() -> None:
    """Lower this process's priority (POSIX; on Windows the console starts it below normal)."""
    if hasattr(os, "nice"):
        with contextlib.suppress(OSError):
            os.nice(PHONE_SERVER_NICENESS)


def main() -> int:
    if PHONE_SERVER_FLAG in sys.argv[1:]:
        below_the_console()  # first: the child's imports are what competes with the starting console
        from moonveil_desktop.web.child import main as serve_phones

        return serve_phones(sys.argv[1:])
    import multiprocessing

    multiprocessing.freeze_support()  # the balance estimate's worker processes, in the frozen bundle
    if os.environ.get(PHONE_SERVER_ENV) != "in-process" and not set(NO_CONSOLE_FLAGS) & set(sys.argv[1:]):
        from moonveil_desktop.phone_child import spawn

        spawn()  # before PySide6: the child loads aiohttp on the other core while the console starts
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
