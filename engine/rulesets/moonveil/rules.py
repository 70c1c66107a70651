"""Moonveil Village: phases, the night pipeline (§4), the day vote (§5), victory (§6).

Phases: ``night k`` (every living player submits once) → ``day k`` (discussion)
→ ``vote k`` (hidden, final ballots) → ``night k+1``; ``over`` at the end.
Only the moderator's ``Advance`` moves between phases (MV-9.1).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from fractions import Fraction
from typing import Any

from engine.abilities import Ability
from engine.bots import RANDOM_POLICY, BotPolicy
from engine.commands import Advance, Submit, VoteChoice
from engine.errors import Incomplete, SetupError, WrongPhase
from engine.model import (
    PLAYER_AUDIENCES,
    PUBLIC,
    Audience,
    GameState,
    Message,
    Outcome,
    Phase,
    PlayerState,
    new_submission,
)
from engine.ruleset import ChecklistStep, Prompt, RoleSpec, VotePrompt, WordTable
from engine.ruleset_outcome import OutcomePoint
from engine.ruleset_words import word_lookup
from engine.rulesets.moonveil.abilities import MoonveilState, ext
from engine.rulesets.moonveil.advanced import ALL_ABILITIES
from engine.rulesets.moonveil.bots import ROLE_AWARE, RULEBOOK
from engine.rulesets.moonveil.catalog import ABILITY_INFO, CATALOG
from engine.rulesets.moonveil.checklist import ADVANCED_LINES
from engine.rulesets.moonveil.night import MOONVEIL_ABILITIES, resolve_night, wake_roles
from engine.rulesets.moonveil.options import OPTION_SPECS
from engine.rulesets.moonveil.position import check_position as position_checks
from engine.rulesets.moonveil.prompts import NIGHT_PROMPTS, night_prompt, uses_left, vote_prompts_of
from engine.rulesets.moonveil.refusals import REFUSALS as REFUSALS  # registers the book's refusal words
from engine.rulesets.moonveil.roles import VILLAGE, VILLAGER, WOLF, WOLVES
from engine.rulesets.moonveil.setup import (
    ALL_ROLES,
    CLASSIC,
    MANUAL,
    MIX,
    SECRET_TYPES,
    THEMES_TYPE,
    all_roles,
    classic_roles,
    manual_roles,
    mix_roles,
    themed_roles,
)
from engine.rulesets.moonveil.submissions import MoonveilSubmissions
from engine.rulesets.moonveil.texts import (
    ATTRIBUTE_WORDS,
    CHANNEL_WORDS,
    CHECKLIST_WORDS,
    REASON_WORDS,
    SIDE_WINS,
    TEMPLATES,
    TITLES,
    WORDS,
)
from engine.text import render_message
from engine.view_types import Card, ModeratorDetails, PublicSetup
from engine.voting import ONE, day_count, whole
from engine.words import readable_number

CLASSIC_KEYS = ("wolves", "seer", "guardian", "advanced")
WOLF_CHANNEL = "wolves"
NO_WEIGHT = whole(0)  # shared immutable weights: no Fraction built per voter per vote
DOUBLE_WEIGHT = whole(2)
ROLE_SLOT = "role"  # the only prompt slot in Moonveil: one night action per living player (MV-4.1)


def _night_choices(spec: RoleSpec) -> tuple[str, ...]:
    if len(spec.abilities) == 2:
        return (*spec.abilities, "rest")  # MV-2.3
    return spec.abilities


DEFAULT_OPTIONS: Mapping[str, Any] = {
    "game_type": ALL_ROLES,
    "seer": True,
    "guardian": True,
    "max_days": 20,
    "vote": "majority",
}
"""MV-1.1: the options of a game that names none (``default_options``; the close of a vote reads two)."""

_PHASES: dict[tuple[str, int], Phase] = {}


def shared_phase(kind: str, number: int) -> Phase:
    """``Phase(kind, number)``, made once and shared: a phase is an immutable value, and
    a shared one keeps its label (stamped on every message and death) made once, not
    once per game. Moonveil opens its nights, days and votes here (numbers stay small:
    ``max_days``)."""
    found = _PHASES.get((kind, number))
    if found is None:
        found = _PHASES[(kind, number)] = Phase(kind, number)
    return found


NIGHT_CHOICES: Mapping[str, tuple[str, ...]] = {role: _night_choices(spec) for role, spec in CATALOG.items()}
"""Each role's night choices, built once: every prompt, submission check and card asks."""


