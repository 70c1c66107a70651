"""The projector's words per language, for Qt and for the TV page.

The projector has no catalog of its own any more: its strings (``strings.py``,
context ``Projector``) live in the application's one set of Qt Linguist files,
``translations/moonveil_<lang>.ts`` (docs/i18n.md). The Qt window is translated
by the application's ``QTranslator``; the TV page (no Qt needed) reads the same
``.ts`` through ``moonveil_desktop.catalog``.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from moonveil_desktop import catalog as shared
from moonveil_desktop.catalog import LANGUAGES, normalize_lang, translations_dir
from moonveil_desktop.projector.strings import CONTEXT

if TYPE_CHECKING:  # the scene reads the rule books: the TV routes are added before the engine is imported
    from moonveil_desktop.projector.scene import Translate

__all__ = ["LANGUAGES", "catalog", "normalize_lang", "resources_dir", "translations_dir", "translator"]


def resources_dir() -> Path:
    """``resources/projector`` in a checkout, ``_resources/projector`` in a wheel (TV page files)."""
    package = Path(__file__).resolve().parents[1]
    for candidate in (package / "_resources" / "projector", package.parent / "resources" / "projector"):
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError("projector resources not found")


def catalog(lang: str) -> dict[str, str]:
    """Source text → translation for the ``Projector`` context (finished entries only)."""
    entries = shared.load(normalize_lang(lang)).entries
    return {source: forms[0] for (context, source), forms in entries.items() if context == CONTEXT}


def translator(lang: str) -> Translate:
    translate: Translate = shared.translator(lang, CONTEXT)
    return translate
