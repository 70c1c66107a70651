"""Wiring the parts into the running console (issues 4, 5, 7, 11).

``wire(window)`` fills the console's hooks: the Phones dock gets the
``PhonesPanel`` of a ``PhoneLink``; View → Projector (F11) opens the
``ProjectorWindow`` fed only by ``public_view``; Help → Browse roles… opens the
Moonveil ``CatalogBrowser``. ``run_evening(window)`` is the app's main coroutine:
it starts the phone server on the running qasync loop, lives until the window
closes, and stops the server before the loop ends (TECH_NOTES: AppRunner +
TCPSite, cleanup before the loop stops).
"""

from __future__ import annotations

import contextlib
import gc
import importlib
import logging
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPoint, QRect, Qt, Signal
from PySide6.QtGui import QAction, QScreen
from PySide6.QtWidgets import QApplication, QFrame, QHBoxLayout, QLabel, QMenu, QVBoxLayout, QWidget

if TYPE_CHECKING:
    from engine.view_types import PublicView
    from moonveil_desktop.narrator_link import NarratorLink
    from moonveil_desktop.phones_link import PhoneLink
    from moonveil_desktop.projector.window import ProjectorWindow
    from moonveil_desktop.ui.mainwindow import MainWindow
    from moonveil_desktop.ui.phones_panel import PhonesPanel
    from moonveil_desktop.view_types import VillageView

log = logging.getLogger(__name__)


