"""Start-up, fourth and fifth passes (issue 20): what ``run_evening`` does on the GUI thread
after the first paint comes in short steps — QtNetwork (the LAN address) is imported in a
turn of its own before the server starts, the Phones panel is built in one turn of the
loop and laid out in its dock in the next, before the server's start, Qt gets its turn
between two steps (``next_turn``) — and the wiring says when the deferred start-up is
over (``startedUp``), every dock and hidden page built. The hidden pages' modules, no
longer imported before the first paint, are imported in turns of their own, not in the
step that builds a page (the grimoire's too: seventh pass)."""

from __future__ import annotations

import ast
import asyncio
import os
import subprocess
import sys
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QScrollArea

from moonveil_desktop import integration
from moonveil_desktop.integration import (
    HIDDEN_PAGE_MODULES,
    LINK_MODULES,
    Wiring,
    next_turn,
    run_evening,
)
from moonveil_desktop.settings import AppSettings
from moonveil_desktop.ui.mainwindow import MainWindow

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def no_quit_on_close(qapp: Any) -> Iterator[None]:
    """As make_application does: closing the window ends the main coroutine, not Qt."""
    qapp.setQuitOnLastWindowClosed(False)
    yield
    qapp.setQuitOnLastWindowClosed(True)


def test_a_panel_built_for_later_stays_out_of_its_dock_until_placed(window: MainWindow) -> None:
    wiring = Wiring(window, place_panel=False)
    assert wiring._panel is None  # not built: the server's start comes first
    panel = wiring.build_panel()
    assert wiring.build_panel() is panel  # once only
    assert window.phone_dock.widget() is window.phone_placeholder
    wiring.place_panel()
    scroll = window.phone_dock.widget()
    assert isinstance(scroll, QScrollArea) and scroll.widget() is wiring.panel
    wiring.place_panel()  # once only: the dock keeps the same scroll area
    assert window.phone_dock.widget() is scroll


def test_a_wiring_places_its_panel_at_once_by_default(window: MainWindow) -> None:
    wiring = Wiring(window)
    scroll = window.phone_dock.widget()
    assert isinstance(scroll, QScrollArea) and scroll.widget() is wiring.panel


STARTS = """
import asyncio, sys, tempfile
from pathlib import Path
from moonveil_desktop.app import compose, make_application
from moonveil_desktop.loop import FairEventLoop
from moonveil_desktop.settings import AppSettings
app = make_application()
window = compose(Path(tempfile.mkdtemp()), AppSettings())
window.show()
from moonveil_desktop.integration import LINK_MODULES, PANEL_MODULES, SERVER_MODULES, Wiring
from moonveil_desktop.integration import import_server_modules
import_server_modules(SERVER_MODULES + LINK_MODULES + PANEL_MODULES)
loop = FairEventLoop(app)
asyncio.set_event_loop(loop)
link = Wiring(window).link
before = set(sys.modules)
loop.run_until_complete(link.start(None, 0))  # the default host: the LAN address, through QtNetwork
print(sorted(set(sys.modules) - before))
loop.run_until_complete(link.stop())
"""


