"""The balance estimate beside a deck: who wins when bots play it (issue 29).

The panel asks a ``BalanceRunner`` (worker processes, ``moonveil_desktop.balance``)
to play the deck in chunks, merges the chunks as they come back (by a queued
signal, on the GUI thread) and shows the reading ("Favoured: the Wolves, 62% ± 3"),
every side's rate with its 95% interval, the games so far and which bots played,
and a small chart of the estimate converging. A change of deck cancels the run and
starts another after a short pause, so typing counts does not start a run per key.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QLocale, QPointF, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QHideEvent, QPainter, QPainterPath, QPaintEvent, QPen, QPolygonF, QShowEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGroupBox, QSizePolicy, QVBoxLayout, QWidget

from engine.balance import DRAW, Reading, read
from engine.ruleset import Ruleset
from engine.simulate import SimulationJob, Tally
from engine.text import listed
from moonveil_desktop.balance import BalanceRunner, Report, is_precise
from moonveil_desktop.ui.common import Retranslated, plain_label

# wait this long after the last deck change before starting a run
SETTLE_MS = 250

# one colour per side, in the order sides are first seen; dark enough on white
SIDE_COLOURS = ("#1f5fa8", "#a52a2a", "#2e7d32", "#6a3d9a", "#8a5a00", "#555555")

RunnerFactory = Callable[[Report], BalanceRunner]

Point = tuple[int, dict[str, tuple[float, float, float]]]
"""(games so far, side → (rate, low, high))."""


class BalancePanel(Retranslated, QGroupBox):
    """Shows the simulated balance of the job set last with ``set_job``."""

    chunkArrived = Signal(int, object)
    estimateChanged = Signal()

    def __init__(
        self,
        ruleset: Ruleset,
        lang: str = "en",
        runner_factory: RunnerFactory = BalanceRunner,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("balancePanel")
        self.ruleset = ruleset
        self.lang = lang
        self.runner = runner_factory(self.chunkArrived.emit)  # emitted from a pool thread: queued to us
        self.whole_table = False  # True: the games are of a whole table setup, not of one deck
        self.job: SimulationJob | None = None
        self.generation = 0
        self.tally = Tally()
        self.failed = False
        self.history: list[Point] = []
        self.reading_label = plain_label()
        self.reading_label.setObjectName("balanceReading")
        font = self.reading_label.font()
        font.setBold(True)
        self.reading_label.setFont(font)
        self.sides_label = plain_label()
        self.sides_label.setObjectName("balanceSides")
        self.progress_label = plain_label()
        self.progress_label.setObjectName("balanceProgress")
        self.chart = ConvergenceChart(self)
        self.chart.setObjectName("balanceChart")
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(SETTLE_MS)
        self._settle.timeout.connect(self._start)
        self.chunkArrived.connect(self._take, Qt.ConnectionType.QueuedConnection)
        layout = QVBoxLayout(self)
        layout.addWidget(self.reading_label)
        layout.addWidget(self.sides_label)
        layout.addWidget(self.chart)
        layout.addWidget(self.progress_label)
        self.retranslate_ui()

    # -- what to estimate --------------------------------------------------------
    def set_job(self, job: SimulationJob | None) -> None:
        """Estimate ``job`` (None: the deck cannot be dealt, nothing to estimate)."""
        if job == self.job:
            return
        self.runner.cancel()
        self.job = job
        self.generation = -1  # chunks still arriving belong to the old deck
        self._reset()
        if job is None:
            self._settle.stop()
        else:
            self._settle.start()
        self._show()

    def _start(self) -> None:
        if self.job is None:
            return
        try:
            self.generation = self.runner.start(self.job)
        except (OSError, RuntimeError):  # no worker process could start (out of processes, a frozen main)
            self.failed = True
        self._show()

    def _reset(self) -> None:
        self.tally = Tally()
        self.failed = False
        self.history = []

    def _take(self, generation: int, result: object) -> None:
        if generation != self.generation:
            return  # a chunk of a deck that has changed since
        if isinstance(result, BaseException):
            self.failed = True
            self.runner.cancel()
        elif isinstance(result, Tally):
            self.tally.merge(result)
            self.history.append((self.tally.games, self._sides()))
            if is_precise(self.tally):
                self.runner.cancel()
        self._show()
        self.estimateChanged.emit()

    def running(self) -> bool:
        """Games of the current deck are still being played."""
        if self.job is None or self.failed:
            return False
        return self.tally.games < self.job.games and not is_precise(self.tally)

    def reading(self) -> Reading | None:
        return read(self.tally)

    def close_runner(self) -> None:
        self._settle.stop()
        self.generation = -1
        self.runner.close()

    def hideEvent(self, event: QHideEvent) -> None:
        self.close_runner()  # nobody looks: no bot games, no worker processes
        super().hideEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.runner.warm_up()
        if self.job is not None and self.running():
            self._reset()  # a stopped run's chunks are gone: start it again whole
            self._settle.start()
            self._show()

    # -- what shows ----------------------------------------------------------------
    def side_name(self, side: str) -> str:
        """A team in the book's words (its attribute words name the teams), or draws."""
        return self.tr("draws") if side == DRAW else self.ruleset.attribute_word(side, self.lang)

    def _sides(self) -> dict[str, tuple[float, float, float]]:
        sides = {team: (self.tally.rate(team), *self.tally.interval(team)) for team in sorted(self.tally.wins)}
        if self.tally.draws:
            sides[DRAW] = (self.tally.draw_rate(), *self.tally.draw_interval())
        return sides

    def retranslate_ui(self) -> None:
        if self.whole_table:
            self.setTitle(self.tr("Balance: bot games of this table"))
        else:
            self.setTitle(self.tr("Balance: bot games of this deck"))
        self.reading_label.setAccessibleName(self.tr("Balance estimate"))
        self.chart.setAccessibleName(self.tr("Estimate as games are played"))
        self._show()

    def _show(self) -> None:
        self.reading_label.setText(self._reading_text())
        self.sides_label.setText("\n".join(self._side_lines()))
        self.sides_label.setVisible(bool(self.tally.games))
        self.progress_label.setText(self._progress_text())
        self.chart.set_history(self.history, {side: self.side_name(side) for side in self._sides()}, self.lang)
        self.chart.setVisible(bool(self.history))

    def _reading_text(self) -> str:
        if self.job is None:
            return self.tr("Complete the deck to see who it favours.")
        if self.failed:
            return self.tr("The bots could not play this deck to the end.")
        reading = self.reading()
        if reading is None:
            return self.tr("Estimating…")
        values = {
            "side": self.side_name(reading.leader),
            "rate": _percent(reading.rate),
            "margin": max(1, round(reading.margin * 100)),
        }
        if reading.clear:
            return self.tr("Favoured: {side}, {rate}% ± {margin}").format(**values)
        return self.tr("Too close to call: {side} {rate}% ± {margin}").format(**values)

    def _side_lines(self) -> list[str]:
        template = self.tr("{side}: {rate}% (95%: {low}–{high}%)")
        return [
            template.format(
                side=self.side_name(side), rate=round(rate * 100), low=round(low * 100), high=round(high * 100)
            )
            for side, (rate, low, high) in sorted(self._sides().items(), key=lambda item: -item[1][0])
        ]

    def _progress_text(self) -> str:
        if self.job is None or (self.failed and not self.tally.games):
            return ""
        games = self.tr("%Ln bot game(s)", "", self.tally.games)
        state = self.tr("done") if not self.running() else self.tr("still playing")
        return self.tr("{games}, {state}. Bots: {policy}.").format(
            games=games, state=state, policy=self.policy_name(self.job.policy or self.ruleset.default_bot)
        )

    def policy_name(self, policy: str) -> str:
        names = {
            "role-aware": self.tr("each plays its role and votes on what it knows"),
            "rulebook": self.tr("the rulebook's bots"),
            "random": self.tr("random choices"),
            "generic-random": self.tr("random choices"),
        }
        return names.get(policy, policy)


