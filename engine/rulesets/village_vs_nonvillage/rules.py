"""Village vs Non-village (shared/rules/village_vs_nonvillage.md): phases, steps, the fold.

Phases and steps (docs/rulesets/village_vs_nonvillage.md):
``night N/actions`` → ``night N/witch`` → ``night N/prestige`` → resolution
(``night N/resolve`` while a First Shot, Cry Injustice or badge question is
open) → ``day N/dawn`` → ``day N/sheriff_run`` … ``day N/discontent`` →
``day N/discussion`` → ``day N/vote`` (→ ``day N/pk``) → ``night N+1``.
The moderator's ``Advance`` closes each step. The step names are typed in
``steps.py`` (``NightStep``, ``DayStep``, ``Stage``).

The class is built in layers, each a module that says one thing: ``outcome``
(the failure check, ZH-9), ``nightfall`` (NP-1), ``day`` (DP-1 … DP-8),
``flow`` (what Advance does, the stages), ``prompts`` (who acts now),
``submissions`` and this module (setup, cards, the checklist, rendering). The
night is declared once in ``night.py`` (``NIGHT_ORDER``) and run by the core.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.abilities import Ability
from engine.bots import RANDOM_POLICY, BotPolicy
from engine.errors import SetupError
from engine.model import GameState, Message
from engine.night_hooks import tonight
from engine.ruleset import ChecklistStep, RoleSpec, WordTable
from engine.ruleset_words import word_lookup
from engine.rulesets.village_vs_nonvillage.abilities import ABILITIES
from engine.rulesets.village_vs_nonvillage.bots import ROLE_AWARE, UNIFORM
from engine.rulesets.village_vs_nonvillage.events import (
    EVENT_NAMES,
    EVENTS,
    called_yet,
    event_name,
)
from engine.rulesets.village_vs_nonvillage.night import NIGHT_ORDER, called_before
from engine.rulesets.village_vs_nonvillage.options import OPTION_SPECS
from engine.rulesets.village_vs_nonvillage.position import check_position as position_checks
from engine.rulesets.village_vs_nonvillage.refusals import REFUSALS as REFUSALS  # registers the book's refusal words
from engine.rulesets.village_vs_nonvillage.roles import (
    FOX,
    MADMAN,
    NONVILLAGE,
    NONVILLAGE_ROLES,
    PRINTED_SKILLS,
    ROLES,
    TREASURE,
    VILLAGE_ROLES,
    WEREWOLF,
    WITCH,
)
from engine.rulesets.village_vs_nonvillage.state import ZhState, ext
from engine.rulesets.village_vs_nonvillage.submissions import VvnSubmissions
from engine.rulesets.village_vs_nonvillage.texts import (
    ABILITY_NAMES,
    ATTRIBUTE_WORDS,
    CHANNEL_WORDS,
    CHECKLIST,
    PHASE_WORDS,
    PIECES,
    REASON_WORDS,
    SIDE_WINS,
    TEMPLATES,
    TITLES,
    WORDS,
)
from engine.text import in_lang, render_message
from engine.view_types import Card, ModeratorDetails, PublicSetup
from engine.words import readable_number

PRESET_NONVILLAGE = (WEREWOLF, "white_wolf", "piper", FOX, WEREWOLF, TREASURE, "careerist", MADMAN)


class VillageVsNonvillage(VvnSubmissions):
    """狼村版 村民对非村民 (shared/seeds/002_fb256a9466551cd1.txt)."""

    name = "village_vs_nonvillage"
    aliases = ("zh",)
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
        "events": EVENT_NAMES,
        "winners": SIDE_WINS,
        "pieces": PIECES,
    }
    roles: Mapping[str, RoleSpec] = ROLES
    abilities: Mapping[str, Ability] = ABILITIES
    min_players = 3
    max_players = 30
    action_rule = "ZH-3.2"
    vote_rule = "ZH-10.2"
    once_rule = "ZH-3.2"
    dead_rule = "ZH-2.8"
    bot_policies: Mapping[str, BotPolicy] = {
        "role-aware": ROLE_AWARE,
        "random": UNIFORM,
        "generic-random": RANDOM_POLICY,
    }
    default_bot = "role-aware"
    option_table = OPTION_SPECS

    # -- setup (ZH-1) ------------------------------------------------------------
    def default_options(self) -> dict[str, Any]:
        return {"sheriff": True, "last_words": True, "events": True, "event_script": {}, "roles": None}

    def build_composition(self, state: GameState) -> list[str]:
        options = self.options(state)
        n = len(state.players)
        if options.get("roles"):
            roles = [str(r) for r in options["roles"]]
            if len(roles) != n:
                raise SetupError.of("list_count", rule="ZH-1.4", dealt=len(roles), count=n)
        else:
            village = min(len(VILLAGE_ROLES), max(1, n // 2))
            roles = list(VILLAGE_ROLES[:village])
            extra = n - village
            roles += list(PRESET_NONVILLAGE[:extra]) + [WEREWOLF] * max(0, extra - len(PRESET_NONVILLAGE))
        check_composition(roles)
        return roles

    def check_roles(self, state: GameState, roles: tuple[str, ...]) -> None:
        super().check_roles(state, roles)
        check_composition(list(roles))

    def open_position_night(self, state: GameState, number: int) -> None:
        self._open_night(state, number)  # a position's ``open_phase`` (engine/position.py)

    def check_position(self, state: GameState) -> None:
        position_checks(state)

    def start(self, state: GameState) -> None:
        zh = ZhState()
        state.ext = zh
        for p in state.players:
            zh.skills[p.seat] = set(PRINTED_SKILLS[p.role])
            p.uses = {}
            if p.role == WITCH:
                p.uses = {"antidote": 1, "poison": 1}
            elif p.role == TREASURE:
                p.uses = {"lure": 1}
            elif p.role == FOX:
                zh.fox_chances[p.seat] = 1  # ZH-6.3.1
            state.tell(p.seat, "your_role", role=shown_role(state, p.seat))  # ZH-1.8
        self._open_night(state, 1)

    def public_setup(self, state: GameState) -> PublicSetup:
        counts: dict[str, int] = {}
        for role in state.composition:
            counts[role] = counts.get(role, 0) + 1
        zh = state.ext if isinstance(state.ext, ZhState) else None
        return {
            "players": len(state.players),
            "composition": counts,  # ZH-1.5 (AMB-02)
            "events_occurred": list(zh.events_occurred) if zh else [],
            "sheriff": zh.sheriff if zh else None,
        }

    def dead_may_act(self, state: GameState, seat: int) -> bool:
        return isinstance(state.ext, ZhState) and any(a.seat == seat for a in ext(state).asking)

    # -- prompts -------------------------------------------------------------------
    # -- screens ---------------------------------------------------------------------
    def card(self, state: GameState, seat: int, lang: str = "en") -> Card:
        role = shown_role(state, seat)
        spec = self.roles[role]
        player = state.players[seat]
        zh = ext(state)
        skills = zh.skills.get(seat, set())
        if role != player.role:  # the deluded Madman sees a Werewolf's card (ZH-1.8)
            skills = skills & {"attack", "verify"}
        group = group_of(state, seat)
        team = spec.team if role != player.role else player.wins_with
        card: Card = {
            "role": role,
            "role_name": spec.name(lang),
            "team": team,
            "text": spec.text(lang),
            "goal": spec.goals.get(lang, spec.goals.get("en", "")),
            "uses": dict(player.uses),
            "skills": sorted(skills),
            "group": [{"seat": s, "role": state.players[s].role} for s in group],
            # the book's words (of the card as shown: a deluded Madman reads a Werewolf's side)
            "team_name": self.attribute_word(team, lang),
            "ability_names": self.ability_names_in(lang),
        }
        if "new_moon" in skills:
            card["events_available"] = [e for e in EVENTS if e not in zh.events_occurred]
        if "supremacy" in skills:
            card["pairs_used"] = sorted(sorted(p) for p in zh.pairs_used)
        if player.role == FOX and role == FOX:
            card["chances"] = zh.fox_chances.get(seat, 0)
        return card

    def moderator_details(self, state: GameState) -> ModeratorDetails:
        """The narrator's view of the hidden bookkeeping (never in public or player views)."""
        if not isinstance(state.ext, ZhState):
            return {}
        zh = ext(state)
        return {
            "x": zh.x,
            "kill_points": {str(s): str(v) for s, v in sorted(zh.points.items()) if v},
            "needles": {str(s): n for s, n in sorted(zh.needles.items()) if n},
            "fox_chances": {str(s): n for s, n in sorted(zh.fox_chances.items())},
            "skills": {str(s): sorted(k) for s, k in sorted(zh.skills.items())},
            "groups": {c: sorted(m) for c, m in sorted(state.channels.items()) if c.startswith("group")},
            "first_shot_spent": zh.first_shot_spent,
            "bite_tally": {"village": zh.bite_tally[0], "nonvillage": zh.bite_tally[1]},
            "pipe_targets": sorted(zh.pipe_targets),
            "pairs_used": sorted(sorted(p) for p in zh.pairs_used),
            "respect_targets": sorted(zh.respect_targets),
            "events": {str(d): e for d, e in sorted(zh.events_by_day.items())},
            "insanity_holder": zh.insanity_holder,
            "sheriff": zh.sheriff,
            "blame": {str(d): s for d, s in sorted(zh.blame.items())},
            "cry_voters": {str(d): s for d, s in sorted(zh.cry_voters.items())},
        }

    def checklist(self, state: GameState) -> list[ChecklistStep]:
        """The declared night's wake order (NP-2 … NP-8) with words to say aloud; roles of
        the setup only (the engine's own steps wake nobody), and a step whose only skill
        an event grants from that event on (``called_yet``)."""
        if state.phase.kind != "night" or not isinstance(state.ext, ZhState):
            return []
        steps = []
        for step in tonight(NIGHT_ORDER, state.phase.number):
            seats = tuple(p.seat for p in state.players if p.role in step.roles)
            if not seats or not called_yet(state, step.id):
                continue
            active = any(state.players[s].alive for s in seats)
            passed = called_before(step.rule, state.phase.step)
            steps.append(
                ChecklistStep(step.id, step.roles[0], CHECKLIST[step.id], seats, step.abilities, active, passed)
            )
        return steps

    def render(self, message: Message, names: list[str], lang: str = "en") -> str:
        params = dict(message.params)
        sep = "、" if lang == "zh_CN" else ", "
        none = WORDS["none"].get(lang, WORDS["none"]["en"])
        if "events" in params:
            params["events"] = sep.join(event_name(e, lang) for e in params["events"])
        if "event" in params:
            params["event"] = event_name(str(params["event"]), lang)
        for key in ("faction", "result"):
            if key in params:
                params[key] = word(str(params[key]), lang)
        if "teams" in params:
            params["sides"] = self.winning_sides(params["teams"], lang)

        def piece(kind: str, **values: Any) -> str:
            return in_lang(PIECES[kind], lang).format(**values)

        if "totals" in params:
            counted = [
                # a sheriff's 1.5 makes halves: "2½", as the projector reads weights, not "5/2"
                piece("seat_count", seat=names[c] if isinstance(c, int) else c, count=readable_number(str(w)))
                for c, w in params["totals"]
            ]
            params["totals"] = sep.join(counted) or none
        if "roles" in params and isinstance(params["roles"], list):
            params["roles"] = sep.join(
                piece("seat_role", seat=names[i], role=self.roles[r].name(lang))
                for i, r in enumerate(params["roles"])
                if r in self.roles
            )
        if "members" in params and "member_roles" in params:
            params["members"] = sep.join(
                piece("seat_role", seat=names[s], role=self.roles[r].name(lang))
                for s, r in zip(params["members"], params["member_roles"], strict=False)
            )
        return render_message(TEMPLATES, replace(message, params=params), names, self.roles, lang)


