"""Edges of the Luna llena rule set class (engine/rulesets/luna_llena/rules.py)
that mutation testing found unchecked (docs/mutation/luna_llena.md, second pass).

Each test names its rule and fails when the line it guards is changed a little
(a default, a prompt's slot or flag, a message's key or parameter, a card's
field, a checklist step's seats or whether it is active)."""

from __future__ import annotations

from fractions import Fraction

import pytest

from engine.commands import Advance, Clock, Deal, Say, Vote
from engine.errors import IllegalAction, Incomplete, SetupError, WrongPhase
from engine.game import Game
from engine.model import Audience, Message
from engine.ruleset import ChecklistStep, Prompt, VotePrompt
from engine.rulesets.luna_llena.abilities import ext, is_afk
from engine.rulesets.luna_llena.checklist_words import CHECKLIST
from engine.rulesets.luna_llena.options import DEFAULT_DURATIONS
from engine.rulesets.luna_llena.roles import GOALS
from engine.rulesets.luna_llena.rules import catalog_sorted
from tests.rulesets.luna_llena.helpers import act, attack, close, deal, private, public, quiet_day, s, table
from tests.rulesets.luna_llena.test_day import to_accusation

BASE7 = ("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD")


def to_defense(game: Game, accused: int) -> None:
    """Night 1 → debate → s3 alone accuses spec seat ``accused`` → his defense."""
    to_accusation(game)
    game.apply(Vote(s(3), s(accused)))
    close(game)


# -- set-up -------------------------------------------------------------------------
def test_DEC_LL_06_08_52_56_the_default_options() -> None:
    """CLASSIC deal (DEC-LL-06), presence tracked (DEC-LL-08), the default durations
    (DEC-LL-52) and no day limit (DEC-LL-56)."""
    defaults = table(7).ruleset.default_options()
    assert defaults == {"mode": "classic", "presence": True, "durations": DEFAULT_DURATIONS, "max_days": 0}
    assert defaults["durations"] is not DEFAULT_DURATIONS  # a game's copy, never the shared table


def test_LL_4_2_a_table_of_six_is_refused_with_its_count() -> None:
    game = table(6)
    with pytest.raises(SetupError) as refused:
        game.apply(Deal())
    assert (refused.value.key, refused.value.rule, refused.value.params) == ("ll.player_count", "LL-4.2", {"count": 6})


def test_DEC_LL_06_an_unknown_mode_is_named_in_the_refusal() -> None:
    with pytest.raises(SetupError) as refused:
        table(7, {"mode": "chaos"}).apply(Deal())
    assert (refused.value.key, refused.value.params) == ("ll.unknown_mode", {"value": "chaos"})


def test_LL_2_3_the_test_mode_deals_the_moderators_deck() -> None:
    deck = ["werewolf", "alpha_wolf", "doctor", "seer", "king", "villager", "villager"]
    game = table(7, {"mode": "test", "roles": deck})
    game.apply(Deal())
    assert sorted(p.role for p in game.state.players) == sorted(deck)


def test_LL_3_1_without_a_mode_the_deal_is_classic() -> None:
    game = table(7)
    game.apply(Deal())
    assert sorted(p.role for p in game.state.players) == sorted(
        ["werewolf", "alpha_wolf", "doctor", "seer", "villager", "villager", "villager"]
    )
    assert game.public_view(lang=None)["setup"]["mode"] == "classic"


def test_LL_11_4_the_deal_is_presence_for_everyone() -> None:
    """A game dealt at minute 5 counts nobody away until a minute after the deal."""
    game = table(7)
    game.apply(Clock(300_000))
    game.apply(Deal(("werewolf", "alpha_wolf", "doctor", "seer", "villager", "villager", "villager")))
    assert ext(game.state).start_ms == 300_000
    game.apply(Clock(359_999))
    assert not is_afk(game.state, s(5))
    game.apply(Clock(360_000))
    assert is_afk(game.state, s(5))


def test_LL_12_G14_each_lover_learns_the_other() -> None:
    game = deal("HL", "LA", "ENA", "MED", "ENA", "ALD", "ALD", "VID")
    assert private(game, 3, "lover_partner") == [{"other": s(5)}]
    assert private(game, 5, "lover_partner") == [{"other": s(3)}]
    assert game.player_view(s(3))["card"]["partner"] == s(5)
    assert game.player_view(s(5))["card"]["partner"] == s(3)


