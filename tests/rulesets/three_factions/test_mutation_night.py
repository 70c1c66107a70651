"""Three Factions' night (engine/rulesets/three_factions/night.py): the effects and the
moderator's reasons that mutation testing (scripts/mutation.sh, issue 21) found no test
for. Each test names the rule it checks; docs/mutation/three_factions.md lists them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine.model import Message
from engine.night import Snapshot
from engine.rulesets.three_factions.night import TFNight, convert_to_soldier
from engine.rulesets.three_factions.state import ext
from tests.rulesets.three_factions.conftest import Table


def notes(messages: list[Message], kind: str) -> list[dict[str, Any]]:
    """The moderator's lines of one kind (the reasons behind a resolution)."""
    return [m.params for m in messages if m.kind == kind and m.audience.kind == "moderator"]


def changes(table: Table, change: str) -> list[dict[str, Any]]:
    """The attribute changes of one kind kept for the end's reveal (IT-13.10)."""
    return [c for c in ext(table.state).history if c["change"] == change]


# -- the moderator's reasons of the bite (IT-12.12) ------------------------------------------


def test_IT_12_12_a_bite_death_tells_the_moderator_who_and_why(table: Table) -> None:
    table.to_night(1)
    table.submit("Dario", "bite", "Bruno")
    messages = table.night()
    assert notes(messages, "night_death") == [{"seat": table.seat["Bruno"], "rule": "IT-12.12"}]


def test_IT_10_25_the_harlots_death_at_a_wolfs_home_names_her_rule(table: Table) -> None:
    table.to_night(1)
    table.submit("Elena", "host", "Dario")
    messages = table.night()
    assert not table.p("Elena").alive
    assert notes(messages, "night_death") == [{"seat": table.seat["Elena"], "rule": "IT-10.25"}]


def test_IT_10_23_the_guest_saved_by_the_harlot_is_the_moderators_reason(table: Table) -> None:
    table.to_night(1)
    table.submit("Elena", "host", "Bruno")
    table.submit("Dario", "bite", "Bruno")
    messages = table.night()
    assert table.p("Bruno").alive
    assert notes(messages, "saved_by_harlot") == [{"seat": table.seat["Bruno"], "rule": "IT-10.23"}]
    assert notes(messages, "saved_by_guard") == [] and notes(messages, "night_death") == []


def test_IT_10_12_the_protectee_saved_by_the_guard_is_the_moderators_reason(table: Table) -> None:
    table.to_night(1)
    table.submit("Carla", "protect", "Bruno")
    table.submit("Dario", "bite", "Bruno")
    messages = table.night()
    assert table.p("Bruno").alive
    assert notes(messages, "saved_by_guard") == [{"seat": table.seat["Bruno"], "rule": "IT-10.12"}]
    assert notes(messages, "saved_by_harlot") == [] and notes(messages, "night_death") == []


def test_IT_11_3_the_diablo_is_told_only_the_first_time_he_is_bitten(table: Table) -> None:
    table.to_night(1)
    table.submit("Dario", "bite", "Yuri")
    first = table.night()
    table.quiet_day()
    table.submit("Dario", "bite", "Yuri")
    second = table.night()
    assert table.told(first, "Yuri", "diablo_bitten") == [{}]
    assert table.told(second, "Yuri", "diablo_bitten") == []
    assert notes(second, "diablo_survives") == [{"seat": table.seat["Yuri"], "rule": "IT-11.2"}]


# -- the Demon dying at night (IT-12.14, IT-7.11) --------------------------------------------


def test_IT_12_14_a_night_kill_marks_the_demons_death_and_only_his(table: Table) -> None:
    """Nothing in the book's setup kills a pack member at night (IT-7.11 keeps the case for
    custom setups): the night's kill itself must still mark it for step 12."""
    night = TFNight(table.state, Snapshot.of(table.state), [])
    night.kill(table.seat["Bruno"], "IT-12.12")
    assert night.demon_died is False
    night.kill(table.seat["Ada"], "IT-12.12")
    assert night.demon_died is True
    assert night.died == [table.seat["Bruno"], table.seat["Ada"]]


