"""Issue 27: Chinese reads as Chinese everywhere. A list of names, roles or words the
console shows is joined as its language lists ("Ana, Bea" / "Ana、Bea", engine.text's
``listed``); a bot added to the phone lobby has the console's word for a bot; the
projector writes a voter's weight in the language's brackets ("Ana（2）")."""

from __future__ import annotations

import pytest
from console_drive import NAMES, cast_all, resolve, seat_table, submit_all
from PySide6.QtWidgets import QLabel, QTreeWidget

from engine.ruleset import find_ruleset, ruleset_names
from engine.rulesets.moonveil.catalog import families
from moonveil_desktop.catalog_browser import CatalogBrowser
from moonveil_desktop.lobby import Lobby
from moonveil_desktop.reminders import Reminder, reminder_text
from moonveil_desktop.ui.balance_panel import ConvergenceChart
from moonveil_desktop.ui.dialogs import PreviewDialog, fill_saved_games
from moonveil_desktop.ui.grimoire import SeatCircle, SeatFace
from moonveil_desktop.ui.history_window import HistoryWindow
from moonveil_desktop.ui.mainwindow import MainWindow
from moonveil_desktop.ui.newtable import NewTableDialog
from moonveil_desktop.ui.option_form import DeckField
from moonveil_desktop.ui.panels import GrimoireView
from moonveil_desktop.ui.phase import StepBox

SEPARATOR = {"en": ", ", "zh_CN": "、"}
OTHER = {"en": "、", "zh_CN": ", "}
BOTH = pytest.mark.parametrize("lang", ["en", "zh_CN"])


def listed_as(lang: str, text: str, *items: str) -> None:
    """``items`` appear in ``text`` joined by ``lang``'s separator, never by the other's."""
    assert SEPARATOR[lang].join(items) in text, text
    assert OTHER[lang] not in text, text


def wolf_step(window: MainWindow) -> StepBox:
    return next(box for box in window.phase.steps if box.step.id == "wolf")


def play_to_the_end(window: MainWindow) -> None:
    """The classic table of console_drive (seed 7), the village voting out a wolf a day."""
    seat_table(window, NAMES)
    window.lobby.deal_button.click()
    for _ in range(20):
        if window.stack.currentWidget() is window.winner:
            return
        kind = window.controller.public_view()["phase"]["kind"]
        if kind == "night":
            submit_all(window)
        elif kind == "vote":
            living = [row["name"] for row in window.controller.grimoire() if row["alive"]]
            pack = {row["name"] for row in window.controller.grimoire() if row["role"] == "wolf"}
            target = next(name for name in living if name in pack)
            victim = next(name for name in living if name not in pack)
            cast_all(window, {name: (victim if name in pack else target) for name in living if name != target})
            cast_all(window, {target: victim})
        resolve(window)
    raise AssertionError("the game did not end")


def test_the_night_step_and_the_grimoire_list_in_the_console_s_language(window: MainWindow) -> None:
    """phase.py (who wakes), panels.py (the grimoire's list), grimoire.py (a seat's words)."""
    seat_table(window, NAMES)
    window.lobby.deal_button.click()
    pack = [row["name"] for row in window.controller.grimoire() if row["role"] == "wolf"]
    assert len(pack) == 2
    listed_as("en", wolf_step(window).wakes.text(), *pack)
    window.set_language("zh_CN")
    wakes = wolf_step(window).wakes.text()
    listed_as("zh_CN", wakes, *pack)
    view = GrimoireView(window.controller)
    row = {**window.controller.grimoire()[0], "counts_as": ["village", "wolves"], "uses": {}}
    listed_as("zh_CN", view._texts(row)[4], *(window.controller.attribute_word(c) for c in ("village", "wolves")))
    view.deleteLater()


