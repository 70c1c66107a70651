"""One term per concept: check every translation against the language's glossary.

    .venv/bin/python scripts/terminology.py          # every language with a glossary
    .venv/bin/python scripts/terminology.py es it    # only these

A glossary is ``translations/glossary/<lang>.toml`` (docs/i18n.md): one table per
concept, with the English regexes that find the concept in a source text, the term
every translation of such a text must use (per rule book where the book has its own
word), and the variants that must never appear. The check reads every message of
``translations/moonveil_<lang>.ts`` (each plural form), every rule-set text of the
four books (``Ruleset.text_tables()`` and the book's refusals) and the core's
refusals and words, and names each text that drifts from the glossary. Placeholders
and plural forms are ``scripts/translations.py check``'s; this one is about words.
It is part of the test command (``tests/test_terminology.py``).
"""

from __future__ import annotations

import importlib
import re
import sys
import tomllib
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CATALOGS = ROOT / "translations"
GLOSSARIES = CATALOGS / "glossary"
BOOKS = ("moonveil", "luna_llena", "three_factions", "village_vs_nonvillage")
# Word edges only where a term starts or ends with a Latin letter: Chinese has no
# spaces, so a Chinese term is found anywhere in the text.
LATIN = "a-zà-öø-ÿ"
#: the glossary's one table that is not a concept: ``[role_names]`` asks every book's
#: text to write the book's role names as the names are written ("la Meretrice", not
#: "la meretrice"); ``ignore`` lists names that are also the common noun ("Lupo").
ROLE_NAMES = "role_names"
PLACEHOLDER = re.compile(r"\{\w*\}|%L?\d|%L?n|%[sd]")


@dataclass(frozen=True)
class Terms:
    """What a translation must say for a concept, and what it must never say."""

    accepted: tuple[str, ...]
    avoid: tuple[str, ...] = ()
    #: the accepted terms only as written ("Spirito Candido", not "spirito candido")
    case: bool = False


@dataclass(frozen=True)
class Concept:
    name: str
    english: tuple[re.Pattern[str], ...]
    terms: Terms
    books: Mapping[str, Terms] = field(default_factory=dict)
    except_sources: frozenset[str] = frozenset()

    def means(self, source: str) -> bool:
        """The English text speaks of this concept."""
        words = PLACEHOLDER.sub(" ", source)  # "{ability}" is a name to fill in, not the word
        return source not in self.except_sources and any(p.search(words) for p in self.english)

    def terms_for(self, book: str | None) -> Terms:
        return self.books.get(book, self.terms) if book else self.terms


@dataclass(frozen=True)
class Text:
    """One translated text and where it lives: a catalog message (context and
    source) or a rule-set text (book, table and key)."""

    where: str
    source: str
    translation: str
    book: str | None = None


def _as_tuple(value: object, what: str) -> tuple[str, ...]:
    if isinstance(value, str):
        return (value,)
    if isinstance(value, list) and all(isinstance(v, str) for v in value):
        return tuple(value)
    raise ValueError(f"{what}: expected a string or a list of strings, got {value!r}")


def _terms(table: Mapping[str, object], what: str, fallback: Terms | None = None) -> Terms:
    if "term" not in table:
        raise ValueError(f"{what}: no 'term'")
    avoid = _as_tuple(table["avoid"], f"{what}.avoid") if "avoid" in table else fallback.avoid if fallback else ()
    case = table.get("case", fallback.case if fallback else False)
    if not isinstance(case, bool):
        raise ValueError(f"{what}.case: expected true or false, got {case!r}")
    return Terms(_as_tuple(table["term"], f"{what}.term"), avoid, case)


