"""The one set of translations, read without Qt (for the phone pages and the TV page).

Every string the application itself says lives in the Qt Linguist catalogs
``translations/moonveil_<lang>.ts`` (see docs/i18n.md). The Qt windows load the
compiled ``.qm`` with a ``QTranslator`` (``moonveil_desktop.i18n``); the web
server, which must not depend on a ``QApplication``, reads the same ``.ts`` XML
here, so a phone, the projector and the console say the same thing.

Strings outside a ``QObject`` are marked with :func:`QT_TRANSLATE_NOOP` (a
marker ``pyside6-lupdate`` collects) and translated at the point of use with
:func:`translate`. ``%n`` in a source is a count: Qt's plural forms apply, and
English plural forms come from ``moonveil_en.ts`` (numerus entries only).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

LANGUAGES = ("en", "es", "it", "zh_CN")
TRANSLATED = ("es", "it", "zh_CN")
LANGUAGE_NAMES = {"en": "English", "es": "Español", "it": "Italiano", "zh_CN": "中文"}
CATALOG_PREFIX = "moonveil"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks ``text`` for ``pyside6-lupdate`` under ``context``; returns it unchanged."""
    return text


class _PluralMarker:
    """``PLURAL.translate(context, source, "", 0)`` marks a ``%n`` source outside a QObject
    (``pyside6-lupdate`` reads any call named ``translate`` that passes a count as a
    plural; it has no plural ``NOOP``) and returns the source unchanged."""

    @staticmethod
    def translate(context: str, source: str, disambiguation: str = "", n: int = 0) -> str:
        return source


PLURAL = _PluralMarker()


def translations_dir() -> Path:
    """``translations/`` in a checkout, ``_translations/`` inside an installed wheel."""
    package = Path(__file__).resolve().parent
    for candidate in (package / "_translations", package.parent / "translations"):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError("translations folder not found")


def ts_path(lang: str) -> Path:
    return translations_dir() / f"{CATALOG_PREFIX}_{lang}.ts"


def qm_path(lang: str) -> Path:
    return translations_dir() / f"{CATALOG_PREFIX}_{lang}.qm"


def normalize_lang(tag: str | None) -> str:
    """One of LANGUAGES for any tag: "zh", "zh-CN", "zh_Hans_CN" → "zh_CN"; "es-AR" → "es";
    unknown or empty → "en"."""
    return match_lang(tag) or "en"


def match_lang(tag: str | None) -> str | None:
    """One of LANGUAGES, or None when the tag names none of them."""
    if not tag:
        return None
    primary = tag.strip().replace("-", "_").split("_")[0].lower()
    if primary == "zh":
        return "zh_CN"  # our only Chinese; simplified beats English for any reader of Chinese
    return primary if primary in LANGUAGES else None


def plural_index(lang: str, n: int) -> int:
    """Which numerus form Qt uses for ``n`` (Qt's rules for our four languages)."""
    if lang == "zh_CN":
        return 0
    return 0 if n == 1 else 1


@dataclass
class Catalog:
    """The finished translations of one language: (context, source) → forms."""

    lang: str
    entries: dict[tuple[str, str], tuple[str, ...]] = field(default_factory=dict)

    def translate(self, context: str, source: str, n: int | None = None) -> str:
        forms = self.entries.get((context, source))
        if not forms:
            text = source
        elif n is None or len(forms) == 1:
            text = forms[0]
        else:
            text = forms[min(plural_index(self.lang, n), len(forms) - 1)]
        return text.replace("%n", str(n)) if n is not None else text

    def __contains__(self, key: tuple[str, str]) -> bool:
        return key in self.entries


def parse_ts(path: Path, lang: str) -> Catalog:
    """Finished, non-empty messages of a Qt Linguist file (unfinished ones fall back)."""
    import xml.etree.ElementTree as ET  # the console's own words come from .qm files: not before the first paint

    catalog = Catalog(lang)
    if not path.exists():
        return catalog
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            if not source or translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
                continue
            if message.get("numerus") == "yes":
                forms = tuple(form.text or "" for form in translation.iter("numerusform"))
            else:
                forms = (translation.text or "",)
            if forms and all(forms):
                catalog.entries[(name, source)] = forms
    return catalog


@functools.cache
def load(lang: str) -> Catalog:
    """The catalog of ``lang`` (English: only its plural forms)."""
    lang = normalize_lang(lang)
    return parse_ts(ts_path(lang), lang)


def translate(lang: str, context: str, source: str, n: int | None = None) -> str:
    """``source`` in ``lang`` (the source itself when no finished translation exists)."""
    return load(lang).translate(context, source, n)


def translator(lang: str, context: str) -> functools.partial[str]:
    """A one-argument translate function for one language and context."""
    return functools.partial(translate, normalize_lang(lang), context)


def listed(items: Iterable[str], lang: str) -> str:
    """Names, roles or words one after another as ``lang`` lists them ("Ana, Bea",
    "Ana、Bea"): the engine's ``listed``, imported at the first list so the console
    still paints before the engine and its four books are loaded."""
    from engine.text import listed as engine_listed

    return engine_listed(items, lang)
