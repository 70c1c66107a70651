"""Village vs Non-village (shared/rules/village_vs_nonvillage.md): phases, steps, the fold.

Phases and steps (docs/rulesets/village_vs_nonvillage.md):
``night N/actions`` → ``night N/witch`` → ``night N/prestige`` → resolution
(``night N/resolve`` while a First Shot, Cry Injustice or badge question is
open) → ``day N/dawn`` → ``day N/sheriff_run`` … ``day N/discontent`` →
``day N/discussion`` → ``day N/vote`` (→ ``day N/pk``) → ``night N+1``.
The moderator's ``Advance`` closes each step.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from fractions import Fraction
from typing import Any

from engine.abilities import Ability
from engine.bots import RANDOM_POLICY, BotPolicy
from engine.commands import Advance, Submit
from engine.errors import IllegalAction, Incomplete, SetupError, WrongPhase
from engine.model import GameState, Message, Outcome, Phase
from engine.ruleset import ChecklistStep, Prompt, RoleSpec, Ruleset, VotePrompt, WordTable
from engine.rulesets.village_vs_nonvillage import night as night_mod
from engine.rulesets.village_vs_nonvillage.abilities import ABILITIES
from engine.rulesets.village_vs_nonvillage.bots import ROLE_AWARE, UNIFORM
from engine.rulesets.village_vs_nonvillage.events import (
    ABNORMAL_WEATHER,
    DISCONTENT,
    EVENT_NAMES,
    EVENTS,
    FESTIVAL,
    SILENCE,
    WOLF_KING_BIRTHDAY,
    apply_event,
    event_name,
    events_of_day,
    occurred,
)
from engine.rulesets.village_vs_nonvillage.options import OPTION_SPECS
from engine.rulesets.village_vs_nonvillage.position import check_position as position_checks
from engine.rulesets.village_vs_nonvillage.refusals import REFUSALS as REFUSALS  # registers the book's refusal words
from engine.rulesets.village_vs_nonvillage.roles import (
    ELDER,
    FOX,
    INSANITY_ORDER,
    MADMAN,
    NONVILLAGE,
    NONVILLAGE_ROLES,
    PILLARS,
    PRINTED_SKILLS,
    PUBLIC_ENEMY_ORDER,
    ROLES,
    SEER,
    TREASURE,
    VILLAGE,
    VILLAGE_ROLES,
    WEREWOLF,
    WITCH,
)
from engine.rulesets.village_vs_nonvillage.state import Ask, Entry, ZhState, ext
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
from engine.voting import Ballot, plurality
from engine.words import word_of

NIGHT_STEPS = ("actions", "witch", "prestige")
PRESET_NONVILLAGE = (WEREWOLF, "white_wolf", "piper", FOX, WEREWOLF, TREASURE, "careerist", MADMAN)
SHERIFF_WEIGHT = Fraction(3, 2)

#: The longest Crystal Ball message, in characters (ZH-5.3.2).
CRYSTAL_TEXT = 200


class VillageVsNonvillage(Ruleset):
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

    def public_setup(self, state: GameState) -> dict[str, Any]:
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
    def prompts(self, state: GameState) -> list[Prompt]:
        if state.over or not isinstance(state.ext, ZhState):
            return []
        step = state.phase.step
        if ext(state).asking:
            return [Prompt(a.seat, ASK_CHOICES[a.kind], slot=f"ask_{a.kind}") for a in ext(state).asking]
        if state.phase.kind == "night":
            if step == "actions":
                return [pr for p in state.living() for pr in self._action_prompts(state, p.seat)]
            if step == "witch":
                return self._witch_prompts(state)
            if step == "prestige":
                return [
                    Prompt(s, ("prestige", "pass"), slot="prestige")
                    for s, seats in sorted(ext(state).prestige_lists.items())
                    if state.players[s].alive and any(state.players[t].alive for t in seats)
                ]
            return []
        return self._day_prompts(state)

    def _action_prompts(self, state: GameState, seat: int) -> list[Prompt]:
        zh = ext(state)
        skills = zh.skills[seat]
        n = state.phase.number
        festival = FESTIVAL in events_of_day(state, n - 1)
        slots: list[tuple[str, tuple[str, ...]]] = []
        if "respect" in skills:
            slots.append(("respect", ("respect", "pass")))
        if "pipe" in skills and not festival:
            slots.append(("pipe", ("pipe", "pass")))
        if "supremacy" in skills and not festival:
            slots.append(("supremacy", ("supremacy", "pass")))
        if "attack" in skills:
            slots.append(("attack", ("attack", "pass")))
        if "verify" in skills:
            slots.append(("verify", ("verify", "pass")))
        if "bite" in skills or "pack_check" in skills:
            if festival and "bite" in skills:
                slots.append(("white_wolf", ("bite",)))  # ZH-5.11.1
            else:
                slots.append(("white_wolf", (*[a for a in ("pack_check", "bite") if a in skills], "pass")))
        if "lure" in skills and state.players[seat].uses.get("lure", 0) > 0:
            slots.append(("lure", ("lure", "pass")))
        if "divination" in skills:
            slots.append(("divine", ("divine", "pass")))
        if "crystal_ball" in skills:
            slots.append(("crystal", ("crystal_ball", "pass")))
        if "blame" in skills:
            slots.append(("blame", ("blame", "pass")))
        if "first_aid" in skills:
            slots.append(("first_aid", ("first_aid", "pass")))
        if "surgery" in skills:
            slots.append(("surgery", ("surgery", "pass")))
        if "new_moon" in skills:
            slots.append(("new_moon", ("new_moon", "pass")))
            if occurred(state, ABNORMAL_WEATHER):
                slots.append(("new_moon2", ("new_moon", "pass")))  # ZH-4.7.6
        if "lynch" in skills:
            slots.append(("lynch", ("lynch", "pass")))
        if n in zh.festival_nights and state.players[seat].wins_with == VILLAGE:
            slots.append(("festival_lynch", ("lynch", "pass")))  # ZH-5.11.3
        if seat in zh.extra_lynch.get(n, []):
            slots.append(("extra_lynch", ("extra_lynch", "pass")))  # ZH-6.4.1
        return [Prompt(seat, abilities, slot=slot) for slot, abilities in slots]

    def _witch_prompts(self, state: GameState) -> list[Prompt]:
        prompts = []
        for p in state.living():
            skills = ext(state).skills[p.seat]
            for potion in ("antidote", "poison"):
                if potion in skills and p.uses.get(potion, 0) > 0:
                    prompts.append(Prompt(p.seat, (potion, "pass"), slot=potion))
        return prompts

    def _day_prompts(self, state: GameState) -> list[Prompt]:
        zh = ext(state)
        step = state.phase.step
        prompts: list[Prompt] = []
        if step == "sheriff_run":
            prompts = [Prompt(s, ("run", "pass"), slot="sheriff") for s in state.living_seats()]
        elif step == "sheriff_withdraw":
            prompts = [
                Prompt(s, ("withdraw", "pass"), slot="sheriff") for s in zh.sheriff_candidates if state.players[s].alive
            ]
        elif step == "discontent":
            prompts = [
                Prompt(p.seat, ("discontent", "pass"), slot="discontent")
                for p in state.living()
                if p.role == "scapegoat"
            ]
        day = state.phase.number
        if step not in ("", "dawn", "resolve") and day not in zh.crystal_days:
            prompts += [
                Prompt(p.seat, ("crystal_ball",), slot="crystal_day", required=False)
                for p in state.living()
                if "crystal_ball" in zh.skills[p.seat]
            ]
        return prompts

    def vote_prompts(self, state: GameState) -> list[VotePrompt]:
        if state.over or state.phase.kind != "day" or not isinstance(state.ext, ZhState):
            return []
        zh = ext(state)
        step = state.phase.step
        living = state.living_seats()
        if step in ("vote", "pk"):
            voters = [s for s in living if step == "vote" or s not in zh.tied]
            weights = self.ballot_weights(state, voters)
            prompts = []
            for s in voters:
                choices = [t for t in living if t != s] if step == "vote" else list(zh.tied)
                prompts.append(VotePrompt(s, (*choices, None), weights[s]))
            return prompts
        if step in ("sheriff_vote", "sheriff_pk"):
            candidates = zh.tied if step == "sheriff_pk" else zh.sheriff_candidates
            voters = [s for s in living if s not in zh.sheriff_ran]  # ZH-11.4: who ran never votes
            weights = self.ballot_weights(state, voters, election=True)
            return [VotePrompt(s, (*candidates, None), weights[s]) for s in voters]
        return []

    def ballot_weights(self, state: GameState, voters: list[int], *, election: bool = False) -> dict[int, Fraction]:
        """ZH-10.3–10.4, ZH-5.9.1: 1, the sheriff 3/2; 0 for invalid ballots."""
        zh = ext(state)
        day = state.phase.number
        allowed = None if election else zh.cry_voters.get(day)
        birthday = WOLF_KING_BIRTHDAY in events_of_day(state, day)
        weights = {}
        for s in voters:
            p = state.players[s]
            weight = SHERIFF_WEIGHT if (s == zh.sheriff and not election) else Fraction(1)
            if allowed is not None and s not in allowed:
                weight = Fraction(0)
            if birthday and (p.role == WEREWOLF or (p.role == MADMAN and p.wins_with == NONVILLAGE)):
                weight = Fraction(0)
            weights[s] = weight
        return weights

    # -- submissions -----------------------------------------------------------------
    def prompt_for(self, state: GameState, command: Submit) -> Prompt:
        """A player may hold several slots offering the same choice (``pass``, two
        New Moons, two Lynches): a submission names its slot, or fills the first open one."""
        self.check_actor(state, command.actor)
        matching = [
            p
            for p in self.current_prompts(state)
            if p.seat == command.actor
            and command.ability in p.abilities
            and (command.slot is None or command.slot == p.slot)
        ]
        free = [p for p in matching if (p.seat, p.slot) not in state.submissions]
        if free or matching:
            return (free or matching)[0]
        return super().prompt_for(state, command)

    def check_option(self, state: GameState, command: Submit) -> None:
        if command.ability == "new_moon":
            self._check_new_moon(state, command)
        elif command.ability == "crystal_ball":
            role, _, text = (command.option or "").partition(":")
            if role not in state.composition or not text.strip() or len(text) > CRYSTAL_TEXT:
                raise IllegalAction.of("zh.crystal_message", rule="ZH-5.3.2", player=command.actor)
        else:
            super().check_option(state, command)

    def _check_new_moon(self, state: GameState, command: Submit) -> None:
        event = command.option
        if event not in EVENTS:
            raise IllegalAction.of("zh.unknown_event", rule="ZH-4.7.1", player=command.actor)
        if occurred(state, event):
            raise IllegalAction.of("zh.event_happened", rule="ZH-5.1.2", player=command.actor)
        if event in self._events_chosen(state, command.actor):
            raise IllegalAction.of("zh.two_events", rule="ZH-4.7.6", player=command.actor)

    def _events_chosen(self, state: GameState, seat: int) -> list[str | None]:
        """The events this player's New Moons already name tonight (ZH-4.7.6)."""
        return [
            s.option for (actor, _slot), s in state.submissions.items() if actor == seat and s.ability == "new_moon"
        ]

    def ability_rules(self, state: GameState, seat: int, ability_id: str) -> dict[str, Any]:
        """What the phone offers beside the targets: the events still possible for New Moon,
        the roles a Crystal Ball message may go to, the pairs Supremacy already named."""
        if ability_id == "new_moon":
            chosen = self._events_chosen(state, seat)
            events = [e for e in EVENTS if not occurred(state, e) and e not in chosen]  # ZH-5.1.2, ZH-4.7.6
            return {"option": {"choices": events, "text": 0}}
        if ability_id == "crystal_ball":
            return {"option": {"choices": sorted(set(state.composition)), "text": CRYSTAL_TEXT}}  # ZH-5.3.2
        if ability_id == "supremacy" and isinstance(state.ext, ZhState):
            return {"excluded": sorted(sorted(p) for p in ext(state).pairs_used)}  # ZH-6.5.2
        return {}

    def option_label(self, ability_id: str, option: str, lang: str = "en") -> str:
        """A New Moon's event by its name (ZH-4.7.1); a Crystal Ball's addressee is a role."""
        if ability_id == "new_moon" and option in EVENTS:
            return event_name(option, lang)
        return super().option_label(ability_id, option, lang)

    def apply_submit(self, state: GameState, command: Submit) -> None:
        super().apply_submit(state, command)
        if command.ability == "bite":
            night_mod.declare_bite(state, command.actor, command.targets[0])  # ZH-6.1.4
        elif command.ability == "crystal_ball" and state.phase.kind == "day":
            night_mod.deliver_crystal(state, command.actor, command.option or "", set())  # ZH-5.3.2
            ext(state).crystal_days.add(state.phase.number)

    # -- advancing -----------------------------------------------------------------
    def check_advance(self, state: GameState, command: Advance) -> None:
        if state.phase.kind not in ("night", "day") or not isinstance(state.ext, ZhState):
            raise WrongPhase.of("nothing_to_close", rule="ZH-2.1")
        if not command.override:
            missing = self.missing(state)
            if missing:
                names = tuple(state.players[s].name for s in missing)
                raise Incomplete.of("waiting_for", rule="ZH-2.8", names=names)

    def advance(self, state: GameState, command: Advance) -> None:
        if ext(state).asking:
            self._answer_asks(state)
        elif state.phase.kind == "night":
            self._advance_night(state)
        else:
            self._advance_day(state)
        self.proceed(state)

    def _advance_night(self, state: GameState) -> None:
        step = state.phase.step
        order = [s for s in NIGHT_STEPS if s == "actions" or self._step_in_game(state, s)]
        following = order[order.index(step) + 1 :] if step in order else []
        if following:
            state.phase = Phase("night", state.phase.number, following[0])
            if following[0] == "witch":
                night_mod.open_witch(state)
            else:
                night_mod.open_prestige(state)
            return
        night_mod.resolve_night(state)

    def _step_in_game(self, state: GameState, step: str) -> bool:
        """Steps follow the public setup, not who is alive, so their timing tells nothing (AMB-08)."""
        if step == "witch":
            return WITCH in state.composition
        return ELDER in state.composition

    def proceed(self, state: GameState) -> None:
        """Run the elimination queue, questions and stages until input is needed."""
        zh = ext(state)
        while not state.over:
            if zh.asking:
                return
            if zh.queue:
                night_mod.drain(self, state)
                continue
            if zh.later:
                zh.asking, zh.later = zh.later, []
                night_mod.open_questions(state)
                return
            if not zh.pipeline:
                return
            stage = zh.pipeline.pop(0)
            if stage == "night_post":
                night_mod.night_post(state)
            elif stage == "dawn":
                self._dawn(state)
            elif stage == "last_words":
                self._last_words_day(state)
            elif stage == "agenda":
                self._next_day_step(state)

    def _answer_asks(self, state: GameState) -> None:
        zh = ext(state)
        for ask in zh.asking:
            sub = state.submissions.get((ask.seat, f"ask_{ask.kind}"))
            night_mod.answer(state, ask, sub)
        zh.asking = []

    # -- the day (DP-1 …) ------------------------------------------------------------
    def _dawn(self, state: GameState) -> None:
        zh = ext(state)
        day = zh.night
        state.phase = Phase("day", day, "dawn")
        state.submissions = {}
        state.announce("day_breaks", number=day)
        events = self._choose_events(state, day)
        zh.events_by_day[day] = events
        for event in events:
            zh.events_occurred.append(event)
        if events:
            state.announce("events", events=events)  # ZH-4.7.4: never says whether chosen or drawn
        for event in events:
            apply_event(state, event)
        for seat in sorted(zh.surgery_loss):
            zh.skills[seat] = set()  # ZH-5.7.2
            state.tell(seat, "skills_lost")
        zh.surgery_loss = set()
        dead = sorted(zh.night_dead)
        integer = zh.post.integer if zh.post else []
        state.announce("night_result", seats=dead)  # ZH-3.21
        if integer:
            state.announce("full_attacks", seats=sorted(integer))  # ZH-6.6.5 (AMB-42)
        if zh.cry_voters.get(day) is not None:
            state.announce("cry_voters", seats=sorted(zh.cry_voters[day]))
        if zh.sheriff is not None and zh.sheriff in dead:
            zh.later.append(Ask("badge", zh.sheriff))  # ZH-11.9
        zh.day_dead = list(dead) if day == 1 else []  # ZH-12.1: after the badge (ZH-11.9)
        zh.night_dead = []
        zh.post = None
        agenda = []
        if day == 1 and self.options(state).get("sheriff") and zh.sheriff is None and not zh.badge_lost:
            agenda += ["sheriff_run", "sheriff_withdraw", "sheriff_vote"]
        if DISCONTENT in events and "scapegoat" in state.composition:
            agenda.append("discontent")
        if SILENCE not in events:
            agenda.append("discussion")
        agenda.append("vote")
        zh.agenda = agenda
        zh.pipeline = ["last_words", "agenda"]

    def _choose_events(self, state: GameState, day: int) -> list[str]:
        """ZH-4.7: the Gypsy's valid choice(s), else one random event not yet occurred."""
        options = self.options(state)
        script = options.get("event_script") or {}
        forced = script.get(str(day))
        zh = ext(state)
        if forced is not None:
            return [str(e) for e in forced if e in EVENTS and e not in zh.events_occurred]
        if not options.get("events", True):
            return []
        chosen = [e for e in dict.fromkeys(zh.gypsy_choice) if e not in zh.events_occurred]
        zh.gypsy_choice = []
        if chosen:
            return chosen
        left = [e for e in EVENTS if e not in zh.events_occurred]
        return [state.rng.choice(left)] if left else []

    def _next_day_step(self, state: GameState) -> None:
        zh = ext(state)
        if not zh.agenda:
            self._open_night(state, state.phase.number + 1)
            return
        step = zh.agenda.pop(0)
        state.phase = Phase("day", state.phase.number, step)
        state.submissions = {}
        state.ballots = {}
        if step in ("vote", "sheriff_vote"):
            state.announce("vote_open", vote=step, day=state.phase.number)

    def _advance_day(self, state: GameState) -> None:
        zh = ext(state)
        step = state.phase.step
        day = state.phase.number
        zh.pipeline = ["agenda"]
        if step == "sheriff_run":
            zh.sheriff_candidates = sorted(s for (s, _), sub in state.submissions.items() if sub.ability == "run")
            zh.sheriff_ran = list(zh.sheriff_candidates)
            if not zh.sheriff_candidates or len(zh.sheriff_candidates) == len(state.living()):
                self._no_sheriff(state)
            else:
                state.announce("sheriff_candidates", seats=zh.sheriff_candidates)
        elif step == "sheriff_withdraw":
            gone = {s for (s, _), sub in state.submissions.items() if sub.ability == "withdraw"}
            zh.sheriff_candidates = [s for s in zh.sheriff_candidates if s not in gone]
            if len(zh.sheriff_candidates) == 1:
                self._elect(state, zh.sheriff_candidates[0])
            elif not zh.sheriff_candidates:
                self._no_sheriff(state)
            else:
                state.announce("sheriff_candidates", seats=zh.sheriff_candidates)
        elif step in ("sheriff_vote", "sheriff_pk"):
            self._close_election(state, step)
        elif step == "discontent":
            night_mod.discontent(state)
        elif step in ("vote", "pk"):
            self._close_vote(state, step, day)

    def _no_sheriff(self, state: GameState) -> None:
        zh = ext(state)
        zh.agenda = [s for s in zh.agenda if not s.startswith("sheriff")]
        zh.sheriff_candidates = []
        state.announce("no_sheriff")

    def _elect(self, state: GameState, seat: int) -> None:
        zh = ext(state)
        zh.sheriff = seat
        zh.agenda = [s for s in zh.agenda if not s.startswith("sheriff")]
        zh.sheriff_candidates = []
        state.announce("sheriff_elected", seat=seat)

    def _tally(self, state: GameState, *, blame_day: int | None) -> dict[int | str | None, Fraction]:
        voters = [v.seat for v in self.current_vote_prompts(state)]
        weights = {v.seat: v.weight for v in self.current_vote_prompts(state)}
        ballots = [Ballot(s, state.ballots.get(s), weights[s]) for s in voters if weights[s] > 0]
        result = plurality(ballots, tie_break="none")
        totals = dict(result.totals)
        if blame_day is not None:
            totals = night_mod.take_the_blame(state, blame_day, totals)
        return dict(totals)

    def _close_election(self, state: GameState, step: str) -> None:
        zh = ext(state)
        totals = self._tally(state, blame_day=None)
        state.announce("vote_totals", totals=_totals_param(totals))
        top = _top(totals)
        if len(top) == 1:
            self._elect(state, top[0])
        elif top and step == "sheriff_vote":
            zh.tied = top
            zh.agenda.insert(0, "sheriff_pk")  # ZH-11.7
            state.announce("sheriff_tie", seats=top)
        else:
            zh.badge_lost = True  # ZH-11.7: 警徽流失
            self._no_sheriff(state)
            state.announce("badge_lost")

    def _close_vote(self, state: GameState, step: str, day: int) -> None:
        zh = ext(state)
        totals = self._tally(state, blame_day=day)
        state.announce("vote_totals", totals=_totals_param(totals))  # ZH-10.7
        top = _top(totals)
        if len(top) == 1:
            state.announce("executed", seat=top[0])
            zh.tied = []
            night_mod.start_day_elimination(state, [Entry(top[0], "execution")])
            return
        if top and step == "vote":
            zh.tied = top
            zh.agenda.insert(0, "pk")  # ZH-10.6
            state.announce("vote_tie", seats=top)
            return
        zh.tied = []
        state.announce("nobody_executed")

    def _last_words_day(self, state: GameState) -> None:
        zh = ext(state)
        if zh.day_dead and self.options(state).get("last_words"):
            state.announce("last_words", seats=list(zh.day_dead))  # ZH-12.3
        zh.day_dead = []

    # -- the night ------------------------------------------------------------------
    def _open_night(self, state: GameState, number: int) -> None:
        zh = ext(state)
        zh.night = number
        state.phase = Phase("night", number, "actions")
        state.submissions = {}
        state.ballots = {}
        zh.prestige_lists = {}
        zh.bite_final = {}
        zh.x = sum(1 for p in state.living() if p.role == WEREWOLF)  # ZH-6.6.2: frozen at night start
        state.announce("night_falls", number=number)
        self._insanity_succession(state)
        self._public_enemy(state, number)
        if number in zh.festival_nights:
            for p in state.living():
                if p.wins_with == VILLAGE:
                    state.tell(p.seat, "festival_lynch")

    def _insanity_succession(self, state: GameState) -> None:
        """ZH-5.2.3–5.2.4: one Lynch holder at a time (AMB-28)."""
        zh = ext(state)
        if "insanity" not in zh.events_occurred:
            return
        holder = zh.insanity_holder
        if holder is not None and state.players[holder].alive:
            return
        for role in INSANITY_ORDER:
            for p in state.players:
                if p.alive and p.role == role and p.wins_with == VILLAGE:
                    zh.skills[p.seat] = {"lynch"}
                    zh.insanity_holder = p.seat
                    state.tell(p.seat, "insanity_lynch")
                    return

    def _public_enemy(self, state: GameState, number: int) -> None:
        """ZH-6.4.1–6.4.4: one Extra Lynch per Treasure elimination, by priority."""
        zh = ext(state)
        for killers in zh.treasure_killed:
            recipient = None
            ranked = sorted(killers, key=lambda s: _priority(state.players[s].role))
            if ranked and state.players[ranked[0]].alive:
                recipient = ranked[0]
            if recipient is None:
                recipient = first_living_village(state, PUBLIC_ENEMY_ORDER)
            if recipient is not None:
                zh.extra_lynch.setdefault(number, []).append(recipient)
                state.tell(recipient, "extra_lynch_granted")
        zh.treasure_killed = []

    # -- victory (ZH-9) -------------------------------------------------------------
    def evaluate(self, state: GameState) -> Outcome | None:
        living = state.living()
        if not any(p.wins_with == VILLAGE for p in living):
            return self._win(state, NONVILLAGE, "village_all_out")  # ZH-9.1
        if not any(p.role == WEREWOLF for p in living):
            return self._win(state, VILLAGE, "werewolves_out")  # ZH-9.2 (a)
        pillars = [p for p in state.players if p.role in PILLARS]
        if pillars and not any(p.alive for p in pillars):
            return self._win(state, VILLAGE, "pillars_out")  # ZH-9.2 (b)
        return None

    def _win(self, state: GameState, team: str, reason: str) -> Outcome:
        winners = tuple(p.seat for p in state.players if p.wins_with == team)  # ZH-9.5
        return Outcome((team,), winners, reason=reason)

    def end_game(self, state: GameState, outcome: Outcome) -> None:
        zh = ext(state)
        if state.phase.kind == "night" and zh.night_dead:
            state.announce("night_result", seats=sorted(zh.night_dead))
        state.outcome = outcome
        state.phase = Phase("over", state.phase.number)
        state.announce("game_over", teams=list(outcome.winning_teams), winners=list(outcome.winners))
        state.announce("roles_revealed", roles=[p.role for p in state.players])

    # -- screens ---------------------------------------------------------------------
    def card(self, state: GameState, seat: int, lang: str = "en") -> dict[str, Any]:
        role = shown_role(state, seat)
        spec = self.roles[role]
        player = state.players[seat]
        zh = ext(state)
        skills = zh.skills.get(seat, set())
        if role != player.role:  # the deluded Madman sees a Werewolf's card (ZH-1.8)
            skills = skills & {"attack", "verify"}
        group = group_of(state, seat)
        card: dict[str, Any] = {
            "role": role,
            "role_name": spec.name(lang),
            "team": spec.team if role != player.role else player.wins_with,
            "text": spec.text(lang),
            "goal": spec.goals.get(lang, spec.goals.get("en", "")),
            "uses": dict(player.uses),
            "skills": sorted(skills),
            "group": [{"seat": s, "role": state.players[s].role} for s in group],
        }
        # the book's words (of the card as shown: a deluded Madman reads a Werewolf's side)
        card["team_name"] = self.attribute_word(card["team"], lang)
        card["ability_names"] = self.ability_names_in(lang)
        if "new_moon" in skills:
            card["events_available"] = [e for e in EVENTS if e not in zh.events_occurred]
        if "supremacy" in skills:
            card["pairs_used"] = sorted(sorted(p) for p in zh.pairs_used)
        if player.role == FOX and role == FOX:
            card["chances"] = zh.fox_chances.get(seat, 0)
        return card

    def moderator_details(self, state: GameState) -> dict[str, Any]:
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
        """The night order (NP-2 … NP-8) with words to say aloud; roles of the setup only."""
        if state.phase.kind != "night" or not isinstance(state.ext, ZhState):
            return []
        steps = []
        for step_id, role, abilities in CHECKLIST_ORDER:
            seats = tuple(p.seat for p in state.players if p.role == role or (role == WEREWOLF and p.role == MADMAN))
            if not seats:
                continue
            active = any(state.players[s].alive for s in seats)
            steps.append(ChecklistStep(step_id, role, CHECKLIST[step_id], seats, abilities, active))
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
                piece("seat_count", seat=names[c] if isinstance(c, int) else c, count=w) for c, w in params["totals"]
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