def load_glossary(path: Path) -> list[Concept]:
    """The concepts of one glossary file; a malformed one raises ValueError naming the concept."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    concepts = []
    for name, table in data.items():
        what = f"{path.name} [{name}]"
        if not isinstance(table, dict):
            raise ValueError(f"{what}: expected a table")
        if name == ROLE_NAMES:
            continue  # not a concept: how the books' role names are written (role_name_findings)
        unknown = set(table) - {"en", "term", "avoid", "case", "source", "books", "except_sources"}
        if unknown:
            raise ValueError(f"{what}: unknown keys {sorted(unknown)}")
        if "source" not in table:
            raise ValueError(f"{what}: no 'source' (the rule book's sentence or why the house chose it)")
        terms = _terms(table, what)
        books = {}
        for book, book_table in table.get("books", {}).items():
            if book not in BOOKS:
                raise ValueError(f"{what}: unknown book {book!r} (one of {', '.join(BOOKS)})")
            if "source" not in book_table:
                raise ValueError(f"{what}.books.{book}: no 'source'")
            books[book] = _terms(book_table, f"{what}.books.{book}", terms)
        english = tuple(re.compile(p, re.IGNORECASE) for p in _as_tuple(table.get("en", []), f"{what}.en"))
        excepted = frozenset(_as_tuple(table.get("except_sources", []), f"{what}.except_sources"))
        concepts.append(Concept(name, english, terms, books, excepted))
    return concepts


def _pattern(term: str, *, whole: bool, case: bool = False) -> re.Pattern[str]:
    """``term`` (case-insensitively unless ``case``), starting at a word's start; with
    ``whole`` also ending at a word's end (an accepted term may go on: "eliminad"
    finds "eliminada")."""
    start = f"(?<![{LATIN}])" if re.match(f"[{LATIN}]", term, re.IGNORECASE) else ""
    end = f"(?![{LATIN}])" if whole and re.search(f"[{LATIN}]$", term, re.IGNORECASE) else ""
    return re.compile(start + re.escape(term) + end, 0 if case else re.IGNORECASE)


def uses(text: str, term: str, *, whole: bool = False, case: bool = False) -> bool:
    return _pattern(term, whole=whole, case=case).search(text) is not None


def catalog_texts(path: Path) -> Iterator[Text]:
    """Every finished message of a Qt catalog, each plural form on its own."""
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type", "") in ("vanished", "obsolete"):
                continue
            source = message.findtext("source", "")
            forms = [t.text or "" for t in translation.iter("numerusform")] or [translation.text or ""]
            for form in forms:
                yield Text(f"[{name}] {source!r}", source, form)


def _table_texts(
    label: str, tables: Mapping[str, Mapping[str, Mapping[str, str]]], lang: str, book: str | None
) -> Iterator[Text]:
    for table, texts in tables.items():
        for key, by_lang in texts.items():
            if by_lang.get(lang) and by_lang.get("en"):
                yield Text(f"{label}: {table}[{key}]", by_lang["en"], by_lang[lang], book)


def rule_set_texts(lang: str) -> Iterator[Text]:
    """Every text of the four books (their own term applies) and of the core."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from engine.refusals import CORE
    from engine.ruleset import find_ruleset
    from engine.text import NOBODY

    for book in BOOKS:
        ruleset = find_ruleset(book)
        yield from _table_texts(f"rule set {book}", ruleset.text_tables(), lang, book)
        refusals = importlib.import_module(f"engine.rulesets.{book}.refusals").REFUSALS
        yield from _table_texts(f"rule set {book}", {"refusals": refusals}, lang, book)
    yield from _table_texts("engine", {"refusals": CORE, "words": {"nobody": NOBODY}}, lang, None)


def findings(concepts: Iterable[Concept], texts: Iterable[Text], lang: str) -> list[str]:
    """Every text that translates a concept with another word, or says a word to avoid."""
    concepts = list(concepts)
    found = []
    for text in texts:
        for concept in concepts:
            terms = concept.terms_for(text.book)
            words = PLACEHOLDER.sub(" ", text.translation)  # "en {host}" names no host
            said = [word for word in terms.avoid if uses(words, word, whole=True)]
            if said:
                found.append(_finding(lang, text, concept, terms, f"avoided {' / '.join(said)!r}"))
            elif concept.means(text.source) and not any(uses(words, t, case=terms.case) for t in terms.accepted):
                found.append(_finding(lang, text, concept, terms, f"found {text.translation!r}"))
    return found


def _finding(lang: str, text: Text, concept: Concept, terms: Terms, what: str) -> str:
    expected = " / ".join(terms.accepted)
    return f"{lang}: {text.where}: {concept.name}: expected {expected!r}, {what}"


def role_name_findings(texts: Iterable[Text], names: Mapping[str, Iterable[str]], lang: str) -> list[str]:
    """Every book text that writes one of the book's role names (``names[book]``)
    with other capitals than the name has."""
    found = []
    for text in texts:
        if text.book is None or ": role names[" in text.where:
            continue
        for name in names.get(text.book, ()):
            for match in _pattern(name, whole=True).finditer(text.translation):
                if match.group(0) != name:
                    found.append(f"{lang}: {text.where}: role name: expected {name!r}, found {match.group(0)!r}")
    return found


def book_role_names(lang: str, ignore: Iterable[str] = ()) -> dict[str, list[str]]:
    """Each book's role names in ``lang``, but those in ``ignore``."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from engine.ruleset import find_ruleset

    skipped = set(ignore)
    names = {}
    for book in BOOKS:
        written = {by_lang.get(lang, "") for by_lang in find_ruleset(book).text_tables()["role names"].values()}
        names[book] = sorted(written - skipped - {""})
    return names


def role_name_rule(path: Path) -> list[str] | None:
    """The ``ignore`` list of the glossary's ``[role_names]`` table, or None without one."""
    table = tomllib.loads(path.read_text(encoding="utf-8")).get(ROLE_NAMES)
    if table is None:
        return None
    if "source" not in table:
        raise ValueError(f"{path.name} [{ROLE_NAMES}]: no 'source'")
    return list(_as_tuple(table.get("ignore", []), f"{path.name} [{ROLE_NAMES}].ignore"))


def glossary_languages(folder: Path = GLOSSARIES) -> list[str]:
    return sorted(path.stem for path in folder.glob("*.toml"))


def check_language(lang: str, glossaries: Path = GLOSSARIES, catalogs: Path = CATALOGS) -> list[str]:
    """Every finding of one language: its catalog and every rule-set text."""
    glossary = glossaries / f"{lang}.toml"
    texts = [*catalog_texts(catalogs / f"moonveil_{lang}.ts"), *rule_set_texts(lang)]
    found = findings(load_glossary(glossary), texts, lang)
    ignore = role_name_rule(glossary)
    if ignore is not None:
        found += role_name_findings(texts, book_role_names(lang, ignore), lang)
    return found


def main(argv: list[str]) -> int:
    languages = argv or glossary_languages()
    found = [line for lang in languages for line in check_language(lang)]
    for line in found:
        print(f"terminology: {line}", file=sys.stderr)
    if found:
        print(
            f"{len(found)} finding(s); the glossaries are translations/glossary/*.toml (docs/i18n.md)", file=sys.stderr
        )
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