def test_the_server_starts_on_the_gui_thread_without_importing_a_module_of_weight(tmp_path: Path) -> None:
    """Every module the server's start needs (QtNetwork for the LAN address included) was
    imported before, in a turn of its own or in the worker: the start itself imports only
    the small ``resource`` (the open-file limit)."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-c", STARTS], cwd=ROOT, env=env, capture_output=True, text=True, check=True, timeout=120
    )
    assert set(ast.literal_eval(done.stdout.splitlines()[-1])) <= {"resource"}
    assert "PySide6.QtNetwork" in LINK_MODULES


def test_the_deferred_start_up_ends_with_every_part_built_and_says_so(
    window: MainWindow,
    app_settings: AppSettings,
    qasync_loop: asyncio.AbstractEventLoop,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    app_settings.interface = "127.0.0.1"
    app_settings.port = 0
    seen: list[tuple[bool, bool, bool]] = []
    listening_when_panel_built: list[bool] = []
    build_panel = Wiring.build_panel

    def watched_build_panel(wiring: Wiring) -> Any:
        if wiring._panel is None:  # the first build: was the server already listening?
            listening_when_panel_built.append(wiring.link.running)
        return build_panel(wiring)

    monkeypatch.setattr(Wiring, "build_panel", watched_build_panel)

    def parts_of(wiring: Wiring) -> tuple[bool, bool, bool]:
        return wiring.link.running, wiring.narrator is not None, window._grimoire is not None

    async def scenario() -> Wiring:
        task = asyncio.ensure_future(run_evening(window))
        for _ in range(3000):
            wirings = window.findChildren(Wiring)
            if wirings and wirings[0].started_up:
                break
            if wirings and not seen:
                wirings[0].startedUp.connect(lambda wiring=wirings[0]: seen.append(parts_of(wiring)))
                seen.append((False, False, False))  # connected while start-up was still under way
            await asyncio.sleep(0.01)
        wiring = window.findChildren(Wiring)[0]
        assert isinstance(window.phone_dock.widget(), QScrollArea)  # the panel was placed on the way
        window.close()
        await task
        return wiring

    wiring = qasync_loop.run_until_complete(asyncio.wait_for(scenario(), 60))
    assert wiring.started_up
    assert seen == [(False, False, False), (True, True, True)]  # emitted once, the server up, every part built
    # the panel is built before the server's start: the other order froze the GUI ~100 ms
    assert listening_when_panel_built == [False]
    assert not window.build_a_hidden_part()


def test_the_narrators_dock_is_laid_out_before_the_next_step(
    window: MainWindow,
    app_settings: AppSettings,
    qasync_loop: asyncio.AbstractEventLoop,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Adding the dock and the next step (the hidden pages' Qt classes) ran in one turn, and
    Qt laid the dock out after both: ~25-30 ms between two ticks (seventh pass)."""
    app_settings.interface = "127.0.0.1"
    app_settings.port = 0
    order: list[str] = []
    add_narrator = Wiring.add_narrator
    build_classes = integration.build_qt_classes_in_turns

    def watched_add_narrator(wiring: Wiring) -> None:
        add_narrator(wiring)
        order.append("narrator")
        QTimer.singleShot(0, lambda: order.append("Qt"))  # Qt's turn, as a paint or a key would come

    async def watched_build_classes(groups: tuple[tuple[str, ...], ...]) -> None:
        order.append("classes")
        await build_classes(groups)

    monkeypatch.setattr(Wiring, "add_narrator", watched_add_narrator)
    monkeypatch.setattr(integration, "build_qt_classes_in_turns", watched_build_classes)

    async def scenario() -> None:
        task = asyncio.ensure_future(run_evening(window))
        for _ in range(3000):
            if any(wiring.started_up for wiring in window.findChildren(Wiring)):
                break
            await asyncio.sleep(0.01)
        window.close()
        await task

    qasync_loop.run_until_complete(asyncio.wait_for(scenario(), 60))
    assert order[order.index("narrator") :][:3] == ["narrator", "Qt", "classes"]


def test_a_start_up_step_waits_for_qt_while_a_zero_sleep_does_not(qasync_loop: asyncio.AbstractEventLoop) -> None:
    """``next_turn`` hands the thread to Qt between two start-up steps; ``asyncio.sleep(0)``
    would run the next step in the same batch of the loop, before Qt's waiting event."""
    order: list[str] = []

    async def steps(pause: Callable[[], Awaitable[None]]) -> None:
        QTimer.singleShot(0, lambda: order.append("Qt"))
        await pause()
        order.append("step")

    # The contrast: a zero sleep runs the step in the same batch, before Qt's event. The
    # loop ends a batch after ~8 ms, so a machine loaded enough to stretch one batch can
    # let Qt in first once: three tries, one in the same batch is enough to tell.
    same_batch = []
    for _ in range(3):
        order.clear()
        qasync_loop.run_until_complete(steps(lambda: asyncio.sleep(0)))
        qasync_loop.run_until_complete(asyncio.sleep(0.05))  # Qt's event comes after
        same_batch.append(order == ["step", "Qt"])
    assert any(same_batch)
    order.clear()
    qasync_loop.run_until_complete(steps(next_turn))
    assert order == ["Qt", "step"]


