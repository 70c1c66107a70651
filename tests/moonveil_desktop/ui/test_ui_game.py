"""A whole classic game played through the console's widgets, and undo/redo at
each phase (the moderator's Ctrl+Z / Ctrl+Shift+Z)."""

from __future__ import annotations

from console_drive import (
    NAMES,
    all_texts,
    cast_all,
    grimoire_roles,
    resolve,
    seat_table,
    snapshot,
    submit_all,
    submit_first,
)
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QPushButton

from moonveil_desktop.ui.mainwindow import MainWindow


def wolves(window: MainWindow) -> list[str]:
    return [name for name, role in grimoire_roles(window).items() if role == "Wolf"]


def living(window: MainWindow) -> list[str]:
    return [s["name"] for s in window.controller.public_view()["seats"] if s["alive"]]


def vote_out_a_wolf(window: MainWindow) -> None:
    pack = wolves(window)
    target = next(name for name in living(window) if name in pack)
    victim = next(name for name in living(window) if name not in pack)
    cast_all(window, {name: (victim if name in pack else target) for name in living(window) if name != target})
    # the target votes too (anyone else)
    cast_all(window, {target: victim})


def test_whole_classic_game_through_the_widgets(window: MainWindow) -> None:
    assert window.stack.currentWidget() is window.welcome
    seat_table(window, NAMES)
    assert window.stack.currentWidget() is window.lobby
    assert window.lobby.seats.count() == len(NAMES)
    window.lobby.deal_button.click()
    assert window.stack.currentWidget() is window.phase

    seen_titles: list[str] = []
    for _ in range(20):
        if window.stack.currentWidget() is window.winner:
            break
        seen_titles.append(window.phase.title.text())
        kind = window.controller.public_view()["phase"]["kind"]
        if kind == "night":
            steps = [box.step.id for box in window.phase.steps]
            assert steps == ["wolf", "seer", "guardian", "villager"]  # the rule set's wake order
            assert window.phase.steps[0].words.text() == "Wolves, wake up and choose your victim."
            submit_all(window)
            assert window.phase.status.text() == "Everyone has acted: you may resolve."
        elif kind == "vote":
            vote_out_a_wolf(window)
        resolve(window)
    assert window.stack.currentWidget() is window.winner
    assert any(t.endswith("Night 1") for t in seen_titles)
    assert any(t.endswith("Night 2") for t in seen_titles)
    assert any(t.endswith("Day 1") for t in seen_titles)
    assert any(t.endswith("Vote of day 2") for t in seen_titles)
    outcome = window.controller.public_view()["outcome"]
    assert outcome["winning_teams"] == ["village"]
    assert window.winner.title.text() == "The Village wins."
    assert window.winner.detail.text().startswith("Game over: The Village wins. Winners:")
    final = [window.winner.roles.item(i).text() for i in range(window.winner.roles.count())]
    assert len(final) == len(NAMES) and all(": " in line for line in final)
    assert sum("Wolf" in line for line in final) == 2
    # the saved-games listing knows the game is finished
    record = window.controller.saved_games()[0]
    assert record.finished and record.day_reached == 2 and record.players == NAMES


def test_target_picker_offers_only_legal_targets(window: MainWindow) -> None:
    seat_table(window, NAMES)
    window.lobby.deal_button.click()
    pack = wolves(window)
    wolf_rows = [row for row in window.phase.rows if row.prompt.name in pack]
    assert len(wolf_rows) == 2
    for row in wolf_rows:
        offered = [row.target_boxes[0].itemText(i) for i in range(row.target_boxes[0].count())]
        assert sorted(offered) == sorted(n for n in NAMES if n not in pack)
    seer_row = next(row for row in window.phase.rows if row.prompt.choices[0].ability == "inspect")
    offered = [seer_row.target_boxes[0].itemText(i) for i in range(seer_row.target_boxes[0].count())]
    assert seer_row.prompt.name not in offered and len(offered) == len(NAMES) - 1


def test_dead_roles_keep_their_step_marked_for_the_moderator(window: MainWindow) -> None:
    seat_table(window, NAMES)
    window.lobby.deal_button.click()
    seer = next(name for name, role in grimoire_roles(window).items() if role == "Seer")
    submit_all(window)
    resolve(window)
    if seer in living(window):  # day 1: open the vote, banish the Seer
        resolve(window)
        cast_all(
            window,
            {name: (seer if name != seer else next(n for n in living(window) if n != seer)) for name in living(window)},
        )
        resolve(window)
    assert window.controller.public_view()["phase"]["label"] == "night 2"
    step = next(box for box in window.phase.steps if box.step.id == "seer")
    assert not step.step.active
    assert step.findChild(type(step.words), "deadStep") is not None
    assert [box.step.id for box in window.phase.steps] == ["wolf", "seer", "guardian", "villager"]


def test_ticks_are_kept_per_step_and_phase(window: MainWindow) -> None:
    seat_table(window, NAMES)
    window.lobby.deal_button.click()
    window.phase.steps[1].tick.setChecked(True)
    submit_first(window.phase.rows[0])  # rebuilds the page from the views
    assert window.phase.steps[1].tick.isChecked()
    assert not window.phase.steps[0].tick.isChecked()