ASK_CHOICES: dict[str, tuple[str, ...]] = {
    "first_shot": ("first_shot", "pass"),
    "cry_injustice": ("cry_injustice", "pass"),
    "badge": ("pass_badge", "tear_badge"),
}

CHECKLIST_ORDER: tuple[tuple[str, str, tuple[str, ...]], ...] = (
    ("elder_respect", ELDER, ("respect",)),
    ("piper", "piper", ("pipe",)),
    ("careerist", "careerist", ("supremacy",)),
    ("werewolf", WEREWOLF, ("attack", "verify")),
    ("white_wolf", "white_wolf", ("pack_check", "bite")),
    ("treasure", TREASURE, ("lure",)),
    ("fox", FOX, ()),
    ("seer", SEER, ("divine", "crystal_ball")),
    ("scapegoat", "scapegoat", ("blame",)),
    ("doctor", "doctor", ("first_aid", "surgery")),
    ("gypsy", "gypsy", ("new_moon",)),
    ("witch", WITCH, ("antidote", "poison")),
    ("elder_prestige", ELDER, ("prestige",)),
)


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


def first_living_village(state: GameState, order: tuple[str, ...]) -> int | None:
    for role in order:
        for p in state.players:
            if p.alive and p.role == role and p.wins_with == VILLAGE:
                return p.seat
    return None


def _priority(role: str) -> int:
    return PUBLIC_ENEMY_ORDER.index(role) if role in PUBLIC_ENEMY_ORDER else len(PUBLIC_ENEMY_ORDER)


def _top(totals: Mapping[Any, Fraction]) -> list[int]:
    positive = {c: w for c, w in totals.items() if isinstance(c, int) and w > 0}
    if not positive:
        return []
    best = max(positive.values())
    return sorted(c for c, w in positive.items() if w == best)


def _totals_param(totals: Mapping[Any, Fraction]) -> list[list[Any]]:
    ordered = sorted(((c, w) for c, w in totals.items() if isinstance(c, int)), key=lambda cw: (-cw[1], cw[0]))
    return [[c, str(w)] for c, w in ordered]


def word(key: str, lang: str) -> str:
    return word_of(WORDS, key, lang)
