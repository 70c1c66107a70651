"""Three Factions' day (engine/rulesets/three_factions/day.py): the Pyre's tally, its
ties, missed votes and their sanctions, as mutation testing (scripts/mutation.sh,
issue 21) found them untested. Each test names the rule it checks;
docs/mutation/three_factions.md lists them."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from engine import Advance, Game
from engine.model import Message
from engine.rulesets.three_factions.state import NOMINEE, ext
from tests.rulesets.three_factions.conftest import Table


def notes(messages: list[Message], kind: str) -> list[dict[str, Any]]:
    """The moderator's lines of one kind."""
    return [m.params for m in messages if m.kind == kind and m.audience.kind == "moderator"]


def vote_all(table: Table, choices: dict[str, str | None], default_self: bool = True) -> None:
    """Everyone living votes: ``choices`` by name, the rest for themselves (or not at all)."""
    for player in table.state.living():
        if player.name in choices:
            table.vote(player.name, choices[player.name])
        elif default_self:
            table.vote(player.name, player.name)


# -- the tally (IT-5.5-5.7, IT-5.12, D-08, D-10) ----------------------------------------------------


def test_IT_5_12_the_totals_are_published_most_votes_first_then_by_seat(table: Table) -> None:
    table.night()
    vote_all(table, {"Ada": "Gina", "Carla": "Gina", "Dario": "Bruno", "Elena": "Bruno", "Fabio": "Gina"})
    messages = table.close()
    (totals,) = table.public(messages, "vote_totals")
    seat = table.seat
    self_votes = [[s, 1] for s in range(22) if s not in (seat[n] for n in ("Ada", "Carla", "Dario", "Elena", "Fabio"))]
    self_votes = [t for t in self_votes if t[0] not in (seat["Gina"], seat["Bruno"])]
    assert totals["totals"] == [[seat["Gina"], 4], [seat["Bruno"], 3], *sorted(self_votes)]
    assert table.public(messages, "pyre") == [{"seat": seat["Gina"]}]


def test_D_10_no_totals_when_the_option_is_off(make_table: Callable[..., Table]) -> None:
    quiet = make_table({"publish_totals": False})
    quiet.night()
    messages = quiet.burn("Gina")
    assert quiet.public(messages, "vote_totals") == []
    assert quiet.public(messages, "pyre") == [{"seat": quiet.seat["Gina"]}]


def mode_b_day(table: Table) -> None:
    """Luca shifts to mode B on night 1 (IT-7.19): on day 2 his vote weighs nothing (IT-7.21)."""
    table.to_night(1)
    table.submit("Luca", "shift", option="B")
    table.night()


def test_IT_7_21_a_mode_b_vote_weighs_nothing(table: Table) -> None:
    mode_b_day(table)
    # Gina: Ada, Carla, herself and Luca (0); Bruno: Dario, Elena, himself: a tie, nobody burns
    vote_all(table, {"Luca": "Gina", "Ada": "Gina", "Carla": "Gina", "Dario": "Bruno", "Elena": "Bruno"})
    messages = table.close()
    (totals,) = table.public(messages, "vote_totals")
    assert [table.seat["Gina"], 3] in totals["totals"] and [table.seat["Bruno"], 3] in totals["totals"]
    assert table.public(messages, "nobody_burned") == [{}]


def test_IT_5_12_a_weightless_total_is_left_out_of_the_published_totals(table: Table) -> None:
    mode_b_day(table)
    vote_all(table, {"Ada": "Gina"})  # Luca votes for himself: a total of 0
    (totals,) = table.public(table.close(), "vote_totals")
    assert all(seat != table.seat["Luca"] for seat, _ in totals["totals"])
    assert totals["totals"][0] == [table.seat["Gina"], 2]


def test_IT_5_5_a_vote_for_a_dead_player_or_null_counts_for_nobody(table: Table) -> None:
    table.night()
    table.burn("Zeno")
    table.night()
    vote_all(table, {"Ada": "Gina", "Bruno": None})
    table.state.ballots[table.seat["Carla"]] = table.seat["Zeno"]  # a stale ballot for the dead
    messages = table.close()
    (totals,) = table.public(messages, "vote_totals")
    assert all(seat != table.seat["Zeno"] for seat, _ in totals["totals"])
    assert [table.seat["Gina"], 2] in totals["totals"]


