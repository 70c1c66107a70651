"""Every message of whole bot games renders in the four languages without leftover
placeholders; roles, checklist lines and templates exist in four languages."""

from __future__ import annotations

import random

import pytest

from engine import Advance, Deal, Game, SeatPlayer
from engine.ruleset import LANGUAGES
from engine.rulesets.three_factions.checklist_words import CHECKLIST
from engine.rulesets.three_factions.roles import ROLES
from engine.rulesets.three_factions.texts import TEMPLATES


@pytest.mark.parametrize("role", sorted(ROLES))
def test_IT_3_1_role_names_and_texts_in_four_languages(role: str) -> None:
    spec = ROLES[role]
    assert all(spec.names.get(lang) and spec.texts.get(lang) for lang in LANGUAGES)


def test_IT_12_3_checklist_words_in_four_languages() -> None:
    assert all(all(words.get(lang) for lang in LANGUAGES) for words in CHECKLIST.values())


def test_IT_15_1_every_template_in_four_languages() -> None:
    assert all(set(LANGUAGES) <= set(by_lang) for by_lang in TEMPLATES.values())


@pytest.mark.parametrize("lang", ["it", "en", "es", "zh_CN"])
def test_IT_15_1_bot_game_messages_render(lang: str) -> None:
    game = Game("three_factions", {}, seed=11, snapshot_every=0)
    for i in range(22):
        game.apply(SeatPlayer(f"P{i + 1}", bot=True))
    game.apply(Deal())
    bots, rng = game.ruleset.bot_policy(), random.Random(11)
    while not game.state.over:
        for seat in sorted({p.seat for p in game.prompts()} | {v.seat for v in game.vote_prompts()}):
            for command in bots.decide(game.player_view(seat, lang=None), rng):
                game.apply(command)
        game.apply(Advance(override=True))
    kinds = set()
    for message in game.state.messages:
        text = game.ruleset.render(message, game.state.names(), lang)
        assert text and "{" not in text and text != message.kind, (message.kind, text)
        if lang != "en":  # the language's own template, not the English fallback
            assert text != game.ruleset.render(message, game.state.names(), "en") or message.kind == "say", text
        kinds.add(message.kind)
    assert {"role_card", "night_deaths", "game_over", "roles_revealed"} <= kinds
