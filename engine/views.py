"""Views: the only way out of the engine.

``public_view`` is what the village may see (the projector, the TV page, every
phone). ``player_view`` adds exactly one player's secrets. ``moderator_view``
is the grimoire for a narrator, or the public view plus submission status for a
playing host. Views are plain JSON-able data built from audiences, so a screen
handed a view cannot leak what is not in it.

A message's ``seq`` in a public or player view counts only what that audience
sees, so no gap betrays a message it cannot see (MV-10.3): the i-th public
announcement has ``2*i + 1``; a player's own message sent after i announcements
has ``2*i``, so sorting a player's messages together with the announcements by
``seq`` keeps the order they were sent in. Only the moderator's log carries the
game's own numbers.
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Mapping
from typing import TYPE_CHECKING, cast

from engine.model import GameState, Message, Submission
from engine.view_types import (
    AbilityData,
    AbilityRules,
    Card,
    MessageData,
    ModeratorView,
    PlayerView,
    PromptData,
    PublicView,
    SeatData,
    SubmittedData,
    VoteData,
)
from engine.voting import ONE, text

NO_RULES: AbilityRules = {}
"""The base ``ability_rules``' answer, shared (read, never changed)."""

if TYPE_CHECKING:
    from engine.ruleset import Ruleset
    from engine.ruleset_rules import PromptTable


def _message(ruleset: Ruleset, state: GameState, message: Message, lang: str | None) -> MessageData:
    """A message as data; with ``lang`` None (bots, simulation) no text is rendered.
    Messages never change, so each rendering is kept on the message (views are
    read-only data: callers must not mutate them)."""
    key = lang or ""
    data = message.rendered.get(key)
    if data is None:
        data = message.to_dict()
        if lang is not None:
            data["text"] = ruleset.render(message, state.names(), lang)
        message.rendered[key] = data
    return data


def _numbered(ruleset: Ruleset, state: GameState, message: Message, lang: str | None, seq: int) -> MessageData:
    """The message data with its audience's own number ``seq`` (a copy: the cached data
    is shared). That number counts the public messages sent before this one, so it
    never changes either: the numbered data is kept on the message as well."""
    key = f"{lang or ''}#audience"
    data = message.rendered.get(key)
    if data is None:
        data = _message(ruleset, state, message, lang)
        if data["seq"] != seq:
            data = {**data, "seq": seq}
        message.rendered[key] = data
    return data


def _public_seqs(state: GameState) -> list[int]:
    """The game numbers of the public messages, found once per command: every
    player's view numbers its own messages among them."""
    seqs: list[int] | None = state.memo.get("public_seqs")
    if seqs is None:
        seqs = state.memo["public_seqs"] = [m.seq for m in state.messages if m.audience.kind == "public"]
    return seqs


def _seats(ruleset: Ruleset, state: GameState) -> list[SeatData]:
    return [
        {
            "seat": p.seat,
            "name": p.name,
            "bot": p.bot,
            "alive": p.alive,
            "role": state.players[p.seat].role if state.over else ruleset.role_public(state, p.seat),
        }
        for p in state.players
    ]


def public_view(ruleset: Ruleset, state: GameState, lang: str | None = "en") -> PublicView:
    """Everything public, nothing else (built once per command and language)."""
    key = f"public_view:{lang}"
    cached = state.memo.get(key)
    if cached is None:
        cached = state.memo[key] = _public_view(ruleset, state, lang)
    return cached


