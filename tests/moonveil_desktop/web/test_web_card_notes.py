"""A card's private lines say the night or day they came from (found by playing, stop 45:
"Nothing to report." once a night, and nothing said which night)."""

from __future__ import annotations

import pytest

from engine import Advance, Deal, Game, SeatPlayer, Submit
from moonveil_desktop.web.pages import page_context

ROLES = ("wolf", "seer", "villager", "villager", "guardian")


@pytest.mark.parametrize(("lang", "night"), [("en", "Night 1: "), ("zh_CN", "第 1 夜："), ("it", "Notte 1: ")])
def test_a_private_result_says_its_night_and_the_deal_stands_as_it_is(lang: str, night: str) -> None:
    game = Game("moonveil", {"game_type": "classic"}, 3)
    for name in ("Ana", "Bea", "Cai", "Dov", "Eli"):
        game.apply(SeatPlayer(name))
    game.apply(Deal(ROLES))
    for command in (
        Submit(0, "attack", (2,)),
        Submit(1, "inspect", (0,)),
        Submit(2, "ready"),
        Submit(3, "ready"),
        Submit(4, "protect", (4,)),
        Advance(),
    ):
        game.apply(command)
    view = game.player_view(1, lang)
    said = [m["text"] for m in view["messages"] if m.get("text")]
    notes = page_context(view, lang, acting=False)["notes"]
    assert notes[0] == said[0]  # the deal's line: before any night
    assert notes[1:] == [night + text for text in said[1:]] and len(notes) > 1
