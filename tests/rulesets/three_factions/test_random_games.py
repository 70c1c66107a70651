"""Random 22-player games (bots plus random, mostly illegal, commands) checked
against invariants after every command:

- attributes are always the effective ones of the role and its modifiers, and
  they change only when a phase closes (never through a submission or a vote),
  a role only by the two conversions of the rule book;
- the abducted never act that night;
- a refused command changes nothing;
- the dead receive nothing but the Graveyard's;
- the public view never contains a living player's role.
"""

from __future__ import annotations

import dataclasses
import json
import random

from hypothesis import HealthCheck, Phase, given, settings
from hypothesis import strategies as st

from engine import Advance, Deal, Game, SeatPlayer, Submit, Vote
from engine.commands import Command
from engine.errors import EngineError
from engine.model import GameState, Message
from engine.rulesets.three_factions.state import LAST_PROTECTION, VISITED, effective

ABILITIES = [
    *("nominate", "bite", "shift", "abduct", "examine", "protect"),
    *("host", "shield", "probe", "revive", "revive_one", "vote"),
]
OPTIONS = [None, "A", "B", "contadino", "mucca_mannara", "lupo_mannaro"]
CONVERSIONS = {"soldato_alieno", "indemoniato"}


def digest(state: GameState) -> str:
    """Everything a command could change, as text."""
    players = [
        (p.role, p.alive, p.seen_as, sorted(p.counts_as), p.wins_with, p.uses, json.dumps(p.flags, sort_keys=True))
        for p in state.players
    ]
    return json.dumps(
        [
            players,
            state.phase.label(),
            sorted((k, dataclasses.astuple(v)) for k, v in state.submissions.items()),
            sorted(state.ballots.items(), key=lambda kv: kv[0]),
            len(state.messages),
            len(state.deaths),
            repr(state.ext),
            state.rng.getstate()[1][:4],
            state.outcome is None,
        ],
        default=str,
    )


def attributes(state: GameState) -> list[tuple[str, tuple[str, frozenset[str], str]]]:
    return [(p.role, (p.seen_as, p.counts_as, p.wins_with)) for p in state.players]


def check_attributes(state: GameState) -> None:
    for p in state.players:
        assert (p.seen_as, p.counts_as, p.wins_with) == effective(p.role, p.flags), p


def check_public(game: Game) -> None:
    view = game.public_view(lang=None)
    if game.state.over:
        return
    for seat in view["seats"]:
        assert seat["role"] is None, seat
    for line in view["announcements"]:
        assert not {"role", "roles", "guess"} & set(line["params"]), line


def check_graveyard(before: GameState, messages: list[Message], after: GameState) -> None:
    """The dead receive nothing new but the Graveyard's chat (IT-14.5); the revived are alive again,
    if only until the bite of the same night (IT-10.39), so a player who died again was revived."""
    died_again = {d.seat for d in after.deaths[len(before.deaths) :]}
    dead = {p.seat for p in before.players if not p.alive and not after.players[p.seat].alive} - died_again
    for message in messages:
        if message.audience.kind not in ("player", "channel") or not dead & message.recipients:
            continue
        assert message.audience.channel == "graveyard", message


def check_abductee(before: GameState, messages: list[Message], after: GameState) -> None:
    """The abductee's own actions had no effect that night (IT-6.6)."""
    number = before.phase.number
    notes = [m for m in messages if m.kind == "abduction" and m.audience.kind == "moderator"]
    if not notes:
        return
    seat = notes[0].params["target"]
    mine = [s.ability for (actor, _), s in before.submissions.items() if actor == seat]
    kinds = {m.kind for m in messages if m.audience.kind == "player"}
    if "examine" in mine:
        assert "vision" not in kinds
    if "probe" in mine:
        assert "probe_result" not in kinds
    if "revive" in mine:
        assert all(kind != "revivals" for kind, _ in after.ext.dawn)
    player = after.players[seat]
    if "protect" in mine:
        assert (player.flags.get(LAST_PROTECTION) or [None])[0] != number
    if "host" in mine:
        assert all(night != number for night, _ in player.flags.get(VISITED, []))
    own = {m.kind for m in messages if seat in m.recipients and m.audience.kind == "player"}
    assert not own & {"probe_result", "medium_reading", "medium_nobody", "detective_counts", "witness"}


