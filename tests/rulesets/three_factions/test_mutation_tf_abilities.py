"""Three Factions' abilities (engine/rulesets/three_factions/abilities.py): who each power
may name and the rule book's reason when a target is refused, as mutation testing
(scripts/mutation.sh, issue 21) found them untested. Each test names the rule it checks;
docs/mutation/three_factions.md lists them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from engine import Submit
from engine.errors import EngineError, IllegalTarget, NoUsesLeft
from engine.rulesets.three_factions.abilities import ABILITIES
from tests.rulesets.three_factions.conftest import Table


def refusal(table: Table, actor: str, ability: str, *targets: str) -> EngineError:
    with pytest.raises(EngineError) as caught:
        table.game.apply(Submit(table.seat[actor], ability, tuple(table.seat[t] for t in targets)))
    return caught.value


def why(error: EngineError) -> tuple[str, str, int | None, dict[str, Any]]:
    return error.key, error.rule, error.player, dict(error.params)


def legal(table: Table, actor: str, ability: str) -> list[str]:
    seats = table.game.ruleset.legal_targets(table.state, table.seat[actor], ability)
    return [table.state.players[s].name for s in seats]


def sanction_day_1(table: Table) -> None:
    """Day 1: Bruno does not vote and is eliminated for it at once (IT-5.10, IT-5.13,
    options threshold 0 and no confirmation); Gina burns on the Pyre (IT-5.11)."""
    table.night()
    for player in table.state.living():
        if player.name != "Bruno":
            table.vote(player.name, "Gina" if player.name in ("Carla", "Zeno", "Rita") else player.name)
    table.close()
    assert not table.p("Bruno").alive and not table.p("Gina").alive


# -- the bite (IT-7.3, IT-10.39) ---------------------------------------------------------------------


def test_IT_7_3_the_pack_cannot_bite_one_of_its_own(table: Table) -> None:
    table.to_night(1)
    error = refusal(table, "Dario", "bite", "Walter")
    assert isinstance(error, IllegalTarget)
    assert why(error) == ("tf.pack_member", "IT-7.3", table.seat["Dario"], {})
    assert not {"Ada", "Dario", "Luca", "Walter"} & set(legal(table, "Dario", "bite"))
    assert "Bruno" in legal(table, "Dario", "bite")


def test_IT_7_3_a_dead_player_cannot_be_bitten_before_the_spirits_first_night(table: Table) -> None:
    table.night()
    table.burn("Gina")  # day 1: Gina dies on the Pyre; night 1 is before the Spirit's night 3
    error = refusal(table, "Dario", "bite", "Gina")
    assert isinstance(error, IllegalTarget)
    assert why(error) == ("tf.bite_living", "IT-7.3", table.seat["Dario"], {})
    assert "Gina" not in legal(table, "Dario", "bite")


def test_IT_10_39_from_the_spirits_first_night_a_revivable_dead_may_be_bitten(table: Table) -> None:
    table.to_spirit_night()  # night 3 (the default first night): Gina died on the Pyre, Olga at night
    assert {"Gina", "Olga"} <= set(legal(table, "Dario", "bite"))
    table.submit("Dario", "bite", "Gina")
    table.submit("Dario", "bite", "Olga")
    assert [s.targets for s in table.state.submissions.values() if s.ability == "bite"] == [(table.seat["Olga"],)]


def test_IT_10_39_D_23_the_spirits_first_night_option_moves_the_bite_of_the_dead_too(
    make_table: Callable[..., Table],
) -> None:
    early = make_table({"spirit_first_night": 2})
    early.night()
    early.burn("Gina")
    early.night()
    early.quiet_day()  # night 2
    assert "Gina" in legal(early, "Dario", "bite")
    early.submit("Dario", "bite", "Gina")
    late = make_table({"spirit_first_night": 4})
    late.to_spirit_night()  # night 3, before the Spirit's night 4
    error = refusal(late, "Dario", "bite", "Gina")
    assert why(error)[:2] == ("tf.bite_living", "IT-7.3")


def test_IT_10_37_a_sanctioned_player_is_not_bitten_even_on_the_spirits_night(make_table: Callable[..., Table]) -> None:
    strict = make_table({"missed_vote_threshold": 0, "sanction_confirm": False})
    sanction_day_1(strict)
    strict.night()
    strict.quiet_day()
    strict.night()
    strict.quiet_day()  # night 3
    error = refusal(strict, "Dario", "bite", "Bruno")
    assert why(error) == ("tf.bite_living", "IT-7.3", strict.seat["Dario"], {})
    assert "Gina" in legal(strict, "Dario", "bite") and "Bruno" not in legal(strict, "Dario", "bite")


def test_IT_10_39_without_the_spirit_in_the_setup_the_dead_are_never_bitten(make_table: Callable[..., Table]) -> None:
    names = ["Ada", "Bruno", "Carla", "Dario", "Elena", "Fabio", "Gina", "Hugo", "Irene", "Zeno", "Olga", "Yuri"]
    roles = ["lupo_demonio", "contadino", "guardia", "lupo_mannaro", "meretrice", "leader_alieno"]
    roles += ["contadino", "mucca_mannara", "veggente_cieco", "contadino", "detective", "diablo"]
    small = make_table({"roles": roles}, table=list(zip(names, roles, strict=True)))
    small.night()
    small.burn("Gina", voters=("Bruno", "Zeno", "Olga"))
    small.night()
    small.quiet_day()
    small.night()
    small.quiet_day()  # night 3
    assert small.state.phase.label() == "night 3"
    assert why(refusal(small, "Dario", "bite", "Gina"))[:2] == ("tf.bite_living", "IT-7.3")


# -- the Guard (IT-10.14) and the Harlot (IT-10.22) ------------------------------------------------


def test_IT_10_14_the_guard_cannot_protect_the_same_player_two_nights_running(table: Table) -> None:
    table.to_night(1)
    table.submit("Carla", "protect", "Bruno")
    table.night()
    table.quiet_day()  # night 2
    error = refusal(table, "Carla", "protect", "Bruno")
    assert isinstance(error, IllegalTarget)
    assert why(error) == ("tf.guard_twice", "IT-10.14", table.seat["Carla"], {})
    assert "Bruno" not in legal(table, "Carla", "protect") and "Gina" in legal(table, "Carla", "protect")
    table.submit("Carla", "protect", "Gina")
    table.night()
    table.quiet_day()  # night 3: Bruno was protected two nights ago, not last night
    assert "Bruno" in legal(table, "Carla", "protect")
    table.submit("Carla", "protect", "Bruno")


def test_IT_10_22_the_harlot_never_hosts_the_same_guest_twice(table: Table) -> None:
    table.to_night(1)
    table.submit("Elena", "host", "Bruno")
    table.night()
    table.quiet_day()  # night 2: any guest but Bruno
    assert "Bruno" not in legal(table, "Elena", "host") and "Gina" in legal(table, "Elena", "host")
    table.submit("Elena", "host", "Gina")
    table.night()
    table.quiet_day()  # night 3: neither Bruno nor Gina again
    for guest in ("Bruno", "Gina"):
        error = refusal(table, "Elena", "host", guest)
        assert isinstance(error, IllegalTarget)
        assert why(error) == ("tf.harlot_never_twice", "IT-10.22", table.seat["Elena"], {})


def test_IT_10_22_D_18_not_on_consecutive_nights_when_so_configured(make_table: Callable[..., Table]) -> None:
    table = make_table({"harlot_repeat": "consecutive"})
    table.to_night(1)
    table.submit("Elena", "host", "Bruno")
    table.night()
    table.quiet_day()  # night 2: not Bruno again at once
    error = refusal(table, "Elena", "host", "Bruno")
    assert isinstance(error, IllegalTarget)
    assert why(error) == ("tf.harlot_twice_in_row", "IT-10.22", table.seat["Elena"], {})
    table.submit("Elena", "host", "Gina")
    table.night()
    table.quiet_day()  # night 3: Bruno again (two nights ago), but not Gina
    assert "Bruno" in legal(table, "Elena", "host") and "Gina" not in legal(table, "Elena", "host")
    table.submit("Elena", "host", "Bruno")


# -- the Pure Spirit (IT-10.36-10.38, D-23) --------------------------------------------------------


def test_IT_10_36_the_spirit_revives_from_night_3_only(table: Table) -> None:
    table.night()
    table.burn("Gina")
    table.submit("Dario", "bite", "Olga")
    table.night()
    table.quiet_day()  # night 2: one of each group, a night too early
    error = refusal(table, "Paolo", "revive", "Gina", "Olga")
    assert isinstance(error, IllegalTarget)
    assert why(error) == ("tf.spirit_from_night", "IT-10.36", table.seat["Paolo"], {"night": 3})
    table.night()
    table.quiet_day()  # night 3
    table.submit("Paolo", "revive", "Gina", "Olga")


def test_IT_10_36_the_spirit_is_offered_his_revival_only_from_night_3_and_once(table: Table) -> None:
    """Nights 1 and 2 offer no revival on the console's night row or the phone (both read
    the prompts); Night 3 does; once spent, it is offered no more. Still refused with the
    book's rule when sent anyway."""
    table.night()
    table.burn("Gina")
    table.submit("Dario", "bite", "Olga")
    assert "revive" not in slots(table, "Paolo")  # night 1
    assert not [p for p in table.game.player_view(table.seat["Paolo"])["prompts"] if p["slot"] == "revive"]
    table.night()
    table.quiet_day()
    assert "revive" not in slots(table, "Paolo")  # night 2
    error = refusal(table, "Paolo", "revive", "Gina", "Olga")
    assert why(error) == ("tf.spirit_from_night", "IT-10.36", table.seat["Paolo"], {"night": 3})
    table.night()
    table.quiet_day()
    assert "revive" in slots(table, "Paolo")  # night 3
    table.submit("Paolo", "revive", "Gina", "Olga")
    table.night()
    table.quiet_day()
    assert "revive" not in slots(table, "Paolo")  # night 4: his one use is spent
    error = refusal(table, "Paolo", "revive", "Gina", "Olga")
    assert isinstance(error, NoUsesLeft)


