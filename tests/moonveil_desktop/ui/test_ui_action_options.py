"""A night action that names something besides its targets, entered from the narrator's
console: Three factions' abduction guesses a role (IT-9.3). The console's row had no
picker for it, so the narrator's Submit was refused ("Guess a role of the setup") and
the night could not be entered."""

from __future__ import annotations

from console_drive import all_texts, cast_all, resolve, seat_table, submit_all, submit_first
from PySide6.QtWidgets import QApplication

from engine.ruleset import find_ruleset
from moonveil_desktop.table import TableSettings
from moonveil_desktop.ui.mainwindow import MainWindow
from moonveil_desktop.ui.phase import SeatActionRow

NAMES = ["Ana", "Bea", "Cai", "Dov", "Eli", "Fay", "Gus", "Hal", "Ivo"]


def to_night_1(window: MainWindow) -> None:
    options = dict(find_ruleset("three_factions").proposed_options(len(NAMES)))
    assert window.controller.new_table(TableSettings("three_factions", options, 7), [(n, False) for n in NAMES])
    window.lobby.deal_button.click()
    submit_all(window)  # Night 0: the Blind Seer
    resolve(window)
    resolve(window)  # the night's results
    roles = {row["name"]: row["role"] for row in window.controller.grimoire()}
    pyre = next(name for name in NAMES if roles[name] != "leader_alieno")
    voters = [name for name in NAMES if name != pyre]
    cast_all(window, {name: pyre for name in voters} | {pyre: voters[0]})
    resolve(window)  # Day 1's pyre: Night 1 falls
    assert window.controller.public_view()["phase"]["kind"] == "night"


def abduction(window: MainWindow) -> SeatActionRow:
    return next(r for r in window.phase.rows if r.ability_box.findData("abduct") >= 0)


def test_IT_9_3_the_narrator_enters_an_abduction_with_its_role_guess(window: MainWindow) -> None:
    to_night_1(window)
    row = abduction(window)
    row.ability_box.setCurrentIndex(row.ability_box.findData("abduct"))
    assert row.option_box is not None
    assert row.option_box.placeholderText() == "— role —"  # beside the target's "— choose —"
    roles = find_ruleset("three_factions").roles
    offered = {str(row.option_box.itemData(i)): row.option_box.itemText(i) for i in range(row.option_box.count())}
    composition = set(window.controller.table.game.state.composition)  # type: ignore[union-attr]
    assert set(offered) == composition  # the roles of the setup (IT-9.3), in the book's words
    assert all(offered[role] == roles[role].name("en") for role in offered)
    row.target_boxes[0].setCurrentIndex(0)
    assert not row.submit_button.isEnabled()  # no guess yet: nothing to send
    guess = row.option_box.itemData(0)
    row.option_box.setCurrentIndex(0)
    assert row.submit_button.isEnabled()
    target = row.target_boxes[0].currentData()
    row.submit_button.click()
    sent = window.controller.table.game.journal[-1]  # type: ignore[union-attr]
    assert (sent.ability, sent.targets, sent.option) == ("abduct", (target,), guess)  # type: ignore[attr-defined]
    entered = abduction(window)  # the page was rebuilt
    assert entered.status.text().endswith(f"— {offered[str(guess)]}")
    assert entered.option_box is not None and entered.option_box.currentData() == guess


def test_an_option_chosen_but_not_sent_survives_another_row_s_submission(window: MainWindow) -> None:
    """The page is rebuilt after every command: a guess picked but not yet sent is kept
    like the targets are."""
    to_night_1(window)
    row = abduction(window)
    row.ability_box.setCurrentIndex(row.ability_box.findData("abduct"))
    assert row.option_box is not None
    row.option_box.setCurrentIndex(1)
    guess = row.option_box.currentData()
    other = next(r for r in window.phase.rows if r is not row and r.pending())
    submit_first(other)
    assert window.controller.table.game.journal[-1].actor == other.prompt.seat  # type: ignore[union-attr]
    kept = abduction(window)
    assert kept.option_box is not None and kept.option_box.currentData() == guess


def test_an_entered_row_says_what_was_entered_on_a_line_of_its_own(window: MainWindow) -> None:
    """Found by playing (stop 45, Italian Three factions): the entered words sat beside
    Submit in a column a word wide, cut, behind a sideways scroll bar ("✓ Esamina / Bea,
    Cai"). They now read under the pickers, the row's whole width."""
    seat_table(window, NAMES, seed=7)
    window.lobby.deal_button.click()
    row = next(r for r in window.phase.rows if isinstance(r, SeatActionRow))
    submit_first(row)
    window.resize(1366, 768)
    window.show()
    QApplication.processEvents()
    entered = next(r for r in window.phase.rows if r.prompt.seat == row.prompt.seat)
    assert entered.status.text().startswith("✓") and entered.status.isVisible()
    assert entered.status.geometry().top() >= entered.submit_button.geometry().bottom()  # under, not beside
    metrics = entered.status.fontMetrics()
    assert entered.status.contentsRect().width() >= metrics.horizontalAdvance(entered.status.text())  # one line


def test_a_phase_with_nothing_to_enter_says_so_once(window: MainWindow) -> None:
    """Found by playing (stop 45): Three factions' "Night 0 results" read "Nobody has to
    act in this phase: close it when the village is ready." and, under it, "Nothing to
    enter in this phase: resolve it when ready." The status line says it alone."""
    options = dict(find_ruleset("three_factions").proposed_options(len(NAMES)))
    assert window.controller.new_table(TableSettings("three_factions", options, 7), [(n, False) for n in NAMES])
    window.lobby.deal_button.click()
    submit_all(window)
    resolve(window)  # Night 0: its results open, where nobody acts
    texts = [t for t in all_texts(window.phase) if t]
    assert "Nobody has to act in this phase: close it when the village is ready." in texts
    assert not any(t.startswith("Nothing to enter") for t in texts), texts


def test_a_long_name_keeps_every_rows_pickers_in_line(window: MainWindow) -> None:
    """Found by playing (stop 45): "Juan Bautista Villalobos" ran past the names' column
    and pushed their own ballot's weight, picker and Cast out of line with the others."""
    from console_drive import open_vote

    names = ["Juan Bautista Villalobos de la Fuente", *NAMES[1:]]
    seat_table(window, names, seed=7)
    window.lobby.deal_button.click()
    window.resize(1366, 768)
    window.show()
    shown = [row for row in window.phase.rows if row.ability_box.isVisibleTo(window)]  # the open step's
    lefts = {row.ability_box.mapTo(window, row.ability_box.rect().topLeft()).x() for row in shown}
    assert len(shown) > 1 and len(lefts) == 1, lefts  # the night's rows
    panel = open_vote(window)
    QApplication.processEvents()
    lefts = {box.mapTo(window, box.rect().topLeft()).x() for box in panel.boxes.values()}
    assert len(panel.boxes) > 1 and len(lefts) == 1, lefts  # the day's ballots
