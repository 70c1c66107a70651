"""Every advanced role has its own night-order line, made from its two abilities'
words in the four languages (issue 15 item 5); secret game types keep the
anonymous line (MV-1.7)."""

from __future__ import annotations

from engine.commands import Deal, SeatPlayer
from engine.game import Game
from engine.ruleset import LANGUAGES
from engine.rulesets.moonveil.catalog import ABILITY_INFO, ADVANCED_ROLES
from engine.rulesets.moonveil.checklist import ADVANCED_LINES
from engine.rulesets.moonveil.texts import CHECKLIST_WORDS


def dealt(roles: tuple[str, ...], options: dict[str, object]) -> Game:
    game = Game("moonveil", options, 1)
    for seat in range(len(roles)):
        game.apply(SeatPlayer(f"P{seat + 1}"))
    game.apply(Deal(roles))
    return game


def test_every_advanced_role_has_a_line_naming_both_abilities_in_every_language() -> None:
    assert set(ADVANCED_LINES) == set(ADVANCED_ROLES)
    for role, spec in ADVANCED_ROLES.items():
        for lang in LANGUAGES:
            line = ADVANCED_LINES[role][lang]
            assert line.startswith("{role}") and line != CHECKLIST_WORDS["advanced"][lang]
            for ability in spec.abilities:
                assert ABILITY_INFO[ability].names[lang] in line, (role, lang)


def test_a_public_game_reads_the_roles_own_line() -> None:
    roles = ("wolf", "seer", "villager", "villager", "adv_bell_curfew")
    game = dealt(roles, {"game_type": "manual", "roles": list(roles)})
    words = {step.role: step.words for step in game.ruleset.checklist(game.state)}
    assert words["adv_bell_curfew"]["en"] == "{role}, wake up: Ring the bell or Curfew, or rest."
    assert words["adv_bell_curfew"]["zh_CN"] == "{role}请睁眼：敲钟或宵禁，或者休息。"


def test_MV_1_7_all_roles_keeps_the_anonymous_line() -> None:
    roles = ("wolf", "seer", "villager", "villager", "adv_bell_curfew")
    game = dealt(roles, {})
    words = {step.role: step.words for step in game.ruleset.checklist(game.state)}
    assert words["adv_bell_curfew"] == CHECKLIST_WORDS["secret_special"]
