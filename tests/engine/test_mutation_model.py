"""``engine.model`` on its own: audiences, messages, phases, players, outcomes and
the game state's copies and outputs (issue 21, mutation testing).

Who receives a message is decided once, when it is sent (a secret reaching the
wrong seat is the worst bug this app can have), and a snapshot or preview must
be a copy that shares nothing mutable with the game it was taken from.
"""

from __future__ import annotations

import random

from engine.model import (
    LOBBY,
    Audience,
    Death,
    GameState,
    Message,
    Outcome,
    Phase,
    PlayerState,
    Submission,
    clone_ext,
)


def table(*roles: str) -> GameState:
    """A dealt table of ``roles`` in seat order, in night 1."""
    state = GameState("test", {"deadlines": {"mode": "manual"}}, 7, random.Random(7))
    state.players = [PlayerState(seat, f"P{seat}", role=role, seen_as=role) for seat, role in enumerate(roles)]
    state.phase = Phase("night", 1)
    return state


# ---------------------------------------------------------------------------
# Audiences


def test_the_audience_constructors_name_their_kind() -> None:
    assert Audience.public() == Audience("public")
    assert Audience.moderator() == Audience("moderator")
    assert Audience.player(3) == Audience("player", seat=3)
    assert Audience.team("wolves") == Audience("channel", channel="wolves")


def test_an_audience_as_data_gives_only_what_its_kind_uses() -> None:
    assert Audience.player(0).to_dict() == {"kind": "player", "seat": 0}
    assert Audience.team("wolves").to_dict() == {"kind": "channel", "channel": "wolves"}
    assert Audience.public().to_dict() == {"kind": "public"}
    assert Audience.moderator().to_dict() == {"kind": "moderator"}
    # a player audience without a seat, a channel without a name: only the kind
    assert Audience("player").to_dict() == {"kind": "player"}
    assert Audience("channel").to_dict() == {"kind": "channel"}
    # a seat or channel on another kind is not the player's or the channel's
    assert Audience("public", seat=2, channel="wolves").to_dict() == {"kind": "public"}


# ---------------------------------------------------------------------------
# Messages


def test_a_public_message_is_visible_to_everyone_a_private_one_to_its_recipients() -> None:
    public = Message(0, "day 1", Audience.public(), "dawn", {})
    private = Message(1, "night 1", Audience.player(2), "seen", {}, frozenset({2}))
    assert public.visible_to(5)
    assert private.visible_to(2)
    assert not private.visible_to(5)
    assert not Message(2, "night 1", Audience.moderator(), "note", {}).visible_to(0)


def test_a_message_as_data_has_its_fields_and_audience() -> None:
    message = Message(4, "night 1", Audience.player(2), "seen", {"target": 1}, frozenset({2}))
    assert message.to_dict() == {
        "seq": 4,
        "phase": "night 1",
        "audience": {"kind": "player", "seat": 2},
        "kind": "seen",
        "params": {"target": 1},
    }


# ---------------------------------------------------------------------------
# Phases


def test_a_phase_label_shows_its_number_and_step() -> None:
    assert LOBBY.label() == "lobby"
    assert Phase("over").label() == "over"
    assert Phase("night", 0).label() == "night 0"
    assert Phase("day", 0).label() == "day 0"
    assert Phase("vote", 2).label() == "vote 2"
    assert Phase("day", 1, "defense").label() == "day 1/defense"
    assert Phase("over", 0, "final").label() == "over/final"


# ---------------------------------------------------------------------------
# Players


def test_a_player_copy_owns_its_uses_and_flags() -> None:
    player = PlayerState(1, "Ana", role="seer", uses={"inspect": 2}, flags={"marks": {"hex": [1]}})
    twin = player.copy()
    assert twin == player and twin is not player
    twin.uses["inspect"] = 0
    twin.flags["marks"]["hex"].append(2)
    twin.alive = False
    assert player.uses == {"inspect": 2}
    assert player.flags == {"marks": {"hex": [1]}}
    assert player.alive


