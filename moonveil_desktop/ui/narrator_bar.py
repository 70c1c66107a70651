"""The narrator bar: the line being spoken, large, and the narration's controls
(start/pause, repeat the last line, next step, mute the sound cues). Space, R and the
Right arrow work while the bar has the keyboard (F7 gives it the keyboard); the
same actions are in the Game menu. It lays out and forwards clicks to the
``NarratorLink``; what is said and when is decided by ``moonveil_desktop.narration``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QFont, QKeySequence
from PySide6.QtWidgets import QCheckBox, QDockWidget, QFrame, QHBoxLayout, QMenu, QToolButton, QVBoxLayout, QWidget

from moonveil_desktop.ui.common import Retranslated, plain_label
from moonveil_desktop.ui.narration_settings import voice_words

if TYPE_CHECKING:
    from moonveil_desktop.narrator_link import NarratorLink

LINE_SCALE = 1.8  # the current line is read across the room by the moderator


class NarratorBar(Retranslated, QFrame):
    def __init__(self, link: NarratorLink, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("narratorBar")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.link = link
        self.dock: QDockWidget | None = None
        self.menu: QMenu | None = None
        self.line = plain_label("")
        self.line.setObjectName("narratorLine")
        font = QFont(self.line.font())
        font.setPointSizeF(font.pointSizeF() * LINE_SCALE)
        font.setBold(True)
        self.line.setFont(font)
        self.line.setMinimumHeight(self.line.fontMetrics().height() * 2)
        self.voice = plain_label("")
        self.voice.setObjectName("narratorVoice")
        self.toggle_action = self._action("narratorToggle", link.toggle, Qt.Key.Key_Space)
        self.repeat_action = self._action("narratorRepeat", link.repeat, Qt.Key.Key_R)
        self.skip_action = self._action("narratorSkip", link.skip, Qt.Key.Key_Right)
        self.show_action = QAction(self)
        self.show_action.setObjectName("narratorShow")
        self.show_action.setShortcut(QKeySequence(Qt.Key.Key_F7))
        self.show_action.triggered.connect(self.take_keyboard)
        self.mute = QCheckBox()
        self.mute.setObjectName("narratorMute")
        self.mute.setChecked(link.cues.muted)
        self.mute.toggled.connect(link.set_muted)
        buttons = QHBoxLayout()
        for action in self.control_actions():
            button = QToolButton()
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            buttons.addWidget(button)
        buttons.addWidget(self.mute)
        buttons.addStretch(1)
        buttons.addWidget(self.voice)
        layout = QVBoxLayout(self)
        layout.addWidget(self.line, 1)
        layout.addLayout(buttons)
        self._said = False  # until the first line, the bar says how to start
        link.lineSaid.connect(self.show_line)
        link.runningChanged.connect(lambda _running: self.retranslate_ui())
        self.retranslate_ui()

    def show_line(self, text: str) -> None:
        self._said = True
        self.line.setText(text)

    def _action(self, name: str, slot: object, key: Qt.Key) -> QAction:
        action = QAction(self)
        action.setObjectName(name)
        action.setShortcut(QKeySequence(key))
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)  # only while the bar has focus
        action.triggered.connect(lambda _checked=False: slot())  # type: ignore[operator]
        self.addAction(action)
        return action

    def control_actions(self) -> list[QAction]:
        return [self.toggle_action, self.repeat_action, self.skip_action]

    def put_in_menu(self, menu: QMenu) -> None:
        """The bar's controls in ``menu``, titled as the bar is named."""
        self.menu = menu
        menu.setObjectName("narratorMenu")
        menu.addActions(self.control_actions())
        self.retranslate_ui()

    def place_in(self, dock: QDockWidget) -> None:
        self.dock = dock
        dock.setWindowTitle(self.tr("Narrator"))

    def take_keyboard(self) -> None:
        if self.dock is not None:
            self.dock.show()
            self.dock.raise_()
        self.setFocus(Qt.FocusReason.ShortcutFocusReason)

    def retranslate_ui(self) -> None:
        running = self.link.running
        self.toggle_action.setText(self.tr("Pause narration") if running else self.tr("Start narration"))
        self.toggle_action.setToolTip(self.tr("The laptop reads the night aloud (Space while this bar has focus)"))
        self.repeat_action.setText(self.tr("Repeat"))
        self.repeat_action.setToolTip(self.tr("Say the last line again (R)"))
        self.skip_action.setText(self.tr("Next step"))
        self.skip_action.setToolTip(self.tr("Call the next step now (Right arrow)"))
        self.show_action.setText(self.tr("&Narrator"))
        if self.menu is not None:
            self.menu.setTitle(self.tr("&Narrator"))
        self.show_action.setToolTip(self.tr("Show the narrator bar and give it the keyboard (F7)"))
        self.mute.setText(self.tr("Mute sounds"))
        self.mute.setToolTip(self.tr("No night, dawn or countdown sounds; the voice still speaks"))
        if self.dock is not None:
            self.dock.setWindowTitle(self.tr("Narrator"))
        if not self._said:
            self.line.setText(self.tr("The narrator is silent. Start narration to read the night aloud."))
        self.voice.setText(voice_words(self.link.voice_choice(), self.link.lang()) if running else "")
