"""The projector window shows only the public view: leak scans over whole games,
plain-text names, screens remembered, the countdown, the end screen."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from projector_games import leaks, play, secrets
from PySide6.QtCore import QCoreApplication, QSettings
from PySide6.QtWidgets import QLabel

from engine.commands import Advance, Deal, SeatPlayer, Submit, Vote
from engine.ruleset import ruleset_names
from moonveil_desktop.projector import window as window_module
from moonveil_desktop.projector.window import SETTINGS_SCREEN, ProjectorWindow, load_translator
from moonveil_desktop.table import Table, TableSettings


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "projector.ini"), QSettings.Format.IniFormat)


def make_window(qtbot: Any, table: Table, settings: QSettings, **kwargs: Any) -> ProjectorWindow:
    window = ProjectorWindow(table.public_view, table.subscribe, settings=settings, **kwargs)
    qtbot.add_widget(window)
    window.resize(1920, 1080)
    window.show()
    return window


def every_label(window: ProjectorWindow) -> str:
    """All text a viewer could see: every visible label's text."""
    return "\n".join(window.visible_texts())


def seat_texts(window: ProjectorWindow) -> dict[int, str]:
    return {
        index: " ".join(label.text() for label in seat.findChildren(QLabel) if label.isVisibleTo(window))
        for index, seat in enumerate(window.table.seats)
    }


@pytest.mark.parametrize("ruleset", ruleset_names())
@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_window_never_shows_a_secret_over_a_whole_bot_game(qtbot: Any, settings: QSettings, ruleset: str, lang: str):
    state: dict[str, Any] = {"window": None, "steps": 0, "problems": []}

    def step(table: Table) -> None:
        if state["window"] is None:
            state["window"] = make_window(qtbot, table, settings, lang=lang)
        window = state["window"]
        state["steps"] += 1
        found = secrets(table, lang)
        problems = leaks(found, every_label(window), seat_texts(window))
        state["problems"] += [f"step {state['steps']}: {p}" for p in problems]

    table = play(ruleset, seed=11, step=step)
    assert table.game.state.over
    assert state["steps"] > 20
    assert state["problems"] == []
    # The end screen reveals every role: the scan above must not have been blind to role names.
    text = every_label(state["window"])
    from engine.ruleset import find_ruleset

    spec = find_ruleset(ruleset)
    for player in table.game.state.players:
        assert spec.roles[player.role].name(lang) in text


def test_the_scan_catches_a_window_that_leaks(qtbot: Any, settings: QSettings):
    """The leak scan is not blind: a label showing a living player's role is caught."""
    table = Table(TableSettings("moonveil", {"game_type": "classic"}, seed=2))
    for name in ("Ana", "Bea", "Cai", "Dov", "Eli"):
        table.apply(SeatPlayer(name))
    window = make_window(qtbot, table, settings)
    table.apply(Deal(("wolf", "seer", "villager", "villager", "villager")))
    table.apply(Submit(1, "inspect", (0,)))
    assert leaks(secrets(table, "en"), every_label(window), seat_texts(window)) == []
    window.table.seats[1].role.setText("Seer")
    window.table.seats[1].role.show()
    private = [m["text"] for m in table.moderator_view("en")["log"] if m["audience"]["kind"] == "player"]
    window.centre.news.setText(private[-1])
    window.centre.news.show()
    problems = leaks(secrets(table, "en"), every_label(window), seat_texts(window))
    assert any("seat 1 shows role 'Seer'" in p for p in problems)
    assert any("private text" in p for p in problems)


def scripted(table: Table) -> None:
    for name in ("<b>Ana</b>", "Bea", "Cai", "Dov", "Eli"):
        table.apply(SeatPlayer(name))
    table.apply(Deal(("wolf", "seer", "villager", "villager", "guardian")))


def test_names_are_plain_text_never_rich_text(qtbot: Any, settings: QSettings):
    table = Table(TableSettings("moonveil", {"game_type": "classic"}, seed=2))
    window = make_window(qtbot, table, settings)
    scripted(table)
    labels = window.findChildren(QLabel)
    assert labels and all(label.textFormat().name == "PlainText" for label in labels)
    assert "<b>Ana</b>" in every_label(window)


