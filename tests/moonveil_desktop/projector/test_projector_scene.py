"""The scene (Qt-free), the theme's contrast and the translations of the projector."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from projector_games import play

from engine.commands import Advance, Deal, SeatPlayer, Submit
from moonveil_desktop.projector import strings
from moonveil_desktop.projector.catalog import LANGUAGES, normalize_lang, resources_dir, translations_dir, translator
from moonveil_desktop.projector.scene import build_scene, countdown_text, mood_of
from moonveil_desktop.projector.theme import MOODS, contrast
from moonveil_desktop.table import Table, TableSettings

SOURCES = [v for k, v in vars(strings).items() if k.isupper() and isinstance(v, str) and k != "CONTEXT"]


@pytest.mark.parametrize("name", sorted(MOODS))
def test_every_mood_has_high_contrast_text_and_team_colours(name: str):
    mood = MOODS[name]
    for surface in (mood.background, mood.panel):
        assert contrast(mood.text, surface) >= 7, "body text: WCAG AAA"
        assert contrast(mood.accent, surface) >= 7, "headline and countdown"
        assert contrast(mood.muted, surface) >= 4.5, "secondary lines"
        for team in mood.teams[:5]:
            assert contrast(team, surface) >= 4.5, f"team colour {team} on {surface}"


def test_team_colours_also_differ_by_glyph():
    from moonveil_desktop.projector.theme import GLYPHS

    assert len(set(GLYPHS)) == len(GLYPHS) == len(MOODS["night"].teams)


def test_tv_css_uses_the_theme_colours():
    css = (resources_dir() / "static" / "tv.css").read_text()
    for name, mood in MOODS.items():
        block = re.search(rf"body\.mood-{name} \{{([^}}]*)\}}", css)
        assert block, name
        for colour in (mood.background, mood.text, mood.muted, mood.accent, mood.panel, *mood.teams):
            assert colour in block.group(1), (name, colour)


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_every_projector_string_is_translated(lang: str):
    path = translations_dir() / f"moonveil_{lang}.ts"  # the one catalog (docs/i18n.md)
    root = ET.parse(path).getroot()
    translated = {
        m.findtext("source"): m.find("translation")
        for c in root.iter("context")
        if c.findtext("name") == strings.CONTEXT
        for m in c.iter("message")
    }
    for source in SOURCES:
        node = translated.get(source)
        assert node is not None and node.text and node.get("type") != "unfinished", (lang, source)
        fields = set(re.findall(r"\{(\w+)\}", source))
        assert set(re.findall(r"\{(\w+)\}", node.text)) == fields, (lang, source)
    assert Path(str(path).replace(".ts", ".qm")).exists()


def test_language_names_are_normalised():
    assert normalize_lang("zh-CN") == normalize_lang("zh") == "zh_CN"
    assert normalize_lang("fr") == normalize_lang(None) == "en"
    assert translator("zh_CN")(strings.GAME_OVER) == "游戏结束"
    assert translator("en")(strings.GAME_OVER) == "Game over"


def test_countdown_and_moods():
    assert countdown_text(None, str) == ""
    assert countdown_text(0.2, str) == "0:01"
    assert countdown_text(61, str) == "1:01"
    assert countdown_text(-3, str) == "Time!"
    assert mood_of("night", False) == "night"
    assert mood_of("vote", False) == "vote"
    assert mood_of("day", True) == "over"


def test_scene_reveals_a_role_only_where_the_view_has_it():
    table = Table(TableSettings("moonveil", seed=4))
    for name in ("Ana", "Bea", "Cai", "Dov", "Eli"):
        table.apply(SeatPlayer(name))
    table.apply(Deal(("wolf", "seer", "villager", "villager", "guardian")))
    for seat, ability, targets in ((0, "attack", (2,)), (1, "inspect", (0,)), (2, "ready", ()), (3, "ready", ())):
        table.apply(Submit(seat, ability, targets))
    table.apply(Submit(4, "protect", (4,)))
    table.apply(Advance())
    scene = build_scene(table.public_view("en"))
    assert [s.role for s in scene.seats] == ["", "", "Villager", "", ""]
    assert scene.news == ["Cai was eliminated — Villager."]
    assert scene.mood == "day" and scene.headline == "Day 1"


def test_a_view_with_a_spotlight_and_an_unknown_rule_set_still_shows():
    view = {
        "ruleset": "not-registered",
        "title": "Somewhere",
        "phase": {"kind": "trial", "number": 3, "step": "defense", "label": "trial 3/defense"},
        "seats": [{"seat": 0, "name": "Ana", "bot": False, "alive": True, "role": None}],
        "setup": {"players": 1},
        "status": [],
        "announcements": [
            {"seq": 0, "phase": "trial 3/defense", "kind": "defense", "params": {}, "text": "Ana speaks."},
            {"seq": 1, "phase": "trial 3/defense", "kind": "tally", "params": {"totals": [["execute", 3]]}, "text": ""},
        ],
        "outcome": None,
    }
    scene = build_scene(view)
    assert scene.mood == "vote" and scene.subline == "Defense"
    assert scene.spotlight == ["Ana speaks."]
    assert scene.tally is not None and scene.tally.rows[0].choice == "Execute" and scene.tally.rows[0].amount == "3"


@pytest.mark.parametrize("n", [3, 5, 8, 12, 16, 24, 40])
@pytest.mark.parametrize("size", [(1848, 760), (960, 420), (1000, 640)])
def test_seats_never_overlap_and_stay_on_screen(n: int, size: tuple[int, int]):
    from moonveil_desktop.projector.layout import table_layout

    width, height = size
    layout = table_layout(n, width, height)
    assert len(layout.seats) == n
    for i, a in enumerate(layout.seats):
        assert a.x >= -0.01 and a.y >= -0.01 and a.x + a.w <= width + 0.01 and a.y + a.h <= height + 0.01
        for b in layout.seats[i + 1 :]:
            apart = a.x + a.w <= b.x + 0.01 or b.x + b.w <= a.x + 0.01 or a.y + a.h <= b.y + 0.01 or b.y + b.h <= a.y
            assert apart, (n, size, a, b)
    c = layout.centre
    assert all(
        s.x + s.w <= c.x + 0.01 or c.x + c.w <= s.x + 0.01 or s.y + s.h <= c.y + 0.01 or c.y + c.h <= s.y + 0.01
        for s in layout.seats
    )
    first = layout.seats[0]
    assert first.y + first.h == pytest.approx(height), "seat 1 sits in the bottom row"
    nearest = min(abs(s.x + s.w / 2 - width / 2) for s in layout.seats if s.y == first.y)
    assert abs(first.x + first.w / 2 - width / 2) == pytest.approx(nearest), "as near the middle as any seat there"


def _view(announcements: list[dict[str, object]], status: list[dict[str, object]] | None = None) -> dict[str, object]:
    return {
        "ruleset": "moonveil",
        "title": "T",
        "phase": {"kind": "night", "number": 2, "step": "", "label": "night 2"},
        "seats": [
            {"seat": i, "name": n, "bot": False, "alive": True, "role": None}
            for i, n in enumerate(("Ana", "Bea", "Cai"))
        ],
        "setup": {"players": 3},
        "status": status or [],
        "announcements": announcements,
        "outcome": None,
    }


def test_anonymous_head_counts_stay_anonymous():
    """Luna-llena style: counts per target and nothing about who voted."""
    tally = {"seq": 0, "phase": "vote 1", "kind": "tally", "params": {"totals": [[0, 1], [1, 2]]}, "text": "x"}
    scene = build_scene(_view([tally]))
    assert scene.tally is not None
    assert [(r.choice, r.amount, r.voters) for r in scene.tally.rows] == [("Bea", "2", ""), ("Ana", "1", "")]
    assert scene.tally.title == "Votes of day 1"


def test_public_weights_are_shown_beside_the_voter():
    params = {"totals": [[2, "3"]], "ballots": [[0, 2, "2"], [1, 2, "1"]], "total": "3", "threshold": "3/2"}
    scene = build_scene(_view([{"seq": 0, "phase": "vote 1", "kind": "ballots", "params": params, "text": "x"}]))
    assert scene.tally is not None
    assert [(r.choice, r.amount, r.voters) for r in scene.tally.rows] == [("Cai", "3", "Ana (2), Bea")]
    assert scene.tally.note == "Total 3 · more than 1½ needed"


def test_marks_only_where_the_status_is_public():
    assert all(s.mark == "" for s in build_scene(_view([])).seats)
    marked = build_scene(_view([], status=[{"seat": 0, "done": True}, {"seat": 1, "done": False}]))
    assert [s.mark for s in marked.seats] == ["✓ ready", "… waiting", ""]
    assert marked.status == "Ready: 1 of 2"


def test_a_phase_s_instruction_is_shown_while_it_lasts_never_as_what_happened():
    """Luna llena opens its accusation and judgment with what the village must do ("Judge
    Ana: execute, pardon or abstain."). The night after a judgment read "What happened:
    Judge Ana: …" on the projector, and so did the end screen's story."""
    seen = {"judging": 0, "after": 0}

    def step(table: Table) -> None:
        view = table.public_view("en")
        scene = build_scene(view)
        asked = [m["text"] for m in view["announcements"] if m["kind"] == "judgment_open"]
        open_now = [
            m["text"]
            for m in view["announcements"]
            if m["kind"] == "judgment_open" and m["phase"] == view["phase"]["label"]
        ]
        story = [line for entry in scene.timeline for line in entry.lines]
        for text in asked:
            assert text not in scene.news and text not in story, (view["phase"]["label"], text)
            if text in open_now and not table.game.state.over:
                assert text in scene.spotlight
                seen["judging"] += 1
            else:
                assert text not in scene.spotlight
                seen["after"] += 1

    play("luna_llena", seed=3, step=step)
    assert seen["judging"] and seen["after"]  # the game had a judgment, and phases after it


def test_a_sheriff_election_tally_is_titled_by_its_step_not_as_the_days_vote():
    """Found by playing (stop 45, Village vs Non-village): the sheriff election's tally
    read "Votes of day 1" all through the execution vote that followed it."""
    sheriff = {"seq": 0, "phase": "day 1/sheriff_vote", "kind": "tally", "params": {"totals": [[0, 3], [1, 1]]}}
    scene = build_scene(_view([sheriff | {"text": "x"}]))
    assert scene.tally is not None and scene.tally.title == "Sheriff election, day 1"
    execution = {"seq": 1, "phase": "day 1/vote", "kind": "tally", "params": {"totals": [[1, 2]]}, "text": "y"}
    scene = build_scene(_view([sheriff | {"text": "x"}, execution]))
    assert scene.tally is not None and scene.tally.title == "Votes of day 1"


def test_fractional_totals_and_weights_read_as_the_village_reads_them():
    """ZH-10.3: a sheriff's ballot weighs 1.5, so totals come in halves; the projector
    said "5/2" and "Ana (3/2)" (found by playing, stop 45)."""
    params = {"totals": [[2, "5/2"]], "ballots": [[0, 2, "3/2"], [1, 2, "1"]]}
    scene = build_scene(_view([{"seq": 0, "phase": "day 1/vote", "kind": "ballots", "params": params, "text": "x"}]))
    assert scene.tally is not None
    assert [(r.choice, r.amount, r.voters) for r in scene.tally.rows] == [("Cai", "2½", "Ana (1½), Bea")]


def test_a_day_that_opens_its_vote_keeps_the_nights_news_in_view():
    """Found by playing (stop 45, Three factions): all through Day 1 "What happened" said
    "Day 1 begins: the vote is open." and not the night's "Nobody died tonight."."""
    news = {"seq": 0, "phase": "review 0", "kind": "no_deaths", "params": {}, "text": "Nobody died tonight."}
    opens = {
        "seq": 1,
        "phase": "day 1",
        "kind": "day_opens",
        "params": {"number": 1},
        "text": "Day 1 begins: the vote is open.",
    }
    view = _view([news, opens]) | {"phase": {"kind": "day", "number": 1, "step": "", "label": "day 1"}}
    scene = build_scene(view)
    assert scene.news == ["Nobody died tonight."]
    assert scene.spotlight == []  # not "On the stand" either: the headline says the day
