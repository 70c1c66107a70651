"""Issue 16: a focused night (the current step large, the others collapsed but
reachable), ``pick_seat`` for the grimoire around the table, the information
roles' answers at their step, and each prompt listed in one step only."""

from __future__ import annotations

from console_drive import NAMES, first_choice, seat_table
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from moonveil_desktop.table import TableSettings
from moonveil_desktop.ui.mainwindow import MainWindow
from moonveil_desktop.ui.phase import StepBox

LUNA = ["Pablo", "Hugo", "Lucia", "Diego", "Marta", "Sara", "Nora", "Ivan", "Olga"]
VVN = ["Ada", "Bo", "Cy", "Di", "Ed", "Flo", "Gil", "Hu", "Ike"]


def deal_classic(window: MainWindow) -> None:
    seat_table(window, NAMES)  # seed 7: wolves Eli and Gus, the Seer Cai, the Guardian Fay
    window.lobby.deal_button.click()


def deal(window: MainWindow, ruleset: str, names: list[str], options: dict[str, object] | None = None) -> None:
    assert window.controller.new_table(TableSettings(ruleset, options or {}, 7), [(name, False) for name in names])
    window.lobby.deal_button.click()


def step(window: MainWindow, step_id: str) -> StepBox:
    return next(box for box in window.phase.steps if box.step.id == step_id)


def roles(window: MainWindow) -> dict[str, str]:
    return {row["name"]: row["role"] for row in window.controller.grimoire()}


def test_the_current_step_is_large_with_its_words_and_who_wakes(window: MainWindow) -> None:
    deal_classic(window)
    wolf, seer = step(window, "wolf"), step(window, "seer")
    assert window.phase.current_step() is wolf and wolf.current and wolf.expanded()
    assert not wolf.content.isHidden() and wolf.words.text() == "Wolves, wake up and choose your victim."
    assert wolf.words.font().pointSizeF() > seer.words.font().pointSizeF()
    pack = [name for name, role in roles(window).items() if role == "wolf"]
    assert wolf.wakes.text() == "Wakes: " + ", ".join(pack)
    for box in window.phase.steps[1:]:  # collapsed, their header still shown
        assert not box.expanded() and box.content.isHidden() and not box.header.isHidden()
    for row in wolf.rows:
        first_choice(row).submit_button.click()
    assert window.phase.current_step() is step(window, "seer")  # the focus moves on
    assert not step(window, "seer").content.isHidden() and step(window, "wolf").content.isHidden()
    assert step(window, "wolf").header.text().startswith("✓")


