"""The narrated night's Qt adapter (issue 25): a timer drives the Qt-free narration
(``narration.NarrationService``) over the evening service, lines go to the voice
(``speech.QtSpeechSink``) after their sound cue, and the console's narrator bar
shows the current line. Like the phones and the projector it only listens to the
evening's change stream and reads it: it never applies a command, so Undo (which is a
change like any other) never makes it say a line twice (each line is said once).

``install_narrator(window)`` adds the bar as a dock and its actions to the menus.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QElapsedTimer, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QDockWidget

from moonveil_desktop.narration import CuedSink, Line, NarrationService, Narrator, Pace, SpeechSink
from moonveil_desktop.speech import CuePlayer, QtSpeechSink, Voice, VoiceChoice, countdown_ticks

if TYPE_CHECKING:
    from moonveil_desktop.evening import Evening
    from moonveil_desktop.settings import AppSettings
    from moonveil_desktop.settings_records import NarrationSettings
    from moonveil_desktop.ui.mainwindow import MainWindow
    from moonveil_desktop.ui.narrator_bar import NarratorBar

TICK_MS = 200


def pace_of(options: NarrationSettings) -> Pace:
    base = Pace()
    return Pace(options.pause_min_s, options.pause_max_s, base.wake_min_s, base.wake_max_s, base.step_timeout_s)


class NarratorLink(QObject):
    """Start/pause, repeat, skip; ``lineSaid`` for the big label."""

    lineSaid = Signal(str)
    runningChanged = Signal(bool)

    def __init__(
        self,
        evening: Evening,
        settings: AppSettings,
        console_lang: Callable[[], str],
        *,
        sink: SpeechSink | None = None,
        remaining_ms: Callable[[], int | None] = lambda: None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.settings = settings
        self._console_lang = console_lang
        self._remaining_ms = remaining_ms
        self._countdown: int | None = None
        self._clock = QElapsedTimer()
        self._clock.start()
        options = settings.narration()
        self.voice = sink if sink is not None else QtSpeechSink(options, parent=self)
        self.cues = CuePlayer(options.muted, self)
        self.sink = CuedSink(self.voice, self.cues, self.now_ms)
        self.service = NarrationService(evening, self.sink, Narrator(pace_of(options)), self.lang)
        self.service.heard.append(self._heard)
        self.timer = QTimer(self)
        self.timer.setInterval(TICK_MS)
        self.timer.timeout.connect(self.tick)
        self.bar: NarratorBar | None = None  # the console's narrator bar, once installed

    def now_ms(self) -> int:
        return self._clock.elapsed()

    def lang(self) -> str:
        """The table's language: the one chosen for narration, else the console's."""
        return self.settings.narration().lang or self._console_lang()

    @property
    def running(self) -> bool:
        return self.service.narrator.running

    def tick(self) -> None:
        self.sink.flush()
        self.service.tick(self.now_ms())
        self._follow_countdown()

    def _follow_countdown(self) -> None:
        remaining = self._remaining_ms()
        before, self._countdown = self._countdown, remaining
        if before is not None and remaining is not None:
            for _ in range(min(1, countdown_ticks(before, remaining))):  # one tick per reading at most
                self.cues.play("tick")

    def voice_choice(self) -> VoiceChoice | None:
        """The voice lines are spoken with now; None: no text to speech (text only)."""
        if not isinstance(self.voice, QtSpeechSink):
            return VoiceChoice(Voice("", self.lang()), True)  # a sink of its own (tests, recording)
        return self.voice.choice(self.lang()) if self.voice.engine() is not None else None

    def _heard(self, line: Line) -> None:
        self.lineSaid.emit(line.text)

    # -- the controls -----------------------------------------------------------------------
    def toggle(self) -> None:
        options = self.settings.narration()
        self.service.narrator.pace = pace_of(options)
        self.cues.muted = options.muted
        if isinstance(self.voice, QtSpeechSink):
            self.voice.options = options
        self.service.toggle(self.now_ms())
        if self.running:
            self.timer.start()
            self.tick()
        else:
            self.timer.stop()
        self.runningChanged.emit(self.running)

    def repeat(self) -> None:
        self.service.repeat()

    def skip(self) -> None:
        self.service.skip()

    def set_muted(self, muted: bool) -> None:
        """The mute switch: cues only (the voice has its own volume in Settings)."""
        self.cues.muted = muted
        self.settings.set_narration(replace(self.settings.narration(), muted=muted))

    def stop(self) -> None:
        self.timer.stop()
        self.service.close()


def install_narrator(window: MainWindow, sink: SpeechSink | None = None) -> NarratorLink:
    """The narrator bar as a dock under the pages, its actions in the Game menu and its
    dock in the View menu (F8 shows it and gives it the keyboard)."""
    from moonveil_desktop.ui.narrator_bar import NarratorBar

    timer = window.timer
    link = NarratorLink(
        window.controller.evening,
        window.settings,
        lambda: window.controller.lang,
        sink=sink,
        remaining_ms=lambda: timer.remaining_ms() if timer.running() else None,
        parent=window,
    )
    link.bar = NarratorBar(link)
    dock = QDockWidget(window)
    dock.setObjectName("narratorDock")
    dock.setWidget(link.bar)
    window.addDockWidget(Qt.DockWidgetArea.BottomDockWidgetArea, dock)
    window.tabifyDockWidget(window.log_dock, dock)
    window.lay_out_docks()  # adding a dock re-plans the layout: the grimoire keeps its first width
    link.bar.place_in(dock)
    window.game_menu.addSeparator()
    # in a submenu of their own: the Game menu had two "Next step" items (F8 ticks the
    # checklist; this one makes the narrator call the next step)
    link.bar.put_in_menu(window.game_menu.addMenu(""))
    window.view_menu.addAction(link.bar.show_action)
    window.addAction(link.bar.show_action)  # F7 anywhere in the console
    return link
