"""What mutation testing of engine/rulesets/moonveil/checklist.py found unchecked
(docs/mutation/moonveil.md, second pass): ``ADVANCED_LINES`` is built when the
module is imported, so the tests that read it never ran ``two_ability_line``
under a mutant. These call it directly and assert whole lines: which ability
fills ``{first}`` and which ``{second}``, in every language, and the English
fallback for an ability name a language lacks.
"""

from __future__ import annotations

import dataclasses

import pytest

from engine.rulesets.moonveil.catalog import ABILITY_INFO, ADVANCED_ROLES
from engine.rulesets.moonveil.checklist import ADVANCED_LINES, two_ability_line


def test_a_two_ability_line_names_first_then_second_in_every_language() -> None:
    assert two_ability_line(ADVANCED_ROLES["adv_bell_curfew"]) == {
        "en": "{role}, wake up: Ring the bell or Curfew, or rest.",
        "es": "{role}, despierta: Tocar la campana o Toque de queda, o descansa.",
        "it": "{role}, svegliati: Suonare la campana o Coprifuoco, oppure riposa.",
        "zh_CN": "{role}请睁眼：敲钟或宵禁，或者休息。",
    }


def test_another_role_gets_its_own_abilities_words() -> None:
    line = two_ability_line(ADVANCED_ROLES["adv_inspect_hush"])
    assert line["es"] == "{role}, despierta: Inspeccionar o Silenciar, o descansa."
    assert line["it"] == "{role}, svegliati: Ispezionare o Zittire, oppure riposa."
    assert line == ADVANCED_LINES["adv_inspect_hush"]


def test_an_ability_name_missing_in_a_language_falls_back_to_english(monkeypatch: pytest.MonkeyPatch) -> None:
    """A language added to the lines before the catalog names every ability in it
    reads the English name, never an empty slot or a KeyError."""
    for ability in ("bell", "curfew"):
        info = ABILITY_INFO[ability]
        names = {lang: name for lang, name in info.names.items() if lang != "it"}
        monkeypatch.setitem(ABILITY_INFO, ability, dataclasses.replace(info, names=names))
    line = two_ability_line(ADVANCED_ROLES["adv_bell_curfew"])
    assert line["it"] == "{role}, svegliati: Ring the bell o Curfew, oppure riposa."
    assert line["es"] == "{role}, despierta: Tocar la campana o Toque de queda, o descansa."
