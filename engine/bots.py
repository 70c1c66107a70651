"""Bots: fixed, non-AI policies that see exactly what a phone shows.

A policy is handed ``player_view(seat)`` (a plain dict) and its own RNG, never
the game, so "bots use only legitimate knowledge" holds by construction
(MV-9.6/9.7). Rule sets register their own policies next to ``random``.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence
from typing import Protocol, TypeVar

from engine.commands import Command, Submit, Vote
from engine.view_types import AbilityData, PlayerView, PromptData, VoteChoiceData, VoteData

T = TypeVar("T")


class BotPolicy(Protocol):
    def decide(self, view: PlayerView, rng: random.Random) -> list[Command]:
        """The commands this bot sends now (possibly none)."""
        ...


def choose(rng: random.Random, items: Sequence[T]) -> T:
    """``rng.choice(items)``: the same item, the generator left in the same state.
    ``Random.choice`` is two Python frames (``choice``, then ``_randbelow``) around one
    C draw; a bot game draws ~48 times. This is ``_randbelow_with_getrandbits``, the
    draw a plain ``random.Random`` makes (a subclass, or nothing to choose from, takes
    ``choice`` itself); tests/engine/test_bot_games_ninth_pass_decide.py pins it."""
    n = len(items)
    if type(rng) is not random.Random or not n:
        return rng.choice(items)
    k = n.bit_length()  # as ``_randbelow_with_getrandbits``: k bits, redrawn until below n
    drawn = rng.getrandbits(k)
    while drawn >= n:
        drawn = rng.getrandbits(k)
    return items[drawn]


#: the commands the random policy sent, by their fields: a command is an immutable value,
#: so the same ballot or submission of another night or game is the same value, read
#: back instead of built again (~3.5 k instructions a build, ~40 a game; a lookup ~0.5 k).
#: Emptied when full, so it never holds more than a table's worth of recent choices.
_SENT: dict[tuple[object, ...], Command] = {}
SENT_KEPT = 4096


def sent_submit(seat: int, ability: str, targets: tuple[int, ...], option: str | None, slot: str) -> Command:
    """``Submit(seat, ability, targets, option, slot)``, shared when sent before.
    Seats and targets are ints, options and slots text (a view's data), so equal
    fields are the same fields: no ``True`` stands for seat 1."""
    key = (seat, ability, targets, option, slot)
    found = _SENT.get(key)
    if found is None:
        found = _sent(key, Submit(seat, ability, targets, option, slot))
    return found


def sent_vote(seat: int, choice: VoteChoiceData) -> Command:
    """``Vote(seat, choice)``, shared when sent before (a seat's or an abstention; any
    other kind of choice is built each time: ``True == 1`` must not find seat 1's ballot)."""
    if choice is not None and type(choice) is not int:
        return Vote(seat, choice)
    key = (seat, choice, None)  # a third item: never equal to a submission's key
    found = _SENT.get(key)
    if found is None:
        found = _sent(key, Vote(seat, choice))
    return found


def _sent(key: tuple[object, ...], command: Command) -> Command:
    if len(_SENT) >= SENT_KEPT:
        _SENT.clear()
    _SENT[key] = command
    return command


def pending_prompts(view: PlayerView) -> list[PromptData]:
    """The view's prompts not yet answered (or answerable again)."""
    return [p for p in view["prompts"] if p["submitted"] is None]


Taken = set[tuple[str, str]]
"""(ability, option) pairs this bot already chose in the same decision ("" for
no option): one player names two different choices in two slots of one ability
(ZH-4.7.6), and no ability that one already chosen ``excludes`` (IT-7.20)."""

#: What a bot writes where an option carries free text (a Crystal Ball message).
BOT_TEXT = "a word from a bot"


def usable(prompt: PromptData, taken: Taken | None = None) -> list[AbilityData]:
    """Abilities of a prompt that can be used now: uses left, a legal set of
    targets, and an option to give if the ability takes one."""
    chosen = {ability for ability, _option in taken} if taken else None  # none chosen yet: nothing excluded
    found: list[AbilityData] = []
    for a in prompt["abilities"]:  # a loop, not a comprehension: no frame of its own (every decision asks)
        count = a["count"]
        if (
            a["uses"] != 0  # a view's ability data holds every key (``AbilityData``): no ``get`` call
            # enough legal targets; with groups or excluded sets, one set they accept (a call)
            and (not count or (_targets_exist(a) if a["groups"] or a["excluded"] else len(a["targets"]) >= count))
            and (a["option"] is None or option_choices(a, taken))
            and (chosen is None or chosen.isdisjoint(a.get("excludes", [])))
        ):
            found.append(a)
    return found


def _targets_exist(ability: AbilityData) -> bool:
    """A set of targets exists that the ability's groups (one from each) or its
    ``excluded`` sets accept (``usable`` counts the plain legal targets itself)."""
    if groups := ability["groups"]:
        return _fill_groups(groups, []) is not None
    return bool(allowed_sets(ability))


def _fill_groups(groups: list[list[int]], chosen: list[int]) -> list[int] | None:
    """One distinct target from each group, the first found (None: impossible)."""
    if len(chosen) == len(groups):
        return chosen
    for seat in groups[len(chosen)]:
        if seat not in chosen and (found := _fill_groups(groups, [*chosen, seat])) is not None:
            return found
    return None


def allowed_sets(ability: AbilityData) -> list[tuple[int, ...]]:
    """Every set of ``count`` legal targets the ability's ``excluded`` rule accepts."""
    excluded = {frozenset(seats) for seats in ability.get("excluded", [])}
    combos = itertools.combinations(ability["targets"], ability["count"])
    return [c for c in combos if frozenset(c) not in excluded]


def option_choices(ability: AbilityData, taken: Taken | None = None) -> list[str]:
    """The choices the ability's option offers that this bot has not named yet."""
    spec = ability.get("option")
    if spec is None:
        return []
    return [c for c in spec["choices"] if (ability["id"], c) not in (taken or set())]


def option_value(ability: AbilityData, choice: str) -> str:
    """The option as the engine reads it: the choice, or ``choice:text`` when it carries text."""
    spec = ability["option"]
    return f"{choice}:{BOT_TEXT[: spec['text']]}" if spec and spec["text"] else choice


def pick_option(ability: AbilityData, rng: random.Random, taken: Taken | None = None) -> str | None:
    """A uniform legal option (None when the ability takes none); noted in ``taken``."""
    if ability.get("option") is None:
        return None
    choice = choose(rng, option_choices(ability, taken))
    if taken is not None:
        taken.add((ability["id"], choice))
    return option_value(ability, choice)


def pick_targets(ability: AbilityData, rng: random.Random) -> tuple[int, ...]:
    """Uniform legal targets: one per group when the ability has groups, a set
    not excluded when some are, else any ``count`` of the legal targets."""
    count = ability["count"]
    if not count:
        return ()
    if groups := ability["groups"]:
        chosen: list[int] = []
        for group in groups:
            chosen.append(choose(rng, [s for s in group if s not in chosen]))
        return tuple(chosen)
    if ability["excluded"]:
        return tuple(choose(rng, allowed_sets(ability)))
    if count == 1:
        # ``sample(targets, 1)`` is ``targets[randbelow(len(targets))]``, the draw
        # ``choice`` makes, after checks that cost more than the draw (most targeted
        # abilities name one seat); tests/engine/test_bot_games_third_pass.py
        return (choose(rng, ability["targets"]),)
    return tuple(rng.sample(ability["targets"], count))


def vote_pending(view: PlayerView) -> bool:
    vote = view["vote"]
    return vote is not None and not vote["cast"]


def vote_choices(view: PlayerView) -> list[VoteChoiceData]:
    """What the vote offers this player (nothing when there is no vote for them)."""
    vote = view["vote"]
    return vote["choices"] if vote else []


SEAT_NUMBERS = frozenset(range(1000))
"""Every seat number a table can have (more than any book's ``max_players``). A view's
vote choice is an int (a seat), a text or None (``VoteChoiceData``): among those, the
values in this set are exactly the ints of its range, ``True`` and ``False`` included
(ints, as ``isinstance`` says); a text or None is never in it."""


def vote_seats(choices: list[VoteChoiceData]) -> list[VoteChoiceData]:
    """The seats a vote offers (its int choices, in order), abstaining and texts left out."""
    seats: list[VoteChoiceData] = []
    for choice in choices:  # a loop: no comprehension frame
        if isinstance(choice, int):
            seats.append(choice)
    return seats


SeatFields = tuple[int, list[PromptData], VoteData | None]
"""A seat's fields of its view that a ``SeatPolicy`` reads: its seat, prompts and vote."""


class SeatPolicy:
    """A policy that reads only three fields of its view: ``seat``, ``prompts`` and
    ``vote``. The simulation hands it those fields of every acting seat of a table at
    once (``engine.bot_view.seat_decisions`` → ``decide_table``), built by the view's
    own functions, instead of a view object around them; any other caller hands it a
    view, and ``decide`` reads the same three fields there."""

    def decide(self, view: PlayerView, rng: random.Random) -> list[Command]:
        return self.decide_seat(view["seat"], view["prompts"], view["vote"], rng)

    def decide_seat(
        self, seat: int, prompts: list[PromptData], vote: VoteData | None, rng: random.Random
    ) -> list[Command]:
        """The commands the bot in ``seat`` sends, from its view's prompts and vote."""
        raise NotImplementedError

    def decide_table(self, seats: list[SeatFields], rng: random.Random) -> list[tuple[int, list[Command]]]:
        """Each seat's ``decide_seat``, in order, with the same generator (a policy may
        decide them all in one frame, as long as it decides and draws the same)."""
        return [(seat, self.decide_seat(seat, prompts, vote, rng)) for seat, prompts, vote in seats]


class RandomPolicy(SeatPolicy):
    """Uniform choices: any usable ability, any legal targets and option; every
    vote goes uniformly to another living player (never abstains)."""

    def decide_seat(
        self, seat: int, prompts: list[PromptData], vote: VoteData | None, rng: random.Random
    ) -> list[Command]:
        return self.decide_table([(seat, prompts, vote)], rng)[0][1]

    def decide_table(self, seats: list[SeatFields], rng: random.Random) -> list[tuple[int, list[Command]]]:
        """Every seat's decision in one frame, in seat order (the draws in that order)."""
        decisions: list[tuple[int, list[Command]]] = []
        # ``choose``'s draw made here for a plain generator (a frame less a decision: ~38 a game)
        plain = type(rng) is random.Random
        getrandbits = rng.getrandbits
        # a prompt's usable abilities by the prompt data's identity: the Villagers of a night
        # share one unanswered prompt value (``RulesetRules.blank_prompts``), and ``usable``
        # of a prompt alone (nothing ``taken``) reads only the prompt; every prompt read here
        # is held by ``seats`` for the whole call, so no identity is reused meanwhile
        found: dict[int, list[AbilityData]] = {}
        for seat, prompts, vote in seats:
            commands: list[Command] = []
            if prompts:  # none in a vote (every seat's is the same empty list): nothing to set up
                # what this decision chose so far, read only by a later prompt of the same decision
                taken: Taken | None = set() if len(prompts) > 1 else None
                for prompt in prompts:
                    if prompt["submitted"] is not None:  # answered (``pending_prompts``)
                        continue
                    if taken is None:
                        options = found.get(id(prompt))
                        if options is None:
                            options = found[id(prompt)] = usable(prompt)
                    else:
                        options = usable(prompt, taken)
                    if options:
                        if plain:  # ``choose``: ``k`` bits, redrawn until below the count
                            n = len(options)
                            k = n.bit_length()
                            drawn = getrandbits(k)
                            while drawn >= n:
                                drawn = getrandbits(k)
                            ability = options[drawn]
                        else:
                            ability = choose(rng, options)
                        targets = pick_targets(ability, rng) if ability["count"] else ()  # no target: no call
                        option = None if ability["option"] is None else pick_option(ability, rng, taken)
                        if taken is not None:
                            taken.add((ability["id"], option or ""))
                        # ``sent_submit`` without its frame: the same kept command by its fields
                        key = (seat, ability["id"], targets, option, prompt["slot"])
                        command = _SENT.get(key)
                        if command is None:
                            command = _sent(key, Submit(*key))
                        commands.append(command)
            if vote is not None and not vote["cast"]:  # ``vote_pending`` and ``vote_choices`` in one
                offered = vote["choices"]
                # the seats among the choices: every seat then abstaining (every Moonveil vote)
                # is told by one C-level set test, not an ``isinstance`` per choice (``vote_seats``)
                choices = offered[:-1] if offered and offered[-1] is None else offered
                if not SEAT_NUMBERS.issuperset(choices):
                    choices = vote_seats(offered)
                if choices and plain:  # ``choose``'s draw, as above
                    n = len(choices)
                    k = n.bit_length()
                    drawn = getrandbits(k)
                    while drawn >= n:
                        drawn = getrandbits(k)
                    choice = choices[drawn]
                else:
                    choice = choose(rng, choices) if choices else None
                # ``sent_vote`` without its frame: a seat's or an abstention's kept ballot
                if choice is None or type(choice) is int:
                    ballot_key = (seat, choice, None)
                    ballot = _SENT.get(ballot_key)
                    if ballot is None:
                        ballot = _sent(ballot_key, Vote(seat, choice))
                else:
                    ballot = Vote(seat, choice)
                commands.append(ballot)
            decisions.append((seat, commands))
        return decisions


RANDOM_POLICY = RandomPolicy()
