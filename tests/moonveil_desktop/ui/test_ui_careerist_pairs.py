"""ZH-6.5.1, ZH-6.5.2 (AMB-40, AMB-47) on the console: the narrator's night row (and a
playing host's own) offered exactly one pair for the Careerist's Supremacy. The row now
reads ``SeatChoice.repeats`` (from the view, so no ability is named in the widget): the
moderator adds and removes pairs, a seat already in a pair is greyed out in the others,
the pairs named on earlier nights are listed, Submit sends every pair, and a pair named
before is refused with the book's words."""

from __future__ import annotations

from PySide6.QtGui import QStandardItemModel
from PySide6.QtWidgets import QComboBox, QLabel, QPushButton

from engine.commands import Deal
from moonveil_desktop.table import NARRATOR, PLAYING_HOST, TableSettings
from moonveil_desktop.ui.mainwindow import MainWindow
from moonveil_desktop.ui.phase import SeatActionRow
from tests.moonveil_desktop.careerist_table import CAREERIST, NAMES, OPTIONS
from tests.rulesets.village_vs_nonvillage.zh_harness import R15

ANA, BEA, CAI, DOV, EVA, FEI = range(6)


def deal(window: MainWindow, mode: str = NARRATOR) -> None:
    controller = window.controller
    host = CAREERIST if mode == PLAYING_HOST else None  # a playing host holds the Careerist's card
    settings = TableSettings("village_vs_nonvillage", OPTIONS, 1, mode=mode, host_seat=host)
    assert controller.new_table(settings, [(name, False) for name in NAMES])
    assert controller.submit(Deal(R15))


def careerist_row(window: MainWindow) -> SeatActionRow:
    rows = [row for box in window.phase.steps for row in box.rows] + window.phase.other_rows
    (row,) = [r for r in rows if r.prompt.seat == CAREERIST and r.prompt.slot == "supremacy"]
    return row


def groups_of(row: SeatActionRow) -> list[list[QComboBox]]:
    assert row.groups is not None
    return [boxes for _line, boxes, _remove in row.groups.groups]


def pick(box: QComboBox, seat: int) -> None:
    box.setCurrentIndex(box.findData(seat))


def offered(box: QComboBox, seat: int) -> bool:
    model = box.model()
    assert isinstance(model, QStandardItemModel)
    return model.item(box.findData(seat)).isEnabled()


def test_ZH_6_5_1_the_narrator_names_two_pairs_in_one_submission(window: MainWindow) -> None:
    deal(window)
    row = careerist_row(window)
    assert len(groups_of(row)) == 1 and len(row.target_boxes) == 2  # one pair to start
    remove = row.findChild(QPushButton, "removeGroup")
    assert remove is not None and not remove.isEnabled()  # the last pair stays
    first, second = groups_of(row)[0]
    pick(first, ANA)
    pick(second, BEA)
    add = row.findChild(QPushButton, "addGroup")
    assert add is not None and add.text() == "Add a pair"
    add.click()
    add.click()
    assert len(groups_of(row)) == 3 and len(row.target_boxes) == 6
    third, fourth = groups_of(row)[1]
    assert not offered(third, ANA) and not offered(fourth, BEA) and offered(third, CAI)  # one pair a night each
    assert not row.submit_button.isEnabled()  # an empty pair: nothing is sent half-made
    assert row.groups is not None
    _line, _boxes, remove_last = row.groups.groups[2]
    remove_last.click()
    assert len(groups_of(row)) == 2
    pick(third, CAI)
    pick(fourth, DOV)
    assert row.submit_button.isEnabled()
    row.submit_button.click()
    submitted = window.controller.table_or_raise().game.state.submissions[(CAREERIST, "supremacy")]
    assert submitted.targets == (ANA, BEA, CAI, DOV)
    assert careerist_row(window).status.text() == "✓ Supremacy Ana + Bea; Cai + Dov"


def test_ZH_6_5_2_pairs_named_before_are_listed_and_refused_in_the_books_words(window: MainWindow) -> None:
    deal(window)
    controller = window.controller
    assert controller.act(CAREERIST, "supremacy", (ANA, BEA))
    controller.advance(override=True)
    while controller.table_or_raise().game.state.phase.label() != "night 2/actions":
        controller.advance(override=True)
    row = careerist_row(window)
    named = row.findChild(QLabel, "namedBefore")
    assert named is not None and named.text() == "Named on earlier nights, never again: Ana + Bea"
    errors: list[str] = []
    controller.errorRaised.connect(errors.append)
    first, second = groups_of(row)[0]
    pick(first, BEA)
    pick(second, ANA)
    row.submit_button.click()
    assert errors and "The same pair may not be named twice in a game" in errors[-1] and "ZH-6.5.2" in errors[-1]
    assert (CAREERIST, "supremacy") not in controller.table_or_raise().game.state.submissions


def test_ZH_6_5_1_a_playing_host_careerist_adds_pairs_on_his_own_row(window: MainWindow) -> None:
    deal(window, PLAYING_HOST)
    window.controller.show_host_secrets(True)
    row = careerist_row(window)
    add = row.findChild(QPushButton, "addGroup")
    assert add is not None
    add.click()
    (a, b), (c, d) = groups_of(row)
    for box, seat in ((a, EVA), (b, FEI), (c, ANA), (d, CAREERIST)):  # he may include himself (ZH-6.5.1)
        pick(box, seat)
    row.submit_button.click()
    submitted = window.controller.table_or_raise().game.state.submissions[(CAREERIST, "supremacy")]
    assert submitted.targets == (EVA, FEI, ANA, CAREERIST)


def test_a_plain_two_target_row_keeps_two_pickers_and_no_groups(window: MainWindow) -> None:
    """Only an ability whose targets repeat has groups: the Blind Seer's two targets
    (examined, recipient: IT-10.2) stay two pickers."""
    controller = window.controller
    assert controller.new_table(TableSettings("three_factions", {}, 3), [(f"P{i:02d}", False) for i in range(22)])
    assert controller.deal()
    rows = [row for box in window.phase.steps for row in box.rows]
    (seer,) = [row for row in rows if row.selection()[0] == "examine"]
    assert seer.groups is None and len(seer.target_boxes) == 2
    assert seer.findChild(QPushButton, "addGroup") is None