def apply_checked(game: Game, command: Command) -> None:
    before_state = game.state
    before = digest(before_state)
    before_attrs = attributes(before_state)
    snapshot = before_state.clone()
    try:
        messages = game.apply(command)
    except EngineError:
        assert digest(game.state) == before, f"refused {command} changed the game"
        return
    state = game.state
    check_attributes(state)
    check_graveyard(snapshot, messages, state)
    check_public(game)
    after_attrs = attributes(state)
    if not isinstance(command, Advance):
        assert after_attrs == before_attrs, f"{command} changed attributes"
    else:
        for (old_role, _), (new_role, _) in zip(before_attrs, after_attrs, strict=True):
            assert old_role == new_role or new_role in CONVERSIONS
        if snapshot.phase.kind == "night":
            check_abductee(snapshot, messages, state)


def junk_command(draw: tuple[int, int, int, int, int]) -> Command:
    actor, ability, first, second, option = draw
    kind = ABILITIES[ability % len(ABILITIES)]
    if kind == "vote":
        return Vote(actor, first if second % 3 else None)
    targets = (first, second) if kind in ("examine", "revive") else (first,)
    if kind == "shift":
        targets = ()
    return Submit(actor, kind, targets, OPTIONS[option % len(OPTIONS)])


OPTION_SETS = [
    {},
    {"tie_break": "first_to_reach", "spirit_single_revival": True},
    {"missed_vote_threshold": 0, "sanction_confirm": False, "harlot_repeat": "consecutive"},
    {"guard_neighbours": "linear", "detective_counts": "roles", "victory_order": "village_first"},
]
JUNK = st.tuples(st.integers(0, 21), st.integers(0, 20), st.integers(0, 21), st.integers(0, 21), st.integers(0, 5))


@settings(
    max_examples=8,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    derandomize=True,
    phases=[Phase.explicit, Phase.generate],  # no shrinking: a failing game is reported as found
)
@given(
    seed=st.integers(0, 10**6),
    options=st.sampled_from(OPTION_SETS),
    junk=st.lists(JUNK, min_size=5, max_size=60),
)
def test_random_22_player_games_keep_the_invariants(
    seed: int, options: dict[str, object], junk: list[tuple[int, int, int, int, int]]
) -> None:
    game = Game("three_factions", options, seed, snapshot_every=0)
    for i in range(22):
        game.apply(SeatPlayer(f"P{i + 1}", bot=True))
    game.apply(Deal())
    check_attributes(game.state)
    bots = game.ruleset.bot_policy()
    rng = random.Random(seed)
    pending = list(junk)
    for _ in range(400):
        if game.state.over:
            break
        if pending:
            apply_checked(game, junk_command(pending.pop()))
        if game.state.over:
            break
        seats = sorted({p.seat for p in game.prompts()} | {v.seat for v in game.vote_prompts()})
        decisions: list[list[Command]] = [bots.decide(game.player_view(s, lang=None), rng) for s in seats]
        for commands in decisions:
            for command in commands:
                apply_checked(game, command)
        apply_checked(game, Advance(override=True))
    assert game.state.over


def test_bots_play_whole_games_for_every_role() -> None:
    """Every role's action is used by some bot over a few games (prompts for every role)."""
    used: set[str] = set()
    for seed in range(6):
        game = Game("it", {}, seed, snapshot_every=0)
        for i in range(22):
            game.apply(SeatPlayer(f"P{i + 1}", bot=True))
        game.apply(Deal())
        bots = game.ruleset.bot_policy()
        rng = random.Random(seed)
        while not game.state.over:
            seats = sorted({p.seat for p in game.prompts()} | {v.seat for v in game.vote_prompts()})
            for seat in seats:
                for command in bots.decide(game.player_view(seat, lang=None), rng):
                    game.apply(command)
                    if isinstance(command, Submit):
                        used.add(command.ability)
            game.apply(Advance(override=True))
    assert used >= {"bite", "shift", "abduct", "examine", "protect", "host", "shield", "probe", "nominate"}
