"""LL-5, LL-9.5, LL-10 and the catalog abilities (LL-12.E*, LL-12.G*) at night."""

from __future__ import annotations

import pytest

from engine.commands import Advance, Clock, Presence, Say, Submit
from engine.errors import IllegalAction, IllegalTarget, NoUsesLeft
from tests.rulesets.luna_llena.helpers import act, attack, close, deal, private, public, quiet_day, s, trial

BASE7 = ("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD")


def deaths(game) -> list[int]:  # type: ignore[no-untyped-def]
    return [d.seat + 1 for d in game.state.deaths]


def test_LL_5_1_living_evil_know_current_evil_real_cards() -> None:
    game = deal("HL", "EMB", "MED", "VID", "ALD", "ALD", "ALD")
    card = game.player_view(s(1))["card"]
    assert [(e["seat"], e["role"]) for e in card["evil_roster"]] == [(s(2), "trickster")]
    assert "evil_roster" not in game.player_view(s(3))["card"]


def test_LL_5_2_evil_see_private_attack_totals_per_target() -> None:
    game = deal(*BASE7)
    attack(game, 5, 1)
    attack(game, 6, 2)
    totals = [m for m in game.state.messages if m.kind == "attack_totals"]
    assert totals[-1].params["totals"] == [[s(5), 1], [s(6), 1]]
    assert totals[-1].recipients == {s(1), s(2)}
    assert all(m.kind != "attack_totals" for m in game.state.messages if m.audience.kind == "public")
    assert "voter" not in totals[-1].params


def test_LL_5_3_tie_one_random_draw_among_tied() -> None:
    victims = set()
    for seed in range(8):
        game = deal(*BASE7, seed=seed)
        attack(game, 5, 1)
        attack(game, 6, 2)
        close(game)
        dead = deaths(game)
        assert len(dead) == 1 and dead[0] in (5, 6)
        victims.add(dead[0])
    assert victims == {5, 6}


def test_LL_5_4_no_valid_vote_no_attack() -> None:
    game = deal(*BASE7)
    with pytest.raises(IllegalTarget) as error:
        act(game, 1, "attack", 2)
    assert error.value.rule == "LL-5.4"
    state_before = game.state.rng.getstate()
    close(game)
    assert deaths(game) == [] and public(game, "nobody_died")
    assert game.state.rng.getstate() == state_before  # no RNG call


def test_LL_5_4_abstain_withdraws_a_vote() -> None:
    game = deal(*BASE7)
    attack(game, 5, 1)
    act(game, 1, "abstain")
    totals = [m for m in game.state.messages if m.kind == "attack_totals"]
    assert totals[-1].params["totals"] == []
    close(game)
    assert deaths(game) == [] and public(game, "nobody_died")


def test_LL_5_5_after_target_fixed_protections_apply() -> None:
    game = deal(*BASE7)
    attack(game, 5, 1, 2)
    act(game, 3, "protect", 5)
    close(game)
    assert deaths(game) == []


def test_LL_9_5_order_immunity_doctor_knight_lovers_conversion() -> None:
    # Médico before Caballero: the armour is not spent when the Médico saves (LL-T06).
    game = deal("HL", "LA", "MED", "VID", "CAB", "ALD", "ALD")
    attack(game, 5, 1, 2)
    act(game, 3, "protect", 5)
    close(game)
    assert not game.state.players[s(5)].flags.get("armour_spent")
    quiet_day(game)
    attack(game, 5, 1, 2)
    close(game)
    assert game.state.players[s(5)].flags.get("armour_spent") and private(game, 5, "armour_spent")
    # Médico before Licántropo: no conversion when protected (LL-T10).
    game = deal("HL", "LA", "LIC", "MED", "VID", "ALD", "ALD")
    attack(game, 3, 1, 2)
    act(game, 4, "protect", 3)
    close(game)
    assert game.state.players[s(3)].wins_with == "good"


def test_LL_10_1_night_resolves_from_snapshot() -> None:
    game = deal("HL", "LA", "LIC", "VID", "MED", "ALD", "ALD", "ALD")
    act(game, 4, "consult", 3)
    attack(game, 3, 1, 2)
    act(game, 5, "protect", 6)
    close(game)
    assert private(game, 4, "consult_result") == [{"target": s(3), "result": "good"}]
    assert game.state.players[s(3)].wins_with == "evil"


def test_LL_10_2_steps_in_order_revival_last() -> None:
    game = deal("HL", "LA", "MED", "SAC", "ALD", "ALD", "ALD")
    attack(game, 3, 1, 2)
    close(game)
    quiet_day(game)
    attack(game, 5, 1, 2)
    act(game, 4, "revive", 3)
    messages = close(game)
    kinds = [m.kind for m in messages if m.audience.kind == "public"]
    assert kinds.index("dawn_deaths") < kinds.index("revived")
    assert game.state.players[s(3)].alive and not game.state.players[s(5)].alive