def slots(table: Table, name: str) -> list[str]:
    """The prompts offered to ``name`` now (the console's rows and the phone read these)."""
    return [p.slot for p in table.game.prompts() if p.seat == table.seat[name]]


def test_IT_10_36_D_23_the_first_night_follows_the_option(make_table: Callable[..., Table]) -> None:
    early = make_table({"spirit_first_night": 2})
    early.night()
    early.burn("Gina")
    early.submit("Dario", "bite", "Olga")
    early.night()
    early.quiet_day()  # night 2
    early.submit("Paolo", "revive", "Gina", "Olga")
    late = make_table({"spirit_first_night": 4})
    late.to_spirit_night()
    error = refusal(late, "Paolo", "revive", "Gina", "Olga")
    assert why(error) == ("tf.spirit_from_night", "IT-10.36", late.seat["Paolo"], {"night": 4})


def test_IT_10_37_a_sanction_death_is_in_neither_group(make_table: Callable[..., Table]) -> None:
    strict = make_table({"missed_vote_threshold": 0, "sanction_confirm": False})
    sanction_day_1(strict)
    strict.submit("Dario", "bite", "Olga")
    strict.night()
    strict.quiet_day()
    strict.night()
    strict.quiet_day()  # night 3: Bruno sanctioned, Gina burned, Olga bitten
    error = refusal(strict, "Paolo", "revive", "Bruno", "Olga")
    assert isinstance(error, IllegalTarget)
    assert why(error) == ("tf.revive_how", "IT-10.36", strict.seat["Paolo"], {})
    assert "Bruno" not in legal(strict, "Paolo", "revive")
    strict.submit("Paolo", "revive", "Gina", "Olga")


