"""Session 45, at the table: a voter still to vote showed a bare "…" right after the
Cast button, and a moderator clicked it (an ellipsis is how a button says "more").
A seat's state is words now, beside its name: "✓ voted" or a dimmed italic "not voted
yet" (the playing host's list: "✓ ready" / "waiting"), never focusable, named for a
screen reader with the player's name, with a tooltip, in the console's language."""

from __future__ import annotations

from console_drive import NAMES, cast_all, open_vote, seat_table
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel

from moonveil_desktop.i18n import use_language
from moonveil_desktop.ui.mainwindow import MainWindow
from moonveil_desktop.ui.phase import StatusMark


def marks(window: MainWindow) -> dict[str, StatusMark]:
    """Each seat's state on the phase page, by the player its screen-reader name says."""
    QApplication.processEvents()  # a layout shows its new labels at the next turn of the loop
    found = window.phase.findChildren(StatusMark, "seatStatus")
    return {mark.name: mark for mark in found if mark.isVisibleTo(window)}


def assert_a_state_not_a_control(mark: QLabel) -> None:
    assert "…" not in mark.text() and mark.text().strip(" .")  # words, not an ellipsis
    assert mark.focusPolicy() == Qt.FocusPolicy.NoFocus
    assert not isinstance(mark, QAbstractButton)
    assert mark.toolTip() and mark.accessibleName()


def test_a_voter_still_to_vote_reads_as_a_state_in_words_not_a_button(window: MainWindow) -> None:
    seat_table(window, NAMES)
    window.lobby.deal_button.click()
    panel = open_vote(window)
    voters = [window.controller.names()[seat] for seat in panel.boxes]
    shown = marks(window)
    assert set(shown) == set(voters), (list(shown), voters)  # one state per voter, none missing
    for name in voters:
        mark = shown[name]
        assert_a_state_not_a_control(mark)
        assert mark.text() == "not voted yet"
        assert mark.accessibleName() == f"{name} has not voted yet"
        assert mark.toolTip() == "Waiting for this ballot"
        assert "italic" in mark.styleSheet()  # not told by colour alone
    first = voters[0]
    cast_all(window, {})
    QApplication.processEvents()
    done = marks(window)  # the vote stays open until the moderator resolves it
    assert done[first].text() == "✓ voted" and done[first].accessibleName() == f"{first} has voted"
    assert "italic" not in done[first].styleSheet()


def test_the_waiting_state_is_in_the_console_s_language_and_switches_live(window: MainWindow) -> None:
    seat_table(window, NAMES)
    window.lobby.deal_button.click()
    open_vote(window)
    name = next(iter(marks(window)))
    use_language("es")
    QApplication.processEvents()
    mark = marks(window)[name]
    assert (mark.text(), mark.accessibleName(), mark.toolTip()) == (
        "aún no ha votado",
        f"{name} aún no ha votado",
        "Falta este voto",
    )


def test_the_playing_host_s_player_list_says_waiting_and_ready_in_words(window: MainWindow) -> None:
    seat_table(window, NAMES, seed=11, host=NAMES[0])
    window.lobby.deal_button.click()
    status = window.phase.public_status
    assert status is not None
    states = marks(window)
    assert states, "the night's list shows who has acted"
    for mark in states.values():
        assert_a_state_not_a_control(mark)
    assert {m.text() for m in states.values()} <= {"waiting", "✓ ready"}
    waiting = [m for m in states.values() if m.text() == "waiting"]
    assert waiting and waiting[0].accessibleName() == f"{waiting[0].name}: waiting"
    assert all(not line.text().startswith(("…", "✓")) for line in status.lines)  # the name, then its state
