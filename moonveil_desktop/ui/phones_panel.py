"""The Phones dock: the server's address, the open table's join QR and seats, every
seat's card QR, connected phones, revoke, the printable sheet, the TV page.

It reads and edits through a ``PhoneLink`` only. Names are user input: every label
and list item is plain text. Every string of its own goes through ``tr()`` and is
set again in ``retranslate_ui`` on a language change.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from moonveil_desktop.catalog import listed  # the engine's, imported at the first list
from moonveil_desktop.network_hint import hint_for, phones_cut_off
from moonveil_desktop.phones_link import PhoneLink
from moonveil_desktop.qr import SeatCode, write_sheet
from moonveil_desktop.ui.colors import tone_style
from moonveil_desktop.ui.common import bot_name, plain_label
from moonveil_desktop.ui.qr_view import SINGLE, QrImage, QrView

POLL_MS = 2000
JOIN_QR_MIN = 170
PANEL_MIN_WIDTH = 440
CARD_QR_MIN = 80
SEAT = Qt.ItemDataRole.UserRole


def fault_style() -> str:
    """Phones cannot get through: the error tone, bold."""
    return tone_style("error", bold=True)


class PhonesPanel(QWidget):
    """Server status, join (before the deal), cards and TV."""

    def __init__(self, link: PhoneLink, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("phonesPanel")
        self.link = link
        self._shown: tuple[object, ...] = ()
        self._join_url = ""
        self._tv_url = ""
        self.dialog: QFileDialog | None = None

        self.status = plain_label("")
        self.status.setObjectName("serverStatus")
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.network_hint = plain_label("")  # until a phone gets through: what may block phones
        self.network_hint.setObjectName("networkHint")
        self.tabs = QTabWidget()

        # -- join (issue 11) --
        self.join_page = QWidget()
        self.join_hint = plain_label("")
        self.join_code = plain_label("")
        self.join_code.setObjectName("joinCode")
        self.join_code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        font = self.join_code.font()
        font.setPointSize(max(font.pointSize(), 10) * 3)
        font.setBold(True)
        font.setLetterSpacing(font.SpacingType.PercentageSpacing, 115)
        self.join_code.setFont(font)
        self.join_qr_holder = QVBoxLayout()
        self.join_qr: QrImage | None = None
        self.join_address = plain_label("")
        self.join_address.setObjectName("joinAddress")
        self.join_address.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.join_address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.seat_list = QListWidget()
        self.seat_list.setObjectName("lobbySeatList")
        self.seat_list.setMinimumHeight(100)
        self.name_edit = QLineEdit()
        self.name_edit.setObjectName("lobbyName")
        self.name_edit.setMaxLength(24)
        self.add_button = QPushButton()
        self.add_button.setObjectName("lobbyAdd")
        self.bot_button = QPushButton()
        self.bot_button.setObjectName("lobbyAddBot")
        self.rename_button = QPushButton()
        self.rename_button.setObjectName("lobbyRename")
        self.up_button = QPushButton("▲")
        self.up_button.setObjectName("lobbyUp")
        self.down_button = QPushButton("▼")
        self.down_button.setObjectName("lobbyDown")
        self.remove_button = QPushButton()
        self.remove_button.setObjectName("lobbyRemove")
        self.host_button = QPushButton()
        self.host_button.setObjectName("lobbyHost")
        self.start_button = QPushButton()
        self.start_button.setObjectName("lobbyStart")
        self.override_button = QPushButton()
        self.override_button.setObjectName("lobbyStartAnyway")
        self.lobby_message = plain_label("")
        self.lobby_message.setObjectName("lobbyMessage")
        self.lobby_message.setWordWrap(True)

        # -- cards (issue 4) --
        self.cards_page = QWidget()
        self.qr_view = QrView()
        self.qr_view.setObjectName("seatQrView")
        self.connected = QListWidget()
        self.connected.setObjectName("connectedSeats")
        self.connected.setMaximumHeight(110)
        self.revoke_button = QPushButton()
        self.revoke_button.setObjectName("revokePhone")
        self.print_button = QPushButton()
        self.print_button.setObjectName("printSheet")
        self.full_button = QPushButton()
        self.full_button.setObjectName("qrFullScreen")
        self.full_view: QrView | None = None

        # -- TV (issue 5) --
        self.tv_page = QWidget()
        self.tv_hint = plain_label("")
        self.tv_hint.setWordWrap(True)
        self.tv_address = plain_label("")
        self.tv_address.setObjectName("tvAddress")
        self.tv_address.setWordWrap(True)
        self.tv_address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.tv_code = plain_label("", wrap=False)  # the short code, big: typed on a TV remote
        self.tv_code.setObjectName("tvCode")
        self.tv_code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.tv_code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.tv_code.setFont(self.join_code.font())
        self.tv_qr_holder = QVBoxLayout()
        self.tv_qr: QrImage | None = None

        self._lay_out()
        self._wire()
        self.timer = QTimer(self)
        self.timer.setInterval(POLL_MS)
        self.timer.timeout.connect(self.refresh_connected)
        self.timer.start()
        self.retranslate_ui()
        self.refresh()

    def _lay_out(self) -> None:
        join = self.join_layout = QVBoxLayout(self.join_page)
        join.addWidget(self.join_hint)
        join.addWidget(self.join_code)
        join.addLayout(self.join_qr_holder, 0)  # 2 while a code shows (_refresh_join)
        join.addWidget(self.join_address)
        join.addWidget(self.seat_list, 2)
        row = QHBoxLayout()
        row.addWidget(self.name_edit, 1)
        row.addWidget(self.add_button)
        row.addWidget(self.rename_button)
        join.addLayout(row)
        row = QHBoxLayout()
        for button in (self.up_button, self.down_button, self.remove_button, self.bot_button, self.host_button):
            row.addWidget(button)
        join.addLayout(row)
        join.addWidget(self.lobby_message)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.override_button)
        row.addWidget(self.start_button)
        join.addLayout(row)

        cards = QVBoxLayout(self.cards_page)
        cards.addWidget(self.qr_view, 3)
        cards.addWidget(self.connected, 1)
        row = QHBoxLayout()
        row.addWidget(self.revoke_button)
        row.addStretch(1)
        row.addWidget(self.full_button)
        row.addWidget(self.print_button)
        cards.addLayout(row)

        tv = QVBoxLayout(self.tv_page)
        tv.addWidget(self.tv_hint)
        tv.addWidget(self.tv_address)  # what a TV's browser is given, read before the code: not below the fold
        tv.addWidget(self.tv_code)
        tv.addLayout(self.tv_qr_holder, 1)

        for page in (self.join_page, self.cards_page, self.tv_page):
            if page is self.cards_page:  # the QR view fits its codes to the space it gets
                self.tabs.addTab(page, "")
                continue
            scroll = QScrollArea()  # the dock may be short: scroll rather than push the window
            scroll.setWidgetResizable(True)
            scroll.setFrameShape(QFrame.Shape.NoFrame)
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            scroll.setMinimumWidth(PANEL_MIN_WIDTH)
            scroll.setWidget(page)
            self.tabs.addTab(scroll, "")
        layout = QVBoxLayout(self)
        layout.addWidget(self.status)
        layout.addWidget(self.network_hint)
        layout.addWidget(self.tabs, 1)

    def _wire(self) -> None:
        link = self.link
        link.changed.connect(self.refresh)
        link.serverChanged.connect(self.refresh)
        self.add_button.clicked.connect(self._add)
        self.name_edit.returnPressed.connect(self._add)
        self.bot_button.clicked.connect(lambda: self._edit(lambda lobby: lobby.add_bot(named=bot_name)))
        self.rename_button.clicked.connect(self._rename)
        self.up_button.clicked.connect(lambda: self._move(-1))
        self.down_button.clicked.connect(lambda: self._move(1))
        self.remove_button.clicked.connect(self._remove)
        self.host_button.clicked.connect(self._make_host)
        self.start_button.clicked.connect(lambda: self._start(False))
        self.override_button.clicked.connect(lambda: self._start(True))
        self.revoke_button.clicked.connect(self._revoke)
        self.print_button.clicked.connect(self.print_sheet)
        self.full_button.clicked.connect(self.show_full_screen)
        self.qr_view.seatShown.connect(lambda _seat: self._no_growth())
        # "Revoke this phone" acts on the list's seat: the list and the code on screen show one seat.
        self.qr_view.seatShown.connect(self._select_shown_seat)
        self.connected.currentRowChanged.connect(self._show_selected_seat)

    def retranslate_ui(self) -> None:
        self.tabs.setTabText(0, self.tr("Join"))
        self.tabs.setTabText(1, self.tr("Cards"))
        self.tabs.setTabText(2, self.tr("TV"))
        self.join_hint.setText(self.tr("Scan to join this table, or open the address and type the code:"))
        self.name_edit.setPlaceholderText(self.tr("Name of a player without a phone"))
        self.name_edit.setAccessibleName(self.tr("Name of a player without a phone"))
        self.seat_list.setAccessibleName(self.tr("Seats"))
        self.seat_list.setAccessibleDescription(self.tr("The players who joined, in seat order"))
        self.connected.setAccessibleName(self.tr("Connected phones"))
        self.add_button.setText(self.tr("Add"))
        self.rename_button.setText(self.tr("Rename"))
        self.up_button.setToolTip(self.tr("Move the seat up"))
        self.up_button.setAccessibleName(self.up_button.toolTip())  # "▲" says nothing aloud
        self.down_button.setToolTip(self.tr("Move the seat down"))
        self.down_button.setAccessibleName(self.down_button.toolTip())
        self.remove_button.setText(self.tr("Remove"))
        self.bot_button.setText(self.tr("Add bot"))
        self.host_button.setText(self.tr("This is me"))
        self.host_button.setToolTip(self.tr("Playing host: the selected seat is yours (the laptop or your phone)"))
        self.start_button.setText(self.tr("Start"))
        self.start_button.setToolTip(self.tr("Close the join and deal the roles"))
        self.override_button.setText(self.tr("Start anyway"))
        self.override_button.setToolTip(self.tr("Start although some phones are not ready"))
        self.revoke_button.setText(self.tr("Revoke this phone"))
        self.revoke_button.setToolTip(self.tr("A new code for the selected seat; the old page stops at once"))
        self.print_button.setText(self.tr("Print sheet…"))
        self.full_button.setText(self.tr("Full screen"))
        self.full_button.setToolTip(self.tr("One code at a time on the whole screen, to pass the laptop around (Esc)"))
        self.tv_hint.setText(self.tr("Open this address on a TV's browser to show the public table:"))
        self.tv_code.setAccessibleName(self.tr("TV code"))
        self.tv_code.setToolTip(self.tr("The code in the TV's address: any case, with or without the dash"))
        self._shown = ()
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # -- showing ------------------------------------------------------------------------
    def refresh(self) -> None:
        link = self.link
        if link.running:
            self.status.setText(self.tr("● Server is up: %s") % link.base_url)
            # up on this laptop only is no success for phones: not green (the hint says why)
            self.status.setStyleSheet(fault_style() if phones_cut_off(link) else tone_style("success", bold=True))
        elif link.error:
            self.status.setText(self.tr("○ The phone server could not start: %s") % link.error)
            self.status.setStyleSheet(fault_style())
        else:
            self.status.setText(self.tr("○ The phone server is not running."))
            self.status.setStyleSheet(tone_style("error"))
        self._refresh_hint()
        self._refresh_join()
        self._refresh_cards()
        self._refresh_tv()

    def _refresh_hint(self) -> None:
        self.network_hint.setText(hint_for(self.link))
        self.network_hint.setVisible(bool(self.network_hint.text()))
        # a server phones cannot reach is a fault, not advice: the red of a failed start
        self.network_hint.setStyleSheet(fault_style() if phones_cut_off(self.link) else "")

    def _refresh_join(self) -> None:
        link = self.link
        open_ = link.is_open and link.running
        self.join_code.setText(link.lobby.join_code if open_ else "")
        url = link.join_url() if open_ else ""
        if url != self._join_url:
            self._join_url = url
            self.join_qr = self._replace_qr(self.join_qr_holder, self.join_qr, url)
            # no code to show (the game has begun): its room goes to the list, not to a blank
            self.join_layout.setStretchFactor(self.join_qr_holder, 2 if url else 0)
        self.join_address.setText(f"{link.base_url}/join" if open_ else "")
        self.join_code.setVisible(open_)  # empty, its large type still took a band of blank
        self.join_address.setVisible(open_)
        self.join_hint.setVisible(open_)  # no code to scan: no invitation to scan it
        selected = self.seat_list.currentRow()
        self.seat_list.clear()
        for index, seat in enumerate(link.lobby.seats):
            marks = []
            if seat.bot:
                marks.append(self.tr("bot"))
            elif seat.phone:
                marks.append(self.tr("phone"))
                marks.append(self.tr("ready ✓") if seat.ready else self.tr("not ready"))
            else:
                marks.append(self.tr("by hand"))
            if seat is link.host:
                marks.append(self.tr("host"))
            item = QListWidgetItem(f"{index + 1}. {seat.name} — {', '.join(marks)}")  # plain text
            item.setData(SEAT, index)
            self.seat_list.addItem(item)
        if 0 <= selected < self.seat_list.count():
            self.seat_list.setCurrentRow(selected)
        editing = link.is_open
        for widget in (
            self.name_edit,
            self.add_button,
            self.bot_button,
            self.rename_button,
            self.up_button,
            self.down_button,
            self.remove_button,
            self.override_button,
        ):
            widget.setEnabled(editing)
        playing_host = link.controller.playing_host
        self.host_button.setVisible(playing_host)
        self.host_button.setEnabled(editing and playing_host)
        self.start_button.setEnabled(editing and link.lobby.can_start())
        if not link.is_open:
            self.lobby_message.setText(self._closed_join_words())
        elif not link.lobby.complete:
            self.lobby_message.setText(
                self.tr("%d seated; this rule set needs %d to %d players.")
                % (len(link.lobby.seats), link.lobby.min_seats, link.lobby.max_seats)
            )
        elif link.lobby.waiting_for():
            waiting = listed(link.lobby.waiting_for(), link.controller.lang)
            self.lobby_message.setText(self.tr("Waiting for: %s") % waiting)
        else:
            self.lobby_message.setText(self.tr("Everyone is ready."))

    def _closed_join_words(self) -> str:
        controller = self.link.controller
        if controller.table is None:
            return self.tr("No table is open.")
        if controller.dealt:
            return self.tr("The game has begun: nobody joins now. Each player's card is on the Cards tab.")
        return self.tr("The join is closed.")

    def _refresh_cards(self) -> None:
        codes = self.link.seat_codes()
        key = tuple((c.name, c.url) for c in codes)
        if key != self._shown:
            self._shown = key
            self.qr_view.set_codes(codes)
            self._no_growth()
        self.print_button.setEnabled(bool(codes))
        self.full_button.setEnabled(bool(codes))
        if self.full_view is not None and key != tuple((c.name, c.url) for c in self.full_view.codes()):
            self.full_view.set_codes(codes)  # a revoke or a re-deal reaches the big screen too
        self.refresh_connected()

    def refresh_connected(self) -> None:
        """The seats with a phone that checked in lately (polled every 2 s)."""
        link = self.link
        online = set(link.connected_seats())
        selected = self.connected.currentRow()
        self.connected.clear()
        seats = link.seats()
        for code_index, code in enumerate(self.qr_view.codes()):
            bot = code_index < len(seats) and seats[code_index]["bot"]
            mark = self.tr("● connected") if code_index in online else self.tr("○ no phone")
            mark = self.tr("bot") if bot else mark
            item = QListWidgetItem(f"{code_index + 1}. {code.name} — {mark}")
            item.setData(SEAT, code_index)
            self.connected.addItem(item)
        if not 0 <= selected < self.connected.count():
            selected = self.qr_view.current()  # none picked yet: the seat whose code is shown
        if 0 <= selected < self.connected.count():
            self.connected.setCurrentRow(selected)
        self.revoke_button.setEnabled(self.connected.count() > 0)
        self._refresh_hint()  # the first phone that got through ends the advice

    def _refresh_tv(self) -> None:
        url = self.link.tv_short_url()  # short: typed on a TV remote
        self.tv_address.setText(url)
        self.tv_code.setText(self.link.tv_code())
        if url != self._tv_url:
            self._tv_url = url
            self.tv_qr = self._replace_qr(self.tv_qr_holder, self.tv_qr, url)

    def _no_growth(self) -> None:
        """A code fits the space it gets; it never asks for more (or the dock grows)."""
        for image in self.qr_view.findChildren(QrImage):
            image.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
            image.setMinimumSize(CARD_QR_MIN, CARD_QR_MIN)

    @staticmethod
    def _replace_qr(holder: QVBoxLayout, old: QrImage | None, url: str) -> QrImage | None:
        if old is not None:
            holder.removeWidget(old)
            old.deleteLater()
        if not url:
            return None
        image = QrImage(url)
        image.setMinimumSize(JOIN_QR_MIN, JOIN_QR_MIN)  # big enough to scan from across the table
        image.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)  # no growth loop
        holder.addWidget(image, 1)
        return image

    # -- lobby edits -----------------------------------------------------------------------
    def _say(self, problem: str | None) -> None:
        if problem:
            self.lobby_message.setText(problem)

    def _edit(self, action) -> None:  # type: ignore[no-untyped-def]
        self._say(self.link.edit(action))

    def _selected(self) -> int | None:
        item = self.seat_list.currentItem()
        return int(item.data(SEAT)) if item is not None else None

    def _add(self) -> None:
        name = self.name_edit.text()
        problem = self.link.edit(lambda lobby: lobby.add_by_hand(name))
        if problem is None:
            self.name_edit.clear()
        self._say(problem)

    def _rename(self) -> None:
        index = self._selected()
        if index is not None:
            name = self.name_edit.text()
            problem = self.link.edit(lambda lobby: lobby.rename(index, name))
            if problem is None:
                self.name_edit.clear()
            self._say(problem)

    def _move(self, delta: int) -> None:
        index = self._selected()
        if index is not None:
            self._edit(lambda lobby: lobby.move(index, index + delta))
            self.seat_list.setCurrentRow(max(0, min(index + delta, self.seat_list.count() - 1)))

    def _remove(self) -> None:
        index = self._selected()
        if index is not None:
            self._edit(lambda lobby: lobby.remove(index))

    def _make_host(self) -> None:
        index = self._selected()
        if index is not None:
            self._say(self.link.set_host(index))

    def _start(self, override: bool) -> None:
        self._say(self.link.start_game(override))

    # -- cards ----------------------------------------------------------------------------
    def _select_shown_seat(self, index: int) -> None:
        if 0 <= index < self.connected.count() and self.connected.currentRow() != index:
            self.connected.setCurrentRow(index)

    def _show_selected_seat(self, row: int) -> None:
        if row >= 0 and row != self.qr_view.current() and self.qr_view.mode() == SINGLE:
            self.qr_view.show_single(row)

    def _revoke(self) -> None:
        item = self.connected.currentItem()
        if item is not None:
            self.link.revoke(int(item.data(SEAT)))

    def show_full_screen(self) -> QrView:
        """The seats' codes one at a time on the whole screen (←/→ or space; Esc closes)."""
        if self.full_view is None:
            view = QrView(self)
            view.setWindowFlag(Qt.WindowType.Window)
            view.setObjectName("fullScreenCodes")
            QShortcut(QKeySequence(Qt.Key.Key_Escape), view, view.close)
            self.full_view = view
        self.full_view.set_codes(self.qr_view.codes())
        self.full_view.show_single(self.qr_view.current())
        self.full_view.showFullScreen()
        self.full_view.setFocus()
        return self.full_view

    def print_sheet(self) -> QFileDialog:
        """Ask where to save the A4 sheet of every seat's code (no nested event loop)."""
        dialog = QFileDialog(self, self.tr("Save the sheet of phone codes"))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setNameFilter(self.tr("PDF (*.pdf)"))
        dialog.setDefaultSuffix("pdf")
        dialog.fileSelected.connect(self.write_sheet)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.dialog = dialog
        dialog.open()
        return dialog

    def write_sheet(self, path: str) -> int:
        codes: list[SeatCode] = self.link.seat_codes()
        return write_sheet(path, codes, self.tr("Moonveil — phone codes"))