def test_D_08_a_tie_for_the_moderator_is_noted_with_the_tied_seats(make_table: Callable[..., Table]) -> None:
    tied = make_table({"tie_break": "moderator"})
    tied.night()
    vote_all(tied, {"Ada": "Gina", "Bruno": "Zeno", "Carla": "Gina", "Dario": "Zeno"})
    messages = tied.close()
    assert notes(messages, "tie_to_break") == [{"seats": [tied.seat["Gina"], tied.seat["Zeno"]], "rule": "D-08"}]
    assert ext(tied.state).tied == [tied.seat["Gina"], tied.seat["Zeno"]]
    tied.close()  # nobody chosen: nobody burns
    assert ext(tied.state).tied == [] and tied.p("Gina").alive and tied.p("Zeno").alive
    assert ext(tied.state).pyre[1] is None


def test_D_08_first_to_reach_with_a_mode_b_voter(make_table: Callable[..., Table]) -> None:
    first = make_table({"tie_break": "first_to_reach"})
    mode_b_day(first)
    first.vote("Luca", "Gina")  # weighs nothing: Gina has reached nothing yet
    first.vote("Carla", "Zeno")
    first.vote("Elena", "Gina")
    first.vote("Fabio", "Zeno")  # Zeno reaches 2 first
    first.vote("Dario", "Gina")  # Gina reaches 2 later
    messages = first.close()
    assert first.public(messages, "pyre") == [{"seat": first.seat["Zeno"]}]


def test_D_08_first_to_reach_whoever_reaches_first_is_burned(make_table: Callable[..., Table]) -> None:
    for first_name, second_name in (("Gina", "Zeno"), ("Zeno", "Gina")):
        first = make_table({"tie_break": "first_to_reach"})
        first.night()
        first.vote("Marta", first_name)
        first.vote("Nico", first_name)  # reaches 2 first
        first.vote("Carla", second_name)  # earlier seats, later votes
        first.vote("Dario", second_name)
        messages = first.close()
        assert first.public(messages, "pyre") == [{"seat": first.seat[first_name]}]


# -- missed votes (IT-5.9, IT-5.10) ------------------------------------------------------------------


def test_IT_5_9_a_miss_tells_the_count_and_the_threshold(make_table: Callable[..., Table]) -> None:
    strict = make_table({"missed_vote_threshold": 2, "missed_vote_sanction": "warning"})
    strict.night()
    day = []
    for _ in range(3):
        vote_all(strict, {}, default_self=True)
        strict.state.ballots.pop(strict.seat["Bruno"])
        day.append(strict.close())
        strict.night()
    told = [strict.told(messages, "Bruno", "missed_votes") for messages in day]
    assert told == [
        [{"count": 1, "threshold": 2, "last_warning": False}],
        [{"count": 2, "threshold": 2, "last_warning": True}],
        [{"count": 3, "threshold": 2, "last_warning": False}],
    ]
    assert notes(day[1], "missed_vote_violation") == []
    assert notes(day[2], "missed_vote_violation") == [{"seat": strict.seat["Bruno"], "count": 3, "rule": "IT-5.10"}]
    assert strict.p("Bruno").alive  # a warning only


def test_IT_5_10_no_sanction_means_no_violation(make_table: Callable[..., Table]) -> None:
    lenient = make_table({"missed_vote_threshold": 0, "missed_vote_sanction": "none"})
    lenient.night()
    vote_all(lenient, {"Bruno": None})
    messages = lenient.close()
    assert notes(messages, "missed_vote_violation") == [] and lenient.state.phase.label() == "night 1"
    assert ext(lenient.state).flagged == []


