"""Main window: the timer's clock, settings, the hooks for the phone panel and
the projector, and "Same for all" in a checklist step."""

from __future__ import annotations

from typing import Any

import pytest
from console_drive import NAMES, first_choice, seat_table, submit_first
from PySide6.QtWidgets import QLabel, QScrollArea, QWidget

from engine.commands import Clock
from moonveil_desktop.ui.mainwindow import MainWindow


def test_time_enters_the_engine_when_the_countdown_expires(window: MainWindow) -> None:
    seat_table(window, NAMES[:6])
    window.lobby.deal_button.click()
    assert window.timer.duration_ms == 180_000  # the night's countdown from the settings
    assert window.timer.label.text() == "03:00"
    window.controller.evening.clock_base += 181_000  # as if the night had lasted that long
    window.timer.expired.emit()
    journal = window.controller.table_or_raise().game.journal
    assert isinstance(journal[-1], Clock) and journal[-1].now_ms >= 181_000
    assert window.controller.public_view()["now_ms"] == journal[-1].now_ms


def test_timer_follows_the_phase_and_can_be_off(window: MainWindow) -> None:
    window.settings.set_timer("day", 0)
    seat_table(window, NAMES[:6])
    window.lobby.deal_button.click()
    window.timer.toggle()
    assert window.timer.running() and window.timer.start_button.text() == "Pause"
    window.timer.toggle()
    assert not window.timer.running()
    for row in list(window.phase.rows):
        if row.pending():
            submit_first(row)
    window.controller.advance()
    assert window.controller.public_view()["phase"]["kind"] == "day"
    assert window.timer.label.text() == "--:--" and not window.timer.start_button.isEnabled()


def test_language_setting_changes_the_engine_texts(window: MainWindow) -> None:
    seat_table(window, NAMES[:6])
    window.lobby.deal_button.click()
    assert window.phase.latest.text() == "Night 1 falls."
    window.settings.language = "es"
    window._settings_changed()
    assert window.phase.latest.text() == "Cae la noche 1."
    assert window.phase.steps[0].words.text() == "Lobos, despertad y elegid a vuestra víctima."


def test_phone_panel_hook(window: MainWindow) -> None:
    panel = QLabel("server on 127.0.0.1:8765")
    window.set_phone_panel(panel)
    scroll = window.phone_dock.widget()
    assert isinstance(scroll, QScrollArea) and scroll.widget() is panel  # it scrolls: the dock is full height


def test_projector_hook_gets_a_public_view_callable(window: MainWindow) -> None:
    assert not window.projector_action.isEnabled()
    received: list[Any] = []

    def factory(public_view):  # type: ignore[no-untyped-def]
        received.append(public_view)
        return QWidget()

    window.set_projector_factory(factory)
    assert window.projector_action.isEnabled()
    seat_table(window, NAMES[:6])
    window.lobby.deal_button.click()
    window.projector_action.trigger()
    assert window.projector is not None and window.projector.isVisible()
    view = received[0]()
    assert view == window.controller.public_view() and "grimoire" not in view
    window.projector.close()


def test_same_for_all_submits_a_packs_choice(window: MainWindow) -> None:
    seat_table(window, NAMES)  # 8 players: two Wolves
    window.lobby.deal_button.click()
    wolf_step = window.phase.steps[0]
    assert wolf_step.step.id == "wolf" and len(wolf_step.rows) == 2
    first_choice(wolf_step.rows[0])
    wolf_step.same_button.click()
    submissions = window.controller.moderator_view()["submissions"]
    attacks = [s for s in submissions if s["ability"] == "attack"]
    assert len(attacks) == 2 and attacks[0]["targets"] == attacks[1]["targets"]


def test_settings_dialog_saves_every_setting(window: MainWindow) -> None:
    window.edit_settings()
    dialog = window.dialog
    assert dialog is not None and dialog.objectName() == "settingsDialog"
    dialog.language.setCurrentIndex(dialog.language.findData("it"))  # type: ignore[attr-defined]
    dialog.timers["vote"].setValue(45)  # type: ignore[attr-defined]
    dialog.interface.setCurrentIndex(dialog.interface.findData("127.0.0.1"))  # type: ignore[attr-defined]
    dialog.port.setValue(9000)  # type: ignore[attr-defined]
    dialog._save()  # type: ignore[attr-defined]
    settings = window.settings
    saved = (settings.language, settings.timer("vote"), settings.interface, settings.port)
    assert saved == ("it", 45, "127.0.0.1", 9000)
    assert window.controller.lang == "it"


@pytest.mark.parametrize("closed_by_moderator", [False, True])
def test_the_projector_comes_back_with_a_resumed_game(
    window: MainWindow, qtbot: Any, data_dir: Any, app_settings: Any, closed_by_moderator: bool
) -> None:
    """After a crash the console resumes the unfinished game: the village's screen, open
    when the console stopped, opens again by itself; one the moderator had closed stays
    closed."""
    from moonveil_desktop.app import compose

    window.set_projector_factory(lambda _view: QWidget())
    seat_table(window, NAMES[:6])
    window.lobby.deal_button.click()
    window.projector_action.trigger()
    if closed_by_moderator:
        assert window.projector is not None
        window.projector.close()
    window.close()  # the projector closes with the console: not the moderator's choice
    again = compose(data_dir, app_settings)
    qtbot.addWidget(again)
    again.set_projector_factory(lambda _view: QWidget())
    again.show()
    try:
        again.start(resume=True)
        assert again.controller.table is not None
        opened = again.projector is not None and again.projector.isVisible()
        assert opened is not closed_by_moderator
    finally:
        if again.projector is not None:
            again.projector.close()
        if again.controller.storage is not None:
            again.controller.storage.close()