# -- the Guard's witness in the linear seat order (IT-10.16, D-17) ---------------------------


def _linear_witness(make_table: Callable[..., Table], protectee: str, abductee: str) -> list[dict[str, Any]]:
    table = make_table({"guard_neighbours": "linear"})
    table.to_night(1)
    table.submit("Carla", "protect", protectee)
    table.submit("Fabio", "abduct", abductee, option="medium")  # a wrong guess: nobody converted
    return table.told(table.close(), "Carla", "witness")


def test_IT_10_16_linear_witness_sees_the_previous_the_protectee_and_the_next(
    make_table: Callable[..., Table],
) -> None:
    seat = make_table().seat
    around = [seat["Luca"], seat["Marta"], seat["Nico"]]
    assert _linear_witness(make_table, "Marta", "Luca") == [{"seats": around}]
    assert _linear_witness(make_table, "Marta", "Nico") == [{"seats": around}]


def test_IT_10_16_linear_witness_at_the_first_seat_has_no_previous(make_table: Callable[..., Table]) -> None:
    table = make_table()
    assert _linear_witness(make_table, "Ada", "Bruno") == [{"seats": [table.seat["Ada"], table.seat["Bruno"]]}]
    assert _linear_witness(make_table, "Bruno", "Dario") == []  # two seats on: not a neighbour


# -- conversions (IT-9.6, IT-9.8, IT-9.10, IT-13.10) -----------------------------------------


def test_IT_9_8_IT_9_10_a_conversion_tells_both_sides_and_is_kept_for_the_reveal(table: Table) -> None:
    table.to_night(1)
    table.submit("Fabio", "abduct", "Rita", option="medium")  # the Child of the Stars converts anyway (b)
    table.night()
    rita, fabio = table.seat["Rita"], table.seat["Fabio"]
    assert table.p("Rita").role == "soldato_alieno"
    rule_book = table.game.ruleset
    assert rule_book.card(table.state, rita)["knowledge"]["leader"] == fabio
    assert [rita, "soldato_alieno"] in rule_book.card(table.state, fabio)["knowledge"]["aliens"]
    (converted,) = changes(table, "converted_to_soldier")
    assert converted["seat"] == rita and converted["previous"] == "figlio_stelle"
    assert converted["role"] == "soldato_alieno"


def test_IT_9_10_a_conversion_writes_knowledge_the_memory_did_not_hold_yet(table: Table) -> None:
    """A position may carry no knowledge for the two seats: the conversion starts it."""
    ext(table.state).knowledge.clear()
    night = TFNight(table.state, Snapshot.of(table.state), [])
    rita, fabio = table.seat["Rita"], table.seat["Fabio"]
    convert_to_soldier(night, rita, fabio)
    assert ext(table.state).knowledge == {rita: {"leader": fabio}, fabio: {"aliens": {rita: "soldato_alieno"}}}
    assert night.private == [(rita, "converted", {"seat": fabio, "stays_in_pack": False})]


# -- the Demon's trigger (IT-7.11, IT-7.12, X1) ----------------------------------------------

SMALL_WITH_DEMON_SECOND = [
    ("B", "contadino"),
    ("D", "lupo_demonio"),
    ("G", "guardia"),
    ("S", "indemoniato"),
    ("C", "contadino"),
    ("E", "contadino"),
    ("F", "contadino"),
]


def _burn_the_demon(make_table: Callable[..., Table], nominee: str) -> tuple[Table, list[Message]]:
    small = make_table(table=SMALL_WITH_DEMON_SECOND)
    small.night()
    small.submit("D", "nominate", nominee)
    return small, small.burn("D", voters=("B", "C", "E", "F"))


def test_IT_7_11_X1_the_trigger_finds_a_demon_who_is_not_the_first_seat(make_table: Callable[..., Table]) -> None:
    small, messages = _burn_the_demon(make_table, "G")
    assert small.p("G").role == "indemoniato" and small.p("G").counts_as == frozenset({"LUPO"})
    assert small.told(messages, "G", "possessed") == [{}]
    (possessed,) = changes(small, "possessed_by_demon")
    assert possessed["seat"] == small.seat["G"] and possessed["previous"] == "guardia"
    assert possessed["role"] == "indemoniato" and possessed["counts_as"] == ["LUPO"]


