"""Moonveil's check of a submission in one frame (issue 20, docs/performance.md, tenth
pass, part R): what the base's nine-frame check accepts is accepted at once; everything
else goes on to the base, which raises the refusal it always raised."""

from __future__ import annotations

from collections.abc import Mapping

from engine.abilities import Ability
from engine.commands import Submit
from engine.model import GameState
from engine.ruleset import Ruleset
from engine.rulesets.moonveil.night import MOONVEIL_ABILITIES

QUICK_TARGET_COUNTS: Mapping[str, int] = {
    ability_id: ability.targeting.count
    for ability_id, ability in MOONVEIL_ABILITIES.items()
    if type(ability).check is Ability.check and ability.uses is None
}
"""The abilities whose submissions ``Moonveil.check_submit`` may accept in one frame, with
their target counts: those checked by the base ``Ability.check`` and without limited uses
(an exhausted ability is refused by MV-T09 first: left to the full check). The targeting
and the uses are constants of an ability's class."""


class MoonveilSubmissions(Ruleset):
    """The part of the Moonveil book that checks a submission (``Moonveil`` is one)."""

    def check_submit(self, state: GameState, command: Submit) -> None:
        """The base's check accepts a submission after nine frames (``check_actor``,
        ``prompt_for`` with MV-T09, ``actor_prompt``, the table, one submission a slot,
        ``Ability.check`` with ``check_uses`` and ``_target_ok`` per target,
        ``check_option``); a night has one per living player. What it accepts is
        accepted here in one frame, by the same tests: a living actor with a prompt
        offering the ability in the slot, the slot not yet taken, no option, the count
        of distinct targets in range that the ability's own ``_target_ok`` accepts.
        Anything else (a refusal, a limited or unknown ability, an ability with a check
        of its own) goes on to the base's check, which raises what it always raised.
        ``test_bot_games_tenth_pass_checks.py`` compares the two on every state of
        bot games of every game type."""
        seat = command.actor
        ability_id = command.ability
        count = QUICK_TARGET_COUNTS.get(ability_id)
        table = state.memo.get("prompt_table") or self.prompt_table(state)
        prompts = table.by_seat.get(seat)  # a seat with a prompt is a seat of the table
        if count is not None and prompts is not None and command.option is None:
            slot = command.slot
            for prompt in prompts:  # ``actor_prompt``'s search
                if ability_id in prompt.abilities and (slot is None or slot == prompt.slot):
                    targets = command.targets
                    if (
                        state.players[seat].alive
                        and (prompt.changeable or (seat, prompt.slot) not in state.submissions)
                        and (not targets if count == 0 else _targets_accepted(state, seat, targets, count, ability_id))
                    ):
                        return
                    break
        super().check_submit(state, command)


def _targets_accepted(state: GameState, seat: int, targets: tuple[int, ...], count: int, ability_id: str) -> bool:
    """Whether ``Ability.check`` accepts ``targets`` from the living ``seat`` (its uses
    need no count: ``QUICK_TARGET_COUNTS``): ``count`` of them (``count`` > 0), none named
    twice, each a seat that the ability's own ``_target_ok`` accepts."""
    if len(targets) != count or (count > 1 and len(set(targets)) != count):
        return False
    ability = MOONVEIL_ABILITIES[ability_id]
    players = state.players
    actor = players[seat]
    for target in targets:
        if not 0 <= target < len(players) or ability._target_ok(state, actor, players[target]) is not None:
            return False
    return True
