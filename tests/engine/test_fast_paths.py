"""The engine's shortcuts build exactly what the plain code builds (issue 20)."""

from __future__ import annotations

import copy
import dataclasses
import pickle
import random
from fractions import Fraction

import pytest

from engine import Game, replay
from engine.commands import Advance, Deal, SeatPlayer, Submit, Vote
from engine.model import Audience, Death, GameState, Message, Phase, Submission
from engine.quick_init import quick_init
from engine.ruleset import Prompt, VotePrompt, find_ruleset
from engine.simulate import play_bot_game
from engine.voting import Ballot


def _night_state() -> GameState:
    state = GameState("moonveil", {}, 0, random.Random(0))
    state.phase = Phase("night", 1)
    return state


def test_a_sent_message_is_the_dataclass_message() -> None:
    state = _night_state()
    params = {"target": 4, "result": "wolf"}
    sent = state.send(Audience.player(2), "inspect_result", params)
    built = Message(0, "night 1", Audience.player(2), "inspect_result", params, frozenset({2}))
    assert sent == built and type(sent) is Message and repr(sent) == repr(built)
    assert _values(sent) == _values(built), "a new field must be set in send()"  # an unset slot cannot be read
    assert not hasattr(sent, "__dict__") and pickle.loads(pickle.dumps(sent)) == sent
    assert state.messages == [sent] and state.inbox == {2: [sent]}
    assert sent.rendered == {} and sent.rendered is not state.send(Audience.player(2), "inspect_result", {}).rendered
    with pytest.raises(dataclasses.FrozenInstanceError):
        sent.kind = "other"  # type: ignore[misc]


@dataclasses.dataclass(frozen=True, slots=True)
class Plain:
    seat: int
    abilities: tuple[str, ...]
    slot: str = "role"
    weight: Fraction = Fraction(1)


Quick = quick_init(
    dataclasses.make_dataclass(
        "Quick", [(f.name, f.type, f) for f in dataclasses.fields(Plain)], frozen=True, slots=True
    )
)


def _values(value: object) -> dict[str, object]:
    return {f.name: getattr(value, f.name) for f in dataclasses.fields(value)}  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("args", "kwargs"),
    [((1, ("attack",)), {}), ((2, ()), {"slot": "vote"}), ((), {"seat": 3, "abilities": (), "weight": Fraction(2)})],
)
def test_quick_init_builds_what_the_dataclass_init_builds(args: tuple[object, ...], kwargs: dict[str, object]) -> None:
    plain, quick = Plain(*args, **kwargs), Quick(*args, **kwargs)
    assert type(quick) is Quick and _values(quick) == _values(plain)
    assert hash(quick) == hash(Quick(*args, **kwargs)) and quick == Quick(*args, **kwargs)
    assert dataclasses.replace(quick, slot="night") == Quick(**{**_values(plain), "slot": "night"})
    assert copy.deepcopy(quick) == quick and copy.copy(quick) == quick
    with pytest.raises(dataclasses.FrozenInstanceError):
        quick.seat = 9  # type: ignore[attr-defined]
    with pytest.raises(TypeError):
        Quick()


def test_the_engine_values_built_most_use_quick_init() -> None:
    for cls in (
        Prompt,
        VotePrompt,
        Submission,
        Audience,
        Phase,
        Death,
        Ballot,
        SeatPlayer,
        Deal,
        Submit,
        Vote,
        Advance,
    ):
        assert cls.__new__.__module__ == "engine.quick_init", cls
        assert "__slots__" in vars(cls) and not hasattr(cls(*_SAMPLE_ARGS.get(cls, ())), "__dict__"), cls
    assert Submit(1, "attack", (2,)) == Submit(actor=1, ability="attack", targets=(2,), option=None, slot=None)
    assert Prompt(4, ("ready",)) == Prompt(seat=4, abilities=("ready",), slot="role", required=True, changeable=False)


_SAMPLE_ARGS: dict[type, tuple[object, ...]] = {
    Prompt: (1, ("attack",)),
    VotePrompt: (1, (2, None)),
    Submission: (1, "attack"),
    Audience: ("public",),
    Phase: ("night", 1),
    Death: (1, "wolves", "night 1"),
    Ballot: (1, 2, Fraction(1)),
    SeatPlayer: ("Ana",),
    Submit: (1, "attack", (2,)),
    Vote: (1, 2),
}