def test_IT_7_13_an_indemoniato_nominee_keeps_his_role_and_the_reveal_says_so(
    make_table: Callable[..., Table],
) -> None:
    small, _ = _burn_the_demon(make_table, "S")
    assert small.p("S").role == "indemoniato" and small.p("S").counts_as == frozenset({"LUPO"})
    (possessed,) = changes(small, "possessed_by_demon")
    assert possessed["seat"] == small.seat["S"] and possessed["previous"] == "indemoniato"


def test_IT_7_12_a_void_trigger_tells_the_moderator_its_rule(make_table: Callable[..., Table]) -> None:
    small = make_table(table=SMALL_WITH_DEMON_SECOND)
    small.night()
    small.submit("D", "nominate", "G")
    small.burn("G", voters=("B", "C", "E", "F"))  # the nominee dies first
    small.submit("D", "bite", "C")
    small.night()
    messages = small.burn("D", voters=("B", "E", "F"))
    assert notes(messages, "demon_trigger_void") == [{"seat": small.seat["G"], "rule": "IT-7.12"}]
    assert changes(small, "possessed_by_demon") == []


def test_IT_7_11_only_a_dead_demons_nominee_is_possessed(make_table: Callable[..., Table]) -> None:
    """A custom setup with two Demon Wolves (D-02): the living one's nominee stays as he is."""
    two_demons = [("D1", "lupo_demonio"), ("D2", "lupo_demonio")] + [(f"V{i}", "contadino") for i in range(6)]
    small = make_table(table=two_demons)
    small.night()
    small.submit("D1", "nominate", "V0")
    small.submit("D2", "nominate", "V1")
    small.burn("D1", voters=("V2", "V3", "V4", "V5"))
    assert small.p("V0").role == "indemoniato"
    assert small.p("V1").role == "contadino"
    assert [c["seat"] for c in changes(small, "possessed_by_demon")] == [small.seat["V0"]]


# -- the abduction's reasons (IT-9.4, IT-9.6) and the Harlot's pregnancy (IT-10.26) ----------


def test_IT_9_4_a_shielded_abduction_tells_the_moderator_who_blocked_whom(table: Table) -> None:
    table.to_night(1)
    table.submit("Ugo", "shield", "Bruno")
    table.submit("Fabio", "abduct", "Bruno", option="contadino")
    messages = table.night()
    assert table.p("Bruno").role == "contadino"
    blocked = {"actor": table.seat["Ugo"], "target": table.seat["Bruno"], "rule": "IT-9.4"}
    assert notes(messages, "abduction_blocked") == [blocked]
    assert notes(messages, "abduction") == []


def test_IT_9_6_the_abductions_outcome_is_the_moderators_reason(table: Table) -> None:
    table.to_night(1)
    table.submit("Fabio", "abduct", "Hugo", option="contadino")
    messages = table.night()
    outcome = {"target": table.seat["Hugo"], "guess": "contadino", "result": "COW", "rule": "IT-9.6"}
    assert notes(messages, "abduction") == [outcome]
    assert notes(messages, "abduction_blocked") == []


def test_IT_10_26_the_harlots_pregnancy_is_the_moderators_reason_and_kept_for_the_reveal(table: Table) -> None:
    table.to_night(1)
    table.submit("Elena", "host", "Nico")
    messages = table.night()
    assert notes(messages, "pregnant") == [{"seat": table.seat["Elena"], "rule": "IT-10.26"}]
    (pregnant,) = changes(table, "pregnant")
    assert pregnant["seat"] == table.seat["Elena"] and pregnant["guest"] == table.seat["Nico"]


# -- the Medium (IT-12.10, IT-6.6) -----------------------------------------------------------


