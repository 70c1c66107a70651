"""Three Factions' actions (engine/rulesets/three_factions/actions.py): who is prompted,
what an action may take, and the rule book's reason when one is refused, as mutation
testing (scripts/mutation.sh, issue 21) found them untested. Each test names the rule
it checks; docs/mutation/three_factions.md lists them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from engine import Advance, Say, Submit
from engine.errors import EngineError, IllegalAction, WrongPhase
from engine.rulesets.three_factions.roles import ROLES
from engine.rulesets.three_factions.texts import word
from tests.rulesets.three_factions.conftest import Table


def refusal(table: Table, command: Any) -> EngineError:
    with pytest.raises(EngineError) as caught:
        table.game.apply(command)
    return caught.value


def submit(table: Table, actor: str, ability: str, *targets: str, option: str | None = None) -> Submit:
    return Submit(table.seat[actor], ability, tuple(table.seat[t] for t in targets), option)


def prompts_of(table: Table, name: str) -> dict[str, Any]:
    return {p.slot: p for p in table.game.prompts() if p.seat == table.seat[name]}


def sick_night(table: Table) -> None:
    """The pack bites the Were-cow on night 1: night 2 is sick (IT-10.29)."""
    table.to_night(1)
    table.submit("Dario", "bite", "Hugo")
    table.night()
    table.quiet_day()


# -- refusals with the rule book's reason (IT-4.2, IT-6.1, IT-7.9, IT-7.20, IT-10.29) ------------------


def test_IT_7_20_a_shapeshifter_who_bit_cannot_shift(table: Table) -> None:
    table.to_night(1)
    table.submit("Luca", "bite", "Bruno")
    error = refusal(table, submit(table, "Luca", "shift", option="A"))
    assert isinstance(error, IllegalAction)
    assert (error.key, error.rule, error.player) == ("tf.shifter_bit", "IT-7.20", table.seat["Luca"])


def test_IT_7_20_a_shapeshifter_who_shifted_cannot_bite(table: Table) -> None:
    table.to_night(1)
    table.submit("Luca", "shift", option="B")
    error = refusal(table, submit(table, "Luca", "bite", "Bruno"))
    assert (error.key, error.rule, error.player) == ("tf.shifter_shifts", "IT-7.20", table.seat["Luca"])
    assert table.game.ruleset.legal_targets(table.state, table.seat["Luca"], "bite") == []
    assert table.game.ruleset.legal_targets(table.state, table.seat["Dario"], "bite") != []
    assert "bite" not in prompts_of(table, "Luca") and "bite" in prompts_of(table, "Dario")


def test_IT_7_9_the_demon_nominates_by_day_only(table: Table) -> None:
    table.to_night(1)
    error = refusal(table, submit(table, "Ada", "nominate", "Bruno"))
    assert isinstance(error, WrongPhase)
    assert (error.key, error.rule, error.player) == ("tf.demon_nominates_by_day", "IT-7.9", table.seat["Ada"])


def test_IT_6_1_night_actions_are_refused_by_day(table: Table) -> None:
    table.night()
    error = refusal(table, submit(table, "Carla", "protect", "Bruno"))
    assert isinstance(error, WrongPhase)
    assert (error.key, error.rule, error.player) == ("tf.night_actions_time", "IT-6.1", table.seat["Carla"])
    error = refusal(table, submit(table, "Dario", "bite", "Bruno"))
    assert (error.key, error.rule) == ("tf.night_actions_time", "IT-6.1")


def test_IT_4_2_night_zero_refuses_the_later_actions(table: Table) -> None:
    error = refusal(table, submit(table, "Carla", "protect", "Bruno"))
    assert isinstance(error, WrongPhase)
    assert (error.key, error.rule, error.player) == ("tf.not_night_zero", "IT-4.2", table.seat["Carla"])


def test_IT_10_29_a_sick_pack_neither_bites_nor_shifts(table: Table) -> None:
    sick_night(table)
    for command in (submit(table, "Walter", "bite", "Bruno"), submit(table, "Luca", "shift", option="A")):
        error = refusal(table, command)
        assert isinstance(error, WrongPhase) and (error.key, error.rule) == ("tf.pack_sick", "IT-10.29")
    assert "shift" not in prompts_of(table, "Luca") and "bite" not in prompts_of(table, "Walter")
    table.submit("Carla", "protect", "Bruno")  # the others act as usual


def test_IT_6_1_an_action_of_another_role_keeps_the_cores_refusal(table: Table) -> None:
    table.to_night(1)
    error = refusal(table, submit(table, "Bruno", "protect", "Gina"))
    assert not error.key.startswith("tf.")


def test_IT_7_19_IT_9_3_an_option_outside_the_choices_names_its_rule(table: Table) -> None:
    table.to_night(1)
    error = refusal(table, submit(table, "Luca", "shift", option="C"))
    assert (error.key, error.rule, error.player) == ("tf.shift_mode", "IT-7.19", table.seat["Luca"])
    error = refusal(table, submit(table, "Fabio", "abduct", "Bruno", option="vampiro"))
    assert (error.key, error.rule, error.player) == ("tf.guess_role", "IT-9.3", table.seat["Fabio"])


# -- prompts (IT-4.8, IT-7.4, IT-10.38, IT-12.1) -----------------------------------------------------


def test_IT_12_1_night_zero_prompts_only_its_three_roles(table: Table) -> None:
    prompted = {(p.seat, p.slot) for p in table.game.prompts()}
    seat = table.seat
    assert prompted == {(seat["Luca"], "shift"), (seat["Irene"], "examine"), (seat["Tino"], "probe")}


def test_IT_4_8_the_mandatory_actions_and_the_packs_bite(table: Table) -> None:
    table.to_night(1)
    assert prompts_of(table, "Carla")["protect"].required is True
    assert prompts_of(table, "Fabio")["abduct"].required is False
    assert prompts_of(table, "Luca")["shift"].required is False
    assert prompts_of(table, "Dario")["bite"].required is True
    assert prompts_of(table, "Dario")["bite"].abilities == ("bite",)


def test_IT_7_28_a_converted_wolf_may_join_the_bite_but_is_not_waited_for(table: Table) -> None:
    table.to_night(1)
    table.submit("Fabio", "abduct", "Dario", option="lupo_mannaro")
    table.night()
    table.quiet_day()
    bite = prompts_of(table, "Dario")["bite"]
    assert bite.required is False and prompts_of(table, "Walter")["bite"].required is True


def test_IT_7_4_one_bite_fills_the_packs_slot(table: Table) -> None:
    table.to_night(1)
    pack = {table.seat[n] for n in ("Ada", "Dario", "Luca", "Walter")}
    assert pack <= set(table.game.missing())
    table.submit("Walter", "bite", "Bruno")
    assert not pack & set(table.game.missing())
    table.submit("Dario", "bite", "Gina")
    bites = [s for s in table.state.submissions.values() if s.ability == "bite"]
    assert [(s.actor, s.targets) for s in bites] == [(table.seat["Dario"], (table.seat["Gina"],))]


def test_IT_5_1_every_voter_is_waited_for_by_day(table: Table) -> None:
    table.night()
    assert set(table.game.missing()) == set(table.state.living_seats())
    table.vote("Bruno", "Gina")
    assert table.seat["Bruno"] not in table.game.missing()


def test_IT_7_9_the_demons_nomination_is_prompted_by_day(table: Table) -> None:
    table.night()
    (nominate,) = [p for p in table.game.prompts() if p.seat == table.seat["Ada"]]
    assert (nominate.slot, nominate.abilities, nominate.required) == ("nominate", ("nominate",), True)


def test_D_23_single_revival_offers_revive_one_beside_revive(make_table: Callable[..., Table]) -> None:
    for single, choices in ((False, ("revive",)), (True, ("revive", "revive_one"))):
        table = make_table({"spirit_single_revival": single})
        table.to_spirit_night()  # night 3: the revival is offered from then on (IT-10.36)
        assert prompts_of(table, "Paolo")["revive"].abilities == choices


def test_IT_5_2_without_self_vote_a_player_cannot_name_himself(make_table: Callable[..., Table]) -> None:
    for self_vote in (True, False):
        table = make_table({"self_vote": self_vote})
        table.night()
        (bruno,) = [v for v in table.game.ruleset.vote_prompts(table.state) if v.seat == table.seat["Bruno"]]
        assert (table.seat["Bruno"] in bruno.choices) is self_vote
        assert table.seat["Gina"] in bruno.choices and None in bruno.choices


# -- what an action takes (IT-7.19, IT-7.20, IT-9.3, IT-10.38) -----------------------------------------


def test_IT_7_20_the_shift_offers_its_modes_until_he_bites(table: Table) -> None:
    table.to_night(1)
    rules = table.game.ruleset
    luca = table.seat["Luca"]
    assert rules.ability_rules(table.state, luca, "shift") == {
        "option": {"choices": ["A", "B"], "text": 0},
        "excludes": ["bite"],
    }
    assert rules.ability_rules(table.state, luca, "bite") == {"excludes": ["shift"]}
    assert rules.ability_rules(table.state, table.seat["Dario"], "bite") == {}
    table.submit("Luca", "bite", "Bruno")
    assert rules.ability_rules(table.state, luca, "shift")["option"]["choices"] == []


def test_IT_9_3_the_abduction_offers_the_roles_of_the_setup(table: Table) -> None:
    rules = table.game.ruleset
    choices = rules.ability_rules(table.state, table.seat["Fabio"], "abduct")
    assert choices == {"option": {"choices": sorted(set(table.state.composition)), "text": 0}}
    assert rules.ability_rules(table.state, table.seat["Carla"], "protect") == {}


def test_IT_10_38_the_revival_offers_its_two_groups(table: Table) -> None:
    table.to_spirit_night()
    groups = table.game.ruleset.ability_rules(table.state, table.seat["Paolo"], "revive")
    assert groups == {"groups": [[table.seat["Gina"]], [table.seat["Olga"]]]}


def test_IT_7_19_a_mode_is_named_in_the_books_words(table: Table) -> None:
    rules = table.game.ruleset
    assert rules.option_label("shift", "A", "it") != "A" and rules.option_label("shift", "A", "en") != "A"
    assert rules.option_label("shift", "A", "en") != rules.option_label("shift", "B", "en")
    assert rules.option_label("abduct", "medium", "en") == rules.option_label("other", "medium", "en")


# -- the chat (IT-14.1, IT-14.3, IT-14.5, D-34) ----------------------------------------------------------


def test_IT_14_3_IT_14_5_the_graveyard_is_for_the_dead_only(table: Table) -> None:
    # the game refuses a non-member first (only the dead are in the Graveyard, only the
    # living pack in the pack): the book's own check says why, behind it
    table.night()
    table.burn("Walter")
    rules = table.game.ruleset
    with pytest.raises(IllegalAction) as caught:
        rules.check_say(table.state, Say(table.seat["Gina"], "graveyard", "hello"))
    error = caught.value
    assert (error.key, error.rule, error.player) == ("tf.living_not_graveyard", "IT-14.3", table.seat["Gina"])
    with pytest.raises(IllegalAction) as caught:
        rules.check_say(table.state, Say(table.seat["Walter"], "pack", "hello"))
    error = caught.value
    assert (error.key, error.rule, error.player) == ("tf.dead_only_graveyard", "IT-14.5", table.seat["Walter"])
    rules.check_say(table.state, Say(table.seat["Walter"], "graveyard", "hello"))
    table.game.apply(Say(table.seat["Walter"], "graveyard", "hello"))


def test_IT_14_1_the_pack_talks_at_night_and_its_refusal_names_the_rule(table: Table) -> None:
    table.night()
    assert table.state.phase.kind == "day"
    error = refusal(table, Say(table.seat["Ada"], "pack", "by day"))
    assert (error.key, error.rule, error.player) == ("tf.pack_talks_at_night", "IT-14.1", table.seat["Ada"])
    table.quiet_day()
    table.game.apply(Say(table.seat["Ada"], "pack", "by night"))


# -- found by the first mutmut run of actions.py (docs/mutation/three_factions.md) ----------------------


def test_IT_7_19_IT_9_3_option_labels_in_the_players_language(table: Table) -> None:
    rules = table.game.ruleset
    for lang in ("en", "it", "es"):
        assert rules.option_label("shift", "B", lang) == word("shift_B", lang)
        assert rules.option_label("abduct", "lupo_mannaro", lang) == ROLES["lupo_mannaro"].name(lang)
    assert rules.option_label("shift", "B", "it") != rules.option_label("shift", "B", "en")
    assert rules.option_label("abduct", "lupo_mannaro", "it") != rules.option_label("abduct", "lupo_mannaro", "en")
    # only the shift's own choices are modes: another action's "A" is shown as it is
    assert rules.option_label("abduct", "A", "en") == "A"
    assert rules.option_label("shift", "lupo_mannaro", "en") == ROLES["lupo_mannaro"].name("en")


def test_IT_6_1_a_pack_member_keeps_the_cores_refusal_for_anothers_action(table: Table) -> None:
    # Dario is in the pack: his "protect" on Night 0 is not his action, so the book's
    # night-zero reason is not his; the same for a bite by a player outside the pack
    error = refusal(table, submit(table, "Dario", "protect", "Bruno"))
    assert isinstance(error, WrongPhase) and not error.key.startswith("tf.")
    table.night()
    error = refusal(table, submit(table, "Bruno", "bite", "Gina"))
    assert not error.key.startswith("tf.")


def test_IT_6_1_the_demons_bite_by_day_is_refused_as_a_night_action(table: Table) -> None:
    table.night()
    error = refusal(table, submit(table, "Ada", "bite", "Bruno"))
    assert isinstance(error, WrongPhase)
    assert (error.key, error.rule, error.player) == ("tf.night_actions_time", "IT-6.1", table.seat["Ada"])


def test_IT_7_4_a_wolf_may_change_the_packs_bite_until_the_night_closes(table: Table) -> None:
    table.to_night(1)
    assert prompts_of(table, "Dario")["bite"].changeable is True
    table.submit("Dario", "bite", "Bruno")
    table.submit("Dario", "bite", "Gina")  # the latest entered is the pack's one target
    bites = [s for s in table.state.submissions.values() if s.ability == "bite"]
    assert [(s.actor, s.targets) for s in bites] == [(table.seat["Dario"], (table.seat["Gina"],))]
    messages = table.night()
    assert not table.p("Gina").alive and table.p("Bruno").alive
    assert table.public(messages, "night_deaths") == [{"seats": [table.seat["Gina"]]}]


def test_IT_5_1_one_vote_each_by_day_and_no_vote_at_night_or_in_a_step(make_table: Callable[..., Table]) -> None:
    table = make_table({"tie_break": "moderator"})
    rules = table.game.ruleset
    assert rules.vote_prompts(table.state) == []  # night 0
    table.night()
    prompts = rules.vote_prompts(table.state)
    assert [v.seat for v in prompts] == table.state.living_seats()
    assert {(v.weight, v.required, v.changeable) for v in prompts} == {(1, True, True)}
    for player in table.state.living():
        table.vote(player.name, "Gina" if player.seat % 2 else "Zeno")
    table.close()
    assert table.state.phase.label() == "day 1/tie" and rules.vote_prompts(table.state) == []
    table.game.apply(Advance(decision="Gina"))
    assert table.state.phase.label() == "night 1" and rules.vote_prompts(table.state) == []
