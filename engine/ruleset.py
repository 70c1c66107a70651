"""The contract every rule set fulfils, the generic parts they share, and the registry.

A rule set is one package under ``engine/rulesets``: its roles as data
(``RoleSpec``), its abilities as code, its phases and resolution. The base class
here does the generic bookkeeping (who may submit or vote now, one submission
per slot, votes that may or may not change) so a rule set only writes its rules.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from engine.abilities import Ability
from engine.bots import RANDOM_POLICY, BotPolicy
from engine.commands import Advance, Say, Submit, Vote, VoteChoice
from engine.errors import (
    AlreadySubmitted,
    DeadActor,
    EngineError,
    IllegalAction,
    IllegalTarget,
    SetupError,
    UnknownPlayer,
    WrongPhase,
)
from engine.model import GameState, Message, PlayerState, Submission
from engine.options import OptionSpec
from engine.quick_init import quick_init
from engine.refusals import render_refusal
from engine.words import in_lang, sentences, word_of

LANGUAGES = ("en", "es", "it", "zh_CN")

#: ``{key: {lang: text}}``: how every book keeps its words
WordTable = Mapping[str, Mapping[str, str]]


@dataclass(frozen=True)
class RoleSpec:
    """A role as data: its starting attributes, abilities and texts per language."""

    id: str
    team: str
    seen_as: str
    counts_as: frozenset[str]
    abilities: tuple[str, ...] = ()
    names: Mapping[str, str] = field(default_factory=dict)
    texts: Mapping[str, str] = field(default_factory=dict)
    goals: Mapping[str, str] = field(default_factory=dict)
    number: int = 0

    def name(self, lang: str = "en") -> str:
        return self.names.get(lang) or self.names.get("en") or self.id

    def text(self, lang: str = "en") -> str:
        return self.texts.get(lang) or self.texts.get("en") or ""


@quick_init
@dataclass(frozen=True)
class Prompt:
    """Someone expected to act now. ``abilities`` are the choices for one slot
    (a role action, a pack vote...). ``required`` players hold the phase open."""

    seat: int
    abilities: tuple[str, ...]
    slot: str = "role"
    required: bool = True
    changeable: bool = False


@quick_init
@dataclass(frozen=True)
class VotePrompt:
    """A voter in the current vote and what they may choose (None = abstain)."""

    seat: int
    choices: tuple[VoteChoice, ...]
    weight: Fraction = Fraction(1)
    required: bool = True
    changeable: bool = False


@dataclass(frozen=True)
class ChecklistStep:
    """One line of the moderator's night-order checklist."""

    id: str
    role: str
    words: Mapping[str, str]
    seats: tuple[int, ...]
    abilities: tuple[str, ...]
    active: bool