def test_MV_7_1_an_eliminated_role_shows_on_its_seat_a_living_one_never(qtbot: Any, settings: QSettings):
    table = Table(TableSettings("moonveil", {"game_type": "classic"}, seed=2))
    window = make_window(qtbot, table, settings)
    scripted(table)
    table.apply(Submit(0, "attack", (2,)))
    for seat, ability, targets in ((1, "inspect", (0,)), (2, "ready", ()), (3, "ready", ()), (4, "protect", (4,))):
        table.apply(Submit(seat, ability, targets))
    table.apply(Advance())
    seats = seat_texts(window)
    assert "Villager" in seats[2] and "Cai" in seats[2]
    assert all(role not in seats[s] for s in (0, 1, 3, 4) for role in ("Wolf", "Seer", "Villager", "Guardian"))
    assert "Day 1" in window.headline.text()
    assert any("Cai was eliminated" in t for t in window.visible_texts())


def test_MV_6_5_the_ballots_are_shown_after_the_vote_not_during_it(qtbot: Any, settings: QSettings):
    table = Table(TableSettings("moonveil", {"game_type": "classic"}, seed=2))
    window = make_window(qtbot, table, settings)
    scripted(table)
    for seat, ability, targets in ((0, "attack", (2,)), (1, "inspect", (0,)), (2, "ready", ()), (3, "ready", ())):
        table.apply(Submit(seat, ability, targets))
    table.apply(Submit(4, "protect", (2,)))
    table.apply(Advance())
    table.apply(Advance())
    table.apply(Vote(0, 1))
    table.apply(Vote(2, 1))
    during = every_label(window)
    assert "Votes of day 1" not in during and "✓ voted" in during and "… voting" in during
    for voter, choice in ((1, 0), (3, 1), (4, 0)):
        table.apply(Vote(voter, choice))
    table.apply(Advance())
    after = every_label(window)
    assert "Votes of day 1" in after and "Night 2" in window.headline.text()
    cells = [label.text() for label in window.centre.tally_labels if label.isVisibleTo(window)]
    assert cells == ["Bea", "3", "<b>Ana</b>, Cai, Dov", "<b>Ana</b>", "2", "Bea, Eli"]
    assert "Bea is banished — Seer." in after
    assert "Total 5 · more than 2½ needed" in after


def test_the_end_screen_names_the_winners_and_tells_the_game(qtbot: Any, settings: QSettings):
    table = Table(TableSettings("moonveil", {"game_type": "classic"}, seed=2))
    window = make_window(qtbot, table, settings)
    scripted(table)
    for seat, ability, targets in ((0, "attack", (2,)), (1, "inspect", (0,)), (2, "ready", ()), (3, "ready", ())):
        table.apply(Submit(seat, ability, targets))
    table.apply(Submit(4, "protect", (4,)))
    table.apply(Advance())
    table.apply(Advance())
    for voter in (1, 3, 4):
        table.apply(Vote(voter, 0))
    table.apply(Vote(0, 1))
    table.apply(Advance())
    text = every_label(window)
    assert window.headline.text() == "Game over"
    assert "How the game went" in text and "Cai was eliminated — Villager." in text
    assert "<b>Ana</b> is banished — Wolf." in text
    assert sum(1 for s in seat_texts(window).values() if "★ winner" in s) == 4  # the village, dead or alive
    assert window.countdown.text() == ""


def test_countdown_follows_the_deadline_the_app_gives(qtbot: Any, settings: QSettings):
    table = Table(TableSettings("moonveil", {"game_type": "classic"}, seed=2))
    deadline: list[float | None] = [time.monotonic() + 90.5]
    window = make_window(qtbot, table, settings, deadline_source=lambda: deadline[0])
    scripted(table)
    assert window.countdown.text() in ("1:31", "1:30")
    deadline[0] = time.monotonic() - 1
    qtbot.waitUntil(lambda: window.countdown.text() == "Time!", timeout=2000)
    deadline[0] = None
    table.apply(Submit(0, "attack", (2,)))
    assert not window.countdown.isVisibleTo(window)


def test_the_chosen_screen_is_remembered(qtbot: Any, settings: QSettings):
    table = Table(TableSettings("moonveil", {"game_type": "classic"}, seed=2))
    window = make_window(qtbot, table, settings)
    screen = window.screens()[-1]
    window.choose_screen(screen)
    assert settings.value(SETTINGS_SCREEN) == screen.name()
    assert window.isFullScreen()
    again = make_window(qtbot, table, settings)
    assert again.remembered_screen().name() == screen.name()


def test_chinese_words_come_from_the_translator(qtbot: Any, settings: QSettings):
    translator = load_translator("zh_CN")
    assert translator is not None
    QCoreApplication.installTranslator(translator)
    try:
        table = Table(TableSettings("moonveil", {"game_type": "classic"}, seed=2))
        window = make_window(qtbot, table, settings, lang="zh_CN")
        scripted(table)
        assert window.headline.text() == "第 1 夜"
        assert "5 名玩家" in every_label(window) and "……等待中" in every_label(window)
    finally:
        QCoreApplication.removeTranslator(translator)


