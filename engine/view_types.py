"""The shapes of the views (engine/views.py): what every screen, phone, bot and
JSON endpoint reads, declared once.

Views stay plain JSON-able dicts (``/state`` and the phone pages send them as
they are), so the types are TypedDicts: the same keys, checked by ``mypy
--strict`` wherever a view is built or read. A key only some rule books send is
``NotRequired`` and says which books send it; a reader uses ``.get`` for those.

No ``from __future__ import annotations`` here: on Python 3.11 a TypedDict whose
annotations are strings loses its ``NotRequired`` marks at run time, and
tests/engine/test_view_types.py checks real views against these declarations.
Classes come before the classes that use them for the same reason.
"""

from typing import Any, NotRequired, TypedDict

VoteChoiceData = int | str | None
"""A ballot's choice: a seat, a named option (a book's "no lynch"...), or None (abstain)."""

# ---------------------------------------------------------------------------
# Messages and outcome


class AudienceData(TypedDict):
    kind: str  # "public", "player", "channel" or "moderator"
    seat: NotRequired[int]  # a player's own message
    channel: NotRequired[str]  # a channel's message


class MessageData(TypedDict):
    """One message; ``seq`` is the audience's own number (MV-10.3)."""

    seq: int
    phase: str
    audience: AudienceData
    kind: str
    params: dict[str, Any]  # per message kind: each book's texts read their own params
    text: NotRequired[str]  # rendered in the view's language (absent when the view has none)


class PersonalWinData(TypedDict):
    player: str
    kind: str


class OutcomeData(TypedDict):
    winning_teams: list[str]
    winners: list[str]  # names
    draw: bool
    reason: str
    personal_wins: list[PersonalWinData]


# ---------------------------------------------------------------------------
# The public view


class PhaseData(TypedDict):
    kind: str
    number: int
    step: str
    label: str
    step_name: str  # the book's word for the step, "" when none
    kind_name: str  # the book's word for the kind, "" when it has none


class SeatData(TypedDict):
    seat: int
    name: str
    bot: bool
    alive: bool
    role: str | None  # the role the public knows (every role once the game is over)


class RoleAttributesData(TypedDict):
    seen_as: str
    counts_as: list[str]
    wins_with: str


class PublicSetup(TypedDict):
    """What the table may know of the composition (``Ruleset.public_setup``)."""

    players: int
    composition: NotRequired[dict[str, int]]  # role -> count; Moonveil only when its game type is public
    game_type: NotRequired[str]  # Moonveil
    wolves: NotRequired[int]  # Moonveil
    theme: NotRequired[str | None]  # Moonveil, themed games
    public_counts: NotRequired[dict[str, int]]  # Moonveil, secret game types (MV-T03)
    mix: NotRequired[str | None]  # Moonveil, mixed games
    mode: NotRequired[str]  # Luna llena
    deadline_ms: NotRequired[int | None]  # Luna llena (LL-11)
    attributes: NotRequired[dict[str, RoleAttributesData]]  # Three factions (IT-1.2)
    events_occurred: NotRequired[list[str]]  # Village vs Non-village
    sheriff: NotRequired[int | None]  # Village vs Non-village


class StatusData(TypedDict):
    seat: int
    done: bool


class PublicView(TypedDict):
    """Everything public, nothing else: the projector, the TV page, every phone."""

    ruleset: str
    title: str
    phase: PhaseData
    seats: list[SeatData]
    setup: PublicSetup
    status: list[StatusData]
    announcements: list[MessageData]
    outcome: OutcomeData | None
    now_ms: int


# ---------------------------------------------------------------------------
# A player's card


class EvilMateData(TypedDict):
    seat: int
    role: str
    role_name: str


class GroupMateData(TypedDict):
    seat: int
    role: str


class Card(TypedDict):
    """The player's own card (``Ruleset.card``): role, side, goal, uses, and what
    each book adds for its roles."""

    role: str
    role_name: str
    team: str
    text: str
    goal: str
    uses: dict[str, int]
    team_name: str  # the book's word for ``team``
    ability_names: dict[str, str]  # ability id -> the book's word
    target_parts: NotRequired[dict[str, list[str]]]  # an ability whose targets' order matters: each one's part
    abilities: NotRequired[list[str]]  # Moonveil, Luna llena, Three factions
    teammates: NotRequired[list[int]]  # Moonveil Wolves
    number: NotRequired[int]  # Moonveil: ADV#n, 0 for classic roles
    evil_roster: NotRequired[list[EvilMateData]]  # Luna llena, living evil (LL-5.1)
    partner: NotRequired[int | None]  # Luna llena lovers
    spent: NotRequired[list[str]]  # Luna llena
    seen_as: NotRequired[str]  # Three factions
    counts_as: NotRequired[list[str]]  # Three factions
    wins_with: NotRequired[str]  # Three factions
    knowledge: NotRequired[dict[str, Any]]  # Three factions: what the player was told, per kind
    missed_votes: NotRequired[int]  # Three factions
    graveyard: NotRequired[bool]  # Three factions
    shift: NotRequired[str | None]  # Three factions, Lupo mutaforma
    choices: NotRequired[dict[str, list[str] | None]]  # Three factions: an action's option choices
    nominee: NotRequired[int | None]  # Three factions, Lupo demonio
    pack_bite: NotRequired[int | None]  # Three factions, the pack's target so far (IT-7.4)
    bitten: NotRequired[bool]  # Three factions, Diablo
    lost: NotRequired[bool]  # Three factions, Diablo
    revive_groups: NotRequired[dict[str, list[int]]]  # Three factions, Spirito candido
    skills: NotRequired[list[str]]  # Village vs Non-village
    group: NotRequired[list[GroupMateData]]  # Village vs Non-village
    events_available: NotRequired[list[str]]  # Village vs Non-village, New Moon
    pairs_used: NotRequired[list[list[int]]]  # Village vs Non-village, Supremacy
    chances: NotRequired[int]  # Village vs Non-village, Fox


