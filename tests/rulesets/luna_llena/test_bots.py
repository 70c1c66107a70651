"""Luna llena's seat-filling bots play a real game for the good side (issue 18)."""

from __future__ import annotations

from engine.ruleset import find_ruleset
from engine.simulate import simulate


def test_role_aware_good_side_wins_a_real_share_of_games() -> None:
    """Good bots without evidence follow the accusation three times in four, so
    executions happen (D-5 needs a strict majority of every other living weight);
    when they followed it one time in two the good side won about one game in eight here."""
    tally = simulate(find_ruleset("luna_llena"), {}, 9, 200, seed=11, policy="role-aware", strict=True)
    assert tally.rate("good") >= 0.18
