"""The table controller: one refresh signal, refusals in plain words, bots that
act through their policy on their own player view only."""

from __future__ import annotations

from pathlib import Path

from engine.commands import Submit
from moonveil_desktop.controller import TableController, trial_check
from moonveil_desktop.evening import Evening
from moonveil_desktop.storage import FILE_NAME, Storage
from moonveil_desktop.table import TableSettings

HUMANS = [("Ana", False), ("Bea", False), ("Cai", False)]
BOTS = [(f"Bot {i}", True) for i in range(1, 6)]


def make(tmp_path: Path, seats: list[tuple[str, bool]]) -> TableController:
    controller = TableController(Evening(Storage(tmp_path / FILE_NAME)))
    assert controller.new_table(TableSettings("moonveil", {}, 9), seats)
    return controller


def test_one_views_changed_signal_per_command(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    controller = make(tmp_path, [*HUMANS, ("Dov", False)])
    with qtbot.wait_signal(controller.viewsChanged):
        assert controller.deal()
    emitted: list[int] = []
    controller.viewsChanged.connect(lambda: emitted.append(1))
    seat = controller.acting_seats()[0]
    choice = controller.seat_prompts(seat)[0].choices[0]
    controller.act(seat, choice.ability, choice.targets[: choice.count])
    assert emitted == [1]


def test_refusals_are_plain_words_with_the_rule(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    controller = make(tmp_path, [*HUMANS, ("Dov", False)])
    with qtbot.wait_signal(controller.errorRaised) as signal:
        controller.advance()
    assert signal.args == ["The roles have not been dealt yet"]  # "deal" is a tag, not a rule ID of the book
    controller.deal()
    with qtbot.wait_signal(controller.errorRaised) as signal:
        controller.submit(Submit(0, "fly"))
    assert signal.args[0].endswith("(MV-4.1)")


def test_bots_act_on_their_own_view_and_hold_nothing_open(tmp_path: Path) -> None:
    controller = make(tmp_path, HUMANS + BOTS)
    controller.deal()
    table = controller.table_or_raise()
    bot_seats = [s["seat"] for s in controller.public_view()["seats"] if s["bot"]]
    assert not set(controller.missing()) & set(bot_seats)  # every bot has submitted
    assert set(controller.missing()) == {0, 1, 2}
    submitted = {s.actor for s in table.game.state.submissions.values()}
    assert submitted == set(bot_seats)


def test_undo_does_not_make_bots_act_again(tmp_path: Path) -> None:
    controller = make(tmp_path, HUMANS + BOTS)
    controller.deal()
    length = len(controller.table_or_raise().game.journal)
    controller.undo()  # the last bot submission
    assert len(controller.table_or_raise().game.journal) == length - 1
    assert controller.can_redo()
    controller.redo()
    assert len(controller.table_or_raise().game.journal) == length


def test_clock_readings_are_undone_with_the_command_they_preceded(tmp_path: Path) -> None:
    controller = make(tmp_path, [*HUMANS, ("Dov", False)])
    controller.deal()
    table = controller.table_or_raise()
    for seat in controller.acting_seats():
        choice = controller.seat_prompts(seat)[0].choices[0]
        controller.act(seat, choice.ability, choice.targets[: choice.count])
    before = len(table.game.journal)
    controller.evening.clock_base += 5000  # as if five seconds had passed
    controller.advance()
    assert [type(c).__name__ for c in table.game.journal[before:]] == ["Clock", "Advance"]
    controller.undo()
    assert len(table.game.journal) == before
    controller.redo()
    assert [type(c).__name__ for c in table.game.journal[before:]] == ["Clock", "Advance"]


def test_trial_check_reports_composition_errors() -> None:
    assert trial_check("moonveil", {}, 1, ["Ana", "Bea", "Cai", "Dov"]) is None
    assert trial_check("moonveil", {}, 1, ["Ana", "Bea"]) == "This rule set plays with 3 to 99 players, not 2"
    error = trial_check("moonveil", {"wolves": 2}, 1, ["Ana", "Bea", "Cai", "Dov"])
    assert error is not None and "(MV-3.5)" in error


def test_a_game_that_cannot_be_replayed_is_refused_clearly(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    controller = make(tmp_path, HUMANS)
    storage = controller.storage
    assert storage is not None
    storage.db.execute('UPDATE commands SET data=\'{"type": "seat", "name": "Ana", "bot": false}\'')
    fresh = TableController(Evening(storage))
    with qtbot.wait_signal(fresh.errorRaised) as signal:
        assert not fresh.open_game(1)
    assert signal.args[0].startswith("This saved game cannot be replayed")
    assert fresh.table is None


SEVEN = [(name, False) for name in ("Ana", "Bea", "Cai", "Dov", "Eli", "Fay", "Gus")]


def test_LL_11_1_the_timer_closes_a_phase_at_its_deadline(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    controller = TableController(Evening(Storage(tmp_path / FILE_NAME)))
    assert controller.new_table(TableSettings("luna_llena", {}, 9), SEVEN)
    controller.deal()
    table = controller.table_or_raise()
    deadline = table.game.state.ext.deadline_ms
    monkeypatch.setattr(controller.evening, "now_ms", lambda: deadline - 1)  # a fake clock, no waiting
    controller.tick_clock()
    assert table.game.state.phase.label() == "night 1"
    monkeypatch.setattr(controller.evening, "now_ms", lambda: deadline)
    before = len(table.game.journal)
    controller.tick_clock()
    assert table.game.state.phase.label() == "day 1/debate"
    assert [type(c).__name__ for c in table.game.journal[before:]] == ["Clock", "Advance"]
    next_deadline = table.game.state.ext.deadline_ms
    monkeypatch.setattr(controller.evening, "now_ms", lambda: next_deadline)
    assert controller.advance()  # the moderator's close meets the deadline: one phase closes, not two
    assert table.game.state.phase.label() == "day 1/accusation"


def test_a_rule_set_without_deadlines_waits_for_the_moderator(tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    controller = make(tmp_path, [*HUMANS, ("Dov", False)])
    controller.deal()
    monkeypatch.setattr(controller.evening, "now_ms", lambda: 10**9)
    controller.tick_clock()
    assert controller.table_or_raise().game.state.phase.label() == "night 1"


def test_IT_4_6_a_scheduled_three_factions_phase_closes_on_the_timer(qtbot, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    controller = TableController(Evening(Storage(tmp_path / FILE_NAME)))
    schedule = {"deadlines": {"mode": "timer", "vote_close": 10, "action_deadline": 5, "dawn": 1}}
    seats = [(f"P{i:02d}", False) for i in range(22)]
    assert controller.new_table(TableSettings("three_factions", schedule, 9), seats)
    controller.deal()
    monkeypatch.setattr(controller.evening, "now_ms", lambda: 5 * 60_000)  # Night 0's action deadline
    with qtbot.wait_signal(controller.viewsChanged):
        controller.tick_clock()
    assert controller.table_or_raise().game.state.phase.kind == "review"


def test_trial_check_names_the_player_count_when_too_many_are_listed() -> None:
    """The setup form lists ten names for Luna llena (7 to 9 players): the seat's own refusal
    ("the table is full (9 seats)") read as a contradiction beside ten names."""
    names = [f"P{n}" for n in range(10)]
    assert trial_check("luna_llena", {}, 1, names, "es").startswith(
        "Este reglamento se juega con 7 a 9 jugadores, no con 10"
    )
