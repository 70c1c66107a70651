"""Game → History… (issue 26): every finished game of the saved-games file, games
played and win rates per player, per role and per team, with filters, a bar chart,
CSV export, and the moderator's "split" for two people who share a name.

The figures come from ``moonveil_desktop.history`` (no Qt) through the controller;
this window lays them out. The chart is drawn with QPainter: Qt's own charts
(QtCharts) ship in PySide6-Addons, which this installation does not carry offline
(docs/game-night.md).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, time

from PySide6.QtCore import QDate, QRectF, Qt
from PySide6.QtGui import QColor, QKeySequence, QPainter, QPaintEvent, QPalette, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDateEdit,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from moonveil_desktop.catalog import listed
from moonveil_desktop.controller import TableController
from moonveil_desktop.history import (
    Filter,
    GameResult,
    History,
    Rate,
    Seat,
    by_person,
    by_role,
    by_team,
    rates,
    to_csv,
)
from moonveil_desktop.ui.common import Retranslated, plain_label
from moonveil_desktop.vocabulary import ruleset_title, team_label

CHART_BARS = 8
BAR_COLOUR = "#3b6ea8"  # readable on light and dark backgrounds, with the text beside it


class RateChart(QWidget):
    """Horizontal bars: the win rate of each label, the games played written beside it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("historyChart")
        self.setMinimumHeight(180)
        self.title = ""
        self.bars: list[tuple[str, float, str]] = []  # label, rate 0..1, text
        self.empty = ""

    def show_rates(self, title: str, bars: list[tuple[str, float, str]], empty: str = "") -> None:
        """``empty``: what the chart says when there is no bar (why it is empty)."""
        self.title = title
        self.bars = bars[:CHART_BARS]
        self.empty = empty
        self.setAccessibleName(title)
        self.setAccessibleDescription("; ".join(f"{label}: {text}" for label, _, text in self.bars) or empty)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        text = self.palette().color(QPalette.ColorRole.WindowText)
        metrics = painter.fontMetrics()
        line = metrics.height() + 6
        painter.setPen(text)
        painter.drawText(QRectF(0, 0, self.width(), line), Qt.AlignmentFlag.AlignLeft, self.title)
        if not self.bars:
            painter.drawText(
                QRectF(0, line, self.width(), self.height() - line),
                Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                self.empty,
            )
            return
        label_width = min(self.width() // 3, max(metrics.horizontalAdvance(label) for label, _, _ in self.bars) + 12)
        value_width = max(metrics.horizontalAdvance(value) for _, _, value in self.bars) + 12
        room = max(10, self.width() - label_width - value_width)
        height = max(line, (self.height() - line) / max(1, len(self.bars)))
        for index, (label, rate, value) in enumerate(self.bars):
            top = line + index * height
            painter.setPen(text)
            shown = metrics.elidedText(label, Qt.TextElideMode.ElideRight, label_width - 8)
            painter.drawText(QRectF(0, top, label_width - 8, height), Qt.AlignmentFlag.AlignVCenter, shown)
            bar = QRectF(label_width, top + height * 0.2, max(2.0, room * rate), height * 0.6)
            painter.fillRect(bar, QColor(BAR_COLOUR))
            painter.drawText(QRectF(bar.right() + 6, top, value_width, height), Qt.AlignmentFlag.AlignVCenter, value)


class HistoryWindow(Retranslated, QWidget):
    """The group's history: filters, figures per player / role / team, a chart, CSV."""

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window)
        self.setObjectName("historyWindow")
        self.controller = controller
        for keys in (QKeySequence(Qt.Key.Key_Escape), QKeySequence(QKeySequence.StandardKey.Close)):
            QShortcut(keys, self, self.close)  # a window of its own: the keyboard closes it as a dialog
        self.history = History()
        self.ruleset = QComboBox()
        self.ruleset.setObjectName("historyRuleset")
        self.player = QComboBox()
        self.player.setObjectName("historyPlayer")
        self.since = QDateEdit()
        self.until = QDateEdit()
        for edit in (self.since, self.until):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
            edit.dateChanged.connect(self.refresh)
        self.ruleset.currentIndexChanged.connect(self.refresh)
        self.player.currentIndexChanged.connect(self.refresh)
        self.tabs = QTabWidget()
        self.tables = {key: self._rate_table(key) for key in ("players", "roles", "teams")}
        self.games = self._table("historyGames", 5)
        self.chart = RateChart()
        self.skipped = plain_label("")
        self.skipped.setObjectName("historySkipped")
        self.export_button = QPushButton()
        self.export_button.clicked.connect(self.export_csv)
        self.split_button = QPushButton()
        self.split_button.clicked.connect(self.split_player)
        self.reload_button = QPushButton()
        self.reload_button.clicked.connect(self.reload)

        self.filters = QFormLayout()
        dates = QHBoxLayout()
        dates.addWidget(self.since)
        dates.addWidget(self.until)
        self.filter_labels = [plain_label("", wrap=False) for _ in range(3)]
        self.filters.addRow(self.filter_labels[0], self.ruleset)
        self.filters.addRow(self.filter_labels[1], dates)
        self.filters.addRow(self.filter_labels[2], self.player)
        for label, field in zip(self.filter_labels, (self.ruleset, self.since, self.player), strict=True):
            label.setBuddy(field)
        for key in ("players", "roles", "teams"):
            self.tabs.addTab(self.tables[key], "")
        self.tabs.addTab(self.games, "")
        self.tabs.currentChanged.connect(self._draw_chart)  # once the tabs are there
        buttons = QHBoxLayout()
        buttons.addWidget(self.split_button)
        buttons.addStretch(1)
        buttons.addWidget(self.reload_button)
        buttons.addWidget(self.export_button)
        top = QHBoxLayout()
        top.addLayout(self.filters, 1)
        top.addWidget(self.chart, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.tabs, 1)
        layout.addWidget(self.skipped)
        layout.addLayout(buttons)
        self.resize(1000, 640)
        self.retranslate_ui()
        self.reload()

    @staticmethod
    def _table(name: str, columns: int) -> QTableWidget:
        table = QTableWidget(0, columns)
        table.setObjectName(name)
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        table.verticalHeader().setVisible(False)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setStretchLastSection(True)
        return table

    def _rate_table(self, key: str) -> QTableWidget:
        return self._table(f"history_{key}", 4)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("History of the group"))
        labels = (self.tr("R&ule book"), self.tr("&From / to"), self.tr("Pl&ayer"))
        for label, text in zip(self.filter_labels, labels, strict=True):
            label.setText(text)
        for index, text in enumerate((self.tr("Players"), self.tr("Roles"), self.tr("Teams"), self.tr("Games"))):
            self.tabs.setTabText(index, text)
        for table, first in zip(
            self.tables.values(), (self.tr("Player"), self.tr("Role"), self.tr("Team")), strict=True
        ):
            table.setHorizontalHeaderLabels([first, self.tr("Games"), self.tr("Won"), self.tr("Win rate")])
        self.games.setHorizontalHeaderLabels(
            [self.tr("Date"), self.tr("Rule book"), self.tr("Days"), self.tr("Players"), self.tr("Winners")]
        )
        self.export_button.setText(self.tr("Export &CSV…"))
        self.split_button.setText(self.tr("&Split a player of this game…"))
        self.split_button.setToolTip(
            self.tr("Two different people with the same name: this evening's one becomes someone of their own")
        )
        self.reload_button.setText(self.tr("&Reload"))
        self.refresh()

    # -- data ------------------------------------------------------------------------------
    def reload(self) -> None:
        """Read the saved games again (after a game ended, or a split)."""
        self.history = self.controller.history()
        games = self.history.games
        lang = self.controller.lang
        self._fill_combo(
            self.ruleset,
            self.tr("Every rule book"),
            sorted({g.ruleset for g in games}),
            lambda r: ruleset_title(r, lang),
        )
        people = sorted({s.person: s.name for g in games for s in g.seats}.items())
        self._fill_combo(self.player, self.tr("Everyone"), [key for key, _ in people], dict(people).get)
        first = min((g.played for g in games), default=None)
        last = max((g.played for g in games), default=None)
        for edit, when in ((self.since, first), (self.until, last)):
            edit.blockSignals(True)
            day = datetime.fromtimestamp(when).date() if when is not None else None
            edit.setDate(QDate(day.year, day.month, day.day) if day is not None else QDate.currentDate())
            edit.blockSignals(False)
        self.refresh()

    @staticmethod
    def _fill_combo(combo: QComboBox, everyone: str, keys: list[str], words: Callable[[str], str | None]) -> None:
        chosen = combo.currentData()
        combo.blockSignals(True)
        combo.clear()
        combo.addItem(everyone, None)
        for key in keys:
            combo.addItem(words(key) or key, key)
        index = combo.findData(chosen)
        combo.setCurrentIndex(max(index, 0))
        combo.blockSignals(False)

    def chosen(self) -> Filter:
        since = datetime.combine(self.since.date().toPython(), time.min).timestamp()  # type: ignore[arg-type]
        until = datetime.combine(self.until.date().toPython(), time.max).timestamp()  # type: ignore[arg-type]
        return Filter(self.ruleset.currentData(), since, until, self.player.currentData())

    def refresh(self) -> None:
        if not hasattr(self, "history"):
            return  # the first retranslation comes before the data
        chosen = self.chosen()
        lang = self.controller.lang
        people = {s.person: s.name for g in self.history.games for s in g.seats}
        labels: dict[str, Callable[[str], str]] = {
            "players": lambda key: people.get(key, key),
            "roles": lambda key: self._role_words(key, lang),
            "teams": lambda key: self._team_words(key, lang),
        }
        keys = {"players": by_person, "roles": by_role, "teams": by_team}
        self.figures = {name: rates(self.history.games, keys[name], chosen) for name in keys}
        for name, table in self.tables.items():
            self._fill_rates(table, self.figures[name], labels[name])
        self._fill_games(chosen.games(self.history.games))
        self.skipped.setText("\n".join(skip.words(lang) for skip in self.history.skipped))
        self.skipped.setVisible(bool(self.history.skipped))
        self._labels = labels
        self._draw_chart()

    def _fill_rates(self, table: QTableWidget, figures: list[Rate], words: Callable[[str], str]) -> None:
        table.setRowCount(len(figures))
        for row, rate in enumerate(figures):
            cells = (words(rate.label), str(rate.played), str(rate.won), f"{rate.rate:.0%}")
            for column, text in enumerate(cells):
                table.setItem(row, column, QTableWidgetItem(text))

    def _fill_games(self, games: list[GameResult]) -> None:
        self.games.setRowCount(len(games))
        self.shown_games = list(reversed(games))  # the latest first
        lang = self.controller.lang
        for row, game in enumerate(self.shown_games):
            winners = listed((s.name for s in game.seats if s.won), lang) or self.tr("nobody")
            cells = (
                game.evening,
                ruleset_title(game.ruleset, lang),
                str(game.days),
                listed((s.name for s in game.seats), lang),
                winners,
            )
            for column, text in enumerate(cells):
                self.games.setItem(row, column, QTableWidgetItem(text))

    def _draw_chart(self) -> None:
        index = self.tabs.currentIndex()
        name = ("players", "roles", "teams", "teams")[index]
        titles = {
            "players": self.tr("Win rate per player"),
            "roles": self.tr("Win rate per role"),
            "teams": self.tr("Win rate per team"),
        }
        words = self._labels[name]
        bars = [
            (words(r.label), r.rate, self.tr("{won} of {played} won").format(won=r.won, played=r.played))
            for r in self.figures[name]
        ]
        if self.history.games:
            empty = self.tr("No ended game matches these choices.")
        else:
            empty = self.tr("No game has ended yet: each game is added here when it ends.")
        self.chart.show_rates(titles[name], bars, empty)

    @staticmethod
    def _role_words(key: str, lang: str) -> str:
        from engine.errors import SetupError
        from engine.ruleset import find_ruleset

        book, _, role = key.partition(":")
        try:
            spec = find_ruleset(book).roles.get(role)
        except SetupError:
            spec = None
        return f"{spec.name(lang) if spec else role} · {ruleset_title(book, lang)}"

    @staticmethod
    def _team_words(key: str, lang: str) -> str:
        book, _, team = key.partition(":")
        return f"{team_label(team, lang)} · {ruleset_title(book, lang)}"

    # -- actions -----------------------------------------------------------------------------
    def export_csv(self) -> None:
        dialog = QFileDialog(self, self.tr("Export the history"))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix("csv")
        dialog.setNameFilter(self.tr("CSV files (*.csv)"))
        dialog.fileSelected.connect(self.write_csv)
        dialog.open()

    def write_csv(self, path: str) -> None:
        from pathlib import Path

        Path(path).write_text(to_csv(self.history.games, self.chosen()), encoding="utf-8")

    def selected_game(self) -> GameResult | None:
        rows = self.games.selectionModel().selectedRows() if self.games.selectionModel() else []
        if not rows:
            return None
        return self.shown_games[rows[0].row()]

    def split_player(self) -> None:
        game = self.selected_game()
        if game is None:
            self.tabs.setCurrentWidget(self.games)
            self.skipped.setText(self.tr("Choose a game in the Games tab first."))
            self.skipped.show()
            return
        names = [seat.name for seat in game.seats]
        name, ok = QInputDialog.getItem(
            self, self.tr("Split a player"), self.tr("Who in this game is someone else?"), names, 0, False
        )
        if ok:
            self.split(game, next(s for s in game.seats if s.name == name))

    def split(self, game: GameResult, seat: Seat) -> None:
        if self.controller.split_person(self.history, game.game_id, seat.seat) is not None:
            self.reload()
