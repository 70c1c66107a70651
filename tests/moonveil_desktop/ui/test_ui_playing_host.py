"""Playing-host mode: the console never renders a role other than the host's own
(the whole widget tree's text is walked at each phase)."""

from __future__ import annotations

import re

from console_drive import NAMES, all_texts, cast_all, resolve, seat_table, submit_first
from PySide6.QtWidgets import QLabel

from engine.ruleset import find_ruleset
from moonveil_desktop.controller import TableController
from moonveil_desktop.ui.mainwindow import MainWindow
from moonveil_desktop.ui.phase import StatusMark

ROLE_NAMES = {spec.name("en"): role for role, spec in find_ruleset("moonveil").roles.items()}


def rendered_roles(window: MainWindow) -> set[str]:
    """Role names found anywhere in the window, leaving out the host's own card
    text and goal (a Villager's goal reads "Banish every Wolf.")."""
    card = window.controller.host_card() or {}
    own = {card.get("text"), card.get("goal")}
    text = "\n".join(t for t in all_texts(window) if t not in own)
    return {name for name in ROLE_NAMES if re.search(rf"\b{re.escape(name)}\b", text)}


def allowed_roles(window: MainWindow, host: int) -> set[str]:
    table = window.controller.table
    assert table is not None
    own = table.player_view(host, "en")["card"]["role_name"]  # the host's own card
    revealed = {s["role"] for s in window.controller.public_view()["seats"] if s["role"]}
    return {own} | {find_ruleset("moonveil").roles[r].name("en") for r in revealed}


def host_seat_for(seed: int) -> tuple[int, str]:
    """A seat whose card is Villager under this seed (so "Wolf" in its own
    results cannot be confused with a leak)."""
    from engine.commands import Deal, SeatPlayer
    from engine.game import Game

    game = Game("moonveil", {"game_type": "classic"}, seed)  # what seat_table deals
    for name in NAMES:
        game.apply(SeatPlayer(name))
    game.apply(Deal())
    seat = next(p.seat for p in game.state.players if p.role == "villager")
    return seat, NAMES[seat]


def test_playing_host_never_renders_another_players_role(window: MainWindow) -> None:
    seat, name = host_seat_for(11)
    seat_table(window, NAMES, seed=11, host=name)
    assert window.controller.playing_host and window.controller.host_seat == seat
    window.lobby.deal_button.click()
    window.host_card.toggle.click()  # the host looks at their own card
    assert window.host_card.role.text() == "Villager"
    assert not window.grimoire_dock.isVisible() and window.grimoire.table.rowCount() == 0
    assert window.phase.steps == []  # no night-order checklist: it names seats' roles
    assert [row.prompt.seat for row in window.phase.rows] == [seat]  # only the host's own action
    for _ in range(12):
        assert rendered_roles(window) <= allowed_roles(window, seat)
        if window.controller.over:
            break
        kind = window.controller.public_view()["phase"]["kind"]
        if kind == "night":
            submit_first(window.phase.rows[0])
            window.controller.run_bots()  # no phones in this test: nothing else acts
        elif kind == "vote":
            cast_all(window, {})
        assert rendered_roles(window) <= allowed_roles(window, seat)
        resolve(window)  # missing players: the host closes with an override, logged publicly
        preview_texts = all_texts(window)
        assert rendered_roles(window) <= allowed_roles(window, seat), preview_texts
    assert window.controller.public_view()["phase"]["number"] >= 2


def test_playing_host_preview_shows_only_public_lines(window: MainWindow) -> None:
    _, name = host_seat_for(11)
    seat_table(window, NAMES, seed=11, host=name)
    window.lobby.deal_button.click()
    window.host_card.toggle.click()  # the host's own action shows with their card
    submit_first(window.phase.rows[0])
    window.phase.resolve_button.click()
    dialog = window.dialog
    assert dialog is not None and dialog.objectName() == "previewDialog"
    assert dialog.reasons is None and dialog.private is None  # type: ignore[attr-defined]
    assert dialog.public is not None  # type: ignore[attr-defined]
    log = "\n".join(line.audience for line in window.controller.log_lines())
    assert "moderator" not in log


