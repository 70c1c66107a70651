"""The moderator's main window: menus, toolbar, pages, docks, and the wiring
from widgets to the ``TableController``.

Hooks for the other parts (wired by the application at start-up, see
docs/console.md): ``set_phone_panel(widget)`` puts the phone server's status/QR
panel in the "Phones" dock; ``set_projector_factory(factory)`` enables the
"Projector" action, which calls ``factory(public_view)`` with a callable that
returns the current public view and shows the widget it returns.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSize, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent, QGuiApplication, QKeyEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QMainWindow,
    QMenu,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from moonveil_desktop.controller import TableController, plain_error
from moonveil_desktop.i18n import use_language
from moonveil_desktop.netaddr import default_host, lan_addresses
from moonveil_desktop.saves_folder import read_only_words
from moonveil_desktop.settings import AppSettings
from moonveil_desktop.table import TableSettings
from moonveil_desktop.ui.colors import banner_style
from moonveil_desktop.ui.common import plain_label
from moonveil_desktop.ui.pages import LobbyPage, WelcomePage, WinnerPage
from moonveil_desktop.ui.panels import HostCard, LogView
from moonveil_desktop.ui.timer import PhaseTimer
from moonveil_desktop.vocabulary import ruleset_title

if TYPE_CHECKING:  # dialogs and the phase page are imported when first used (start-up time)
    from PySide6.QtWidgets import QDialog

    from engine.view_types import PublicView
    from moonveil_desktop.ui.continue_dialog import ContinueGameDialog
    from moonveil_desktop.ui.dialogs import ErrorDialog, OpenGameDialog, PreviewDialog
    from moonveil_desktop.ui.grimoire import Grimoire
    from moonveil_desktop.ui.newtable import NewTableDialog
    from moonveil_desktop.ui.phase import PhasePage
    from moonveil_desktop.ui.saves import SavedGamesDialog

log = logging.getLogger(__name__)

ProjectorFactory = Callable[[Callable[[], "PublicView | None"]], QWidget]
# Laptop first (issue 16): the console opens whole on a 1366x768 screen at 100 %, its
# title bar and a taskbar included; docks and panels scroll rather than grow the window.
FRAME = QSize(16, 40)  # the window manager's frame and title bar around the window
TASKBAR_HEIGHT = 48
LAPTOP_ROOM = QSize(1366, 768 - TASKBAR_HEIGHT) - FRAME  # what a 1366x768 laptop leaves the window
DEFAULT_SIZE = QSize(1280, 680)
GRIMOIRE_WIDTH = 500  # the grimoire dock's first width: 30 seats fit its oval at 1366x768
ROOM_FOR_DOCKS = 1100  # a window this wide holds the phase page beside a grimoire that wide


def with_shortcut(tip: str, action: QAction) -> str:
    """A tooltip that names the action's shortcut, in the words of the keyboard in use."""
    keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    return tip if not keys or keys in tip else f"{tip} ({keys})"


