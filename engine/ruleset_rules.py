"""A rule book's rules of play that the core checks every command against: who
acts now, one submission per slot, votes that may or may not change, who may
write, and closing a phase. The generic bookkeeping is here, so a book writes
only its own rules (its prompts, its resolution)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property

from engine.abilities import Ability
from engine.commands import Advance, Say, Submit, Vote, VoteChoice
from engine.errors import (
    AlreadySubmitted,
    DeadActor,
    IllegalAction,
    IllegalTarget,
    UnknownPlayer,
    WrongPhase,
)
from engine.model import GameState, new_submission
from engine.quick_init import quick_init
from engine.ruleset_book import BookData
from engine.view_types import AbilityData, AbilityRules, PromptData


@quick_init
@dataclass(frozen=True, slots=True)
class Prompt:
    """Someone expected to act now. ``abilities`` are the choices for one slot
    (a role action, a pack vote...). ``required`` players hold the phase open."""

    seat: int
    abilities: tuple[str, ...]
    slot: str = "role"
    required: bool = True
    changeable: bool = False


@quick_init
@dataclass(frozen=True, slots=True)
class VotePrompt:
    """A voter in the current vote and what they may choose (None = abstain)."""

    seat: int
    choices: tuple[VoteChoice, ...]
    weight: Fraction = Fraction(1)
    required: bool = True
    changeable: bool = False


NO_PROMPTS: list[Prompt] = []
"""A seat's prompts when it has none (shared: readers never change a prompt list)."""


class PromptTable:
    """The prompts and vote prompts of one state, indexed by seat in one pass.

    Built once per state by ``RulesetRules.prompt_table`` from the rules' own
    ``prompts`` and ``vote_prompts`` (no copy of a rule), and read by everyone who
    asked the same question on the same state: the acting-seats scan (the
    simulation's and the scenario bots' loop), the public view's status, every
    seat's view (bots' and phones'), the check of each submission and ballot.
    ``abilities`` keeps each (seat, ability)'s view data (legal targets included)
    once a view has built it. Read-only for everyone but its builder."""

    __slots__ = ("abilities", "acting", "by_seat", "prompts", "shared", "vote_by_seat", "vote_prompts")

    def __init__(self, prompts: list[Prompt], vote_prompts: list[VotePrompt]) -> None:
        self.prompts = prompts
        self.vote_prompts = vote_prompts
        by_seat: dict[int, list[Prompt]] = {}
        for prompt in prompts:  # ``in`` and a store, not method calls: one seat, one prompt in most books
            seat = prompt.seat
            if seat in by_seat:
                by_seat[seat].append(prompt)
            else:
                by_seat[seat] = [prompt]
        vote_by_seat: dict[int, VotePrompt] = {}
        for vote in vote_prompts:
            if vote.seat not in vote_by_seat:  # a seat's first vote prompt
                vote_by_seat[vote.seat] = vote
        self.by_seat = by_seat
        self.vote_by_seat = vote_by_seat
        #: the seats with a prompt or a vote prompt now, in seat order
        self.acting = sorted(by_seat.keys() | vote_by_seat.keys() if vote_by_seat else by_seat)
        #: each seat's prompts, each with its abilities as view data and its shared unanswered
        #: data when it has one (``RulesetRules.blank_prompts``), once a view built them
        self.abilities: dict[int, list[tuple[Prompt, list[AbilityData], PromptData | None]]] = {}
        #: an ability's view data shared by the seats it says share it (``Ability.shares_targets``)
        self.shared: dict[str, AbilityData] = {}

    def status(self) -> list[int]:
        """The seats holding the phase open (a required prompt or vote prompt), in seat
        order: what the public view's status lists when the book makes it public."""
        required = {p.seat for p in self.prompts if p.required}
        required.update([v.seat for v in self.vote_prompts if v.required])
        return sorted(required)


EMPTY_TABLE = PromptTable([], [])
"""The prompt table of every state where nobody acts (a day before its vote): its caches
stay empty, as only a seat with prompts fills them (``engine.views._prompts_of``)."""