class ConvergenceChart(QWidget):
    """Each side's estimated win rate (line) and 95% interval (band) against the
    number of games played: the picture shows the estimate settling."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.history: list[Point] = []
        self.names: dict[str, str] = {}
        self.setMinimumHeight(96)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_history(self, history: list[Point], names: dict[str, str], lang: str = "en") -> None:
        """The estimate so far; ``names`` are the sides in ``lang``, listed as it lists them."""
        self.history = list(history)
        self.names = names
        self.setToolTip(listed(names.values(), lang))
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self.history:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        outer, area = self._outer(), self.plot_area()
        text = self.palette().windowText().color()
        painter.setPen(QPen(text, 1))
        painter.drawRect(area)
        painter.drawText(QRectF(area.left(), area.bottom() + 2, area.width(), 16), Qt.AlignmentFlag.AlignLeft, "0")
        painter.drawText(
            QRectF(area.left(), area.bottom() + 2, area.width(), 16),
            Qt.AlignmentFlag.AlignRight,
            QLocale().toString(self.history[-1][0]),
        )
        half = area.bottom() - area.height() / 2
        painter.drawText(
            QRectF(outer.left(), half - 8, area.left() - outer.left() - 3, 16),
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
            "50%",
        )
        painter.setPen(QPen(text, 1, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(area.left(), half), QPointF(area.right(), half))
        ends: list[tuple[float, str, QColor]] = []
        for index, side in enumerate(self.names):
            colour = QColor(SIDE_COLOURS[index % len(SIDE_COLOURS)])
            end = self._draw_side(painter, area, side, colour)
            if end is not None:
                ends.append((end, side, colour))
        for top, side, colour in label_rows(ends, outer.top(), outer.bottom()):
            # the name in the palette's text colour (readable in light and dark), a swatch of the line before it
            swatch_y = top + LABEL_HEIGHT / 2
            painter.setPen(QPen(colour, 3))
            painter.drawLine(QPointF(area.right() + 6, swatch_y), QPointF(area.right() + 18, swatch_y))
            painter.setPen(QPen(text, 1))
            painter.drawText(
                QRectF(area.right() + 22, top, outer.right() - area.right() - 22, LABEL_HEIGHT),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                self.names[side],
            )
        painter.end()

    def _outer(self) -> QRectF:
        return QRectF(self.rect()).adjusted(4, 4, -4, -18)

    def plot_area(self) -> QRectF:
        """The frame the lines are drawn in: "50%" left of it, the sides' names in a
        column right of it, each beside its line's end (inside the frame the names
        covered the lines, which meet at 50% on a balanced table)."""
        metrics = self.fontMetrics()
        names_width = max((metrics.horizontalAdvance(name) for name in self.names.values()), default=0)
        return self._outer().adjusted(metrics.horizontalAdvance("50%") + 6, 0, -(names_width + 26), 0)

    def _draw_side(self, painter: QPainter, area: QRectF, side: str, colour: QColor) -> float | None:
        """Draw one side's band and line; returns the height of its last point."""
        last = self.history[-1][0] or 1
        points = [(games, sides[side]) for games, sides in self.history if side in sides]
        if not points:
            return None

        def at(games: int, value: float) -> QPointF:
            return QPointF(area.left() + area.width() * games / last, area.bottom() - area.height() * value)

        band = QPolygonF(
            [at(g, high) for g, (_r, _l, high) in points] + [at(g, low) for g, (_r, low, _h) in reversed(points)]
        )
        fill = QColor(colour)
        fill.setAlpha(50)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(fill)
        painter.drawPolygon(band)
        painter.setBrush(colour)
        painter.drawEllipse(at(*_first(points)), 2.5, 2.5)  # one chunk so far: a point, not a line
        line = QPainterPath(at(*_first(points)))
        for games, (rate, _low, _high) in points[1:]:
            line.lineTo(at(games, rate))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(colour, 2))
        painter.drawPath(line)
        return at(points[-1][0], points[-1][1][0]).y()