def test_detach_stops_listening(qtbot: Any, settings: QSettings):
    table = Table(TableSettings("moonveil", {"game_type": "classic"}, seed=2))
    window = make_window(qtbot, table, settings)
    window.detach()
    scripted(table)
    assert window.headline.text() == "Waiting for the deal"


def test_a_deleted_window_stops_listening(qtbot: Any, settings: QSettings):
    table = Table(TableSettings("moonveil", {"game_type": "classic"}, seed=2))
    window = ProjectorWindow(table.public_view, table.subscribe, settings=settings)
    assert len(table._listeners) == 1
    window.deleteLater()
    qtbot.waitUntil(lambda: not table._listeners, timeout=2000)
    scripted(table)  # no call into a deleted window


def test_type_scales_with_the_window(qtbot: Any, settings: QSettings):
    table = Table(TableSettings("moonveil", {"game_type": "classic"}, seed=2))
    window = make_window(qtbot, table, settings)
    scripted(table)
    big = window.headline.fontInfo().pixelSize()
    window.resize(960, 540)
    qtbot.waitUntil(lambda: window.headline.fontInfo().pixelSize() < big)
    assert abs(window.headline.fontInfo().pixelSize() * 2 - big) <= 2


def test_redraws_in_place_without_rebuilding_widgets(qtbot: Any, settings: QSettings):
    """No flicker: after the deal, commands change label texts, never the widgets."""
    table = Table(TableSettings("moonveil", {"game_type": "classic"}, seed=2))
    window = make_window(qtbot, table, settings)
    scripted(table)
    before = {id(label) for label in window.findChildren(QLabel)}
    seats = list(window.table.seats)
    for seat, ability, targets in ((0, "attack", (2,)), (1, "inspect", (0,)), (2, "ready", ()), (3, "ready", ())):
        table.apply(Submit(seat, ability, targets))
    assert window.table.seats == seats
    assert {id(label) for label in window.findChildren(QLabel)} == before


def test_the_language_switches_live(qtbot: Any, settings: QSettings):
    table = Table(TableSettings("moonveil", {"game_type": "classic"}, seed=2))
    window = make_window(qtbot, table, settings)
    scripted(table)
    assert window.title.text() == "Moonveil Village"
    window.set_language("zh_CN")
    assert window.title.text() == "月幕村"
    assert "狼人" in window.setup.text()


def test_a_drawing_failure_never_stops_the_game(qtbot: Any, settings: QSettings, caplog: Any):
    table = Table(TableSettings("moonveil", {"game_type": "classic"}, seed=2))
    broken = {"on": False}

    def source(lang: str) -> dict[str, Any]:
        if broken["on"]:
            raise KeyError("phase")
        return table.public_view(lang)

    window = ProjectorWindow(source, table.subscribe, settings=settings)
    qtbot.add_widget(window)
    broken["on"] = True
    table.apply(SeatPlayer("Ana"))  # the command is applied; the failure is only logged
    assert [p.name for p in table.game.state.players] == ["Ana"]
    assert "the projector could not redraw" in caplog.text
    # Qt deletes the window only later: a language switch in a later test of this
    # process would still reach it, so it stops listening and draws again here
    broken["on"] = False
    window.detach()


