"""scripts/translations.py check: what makes it fail (it is part of scripts/test.sh)."""

from __future__ import annotations

import importlib.util
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]


def load_script() -> ModuleType:
    spec = importlib.util.spec_from_file_location("translations_script", ROOT / "scripts" / "translations.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def write_ts(path: Path, messages: str) -> Path:
    path.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="es_ES">\n'
        f"<context>\n    <name>Ctx</name>\n{messages}</context>\n</TS>\n",
        encoding="utf-8",
    )
    return path


def test_finished_strings_pass(tmp_path: Path) -> None:
    script = load_script()
    ts = write_ts(
        tmp_path / "ok.ts",
        "<message><source>Night {number}</source><translation>Noche {number}</translation></message>\n"
        "<message><source>Resolve %s</source><translation>Resolver %s</translation></message>\n"
        '<message numerus="yes"><source>%n player(s)</source><translation>'
        "<numerusform>un jugador</numerusform><numerusform>%n jugadores</numerusform></translation></message>\n",
    )
    assert script.problems(ts) == []


def test_unfinished_empty_plural_and_placeholder_mismatch_fail(tmp_path: Path) -> None:
    script = load_script()
    ts = write_ts(
        tmp_path / "bad.ts",
        '<message><source>Hide</source><translation type="unfinished">Ocultar</translation></message>\n'
        "<message><source>Show</source><translation></translation></message>\n"
        '<message numerus="yes"><source>%n vote(s)</source><translation>'
        "<numerusform>%n voto</numerusform><numerusform></numerusform></translation></message>\n"
        "<message><source>Day {number}</source><translation>Día {numero}</translation></message>\n"
        "<message><source>Waiting for: %s</source><translation>Esperando</translation></message>\n",
    )
    found = script.problems(ts)
    assert len(found) == 5, found
    assert sum("placeholders differ" in line for line in found) == 2


def test_the_committed_catalogs_are_complete_and_compiled() -> None:
    script = load_script()
    for lang in (*script.LANGUAGES, *script.PLURAL_ONLY):
        assert script.problems(script.catalog(lang)) == [], lang
    assert script.stale_binaries() == []


def test_every_rule_set_text_exists_in_four_languages() -> None:
    assert load_script().rule_set_gaps() == []


def test_a_removed_rule_set_text_fails_the_check(monkeypatch: pytest.MonkeyPatch) -> None:
    """IT-12.3 / IT-3: a checklist line, a role's card text, an ability name and a
    result word of a book are required in es, it and zh_CN as much as in English."""
    from engine.rulesets.three_factions.book_words import ABILITY_NAMES
    from engine.rulesets.three_factions.checklist_words import CHECKLIST
    from engine.rulesets.three_factions.roles import ROLES
    from engine.rulesets.three_factions.texts import WORDS

    monkeypatch.delitem(CHECKLIST["pack"], "es")
    monkeypatch.setitem(ROLES["diablo"].texts, "zh_CN", " ")  # blank counts as missing
    monkeypatch.delitem(ABILITY_NAMES["abduct"], "it")
    monkeypatch.delitem(WORDS["LOSCO"], "zh_CN")
    script = load_script()
    gaps = script.rule_set_gaps()
    assert gaps == [
        "rule set three_factions: role texts[diablo]: zh_CN",
        "rule set three_factions: ability names[abduct]: it",
        "rule set three_factions: attribute words[LOSCO]: zh_CN",
        "rule set three_factions: checklist[pack]: es",
        "rule set three_factions: words[LOSCO]: zh_CN",
    ]
    assert script.check() == 1


def test_release_puts_a_new_file_in_place_never_rewrites_the_one_a_running_app_maps(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Stop 45: rebuilding the catalogs while the app ran crashed it (a segfault in
    QtCore): its QTranslator maps the .qm into memory, and lrelease wrote over it."""
    script = load_script()
    monkeypatch.setattr(script, "CATALOGS", tmp_path)
    monkeypatch.setattr(script, "LANGUAGES", ("es",))
    monkeypatch.setattr(script, "PLURAL_ONLY", ())
    old = tmp_path / "moonveil_es.qm"
    old.write_bytes(b"the catalog a running app has mapped")
    before = old.stat().st_ino
    with old.open("rb") as mapped:  # as the app holds it
        assert script.release() == 0
        assert mapped.read() == b"the catalog a running app has mapped"  # untouched under the reader
    assert old.stat().st_ino != before
    assert old.read_bytes() == script.release_bytes(script.catalog("es"))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["moonveil_es.qm"]  # no temporary left behind
