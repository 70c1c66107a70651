"""Session 45, at a Luna llena table: the console's vote box said "Execute: 7" and the
projector "execute 6", and the moderator wondered which was right. Both are: the weight
decides the judgment (LL-8.4, the Alcalde's vote has weight 2, LL-9.1), the village sees
head counts (LL-7.5, DEC-LL-43). The console now says both where they differ, and why:
"Execute: 6 — 5 voters; Carla (Mayor) counts double", in the console's language; the
projector keeps the head counts."""

from __future__ import annotations

from fractions import Fraction

import pytest
from PySide6.QtWidgets import QApplication

from engine.commands import Advance, Deal, Vote
from moonveil_desktop.i18n import use_language
from moonveil_desktop.table import TableSettings
from moonveil_desktop.ui.mainwindow import MainWindow

NAMES = ["Ana", "Bea", "Carla", "Dov", "Eli", "Fay", "Gus", "Hal", "Ivo"]
ROLES = ("werewolf", "alpha_wolf", "mayor", "villager", "villager", "villager", "seer", "doctor", "knight")
CARLA, DOV = 2, 3  # the Alcalde; the accused


def judgment(window: MainWindow) -> None:
    """Day 1's judgment of Dov: the Alcalde and four others execute, two pardon."""
    controller = window.controller
    assert controller.new_table(TableSettings("luna_llena", {}, 1), [(name, False) for name in NAMES])
    assert controller.submit(Deal(ROLES))
    for _ in range(2):  # the quiet first night, then the debate: the accusation opens
        assert controller.submit(Advance(override=True))
    for voter in (0, 1, 4, 5):
        assert controller.submit(Vote(voter, DOV))
    for _ in range(2):  # the defense, then the judgment
        assert controller.submit(Advance(override=True))
    for voter in (0, 1, CARLA, 4, 5):
        assert controller.submit(Vote(voter, "execute"))
    for voter in (6, 7):
        assert controller.submit(Vote(voter, "pardon"))
    QApplication.processEvents()


def tally(window: MainWindow) -> str:
    panel = window.phase.vote_panel
    assert panel is not None
    return panel.tally_label.text()


@pytest.mark.parametrize(
    ("lang", "line"),
    [
        ("en", "Execute: 6 — 5 voters; Carla (Mayor) counts double"),
        ("es", "Ejecutar: 6 — 5 votantes; Carla (Alcalde) cuenta doble"),
        ("it", "Giustiziare: 6 — 5 votanti; Carla (Sindaco) conta doppio"),
        ("zh_CN", "处决：6——5 人；Carla（镇长）的票算两票"),
    ],
)
def test_LL_8_4_the_console_says_the_weight_the_head_count_and_why(window: MainWindow, lang: str, line: str) -> None:
    judgment(window)
    if lang != "en":
        use_language(lang)
        window.set_language(lang)
        QApplication.processEvents()
    lines = tally(window).splitlines()
    assert line in lines, lines
    assert lines[2] in ("Pardon: 2", "Perdonar: 2", "Graziare: 2", "赦免：2"), lines  # no breakdown: all count once


def test_the_projector_keeps_the_head_counts_the_village_may_see(window: MainWindow) -> None:
    judgment(window)
    assert window.controller.submit(Advance(override=True))  # the verdict
    said = [m["text"] for m in window.controller.public_view()["announcements"] if m["kind"] == "verdict"]
    assert said and "execute 5, pardon 2" in said[-1]  # persons, not the weight 6 (DEC-LL-43)


def test_ZH_10_3_the_sheriffs_weight_is_explained_by_the_badge_not_the_card(window: MainWindow) -> None:
    """The helper's note (stop 45): the reason named the voter's card; in Village vs
    Non-village the sheriff's 1.5 comes with the badge, whatever the card."""
    from engine.commands import SeatPlayer
    from tests.moonveil_desktop.test_sheriff_badge import game_with_a_sheriff

    game = game_with_a_sheriff()
    names = [c.name for c in game.journal if isinstance(c, SeatPlayer)]
    controller = window.controller
    assert controller.new_table(TableSettings("village_vs_nonvillage", {}, game.seed), [(n, False) for n in names])
    for command in game.journal[len(names) :]:
        assert controller.submit(command), command
    sheriff = controller.public_view()["setup"]["sheriff"]
    assert sheriff is not None
    for _ in range(6):  # to the day's execution vote
        if controller.vote_rows():
            break
        assert controller.submit(Advance(override=True))
    rows = {row.seat: row for row in controller.vote_rows()}
    assert rows[sheriff].weight == Fraction(3, 2)
    assert controller.submit(Vote(sheriff, next(c for c in rows[sheriff].choices if c is not None)))
    QApplication.processEvents()
    assert f"{names[sheriff]} (sheriff) counts 1½" in tally(window), tally(window)
