"""Luna llena (shared/rules/luna_llena.md): setup, prompts, submissions and
votes, presence (§7), closing phases and screens. The night (§4) is declared in
``night.py`` and run by the core; the day (§5) is ``day.py``, victory (§6)
``outcome.py``, the deadlines (LL-11) ``deadlines.py``.

Phases and steps (the vocabulary of docs/rulesets/luna_llena.md):
``night k`` → ``day k/debate`` → ``day k/accusation`` → [``day k/tiebreak``]
→ ``day k/defense`` → ``day k/judgment`` → ``night k+1``; ``over`` at the end.
The game starts with Night 1 (DEC-LL-16).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from fractions import Fraction
from typing import Any

from engine.abilities import Ability
from engine.bots import RANDOM_POLICY, BotPolicy
from engine.commands import Advance, Say, Submit, Vote
from engine.errors import IllegalAction, Incomplete, SetupError, WrongPhase
from engine.model import Audience, GameState, Message, Outcome
from engine.ruleset import ChecklistStep, Prompt, RoleSpec, Ruleset, VotePrompt, WordTable
from engine.ruleset_outcome import OutcomePoint
from engine.ruleset_words import word_lookup
from engine.rulesets.luna_llena.abilities import ABILITIES, DAY_ABILITIES, LunaState, ext
from engine.rulesets.luna_llena.book_words import (
    ABILITY_NAMES,
    ATTRIBUTE_WORDS,
    CHANNEL_WORDS,
    PHASE_WORDS,
    REASON_WORDS,
)
from engine.rulesets.luna_llena.bots import ROLE_AWARE
from engine.rulesets.luna_llena.checklist_words import CHECKLIST
from engine.rulesets.luna_llena.day import (
    ACCUSATION,
    DEBATE,
    DEFENSE,
    EXECUTE,
    JUDGMENT,
    PARDON,
    TIEBREAK,
    close_accusation,
    close_judgment,
    day_weights,
    open_debate,
    open_vote,
    sorted_totals,
)
from engine.rulesets.luna_llena.deadlines import deadline_passed
from engine.rulesets.luna_llena.night import (
    DAWN,
    EVIL_CHANNEL,
    LUNA_NIGHT,
    open_night,
    resolve_night,
    sync_evil_channel,
    tell_roster,
)
from engine.rulesets.luna_llena.options import DEFAULT_DURATIONS, OPTION_SPECS, TEST, chosen_deck
from engine.rulesets.luna_llena.outcome import evaluate, finish
from engine.rulesets.luna_llena.position import check_position as position_checks
from engine.rulesets.luna_llena.refusals import REFUSALS as REFUSALS  # registers the book's refusal words
from engine.rulesets.luna_llena.roles import CATALOG, EVIL, GOALS, LOVER, ROLES
from engine.rulesets.luna_llena.setup import CLASSIC, RANDOM, check_explicit, classic_roles, random_roles
from engine.rulesets.luna_llena.texts import (
    PIECES,
    SIDE_WINS,
    TEMPLATES,
    TITLES,
    WORDS,
)
from engine.text import LIST_SEPARATOR, in_lang, render_message
from engine.view_types import Card, ModeratorDetails, PublicSetup
from engine.voting import Ballot, head_counts

VILLAGE_CHANNEL = "village"
ATTACK_CHOICES = ("attack", "abstain")


class LunaLlena(Ruleset):
    """Luna llena, the Spanish rule book (shared/rules/luna_llena.md)."""

    name = "luna_llena"
    aliases = ("luna", "ll")
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
        "winners": SIDE_WINS,
        "pieces": PIECES,
    }
    roles: Mapping[str, RoleSpec] = ROLES
    abilities: Mapping[str, Ability] = ABILITIES
    min_players = 7
    max_players = 9
    default_players = 9
    action_rule = "DEC-LL-12"
    vote_rule = "LL-7.1"
    once_rule = "LL-6.3"
    dead_rule = "DEC-LL-51"
    bot_policies: Mapping[str, BotPolicy] = {"role-aware": ROLE_AWARE, "random": RANDOM_POLICY}
    default_bot = "role-aware"
    option_table = OPTION_SPECS

    # -- setup -----------------------------------------------------------------
    def default_options(self) -> dict[str, Any]:
        return {"mode": CLASSIC, "presence": True, "durations": dict(DEFAULT_DURATIONS), "max_days": 0}

    def check_table(self, state: GameState) -> None:
        n = len(state.players)
        if not self.min_players <= n <= self.max_players:
            raise SetupError.of("ll.player_count", rule="LL-4.2", count=n)

    def build_composition(self, state: GameState) -> list[str]:
        options = self.options(state)
        mode = options.get("mode", CLASSIC)
        n = len(state.players)
        if mode == CLASSIC:
            return classic_roles(n, options, state.rng)
        if mode == RANDOM:
            return random_roles(n, options, state.rng)
        if mode == TEST:
            return chosen_deck(n, options)
        raise SetupError.of("ll.unknown_mode", rule="DEC-LL-06", value=str(mode))

    def check_roles(self, state: GameState, roles: tuple[str, ...]) -> None:
        super().check_roles(state, roles)
        check_explicit(roles)

    def open_position_night(self, state: GameState, number: int) -> None:
        open_night(state, number)  # a position's ``open_phase`` (engine/position.py)

    def check_position(self, state: GameState) -> None:
        position_checks(state)

    def start(self, state: GameState) -> None:
        state.ext = LunaState(start_ms=state.now_ms)
        evil = {p.seat for p in state.players if p.wins_with == EVIL}
        state.channels[EVIL_CHANNEL] = set(evil)
        state.channels[VILLAGE_CHANNEL] = {p.seat for p in state.players}
        state.announce("cards_in_play", cards=catalog_sorted(state.composition))  # LL-2.1, LL-2.2
        for player in state.players:  # LL-2.4
            state.tell(player.seat, "your_card", role=player.role, team=player.wins_with)
        for seat in sorted(evil):
            tell_roster(state, seat)  # LL-5.1
        lovers = [p.seat for p in state.players if p.role == LOVER]
        if len(lovers) == 2:
            state.tell(lovers[0], "lover_partner", other=lovers[1])
            state.tell(lovers[1], "lover_partner", other=lovers[0])
        open_night(state, 1)

    def public_setup(self, state: GameState) -> PublicSetup:
        counts: dict[str, int] = {}
        for role in catalog_sorted(state.composition):
            counts[role] = counts.get(role, 0) + 1
        return {
            "players": len(state.players),
            "mode": self.options(state).get("mode", CLASSIC),
            "composition": counts,
            "deadline_ms": ext(state).deadline_ms if isinstance(state.ext, LunaState) else None,
        }

    # -- deadlines and presence (LL-11, §7) ------------------------------------
    def deadline_passed(self, state: GameState) -> bool:
        return deadline_passed(state)

    def auto_advance_due(self, state: GameState, now_ms: int) -> bool:
        """LL-11.1/11.2: every night and day step ends at its server deadline, and the
        game never waits for a missing action (durations ``None`` turn this off)."""
        if state.over or state.phase.kind not in ("night", "day") or not isinstance(state.ext, LunaState):
            return False
        deadline = ext(state).deadline_ms
        return deadline is not None and now_ms >= deadline

    def _check_in_time(self, state: GameState, seat: int) -> None:
        if isinstance(state.ext, LunaState) and self.deadline_passed(state):
            raise WrongPhase.of("ll.deadline_passed", rule="LL-11.2", player=seat)

    # -- who acts now ------------------------------------------------------------
    def night_choices(self, role: str) -> tuple[str, ...]:
        return tuple(a for a in self.roles[role].abilities if a not in DAY_ABILITIES)

    def prompts(self, state: GameState) -> list[Prompt]:
        phase = state.phase
        if phase.kind == "night":
            prompts = []
            for p in state.living():
                prompts.append(Prompt(p.seat, self.night_choices(p.role), changeable=True))  # DEC-LL-12
                if p.wins_with == EVIL:  # the separate joint-attack slot (N-1)
                    prompts.append(Prompt(p.seat, ATTACK_CHOICES, slot="attack", required=False, changeable=True))
            return prompts
        if phase.kind == "day" and phase.step == DEBATE:  # LL-6.3
            return [
                Prompt(p.seat, (a,), slot="day", required=False)
                for p in state.living()
                for a in self.roles[p.role].abilities
                if a in DAY_ABILITIES
            ]
        return []

    def vote_prompts(self, state: GameState) -> list[VotePrompt]:
        phase = state.phase
        if phase.kind != "day" or phase.step not in (ACCUSATION, TIEBREAK, JUDGMENT):
            return []
        weights = self.day_weights(state)
        living = state.living_seats()
        if phase.step == JUDGMENT:  # LL-8.3: the others judge
            accused = ext(state).accused
            return [VotePrompt(s, (EXECUTE, PARDON, None), weights[s], changeable=True) for s in living if s != accused]
        pool = living if phase.step == ACCUSATION else list(ext(state).candidates)
        return [
            VotePrompt(s, (*[t for t in pool if t != s], None), weights[s], changeable=True)  # LL-7.1, LL-7.2
            for s in living
        ]

    def moderator_details(self, state: GameState) -> ModeratorDetails:
        """What the narrator's grimoire reminds them of, per seat (never in another
        view): the seat hexed for the night to come or under way (DEC-LL-18), and in
        the day the shielded seat (DEC-LL-44) and the Ladrón's move (DEC-LL-34)."""
        if not isinstance(state.ext, LunaState):
            return {}
        memory = ext(state)
        kind, number = state.phase.kind, state.phase.number
        marks: dict[int, list[str]] = {}
        hexed = memory.hexes.get(number if kind == "night" else number + 1)
        if hexed is not None and kind in ("night", "day"):
            marks.setdefault(hexed, []).append("hexed")
        if kind == "day":
            shielded = memory.shields.get(number)
            if shielded is not None:
                marks.setdefault(shielded, []).append("shielded")
            theft = memory.thefts.get(number)
            if theft is not None:
                marks.setdefault(theft[0], []).append("thief")
                marks.setdefault(theft[1], []).append("robbed")
        return {"reminders": {str(seat): sorted(found) for seat, found in sorted(marks.items())}}

    def day_weights(self, state: GameState) -> dict[int, Fraction]:
        return day_weights(state)

    # -- submissions and votes ---------------------------------------------------
    def check_submit(self, state: GameState, command: Submit) -> None:
        self._check_in_time(state, command.actor)
        super().check_submit(state, command)

    def apply_submit(self, state: GameState, command: Submit) -> None:
        super().apply_submit(state, command)
        state.presence_ms[command.actor] = state.now_ms  # any input is valid presence (§7)
        if command.ability in DAY_ABILITIES:
            self._day_ability(state, command)
        elif command.ability in ("attack", "abstain"):
            self._attack_totals(state)

    def _day_ability(self, state: GameState, command: Submit) -> None:
        """The use is spent on choosing (DEC-LL-17, DEC-LL-44)."""
        actor = state.players[command.actor]
        ABILITIES[command.ability].spend(actor)
        target = command.targets[0]
        day = state.phase.number
        if command.ability == "hex":
            ext(state).hexes[day + 1] = target
        else:
            ext(state).shields[day] = target
        state.tell(command.actor, f"{command.ability}_set", target=target)

    def _attack_totals(self, state: GameState) -> None:
        """LL-5.2: living evil players see the totals per target, never per voter."""
        counts: dict[int, int] = {}
        for (_, slot), sub in state.submissions.items():
            if slot == "attack" and sub.ability == "attack" and sub.targets:
                counts[sub.targets[0]] = counts.get(sub.targets[0], 0) + 1
        sync_evil_channel(state)
        state.emit(Audience.team(EVIL_CHANNEL), "attack_totals", totals=sorted_totals(counts))

    def check_vote(self, state: GameState, command: Vote) -> None:
        self._check_in_time(state, command.voter)
        super().check_vote(state, command)

    def apply_vote(self, state: GameState, command: Vote) -> None:
        super().apply_vote(state, command)
        state.presence_ms[command.voter] = state.now_ms
        if state.phase.step in (ACCUSATION, TIEBREAK):  # LL-7.3–7.5: persons, no identities
            counts = head_counts(Ballot(v, c, Fraction(1)) for v, c in sorted(state.ballots.items()))
            state.announce(
                "accusation_counts", totals=sorted_totals({c: n for c, n in counts.items() if isinstance(c, int)})
            )

    def check_say(self, state: GameState, command: Say) -> None:
        super().check_say(state, command)  # living members only
        phase = state.phase
        if phase.kind == "day" and phase.step == DEFENSE and command.speaker != ext(state).accused:
            # "the only living player who may write" in that stretch: every channel, the evil one included (D-4)
            raise IllegalAction.of("ll.defense_only_accused", rule="LL-8.2", player=command.speaker)
        if command.channel == VILLAGE_CHANNEL and phase.kind != "day":
            raise IllegalAction.of("ll.village_by_day", rule="LL-6.2", player=command.speaker)

    # -- closing phases ------------------------------------------------------------
    def check_advance(self, state: GameState, command: Advance) -> None:
        if state.phase.kind not in ("night", "day"):
            raise WrongPhase.of("nothing_to_close", rule="LL-11.1")
        if command.override or self.deadline_passed(state):
            return  # LL-11.2: an omitted action is lost and never blocks the game
        missing = self.current_missing(state)
        if missing:
            names = tuple(state.players[s].name for s in missing)
            raise Incomplete.of("ll.waiting_for", rule="LL-11.1", names=names)

    def advance(self, state: GameState, command: Advance) -> None:
        phase = state.phase
        missing = self.missing(state)
        if command.override and missing and not self.deadline_passed(state):
            state.announce("closed_early", count=len(missing))  # §7: moderator actions are logged publicly
        if phase.kind == "night":
            self._close_night(state)
        elif phase.step == DEBATE:
            open_vote(state, ACCUSATION, "accusation_open")
        elif phase.step == ACCUSATION:
            close_accusation(state, tiebreak=False, outcome=self._outcome_at_day_end)
        elif phase.step == TIEBREAK:
            close_accusation(state, tiebreak=True, outcome=self._outcome_at_day_end)
        elif phase.step == DEFENSE:
            open_vote(state, JUDGMENT, "judgment_open", accused=ext(state).accused)
        else:
            close_judgment(state, self._outcome_at_day_end)

    # -- the night (§4): declared in night.py, run by the core ------------------------
    def _close_night(self, state: GameState) -> None:
        number = state.phase.number
        resolve_night(state, self._outcome_at_dawn)
        if not state.over:
            open_debate(state, number)

    # -- victory (§6): checked at dawn (N-11) and after the day (D-7, day.py) ---------
    outcome_points = frozenset({OutcomePoint.DAWN, OutcomePoint.DAY_END})

    def evaluate(self, state: GameState) -> Outcome | None:
        return evaluate(state)

    def end_game(self, state: GameState, outcome: Outcome) -> None:
        finish(state, outcome)

    def _outcome_at_dawn(self, state: GameState) -> None:
        self.check_outcome(state, OutcomePoint.DAWN)

    def _outcome_at_day_end(self, state: GameState) -> bool:
        return self.check_outcome(state, OutcomePoint.DAY_END)

    # -- screens ---------------------------------------------------------------------
    def card(self, state: GameState, seat: int, lang: str = "en") -> Card:
        card = super().card(state, seat, lang)
        player = state.players[seat]
        card["abilities"] = list(self.roles[player.role].abilities) if player.role else []
        card["team_name"] = word(player.wins_with, lang)
        if player.role and player.wins_with != self.roles[player.role].team:  # a converted Licántropo
            card["goal"] = GOALS[player.wins_with].get(lang, GOALS[player.wins_with]["en"])
        if player.wins_with == EVIL and player.alive:  # LL-5.1: real cards of current evil
            card["evil_roster"] = [
                {"seat": p.seat, "role": p.role, "role_name": self.roles[p.role].name(lang)}
                for p in state.players
                if p.alive and p.wins_with == EVIL and p.seat != seat
            ]
        if player.role == LOVER:
            card["partner"] = next((p.seat for p in state.players if p.role == LOVER and p.seat != seat), None)
        flags = player.flags
        card["spent"] = sorted(k for k in ("armour_spent", "survived_execution", "personal_win") if flags.get(k))
        return card

    def checklist(self, state: GameState) -> list[ChecklistStep]:
        """The night order with words to say aloud; roles in play only."""
        phase = state.phase
        if phase.kind == "day" and phase.step == DEBATE:
            return self._day_checklist(state)
        if phase.kind != "night":
            return []
        steps = []
        for key in LUNA_NIGHT.wake_keys():  # the declared night order
            if key == DAWN:  # everyone wakes
                everyone = tuple(p.seat for p in state.players)
                steps.append(ChecklistStep(DAWN, "", CHECKLIST[DAWN], everyone, (), True))
                continue
            if key == EVIL:
                seats = tuple(p.seat for p in state.players if p.wins_with == EVIL)
                abilities: tuple[str, ...] = ("attack",)
            else:
                seats = tuple(p.seat for p in state.players if p.role == key)
                abilities = self.night_choices(key)
            if seats:
                active = any(state.players[s].alive for s in seats)
                steps.append(ChecklistStep(key, key, CHECKLIST[key], seats, abilities, active))
        return steps

    def _day_checklist(self, state: GameState) -> list[ChecklistStep]:
        steps = []
        for role, ability in (("witch", "hex"), ("wolf_shaman", "shield")):
            seats = tuple(p.seat for p in state.players if p.role == role)
            if seats:
                active = any(state.players[s].alive and state.players[s].uses.get(ability, 1) > 0 for s in seats)
                steps.append(ChecklistStep(role, role, CHECKLIST[role], seats, (ability,), active))
        return steps

    def render(self, message: Message, names: list[str], lang: str = "en") -> str:
        params = dict(message.params)
        for key in ("result", "team", "verdict", "source", "reason", "win", "cause"):
            if key in params:
                params[key] = word(str(params[key]), lang)
        sep = LIST_SEPARATOR.get(lang, ", ")

        def piece(kind: str, **values: Any) -> str:
            return in_lang(PIECES[kind], lang).format(**values)

        def seat_role(seat: int, role: str) -> str:
            return piece("seat_role", seat=names[seat], role=self.roles[role].name(lang))

        if "teams" in params:
            params["sides"] = self.winning_sides(params["teams"], lang)
        if "cards" in params:
            params["cards"] = sep.join(self.roles[r].name(lang) for r in params["cards"])
        if "roles" in params and "seats" in params:
            pairs = zip(params["seats"], params["roles"], strict=True)
            params["roster"] = sep.join(seat_role(s, r) for s, r in pairs)
        elif "roles" in params:
            params["roster"] = sep.join(seat_role(s, r) for s, r in enumerate(params["roles"]))
        if "totals" in params:
            counted = [piece("seat_count", seat=names[s], count=n) for s, n in params["totals"]]
            params["totals"] = sep.join(counted) or word("none", lang)
        message = replace(message, params=params)
        return render_message(TEMPLATES, message, names, self.roles, lang)


def catalog_sorted(roles: tuple[str, ...] | list[str]) -> list[str]:
    return sorted(roles, key=lambda r: CATALOG.index(r) if r in CATALOG else len(CATALOG))


word = word_lookup(WORDS)
