"""Three Factions' day: the Pyre sequence (IT-5.11), its tally (IT-5.5–5.7, D-08),
missed votes and their sanctions (IT-5.9, IT-5.10)."""

from __future__ import annotations

from fractions import Fraction

from engine.commands import Vote
from engine.model import GameState, Outcome, Phase
from engine.ruleset_outcome import OutcomePoint
from engine.rulesets.three_factions.night import demon_trigger, sync_channels
from engine.rulesets.three_factions.phases import TFPhases
from engine.rulesets.three_factions.roles import DIABLO, DIABLO_SIDE, LUPO_DEMONIO
from engine.rulesets.three_factions.state import (
    BITTEN,
    DIABLO_LOST,
    NOMINEE,
    PYRE,
    SANCTION,
    SHIFT,
    SHIFT_NIGHT,
    ext,
    record,
    set_flag,
    tell,
)
from engine.voting import Ballot, plurality


class TFDay(TFPhases):
    """The Pyre: freeze the nomination, tally, burn, end the shifts, the Demon's trigger,
    missed votes, then victory or the night."""

    # -- day and the Pyre ---------------------------------------------------------------
    def _pyre(self, state: GameState) -> None:
        """IT-5.11 steps 1–9."""
        day = state.phase.number
        memory = ext(state)
        for sub in state.submissions.values():  # 1 freeze the nomination
            if sub.ability == "nominate" and state.players[sub.actor].role == LUPO_DEMONIO:
                state.players[sub.actor].flags[NOMINEE] = sub.targets[0]
        burned, tied = self._tally(state)  # 2
        if tied and self.options(state)["tie_break"] == "moderator":
            memory.tied = list(tied)
            state.phase = Phase("day", day, "tie")
            state.note("tie_to_break", seats=list(tied), rule="D-08")
            return
        self._burn(state, burned)

    def _burn(self, state: GameState, burned: int | None) -> None:
        """IT-5.11 steps 3–9."""
        day = state.phase.number
        memory = ext(state)
        memory.tied = []
        state.phase = Phase("day", day)
        memory.pyre[day] = burned
        if burned is None:
            state.announce("nobody_burned")
        else:
            state.eliminate(burned, PYRE)  # 3
            sync_channels(state)
            victim = state.players[burned]
            if victim.role == DIABLO:  # 4
                if victim.flags.get(BITTEN) and not victim.flags.get(DIABLO_LOST):
                    state.announce("diablo_wins", seat=burned)  # P-06
                    self.end_game(state, Outcome((DIABLO_SIDE,), (burned,), reason="diablo_burned_after_bite"))
                    return
                victim.flags[DIABLO_LOST] = True  # IT-11.6
            state.announce("pyre", seat=burned)  # P-03
        for player in state.players:  # 5 the shift ends after the tally (IT-7.22)
            if SHIFT in player.flags:
                player.flags.pop(SHIFT_NIGHT, None)
                set_flag(player, SHIFT, None)
                record(state, player.seat, "shift_ended")
        if burned is not None and state.players[burned].role == LUPO_DEMONIO:
            demon_trigger(state)  # 6
        self._count_missed_votes(state)  # 7
        if memory.flagged and self.options(state)["missed_vote_sanction"] == "elimination":
            if self.options(state)["sanction_confirm"]:
                state.phase = Phase("day", day, "sanction")
                state.note("sanction_proposed", seats=list(memory.flagged), rule="IT-5.10")
                return
            self._decide_sanctions(state, True)
        memory.flagged = []
        self._finish_pyre(state)

    def _tie_choice(self, state: GameState, decision: str | None) -> int | None:
        """The moderator's pick among the tied (a name or a seat number), or None (nobody)."""
        for seat in ext(state).tied:
            if decision in (state.players[seat].name, str(seat)):
                return seat
        return None

    def _finish_pyre(self, state: GameState) -> None:
        if self.check_outcome(state, OutcomePoint.DAY_END):  # 8
            return
        self._open_night(state, state.phase.number)  # 9

    def _tally(self, state: GameState) -> tuple[int | None, tuple[int, ...]]:
        """IT-5.5–5.7: plurality of valid votes; a mode-B vote weighs nothing; a tie burns nobody
        (D-08), unless the ``tie_break`` option says otherwise. Returns (burned, tied)."""
        living = set(state.living_seats())
        ballots = []
        for voter in sorted(living):
            choice = state.ballots.get(voter)
            if not isinstance(choice, int) or choice not in living:
                continue
            ballots.append(Ballot(voter, choice, self._weight(state, voter)))
        result = plurality(ballots, tie_break="none")
        if self.options(state)["publish_totals"]:
            totals = sorted(((c, int(w)) for c, w in result.totals.items() if w > 0), key=lambda t: (-t[1], t[0]))
            state.announce("vote_totals", totals=[[c, w] for c, w in totals])  # IT-5.12
        tied = tuple(int(c) for c in result.tied if isinstance(c, int))
        if tied and self.options(state)["tie_break"] == "first_to_reach":
            return self._first_to_reach(
                state, tied, {c: w for c, w in result.totals.items() if isinstance(c, int)}
            ), tied
        return (result.chosen if isinstance(result.chosen, int) else None), tied

    def _first_to_reach(self, state: GameState, tied: tuple[int, ...], totals: dict[int, Fraction]) -> int:
        """D-08 config: the tied player whose valid votes reached the final count first."""
        standing: dict[int, int | None] = {}
        for voter, choice in ext(state).vote_log:
            standing[voter] = choice if isinstance(choice, int) else None
            for candidate in tied:
                weight = sum((self._weight(state, v) for v, c in standing.items() if c == candidate), Fraction(0))
                if weight >= totals[candidate]:
                    return candidate
        return tied[0]

    def _weight(self, state: GameState, voter: int) -> Fraction:
        return Fraction(0) if state.players[voter].flags.get(SHIFT) == "B" else Fraction(1)

    def apply_vote(self, state: GameState, command: Vote) -> None:
        super().apply_vote(state, command)
        ext(state).vote_log.append((command.voter, command.choice))

    def _count_missed_votes(self, state: GameState) -> None:
        """IT-5.9: abstaining or not voting is a miss; a null mode-B vote is not."""
        memory = ext(state)
        options = self.options(state)
        threshold = int(options["missed_vote_threshold"])
        memory.flagged = []
        for seat in sorted(memory.day_alive):
            if not state.players[seat].alive:
                continue
            if isinstance(state.ballots.get(seat), int):
                if options["missed_vote_counting"] == "consecutive":
                    memory.missed[seat] = 0
                continue
            count = memory.missed.get(seat, 0) + 1
            memory.missed[seat] = count
            tell(state, seat, "missed_votes", count=count, threshold=threshold, last_warning=count == threshold)
            if count > threshold and options["missed_vote_sanction"] != "none":
                memory.flagged.append(seat)
                state.note("missed_vote_violation", seat=seat, count=count, rule="IT-5.10")

    def _decide_sanctions(self, state: GameState, confirm: bool) -> None:
        memory = ext(state)
        for seat in memory.flagged:
            if not confirm:
                state.note("sanction_waived", seat=seat, rule="IT-5.10")
                continue
            state.eliminate(seat, SANCTION)  # IT-5.13
            memory.sanctioned.add(seat)
            sync_channels(state)
            state.announce("sanctioned", seat=seat)  # P-04
            player = state.players[seat]
            if player.role == LUPO_DEMONIO:
                demon_trigger(state)
            if player.role == DIABLO:
                player.flags[DIABLO_LOST] = True  # IT-11.7
        memory.flagged = []
        state.phase = Phase("day", state.phase.number)