def test_playing_host_votes_only_for_themself_and_sees_only_marks(window: MainWindow) -> None:
    seat, name = host_seat_for(11)
    seat_table(window, NAMES, seed=11, host=name)
    window.lobby.deal_button.click()
    window.host_card.toggle.click()
    submit_first(window.phase.rows[0])
    resolve(window)  # night (override: phones would have acted)
    resolve(window)  # open the vote
    panel = window.phase.vote_panel
    assert panel is not None and list(panel.boxes) == [seat]  # a picker only for the host's own ballot
    assert window.phase.vote_panel.tally_label.text() == f"0 of {len(NAMES)} ballots cast"
    cast_all(window, {})
    rows = window.controller.vote_rows()
    assert [r.cast for r in rows if r.seat == seat] == [True]
    assert all(r.choice is None for r in rows if r.seat != seat)
    assert window.phase.vote_panel.tally_label.text() == f"1 of {len(NAMES)} ballots cast"


def wolf_seat_for(seed: int) -> tuple[int, str]:
    """A seat whose card is Wolf under this seed (what seat_table deals)."""
    from engine.commands import Deal, SeatPlayer
    from engine.game import Game

    game = Game("moonveil", {"game_type": "classic"}, seed)
    for name in NAMES:
        game.apply(SeatPlayer(name))
    game.apply(Deal())
    seat = next(p.seat for p in game.state.players if p.role == "wolf")
    return seat, NAMES[seat]


def host_secrets(window: MainWindow) -> list[str]:
    """What on the console would tell a Wolf host's neighbour their role."""
    texts = "\n".join(all_texts(window))
    log = "\n".join(line.text for line in window.controller.log_lines())
    return [s for s in ("Wolf attack", "You are the Wolf", "Your pack") if s in texts or s in log]


def test_playing_host_sees_own_card_actions_and_lines_only_after_show_my_card(window: MainWindow) -> None:
    """Issue 16 item 7: "Your actions: Wolf attack" and "You are the Wolf" stay
    hidden until "Show my card", and hide again with "Hide my card"."""
    seat, name = wolf_seat_for(11)
    seat_table(window, NAMES, seed=11, host=name)
    window.lobby.deal_button.click()
    assert window.host_card.toggle.text() == "Show my card"
    assert host_secrets(window) == [] and window.phase.rows == []
    assert window.phase.findChild(QLabel, "hostActionsHidden") is not None
    assert all(line.audience == "public" for line in window.controller.log_lines())
    window.host_card.toggle.click()
    assert window.host_card.role.text() == "Wolf" and window.host_card.toggle.text() == "Hide my card"
    assert [row.prompt.seat for row in window.phase.rows] == [seat]
    assert "Wolf attack" in all_texts(window)
    assert any(line.audience == "player" for line in window.controller.log_lines())
    window.host_card.toggle.click()  # hidden again
    assert host_secrets(window) == [] and window.phase.rows == [] and window.host_card.role.text() == ""