class MainWindow(QMainWindow):
    closed = Signal()

    def __init__(self, controller: TableController, settings: AppSettings, storage_notice: str | None = None) -> None:
        """``controller`` comes from ``app.compose`` (a widget never opens the saved
        games nor builds the controller); the window adopts it as its child."""
        super().__init__()
        self.setObjectName("mainWindow")
        self.settings = settings
        self.storage_notice = storage_notice
        self.controller = controller
        controller.setParent(self)
        self._projector_factory: ProjectorFactory | None = None
        self._server_host: Callable[[], str | None] | None = None
        self.projector: QWidget | None = None
        self._closing = False
        self.dialog: QWidget | None = None  # the dialog currently open (tests reach it here)
        self._phase_label = ""
        self._shown_table = id(None)
        self._build()
        self.controller.viewsChanged.connect(self.refresh)
        self.controller.errorRaised.connect(self.show_error)
        self.resize(self._default_size())
        geometry = self.settings.geometry()
        if geometry is not None:
            self.restoreGeometry(geometry)
        state = self.settings.window_state()
        # the docks' first sizes wait for a window wide enough to hold them (an
        # offscreen or small first size would give the grimoire its minimum for good)
        self._docks_placed = state is not None
        if state is not None:
            self.restoreState(state)
        self.retranslate_ui()
        self.refresh()

    def _default_size(self) -> QSize:
        """The first-start size: DEFAULT_SIZE, smaller on a screen with less room."""
        screen = self.screen() or QGuiApplication.primaryScreen()
        if screen is None:
            return DEFAULT_SIZE
        return DEFAULT_SIZE.boundedTo(screen.availableGeometry().size() - FRAME)  # the taskbar is not "available"

    # -- building ------------------------------------------------------------------
    def _build(self) -> None:
        c = self.controller
        self.welcome = WelcomePage()
        self.stack = QStackedWidget()
        self.stack.addWidget(self.welcome)
        # What the moderator does not see at start (the other pages, the grimoire) is
        # built on first use or once the phone server listens (``build_hidden``), not
        # before the first paint (start-up, issue 20).
        self._lobby: LobbyPage | None = None
        self._phase: PhasePage | None = None
        self._winner: WinnerPage | None = None
        self._grimoire: Grimoire | None = None
        self.error_banner = plain_label("")
        self.error_banner.setObjectName("errorBanner")
        self.error_banner.setStyleSheet(banner_style())
        self.error_banner.hide()
        central = QWidget()
        layout = QVBoxLayout(central)
        layout.addWidget(self.error_banner)
        layout.addWidget(self.stack, 1)
        self.setCentralWidget(central)

        self.grimoire_dock = self._dock("grimoireDock", None, Qt.DockWidgetArea.RightDockWidgetArea)
        self.host_card = HostCard(c)
        self.host_dock = self._dock("hostCardDock", self.host_card, Qt.DockWidgetArea.RightDockWidgetArea)
        self.log_view = LogView(c)
        self.log_dock = self._dock("logDock", self.log_view, Qt.DockWidgetArea.BottomDockWidgetArea)
        self.phone_placeholder = plain_label("")
        self.phone_placeholder.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.phone_dock = self._dock("phoneDock", self.phone_placeholder, Qt.DockWidgetArea.RightDockWidgetArea)
        self.tabifyDockWidget(self.grimoire_dock, self.host_dock)
        self.tabifyDockWidget(self.grimoire_dock, self.phone_dock)
        for dock in (self.grimoire_dock, self.host_dock, self.phone_dock):
            dock.setMinimumWidth(400)
        # The right docks run the full height (the log sits under the phase page only):
        # 30 seats around the grimoire's table need the height (docs/console.md).
        self.setCorner(Qt.Corner.BottomRightCorner, Qt.DockWidgetArea.RightDockWidgetArea)
        self.lay_out_docks()
        self.grimoire_dock.raise_()

        self.timer = PhaseTimer()
        self._make_actions()
        self._make_menus()

        self.welcome.newRequested.connect(self.new_table)
        self.welcome.openRequested.connect(self.open_game)
        self.log_view.exportRequested.connect(self.export_log)
        self.timer.expired.connect(self._timer_expired)

    @property
    def lobby(self) -> LobbyPage:
        if self._lobby is None:
            self._lobby = LobbyPage(self.controller)
            self.stack.addWidget(self._lobby)
            self._lobby.dealRequested.connect(self.deal)
        return self._lobby

    @property
    def phase(self) -> PhasePage:
        if self._phase is None:
            from moonveil_desktop.ui.phase import PhasePage  # its module too waits for a dealt table

            self._phase = PhasePage(self.controller)
            self.stack.addWidget(self._phase)
            self._phase.resolveRequested.connect(self.resolve)
        return self._phase

    @property
    def winner(self) -> WinnerPage:
        if self._winner is None:
            self._winner = WinnerPage(self.controller)
            self.stack.addWidget(self._winner)
            self._winner.newRequested.connect(self.new_table)
        return self._winner

    @property
    def grimoire(self) -> Grimoire:
        if self._grimoire is None:
            from moonveil_desktop.ui.grimoire import Grimoire

            self._grimoire = Grimoire(self.controller)
            self.grimoire_dock.setWidget(self._grimoire)
            self._grimoire.seatPicked.connect(self.pick_seat)
            self._grimoire.refresh()
        return self._grimoire

    def build_a_hidden_part(self) -> bool:
        """Build one of the parts not built yet; False when none was left (the start-up
        builds them one per turn of the loop once the phone server listens, so their
        first show does not wait)."""
        parts = {"lobby": self._lobby, "phase": self._phase, "winner": self._winner, "grimoire": self._grimoire}
        name = next((name for name, part in parts.items() if part is None), None)
        if name is not None:
            getattr(self, name)
        return name is not None

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Enter presses the focused button, as Space does. Qt gives Enter only to a
        dialog's default button: in the console it reached nobody, so a moderator who
        tabbed to *Submit* or *Cast* and pressed Enter saw nothing happen. A button that
        takes Enter itself never lets it come up here."""
        if self._presses_focused_button(event):
            return
        super().keyPressEvent(event)

    def _presses_focused_button(self, event: QKeyEvent) -> bool:
        plain = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier == Qt.KeyboardModifier.NoModifier
        if event.key() not in (Qt.Key.Key_Return, Qt.Key.Key_Enter) or not plain:
            return False
        focused = self.focusWidget()
        if not isinstance(focused, QPushButton) or not focused.isEnabled():
            return False
        focused.click()
        return True

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if not getattr(self, "_docks_placed", True) and self.width() >= ROOM_FOR_DOCKS:
            self._docks_placed = True
            self.lay_out_docks()

    def lay_out_docks(self) -> None:
        """The docks' first sizes: the log under the phase page, the grimoire wide
        enough for 30 seats around its table at 1366x768."""
        self.resizeDocks([self.log_dock], [170], Qt.Orientation.Vertical)
        self.resizeDocks([self.grimoire_dock], [GRIMOIRE_WIDTH], Qt.Orientation.Horizontal)

    def _dock(self, name: str, widget: QWidget | None, area: Qt.DockWidgetArea) -> QDockWidget:
        dock = QDockWidget(self)
        dock.setObjectName(name)
        if widget is not None:
            dock.setWidget(widget)
        self.addDockWidget(area, dock)
        return dock

    def _action(
        self,
        name: str,
        slot: Callable[[], object],
        shortcut: QKeySequence | QKeySequence.StandardKey | str | None = None,
    ) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _checked=False: slot())
        self.addAction(action)
        return action

    def _make_actions(self) -> None:
        self.new_action = self._action("newAction", self.new_table, QKeySequence.StandardKey.New)
        self.open_action = self._action("openAction", self.open_game, QKeySequence.StandardKey.Open)
        self.open_file_action = self._action("openFileAction", self.open_file)
        self.continue_action = self._action("continueAction", self.continue_game)
        self.saved_games_action = self._action("savedGamesAction", self.show_saved_games)
        self.export_text_action = self._action("exportTextAction", lambda: self.export_log("text"))
        self.export_json_action = self._action("exportJsonAction", lambda: self.export_log("json"))
        self.settings_action = self._action("settingsAction", self.edit_settings, "Ctrl+,")
        self.quit_action = self._action("quitAction", self.close, QKeySequence.StandardKey.Quit)
        self.undo_action = self._action("undoAction", self.controller.undo, "Ctrl+Z")
        self.redo_action = self._action("redoAction", self.controller.redo, "Ctrl+Shift+Z")
        self.deal_action = self._action("dealAction", self.deal, "Ctrl+D")
        self.resolve_action = self._action("resolveAction", self.resolve, "Ctrl+Return")
        self.override_action = self._action("overrideAction", lambda: self.resolve(force=True), "Ctrl+Shift+Return")
        self.bots_action = self._action("botsAction", self.controller.run_bots, "Ctrl+B")
        self.timer_action = self._action("timerAction", self.timer.toggle, "Ctrl+T")
        self.history_action = self._action("historyAction", self.show_history, "Ctrl+H")
        self.grimoire_action = self.grimoire_dock.toggleViewAction()
        self.grimoire_action.setShortcut(QKeySequence("F9"))
        self.addAction(self.grimoire_action)
        self.log_action = self.log_dock.toggleViewAction()
        self.log_action.setShortcut(QKeySequence("F10"))
        self.phone_action = self.phone_dock.toggleViewAction()
        self.projector_action = self._action("projectorAction", self.show_projector, "F11")
        self.projector_action.setEnabled(False)
        self.about_action = self._action("aboutAction", self.about)
        self.next_step_action = self._action("nextStepAction", self.next_step, "F8")
        self.open_voting_action = self._action("openVotingAction", self.open_voting, "Ctrl+Shift+V")
        self.keys_action = self._action("keyboardHelpAction", self.keyboard_help, QKeySequence.StandardKey.HelpContents)

        toolbar = QToolBar(self)
        toolbar.setObjectName("mainToolbar")
        toolbar.setMovable(False)
        for action in (self.new_action, self.undo_action, self.redo_action, self.deal_action, self.resolve_action):
            toolbar.addAction(action)
        toolbar.addSeparator()
        toolbar.addWidget(self.timer)
        toolbar.addSeparator()
        toolbar.addAction(self.grimoire_action)
        toolbar.addAction(self.projector_action)
        self.addToolBar(toolbar)
        self.toolbar = toolbar
        for button in toolbar.findChildren(QToolButton):  # Tab reaches them like any button
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        for action in (
            self.new_action,
            self.open_action,
            self.open_file_action,
            self.continue_action,
            self.saved_games_action,
        ):
            self.file_menu.addAction(action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.export_text_action)
        self.file_menu.addAction(self.export_json_action)
        self.file_menu.addSeparator()
        self.file_menu.addAction(self.settings_action)
        self.file_menu.addAction(self.quit_action)
        self.edit_menu = bar.addMenu("")
        self.edit_menu.addAction(self.undo_action)
        self.edit_menu.addAction(self.redo_action)
        self.game_menu = bar.addMenu("")
        for action in (
            self.deal_action,
            self.resolve_action,
            self.override_action,
            self.bots_action,
            self.timer_action,
            self.next_step_action,
            self.open_voting_action,
        ):
            self.game_menu.addAction(action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.history_action)
        self.view_menu = bar.addMenu("")
        for action in (self.grimoire_action, self.log_action, self.phone_action, self.projector_action):
            self.view_menu.addAction(action)
        self.help_menu = bar.addMenu("")
        self.help_menu.addAction(self.keys_action)
        self.help_menu.addAction(self.about_action)

    def retranslate_ui(self) -> None:
        """Every visible string of the window, re-run on a language change."""
        self.setWindowTitle(self.tr("Moonveil Desktop"))
        self.file_menu.setTitle(self.tr("&File"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.menuBar().setAccessibleName(self.tr("Menu bar"))
        # the docks' titles first: a dock's title overwrites its View action's text
        self.grimoire_dock.setWindowTitle(self.tr("Grimoire"))
        self.host_dock.setWindowTitle(self.tr("My card"))
        self.log_dock.setWindowTitle(self.tr("Log"))
        self.phone_dock.setWindowTitle(self.tr("Phones"))
        texts = {
            self.new_action: (self.tr("&New table…"), self.tr("Seat a new table")),
            self.open_action: (self.tr("&Open saved game…"), self.tr("Resume or review a saved game")),
            self.open_file_action: (self.tr("Open saved-games &file…"), self.tr("Use another saved-games file")),
            self.continue_action: (
                self.tr("&Continue a game in progress…"),
                self.tr("A game begun on paper: enter the players, their roles, who is alive and the night"),
            ),
            self.saved_games_action: (
                self.tr("Saved &games…"),
                self.tr("Every saved game, the files kept aside at start: restore, export"),
            ),
            self.export_text_action: (self.tr("Export log as &text…"), self.tr("The log as plain text")),
            self.export_json_action: (self.tr("Export log as &JSON…"), self.tr("The log as structured data")),
            self.settings_action: (self.tr("&Settings…"), self.tr("Language, rule set, timers, phone server")),
            self.quit_action: (self.tr("&Quit"), self.tr("The game is saved; resume it next time")),
            self.undo_action: (self.tr("&Undo"), self.tr("Undo the last action (Ctrl+Z)")),
            self.redo_action: (self.tr("&Redo"), self.tr("Redo the undone action (Ctrl+Shift+Z)")),
            self.deal_action: (self.tr("&Deal"), self.tr("Deal the roles (Ctrl+D)")),
            self.resolve_action: (self.tr("&Resolve…"), self.tr("Preview the resolution, then announce (Ctrl+Return)")),
            self.override_action: (
                self.tr("Resolve with host &override…"),
                self.tr("Close the phase although players are missing (Ctrl+Shift+Return)"),
            ),
            self.bots_action: (self.tr("Let &bots act"), self.tr("Bots act now (Ctrl+B)")),
            self.timer_action: (self.tr("Start/pause &timer"), self.tr("The countdown of this phase (Ctrl+T)")),
            self.history_action: (
                self.tr("&History…"),
                self.tr("Every finished game: win rates per player, role and team (Ctrl+H)"),
            ),
            self.projector_action: (self.tr("&Projector"), self.tr("The public view for a second screen (F11)")),
            self.about_action: (self.tr("&About"), self.tr("About Moonveil Desktop")),
            self.next_step_action: (
                self.tr("&Next step"),
                self.tr("Tick the step you have read aloud and go to the next one"),
            ),
            self.open_voting_action: (
                self.tr("Open &voting"),
                self.tr("Close the day and open the vote (preview first)"),
            ),
            self.keys_action: (self.tr("&Keyboard help"), self.tr("Every shortcut of the console")),
            self.grimoire_action: (self.tr("&Grimoire"), self.tr("Show or hide every role (F9)")),
            self.log_action: (self.tr("&Log"), self.tr("Show or hide the log")),
            self.phone_action: (self.tr("&Phones"), self.tr("Show or hide the phones panel")),
        }
        for action, (text, tip) in texts.items():
            action.setText(text)
            action.setToolTip(with_shortcut(tip, action))
        if self.phone_dock.widget() is self.phone_placeholder:
            self.phone_placeholder.setText(self.tr("The phone server is not running."))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
            self.refresh()
        super().changeEvent(event)

    # -- hooks for the other parts -----------------------------------------------------
    def set_phone_panel(self, widget: QWidget, server_host: Callable[[], str | None] | None = None) -> None:
        """Show the phone server's status/QR panel in the Phones dock; ``server_host``
        tells Settings the address the server listens on (None while it does not run).
        The panel scrolls in its dock: the right docks run the full height of the
        window, so a tall panel (many seats' codes) must not set the window's height."""
        scroll = QScrollArea()
        scroll.setObjectName("phonePanelScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setMinimumWidth(widget.minimumSizeHint().width())
        scroll.setWidget(widget)
        self.phone_dock.setWidget(scroll)
        self._server_host = server_host

    def phone_server_interface(self) -> str:
        """The interface the phone server uses: the running server's, else the one it
        will bind next (the moderator's choice, or the LAN address when none was made)."""
        running = self._server_host() if self._server_host is not None else None
        return running or self.settings.interface_choice or default_host()

    def set_projector_factory(self, factory: ProjectorFactory) -> None:
        """Enable View → Projector: ``factory(public_view_callable)`` returns the window."""
        self._projector_factory = factory
        self.projector_action.setEnabled(True)

    def public_view_for_projector(self) -> PublicView | None:
        """The open table's public view (None when no table is open)."""
        if self.controller.table is None:
            return None
        return self.controller.public_view()

    def show_projector(self) -> None:
        if self._projector_factory is None:
            return
        if self.projector is None:
            self.projector = self._projector_factory(self.public_view_for_projector)
            self.projector.installEventFilter(self)  # its closing by the moderator is remembered
        if self.projector.isVisible():
            self.projector.raise_()  # already open: bring it to the front
        self.projector.show()
        if not self.settings.projector_open:
            self.settings.projector_open = True

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.projector and event.type() == QEvent.Type.Close and not self._closing:
            self.settings.projector_open = False  # closed by the moderator, not with the console
        return super().eventFilter(watched, event)

    def _resume(self, game_id: int) -> None:
        """Open the unfinished game, and the projector with it if it was open when the
        console stopped: after a crash the village's screen comes back by itself."""
        self.controller.open_game(game_id)
        if self.settings.projector_open and self._projector_factory is not None:
            self.show_projector()

    # -- start -------------------------------------------------------------------------
    def start(self, resume: bool | None = None) -> None:
        """Offer the unfinished game (``resume`` True: open it without asking)."""
        if self.storage_notice:
            self._message(self.tr("Saved games"), self.storage_notice)
        record = self.controller.unfinished_game()
        if record is None or resume is False:
            return
        if resume:
            self._resume(record.id)
            return
        from PySide6.QtWidgets import QMessageBox

        from moonveil_desktop.ui.phase import phase_title

        box = QMessageBox(self)
        box.setObjectName("resumeBox")
        box.setWindowTitle(self.tr("Resume?"))
        title = ruleset_title(record.ruleset, self.controller.lang)
        phase = self.controller.phase_reached(record)
        if phase is not None:  # "Night 2" during night 2, not "day 2"
            text = self.tr("An unfinished game (%s, %n player(s), %s) was found. Resume it?", "", len(record.players))
            box.setText(text % (title, phase_title(phase)))
        else:  # a game saved before the phase kind was kept
            text = self.tr(
                "An unfinished game (%s, %n player(s), day %d) was found. Resume it?", "", len(record.players)
            )
            box.setText(text % (title, record.day_reached))
        box.setStandardButtons(QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No)
        box.buttonClicked.connect(
            lambda button: (
                self._resume(record.id) if box.standardButton(button) == QMessageBox.StandardButton.Yes else None
            )
        )
        self._open(box)

    # -- refresh (the one path) -----------------------------------------------------------
    def refresh(self) -> None:
        c = self.controller
        table = c.table
        if table is None:
            self.stack.setCurrentWidget(self.welcome)
        elif not c.dealt:
            self.lobby.refresh()
            self.stack.setCurrentWidget(self.lobby)
        elif c.over:
            self.winner.refresh()
            self.stack.setCurrentWidget(self.winner)
        else:
            self.phase.refresh()
            self.stack.setCurrentWidget(self.phase)
        self.error_banner.hide()
        narrator = c.narrator
        self.grimoire_dock.setEnabled(narrator)
        self.grimoire_action.setEnabled(narrator)
        if not narrator:
            self.grimoire_dock.hide()
        if narrator or self._grimoire is not None:  # only a narrator's table needs it built
            self.grimoire.refresh()
        if self.host_dock.isHidden() == c.playing_host:  # shown only to a playing host
            self.host_dock.setVisible(c.playing_host)
        if id(table) != self._shown_table:  # a new table: bring its own panel forward
            self._shown_table = id(table)
            if narrator:
                self.grimoire_dock.show()
                self.grimoire_dock.raise_()
            elif c.playing_host:
                self.host_dock.raise_()
        self.host_card.refresh()
        self.log_view.refresh()
        self.undo_action.setEnabled(c.can_undo())
        self.redo_action.setEnabled(c.can_redo())
        self.deal_action.setEnabled(table is not None and not c.dealt)
        active = table is not None and c.dealt and not c.over
        for action in (self.resolve_action, self.override_action, self.bots_action):
            action.setEnabled(active)
        self.next_step_action.setEnabled(active and c.narrator)
        self.open_voting_action.setEnabled(c.voting_can_open())
        self._sync_timer()
        self._status()

    def _sync_timer(self) -> None:
        if self.controller.table is None or not self.controller.dealt or self.controller.over:
            self._phase_label = ""
            self.timer.set_duration(0)
            return
        phase = self.controller.public_view()["phase"]
        if phase["label"] != self._phase_label:
            self._phase_label = phase["label"]
            self.timer.set_duration(self.settings.timer(phase["kind"]))

    def _status(self) -> None:
        c = self.controller
        if c.table is None:
            self.statusBar().showMessage(self.tr("No table"))
            return
        from moonveil_desktop.ui.phase import label_title

        phase = label_title(c.public_view()["phase"]["label"], c.phase_word)
        saved = self.tr("saved (game %d)") % c.journal.game_id if c.journal else self.tr("not saved")
        mode = self.tr("narrator") if c.narrator else self.tr("playing host")
        self.statusBar().showMessage(f"{phase} · {mode} · {saved}")

    def show_error(self, text: str) -> None:
        self.error_banner.setText(text)
        self.error_banner.show()
        self.statusBar().showMessage(text, 8000)

    # -- actions ----------------------------------------------------------------------
    def new_table(self) -> NewTableDialog:
        from moonveil_desktop.ui.newtable import NewTableDialog

        dialog = NewTableDialog(self.controller.ruleset_names(), self.settings.ruleset, self)
        dialog.tableRequested.connect(self._seat_table)
        self._open(dialog)
        return dialog

    def continue_game(self) -> ContinueGameDialog:
        from moonveil_desktop.ui.continue_dialog import ContinueGameDialog

        dialog = ContinueGameDialog(self.controller.ruleset_names(), self.settings.ruleset, self)
        dialog.gameRequested.connect(self.controller.continue_game)
        self._open(dialog)
        return dialog

    def _seat_table(self, settings: TableSettings, seats: list[tuple[str, bool]]) -> None:
        self.controller.new_table(settings, seats)

    def deal(self) -> None:
        self.controller.deal()

    def resolve(self, force: bool = False) -> PreviewDialog | None:
        c = self.controller
        if c.table is None or not c.dealt or c.over:
            return None
        from engine.errors import EngineError

        missing = c.missing()
        override = force or bool(missing)
        try:
            lines = c.preview_advance(override)
        except EngineError as error:
            self.show_error(plain_error(error, c.lang))
            return None
        from moonveil_desktop.ui.dialogs import PreviewDialog
        from moonveil_desktop.ui.phase import label_title

        names = c.names()
        title = self.tr("Resolve %s") % label_title(c.public_view()["phase"]["label"], c.phase_word)
        dialog = PreviewDialog(title, lines, [names[s] for s in missing], override, self)
        dialog.announced.connect(lambda flag: c.advance(flag))
        self._open(dialog)
        return dialog

    def pick_seat(self, seat: int) -> bool:
        """A seat picked in the grimoire goes to the phase page's first empty picker."""
        phase = self._phase
        picked = phase is not None and self.stack.currentWidget() is phase and phase.pick_seat(seat)
        if not picked:
            name = self.controller.names()[seat] if self.controller.table is not None else ""
            self.statusBar().showMessage(self.tr("No empty target or ballot takes %s now.") % name, 8000)
        return picked

    def _timer_expired(self) -> None:
        self.controller.tick_clock()
        self.statusBar().showMessage(self.tr("Time is up for this phase."), 8000)

    def open_game(self) -> OpenGameDialog:
        from moonveil_desktop.ui.dialogs import OpenGameDialog

        dialog = OpenGameDialog(self.controller.saved_games(), self)
        dialog.gameChosen.connect(self.controller.open_game)
        self._open(dialog)
        return dialog

    def show_saved_games(self) -> SavedGamesDialog:
        from moonveil_desktop.ui.saves import SavedGamesDialog

        storage = self.controller.storage
        data_dir = storage.path.parent if storage is not None else None
        dialog = SavedGamesDialog(storage, data_dir, self)
        dialog.gameChosen.connect(self.controller.open_game)
        self._open(dialog)
        return dialog

    def open_file(self) -> None:
        from PySide6.QtWidgets import QFileDialog

        dialog = QFileDialog(self, self.tr("Open a saved-games file"))
        dialog.setNameFilter(self.tr("Moonveil saved games (*.sqlite3 *.sqlite *.db);;All files (*)"))
        dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
        dialog.fileSelected.connect(self.use_storage_file)
        self._open(dialog)

    def use_storage_file(self, path: str) -> bool:
        """Switch to another saved-games file; a bad one is refused and changes nothing."""
        refusal = self.controller.use_storage_file(path)
        if refusal is not None:
            self._message(self.tr("Cannot open this file"), refusal)
            return False
        self.open_game()
        storage = self.controller.storage
        if storage is not None and storage.read_only:  # said after the list opens, so it is the message on top
            self._message(self.tr("Saved games"), read_only_words())
        return True

    def export_log(self, fmt: str) -> None:
        if self.controller.table is None:
            return
        from PySide6.QtWidgets import QFileDialog

        dialog = QFileDialog(self, self.tr("Export the log"))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix("json" if fmt == "json" else "txt")
        dialog.fileSelected.connect(lambda path: self.write_log(path, fmt))
        self._open(dialog)

    def write_log(self, path: str, fmt: str) -> None:
        Path(path).write_text(self.controller.export_log(fmt) + "\n", encoding="utf-8")
        self.statusBar().showMessage(self.tr("Log exported to %s") % path, 8000)

    def edit_settings(self) -> None:
        from moonveil_desktop.ui.dialogs import SettingsDialog

        interfaces, in_use = lan_addresses(), self.phone_server_interface()
        dialog = SettingsDialog(self.settings, self.controller.ruleset_names(), interfaces, in_use, self)
        dialog.accepted.connect(self._settings_changed)
        self._open(dialog)

    def _settings_changed(self) -> None:
        self.set_language(self.settings.language_choice)

    def set_language(self, choice: str) -> str:
        """Switch the whole console live ("" = the system's language): Qt's translators
        for the widgets (each re-translates on LanguageChange), the rule set's words for
        the engine texts. Phones keep their own language."""
        if choice != self.settings.language_choice:  # Settings → OK rewrites nothing it did not change
            self.settings.language = choice
        lang = use_language(choice)
        self.controller.lang = lang
        set_projector_language = getattr(self.projector, "set_language", None)
        if callable(set_projector_language):
            set_projector_language(lang)  # the projector follows the console
        self._phase_label = ""
        self.refresh()
        return lang

    def show_history(self) -> QWidget:
        """Game → History…: one window, read again each time it is shown."""
        from moonveil_desktop.ui.history_window import HistoryWindow

        window = getattr(self, "history_window", None)
        if window is None:
            window = self.history_window = HistoryWindow(self.controller, self)
        else:
            window.reload()
        window.show()
        window.raise_()
        return window

    def next_step(self) -> None:
        if self.controller.table is None or not self.controller.dealt:
            return
        following = self.controller.next_step()
        if self._phase is not None and self.stack.currentWidget() is self._phase:
            self._phase.show_ticks_and_focus(following)

    def open_voting(self) -> PreviewDialog | None:
        """Close the day (its preview first, like every close) so the vote opens."""
        if not self.controller.voting_can_open():
            self.statusBar().showMessage(self.tr("The vote opens at the end of a day."), 8000)
            return None
        return self.resolve()

    def keyboard_actions(self) -> list[QAction]:
        """Every action of the menus in menu order (the View menu's dock toggles too), then
        the window's others: what Keyboard help lists."""
        found: list[QAction] = []
        for menu in (self.file_menu, self.edit_menu, self.game_menu, self.view_menu, self.help_menu):
            for action in menu.actions():
                submenu = action.menu()
                listed = submenu.actions() if isinstance(submenu, QMenu) else [action]
                found += [a for a in listed if a not in found]
        return found + [action for action in self.actions() if action not in found]

    def keyboard_help(self) -> QDialog:
        from moonveil_desktop.ui.keyboard_help import KeyboardHelpDialog

        dialog = KeyboardHelpDialog(self.keyboard_actions(), self)
        self._open(dialog)
        return dialog

    def about(self) -> None:
        from moonveil_desktop.ui.about import AboutDialog  # the version, the icon, the data folder

        storage = self.controller.storage
        self._open(AboutDialog(storage.path.parent if storage is not None else None, self))

    def _open(self, dialog: QDialog) -> None:
        """Open a dialog without a nested event loop; it is deleted when closed
        (so its texts leave the widget tree)."""
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog = dialog
        dialog.open()

    def _message(self, title: str, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(self)
        box.setWindowTitle(title)
        box.setTextFormat(Qt.TextFormat.PlainText)
        box.setText(text)
        self._open(box)

    def show_exception(self, summary: str, details: str) -> ErrorDialog:
        from moonveil_desktop.ui.dialogs import ErrorDialog

        dialog = ErrorDialog(summary, details, self)
        self._open(dialog)
        return dialog

    # -- closing -----------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        self.settings.save_window(self.saveGeometry(), self.saveState())
        self.settings.sync()
        self._closing = True  # the projector closes with the console: it stays "open" for next time
        if self.projector is not None:
            self.projector.close()
            self.projector.deleteLater()  # a top-level window: it would outlive the console
            self.projector = None
        event.accept()
        self.closed.emit()