def test_a_name_too_long_for_its_seat_is_shortened_with_an_ellipsis_never_cut_at_both_ends(
    qtbot: Any, settings: QSettings
):
    """Seen on a small projector window: a centred label cut both ends of a long name
    ("ve <b>&amp" for "Eve <b>&amp;"). At the smallest type it now ends in "…" and fits
    its seat; the whole name stays in the seat's tooltip and accessible name."""
    table = Table(TableSettings("moonveil", {"game_type": "classic"}, seed=2))
    window = make_window(qtbot, table, settings)
    long_name = "Maximiliana-Esperanza <b>&amp;"
    for name in (long_name, "Bea", "Cai", "Dov", "Eli", "Fay", "Gus", "Hal"):
        table.apply(SeatPlayer(name))
    table.apply(Deal())
    seat = window.table.seats[0]
    qtbot.waitUntil(lambda: seat.name.text().replace("\n", " ") == long_name)  # a full-size window: whole
    window.resize(640, 400)
    qtbot.waitUntil(lambda: seat.name.text().replace("\n", " ") != long_name or "\n" in seat.name.text())
    shown = seat.name.text()
    # on two lines (split at a space: stop 45), or ending in "…": never cut at both ends
    assert shown.replace("\n", " ") == long_name or (shown.endswith("…") and long_name.startswith(shown[:-1]))
    assert all(seat.name.fontMetrics().horizontalAdvance(line) <= seat.width() for line in shown.splitlines())
    assert seat.name.toolTip() == long_name and seat.accessibleName() == long_name
    assert window.table.seats[1].name.text() == "Bea"  # a short name is never shortened
    window.resize(1920, 1080)
    qtbot.waitUntil(lambda: seat.name.text().replace("\n", " ") == long_name)


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768), (1920, 1080), (640, 400)])
def test_every_seat_name_fits_its_seat_also_for_players_who_join_later(
    qtbot: Any, settings: QSettings, size: tuple[int, int]
):
    """Seen on the projector in the lobby: the seats of players seated after the window
    was sized were never fitted (the type had not changed, so nothing resized them),
    and "Eve <b>&amp;" was cut at both ends. Every name now fits its seat: whole, or
    ending in "…" only when even the smallest type is too large for it."""
    table = Table(TableSettings("moonveil", {"game_type": "classic"}, seed=2))
    window = make_window(qtbot, table, settings)
    window.resize(*size)
    qtbot.wait(50)
    for name in ("Bea", "Eve <b>&amp;", "Maximiliana-Esperanza", "Dov", "Eli", "Fay", "Gus", "Hal"):
        table.apply(SeatPlayer(name))
    qtbot.wait(50)
    for seat in window.table.seats:
        shown = seat.name.text()
        widest = max(seat.name.fontMetrics().horizontalAdvance(line) for line in shown.splitlines())
        assert widest <= seat.width() - 16, (size, shown)
        if shown.replace("\n", " ") != seat.full_name:  # whole, on one line or two
            assert shown.endswith("…") and window.width() < 700, (size, shown)


@pytest.mark.parametrize("size", [(1280, 720), (800, 450), (640, 400)])
def test_every_revealed_role_fits_its_seat_at_the_end_of_the_game(
    qtbot: Any, settings: QSettings, size: tuple[int, int]
):
    """Seen on the projector at a Luna llena table's end: "Hombre lob" under a wolf, and
    "Confidente" cut at both ends with its team glyph. A role now shrinks to fit its seat,
    or ends in "…" only when even the smallest type is too large."""
    table = play("luna_llena", seed=3, step=lambda _table: None)
    assert table.game.state.over
    window = make_window(qtbot, table, settings, lang="es")
    window.resize(*size)
    qtbot.wait(50)
    roles = [seat for seat in window.table.seats if seat.full_role]
    assert len(roles) == len(window.table.seats)  # every card is shown once the game is over
    for seat in roles:
        shown = seat.role.text()
        assert seat.role.fontMetrics().horizontalAdvance(shown) <= seat.width() - 16, (size, shown)
        assert shown == seat.full_role or (shown.endswith("…") and window.width() < 700), (size, shown)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_end_screen_story_is_never_cut_at_the_panel_s_edge(qtbot: Any, settings: QSettings, size: tuple[int, int]):
    """Seen at a Luna llena table's end at 1280x720: the story's long lines ("Cards in play:
    …") ran past the centre panel and were cut mid-word. A line that does not fit at the
    smallest type now ends in "…"; a line that fits is shown whole."""
    table = play("luna_llena", seed=3, step=lambda _table: None)
    window = make_window(qtbot, table, settings, lang="es")
    window.resize(*size)
    qtbot.wait(100)
    centre = window.centre
    cells = zip(centre.timeline_labels, centre.timeline_texts, centre.timeline_lines, strict=True)
    shown = [(label, full, lines) for label, full, lines in cells if full]
    assert shown
    shortened = 0
    for label, full, lines in shown:
        text = label.text()
        cut_at_end = text.endswith("…") and full.startswith(text[:-1])
        outcome_kept = len(lines) > 1 and text.endswith(lines[-1])  # the lines before gave way
        assert text == full or cut_at_end or outcome_kept, text
        shortened += text != full
        assert label.fontMetrics().horizontalAdvance(text) <= label.width(), (size, text)
    assert shortened < len(shown)


def test_the_living_sheriff_shows_the_badge_on_their_seat(qtbot: Any, settings: QSettings):
    """ZH-11: the village knows who holds the sheriff's badge; it weighs 1.5 in every
    execution vote (found by playing, stop 45: nothing on the projector said who)."""
    from tests.moonveil_desktop.test_sheriff_badge import game_with_a_sheriff

    game = game_with_a_sheriff()
    table = Table(TableSettings("village_vs_nonvillage", {}, game.seed))
    window = make_window(qtbot, table, settings)
    for command in game.journal:
        table.apply(command)
    sheriff = table.public_view()["setup"]["sheriff"]
    seats = seat_texts(window)
    assert [("Sheriff" in text) for text in seats.values()] == [seat == sheriff for seat in seats], seats


