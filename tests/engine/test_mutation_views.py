"""The views' exact contents (engine/views.py), pinned down where mutation testing
found them unchecked (issue 21): the narrator's grimoire, submissions, ballots and
log; a playing host's view; a submitted option in the rule set's words; a view
asked with no language (bots) or in another one; the ballot and the status marks."""

from __future__ import annotations

import pytest

from engine import Advance, Deal, Game, SeatPlayer, Submit, Vote, find_ruleset
from engine.commands import Clock, Say
from engine.views import _ability
from tests.helpers import finish_night, table
from tests.rulesets.village_vs_nonvillage.zh_harness import Table

WOLF, OTHER_WOLF, SEER, GUARDIAN = 0, 1, 2, 3


def day_vote(first_ballot: int | None = 4) -> Game:
    """Night 1 passed (the wolves ate the Seer), the day's vote open, P1's ballot cast."""
    game = table()
    finish_night(game)
    game.apply(Advance())
    if first_ballot is not None:
        game.apply(Vote(WOLF, first_ballot))
    return game


# -- the moderator's view -----------------------------------------------------


def test_the_narrators_grimoire_shows_every_player_in_the_language_asked() -> None:
    game = day_vote()
    grimoire = game.moderator_view(narrator=True, lang="es")["grimoire"]
    assert grimoire[WOLF] == {
        "seat": 0,
        "name": "P1",
        "role": "wolf",
        "role_name": "Lobo",
        "alive": True,
        "seen_as": "wolf",
        "counts_as": ["wolf"],
        "wins_with": "wolves",
        "uses": {},
    }
    assert grimoire[SEER] == {
        "seat": 2,
        "name": "P3",
        "role": "seer",
        "role_name": "Vidente",
        "alive": False,
        "seen_as": "not_wolf",
        "counts_as": ["villager"],
        "wins_with": "village",
        "uses": {},
    }
    assert [p["seat"] for p in grimoire] == list(range(8))
    english = game.moderator_view(narrator=True)["grimoire"]
    assert [p["role_name"] for p in english][:4] == ["Wolf", "Wolf", "Seer", "Guardian"]


def test_the_grimoire_copies_uses_and_sorts_counts_as() -> None:
    game = table()
    player = game.state.players[GUARDIAN]
    player.uses["protect"] = 2
    player.counts_as = frozenset({"villager", "alpha"})
    entry = game.moderator_view(narrator=True)["grimoire"][GUARDIAN]
    assert (entry["uses"], entry["counts_as"]) == ({"protect": 2}, ["alpha", "villager"])
    assert entry["uses"] is not player.uses  # a copy: a screen cannot change the game


def test_a_role_the_book_does_not_know_has_no_name_in_the_grimoire() -> None:
    game = Game("moonveil")
    game.apply(SeatPlayer("Ana"))
    (entry,) = game.moderator_view(narrator=True)["grimoire"]
    assert (entry["role"], entry["role_name"]) == ("", "")  # not dealt yet


def test_the_narrator_sees_the_submissions_in_seat_order_with_their_slots() -> None:
    game = table()
    game.apply(Submit(SEER, "inspect", (WOLF,)))
    game.apply(Submit(OTHER_WOLF, "attack", (4,)))
    assert game.moderator_view(narrator=True)["submissions"] == [
        {"seat": 1, "slot": "role", "ability": "attack", "targets": [4], "option": None},
        {"seat": 2, "slot": "role", "ability": "inspect", "targets": [0], "option": None},
    ]


def test_the_narrator_sees_the_ballots_by_seat_and_who_is_missing() -> None:
    game = day_vote()
    game.apply(Vote(OTHER_WOLF, None))
    view = game.moderator_view(narrator=True)
    assert view["ballots"] == {"0": 4, "1": None}
    assert list(view["ballots"]) == ["0", "1"]
    assert view["missing"] == [3, 4, 5, 6, 7]
    assert view["details"] == game.ruleset.moderator_details(game.state)


