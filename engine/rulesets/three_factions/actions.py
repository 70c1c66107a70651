"""Three Factions: who acts now, what each action may name and take, and why an
action out of its time is refused (IT-4, IT-6, IT-7.19–7.20, IT-9.3, IT-14)."""

from __future__ import annotations

from fractions import Fraction

from engine.commands import Say, Submit
from engine.errors import IllegalAction, WrongPhase
from engine.model import GameState, PlayerState
from engine.night_hooks import abilities_tonight, acting_role
from engine.ruleset import Prompt, VotePrompt
from engine.rulesets.three_factions.abilities import ABILITIES, Shift, revivable, spirit_too_early
from engine.rulesets.three_factions.day import TFDay
from engine.rulesets.three_factions.night import GRAVEYARD_CHANNEL, NIGHT_ORDER, PACK_CHANNEL
from engine.rulesets.three_factions.roles import LUPO_DEMONIO, LUPO_MUTAFORMA, SPIRITO_CANDIDO, WOLF_ROLES
from engine.rulesets.three_factions.state import NIGHT, PYRE, ext
from engine.rulesets.three_factions.texts import word
from engine.view_types import AbilityRules

#: What Night 0 collects (IT-12.1), read from the declared night.
NIGHT_ZERO_ABILITIES = abilities_tonight(NIGHT_ORDER, 0)
#: The one role whose wake step collects each action (the pack's bite is the pack's).
ACTION_ROLE = acting_role(NIGHT_ORDER)
MANDATORY = frozenset({"bite", "examine", "protect", "host", "nominate"})  # IT-4.8

#: Why a missing or unknown option is refused, per action.
OPTION_REFUSALS = {
    "shift": ("IT-7.19", "tf.shift_mode"),
    "abduct": ("IT-9.3", "tf.guess_role"),
}


