"""Three Factions: phases, the Pyre sequence (IT-5.11), victory (IT-13), deadlines,
the forum's own rules (missed votes, the Graveyard), cards and the checklist.

The class is built in layers, each a module that says one thing: ``outcome``
(victory), ``phases`` (the night, the review, the dawn), ``day`` (the Pyre),
``actions`` (who acts now and what he may submit) and this module (setup,
closing phases, screens). The night itself is declared once in ``night.py``
(``NIGHT_ORDER``) and run by the core (engine/night_hooks.py).

Phases (docs/rulesets/three_factions.md): ``night n`` (actions are collected;
Night 0 has only the Shapeshifter, the Blind Seer and the MIB K) → ``review n``
(resolved; private cards delivered; the moderator checks before publishing) →
``day n+1`` (votes and the Demon's nomination; step ``sanction`` when a
missed-vote sanction waits for the moderator) → ``night n+1`` … → ``over``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from engine.abilities import Ability
from engine.bots import RANDOM_POLICY, BotPolicy
from engine.commands import Advance
from engine.errors import IllegalAction, Incomplete, SetupError, WrongPhase
from engine.model import GameState, Message, Phase, PlayerState
from engine.night_hooks import tonight
from engine.ruleset import ChecklistStep, RoleSpec, WordTable
from engine.rulesets.three_factions.abilities import ABILITIES, give_role, revivable
from engine.rulesets.three_factions.actions import TFActions
from engine.rulesets.three_factions.book_words import (
    ABILITY_NAMES,
    ATTRIBUTE_WORDS,
    CHANNEL_WORDS,
    PHASE_WORDS,
    REASON_WORDS,
    TARGET_PARTS,
)
from engine.rulesets.three_factions.bots import ROLE_AWARE
from engine.rulesets.three_factions.checklist_words import CHECKLIST
from engine.rulesets.three_factions.deadlines import deadline_ms
from engine.rulesets.three_factions.night import (
    NIGHT_ORDER,
    sync_channels,
)
from engine.rulesets.three_factions.options import OPTION_SPECS, proposed_options
from engine.rulesets.three_factions.position import check_position as position_checks
from engine.rulesets.three_factions.refusals import REFUSALS as REFUSALS  # registers the book's refusal words
from engine.rulesets.three_factions.roles import (
    ALIEN_ROLES,
    DIABLO,
    LEADER_ALIENO,
    LUPO_DEMONIO,
    LUPO_MUTAFORMA,
    MIB_ROLES,
    ROLES,
    SOLDATO_ALIENO,
    STANDARD_COUNTS,
    WOLF_ROLES,
)
from engine.rulesets.three_factions.state import (
    BITTEN,
    DIABLO_LOST,
    NIGHT,
    NOMINEE,
    PREGNANT,
    PYRE,
    SHIFT,
    TFState,
    effective,
    ext,
    tell,
)
from engine.rulesets.three_factions.texts import (
    ABDUCTION_RESULTS,
    EXTRA,
    SIDE_WINS,
    TEMPLATES,
    TITLES,
    WINS_WITH,
    WORDS,
    render,
)
from engine.view_types import Card, PublicSetup


class ThreeFactions(TFActions):
    """The Italian forum rule book "Tre Fazioni" (shared/rules/three_factions.md)."""

    name = "three_factions"
    aliases = ("it", "tre_fazioni")
    titles = TITLES
    ability_names: Mapping[str, Mapping[str, str]] = ABILITY_NAMES
    target_parts: Mapping[str, Sequence[Mapping[str, str]]] = TARGET_PARTS
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
            missing = self.current_missing(state)
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
        """The declared night order (IT-12.3) with words to say aloud; dead, abducted or
        sick roles are still called (IT-6.9)."""
        if state.phase.kind != "night":
            return []
        number = state.phase.number
        steps = []
        for step in tonight(NIGHT_ORDER, number):
            seats = tuple(p.seat for p in state.players if p.role in step.roles)
            if step.id == "pack":
                seats = tuple(sorted(ext(state).pack))
            if not seats:
                continue
            active = any(state.players[s].alive for s in seats)
            if step.id == "pack" or (step.id == "shapeshifter" and number >= 1):
                active = active and number not in ext(state).sick_nights
            steps.append(ChecklistStep(step.id, step.roles[0], CHECKLIST[step.id], seats, step.abilities, active))
        return steps

    def render(self, message: Message, names: list[str], lang: str = "en") -> str:
        return render(message, names, self.roles, lang)


def _plain(known: dict[str, Any]) -> dict[str, Any]:
    """Knowledge as JSON-able data (seat keys as lists of pairs)."""
    out: dict[str, Any] = {}
    for key, value in known.items():
        out[key] = [[s, r] for s, r in value.items()] if isinstance(value, dict) else value
    return out