def test_a_preview_that_announces_nothing_says_so_instead_of_showing_a_blank_dialog(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Seen by hand: a playing host closing Three factions' Night 0 got a dialog with a
    title, two buttons and nothing else (no public line; the private ones are not
    the host's to see)."""
    from moonveil_desktop.console_rows import Line
    from moonveil_desktop.ui.dialogs import PreviewDialog

    empty = PreviewDialog("Resolve Night 0", [], [], False)
    qtbot.add_widget(empty)
    assert empty.nothing is not None and empty.nothing.text() == "Nothing is announced to the village at this step."
    assert empty.texts() == []
    said = PreviewDialog("Resolve Night 1", [Line("public", "Day 1", "Day 1 begins.", "day_breaks")], [], False)
    qtbot.add_widget(said)
    assert said.nothing is None and said.texts() == ["Day 1 begins."]


def test_playing_host_page_does_not_say_resolve_when_ready_while_waiting_for_phones(window: MainWindow) -> None:
    """Found by playing (stop 45): with the host's card hidden the night page read
    "Waiting for 2 players" above "Nothing to enter in this phase: resolve it when ready."
    The status line is the playing host's guide; the narrator's line is not shown."""
    _, name = wolf_seat_for(11)
    seat_table(window, NAMES, seed=11, host=name)
    window.lobby.deal_button.click()
    texts = all_texts(window)
    assert window.phase.findChild(QLabel, "hostActionsHidden") is not None
    assert any(text.startswith("Waiting for") for text in texts), texts
    assert not any("Nothing to enter" in text for text in texts), texts


def village_table_hosted_by_first_seat(window: MainWindow) -> TableController:
    """A dealt Village vs Non-village table (a book that keeps who has acted from the
    village) with the first seat as the playing host."""
    dialog = window.new_table()
    dialog.ruleset_box.setCurrentIndex(dialog.ruleset_box.findData("village_vs_nonvillage"))
    for name in NAMES[:9]:
        dialog.name_edit.setText(name)
        dialog.add_button.click()
    dialog.host_radio.setChecked(True)
    dialog.host_box.setCurrentText(NAMES[0])
    dialog.ok_button.click()
    window.lobby.deal_button.click()
    return window.controller


def test_playing_host_whose_seat_has_no_action_reads_everyone_has_acted_not_nobody(window: MainWindow) -> None:
    """Found by playing (stop 45, Village vs Non-village): in a night step where the host's
    seat has no action, after the phones had acted the host read "Nobody has to act in this
    phase", as if the step had no actor (and whether it has one is not the host's to learn)."""
    controller = village_table_hosted_by_first_seat(window)
    for _ in range(12):  # to a step where the host has nothing to do and others act
        if not controller.acting_seats() and controller.missing():
            break
        resolve(window)  # the host's own action, if any, left out (an override, logged)
    assert not controller.acting_seats() and controller.missing()
    table = controller.table_or_raise()
    for prompt in table.game.prompts():  # every other seat acts (as their phones would)
        ability = "pass" if "pass" in prompt.abilities else prompt.abilities[0]
        count = table.game.ruleset.abilities[ability].targeting.count
        targets = tuple(sorted(table.game.legal_targets(prompt.seat, ability))[:count])
        assert controller.act(prompt.seat, ability, targets)
    assert controller.missing() == []
    texts = all_texts(window)
    assert "Everyone has acted: you may resolve." in texts, texts
    assert not any(text.startswith("Nobody has to act") for text in texts), texts


def test_playing_host_ballot_count_agrees_with_the_status_where_the_book_hides_who_voted(window: MainWindow) -> None:
    """Found by playing (stop 45, Village vs Non-village's sheriff vote): the host read
    "Waiting for 1 player" above "0 of 4 ballot(s) cast" with "…" beside every other voter,
    because the book keeps who has voted from the village and the panel counted ✓ marks."""
    controller = village_table_hosted_by_first_seat(window)
    for _ in range(12):
        if controller.vote_rows():
            break
        resolve(window)
    table = controller.table_or_raise()
    assert not controller.ballots_marked_publicly()
    others = [p for p in table.game.vote_prompts() if p.seat != controller.host_seat]
    assert others and any(p.seat == controller.host_seat for p in table.game.vote_prompts())
    for prompt in others:
        assert controller.vote(prompt.seat, prompt.choices[0])
    panel = window.phase.vote_panel
    assert panel is not None
    voters = len(others) + 1
    assert panel.tally_label.text() == f"{len(others)} of {voters} ballots cast"
    # a mark on the host's own line only (not cast yet): none for what the host may not know
    marks = [mark.text() for mark in panel.findChildren(StatusMark)]
    assert marks == ["not voted yet"], marks
