"""Side panels: the grimoire (narrator only), the host's own card, the log."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QListWidget, QPushButton, QVBoxLayout, QWidget

from moonveil_desktop.catalog import listed
from moonveil_desktop.controller import TableController
from moonveil_desktop.ui.common import Retranslated, heading, plain_label

if TYPE_CHECKING:
    from engine.view_types import GrimoireSeat
    from moonveil_desktop.console_rows import Line


class GrimoireView(Retranslated, QWidget):
    """Every seat's role, attributes and status, for the narrator's eyes only."""

    COLUMNS = ("name", "role", "status", "seen as", "counts as", "wins with", "uses")

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        # Qt's table classes are imported here, not with the module: the log and the host's
        # card come before the first paint, a grimoire after it (PySide6 builds a class's
        # Python enums when the class is first used; start-up, issue 20).
        from PySide6.QtWidgets import QHeaderView, QTableWidget

        super().__init__(parent)
        self.controller = controller
        self.setObjectName("grimoire")
        self.table = QTableWidget(0, len(self.COLUMNS))
        self.table.setObjectName("grimoireTable")
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)  # the arrows move between cells; Tab leaves the table
        # Sized once per refresh that changed a row, not per cell: ResizeToContents would
        # measure every row again on each cell set (quadratic at 50 seats).
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setStretchLastSection(True)
        self._shown: list[list[str]] = []  # the texts of each row, as shown
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.table)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.table.setAccessibleName(self.tr("Grimoire"))
        self.table.setAccessibleDescription(self.tr("Every player's role, status and attributes, for your eyes only"))
        self._shown = []  # "alive"/"dead" and the attribute words change with the language
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Player"),
                self.tr("Role"),
                self.tr("Status"),
                self.tr("Seen as"),
                self.tr("Counts as"),
                self.tr("Wins with"),
                self.tr("Uses"),
            ]
        )
        self.refresh()

    def refresh(self) -> None:
        """Only the rows whose words changed are set again; nothing changed, nothing drawn."""
        rows = self.controller.grimoire() if self.controller.table is not None else []
        texts = [self._texts(row) for row in rows]
        if texts == self._shown:
            return
        if len(texts) != len(self._shown):
            self.table.setRowCount(len(texts))
            self._shown = [[] for _ in texts]
        for index, (row, values) in enumerate(zip(rows, texts, strict=True)):
            if values != self._shown[index]:
                self._set_row(index, values, bool(row["alive"]))
        self._shown = texts
        self.table.resizeColumnsToContents()

    def _texts(self, row: GrimoireSeat) -> list[str]:
        words = self.controller.attribute_word
        lang = self.controller.lang
        return [
            row["name"],
            row["role_name"],
            self.tr("alive") if row["alive"] else self.tr("dead"),
            words(row["seen_as"]),
            listed((words(c) for c in row["counts_as"]), lang),
            words(row["wins_with"]),
            listed((f"{self.controller.ability_name(k)}: {v}" for k, v in sorted(row["uses"].items())), lang),
        ]

    def _set_row(self, index: int, values: list[str], alive: bool) -> None:
        from PySide6.QtWidgets import QTableWidgetItem

        for column, value in enumerate(values):
            item = QTableWidgetItem(value)
            if not alive:
                font = item.font()
                font.setStrikeOut(column == 0)
                item.setFont(font)
            self.table.setItem(index, column, item)


class HostCard(Retranslated, QWidget):
    """The playing host's own card (the only role the console shows them).
    "Show my card" also shows their actions and private log lines; the
    controller holds the choice, so every panel follows it."""

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("hostCard")
        self.role = heading()
        self.role.setObjectName("hostRole")
        self.text = plain_label("")
        self.goal = plain_label("")
        self.toggle = QPushButton()
        self.toggle.setObjectName("toggleHostCard")
        self.toggle.clicked.connect(self.flip)
        layout = QVBoxLayout(self)
        layout.addWidget(self.toggle)
        layout.addWidget(self.role)
        layout.addWidget(self.text)
        layout.addWidget(self.goal)
        layout.addStretch(1)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.toggle.setToolTip(self.tr("Your own card; hidden by default"))
        self.refresh()

    @property
    def hidden(self) -> bool:
        return not self.controller.host_secrets_shown

    def flip(self) -> None:
        self.controller.show_host_secrets(self.hidden)
        self.refresh()

    def refresh(self) -> None:
        card = self.controller.host_card() if self.controller.table is not None else None
        shown = card is not None and bool(card.get("role")) and not self.hidden
        self.toggle.setText(self.tr("Hide my card") if shown else self.tr("Show my card"))
        self.role.setText(card["role_name"] if shown and card else "")
        self.text.setText(card["text"] if shown and card else "")
        self.goal.setText(card["goal"] if shown and card else "")


class LogView(Retranslated, QWidget):
    """The game as a timeline, filterable by audience, exportable as text or JSON."""

    exportRequested = Signal(str)  # "text" | "json"

    FILTERS = ("all", "public", "private", "moderator")

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("logView")
        self.filter_box = QComboBox()
        self.filter_box.setObjectName("logFilter")
        for key in self.FILTERS:
            self.filter_box.addItem(key, key)
        self.list = QListWidget()
        self.list.setObjectName("logList")
        self.list.setWordWrap(True)
        self.export_text = export_text = QPushButton()
        self.export_json = export_json = QPushButton()
        export_text.clicked.connect(lambda: self.exportRequested.emit("text"))
        export_json.clicked.connect(lambda: self.exportRequested.emit("json"))
        top = QHBoxLayout()
        self.show_label = plain_label(wrap=False)
        self.show_label.setBuddy(self.filter_box)  # the filter is announced as "Show"
        top.addWidget(self.show_label)
        top.addWidget(self.filter_box)
        top.addStretch(1)
        top.addWidget(export_text)
        top.addWidget(export_json)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addLayout(top)
        layout.addWidget(self.list)
        self.filter_box.currentIndexChanged.connect(self.refresh)
        self._shown: list[str] = []
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        labels = (self.tr("All"), self.tr("Public"), self.tr("Private"), self.tr("Moderator"))
        for index, label in enumerate(labels):
            self.filter_box.setItemText(index, label)
        self.filter_box.setToolTip(self.tr("Show public, private (players and teams) or moderator lines"))
        self.export_text.setText(self.tr("Export text…"))
        self.export_json.setText(self.tr("Export JSON…"))
        self.show_label.setText(self.tr("Show"))
        self.list.setAccessibleName(self.tr("Log"))
        self.list.setAccessibleDescription(self.tr("The game as a timeline, the latest line last"))
        self._shown = []  # the audience words of each line change too
        self.refresh()

    def set_filter(self, key: str) -> None:
        self.filter_box.setCurrentIndex(self.FILTERS.index(key))

    def lines(self) -> list[Line]:
        if self.controller.table is None:
            return []
        wanted = self.filter_box.currentData()
        lines = self.controller.log_lines()
        if wanted == "public":
            return [line for line in lines if line.audience == "public"]
        if wanted == "private":
            return [line for line in lines if line.audience in ("player", "channel")]
        if wanted == "moderator":
            return [line for line in lines if line.audience == "moderator"]
        return lines

    def refresh(self) -> None:
        texts = [self._text(line) for line in self.lines()]
        if texts == self._shown:
            return
        self._shown = texts
        self.list.clear()
        self.list.addItems(texts)
        self.list.scrollToBottom()

    def _text(self, line: Line) -> str:
        from moonveil_desktop.ui.phase import label_title  # the phase page's module waits for a table's lines

        who = {
            "public": self.tr("public"),
            "player": self.tr("to %s") % line.to,
            "channel": self.tr("team %s") % self.controller.channel_word(str(line.to)),
            "moderator": self.tr("moderator"),
        }.get(line.audience, line.audience)
        return f"[{label_title(line.phase, self.controller.phase_word)}] {who}: {line.text}"
