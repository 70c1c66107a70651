"""Keep the Qt Linguist catalogs in step with the code, and prove they are complete.

    .venv/bin/python scripts/translations.py update   # lupdate: refresh translations/*.ts from the sources
    .venv/bin/python scripts/translations.py check    # fail when a string is untranslated or unfinished
    .venv/bin/python scripts/translations.py release  # lrelease: compile .ts into .qm

One set of catalogs serves the console, the projector and the phone pages
(docs/i18n.md). ``moonveil_en.ts`` holds only the English plural forms of
``%n`` strings (``lupdate -pluralonly``); es, it and zh_CN hold every string.
``check`` runs lupdate into a temporary copy first, so a new ``tr()`` string
that nobody translated fails the check even if the committed .ts was not
refreshed. It also fails when a rule set's own text (a role's name, card text or
goal, an ability name, a checklist line, a message template, a result, attribute or
option word) is missing in one of the four languages. It is part of the test command.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "moonveil_desktop"
CATALOGS = ROOT / "translations"
LANGUAGES = ("es", "it", "zh_CN")
PLURAL_ONLY = ("en",)
BIN = Path(sys.executable).parent


def catalog(lang: str, folder: Path = CATALOGS) -> Path:
    return folder / f"moonveil_{lang}.ts"


def lupdate(targets: list[Path], *, plural_only: bool = False) -> None:
    command = [str(BIN / "pyside6-lupdate"), "-extensions", "py", "-no-obsolete", "-locations", "none"]
    if plural_only:
        command.append("-pluralonly")
    command += [str(SOURCES), "-ts", *map(str, targets)]
    subprocess.run(command, check=True, capture_output=True)


def problems(path: Path) -> list[str]:
    """Messages that are unfinished or empty (vanished/obsolete ones are ignored)."""
    found = []
    forms = plural_forms(path)
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = translation.get("type", "") if translation is not None else "unfinished"
            if kind in ("vanished", "obsolete"):
                continue
            numerus = message.get("numerus") == "yes"
            texts = (
                [t.text or "" for t in translation.iter("numerusform")]
                if numerus and translation is not None
                else [(translation.text or "") if translation is not None else ""]
            )
            source = message.findtext("source", "")
            if kind == "unfinished" or not all(t.strip() for t in texts):
                found.append(f"{path.name}: [{name}] {source!r}")
            elif any(placeholders(t) != placeholders(source) for t in texts):
                found.append(f"{path.name}: [{name}] {source!r}: placeholders differ from the source")
            elif numerus and (gap := plural_gap(texts, forms)):
                found.append(f"{path.name}: [{name}] {source!r}: {gap}")
    return found


def plural_forms(path: Path) -> int:
    """How many plural forms the catalog's language has (Qt's rules for our four:
    Chinese one, the others singular and plural)."""
    language = ET.parse(path).getroot().get("language", "")
    return 1 if language.startswith("zh") else 2


def plural_gap(texts: list[str], forms: int) -> str:
    """What is wrong with a ``%n`` message's forms: too few or too many, or a form
    that is not the singular without the count ("jugadores" for 5 players)."""
    if len(texts) != forms:
        return f"{len(texts)} plural form(s), the language has {forms}"
    counted = texts[1:] if forms > 1 else texts  # only a singular may leave %n out: "un jugador"
    if any(not re.search(r"%L?n", text) for text in counted):
        return "a plural form leaves out %n"
    return ""


def placeholders(text: str) -> list[str]:
    """``{name}`` fields (any order) and ``%s``/``%d`` in order; ``%n`` may be left out
    of a plural form ("one player")."""
    fields = sorted(re.findall(r"\{\w*\}", text))
    return fields + re.findall(r"%[sd]", text)


def update() -> int:
    CATALOGS.mkdir(exist_ok=True)
    lupdate([catalog(lang) for lang in LANGUAGES])
    lupdate([catalog(lang) for lang in PLURAL_ONLY], plural_only=True)
    return 0


def check() -> int:
    with tempfile.TemporaryDirectory() as tmp:
        copies: dict[str, Path] = {}
        for lang in (*LANGUAGES, *PLURAL_ONLY):
            copy = catalog(lang, Path(tmp))
            if catalog(lang).exists():
                shutil.copy(catalog(lang), copy)
            copies[lang] = copy
        lupdate([copies[lang] for lang in LANGUAGES])
        lupdate([copies[lang] for lang in PLURAL_ONLY], plural_only=True)
        found = [p for copy in copies.values() for p in problems(copy)]
        found += stale_binaries()
    found += rule_set_gaps()
    for problem in found:
        print(f"translations: {problem}", file=sys.stderr)
    if found:
        print(
            f"{len(found)} problem(s); run scripts/translations.py update, translate, then release (docs/i18n.md)",
            file=sys.stderr,
        )
    return 1 if found else 0


def rule_set_gaps() -> list[str]:
    """Every rule-set text missing in a language: the books' words are data in
    ``engine/rulesets/<name>/``, not in the Qt catalogs, so lupdate cannot see them."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from engine.ruleset import LANGUAGES as BOOK_LANGUAGES
    from engine.ruleset import find_ruleset, ruleset_names
    from engine.text import missing_texts

    found = []
    for name in ruleset_names():
        found += [f"rule set {name}: {gap}" for gap in missing_texts(find_ruleset(name).text_tables(), BOOK_LANGUAGES)]
    return found


def stale_binaries() -> list[str]:
    """A shipped .qm older than its .ts was not rebuilt (run ``release``)."""
    found = []
    for lang in (*LANGUAGES, *PLURAL_ONLY):
        ts, qm = catalog(lang), CATALOGS / f"moonveil_{lang}.qm"
        if not qm.exists():
            found.append(f"{qm.name}: missing")
        elif release_bytes(ts) != qm.read_bytes():
            found.append(f"{qm.name}: not rebuilt from {ts.name}")
    return found


def release_bytes(ts: Path) -> bytes:
    with tempfile.TemporaryDirectory() as tmp:
        target = Path(tmp) / "out.qm"
        subprocess.run([str(BIN / "pyside6-lrelease"), str(ts), "-qm", str(target)], check=True, capture_output=True)
        return target.read_bytes()


def release() -> int:
    for lang in (*LANGUAGES, *PLURAL_ONLY):
        # a new file put in place, not the old one rewritten: a running app maps its .qm
        # into memory (QTranslator), and lrelease writing over it crashed that app (stop 45)
        built = CATALOGS / f".moonveil_{lang}.qm.new"
        built.write_bytes(release_bytes(catalog(lang)))
        os.replace(built, CATALOGS / f"moonveil_{lang}.qm")
    return 0


if __name__ == "__main__":
    action = sys.argv[1] if len(sys.argv) > 1 else "check"
    sys.exit({"update": update, "check": check, "release": release}[action]())
