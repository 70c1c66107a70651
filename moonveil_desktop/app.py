"""Start-up: the QApplication, the qasync loop, the exception hook, and the
composition of the parts (``compose``: storage → evening → controller → window).

On Python 3.11 the loop is a ``qasync.QEventLoop`` (``loop.FairEventLoop``: its ready
callbacks take turns with Qt's events) run until the main window
closes (``setQuitOnLastWindowClosed(False)``: the app ends when the main
coroutine finishes, so the phone server's cleanup can run). No nested event
loop is ever started inside a coroutine: dialogs use ``open()`` and signals.
"""

from __future__ import annotations

import argparse
import importlib
import logging
import os
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING

os.environ.setdefault("QT_API", "pyside6")  # qasync must pick PySide6

# PySide6's import hook reads the source of every module imported after PySide6 (its
# ``__feature__`` check, ~0.15 ms a module): the standard library the console needs
# before it is usable — the loop's asyncio with its ~40 modules, the saved games'
# sqlite3, json, the tokens' secrets — is imported before PySide6 (start-up, issue 20).
STANDARD_LIBRARY_FIRST = ("asyncio", "dataclasses", "datetime", "json", "locale", "secrets", "sqlite3", "unicodedata")
for _name in STANDARD_LIBRARY_FIRST:
    importlib.import_module(_name)

from PySide6.QtWidgets import QApplication  # noqa: E402  (PySide6 after those, qasync later: see main)

if TYPE_CHECKING:
    from moonveil_desktop.settings import AppSettings
    from moonveil_desktop.storage import Storage
    from moonveil_desktop.ui.mainwindow import MainWindow

log = logging.getLogger("moonveil_desktop")

ORGANIZATION = "Moonveil"
APPLICATION = "Moonveil Desktop"

ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], None]


def parse_args(argv: list[str]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="moonveil", description="The moderator's console.")
    parser.add_argument("--data-dir", type=Path, default=None, help="where saved games are kept")
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--resume", dest="resume", action="store_true", default=None, help="resume without asking")
    group.add_argument("--no-resume", dest="resume", action="store_false", help="do not offer to resume")
    return parser.parse_args(argv)


def make_application(argv: list[str] | None = None) -> QApplication:
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        app = QApplication(argv or [sys.argv[0]])
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setQuitOnLastWindowClosed(False)
    from moonveil_desktop.desktop import identify

    identify(app)  # version, window icon, desktop entry id
    return app


def make_excepthook(show: Callable[[str, str], object]) -> ExceptHook:
    """Log every uncaught exception (also from ``@asyncSlot``) and show it in a
    dialog; the game stays intact because every command is journaled first."""

    def hook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        details = "".join(traceback.format_exception(kind, value, tb))
        log.error("uncaught exception\n%s", details)
        try:
            show(f"{kind.__name__}: {value}", details)
        except Exception:  # the hook itself must never raise
            log.exception("could not show the error dialog")

    return hook


def default_data_dir() -> Path:
    from PySide6.QtCore import QStandardPaths

    return Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))


def open_storage(path: Path) -> tuple[Storage | None, str | None]:
    """The saved-games file, locked for this console (``saves_folder``): a
    damaged or empty one is moved aside (kept, never overwritten) and a fresh
    one started; a read-only or newer one is opened as it can be. Returns the
    storage and a notice in plain words."""
    from moonveil_desktop.saves_folder import open_saves

    opened = open_saves(path.parent, path.name)
    return opened.storage, opened.notice


def compose(data_dir: Path | None, settings: AppSettings, *, focus_ring: bool = True) -> MainWindow:
    """The parts of the evening, each given what it needs: the saved-games file,
    the evening service over it, the console's controller over the evening, and the
    main window over the controller. (The phone server, the TV page and the
    projector are added over the same evening by ``integration.wire``.)
    ``focus_ring`` False leaves the focus ring's style to the caller (``main``
    installs it once the console is painted: ``focus_ring.install_focus_ring``)."""
    from moonveil_desktop.controller import TableController
    from moonveil_desktop.evening import Evening
    from moonveil_desktop.storage import FILE_NAME
    from moonveil_desktop.ui.colors import install
    from moonveil_desktop.ui.mainwindow import MainWindow

    app = QApplication.instance()
    if isinstance(app, QApplication):
        install(app)  # checked colours, before any widget exists
        if focus_ring:
            from moonveil_desktop.ui.focus_ring import install_focus_ring

            install_focus_ring(app)
    storage, notice = open_storage((data_dir or default_data_dir()) / FILE_NAME)
    controller = TableController(Evening(storage), lang=settings.language)
    return MainWindow(controller, settings, storage_notice=notice)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    app = make_application()
    from moonveil_desktop.i18n import use_language
    from moonveil_desktop.settings import AppSettings

    use_language(AppSettings().language_choice)  # before any widget exists: default = system locale

    window = compose(args.data_dir, AppSettings(), focus_ring=False)  # the ring after the paint: run_evening
    sys.excepthook = make_excepthook(window.show_exception)
    window.show()
    app.processEvents()  # the first paint comes before the rest of start-up
    import asyncio

    from moonveil_desktop.loop import FairEventLoop  # asyncio and qasync are not needed to draw the window

    window.start(resume=args.resume)
    loop = FairEventLoop(app)
    asyncio.set_event_loop(loop)
    from moonveil_desktop.integration import run_evening  # phones, TV, projector, catalog (integration)

    try:
        loop.run_until_complete(run_evening(window, freeze_imports=True))  # run_window + the phone server around it
    finally:
        loop.close()
        from moonveil_desktop.phone_child import discard_spawned

        discard_spawned()  # a phone-server process the evening never used (closed before its start)
    return 0