def test_undo_redo_at_each_phase(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    seat_table(window, NAMES[:6], seed=3)
    states = [snapshot(window)]

    def step(action) -> None:  # type: ignore[no-untyped-def]
        before = snapshot(window)
        action()
        after = snapshot(window)
        assert after != before
        window.undo_action.trigger()
        assert snapshot(window) == before
        window.redo_action.trigger()
        assert snapshot(window) == after
        states.append(after)

    step(window.lobby.deal_button.click)  # deal
    step(lambda: submit_first(window.phase.rows[0]))  # a night action
    step(lambda: submit_first(window.phase.rows[1]))  # another
    submit_all(window)
    step(lambda: resolve(window))  # night → day (Clock + Advance undone together)
    step(lambda: resolve(window))  # day → vote
    window.phase.vote_panel.boxes[0].setCurrentIndex(0)  # no ballot is preselected
    step(lambda: window.phase.vote_panel.findChild(QPushButton, "cast_0").click())  # a ballot
    cast_all(window, {})
    step(lambda: resolve(window))  # the vote closes
    # keyboard: the shortcuts reach the same actions
    window.activateWindow()
    before = snapshot(window)
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert snapshot(window) != before
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert snapshot(window) == before
    # undo all the way back to the seated lobby, and the page follows
    while window.undo_action.isEnabled():
        window.undo_action.trigger()
    assert window.stack.currentWidget() is window.welcome or window.controller.table.game.journal == []
    assert window.controller.saved_games()[0].players in ([], NAMES[:6])


def test_grimoire_hides_with_one_key(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    seat_table(window, NAMES)
    window.lobby.deal_button.click()
    window.grimoire_dock.show()
    assert window.grimoire_dock.isVisible()
    roles = grimoire_roles(window)
    assert set(roles) == set(NAMES) and "Wolf" in roles.values()
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_F9)
    assert not window.grimoire_dock.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_F9)
    assert window.grimoire_dock.isVisible()


def test_refusals_show_in_plain_words(window: MainWindow) -> None:
    seat_table(window, NAMES[:6])
    window.lobby.deal_button.click()
    window.controller.advance(override=False)  # players are missing
    assert window.error_banner.isVisible()
    assert window.error_banner.text().startswith("Still waiting for")
    assert "(MV-9.2)" in window.error_banner.text()


def test_override_is_previewed_and_logged_publicly(window: MainWindow) -> None:
    seat_table(window, NAMES[:6])
    window.lobby.deal_button.click()
    submit_first(window.phase.rows[0])
    window.phase.resolve_button.click()
    dialog = window.dialog
    warning = dialog.findChild(type(window.phase.title), "overrideWarning")
    assert warning is not None and "host override" in warning.text()
    dialog.announce_button.click()
    public = window.controller.public_view()["announcements"]
    assert any(a["kind"] == "night_override" for a in public)
    window.log_view.set_filter("public")
    assert any("closed by host override" in line for line in all_texts(window.log_view))


def test_log_filters_and_exports(window: MainWindow, tmp_path) -> None:  # type: ignore[no-untyped-def]
    seat_table(window, NAMES[:6])
    window.lobby.deal_button.click()
    submit_all(window)
    resolve(window)
    for key in ("public", "private", "moderator"):
        window.log_view.set_filter(key)
        lines = window.log_view.lines()
        assert (
            lines
            and {line.audience for line in lines}
            <= {
                "public": {"public"},
                "private": {"player", "channel"},
                "moderator": {"moderator"},
            }[key]
        )
    window.write_log(str(tmp_path / "log.json"), "json")
    window.write_log(str(tmp_path / "log.txt"), "text")
    import json

    data = json.loads((tmp_path / "log.json").read_text())
    assert {"audience", "phase", "text", "kind", "to"} <= set(data[0])
    assert "Night 1 falls." in (tmp_path / "log.txt").read_text()


def test_vote_shows_weights_and_live_tallies(window: MainWindow) -> None:
    seat_table(window, NAMES[:6])
    window.lobby.deal_button.click()
    submit_all(window)
    resolve(window)
    resolve(window)  # open the vote
    panel = window.phase.vote_panel
    assert panel is not None
    seats = list(panel.boxes)
    names = window.controller.names()
    target = names[seats[-1]]
    box = panel.boxes[seats[0]]
    box.setCurrentIndex(box.findText(target))
    panel.findChild(QPushButton, f"cast_{seats[0]}").click()
    text = window.phase.vote_panel.tally_label.text()
    assert text == f"Tallies: {target}: 1\nTotal weight {len(seats)}; {len(seats) - 1} not cast yet"
    boxes = window.phase.vote_panel.findChildren(QComboBox)
    assert all(box.itemText(box.count() - 1) == "Abstain" for box in boxes)
    assert "weight 1" in all_texts(window.phase.vote_panel)
