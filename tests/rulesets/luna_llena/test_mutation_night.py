"""Edges of the Luna llena night (engine/rulesets/luna_llena/night.py) that
mutation testing found unchecked (docs/mutation/luna_llena.md).

Each test names its rule and fails when the line it guards is changed a little
(a condition turned around, a default shifted, a message's key or parameter
replaced)."""

from __future__ import annotations

import random

from engine.commands import Clock
from engine.game import Game
from engine.rulesets.luna_llena.night import LUNA_NIGHT
from tests.rulesets.luna_llena.helpers import (
    act,
    attack,
    close,
    deal,
    private,
    public,
    quiet_day,
    revived_jester,
    s,
    trial,
)

#: DEC-LL-54: who wakes, in order, the rule that calls them, and the steps of
#: the chain that resolve their choices (shared/rules/luna_llena.md §4).
DECLARED_WAKES = [
    ("evil", "LL-5.3", ("joint_attack",)),
    ("vampire", "DEC-LL-21", ("joint_attack",)),
    ("seer", "DEC-LL-27", ("others",)),
    ("doctor", "DEC-LL-26", ("joint_attack", "assassin")),
    ("assassin", "DEC-LL-28", ("assassin",)),
    ("informant", "DEC-LL-22", ("others",)),
    ("crier", "DEC-LL-32", ("others", "consequences")),
    ("druid", "DEC-LL-31", ("others", "consequences")),
    ("mystic", "DEC-LL-33", ("others",)),
    ("thief", "DEC-LL-34", ("others",)),
    ("night_visitor", "DEC-LL-35", ("joint_attack", "assassin", "consequences")),
    ("confidant", "DEC-LL-36", ("others",)),
    ("priest", "DEC-LL-30", ("revivals",)),
    ("dawn", "N-10", ("dawn",)),
]


def test_DEC_LL_54_each_wake_names_its_rule_and_the_steps_that_resolve_it() -> None:
    assert [(w.key, w.rule, w.resolved_in) for w in LUNA_NIGHT.wakes] == DECLARED_WAKES


def reasons(game: Game, kind: str) -> list[dict[str, object]]:
    """The moderator's reasons of one kind (what the resolve preview explains)."""
    return [dict(m.params) for m in game.state.messages if m.audience.kind == "moderator" and m.kind == kind]


def deaths(game: Game) -> list[tuple[int, str]]:
    return [(d.seat + 1, d.cause) for d in game.state.deaths]


class FixedRoll(random.Random):
    """The game's RNG with its ``random()`` roll fixed (the Cazador's 75 %); its
    other draws (``choice``) stay the seeded ones."""

    def __init__(self, roll: float, seed: int = 1) -> None:
        super().__init__(seed)
        self.roll = roll

    def random(self) -> float:
        return self.roll


def test_DEC_LL_48_a_target_already_dying_is_not_attacked_again() -> None:
    """The Asesino picks the joint attack's target: AR-0 stops the second attack,
    the player dies once, of the first cause."""
    game = deal("HL", "LA", "ASE", "MED", "VID", "ALD", "ALD", "ALD")
    attack(game, 6, 1, 2)
    act(game, 3, "assassinate", 6)
    close(game)
    assert deaths(game) == [(6, "joint_attack")]
    assert reasons(game, "already_dying") == [{"target": s(6), "rule": "DEC-LL-48"}]


def test_LL_12_G15_the_moderator_reads_who_the_druid_takes_along() -> None:
    game = deal("HL", "LA", "CAZ", "MED", "VID", "DRU", "ALD", "ALD")
    act(game, 6, "link", 7)
    attack(game, 6, 1, 2)
    close(game)
    assert reasons(game, "druid_link") == [{"seat": s(6), "target": s(7), "rule": "LL-12.G15"}]


def test_LL_12_G15_a_druid_who_linked_nobody_dies_alone() -> None:
    game = deal("HL", "LA", "CAZ", "MED", "VID", "DRU", "ALD", "ALD")
    act(game, 6, "sleep")
    attack(game, 6, 1, 2)
    close(game)
    assert deaths(game) == [(6, "joint_attack")] and not reasons(game, "druid_link")


