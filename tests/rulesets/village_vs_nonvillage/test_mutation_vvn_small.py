"""Village vs Non-village's small modules (groups.py, outcome.py, nightfall.py): what
mutation testing (scripts/mutation.sh, issue 21) found no test for. Each test names the
rule it checks; docs/mutation/small_modules.md lists them. Seats in Table calls are the
spec's (1-based); state seats are 0-based."""

from __future__ import annotations

from engine.model import Outcome, Phase
from engine.rulesets.village_vs_nonvillage.groups import convert, group_of, join_group
from engine.rulesets.village_vs_nonvillage.roles import MADMAN, VILLAGE
from tests.rulesets.village_vs_nonvillage.zh_harness import R15, Table

SEER, WITCH, DOCTOR, MADMAN_SEAT = 0, 1, 4, 14  # 0-based seats of R15


def group_messages(t: Table) -> list[tuple[int, dict[str, object]]]:
    return [(min(m.recipients), m.params) for m in t.game.state.messages if m.kind == "group_members"]


# -- the Madman's conversion (ZH-1.9) --------------------------------------------------------


def test_ZH_1_9_the_converted_madman_is_seen_and_counted_as_village() -> None:
    t = Table()
    convert(t.game.state, MADMAN_SEAT)
    madman = t.game.state.players[MADMAN_SEAT]
    assert (madman.wins_with, madman.seen_as, madman.counts_as) == (VILLAGE, VILLAGE, frozenset({VILLAGE}))
    assert t.zh.skills[MADMAN_SEAT] == set()
    assert t.told(MADMAN_SEAT + 1, "converted") == [{"role": MADMAN}]


# -- groups (ZH-3.13, ZH-3.14) --------------------------------------------------------------


def test_ZH_3_13_a_seat_outside_every_group_has_no_group() -> None:
    t = Table()
    join_group(t.game.state, (SEER, DOCTOR))
    assert group_of(t.game.state, SEER) == {SEER, DOCTOR}
    assert group_of(t.game.state, WITCH) == set()
    assert group_of(t.game.state, 11) == set()  # a werewolf: in the wolves' channel, in no group


def test_ZH_3_13_each_member_learns_the_members_their_roles_and_the_group() -> None:
    t = Table()
    join_group(t.game.state, (DOCTOR, SEER))
    expected = {"members": [SEER, DOCTOR], "member_roles": ["seer", "doctor"], "group": "group1"}
    assert group_messages(t) == [(SEER, expected), (DOCTOR, expected)]


def test_ZH_3_13_new_groups_are_numbered_one_after_another() -> None:
    t = Table()
    join_group(t.game.state, (SEER, DOCTOR))
    join_group(t.game.state, (WITCH, 2))
    join_group(t.game.state, (3, 5))
    channels = t.game.state.channels
    assert (channels["group1"], channels["group2"], channels["group3"]) == ({SEER, DOCTOR}, {WITCH, 2}, {3, 5})


def test_ZH_3_14_grouping_again_the_same_members_tells_nobody_again() -> None:
    t = Table()
    join_group(t.game.state, (SEER, DOCTOR))
    join_group(t.game.state, (DOCTOR, SEER))
    assert len(group_messages(t)) == 2


def test_ZH_3_14_merging_keeps_the_lowest_numbered_group_and_leaves_others_alone() -> None:
    t = Table()
    state = t.game.state
    state.channels.update({"group2": {SEER, WITCH}, "group10": {DOCTOR, 5}, "group3": {6, 7}})
    join_group(state, (WITCH, DOCTOR))
    groups = {cid: members for cid, members in state.channels.items() if cid.startswith("group")}
    assert groups == {"group2": {SEER, WITCH, DOCTOR, 5}, "group3": {6, 7}}
    assert {seat for seat, params in group_messages(t) if params["group"] == "group2"} == {SEER, WITCH, DOCTOR, 5}


# -- the end of the game (ZH-9.4, ZH-9.5, DP-0) ---------------------------------------------


def test_ZH_9_5_game_over_names_the_team_and_its_winners_then_reveals_every_role() -> None:
    t = Table()
    t.night()  # night 1 closes: day 1
    state = t.game.state
    number = state.phase.number
    outcome = Outcome((VILLAGE,), (SEER, WITCH), reason="werewolves_out")
    t.game.ruleset.end_game(state, outcome)
    assert state.phase == Phase("over", number) and number >= 1
    assert t.public("game_over") == [{"teams": [VILLAGE], "winners": [SEER, WITCH]}]
    assert t.public("roles_revealed") == [{"roles": list(R15)}]


# -- night falls (NP-1, ZH-5.2.3, ZH-6.4.3) -------------------------------------------------


def test_NP_1_night_falls_announces_its_number() -> None:
    t = Table()
    t.night()
    t.day()
    assert t.public("night_falls") == [{"number": 1}, {"number": 2}]


def test_ZH_5_2_3_a_living_lynch_holder_is_not_told_again_each_night() -> None:
    t = Table()
    state = t.game.state
    t.zh.events_occurred.append("insanity")
    t.game.ruleset._insanity_succession(state)
    t.game.ruleset._insanity_succession(state)
    assert t.zh.insanity_holder == SEER
    assert t.told(SEER + 1, "insanity_lynch") == [{}]


def test_ZH_6_4_3_the_extra_lynch_follows_the_priority_not_the_seat_order() -> None:
    """The Seer sits before the Doctor, but the Doctor comes first in ZH-6.4.2's order."""
    t = Table()
    state = t.game.state
    t.zh.treasure_killed = [(SEER, DOCTOR)]
    t.game.ruleset._public_enemy(state, 3)
    assert t.zh.extra_lynch == {3: [DOCTOR]}
    assert t.told(DOCTOR + 1, "extra_lynch_granted") == [{}] and t.told(SEER + 1, "extra_lynch_granted") == []