def check_composition(roles: list[str]) -> None:
    """ZH-1.4 (AMB-01): roles unique except Werewolf; ≥ 1 Werewolf; ≥ 1 village role."""
    unknown = sorted(set(roles) - set(ROLES))
    if unknown:
        raise SetupError.of("unknown_roles", rule="ZH-1.4", unknown=tuple(unknown))
    for role in set(roles):
        if role != WEREWOLF and roles.count(role) > 1:
            raise SetupError.of("role_once", rule="ZH-1.4", role=role)
    if WEREWOLF not in roles:
        raise SetupError.of("zh.needs_werewolf", rule="ZH-1.4")
    if not any(r in VILLAGE_ROLES for r in roles):
        raise SetupError.of("zh.needs_village_role", rule="ZH-1.4")
    if all(r in NONVILLAGE_ROLES for r in roles):  # pragma: no cover - covered by the check above
        raise SetupError.of("zh.needs_village", rule="ZH-1.4")


def shown_role(state: GameState, seat: int) -> str:
    """The role a player believes he holds: a non-village Madman sees a Werewolf (ZH-1.8)."""
    p = state.players[seat]
    if p.role == MADMAN and p.wins_with == NONVILLAGE:
        return WEREWOLF
    return p.role


def group_of(state: GameState, seat: int) -> list[int]:
    for cid, members in state.channels.items():
        if cid.startswith("group") and seat in members:
            return sorted(members)
    return []


word = word_lookup(WORDS)
