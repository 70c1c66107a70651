"""Random games of 7–9 players with invariants (hypothesis).

Bots play; between their moves hypothesis throws random commands at the
table. Invariants: the dead never act, a refused command changes nothing,
a replay of the journal is identical, the public view never names the role
of a living player (before the game is over).
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.commands import Advance, Clock, Command, Deal, Presence, SeatPlayer, Submit, Vote
from engine.errors import EngineError
from engine.game import Game, replay
from engine.ruleset import find_ruleset

RULESET = find_ruleset("luna_llena")
ABILITY_IDS = sorted(RULESET.abilities)


def fingerprint(game: Game) -> Any:
    st_ = game.state
    return (
        st_.phase,
        sorted(st_.submissions.items()),
        sorted(st_.ballots.items(), key=repr),
        len(st_.messages),
        [(p.alive, p.wins_with, sorted(p.uses.items()), sorted(p.flags.items())) for p in st_.players],
        st_.rng.getstate(),
        sorted(st_.presence_ms.items()),
        st_.now_ms,
        repr(st_.ext),
    )


def noise(rng: random.Random, n: int, now: int) -> Command:
    kind = rng.randrange(4)
    if kind == 0:
        return Submit(rng.randrange(n), rng.choice(ABILITY_IDS), (rng.randrange(n),))
    if kind == 1:
        return Vote(rng.randrange(n), rng.choice([None, "execute", "pardon", rng.randrange(n)]))
    if kind == 2:
        return Presence(rng.randrange(n), now + rng.randrange(5_000))
    return Clock(now + rng.randrange(40_000))


def check_public(game: Game) -> None:
    """Before the end no seat shows a role; roles appear only in rule-made
    public reveals (Delator, Místico, Pregonero, Princesa)."""
    if game.state.over:
        return
    view = game.public_view(lang=None)
    assert all(seat["role"] is None for seat in view["seats"])
    for message in view["announcements"]:
        params = message["params"]
        if "role" in params:
            assert message["kind"] in ("card_revealed", "princess_survives"), message
        assert "roles" not in params, message


def apply_checked(game: Game, command: Command) -> bool:
    before = fingerprint(game)
    actor = getattr(command, "actor", getattr(command, "voter", None))
    was_alive = actor is None or not (0 <= actor < len(game.state.players)) or game.state.players[actor].alive
    try:
        game.apply(command)
    except EngineError:
        assert fingerprint(game) == before, f"refused {command} changed the game"
        return False
    assert was_alive, f"a dead player acted: {command}"
    return True


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    players=st.integers(min_value=7, max_value=9),
    seed=st.integers(min_value=0, max_value=10_000),
    mode=st.sampled_from(["classic", "random"]),
    noise_rate=st.floats(min_value=0.0, max_value=1.0),
)
def test_random_games_keep_invariants(players: int, seed: int, mode: str, noise_rate: float) -> None:
    game = Game(RULESET, {"mode": mode}, seed)
    for i in range(players):
        game.apply(SeatPlayer(f"P{i + 1}", bot=True))
    game.apply(Deal())
    rng = random.Random(seed)
    bots = RULESET.bot_policy()
    for _ in range(300):
        if game.state.over:
            break
        if rng.random() < noise_rate:
            apply_checked(game, noise(rng, players, game.state.now_ms))
        seats = sorted({p.seat for p in game.prompts()} | {v.seat for v in game.vote_prompts()})
        for seat in seats:
            for command in bots.decide(game.player_view(seat, lang=None), rng):
                apply_checked(game, command)
        check_public(game)
        apply_checked(game, Advance(override=True))
        check_public(game)
    assert game.state.over, "the game did not end in 300 phases"
    again = replay(RULESET, {"mode": mode}, seed, game.journal)
    assert [m.to_dict() for m in again.state.messages] == [m.to_dict() for m in game.state.messages]
    assert again.state.outcome == game.state.outcome