def test_IT_10_38_the_two_revived_are_one_of_each_group(table: Table) -> None:
    table.night()
    table.burn("Gina")
    table.night()
    table.burn("Zeno")
    table.night()
    table.quiet_day()  # night 3: two Pyre deaths, no night death
    error = refusal(table, "Paolo", "revive", "Gina", "Zeno")
    assert isinstance(error, IllegalTarget)
    assert why(error) == ("tf.pyre_and_night", "IT-10.38", table.seat["Paolo"], {})


def single_revival_night(make_table: Callable[..., Table], pyre: bool) -> Table:
    """Night 3 under the single-revival option (D-23) with one dead: Gina burned on day 1
    (``pyre``) or Olga bitten on night 1."""
    table = make_table({"spirit_single_revival": True})
    table.night()
    if pyre:
        table.burn("Gina")
    else:
        table.quiet_day()
        table.submit("Dario", "bite", "Olga")
    table.night()
    table.quiet_day()
    table.night()
    table.quiet_day()
    return table


@pytest.mark.parametrize(("pyre", "dead"), [(True, "Gina"), (False, "Olga")])
def test_IT_10_38_D_23_a_single_revival_when_the_other_group_is_empty(
    make_table: Callable[..., Table], pyre: bool, dead: str
) -> None:
    table = single_revival_night(make_table, pyre)
    assert legal(table, "Paolo", "revive_one") == [dead]
    table.submit("Paolo", "revive_one", dead)
    table.night()
    assert table.p(dead).alive
    assert table.p("Paolo").uses == {"revive": 0}  # the same single use as ``revive`` (D-23)
    table.quiet_day()
    table.submit("Dario", "bite", "Zeno")
    table.night()
    table.quiet_day()  # night 5, one more dead
    error = refusal(table, "Paolo", "revive_one", "Zeno")
    assert (error.key, error.rule, error.player) == ("uses_spent", "IT-10.36", table.seat["Paolo"])