@BOTH
def test_a_seat_of_the_grimoire_circle_is_read_as_a_list(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    circle = SeatCircle()
    qtbot.addWidget(circle)
    circle.set_faces([SeatFace(0, "Ana, Jr", "Seer", True, ("protected",), ("protected",), "")], lang)
    name = circle.accessible_name(0)
    assert name.endswith(SEPARATOR[lang].join(["Ana, Jr", "alive", "Seer", "protected"]))
    assert circle.tooltip_html(0).split("<br>")[1] == "Ana, Jr"  # a name with ", " stays one line


def test_the_winner_page_history_and_saved_games_list_in_chinese(window: MainWindow) -> None:
    """pages.py (winning players), history_window.py (players, winners), dialogs.py (saved games)."""
    play_to_the_end(window)
    winners = window.controller.public_view()["outcome"]["winners"]
    assert len(winners) > 1
    listed_as("en", window.winner.detail.text(), *winners)
    window.set_language("zh_CN")
    window.winner.refresh()
    assert "获胜玩家：" + "、".join(winners) in window.winner.detail.text()
    history = HistoryWindow(window.controller, window)
    shown = [history.games.item(0, c).text() for c in range(history.games.columnCount())]
    assert "、".join(NAMES) in shown and "、".join(winners) in shown
    assert not any(", " in text for text in shown)
    tree = QTreeWidget()
    fill_saved_games(tree, window.controller.saved_games())
    listed_as("zh_CN", tree.topLevelItem(0).text(2), *NAMES)
    listed_as("zh_CN", tree.topLevelItem(0).toolTip(2), *NAMES)
    tree.deleteLater()


@BOTH
def test_the_preview_names_who_it_still_waits_for(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    from moonveil_desktop.i18n import use_language

    use_language(lang)
    dialog = PreviewDialog("Night 1", [], ["Ana", "Bea"], override=True)
    qtbot.addWidget(dialog)
    warning = dialog.findChild(QLabel, "overrideWarning")
    listed_as(lang, warning.text(), "Ana", "Bea")


@BOTH
def test_the_deck_summary_lists_its_cards(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    from moonveil_desktop.i18n import use_language

    use_language(lang)
    dialog = NewTableDialog(ruleset_names(), "moonveil")
    qtbot.addWidget(dialog)
    for seat in range(5):
        assert dialog.add_player(f"Player {seat + 1}")
    dialog.set_option("game_type", "manual")
    assert dialog.form is not None
    field = dialog.form.fields["roles"]
    assert isinstance(field, DeckField)
    field.set_value(["wolf", "wolf", "seer"])
    roles = find_ruleset("moonveil").roles
    listed_as(lang, field.summary.text(), f"2 × {roles['wolf'].name(lang)}", f"1 × {roles['seer'].name(lang)}")


@BOTH
def test_the_catalog_card_lists_a_role_s_families(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    browser = CatalogBrowser(lang=lang)
    qtbot.addWidget(browser)
    role = next(r for r in browser.visible_role_ids() if len(dict.fromkeys(families(r))) > 1)
    browser.select_role(role)
    names = dict.fromkeys(browser.family_name(f) for f in families(role))
    listed_as(lang, browser.card_meta.text().rsplit(" · ", 1)[-1], *names)


@BOTH
def test_the_balance_chart_s_tooltip_lists_the_sides(qtbot, lang: str) -> None:  # type: ignore[no-untyped-def]
    chart = ConvergenceChart()
    qtbot.addWidget(chart)
    chart.set_history([], {"village": "Village", "wolves": "Wolves"}, lang)
    listed_as(lang, chart.toolTip(), "Village", "Wolves")


@BOTH
def test_a_counts_as_reminder_lists_its_words(lang: str) -> None:
    text = reminder_text(Reminder("counts_as", "village,wolves"), lang)
    assert SEPARATOR[lang] in text and OTHER[lang] not in text


@BOTH
def test_MV_10_2_a_bot_added_to_the_phone_lobby_has_the_console_s_name_for_it(qapp, lang: str) -> None:  # type: ignore[no-untyped-def]
    """The phones panel passes ui.common.bot_name, the New table dialog's word."""
    from moonveil_desktop.i18n import use_language
    from moonveil_desktop.ui.common import bot_name

    use_language(lang)
    lobby = Lobby(8)
    lobby.add_bot(named=bot_name)
    lobby.add_bot(named=bot_name)
    expected = {"en": ["Bot 1", "Bot 2"], "zh_CN": ["电脑玩家 1", "电脑玩家 2"]}[lang]
    assert [seat.name for seat in lobby.seats] == expected
    assert Lobby(8).seats == [] and Lobby(8).add_bot() == 0  # without a naming function: "Bot 1"
