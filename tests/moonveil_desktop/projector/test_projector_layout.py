"""Issue 16: the projector on a 1366x768 laptop. With one screen it opens as a
window and F11/Esc toggle its full screen; the defense and judgment screens lay
out long names in all four languages without overlap or clipping, and show
words, never step ids."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, QSettings, Qt
from PySide6.QtWidgets import QLabel

from engine.bot_tables import BOT_TABLES, BotTable
from engine.commands import Advance, Deal, SeatPlayer
from engine.ruleset import find_ruleset
from engine.simulate import play_bot_game
from moonveil_desktop.i18n import use_language
from moonveil_desktop.projector.scene import step_words
from moonveil_desktop.projector.strings import STEP_WORDS
from moonveil_desktop.projector.window import ProjectorWindow
from moonveil_desktop.table import Table, TableSettings

LONG_NAMES = [
    "Maximiliana Fernández-Castellanos",
    "Bartholomew Worthington III",
    "Giovanna Bellincioni",
    "林小明月亮",
    "Anastasia Vasilievna",
    "Jean-Christophe Dubois",
    "Ana",
    "Wolfgang Amadeus",
]
STEP_IDS = ("defense", "judgment", "accusation", "debate")


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    return QSettings(str(tmp_path / "projector.ini"), QSettings.Format.IniFormat)


def luna_llena_at(step: str) -> Table:
    """Bots play a Full Moon table of long names until the day reaches ``step``."""
    table = Table(TableSettings("luna_llena", {}, seed=3))
    for name in LONG_NAMES:
        table.apply(SeatPlayer(name, bot=True))
    table.apply(Deal())
    bots, rng = table.game.ruleset.bot_policy(), random.Random(1)
    for _ in range(40):
        if table.game.state.phase.step == step:
            return table
        seats = sorted({p.seat for p in table.game.prompts()} | {v.seat for v in table.game.vote_prompts()})
        for seat in seats:
            for command in bots.decide(table.player_view(seat, lang=None), rng):  # type: ignore[arg-type]
                table.try_apply(command)
        table.apply(Advance(override=bool(table.game.missing())))
    raise AssertionError(f"no {step} reached")


def laptop_window(qtbot: Any, table: Table, settings: QSettings, lang: str) -> ProjectorWindow:
    window = ProjectorWindow(table.public_view, table.subscribe, settings=settings, lang=lang)
    qtbot.add_widget(window)
    window.setGeometry(0, 0, 1366, 768)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(100)  # the layout requests that follow a type change are handled, as on screen
    return window


def shown_labels(window: ProjectorWindow) -> list[QLabel]:
    return [label for label in window.findChildren(QLabel) if label.isVisibleTo(window) and label.text()]


def rect_in_window(label: QLabel, window: ProjectorWindow) -> QRect:
    return QRect(label.mapTo(window, QPoint(0, 0)), label.size())


def layout_problems(window: ProjectorWindow) -> list[str]:
    """Labels on top of each other, outside the window or their parent, or whose
    text does not fit their box (clipped or elided by the layout)."""
    problems = []
    labels = shown_labels(window)
    rects = {id(label): rect_in_window(label, window) for label in labels}
    for index, label in enumerate(labels):
        rect = rects[id(label)]
        if not window.rect().contains(rect):
            problems.append(f"outside the window: {label.text()!r}")
        parent = label.parentWidget()
        if parent is not None and parent is not window and not parent.rect().contains(label.geometry()):
            problems.append(f"outside its panel: {label.text()!r}")
        metrics = label.fontMetrics()
        if label.wordWrap():
            fits = label.heightForWidth(label.contentsRect().width()) <= label.contentsRect().height() + 1
        else:
            widest = max(metrics.horizontalAdvance(line) for line in label.text().splitlines())
            lines = len(label.text().splitlines())
            fits = widest <= label.contentsRect().width() + 1 and metrics.height() * lines <= label.height() + 1
        if not fits:
            problems.append(f"clipped: {label.text()!r}")
        for other in labels[index + 1 :]:
            if rect.intersects(rects[id(other)]):
                problems.append(f"overlap: {label.text()!r} / {other.text()!r}")
    return problems


@pytest.mark.parametrize("lang", ["en", "es", "it", "zh_CN"])
@pytest.mark.parametrize("step", ["defense", "judgment"])
def test_defense_and_judgment_fit_a_laptop_with_long_names(qtbot: Any, settings: QSettings, lang: str, step: str):
    use_language(lang)
    table = luna_llena_at(step)
    window = laptop_window(qtbot, table, settings, lang)
    assert layout_problems(window) == []
    texts = window.visible_texts()
    assert window.subline.text() and all(step_id not in texts for step_id in STEP_IDS)
    assert not any(text.startswith("Step:") for text in texts)
    assert any(name in " ".join(texts).replace("\n", " ") for name in LONG_NAMES[:2])  # a seat's two lines


def test_the_layout_check_catches_overlapping_labels(qtbot: Any, settings: QSettings):
    """The check can fail: a label moved over another is reported."""
    window = laptop_window(qtbot, luna_llena_at("defense"), settings, "en")
    window.subline.move(window.headline.pos())
    assert any(problem.startswith("overlap") for problem in layout_problems(window))


def test_one_screen_opens_a_window_and_F11_Esc_toggle_full_screen(qtbot: Any, settings: QSettings):
    table = Table(TableSettings("moonveil", {"game_type": "classic"}, seed=2))
    window = ProjectorWindow(table.public_view, table.subscribe, settings=settings)
    qtbot.add_widget(window)
    assert len(window.screens()) == 1  # the test platform has one screen, like a laptop alone
    window.show_on()
    assert window.isVisible() and not window.isFullScreen()
    area = window.screen().availableGeometry()
    assert window.width() < area.width() and window.height() < area.height()  # the console stays reachable
    qtbot.keyClick(window, Qt.Key.Key_F11)
    assert window.isFullScreen()
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.isFullScreen() and window.isVisible()
    qtbot.keyClick(window, Qt.Key.Key_F11)
    qtbot.keyClick(window, Qt.Key.Key_F11)
    assert not window.isFullScreen()


@pytest.mark.parametrize("table", BOT_TABLES, ids=lambda t: t.label)
def test_every_step_a_rule_set_opens_has_words_on_the_projector(table: BotTable):
    """The subline names the step in words; a step without words would show nothing."""
    seen: set[str] = set()
    for seed in range(3):
        size = table.sizes[0]
        game = play_bot_game(find_ruleset(table.ruleset), table.options_for(size), seed, size)
        seen |= {m.phase.partition("/")[2] for m in game.state.messages if "/" in m.phase}
    assert seen - set(STEP_WORDS) == set()
    assert all(step_words(step, str) for step in seen)


def test_one_screen_brings_the_window_back_where_the_moderator_left_it(qtbot: Any, settings: QSettings):
    """Found by playing (stop 45): on a laptop alone, every resume put the projector's
    window back over the middle of the console, though the moderator had moved it aside."""
    table = Table(TableSettings("moonveil", {"game_type": "classic"}, seed=2))
    first = ProjectorWindow(table.public_view, table.subscribe, settings=settings)
    qtbot.add_widget(first)
    first.show_on()
    default = first.geometry()
    first.setGeometry(default.x() + 40, default.y() + 30, default.width() // 2, default.height() // 2)
    moved = first.geometry()
    first.close()
    again = ProjectorWindow(table.public_view, table.subscribe, settings=settings)
    qtbot.add_widget(again)
    again.show_on()
    assert again.geometry() == moved != default
    settings.setValue("projector/window_geometry", b"not a geometry")  # a broken value: the default place
    third = ProjectorWindow(table.public_view, table.subscribe, settings=settings)
    qtbot.add_widget(third)
    third.show_on()
    assert third.geometry().size() == default.size()