SPANISH_NAMES = [
    "María de los Ángeles",
    "José Antonio Fernández",
    "Maximiliana Esperanza",
    "Francisco Javier Ruiz",
    "Guadalupe Concepción",
    "Juan Bautista Villalobos",
    "Inmaculada Covadonga",
    "Bartolomé Cristóbal",
    "Encarnación Remedios",
]


def test_the_story_keeps_each_phase_s_outcome_whole_at_1280x720_with_long_spanish_names(
    qtbot: Any, settings: QSettings
):
    """Session 45, at a Luna llena table's end: a day's line ran "Veredicto sobre …:
    ejecutar (…).  Se ejecuta …", cut at its end, so the outcome the village looks for
    was what went. A phase's last line (its outcome) is now whole; the lines before it
    give way ("Veredicto … abs…  Se ejecuta a Guadalupe Concepción.")."""
    table = play("luna_llena", seed=3, step=lambda _table: None, names=SPANISH_NAMES)
    window = make_window(qtbot, table, settings, lang="es")
    window.resize(1280, 720)
    qtbot.wait(100)
    centre = window.centre
    told = [
        (label, lines)
        for label, lines in zip(centre.timeline_labels, centre.timeline_lines, strict=False)
        if len(lines) > 1
    ]
    assert told, "a phase with several lines (the verdict, then the execution)"
    shortened = 0
    for label, lines in told:
        text = label.text()
        assert text.endswith(lines[-1]), (text, lines[-1])
        assert label.fontMetrics().horizontalAdvance(text) <= label.width(), text
        shortened += text != "  ".join(lines)
    assert shortened, "the long names make the verdict's line too wide: the case of the table"


def test_a_story_line_gives_way_before_its_outcome(qapp: Any) -> None:
    from PySide6.QtGui import QFont, QFontMetrics

    from moonveil_desktop.projector.window import story_line

    metrics = QFontMetrics(QFont())
    lines = ["Veredicto sobre Maximiliana Esperanza: ejecutar (ejecutar 5, perdonar 2).", "Se ejecuta a Maximiliana."]
    whole = "  ".join(lines)
    assert story_line(lines, metrics, metrics.horizontalAdvance(whole)) == whole
    room = metrics.horizontalAdvance(whole) * 2 // 3
    cut = story_line(lines, metrics, room)
    assert cut.endswith("…  Se ejecuta a Maximiliana.") and cut.startswith("Veredicto")
    assert metrics.horizontalAdvance(cut) <= room
    narrow = story_line(lines, metrics, metrics.horizontalAdvance("…  Se ejecuta a Maximiliana."))
    assert narrow == "…  Se ejecuta a Maximiliana."  # the earlier lines gone, said to be there
    early = ["El narrador cerró esta fase antes de tiempo (1 sin respuesta).", *lines]
    shared = story_line(early, metrics, metrics.horizontalAdvance("  ".join(early)) * 2 // 3)
    assert shared.startswith("El narrador") and "  Veredicto sobre" in shared  # each earlier line says what it is
    assert shared.endswith("…  Se ejecuta a Maximiliana.")
    tiny = story_line(lines, metrics, metrics.horizontalAdvance("Se ejecuta a"))
    assert tiny.startswith("Se ejecut") and tiny.endswith("…")  # the outcome keeps its start


def test_a_long_name_takes_two_lines_rather_than_a_size_nobody_reads(qtbot: Any, settings: QSettings):
    """Found by playing (stop 45): at 1280x720 "Juan Bautista Villalobos" shrank to 12 px
    beside the others' 26. It now reads on two lines, each larger than that one line was."""
    table = Table(TableSettings("moonveil", {"game_type": "classic"}, seed=2))
    window = make_window(qtbot, table, settings)
    window.resize(1280, 720)
    for name in ("Juan Bautista Villalobos", "Bea", "Cai", "Dov", "Eli", "Fay", "Gus", "Hal"):
        table.apply(SeatPlayer(name))
    qtbot.wait(50)
    seat, short = window.table.seats[0], window.table.seats[1]
    assert seat.name.text().splitlines() == ["Juan Bautista", "Villalobos"]
    one_line = window_module.fitting_px(seat.full_name, seat.name.font(), short.name_px, seat.width() - 24)
    assert seat.name.font().pixelSize() > one_line  # the style sheet's size
    assert seat.name.height() >= 2 * seat.name.fontMetrics().height()  # both lines shown whole