class Ruleset(ABC):
    """Base class of a rule set. Subclasses are registered in ``RULESETS``."""

    name: str = ""
    aliases: tuple[str, ...] = ()
    titles: Mapping[str, str] = {}
    roles: Mapping[str, RoleSpec] = {}
    abilities: Mapping[str, Ability] = {}
    min_players = 3
    max_players = 99
    default_players = 8  # the table size the default options are made for
    # True when prompts and vote prompts depend only on the phase and who is
    # alive, not on submissions or ballots: they are then computed once a phase.
    stable_prompts = False
    bot_policies: Mapping[str, BotPolicy] = {"random": RANDOM_POLICY}
    default_bot = "random"

    def bot_policy(self, name: str | None = None) -> BotPolicy:
        key = name or self.default_bot
        if key not in self.bot_policies:
            raise SetupError.of("unknown_bot_policy", rule="bots", policy=str(key))
        return self.bot_policies[key]

    # -- words -----------------------------------------------------------------
    #: each ability's name per language, ``{ability: {lang: name}}``: a phone, a console row
    #: or a checklist shows these, never an ability id
    ability_names: Mapping[str, Mapping[str, str]] = {}
    #: the book's words for seen-as / counts-as / wins-with values and its teams
    attribute_words: Mapping[str, Mapping[str, str]] = {}
    #: the book's words for its own phase steps and phase kinds ("defense", "review")
    phase_words: Mapping[str, Mapping[str, str]] = {}
    #: the book's words for its channels (a numbered one, "group3", by its stem "group")
    channel_words: Mapping[str, Mapping[str, str]] = {}
    #: why a game of the book ended, by the outcome's reason id
    reason_words: Mapping[str, Mapping[str, str]] = {}
    #: the book's other words by table name: templates, checklist lines, result and option words
    word_tables: Mapping[str, WordTable] = {}

    def ability_name(self, ability_id: str, lang: str = "en") -> str:
        return word_of(self.ability_names, ability_id, lang)

    def attribute_word(self, value: str, lang: str = "en") -> str:
        return word_of(self.attribute_words, value, lang)

    def phase_word(self, step_or_kind: str, lang: str = "en") -> str:
        return word_of(self.phase_words, step_or_kind, lang)

    def channel_word(self, channel: str, lang: str = "en") -> str:
        stem = channel if channel in self.channel_words else channel.rstrip("0123456789")
        return in_lang(self.channel_words.get(stem, {}), lang) or channel

    def reason_word(self, reason: str, lang: str = "en") -> str:
        return word_of(self.reason_words, reason, lang)

    def winning_sides(self, teams: Sequence[str], lang: str = "en") -> str:
        """The winning sides as whole sentences of the book's ``winners`` table, one
        per side ("Gana la aldea.", "Ganan los lobos."); "nobody" when none is known."""
        table = self.word_tables.get("winners", {})
        return sentences(table, [t for t in teams if t in table] or [k for k in ("nobody",) if k in table], lang)

    def text_tables(self) -> dict[str, WordTable]:
        """Every text of the book by table, each ``{key: {lang: text}}``: what
        ``scripts/translations.py check`` requires in every language of ``LANGUAGES``."""
        roles = self.roles.values()
        return {
            "title": {self.name: self.titles},
            "role names": {r.id: r.names for r in roles},
            "role texts": {r.id: r.texts for r in roles},
            "role goals": {r.id: r.goals for r in roles},
            "ability names": {a: self.ability_names.get(a, {}) for a in self.abilities},
            "attribute words": self.attribute_words,
            "phase words": self.phase_words,
            "channel words": self.channel_words,
            "reason words": self.reason_words,
            **self.word_tables,
        }

    # -- setup ---------------------------------------------------------------
    def default_options(self) -> dict[str, Any]:
        return {}

    def options(self, state: GameState) -> dict[str, Any]:
        return {**self.default_options(), **state.options}

    #: every option the rule set reads, described (engine/options.py); set per book
    option_table: tuple[OptionSpec, ...] = ()

    def option_specs(self) -> tuple[OptionSpec, ...]:
        """The options a setup form offers, in the order it shows them."""
        return self.option_table

    def proposed_options(self, players: int) -> dict[str, Any]:
        """The defaults made to deal a legal game at ``players`` seats. Rule sets
        whose book fixes one table size propose a composition for the others."""
        return self.default_options()

    def check_table(self, state: GameState) -> None:
        n = len(state.players)
        if not self.min_players <= n <= self.max_players:
            raise SetupError.of(
                "player_count", rule=f"{self.name}:players", least=self.min_players, most=self.max_players, count=n
            )

    @abstractmethod
    def build_composition(self, state: GameState) -> list[str]:
        """The role ids to deal, from the options and the game's RNG."""

    def check_roles(self, state: GameState, roles: tuple[str, ...]) -> None:
        """Validate an explicit assignment (scenarios, manual deals)."""
        if len(roles) != len(state.players):
            raise SetupError.of("role_count", rule=f"{self.name}:deal", dealt=len(roles), seats=len(state.players))
        unknown = sorted(set(roles) - set(self.roles))
        if unknown:
            raise SetupError.of("unknown_roles", rule=f"{self.name}:deal", unknown=tuple(unknown))

    def assign(self, player: PlayerState, role_id: str) -> None:
        """Give a player a role and the role's starting attributes and uses."""
        spec = self.roles[role_id]
        player.role = role_id
        player.seen_as = spec.seen_as
        player.counts_as = spec.counts_as
        player.wins_with = spec.team
        player.uses = {a: u for a in spec.abilities if (u := self._uses_of(a)) is not None}

    def _uses_of(self, ability_id: str) -> int | None:
        ability = self.abilities.get(ability_id)
        return ability.uses if ability else None

    @abstractmethod
    def start(self, state: GameState) -> None:
        """After the deal: starting knowledge, channels, rule-set state, first phase."""

    # -- positions (engine/position.py) -------------------------------------
    def open_position_night(self, state: GameState, number: int) -> None:
        """Open night ``number`` of a position as play would (``open_phase``)."""
        raise SetupError.of("no_position_night", rule="position")

    def check_position(self, state: GameState) -> None:
        """The rule set's own checks of a position laid down by ``engine.position``
        (seats, counts and pending effects in its ``ext``); raise ``PositionError``."""
        return None

    # -- who acts now --------------------------------------------------------
    def prompts(self, state: GameState) -> list[Prompt]:
        return []

    def vote_prompts(self, state: GameState) -> list[VotePrompt]:
        return []

    def current_prompts(self, state: GameState) -> list[Prompt]:
        """``prompts`` computed once per command (the memo is cleared on every fold)."""
        cached = state.memo.get("prompts")
        if cached is None:
            cached = state.memo["prompts"] = self.prompts(state)
        return cached

    def current_vote_prompts(self, state: GameState) -> list[VotePrompt]:
        cached = state.memo.get("vote_prompts")
        if cached is None:
            cached = state.memo["vote_prompts"] = self.vote_prompts(state)
        return cached

    def seat_prompts(self, state: GameState, seat: int) -> list[Prompt]:
        """``seat``'s current prompts in ``current_prompts`` order. Indexed once per
        command: every player view and every submission looked for its own."""
        index = state.memo.get("prompts_by_seat")
        if index is None:
            index = state.memo["prompts_by_seat"] = {}
            for prompt in self.current_prompts(state):
                index.setdefault(prompt.seat, []).append(prompt)
        found: list[Prompt] = index.get(seat, [])
        return found

    def seat_vote_prompt(self, state: GameState, seat: int) -> VotePrompt | None:
        """``seat``'s first current vote prompt (None: not voting now)."""
        index = state.memo.get("vote_prompt_by_seat")
        if index is None:
            index = state.memo["vote_prompt_by_seat"] = {}
            for prompt in self.current_vote_prompts(state):
                index.setdefault(prompt.seat, prompt)
        found: VotePrompt | None = index.get(seat)
        return found

    def legal_targets(self, state: GameState, seat: int, ability_id: str) -> list[int]:
        ability = self.abilities.get(ability_id)
        if ability is None:
            return []
        return ability.candidates(state, state.players[seat])

    def ability_rules(self, state: GameState, seat: int, ability_id: str) -> dict[str, Any]:
        """What a legal use needs beyond its legal targets and their count, as data a
        phone or a bot offers choices from (views carry it, so neither guesses):
        ``option``: ``{"choices": [...], "text": n}``, the option is one of the choices,
        or ``"choice:text"`` with 1 to n characters of text when n > 0;
        ``groups``: one target from each list; ``excluded``: target pairs never accepted
        together; ``excludes``: this player's abilities that this one rules out in the
        same phase. Default: no option, no rule between targets or abilities."""
        return {}

    def option_label(self, ability_id: str, option: str, lang: str = "en") -> str:
        """The rule set's word, in ``lang``, for one of an ability's option choices, so a
        phone never shows a raw id. Default: a role's name, else the choice itself."""
        spec = self.roles.get(option)
        return spec.name(lang) if spec else option

    # -- submissions -----------------------------------------------------------
    def prompt_for(self, state: GameState, command: Submit) -> Prompt:
        self.check_actor(state, command.actor)
        prompts = self.seat_prompts(state, command.actor)
        for prompt in prompts:
            if command.ability in prompt.abilities and (command.slot is None or command.slot == prompt.slot):
                return prompt
        if prompts:
            raise IllegalAction.of(
                "not_your_action", rule=self.action_rule, player=command.actor, ability=command.ability
            )
        raise WrongPhase.of("nothing_to_submit", rule=self.action_rule, player=command.actor)

    action_rule = ""
    vote_rule = ""
    once_rule = ""

    def check_actor(self, state: GameState, seat: int) -> None:
        if not 0 <= seat < len(state.players):
            raise UnknownPlayer.of("no_seat", player=seat, seat=seat)
        if not state.players[seat].alive and not self.dead_may_act(state, seat):
            raise DeadActor.of("eliminated", rule=self.dead_rule, player=seat, name=state.players[seat].name)

    dead_rule = ""

    def dead_may_act(self, state: GameState, seat: int) -> bool:
        return False

    def check_submit(self, state: GameState, command: Submit) -> None:
        prompt = self.prompt_for(state, command)
        if (command.actor, prompt.slot) in state.submissions and not prompt.changeable:
            raise AlreadySubmitted.of(
                "submitted_tonight", rule=self.once_rule, player=command.actor, name=state.players[command.actor].name
            )
        ability = self.abilities.get(command.ability)
        if ability is not None:
            ability.check(state, state.players[command.actor], command.targets)
        elif command.targets:
            raise IllegalTarget.of(
                "takes_no_target", rule=self.action_rule, player=command.actor, ability=command.ability
            )
        self.check_option(state, command)

    def check_option(self, state: GameState, command: Submit) -> None:
        if command.option is not None:
            raise IllegalAction.of(
                "takes_no_option", rule=self.action_rule, player=command.actor, ability=command.ability
            )

    def apply_submit(self, state: GameState, command: Submit) -> None:
        prompt = self.prompt_for(state, command)
        state.submissions[(command.actor, prompt.slot)] = Submission(
            command.actor, command.ability, command.targets, command.option
        )

    # -- votes ---------------------------------------------------------------
    def check_vote(self, state: GameState, command: Vote) -> None:
        self.check_actor(state, command.voter)
        prompt = self.seat_vote_prompt(state, command.voter)
        if prompt is None:
            raise WrongPhase.of("no_vote_open", rule=self.vote_rule, player=command.voter)
        if command.voter in state.ballots and not prompt.changeable:
            raise AlreadySubmitted.of("ballots_final", rule=self.vote_rule, player=command.voter)
        if command.choice not in prompt.choices:
            raise IllegalTarget.of("invalid_choice", rule=self.vote_rule, player=command.voter)

    def apply_vote(self, state: GameState, command: Vote) -> None:
        state.ballots[command.voter] = command.choice

    def check_say(self, state: GameState, command: Say) -> None:
        """Who may write in a channel now, after the generic checks (the channel
        exists, the speaker is a member, the line's length). Default: living
        members only. Rule sets refine it: only the accused during a defense, the
        dead in their graveyard."""
        if not state.players[command.speaker].alive:
            raise IllegalAction.of(
                "dead_may_not_write",
                rule=self.dead_rule or "channel",
                player=command.speaker,
                name=state.players[command.speaker].name,
            )

    # -- closing a phase ---------------------------------------------------
    @abstractmethod
    def check_advance(self, state: GameState, command: Advance) -> None:
        """Raise unless the moderator may close the current phase now."""

    @abstractmethod
    def advance(self, state: GameState, command: Advance) -> None:
        """Close the phase: resolve it, announce, check victory, open the next."""

    def on_time(self, state: GameState) -> None:
        """Called after every ``Clock`` / ``Presence`` command (``state.now_ms`` has
        moved): close phases whose deadline has passed. Default: time changes nothing."""
        return None

    def auto_advance_due(self, state: GameState, now_ms: int) -> bool:
        """Whether the app should close the current phase by itself now: the rule set
        ends this phase at a deadline that ``now_ms`` has reached. The app then sends a
        plain ``Advance``; a moderator who holds the clock sends no time, so nothing
        is due. Default: phases end only when the moderator closes them."""
        return False

    def missing(self, state: GameState) -> list[int]:
        """Seats whose required action or vote is still missing, in seat order."""
        waiting = {
            p.seat for p in self.current_prompts(state) if p.required and (p.seat, p.slot) not in state.submissions
        }
        waiting |= {v.seat for v in self.current_vote_prompts(state) if v.required and v.seat not in state.ballots}
        return sorted(waiting)

    # -- what screens may show ---------------------------------------------
    def card(self, state: GameState, seat: int, lang: str = "en") -> dict[str, Any]:
        player = state.players[seat]
        spec = self.roles.get(player.role)
        return {
            "role": player.role,
            "role_name": spec.name(lang) if spec else "",
            "team": player.wins_with,
            "text": spec.text(lang) if spec else "",
            "goal": spec.goals.get(lang, spec.goals.get("en", "")) if spec else "",
            "uses": dict(player.uses),
            # the book's words, so no screen shows an id: the side and every ability's name
            "team_name": self.attribute_word(player.wins_with, lang),
            "ability_names": self.ability_names_in(lang),
        }

    def ability_names_in(self, lang: str) -> dict[str, str]:
        """Every ability's name in ``lang`` (a card carries them all). A book's words
        never change, so the table is made once per language (naming thirty
        abilities was a fifth of a bot game) and each card gets its own copy."""
        tables: dict[str, dict[str, str]] = self.__dict__.setdefault("_ability_name_tables", {})
        table = tables.get(lang)
        if table is None:
            table = tables[lang] = {a: self.ability_name(a, lang) for a in self.abilities}
        return dict(table)

    def status_is_public(self, state: GameState) -> bool:
        """Whether the village may see who has acted (only safe when everyone acts)."""
        return False

    def public_setup(self, state: GameState) -> dict[str, Any]:
        """What the table may know of the composition (rule sets differ)."""
        return {"players": len(state.players)}

    def role_public(self, state: GameState, seat: int) -> str | None:
        """The role the public knows for this seat (revealed on elimination...)."""
        return None

    def ballots_public(self, state: GameState) -> bool:
        """Whether the village may learn who voted for whom (a book that publishes
        only totals keeps every ballot secret, in the end-of-game story too)."""
        return False

    def checklist(self, state: GameState) -> list[ChecklistStep]:
        return []

    def moderator_details(self, state: GameState) -> dict[str, Any]:
        """Rule-set state a narrator may see beside the grimoire (kill points,
        charges, histories...); plain JSON-able data. Never part of other views."""
        return {}

    def render(self, message: Message, names: list[str], lang: str = "en") -> str:
        """Human text of a message; rule sets provide their templates."""
        return f"{message.kind} {message.params}"

    # -- words for ids (refusals, phones' Act headings) ------------------------
    def role_name(self, role: str, lang: str = "en") -> str:
        spec = self.roles.get(role)
        return spec.name(lang) if spec else role

    def refusal_text(self, error: EngineError, lang: str = "en") -> str:
        """A refusal of this book in ``lang``, with its words for roles and abilities."""
        return render_refusal(error.key, error.params, lang, self)


RULESETS: dict[str, Ruleset] = {}


def register(ruleset: Ruleset) -> Ruleset:
    for key in (ruleset.name, *ruleset.aliases):
        RULESETS[key] = ruleset
    return ruleset


def find_ruleset(name: str) -> Ruleset:
    """The rule set registered under ``name`` or one of its aliases.

    The core never imports a rule book (that would be an import circle): the
    books register themselves when ``engine.rulesets`` is imported, which the
    ``engine`` package does for every reader of the engine."""
    try:
        return RULESETS[name]
    except KeyError:
        raise SetupError.of("unknown_ruleset", rule="ruleset", name=str(name)) from None


def ruleset_names() -> list[str]:
    return sorted({r.name for r in RULESETS.values()})