def test_LL_5_1_the_evil_channel_holds_the_evil_and_the_village_everyone() -> None:
    game = deal("MED", "HL", "ALD", "VID", "ALD", "LA", "ALD")
    assert game.state.channels["evil"] == {s(2), s(6)}
    assert game.state.channels["village"] == set(range(7))


def test_LL_2_1_the_public_setup_counts_the_cards_in_catalog_order() -> None:
    game = deal("ALD", "VID", "HL", "ALD", "MED", "LA", "ALD")
    setup = game.public_view(lang=None)["setup"]
    assert setup["players"] == 7 and setup["mode"] == "classic"
    assert list(setup["composition"].items()) == [
        ("werewolf", 1),
        ("alpha_wolf", 1),
        ("villager", 3),
        ("seer", 1),
        ("doctor", 1),
    ]
    assert setup["deadline_ms"] == DEFAULT_DURATIONS["night"] * 1000


def test_LL_2_1_before_the_deal_the_table_shows_its_size_and_no_deadline() -> None:
    game = table(7, {"mode": "random"})
    assert game.public_view(lang=None)["setup"] == {
        "players": 7,
        "mode": "random",
        "composition": {},
        "deadline_ms": None,
    }


def test_catalog_sorted_puts_an_unknown_card_last() -> None:
    assert catalog_sorted(["no_such_card", "villager", "werewolf"]) == ["werewolf", "villager", "no_such_card"]


# -- deadlines (LL-11) ----------------------------------------------------------------
def test_LL_11_1_no_advance_is_due_once_the_game_is_over() -> None:
    game = deal("HL", "MED", "VID", "ASE", "ALD", "ALD", "ALD")
    act(game, 4, "assassinate", 1)
    close(game)
    assert game.state.over and ext(game.state).deadline_ms is None
    ext(game.state).deadline_ms = 1  # even with a deadline left behind, an ended game never closes again
    assert not game.ruleset.auto_advance_due(game.state, 10**9)


def test_LL_11_1_no_advance_is_due_in_the_lobby() -> None:
    game = table(7)
    assert not game.ruleset.auto_advance_due(game.state, 10**9)


def test_LL_11_2_a_vote_after_the_deadline_is_refused_and_changes_nothing() -> None:
    game = deal(*BASE7)
    close(game)
    game.apply(Advance(override=True))  # debate → accusation, deadline 60 s after now
    deadline = ext(game.state).deadline_ms
    assert deadline is not None
    game.apply(Clock(deadline))
    with pytest.raises(WrongPhase) as refused:
        game.apply(Vote(s(3), s(1)))
    assert (refused.value.key, refused.value.rule, refused.value.player) == ("ll.deadline_passed", "LL-11.2", s(3))
    assert game.state.ballots == {}


def test_LL_11_2_an_action_after_the_deadline_is_refused_naming_its_author() -> None:
    game = deal(*BASE7)
    game.apply(Clock(DEFAULT_DURATIONS["night"] * 1000))
    with pytest.raises(WrongPhase) as refused:
        act(game, 4, "consult", 1)
    assert (refused.value.key, refused.value.player) == ("ll.deadline_passed", s(4))
    assert game.state.submissions == {}


# -- who acts now -----------------------------------------------------------------------
def test_DEC_LL_12_night_prompts_a_changeable_role_slot_and_an_optional_attack_slot() -> None:
    game = deal("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD")
    attack(game, 5, 1, 2)
    close(game)
    quiet_day(game)  # s5 died in night 1: no prompt for him
    prompts = game.ruleset.prompts(game.state)
    assert Prompt(s(1), ("sleep",), changeable=True) in prompts
    assert Prompt(s(1), ("attack", "abstain"), slot="attack", required=False, changeable=True) in prompts
    assert Prompt(s(3), ("protect", "sleep"), changeable=True) in prompts
    assert [p.seat for p in prompts if p.slot == "attack"] == [s(1), s(2)]
    assert s(5) not in {p.seat for p in prompts}