def test_the_narrators_log_is_every_message_with_the_games_numbers_in_the_language_asked() -> None:
    game = table()
    game.apply(Say(WOLF, "wolves", "hola"))
    log = game.moderator_view(narrator=True, lang="es")["log"]
    assert [m["seq"] for m in log] == list(range(len(game.state.messages)))
    assert log[SEER]["text"] == "Eres: Vidente."
    assert log[-1]["kind"] == "say" and log[-1]["params"]["text"] == "hola"
    assert game.moderator_view(narrator=True)["log"][SEER]["text"] != "Eres: Vidente."


def test_a_playing_host_sees_the_public_view_the_status_and_their_own_card_only() -> None:
    game = day_vote()
    view = game.moderator_view(narrator=False, host_seat=GUARDIAN, lang="es")
    assert set(view) == {"public", "narrator", "missing", "host"}
    assert view["narrator"] is False
    assert view["public"] == game.public_view("es")
    assert view["host"] == game.player_view(GUARDIAN, "es")
    assert view["host"]["card"] is not None and view["host"]["card"]["role_name"] == "Guardián"
    assert view["missing"] == [1, 3, 4, 5, 6, 7]


def test_the_moderators_public_part_is_in_the_language_asked() -> None:
    game = table()
    view = game.moderator_view(narrator=True, lang="es")
    assert view["public"]["title"] == "Pueblo Velo de Luna"
    assert view["public"]["announcements"][0]["text"] == "Cae la noche 1."
    assert "host" not in view


def finished() -> Game:
    """Three seats: the wolf eats one villager, the wolves reach parity (MV-8.2)."""
    game = table(("wolf", "villager", "villager"))
    game.apply(Clock(1_234))
    game.apply(Submit(0, "attack", (1,)))
    game.apply(Submit(2, "ready"))
    game.apply(Submit(1, "ready"))
    game.apply(Advance())
    assert game.state.over
    return game


def test_a_finished_game_shows_the_moderator_nobody_missing() -> None:
    game = finished()
    assert game.moderator_view(narrator=True)["missing"] == []
    assert game.player_view(2)["prompts"] == [] and game.player_view(2)["vote"] is None


# -- the public view ----------------------------------------------------------


def test_the_title_is_in_the_language_asked_english_without_one() -> None:
    game = table()
    assert game.public_view("es")["title"] == "Pueblo Velo de Luna"
    assert game.public_view()["title"] == game.public_view(None)["title"] == game.public_view("xx")["title"]
    assert game.public_view(None)["title"] == game.ruleset.titles["en"]


def test_the_status_marks_who_has_voted_among_those_who_must() -> None:
    game = day_vote()
    assert game.public_view()["status"] == [
        {"seat": 0, "done": True},
        {"seat": 1, "done": False},
        *({"seat": s, "done": False} for s in (3, 4, 5, 6, 7)),
    ]


def test_the_dead_show_their_roles_and_everyone_after_the_game() -> None:
    game = day_vote()
    seats = game.public_view()["seats"]
    assert seats[SEER] == {"seat": 2, "name": "P3", "bot": False, "alive": False, "role": "seer"}
    assert seats[WOLF]["role"] is None
    assert [s["role"] for s in finished().public_view()["seats"]] == ["wolf", "villager", "villager"]


def test_the_public_view_shows_the_outcome_once_over_and_the_time() -> None:
    game = finished()
    view = game.public_view()
    assert view["outcome"] == game.state.outcome.to_dict(game.state.names())  # type: ignore[union-attr]
    assert view["outcome"] is not None and view["outcome"]["winning_teams"] == ["wolves"]
    assert view["now_ms"] == 1_234
    assert table().public_view()["outcome"] is None


# -- a player's prompts, options and ballot -----------------------------------


def test_a_submitted_action_shows_in_the_players_prompt_without_an_option() -> None:
    game = table()
    game.apply(Submit(SEER, "inspect", (WOLF,)))
    (prompt,) = game.player_view(SEER, "es")["prompts"]
    assert prompt == {
        "slot": "role",
        "required": True,
        "changeable": False,
        "submitted": {"ability": "inspect", "targets": [0], "option": None},
        "abilities": [
            {
                "id": "inspect",
                "targets": [0, 1, 3, 4, 5, 6, 7],
                "count": 1,
                "uses": None,
                "option": None,
                "groups": None,
                "excluded": [],
                "excludes": [],
            }
        ],
    }


