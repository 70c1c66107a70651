"""Issue 16 items 2, 3 and 6: nothing is preselected, an entered choice never
changes by itself, "Same for all" fills only its own step's empty rows, and
Enter never announces a resolution."""

from __future__ import annotations

from console_drive import NAMES, cast_all, first_choice, resolve, seat_table, submit_all
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox

from moonveil_desktop.table import TableSettings
from moonveil_desktop.ui.mainwindow import MainWindow
from moonveil_desktop.ui.phase import SeatActionRow, StepBox

LUNA = ["Pablo", "Hugo", "Lucia", "Diego", "Marta", "Sara", "Nora", "Ivan"]


def deal_classic(window: MainWindow) -> None:
    seat_table(window, NAMES)  # 8 players: two Wolves, a Seer, a Guardian
    window.lobby.deal_button.click()


def pick(row: SeatActionRow, name: str) -> None:
    box = row.target_boxes[0]
    index = box.findText(name)
    assert index >= 0, (name, [box.itemText(i) for i in range(box.count())])
    box.setCurrentIndex(index)


def shown_target(row: SeatActionRow) -> str:
    return row.target_boxes[0].currentText()


def step_rows(window: MainWindow, step_id: str) -> list[SeatActionRow]:
    step = next(box for box in window.phase.steps if box.step.id == step_id)
    return step.rows


def test_no_target_is_preselected_and_submit_waits_for_a_choice(window: MainWindow) -> None:
    deal_classic(window)
    rows = [row for row in window.phase.rows if row.target_boxes]
    assert rows
    for row in rows:
        assert all(box.currentIndex() == -1 and box.currentText() == "" for box in row.target_boxes)
        assert all(box.placeholderText() == "— choose —" for box in row.target_boxes)
        assert not row.submit_button.isEnabled()
    before = len(window.controller.table_or_raise().game.journal)
    rows[0].submit()  # a stray Submit records nothing
    assert len(window.controller.table_or_raise().game.journal) == before
    first_choice(rows[0])
    assert rows[0].submit_button.isEnabled()


def test_no_ballot_is_preselected_and_cast_waits_for_a_choice(window: MainWindow) -> None:
    deal_classic(window)
    submit_all(window)
    resolve(window)
    resolve(window)  # open the vote
    panel = window.phase.vote_panel
    assert panel is not None and panel.boxes
    for seat, box in panel.boxes.items():
        assert box.currentIndex() == -1 and box.placeholderText() == "— choose —"
        button = panel.findChild(type(window.phase.resolve_button), f"cast_{seat}")
        assert button is not None and not button.isEnabled()


def test_an_entered_target_survives_another_rows_submit(window: MainWindow) -> None:
    deal_classic(window)
    seer, guardian = step_rows(window, "seer")[0], step_rows(window, "guardian")[0]
    seer_pick = seer.target_boxes[0].itemText(2)
    pick(seer, seer_pick)  # entered, not submitted
    first_choice(guardian).submit_button.click()  # another row: the page is rebuilt
    seer = step_rows(window, "seer")[0]
    assert seer is not step_rows(window, "guardian")[0] and shown_target(seer) == seer_pick
    assert seer.submit_button.isEnabled()
    wolf = step_rows(window, "wolf")[0]
    assert wolf.target_boxes[0].currentIndex() == -1  # untouched rows stay empty


def test_a_submitted_row_shows_what_was_submitted(window: MainWindow) -> None:
    deal_classic(window)
    wolf = step_rows(window, "wolf")[0]
    victim = wolf.target_boxes[0].itemText(wolf.target_boxes[0].count() - 1)
    pick(wolf, victim)
    wolf.submit_button.click()
    wolf = step_rows(window, "wolf")[0]
    assert wolf.status.text().endswith(victim) and shown_target(wolf) == victim


def test_same_for_all_fills_only_the_empty_rows_of_its_own_step(window: MainWindow) -> None:
    deal_classic(window)
    guardian = step_rows(window, "guardian")[0]
    first_choice(guardian).submit_button.click()
    guarded = window.controller.moderator_view()["submissions"]
    seer = step_rows(window, "seer")[0]
    seer_pick = seer.target_boxes[0].itemText(1)
    pick(seer, seer_pick)  # entered in another step, not submitted
    first_wolf = step_rows(window, "wolf")[0]
    victim = first_wolf.target_boxes[0].itemText(1)
    pick(first_wolf, victim)
    step = next(box for box in window.phase.steps if box.step.id == "wolf")
    assert isinstance(step, StepBox) and step.same_button is not None
    step.same_button.click()
    submissions = window.controller.moderator_view()["submissions"]
    attacks = [s for s in submissions if s["ability"] == "attack"]
    assert len(attacks) == 2 and all(window.controller.names()[a["targets"][0]] == victim for a in attacks)
    assert all(s in submissions for s in guarded)  # another step's submission is intact
    assert shown_target(step_rows(window, "seer")[0]) == seer_pick  # and its entered choice