class Wiring(QObject):
    """What ``wire`` added to the window (kept on it; retranslated on a language change)."""

    startedUp = Signal()  # ``run_evening`` finished its deferred start-up (the server, docks, hidden pages)

    def __init__(self, window: MainWindow, *, place_panel: bool = True) -> None:
        """``place_panel`` False leaves the Phones panel unbuilt and out of its dock until
        ``build_panel()`` and ``place_panel()`` (start-up: the panel is built and its dock
        laid out, each in a turn of its own, before the server's start)."""
        super().__init__(window)
        self.window = window
        from moonveil_desktop.phones_link import PhoneLink  # lazily: the engine and aiohttp come after the paint

        self.evening = window.controller.evening
        self.link = PhoneLink(self.evening, window.controller, self)
        self.link.deadline_source = self.deadline
        self._panel: PhonesPanel | None = None
        self._panel_placed = False
        if place_panel:
            self.place_panel()
        window.set_projector_factory(self.make_projector)
        self.narrator: NarratorLink | None = None  # added by ``add_narrator`` (after the server listens)
        self.started_up = False  # True once ``run_evening`` has done its deferred start-up
        self.browser: QWidget | None = None
        self.join_overlay: JoinOverlay | None = None
        self.browse_action = QAction(window)
        self.browse_action.setObjectName("browseRolesAction")
        self.browse_action.triggered.connect(lambda _checked=False: self.browse_roles())
        window.help_menu.insertAction(window.about_action, self.browse_action)
        self.screen_menu = QMenu(window)
        self.screen_menu.setObjectName("projectorScreenMenu")
        self.screen_menu.aboutToShow.connect(self._list_screens)
        window.view_menu.insertMenu(window.projector_action, self.screen_menu)
        window.installEventFilter(self)
        self.retranslate()

    @property
    def panel(self) -> PhonesPanel:
        """The Phones panel (built on first use)."""
        return self.build_panel()

    def build_panel(self) -> PhonesPanel:
        """Build the Phones panel over the link (once; at start-up in a turn of its own)."""
        if self._panel is None:
            from moonveil_desktop.ui.phones_panel import PhonesPanel

            self._panel = PhonesPanel(self.link)
        return self._panel

    def place_panel(self) -> None:
        """Put the Phones panel in its dock (once; built first if it is not)."""
        if not self._panel_placed:
            self._panel_placed = True
            self.window.set_phone_panel(self.panel, lambda: self.link.server_host)

    def add_narrator(self) -> NarratorLink:
        """The narrated night (issue 25): a dock, silent until started."""
        from moonveil_desktop.narrator_link import install_narrator

        if self.narrator is None:
            self.narrator = install_narrator(self.window)
        return self.narrator

    def _list_screens(self) -> None:
        """View → Projector screen: one entry per connected screen."""
        from moonveil_desktop.projector.window import ProjectorWindow

        self.screen_menu.clear()
        for screen in ProjectorWindow.screens():
            action = self.screen_menu.addAction(f"{screen.name()} ({screen.size().width()}×{screen.size().height()})")
            action.triggered.connect(lambda _checked=False, chosen=screen: self.project_on(chosen))

    def project_on(self, screen: QScreen) -> QWidget:
        """Open the projector full-screen on ``screen`` (remembered for next time)."""
        self.window.show_projector()
        projector = self.window.projector
        assert projector is not None
        projector.choose_screen(screen)  # type: ignore[attr-defined]
        return projector

    def retranslate(self) -> None:
        self.screen_menu.setTitle(QCoreApplication.translate("Integration", "Projector &screen"))
        self.browse_action.setText(QCoreApplication.translate("Integration", "Browse roles…"))
        self.browse_action.setToolTip(
            QCoreApplication.translate("Integration", "Search the Moonveil catalog of roles and its themes")
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.window and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    # -- projector (issue 5) ----------------------------------------------------------
    def public_view(self, lang: str) -> VillageView:
        """The only thing the projector is given: what the village may see of the open table."""
        return self.evening.village_view(lang)

    def subscribe(self, listener: Callable[[], None]) -> Callable[[], None]:
        return self.evening.subscribe(listener)

    def deadline(self) -> float | None:
        """The console's countdown as a ``time.monotonic()`` deadline (None when paused)."""
        if not shiboken6.isValid(self.window) or not shiboken6.isValid(self.window.timer):
            return None  # the console is gone (the projector can outlive it for a moment)
        timer = self.window.timer
        if not timer.running():
            return None
        return time.monotonic() + timer.remaining_ms() / 1000

    def make_projector(self, _public_view: Callable[[], PublicView | None]) -> QWidget:
        from moonveil_desktop.projector.window import ProjectorWindow

        projector = ProjectorWindow(
            self.public_view, self.subscribe, deadline_source=self.deadline, lang=self.window.controller.lang
        )
        controller = self.window.controller
        controller.viewsChanged.connect(  # the moderator changed the language in Settings
            lambda: projector.set_language(controller.lang) if projector.language() != controller.lang else None
        )
        self.join_overlay = JoinOverlay(self.link, projector)  # the table QR while it is open
        projector.show_on()  # full screen on the remembered or a secondary screen; one screen: a window (F11)
        return projector

    # -- catalog (issue 7) ------------------------------------------------------------
    def browse_roles(self) -> QWidget:
        from moonveil_desktop.catalog_browser import CatalogBrowser

        if self.browser is None:
            self.browser = CatalogBrowser(self.window, lang=self.window.controller.lang)
            self.browser.setWindowFlag(Qt.WindowType.Window)  # its own window, owned by the console
            self.browser.setObjectName("catalogBrowser")
            self.browser.setWindowTitle(QCoreApplication.translate("Integration", "Moonveil roles"))
            self.browser.resize(900, 600)
        self.browser.show()
        self.browser.raise_()
        return self.browser

    def close(self) -> None:
        if self.browser is not None:
            self.browser.close()


class JoinOverlay(QFrame):
    """The open table's join QR and code on the projector (issue 11: the room scans the
    big screen), in the table's centre panel, which is empty in the lobby: in a corner
    it hid the seats there, and the room watches its names appear as players join.
    Only the join link is shown: it is meant for the room and dies at the start.
    Hidden whenever the table is not open."""

    def __init__(self, link: PhoneLink, projector: ProjectorWindow) -> None:
        super().__init__(projector)
        from moonveil_desktop.ui.common import plain_label

        self.setObjectName("joinOverlay")
        self.setStyleSheet("#joinOverlay { background: white; border-radius: 12px; } QLabel { color: black; }")
        self.link = link
        self.projector = projector
        self.caption = plain_label("")
        self.caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code = plain_label("")
        self.code.setObjectName("joinOverlayCode")
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.code.font()
        font.setPointSize(max(font.pointSize(), 10) * 3)
        font.setBold(True)
        self.code.setFont(font)
        caption_font = self.caption.font()
        caption_font.setPointSize(max(caption_font.pointSize(), 10) * 3 // 2)
        self.caption.setFont(caption_font)
        self.address = plain_label("")
        self.address.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.address.setWordWrap(True)
        self.tv = plain_label("")  # the TV page's short address, to type on a TV remote
        self.tv.setObjectName("joinOverlayTv")
        self.tv.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tv.setWordWrap(True)
        self.image = QLabel()
        self.image.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout = QHBoxLayout(self)  # the QR beside its words: the centre panel is wide and low
        layout.addWidget(self.image)
        words = QVBoxLayout()
        words.addStretch(1)
        for label in (self.caption, self.code, self.address, self.tv):
            words.addWidget(label)
        words.addStretch(1)
        layout.addLayout(words, 1)
        self._url = ""
        link.changed.connect(self.refresh)
        link.serverChanged.connect(self.refresh)
        self.panel = projector.centre  # the panel it fills, moved and sized by the table's layout
        self.panel.installEventFilter(self)
        self.refresh()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Move):
            self._place()
        return False

    def _place(self) -> None:
        corner = self.panel.mapTo(self.projector, QPoint(0, 0))
        self.setGeometry(QRect(corner, self.panel.size()).adjusted(8, 8, -8, -8))
        self._draw()

    def _draw(self) -> None:
        if not self._url:
            return
        from PySide6.QtGui import QPixmap

        from moonveil_desktop.qr import qr_png

        pixmap = QPixmap()
        pixmap.loadFromData(qr_png(self._url), "PNG")
        side = max(80, min(self.height() - 24, self.width() // 2))
        self.image.setPixmap(pixmap.scaled(side, side, Qt.AspectRatioMode.KeepAspectRatio))

    def tv_words(self) -> str:
        address = self.link.tv_short_url()
        return QCoreApplication.translate("Integration", "On a TV: {address}").format(address=address)

    def refresh(self) -> None:
        if not shiboken6.isValid(self):
            return
        open_ = self.link.is_open and self.link.running
        self.caption.setText(QCoreApplication.translate("Integration", "Scan to join the table") if open_ else "")
        self.code.setText(self.link.lobby.join_code if open_ else "")
        self.address.setText(f"{self.link.base_url}/join" if open_ else "")  # to type the code
        self.tv.setText(self.tv_words() if open_ else "")
        url = self.link.join_url() if open_ else ""
        if url != self._url:
            self._url = url
            self._place()
        self.setVisible(open_)
        if open_:
            self.raise_()


def wire(window: MainWindow) -> Wiring:
    """Add the phones, the projector, the catalog and the narrator over the window's
    evening (the wiring is the window's child: it lives as long as the console)."""
    wiring = Wiring(window)
    wiring.add_narrator()
    return wiring


async def run_window(window: MainWindow) -> None:
    """The console's life: until the main window closes."""
    import asyncio

    closed = asyncio.Event()
    window.closed.connect(closed.set)
    if not window.isVisible():  # closed before this task first ran
        return
    await closed.wait()


# What the phone server needs to listen, beyond the console, none of it Qt: aiohttp
# (~0.25 s of CPU to import) and the server's own modules, not the engine (the
# handlers import it when they first use it). Imported off the GUI thread, so the
# console answers while they load.
SERVER_MODULES = (
    "moonveil_desktop.web.server",
    "moonveil_desktop.web.join",
    "moonveil_desktop.projector.tv_web",
    "moonveil_desktop.qr",
    "moonveil_desktop.netaddr",
)
# The Qt modules the server's start needs: imported on the GUI thread, one per turn of
# the loop, so no single step of the start-up holds the console (< 50 ms each). The
# link is the server's Qt adapter; QtNetwork (~15 ms) finds the LAN address the server
# binds by default (``netaddr``).
LINK_MODULES = ("moonveil_desktop.phones_link", "PySide6.QtNetwork")
# The Phones dock's panel (~25 ms to import, ~30 ms to build, ~15 ms to lay out), before
# the server's start (see ``run_evening``).
PANEL_MODULES = ("moonveil_desktop.ui.phones_panel",)
# What comes once the server listens, off the GUI thread: the engine and its four rule
# books (~0.1 s; a table's views and the phones' pages need them), the narrated night's
# service, then Jinja and the QR library with PIL (~0.3 s together) for the first page
# and the first code, then the console's rows and reminder tokens for a table. Each also
# loads on first use, so nothing waits on this order.
WARM_UP_MODULES = (
    "engine.rulesets",
    "moonveil_desktop.projector.scene",
    "moonveil_desktop.narration",
    "jinja2",
    "qrcode",
    "PIL.Image",
    "moonveil_desktop.console_rows",  # the controller's rows for a table (six dataclasses)
    "moonveil_desktop.reminders",  # the grimoire's reminder tokens
)
# The focus ring's style (issue 28): its module builds the Python enums of ``QStyle``
# (~10 ms) and its drawing methods in Python make the first paint with it slower (~15 ms),
# so it comes after the console's first paint (``app.main``), in the first turns of the
# deferred start-up, before the worker imports the server's modules.
FOCUS_RING_MODULES = ("moonveil_desktop.ui.focus_ring",)
# The Qt classes the ring brings, built beforehand a group per turn (PySide6 builds a class
# and its Python enums on first use, ~1 ms an enum): ``QStyle`` (its module's subclass needs
# it, ~10 ms), then the drawing options. The first repaint with the ring converts each option
# it draws to Python, and the first conversion built all ~30 option classes (66 enums) inside
# Qt's repaint: ~20-30 ms between two ticks; ~7 ms once they are built.
FOCUS_RING_CLASSES: tuple[tuple[str, ...], ...] = (
    ("QtWidgets.QStyle",),
    (
        "QtGui.QPainter",
        "QtWidgets.QStyleOption",
        "QtWidgets.QStyleOptionComplex",
        "QtWidgets.QStyleOptionButton",
        "QtWidgets.QStyleOptionComboBox",
        "QtWidgets.QStyleOptionDockWidget",
        "QtWidgets.QStyleOptionFocusRect",
        "QtWidgets.QStyleOptionFrame",
        "QtWidgets.QStyleOptionGraphicsItem",
        "QtWidgets.QStyleOptionGroupBox",
    ),
    (
        "QtWidgets.QStyleOptionHeader",
        "QtWidgets.QStyleOptionHeaderV2",
        "QtWidgets.QStyleOptionMenuItem",
        "QtWidgets.QStyleOptionMenuItemV2",
        "QtWidgets.QStyleOptionProgressBar",
        "QtWidgets.QStyleOptionRubberBand",
        "QtWidgets.QStyleOptionSizeGrip",
        "QtWidgets.QStyleOptionSlider",
    ),
    (
        "QtWidgets.QStyleOptionSpinBox",
        "QtWidgets.QStyleOptionTab",
        "QtWidgets.QStyleOptionTabBarBase",
        "QtWidgets.QStyleOptionTabWidgetFrame",
        "QtWidgets.QStyleOptionTitleBar",
        "QtWidgets.QStyleOptionToolBar",
        "QtWidgets.QStyleOptionToolBox",
        "QtWidgets.QStyleOptionToolButton",
        "QtWidgets.QStyleOptionViewItem",
    ),
)
# What only the pages need: not imported when the child process serves them.
PAGE_MODULES = ("jinja2",)
# The narrator's dock (issue 25) is added last, its Qt modules one per turn.
NARRATOR_MODULES = ("moonveil_desktop.speech", "moonveil_desktop.ui.narrator_bar", "moonveil_desktop.narrator_link")
# The pages not shown at start import their modules one per turn before they are built
# (the phase page's is the console's largest), so no step does both.
# The grimoire's module (~11 ms quiet, with the Qt classes below and its seat layout) apart
# from its build (~3 ms, then Qt lays it out); its Qt classes first (accessibility's eight
# enums, the notes dialog's), a group per turn.
HIDDEN_PAGE_MODULES = (
    "moonveil_desktop.ui.phase",
    "moonveil_desktop.ui.after_game",
    "moonveil_desktop.ui.seat_layout",
    "moonveil_desktop.ui.grimoire",
)
HIDDEN_PAGE_CLASSES: tuple[tuple[str, ...], ...] = (
    ("QtGui.QAccessible", "QtGui.QAccessibleEvent"),
    ("QtWidgets.QDialogButtonBox", "QtWidgets.QPlainTextEdit"),
)


def import_server_modules(names: tuple[str, ...] = SERVER_MODULES) -> None:
    for name in names:
        importlib.import_module(name)


# Between two steps of the start-up on the GUI thread: a Qt timer, not a ready callback.
# ``asyncio.sleep(0)`` only puts the next step at the end of the loop's queue, and the
# loop runs its queue for up to 8 ms of wall time before Qt's turn (``loop.BATCH_S``):
# a 7 ms step and a 20 ms one could run back to back, 27 ms without a paint or a key.
NEXT_TURN_S = 0.001


async def next_turn() -> None:
    """Let Qt handle what waits (input, paint) before the next start-up step."""
    import asyncio

    await asyncio.sleep(NEXT_TURN_S)


def keep_out_of_full_collections() -> None:
    """Move every object alive now (modules, classes, functions: they live as long as the
    console) out of the garbage collector's reach. Each import adds tens of thousands of
    them, and a full collection walks them all: one fell into the server's start step
    (~55 ms of the GUI thread, the start-up's largest step), another at the warm-up's
    end; the heartbeats' collections after start-up would walk them again. Freezing is
    O(1); the few cycles already garbage at that moment are kept (a one-time few KB)."""
    gc.freeze()


async def import_in_turns(names: tuple[str, ...]) -> None:
    """Import ``names`` on the GUI thread, one per turn of the loop."""
    for name in names:
        importlib.import_module(name)
        await next_turn()


async def build_qt_classes_in_turns(groups: tuple[tuple[str, ...], ...]) -> None:
    """Have PySide6 build these classes (``"QtWidgets.QStyle"``), one group per turn of the loop."""
    for group in groups:
        for name in group:
            module, _, qt_class = name.partition(".")
            getattr(importlib.import_module(f"PySide6.{module}"), qt_class)
        await next_turn()


async def install_focus_ring_in_turns() -> None:
    """The focus ring's style for the whole console: the Qt classes it brings a few per turn,
    its module in the next, the style (every widget polished again, then repainted with the
    ring) in the last."""
    await build_qt_classes_in_turns(FOCUS_RING_CLASSES)
    await import_in_turns(FOCUS_RING_MODULES)
    from moonveil_desktop.ui.focus_ring import install_focus_ring

    app = QCoreApplication.instance()
    if isinstance(app, QApplication):
        install_focus_ring(app)
    await next_turn()


def server_address(window: MainWindow) -> tuple[str | None, int]:
    """Host and port from the settings; no interface chosen yet = the LAN address."""
    settings = window.settings
    return settings.interface_choice or None, settings.port


async def serve_phones(link: PhoneLink, host: str | None, port: int) -> None:
    with contextlib.suppress(OSError):  # shown in the Phones panel; the console works without phones
        await link.start(host, port)


async def run_evening(window: MainWindow, wiring: Wiring | None = None, *, freeze_imports: bool = False) -> None:
    """Main coroutine: serve phones while the window is open; stop cleanly after.

    The console comes first, then its focus ring, then the phone server as soon as it can
    answer: its modules (aiohttp, not the engine) are imported in a worker thread while the
    console answers, the link is made, the Phones dock's panel built and laid out and the
    server started on the GUI thread in short steps. Only then come, in the worker thread, the
    engine and its rule books, Jinja and the QR library, then the narrator's dock and the pages not shown at
    start. When the entry point started the phone server's process (``phone_child``),
    this process imports neither aiohttp nor Jinja: the link asks the child to listen
    and the console warms up meanwhile. ``freeze_imports`` (the app's entry point; not a test sharing its process with
    others) keeps what each import brought out of full collections."""
    import asyncio

    from moonveil_desktop.phone_child import spawned_waiting

    console = asyncio.ensure_future(run_window(window))
    starting: asyncio.Future[None] | None = None
    try:
        loop = asyncio.get_running_loop()
        # The focus ring before the worker's imports: beside them, its steps waited for the
        # GIL and froze the GUI longer (median 37-46 ms against 27-29 ms, bench/startup.py).
        await next_turn()  # the console's first events before the focus ring
        await install_focus_ring_in_turns()
        in_child = spawned_waiting()  # the child imports the server's modules, not this process
        loaded = loop.run_in_executor(None, import_server_modules, () if in_child else SERVER_MODULES)
        await asyncio.wait({console, loaded}, return_when=asyncio.FIRST_COMPLETED)
        if not console.done():
            await loaded
            if freeze_imports and not in_child:  # aiohttp's modules: the step that starts the server would pay
                keep_out_of_full_collections()
            await import_in_turns(LINK_MODULES)
            wiring = wiring or Wiring(window, place_panel=False)
            await next_turn()  # the link is made: the console's events come before the panel
            # The panel before the server's start: started first, the server's start and the
            # panel's build froze the GUI ~100 ms of wall time (median, bench/startup.py),
            # against ~40 ms in this order (docs/performance.md, "Re-measure after the fifth passes").
            await import_in_turns(PANEL_MODULES)
            wiring.build_panel()
            await next_turn()  # the panel is built: the console's events come before it is laid out
            wiring.place_panel()
            await next_turn()  # and before the server's start
            starting = asyncio.ensure_future(serve_phones(wiring.link, *server_address(window)))
            if not in_child:
                await starting
            # The child renders the pages (no Jinja here); while it loads, the console warms up.
            warm_up = tuple(name for name in WARM_UP_MODULES if not (in_child and name in PAGE_MODULES))
            await loop.run_in_executor(None, import_server_modules, warm_up)
            await starting
            if freeze_imports:  # the engine, Jinja, the QR library and PIL
                keep_out_of_full_collections()
            await import_in_turns(NARRATOR_MODULES)
            wiring.add_narrator()
            await next_turn()  # the dock is added: Qt lays it out before the next step
            await build_qt_classes_in_turns(HIDDEN_PAGE_CLASSES)
            await import_in_turns(HIDDEN_PAGE_MODULES)
            while window.build_a_hidden_part():  # the pages and the grimoire not shown at start
                await next_turn()
            wiring.started_up = True
            wiring.startedUp.emit()
        await console
    finally:
        if starting is not None and not starting.done():  # closed while the child was starting
            starting.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await starting
        if wiring is not None:
            wiring.close()
            await wiring.link.stop()