def test_a_chosen_event_is_shown_in_the_rule_sets_words_only_with_a_language() -> None:
    """ZH-4.7.1: the Gypsy's New Moon names an event; the phone shows its name."""
    zh = Table(events=True)
    zh.do(6, "new_moon", option="silence")
    spanish = zh.game.player_view(5, "es")["prompts"][0]
    assert spanish["submitted"] == {
        "ability": "new_moon",
        "targets": [],
        "option": "silence",
        "option_label": "Silencio",
    }
    new_moon = spanish["abilities"][0]
    assert new_moon["option"] is not None
    assert new_moon["option"]["text"] == 0
    assert new_moon["option"]["labels"][:2] == ["Locura", "Bola de cristal"]
    assert len(new_moon["option"]["labels"]) == len(new_moon["option"]["choices"])
    bots = zh.game.player_view(5, None)["prompts"][0]
    assert bots["submitted"] == {"ability": "new_moon", "targets": [], "option": "silence"}
    assert bots["abilities"][0]["option"] == {"choices": new_moon["option"]["choices"], "text": 0}


def test_a_crystal_ball_message_shows_its_addressee_in_words_and_the_text_as_written() -> None:
    """ZH-5.3.2: the option is ``role:text``; only the role is translated."""
    zh = Table(event_script={"1": ["crystal_ball"]})
    zh.night()
    zh.day()
    zh.game.apply(Submit(0, "crystal_ball", (), "witch:hola: todos", "crystal"))
    crystal = [p for p in zh.game.player_view(0, "es")["prompts"] if p["slot"] == "crystal"]
    submitted = crystal[0]["submitted"]
    assert submitted is not None
    assert submitted.get("option_label") == "Bruja: hola: todos"
    assert crystal[0]["abilities"][0]["option"] == {
        "choices": sorted(set(zh.game.state.composition)),
        "text": 200,
        "labels": [
            zh.game.ruleset.option_label("crystal_ball", r, "es") for r in sorted(set(zh.game.state.composition))
        ],
    }


def test_an_abilitys_uses_and_a_choice_the_book_does_not_list_have_their_own_fields() -> None:
    zh = Table()
    for wolf in (12, 13, 14):
        zh.do(wolf, "attack", 5)
    zh.adv()  # the Witch's step
    antidote, poison = zh.game.player_view(1)["prompts"]
    assert antidote["slot"] == "antidote" and poison["slot"] == "poison"
    assert antidote["abilities"][0]["uses"] == 1 and antidote["abilities"][0]["count"] == 1
    assert antidote["abilities"][1] == {
        "id": "pass",
        "targets": [],
        "count": 0,
        "uses": None,
        "option": None,
        "groups": None,
        "excluded": [],
        "excludes": [],
    }


def test_a_voters_ballot_shows_its_choices_weight_and_what_was_cast() -> None:
    game = day_vote()
    assert game.player_view(WOLF)["vote"] == {
        "choices": [1, 3, 4, 5, 6, 7, None],
        "weight": "1",
        "changeable": False,
        "cast": True,
        "choice": 4,
    }
    assert game.player_view(OTHER_WOLF)["vote"] == {
        "choices": [0, 3, 4, 5, 6, 7, None],
        "weight": "1",
        "changeable": False,
        "cast": False,
        "choice": None,
    }
    assert game.player_view(SEER)["vote"] is None  # the dead do not vote


def test_a_player_sees_their_own_name_life_channels_and_no_prompt_once_dead() -> None:
    game = day_vote(None)
    wolf = game.player_view(WOLF)
    assert (wolf["seat"], wolf["name"], wolf["alive"]) == (0, "P1", True)
    assert wolf["channels"] == {"wolves": ["P1", "P2"]}
    assert game.player_view(4)["channels"] == {}
    seer = game.player_view(SEER, "es")
    assert (seer["seat"], seer["name"], seer["alive"]) == (2, "P3", False)
    assert seer["prompts"] == [] and seer["public"] == game.public_view("es")
    assert seer["card"] is not None and seer["card"]["role_name"] == "Vidente"


def test_a_player_has_no_card_before_the_deal() -> None:
    game = Game("moonveil")
    game.apply(SeatPlayer("Ana"))
    view = game.player_view(0)
    assert view["card"] is None and view["prompts"] == [] and view["vote"] is None