def test_LL_10_3_action_resolves_although_author_dies() -> None:
    game = deal("HL", "LA", "MED", "VID", "ASE", "ALD", "ALD", "ALD")
    attack(game, 8, 1, 2)
    act(game, 3, "protect", 8)
    act(game, 5, "assassinate", 3)
    act(game, 4, "consult", 2)
    close(game)
    assert deaths(game) == [3]
    assert private(game, 4, "consult_result") == [{"target": s(2), "result": "good"}]


def test_LL_10_4_victory_only_after_whole_chain() -> None:
    # The Hunter's shot kills the last... the resurrection changes the count (LL-T19 style).
    game = deal("HL", "LA", "MED", "SAC", "ALD", "ALD", "ALD")
    attack(game, 3, 1, 2)
    close(game)
    trial(game, 7, [1, 2, 4], [1, 2, 4])
    close(game)  # night 2: nobody acts
    quiet_day(game)
    attack(game, 5, 1, 2)
    act(game, 4, "revive", 3)
    close(game)
    assert game.state.outcome is None  # 2 evil vs 3 good after the revival


def test_LL_12_E1_evil_vote_and_chat() -> None:
    game = deal(*BASE7)
    game.apply(Say(s(1), "evil", "s5?"))
    chat = [m for m in game.state.messages if m.kind == "say"]
    assert chat and chat[0].recipients == {s(1), s(2)}
    with pytest.raises(IllegalAction):
        game.apply(Say(s(3), "evil", "hello"))


def test_LL_12_E2_alpha_hidden_from_seer_only() -> None:
    game = deal("HL", "LA", "PRE", "VID", "MED", "ASE", "ALD", "ALD")
    act(game, 4, "consult", 2)
    act(game, 3, "proclaim", 2)
    act(game, 6, "assassinate", 2)
    close(game)
    assert private(game, 4, "consult_result")[0]["result"] == "good"
    assert public(game, "card_revealed") == [{"seat": s(2), "role": "alpha_wolf", "source": "proclaim"}]


def test_LL_12_E3_vampire_pierces_doctor_once() -> None:
    game = deal("HL", "VAM", "MED", "VID", "ALD", "ALD", "ALD", "ALD")
    attack(game, 5, 1, 2)
    act(game, 3, "protect", 5)
    act(game, 2, "pierce")
    close(game)
    assert deaths(game) == [5]
    assert game.state.players[s(2)].uses["pierce"] == 0
    quiet_day(game)
    with pytest.raises(NoUsesLeft):
        act(game, 2, "pierce")


def test_LL_12_E3_pierce_not_spent_without_protection() -> None:
    game = deal("HL", "VAM", "MED", "VID", "ALD", "ALD", "ALD", "ALD")
    attack(game, 5, 1, 2)
    act(game, 2, "pierce")
    close(game)
    assert game.state.players[s(2)].uses["pierce"] == 1


def test_LL_12_E4_informant_reveals_good_real_card() -> None:
    game = deal("HL", "DEL", "MED", "VID", "ALD", "ALD", "ALD", "ALD")
    act(game, 2, "denounce", 4)
    close(game)
    assert public(game, "card_revealed") == [{"seat": s(4), "role": "seer", "source": "denounce"}]
    quiet_day(game)
    act(game, 2, "denounce", 1)
    close(game)
    assert private(game, 2, "denounce_failed") == [{"target": s(1)}]
    assert len(public(game, "card_revealed")) == 1


def test_LL_12_E5_cursed_wolf_executed_silences_good_next_night() -> None:
    game = deal("LMA", "HL", "MED", "VID", "REY", "ASE", "ALD", "ALD", "ALD")
    close(game)
    trial(game, 1, [3, 4, 5], [3, 4, 5, 6, 7])
    act(game, 3, "protect", 7)
    attack(game, 7, 2)
    close(game)
    assert deaths(game) == [1, 7]
    assert private(game, 3, "blocked")


def test_LL_12_E6_trickster_deceives_consultation_and_proclamation() -> None:
    game = deal("HL", "EMB", "MIS", "VID", "MED", "ALD", "ALD", "ALD")
    game.apply(Clock(61_000))
    act(game, 4, "consult", 2)
    act(game, 3, "unveil", 2)
    close(game)
    assert private(game, 4, "consult_result")[0]["result"] == "good"
    assert public(game, "card_revealed")[0]["role"] == "villager"


