"""The console's QR widget: every seat's code, one at a time full-screen (to pass the
laptop around the table) or all at once, the seat's name under each.

Names are user input: they are set as plain text, never rich text. The lead wires
this into the console (``set_codes`` after each deal or revoke).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QHideEvent, QImage, QKeyEvent, QPixmap, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from moonveil_desktop.qr import SeatCode, qr_png

SINGLE, ALL = 0, 1
MODULE_PIXELS = 1  # the cached PNG has one pixel per module; it is scaled when shown


def _clear(layout: QLayout) -> None:
    while layout.count():
        item = layout.takeAt(0)
        widget = item.widget() if item is not None else None
        if widget is not None:
            widget.deleteLater()


def _plain_label(text: str = "") -> QLabel:
    label = QLabel()
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setText(text)
    return label


class QrImage(QLabel):
    """A QR code drawn on demand at the size it is shown, with whole pixels per module
    (crisp, no smoothing), and dropped while hidden: 50 seats' codes in a hidden tab
    hold no image, only the URL (the module matrix is a tiny cached PNG per URL)."""

    def __init__(self, url: str) -> None:
        super().__init__()
        self.url = url
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setMinimumSize(120, 120)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._draw()

    def hideEvent(self, event: QHideEvent) -> None:
        super().hideEvent(event)
        self.clear()  # the image goes with the view; showing it again draws it again

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.isVisible():
            self._draw()

    def holds_image(self) -> bool:
        return not self.pixmap().isNull()

    def _draw(self) -> None:
        modules = QImage.fromData(qr_png(self.url, MODULE_PIXELS), "PNG")  # one pixel per module
        count = max(1, modules.width())
        side = max(1, min(self.width(), self.height()) // count) * count  # whole pixels per module
        if self.pixmap().width() != side:
            scaled = modules.scaled(
                side, side, Qt.AspectRatioMode.KeepAspectRatio, Qt.TransformationMode.FastTransformation
            )
            self.setPixmap(QPixmap.fromImage(scaled))


class QrView(QWidget):
    """Codes per seat; ``show_single`` / ``show_all``; ←/→ or the buttons step seats."""

    seatShown = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._codes: list[SeatCode] = []
        self._index = 0
        self._stack = QStackedWidget()
        self._single = QWidget()
        self._single_name = _plain_label()
        font = self._single_name.font()
        font.setPointSize(max(font.pointSize(), 10) * 2)
        self._single_name.setFont(font)
        self._prev = QPushButton()
        self._next = QPushButton()
        self._mode = QPushButton()
        self._grid_page = QWidget()
        self._grid = QGridLayout(self._grid_page)
        self._build()
        self.retranslateUi()

    def _build(self) -> None:
        single = QVBoxLayout(self._single)
        self._single_holder = QVBoxLayout()
        single.addLayout(self._single_holder, 1)
        single.addWidget(self._single_name)
        buttons = QHBoxLayout()
        buttons.addWidget(self._prev)
        buttons.addStretch(1)
        buttons.addWidget(self._next)
        single.addLayout(buttons)
        self._stack.addWidget(self._single)
        self._stack.addWidget(self._grid_page)
        layout = QVBoxLayout(self)
        layout.addWidget(self._stack, 1)
        layout.addWidget(self._mode, 0, Qt.AlignmentFlag.AlignRight)
        self._prev.clicked.connect(lambda: self.step(-1))
        self._next.clicked.connect(lambda: self.step(1))
        self._mode.clicked.connect(self.toggle_mode)

    def retranslateUi(self) -> None:
        self._prev.setText(self.tr("◀ Previous"))
        self._next.setText(self.tr("Next ▶"))
        self._mode.setText(self.tr("Show all") if self.mode() == SINGLE else self.tr("One at a time"))
        self.setWindowTitle(self.tr("Phone codes"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslateUi()
        super().changeEvent(event)

    # -- content ----------------------------------------------------------------------
    def set_codes(self, codes: Sequence[SeatCode]) -> None:
        """Show these seats' codes (after a deal or a revoke)."""
        self._codes = list(codes)
        self._index = min(self._index, max(0, len(self._codes) - 1))
        self._fill_grid()
        self._show_index()

    def codes(self) -> list[SeatCode]:
        return list(self._codes)

    def mode(self) -> int:
        return self._stack.currentIndex()

    def current(self) -> int:
        return self._index

    def current_name(self) -> str:
        return self._single_name.text()

    def show_single(self, index: int | None = None) -> None:
        if index is not None:
            self._index = index
        self._stack.setCurrentIndex(SINGLE)
        self._show_index()
        self.retranslateUi()

    def show_all(self) -> None:
        self._stack.setCurrentIndex(ALL)
        self.retranslateUi()

    def toggle_mode(self) -> None:
        if self.mode() == SINGLE:
            self.show_all()
        else:
            self.show_single()

    def step(self, delta: int) -> None:
        if self._codes:
            self._index = (self._index + delta) % len(self._codes)
            self._show_index()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_PageDown):
            self.step(1)
        elif event.key() in (Qt.Key.Key_Left, Qt.Key.Key_PageUp):
            self.step(-1)
        else:
            super().keyPressEvent(event)

    def _show_index(self) -> None:
        _clear(self._single_holder)
        if not self._codes:
            self._single_name.setText("")
            return
        code = self._codes[self._index]
        self._single_holder.addWidget(QrImage(code.url), 1)
        self._single_name.setText(code.name)
        self._prev.setEnabled(len(self._codes) > 1)
        self._next.setEnabled(len(self._codes) > 1)
        self.seatShown.emit(self._index)

    def _fill_grid(self) -> None:
        _clear(self._grid)
        columns = max(1, round(len(self._codes) ** 0.5 + 0.49))
        for index, code in enumerate(self._codes):
            cell = QWidget()
            box = QVBoxLayout(cell)
            box.addWidget(QrImage(code.url), 1)
            box.addWidget(_plain_label(code.name))
            self._grid.addWidget(cell, index // columns, index % columns)

    def grid_names(self) -> list[str]:
        """The names under the codes of the "all" view, in seat order."""
        names: list[str] = []
        for index in range(self._grid.count()):
            item = self._grid.itemAt(index)
            cell = item.widget() if item is not None else None
            if cell is not None:
                names += [w.text() for w in cell.findChildren(QLabel) if not isinstance(w, QrImage)]
        return names
