"""Three Factions: phases, the Pyre sequence (IT-5.11), victory (IT-13), deadlines,
the forum's own rules (missed votes, the Graveyard), cards and the checklist.

Phases (docs/rulesets/three_factions.md): ``night n`` (actions are collected;
Night 0 has only the Shapeshifter, the Blind Seer and the MIB K) → ``review n``
(resolved; private cards delivered; the moderator checks before publishing) →
``day n+1`` (votes and the Demon's nomination; step ``sanction`` when a
missed-vote sanction waits for the moderator) → ``night n+1`` … → ``over``.
"""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction
from typing import Any

from engine.abilities import Ability
from engine.bots import RANDOM_POLICY, BotPolicy
from engine.commands import Advance, Say, Submit, Vote
from engine.errors import IllegalAction, Incomplete, SetupError, WrongPhase
from engine.model import Audience, GameState, Message, Outcome, Phase, PlayerState
from engine.ruleset import ChecklistStep, Prompt, RoleSpec, Ruleset, VotePrompt, WordTable
from engine.rulesets.three_factions.abilities import ABILITIES, Shift, give_role, revivable
from engine.rulesets.three_factions.bots import ROLE_AWARE
from engine.rulesets.three_factions.deadlines import deadline_ms
from engine.rulesets.three_factions.night import (
    GRAVEYARD_CHANNEL,
    PACK_CHANNEL,
    Night,
    resolve_night,
    sync_channels,
)
from engine.rulesets.three_factions.options import OPTION_SPECS, proposed_options
from engine.rulesets.three_factions.position import check_position as position_checks
from engine.rulesets.three_factions.refusals import REFUSALS as REFUSALS  # registers the book's refusal words
from engine.rulesets.three_factions.roles import (
    ALIEN_ROLES,
    ALIENO,
    ALIENS,
    DIABLO,
    DIABLO_SIDE,
    INDEMONIATO,
    LEADER_ALIENO,
    LUPO,
    LUPO_DEMONIO,
    LUPO_MUTAFORMA,
    MIB_J,
    MIB_K,
    MIB_ROLES,
    ROLES,
    SOLDATO_ALIENO,
    STANDARD_COUNTS,
    VILLAGE,
    WOLF_ROLES,
    WOLVES,
)
from engine.rulesets.three_factions.state import (
    BITTEN,
    DEMON_CHOSEN,
    DIABLO_LOST,
    NIGHT,
    NOMINEE,
    PREGNANT,
    PYRE,
    SANCTION,
    SHIFT,
    SHIFT_NIGHT,
    TFState,
    effective,
    ext,
    record,
    set_flag,
    tell,
)
from engine.rulesets.three_factions.texts import (
    ABDUCTION_RESULTS,
    ABILITY_NAMES,
    ATTRIBUTE_WORDS,
    CHANNEL_WORDS,
    CHECKLIST,
    EXTRA,
    PHASE_WORDS,
    REASON_WORDS,
    SIDE_WINS,
    TEMPLATES,
    TITLES,
    WINS_WITH,
    WORDS,
    render,
    word,
)
from engine.view_types import AbilityRules, Card, PublicSetup
from engine.voting import Ballot, plurality

NIGHT_ZERO_ABILITIES = ("shift", "examine", "probe")
# IT-12.2 / IT-12.3: the wake order, with the ability each step collects.
WAKE_ORDER: tuple[tuple[str, str], ...] = (
    ("shapeshifter", "shift"),
    ("alien_leader", "abduct"),
    ("guard", "protect"),
    ("harlot", "host"),
    ("mib_j", "shield"),
    ("blind_seer", "examine"),
    ("mib_k", "probe"),
    ("medium", ""),
    ("pure_spirit", "revive"),
    ("pack", "bite"),
    ("detective", ""),
)
STEP_ROLES = {
    "shapeshifter": (LUPO_MUTAFORMA,),
    "alien_leader": (LEADER_ALIENO,),
    "guard": ("guardia",),
    "harlot": ("meretrice",),
    "mib_j": (MIB_J,),
    "blind_seer": ("veggente_cieco",),
    "mib_k": (MIB_K,),
    "medium": ("medium",),
    "pure_spirit": ("spirito_candido",),
    "pack": tuple(sorted(WOLF_ROLES)),
    "detective": ("detective",),
}
ACTION_ROLE = {
    "shift": LUPO_MUTAFORMA,
    "abduct": LEADER_ALIENO,
    "protect": "guardia",
    "host": "meretrice",
    "shield": MIB_J,
    "examine": "veggente_cieco",
    "probe": MIB_K,
    "revive": "spirito_candido",
}
MANDATORY = frozenset({"bite", "examine", "protect", "host", "nominate"})  # IT-4.8