def hunter_attacked(roll: float) -> Game:
    game = deal("HL", "LA", "CAZ", "MED", "VID", "ALD", "ALD", "ALD")
    game.state.rng = FixedRoll(roll)
    attack(game, 3, 1, 2)
    close(game)
    return game


def test_LL_12_G6_the_hunter_shoots_below_75_percent() -> None:
    game = hunter_attacked(0.7499)
    shot = reasons(game, "hunter_shot")
    assert len(shot) == 1 and shot[0]["seat"] == s(3) and shot[0]["rule"] == "LL-12.G6"
    assert shot[0]["target"] in (s(1), s(2))
    assert deaths(game) == [(3, "joint_attack"), (int(str(shot[0]["target"])) + 1, "consequence")]


def test_LL_12_G6_a_roll_of_exactly_75_percent_misses() -> None:
    """ "75 %" is a roll below 0.75: a roll of 0.75 itself is the other 25 %."""
    game = hunter_attacked(0.75)
    assert deaths(game) == [(3, "joint_attack")] and not reasons(game, "hunter_shot")
    assert reasons(game, "hunter_missed") == [{"seat": s(3), "rule": "LL-12.G6"}]


def test_LL_12_G18_the_visitor_dies_only_with_her_own_host() -> None:
    """Another player's death by a direct attack does not take the Visitante along."""
    game = deal("HL", "LA", "VIS", "MED", "VID", "ALD", "ALD", "ALD")
    act(game, 3, "visit", 6)
    attack(game, 7, 1, 2)
    close(game)
    assert deaths(game) == [(7, "joint_attack")] and not reasons(game, "visitor_dies")


def test_LL_12_G18_the_moderator_reads_that_the_visitor_dies_with_her_host() -> None:
    game = deal("HL", "LA", "VIS", "MED", "VID", "ALD", "ALD", "ALD")
    act(game, 3, "visit", 6)
    attack(game, 6, 1, 2)
    close(game)
    assert reasons(game, "visitor_dies") == [{"seat": s(3), "target": s(6), "rule": "LL-12.G18"}]


def test_LL_12_G9_the_jester_wins_personally_only_once() -> None:
    """Revived by the Sacerdote and killed again, the Bufón is not told again."""
    game = revived_jester()
    assert game.state.players[s(3)].alive
    quiet_day(game)
    attack(game, 3, 1, 2)
    close(game)
    assert not game.state.players[s(3)].alive
    assert len(private(game, 3, "personal_victory")) == 1


def test_LL_12_G3_the_moderator_reads_the_doctor_saved_the_target() -> None:
    game = deal("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD")
    act(game, 3, "protect", 5)
    attack(game, 5, 1, 2)
    close(game)
    assert deaths(game) == [] and reasons(game, "saved_by_doctor") == [{"target": s(5), "rule": "LL-12.G3"}]


def test_DEC_LL_21_pierce_does_nothing_against_the_assassin() -> None:
    """Pierce affects the Médico step of the joint attack only: the Médico still
    stops the Asesino, and the Vampiro keeps his use."""
    game = deal("HL", "VAM", "ASE", "MED", "VID", "ALD", "ALD", "ALD")
    attack(game, 6, 1, 2)
    act(game, 2, "pierce")
    act(game, 4, "protect", 5)
    act(game, 3, "assassinate", 5)
    close(game)
    assert deaths(game) == [(6, "joint_attack")]
    assert game.state.players[s(2)].uses["pierce"] == 1


def test_DEC_LL_21_a_pierced_protection_stays_cancelled_for_the_rest_of_the_night() -> None:
    """The Caballero's armour stops the pierced joint attack; the Asesino's attack
    later that night meets neither the cancelled protection nor the spent armour."""
    game = deal("HL", "VAM", "ASE", "MED", "CAB", "VID", "ALD", "ALD")
    attack(game, 5, 1, 2)
    act(game, 2, "pierce")
    act(game, 4, "protect", 5)
    act(game, 3, "assassinate", 5)
    close(game)
    assert deaths(game) == [(5, "assassin")]
    assert not reasons(game, "saved_by_doctor")


