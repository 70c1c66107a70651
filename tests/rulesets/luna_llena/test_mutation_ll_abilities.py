"""Luna llena's abilities (engine/rulesets/luna_llena/abilities.py): who each may
name, their uses and their own refusals; edges mutation testing found unchecked
(docs/mutation/luna_llena.md, second pass)."""

from __future__ import annotations

import pytest

from engine.commands import Clock, Presence
from engine.errors import IllegalTarget
from engine.game import Game
from tests.rulesets.luna_llena.helpers import act, attack, close, deal, quiet_day, s, trial


def targets(game: Game, seat: int, ability: str) -> list[int]:
    """Whom spec seat ``seat`` may name with ``ability`` now (the phone's buttons)."""
    return game.ruleset.legal_targets(game.state, s(seat), ability)


def test_LL_5_4_the_joint_attack_names_a_living_non_evil_player() -> None:
    game = deal("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD")
    assert targets(game, 1, "attack") == [s(3), s(4), s(5), s(6), s(7)]
    with pytest.raises(IllegalTarget) as refused:
        attack(game, 2, 1)
    assert (refused.value.key, refused.value.rule, refused.value.player) == ("ll.attack_evil", "LL-5.4", s(1))


def test_DEC_LL_44_the_shaman_shields_only_another_evil_player_and_once() -> None:
    game = deal("HL", "CHA", "LA", "MED", "VID", "ALD", "ALD", "ALD", "ALD")
    close(game)
    assert targets(game, 2, "shield") == [s(1), s(3)]
    with pytest.raises(IllegalTarget) as refused:
        act(game, 2, "shield", 4)
    assert (refused.value.key, refused.value.rule) == ("ll.shaman_shields_evil", "DEC-LL-44")
    act(game, 2, "shield", 1)
    assert targets(game, 2, "shield") == []  # the use is spent on choosing


def test_DEC_LL_18_the_witch_may_hex_anyone_else_while_her_use_lasts() -> None:
    game = deal("HL", "BRU", "MED", "VID", "ALD", "ALD", "ALD", "ALD")
    close(game)
    assert targets(game, 2, "hex") == [s(n) for n in (1, 3, 4, 5, 6, 7, 8)]
    act(game, 2, "hex", 3)
    assert targets(game, 2, "hex") == []


def test_DEC_LL_21_pierce_and_the_buttons_without_a_target_name_nobody() -> None:
    game = deal("HL", "VAM", "MED", "VID", "ALD", "ALD", "ALD")
    assert targets(game, 2, "pierce") == []
    assert targets(game, 5, "sleep") == []


def test_DEC_LL_26_the_doctor_may_protect_himself() -> None:
    game = deal("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD")
    assert targets(game, 3, "protect") == [s(n) for n in range(1, 8)]


def test_DEC_LL_30_the_priest_names_only_a_dead_player_who_died_good() -> None:
    game = deal("HL", "LA", "LIC", "SAC", "MED", "VID", "ALD", "ALD", "ALD")
    attack(game, 7, 1, 2)
    close(game)
    quiet_day(game)
    assert targets(game, 4, "revive") == [s(7)]
    with pytest.raises(IllegalTarget) as refused:
        act(game, 4, "revive", 8)  # alive
    assert refused.value.key == "target_needs_dead"


def test_DEC_LL_30_a_converted_lycanthrope_died_evil_and_is_not_revived() -> None:
    game = deal("HL", "LA", "LIC", "SAC", "MED", "VID", "ALD", "ALD", "ALD")
    attack(game, 3, 1, 2)
    close(game)  # converted at dawn
    trial(game, 3, [4, 5, 6, 7], [4, 5, 6, 7, 8, 9])
    assert not game.state.players[s(3)].alive
    assert targets(game, 4, "revive") == []
    with pytest.raises(IllegalTarget) as refused:
        act(game, 4, "revive", 3)
    assert (refused.value.key, refused.value.rule, refused.value.player) == (
        "ll.priest_revives_good",
        "DEC-LL-30",
        s(4),
    )


def test_DEC_LL_30_without_a_recorded_death_the_current_side_counts() -> None:
    """A position (docs/positions.md) may hold a dead player whose side at death the
    book never recorded: his side now decides."""
    game = deal("HL", "LA", "SAC", "MED", "VID", "ALD", "ALD")
    game.state.players[s(6)].alive = False
    game.state.players[s(1)].alive = False
    assert targets(game, 3, "revive") == [s(6)]


def test_LL_11_4_the_mystic_unveils_only_a_player_away_for_60_seconds() -> None:
    game = deal("HL", "LA", "MIS", "MED", "VID", "ALD", "ALD", "ALD")
    game.apply(Presence(s(5), 30_000))
    game.apply(Clock(60_000))
    assert targets(game, 3, "unveil") == [s(1), s(2), s(4), s(6), s(7), s(8)]
    with pytest.raises(IllegalTarget) as refused:
        act(game, 3, "unveil", 5)
    assert (refused.value.key, refused.value.rule, refused.value.player) == ("ll.not_afk", "LL-11.4", s(3))