def test_IT_10_38_D_23_no_single_revival_while_both_groups_have_someone(make_table: Callable[..., Table]) -> None:
    table = make_table({"spirit_single_revival": True})
    table.to_spirit_night()
    error = refusal(table, "Paolo", "revive_one", "Gina")
    assert isinstance(error, IllegalTarget)
    assert why(error) == ("tf.revive_one_each", "IT-10.38", table.seat["Paolo"], {})
    assert legal(table, "Paolo", "revive_one") == []


def test_IT_10_38_D_23_revive_one_needs_the_option_and_the_spirits_night(make_table: Callable[..., Table]) -> None:
    """Without the option the engine never offers ``revive_one``; its own rule still says
    why, for any caller that asks (the console's target picker reads ``refusal``)."""
    plain = make_table()
    plain.night()
    plain.burn("Gina")
    plain.night()
    plain.quiet_day()
    plain.night()
    plain.quiet_day()  # night 3, only a Pyre death
    one = ABILITIES["revive_one"]
    spirit, gina = plain.p("Paolo"), plain.p("Gina")
    reason = one.refusal(plain.state, spirit, gina)
    assert reason is not None and reason.key == "tf.revive_two"
    single = single_revival_night(make_table, True)
    assert one.refusal(single.state, single.p("Paolo"), single.p("Gina")) is None
    early = make_table({"spirit_single_revival": True})
    early.night()
    early.burn("Gina")  # night 1
    reason = one.refusal(early.state, early.p("Paolo"), early.p("Gina"))
    assert reason is not None and (reason.key, dict(reason.params)) == ("tf.spirit_from_night", {"night": 3})


def test_D_23_revive_one_spends_the_single_use_of_revive(table: Table) -> None:
    """The ability's own contract, for any caller that spends through it (the night spends
    ``revive`` itself): one use of ``revive``, then neither is left."""
    spirit = table.p("Paolo")
    assert spirit.uses == {"revive": 1}
    ABILITIES["revive_one"].check_uses(spirit)
    ABILITIES["revive_one"].spend(spirit)
    assert spirit.uses == {"revive": 0}
    for ability in ("revive", "revive_one"):
        with pytest.raises(NoUsesLeft):
            ABILITIES[ability].check_uses(spirit)
