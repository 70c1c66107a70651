"""Lists of names that the screens compose read as the reader's language lists them:
"Ana, Bea" in English, "Ana、Bea" in Chinese (issue 27; docs/i18n.md, "Lists")."""

from __future__ import annotations

from engine.commands import Deal, SeatPlayer, Submit
from engine.ruleset import find_ruleset
from engine.text import listed
from moonveil_desktop.catalog import translator
from moonveil_desktop.projector.scene import build_scene
from moonveil_desktop.story_words import submit_words
from moonveil_desktop.table import Table, TableSettings


def test_listed_joins_with_the_languages_separator() -> None:
    assert listed(["Ana", "Bea", "Cai"], "en") == "Ana, Bea, Cai"
    assert listed(["Ana", "Bea", "Cai"], "zh_CN") == "Ana、Bea、Cai"
    assert listed([], "zh_CN") == ""


def _night_view(lang: str) -> dict[str, object]:
    table = Table(TableSettings("moonveil", {"game_type": "classic"}, seed=5))
    for name in ("Ana", "Bea", "Cai", "Dov", "Eli"):
        table.apply(SeatPlayer(name))
    table.apply(Deal(("wolf", "seer", "villager", "villager", "guardian")))
    return table.public_view(lang)


def test_the_projectors_cards_in_play_are_listed_with_the_chinese_comma() -> None:
    chinese = build_scene(_night_view("zh_CN"), translator("zh_CN", "Projector"), lang="zh_CN").setup
    english = build_scene(_night_view("en"), lang="en").setup
    assert "、" in chinese and ", " not in chinese, chinese
    assert ", " in english and "、" not in english, english


def test_the_projectors_voters_are_listed_with_the_chinese_comma() -> None:
    params = {"totals": [[2, "2"]], "ballots": [[0, 2, "1"], [1, 2, "1"]]}
    view = _night_view("zh_CN")
    view["announcements"] = [{"seq": 0, "phase": "vote 1", "kind": "ballots", "params": params, "text": "x"}]
    scene = build_scene(view, translator("zh_CN", "Projector"), lang="zh_CN")
    assert scene.tally is not None
    assert [row.voters for row in scene.tally.rows] == ["Ana、Bea"]


def test_a_voters_weight_is_written_in_the_languages_brackets() -> None:
    """A weighted ballot (a sheriff's 1.5, a mayor's 2) reads "Ana (2)", in Chinese "Ana（2）"."""
    params = {"totals": [[2, "3"]], "ballots": [[0, 2, "2"], [1, 2, "1"]]}
    for lang, weighted in (("en", "Ana (2), Bea"), ("zh_CN", "Ana（2）、Bea")):
        view = _night_view(lang)
        view["announcements"] = [{"seq": 0, "phase": "vote 1", "kind": "ballots", "params": params, "text": "x"}]
        scene = build_scene(view, translator(lang, "Projector"), lang=lang)
        assert scene.tally is not None
        assert [row.voters for row in scene.tally.rows] == [weighted]


def test_the_storys_targets_are_listed_with_the_chinese_comma() -> None:
    names = ["Ana", "Bea", "Cai"]
    line = submit_words(find_ruleset("moonveil"), Submit(0, "attack", (1, 2)), names, "zh_CN")
    assert "Bea、Cai" in line and "——" in line, line