HIDDEN = """
import asyncio, sys, tempfile
from pathlib import Path
from moonveil_desktop.app import compose, make_application
from moonveil_desktop.loop import FairEventLoop
from moonveil_desktop.settings import AppSettings
app = make_application()
settings = AppSettings()
settings.interface, settings.port = "127.0.0.1", 0
window = compose(Path(tempfile.mkdtemp()), settings)
window.show()
from moonveil_desktop.integration import HIDDEN_PAGE_MODULES, Wiring, run_evening
building = window.build_a_hidden_part
imported_while_building = []
def build():
    before = set(sys.modules)
    built = building()
    new = set(sys.modules) - before
    imported_while_building.extend(sorted(name for name in new if name.startswith("moonveil_desktop.ui.")))
    return built
window.build_a_hidden_part = build
async def evening():
    task = asyncio.ensure_future(run_evening(window))
    while not any(wiring.started_up for wiring in window.findChildren(Wiring)):
        await asyncio.sleep(0.01)
    window.close()
    await task
loop = FairEventLoop(app)
asyncio.set_event_loop(loop)
loop.run_until_complete(asyncio.wait_for(evening(), 60))
print(imported_while_building)
print(sorted(name for name in HIDDEN_PAGE_MODULES if name in sys.modules))
loop.close()  # its executor's threads end with it
"""


def test_the_hidden_pages_modules_are_imported_in_turns_of_their_own(tmp_path: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-c", HIDDEN], cwd=ROOT, env=env, capture_output=True, text=True, check=True, timeout=120
    )
    while_building, imported = done.stdout.splitlines()[-2:]
    assert while_building == "[]"  # no page's step imported its module too (the grimoire's was ~15-20 ms)
    assert imported == str(sorted(HIDDEN_PAGE_MODULES))
    assert "moonveil_desktop.ui.grimoire" in HIDDEN_PAGE_MODULES


FROZEN = """
import gc, sys, tempfile
from PySide6.QtCore import QTimer
from moonveil_desktop.app import main, make_application
app = make_application()
def when_started():
    from moonveil_desktop.integration import Wiring
    from moonveil_desktop.ui.mainwindow import MainWindow
    windows = [w for w in app.topLevelWidgets() if isinstance(w, MainWindow)]
    wirings = windows[0].findChildren(Wiring) if windows else []
    if not (wirings and wirings[0].started_up):
        QTimer.singleShot(20, when_started)
        return
    import aiohttp.web, engine.game, jinja2
    watched = {id(vars(module)) for module in (aiohttp.web, engine.game, jinja2)}
    print(gc.get_freeze_count() > 0, sorted(type(o).__name__ for o in gc.get_objects() if id(o) in watched))
    windows[0].close()
QTimer.singleShot(0, when_started)
main(["--data-dir", tempfile.mkdtemp(), "--no-resume"])
"""


def test_the_app_keeps_what_start_up_imported_out_of_full_collections(tmp_path: Path) -> None:
    """A full collection walks every tracked object: after aiohttp's import one cost ~55 ms of
    the GUI thread in the server's start step. The entry point's start-up freezes what the
    server's modules and the warm-up brought, so the collector no longer holds their dicts."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(tmp_path)}
    done = subprocess.run(
        [sys.executable, "-c", FROZEN], cwd=ROOT, env=env, capture_output=True, text=True, check=True, timeout=120
    )
    assert done.stdout.splitlines()[-1] == "True []"
