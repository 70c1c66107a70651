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
        if count is not None and command.option is None:
            table = state.memo.get("prompt_table") or self.prompt_table(state)
            prompts = table.by_seat.get(seat)  # a seat with a prompt is a seat of the table
            if prompts is not None:
                slot = command.slot
                for prompt in prompts:  # ``actor_prompt``'s search
                    if ability_id in prompt.abilities and (slot is None or slot == prompt.slot):
                        players = state.players
                        actor = players[seat]
                        targets = command.targets
                        # ``Ability.check``'s tests of the targets in this frame (a frame of
                        # their own cost ~1.1 k instructions a targeted submission): ``count``
                        # of them, none named twice, each a seat the ability's own
                        # ``_target_ok`` accepts; its uses need no test (QUICK_TARGET_COUNTS)
                        if (
                            actor.alive
                            and (prompt.changeable or (seat, prompt.slot) not in state.submissions)
                            and len(targets) == count
                            and (count < 2 or len(set(targets)) == count)
                        ):
                            if not targets:  # no target to test (a ready, a rest)
                                return
                            ability = MOONVEIL_ABILITIES[ability_id]  # its method called, not bound and kept
                            seats = len(players)
                            for target in targets:
                                if (
                                    not 0 <= target < seats
                                    or ability._target_ok(state, actor, players[target]) is not None
                                ):
                                    break
                            else:
                                return
                        break
        super().check_submit(state, command)
