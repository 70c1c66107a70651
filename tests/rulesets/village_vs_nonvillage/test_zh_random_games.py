"""Random whole games (hypothesis) with invariants checked after every command:
kill points never negative and always exact, no skill used beyond its uses, a
refused command changes nothing, the public view never shows a living player's role."""

from __future__ import annotations

import random
from fractions import Fraction

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.commands import Advance, Deal, SeatPlayer, Submit
from engine.errors import EngineError
from engine.game import Game
from engine.rulesets.village_vs_nonvillage.state import ext

SECRET_KEYS = {"role", "roles", "member_roles"}


def check_invariants(game: Game) -> None:
    state = game.state
    zh = ext(state)
    for value in zh.points.values():
        assert isinstance(value, Fraction) and value >= 0
    for player in state.players:
        assert all(v >= 0 for v in player.uses.values())
    assert all(v >= 0 for v in zh.fox_chances.values())
    assert sum(1 for d in state.deaths if d.cause == "first_shot") <= 1
    assert sum(1 for m in state.messages if m.kind == "lure_result") <= 2
    if not state.over:
        public = game.public_view(None)
        assert all(seat["role"] is None for seat in public["seats"])
        for message in public["announcements"]:
            assert not SECRET_KEYS & set(message["params"]), message


def try_refused(game: Game, rng: random.Random) -> None:
    """A command that must be refused leaves the state as it was."""
    state = game.state
    before = (len(state.messages), dict(state.submissions), dict(state.ballots), state.phase, len(state.deaths))
    dead = [p.seat for p in state.players if not p.alive and not game.ruleset.dead_may_act(state, p.seat)]
    seat = rng.choice(dead) if dead else rng.randrange(len(state.players))
    command = Submit(seat, "divine" if dead else "no_such_ability", (seat,))
    try:
        game.apply(command)
    except EngineError:
        pass
    else:  # pragma: no cover - the command is illegal by construction
        raise AssertionError(f"{command} was accepted")
    after = (len(state.messages), dict(state.submissions), dict(state.ballots), state.phase, len(state.deaths))
    assert after == before


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    seed=st.integers(0, 10_000),
    players=st.integers(3, 16),
    policy=st.sampled_from(["role-aware", "random"]),
    sheriff=st.booleans(),
)
def test_ZH_random_games_keep_invariants(seed: int, players: int, policy: str, sheriff: bool) -> None:
    game = Game("village_vs_nonvillage", {"sheriff": sheriff}, seed, snapshot_every=0)
    for i in range(players):
        game.apply(SeatPlayer(f"P{i}", bot=True))
    game.apply(Deal())
    bots = game.ruleset.bot_policy(policy)
    rng = random.Random(seed)
    once: list[tuple[str, frozenset[int]]] = []  # Pipe targets, Respect targets, pairs: never twice
    for _ in range(600):
        if game.state.over:
            break
        acting = sorted({p.seat for p in game.prompts()} | {v.seat for v in game.vote_prompts()})
        for seat in acting:
            for command in bots.decide(game.player_view(seat, lang=None), rng):
                game.apply(command)  # the rule set's bots only send legal commands
                check_invariants(game)
                if isinstance(command, Submit) and command.ability in ("pipe", "respect"):
                    once.append((command.ability, frozenset(command.targets)))
                if isinstance(command, Submit) and command.ability == "supremacy":
                    t = command.targets
                    once += [("pair", frozenset(t[i : i + 2])) for i in range(0, len(t), 2)]
                assert len(once) == len(set(once))
        try_refused(game, rng)
        game.apply(Advance(override=True))
        check_invariants(game)
    assert game.state.over, "a game must end"
    assert game.state.outcome is not None and not game.state.outcome.draw  # ZH-9.4: no draw
