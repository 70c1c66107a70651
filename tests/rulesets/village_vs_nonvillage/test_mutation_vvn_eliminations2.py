"""Tests that kill the mutants of village_vs_nonvillage/eliminations.py left open or
not run by the first, partial pass (issue 21, docs/mutation/village_vs_nonvillage.md):
the Cry Injustice's groups (ZH-4.5.4) and what the day's elimination clears."""

from __future__ import annotations

from engine.game import Game
from engine.position import write_position
from engine.rulesets.village_vs_nonvillage.state import ext
from tests.rulesets.village_vs_nonvillage.test_mutation_vvn_eliminations import (
    SMALL,
    groups,
    scapegoat_out_at_night,
)
from tests.rulesets.village_vs_nonvillage.zh_harness import Table

SEER, WITCH, SCAPEGOAT, DOCTOR, WOLF = 1, 2, 3, 4, 5  # SMALL's seats (1-based)


def scapegoat_cries_after_a_first_shot(shot: int, votes: tuple[tuple[int, int], ...], *named: int) -> Table:
    """The Doctor attacked out on night 1 shoots ``shot`` first (ZH-4.1.2), the
    Scapegoat is executed on day 1, then his Cry names ``named``."""
    t = Table(roles=SMALL)
    t.night((5, "attack", DOCTOR), (6, "attack", DOCTOR), (7, "attack", DOCTOR), witch=((WITCH, "pass"),))
    t.do(DOCTOR, "first_shot", shot)
    t.adv()
    assert not t.alive(shot) and not t.alive(DOCTOR)
    t.day(*votes)
    assert not t.alive(SCAPEGOAT)
    t.do(SCAPEGOAT, "cry_injustice", *named)
    t.adv()
    return t


def test_ZH_4_5_4_the_dead_who_join_the_group_are_the_village_ones_only() -> None:
    t = scapegoat_cries_after_a_first_shot(WOLF, ((SEER, SCAPEGOAT), (WITCH, SCAPEGOAT)), SEER, WITCH)
    assert not t.game.state.over
    # every living village player grouped: the dead Scapegoat and Doctor join, not the shot Werewolf
    assert groups(t) == [[0, 1, 2, 3]]


def test_ZH_4_5_4_a_cry_naming_the_last_living_village_player_groups_nobody() -> None:
    t = scapegoat_cries_after_a_first_shot(WITCH, ((SEER, SCAPEGOAT),), SEER, 6)
    assert not t.game.state.over and t.alive(SEER)
    assert groups(t) == []  # one village player named: no group of one, so no dead join
    assert t.zh.cry_voters == {2: [0, 5]}


def test_ZH_4_5_4_a_group_that_leaves_a_living_village_player_out_adds_no_dead() -> None:
    t = scapegoat_out_at_night()  # the R15 table: the Elder, the Doctor ... still in play
    t.do(4, "cry_injustice", SEER, WITCH)
    t.adv()
    assert groups(t) == [[0, 1]]  # the Seer and the Witch only; the dead Scapegoat stays out


def reopened(t: Table) -> Game:
    """The game saved as a position and opened again (what the app does on a restart)."""
    return Game.from_position(write_position(t.game.state))


def test_ZH_3_8_ZH_4_1_4_the_nights_protections_pipe_and_pairs_end_with_the_night() -> None:
    """By day nothing of the last night's protections, Pipe or pairs is kept, and a
    game saved after the day's execution opens again."""
    t = Table()
    t.night((5, "first_aid", SEER), (8, "pipe", WITCH), (11, "supremacy", 4, 6))  # R15's Doctor, Piper, Careerist
    assert t.zh.protected and t.zh.night_piped is not None and t.zh.night_pairs
    t.day((2, 1), (3, 1))  # the Seer executed
    assert t.zh.protected == set() and t.zh.night_piped is None and t.zh.night_pairs == set()
    assert reopened(t).state.phase.label() == "day 1/resolve"


