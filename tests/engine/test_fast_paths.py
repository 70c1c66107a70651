"""The engine's shortcuts build exactly what the plain code builds (issue 20)."""

from __future__ import annotations

import dataclasses
from fractions import Fraction

import pytest

from engine import Game, replay
from engine.commands import Advance, Deal, SeatPlayer, Submit, Vote
from engine.model import Audience, Death, Message, Phase, Submission
from engine.quick_init import quick_init
from engine.ruleset import Prompt, VotePrompt, find_ruleset
from engine.simulate import play_bot_game
from engine.voting import Ballot


def test_a_sent_message_is_the_dataclass_message() -> None:
    args = (3, "night 1", Audience.player(2), "inspect_result", {"target": 4, "result": "wolf"}, frozenset({2}))
    sent, built = Message.sent(*args), Message(*args)
    assert sent == built
    assert vars(sent) == vars(built)
    assert set(vars(sent)) == {f.name for f in dataclasses.fields(Message)}, "a new field must be set in sent()"
    assert sent.rendered == {} and sent.rendered is not Message.sent(*args).rendered
    with pytest.raises(dataclasses.FrozenInstanceError):
        sent.kind = "other"  # type: ignore[misc]


@dataclasses.dataclass(frozen=True)
class Plain:
    seat: int
    abilities: tuple[str, ...]
    slot: str = "role"
    weight: Fraction = Fraction(1)


Quick = quick_init(
    dataclasses.make_dataclass("Quick", [(f.name, f.type, f) for f in dataclasses.fields(Plain)], frozen=True)
)


@pytest.mark.parametrize(
    ("args", "kwargs"),
    [((1, ("attack",)), {}), ((2, ()), {"slot": "vote"}), ((), {"seat": 3, "abilities": (), "weight": Fraction(2)})],
)
def test_quick_init_builds_what_the_dataclass_init_builds(args: tuple[object, ...], kwargs: dict[str, object]) -> None:
    plain, quick = Plain(*args, **kwargs), Quick(*args, **kwargs)
    assert vars(quick) == vars(plain)
    assert hash(quick) == hash(Quick(*args, **kwargs)) and quick == Quick(*args, **kwargs)
    assert dataclasses.replace(quick, slot="night") == Quick(**{**vars(plain), "slot": "night"})
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
        assert cls.__init__.__module__ == "engine.quick_init", cls
    assert Submit(1, "attack", (2,)) == Submit(actor=1, ability="attack", targets=(2,), option=None, slot=None)
    assert Prompt(4, ("ready",)) == Prompt(seat=4, abilities=("ready",), slot="role", required=True, changeable=False)


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
        quick_init(dataclasses.make_dataclass("Odd", fields_, frozen=True))


def test_quick_init_refuses_mutable_and_post_init_classes() -> None:
    with pytest.raises(TypeError):
        quick_init(dataclasses.make_dataclass("Loose", [("seat", int)]))
    with pytest.raises(TypeError):
        quick_init(
            dataclasses.make_dataclass(
                "Checked", [("seat", int)], frozen=True, namespace={"__post_init__": lambda self: None}
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
