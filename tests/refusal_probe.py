"""A representative refusal of each kind, met in a real bot game of a rule book:
what the translated-refusal tests (console and phones) say in every language."""

from __future__ import annotations

import copy
import random
import re
import string
from typing import Any

from engine import Advance, Deal, Game, SeatPlayer, Submit, Vote
from engine.bot_tables import BOT_TABLES
from engine.errors import EngineError
from engine.refusals import refusal_templates
from engine.ruleset import Ruleset, find_ruleset

BOOKS = ("moonveil", "luna_llena", "three_factions", "village_vs_nonvillage")
KINDS = (
    "setup_error",
    "wrong_phase",
    "dead_actor",
    "illegal_target",
    "no_uses_left",
    "already_submitted",
    "incomplete",
)
# What a book can never refuse: Full Moon's choices stay open until the deadline and a
# spent ability offers no target; Three factions' actions change until the deadline.
NEVER = {"luna_llena": {"no_uses_left", "already_submitted"}, "three_factions": {"already_submitted"}}
INTERNAL_TAGS = {"seat", "deal", "channel", "clock", "outcome", "position", "bots", "ruleset", "uses"}


def refused(game: Game, command: Any) -> EngineError | None:
    try:
        game.check(command)
    except EngineError as error:
        return error
    return None


def representative_refusals(book: str) -> dict[str, EngineError]:
    """Each kind of refusal once, from a bot game (All Roles for Moonveil)."""
    table = next(t for t in BOT_TABLES if t.ruleset == book and "classic" not in t.options.values())
    size = table.sizes[-1]
    found: dict[str, EngineError] = {}
    too_small = Game(book, table.options_for(size), 1)
    for seat in range(2):
        too_small.apply(SeatPlayer(f"P{seat + 1}"))
    _keep(found, refused(too_small, Deal()))
    game = Game(book, table.options_for(size), 3, snapshot_every=0)
    for seat in range(size):
        game.apply(SeatPlayer(f"P{seat + 1}"))
    game.apply(Deal())
    bots = game.ruleset.bot_policy()
    rng = random.Random(5)
    while not game.state.over and len(found) < len(KINDS):
        _look(game, found)
        if game.missing():
            _keep(found, refused(game, Advance()))
        acting = sorted({p.seat for p in game.prompts()} | {v.seat for v in game.vote_prompts()})
        for commands in [bots.decide(game.player_view(seat, lang=None), rng) for seat in acting]:
            if any(game.try_apply(command) is not None for command in commands):
                continue
            for command in commands:
                _keep(found, refused(game, command))  # the same again: already submitted?
        game.apply(Advance(override=True))
    return found


def _keep(found: dict[str, EngineError], error: EngineError | None) -> None:
    if error is not None and error.code in KINDS:
        found.setdefault(error.code, error)


def _look(game: Game, found: dict[str, EngineError]) -> None:
    voting = {v.seat for v in game.vote_prompts()}
    for player in game.state.players:
        if player.seat not in voting:
            _keep(found, refused(game, Vote(player.seat, None)))
        if not player.alive:
            _keep(found, refused(game, Submit(player.seat, sorted(game.ruleset.abilities)[0], ())))
    for prompt in game.prompts():
        for ability_id in prompt.abilities:
            ability = game.ruleset.abilities.get(ability_id)
            if ability is None or ability.targeting.count < 1:
                continue
            legal = sorted(game.legal_targets(prompt.seat, ability_id))
            wrong = [p.seat for p in game.state.players if p.seat not in legal]
            if wrong:
                targets = (wrong[0], *legal[: ability.targeting.count - 1])
                _keep(found, refused(game, Submit(prompt.seat, ability_id, targets)))
            if ability.uses is not None and "no_uses_left" not in found:
                spent = copy.deepcopy(game)
                spent.state.players[prompt.seat].uses[ability_id] = 0
                _keep(found, refused(spent, Submit(prompt.seat, ability_id, tuple(legal[: ability.targeting.count]))))


def engine_ids(ruleset: Ruleset) -> set[str]:
    """Every id a reader must never see: roles, abilities, error codes, refusal keys, rule tags."""
    ids = set(ruleset.roles) | set(ruleset.abilities) | set(refusal_templates()) | INTERNAL_TAGS
    ids |= {
        "engine_error",
        "setup_error",
        "wrong_phase",
        "dead_actor",
        "illegal_action",
        "illegal_target",
        "already_submitted",
        "no_uses_left",
        "incomplete",
        "game_over",
        "unknown_player",
    }
    return ids


def ids_in(text: str, book: str) -> set[str]:
    """The engine ids of ``book`` that appear as words of ``text``."""
    words = set(re.findall(r"[A-Za-z_]+(?:\.[a-z_]+)?", text))
    return words & engine_ids(find_ruleset(book))


def english_fragments(error: EngineError) -> list[str]:
    """The fixed words of the refusal's English template (between its placeholders)."""
    template = refusal_templates()[error.key]["en"]
    return [
        literal.strip(" ,.;:'()") for literal, *_ in string.Formatter().parse(template) if len(literal.strip()) >= 6
    ]
