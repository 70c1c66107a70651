"""Luna llena's victory (§6): checked once a night's whole chain has run
(LL-10.4) and after each day; the Bufón's personal victory is kept (LL-1.4)."""

from __future__ import annotations

from engine.model import GameState, Outcome, Phase
from engine.rulesets.luna_llena.abilities import ext
from engine.rulesets.luna_llena.roles import EVIL, GOOD, JESTER


def evaluate(state: GameState) -> Outcome | None:
    good = sum(1 for p in state.living() if p.wins_with == GOOD)
    evil = sum(1 for p in state.living() if p.wins_with == EVIL)
    wins = personal_wins(state)
    if good == 0 and evil == 0:
        return Outcome((), (), reason="all_dead", draw=True, personal_wins=wins)  # LL-1.3
    if evil == 0:
        return team_win(state, GOOD, "no_evil_left", wins)  # LL-1.1
    if evil >= good:
        return team_win(state, EVIL, "evil_parity", wins)  # LL-1.2
    return None


def team_win(state: GameState, team: str, reason: str, wins: tuple[tuple[int, str], ...]) -> Outcome:
    winners = tuple(p.seat for p in state.players if p.wins_with == team)  # DEC-LL-22b
    return Outcome((team,), winners, reason=reason, personal_wins=wins)


def personal_wins(state: GameState) -> tuple[tuple[int, str], ...]:
    """LL-1.4: the Bufón's personal victory, kept whatever happens later."""
    return tuple((p.seat, JESTER) for p in state.players if p.flags.get("personal_win"))


def finish(state: GameState, outcome: Outcome) -> None:
    state.outcome = outcome
    state.phase = Phase("over", state.phase.number)
    ext(state).deadline_ms = None
    if outcome.draw:
        state.announce("draw", reason=outcome.reason)
    else:
        state.announce("game_over", teams=list(outcome.winning_teams), winners=list(outcome.winners))
    for seat, kind in outcome.personal_wins:
        state.announce("personal_win", seat=seat, win=kind)
    state.announce("cards_revealed", roles=[p.role for p in state.players])  # DEC-LL-17b
