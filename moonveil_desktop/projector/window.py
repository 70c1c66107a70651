"""The projector window: the public view, full-screen on a second screen.

``ProjectorWindow`` is handed a function that returns ``public_view(lang)`` and
a ``subscribe`` function — never the table or the game — so it cannot show
anything the public view does not hold. It redraws in place when the views
change (labels only change text; no widget is rebuilt unless the number of
seats changes), so nothing flickers. Every label is plain text: player names
are user input and are never interpreted as rich text.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import (
    Property,
    QByteArray,
    QCoreApplication,
    QEasingCurve,
    QEvent,
    QPointF,
    QPropertyAnimation,
    QRect,
    QRectF,
    QSettings,
    Qt,
    QTimer,
    QTranslator,
)
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QGuiApplication,
    QKeyEvent,
    QMoveEvent,
    QPainter,
    QPaintEvent,
    QRadialGradient,
    QResizeEvent,
    QScreen,
)
from PySide6.QtWidgets import QFrame, QGraphicsOpacityEffect, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from moonveil_desktop.catalog import normalize_lang
from moonveil_desktop.projector import theme
from moonveil_desktop.projector.layout import table_layout
from moonveil_desktop.projector.scene import Scene, SeatCard, build_scene, countdown_text
from moonveil_desktop.projector.strings import CONTEXT

if TYPE_CHECKING:
    from moonveil_desktop.view_types import ViewSource

Subscribe = Callable[[Callable[[], None]], Callable[[], None]]
DeadlineSource = Callable[[], float | None]  # a time.monotonic() deadline, or None

log = logging.getLogger(__name__)

SETTINGS_SCREEN = "projector/screen"
# where the moderator left the projector's window on a single screen (Qt's saveGeometry)
SETTINGS_PLACE = "projector/window_geometry"
FADE_MS = 260  # short, so a phase change reads as one calm step
TICK_MS = 250
MAX_TIMELINE_ROWS = 14
SINGLE_SCREEN_SHARE = 0.75  # a single-screen projector window: this share of the screen, not all of it
FIT_FLOOR = 0.3  # the centre panel's type shrinks to fit, down to this share of its size
FIT_STEP = 0.9
MIN_PX = 9


def translate(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


def plain_label(name: str, parent: QWidget | None = None, *, wrap: bool = False) -> QLabel:
    """A label that never interprets its text as rich text."""
    label = QLabel(parent)
    label.setObjectName(name)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setWordWrap(wrap)
    return label


def set_text(label: QLabel, text: str) -> None:
    """Change a label only when its text changes (no needless repaint), and hide it when empty."""
    if label.text() != text:
        label.setText(text)
    label.setVisible(bool(text))


def fit_one_line(label: QLabel, text: str, base_px: int, available: int, *, bold: bool = True) -> None:
    """Show ``text`` on one line of ``label`` at ``base_px``, or smaller until it fits
    ``available`` pixels, or at the smallest size ending in "…"."""
    available = max(available, 10)
    font = QFont(label.font())
    font.setBold(bold)
    px = fitting_px(text, font, base_px, available)
    font.setPixelSize(px)
    metrics = QFontMetrics(font)
    fits = metrics.horizontalAdvance(text) <= available  # elidedText's own test is stricter
    set_text(label, text if fits else metrics.elidedText(text, Qt.TextElideMode.ElideRight, available))
    set_px(label, px)


def set_px(label: QLabel, px: int) -> None:
    sheet = f"font-size: {px}px;"
    if label.styleSheet() != sheet:  # a new style sheet re-polishes the label
        label.setStyleSheet(sheet)


def fitting_px(text: str, font: QFont, base_px: int, available: int) -> int:
    """The largest pixel size up to ``base_px`` at which ``text`` fits ``available``
    pixels on one line (``MIN_PX`` when none does)."""
    available = max(available, 10)
    font = QFont(font)
    font.setPixelSize(max(base_px, 1))
    width = QFontMetrics(font).horizontalAdvance(text) or 1
    px = max(MIN_PX, int(base_px * min(1.0, available / width)))
    font.setPixelSize(px)
    # widths do not scale exactly with the size (hinting): a pixel smaller until it fits
    while px > MIN_PX and QFontMetrics(font).horizontalAdvance(text) > available:
        px -= 1
        font.setPixelSize(px)
    return px


def fit_seat_name(label: QLabel, text: str, base_px: int, available: int) -> None:
    """A seat's name, as large as it goes: on one line, or on two when a long name
    ("Juan Bautista Villalobos") would shrink to a size nobody reads from the back of the
    room (12 px beside the others' 26 at 1280x720, stop 45); the two lines split at the
    space that lets both be largest."""
    font = QFont(label.font())
    font.setBold(True)
    one = fitting_px(text, font, base_px, available)
    words = text.split(" ")
    if one >= base_px * TWO_LINE_SHARE or len(words) < 2:
        fit_one_line(label, text, base_px, available)
        return
    cap = int(base_px * TWO_LINE_SHARE)  # two lines stay within the seat's height
    splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
    px, first, second = max(
        (min(fitting_px(a, font, cap, available), fitting_px(b, font, cap, available)), a, b) for a, b in splits
    )
    if px <= one:
        fit_one_line(label, text, base_px, available)
        return
    set_text(label, f"{first}\n{second}")
    set_px(label, px)


TWO_LINE_SHARE = 0.75  # a name shrinking below this share of its size takes two lines instead

STORY_GAP = "  "  # between one phase's lines in the story's one line


def story_line(lines: list[str], metrics: QFontMetrics, room: int) -> str:
    """One phase's story in ``room`` pixels with its last line whole: the outcome ("Se
    ejecuta a Carla.", after the accusation and the verdict) is what the village looks
    for, and a cut at the end took exactly that ("Veredicto … Se ejecuta …", session 45).
    The earlier lines give way first, each to a fair share cut at its end (so each still
    says what it is about: "El narrador cerró…  Veredicto sobre Carla: ejec…"); when the
    outcome alone fills the room they go ("…" says something came before) and the
    outcome keeps its start."""
    whole = STORY_GAP.join(lines)
    if not lines or metrics.horizontalAdvance(whole) <= room:
        return whole
    last, earlier = lines[-1], lines[:-1]
    tail = STORY_GAP + last
    gaps = metrics.horizontalAdvance(STORY_GAP) * (len(earlier) - 1) if earlier else 0
    left = room - metrics.horizontalAdvance(tail) - gaps
    least = min((metrics.horizontalAdvance(line[:8] + "…") for line in earlier), default=0)
    if earlier and left >= least * len(earlier):  # a few words of each earlier line, at least
        shares = _fair_shares([metrics.horizontalAdvance(line) for line in earlier], left)
        cut = [
            metrics.elidedText(line, Qt.TextElideMode.ElideRight, share)
            for line, share in zip(earlier, shares, strict=True)
        ]
        return STORY_GAP.join(cut) + tail
    if earlier and metrics.horizontalAdvance("…" + tail) <= room:
        return "…" + tail
    return metrics.elidedText(last, Qt.TextElideMode.ElideRight, room)


def _fair_shares(widths: list[int], room: int) -> list[int]:
    """``room`` split among lines of these widths: a short line keeps its width, the
    rest share what is left evenly (the narrowest first)."""
    shares = [0] * len(widths)
    for done, index in enumerate(sorted(range(len(widths)), key=widths.__getitem__)):
        shares[index] = min(widths[index], room // (len(widths) - done))
        room -= shares[index]
    return shares


class SeatWidget(QFrame):
    """One seat at the table: name, revealed role (team colour + glyph) or state, ready mark."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("seat")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 6, 8, 6)
        layout.setSpacing(0)
        self.name = plain_label("seatName", self)
        self.role = plain_label("seatRole", self)
        self.mark = plain_label("seatMark", self)
        for label in (self.name, self.role, self.mark):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
            layout.addWidget(label)
        self.card: SeatCard | None = None
        self.name_px = 0
        self.role_px = 0
        self.full_name = ""  # the labels may show them shortened (``fit_name``)
        self.full_role = ""

    def fit_name(self, base_px: int, role_px: int | None = None) -> None:
        """Shrink a long name (and a long role under it) to fit the seat instead of
        clipping it; a text still too long at the smallest type ends in "…" (a centred
        label cut both its ends: the village read "ve <b>&amp" for "Eve <b>&amp;", and
        "Hombre lob" under a Luna llena wolf at the end of the game), the whole name kept
        in its tooltip."""
        self.name_px = base_px
        self.role_px = role_px if role_px is not None else self.role_px
        fit_seat_name(self.name, self.full_name, base_px, self.width() - 24)
        if self.role_px:
            fit_one_line(self.role, self.full_role, self.role_px, self.width() - 24, bold=True)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if self.name_px:
            self.fit_name(self.name_px)

    def show_card(self, card: SeatCard, mood: theme.Mood) -> None:
        changed = card != self.card
        self.card = card
        if self.full_name != card.name:
            self.full_name = card.name
            set_text(self.name, card.name)
            self.name.setToolTip(card.name)
            self.setAccessibleName(card.name)
            if self.name_px:
                self.fit_name(self.name_px)
        role = f"{theme.team_glyph(card.team)} {card.role}".strip() if card.role else ""
        role = role or (card.title if card.alive else card.state)  # a living sheriff: their badge
        if self.full_role != role:
            self.full_role = role
            set_text(self.role, role)
            if self.role_px:
                fit_one_line(self.role, role, self.role_px, self.width() - 24, bold=True)
        set_text(self.mark, card.mark)
        if changed:
            self.restyle(mood)

    def restyle(self, mood: theme.Mood) -> None:
        card = self.card
        if card is None:
            return
        colour = theme.team_colour(mood, card.team) if card.role else mood.muted
        border = theme.team_colour(mood, card.team) if card.role else (mood.text if card.alive else mood.muted)
        name_colour = mood.text if card.alive else mood.muted
        mark_colour = mood.text if card.done else mood.muted
        self.setProperty("alive", card.alive)
        self.setStyleSheet(
            f"#seat {{ background: {mood.panel}; border: 3px {'solid' if card.alive else 'dashed'} {border};"
            f" border-radius: 14px; }}"
            f"#seatName {{ color: {name_colour}; text-decoration: {'none' if card.alive else 'line-through'}; }}"
            f"#seatRole {{ color: {colour}; }}"
            f"#seatMark {{ color: {mark_colour}; font-weight: {700 if card.done else 400}; }}"
        )


class TableArea(QWidget):
    """The seats around the table (``layout.table_layout``) with the centre panel inside."""

    def __init__(self, centre: QWidget, parent: QWidget, on_resize: Callable[[], None]) -> None:
        super().__init__(parent)
        self.on_resize = on_resize
        self.centre = centre
        centre.setParent(self)
        self.seats: list[SeatWidget] = []

    def set_count(self, count: int) -> None:
        while len(self.seats) < count:
            seat = SeatWidget(self)
            seat.show()
            self.seats.append(seat)
        while len(self.seats) > count:
            self.seats.pop().deleteLater()
        self.place()

    def crowd(self) -> float:
        """How much smaller than usual the seats are (1.0 up to about a dozen seats)."""
        layout = table_layout(len(self.seats), self.width(), self.height())
        return min(1.0, layout.seats[0].w / (self.width() * 0.16)) if layout.seats and self.width() else 1.0

    def place(self) -> None:
        layout = table_layout(len(self.seats), self.width(), self.height())
        for seat, rect in zip(self.seats, layout.seats, strict=True):
            seat.setGeometry(int(rect.x), int(rect.y), int(rect.w), int(rect.h))
        c = layout.centre
        self.centre.setGeometry(int(c.x), int(c.y), int(c.w), int(c.h))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.place()
        self.on_resize()


class CentrePanel(QFrame):
    """News of the last resolution, the vote tally, the spotlight, or the end of the game."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("centre")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 16, 24, 16)
        layout.setSpacing(6)
        self.outcome = plain_label("outcome", self, wrap=True)
        self.winners = plain_label("winners", self, wrap=True)
        self.spotlight_title = plain_label("panelTitle", self)
        self.spotlight = plain_label("spotlight", self, wrap=True)
        self.tally_title = plain_label("panelTitle", self)
        self.tally_note = plain_label("tallyNote", self, wrap=True)
        self.tally_grid = QGridLayout()
        self.tally_grid.setHorizontalSpacing(24)
        self.tally_grid.setVerticalSpacing(2)
        self.news_title = plain_label("panelTitle", self)
        self.news = plain_label("news", self, wrap=True)
        self.timeline_title = plain_label("panelTitle", self)
        self.timeline_grid = QGridLayout()
        self.timeline_grid.setHorizontalSpacing(28)
        self.timeline_grid.setVerticalSpacing(4)
        for label in (self.outcome, self.winners, self.spotlight_title, self.spotlight, self.tally_title):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        for label in (self.news_title, self.news, self.tally_note, self.timeline_title):
            label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)
        for item in (self.outcome, self.winners, self.spotlight_title, self.spotlight, self.tally_title):
            layout.addWidget(item)
        layout.addLayout(_centred(self.tally_grid))
        layout.addWidget(self.tally_note)
        layout.addWidget(self.news_title)
        layout.addWidget(self.news)
        layout.addWidget(self.timeline_title)
        layout.addLayout(_centred(self.timeline_grid))
        layout.addStretch(1)
        self.tally_labels: list[QLabel] = []
        # Type sizes (px) the window gives the panel's labels by object name, and the
        # last fit: the panel shrinks its type rather than squeeze labels over each other.
        self.base_px: dict[str, int] = {}
        self._fitted: tuple[object, ...] = ()
        self.timeline_px = 0
        self.timeline_rows = 0
        self.timeline_labels: list[QLabel] = []
        self.timeline_texts: list[str] = []
        self.timeline_lines: list[list[str]] = []  # each story cell's lines (a phase cell: itself)

    def show_scene(self, scene: Scene) -> None:
        set_text(self.outcome, scene.outcome)
        set_text(self.winners, scene.winners)
        set_text(self.spotlight_title, scene.spotlight_title if scene.spotlight else "")
        set_text(self.spotlight, "\n".join(scene.spotlight))
        over = scene.mood == "over"
        tally = scene.tally if not over else None
        set_text(self.tally_title, tally.title if tally else "")
        set_text(self.tally_note, tally.note if tally else "")
        cells = [[row.choice, row.amount, row.voters] for row in tally.rows] if tally else []
        self._fill(self.tally_grid, self.tally_labels, cells, "tally")
        news = [] if over else scene.news
        set_text(self.news_title, "" if over else scene.news_title)
        set_text(self.news, "\n".join(news))
        set_text(self.timeline_title, scene.timeline_title)
        cells, lines = _timeline_cells(scene), _timeline_lines(scene)
        self._fill(self.timeline_grid, self.timeline_labels, cells, "timeline")
        self.timeline_lines = [*lines, *([[]] * (len(self.timeline_texts) - len(lines)))]
        self.fit_timeline(len(cells))
        self.fit_text()

    def fit_text(self) -> None:
        """Shrink the panel's type (all but the timeline, which fits itself) until
        what it shows fits inside it: long names and long languages on a defense or
        judgment screen never overlap or clip (issue 16)."""
        shown = tuple(label.text() for label in self._fitting_labels())
        key = (shown, self.width(), self.height(), tuple(sorted(self.base_px.items())))
        if key == self._fitted or not self.base_px or self.width() <= 0 or self.height() <= 0:
            return
        self._fitted = key
        factor = 1.0
        self._apply_sizes(factor)
        while not self._fits() and factor > FIT_FLOOR:
            factor *= FIT_STEP
            self._apply_sizes(factor)

    def _fitting_labels(self) -> list[QLabel]:
        return [
            label
            for label in self.findChildren(QLabel)
            if label.objectName() in self.base_px and not label.objectName().startswith("timeline")
        ]

    def _apply_sizes(self, factor: float) -> None:
        for label in self._fitting_labels():
            sheet = f"font-size: {max(MIN_PX, round(self.base_px[label.objectName()] * factor))}px;"
            if label.styleSheet() != sheet:
                label.setStyleSheet(sheet)

    def _fits(self) -> bool:
        """The panel's layout needs no more than the panel's size."""
        layout = self.layout()
        if layout is None:  # nothing laid out yet: nothing overflows
            return True
        layout.invalidate()
        height = layout.heightForWidth(self.width()) if layout.hasHeightForWidth() else layout.sizeHint().height()
        return height <= self.height() and layout.minimumSize().width() <= self.width()

    def fit_timeline(self, rows: int | None = None) -> None:
        """A long game gets smaller timeline type so the whole story fits in the panel;
        a line still too wide at the smallest size ends in "…" (it was cut mid-word at
        the panel's edge)."""
        if rows is not None:
            self.timeline_rows = rows
        if not self.timeline_px:
            return
        px = self.timeline_px
        if self.timeline_rows and self.height() > 0:
            px = min(px, int(self.height() * 0.55 / (self.timeline_rows * 1.45)))
        px = max(12, px)
        px = max(12, min(px, self._timeline_width_fit(px)))
        for label in self.timeline_labels:
            sheet = f"font-size: {px}px;"
            if label.styleSheet() != sheet:
                label.setStyleSheet(sheet)
        self._elide_timeline(px)

    def _timeline_widths(self, metrics: QFontMetrics, texts: list[str]) -> list[int]:
        """Each timeline column's width at these metrics (its widest cell)."""
        widths = [0] * max(self.timeline_grid.columnCount(), 1)
        for index, text in enumerate(texts):
            if text:
                column = index % len(widths)
                widths[column] = max(widths[column], metrics.horizontalAdvance(text) + 8)
        return widths

    def _timeline_metrics(self, px: int, *, bold: bool = False) -> QFontMetrics:
        font = QFont(self.font())
        font.setBold(bold)
        font.setPixelSize(px)
        return QFontMetrics(font)

    def _timeline_width_fit(self, px: int) -> int:
        """The largest size (up to ``px``) at which the timeline's columns fit side by side."""
        if not any(self.timeline_texts) or self.width() <= 0:
            return px
        widths = self._timeline_widths(self._timeline_metrics(px), self.timeline_texts)
        needed = sum(widths) + self.timeline_grid.horizontalSpacing() * (len(widths) - 1)
        available = self.width() - 60
        return px if needed <= available else int(px * available / needed)

    def _elide_timeline(self, px: int) -> None:
        """Shorten the story's lines (odd columns) that do not fit beside the phase names,
        each phase's outcome kept whole (``story_line``)."""
        texts = self.timeline_texts
        widths = self._timeline_widths(self._timeline_metrics(px, bold=True), texts)
        spacing = self.timeline_grid.horizontalSpacing() * (len(widths) - 1)
        lines = range(1, len(widths), 2)
        room = (self.width() - 60 - spacing - sum(w for c, w in enumerate(widths) if c % 2 == 0)) // max(len(lines), 1)
        metrics = self._timeline_metrics(px)
        parts = self.timeline_lines
        for index, (label, text) in enumerate(zip(self.timeline_labels, texts, strict=False)):
            too_wide = index % len(widths) % 2 == 1 and metrics.horizontalAdvance(text) + 8 > room
            said = parts[index] if index < len(parts) and parts[index] else [text]
            set_text(label, story_line(said, metrics, max(room - 8, 10)) if too_wide else text)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.fit_timeline()
        self.fit_text()

    def _fill(self, grid: QGridLayout, labels: list[QLabel], rows: list[list[str]], name: str) -> None:
        """Reuse the grid's labels; make more only when the table grows."""
        columns = max((len(r) for r in rows), default=0)
        needed = len(rows) * columns
        while len(labels) < needed:
            # One line per cell (a name wrapped in a narrow column reads as two players);
            # the type shrinks to fit instead (fit_timeline, fit_text).
            label = plain_label(name, self)
            labels.append(label)
        if grid.columnCount() != columns or grid.count() != len(labels):
            for label in labels:
                grid.removeWidget(label)
            for index, label in enumerate(labels):
                row, column = divmod(index, max(columns, 1))
                label.setObjectName(f"{name}{column}")  # tally0/1/2: choice, amount, voters
                grid.addWidget(label, row, column)
        texts = [rows[index // columns][index % columns] if index < needed else "" for index in range(len(labels))]
        if name == "timeline":
            self.timeline_texts = texts  # the whole lines: ``fit_timeline`` may show them shortened
        for label, text in zip(labels, texts, strict=True):
            set_text(label, text)


def _centred(grid: QGridLayout) -> QHBoxLayout:
    """A grid as wide as its text, in the middle of the panel."""
    row = QHBoxLayout()
    row.addStretch(1)
    row.addLayout(grid)
    row.addStretch(1)
    return row


def _timeline_rows(scene: Scene) -> list[list[list[str]]]:
    """The timeline in two columns: phase headline and its public lines (each cell as
    its lines); a long story in two such pairs of columns side by side."""
    entries = [e for e in scene.timeline if e.lines]
    rows = [[[e.phase], list(e.lines)] for e in entries]
    if len(rows) <= MAX_TIMELINE_ROWS:
        return rows
    half = (len(rows) + 1) // 2
    left, right = rows[:half], rows[half:]
    return [a + (right[i] if i < len(right) else [[], []]) for i, a in enumerate(left)]


def _timeline_cells(scene: Scene) -> list[list[str]]:
    """Each cell of the timeline as one line: a phase's lines joined."""
    return [[STORY_GAP.join(cell) for cell in row] for row in _timeline_rows(scene)]


def _timeline_lines(scene: Scene) -> list[list[str]]:
    """Each cell of the timeline as its lines, in the grid's order (row by row)."""
    return [cell for row in _timeline_rows(scene) for cell in row]


class ProjectorWindow(QWidget):
    """The village's window: phase, seats, countdown, what happened, votes, the end."""

    def __init__(
        self,
        public_view_source: ViewSource,
        subscribe: Subscribe,
        *,
        deadline_source: DeadlineSource | None = None,
        lang: str = "en",
        settings: QSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("projector")
        self._source = public_view_source
        self._deadline_source = deadline_source
        self._lang = lang
        self._settings = settings if settings is not None else QSettings()
        self._scene: Scene | None = None
        self._style_key: tuple[float, float, str] = (0.0, 0.0, "")
        self._seat_name_px = 0  # the seats' name size now (a seat added later is fitted to it)
        self._seat_role_px = 0
        self._mood = theme.mood("lobby")
        self._mood_name = ""
        self._bg = QColor(self._mood.background)
        self._glow = QColor(self._mood.glow)
        self._build()
        self._bg_animation = QPropertyAnimation(self, b"background", self)
        self._bg_animation.setDuration(FADE_MS)
        self._fade = QGraphicsOpacityEffect(self.centre)
        self._fade.setOpacity(1.0)
        self.centre.setGraphicsEffect(self._fade)
        self._fade_animation = QPropertyAnimation(self._fade, b"opacity", self)
        self._fade_animation.setDuration(FADE_MS)
        self._fade_animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        self._tick = QTimer(self)
        self._tick.setInterval(TICK_MS)
        self._tick.timeout.connect(self._show_countdown)
        self._unsubscribe = subscribe(self._views_changed)
        self.destroyed.connect(self._unsubscribe)  # a deleted window must not be called by the table
        self.retranslate()

    # -- building ------------------------------------------------------------------
    def _build(self) -> None:
        self.title = plain_label("title", self)
        self.headline = plain_label("headline", self)
        self.subline = plain_label("subline", self)
        self.countdown = plain_label("countdown", self)
        self.countdown.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.status = plain_label("status", self)
        self.status.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.setup = plain_label("setup", self, wrap=True)
        self.setup.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.centre = CentrePanel()
        self.table = TableArea(self.centre, self, self._restyle_fonts)

        heading = QVBoxLayout()
        heading.setSpacing(0)
        heading.addWidget(self.title)
        heading.addWidget(self.headline)
        heading.addWidget(self.subline)
        clock = QVBoxLayout()
        clock.setSpacing(0)
        clock.addWidget(self.countdown)
        clock.addWidget(self.status)
        top = QHBoxLayout()
        top.addLayout(heading, 3)
        top.addLayout(clock, 1)
        root = QVBoxLayout(self)
        root.setContentsMargins(36, 20, 36, 16)
        root.addLayout(top)
        root.addWidget(self.table, 1)
        root.addWidget(self.setup)

    # -- the public view in, the screen out ---------------------------------------
    def language(self) -> str:
        return self._lang

    def set_language(self, lang: str) -> None:
        """The language of the rule set's messages; Qt's translator does the rest."""
        self._lang = lang
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Moonveil — projector"))
        self.refresh()

    def remaining(self) -> float | None:
        deadline = self._deadline_source() if self._deadline_source else None
        return None if deadline is None else deadline - time.monotonic()

    def _views_changed(self) -> None:
        """The table's listener: a failure to draw is logged, never raised into the
        table, so a projector bug cannot stop the game."""
        try:
            self.refresh()
        except Exception:
            log.exception("the projector could not redraw")

    def refresh(self) -> None:
        """Redraw from a fresh public view (called by the table after every change)."""
        view = self._source(self._lang)
        scene = build_scene(view, translate, self.remaining(), self._lang)
        previous = self._scene
        if scene == previous:
            return  # a change the village does not see (a heartbeat, a secret move): nothing to draw
        self._scene = scene
        self.setUpdatesEnabled(False)
        try:
            self._show(scene)
        finally:
            self.setUpdatesEnabled(True)
        if previous is not None and (previous.headline, previous.mood) != (scene.headline, scene.mood):
            self._fade_in()
        if self._deadline_source is not None and scene.mood != "over":
            self._tick.start()
        else:
            self._tick.stop()

    def scene(self) -> Scene | None:
        return self._scene

    def _show(self, scene: Scene) -> None:
        if scene.mood != self._mood_name:
            self._set_mood(scene.mood)
        set_text(self.title, scene.title)
        set_text(self.headline, scene.headline)
        set_text(self.subline, scene.subline)
        set_text(self.countdown, scene.countdown)
        set_text(self.status, scene.status)
        set_text(self.setup, scene.setup)
        if len(self.table.seats) != len(scene.seats):
            self.table.set_count(len(scene.seats))
            self._restyle_fonts()
            for seat in self.table.seats:  # added while the type stayed the same (a player joined): fitted too
                if not seat.name_px and self._seat_name_px:
                    seat.fit_name(self._seat_name_px, self._seat_role_px)
        for widget, card in zip(self.table.seats, scene.seats, strict=True):
            widget.show_card(card, self._mood)
        self.centre.show_scene(scene)

    def _show_countdown(self) -> None:
        if self._scene is not None:
            set_text(self.countdown, build_countdown(self.remaining()))

    # -- look ---------------------------------------------------------------------
    def _set_mood(self, name: str) -> None:
        first = not self._mood_name
        self._mood_name = name
        self._mood = theme.mood(name)
        target = QColor(self._mood.background)
        self._glow = QColor(self._mood.glow)
        if first:
            self._bg = target
        else:
            self._bg_animation.stop()
            self._bg_animation.setStartValue(self._bg)
            self._bg_animation.setEndValue(target)
            self._bg_animation.start()
        self._restyle_fonts()
        for seat in self.table.seats:
            seat.restyle(self._mood)

    def _fade_in(self) -> None:
        self._fade_animation.stop()
        self._fade_animation.setStartValue(0.25)
        self._fade_animation.setEndValue(1.0)
        self._fade_animation.start()

    def _get_background(self) -> QColor:
        return self._bg

    def _set_background(self, colour: QColor) -> None:
        self._bg = colour
        self.update()

    background = Property(QColor, _get_background, _set_background)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        rect = QRectF(self.rect())
        gradient = QRadialGradient(QPointF(rect.center().x(), rect.height() * 0.55), max(rect.width(), 1) * 0.6)
        gradient.setColorAt(0.0, self._glow)
        gradient.setColorAt(1.0, self._bg)
        painter.fillRect(rect, gradient)
        painter.end()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._restyle_fonts()
        self._keep_place()

    def _restyle_fonts(self) -> None:
        """Type sizes follow the window (the reference is 1920×1080) and the number of seats."""
        scale = max(min(self.width() / 1920, self.height() / 1080), 0.25)
        crowd = self.table.crowd()
        key = (round(scale, 2), round(crowd, 2), self._mood_name)
        if key == self._style_key:
            return  # restyling re-polishes every label: only when something changed
        self._style_key = key
        m = self._mood

        def px(key: str, factor: float = 1.0) -> int:
            return max(9, round(theme.SIZES[key] * scale * factor))

        self.centre.timeline_px = px("timeline")
        self.centre.fit_timeline()
        self.centre.base_px = {
            "panelTitle": px("panel_title"),
            "news": px("news"),
            "tally0": px("tally"),
            "tally1": px("tally"),
            "tally2": px("tally"),
            "tallyNote": px("setup"),
            "spotlight": px("spotlight"),
            "outcome": px("outcome"),
            "winners": px("winners"),
        }
        self.centre.fit_text()
        self._seat_name_px = px("seat_name", crowd)
        self._seat_role_px = px("seat_role", crowd)
        for seat in self.table.seats:
            seat.fit_name(self._seat_name_px, self._seat_role_px)
        self.setStyleSheet(
            f"QLabel {{ color: {m.text}; background: transparent; }}"
            f"#title {{ font-size: {px('title')}px; color: {m.muted}; }}"
            f"#headline {{ font-size: {px('headline')}px; font-weight: 800; color: {m.accent}; }}"
            f"#subline {{ font-size: {px('subline')}px; }}"
            f"#countdown {{ font-size: {px('countdown')}px; font-weight: 800; color: {m.accent}; }}"
            f"#status {{ font-size: {px('status')}px; }}"
            f"#setup {{ font-size: {px('setup')}px; color: {m.muted}; }}"
            f"#seatName {{ font-size: {px('seat_name', crowd)}px; font-weight: 700; }}"
            f"#seatRole {{ font-size: {px('seat_role', crowd)}px; font-weight: 700; }}"
            f"#seatMark {{ font-size: {px('seat_mark', crowd)}px; }}"
            f"#centre {{ background: {m.panel}; border-radius: 24px; }}"
            f"#panelTitle {{ font-size: {px('panel_title')}px; font-weight: 700; color: {m.accent}; }}"
            f"#news {{ font-size: {px('news')}px; }}"
            f"#tally0, #tally2 {{ font-size: {px('tally')}px; }}"
            f"#tally1 {{ font-size: {px('tally')}px; font-weight: 800; color: {m.accent}; }}"
            f"#tallyNote {{ font-size: {px('setup')}px; color: {m.muted}; }}"
            f"#spotlight {{ font-size: {px('spotlight')}px; font-weight: 700; }}"
            f"#outcome {{ font-size: {px('outcome')}px; font-weight: 800; color: {m.accent}; }}"
            f"#winners {{ font-size: {px('winners')}px; font-weight: 700; }}"
            f"#timeline0, #timeline2 {{ font-size: {px('timeline')}px; font-weight: 700; color: {m.accent}; }}"
            f"#timeline1, #timeline3 {{ font-size: {px('timeline')}px; }}"
        )

    # -- screens ------------------------------------------------------------------
    @staticmethod
    def screens() -> list[QScreen]:
        return list(QGuiApplication.screens())

    def remembered_screen(self) -> QScreen:
        """The screen chosen last time if it is connected, else a secondary one, else the primary."""
        name = self._settings.value(SETTINGS_SCREEN, "")
        screens = self.screens()
        for screen in screens:
            if screen.name() == name:
                return screen
        primary = QGuiApplication.primaryScreen()
        return next((s for s in screens if s is not primary), primary)

    def choose_screen(self, screen: QScreen) -> None:
        """Remember ``screen`` and go full-screen on it."""
        self._settings.setValue(SETTINGS_SCREEN, screen.name())
        self.show_on(screen)

    def show_on(self, screen: QScreen | None = None) -> None:
        """Full screen on ``screen`` (chosen in View → Projector screen), else on the
        remembered or a secondary screen. With a single screen the console is on it
        too: the projector opens as a normal window, and F11 makes it full screen."""
        chosen = screen is not None
        screen = screen or self.remembered_screen()
        if self.windowHandle() is None:
            self.winId()  # create the native window so it can be moved to the screen
        handle = self.windowHandle()
        if handle is not None:
            handle.setScreen(screen)
        if chosen or len(self.screens()) > 1:
            self.setGeometry(screen.geometry())
            self.showFullScreen()
            return
        area = screen.availableGeometry()
        if not self._restore_place(area):  # back where the moderator left it, not over the console
            size = area.size() * SINGLE_SCREEN_SHARE
            self.setGeometry(area.x() + (area.width() - size.width()) // 2, area.y(), size.width(), size.height())
        self.showNormal()

    def _restore_place(self, area: QRect) -> bool:
        """The window's last place on this single screen, if it is still on the screen:
        every resume put it back over the middle of the console (stop 45)."""
        saved = self._settings.value(SETTINGS_PLACE)
        if not isinstance(saved, (bytes, bytearray, QByteArray)) or not self.restoreGeometry(QByteArray(saved)):
            return False
        if area.intersects(self.geometry()):
            return True
        self._settings.remove(SETTINGS_PLACE)  # a screen no longer there: the default place
        return False

    def _keep_place(self) -> None:
        if self.isVisible() and not self.isFullScreen() and len(self.screens()) == 1:
            self._settings.setValue(SETTINGS_PLACE, self.saveGeometry())

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """F11 toggles full screen; Esc leaves it (the console is behind)."""
        if event.key() == Qt.Key.Key_F11:
            self.toggle_full_screen()
        elif event.key() == Qt.Key.Key_Escape and self.isFullScreen():
            self.showNormal()
        else:
            super().keyPressEvent(event)

    def closeEvent(self, event: Any) -> None:
        self._keep_place()
        self._tick.stop()
        super().closeEvent(event)

    def moveEvent(self, event: QMoveEvent) -> None:
        super().moveEvent(event)
        self._keep_place()  # kept as it moves: a crash keeps it too (no close comes then)

    def detach(self) -> None:
        """Stop listening to the table (the window is going away)."""
        self._tick.stop()
        self._unsubscribe()

    def visible_texts(self) -> list[str]:
        """The text of every label a viewer can see now."""
        return [label.text() for label in self.findChildren(QLabel) if label.isVisibleTo(self) and label.text()]


def build_countdown(remaining_s: float | None) -> str:
    return countdown_text(remaining_s, translate)


def load_translator(lang: str) -> QTranslator | None:
    """The application's Qt translator for ``lang`` (the projector's strings are in the
    one catalog, docs/i18n.md); install it with ``QCoreApplication.installTranslator``.
    None for English or a missing file. The console installs it itself
    (``moonveil_desktop.i18n``); this is for a projector run on its own."""
    from moonveil_desktop.i18n import app_translator

    return app_translator(normalize_lang(lang))
