"""Village vs Non-village's phases as typed names (docs/rulesets/village_vs_nonvillage.md).

A night runs its steps NP-2 … NP-8 in ``NightStep`` order (the Witch's and the
Prestige steps only when those roles are in the setup, AMB-08); a day runs the
``DayStep``s its dawn puts on the agenda (DP-1 … DP-8); between them the book's
``Stage``s run without input (the night's eliminations done, the dawn, last
words, the next agenda step). The values are the stored and shown step names.
"""

from __future__ import annotations

from enum import StrEnum


class NightStep(StrEnum):
    """A night's input steps (NP-2 … NP-8)."""

    ACTIONS = "actions"  # NP-2 … NP-4: every declaration
    WITCH = "witch"  # NP-7
    PRESTIGE = "prestige"  # NP-8


class DayStep(StrEnum):
    """A day's steps (DP-1 … DP-8); ``RESOLVE`` while a question is open by day."""

    DAWN = "dawn"
    RESOLVE = "resolve"
    SHERIFF_RUN = "sheriff_run"
    SHERIFF_WITHDRAW = "sheriff_withdraw"
    SHERIFF_VOTE = "sheriff_vote"
    SHERIFF_PK = "sheriff_pk"
    DISCONTENT = "discontent"
    DISCUSSION = "discussion"
    VOTE = "vote"
    PK = "pk"


class Stage(StrEnum):
    """What runs next without input, once the eliminations and questions are done."""

    NIGHT_POST = "night_post"  # NP-9 d–h
    DAWN = "dawn"  # DP-1, DP-3
    LAST_WORDS = "last_words"  # DP-4, ZH-12
    AGENDA = "agenda"  # the next day step, or the night


NIGHT_STEPS = tuple(NightStep)
SHERIFF_STEPS = frozenset({DayStep.SHERIFF_RUN, DayStep.SHERIFF_WITHDRAW, DayStep.SHERIFF_VOTE, DayStep.SHERIFF_PK})
