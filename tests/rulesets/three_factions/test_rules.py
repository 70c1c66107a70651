"""One named test per rule of shared/rules/three_factions.md not already played by a
scenario file (tests/scenarios/three_factions/T-nn_*.json carry the rest, listed in
their "covers"). Names carry the rule IDs: test_IT_7_13_... is IT-7.13."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

import pytest

from engine import Advance, Clock, Submit, Vote
from engine.errors import EngineError, IllegalAction, SetupError
from engine.model import Audience
from engine.rulesets.three_factions.night import NIGHT_ORDER
from engine.rulesets.three_factions.roles import ALIEN_ROLES, ROLES, STANDARD_COUNTS, WOLF_ROLES
from engine.rulesets.three_factions.state import DEMON_CHOSEN, PREGNANT, SHIFT, effective, ext
from tests.rulesets.three_factions.conftest import TABLE, Table

BASE = {
    "lupo_demonio": ("LOSCO", {"LUPO"}, "wolves"),
    "lupo_mutaforma": ("LOSCO", {"LUPO"}, "wolves"),
    "lupo_mannaro": ("LOSCO", {"LUPO"}, "wolves"),
    "indemoniato": ("INNOCENTE", {"UMANO"}, "wolves"),
    "leader_alieno": ("INNOCENTE", {"ALIENO"}, "aliens"),
    "generale_alieno": ("???", {"ALIENO"}, "aliens"),
    "soldato_alieno": ("INNOCENTE", {"ALIENO"}, "aliens"),
    "veggente_cieco": ("INNOCENTE", {"UMANO"}, "village"),
    "medium": ("INNOCENTE", {"UMANO"}, "village"),
    "guardia": ("INNOCENTE", {"UMANO"}, "village"),
    "meretrice": ("INNOCENTE", {"UMANO"}, "village"),
    "mucca_mannara": ("LOSCO", {"UMANO"}, "village"),
    "detective": ("INNOCENTE", {"UMANO"}, "village"),
    "spirito_candido": ("LOSCO", {"UMANO"}, "village"),
    "figlio_stelle": ("INNOCENTE", {"UMANO"}, "village"),
    "contadino": ("INNOCENTE", {"UMANO"}, "village"),
    "mib_k": ("???", {"UMANO"}, "village"),
    "mib_j": ("???", {"UMANO"}, "village"),
    "diablo": ("INNOCENTE", {"NEUTRALE"}, "diablo"),
}


# -- IT-1 setup -----------------------------------------------------------------


def test_IT_1_1_IT_3_1_standard_setup_is_22_players_with_the_counts() -> None:
    counts = Counter(role for _, role in TABLE)
    assert dict(counts) == STANDARD_COUNTS
    assert sum(STANDARD_COUNTS.values()) == 22
    assert sum(c for r, c in STANDARD_COUNTS.items() if r in WOLF_ROLES) == 4
    assert sum(c for r, c in STANDARD_COUNTS.items() if r in ALIEN_ROLES) == 3


def test_IT_1_1_random_deal_needs_22_players_and_zero_soldiers_gives_21() -> None:
    from engine import Deal, Game, SeatPlayer

    game = Game("it", {}, seed=1)
    for i in range(21):
        game.apply(SeatPlayer(f"P{i}"))
    with pytest.raises(SetupError):
        game.apply(Deal())
    game21 = Game("it", {"soldiers": 0}, seed=1)
    for i in range(21):
        game21.apply(SeatPlayer(f"P{i}"))
    game21.apply(Deal())
    assert "soldato_alieno" not in {p.role for p in game21.state.players}


@pytest.mark.parametrize("role", sorted(BASE))
def test_IT_3_1_IT_2_1_base_attributes_of_every_role(role: str) -> None:
    seen, counts, wins = BASE[role]
    assert effective(role, {}) == (seen, frozenset(counts), wins)


def test_IT_1_3_player_list_is_the_seat_order(table: Table) -> None:
    assert [p.name for p in table.state.players] == [name for name, _ in TABLE]
    assert [p.seat for p in table.state.players] == list(range(22))


def test_IT_1_13_one_operator_no_moderator_role(table: Table) -> None:
    assert all(p.role in ROLES for p in table.state.players)  # nobody holds a "moderator" card


# -- IT-2 attributes -------------------------------------------------------------


def test_IT_2_3_IT_2_4_counts_as_is_a_set_used_by_victory(table: Table) -> None:
    elena = table.p("Elena")
    elena.flags[PREGNANT] = True
    assert effective(elena.role, elena.flags)[1] == frozenset({"UMANO", "ALIENO"})


def test_IT_2_5_branco_and_lupo_are_one_side() -> None:
    assert effective("indemoniato", {})[2] == effective("lupo_mannaro", {})[2] == "wolves"


def test_IT_2_7_demons_chosen_counts_lupo_only() -> None:
    assert effective("indemoniato", {DEMON_CHOSEN: True}) == ("INNOCENTE", frozenset({"LUPO"}), "wolves")


def test_IT_7_13_possessed_nominee_keeps_role_and_counts_lupo(table: Table) -> None:
    table.to_night(1)
    table.night()
    table.submit("Ada", "nominate", "Sara")
    messages = table.burn("Ada")
    assert table.p("Sara").role == "indemoniato"
    assert table.p("Sara").counts_as == frozenset({"LUPO"})
    assert table.told(messages, "Sara", "possessed") == [{}]


# -- IT-4 / IT-5 flow -------------------------------------------------------------


def test_IT_4_9_IT_13_8_victory_is_checked_only_at_the_end_of_sequences(make_table: Callable[..., Table]) -> None:
    small = make_table(table=[("A", "lupo_mannaro"), ("B", "contadino"), ("C", "contadino"), ("D", "contadino")])
    small.night()
    small.burn("B", voters=("A", "C"))  # N=3, L=1: no victory
    assert not small.state.over
    small.submit("A", "bite", "C")
    assert not small.state.over  # a submission never ends the game
    small.close()
    assert small.state.phase.kind == "review" and not small.state.over
    small.close()  # the dawn publishes the night and checks (N=2, L=1)
    assert small.state.over and small.state.outcome.winning_teams == ("wolves",)


def test_IT_5_1_votes_change_until_the_close(table: Table) -> None:
    table.night()
    for voter in ("Bruno", "Carla", "Dario"):
        table.vote(voter, "Gina")
    table.vote("Bruno", "Zeno")
    table.vote("Carla", "Zeno")
    messages = table.close()
    assert table.public(messages, "pyre") == [{"seat": table.seat["Zeno"]}]


def test_IT_5_2_self_vote_allowed_by_default_and_configurable(make_table: Callable[..., Table]) -> None:
    on = make_table()
    on.night()
    on.vote("Bruno", "Bruno")
    off = make_table({"self_vote": False})
    off.night()
    with pytest.raises(IllegalAction):
        off.vote("Bruno", "Bruno")


def test_IT_5_8_pyre_names_only_no_role(table: Table) -> None:
    table.night()
    messages = table.burn("Ada")
    (pyre,) = table.public(messages, "pyre")
    assert pyre == {"seat": 0}
    view = table.game.public_view(lang="en")
    assert all(seat["role"] is None for seat in view["seats"])


# -- IT-6 night ---------------------------------------------------------------------


def test_IT_6_1_actions_resolve_only_after_the_deadline(table: Table) -> None:
    table.to_night(1)
    table.submit("Dario", "bite", "Bruno")
    assert table.p("Bruno").alive
    table.close()
    assert not table.p("Bruno").alive


def test_IT_6_5_deaths_apply_at_their_step_a_dead_harlot_is_not_bitten_again(table: Table) -> None:
    table.to_night(1)
    table.submit("Elena", "host", "Walter")  # dies at step 4
    table.submit("Dario", "bite", "Elena")  # step 10 finds her dead: (iii)
    table.close()
    causes = [d.cause for d in table.state.deaths if d.seat == table.seat["Elena"]]
    assert causes == ["NIGHT"]


def test_IT_6_8_abduction_does_not_touch_passive_traits(table: Table) -> None:
    table.to_night(1)
    table.submit("Fabio", "abduct", "Yuri", option="medium")
    table.submit("Dario", "bite", "Yuri")
    messages = table.close()
    assert table.p("Yuri").alive  # the Diablo's bite immunity still works
    assert table.told(messages, "Yuri", "diablo_bitten") == [{}]


def test_IT_6_9_IT_12_3_checklist_calls_every_role_in_wake_order_even_dead(table: Table) -> None:
    table.night()
    table.burn("Carla", voters=("Bruno", "Gina", "Zeno"))
    steps = table.game.ruleset.checklist(table.state)
    assert [s.id for s in steps] == [step.id for step in NIGHT_ORDER]
    guard = next(s for s in steps if s.id == "guard")
    assert guard.active is False and guard.words["it"] and guard.words["en"]


def test_IT_12_1_IT_12_15_night_zero_checklist_has_three_steps(table: Table) -> None:
    steps = table.game.ruleset.checklist(table.state)
    assert [s.id for s in steps] == ["shapeshifter", "blind_seer", "mib_k"]


def test_IT_6_10_every_living_player_gets_a_night_card(table: Table) -> None:
    table.to_night(1)
    table.submit("Dario", "bite", "Bruno")
    messages = table.close()
    private = [m for m in messages if m.audience.kind == "player"]
    told = {seat for m in private for seat in m.recipients}
    assert told >= set(table.state.living_seats())
    dawn = [m for m in table.close() if m.audience.kind == "public"]
    assert dawn and all(m.seq < p.seq for m in private for p in dawn)


# -- IT-7 wolves --------------------------------------------------------------------------


@pytest.mark.parametrize("wolf", ["Ada", "Luca", "Dario", "Walter"])
def test_IT_7_8_IT_7_18_IT_7_26_every_wolf_role_is_in_the_pack_and_bites(table: Table, wolf: str) -> None:
    table.to_night(1)
    assert table.seat[wolf] in ext(table.state).pack
    table.submit(wolf, "bite", "Bruno")
    table.close()
    assert not table.p("Bruno").alive


def test_IT_7_23_abducting_the_shifted_shapeshifter_keeps_the_shift(table: Table) -> None:
    table.to_night(1)
    table.submit("Luca", "shift", option="A")
    table.submit("Fabio", "abduct", "Luca", option="contadino")
    table.close()
    assert table.p("Luca").flags[SHIFT] == "A"
    assert table.p("Luca").seen_as == "INNOCENTE"


def test_IT_7_25_IT_2_10_conversion_ends_the_shift(table: Table) -> None:
    table.to_night(1)
    table.submit("Luca", "shift", option="B")
    table.submit("Fabio", "abduct", "Luca", option="lupo_mutaforma")
    table.close()
    luca = table.p("Luca")
    assert luca.role == "soldato_alieno" and SHIFT not in luca.flags
    assert (luca.seen_as, luca.counts_as, luca.wins_with) == ("INNOCENTE", frozenset({"ALIENO"}), "aliens")


def test_IT_7_27_victory_section_replaces_the_werewolf_card(make_table: Callable[..., Table]) -> None:
    # wolves equal to the villagers while the Leader lives: the card's sentence would end the game, L249 does not
    small = make_table(
        table=[
            ("A", "lupo_mannaro"),
            ("B", "lupo_mannaro"),
            ("F", "leader_alieno"),
            ("C", "contadino"),
            ("D", "contadino"),
        ]
    )
    small.night()
    small.burn("D", voters=("A", "B"))
    assert not small.state.over  # N=4, L=2 but the Leader is alive


# -- IT-8 / IT-9 -----------------------------------------------------------------------------


def test_IT_8_1_IT_8_3_possessed_has_no_power_and_no_pack(table: Table) -> None:
    sara = table.p("Sara")
    assert ROLES[sara.role].abilities == ()
    assert table.seat["Sara"] not in ext(table.state).pack
    assert "pack" not in table.game.player_view(table.seat["Sara"], lang=None)["channels"]


def test_IT_9_1_IT_9_12_IT_9_15_alien_attributes(table: Table) -> None:
    assert table.p("Fabio").seen_as == "INNOCENTE"
    assert table.p("Nico").seen_as == "???"
    assert table.p("Vera").counts_as == frozenset({"ALIENO"})
    assert ROLES["generale_alieno"].abilities == () == ROLES["soldato_alieno"].abilities


def test_IT_9_3_the_guess_must_be_a_role_of_the_setup(table: Table) -> None:
    table.to_night(1)
    with pytest.raises(IllegalAction):
        table.submit("Fabio", "abduct", "Bruno", option="Contadino Semplice")
    with pytest.raises(IllegalAction):
        table.submit("Fabio", "abduct", "Bruno")
    table.submit("Fabio", "abduct", "Bruno", option="contadino")


def test_IT_9_5_the_abductee_loses_his_power_that_night(table: Table) -> None:
    table.to_night(1)
    table.submit("Tino", "probe", "Nico")
    table.submit("Fabio", "abduct", "Tino", option="medium")
    messages = table.close()
    assert table.told(messages, "Tino", "probe_result") == []
    assert table.told(messages, "Tino", "abducted") == [{}]


def test_IT_9_16_soldier_has_no_mechanical_duty(table: Table) -> None:
    table.to_night(1)
    prompts = [p for p in table.game.prompts() if p.seat == table.seat["Vera"]]
    assert prompts == []


# -- IT-10 villagers ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("name", "ability"),
    [("Irene", "examine"), ("Carla", "protect"), ("Elena", "host"), ("Olga", None), ("Rita", None), ("Gina", None)],
)
def test_IT_10_1_IT_10_10_IT_10_20_IT_10_33_IT_10_44_IT_10_47_village_cards(
    table: Table, name: str, ability: str | None
) -> None:
    card = table.game.player_view(table.seat[name], lang="it")["card"]
    assert (card["seen_as"], card["counts_as"], card["wins_with"]) == ("INNOCENTE", ["UMANO"], "village")
    assert card["abilities"] == ([ability] if ability else [])
    assert card["role_name"] == ROLES[table.p(name).role].names["it"]


def test_IT_2_13_pregnancy_is_hidden_from_the_card(table: Table) -> None:
    table.to_night(1)
    table.submit("Elena", "host", "Fabio")
    table.close()
    assert table.p("Elena").counts_as == frozenset({"UMANO", "ALIENO"})
    card = table.game.player_view(table.seat["Elena"], lang=None)["card"]
    assert card["counts_as"] == ["UMANO"]


# -- IT-11 Diablo ------------------------------------------------------------------------------------


def test_IT_11_7_sanctioned_diablo_loses(make_table: Callable[..., Table]) -> None:
    game = make_table({"missed_vote_threshold": 0, "sanction_confirm": False})
    game.night()
    for player in game.state.living():
        if player.name != "Yuri":
            game.game.apply(Vote(player.seat, player.seat))
    messages = game.close()
    assert game.public(messages, "sanctioned") == [{"seat": game.seat["Yuri"]}]
    assert game.p("Yuri").flags["diablo_lost"] is True


def test_IT_11_8_diablo_counts_in_n_only(make_table: Callable[..., Table]) -> None:
    # living: one wolf, one villager, the Diablo: N=3, L=1 -> no win; without the Diablo N=2 would be a win
    small = make_table(table=[("A", "lupo_mannaro"), ("B", "contadino"), ("C", "contadino"), ("Y", "diablo")])
    small.night()
    small.burn("C", voters=("A", "B"))
    assert not small.state.over


def test_IT_11_9_converted_diablo_loses_his_flags(table: Table) -> None:
    table.to_night(1)
    table.submit("Dario", "bite", "Yuri")
    table.night()
    assert table.p("Yuri").flags.get("bitten")
    table.quiet_day()
    table.submit("Fabio", "abduct", "Yuri", option="diablo")
    table.close()
    assert table.p("Yuri").role == "soldato_alieno" and "bitten" not in table.p("Yuri").flags


# -- IT-12 -------------------------------------------------------------------------------------------


def test_IT_12_2_night_order_is_the_rule_books(table: Table) -> None:
    assert [a for step in NIGHT_ORDER for a in step.abilities] == [
        "shift",
        "abduct",
        "protect",
        "host",
        "shield",
        "examine",
        "probe",
        "revive",
        "bite",
    ]


# -- IT-14 forum rules ---------------------------------------------------------------------------------


def test_IT_14_6_three_factions_and_the_stealer(table: Table) -> None:
    sides = {p.wins_with for p in table.state.players}
    assert sides == {"wolves", "aliens", "village", "diablo"}


def test_IT_14_7_moderators_change_nothing(make_table: Callable[..., Table]) -> None:
    a, b = make_table(), make_table()
    for t in (a, b):
        t.to_night(1)
        t.submit("Dario", "bite", "Bruno")
        t.close()
    assert [m.to_dict() for m in a.state.messages] == [m.to_dict() for m in b.state.messages]


def test_IT_14_5_dead_player_view_is_graveyard_only(table: Table) -> None:
    table.to_night(1)
    table.submit("Dario", "bite", "Bruno")
    table.night()
    view = table.game.player_view(table.seat["Bruno"], lang=None)
    assert view["card"]["graveyard"] is True
    assert view["prompts"] == [] and view["vote"] is None
    assert set(view["channels"]) == {"graveyard"}
    pack = table.state.channels["pack"]
    assert table.seat["Bruno"] not in pack


# -- deadlines (D-35) and refusals ---------------------------------------------------------------------


def test_IT_4_6_timer_deadlines_close_phases(make_table: Callable[..., Table]) -> None:
    timed = make_table({"deadlines": {"mode": "timer", "vote_close": 10, "action_deadline": 5, "dawn": 1}})
    timed.game.apply(Clock(4 * 60_000))
    assert timed.state.phase.kind == "night"
    timed.game.apply(Clock(5 * 60_000))
    assert timed.state.phase.kind == "review"
    timed.game.apply(Clock(6 * 60_000))
    assert timed.state.phase.label() == "day 1"


def test_IT_4_7_a_refused_command_changes_nothing(table: Table) -> None:
    before = [m.to_dict() for m in table.state.messages], dict(table.state.submissions)
    with pytest.raises(EngineError):
        table.game.apply(Submit(table.seat["Fabio"], "abduct", (table.seat["Bruno"],), "contadino"))
    assert ([m.to_dict() for m in table.state.messages], dict(table.state.submissions)) == before


def test_IT_5_10_decision_only_in_the_sanction_step(table: Table) -> None:
    with pytest.raises(IllegalAction):
        table.game.apply(Advance(override=True, decision="waive"))


def test_IT_15_1_no_public_message_names_a_role_before_the_end(table: Table) -> None:
    table.to_night(1)
    table.submit("Fabio", "abduct", "Gina", option="contadino")
    table.submit("Elena", "host", "Fabio")
    table.submit("Dario", "bite", "Bruno")
    table.night()
    public = [m for m in table.state.messages if m.audience == Audience.public()]
    assert not any(k in m.params for m in public for k in ("role", "roles", "guess"))


def test_IT_10_39_a_detective_revived_tonight_gets_no_count(table: Table) -> None:
    table.to_spirit_night()
    table.submit("Paolo", "revive", "Gina", "Olga")
    messages = table.close()
    assert table.p("Olga").alive
    assert table.told(messages, "Olga", "detective_counts") == []
    assert table.told(messages, "Olga", "revived_you") == [{"in_pack": False}]


def test_IT_14_1_the_pack_talks_only_at_night(table: Table) -> None:
    from engine import Say

    table.to_night(1)
    table.game.apply(Say(table.seat["Ada"], "pack", "Bruno?"))
    table.night()
    with pytest.raises(IllegalAction):
        table.game.apply(Say(table.seat["Ada"], "pack", "by day"))
    with pytest.raises(IllegalAction):
        table.game.apply(Say(table.seat["Fabio"], "pack", "not a member"))


def test_IT_13_10_the_end_reveals_every_role_and_change(make_table: Callable[..., Table]) -> None:
    small = make_table(
        table=[
            ("A", "lupo_mutaforma"),
            ("H", "meretrice"),
            ("F", "leader_alieno"),
            ("B", "contadino"),
            ("C", "contadino"),
        ]
    )
    small.night()
    small.quiet_day()
    small.submit("A", "shift", option="B")
    small.submit("H", "host", "F")
    small.night()
    small.quiet_day()
    small.submit("A", "bite", "B")
    small.night()  # living A, H (pregnant), F, C: N=4, ALIENO 2 -> the aliens have half
    assert small.state.over and small.state.outcome.winning_teams == ("aliens",)
    (reveal,) = small.public(small.state.messages, "roles_revealed")
    assert reveal["roles"] == ["lupo_mutaforma", "meretrice", "leader_alieno", "contadino", "contadino"]
    assert [c["change"] for c in reveal["changes"]] == ["shifted", "pregnant", "shift_ended"]


def test_IT_13_4_IT_7_28_a_wolf_turned_alien_does_not_block_the_village(make_table: Callable[..., Table]) -> None:
    small = make_table(
        table=[
            ("W", "lupo_mannaro"),
            ("L", "leader_alieno"),
            ("B", "contadino"),
            ("C", "contadino"),
            ("D", "contadino"),
        ]
    )
    small.night()
    small.quiet_day()
    small.submit("L", "abduct", "W", option="lupo_mannaro")
    small.night()
    assert small.p("W").role == "soldato_alieno" and small.seat["W"] in ext(small.state).pack
    small.burn("L", voters=("B", "C", "D"))  # N=4: the former wolf counts ALIENO only (1 of 4)
    assert small.state.outcome.winning_teams == ("village",)
    assert small.seat["W"] not in small.state.outcome.winners
