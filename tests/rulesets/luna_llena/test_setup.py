"""LL-0, LL-2, LL-3, LL-4, LL-12.0: the rule book, publicity, compositions and draws."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import TypeVar

import pytest

from engine.commands import Deal
from engine.errors import SetupError
from engine.ruleset import find_ruleset
from engine.rulesets.luna_llena.roles import CATALOG, EVIL_POOL, GOOD_POOL, ROLES
from engine.rulesets.luna_llena.setup import candidates, classic_roles, draw, random_roles
from tests.rulesets.luna_llena.helpers import deal, private, public, s, table

T = TypeVar("T")
LANGS = ("en", "es", "it", "zh_CN")


class StubRng:
    """Returns scripted picks and records every candidate list it was offered."""

    def __init__(self, picks: list[str]) -> None:
        self.picks = list(picks)
        self.offered: list[list[str]] = []

    def choice(self, seq: Sequence[T]) -> T:
        self.offered.append([str(x) for x in seq])
        pick = self.picks.pop(0)
        assert pick in seq, f"{pick} not offered in {seq}"
        return seq[list(seq).index(pick)]  # type: ignore[arg-type]


def test_LL_0_1_rule_book_self_sufficient_every_role_has_names_and_texts() -> None:
    ruleset = find_ruleset("luna_llena")
    assert set(ruleset.roles) == set(CATALOG)
    for spec in ruleset.roles.values():
        for lang in LANGS:
            assert spec.names.get(lang), (spec.id, lang)
            assert spec.texts.get(lang), (spec.id, lang)
            assert spec.goals.get(lang), (spec.id, lang)


def test_LL_0_2_rule_book_independent_of_any_game() -> None:
    ruleset = find_ruleset("luna_llena")
    before = {r: (spec.texts["es"], spec.names["es"]) for r, spec in ruleset.roles.items()}
    deal("HL", "LA", "MED", "VID", "ALD", "ALD", "ALD")
    after = {r: (spec.texts["es"], spec.names["es"]) for r, spec in ruleset.roles.items()}
    assert before == after


def test_LL_12_0_catalog_8_evil_19_good_28_cards() -> None:
    teams = Counter(spec.team for spec in ROLES.values())
    assert teams == {"evil": 8, "good": 19}
    assert len(EVIL_POOL) == 8 and len(GOOD_POOL) == 19
    cards = sum(2 if r == "lover" else 1 for r in CATALOG)
    assert cards == 28


def test_LL_2_1_cards_in_play_published() -> None:
    game = deal("ALD", "HL", "MED", "ALD", "VID", "LA", "ALD")
    (cards,) = public(game, "cards_in_play")
    assert Counter(cards["cards"]) == Counter(
        ["villager", "villager", "villager", "doctor", "seer", "werewolf", "alpha_wolf"]
    )
    assert game.public_view()["setup"]["composition"]["villager"] == 3


def test_LL_2_2_never_which_player_received_which_card() -> None:
    game = deal("ALD", "HL", "MED", "ALD", "VID", "LA", "ALD")
    view = game.public_view(lang="en")
    assert all(seat["role"] is None for seat in view["seats"])
    for message in view["announcements"]:
        assert "seat" not in message["params"] and "seats" not in message["params"]


def test_LL_2_3_server_shuffles_and_deals() -> None:
    deals = set()
    for seed in range(12):
        game = table(7, seed=seed)
        game.apply(Deal())
        deals.add(tuple(p.role for p in game.state.players))
        assert Counter(p.role for p in game.state.players)["villager"] == 3
    assert len(deals) > 1


def test_LL_2_4_private_card_team_and_allowed_information_only() -> None:
    game = deal("ALD", "HL", "MED", "ALD", "VID", "LA", "ALD")
    assert private(game, 3, "your_card") == [{"role": "doctor", "team": "good"}]
    assert private(game, 3, "evil_roster") == []
    assert private(game, 2, "evil_roster") == [{"seats": [s(6)], "roles": ["alpha_wolf"]}]
    view = game.player_view(s(3))
    assert view["card"]["role"] == "doctor" and "evil_roster" not in view["card"]
    assert {m["kind"] for m in view["messages"]} == {"your_card"}


def test_LL_3_1_seven_players() -> None:
    assert Counter(classic_roles(7, {}, random.Random(0))) == Counter(
        {"villager": 3, "doctor": 1, "seer": 1, "werewolf": 1, "alpha_wolf": 1}
    )


def test_LL_3_2_eight_players_one_more_villager() -> None:
    assert Counter(classic_roles(8, {}, random.Random(0)))["villager"] == 4
    assert len(classic_roles(8, {}, random.Random(0))) == 8


def test_LL_3_3_nine_players_three_compatible_good_specials() -> None:
    for seed in range(40):
        roles = classic_roles(9, {}, random.Random(seed))
        counts = Counter(roles)
        assert len(roles) == 9
        assert counts["villager"] == 2 and counts["doctor"] == 1 and counts["seer"] == 1
        specials = [r for r in roles if r not in ("villager", "doctor", "seer", "werewolf", "alpha_wolf")]
        assert len(specials) == 3 and all(ROLES[r].team == "good" for r in specials)
        assert counts["lover"] in (0, 2)


def test_LL_3_3_T02_lovers_then_king_with_fixed_doctor() -> None:
    """LL-T02: 1st choice ENA, 2nd REY; the 2nd list excludes ENA; no extra protector."""
    rng = StubRng(["lover", "king"])
    roles = classic_roles(9, {}, rng)
    assert "lover" not in rng.offered[1]
    assert len(rng.offered) == 2  # no protector draw: the Médico is fixed
    assert Counter(roles) == Counter(
        {"villager": 2, "doctor": 1, "seer": 1, "lover": 2, "king": 1, "werewolf": 1, "alpha_wolf": 1}
    )
    assert rng.offered[0][0] == "knight"  # catalog order, without villager/seer/doctor


def test_LL_3_4_every_composition_starts_with_two_evil() -> None:
    for n in (7, 8, 9):
        for seed in range(10):
            for build in (classic_roles, random_roles):
                roles = build(n, {}, random.Random(seed))
                assert sum(ROLES[r].team == "evil" for r in roles) == 2


def test_LL_4_1_random_mode_deals_random_roles() -> None:
    seen = set()
    for seed in range(20):
        game = table(8, {"mode": "random"}, seed)
        game.apply(Deal())
        seen.add(tuple(sorted(game.state.composition)))
    assert len(seen) > 5


def test_LL_4_2_team_sizes_per_player_count() -> None:
    for n, good in ((7, 5), (8, 6), (9, 7)):
        roles = random_roles(n, {}, random.Random(n))
        assert sum(ROLES[r].team == "good" for r in roles) == good
    with pytest.raises(SetupError) as error:
        table(6).apply(Deal())
    assert error.value.rule == "LL-4.2"


def test_LL_4_3_lovers_enter_as_a_pair() -> None:
    assert "lover" not in candidates(GOOD_POOL, 1, [], [])
    assert draw(["lover"], 2, [], StubRng(["lover"])) == ["lover", "lover"]
    with pytest.raises(SetupError) as error:
        deal("HL", "LA", "ENA", "VID", "MED", "ALD", "ALD")
    assert error.value.rule == "LL-4.3"


def test_LL_4_4_king_brings_a_protector_T03() -> None:
    """LL-T03: good ALD, ALD, BUF, REY → protector CAB; evil HL, BRU."""
    rng = StubRng(["villager", "villager", "jester", "king", "knight", "werewolf", "witch"])
    roles = random_roles(7, {}, rng)
    assert Counter(roles) == Counter({"villager": 2, "jester": 1, "king": 1, "knight": 1, "werewolf": 1, "witch": 1})
    assert rng.offered[4] == ["doctor", "knight"]
    last_slot = candidates(GOOD_POOL, 1, ["villager", "villager", "jester", "mayor"], [])
    assert "king" not in last_slot and "lover" not in last_slot
    for seed in range(200):
        drawn = random_roles(9, {}, random.Random(seed))
        if "king" in drawn:
            assert "doctor" in drawn or "knight" in drawn


def test_LL_4_5_no_special_dealt_twice() -> None:
    for seed in range(200):
        counts = Counter(random_roles(9, {}, random.Random(seed)))
        assert all(c == 1 for r, c in counts.items() if r not in ("villager", "werewolf", "lover"))
    with pytest.raises(SetupError) as error:
        deal("HL", "LA", "MED", "MED", "VID", "ALD", "ALD")
    assert error.value.rule == "LL-4.5"


def test_DEC_LL_08_mystic_only_with_presence_tracking() -> None:
    for seed in range(100):
        assert "mystic" not in random_roles(9, {"presence": False}, random.Random(seed))


def test_DEC_LL_06_unknown_mode_refused_with_rule() -> None:
    game = table(7, {"mode": "chaos"})
    with pytest.raises(SetupError) as error:
        game.apply(Deal())
    assert error.value.rule == "DEC-LL-06"
    assert game.state.phase.kind == "lobby"
