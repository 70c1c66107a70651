"""The countdown per phase. It is a reminder for the moderator; time reaches
the engine only as ``Clock`` commands (on expiry and when a phase closes)."""

from __future__ import annotations

from PySide6.QtCore import QElapsedTimer, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QToolButton, QWidget

from moonveil_desktop.ui.colors import tone_style
from moonveil_desktop.ui.common import Retranslated, clock_text, plain_label


class PhaseTimer(Retranslated, QWidget):
    expired = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("phaseTimer")
        self.duration_ms = 0
        self.spent_ms = 0
        self._running = QElapsedTimer()
        self._ticker = QTimer(self)
        self._ticker.setInterval(250)
        self._ticker.timeout.connect(self._tick)
        self.label: QLabel = plain_label("--:--", wrap=False)
        self.label.setObjectName("timerLabel")
        self.label.setMinimumWidth(60)
        self.start_button = QToolButton()
        self.start_button.setObjectName("timerStart")
        self.reset_button = QToolButton()
        self.start_button.clicked.connect(self.toggle)
        self.reset_button.clicked.connect(self.reset)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(6, 0, 6, 0)
        self.title = plain_label(wrap=False)
        layout.addWidget(self.title)
        layout.addWidget(self.label)
        layout.addWidget(self.start_button)
        layout.addWidget(self.reset_button)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.start_button.setToolTip(self.tr("Start or pause the countdown (Ctrl+T)"))
        self.reset_button.setText(self.tr("Reset"))
        self.reset_button.setToolTip(self.tr("Back to the full time of this phase"))
        self.title.setText(self.tr("Timer"))
        self._show()

    def set_duration(self, seconds: int) -> None:
        self.duration_ms = seconds * 1000
        self.reset()

    def running(self) -> bool:
        return self._ticker.isActive()

    def remaining_ms(self) -> int:
        spent = self.spent_ms + (self._running.elapsed() if self.running() else 0)
        return max(0, self.duration_ms - spent)

    def toggle(self) -> None:
        if self.duration_ms <= 0:
            return
        if self.running():
            self.spent_ms += self._running.elapsed()
            self._ticker.stop()
        else:
            self._running.start()
            self._ticker.start()
        self._show()

    def reset(self) -> None:
        self._ticker.stop()
        self.spent_ms = 0
        self.label.setStyleSheet("")
        self._show()

    def _tick(self) -> None:
        if self.remaining_ms() <= 0:
            self._ticker.stop()
            self.spent_ms = self.duration_ms
            self.label.setStyleSheet(tone_style("error", bold=True))
            self.expired.emit()
        self._show()

    def _show(self) -> None:
        enabled = self.duration_ms > 0
        self.label.setText(clock_text(self.remaining_ms()) if enabled else "--:--")
        self.start_button.setEnabled(enabled)
        self.reset_button.setEnabled(enabled)
        self.start_button.setText(self.tr("Pause") if self.running() else self.tr("Start"))
