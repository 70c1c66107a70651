"""scripts/terminology.py: every language with a glossary uses one term per concept
(docs/i18n.md, "Glossary"), and what makes the check fail."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

from tests.test_translations_script import write_ts

ROOT = Path(__file__).resolve().parents[1]


def load_script(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"{name}_script", ROOT / "scripts" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # dataclasses look their module up while it loads
    spec.loader.exec_module(module)
    return module


terminology = load_script("terminology")
LANGUAGES = terminology.glossary_languages()
# Languages whose fixes are still under way: the check must fail there (strict), so
# a glossary that finds nothing is noticed too. Emptied as each language is fixed.
PENDING: set[str] = set()


def test_every_catalog_language_has_a_glossary() -> None:
    assert {"es", "it"} <= set(LANGUAGES)


@pytest.mark.parametrize(
    "lang",
    [
        pytest.param(lang, marks=pytest.mark.xfail(strict=True, reason="fixes pending")) if lang in PENDING else lang
        for lang in LANGUAGES
    ],
)
def test_one_term_per_concept(lang: str) -> None:
    found = terminology.check_language(lang)
    assert not found, f"{len(found)} terminology finding(s) in {lang}:\n" + "\n".join(found)


GLOSSARY = """
[pardon]
en = ['\\bpardon']
term = ["perdonar", "perdón"]
avoid = ["indultar"]
source = 'Luna llena, cap. 8: «ejecutar, perdonar o abstenerse»'