def test_LL_12_G14_the_moderator_reads_the_lovers_shield_saved_the_target() -> None:
    game = deal("HL", "LA", "ENA", "ENA", "VID", "ALD", "ALD", "ALD")
    attack(game, 3, 1, 2)
    close(game)
    assert deaths(game) == [] and reasons(game, "saved_by_lovers") == [{"target": s(3), "rule": "LL-12.G14"}]


def test_DEC_LL_18_and_LL_12_E5_the_moderator_reads_the_hex_and_the_silence() -> None:
    game = deal("LMA", "HL", "BRU", "VAM", "MED", "VID", "ALD", "ALD", "ALD")
    close(game)  # night 1: nothing
    act(game, 3, "hex", 6)  # the Bruja hexes the Vidente during the debate
    trial(game, 1, [5, 6, 7], [5, 6, 7, 8, 9])  # the Loba maldita is executed: tonight is silent
    close(game)
    assert reasons(game, "hexed") == [{"target": s(6), "rule": "DEC-LL-18"}]
    assert reasons(game, "silenced") == [{"rule": "LL-12.E5"}]


def test_DEC_LL_19_only_blocked_players_who_acted_learn_it() -> None:
    """Under the silence every good player is blocked; the one who chose an action
    (the Vidente) learns it, those who only slept do not, nor does an evil
    player whose attack vote is not an action."""
    game = deal("LMA", "HL", "BRU", "VAM", "MED", "VID", "ALD", "ALD", "ALD")
    close(game)
    trial(game, 1, [5, 6, 7], [5, 6, 7, 8, 9])  # the Loba maldita is executed: night 2 is silent
    act(game, 6, "consult", 2)
    act(game, 7, "sleep")
    attack(game, 8, 2, 4)
    close(game)
    told = [seat for seat in range(1, 10) if private(game, seat, "blocked")]
    assert told == [6]


def test_DEC_LL_36_the_confided_player_learns_the_confidant_too() -> None:
    """Real cards both ways: the Embaucador learns who confided in him."""
    game = deal("HL", "EMB", "CON", "MED", "VID", "ALD", "ALD", "ALD")
    act(game, 3, "confide", 2)
    close(game)
    assert private(game, 2, "confidence") == [{"target": s(3), "role": "confidant", "team": "good"}]


def test_N_10_the_dawn_reads_deaths_by_seat_then_cards_by_seat_then_revivals() -> None:
    """The Druida (s6) dies and takes his link (s3) along: the dawn names both in
    seat order; two cards revealed the same night are read in seat order too."""
    game = deal("HL", "DEL", "ALD", "VID", "MIS", "DRU", "MED", "ALD")
    game.apply(Clock(61_000))
    act(game, 6, "link", 3)
    attack(game, 6, 1, 2)
    act(game, 2, "denounce", 7)
    act(game, 5, "unveil", 4)
    close(game)
    dawn = [(m.kind, m.params) for m in game.state.messages if m.audience.kind == "public"][-4:]
    assert dawn == [
        ("dawn_deaths", {"seats": [s(3), s(6)]}),
        ("card_revealed", {"seat": s(4), "role": "seer", "source": "unveil"}),
        ("card_revealed", {"seat": s(7), "role": "doctor", "source": "denounce"}),
        ("day_breaks", {"number": 1}),
    ]


def test_LL_12_G10_the_evil_team_learns_its_new_roster_at_the_conversion_dawn() -> None:
    """AR-5: every living evil player, the Licántropo included, is told the
    others with their real cards at that same dawn."""
    game = deal("HL", "LA", "LIC", "MED", "VID", "ALD", "ALD", "ALD")
    attack(game, 3, 1, 2)
    close(game)
    assert private(game, 1, "evil_roster")[-1] == {"seats": [s(2), s(3)], "roles": ["alpha_wolf", "lycanthrope"]}
    assert private(game, 3, "evil_roster") == [{"seats": [s(1), s(2)], "roles": ["werewolf", "alpha_wolf"]}]


def test_N_0_each_night_falls_with_its_number() -> None:
    game = deal("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD")
    close(game)
    quiet_day(game)
    assert public(game, "night_falls") == [{"number": 1}, {"number": 2}]
