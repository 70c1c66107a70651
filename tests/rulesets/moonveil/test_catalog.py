"""The Moonveil catalog (§2.5 and the project decision): 250 roles = 4 classic + 246 advanced."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from engine.ruleset import LANGUAGES, find_ruleset
from engine.rulesets.moonveil.advanced import ALL_ABILITIES
from engine.rulesets.moonveil.catalog import (
    ABILITY_INFO,
    ABILITY_ORDER,
    ADVANCED_BY_NUMBER,
    ADVANCED_ROLES,
    CATALOG,
    EXCLUDED_PAIRS,
    SPECIAL_POOL,
)
from engine.rulesets.moonveil.texts import TEMPLATES

SPEC_ABILITIES = [
    "block",
    "veil",
    "inspect",
    "track",
    "watch",
    "count",
    "compare",
    "sense",
    "echo",
    "study",
    "autopsy",
    "omen",
    "witness",
    "protect",
    "ward",
    "escort",
    "hush",
    "boost",
    "orate",
    "pardon",
    "proclaim",
    "bell",
    "curfew",
]


def test_catalog_has_exactly_250_unique_roles_with_complete_words() -> None:
    assert len(CATALOG) == 250
    assert len(ADVANCED_ROLES) == 246
    for lang in LANGUAGES:
        names = [spec.names.get(lang, "") for spec in CATALOG.values()]
        assert all(name.strip() for name in names), lang
        assert len(set(names)) == 250, lang
        assert all(spec.texts.get(lang, "").strip() for spec in CATALOG.values()), lang
        assert all(spec.goals.get(lang, "").strip() for spec in CATALOG.values()), lang


def test_the_ruleset_serves_the_whole_catalog() -> None:
    assert dict(find_ruleset("moonveil").roles) == CATALOG


def test_23_base_abilities_in_spec_order() -> None:
    assert list(ABILITY_ORDER) == SPEC_ABILITIES
    assert set(SPEC_ABILITIES) <= set(ALL_ABILITIES)
    for key in SPEC_ABILITIES:
        info = ABILITY_INFO[key]
        assert all(info.names[lang] and info.agents[lang] and info.texts[lang] for lang in LANGUAGES)


@pytest.mark.parametrize(
    ("number", "pair", "name"),
    [
        (1, ("block", "veil"), "Blocker-Veiler"),
        (3, ("block", "track"), "Blocker-Tracker"),
        (23, ("veil", "inspect"), "Veiler-Inspector"),
        (53, ("inspect", "protect"), "Inspector-Guard"),
        (56, ("inspect", "hush"), "Inspector-Silencer"),
        (57, ("inspect", "boost"), "Inspector-Advocate"),
        (59, ("inspect", "pardon"), "Inspector-Magistrate"),
        (73, ("track", "escort"), "Tracker-Escort"),
        (79, ("track", "bell"), "Tracker-Bellringer"),
        (81, ("watch", "compare"), "Watcher-Weigher"),
        (171, ("autopsy", "omen"), "Coroner-Oracle"),
        (227, ("hush", "boost"), "Silencer-Advocate"),
        (245, ("proclaim", "curfew"), "Herald-Constable"),
        (246, ("bell", "curfew"), "Bellringer-Constable"),
    ],
)
def test_MV_T29_reference_entries_renumbered(number: int, pair: tuple[str, str], name: str) -> None:
    spec = ADVANCED_ROLES[ADVANCED_BY_NUMBER[number]]
    assert spec.abilities == pair
    assert spec.id == f"adv_{pair[0]}_{pair[1]}"
    assert spec.name("en") == name


def test_MV_T29_numbering_is_pair_order_without_excluded_pairs() -> None:
    expected = [p for p in combinations(SPEC_ABILITIES, 2) if p not in EXCLUDED_PAIRS]
    assert [ADVANCED_ROLES[ADVANCED_BY_NUMBER[n]].abilities for n in range(1, 247)] == expected
    assert sorted(ADVANCED_BY_NUMBER) == list(range(1, 247))


def test_MV_T29_excluded_pairs_absent() -> None:
    pairs = {frozenset(spec.abilities) for spec in ADVANCED_ROLES.values()}
    for pair in [
        ("watch", "count"),
        ("sense", "echo"),
        ("boost", "orate"),
        ("protect", "ward"),
        ("inspect", "study"),
        ("study", "omen"),
        ("track", "witness"),
    ]:
        assert frozenset(pair) not in pairs


def test_MV_T29_each_ability_appears_22_times_minus_its_exclusions() -> None:
    counts = Counter(a for spec in ADVANCED_ROLES.values() for a in spec.abilities)
    for key in SPEC_ABILITIES:
        excluded = sum(key in pair for pair in EXCLUDED_PAIRS)
        assert counts[key] == 22 - excluded, key
    assert counts["study"] == 20 and counts["block"] == 22


def test_MV_2_2_every_advanced_role_has_two_abilities_and_is_village() -> None:
    ruleset = find_ruleset("moonveil")
    for spec in ADVANCED_ROLES.values():
        assert len(spec.abilities) == 2 and spec.abilities[0] != spec.abilities[1]
        assert spec.team == "village" and spec.seen_as == "not_wolf"
        assert ruleset.night_choices(spec.id) == (*spec.abilities, "rest")  # type: ignore[attr-defined]


def test_role_names_compose_agent_nouns_in_every_language() -> None:
    spec = ADVANCED_ROLES["adv_inspect_hush"]
    assert spec.names == {
        "en": "Inspector-Silencer",
        "es": "Inspector-Silenciador",
        "it": "Ispettore-Silenziatore",
        "zh_CN": "查验者·噤声者",
    }
    for lang in LANGUAGES:
        for ability in spec.abilities:
            assert ABILITY_INFO[ability].texts[lang][1:] in spec.texts[lang]


def test_special_pool_is_seer_guardian_then_advanced_in_number_order() -> None:
    assert SPECIAL_POOL[:2] == ("seer", "guardian")
    assert SPECIAL_POOL[2:] == tuple(ADVANCED_BY_NUMBER[n] for n in range(1, 247))


def test_limited_uses_match_AMB_MV_18() -> None:
    limited = {key: ALL_ABILITIES[key].uses for key in SPEC_ABILITIES if ALL_ABILITIES[key].uses is not None}
    assert limited == {"study": 1, "omen": 2, "ward": 2, "hush": 2, "pardon": 1, "proclaim": 1}


@pytest.mark.parametrize(
    "kind",
    [
        "track_result",
        "watch_result",
        "count_result",
        "compare_result",
        "sense_result",
        "echo_result",
        "study_result",
        "omen_result",
        "witness_result",
        "autopsy_result",
        "autopsy_no_record",
        "hushed",
        "proclaim",
        "bell",
        "blocks",
    ],
)
def test_advanced_message_kinds_have_templates_in_four_languages(kind: str) -> None:
    assert set(TEMPLATES[kind]) == set(LANGUAGES)