@pytest.mark.parametrize("cls", [*_SAMPLE_ARGS, Deal, Advance])
def test_a_quick_value_refuses_every_assignment_and_equals_only_its_own_kind(cls: type) -> None:
    value = cls(*_SAMPLE_ARGS.get(cls, ()))
    for field in dataclasses.fields(value):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(value, field.name, getattr(value, field.name))
    with pytest.raises((AttributeError, TypeError)):
        value.extra = 1
    twin = cls(*_SAMPLE_ARGS.get(cls, ()))
    assert value == twin and hash(value) == hash(twin) and value is not twin
    assert pickle.loads(pickle.dumps(value)) == value and copy.deepcopy(value) == value
    assert value != tuple(_values(value).values()) and value != _values(value)
    for other in _SAMPLE_ARGS:
        if other is not cls:
            assert value != other(*_SAMPLE_ARGS[other])


def test_a_submit_never_equals_a_vote_or_a_submission_with_the_same_values() -> None:
    assert Submit(1, "attack") != Submission(1, "attack")
    assert Vote(1, 2) != Ballot(1, 2, Fraction(1)) and Vote(1, 2) != (1, 2)
    assert Advance() != Deal() and hash(Submit(1, "attack")) == hash(Submit(1, "attack"))
    assert {Submit(1, "attack"): 1}[Submit(1, "attack")] == 1


def test_a_phase_label_is_made_once_and_is_no_part_of_the_phase() -> None:
    phase = Phase("vote", 2, "runoff")
    assert phase.label() == "vote 2/runoff" and phase.label() is phase.label()
    assert Phase("lobby").label() == "lobby" and Phase("over").label() == "over"
    assert Phase("night", 0).label() == "night 0"
    assert phase == Phase("vote", 2, "runoff") and hash(phase) == hash(Phase("vote", 2, "runoff"))
    assert repr(phase) == "Phase(kind='vote', number=2, step='runoff')"
    assert [f.name for f in dataclasses.fields(phase)] == ["kind", "number", "step"]
    assert dataclasses.replace(phase, step="").label() == "vote 2"
    with pytest.raises((AttributeError, TypeError)):
        phase._label = "night 9"  # type: ignore[misc]
    assert phase.label() == "vote 2/runoff"


@pytest.mark.parametrize(
    "fields_",
    [
        [("seen", list, dataclasses.field(default_factory=list))],
        [("seat", int, dataclasses.field(kw_only=True))],
        [("seat", int, dataclasses.field(init=False, default=0))],
    ],
)
def test_quick_init_refuses_fields_it_cannot_fill(fields_: list[tuple[str, type, dataclasses.Field[object]]]) -> None:
    with pytest.raises(TypeError):
        quick_init(dataclasses.make_dataclass("Odd", fields_, frozen=True, slots=True))


def test_quick_init_refuses_mutable_unslotted_and_post_init_classes() -> None:
    with pytest.raises(TypeError):
        quick_init(dataclasses.make_dataclass("Loose", [("seat", int)], slots=True))
    with pytest.raises(TypeError):
        quick_init(dataclasses.make_dataclass("Unslotted", [("seat", int)], frozen=True))
    with pytest.raises(TypeError):
        quick_init(
            dataclasses.make_dataclass(
                "Checked", [("seat", int)], frozen=True, slots=True, namespace={"__post_init__": lambda self: None}
            )
        )


def test_a_cloned_state_draws_what_the_original_draws() -> None:
    game = Game("moonveil", {"game_type": "classic"}, 11)
    game.state.rng.random()
    game.state.rng.gauss(0, 1)  # leaves a second normal deviate waiting in the state
    twin = game.state.clone()
    draws = [(r.random(), r.gauss(0, 1), r.randrange(99), r.getrandbits(64)) for r in (game.state.rng, twin.rng)]
    assert draws[0] == draws[1]
    assert twin.rng is not game.state.rng and twin.rng.getstate() == game.state.rng.getstate()


def views(game: Game, lang: str | None) -> list[object]:
    return [game.public_view(lang), *(game.player_view(seat, lang) for seat in range(len(game.state.players)))]


@pytest.mark.parametrize("lang", [None, "en"])
def test_messages_numbered_once_read_as_numbered_afresh(lang: str | None) -> None:
    """A message's number in its audience is kept on it: views read after every command
    (numbers kept as they came), after undo, and from a cold replay agree (MV-10.3)."""
    game = play_bot_game(find_ruleset("moonveil"), {"game_type": "all_roles"}, 4, 12, "role-aware")
    warm = game.restart()
    for command in game.journal:
        warm.apply(command)
        views(warm, lang)
    assert views(warm, lang) == views(replay("moonveil", game.options, game.seed, game.journal), lang)
    for _ in range(6):
        warm.undo()
    assert views(warm, lang) == views(replay("moonveil", game.options, game.seed, warm.journal), lang)
