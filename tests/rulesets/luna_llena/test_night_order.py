"""The Luna llena night is declared once (engine/rulesets/luna_llena/night.py) and
run by the core (``engine.night.run_night``): the chain of LL-10.2 (N-3 to N-9),
the dawn (N-10) and the one victory check (N-11, LL-10.4); the narrator's
checklist reads its wake order from the same declaration (DEC-LL-54)."""

from __future__ import annotations

from engine.rulesets.luna_llena.night import LUNA_NIGHT
from tests.rulesets.luna_llena.helpers import attack, close, deal, s

DECLARED_STEPS = [
    ("blocks", "N-3"),
    ("joint_attack", "N-4"),
    ("assassin", "N-5"),
    ("others", "N-6"),
    ("deaths", "N-7"),
    ("consequences", "N-8"),
    ("death_records", "DEC-LL-30"),
    ("revivals", "N-9"),
    ("dawn", "N-10"),
    ("outcome", "N-11"),
]


def test_LL_10_2_chain_declared_in_the_order_of_the_rules() -> None:
    assert [(step.name, step.rule) for step in LUNA_NIGHT.steps] == DECLARED_STEPS


def test_LL_10_2_the_night_runs_through_the_core_in_the_declared_order(nights_run: list[list[str]]) -> None:
    game = deal("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD")
    attack(game, 5, 1, 2)
    close(game)
    assert nights_run == [[name for name, _ in DECLARED_STEPS]]
    assert not game.state.players[s(5)].alive and game.state.phase.step == "debate"


def test_LL_10_4_victory_checked_once_after_the_dawn(nights_run: list[list[str]]) -> None:
    game = deal("HL", "LA", "ALD", "ALD", "ALD", "ALD", "ALD")
    for day in range(3):
        if game.state.over:
            break
        attack(game, 3 + day, 1, 2)
        close(game)
        while not game.state.over and game.state.phase.kind == "day":
            close(game)
    kinds = [m.kind for m in game.state.messages]
    assert game.state.over and kinds.index("dawn_deaths") < kinds.index("game_over")
    assert len(nights_run) == 3 and all(run[-2:] == ["dawn", "outcome"] for run in nights_run)


def test_DEC_LL_54_checklist_is_the_declared_wake_order() -> None:
    game = deal("HL", "VAM", "VID", "MED", "ASE", "DRU", "SAC", "ALD", "ALD")
    ids = [step.id for step in game.ruleset.checklist(game.state)]
    assert ids == ["evil", "vampire", "seer", "doctor", "assassin", "druid", "priest", "dawn"]
    assert ids == [key for key in LUNA_NIGHT.wake_keys() if key in ids]
