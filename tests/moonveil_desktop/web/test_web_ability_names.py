"""The phone's Act panel names abilities in the rule set's own words, in the
phone's language (Moonveil's advanced roles: the card's ``ability_names``)."""

from __future__ import annotations

import pytest

from engine import Deal, Game, SeatPlayer
from moonveil_desktop.web.pages import page_context

ROLES = ("wolf", "villager", "villager", "adv_block_veil", "seer")


@pytest.mark.parametrize(("lang", "labels"), [("it", ["Bloccare", "Velare"]), ("en", ["Block", "Veil"])])
def test_advanced_abilities_are_named_in_the_phones_language(lang: str, labels: list[str]) -> None:
    game = Game("moonveil", {"game_type": "manual", "roles": list(ROLES)}, 1)
    for name in "ABCDE":
        game.apply(SeatPlayer(name))
    game.apply(Deal(ROLES))
    shown = [a["label"] for a in page_context(game.player_view(3, lang), lang, acting=True)["prompts"][0]["abilities"]]
    assert shown[:2] == labels
    assert not {"block", "veil"} & set(shown)  # never the raw ids