def test_a_player_copy_without_flags_gets_its_own_empty_flags() -> None:
    player = PlayerState(1, "Ana")
    twin = player.copy()
    assert twin.flags == {}
    twin.flags["cursed"] = True
    assert player.flags == {}


# ---------------------------------------------------------------------------
# Outcomes


def test_an_outcome_as_data_names_the_winners_and_personal_wins() -> None:
    outcome = Outcome(("village",), (2, 0), "wolves_gone", draw=False, personal_wins=((1, "lovers"),))
    assert outcome.to_dict(["Ana", "Bo", "Cy"]) == {
        "winning_teams": ["village"],
        "winners": ["Cy", "Ana"],
        "draw": False,
        "reason": "wolves_gone",
        "personal_wins": [{"player": "Bo", "kind": "lovers"}],
    }
    assert Outcome((), (), "stalemate", draw=True).to_dict([])["draw"] is True


# ---------------------------------------------------------------------------
# Copies


class OwnClone:
    def __init__(self, marks: list[int]) -> None:
        self.marks = marks

    def clone(self) -> str:
        return "its own copy"


class NotCallableClone:
    clone = "not a method"

    def __init__(self, marks: list[int]) -> None:
        self.marks = marks


def test_an_ext_with_clone_is_copied_by_it_otherwise_deep_copied() -> None:
    assert clone_ext(OwnClone([1])) == "its own copy"
    plain = {"tally": [1, 2]}
    copied = clone_ext(plain)
    assert copied == plain and copied["tally"] is not plain["tally"]
    odd = NotCallableClone([1])
    copied_odd = clone_ext(odd)
    assert copied_odd.marks == [1] and copied_odd.marks is not odd.marks
    assert clone_ext(None) is None


def busy_state() -> GameState:
    state = table("wolf", "seer", "villager")
    state.options = {"deadlines": {"mode": "manual"}}
    state.rng.random()
    state.submissions = {(0, "attack"): Submission(0, "attack", (2,))}
    state.ballots = {1: 2}
    state.channels = {"wolves": {0}}
    state.emit(Audience.team("wolves"), "wake")
    state.deaths = [Death(2, "attack", "night 1")]
    state.outcome = Outcome(("village",), (1,), "wolves_gone")
    state.now_ms = 1234
    state.presence_ms = {0: 1000}
    state.composition = ("wolf", "seer", "villager")
    state.ext = {"hexed": [1]}
    state.memo = {"cached": 1}
    return state


def test_a_clone_has_every_field_of_the_state() -> None:
    state = busy_state()
    twin = state.clone()
    for name in (
        "ruleset",
        "options",
        "seed",
        "players",
        "phase",
        "submissions",
        "ballots",
        "channels",
        "messages",
        "deaths",
        "outcome",
        "now_ms",
        "presence_ms",
        "composition",
        "ext",
        "inbox",
    ):
        assert getattr(twin, name) == getattr(state, name), name
    assert twin.memo == {}
    assert twin.rng.getstate() == state.rng.getstate()
    assert twin.rng.random() == state.rng.random()


def test_a_clone_shares_nothing_that_can_change() -> None:
    state = busy_state()
    twin = state.clone()
    twin.options["deadlines"]["mode"] = "timer"
    twin.players[0].alive = False
    twin.submissions.clear()
    twin.ballots[2] = 0
    twin.channels["wolves"].add(1)
    twin.emit(Audience.team("wolves"), "sleep")
    twin.deaths.append(Death(0, "vote", "day 1"))
    twin.presence_ms[1] = 5
    twin.ext["hexed"].append(2)
    twin.rng.random()
    assert state.options == {"deadlines": {"mode": "manual"}}
    assert state.players[0].alive
    assert list(state.submissions) == [(0, "attack")]
    assert state.ballots == {1: 2}
    assert state.channels == {"wolves": {0}}
    assert [m.kind for m in state.messages] == ["wake"]
    assert [m.kind for m in state.inbox[0]] == ["wake"]
    assert len(state.deaths) == 1
    assert state.presence_ms == {0: 1000}
    assert state.ext == {"hexed": [1]}
    assert twin.rng.getstate() != state.rng.getstate()


