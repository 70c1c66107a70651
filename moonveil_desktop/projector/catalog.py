"""The projector's words per language, for Qt and for the TV page.

One source of truth: Qt Linguist files ``resources/projector/translations/
projector_<lang>.ts``. The Qt window loads the compiled ``.qm`` with a
``QTranslator``; the TV page (no Qt needed) reads the ``.ts`` XML here.
"""

from __future__ import annotations

import functools
import xml.etree.ElementTree as ET
from pathlib import Path

from moonveil_desktop.projector.scene import Translate
from moonveil_desktop.projector.strings import CONTEXT

LANGUAGES = ("en", "es", "it", "zh_CN")


def resources_dir() -> Path:
    """``resources/projector`` in a checkout, ``_resources/projector`` in a wheel."""
    package = Path(__file__).resolve().parents[1]
    for candidate in (package / "_resources" / "projector", package.parent / "resources" / "projector"):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError("projector resources not found")


def translations_dir() -> Path:
    return resources_dir() / "translations"


def normalize_lang(lang: str | None) -> str:
    """One of LANGUAGES; "zh", "zh-CN", "zh_CN" all give "zh_CN"; unknown gives "en"."""
    if not lang:
        return "en"
    key = lang.replace("-", "_")
    for known in LANGUAGES:
        if key.lower() == known.lower() or key.split("_")[0].lower() == known.split("_")[0].lower():
            return known
    return "en"


@functools.cache
def catalog(lang: str) -> dict[str, str]:
    """Source text → translation for the ``Projector`` context (finished entries only)."""
    path = translations_dir() / f"projector_{lang}.ts"
    if lang == "en" or not path.exists():
        return {}
    entries: dict[str, str] = {}
    for context in ET.parse(path).getroot().iter("context"):
        if context.findtext("name") != CONTEXT:
            continue
        for message in context.iter("message"):
            source = message.findtext("source")
            translation = message.find("translation")
            if source and translation is not None and translation.text and translation.get("type") != "unfinished":
                entries[source] = translation.text
    return entries


def translator(lang: str) -> Translate:
    entries = catalog(normalize_lang(lang))

    def tr(text: str) -> str:
        return entries.get(text, text)

    return tr