def test_a_collapsed_step_opens_by_click_and_by_keyboard_and_stays_open(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    deal_classic(window)
    guardian = step(window, "guardian")
    guardian.header.click()
    assert guardian.expanded() and not guardian.content.isHidden()
    villager = step(window, "villager")
    villager.header.setFocus()
    qtbot.keyClick(villager.header, Qt.Key.Key_Space)
    assert villager.expanded() and not villager.content.isHidden()
    first_choice(step(window, "wolf").rows[0]).submit_button.click()  # the page is rebuilt
    assert step(window, "guardian").expanded() and step(window, "villager").expanded()
    assert not step(window, "seer").expanded()  # not current, never opened: collapsed


def test_ticking_a_step_read_aloud_hands_the_focus_to_the_next(window: MainWindow) -> None:
    deal_classic(window)
    step(window, "wolf").tick.setChecked(True)
    assert window.phase.current_step() is step(window, "seer") and not step(window, "seer").content.isHidden()


def test_pick_seat_fills_the_first_empty_picker_of_the_current_step(window: MainWindow) -> None:
    deal_classic(window)
    names = window.controller.names()
    first, second = step(window, "wolf").rows
    target = next(s for s in first.prompt.choices[0].targets if s in second.prompt.choices[0].targets)
    assert window.phase.pick_seat(target)
    assert first.target_boxes[0].currentData() == target and second.target_boxes[0].currentIndex() == -1
    assert window.phase.pick_seat(target)  # the next empty picker
    assert second.target_boxes[0].currentText() == names[target]
    assert not window.phase.pick_seat(target)  # nothing empty is left in this step
    assert step(window, "seer").rows[0].target_boxes[0].currentIndex() == -1  # other steps untouched
    first.submit_button.click()
    assert window.phase.steps[0].rows[1].target_boxes[0].currentData() == target  # kept as an entered choice


def test_pick_seat_skips_a_picker_that_does_not_offer_the_seat(window: MainWindow) -> None:
    deal_classic(window)
    wolf = step(window, "wolf")
    own = wolf.rows[0].prompt.seat  # a wolf is no legal target of the pack
    assert own not in wolf.rows[0].prompt.choices[0].targets
    journal = len(window.controller.table_or_raise().game.journal)
    assert not window.phase.pick_seat(own)
    assert all(box.currentIndex() == -1 for row in wolf.rows for box in row.target_boxes)
    assert len(window.controller.table_or_raise().game.journal) == journal  # nothing submitted


def test_MV_5_5_seer_answer_shows_at_its_step_while_provisional(window: MainWindow) -> None:
    """MV-5.5: the Seer learns whether the inspected player is a Wolf; the console
    shows it at the Seer's step at once, from the engine's preview."""
    deal_classic(window)
    seer = step(window, "seer")
    assert seer.answer.isHidden()
    names, role_of = window.controller.names(), roles(window)
    wolf_name = next(name for name, role in role_of.items() if role == "wolf")
    box = seer.rows[0].target_boxes[0]
    box.setCurrentIndex(box.findText(wolf_name))
    seer.rows[0].submit_button.click()
    seer = step(window, "seer")
    seer_name = names[seer.rows[0].prompt.seat]
    assert not seer.answer.isHidden()
    lines = seer.answer.text().splitlines()
    assert lines[0] == f"If the night ended now, {seer_name} learns: {wolf_name}: Wolf."
    assert lines[1].startswith("Provisional: 7 players still to act")
    assert step(window, "wolf").answer.text() == ""  # nothing for steps that did not act


def test_MV_5_5_seer_answer_shows_as_soon_as_the_target_is_entered(window: MainWindow) -> None:
    """The moderator picks the Seer's target: the answer shows before Submit, and
    nothing is recorded; the step stays open with its answer once submitted."""
    deal_classic(window)
    journal = len(window.controller.table_or_raise().game.journal)
    role_of = roles(window)
    villager = next(name for name, role in role_of.items() if role == "villager")
    seer = step(window, "seer")
    box = seer.rows[0].target_boxes[0]
    box.setCurrentIndex(box.findText(villager))
    assert f"learns: {villager}: not a Wolf." in seer.answer.text() and not seer.answer.isHidden()
    assert len(window.controller.table_or_raise().game.journal) == journal
    box.setCurrentIndex(-1)  # emptied again: no answer
    assert seer.answer.isHidden()
    box.setCurrentIndex(box.findText(villager))
    seer.rows[0].submit_button.click()
    seer = step(window, "seer")
    assert seer is not window.phase.current_step() and seer.expanded() and "not a Wolf" in seer.answer.text()


def test_LL_seer_answer_shows_at_the_seers_step(window: MainWindow) -> None:
    """Luna llena: the Seer's consultation (good/evil) is shown at the Seer's step."""
    deal(window, "luna_llena", LUNA)
    seer = step(window, "seer")
    row = next(r for r in seer.rows if r.ability_box.findData("consult") >= 0)
    row.choose("consult", (0,))
    row.submit_button.click()
    text = step(window, "seer").answer.text()
    assert text.startswith(f"If the night ended now, {LUNA[row.prompt.seat]} learns: {LUNA[0]}: ")
    assert "Provisional" in text


def test_VN_seer_answer_comes_from_the_whole_night_preview(window: MainWindow) -> None:
    """Village vs Non-village: the divination is delivered after the night's later
    steps (the witch's); the preview closes them by override to show it now."""
    deal(window, "village_vs_nonvillage", VVN)
    seer = step(window, "seer")
    row = seer.rows[0]
    assert row.choose("divine", (0,))
    row.submit_button.click()
    text = step(window, "seer").answer.text()
    assert f"{VVN[row.prompt.seat]} learns: {VVN[0]} — " in text, text


def test_full_moon_lists_each_wolf_once_per_step(window: MainWindow) -> None:
    deal(window, "luna_llena", LUNA)
    for box in window.phase.steps:
        seats = [row.prompt.seat for row in box.rows]
        assert len(seats) == len(set(seats)), (box.step.id, seats)
    evil = step(window, "evil")
    assert [row.prompt.slot for row in evil.rows] == ["attack"] * len(evil.step.seats)
    assert evil.header.text() == evil.step.words and "evil" not in evil.header.text()  # a team, not a role id
    listed = [(row.prompt.seat, row.prompt.slot) for box in window.phase.steps for row in box.rows]
    assert len(listed) == len(set(listed))  # each prompt appears in one step only
    assert set(listed) == {(r.prompt.seat, r.prompt.slot) for r in window.phase.rows}


def test_IT_10_2_blind_seer_reading_shows_for_the_player_who_receives_it(window: MainWindow) -> None:
    """IT-10.2: the Blind Seer examines one player and names who receives
    the reading; the step shows what that receiver would learn."""
    from engine.ruleset import find_ruleset

    deal(window, "three_factions", NAMES, dict(find_ruleset("three_factions").proposed_options(8)))
    seer = next(box for box in window.phase.steps for row in box.rows if row.ability_box.findData("examine") >= 0)
    row = next(r for r in seer.rows if r.ability_box.findData("examine") >= 0)
    row.ability_box.setCurrentIndex(row.ability_box.findData("examine"))
    # each picker says which target it holds: the order matters (the examined, then who is told)
    assert [box.placeholderText() for box in row.target_boxes] == ["— Examined —", "— Receives the reading —"]
    assert row.target_boxes[1].accessibleName().startswith("Receives the reading: ")
    examined, receiver = (box.itemData(index) for box, index in zip(row.target_boxes, (0, 1), strict=True))
    assert row.choose("examine", (examined, receiver))
    lines = seer.answer.text().splitlines()
    assert any(line.startswith(f"If the night ended now, {NAMES[receiver]} learns: ") for line in lines), lines


def test_the_current_step_scrolls_into_view_when_the_focus_moves_on(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    deal(window, "village_vs_nonvillage", VVN)  # nine steps: more than a 1366x768 console shows
    window.resize(1366, 720)
    page = window.phase
    bar = page.scroll_area.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0)
    for box in page.steps[:-1]:  # each read aloud: the focus moves down the night
        box.tick.setChecked(True)
    current = page.current_step()
    assert current is page.steps[-1]

    def shown() -> bool:
        top = current.header.mapTo(page.scroll_area.viewport(), current.header.rect().topLeft()).y()
        return top >= 0 and top + current.header.height() <= page.scroll_area.viewport().height()

    qtbot.waitUntil(shown)
    assert bar.value() > 0


def test_phase_labels_name_the_step_in_words_in_the_consoles_language(window: MainWindow) -> None:
    """The console's titles, status bar and log say "Day 1 / Defense", never the id."""
    from moonveil_desktop.i18n import use_language
    from moonveil_desktop.ui.phase import label_title

    assert label_title("day 1/defense") == "Day 1 / Defense"
    assert label_title("night 1/actions") == "Night 1 / Night actions"
    use_language("es")
    assert label_title("day 2/judgment") == "Día 2 / Juicio"


def test_a_step_entered_out_of_order_hands_the_focus_to_the_next_step_not_back_to_the_top(
    window: MainWindow,
) -> None:
    """Played by hand: the moderator left the first step unticked and entered later
    ones; after each entry the page jumped back up to that first step. The focus
    (and the scroll with it) now goes on to the next step not done yet."""
    deal_classic(window)
    assert window.phase.current_step() is step(window, "wolf")  # skipped: never ticked, nothing entered
    seer = step(window, "seer")
    seer.header.click()  # the moderator opens the Seer's step and enters there
    row = first_choice(seer.rows[0])
    row.target_boxes[0].setFocus()
    row.submit_button.click()
    after = window.phase.current_step()
    assert after is step(window, "wolf")  # still the first step not done
    guardian = step(window, "guardian")
    assert guardian.isAncestorOf(QApplication.focusWidget())  # but the keyboard went on to the next one
    assert guardian.expanded()


def test_NP_7_in_the_witchs_input_step_the_witchs_step_is_the_current_one(window: MainWindow) -> None:
    """Played by hand: Village vs Non-village takes its night in three input steps
    (NP-2…NP-4, NP-7 the Witch, NP-8 Prestige). Once the first was resolved the page
    still made the Piper's step current (not ticked under the new step's label), and
    the moderator had to look for the Witch's at the bottom of the list."""
    from console_drive import resolve, submit_all

    deal(window, "village_vs_nonvillage", VVN)
    assert window.phase.current_step() is step(window, "piper")
    submit_all(window)
    resolve(window)
    assert window.controller.table_or_raise().game.state.phase.step == "witch"
    witch = step(window, "witch")
    assert window.phase.current_step() is witch and witch.expanded() and witch.rows
    earlier = window.phase.steps[: window.phase.steps.index(witch)]
    assert earlier and all(box.done() and box.header.text().startswith("✓") for box in earlier)
    assert not step(window, "elder_prestige").done()  # NP-8 comes after: not through
    assert len(witch.rows) == 2 and witch.same_button is None  # one player's two potions: no "Same for all"


def test_MV_5_4_a_guardians_step_does_not_show_what_the_seer_it_protects_learns(window: MainWindow) -> None:
    """MV-5.4/5.5: the Guardian protects the Seer, who inspected a Wolf. The Seer's
    reading is the Seer's own action's: it shows at the Seer's step, not at the
    Guardian's (a chosen player who acts tonight learns at their own step)."""
    deal_classic(window)
    names, role_of = window.controller.names(), roles(window)
    wolf_name = next(name for name, role in role_of.items() if role == "wolf")
    seer = step(window, "seer")
    seer_name = names[seer.rows[0].prompt.seat]
    box = seer.rows[0].target_boxes[0]
    box.setCurrentIndex(box.findText(wolf_name))
    seer.rows[0].submit_button.click()
    guardian = step(window, "guardian")
    box = guardian.rows[0].target_boxes[0]
    box.setCurrentIndex(box.findText(seer_name))
    guardian.rows[0].submit_button.click()
    assert f"{seer_name} learns: {wolf_name}: Wolf." in step(window, "seer").answer.text()
    assert f"{seer_name} learns" not in step(window, "guardian").answer.text()


def test_a_two_target_row_fits_the_page_once_entered(window: MainWindow, qtbot) -> None:  # type: ignore[no-untyped-def]
    """Seen in Spanish at 1366x768: once the Blind Seer's examined and recipient were
    entered, "✓ Examinar Ana, Carla" on one line pushed the row past the page, behind a
    sideways scroll bar. What was entered now wraps beside Submit."""
    from engine.ruleset import find_ruleset

    window.set_language("es")
    deal(window, "three_factions", NAMES, dict(find_ruleset("three_factions").proposed_options(8)))
    window.resize(1280, 680)  # the console's size on a 1366x768 screen
    seer = next(box for box in window.phase.steps for row in box.rows if row.ability_box.findData("examine") >= 0)
    row = next(r for r in seer.rows if r.ability_box.findData("examine") >= 0)
    examined, receiver = (box.itemData(index) for box, index in zip(row.target_boxes, (0, 1), strict=True))
    assert row.choose("examine", (examined, receiver))
    row.submit_button.click()
    page = window.phase
    qtbot.wait(50)
    entered = next(r for r in page.rows if r.prompt.seat == row.prompt.seat)
    assert entered.status.text().startswith("✓")
    assert entered.minimumSizeHint().width() <= page.scroll_area.viewport().width()
