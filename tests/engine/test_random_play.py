"""Every book through the one random-play harness (tests/random_play.py): bots play
whole games with random commands thrown in, and the shared invariants plus the
book's own (tests/rulesets/<book>/play_checks.py) hold after every command."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from engine import ruleset_names
from tests.random_play import Case, Harness, Noise, check_replay_and_undo, noise_strategy
from tests.rulesets.luna_llena.play_checks import LunaChecks
from tests.rulesets.moonveil.play_checks import AllRolesChecks, ClassicChecks
from tests.rulesets.three_factions.play_checks import OPTION_SETS, WORDS, ThreeFactionsChecks
from tests.rulesets.village_vs_nonvillage.play_checks import VillageChecks


def all_roles(players: int) -> st.SearchStrategy[dict[str, object]]:
    """All Roles (the default game type) with the book's vote or plurality."""
    return st.sampled_from([{}, {"vote": "plurality"}])


CASES = [
    Case(
        "moonveil-classic",
        "moonveil",
        st.integers(4, 14),
        lambda n: st.sampled_from([{}, {"vote": "plurality"}]).map(
            lambda vote: {"game_type": "classic", "wolves": max(1, n // 4), **vote}
        ),
        checks=ClassicChecks,
        words=("execute",),
        settings={"max_examples": 40},
    ),
    Case(
        "moonveil-all-roles-5",
        "moonveil",
        st.just(5),
        all_roles,
        checks=AllRolesChecks,
        max_phases=60,
        settings={"max_examples": 12},
    ),
    Case(
        "moonveil-all-roles-12",
        "moonveil",
        st.just(12),
        all_roles,
        checks=AllRolesChecks,
        max_phases=60,
        settings={"max_examples": 6},
    ),
    Case(
        "moonveil-all-roles-30",
        "moonveil",
        st.just(30),
        checks=AllRolesChecks,
        max_phases=12,
        must_end=False,
        snapshot_every=0,
        settings={"max_examples": 3},
    ),
    Case(
        "moonveil-all-roles-99",
        "moonveil",
        st.just(99),
        checks=AllRolesChecks,
        max_phases=6,
        must_end=False,
        snapshot_every=0,
        public_every_command=False,
        settings={"max_examples": 2},
    ),
    Case(
        "luna_llena",
        "luna_llena",
        st.integers(7, 9),
        lambda n: st.sampled_from([{"mode": "classic"}, {"mode": "random"}]),
        checks=LunaChecks,
        words=("execute", "pardon"),
        settings={"max_examples": 25},
    ),
    Case(
        "village_vs_nonvillage",
        "village_vs_nonvillage",
        st.integers(3, 16),
        lambda n: st.booleans().map(lambda sheriff: {"sheriff": sheriff}),
        st.sampled_from(["role-aware", "random"]),
        checks=VillageChecks,
        max_phases=600,
        snapshot_every=0,
        settings={"max_examples": 30},
    ),
    Case(
        "three_factions",
        "three_factions",
        st.just(22),
        lambda n: st.sampled_from(OPTION_SETS),
        checks=ThreeFactionsChecks,
        words=WORDS,
        max_phases=400,
        snapshot_every=0,
        # no shrinking: a failing 22-seat game is reported as found
        settings={"max_examples": 8, "derandomize": True, "phases": [Phase.explicit, Phase.generate]},
    ),
]


@pytest.mark.parametrize("case", CASES, ids=[case.id for case in CASES])
def test_random_play_keeps_the_invariants(case: Case) -> None:
    @settings(deadline=None, suppress_health_check=[HealthCheck.too_slow], **case.settings)
    @given(seed=st.integers(0, 2**32), data=st.data())
    def play(seed: int, data: st.DataObject) -> None:
        players = data.draw(case.players, label="players")
        options = data.draw(case.options(players), label="options")
        policy = data.draw(case.policies, label="policy")
        noise: list[Noise] = data.draw(st.lists(noise_strategy(players), max_size=60), label="noise")
        game = Harness(case, players, options, seed, policy).play(noise)
        check_replay_and_undo(game, data.draw(st.integers(1, 8), label="undo"))

    play()


def test_every_book_is_played() -> None:
    """A new rule book fails here until it adds its case (and its play_checks hook)."""
    assert {case.ruleset for case in CASES} == set(ruleset_names())