def test_LL_6_3_the_debate_prompts_only_day_abilities_and_nobody_must_use_them() -> None:
    game = deal("CHA", "BRU", "MED", "VID", "ALD", "ALD", "ALD", "ALD")
    close(game)
    assert game.ruleset.prompts(game.state) == [
        Prompt(s(1), ("shield",), slot="day", required=False),
        Prompt(s(2), ("hex",), slot="day", required=False),
    ]
    close(game)  # → accusation: no action prompt
    assert game.ruleset.prompts(game.state) == []


def test_LL_7_1_LL_8_3_vote_prompts_are_changeable_and_weighted() -> None:
    game = deal("HL", "LA", "ALC", "MED", "VID", "ALD", "ALD")
    close(game)
    assert game.ruleset.vote_prompts(game.state) == []  # the debate: no vote
    close(game)
    accusation = game.ruleset.vote_prompts(game.state)
    assert accusation[2] == VotePrompt(s(3), (0, 1, 3, 4, 5, 6, None), Fraction(2), changeable=True)
    assert len(accusation) == 7
    game.apply(Vote(s(3), s(1)))
    close(game)  # → defense of s1
    assert game.ruleset.vote_prompts(game.state) == []
    close(game)  # → judgment
    judgment = game.ruleset.vote_prompts(game.state)
    assert [p.seat for p in judgment] == [1, 2, 3, 4, 5, 6]
    assert judgment[1] == VotePrompt(s(3), ("execute", "pardon", None), Fraction(2), changeable=True)


# -- submissions and votes ----------------------------------------------------------------
def check_day_ability_spent_and_confirmed(role: str, ability: str, target: int) -> dict[int, int]:
    """The use is spent on choosing and the user told (DEC-LL-17, DEC-LL-44); returns the
    book's memory of the choice (night or day number → target seat)."""
    game = deal("HL", role, "MED", "VID", "ALD", "ALD", "ALD", "ALD")
    close(game)
    act(game, 2, ability, target)
    assert private(game, 2, f"{ability}_set") == [{"target": s(target)}]
    assert game.state.players[s(2)].uses[ability] == 0
    memory = ext(game.state)
    return memory.hexes if ability == "hex" else memory.shields


def test_DEC_LL_18_the_witch_hexes_for_the_next_night() -> None:
    assert check_day_ability_spent_and_confirmed("BRU", "hex", 3) == {2: s(3)}


def test_DEC_LL_44_the_shaman_shields_for_this_day() -> None:
    assert check_day_ability_spent_and_confirmed("CHA", "shield", 1) == {1: s(1)}


def test_LL_11_4_a_night_action_and_a_vote_are_presence() -> None:
    game = deal(*BASE7)
    game.apply(Clock(5_000))
    act(game, 4, "consult", 1)
    assert game.state.presence_ms[s(4)] == 5_000
    close(game)
    close(game)
    game.apply(Clock(7_000))
    game.apply(Vote(s(5), s(1)))
    assert game.state.presence_ms[s(5)] == 7_000


def test_LL_5_2_the_attack_totals_count_votes_per_target_and_skip_abstentions() -> None:
    game = deal("HL", "LA", "VAM", "MED", "VID", "ALD", "ALD", "ALD")
    attack(game, 5, 1, 2)
    attack(game, 4, 3)
    act(game, 3, "abstain")
    totals = [m.params["totals"] for m in game.state.messages if m.kind == "attack_totals"]
    assert totals == [[[s(5), 1]], [[s(5), 2]], [[s(4), 1], [s(5), 2]], [[s(5), 2]]]
    act(game, 4, "protect", 5)  # a role action with a target is no attack vote
    attack(game, 5, 2)
    totals = [m.params["totals"] for m in game.state.messages if m.kind == "attack_totals"]
    assert totals[-1] == [[s(5), 2]]
    evil_lines = [m for m in game.state.messages if m.kind == "attack_totals"]
    assert {(m.audience.kind, m.audience.channel) for m in evil_lines} == {("channel", "evil")}


def test_LL_7_3_the_tiebreak_publishes_its_counts_too_without_abstentions() -> None:
    game = deal(*BASE7)
    to_accusation(game)
    game.apply(Vote(s(3), s(1)))
    game.apply(Vote(s(4), s(2)))
    close(game)  # → tiebreak between s1 and s2
    game.apply(Vote(s(5), s(2)))
    game.apply(Vote(s(6), None))
    assert public(game, "accusation_counts")[-2:] == [{"totals": [[s(2), 1]]}, {"totals": [[s(2), 1]]}]


