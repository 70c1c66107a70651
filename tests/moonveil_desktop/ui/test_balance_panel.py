"""The balance estimate in the deck editor (issue 29): real worker processes play
the deck, the estimate follows each deck change and drops the old deck's games."""

from __future__ import annotations

import pytest

from engine.ruleset import ruleset_names
from moonveil_desktop.ui import newtable, option_form
from moonveil_desktop.ui.deck_editor import DeckEditor
from moonveil_desktop.ui.newtable import NewTableDialog
from moonveil_desktop.ui.option_form import DeckField

SMALL_RUN = 96  # games per estimate in these tests: two or three chunks
WAIT_MS = 90_000  # worker processes start slowly on a loaded machine

FEW_WOLVES = ["wolf"] + ["seer"] + ["villager"] * 6
MANY_WOLVES = ["wolf"] * 3 + ["seer"] + ["villager"] * 4


@pytest.fixture
def editor(qtbot, monkeypatch: pytest.MonkeyPatch) -> DeckEditor:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(option_form, "GAME_LIMIT", SMALL_RUN)
    dialog = NewTableDialog(ruleset_names(), "moonveil")
    qtbot.addWidget(dialog)
    for seat in range(8):
        assert dialog.add_player(f"Player {seat + 1}")
    dialog.set_option("game_type", "manual")
    assert dialog.form is not None
    field = dialog.form.fields["roles"]
    assert isinstance(field, DeckField)
    deck_editor = field.edit()
    yield deck_editor
    deck_editor.reject()  # closes the worker processes


def test_an_incomplete_deck_is_not_estimated(editor: DeckEditor) -> None:
    editor.set_deck(["wolf", "villager"])
    assert editor.balance is not None
    assert editor.balance.job is None
    assert editor.balance.reading_label.text() == "Complete the deck to see who it favours."
    assert editor.balance.runner._run is None


def test_the_estimate_follows_the_deck_and_drops_the_old_decks_games(qtbot, editor: DeckEditor) -> None:  # type: ignore[no-untyped-def]
    panel = editor.balance
    assert panel is not None
    editor.set_deck(FEW_WOLVES)
    qtbot.waitUntil(lambda: panel.tally.games > 0, timeout=WAIT_MS)
    first_generation = panel.generation
    editor.set_deck(MANY_WOLVES)  # the next change cancels the run
    assert panel.tally.games == 0 and panel.history == []
    qtbot.waitUntil(lambda: not panel.running(), timeout=WAIT_MS)
    assert panel.generation != first_generation
    assert panel.tally.games == SMALL_RUN  # not one game of the old deck was counted
    reading = panel.reading()
    assert reading is not None and reading.leader == "wolves"  # 3 Wolves of 8 with plausible bots
    assert "Wolves" in panel.reading_label.text()
    assert "96 bot games" in panel.progress_label.text()
    assert panel.chart.isVisibleTo(editor) and len(panel.chart.history) >= 2


def test_hiding_the_editor_stops_the_games(qtbot, editor: DeckEditor) -> None:  # type: ignore[no-untyped-def]
    panel = editor.balance
    assert panel is not None
    editor.set_deck(MANY_WOLVES)
    qtbot.waitUntil(lambda: panel.runner._pool is not None, timeout=WAIT_MS)
    editor.hide()
    assert panel.runner._pool is None and panel.runner._run is None


def test_the_new_table_dialog_estimates_any_game_type(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # type: ignore[no-untyped-def]
    """All Roles deals a random composition: every simulated game draws its own."""
    monkeypatch.setattr(newtable, "GAME_LIMIT", SMALL_RUN)
    dialog = NewTableDialog(ruleset_names(), "moonveil")
    qtbot.addWidget(dialog)
    for seat in range(7):
        assert dialog.add_player(f"Player {seat + 1}")
    dialog.set_option("game_type", "all_roles")
    window = dialog.show_balance()
    panel = window.panel
    assert panel.job is not None and panel.job.options["game_type"] == "all_roles" and panel.job.players == 7
    qtbot.waitUntil(lambda: panel.tally.games > 0, timeout=WAIT_MS)
    assert dialog.add_player("Player 8")  # a change of the table restarts the estimate
    assert panel.job.players == 8 and panel.tally.games == 0
    qtbot.waitUntil(lambda: not panel.running(), timeout=WAIT_MS)
    assert panel.tally.games == SMALL_RUN
    dialog.ruleset_box.setCurrentIndex(dialog.ruleset_box.findData("luna_llena"))
    assert dialog.balance_window is not window and dialog.balance_window is not None
    assert dialog.balance_window.panel.ruleset.name == "luna_llena"
    window.close()
    dialog.balance_window.close()
    assert panel.runner._pool is None


def test_chart_names_never_overlap_and_stay_in_the_frame() -> None:
    from itertools import pairwise

    from PySide6.QtGui import QColor

    from moonveil_desktop.ui.balance_panel import LABEL_HEIGHT, label_rows

    colour = QColor("black")
    ends = [(50.0, "wolves", colour), (52.0, "village", colour), (4.0, "draw", colour), (99.0, "diablo", colour)]
    rows = sorted(row for row, _side, _colour in label_rows(ends, 2.0, 100.0))
    assert rows[0] >= 2.0 and rows[-1] <= 100.0 - LABEL_HEIGHT
    assert all(later - earlier >= LABEL_HEIGHT for earlier, later in pairwise(rows))


def test_a_warm_up_after_close_starts_no_worker() -> None:
    """The warm-up runs in a thread: closed before it ran, it starts no pool (and a
    close while it starts one cannot make it submit to a pool already shut down)."""
    from moonveil_desktop.balance import BalanceRunner

    runner = BalanceRunner(lambda _generation, _result: None)
    runner.warm_up()
    runner.close()
    runner._start_workers()  # what a late warm-up thread does
    assert runner._pool is None


def test_chart_names_sit_beside_the_frame_not_on_converged_lines(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Two sides at 50% end on the dashed line: their names used to be drawn just
    above the lines' ends, inside the frame, over the lines. Now the frame leaves
    room for a column of names on its right, and nothing is written above the
    lines inside it."""
    from PySide6.QtGui import QColor

    from moonveil_desktop.ui.balance_panel import ConvergenceChart

    chart = ConvergenceChart()
    qtbot.addWidget(chart)
    chart.resize(480, 96)
    names = {"village": "The Village", "wolves": "The Wolves"}
    even = {"village": (0.5, 0.49, 0.51), "wolves": (0.5, 0.49, 0.51)}
    chart.set_history([(games, even) for games in (100, 200, 400)], names)
    plot = chart.plot_area()
    widest = max(chart.fontMetrics().horizontalAdvance(name) for name in names.values())
    assert plot.right() + widest + 22 <= chart.width() - 4
    image = chart.grab().toImage()
    text = chart.palette().windowText().color()
    half = round(plot.bottom() - plot.height() / 2)
    written = [
        (x, y)
        for x in range(round(plot.right()) - 120, round(plot.right()) - 2)
        for y in range(half - 14, half - 4)
        if QColor(image.pixel(x, y)).lightness() <= min(100, text.lightness() + 40)
    ]
    assert not written, written[:5]