def test_IT_12_10_an_abducted_medium_does_not_silence_another_medium(make_table: Callable[..., Table]) -> None:
    two_mediums = [
        ("M1", "medium"),
        ("M2", "medium"),
        ("L", "leader_alieno"),
        ("W", "lupo_mannaro"),
        ("B", "contadino"),
        ("C", "contadino"),
        ("D", "contadino"),
    ]
    small = make_table(table=two_mediums)
    small.night()
    small.burn("B", voters=("C", "D", "W"))
    small.submit("L", "abduct", "M1", option="contadino")
    messages = small.night()
    assert small.told(messages, "M1", "medium_reading") == []
    assert small.told(messages, "M2", "medium_reading") == [{"seat": small.seat["B"], "reading": "INNOCENTE"}]


# -- the Pure Spirit (IT-10.36, IT-10.39, IT-10.40) ------------------------------------------

EARLY_SINGLE_SPIRIT = {"spirit_first_night": 1, "spirit_single_revival": True}


def test_IT_10_36_the_spirits_first_night_option_is_the_nights_too(make_table: Callable[..., Table]) -> None:
    table = make_table(EARLY_SINGLE_SPIRIT)
    table.night()
    table.burn("Gina")
    table.submit("Paolo", "revive_one", "Gina")  # Night 1, allowed by the option
    messages = table.night()
    assert table.p("Gina").alive and table.p("Paolo").uses["revive"] == 0
    assert notes(messages, "revived") == [{"seats": [table.seat["Gina"]], "rule": "IT-10.39"}]


def test_IT_10_40_the_spirits_death_for_reviving_a_wolf_names_its_rule(make_table: Callable[..., Table]) -> None:
    table = make_table(EARLY_SINGLE_SPIRIT)
    table.night()
    table.burn("Dario")
    table.submit("Paolo", "revive_one", "Dario")
    messages = table.night()
    assert table.p("Dario").alive and not table.p("Paolo").alive
    assert notes(messages, "night_death") == [{"seat": table.seat["Paolo"], "rule": "IT-10.40"}]


# -- the Detective (IT-12.13) and the Were-Cow's sickness (IT-10.29, D-19) -------------------


def test_IT_12_13_an_abducted_detective_does_not_silence_another_detective(make_table: Callable[..., Table]) -> None:
    two_detectives = [
        ("O1", "detective"),
        ("O2", "detective"),
        ("L", "leader_alieno"),
        ("W", "lupo_mannaro"),
        ("B", "contadino"),
        ("C", "contadino"),
        ("D", "contadino"),
    ]
    small = make_table(table=two_detectives)
    small.to_night(1)
    small.submit("L", "abduct", "O1", option="contadino")
    messages = small.night()
    assert small.told(messages, "O1", "detective_counts") == []
    assert small.told(messages, "O2", "detective_counts") == [{"lupi": 1, "alieni": 1}]


def test_IT_10_29_D_19_the_sick_nights_follow_the_option_and_add_up(make_table: Callable[..., Table]) -> None:
    two_cows = [
        ("W", "lupo_mannaro"),
        ("H1", "mucca_mannara"),
        ("H2", "mucca_mannara"),
        ("B", "contadino"),
        ("C", "contadino"),
        ("D", "contadino"),
        ("E", "contadino"),
    ]
    small = make_table({"sick_nights": 2}, table=two_cows)
    small.to_night(1)
    small.submit("W", "bite", "H1")
    small.night()
    assert ext(small.state).sick_nights == {2, 3}  # the two nights after the bite, not before
    for _ in (2, 3):
        small.quiet_day()
        small.night()
    small.quiet_day()
    small.submit("W", "bite", "H2")  # Night 4: the pack is well again
    small.night()
    assert not small.p("H2").alive
    assert ext(small.state).sick_nights == {2, 3, 5, 6}


# -- the Shapeshifter (IT-7.19) ---------------------------------------------------------------


def test_IT_7_19_the_shift_is_the_moderators_reason_and_kept_for_the_reveal(table: Table) -> None:
    table.to_night(1)
    table.submit("Luca", "shift", option="A")
    messages = table.night()
    assert notes(messages, "shifted") == [{"seat": table.seat["Luca"], "mode": "A", "rule": "IT-7.19"}]
    (shifted,) = changes(table, "shifted")
    assert shifted["seat"] == table.seat["Luca"] and shifted["mode"] == "A"
