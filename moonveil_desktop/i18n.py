"""The console's language: Qt translators for the chosen language, switched live.

As in Vorta: a ``QTranslator`` loads ``translations/moonveil_<lang>.qm`` and
Qt's own ``qtbase_<lang>.qm`` (standard buttons, file dialogs); installing them
makes Qt send ``QEvent.LanguageChange`` to every widget, and each window's
``changeEvent`` re-runs its ``retranslate_ui()``. The default is the system
locale; Settings → Language overrides it. ``QLocale.setDefault`` follows, so
numbers and dates are written the way the reader expects.

The Qt-free side (the ``.ts`` reader the phone pages use, language tags) is
``moonveil_desktop.catalog``.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QObject, QTranslator

from moonveil_desktop.catalog import LANGUAGES, match_lang, qm_path

SWITCHER_NAME = "moonveilLanguage"


def system_language(locale: QLocale | None = None) -> str:
    """The first of the system's UI languages that we have, else English."""
    locale = locale or QLocale.system()
    for tag in [*locale.uiLanguages(), locale.name()]:
        lang = match_lang(tag)
        if lang:
            return lang
    return "en"


def effective_language(choice: str | None) -> str:
    """The language to use for a Settings choice ("" or None: follow the system)."""
    return choice if choice in LANGUAGES else system_language()


def app_translator(lang: str) -> QTranslator | None:
    """Moonveil's own catalog for ``lang`` (for English: its plural forms only)."""
    translator = QTranslator()
    return translator if translator.load(str(qm_path(lang))) else None


def qt_translator(lang: str) -> QTranslator | None:
    """Qt's own strings (``qtbase_<lang>.qm`` under the TranslationsPath); None for English."""
    if lang == "en":
        return None
    translator = QTranslator()
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    return translator if translator.load(f"qtbase_{lang}", folder) else None


class LanguageSwitcher(QObject):
    """Owns the installed translators (a child of the application, so there is no
    module-level state); ``use(lang)`` swaps them and Qt re-translates every widget."""

    def __init__(self, app: QCoreApplication) -> None:
        super().__init__(app)
        self.setObjectName(SWITCHER_NAME)
        self.lang = "en"
        self._installed: list[QTranslator] = []

    def use(self, lang: str) -> str:
        lang = lang if lang in LANGUAGES else "en"
        app = QCoreApplication.instance()
        for translator in self._installed:
            app.removeTranslator(translator)
        self._installed = [t for t in (qt_translator(lang), app_translator(lang)) if t is not None]
        QLocale.setDefault(QLocale(lang))
        self.lang = lang
        for translator in self._installed:
            app.installTranslator(translator)  # each install sends LanguageChange
        if not self._installed:  # nothing installed (no .qm found): still re-translate to the sources
            QCoreApplication.sendEvent(app, QEvent(QEvent.Type.LanguageChange))
        return lang


def switcher() -> LanguageSwitcher:
    """The application's switcher (created on first use)."""
    app = QCoreApplication.instance()
    if app is None:
        raise RuntimeError("create the QApplication first")
    found = app.findChild(LanguageSwitcher, SWITCHER_NAME)
    return found if isinstance(found, LanguageSwitcher) else LanguageSwitcher(app)


def use_language(choice: str | None) -> str:
    """Install the translators for a Settings choice ("" = system); returns the language used."""
    return switcher().use(effective_language(choice))


def current_language() -> str:
    return switcher().lang
