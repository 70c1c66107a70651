"""Moonveil's prompts as shared values. A ``Prompt`` or ``VotePrompt`` is immutable, and
the same seat with the same choices is offered the same prompt every night and every vote
of every game: each is made once and shared, as ``shared_phase`` shares phases, instead of
one built per living seat per night and per voter per vote (docs/performance.md, the tenth
pass, part P; tests/engine/test_bot_games_tenth_pass_decide.py)."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from engine.quick_init import quick_builder
from engine.ruleset import Prompt, VotePrompt
from engine.voting import ONE

_new_vote_prompt = quick_builder(VotePrompt)
"""``VotePrompt(seat, choices, weight)`` as a plain call: a vote whose living seats were not
seen before builds one per voter (~10 a bot game; ~870 instructions less each)."""

NIGHT_PROMPTS: dict[tuple[int, tuple[str, ...]], Prompt] = {}
"""A night's prompt by (seat, choices). Bounded: seats (at most ``max_players``) times the
roles' choices."""

_EQUAL_VOTES: dict[tuple[int, ...], tuple[VotePrompt, ...]] = {}
"""A vote's prompts when every voter weighs 1 (most votes), by the living seats; emptied
when full (the living of many tables differ)."""
EQUAL_VOTES_KEPT = 1024


def uses_left(choices: tuple[str, ...], uses: Mapping[str, int]) -> tuple[str, ...]:
    """``choices`` without the abilities whose limited uses are spent (AMB-MV-18): an
    exhausted ability is not offered. ``uses`` holds only limited abilities, so none
    held (most roles) leaves the choices as they are."""
    if not uses:  # nothing to filter, no tuple to build
        return choices
    return tuple(a for a in choices if uses.get(a, 1) > 0)


def night_prompt(key: tuple[int, tuple[str, ...]], slot: str) -> Prompt:
    """The prompt of seat ``key[0]`` with choices ``key[1]``, made now and kept."""
    prompt = NIGHT_PROMPTS[key] = Prompt(key[0], key[1], slot)
    return prompt


def vote_prompts_of(weights: Mapping[int, Fraction]) -> list[VotePrompt]:
    """A vote's prompts: each living seat of ``weights`` (in seat order) with its weight;
    shared when everyone weighs 1, in a list of its own (the shared prompts stay as they are)."""
    if list(weights.values()).count(ONE) != len(weights):  # someone hushed or boosted today
        return _voters(weights)
    living = tuple(weights)
    found = _EQUAL_VOTES.get(living)
    if found is None:
        if len(_EQUAL_VOTES) >= EQUAL_VOTES_KEPT:
            _EQUAL_VOTES.clear()
        found = _EQUAL_VOTES[living] = tuple(_voters(weights))
    return list(found)


def _voters(weights: Mapping[int, Fraction]) -> list[VotePrompt]:
    offered = (*weights, None)  # the living seats in seat order, then abstaining
    # each voter's choices: every other living seat, then abstaining; sliced, not filtered
    # (n² per vote), and two slices joined: no list built and turned into a tuple per voter
    return [
        _new_vote_prompt(seat, offered[:index] + offered[index + 1 :], weight)
        for index, (seat, weight) in enumerate(weights.items())
    ]
