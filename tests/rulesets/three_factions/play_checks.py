"""Three factions' own invariants for the random-play harness (tests/random_play.py):

- attributes are always the effective ones of the role and its modifiers, and
  they change only when a phase closes (never through a submission or a vote),
  a role only by the two conversions of the rule book;
- the abducted never act that night (IT-6.6);
- the dead receive nothing but the Graveyard's (IT-14.5);
- no public line names a role or a guess before the end.
"""

from __future__ import annotations

from engine import Advance, Game
from engine.commands import Command
from engine.model import GameState, Message
from engine.rulesets.three_factions.state import LAST_PROTECTION, VISITED, effective, ext
from tests.random_play import Before, BookChecks

CONVERSIONS = {"soldato_alieno", "indemoniato"}
#: the words a random command may carry: a vote's side, a role guessed
WORDS = ("A", "B", "contadino", "mucca_mannara", "lupo_mannaro")
OPTION_SETS = [
    {},
    {"tie_break": "first_to_reach", "spirit_single_revival": True},
    {"missed_vote_threshold": 0, "sanction_confirm": False, "harlot_repeat": "consecutive"},
    {"guard_neighbours": "linear", "detective_counts": "roles", "victory_order": "village_first"},
]


class ThreeFactionsChecks(BookChecks):
    def after_deal(self, game: Game) -> None:
        check_attributes(game.state)

    def after_command(self, game: Game, before: Before, command: Command, messages: list[Message]) -> None:
        state = game.state
        check_attributes(state)
        check_graveyard(before, messages, state)
        check_public(game)
        after = [p.role for p in state.players]
        if not isinstance(command, Advance):
            attributes = tuple((p.role, p.seen_as, p.counts_as, p.wins_with) for p in state.players)
            assert attributes == before.attributes, f"{command} changed attributes"
            return
        for (old_role, *_), new_role in zip(before.attributes, after, strict=True):
            assert old_role == new_role or new_role in CONVERSIONS
        if before.phase.kind == "night":
            check_abductee(before, messages, state)


def check_attributes(state: GameState) -> None:
    for p in state.players:
        assert (p.seen_as, p.counts_as, p.wins_with) == effective(p.role, p.flags), p


def check_public(game: Game) -> None:
    if game.state.over:
        return
    view = game.public_view(lang=None)
    for seat in view["seats"]:
        assert seat["role"] is None, seat
    for line in view["announcements"]:
        assert not {"role", "roles", "guess"} & set(line["params"]), line


def check_graveyard(before: Before, messages: list[Message], after: GameState) -> None:
    """The dead receive nothing new but the Graveyard's chat (IT-14.5); the revived are alive again,
    if only until the bite of the same night (IT-10.39), so a player who died again was revived."""
    died_again = {d.seat for d in after.deaths[before.deaths :]}
    dead = {p.seat for p in after.players if p.seat not in before.alive and not p.alive} - died_again
    for message in messages:
        if message.audience.kind not in ("player", "channel") or not dead & message.recipients:
            continue
        assert message.audience.channel == "graveyard", message


def check_abductee(before: Before, messages: list[Message], after: GameState) -> None:
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
        assert all(kind != "revivals" for kind, _ in ext(after).dawn)
    player = after.players[seat]
    if "protect" in mine:
        assert (player.flags.get(LAST_PROTECTION) or [None])[0] != number
    if "host" in mine:
        assert all(night != number for night, _ in player.flags.get(VISITED, []))
    own = {m.kind for m in messages if seat in m.recipients and m.audience.kind == "player"}
    assert not own & {"probe_result", "medium_reading", "medium_nobody", "detective_counts", "witness"}