def test_LL_12_E7_witch_hex_blocks_next_night() -> None:
    game = deal("HL", "BRU", "MED", "VID", "ALD", "ALD", "ALD", "ALD")
    close(game)
    act(game, 2, "hex", 3)
    quiet_day(game)
    attack(game, 5, 1, 2)
    act(game, 3, "protect", 5)
    close(game)
    assert deaths(game) == [5] and private(game, 3, "blocked")


def test_LL_12_E8_shaman_shields_from_that_days_execution() -> None:
    game = deal("HL", "CHA", "MED", "VID", "PRI", "ALD", "ALD", "ALD", "ALD")
    close(game)
    with pytest.raises(IllegalTarget):
        act(game, 2, "shield", 3)  # only another evil player
    act(game, 2, "shield", 1)
    trial(game, 1, [3, 4, 5], [3, 4, 5, 6, 7])
    assert game.state.players[s(1)].alive and public(game, "survives_execution")


def test_LL_12_G1_villager_presses_sleep_and_votes() -> None:
    game = deal(*BASE7)
    view = game.player_view(s(5))
    assert [a["id"] for a in view["prompts"][0]["abilities"]] == ["sleep"]
    act(game, 5, "sleep")
    close(game)
    close(game)
    assert game.player_view(s(5))["vote"] is not None


def test_LL_12_G2_seer_consults_apparent_team() -> None:
    game = deal(*BASE7)
    act(game, 4, "consult", 1)
    close(game)
    assert private(game, 4, "consult_result") == [{"target": s(1), "result": "evil"}]


def test_LL_12_G3_doctor_protects_from_both_direct_attacks() -> None:
    game = deal("HL", "LA", "MED", "VID", "ASE", "ALD", "ALD", "ALD")
    attack(game, 6, 1, 2)
    act(game, 5, "assassinate", 6)
    act(game, 3, "protect", 6)
    close(game)
    assert deaths(game) == []


def test_LL_12_G4_knight_survives_first_direct_attack() -> None:
    game = deal("HL", "LA", "MED", "VID", "CAB", "ALD", "ALD")
    attack(game, 5, 1, 2)
    close(game)
    quiet_day(game)
    attack(game, 5, 1, 2)
    close(game)
    assert deaths(game) == [5]


def test_LL_12_G5_princess_survives_first_execution_and_reveals() -> None:
    game = deal("HL", "LA", "MED", "VID", "PRI", "ALD", "ALD", "ALD", "ALD")
    close(game)
    trial(game, 5, [3, 4, 6], [1, 2, 3, 4, 6])
    assert game.state.players[s(5)].alive
    assert public(game, "princess_survives") == [{"seat": s(5), "role": "princess"}]


def test_LL_12_G6_hunter_shot_only_after_direct_attack() -> None:
    hits = 0
    for seed in range(12):
        game = deal("HL", "LA", "CAZ", "MED", "VID", "DRU", "ALD", "ALD", seed=seed)
        attack(game, 3, 1, 2)
        close(game)
        dead = deaths(game)
        assert dead[0] == 3 and all(d in (1, 2) for d in dead[1:])
        hits += len(dead) > 1
    assert 0 < hits < 12


def test_LL_12_G7_priest_revives_dead_good_at_dawn() -> None:
    game = deal("HL", "LA", "MED", "SAC", "ALD", "ALD", "ALD")
    attack(game, 3, 1, 2)
    close(game)
    quiet_day(game)
    act(game, 4, "revive", 3)
    close(game)
    assert game.state.players[s(3)].alive and public(game, "revived") == [{"seat": s(3)}]
    assert game.state.players[s(4)].uses["revive"] == 0  # its one use is spent, not added to


def test_LL_12_G8_king_immune_to_joint_attack_with_protector() -> None:
    game = deal("HL", "LA", "MED", "VID", "REY", "ASE", "BUF", "ALD", "ALD")
    attack(game, 5, 1, 2)
    close(game)
    assert deaths(game) == []


def test_LL_12_G9_jester_personal_victory_at_first_death() -> None:
    game = deal("HL", "LA", "BUF", "MED", "VID", "ALD", "ALD", "ALD")
    attack(game, 3, 1, 2)
    close(game)
    assert private(game, 3, "personal_victory") and game.state.outcome is None
    assert game.state.players[s(3)].wins_with == "good"