[moderator]
en = ['\\bmoderator\\b']
term = "moderador"
source = "house choice"
except_sources = ["Moderator mode"]  # a synthetic exception
[moderator.books.luna_llena]
term = "narrador"
source = 'Luna llena, cap. 6: «El narrador anuncia sólo consecuencias públicas.»'
"""


def synthetic_findings(tmp_path: Path, messages: str, texts: list[object] | None = None) -> list[str]:
    glossary = tmp_path / "es.toml"
    glossary.write_text(GLOSSARY, encoding="utf-8")
    catalog = write_ts(tmp_path / "moonveil_es.ts", messages)
    concepts = terminology.load_glossary(glossary)
    return terminology.findings(concepts, [*terminology.catalog_texts(catalog), *(texts or [])], "es")


def test_two_translations_of_one_english_term_fail_with_both_terms(tmp_path: Path) -> None:
    found = synthetic_findings(
        tmp_path,
        "<message><source>Pardon</source><translation>Perdonar</translation></message>\n"
        "<message><source>Pardon them</source><translation>Absolverlos</translation></message>\n",
    )
    assert found == ["es: [Ctx] 'Pardon them': pardon: expected 'perdonar / perdón', found 'Absolverlos'"]


def test_an_avoided_variant_fails_even_without_the_english_word(tmp_path: Path) -> None:
    found = synthetic_findings(
        tmp_path,
        "<message><source>Spare</source><translation>Indultar</translation></message>\n"
        "<message><source>Spared</source><translation>Indultarlo</translation></message>\n",
    )
    # a whole word: "Indultarlo" is another word, the avoid list names it if it must go
    assert found == ["es: [Ctx] 'Spare': pardon: expected 'perdonar / perdón', avoided 'indultar'"]


def test_a_plural_form_is_checked_on_its_own(tmp_path: Path) -> None:
    found = synthetic_findings(
        tmp_path,
        '<message numerus="yes"><source>%n pardon(s)</source><translation>'
        "<numerusform>un perdón</numerusform><numerusform>%n indultos</numerusform></translation></message>\n",
    )
    assert found == ["es: [Ctx] '%n pardon(s)': pardon: expected 'perdonar / perdón', found '%n indultos'"]


def test_a_book_uses_its_own_word_and_the_catalog_the_general_one(tmp_path: Path) -> None:
    book_text = terminology.Text(
        "rule set luna_llena: templates[x]", "The moderator speaks.", "Habla el moderador.", "luna_llena"
    )
    other_book = terminology.Text(
        "rule set moonveil: templates[x]", "The moderator speaks.", "Habla el moderador.", "moonveil"
    )
    found = synthetic_findings(
        tmp_path,
        "<message><source>Moderator</source><translation>Narrador</translation></message>\n"
        "<message><source>Moderator mode</source><translation>Modo narrador</translation></message>\n",
        [book_text, other_book],
    )
    assert found == [
        "es: [Ctx] 'Moderator': moderator: expected 'moderador', found 'Narrador'",
        "es: rule set luna_llena: templates[x]: moderator: expected 'narrador', found 'Habla el moderador.'",
    ]


def test_placeholders_are_not_words(tmp_path: Path) -> None:
    assert (
        synthetic_findings(
            tmp_path,
            "<message><source>{moderator} spoke</source><translation>{moderator} habló</translation></message>\n",
        )
        == []
    )


def test_a_glossary_without_its_source_is_refused(tmp_path: Path) -> None:
    glossary = tmp_path / "es.toml"
    glossary.write_text("[pardon]\nen = ['pardon']\nterm = 'perdonar'\n", encoding="utf-8")
    with pytest.raises(ValueError, match=r"\[pardon\]: no 'source'"):
        terminology.load_glossary(glossary)


def test_main_prints_every_finding_and_fails(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(terminology, "check_language", lambda lang: [f"{lang}: [Ctx] 'Pardon': pardon: expected"])
    assert terminology.main(["es", "it"]) == 1
    err = capsys.readouterr().err
    assert "terminology: es: [Ctx] 'Pardon'" in err and "terminology: it: [Ctx] 'Pardon'" in err
    assert "2 finding(s)" in err


def test_the_translations_check_catches_a_missing_or_countless_plural_form(tmp_path: Path) -> None:
    """Placeholders and plural forms are scripts/translations.py's: a form missing, or
    a plural form without %n ("jugadores" for any count), fails there."""
    translations = load_script("translations")
    catalog = write_ts(
        tmp_path / "plural.ts",
        '<message numerus="yes"><source>%n player(s)</source><translation>'
        "<numerusform>%n jugador</numerusform></translation></message>\n"
        '<message numerus="yes"><source>%n vote(s)</source><translation>'
        "<numerusform>un voto</numerusform><numerusform>votos</numerusform></translation></message>\n"
        '<message numerus="yes"><source>%n seat(s)</source><translation>'
        "<numerusform>un asiento</numerusform><numerusform>%n asientos</numerusform></translation></message>\n",
    )
    assert translations.problems(catalog) == [
        "plural.ts: [Ctx] '%n player(s)': 1 plural form(s), the language has 2",
        "plural.ts: [Ctx] '%n vote(s)': a plural form leaves out %n",
    ]


def test_a_case_sensitive_term_wants_its_capitals(tmp_path: Path) -> None:
    glossary = tmp_path / "it.toml"
    glossary.write_text(
        "[pure_spirit]\nen = ['Pure Spirit']\nterm = 'Spirito Candido'\ncase = true\n"
        "source = 'Tre fazioni: «SPIRITO CANDIDO»'\n",
        encoding="utf-8",
    )
    texts = [
        terminology.Text("a", "The Pure Spirit acts", "Lo Spirito Candido agisce"),
        terminology.Text("b", "The Pure Spirit acts", "lo spirito candido agisce"),
    ]
    found = terminology.findings(terminology.load_glossary(glossary), texts, "it")
    assert found == ["it: b: pure_spirit: expected 'Spirito Candido', found 'lo spirito candido agisce'"]


def test_a_role_name_is_written_as_the_book_writes_it() -> None:
    texts = [
        terminology.Text("rule set three_factions: refusals[x]", "", "la meretrice non ospita", "three_factions"),
        terminology.Text("rule set three_factions: role names[meretrice]", "", "meretrice", "three_factions"),
        terminology.Text("rule set moonveil: refusals[y]", "", "la meretrice", "moonveil"),  # not a Moonveil role
        terminology.Text("rule set three_factions: refusals[z]", "", "le Meretrici e la Meretrice", "three_factions"),
    ]
    found = terminology.role_name_findings(texts, {"three_factions": ["Meretrice"]}, "it")
    assert found == ["it: rule set three_factions: refusals[x]: role name: expected 'Meretrice', found 'meretrice'"]


def test_the_role_names_rule_reads_its_ignore_list(tmp_path: Path) -> None:
    glossary = tmp_path / "it.toml"
    glossary.write_text("[role_names]\nignore = ['Lupo']\nsource = 'Tre fazioni'\n", encoding="utf-8")
    assert terminology.role_name_rule(glossary) == ["Lupo"]
    assert terminology.load_glossary(glossary) == []  # not a concept
    assert "Lupo" not in terminology.book_role_names("it", ["Lupo"])["moonveil"]
    assert "Contadino" in terminology.book_role_names("it", ["Lupo"])["moonveil"]
