"""Second pass on village_vs_nonvillage/day.py (issue 21, docs/mutation/village_vs_nonvillage.md):
the survivors of its first mutmut run."""

from __future__ import annotations

from tests.rulesets.village_vs_nonvillage.zh_harness import Table


def test_ZH_10_6_a_pk_that_ties_again_executes_nobody_and_clears_the_tie() -> None:
    t = Table()
    t.night()
    t.day((1, 13), (2, 12))
    assert t.game.state.phase.step == "pk" and t.zh.tied == [11, 12]
    t.vote(3, 12)
    t.vote(4, 13)
    t.adv()
    assert t.public("nobody_executed") == [{}] and t.public("vote_tie") == [{"seats": [11, 12]}]  # no second PK
    assert t.zh.tied == [] and t.game.state.phase.kind == "night"


def test_DP_1_the_dawn_s_announcements_are_stamped_with_the_dawn_step() -> None:
    t = Table(event_script={"1": ["masquerade"]})
    t.night()
    stamped = {m.kind: m.phase for m in t.game.state.messages if m.audience.kind == "public"}
    assert stamped["day_breaks"] == stamped["events"] == stamped["night_result"] == "day 1/dawn"
    assert t.game.state.phase.label() == "day 1/discussion"  # the agenda's steps carry their own names


def test_ZH_11_9_a_sheriff_alive_at_dawn_is_not_asked_about_the_badge() -> None:
    t = Table(sheriff=True)
    t.night()
    t.do(5, "run")
    t.adv()  # one candidate
    t.adv()  # nobody withdraws: elected
    assert t.zh.sheriff == 4
    t.day()
    t.night()
    assert t.alive(5) and t.zh.asking == [] and t.zh.later == []
    assert t.game.state.phase.label() == "day 2/discussion"