def _public_view(ruleset: Ruleset, state: GameState, lang: str | None) -> PublicView:
    public = [m for m in state.messages if m.audience.kind == "public"]
    missing: set[int] = set()
    acting: list[int] = []
    if not state.over and ruleset.status_is_public(state):
        missing = set(ruleset.current_missing(state))
        acting = ruleset.prompt_table(state).status()  # the seats holding the phase open, in seat order
    return {
        "ruleset": ruleset.name,
        "title": ruleset.titles.get(lang or "en") or ruleset.titles.get("en", ruleset.name),
        "phase": {
            "kind": state.phase.kind,
            "number": state.phase.number,
            "step": str(state.phase.step),  # plain text: a book may name its steps with a StrEnum
            "label": state.phase.label(),
            # the book's words for its own steps and kinds ("" when it has none)
            "step_name": ruleset.phase_word(state.phase.step, lang or "en") if state.phase.step else "",
            "kind_name": ruleset.phase_word(state.phase.kind, lang or "en")
            if state.phase.kind in ruleset.phase_words
            else "",
        },
        "seats": _seats(ruleset, state),
        "setup": ruleset.public_setup(state),
        "status": [{"seat": s, "done": s not in missing} for s in acting],
        "announcements": [_numbered(ruleset, state, m, lang, 2 * i + 1) for i, m in enumerate(public)],
        "outcome": state.outcome.to_dict(state.names()) if state.outcome else None,
        "now_ms": state.now_ms,
    }


def _own_prompts(
    ruleset: Ruleset, state: GameState, seat: int, lang: str | None = None, table: PromptTable | None = None
) -> list[PromptData]:
    """The seat's prompts: none once the game is over, none for the dead unless the
    rule set lets them act (``_prompts_of`` for one seat; ``table``: the state's prompt
    table when the caller holds it)."""
    if state.outcome is not None:  # ``state.over`` without its property call: every bot view asks
        return []
    return _prompts_of(ruleset, state, table or ruleset.prompt_table(state), [seat], lang)[0]


def _prompts_of(
    ruleset: Ruleset, state: GameState, table: PromptTable, seats: list[int], lang: str | None
) -> list[list[PromptData]]:
    """Each of ``seats``' prompts in a game not over (``_own_prompts``), in one frame for
    them all: the simulation asks for every acting seat of a table at once. Each
    ability's data (legal targets included) is built once per prompt table and read by
    every view of the seat, a bot's and a phone's (``PromptTable.abilities``)."""
    found: list[list[PromptData]] = []
    by_seat, kept = table.by_seat, table.abilities
    submissions = state.submissions
    fixed = ruleset.fixed_abilities  # the same data for every seat holding no uses of the ability
    sharing = ruleset.sharing_abilities  # the same data for the seats the ability says share it
    blanks = ruleset.blank_prompts  # a prompt of fixed abilities only, unanswered: one shared value
    for seat in seats:  # loops, not comprehensions: no frame of their own (every bot decision comes here)
        own = by_seat.get(seat)
        player = state.players[seat]
        if own is None or (not player.alive and not ruleset.dead_may_act(state, seat)):
            found.append([])
            continue
        built = kept.get(seat)
        if built is None:  # the seat's first view on this table: each prompt with its abilities' data
            built = kept[seat] = []
            uses = player.uses
            for prompt in own:
                if not uses:  # no uses held (most seats): a prompt of fixed abilities is the shared one
                    key = (prompt.abilities, prompt.slot, prompt.required, prompt.changeable)
                    blank = blanks.get(key)
                    if blank is None:
                        blank = _blank(blanks, key, fixed)
                    if blank:  # every ability fixed (a Villager's ready): its data, no list built
                        built.append((prompt, blank["abilities"], blank))
                        continue
                data: list[AbilityData] = []
                for ability_id in prompt.abilities:
                    shared = fixed.get(ability_id)
                    if shared is None or ability_id in uses:
                        sharer = sharing.get(ability_id)
                        if sharer is None or ability_id in uses or not sharer.shares_targets(state, player):
                            shared = _ability(ruleset, state, seat, ability_id)
                        else:  # built by the first seat that shares it (the second Wolf reads the first's)
                            shared = table.shared.get(ability_id)
                            if shared is None:
                                shared = table.shared[ability_id] = _ability(ruleset, state, seat, ability_id)
                    data.append(shared)
                built.append((prompt, data, None))
        prompts: list[PromptData] = []
        for prompt, abilities, blank in built:  # not ``zip``: a keyword to ``zip`` costs ~1,400 instructions a call
            submitted = submissions.get((seat, prompt.slot))
            if blank is not None and submitted is None and lang is None:  # the same value for every such seat
                prompts.append(blank)
                continue
            prompts.append(
                {
                    "slot": prompt.slot,
                    "required": prompt.required,
                    "changeable": prompt.changeable,
                    "submitted": _submitted(ruleset, submitted, lang) if submitted else None,
                    "abilities": abilities if lang is None else [_in_words(ruleset, a, lang) for a in abilities],
                }
            )
        found.append(prompts)
    return found