LABEL_HEIGHT = 14


def label_rows(ends: list[tuple[float, str, QColor]], top: float, bottom: float) -> list[tuple[float, str, QColor]]:
    """Where each side's name goes: beside its line's end (right of the frame), within
    ``top``–``bottom``, and never on another name (two sides at 51% and 49% end close
    together)."""
    rows: list[tuple[float, str, QColor]] = []
    floor = top
    for y, side, colour in sorted(ends, key=lambda end: end[0]):
        row = min(max(y - LABEL_HEIGHT / 2, floor), bottom - LABEL_HEIGHT)
        rows.append((row, side, colour))
        floor = row + LABEL_HEIGHT
    return rows


def _first(points: list[tuple[int, tuple[float, float, float]]]) -> tuple[int, float]:
    games, (rate, _low, _high) = points[0]
    return games, rate


def _percent(value: float) -> int:
    return round(value * 100)


class BalanceWindow(Retranslated, QDialog):
    """The estimate of a whole table setup (any game type, random compositions
    included: every simulated game deals from its own seed), beside the New Table
    dialog; it follows the dialog's options until closed."""

    def __init__(self, ruleset: Ruleset, lang: str = "en", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("balanceWindow")
        self.panel = BalancePanel(ruleset, lang, parent=self)
        self.panel.whole_table = True
        self.note = plain_label()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.note)
        layout.addWidget(self.panel)
        layout.addWidget(buttons)
        self.resize(520, 320)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.panel.retranslate_ui()
        self.setWindowTitle(self.tr("Balance"))
        self.note.setText(self.tr("Bots play this table many times; the numbers follow your changes."))

    def done(self, result: int) -> None:
        self.panel.close_runner()
        super().done(result)