def test_LL_8_3_the_judgment_opens_naming_the_accused() -> None:
    game = deal(*BASE7)
    to_defense(game, 2)
    close(game)
    assert public(game, "judgment_open") == [{"accused": s(2)}]


def test_LL_8_3_a_judgment_ballot_publishes_no_counts() -> None:
    game = deal(*BASE7)
    to_defense(game, 1)
    close(game)
    before = len(public(game, "accusation_counts"))
    game.apply(Vote(s(3), "execute"))
    assert len(public(game, "accusation_counts")) == before


def test_LL_6_2_nobody_writes_in_the_village_channel_by_night() -> None:
    game = deal(*BASE7)
    with pytest.raises(IllegalAction) as refused:
        game.apply(Say(s(3), "village", "psst"))
    assert (refused.value.key, refused.value.rule, refused.value.player) == ("ll.village_by_day", "LL-6.2", s(3))
    game.apply(Say(s(1), "evil", "the evil talk by night"))


def test_LL_8_2_in_the_defense_the_refusal_names_the_speaker() -> None:
    game = deal(*BASE7)
    to_defense(game, 1)
    with pytest.raises(IllegalAction) as refused:
        game.apply(Say(s(4), "village", "objection"))
    assert (refused.value.key, refused.value.player) == ("ll.defense_only_accused", s(4))


# -- closing phases -------------------------------------------------------------------------
def test_LL_11_1_the_book_closes_nothing_outside_night_and_day() -> None:
    """The game refuses an Advance after the end itself; the book's own check says why too."""
    game = deal("HL", "MED", "VID", "ASE", "ALD", "ALD", "ALD")
    act(game, 4, "assassinate", 1)
    close(game)
    with pytest.raises(WrongPhase) as refused:
        game.ruleset.check_advance(game.state, Advance(override=True))
    assert (refused.value.key, refused.value.rule) == ("nothing_to_close", "LL-11.1")


def test_LL_11_1_the_refusal_to_close_names_who_is_missing() -> None:
    game = deal(*BASE7)
    for seat in (1, 2, 3, 4, 5):
        act(game, seat, "sleep")
    with pytest.raises(Incomplete) as refused:
        game.apply(Advance())
    assert (refused.value.key, refused.value.params) == ("ll.waiting_for", {"names": ("s6", "s7")})


def test_LL_11_1_everyone_answered_the_night_closes_without_override() -> None:
    game = deal(*BASE7)
    for seat in range(1, 8):
        act(game, seat, "sleep")
    game.apply(Advance())
    assert game.state.phase.label() == "day 1/debate"
    assert public(game, "closed_early") == []


def test_section_7_closing_early_is_announced_with_the_count_of_the_missing() -> None:
    game = deal(*BASE7)
    for seat in (1, 2, 3, 4, 5):
        act(game, seat, "sleep")
    close(game)
    assert public(game, "closed_early") == [{"count": 2}]


def test_LL_11_2_closing_after_the_deadline_is_not_early() -> None:
    game = deal(*BASE7)
    game.apply(Clock(DEFAULT_DURATIONS["night"] * 1000))
    close(game)
    assert public(game, "closed_early") == []
    assert game.state.phase.label() == "day 1/debate"


# -- screens: the card (LL-2.4) -----------------------------------------------------------------
def test_LL_2_4_a_card_lists_its_abilities_and_its_side_in_the_players_language() -> None:
    game = deal(*BASE7)
    card = game.player_view(s(3), lang="es")["card"]
    assert card["abilities"] == ["protect", "sleep"]
    assert card["team_name"] == "bueno"
    assert card["goal"] == game.ruleset.roles["doctor"].goals["es"]
    assert card["spent"] == []
    assert "evil_roster" not in card and "partner" not in card


def test_LL_12_G10_a_converted_lycanthrope_reads_the_evil_goal() -> None:
    game = deal("HL", "LA", "LIC", "MED", "VID", "ALD", "ALD", "ALD")
    attack(game, 3, 1, 2)
    close(game)
    card = game.player_view(s(3), lang="es")["card"]
    assert card["team_name"] == "malvado"
    assert card["goal"] == GOALS["evil"]["es"]
    assert game.player_view(s(3), lang="fr")["card"]["goal"] == GOALS["evil"]["en"]  # no French: English