class Moonveil(MoonveilSubmissions):
    """Moonveil Village (shared/rules/moonveil.md)."""

    name = "moonveil"
    aliases = ("moonveil_village", "mv")
    titles = TITLES
    roles: Mapping[str, RoleSpec] = CATALOG
    abilities: Mapping[str, Ability] = ALL_ABILITIES
    ability_names: Mapping[str, Mapping[str, str]] = {
        **{a: WORDS[a] for a in ("attack", "ready", "rest")},
        **{a: i.names for a, i in ABILITY_INFO.items()},
    }
    attribute_words: Mapping[str, Mapping[str, str]] = ATTRIBUTE_WORDS
    channel_words: Mapping[str, Mapping[str, str]] = CHANNEL_WORDS
    reason_words: Mapping[str, Mapping[str, str]] = REASON_WORDS
    word_tables: Mapping[str, WordTable] = {
        "templates": TEMPLATES,
        "checklist": CHECKLIST_WORDS,
        "words": WORDS,
        "winners": SIDE_WINS,
    }
    min_players = 3
    max_players = 99
    action_rule = "MV-4.1"
    vote_rule = "MV-6.3"
    once_rule = "MV-4.1"
    dead_rule = "MV-7.2"
    bot_policies: Mapping[str, BotPolicy] = {"role-aware": ROLE_AWARE, "rulebook": RULEBOOK, "random": RANDOM_POLICY}
    default_bot = "role-aware"
    stable_prompts = True  # prompts and legal targets follow the phase and who is alive, never submissions
    option_table = OPTION_SPECS

    # -- setup -----------------------------------------------------------------
    def default_options(self) -> dict[str, Any]:
        return dict(DEFAULT_OPTIONS)

    def build_composition(self, state: GameState) -> list[str]:
        options = self.options(state)
        n = len(state.players)
        game_type = self.game_type(state)
        if game_type == ALL_ROLES:
            return all_roles(n, options, state.rng)
        if game_type == THEMES_TYPE:
            return themed_roles(n, options, state.rng)
        if game_type == CLASSIC:
            return classic_roles(n, options)
        if game_type == MIX:
            return mix_roles(n, options)
        if game_type == MANUAL:
            return manual_roles(n, options)
        raise SetupError.of("mv.unknown_game_type", rule="MV-1.10", value=str(game_type))

    def composition_draws(self, state: GameState) -> bool:
        """Only All Roles and themes draw their specials (MV-1.7); classic, mix and
        manual compositions follow from the options alone."""
        return self.game_type(state) in (ALL_ROLES, THEMES_TYPE)

    def game_type(self, state: GameState) -> str:
        """The game type: the host's choice; classic when only classic parameters
        (``wolves``, ``seer``, ``guardian``, ``advanced``) are given; otherwise All Roles (MV-1.1)."""
        chosen = state.options.get("game_type")
        if chosen:
            return str(chosen)
        if any(key in state.options for key in CLASSIC_KEYS):
            return CLASSIC
        return ALL_ROLES

    def check_roles(self, state: GameState, roles: tuple[str, ...]) -> None:
        """An explicit deal (scenarios, tests): known roles, each special at most once (MV-2.1)."""
        super().check_roles(state, roles)
        for role in set(roles) - {WOLF, VILLAGER}:
            if roles.count(role) > 1:
                raise SetupError.of("role_once", rule="MV-2.1", role=role)

    def open_position_night(self, state: GameState, number: int) -> None:
        self._open_night(state, number)  # a position's ``open_phase`` (engine/position.py)

    def check_position(self, state: GameState) -> None:
        position_checks(state)

    def start(self, state: GameState) -> None:
        state.ext = MoonveilState()
        wolves = {p.seat for p in state.players if p.role == WOLF}
        state.channels[WOLF_CHANNEL] = set(wolves)
        # ``state.tell(seat, kind, **params)`` as ``send`` with the dict written here: no
        # keyword frame per line (11 lines a 9-seat deal), the seat's shared audience read
        send, audiences = state.send, PLAYER_AUDIENCES
        for player in state.players:
            seat = player.seat
            send(audiences.get(seat) or Audience.player(seat), "your_role", {"role": player.role})
        for seat in sorted(wolves):
            send(audiences.get(seat) or Audience.player(seat), "pack", {"seats": sorted(wolves - {seat})})
        self._open_night(state, 1)

    def role_public(self, state: GameState, seat: int) -> str | None:
        player = state.players[seat]
        return None if player.alive else player.role  # MV-7.1

    def ballots_public(self, state: GameState) -> bool:
        return True  # the named ballots are revealed with their weights (MV-6, AMB-MV-24)

    def status_is_public(self, state: GameState) -> bool:
        return True  # every living player submits, so ✓ marks reveal nothing (§9)

    def public_setup(self, state: GameState) -> PublicSetup:
        options = self.options(state)
        game_type = self.game_type(state)
        counts: dict[str, int] = {}
        for role in state.composition:
            counts[role] = counts.get(role, 0) + 1
        setup: PublicSetup = {"players": len(state.players), "game_type": game_type, "wolves": counts.get(WOLF, 0)}
        if game_type in SECRET_TYPES:
            if game_type == THEMES_TYPE:
                setup["theme"] = options.get("theme")
            setup["public_counts"] = {WOLF: setup["wolves"]}  # MV-T03: the table knows the Wolf count only
            return setup  # MV-1.7: which specials were drawn stays secret from everyone
        if game_type == MIX:
            setup["mix"] = options.get("mix")
        setup["composition"] = counts  # classic, mix and manual compositions are public (DEC-MV-08)
        return setup

    # -- who acts now ----------------------------------------------------------
    def prompts(self, state: GameState) -> list[Prompt]:
        if state.phase.kind != "night":
            return []
        shared = NIGHT_PROMPTS  # each seat's prompt with its choices made once and shared (prompts.py)
        prompts: list[Prompt] = []
        for p in state.players:  # the living in seat order (``living``): no list of them first
            if p.alive:
                choices = NIGHT_CHOICES[p.role]  # ``available_choices``: without a limited ability
                key = (p.seat, uses_left(choices, p.uses) if p.uses else choices)  # (most roles) no call
                prompts.append(shared.get(key) or night_prompt(key, ROLE_SLOT))
        return prompts

    def available_choices(self, player: PlayerState) -> tuple[str, ...]:
        """The night choices with uses left (AMB-MV-18): an exhausted ability is not offered."""
        return uses_left(NIGHT_CHOICES[player.role], player.uses)  # ``night_choices``, read directly

    def prompt_for(self, state: GameState, command: Submit) -> Prompt:
        """As the base, but an exhausted ability of the player's role says so (MV-T09)."""
        self.check_actor(state, command.actor)
        player = state.players[command.actor]
        if command.ability in NIGHT_CHOICES[player.role] and state.phase.kind == "night":  # ``night_choices``
            chosen = MOONVEIL_ABILITIES[command.ability]
            if chosen.uses is not None:  # unlimited (most): nothing to check, no call
                chosen.check_uses(player)
        return self.actor_prompt(state, command)  # the actor is checked: not twice (base prompt_for)

    def apply_submit(self, state: GameState, command: Submit) -> None:
        """As the base, without finding the prompt again: ``check_submit`` has
        just found it, and every Moonveil prompt is the slot "role" (see
        ``prompts``), so the submission's key is known."""
        state.submissions[(command.actor, ROLE_SLOT)] = new_submission(
            command.actor, command.ability, command.targets, command.option
        )

    def night_choices(self, role: str) -> tuple[str, ...]:
        return NIGHT_CHOICES[role]  # a KeyError for an unknown role, as ``self.roles[role]``

    def vote_prompts(self, state: GameState) -> list[VotePrompt]:
        if state.phase.kind != "vote":
            return []
        return vote_prompts_of(self.day_weights(state))  # shared when everyone weighs 1 (prompts.py)

    def missing(self, state: GameState) -> list[int]:
        """As the base (seats whose required action or ballot is missing), read
        straight from the state: every living player has exactly one required
        prompt at night (slot ``ROLE_SLOT``) and one required ballot in a vote, and
        nothing else is ever required. Building the prompts of a 99-player
        night only to find this was a third of a resolve preview. Must agree
        with ``prompts``/``vote_prompts`` (test_MV_9_2_missing_agrees_with_prompts)."""
        kind = state.phase.kind
        missing: list[int] = []  # loops, not comprehensions: the list is most often left empty
        if kind == "night":  # the living seats whose (seat, ROLE_SLOT) has no submission
            submitted = state.submissions
            for p in state.players:
                if p.alive and (p.seat, ROLE_SLOT) not in submitted:
                    missing.append(p.seat)
        elif kind == "vote":  # the living seats with no ballot
            ballots = state.ballots
            for p in state.players:
                if p.alive and p.seat not in ballots:
                    missing.append(p.seat)
        return missing

    def moderator_details(self, state: GameState) -> ModeratorDetails:
        """What the narrator's grimoire reminds them of, per seat (never in another
        view): today's vote effects — hushed or boosted (MD-5), pardoned (MV-2.12) —
        and the curfews of the night to come or under way (MV-2.7, MN-3)."""
        if not isinstance(state.ext, MoonveilState):
            return {}
        memory = ext(state)
        kind, number = state.phase.kind, state.phase.number
        marks: dict[int, list[str]] = {}
        if kind in ("day", "vote"):
            for effect, seats in sorted(memory.day_effects.get(number, {}).items()):
                for seat in seats:
                    marks.setdefault(seat, []).append(effect)
        for seat in memory.curfews.get(number if kind == "night" else number + 1, set()):
            marks.setdefault(seat, []).append("curfew")
        return {"reminders": {str(seat): sorted(found) for seat, found in sorted(marks.items())}}

    def day_weights(self, state: GameState) -> dict[int, Fraction]:
        """Weights for the current day (MD-5): 0 if hushed, 2 if boosted, else 1."""
        effects = ext(state).day_effects.get(state.phase.number)
        if not effects or ("hushed" not in effects and "boosted" not in effects):  # most days: every
            # living seat weighs 1 (no empty sets built); one dict comprehension, not
            # ``dict.fromkeys`` of ``living_seats()``: no method frame, no list (~2 k a call)
            return {p.seat: ONE for p in state.players if p.alive}
        hushed = effects.get("hushed", ())
        boosted = effects.get("boosted", ())
        weights = {}
        for seat in state.living_seats():
            if seat in hushed:
                weights[seat] = NO_WEIGHT
            elif seat in boosted:
                weights[seat] = DOUBLE_WEIGHT
            else:
                weights[seat] = ONE
        return weights

    # -- closing phases ---------------------------------------------------------
    def check_advance(self, state: GameState, command: Advance) -> None:
        if state.phase.kind in ("night", "vote") and not command.override:
            missing = self.current_missing(state)  # what the table asked before closing (same state)
            if missing:
                names = tuple(state.players[s].name for s in missing)
                raise Incomplete.of("waiting_for", rule="MV-9.2", names=names)
        if state.phase.kind not in ("night", "day", "vote"):
            raise WrongPhase.of("nothing_to_close", rule="MV-9.1")

    def advance(self, state: GameState, command: Advance) -> None:
        kind = state.phase.kind
        if kind == "night":
            self._close_night(state, command.override)
        elif kind == "day":
            number = state.phase.number
            state.phase = _PHASES.get(("vote", number)) or shared_phase("vote", number)
            state.ballots = {}
            state.send(PUBLIC, "vote_open", {"day": number})  # ``announce`` without its keyword frame
        else:
            self._close_vote(state, command.override)

    def _log_override(self, state: GameState, kind: str) -> None:
        missing = self.missing(state)
        if missing:
            state.announce(kind, number=state.phase.number, missing=missing)  # MV-9.5, DEC-MV-28

    # -- the night (§4) ------------------------------------------------------
    def _open_night(self, state: GameState, number: int) -> None:
        state.phase = _PHASES.get(("night", number)) or shared_phase("night", number)  # made once: read
        state.submissions = {}
        state.send(PUBLIC, "night_falls", {"number": number})

    def _close_night(self, state: GameState, override: bool) -> None:
        number = state.phase.number
        resolve_night(state, self.missing(state) if override else [], self._outcome_at_dawn)
        if state.outcome is None:
            state.phase = _PHASES.get(("day", number)) or shared_phase("day", number)
            state.send(PUBLIC, "day_breaks", {"number": number})

    # -- the day vote (§5) ---------------------------------------------------
    def _close_vote(self, state: GameState, override: bool) -> None:
        day = state.phase.number
        if override:
            self._log_override(state, "vote_override")
        weights = self.day_weights(state)  # the living seats in seat order, with their weights
        options = state.options  # two keys read: not ``self.options(state)``, which merges two dicts
        plurality = options.get("vote", DEFAULT_OPTIONS["vote"]) == "plurality"  # house rule: random tie-break
        chosen, shown = day_count(weights, state.ballots, plurality, state.rng)  # MV-6.5, MV-2.13, MV-2.14
        if plurality:  # the most votes decide: no "more than half" for the line or the projector to state
            del shown["threshold"]
        state.send(PUBLIC, "ballots", shown)  # ballots, totals, total, threshold
        self._banish(state, chosen, day)
        self.check_outcome(state, OutcomePoint.DAY_END)
        if state.outcome is not None:
            return
        if day >= int(options.get("max_days", DEFAULT_OPTIONS["max_days"])):
            state.outcome = Outcome((), (), reason="day_limit", draw=True)  # MV-8.3
            state.phase = Phase("over", day)
            state.announce("draw", day=day)
            return
        self._open_night(state, day + 1)

    def _banish(self, state: GameState, chosen: VoteChoice, day: int) -> None:
        if not isinstance(chosen, int):
            state.announce("nobody_banished")
            return
        effects = ext(state).day_effects.get(day)  # most days: none, no empty dict and set built
        if effects and chosen in effects.get("pardoned", ()):
            state.announce("pardoned", seat=chosen)  # MV-2.12: nobody instead
            return
        state.eliminate(chosen, "banished")
        state.send(PUBLIC, "banished", {"seat": chosen, "role": state.players[chosen].role})

    # -- victory (§6): checked at dawn and after the vote; the base class ends the game (DEC-MV-37)
    outcome_points = frozenset({OutcomePoint.DAWN, OutcomePoint.DAY_END})

    def evaluate(self, state: GameState) -> Outcome | None:
        living = living_wolves = 0
        for p in state.players:  # one loop, no list of the living and no generator to sum
            if p.alive:
                living += 1
                if "wolf" in p.counts_as:
                    living_wolves += 1
        others = living - living_wolves
        if living_wolves == 0:
            return self._team_win(state, VILLAGE, "no_wolves_left")  # MV-8.1 (checked first)
        if living_wolves >= others:
            return self._team_win(state, WOLVES, "wolf_parity")  # MV-8.2
        return None

    def _team_win(self, state: GameState, team: str, reason: str) -> Outcome:
        winners = tuple(p.seat for p in state.players if p.wins_with == team)  # MV-8.4
        return Outcome((team,), winners, reason=reason)

    def _outcome_at_dawn(self, state: GameState) -> None:
        """MN-9: the night's declared outcome step: ``check_outcome(state, DAWN)``, whose
        point is always one of this book's (``outcome_points``), without its frame."""
        outcome = self.evaluate(state)
        if outcome is not None:
            self.end_game(state, outcome)

    # -- screens ---------------------------------------------------------------
    def card(self, state: GameState, seat: int, lang: str = "en") -> Card:
        card = super().card(state, seat, lang)
        player = state.players[seat]
        if player.role == WOLF:
            card["teammates"] = sorted(state.channels.get(WOLF_CHANNEL, set()) - {seat})
        card["abilities"] = list(self.night_choices(player.role)) if player.role else []
        card["ability_names"] = {a: action_name(a, lang) for a in card["abilities"]}  # for phones and screens
        card["number"] = self.roles[player.role].number if player.role else 0  # ADV#n, 0 for classic roles
        return card

    def ability_name(self, ability: str, lang: str = "en") -> str:
        return action_name(ability, lang)

    def checklist(self, state: GameState) -> list[ChecklistStep]:
        """The night's wake order: roles in play only; dead roles kept, marked."""
        if state.phase.kind != "night":
            return []
        in_play = list(dict.fromkeys(p.role for p in state.players))
        secret = self.game_type(state) in SECRET_TYPES
        steps = []
        for role in wake_roles(in_play):  # the declared night order (MOONVEIL_NIGHT)
            seats = tuple(p.seat for p in state.players if p.role == role)
            active = any(state.players[s].alive for s in seats)
            words = CHECKLIST_WORDS.get(role) or ADVANCED_LINES.get(role) or CHECKLIST_WORDS["advanced"]
            if secret and role not in (WOLF, VILLAGER):
                words = CHECKLIST_WORDS["secret_special"]  # words read aloud never name a drawn role (MV-1.7)
            steps.append(ChecklistStep(role, role, words, seats, self.night_choices(role), active))
        return steps

    def render(self, message: Message, names: list[str], lang: str = "en") -> str:
        params = dict(message.params)
        if "result" in params:
            params["result"] = word(str(params["result"]), lang)
        if "action" in params:
            params["action"] = action_name(str(params["action"]), lang)
        if "teams" in params:
            params["sides"] = self.winning_sides(params["teams"], lang)
        if message.kind == "ballots":
            params["ballots"] = "; ".join(
                f"{names[voter]} → {names[choice] if isinstance(choice, int) else word('abstain', lang)} ({weight})"
                for voter, choice, weight in params["ballots"]
            )
            if "threshold" not in params:  # the plurality house rule's line (``_close_vote``)
                message = replace(message, kind="ballots_most")
            else:  # "more than 3½ needed", not "7/2"
                params["threshold"] = readable_number(str(params["threshold"]))
        return render_message(TEMPLATES, replace(message, params=params), names, self.roles, lang)


word = word_lookup(WORDS)


def action_name(ability: str, lang: str) -> str:
    """An ability's action name (what ECHO reports), or "none"."""
    info = ABILITY_INFO.get(ability)
    if info is not None:
        return info.names.get(lang) or info.names["en"]
    return word(ability, lang)