class TFActions(TFDay):
    """Prompts, votes, options and the checks of a submission or a chat line."""

    def prompts(self, state: GameState) -> list[Prompt]:
        kind, n = state.phase.kind, state.phase.number
        if kind == "day" and not state.phase.step:
            return [
                Prompt(p.seat, ("nominate",), "nominate", True, True) for p in state.living() if p.role == LUPO_DEMONIO
            ]
        if kind != "night":
            return []
        memory = ext(state)
        sick = n in memory.sick_nights
        prompts: list[Prompt] = []
        for p in state.living():
            for ability, role in ACTION_ROLE.items():
                if p.role != role or (n == 0 and ability not in NIGHT_ZERO_ABILITIES):
                    continue
                if ability == "shift" and sick:
                    continue  # IT-7.24
                if ability == "revive" and not self._spirit_may_revive(state, p):
                    continue  # IT-10.36: once, from Night 3 (he is still called aloud, IT-6.9)
                choices = (ability, "revive_one") if ability == "revive" and self._single(state) else (ability,)
                prompts.append(Prompt(p.seat, choices, ability, ability in MANDATORY, True))
            if n >= 1 and not sick and p.seat in memory.pack and not shifts_tonight(state, p.seat):
                prompts.append(Prompt(p.seat, ("bite",), "bite", p.role in WOLF_ROLES, True))
        return prompts

    def _spirit_may_revive(self, state: GameState, spirit: PlayerState) -> bool:
        """The Pure Spirit's revival is offered only when the book allows it: his single
        use unspent and tonight his first night or later (IT-10.36)."""
        return ABILITIES["revive"].has_uses(spirit) and spirit_too_early(state) is None

    def _single(self, state: GameState) -> bool:
        return bool(self.options(state)["spirit_single_revival"])

    def vote_prompts(self, state: GameState) -> list[VotePrompt]:
        if state.phase.kind != "day" or state.phase.step:
            return []
        living = state.living_seats()
        self_vote = bool(self.options(state)["self_vote"])
        return [
            VotePrompt(seat, (*[s for s in living if self_vote or s != seat], None), Fraction(1), True, True)
            for seat in living
        ]

    def missing(self, state: GameState) -> list[int]:
        """The pack's bite is one slot: any pack member's submission fills it."""
        bite_done = any(s.ability == "bite" for s in state.submissions.values())
        waiting = {
            p.seat
            for p in self.current_prompts(state)
            if p.required and (p.seat, p.slot) not in state.submissions and not (p.slot == "bite" and bite_done)
        }
        waiting |= {v.seat for v in self.current_vote_prompts(state) if v.required and v.seat not in state.ballots}
        return sorted(waiting)

    def option_choices(self, state: GameState, ability_id: str) -> list[str] | None:
        """The options an action takes (IT-7.19 a mode, IT-9.3 a role of the setup), None if none."""
        if ability_id == "shift":
            return list(Shift.modes)
        if ability_id == "abduct":
            return sorted(set(state.composition))
        return None

    def check_option(self, state: GameState, command: Submit) -> None:
        choices = self.option_choices(state, command.ability)
        if choices is None:
            super().check_option(state, command)
        elif command.option not in choices:
            rule, key = OPTION_REFUSALS[command.ability]
            raise IllegalAction.of(key, rule=rule, player=command.actor)

    def ability_rules(self, state: GameState, seat: int, ability_id: str) -> AbilityRules:
        """The option's choices, the Pure Spirit's two groups (IT-10.38: one of each), and
        the Shapeshifter's shift or bite, never both in one night (IT-7.20)."""
        choices = self.option_choices(state, ability_id)
        if ability_id == "shift":
            bit = any(s.ability == "bite" and s.actor == seat for s in state.submissions.values())
            return {"option": {"choices": [] if bit or choices is None else choices, "text": 0}, "excludes": ["bite"]}
        if ability_id == "bite" and state.players[seat].role == LUPO_MUTAFORMA:
            return {"excludes": ["shift"]}
        if choices is not None:
            return {"option": {"choices": choices, "text": 0}}
        if ability_id == "revive":
            legal = set(self.legal_targets(state, seat, ability_id))
            return {"groups": [[s for s in revivable(state, cause) if s in legal] for cause in (PYRE, NIGHT)]}
        return {}

    def option_label(self, ability_id: str, option: str, lang: str = "en") -> str:
        """A shift mode in the rule book's words (IT-7.19); an abduction's guess is a role."""
        if ability_id == "shift" and option in Shift.modes:
            return word(f"shift_{option}", lang)
        return super().option_label(ability_id, option, lang)

    def legal_targets(self, state: GameState, seat: int, ability_id: str) -> list[int]:
        if ability_id == "bite" and shifts_tonight(state, seat):
            return []  # IT-7.20: he shifted, the pack bites without him
        return super().legal_targets(state, seat, ability_id)

    def check_submit(self, state: GameState, command: Submit) -> None:
        super().check_submit(state, command)
        if command.ability == "shift" and any(
            s.ability == "bite" and s.actor == command.actor for s in state.submissions.values()
        ):
            raise IllegalAction.of("tf.shifter_bit", rule="IT-7.20", player=command.actor)

    def apply_submit(self, state: GameState, command: Submit) -> None:
        if command.ability == "bite":  # IT-7.4: one target for the pack, the latest entered
            for key in [k for k, s in state.submissions.items() if s.ability == "bite"]:
                del state.submissions[key]
        super().apply_submit(state, command)

    def prompt_for(self, state: GameState, command: Submit) -> Prompt:
        """The base check, with the rule book's reason when a known action is out of its time."""
        if command.ability == "bite" and shifts_tonight(state, command.actor):
            raise IllegalAction.of("tf.shifter_shifts", rule="IT-7.20", player=command.actor)
        try:
            return super().prompt_for(state, command)
        except (WrongPhase, IllegalAction) as error:
            reason = self._why_not(state, command)
            if reason is None:
                self._why_no_revival(state, command)
                raise
            raise WrongPhase.of(reason[1], rule=reason[0], player=command.actor) from error

    def _why_no_revival(self, state: GameState, command: Submit) -> None:
        """A revival not offered (too early, spent) is refused by the ability's own
        check, with its rule and words (IT-10.36), not as an unknown action."""
        if command.ability in ("revive", "revive_one") and state.players[command.actor].role == SPIRITO_CANDIDO:
            ABILITIES[command.ability].check(state, state.players[command.actor], command.targets)

    def _why_not(self, state: GameState, command: Submit) -> tuple[str, str] | None:
        player = state.players[command.actor]
        kind, n = state.phase.kind, state.phase.number
        own = ACTION_ROLE.get(command.ability) == player.role or (
            command.ability == "bite" and command.actor in ext(state).pack
        )
        if command.ability == "nominate" and player.role == LUPO_DEMONIO:
            return "IT-7.9", "tf.demon_nominates_by_day"
        if not own:
            return None
        if kind != "night":
            return "IT-6.1", "tf.night_actions_time"
        if n == 0:
            return "IT-4.2", "tf.not_night_zero"
        if n in ext(state).sick_nights and command.ability in ("bite", "shift"):
            return "IT-10.29", "tf.pack_sick"
        return None

    def check_say(self, state: GameState, command: Say) -> None:
        """The dead write only in the Graveyard (IT-14.3, IT-14.5); the living pack talks only at
        night, when it chooses its bite (IT-14.1, D-34)."""
        speaker = state.players[command.speaker]
        if command.channel == GRAVEYARD_CHANNEL:
            if speaker.alive:
                raise IllegalAction.of("tf.living_not_graveyard", rule="IT-14.3", player=speaker.seat)
            return
        if not speaker.alive:
            raise IllegalAction.of("tf.dead_only_graveyard", rule="IT-14.5", player=speaker.seat)
        if command.channel == PACK_CHANNEL and state.phase.kind != "night":
            raise IllegalAction.of("tf.pack_talks_at_night", rule="IT-14.1", player=speaker.seat)


def shifts_tonight(state: GameState, seat: int) -> bool:
    """The Shapeshifter submitted a shift tonight, so he takes no part in the bite (IT-7.20)."""
    return any(s.ability == "shift" and s.actor == seat for s in state.submissions.values())
