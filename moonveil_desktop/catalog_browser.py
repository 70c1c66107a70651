"""A browser of the Moonveil catalog and its player-count themes (MV-10.4).

The widget reads only engine data (the catalog, ability words, themes); it has
no game and shows nothing secret. Role names and card texts come from the
catalog in the chosen language (``set_language``); every other visible string
goes through ``tr()`` and is set again in ``retranslate_ui`` on a language
change. Text from data is shown as plain text.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from engine.rulesets.moonveil.catalog import ABILITY_INFO, CATALOG, families
from engine.rulesets.moonveil.themes import THEMES, Theme
from engine.text import listed

ROLE_ID = Qt.ItemDataRole.UserRole


class CatalogBrowser(QWidget):
    """Search the 250 roles by name, ability or family; filter by theme; preview a card."""

    roleSelected = Signal(str)

    def __init__(self, parent: QWidget | None = None, lang: str = "en") -> None:
        super().__init__(parent)
        self.lang = lang
        self.search = QLineEdit(self)
        self.search.setClearButtonEnabled(True)
        self.theme = QComboBox(self)
        self.count = QLabel(self)
        self.roles = QListWidget(self)
        self.theme_info = QLabel(self)
        self.card_name = QLabel(self)
        self.card_meta = QLabel(self)
        self.card_text = QLabel(self)
        for label in (self.theme_info, self.card_name, self.card_meta, self.card_text, self.count):
            label.setTextFormat(Qt.TextFormat.PlainText)  # data is never rich text
            label.setWordWrap(True)
        self.card_name.setObjectName("cardName")
        self.card_text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.search_label = QLabel(self)
        self.theme_label = QLabel(self)
        self._layout()
        self.search.textChanged.connect(self.refresh)
        self.theme.currentIndexChanged.connect(self.refresh)
        self.roles.currentItemChanged.connect(self._show_current)
        self.retranslate_ui()

    def _layout(self) -> None:
        filters = QFormLayout()
        filters.addRow(self.search_label, self.search)
        filters.addRow(self.theme_label, self.theme)
        left = QWidget(self)
        left_box = QVBoxLayout(left)
        left_box.setContentsMargins(0, 0, 0, 0)
        left_box.addLayout(filters)
        left_box.addWidget(self.theme_info)
        left_box.addWidget(self.count)
        left_box.addWidget(self.roles, 1)
        card = QWidget(self)
        card_box = QVBoxLayout(card)
        card_box.addWidget(self.card_name)
        card_box.addWidget(self.card_meta)
        card_box.addWidget(self.card_text, 1, Qt.AlignmentFlag.AlignTop)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(left)
        splitter.addWidget(card)
        splitter.setStretchFactor(1, 1)
        outer = QHBoxLayout(self)
        outer.addWidget(splitter)

    # -- words -----------------------------------------------------------------------
    def retranslate_ui(self) -> None:
        """Every visible string of the widget (re-run on a language change)."""
        self.setWindowTitle(self.tr("Moonveil roles"))
        self.search_label.setText(self.tr("&Search:"))
        self.search_label.setBuddy(self.search)
        self.search.setPlaceholderText(self.tr("Name, ability or family"))
        self.theme_label.setText(self.tr("&Theme:"))
        self.theme_label.setBuddy(self.theme)
        self._fill_themes()
        self.refresh()

    def _fill_themes(self) -> None:
        current = self.theme.currentData()
        self.theme.blockSignals(True)
        self.theme.clear()
        self.theme.addItem(self.tr("All 250 roles"), None)
        for theme in THEMES.values():
            label = self.tr("%1 (%2–%3 players)").replace("%1", theme.name(self.lang))
            label = label.replace("%2", str(theme.min_players)).replace("%3", str(theme.max_players))
            self.theme.addItem(label, theme.id)
        index = self.theme.findData(current)
        self.theme.setCurrentIndex(max(0, index))
        self.theme.blockSignals(False)

    def family_name(self, family: str) -> str:
        names: dict[str, Callable[[], str]] = {
            "attack": lambda: self.tr("attack"),
            "none": lambda: self.tr("no ability"),
            "block": lambda: self.tr("block"),
            "disguise": lambda: self.tr("disguise"),
            "inspection": lambda: self.tr("inspection"),
            "visit_info": lambda: self.tr("visit information"),
            "activity": lambda: self.tr("activity"),
            "inspection_visit": lambda: self.tr("inspection and visits"),
            "protection": lambda: self.tr("protection"),
            "vote": lambda: self.tr("vote"),
            "public": lambda: self.tr("public"),
            "delayed_block": lambda: self.tr("delayed block"),
        }
        return names[family]() if family in names else family

    def team_name(self, team: str) -> str:
        return self.tr("Wolves") if team == "wolves" else self.tr("Village")

    def set_language(self, lang: str) -> None:
        """Show role names, texts and theme names in ``lang`` (en, es, it, zh_CN)."""
        self.lang = lang
        self.retranslate_ui()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # -- filtering ---------------------------------------------------------------
    def selected_theme(self) -> Theme | None:
        key = self.theme.currentData()
        return THEMES.get(key) if isinstance(key, str) else None

    def set_theme(self, theme_id: str | None) -> None:
        self.theme.setCurrentIndex(max(0, self.theme.findData(theme_id)))

    def matches(self, role: str, query: str) -> bool:
        """Whether ``role`` matches the search words (all of them): its names in this
        language and English, its number, its ability ids and names, its families."""
        if not query.strip():
            return True
        spec = CATALOG[role]
        haystack = [role, spec.name(self.lang), spec.name("en"), str(spec.number) if spec.number else ""]
        haystack += [f"#{spec.number}"] if spec.number else []
        for ability in spec.abilities:
            info = ABILITY_INFO.get(ability)
            haystack.append(ability)
            if info is not None:
                haystack += [info.names.get(self.lang, ""), info.names["en"], info.agents.get(self.lang, "")]
        for family in families(role):
            haystack += [family, self.family_name(family)]
        text = " ".join(haystack).casefold()
        return all(word in text for word in query.casefold().split())

    def visible_role_ids(self) -> list[str]:
        return [str(self.roles.item(i).data(ROLE_ID)) for i in range(self.roles.count())]

    def refresh(self) -> None:
        """Rebuild the list from the search words and the theme."""
        current = self.current_role()
        theme = self.selected_theme()
        pool = set(theme.pool) if theme else set(CATALOG)
        query = self.search.text()
        self.roles.blockSignals(True)
        self.roles.clear()
        for role in CATALOG:
            if role in pool and self.matches(role, query):
                item = QListWidgetItem(self.list_label(role))
                item.setData(ROLE_ID, role)
                self.roles.addItem(item)
        self.roles.blockSignals(False)
        shown = self.roles.count()
        self.count.setText(self.tr("%n role(s)", "", shown))
        if theme is None:
            self.theme_info.setText(self.tr("Every role of the catalog: 4 classic and 246 advanced."))
        else:
            self.theme_info.setText(theme.blurb(self.lang))
        keep = [i for i in range(shown) if self.roles.item(i).data(ROLE_ID) == current]
        self.roles.setCurrentRow(keep[0] if keep else (0 if shown else -1))
        self._show_current()

    def list_label(self, role: str) -> str:
        spec = CATALOG[role]
        if spec.number:
            return self.tr("#%1 %2").replace("%1", str(spec.number)).replace("%2", spec.name(self.lang))
        return self.tr("Classic: %1").replace("%1", spec.name(self.lang))

    # -- the card ------------------------------------------------------------------
    def current_role(self) -> str | None:
        item = self.roles.currentItem()
        return str(item.data(ROLE_ID)) if item is not None else None

    def select_role(self, role: str) -> None:
        for i in range(self.roles.count()):
            if self.roles.item(i).data(ROLE_ID) == role:
                self.roles.setCurrentRow(i)
                return

    def _show_current(self) -> None:
        role = self.current_role()
        if role is None:
            self.card_name.setText(self.tr("No role matches."))
            self.card_meta.clear()
            self.card_text.clear()
            return
        spec = CATALOG[role]
        self.card_name.setText(spec.name(self.lang))
        kind = self.tr("Advanced role #%1").replace("%1", str(spec.number)) if spec.number else self.tr("Classic role")
        fams = listed(dict.fromkeys(self.family_name(f) for f in families(role)), self.lang)
        meta = self.tr("%1 · team: %2 · families: %3").replace("%1", kind)
        self.card_meta.setText(meta.replace("%2", self.team_name(spec.team)).replace("%3", fams))
        self.card_text.setText(f"{spec.text(self.lang)}\n\n{spec.goals.get(self.lang, spec.goals.get('en', ''))}")
        self.roleSelected.emit(role)
