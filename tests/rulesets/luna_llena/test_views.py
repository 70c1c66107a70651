"""Views, prompts, checklist and texts: nothing leaks, every role can act."""

from __future__ import annotations

from engine.commands import Deal
from engine.game import Game
from engine.ruleset import find_ruleset
from engine.rulesets.luna_llena.roles import CATALOG, ROLES
from tests.rulesets.luna_llena.helpers import act, attack, close, deal, s, table

ALL_ROLE_TABLES = (
    ("HL", "LA", "VAM", "VID", "MED", "CAB", "PRI", "CAZ", "SAC"),
    ("DEL", "LMA", "REY", "BUF", "LIC", "ALC", "ASE", "PRE", "MED"),
    ("EMB", "BRU", "ENA", "ENA", "DRU", "MIS", "LAD", "VIS", "CON"),
    ("CHA", "HL", "ALD", "VID", "MED", "ALD", "ALD", "ALD", "ALD"),
)


def test_every_role_has_a_night_prompt_and_card_text() -> None:
    seen = set()
    for codes in ALL_ROLE_TABLES:
        game = deal(*codes)
        for player in game.state.players:
            view = game.player_view(player.seat, lang="es")
            assert view["card"]["text"] and view["card"]["role_name"]
            slots = {p["slot"]: p for p in view["prompts"]}
            assert "role" in slots and "sleep" in [a["id"] for a in slots["role"]["abilities"]]
            assert ("attack" in slots) == (player.wins_with == "evil")
            seen.add(player.role)
    assert seen == set(CATALOG)


def test_day_prompts_for_witch_and_shaman_only_in_debate() -> None:
    game = deal("CHA", "BRU", "MED", "VID", "ALD", "ALD", "ALD", "ALD")
    close(game)
    assert [p["abilities"][0]["id"] for p in game.player_view(s(1))["prompts"]] == ["shield"]
    assert [p["abilities"][0]["id"] for p in game.player_view(s(2))["prompts"]] == ["hex"]
    assert game.player_view(s(3))["prompts"] == []


def test_public_view_never_shows_a_living_role_or_who_acted() -> None:
    game = deal("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD")
    attack(game, 5, 1, 2)
    act(game, 4, "consult", 1)
    ruleset = find_ruleset("luna_llena")
    assert ruleset.status_is_public(game.state) is False
    view = game.public_view(lang=None)
    assert view["status"] == []
    close(game)
    view = game.public_view(lang=None)
    assert all(seat["role"] is None for seat in view["seats"])
    assert all("role" not in m["params"] for m in view["announcements"])


def test_roles_revealed_at_game_end() -> None:
    game = deal("HL", "MED", "VID", "ASE", "ALD", "ALD", "ALD")
    act(game, 4, "assassinate", 1)
    close(game)
    assert game.state.over
    assert game.public_view()["seats"][0]["role"] == "werewolf"


def test_checklist_night_order_with_words_in_spanish_and_english() -> None:
    game = deal("HL", "VAM", "MED", "VID", "ASE", "SAC", "ALD", "ALD")
    steps = find_ruleset("luna_llena").checklist(game.state)
    assert [step.id for step in steps] == ["evil", "vampire", "seer", "doctor", "assassin", "priest", "dawn"]
    for step in steps:
        assert step.words["es"] and step.words["en"] and step.words["it"] and step.words["zh_CN"]
    assert steps[0].seats == (s(1), s(2))


def test_moderator_narrator_sees_grimoire_host_does_not() -> None:
    game = deal("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD")
    assert "grimoire" in game.moderator_view(narrator=True)
    host = game.moderator_view(narrator=False)
    assert "grimoire" not in host and "submissions" not in host


def test_messages_render_in_four_languages() -> None:
    game = deal("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD")
    for lang in ("en", "es", "it", "zh_CN"):
        texts = [m["text"] for m in game.player_view(s(1), lang=lang)["messages"]]
        assert texts and all("{" not in t for t in texts)
    assert "Hombre lobo" in game.player_view(s(1), lang="es")["messages"][0]["text"]


def test_dealt_classic_nine_is_valid_and_public() -> None:
    for seed in range(5):
        game: Game = table(9, seed=seed)
        game.apply(Deal())
        assert sum(1 for p in game.state.players if ROLES[p.role].team == "evil") == 2
        assert game.state.phase.label() == "night 1"


def test_every_message_of_bot_games_renders_in_four_languages() -> None:
    from engine.simulate import play_bot_game

    ruleset = find_ruleset("luna_llena")
    kinds = set()
    for seed in range(6):
        game = play_bot_game(ruleset, {"mode": "random"}, seed, 9)
        names = game.state.names()
        for message in game.state.messages:
            kinds.add(message.kind)
            for lang in ("en", "es", "it", "zh_CN"):
                text = ruleset.render(message, names, lang)
                assert text and "{" not in text and text != message.kind, (message.kind, lang, text)
    assert {"dawn_deaths", "verdict", "game_over", "your_card"} <= kinds


def test_undo_restores_the_night_exactly() -> None:
    game = deal("HL", "LA", "LIC", "MED", "VID", "ALD", "ALD", "ALD")
    attack(game, 3, 1, 2)
    before = (game.public_view(lang=None), game.player_view(s(3), lang=None))
    close(game)
    assert game.state.players[s(3)].wins_with == "evil"
    game.undo()
    assert game.state.players[s(3)].wins_with == "good"
    assert (game.public_view(lang=None), game.player_view(s(3), lang=None)) == before
    game.redo()
    assert game.state.players[s(3)].wins_with == "evil"