def test_IT_5_9_a_player_dead_before_the_count_is_not_counted(table: Table) -> None:
    table.night()
    vote_all(table, {"Bruno": None, "Gina": "Bruno", "Zeno": "Bruno", "Carla": "Bruno"})  # Bruno burns
    messages = table.close()
    assert not table.p("Bruno").alive
    assert table.told(messages, "Bruno", "missed_votes") == []
    assert table.seat["Bruno"] not in ext(table.state).missed


def test_IT_5_10_IT_5_13_a_sanction_without_confirmation_eliminates_at_once(make_table: Callable[..., Table]) -> None:
    strict = make_table({"missed_vote_threshold": 0, "sanction_confirm": False})
    strict.night()
    vote_all(strict, {"Bruno": None})
    messages = strict.close()
    assert strict.public(messages, "sanctioned") == [{"seat": strict.seat["Bruno"]}]
    assert not strict.p("Bruno").alive and strict.seat["Bruno"] in ext(strict.state).sanctioned
    assert ext(strict.state).flagged == [] and strict.state.phase.label() == "night 1"


def test_IT_7_11_a_sanctioned_demon_triggers_his_nominee(make_table: Callable[..., Table]) -> None:
    strict = make_table({"missed_vote_threshold": 0, "sanction_confirm": False})
    strict.night()
    strict.state.players[strict.seat["Ada"]].flags[NOMINEE] = strict.seat["Sara"]
    vote_all(strict, {"Ada": None, "Bruno": "Gina", "Carla": "Gina"})
    strict.state.ballots.pop(strict.seat["Ada"])
    messages = strict.close()
    assert not strict.p("Ada").alive
    assert strict.told(messages, "Sara", "possessed") == [{}]


# -- found by the first mutmut run of day.py (docs/mutation/three_factions.md) --------------------------


def test_D_08_the_moderator_may_name_the_tied_by_seat_number(make_table: Callable[..., Table]) -> None:
    tied = make_table({"tie_break": "moderator"})
    tied.night()
    vote_all(tied, {"Ada": "Gina", "Bruno": "Zeno", "Carla": "Gina", "Dario": "Zeno"})
    tied.close()
    messages = tied.game.apply(Advance(decision=str(tied.seat["Zeno"])))
    assert tied.public(messages, "pyre") == [{"seat": tied.seat["Zeno"]}]
    assert not tied.p("Zeno").alive and tied.p("Gina").alive


def test_D_08_first_to_reach_starts_every_count_from_nothing(make_table: Callable[..., Table]) -> None:
    first = make_table({"tie_break": "first_to_reach"})
    first.night()
    vote_all(first, {"Gina": None, "Zeno": None})  # the rest for themselves: one vote each
    first.vote("Marta", "Zeno")  # Zeno 1
    first.vote("Nico", "Gina")  # Gina 1
    first.vote("Olga", "Gina")  # Gina 2: her final count, reached first
    first.vote("Carla", "Zeno")  # Zeno 2, later
    messages = first.close()
    (totals,) = first.public(messages, "vote_totals")
    assert totals["totals"][:2] == [[first.seat["Gina"], 2], [first.seat["Zeno"], 2]]
    assert first.public(messages, "pyre") == [{"seat": first.seat["Gina"]}]


def two_missed(table: Table) -> list[Message]:
    """Day 1: Bruno and Gina do not vote; with threshold 0 both are flagged (IT-5.10)."""
    table.night()
    vote_all(table, {"Bruno": None, "Gina": None})
    messages = table.close()
    assert table.state.phase.step == "sanction"
    return messages


def test_IT_5_10_a_waived_sanction_is_noted_for_every_flagged_player(make_table: Callable[..., Table]) -> None:
    strict = make_table({"missed_vote_threshold": 0})
    proposed = two_missed(strict)
    seats = [strict.seat["Bruno"], strict.seat["Gina"]]
    assert notes(proposed, "sanction_proposed") == [{"seats": seats, "rule": "IT-5.10"}]
    messages = strict.game.apply(Advance(decision="waive"))
    assert notes(messages, "sanction_waived") == [{"seat": s, "rule": "IT-5.10"} for s in seats]
    assert strict.p("Bruno").alive and strict.p("Gina").alive
    assert strict.public(messages, "sanctioned") == [] and strict.state.phase.label() == "night 1"