# ---------------------------------------------------------------------------
# Prompts, abilities and the vote


class OptionRule(TypedDict):
    """An option is one of ``choices``, or ``choice:text`` with 1 to ``text``
    characters when ``text`` > 0; ``labels`` are the book's words (same order)."""

    choices: list[str]
    text: int
    labels: NotRequired[list[str]]  # only in a view with a language


class AbilityRules(TypedDict, total=False):
    """What a legal use needs beyond its targets (``Ruleset.ability_rules``)."""

    option: OptionRule | None
    groups: list[list[int]] | None  # one target from each list
    excluded: list[list[int]]  # target pairs never accepted together
    excludes: list[str]  # this player's abilities this one rules out in the same phase
    repeats: bool  # the view sets it from ``Targeting.repeats`` (AbilityData's shape)


class AbilityData(TypedDict):
    """One choice of a prompt with everything a legal use of it needs."""

    id: str
    targets: list[int]
    count: int
    uses: int | None
    option: OptionRule | None
    groups: list[list[int]] | None
    excluded: list[list[int]]
    excludes: list[str]
    repeats: NotRequired[bool]  # True: groups of ``count`` targets, any number of them (``Targeting.repeats``)


class SubmittedData(TypedDict):
    ability: str
    targets: list[int]
    option: str | None
    option_label: NotRequired[str]  # the option in the book's words, in a view with a language


class PromptData(TypedDict):
    slot: str
    required: bool
    changeable: bool
    submitted: SubmittedData | None
    abilities: list[AbilityData]


class VoteData(TypedDict):
    choices: list[VoteChoiceData]
    weight: str  # a fraction, as text
    changeable: bool
    cast: bool
    choice: VoteChoiceData


class PlayerView(TypedDict):
    """The public view plus one player's own card, messages, channels and actions."""

    public: PublicView
    seat: int
    name: str
    alive: bool
    card: Card | None  # None before the cards are dealt
    messages: list[MessageData]
    channels: dict[str, list[str]]  # channel -> member names
    prompts: list[PromptData]
    vote: VoteData | None


# ---------------------------------------------------------------------------
# The moderator's view


class GrimoireSeat(TypedDict):
    seat: int
    name: str
    role: str
    role_name: str
    alive: bool
    seen_as: str
    counts_as: list[str]
    wins_with: str
    uses: dict[str, int]


class SubmissionData(TypedDict):
    seat: int
    slot: str
    ability: str
    targets: list[int]
    option: str | None


class BiteTallyData(TypedDict):
    village: int
    nonvillage: int


class ModeratorDetails(TypedDict, total=False):
    """A book's hidden bookkeeping beside the grimoire (``Ruleset.moderator_details``);
    seat keys are strings, as in JSON."""

    reminders: dict[str, list[str]]  # Moonveil, Luna llena: seat -> marks
    x: int  # Village vs Non-village, from here on
    kill_points: dict[str, str]
    needles: dict[str, int]
    fox_chances: dict[str, int]
    skills: dict[str, list[str]]
    groups: dict[str, list[int]]
    first_shot_spent: bool
    bite_tally: BiteTallyData
    pipe_targets: list[int]
    pairs_used: list[list[int]]
    respect_targets: list[int]
    events: dict[str, list[str]]  # day -> the events of that day
    insanity_holder: int | None
    sheriff: int | None
    blame: dict[str, int]
    cry_voters: dict[str, list[int]]


class ModeratorView(TypedDict):
    """Narrator: the grimoire. Playing host: the public view, statuses, own card only."""

    public: PublicView
    narrator: bool
    missing: list[int]
    host: NotRequired[PlayerView]  # a playing host
    grimoire: NotRequired[list[GrimoireSeat]]  # narrator only, from here on
    submissions: NotRequired[list[SubmissionData]]
    ballots: NotRequired[dict[str, VoteChoiceData]]
    log: NotRequired[list[MessageData]]
    details: NotRequired[ModeratorDetails]