def test_ZH_4_1_1_a_game_saved_while_the_first_shot_is_asked_opens_at_the_same_question() -> None:
    t = Table()
    t.night()
    t.day((2, 1), (3, 1))  # the Seer executed: asked for his First Shot
    game = reopened(t)
    assert game.state.phase.label() == "day 1/resolve" and ext(game.state).queue == t.zh.queue
    assert [a.kind for a in ext(game.state).asking] == ["first_shot"] and ext(game.state).first_shot_spent


def test_ZH_4_6_2_a_player_out_by_another_cause_keeps_his_needle() -> None:
    """Needles are removed only by the needle check (ZH-4.6.3): an executed player's
    empty needle stays in the narrator's bookkeeping."""
    t = Table()
    t.night((5, "first_aid", 8))  # R15's Doctor gives the Piper an empty needle
    assert t.game.ruleset.moderator_details(t.game.state)["needles"] == {"7": 1}
    t.day((1, 8), (2, 8))  # the Piper executed
    assert not t.alive(8)
    assert t.game.ruleset.moderator_details(t.game.state)["needles"] == {"7": 1}


def test_ZH_4_6_3_the_needle_check_spends_the_needles_of_the_player_it_puts_out() -> None:
    t = Table()
    t.night((5, "first_aid", 8))
    t.day()
    t.night((5, "first_aid", 8))  # the second empty needle on a non-village player: out (ZH-4.6.3 a)
    assert not t.alive(8) and [(d.seat, d.cause) for d in t.game.state.deaths] == [(7, "first_aid")]
    assert t.game.ruleset.moderator_details(t.game.state)["needles"] == {}


def test_ZH_9_4_the_game_ends_at_once_and_the_rest_of_the_sequence_is_dropped() -> None:
    t = Table(roles=("seer", "witch", "doctor", "werewolf"))
    t.night((4, "attack", 3), witch=((2, "pass"),))
    t.do(3, "first_shot", 4)  # the Doctor, first village player out, shoots the last Werewolf first
    t.adv()
    state = t.game.state
    assert state.over and not t.alive(4)
    assert t.alive(3) and t.zh.queue == []  # the Doctor's own elimination is never processed


def test_ZH_5_2_3_a_scapegoat_who_lost_cry_injustice_to_insanity_is_not_asked() -> None:
    t = Table(event_script={"1": ["insanity"]})
    t.night((12, "attack", 1), (13, "attack", 1), (14, "attack", 1))
    t.do(1, "pass")  # the Seer's First Shot
    t.adv()
    t.day()
    t.night()  # night 2: the Seer is out, so the Scapegoat takes the Insanity Lynch (ZH-5.2.3)
    assert t.zh.skills[3] == {"lynch"}
    t.day((2, 4), (3, 4))  # the Scapegoat executed
    assert not t.alive(4) and t.game.state.phase.label() == "night 3/actions"
    assert t.zh.asking == [] and t.zh.later == []


# -- Take the Blame (ZH-4.5.1, ZH-4.5.2): R15's Scapegoat is seat 4, the Gypsy seat 6 --------


def test_ZH_4_5_1_the_blamed_players_votes_are_added_to_the_scapegoats_own() -> None:
    t = Table()
    t.night((4, "blame", SEER))
    t.day((2, SEER), (3, SEER), (5, 4), (7, 6), (8, 6))  # 2 on the Seer, 1 on the Scapegoat, 2 on the Gypsy
    assert t.public("vote_totals") == [{"totals": [[3, "3"], [5, "2"]]}]
    assert t.public("executed") == [{"seat": 3}]


def test_ZH_4_5_1_a_blamed_player_nobody_votes_for_moves_nothing() -> None:
    t = Table()
    t.night((4, "blame", SEER))
    t.day((2, 6), (3, 6))
    assert t.public("vote_totals") == [{"totals": [[5, "2"]]}]
    assert t.public("executed") == [{"seat": 5}]


def test_ZH_4_5_2_the_blame_lapses_when_the_scapegoat_is_out_before_the_vote() -> None:
    t = scapegoat_out_at_night((4, "blame", SEER))
    t.do(4, "pass")  # no Cry Injustice
    t.adv()
    t.day((2, SEER), (3, SEER))
    assert t.public("vote_totals") == [{"totals": [[0, "2"]]}]
    assert t.public("executed") == [{"seat": 0}]