def test_LL_5_1_the_card_roster_shows_the_other_living_evil_only() -> None:
    game = deal("HL", "LA", "EMB", "MED", "VID", "ALD", "ALD", "ALD", "ALD")
    close(game)
    close(game)  # debate → accusation
    for voter in (4, 5, 6, 7):
        game.apply(Vote(s(voter), s(3)))
    close(game)
    close(game)
    for voter in (4, 5, 6, 7, 8):
        game.apply(Vote(s(voter), "execute"))
    close(game)
    assert not game.state.players[s(3)].alive
    roster = game.player_view(s(1), lang="es")["card"]["evil_roster"]
    assert roster == [{"seat": s(2), "role": "alpha_wolf", "role_name": game.ruleset.roles["alpha_wolf"].name("es")}]
    assert "evil_roster" not in game.player_view(s(3))["card"]  # a dead evil player no longer reads it


def test_LL_12_G4_LL_12_G5_LL_12_G9_the_card_shows_what_is_spent() -> None:
    game = deal("HL", "LA", "CAB", "PRI", "BUF", "MED", "VID", "ALD", "ALD")
    attack(game, 3, 1, 2)
    close(game)  # the Caballero's armour stops the attack
    close(game)
    for voter in (1, 2, 3, 6):
        game.apply(Vote(s(voter), s(4)))
    close(game)
    close(game)
    for voter in (1, 2, 3, 5, 6, 7):
        game.apply(Vote(s(voter), "execute"))
    close(game)  # the Princesa survives her first execution
    attack(game, 5, 1, 2)
    close(game)  # the Bufón dies: his personal victory
    assert game.player_view(s(3))["card"]["spent"] == ["armour_spent"]
    assert game.player_view(s(4))["card"]["spent"] == ["survived_execution"]
    assert game.player_view(s(5))["card"]["spent"] == ["personal_win"]
    assert game.player_view(s(6))["card"]["spent"] == []


# -- screens: the checklist --------------------------------------------------------------------
def test_DEC_LL_54_the_night_checklist_wakes_the_evil_and_each_role_with_its_seats() -> None:
    game = deal("HL", "VAM", "MED", "VID", "ALD", "ALD", "ALD")
    attack(game, 4, 1, 2)
    close(game)
    quiet_day(game)  # night 2: the Vidente is dead
    steps = {step.id: step for step in game.ruleset.checklist(game.state)}
    assert list(steps) == ["evil", "vampire", "seer", "doctor", "dawn"]
    assert steps["evil"] == ChecklistStep("evil", "evil", steps["evil"].words, (s(1), s(2)), ("attack",), True)
    assert steps["vampire"].seats == (s(2),) and steps["vampire"].abilities == ("pierce", "sleep")
    assert steps["seer"].seats == (s(4),) and steps["seer"].active is False
    assert steps["doctor"].active is True and steps["doctor"].role == "doctor"
    assert steps["dawn"] == ChecklistStep("dawn", "", steps["dawn"].words, tuple(range(7)), (), True)


def test_LL_6_3_the_debate_checklist_shows_the_day_abilities_and_whether_still_usable() -> None:
    game = deal("HL", "BRU", "CHA", "MED", "VID", "ALD", "ALD", "ALD")
    close(game)
    steps = game.ruleset.checklist(game.state)
    assert steps == [
        ChecklistStep("witch", "witch", CHECKLIST["witch"], (s(2),), ("hex",), True),
        ChecklistStep("wolf_shaman", "wolf_shaman", CHECKLIST["wolf_shaman"], (s(3),), ("shield",), True),
    ]
    act(game, 2, "hex", 4)
    assert [st.active for st in game.ruleset.checklist(game.state)] == [False, True]
    close(game)
    assert game.ruleset.checklist(game.state) == []  # the accusation: nothing to read


def test_LL_6_3_the_debate_checklist_greys_out_a_dead_witch() -> None:
    game = deal("BRU", "HL", "MED", "VID", "ALD", "ALD", "ALD")
    close(game)
    close(game)
    for voter in (3, 4, 5, 6):
        game.apply(Vote(s(voter), s(1)))
    close(game)
    close(game)
    for voter in (3, 4, 5, 6):
        game.apply(Vote(s(voter), "execute"))
    close(game)
    close(game)  # night 2 → day 2
    assert [(st.id, st.active) for st in game.ruleset.checklist(game.state)] == [("witch", False)]