def test_LL_12_G10_lycanthrope_converted_not_killed() -> None:
    game = deal("HL", "LA", "LIC", "MED", "VID", "ALD", "ALD", "ALD")
    attack(game, 3, 1, 2)
    close(game)
    player = game.state.players[s(3)]
    assert player.alive and player.wins_with == "evil" and player.role == "lycanthrope"
    assert private(game, 3, "converted") and not public(game, "converted")
    assert s(3) not in game.state.channels["evil"]  # he joins it from the next night (§2.3)
    card = game.player_view(s(3))["card"]
    assert card["team"] == "evil" and card["role"] == "lycanthrope" and "evil" in card["goal"]
    assert [e["seat"] for e in card["evil_roster"]] == [s(1), s(2)]
    quiet_day(game)
    assert any(p["slot"] == "attack" for p in game.player_view(s(3))["prompts"])


def test_LL_12_G11_mayor_weighs_two() -> None:
    game = deal("HL", "LA", "ALC", "MED", "VID", "ALD", "ALD")
    close(game)
    close(game)
    assert game.player_view(s(3))["vote"]["weight"] == "2"


def test_LL_12_G12_assassin_attacks_any_team() -> None:
    game = deal("HL", "LA", "MED", "VID", "ASE", "ALD", "ALD", "ALD")
    act(game, 5, "assassinate", 1)
    close(game)
    assert deaths(game) == [1]
    assert game.state.deaths[0].cause == "assassin"


def test_LL_12_G13_crier_mark_revealed_if_holder_dies() -> None:
    game = deal("HL", "LA", "PRE", "MED", "VID", "ALD", "ALD", "ALD")
    act(game, 3, "proclaim", 6)
    attack(game, 6, 1, 2)
    close(game)
    assert public(game, "card_revealed") == [{"seat": s(6), "role": "villager", "source": "proclaim"}]


def test_LL_12_G14_lovers_share_one_protection() -> None:
    game = deal("HL", "LA", "MED", "VID", "ENA", "ENA", "ALD", "ALD")
    assert game.player_view(s(5))["card"]["partner"] == s(6)
    attack(game, 6, 1, 2)
    close(game)
    assert deaths(game) == [] and private(game, 5, "lovers_shield_spent")
    quiet_day(game)
    attack(game, 5, 1, 2)
    close(game)
    assert deaths(game) == [5]


def test_LL_12_G15_druid_link_dies_with_druid() -> None:
    game = deal("HL", "LA", "CAZ", "MED", "VID", "DRU", "ALD", "ALD")
    act(game, 6, "link", 7)
    attack(game, 6, 1, 2)
    close(game)
    assert deaths(game) == [6, 7]
    assert game.state.deaths[1].cause == "consequence"


def test_LL_12_G16_mystic_reveals_afk_card() -> None:
    game = deal("HL", "LA", "MIS", "MED", "VID", "ALD", "ALD", "ALD")
    game.apply(Presence(s(6), 11_000))
    game.apply(Clock(70_000))
    with pytest.raises(IllegalTarget) as error:
        act(game, 3, "unveil", 6)
    assert error.value.rule == "LL-11.4"
    act(game, 3, "unveil", 7)
    close(game)
    assert public(game, "card_revealed") == [{"seat": s(7), "role": "villager", "source": "unveil"}]


def test_LL_12_G17_thief_steals_one_unit_for_next_day() -> None:
    game = deal("HL", "LA", "ALC", "LAD", "MED", "VID", "ALD")
    act(game, 4, "steal", 3)
    close(game)
    close(game)
    assert game.player_view(s(3))["vote"]["weight"] == "1"
    assert game.player_view(s(4))["vote"]["weight"] == "2"


def test_LL_12_G18_night_visitor_away_and_dies_with_host() -> None:
    game = deal("HL", "LA", "VIS", "MED", "VID", "ALD", "ALD", "ALD")
    act(game, 3, "visit", 6)
    attack(game, 3, 1)
    attack(game, 3, 2)
    close(game)
    assert deaths(game) == []  # away from home
    quiet_day(game)
    act(game, 3, "visit", 6)
    attack(game, 6, 1, 2)
    close(game)
    assert deaths(game) == [6, 3]
    assert game.state.deaths[1].cause == "consequence"


def test_LL_12_G19_confidant_exchanges_real_cards() -> None:
    game = deal("HL", "EMB", "CON", "MED", "VID", "ALD", "ALD", "ALD")
    act(game, 3, "confide", 2)
    close(game)
    assert private(game, 3, "confidence") == [{"target": s(2), "role": "trickster", "team": "evil"}]
    assert private(game, 2, "confidence") == [{"target": s(3), "role": "confidant", "team": "good"}]


def test_DEC_LL_51_dead_never_act() -> None:
    game = deal(*BASE7)
    attack(game, 5, 1, 2)
    close(game)
    with pytest.raises(Exception) as error:
        game.apply(Submit(s(5), "sleep"))
    assert getattr(error.value, "code", "") in ("dead_actor", "wrong_phase")
    assert game.apply(Advance(override=True)) is not None
