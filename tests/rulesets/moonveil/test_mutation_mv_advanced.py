"""What mutation testing of engine/rulesets/moonveil/advanced.py found unchecked
(docs/mutation/moonveil.md, second pass): the moderator's reason of a BLOCK
(MV-2.7), the target named in SENSE and WITNESS results, ECHO's "none" when
there is nothing to report, and AUTOPSY on a death night with no visit record.

The results are what the phones translate and the reasons what the resolve
preview and the narrator read, so each test asserts the params exactly: a key
renamed, a parameter dropped or a rule ID changed fails.
"""

from __future__ import annotations

from typing import Any

from engine.commands import Advance, Submit
from engine.game import Game
from tests.rulesets.moonveil.advanced_support import night, private, r8, seat


def moderator_reasons(game: Game, kind: str) -> list[dict[str, Any]]:
    """The params of the moderator-only reasons of ``kind``, in the order given."""
    return [m.params for m in game.state.messages if m.audience.kind == "moderator" and m.kind == kind]


def last_text(game: Game, name: str, lang: str = "en") -> str:
    return str(game.player_view(seat(name), lang=lang)["messages"][-1]["text"])


def test_MV_2_7_a_block_is_a_moderator_reason_naming_blocker_target_and_rule() -> None:
    game = r8(P8="adv_block_track")
    night(game, {"P8": ("block", "P3"), "P3": ("inspect", "P1")})
    assert moderator_reasons(game, "blocks") == [{"actor": seat("P8"), "target": seat("P3"), "rule": "MV-2.7"}]
    assert private(game, "P3", "blocked") == [{}]


def test_MV_2_7_simultaneous_blocks_each_give_their_own_reason() -> None:
    game = r8(P6="adv_block_veil", P7="adv_block_track")
    night(game, {"P6": ("block", "P7"), "P7": ("block", "P4")})
    assert moderator_reasons(game, "blocks") == [
        {"actor": seat("P6"), "target": seat("P7"), "rule": "MV-2.7"},
        {"actor": seat("P7"), "target": seat("P4"), "rule": "MV-2.7"},
    ]


def test_MV_2_8_sense_result_names_its_target() -> None:
    game = r8(P7="adv_sense_study", P8="adv_inspect_sense")
    night(game, {"P7": ("sense", "P1"), "P8": ("sense", "P5"), "P1": ("attack", "P6")})
    assert private(game, "P7", "sense_result") == [{"target": seat("P1"), "result": "active"}]
    assert private(game, "P8", "sense_result") == [{"target": seat("P5"), "result": "idle"}]
    assert last_text(game, "P7") == "P1 was active tonight."


def test_MV_2_8_witness_result_names_its_target() -> None:
    game = r8(P7="adv_inspect_witness", P8="adv_watch_witness")
    night(game, {"P7": ("witness", "P3"), "P8": ("witness", "P4"), "P3": ("inspect", "P2"), "P4": ("protect", "P6")})
    assert private(game, "P7", "witness_result") == [{"target": seat("P3"), "result": "yes"}]
    assert private(game, "P8", "witness_result") == [{"target": seat("P4"), "result": "no"}]
    assert last_text(game, "P7") == "Did P3 visit a Wolf tonight? yes."


def test_MV_2_8_echo_on_a_veiled_target_reports_none_in_every_language() -> None:
    game = r8(P6="adv_veil_inspect", P8="adv_echo_study")
    night(game, {"P6": ("veil", "P4"), "P8": ("echo", "P4"), "P4": ("protect", "P5")})
    assert private(game, "P8", "echo_result") == [{"target": seat("P4"), "action": "none"}]
    assert last_text(game, "P8") == "P4 submitted: none."
    assert "ninguna" in last_text(game, "P8", "es")


def test_MV_9_5_echo_on_a_player_missing_at_the_override_reports_none() -> None:
    """The moderator closed the night without the Guardian (MV-9.5): no
    submission, so nothing to echo."""
    game = r8(P8="adv_echo_study")
    game.apply(Submit(seat("P8"), "echo", (seat("P4"),)))
    game.apply(Advance(override=True))
    assert private(game, "P8", "echo_result") == [{"target": seat("P4"), "action": "none"}]
    assert last_text(game, "P8") == "P4 submitted: none."


def test_MV_2_8_autopsy_of_a_death_night_without_a_visit_record_lists_no_visitors() -> None:
    """A hand-written position names only what differs (docs/positions.md): a
    death night whose visits it leaves out had no recorded visitors, which is
    an answer, not a crash."""
    game = r8(P8="adv_autopsy_omen")
    night(game, {"P1": ("attack", "P5"), "P2": ("attack", "P5")})
    position = game.position()
    assert position["state"]["night_of_death"] == {str(seat("P5")): 1}
    position["state"]["seen_visits_by_night"] = {}
    game = Game.from_position(position)
    game.apply(Advance())
    game.apply(Advance(override=True))
    night(game, {"P8": ("autopsy", "P5")})
    assert private(game, "P8", "autopsy_result") == [{"target": seat("P5"), "night": 1, "visitors": []}]