def test_same_for_all_never_overwrites_a_row_with_a_choice(window: MainWindow) -> None:
    deal_classic(window)
    first_wolf, second_wolf = step_rows(window, "wolf")
    names = [first_wolf.target_boxes[0].itemText(i) for i in range(first_wolf.target_boxes[0].count())]
    pick(first_wolf, names[0])
    own = next(n for n in names[1:] if second_wolf.target_boxes[0].findText(n) >= 0)
    pick(second_wolf, own)  # the second wolf's own entered choice
    step = next(box for box in window.phase.steps if box.step.id == "wolf")
    assert step.same_button is not None
    step.same_button.click()
    seat = second_wolf.prompt.seat
    submitted = [s for s in window.controller.moderator_view()["submissions"] if s["seat"] == seat]
    assert submitted == []  # neither overwritten nor submitted behind the moderator's back
    assert shown_target(step_rows(window, "wolf")[1]) == own


def test_same_for_all_submits_ready_for_every_villager(window: MainWindow) -> None:
    deal_classic(window)
    villagers = step_rows(window, "villager")
    assert len(villagers) > 1 and not villagers[0].target_boxes  # "Ready" needs no target
    step = next(box for box in window.phase.steps if box.step.id == "villager")
    assert step.same_button is not None
    step.same_button.click()
    submitted = {s["seat"] for s in window.controller.moderator_view()["submissions"]}
    assert {row.prompt.seat for row in villagers} <= submitted


def test_same_for_all_without_any_choice_records_nothing(window: MainWindow) -> None:
    deal_classic(window)
    before = len(window.controller.table_or_raise().game.journal)
    step = next(box for box in window.phase.steps if box.step.id == "wolf")
    assert step.same_button is not None
    step.same_button.click()
    assert len(window.controller.table_or_raise().game.journal) == before


def play_to_judgment(window: MainWindow) -> None:
    """Luna llena through the widgets until the judgment vote on Diego: every
    night row takes its first legal choice."""
    for _ in range(12):
        label = window.controller.public_view()["phase"]["label"]
        if label.endswith("/judgment"):
            return
        submit_all(window)
        if window.phase.vote_panel is not None:  # everyone accuses Diego (Diego: Lucia)
            cast_all(window, {name: "Lucia" if name == "Diego" else "Diego" for name in LUNA})
        resolve(window)
    raise AssertionError("no judgment reached")


def test_LL_judgment_choice_survives_another_ballot(window: MainWindow) -> None:
    """DEC-LL-42: judgment ballots are changeable; the console keeps each entered one."""
    assert window.controller.new_table(TableSettings("luna_llena", {}, 9), [(name, False) for name in LUNA])
    window.lobby.deal_button.click()
    play_to_judgment(window)
    panel = window.phase.vote_panel
    assert panel is not None
    names = window.controller.names()
    pablo, hugo = names.index("Pablo"), names.index("Hugo")
    assert {pablo, hugo} <= set(panel.boxes)  # both judge (the accused does not)
    box: QComboBox = panel.boxes[pablo]
    assert box.currentIndex() == -1  # no judgment is preselected
    box.setCurrentIndex(box.findData("pardon"))
    hugo_box = panel.boxes[hugo]
    hugo_box.setCurrentIndex(hugo_box.findData("execute"))
    cast = panel.findChild(type(window.phase.resolve_button), f"cast_{hugo}")
    assert cast is not None
    cast.click()  # the panel is rebuilt
    panel = window.phase.vote_panel
    assert panel is not None and panel.boxes[pablo].currentData() == "pardon"
    assert panel.boxes[hugo].currentData() == "execute"


def open_preview(window: MainWindow) -> None:
    window.phase.resolve_button.click()
    assert window.dialog is not None and window.dialog.objectName() == "previewDialog"


def test_enter_never_announces(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    deal_classic(window)
    submit_all(window)
    open_preview(window)  # everyone acted: not an override
    dialog = window.dialog
    assert not dialog.announce_button.isDefault()  # type: ignore[union-attr]
    before = window.controller.public_view()["phase"]["label"]
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    qtbot.keyClick(dialog.focusWidget() or dialog, Qt.Key.Key_Enter)  # type: ignore[union-attr]
    assert window.controller.public_view()["phase"]["label"] == before
    assert "&" in dialog.announce_button.text()  # type: ignore[union-attr]  # a mnemonic


def test_enter_never_announces_an_override(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    deal_classic(window)
    open_preview(window)  # nobody acted: an override
    dialog = window.dialog
    assert dialog is not None and dialog.override  # type: ignore[attr-defined]
    journal = len(window.controller.table_or_raise().game.journal)
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert len(window.controller.table_or_raise().game.journal) == journal
    assert window.controller.public_view()["phase"]["kind"] == "night"