# ---------------------------------------------------------------------------
# Queries


def test_the_queries_read_the_living_the_names_and_the_holders() -> None:
    state = table("wolf", "seer", "wolf", "villager")
    state.players[2].alive = False
    assert [p.seat for p in state.living()] == [0, 1, 3]
    assert state.living_seats() == [0, 1, 3]
    assert state.names() == ["P0", "P1", "P2", "P3"]
    assert state.player(1).role == "seer"
    assert [p.seat for p in state.holders("wolf")] == [0, 2]
    assert state.holders("witch") == []


def test_a_game_is_over_once_it_has_an_outcome() -> None:
    state = table("wolf", "villager")
    assert not state.over
    state.outcome = Outcome(("wolves",), (0,), "parity")
    assert state.over


# ---------------------------------------------------------------------------
# Outputs


def test_messages_are_numbered_and_stamped_with_the_phase() -> None:
    state = table("wolf", "seer")
    first = state.announce("dusk", night=1)
    state.phase = Phase("day", 1, "defense")
    second = state.note("why", rule="MV-1")
    assert (first.seq, first.phase, first.kind, first.params) == (0, "night 1", "dusk", {"night": 1})
    assert first.audience == Audience.public() and first.recipients == frozenset()
    assert (second.seq, second.phase, second.kind, second.params) == (1, "day 1/defense", "why", {"rule": "MV-1"})
    assert second.audience == Audience.moderator()
    assert state.messages == [first, second]
    assert state.inbox == {}
    # each message has its own empty cache of rendered words, filled by the views
    assert first.rendered == {} and second.rendered == {}
    assert first.rendered is not second.rendered


def test_a_private_message_reaches_only_its_player() -> None:
    state = table("wolf", "seer", "villager")
    told = state.tell(1, "seen", target=0, result="wolf")
    assert told.audience == Audience.player(1)
    assert told.recipients == frozenset({1})
    assert told.params == {"target": 0, "result": "wolf"}
    assert state.inbox == {1: [told]}
    assert state.emit(Audience.player(1), "again", n=2).params == {"n": 2}
    assert [m.kind for m in state.inbox[1]] == ["seen", "again"]


def test_a_channel_message_reaches_the_members_at_the_time_it_is_sent() -> None:
    state = table("wolf", "wolf", "villager")
    state.channels["wolves"] = {0, 1}
    wake = state.emit(Audience.team("wolves"), "wake")
    assert wake.recipients == frozenset({0, 1})
    state.channels["wolves"].add(2)
    assert wake.recipients == frozenset({0, 1})
    assert set(state.inbox) == {0, 1}
    assert state.emit(Audience.team("lovers"), "nobody").recipients == frozenset()


def test_a_message_to_an_audience_without_a_seat_or_channel_reaches_nobody() -> None:
    state = table("wolf", "villager")
    state.channels["wolves"] = {0}
    assert state.emit(Audience("player"), "lost").recipients == frozenset()
    assert state.emit(Audience("channel"), "lost").recipients == frozenset()
    assert state.emit(Audience("public", seat=1, channel="wolves"), "open").recipients == frozenset()
    assert state.inbox == {}


# ---------------------------------------------------------------------------
# Life and death


def test_an_elimination_records_the_seat_cause_and_phase_and_a_revival_undoes_the_death() -> None:
    state = table("wolf", "seer", "villager")
    state.phase = Phase("day", 2, "vote")
    state.eliminate(1, "lynch")
    assert state.players[1].alive is False  # a boolean: views and positions write it as JSON
    assert state.players[0].alive and state.players[2].alive
    assert state.deaths == [Death(1, "lynch", "day 2/vote")]
    state.revive(1)
    assert state.players[1].alive