def test_a_choice_the_book_does_not_define_offers_no_target_and_counts_none() -> None:
    """Every book's prompts offer abilities it defines; a choice it does not (a
    book's own plain choice) is shown with no targets and a count of 0, not refused."""
    game = table()
    choice = _ability(game.ruleset, game.state, SEER, "no_such_choice")
    assert (choice["id"], choice["targets"], choice["count"], choice["uses"]) == ("no_such_choice", [], 0, None)


def test_the_public_view_names_its_rule_set() -> None:
    assert table().public_view()["ruleset"] == "moonveil"
    assert Table().game.public_view(None)["ruleset"] == "village_vs_nonvillage"


def test_a_players_messages_in_words_after_a_bot_read_them_without() -> None:
    """Each language's rendering is kept apart: the bot's (no text) is never shown
    to a phone, nor the phone's to a bot."""
    game = table()
    bots = game.player_view(SEER, None)["messages"]
    assert bots and all("text" not in m for m in bots)
    phone = game.player_view(SEER)["messages"]
    assert [m["text"] for m in phone] == ["You are the Seer."]
    assert all("text" not in m for m in game.player_view(SEER, None)["messages"])


def test_a_dead_player_the_book_asks_still_has_their_question() -> None:
    """ZH-4.6 / ZH-8: an eliminated player asked (Cry injustice, the badge) answers
    from the grave (``dead_may_act``), so their phone still shows the prompt."""
    from engine.rulesets.village_vs_nonvillage.state import ext
    from engine.simulate import play_bot_game

    book = find_ruleset("village_vs_nonvillage")
    played = play_bot_game(book, {}, 6, 15)
    game = Game(book, {}, 6)
    for command in played.journal:
        game.apply(command)
        if game.state.phase.kind == "lobby":
            continue
        asked_dead = [a for a in ext(game.state).asking if not game.state.players[a.seat].alive]
        if asked_dead:
            break
    else:
        pytest.fail("no dead player was asked in this game")
    ask = asked_dead[0]
    assert [p["slot"] for p in game.player_view(ask.seat)["prompts"]] == [f"ask_{ask.kind}"]


def test_a_step_is_named_in_the_books_words_in_the_language_asked_english_without_one() -> None:
    """ZH-3.1: the night's steps have names of their own (Village vs Non-village)."""
    zh = Table()
    assert zh.game.public_view("es")["phase"] == {
        "kind": "night",
        "number": 1,
        "step": "actions",
        "label": "night 1/actions",
        "step_name": "Acciones nocturnas",
        "kind_name": "",
    }
    assert zh.game.public_view(None)["phase"]["step_name"] == "Night actions"
    assert zh.game.public_view("it")["phase"]["step_name"] == "Azioni notturne"


def test_a_phase_kind_is_named_in_the_books_words_in_the_language_asked_english_without_one() -> None:
    """IT-4: the night's results (the "review") are a phase of their own, with a name."""
    game = Game("three_factions", {}, 3)
    for name in "ABCD":
        game.apply(SeatPlayer(name))
    game.apply(Deal(("lupo_mannaro", "contadino", "contadino", "contadino")))
    game.apply(Advance(override=True))
    assert game.public_view("es")["phase"] == {
        "kind": "review",
        "number": 0,
        "step": "",
        "label": "review",
        "step_name": "",
        "kind_name": "Resultados de la noche {number}",  # the title places the number (engine.words.numbered)
    }
    assert game.public_view(None)["phase"]["kind_name"] == "Night {number} results"
    assert game.public_view()["title"] == game.ruleset.titles["en"]


def test_a_book_with_no_title_in_any_language_is_shown_by_its_name() -> None:
    game = table()
    game.ruleset.titles = {}  # type: ignore[misc]
    try:
        assert game.public_view("es")["title"] == "moonveil"
    finally:
        del game.ruleset.titles  # type: ignore[misc]
    assert game.ruleset.titles["en"]  # the book's own again


def test_the_public_view_carries_the_books_public_setup() -> None:
    game = table()
    assert game.public_view()["setup"] == {
        "players": 8,
        "game_type": "all_roles",
        "wolves": 2,
        "public_counts": {"wolf": 2},
    }