BlankKey = tuple[tuple[str, ...], str, bool, bool]
"""A prompt's abilities, slot, required and changeable: what its unanswered data says."""

NOT_BLANK = cast(PromptData, {})
"""``blank_prompts``' answer for a prompt with an ability that is not fixed (empty: false)."""

BLANKS_KEPT = 1024


def _blank(blanks: dict[BlankKey, PromptData], key: BlankKey, fixed: Mapping[str, AbilityData]) -> PromptData:
    """The unanswered prompt data of ``key`` when every ability in it has fixed data
    (``RulesetRules.fixed_abilities``): what ``_prompts_of`` builds for a seat holding no
    uses of them, made once and kept in ``blanks``; else ``NOT_BLANK``, kept too. Bounded:
    a book's prompts are few (emptied when full)."""
    abilities, slot, required, changeable = key
    found = NOT_BLANK
    if all(ability_id in fixed for ability_id in abilities):
        found = {
            "slot": slot,
            "required": required,
            "changeable": changeable,
            "submitted": None,
            "abilities": [fixed[ability_id] for ability_id in abilities],
        }
    if len(blanks) >= BLANKS_KEPT:
        blanks.clear()
    blanks[key] = found
    return found


def _submitted(ruleset: Ruleset, submitted: Submission, lang: str | None) -> SubmittedData:
    """What this player sent for a prompt; with a language, the option in the rule set's words."""
    sent: SubmittedData = {
        "ability": submitted.ability,
        "targets": list(submitted.targets),
        "option": submitted.option,
    }
    if submitted.option and lang is not None:
        sent["option_label"] = _option_words(ruleset, submitted.ability, submitted.option, lang)
    return sent


def _option_words(ruleset: Ruleset, ability_id: str, option: str, lang: str) -> str:
    """``choice`` or ``choice:text`` (the player's own text stays as written) in words."""
    choice, colon, text = option.partition(":")
    return ruleset.option_label(ability_id, choice, lang) + (f": {text}" if colon else "")


def _ability(ruleset: Ruleset, state: GameState, seat: int, ability_id: str) -> AbilityData:
    """One choice of a prompt with everything a legal use of it needs (a bot's
    or a phone's options come from here, never from the game), in no language."""
    known = ruleset.abilities.get(ability_id)
    player = state.players[seat]
    if ruleset.plain_ability_data:  # the base hooks: the ability's candidates and no rules, two calls fewer
        targets = known.candidates(state, player) if known is not None else []
        rules = NO_RULES
    else:
        targets = ruleset.legal_targets(state, seat, ability_id)
        rules = ruleset.ability_rules(state, seat, ability_id)
    data: AbilityData = {
        "id": ability_id,
        "targets": targets,
        "count": known.targeting.count if known is not None else 0,
        "uses": player.uses.get(ability_id),
        "option": None,
        "groups": None,
        "excluded": [],
        "excludes": [],
        **rules,
    }
    if known is not None and known.targeting.repeats:  # only where it is so: other views keep their shape
        data["repeats"] = True
    return data


def _in_words(ruleset: Ruleset, ability: AbilityData, lang: str) -> AbilityData:
    """``ability`` for a screen in ``lang``: its option's choices also carry the rule
    set's words for them (``labels``, same order); a copy, the shared data is kept."""
    option = ability["option"]
    if option is None:
        return ability
    labels = [ruleset.option_label(ability["id"], choice, lang) for choice in option["choices"]]
    return {**ability, "option": {**option, "labels": labels}}


def _vote(ruleset: Ruleset, state: GameState, seat: int, table: PromptTable | None = None) -> VoteData | None:
    """The seat's vote (``_votes_of`` for one seat; ``table``: the state's prompt table
    when the caller holds it)."""
    if state.outcome is not None:  # ``state.over`` without its property call: every bot view asks
        return None
    return _votes_of(state, table or ruleset.prompt_table(state), [seat])[0]