# -- screens: the words of each line ------------------------------------------------------------
NAMES = ["Ana", "Bea", "Carlos", "Dani", "Eva", "Fede", "Gala"]


def said(kind: str, lang: str = "en", **params: object) -> str:
    """The line ``kind`` with ``params`` as a player reads it in ``lang``."""
    message = Message(0, "night 1", Audience.public(), kind, dict(params))
    return table(7).ruleset.render(message, NAMES, lang)


def test_LL_2_1_the_cards_in_play_are_named_in_the_readers_language() -> None:
    assert said("cards_in_play", cards=["werewolf", "villager"]) == "Cards in play: Werewolf, Villager."
    assert said("cards_in_play", "es", cards=["werewolf", "villager"]) == "Cartas en juego: Hombre lobo, Aldeano."
    assert said("cards_in_play", "zh_CN", cards=["werewolf", "villager"]) == "本局身份牌：狼人、村民。"


def test_LL_5_1_the_evil_roster_pairs_each_seat_with_its_card() -> None:
    line = said("evil_roster", seats=[1, 4], roles=["alpha_wolf", "werewolf"])
    assert line == "Evil players: Bea (Alpha Wolf), Eva (Werewolf)."
    assert said("evil_roster", "zh_CN", seats=[1], roles=["werewolf"]) == "邪恶玩家：Bea（狼人）。"


def test_DEC_LL_17b_the_cards_revealed_at_the_end_go_seat_by_seat() -> None:
    line = said("cards_revealed", "es", roles=["werewolf", "villager", "seer"])
    assert line == "Todas las cartas: Ana (Hombre lobo), Bea (Aldeano), Carlos (Vidente)."


def test_LL_5_2_LL_7_3_totals_read_seat_and_count_or_none() -> None:
    assert said("attack_totals", totals=[[2, 1], [4, 2]]) == "Joint attack votes: Carlos: 1, Eva: 2."
    assert said("attack_totals", "es", totals=[]) == "Votos del ataque conjunto: ninguno."
    assert said("accusation_counts", "zh_CN", totals=[[0, 3]]) == "指控人数：Ana：3。"


def test_the_words_of_a_line_are_in_the_readers_language() -> None:
    assert said("your_card", "es", role="seer", team="good") == "Tu carta: Vidente. Tu equipo: bueno."
    assert said("consult_result", "es", target=0, result="evil") == "Ana: malvado."
    assert said("verdict", "it", seat=1, verdict="pardon", execute=1, pardon=3, abstain=0) == (
        "Verdetto su Bea: graziare (giustiziare 1, graziare 3, astensione 0)."
    )
    assert said("card_revealed", "es", seat=2, role="seer", source="denounce") == "El Delator revela a Carlos: Vidente."
    assert said("draw", "es", reason="all_dead") == "Empate: no queda nadie vivo."
    assert said("personal_win", "es", seat=3, win="jester") == "Victoria personal de Dani (Bufón)."
    assert said("will_die", "es", target=4, cause="joint_attack") == "Eva morirá (ataque conjunto)."


def test_LL_1_2_game_over_names_the_winning_side_and_its_players() -> None:
    assert said("game_over", "es", teams=["evil"], winners=[0, 1]) == (
        "Fin de la partida: Ganan los malvados. Ganadores: Ana, Bea."
    )


def test_a_seat_without_a_card_yet_has_no_abilities() -> None:
    """Before the deal a seat's role is empty: its card lists nothing and keeps the book's goal."""
    game = table(7)
    card = game.ruleset.card(game.state, s(1))
    assert (card["role"], card["abilities"], card["goal"], card["spent"]) == ("", [], "", [])


def test_DEC_LL_18_no_hex_no_reminder() -> None:
    game = deal(*BASE7)
    assert game.ruleset.moderator_details(game.state) == {"reminders": {}}
    close(game)
    assert game.ruleset.moderator_details(game.state) == {"reminders": {}}


def test_a_language_without_its_own_list_separator_uses_the_comma() -> None:
    assert said("cards_in_play", "fr", cards=["werewolf", "villager"]) == "Cards in play: Werewolf, Villager."
    assert said("attack_totals", "fr", totals=[[2, 1], [4, 2]]) == "Joint attack votes: Carlos: 1, Eva: 2."
