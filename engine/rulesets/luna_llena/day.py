"""The Luna llena day (§5): accusation, one tie-break, defense, judgment and
execution, through the generic tallies of ``engine.voting``; then the outcome
check and Night k+1 (D-7)."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from engine.model import GameState, Outcome, Phase
from engine.rulesets.luna_llena.abilities import ext
from engine.rulesets.luna_llena.deadlines import set_deadline
from engine.rulesets.luna_llena.night import EXECUTION, open_night, sync_evil_channel
from engine.rulesets.luna_llena.outcome import finish, personal_wins
from engine.rulesets.luna_llena.roles import CURSED_WOLF, JESTER, MAYOR, PRINCESS, VAMPIRE
from engine.voting import Ballot, abstentions, head_counts, motion, plurality

#: the book's outcome check at the end of the day (``Ruleset.check_outcome`` at
#: ``OutcomePoint.DAY_END``): True when the game ended there
DayEndCheck = Callable[[GameState], bool]

DEBATE, ACCUSATION, TIEBREAK, DEFENSE, JUDGMENT = "debate", "accusation", "tiebreak", "defense", "judgment"
EXECUTE, PARDON = "execute", "pardon"


def base_weight(role: str) -> Fraction:
    return Fraction(2) if role == MAYOR else Fraction(0) if role == VAMPIRE else Fraction(1)


def day_weights(state: GameState) -> dict[int, Fraction]:
    """LL-9.1–9.3, DEC-LL-34: base weight, then the Ladrón's move, floored at 0."""
    weights = {p.seat: base_weight(p.role) for p in state.living()}
    theft = ext(state).thefts.get(state.phase.number)
    if theft is not None:
        thief, victim = theft
        if base_weight(state.players[victim].role) >= 1:
            if victim in weights:
                weights[victim] = max(Fraction(0), weights[victim] - 1)
            if thief in weights:
                weights[thief] += 1
    return weights


def sorted_totals(counts: dict[int, int]) -> list[list[int]]:
    return [[seat, n] for seat, n in sorted(counts.items()) if n > 0]


def open_debate(state: GameState, number: int) -> None:
    """D-0, D-1: the day breaks on its debate."""
    state.phase = Phase("day", number, DEBATE)
    set_deadline(state, DEBATE)
    state.announce("day_breaks", number=number)


def open_vote(state: GameState, step: str, kind: str, **params: Any) -> None:
    state.phase = Phase("day", state.phase.number, step)
    state.ballots = {}
    state.submissions = {}
    set_deadline(state, step)
    state.announce(kind, **params)


def close_accusation(state: GameState, *, tiebreak: bool, outcome: DayEndCheck) -> None:
    """D-2 / D-3: weights decide (DEC-LL-39); one tie-break (DEC-LL-40)."""
    weights = day_weights(state)
    ballots = [Ballot(s, state.ballots.get(s), weights[s]) for s in state.living_seats()]
    counts = head_counts(ballots)
    state.announce("accusation_closed", totals=sorted_totals({c: n for c, n in counts.items() if isinstance(c, int)}))
    result = plurality(ballots, tie_break="none")  # the most weight; a tie chooses nobody
    if isinstance(result.chosen, int):
        open_defense(state, result.chosen)
        return
    top = sorted(int(c) for c in result.tied if isinstance(c, int))
    if not top:  # LL-7.8, DEC-LL-41
        state.note("no_votes", rule="DEC-LL-41")
        no_trial(state, outcome)
    elif tiebreak:  # LL-7.8: another tie
        state.note("tie_again", seats=top, rule="LL-7.8")
        no_trial(state, outcome)
    else:  # LL-7.7
        ext(state).candidates = tuple(top)
        open_vote(state, TIEBREAK, "tiebreak_open", seats=top)


def no_trial(state: GameState, outcome: DayEndCheck) -> None:
    state.announce("no_trial")
    end_of_day(state, outcome)


def open_defense(state: GameState, accused: int) -> None:
    ext(state).accused = accused
    state.phase = Phase("day", state.phase.number, DEFENSE)  # LL-8.1/8.2
    state.ballots = {}
    set_deadline(state, DEFENSE)
    state.announce("accused", seat=accused)


def close_judgment(state: GameState, outcome: DayEndCheck) -> None:
    """D-5: EXECUTE iff 2·X > E, E the weight of every living player but the accused."""
    accused = ext(state).accused
    assert accused is not None
    weights = day_weights(state)
    ballots = [Ballot(s, state.ballots.get(s), weights[s]) for s in state.living_seats() if s != accused]
    result = motion(ballots, EXECUTE)
    counts = head_counts(ballots)
    tally = {EXECUTE: counts.get(EXECUTE, 0), PARDON: counts.get(PARDON, 0), "abstain": abstentions(ballots)}
    verdict = EXECUTE if result.chosen == EXECUTE else PARDON
    state.announce("verdict", seat=accused, verdict=verdict, **tally)  # DEC-LL-43
    execute_weight = result.totals.get(EXECUTE, Fraction(0))
    state.note("judgment_weights", execute_weight=str(execute_weight), total=str(result.total_weight), rule="LL-8.4")
    if verdict == EXECUTE:
        execution(state, accused)
    else:
        state.announce("no_execution")
    end_of_day(state, outcome)


def execution(state: GameState, seat: int) -> None:
    """D-6, in the order of LL-9.4: Chamán, then Princesa, then death."""
    memory = ext(state)
    player = state.players[seat]
    if memory.shields.get(state.phase.number) == seat:  # EX-1
        state.announce("survives_execution", seat=seat)
        return
    if player.role == PRINCESS and not player.flags.get("survived_execution"):  # EX-2
        player.flags["survived_execution"] = True
        state.announce("princess_survives", seat=seat, role=PRINCESS)
        return
    state.eliminate(seat, EXECUTION)  # EX-3, card not revealed (DEC-LL-15)
    memory.team_at_death[seat] = player.wins_with
    state.announce("executed", seat=seat)
    if player.role == JESTER and not player.flags.get("personal_win"):
        player.flags["personal_win"] = True
        state.tell(seat, "personal_victory")
    if player.role == CURSED_WOLF:
        memory.silenced_nights.add(state.phase.number + 1)  # DEC-LL-20
    sync_evil_channel(state)


def end_of_day(state: GameState, outcome: DayEndCheck) -> None:
    """D-7, then Night k+1 (or a draw at the optional day limit, DEC-LL-56)."""
    ext(state).accused = None
    ext(state).candidates = ()
    if outcome(state):
        return
    day = state.phase.number
    max_days = int(state.options.get("max_days") or 0)
    if max_days and day >= max_days:
        finish(state, Outcome((), (), reason="day_limit", draw=True, personal_wins=personal_wins(state)))
        return
    open_night(state, day + 1)