def test_IT_5_10_a_confirmed_sanction_leaves_nothing_waiting(make_table: Callable[..., Table]) -> None:
    strict = make_table({"missed_vote_threshold": 0})
    two_missed(strict)
    messages = strict.game.apply(Advance(decision="confirm"))
    assert strict.public(messages, "sanctioned") == [{"seat": strict.seat["Bruno"]}, {"seat": strict.seat["Gina"]}]
    assert ext(strict.state).flagged == [] and strict.state.phase.label() == "night 1"
    # the night's position (docs/positions.md) is saved and read back with nothing flagged
    again = Game.from_position(strict.game.position())
    assert ext(again.state).flagged == [] and again.state.phase.label() == "night 1"


def test_D_08_the_pyre_after_the_moderators_choice_is_the_days_not_the_ties(make_table: Callable[..., Table]) -> None:
    tied = make_table({"tie_break": "moderator"})
    tied.night()
    vote_all(tied, {"Ada": "Gina", "Bruno": "Zeno", "Carla": "Gina", "Dario": "Zeno"})
    (note,) = [m for m in tied.close() if m.kind == "tie_to_break"]
    assert note.phase == "day 1/tie"
    messages = tied.game.apply(Advance(decision="Gina"))
    (pyre,) = [m for m in messages if m.kind == "pyre"]
    assert pyre.phase == "day 1" and pyre.params == {"seat": tied.seat["Gina"]}


def test_IT_11_5_the_bitten_diablo_burned_wins_alone_and_says_why(table: Table) -> None:
    table.to_night(1)
    table.submit("Dario", "bite", "Yuri")
    table.night()
    messages = table.burn("Yuri")
    assert table.public(messages, "diablo_wins") == [{"seat": table.seat["Yuri"]}]
    outcome = table.state.outcome
    assert (outcome.winning_teams, outcome.winners) == (("diablo",), (table.seat["Yuri"],))
    assert outcome.reason == "diablo_burned_after_bite"


def test_IT_11_6_a_lost_diablo_never_wins_even_when_bitten(table: Table) -> None:
    # a Diablo who lost (IT-11.6, permanent) and holds the bitten flag, as a position may
    # state him: burned, he does not win and the game goes on
    table.night()
    yuri = table.p("Yuri")
    yuri.flags["bitten"] = True
    yuri.flags["diablo_lost"] = True
    messages = table.burn("Yuri")
    assert table.public(messages, "diablo_wins") == [] and table.state.outcome is None
    assert table.public(messages, "pyre") == [{"seat": table.seat["Yuri"]}]
    assert table.state.phase.label() == "night 1"


def test_IT_7_22_the_shift_ends_at_the_tally_and_leaves_nothing_on_the_player(table: Table) -> None:
    mode_b_day(table)
    assert table.p("Luca").flags == {"shift_night": 1, "shift": "B"}
    table.quiet_day()
    assert "shift" not in table.p("Luca").flags and "shift_night" not in table.p("Luca").flags
    luca = table.game.position()["players"][table.seat["Luca"]]
    assert not {"shift", "shift_night"} & set(luca["flags"])  # the position written says the same


def test_IT_5_12_equal_totals_are_published_by_seat_not_by_who_voted_first(table: Table) -> None:
    table.night()
    vote_all(table, {"Ada": "Zeno", "Zeno": "Ada"})  # one vote each; Zeno's is cast by seat 0
    (totals,) = table.public(table.close(), "vote_totals")
    assert totals["totals"] == [[seat, 1] for seat in range(22)]


def test_IT_5_9_a_player_burned_today_does_not_stop_the_count_of_the_others(table: Table) -> None:
    table.night()
    vote_all(table, {"Bruno": "Gina", "Zeno": None, "Carla": "Gina", "Dario": "Gina"})  # Gina burns
    messages = table.close()
    assert not table.p("Gina").alive
    assert table.told(messages, "Zeno", "missed_votes") == [{"count": 1, "threshold": 3, "last_warning": False}]
    assert ext(table.state).missed == {table.seat["Zeno"]: 1}