#: Why a missing or unknown option is refused, per action.
OPTION_REFUSALS = {
    "shift": ("IT-7.19", "tf.shift_mode"),
    "abduct": ("IT-9.3", "tf.guess_role"),
}


class ThreeFactions(Ruleset):
    """The Italian forum rule book "Tre Fazioni" (shared/rules/three_factions.md)."""

    name = "three_factions"
    aliases = ("it", "tre_fazioni")
    titles = TITLES
    ability_names: Mapping[str, Mapping[str, str]] = ABILITY_NAMES
    attribute_words: Mapping[str, Mapping[str, str]] = ATTRIBUTE_WORDS
    channel_words: Mapping[str, Mapping[str, str]] = CHANNEL_WORDS
    reason_words: Mapping[str, Mapping[str, str]] = REASON_WORDS
    phase_words: Mapping[str, Mapping[str, str]] = PHASE_WORDS
    word_tables: Mapping[str, WordTable] = {
        "templates": TEMPLATES,
        "checklist": CHECKLIST,
        "words": WORDS,
        "abduction results": ABDUCTION_RESULTS,
        "extra sentences": EXTRA,
        "winners": SIDE_WINS,
        "wins with": WINS_WITH,
    }
    roles: Mapping[str, RoleSpec] = ROLES
    abilities: Mapping[str, Ability] = ABILITIES
    min_players = 3
    max_players = 40
    default_players = 22  # the book's fixed setup (IT-1.1)
    action_rule = "IT-6.1"
    vote_rule = "IT-5.1"
    once_rule = "IT-4.7"
    dead_rule = "IT-14.5"
    bot_policies: Mapping[str, BotPolicy] = {"role-aware": ROLE_AWARE, "random": RANDOM_POLICY}
    default_bot = "role-aware"
    option_table = OPTION_SPECS

    # -- setup ----------------------------------------------------------------
    def default_options(self) -> dict[str, Any]:
        return {
            "soldiers": 1,  # D-01
            "self_vote": True,  # D-08
            "tie_break": "none",  # D-08; or "first_to_reach", "moderator"
            "publish_totals": True,  # D-10
            "missed_vote_threshold": 3,  # D-09
            "missed_vote_counting": "cumulative",  # or "consecutive"
            "missed_vote_sanction": "elimination",  # or "warning", "none"
            "sanction_confirm": True,  # the moderator confirms or waives
            "harlot_repeat": "never",  # D-18(a); or "consecutive"
            "guard_neighbours": "circle",  # D-17; or "linear"
            "sick_nights": 1,  # D-19
            "spirit_first_night": 3,  # IT-10.36
            "spirit_single_revival": False,  # D-23 config
            "victory_order": "aliens_first",  # D-29; or "village_first"
            "detective_counts": "counts_as",  # D-26; or "roles"
            "nothing_to_report": True,  # D-36
            "deadlines": {"mode": "manual"},  # D-35; see deadlines.py
        }

    def options(self, state: GameState) -> dict[str, Any]:
        return {**self.default_options(), **state.options}

    def proposed_options(self, players: int) -> dict[str, Any]:
        return proposed_options(self.default_options(), players)

    def build_composition(self, state: GameState) -> list[str]:
        options = self.options(state)
        if "roles" in options:
            roles = [str(r) for r in options["roles"]]  # D-02: a custom list
            unknown = sorted(set(roles) - set(ROLES))
            if unknown:
                raise SetupError.of("unknown_roles", rule="IT-1.1", unknown=tuple(unknown))
        else:
            counts = dict(STANDARD_COUNTS)
            counts[SOLDATO_ALIENO] = int(options["soldiers"])
            roles = [r for r, c in counts.items() for _ in range(c)]
        if len(roles) != len(state.players):
            raise SetupError.of("tf.setup_size", rule="IT-1.1", dealt=len(roles), count=len(state.players))
        return roles

    def check_table(self, state: GameState) -> None:
        super().check_table(state)
        deadlines = self.options(state)["deadlines"]
        if not isinstance(deadlines, dict):
            raise SetupError.of("tf.deadlines_shape", rule="D-35")
        for kind in ("day", "night", "review"):
            deadline_ms(deadlines, Phase(kind, 1), 0)  # raises SetupError on a bad mode or time

    def assign(self, player: PlayerState, role_id: str) -> None:
        give_role(player, role_id)

    def open_position_night(self, state: GameState, number: int) -> None:
        self._open_night(state, number)  # a position's ``open_phase`` (engine/position.py)

    def check_position(self, state: GameState) -> None:
        position_checks(state)

    def start(self, state: GameState) -> None:
        memory = TFState()
        state.ext = memory
        memory.pack = {p.seat for p in state.players if p.role in WOLF_ROLES}
        sync_channels(state)
        self._starting_knowledge(state)
        if len(state.players) != 22 or "roles" in state.options:
            state.note("setup_warning", rule="D-02")
        self._open_night(state, 0)

    def _starting_knowledge(self, state: GameState) -> None:
        """IT-1.4–1.12, M-01."""
        memory = ext(state)
        leaders = [p.seat for p in state.players if p.role == LEADER_ALIENO]
        aliens = {p.seat: p.role for p in state.players if p.role in ALIEN_ROLES and p.role != LEADER_ALIENO}
        mibs = [p.seat for p in state.players if p.role in MIB_ROLES]
        for p in state.players:
            known: dict[str, Any] = {}
            tell(
                state,
                p.seat,
                "role_card",
                role=p.role,
                seen_as=p.seen_as,
                counts_as=sorted(p.counts_as),
                wins_with=p.wins_with,
            )
            if p.seat in memory.pack:
                known["pack"] = {s: state.players[s].role for s in sorted(memory.pack) if s != p.seat}
                tell(state, p.seat, "pack_list", seats=list(known["pack"]), roles=list(known["pack"].values()))
            if p.role == LEADER_ALIENO:
                known["aliens"] = dict(aliens)
                tell(state, p.seat, "alien_list", seats=list(aliens), roles=list(aliens.values()))
            elif p.role in ALIEN_ROLES and leaders:
                known["leader"] = leaders[0]
                tell(state, p.seat, "your_leader", seat=leaders[0])
            if p.role in MIB_ROLES and len(mibs) > 1:
                known["mib"] = [s for s in mibs if s != p.seat]
                tell(state, p.seat, "other_mib", seats=known["mib"])
            memory.knowledge[p.seat] = known

    def public_setup(self, state: GameState) -> PublicSetup:
        """IT-1.2: the rule book is public (roles, counts, attributes); who holds what is not."""
        counts: dict[str, int] = {}
        for role in state.composition:
            counts[role] = counts.get(role, 0) + 1
        return {
            "players": len(state.players),
            "composition": counts,
            "attributes": {
                r: {"seen_as": ROLES[r].seen_as, "counts_as": sorted(ROLES[r].counts_as), "wins_with": ROLES[r].team}
                for r in counts
            },
        }

    # -- who acts now -------------------------------------------------------------
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
                choices = (ability, "revive_one") if ability == "revive" and self._single(state) else (ability,)
                prompts.append(Prompt(p.seat, choices, ability, ability in MANDATORY, True))
            if n >= 1 and not sick and p.seat in memory.pack and not shifts_tonight(state, p.seat):
                prompts.append(Prompt(p.seat, ("bite",), "bite", p.role in WOLF_ROLES, True))
        return prompts

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
                raise
            raise WrongPhase.of(reason[1], rule=reason[0], player=command.actor) from error

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

    # -- closing phases ----------------------------------------------------------------
    def check_advance(self, state: GameState, command: Advance) -> None:
        phase = state.phase
        if phase.kind not in ("night", "review", "day"):
            raise WrongPhase.of("nothing_to_close", rule="IT-4.1")
        if phase.step == "tie":
            if command.decision is not None and self._tie_choice(state, command.decision) is None:
                raise IllegalAction.of("tf.tie_choice", rule="D-08")
            return
        if command.decision is not None and phase.step != "sanction":
            raise IllegalAction.of("tf.no_decision", rule="IT-5.10")
        if phase.step == "sanction":
            if command.decision not in (None, "confirm", "waive"):
                raise IllegalAction.of("tf.sanction_choice", rule="IT-5.10")
            return
        if phase.kind in ("night", "day") and not command.override:
            missing = self.missing(state)
            if missing:
                names = tuple(state.players[s].name for s in missing)
                raise Incomplete.of("waiting_for", rule="IT-4.8", names=names)

    def advance(self, state: GameState, command: Advance) -> None:
        phase = state.phase
        if phase.kind == "night":
            self._close_night(state)
        elif phase.kind == "review":
            self._dawn(state)
        elif phase.step == "sanction":
            self._decide_sanctions(state, command.decision != "waive")
            self._finish_pyre(state)
        elif phase.step == "tie":
            self._burn(state, self._tie_choice(state, command.decision))
        else:
            self._pyre(state)

    def on_time(self, state: GameState) -> None:
        """D-35: a passed deadline closes its phase (missing actions are not performed, IT-4.8)."""
        for _ in range(64):
            due = deadline_ms(self.options(state)["deadlines"], state.phase, ext(state).phase_started_ms)
            if due is None or state.now_ms < due or state.over:
                return
            self.advance(state, Advance(override=True))
            ext(state).phase_started_ms = due

    def _enter(self, state: GameState, phase: Phase) -> None:
        state.phase = phase
        state.submissions = {}
        ext(state).phase_started_ms = state.now_ms

    # -- night ---------------------------------------------------------------------------
    def _open_night(self, state: GameState, number: int) -> None:
        self._enter(state, Phase("night", number))
        state.announce("night_falls", number=number)

    def _close_night(self, state: GameState) -> None:
        number = state.phase.number
        night = resolve_night(state, number)
        if night.demon_died:
            self._demon_trigger(state)  # IT-12.14
        self._deliver(state, night)
        self._enter(state, Phase("review", number))

    def _deliver(self, state: GameState, night: Night) -> None:
        """IT-6.10: private results together; every living player gets a card (M-15)."""
        told: set[int] = set()
        for seat, kind, params in night.queued:
            if seat is None:
                message = state.emit(Audience.team(PACK_CHANNEL), kind, **params)
                told |= message.recipients
            else:
                tell(state, seat, kind, **params)
                told.add(seat)
        if self.options(state)["nothing_to_report"]:
            for seat in state.living_seats():
                if seat not in told:
                    tell(state, seat, "nothing_to_report")
        for kind, params in night.reasons:
            state.note(kind, **params)
        memory = ext(state)
        memory.dawn = []
        if night.revived:
            memory.dawn.append(("revivals", {"seats": sorted(night.revived)}))  # P-02
        memory.dawn.append(("night_deaths", {"seats": sorted(s for s in night.died if not state.players[s].alive)}))

    def _dawn(self, state: GameState) -> None:
        for kind, params in ext(state).dawn:
            state.announce(kind, **params)
        ext(state).dawn = []
        if self._check_victory(state):
            return
        self._open_day(state, state.phase.number + 1)

    # -- day and the Pyre ---------------------------------------------------------------
    def _open_day(self, state: GameState, number: int) -> None:
        self._enter(state, Phase("day", number))
        state.ballots = {}
        ext(state).day_alive = set(state.living_seats())
        ext(state).vote_log = []
        state.announce("day_opens", number=number)

    def _pyre(self, state: GameState) -> None:
        """IT-5.11 steps 1–9."""
        day = state.phase.number
        memory = ext(state)
        for sub in state.submissions.values():  # 1 freeze the nomination
            if sub.ability == "nominate" and state.players[sub.actor].role == LUPO_DEMONIO:
                state.players[sub.actor].flags[NOMINEE] = sub.targets[0]
        burned, tied = self._tally(state)  # 2
        if tied and self.options(state)["tie_break"] == "moderator":
            memory.tied = list(tied)
            state.phase = Phase("day", day, "tie")
            state.note("tie_to_break", seats=list(tied), rule="D-08")
            return
        self._burn(state, burned)

    def _burn(self, state: GameState, burned: int | None) -> None:
        """IT-5.11 steps 3–9."""
        day = state.phase.number
        memory = ext(state)
        memory.tied = []
        state.phase = Phase("day", day)
        memory.pyre[day] = burned
        if burned is None:
            state.announce("nobody_burned")
        else:
            state.eliminate(burned, PYRE)  # 3
            sync_channels(state)
            victim = state.players[burned]
            if victim.role == DIABLO:  # 4
                if victim.flags.get(BITTEN) and not victim.flags.get(DIABLO_LOST):
                    state.announce("diablo_wins", seat=burned)  # P-06
                    self._game_over(state, Outcome((DIABLO_SIDE,), (burned,), reason="diablo_burned_after_bite"))
                    return
                victim.flags[DIABLO_LOST] = True  # IT-11.6
            state.announce("pyre", seat=burned)  # P-03
        for player in state.players:  # 5 the shift ends after the tally (IT-7.22)
            if SHIFT in player.flags:
                player.flags.pop(SHIFT_NIGHT, None)
                set_flag(player, SHIFT, None)
                record(state, player.seat, "shift_ended")
        if burned is not None and state.players[burned].role == LUPO_DEMONIO:
            self._demon_trigger(state)  # 6
        self._count_missed_votes(state)  # 7
        if memory.flagged and self.options(state)["missed_vote_sanction"] == "elimination":
            if self.options(state)["sanction_confirm"]:
                state.phase = Phase("day", day, "sanction")
                state.note("sanction_proposed", seats=list(memory.flagged), rule="IT-5.10")
                return
            self._decide_sanctions(state, True)
        memory.flagged = []
        self._finish_pyre(state)

    def _tie_choice(self, state: GameState, decision: str | None) -> int | None:
        """The moderator's pick among the tied (a name or a seat number), or None (nobody)."""
        for seat in ext(state).tied:
            if decision in (state.players[seat].name, str(seat)):
                return seat
        return None

    def _finish_pyre(self, state: GameState) -> None:
        if self._check_victory(state):  # 8
            return
        self._open_night(state, state.phase.number)  # 9

    def _tally(self, state: GameState) -> tuple[int | None, tuple[int, ...]]:
        """IT-5.5–5.7: plurality of valid votes; a mode-B vote weighs nothing; a tie burns nobody
        (D-08), unless the ``tie_break`` option says otherwise. Returns (burned, tied)."""
        living = set(state.living_seats())
        ballots = []
        for voter in sorted(living):
            choice = state.ballots.get(voter)
            if not isinstance(choice, int) or choice not in living:
                continue
            ballots.append(Ballot(voter, choice, self._weight(state, voter)))
        result = plurality(ballots, tie_break="none")
        if self.options(state)["publish_totals"]:
            totals = sorted(((c, int(w)) for c, w in result.totals.items() if w > 0), key=lambda t: (-t[1], t[0]))
            state.announce("vote_totals", totals=[[c, w] for c, w in totals])  # IT-5.12
        tied = tuple(int(c) for c in result.tied if isinstance(c, int))
        if tied and self.options(state)["tie_break"] == "first_to_reach":
            return self._first_to_reach(
                state, tied, {c: w for c, w in result.totals.items() if isinstance(c, int)}
            ), tied
        return (result.chosen if isinstance(result.chosen, int) else None), tied

    def _first_to_reach(self, state: GameState, tied: tuple[int, ...], totals: dict[int, Fraction]) -> int:
        """D-08 config: the tied player whose valid votes reached the final count first."""
        standing: dict[int, int | None] = {}
        for voter, choice in ext(state).vote_log:
            standing[voter] = choice if isinstance(choice, int) else None
            for candidate in tied:
                weight = sum((self._weight(state, v) for v, c in standing.items() if c == candidate), Fraction(0))
                if weight >= totals[candidate]:
                    return candidate
        return tied[0]

    def _weight(self, state: GameState, voter: int) -> Fraction:
        return Fraction(0) if state.players[voter].flags.get(SHIFT) == "B" else Fraction(1)

    def apply_vote(self, state: GameState, command: Vote) -> None:
        super().apply_vote(state, command)
        ext(state).vote_log.append((command.voter, command.choice))

    def _count_missed_votes(self, state: GameState) -> None:
        """IT-5.9: abstaining or not voting is a miss; a null mode-B vote is not."""
        memory = ext(state)
        options = self.options(state)
        threshold = int(options["missed_vote_threshold"])
        memory.flagged = []
        for seat in sorted(memory.day_alive):
            if not state.players[seat].alive:
                continue
            if isinstance(state.ballots.get(seat), int):
                if options["missed_vote_counting"] == "consecutive":
                    memory.missed[seat] = 0
                continue
            count = memory.missed.get(seat, 0) + 1
            memory.missed[seat] = count
            tell(state, seat, "missed_votes", count=count, threshold=threshold, last_warning=count == threshold)
            if count > threshold and options["missed_vote_sanction"] != "none":
                memory.flagged.append(seat)
                state.note("missed_vote_violation", seat=seat, count=count, rule="IT-5.10")

    def _decide_sanctions(self, state: GameState, confirm: bool) -> None:
        memory = ext(state)
        for seat in memory.flagged:
            if not confirm:
                state.note("sanction_waived", seat=seat, rule="IT-5.10")
                continue
            state.eliminate(seat, SANCTION)  # IT-5.13
            memory.sanctioned.add(seat)
            sync_channels(state)
            state.announce("sanctioned", seat=seat)  # P-04
            player = state.players[seat]
            if player.role == LUPO_DEMONIO:
                self._demon_trigger(state)
            if player.role == DIABLO:
                player.flags[DIABLO_LOST] = True  # IT-11.7
        memory.flagged = []
        state.phase = Phase("day", state.phase.number)

    def _demon_trigger(self, state: GameState) -> None:
        """IT-7.11–7.17: the standing nominee becomes an Indemoniato counting LUPO (X1, X2, X10)."""
        for demon in state.players:
            if demon.role != LUPO_DEMONIO or demon.alive or NOMINEE not in demon.flags:
                continue
            nominee = state.players[demon.flags.pop(NOMINEE)]  # used up (IT-7.17)
            if not nominee.alive or nominee.role in WOLF_ROLES:
                state.note("demon_trigger_void", seat=nominee.seat, rule="IT-7.12")
                continue
            previous = nominee.role
            if previous != INDEMONIATO:
                give_role(nominee, INDEMONIATO)
            set_flag(nominee, DEMON_CHOSEN, True)
            record(state, nominee.seat, "possessed_by_demon", previous=previous)
            tell(state, nominee.seat, "possessed")  # M-10

    # -- victory (IT-13) -------------------------------------------------------------------
    def evaluate(self, state: GameState) -> Outcome | None:
        living = state.living()
        n = len(living)
        if n == 0:
            return Outcome((), (), reason="nobody_alive", draw=True)
        lupi = sum(LUPO in p.counts_as for p in living)
        alieni = sum(ALIENO in p.counts_as for p in living)
        leader = any(p.role == LEADER_ALIENO for p in living)  # D-22
        wolves_half, aliens_half = 2 * lupi >= n, 2 * alieni >= n
        wolves_left = any(p.role in WOLF_ROLES or LUPO in p.counts_as for p in living)
        village = not wolves_left and not leader
        if self.options(state)["victory_order"] == "village_first" and village:
            return self._team_win(state, VILLAGE, "village")
        if wolves_half and aliens_half:
            return self._team_win(state, ALIENS if leader else WOLVES, "tie_rule")  # IT-13.6
        if aliens_half:
            return self._team_win(state, ALIENS, "aliens_half")
        if wolves_half and not leader:
            return self._team_win(state, WOLVES, "wolves_half")
        if village:
            return self._team_win(state, VILLAGE, "village")
        return None

    def _team_win(self, state: GameState, side: str, reason: str) -> Outcome:
        sanctioned = ext(state).sanctioned
        winners = tuple(p.seat for p in state.players if p.wins_with == side and p.seat not in sanctioned)
        return Outcome((side,), winners, reason=reason)

    def _check_victory(self, state: GameState) -> bool:
        outcome = self.evaluate(state)
        if outcome is None:
            return False
        self._game_over(state, outcome)
        return True

    def _game_over(self, state: GameState, outcome: Outcome) -> None:
        """P-05: the side, the winners, every role and every change (IT-13.10)."""
        state.outcome = outcome
        state.phase = Phase("over", state.phase.number)
        state.announce("game_over", sides=list(outcome.winning_teams), winners=list(outcome.winners))
        state.announce(
            "roles_revealed",
            roles=[p.role for p in state.players],
            changes=[dict(c) for c in ext(state).history],
        )

    # -- screens ------------------------------------------------------------------------
    def card(self, state: GameState, seat: int, lang: str = "en") -> Card:
        """Role, the attributes the player may know (the pregnancy is hidden, IT-2.13),
        what he was told, and the choices his actions need."""
        card = super().card(state, seat, lang)
        player = state.players[seat]
        hidden = {k: v for k, v in player.flags.items() if k != PREGNANT}
        seen, counts, wins = effective(player.role, hidden)
        card.update(
            {
                "seen_as": seen,
                "counts_as": sorted(counts),
                "wins_with": wins,
                "knowledge": _plain(ext(state).knowledge.get(seat, {})),
                "missed_votes": ext(state).missed.get(seat, 0),
                "graveyard": not player.alive,
                "abilities": list(ROLES[player.role].abilities),
            }
        )
        if player.role == LUPO_MUTAFORMA:
            card["shift"] = player.flags.get(SHIFT)
            card["choices"] = {"shift": self.option_choices(state, "shift")}
        if player.role == LEADER_ALIENO:
            card["choices"] = {"abduct": self.option_choices(state, "abduct")}
        if player.role == LUPO_DEMONIO:
            card["nominee"] = player.flags.get(NOMINEE)
        if seat in ext(state).pack and player.alive:
            bite = [s.targets[0] for s in state.submissions.values() if s.ability == "bite"]
            card["pack_bite"] = bite[0] if bite else None  # the pack's one target so far (IT-7.4)
        if player.role == DIABLO:
            card["bitten"] = bool(player.flags.get(BITTEN))
            card["lost"] = bool(player.flags.get(DIABLO_LOST))
        if player.role == "spirito_candido":
            card["revive_groups"] = {"pyre": revivable(state, PYRE), "night": revivable(state, NIGHT)}
        return card

    def role_public(self, state: GameState, seat: int) -> str | None:
        return None  # IT-5.8, D-05: roles are revealed only at game over

    def checklist(self, state: GameState) -> list[ChecklistStep]:
        """The night order with words to say aloud; dead, abducted or sick roles are still called (IT-6.9)."""
        if state.phase.kind != "night":
            return []
        steps = []
        order = WAKE_ORDER if state.phase.number >= 1 else [s for s in WAKE_ORDER if s[1] in NIGHT_ZERO_ABILITIES]
        for step_id, ability in order:
            roles = STEP_ROLES[step_id]
            seats = tuple(p.seat for p in state.players if p.role in roles)
            if step_id == "pack":
                seats = tuple(sorted(ext(state).pack))
            if not seats:
                continue
            active = any(state.players[s].alive for s in seats)
            if step_id == "pack" or (step_id == "shapeshifter" and state.phase.number >= 1):
                active = active and state.phase.number not in ext(state).sick_nights
            steps.append(
                ChecklistStep(step_id, roles[0], CHECKLIST[step_id], seats, (ability,) if ability else (), active)
            )
        return steps

    def render(self, message: Message, names: list[str], lang: str = "en") -> str:
        return render(message, names, self.roles, lang)


def _plain(known: dict[str, Any]) -> dict[str, Any]:
    """Knowledge as JSON-able data (seat keys as lists of pairs)."""
    out: dict[str, Any] = {}
    for key, value in known.items():
        out[key] = [[s, r] for s, r in value.items()] if isinstance(value, dict) else value
    return out


def shifts_tonight(state: GameState, seat: int) -> bool:
    """The Shapeshifter submitted a shift tonight, so he takes no part in the bite (IT-7.20)."""
    return any(s.ability == "shift" and s.actor == seat for s in state.submissions.values())
