"""The generic rules of play (engine/ruleset_rules.py), second pass of issue 21's
mutation testing (docs/mutation/core.md): what the whole run found unchecked.
Moonveil uses the base checks, so its rule IDs name them (MV-4.1, MV-6.3, MV-7.2)."""

from __future__ import annotations

from engine import Submit
from engine.errors import IllegalAction
from tests.helpers import refused_unchanged, table

WOLF, OTHER_WOLF, SEER, GUARDIAN = 0, 1, 2, 3


def test_MV_4_1_an_action_that_takes_no_option_refuses_one_with_the_books_rule() -> None:
    error = refused_unchanged(table(), Submit(SEER, "inspect", (WOLF,), "loud"))
    assert isinstance(error, IllegalAction)
    assert (error.key, error.rule, error.player, error.params) == (
        "takes_no_option",
        "MV-4.1",
        SEER,
        {"ability": "inspect"},
    )
