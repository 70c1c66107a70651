"""The eighth pass over bot-game speed, part B (issue 20, docs/performance.md): the small
values in slots built on a builder, messages built the same way, the lobby's checks.

- a message sent by a game (``GameState.send``, built on a builder and given its class) is
  the message the dataclass's own ``__init__`` builds from the same fields: equal, the same
  ``repr``, the same data and the same text in every language, on every book;
- a seat's check refuses what it refused (a name taken in any case, a seat after the deal,
  also when the phase is a lobby equal to ``LOBBY`` but not the shared one).

The whole games are compared before and after by ``bench/engine_fingerprint.py``
(every message, view and state of all four books); tests/engine/test_fast_paths.py
checks the values' immutability, equality across kinds, copies and pickles."""

from __future__ import annotations

import dataclasses

import pytest

from engine import Deal, Game, SeatPlayer
from engine.bot_tables import BOT_TABLES, BotTable
from engine.errors import SetupError, WrongPhase
from engine.model import LOBBY, Message, Phase
from engine.ruleset import find_ruleset
from engine.simulate import play_bot_game


@pytest.mark.parametrize("bot_table", BOT_TABLES, ids=lambda t: t.label)
def test_every_sent_message_reads_as_the_dataclass_built_message(bot_table: BotTable) -> None:
    size = bot_table.sizes[0]
    book = find_ruleset(bot_table.ruleset)
    state = play_bot_game(book, bot_table.options_for(size), 3, size).state
    names = state.names()
    private = 0
    for sent in state.messages:
        values = {f.name: getattr(sent, f.name) for f in dataclasses.fields(Message) if f.name != "rendered"}
        built = Message(**values)
        assert type(sent) is Message and sent == built and repr(sent) == repr(built)
        assert sent.to_dict() == built.to_dict() and sent.visible_to(0) == built.visible_to(0)
        for lang in ("en", "es", "it", "zh_CN"):
            assert book.render(sent, names, lang) == book.render(built, names, lang)
        private += bool(sent.recipients)
        for seat in sent.recipients:  # delivered to each recipient's inbox, once
            assert state.inbox[seat].count(sent) == 1
    assert private and len(state.messages) > private


def test_messages_to_one_seat_share_their_recipients_and_stay_apart_in_the_inboxes() -> None:
    game = Game("moonveil", {"game_type": "classic"}, 4)
    for name in ("Ana", "Bea", "Cai", "Dan", "Eva", "Fay", "Gil"):
        game.apply(SeatPlayer(name))
    game.apply(Deal())
    first, second = game.state.tell(2, "test_a", x=1), game.state.tell(2, "test_b", x=2)
    assert first.recipients == frozenset({2}) and first.recipients is second.recipients
    assert game.state.inbox[2][-2:] == [first, second] and first not in game.state.inbox.get(3, [])
    assert first != second and first.params == {"x": 1} and first.rendered is not second.rendered


def test_a_seat_is_refused_as_before_whatever_the_case_of_the_name_or_the_lobby() -> None:
    game = Game("moonveil", {"game_type": "classic"}, 4)
    game.apply(SeatPlayer("Ana"))
    for taken in ("ana", " ANA ", "Ana"):
        with pytest.raises(SetupError) as refused:
            game.check(SeatPlayer(taken))
        assert (refused.value.key, refused.value.params) == ("name_taken", {"name": taken.strip()})
    game.check(SeatPlayer("Anab"))  # a longer name is not the same name
    game.state.phase = Phase("lobby")  # a lobby equal to the shared one (a position, a copy) is a lobby
    assert game.state.phase is not LOBBY
    game.apply(SeatPlayer("Bea"))
    game.state.phase = Phase("lobby", 1)  # not the lobby: refused as in any phase in play
    with pytest.raises(WrongPhase) as refused:
        game.check(SeatPlayer("Cai"))
    assert refused.value.key == "seats_before_deal"
    with pytest.raises(WrongPhase):
        game.check(Deal())
