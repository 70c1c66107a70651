"""Moonveil game types (MV-1, MV-2.1, MV-3 with advanced roles, §3): All Roles, themes,
classic, classic mixes, manual; and who may see the drawn roles."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from engine.commands import Deal, SeatPlayer
from engine.errors import SetupError
from engine.game import Game
from engine.rulesets.moonveil.catalog import CATALOG, SPECIAL_POOL
from engine.rulesets.moonveil.setup import draw_roles, wolf_count
from engine.rulesets.moonveil.themes import CLASSIC_MIXES, THEMES, themes_for


def dealt(n: int, options: dict[str, object] | None = None, seed: int = 0) -> Game:
    game = Game("moonveil", options or {}, seed)
    for i in range(n):
        game.apply(SeatPlayer(f"P{i + 1}"))
    game.apply(Deal())
    return game


def roles_of(game: Game) -> list[str]:
    return [p.role for p in game.state.players]


def refused(n: int, options: dict[str, object]) -> SetupError:
    with pytest.raises(SetupError) as info:
        dealt(n, options)
    return info.value


# ---------------------------------------------------------------------------
# MV-1


def test_MV_1_1_all_roles_is_the_default() -> None:
    game = dealt(10)
    assert game.public_view()["setup"]["game_type"] == "all_roles"


def test_MV_1_2_every_catalog_special_is_eligible() -> None:
    seen: set[str] = set()
    for seed in range(40):  # 40 draws of 74 out of 248 reach every special (seeded, so exact)
        seen |= set(roles_of(dealt(99, seed=seed)))
    assert seen == set(SPECIAL_POOL) | {"wolf", "villager"}


def test_MV_1_3_no_special_is_drawn_twice() -> None:
    for seed in range(5):
        counts = Counter(roles_of(dealt(99, seed=seed)))
        assert all(c == 1 for r, c in counts.items() if r not in ("wolf", "villager"))


def test_MV_1_4_wolves_and_exactly_one_villager() -> None:
    for n in (3, 4, 10, 57, 99):
        counts = Counter(roles_of(dealt(n, seed=n)))
        assert counts["villager"] == 1
        assert counts["wolf"] >= 1


@pytest.mark.parametrize(("n", "wolves"), [(3, 1), (7, 1), (8, 2), (12, 3), (99, 24)])
def test_MV_1_5_wolf_count_follows_player_count(n: int, wolves: int) -> None:
    assert wolf_count(n) == wolves
    assert Counter(roles_of(dealt(n)))["wolf"] == wolves


def test_MV_1_5_wolves_always_fewer_than_half() -> None:
    assert all(2 * wolf_count(n) < n for n in range(3, 100))


def test_MV_1_5_all_roles_refuses_a_hand_picked_wolf_count() -> None:
    assert refused(10, {"game_type": "all_roles", "wolves": 3}).rule == "MV-1.5"


def test_MV_1_1_classic_parameters_without_a_game_type_mean_classic() -> None:
    game = dealt(8, {"wolves": 3})
    assert Counter(roles_of(game))["wolf"] == 3
    assert game.public_view()["setup"]["game_type"] == "classic"
    assert Counter(roles_of(dealt(8, {"seer": False})))["seer"] == 0


def test_MV_1_6_a_player_sees_only_their_own_role() -> None:
    game = dealt(10, seed=4)
    for seat in range(10):
        view = game.player_view(seat)
        assert view["card"]["role"] == game.state.players[seat].role
        assert all(s["role"] is None for s in view["public"]["seats"])
        assert {m["params"]["role"] for m in view["messages"] if m["kind"] == "your_role"} == {
            game.state.players[seat].role
        }


@pytest.mark.parametrize("options", [{}, {"game_type": "themes", "theme": "watchful_nights"}])
def test_MV_1_7_drawn_roles_secret_from_everyone(options: dict[str, object]) -> None:
    game = dealt(10, options, seed=5)
    specials = {r for r in roles_of(game) if r not in ("wolf", "villager")}
    setup = game.public_view()["setup"]
    assert set(setup) <= {"players", "game_type", "wolves", "theme", "public_counts"}
    assert setup["players"] == 10 and setup["wolves"] == 2 and setup["public_counts"] == {"wolf": 2}  # MV-T03
    host = game.moderator_view(narrator=False, host_seat=0)
    host.pop("host")  # the host's own card is theirs to see
    text = json.dumps(host, ensure_ascii=False)
    for role in specials:
        assert role not in text and CATALOG[role].name("en") not in text


def test_MV_1_8_themes_draw_from_their_pool() -> None:
    theme = THEMES["watchful_nights"]
    for seed in range(5):
        roles = roles_of(dealt(12, {"game_type": "themes", "theme": theme.id}, seed))
        assert set(roles) - {"wolf", "villager"} <= set(theme.pool)


def test_MV_1_8_theme_player_range() -> None:
    error = refused(4, {"game_type": "themes", "theme": "watchful_nights"})
    assert error.rule == "MV-1.8" and "5 to 12" in error.message
    assert refused(8, {"game_type": "themes", "theme": "nope"}).rule == "MV-1.8"


def test_MV_1_8_short_pool_filled_with_villagers() -> None:
    theme = THEMES["shield_wall"]
    counts = Counter(roles_of(dealt(16, {"game_type": "themes", "theme": theme.id}, 2)))
    assert counts["wolf"] == 4
    assert counts["villager"] == 16 - 4 - len(theme.pool)
    assert set(theme.pool) <= set(counts)


def test_MV_T30_themed_pool_runs_short() -> None:
    pool = ["adv_block_track", "adv_veil_inspect", "adv_watch_compare"]  # ADV#3, #23, #81
    for seed in range(5):
        counts = Counter(roles_of(dealt(10, {"game_type": "themes", "pool": pool}, seed)))
        assert counts == Counter({"wolf": 2, "villager": 5, **dict.fromkeys(pool, 1)})


def test_MV_1_9_no_game_type_requires_picking_roles() -> None:
    assert dealt(10).state.composition
    assert dealt(10, {"game_type": "themes", "theme": "town_hall"}).state.composition
    assert dealt(10, {"game_type": "classic"}).state.composition
    assert dealt(10, {"game_type": "mix", "mix": "village_basics"}).state.composition
    assert refused(10, {"game_type": "themes", "theme": "town_hall", "roles": ["seer"]}).rule == "MV-1.9"


def test_MV_1_10_classic_mixes_and_manual_are_offered() -> None:
    counts = Counter(roles_of(dealt(8, {"game_type": "mix", "mix": "court_and_guard"})))
    assert counts == Counter(
        {"wolf": 2, "seer": 1, "guardian": 1, "villager": 1, "adv_inspect_pardon": 1, "adv_track_escort": 1}
        | {"adv_hush_boost": 1}
    )
    manual = ["wolf", "villager", "adv_bell_curfew", "seer"]
    assert sorted(roles_of(dealt(4, {"game_type": "manual", "roles": manual}))) == sorted(manual)
    assert refused(8, {"game_type": "mix", "mix": "nope"}).rule == "MV-1.10"
    assert refused(8, {"game_type": "lottery"}).rule == "MV-1.10"


def test_MV_1_10_every_mix_deals_at_its_limits() -> None:
    for mix in CLASSIC_MIXES.values():
        for n in (mix.min_players, min(mix.max_players, 40)):
            assert len(dealt(n, {"game_type": "mix", "mix": mix.id}).state.players) == n
        assert all(mix.name(lang) for lang in ("en", "es", "it", "zh_CN"))


def test_MV_1_10_mix_and_manual_compositions_are_public() -> None:
    setup = dealt(8, {"game_type": "mix", "mix": "court_and_guard"}).public_view()["setup"]
    assert setup["composition"]["adv_track_escort"] == 1 and setup["mix"] == "court_and_guard"


def test_themes_are_well_formed() -> None:
    for theme in THEMES.values():
        assert 3 <= theme.min_players <= theme.max_players <= 99
        assert len(set(theme.pool)) == len(theme.pool) > 0
        assert set(theme.pool) <= set(SPECIAL_POOL)
        assert all(theme.name(lang) and theme.blurb(lang) for lang in ("en", "es", "it", "zh_CN"))
        dealt(theme.min_players, {"game_type": "themes", "theme": theme.id})
        dealt(theme.max_players, {"game_type": "themes", "theme": theme.id})


# ---------------------------------------------------------------------------
# MV-2.1 and classic with advanced roles (MV-T02)


def test_MV_2_1_MV_T02_classic_plus_advanced_accepted_with_one_villager() -> None:
    options = {"game_type": "classic", "wolves": 2, "guardian": False, "advanced": [3, "adv_hush_boost"]}
    game = dealt(6, options)
    assert Counter(roles_of(game)) == Counter(
        {"wolf": 2, "seer": 1, "adv_block_track": 1, "adv_hush_boost": 1, "villager": 1}
    )
    assert game.public_view()["setup"]["composition"]["adv_block_track"] == 1  # DEC-MV-08


def test_MV_2_1_MV_T02_duplicate_advanced_rejected() -> None:
    options = {"game_type": "classic", "wolves": 2, "guardian": False, "advanced": [3, 227, 3]}
    assert refused(6, options).rule == "MV-2.1"


def test_MV_3_6_MV_T02_third_advanced_leaves_no_villager() -> None:
    options = {"game_type": "classic", "wolves": 2, "guardian": False, "advanced": [3, 227, 56]}
    assert refused(6, options).rule == "MV-3.6"


def test_MV_2_1_unknown_advanced_role_rejected() -> None:
    assert refused(8, {"game_type": "classic", "advanced": ["seer"]}).rule == "MV-2.1"
    assert refused(8, {"game_type": "classic", "advanced": [247]}).rule == "MV-2.1"


def test_MV_2_1_explicit_deal_with_a_repeated_special_rejected() -> None:
    game = Game("moonveil", {}, 0)
    for i in range(5):
        game.apply(SeatPlayer(f"P{i + 1}"))
    with pytest.raises(SetupError) as info:
        game.apply(Deal(("wolf", "villager", "adv_bell_curfew", "adv_bell_curfew", "seer")))
    assert info.value.rule == "MV-2.1"


def test_MV_T03_all_roles_draw_uses_rng_sample_of_the_special_pool() -> None:
    roles = draw_roles(10, SPECIAL_POOL, random.Random(42))
    assert roles[:3] == ["wolf", "wolf", "villager"]
    assert roles[3:] == random.Random(42).sample(list(SPECIAL_POOL), 7)
    game = dealt(10, seed=3)
    counts = Counter(roles_of(game))
    assert (counts["wolf"], counts["villager"], len(counts) - 2) == (2, 1, 7)


def test_MV_1_7_checklist_words_never_name_a_drawn_role() -> None:
    game = dealt(12, seed=8)
    steps = game.ruleset.checklist(game.state)
    assert {s.role for s in steps} == {p.role for p in game.state.players}
    for step in steps:
        text = " ".join(step.words.values())
        if step.role not in ("wolf", "villager"):
            assert "{role}" not in text and CATALOG[step.role].name("en") not in text
            assert "Seer" not in text and "Guardian" not in text


def test_classic_checklist_still_names_roles() -> None:
    game = dealt(8, {"game_type": "classic", "advanced": ["adv_bell_curfew"]})
    words = {s.role: s.words["en"] for s in game.ruleset.checklist(game.state)}
    assert words["seer"].startswith("Seer") and "{role}" in words["adv_bell_curfew"]


def test_MV_10_4_themes_by_player_count() -> None:
    assert [t.id for t in themes_for(5)] == ["first_moon", "watchful_nights"]
    assert [t.id for t in themes_for(30)] == ["shadow_play"]
    assert themes_for(31) == [] and themes_for(4) == []