def _votes_of(state: GameState, table: PromptTable, seats: list[int]) -> list[VoteData | None]:
    """Each of ``seats``' votes in a game not over (``_vote``), in one frame for them all."""
    found: list[VoteData | None] = []
    vote_by_seat = table.vote_by_seat
    ballots = state.ballots
    for seat in seats:
        prompt = vote_by_seat.get(seat)  # ``seat_vote_prompt``, one call fewer
        found.append(
            None
            if prompt is None
            else {
                "choices": list(prompt.choices),
                # the shared whole one (every voter of most votes) is "1"; another shared weight's text is read
                "weight": "1" if prompt.weight is ONE else text(prompt.weight),
                "changeable": prompt.changeable,
                "cast": seat in ballots,
                "choice": ballots.get(seat),
            }
        )
    return found


def player_view(ruleset: Ruleset, state: GameState, seat: int, lang: str | None = "en") -> PlayerView:
    """The public view plus one player's own card, messages, channels and actions.
    Each field is one function, so a bot's view (``engine.bot_view``) builds only
    the fields its policy reads, by the same code."""
    player = state.players[seat]
    return {
        "public": public_view(ruleset, state, lang),
        "seat": seat,
        "name": player.name,
        "alive": player.alive,
        "card": _card(ruleset, state, seat, lang),
        "messages": _messages(ruleset, state, seat, lang),
        "channels": _channels(state, seat),
        "prompts": _own_prompts(ruleset, state, seat, lang),
        "vote": _vote(ruleset, state, seat),
    }


def _card(ruleset: Ruleset, state: GameState, seat: int, lang: str | None) -> Card | None:
    return ruleset.card(state, seat, lang or "en") if state.players[seat].role else None


def _messages(ruleset: Ruleset, state: GameState, seat: int, lang: str | None) -> list[MessageData]:
    """The seat's own and channel messages, each numbered after the public messages before it."""
    mine = state.inbox.get(seat, [])
    key = f"{lang or ''}#audience"
    if all(key in m.rendered for m in mine):  # numbered before: no need to count the public messages
        return [m.rendered[key] for m in mine]
    public_seqs = _public_seqs(state)
    return [_numbered(ruleset, state, m, lang, 2 * bisect_left(public_seqs, m.seq)) for m in mine]


def _channels(state: GameState, seat: int) -> dict[str, list[str]]:
    return {
        cid: [state.players[s].name for s in sorted(members)]
        for cid, members in state.channels.items()
        if seat in members
    }


def moderator_view(
    ruleset: Ruleset, state: GameState, *, narrator: bool, host_seat: int | None = None, lang: str = "en"
) -> ModeratorView:
    """Narrator: the grimoire. Playing host: public view, statuses, own card only."""
    view: ModeratorView = {
        "public": public_view(ruleset, state, lang),
        "narrator": narrator,
        "missing": [] if state.over else list(ruleset.current_missing(state)),
    }
    if host_seat is not None:
        view["host"] = player_view(ruleset, state, host_seat, lang)
    if not narrator:
        return view
    view["grimoire"] = [
        {
            "seat": p.seat,
            "name": p.name,
            "role": p.role,
            "role_name": ruleset.roles[p.role].name(lang) if p.role in ruleset.roles else "",
            "alive": p.alive,
            "seen_as": p.seen_as,
            "counts_as": sorted(p.counts_as),
            "wins_with": p.wins_with,
            "uses": dict(p.uses),
        }
        for p in state.players
    ]
    view["submissions"] = [
        {"seat": s.actor, "slot": slot, "ability": s.ability, "targets": list(s.targets), "option": s.option}
        for (_, slot), s in sorted(state.submissions.items())
    ]
    view["ballots"] = {str(k): v for k, v in sorted(state.ballots.items())}
    view["log"] = [_message(ruleset, state, m, lang) for m in state.messages]
    view["details"] = ruleset.moderator_details(state)
    return view
