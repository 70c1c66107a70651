"""The phase page updates by change (issue 20): a Submit or a ballot replaces only the
row it touched; every other row, step and ballot stays the same widget, and the page
then shows exactly what a page built from scratch for the same moment shows."""

from __future__ import annotations

from console_drive import NAMES, cast_all, first_choice, open_vote, seat_table, submit_first
from PySide6.QtCore import QCoreApplication, QEvent
from PySide6.QtWidgets import QApplication, QLabel, QPushButton

from moonveil_desktop.table import TableSettings
from moonveil_desktop.ui.mainwindow import MainWindow
from moonveil_desktop.ui.phase import PhasePage

PLAYERS_50 = [f"Player {n}" for n in range(1, 51)]


def deal_classic(window: MainWindow) -> None:
    seat_table(window, NAMES)  # seed 7: two wolves, a Seer, a Guardian, villagers
    window.lobby.deal_button.click()


def picture(page: PhasePage) -> list[object]:
    """What the page shows, widget by widget: steps, rows, pickers, ballots, tallies."""
    shown: list[object] = [page.title.text(), page.status.text()]
    for box in page.steps:
        shown.append((box.step.id, box.header.text(), box.wakes.text(), box.tick.isChecked(), box.answer.text()))
        shown.append(box.same_button is not None)
    for row in page.rows:
        pickers = [(b.currentText(), b.isEnabled(), b.count()) for b in (row.ability_box, *row.target_boxes)]
        shown.append((row.prompt.seat, row.status.text(), row.submit_button.isEnabled(), pickers))
    panel = page.vote_panel
    if panel is not None:
        shown.append(panel.tally_label.text())
        for seat, box in panel.boxes.items():
            cast = panel.findChild(QPushButton, f"cast_{seat}")
            shown.append((seat, box.currentText(), box.isEnabled(), cast is not None and cast.isEnabled()))
    return shown


def fresh_picture(window: MainWindow) -> list[object]:
    page = PhasePage(window.controller)
    page.refresh()
    shown = picture(page)
    page.deleteLater()
    return shown


def test_a_submit_replaces_only_its_own_row(window: MainWindow) -> None:
    deal_classic(window)
    steps, rows = list(window.phase.steps), list(window.phase.rows)
    wolf = next(box for box in steps if box.step.id == "wolf")
    submitted = wolf.rows[0]
    submit_first(submitted)
    assert window.phase.steps == steps  # the same StepBox objects
    after = window.phase.rows
    changed = [index for index, (old, new) in enumerate(zip(rows, after, strict=True)) if old is not new]
    assert changed == [rows.index(submitted)]  # the other rows are the very same widgets
    assert after[changed[0]].status.text().startswith("✓")
    assert picture(window.phase) == fresh_picture(window)


def test_an_undone_submit_shows_what_a_new_page_shows(window: MainWindow) -> None:
    deal_classic(window)
    villager = next(box for box in window.phase.steps if box.step.id == "villager")
    kept = villager.rows[1]
    submit_first(villager.rows[0])
    window.controller.undo()
    assert villager.rows[1] is kept and villager.same_button is not None
    assert picture(window.phase) == fresh_picture(window)
    for row in list(villager.rows)[1:]:  # one left to act: no "Same for all"
        submit_first(row)
    assert villager.same_button is None
    assert picture(window.phase) == fresh_picture(window)


def test_an_entered_choice_and_the_focus_stay_in_a_kept_row(window: MainWindow) -> None:
    deal_classic(window)
    seer = next(box for box in window.phase.steps if box.step.id == "seer")
    guardian = next(box for box in window.phase.steps if box.step.id == "guardian")
    entered = first_choice(seer.rows[0])
    entered.target_boxes[0].setFocus()
    box_before = entered.target_boxes[0]
    submit_first(guardian.rows[0])
    seer = next(box for box in window.phase.steps if box.step.id == "seer")
    assert seer.rows[0] is entered and entered.target_boxes[0] is box_before
    assert box_before.currentIndex() == 0 and entered.submit_button.isEnabled()
    assert QApplication.focusWidget() in (entered.ability_box, box_before)  # still in the kept row


def test_a_ballot_replaces_only_its_own_line(window: MainWindow) -> None:
    deal_classic(window)
    panel = open_vote(window)
    boxes = dict(panel.boxes)
    first, *others = list(boxes)
    boxes[first].setCurrentIndex(0)
    button = panel.findChild(QPushButton, f"cast_{first}")
    assert button is not None
    button.click()
    assert window.phase.vote_panel is panel
    assert all(panel.boxes[seat] is boxes[seat] for seat in others)
    assert panel.boxes[first] is not boxes[first] and not panel.boxes[first].isEnabled()
    assert picture(window.phase) == fresh_picture(window)
    cast_all(window, {})
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    # every old ballot's screen-reader label went with its ballot: one label per ballot
    named = [label.buddy() for label in panel.findChildren(QLabel) if label.isHidden()]
    assert len(named) == len(panel.boxes) and all(any(b is box for box in panel.boxes.values()) for b in named)
    assert picture(window.phase) == fresh_picture(window)


def test_fifty_seats_submit_keeps_forty_nine_rows(window: MainWindow) -> None:
    settings = TableSettings("moonveil", {"game_type": "classic"}, 7)
    assert window.controller.new_table(settings, [(name, False) for name in PLAYERS_50])
    window.lobby.deal_button.click()
    rows = list(window.phase.rows)
    assert len(rows) == 50
    submit_first(rows[-1])
    assert sum(old is new for old, new in zip(rows, window.phase.rows, strict=True)) == 49