class RulesetRules(BookData, ABC):
    """Who may act, submit, vote and write now, and closing the phase."""

    # True when prompts and vote prompts depend only on the phase and who is
    # alive, not on submissions or ballots, and so do their abilities' legal targets,
    # uses and rules (the views' data in ``PromptTable.abilities``): all of them are
    # then computed once a phase and kept across actions.
    stable_prompts = False
    #: the rule ids a refusal names: an action, a vote, acting twice, a dead actor
    action_rule = ""
    vote_rule = ""
    once_rule = ""
    dead_rule = ""

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

    def prompt_table(self, state: GameState) -> PromptTable:
        """Who acts in this state and with what, indexed once (``PromptTable``): the
        acting-seats scan, every view, every submission's and ballot's check read it.
        Kept in the memo beside the prompts it indexes (a stable book keeps both
        across actions, every other command drops them)."""
        memo = state.memo
        table: PromptTable | None = memo.get("prompt_table")
        if table is None:
            # ``current_prompts`` and ``current_vote_prompts`` without their two frames: the
            # same memo entries, filled by the same hooks (a table is built ~9 times a bot game)
            prompts = memo.get("prompts")
            if prompts is None:
                prompts = memo["prompts"] = self.prompts(state)
            votes = memo.get("vote_prompts")
            if votes is None:
                votes = memo["vote_prompts"] = self.vote_prompts(state)
            # nobody acting (a day): the one shared empty table, none built (nothing ever fills it)
            table = memo["prompt_table"] = PromptTable(prompts, votes) if prompts or votes else EMPTY_TABLE
        return table

    def seat_prompts(self, state: GameState, seat: int) -> list[Prompt]:
        """``seat``'s current prompts in ``current_prompts`` order (the table's index)."""
        return self.prompt_table(state).by_seat.get(seat, NO_PROMPTS)

    def seat_vote_prompt(self, state: GameState, seat: int) -> VotePrompt | None:
        """``seat``'s first current vote prompt (None: not voting now)."""
        return self.prompt_table(state).vote_by_seat.get(seat)

    def legal_targets(self, state: GameState, seat: int, ability_id: str) -> list[int]:
        ability = self.abilities.get(ability_id)
        if ability is None:
            return []
        return ability.candidates(state, state.players[seat])

    def ability_rules(self, state: GameState, seat: int, ability_id: str) -> AbilityRules:
        """What a legal use needs beyond its legal targets and their count, as data a
        phone or a bot offers choices from (views carry it, so neither guesses):
        ``option``: ``{"choices": [...], "text": n}``, the option is one of the choices,
        or ``"choice:text"`` with 1 to n characters of text when n > 0;
        ``groups``: one target from each list; ``excluded``: target pairs never accepted
        together; ``excludes``: this player's abilities that this one rules out in the
        same phase. Default: no option, no rule between targets or abilities."""
        return {}

    @cached_property
    def plain_ability_data(self) -> bool:
        """Whether the book keeps the base ``legal_targets`` and ``ability_rules``: a
        view then asks the ability for its candidates and adds no rules, without the
        two calls between (``engine.views._ability``; every targeted prompt asks)."""
        book = type(self)
        return book.legal_targets is RulesetRules.legal_targets and book.ability_rules is RulesetRules.ability_rules

    @cached_property
    def fixed_abilities(self) -> Mapping[str, AbilityData]:
        """The view data of each ability that is the same for every seat and state when
        the seat holds no uses of it (``engine.views._ability`` then): no target (the
        base ``candidates`` offers none when the count is 0) in a book with plain
        ability data. One shared read-only value per ability (a Villager's ready, a
        rest), not one built per seat and night (tests/engine/test_bot_games_tenth_pass_decide.py)."""
        if not self.plain_ability_data:
            return {}
        return {
            ability_id: {
                "id": ability_id,
                "targets": [],
                "count": 0,
                "uses": None,
                "option": None,
                "groups": None,
                "excluded": [],
                "excludes": [],
            }
            for ability_id, ability in self.abilities.items()
            if ability.targeting.count == 0 and type(ability).candidates is Ability.candidates
        }

    @cached_property
    def blank_prompts(self) -> dict[tuple[tuple[str, ...], str, bool, bool], PromptData]:
        """The unanswered prompt data of a prompt whose abilities are all fixed
        (``fixed_abilities``), by (abilities, slot, required, changeable): the same value
        for every seat holding no uses of them, every night and game (a Villager's ready).
        Filled by ``engine.views._prompts_of``; read-only for everyone else."""
        return {}

    @cached_property
    def sharing_abilities(self) -> Mapping[str, Ability]:
        """The abilities whose view data a prompt table builds once for every seat holding no
        uses of it that ``shares_targets`` says True for (``engine.views._prompts_of``): those
        that say so, in a book with plain ability data and the base ``candidates`` (the data
        is then the candidates and the ability's fixed fields, nothing of the seat's)."""
        if not self.plain_ability_data:
            return {}
        return {
            ability_id: ability
            for ability_id, ability in self.abilities.items()
            if type(ability).shares_targets is not Ability.shares_targets
            and type(ability).candidates is Ability.candidates
        }

    def check_actor(self, state: GameState, seat: int) -> None:
        if not 0 <= seat < len(state.players):
            raise UnknownPlayer.of("no_seat", player=seat, seat=seat)
        if not state.players[seat].alive and not self.dead_may_act(state, seat):
            raise DeadActor.of("eliminated", rule=self.dead_rule, player=seat, name=state.players[seat].name)

    def dead_may_act(self, state: GameState, seat: int) -> bool:
        return False

    # -- submissions -----------------------------------------------------------
    def prompt_for(self, state: GameState, command: Submit) -> Prompt:
        self.check_actor(state, command.actor)
        return self.actor_prompt(state, command)

    def actor_prompt(self, state: GameState, command: Submit) -> Prompt:
        """``prompt_for`` once the actor has been checked (``check_actor``): the
        prompt that offers the command's ability in its slot, or the refusal."""
        prompts = self.prompt_table(state).by_seat.get(command.actor, NO_PROMPTS)  # ``seat_prompts``
        for prompt in prompts:
            if command.ability in prompt.abilities and (command.slot is None or command.slot == prompt.slot):
                return prompt
        if prompts:
            raise IllegalAction.of(
                "not_your_action", rule=self.action_rule, player=command.actor, ability=command.ability
            )
        raise WrongPhase.of("nothing_to_submit", rule=self.action_rule, player=command.actor)

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
        state.submissions[(command.actor, prompt.slot)] = new_submission(
            command.actor, command.ability, command.targets, command.option
        )

    # -- votes ---------------------------------------------------------------
    def check_vote(self, state: GameState, command: Vote) -> None:
        voter = command.voter
        prompt = (state.memo.get("prompt_table") or self.prompt_table(state)).vote_by_seat.get(voter)
        # A ballot every test of ``check_ballot`` accepts (a voter holds a vote prompt only
        # at his own seat, so ``check_actor`` asks only whether he lives) is accepted here,
        # without its calls; any other goes through them in order, for the refusal they raise.
        if (
            prompt is not None
            and state.players[voter].alive
            and (prompt.changeable or voter not in state.ballots)
            and command.choice in prompt.choices
        ):
            return
        self.check_ballot(state, command)

    def check_ballot(self, state: GameState, command: Vote) -> None:
        """Every test of a ballot, in order, each with its refusal (``check_vote`` comes
        here for any ballot it does not accept at once)."""
        self.check_actor(state, command.voter)
        prompt = self.prompt_table(state).vote_by_seat.get(command.voter)  # ``seat_vote_prompt``
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

    def current_missing(self, state: GameState) -> list[int]:
        """``missing`` computed once per state (the memo is cleared on every fold):
        the table's loop, the check of the ``Advance`` that closes the phase and the
        public view all ask on the same state. Read-only, as ``current_prompts``."""
        cached: list[int] | None = state.memo.get("missing")
        if cached is None:
            cached = state.memo["missing"] = self.missing(state)
        return cached

    def missing(self, state: GameState) -> list[int]:
        """Seats whose required action or vote is still missing, in seat order."""
        waiting = {
            p.seat for p in self.current_prompts(state) if p.required and (p.seat, p.slot) not in state.submissions
        }
        waiting |= {v.seat for v in self.current_vote_prompts(state) if v.required and v.seat not in state.ballots}
        return sorted(waiting)
