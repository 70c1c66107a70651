"""The deck editor: choose a rule set's cards by name, with counts (issue 15).

Roles are listed in the book's words with their card text on hover; a search
narrows them; the deck shows "2 × Wolf" lines and the count of cards against
the seats. Each edit runs the book's own composition check (a trial deal, the
same one the New Table dialog runs) and shows its refusal, with the rule's id,
next to the deck; the role the refusal names is marked in the deck. For
Moonveil the 250-role catalog browser opens from here. The editor holds no rule
logic: the engine decides what is legal.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QBrush, QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine.options import OptionSpec
from engine.ruleset import Ruleset
from engine.simulate import SimulationJob
from moonveil_desktop.ui.balance_panel import BalancePanel
from moonveil_desktop.ui.colors import tone, tone_style
from moonveil_desktop.ui.common import Retranslated, plain_label
from moonveil_desktop.ui.option_words import word

ROLE_ID = Qt.ItemDataRole.UserRole

#: the composition check: the deck → the refusal in plain words (with the rule id), or None
DeckCheck = Callable[[list[str]], "str | None"]
#: the bot games that estimate a legal deck's balance (None: none for this deck)
DeckEstimate = Callable[[list[str]], "SimulationJob | None"]


class DeckEditor(Retranslated, QDialog):
    """Edit one ROLES option of a rule set: ``deck()`` is the list of role ids."""

    def __init__(
        self,
        ruleset: Ruleset,
        spec: OptionSpec,
        deck: list[str],
        seats: int,
        check: DeckCheck,
        lang: str = "en",
        proposal: Callable[[], list[str] | None] | None = None,
        parent: QWidget | None = None,
        estimate: DeckEstimate | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("deckEditor")
        self.ruleset = ruleset
        self.spec = spec
        self.seats = seats
        self.check = check
        self.lang = lang
        self.proposal = proposal
        self.counts: Counter[str] = Counter(role for role in deck if role in ruleset.roles)
        self._order = list(spec.roles or ruleset.roles)

        self.search = QLineEdit()
        self.search.setObjectName("deckSearch")
        self.search.setClearButtonEnabled(True)
        self.available = QListWidget()
        self.available.setObjectName("deckRoles")
        self.deck_list = QListWidget()
        self.deck_list.setObjectName("deckCards")
        self.add_button = QPushButton()
        self.add_button.setObjectName("deckAdd")
        self.remove_button = QPushButton()
        self.remove_button.setObjectName("deckRemove")
        self.clear_button = QPushButton()
        self.clear_button.setObjectName("deckClear")
        self.proposal_button = QPushButton()
        self.proposal_button.setObjectName("deckProposal")
        self.proposal_button.setVisible(proposal is not None)
        self.catalog_button = QPushButton()
        self.catalog_button.setObjectName("deckCatalog")
        self.catalog_button.setVisible(ruleset.name == "moonveil")
        self.count_label = plain_label()
        self.count_label.setObjectName("deckCount")
        self.error_label = plain_label()
        self.error_label.setObjectName("deckError")
        self.error_label.setStyleSheet(tone_style("error"))
        self.no_match = plain_label()
        self.no_match.setObjectName("deckNoMatch")
        self.no_match.setVisible(False)
        self.roles_label, self.deck_label = QLabel(), QLabel()
        self.roles_label.setBuddy(self.search)
        self.deck_label.setBuddy(self.deck_list)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.estimate = estimate
        self.balance = BalancePanel(ruleset, lang, parent=self) if estimate is not None else None
        self._lay_out()
        self._wire()
        self.retranslate_ui()
        self._fill_available()
        self._refresh_deck()

    def _lay_out(self) -> None:
        self.resize(820, 560 if self.balance is None else 700)
        left = QVBoxLayout()
        left.addWidget(self.roles_label)
        left.addWidget(self.search)
        left.addWidget(self.available, 1)
        left.addWidget(self.no_match)
        left.addWidget(self.catalog_button)
        middle = QVBoxLayout()
        middle.addStretch(1)
        middle.addWidget(self.add_button)
        middle.addWidget(self.remove_button)
        middle.addStretch(1)
        right = QVBoxLayout()
        right.addWidget(self.deck_label)
        right.addWidget(self.deck_list, 1)
        right.addWidget(self.count_label)
        right.addWidget(self.error_label)
        row = QHBoxLayout()
        row.addWidget(self.proposal_button)
        row.addWidget(self.clear_button)
        right.addLayout(row)
        columns = QHBoxLayout()
        columns.addLayout(left, 1)
        columns.addLayout(middle)
        columns.addLayout(right, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(columns, 1)
        if self.balance is not None:
            layout.addWidget(self.balance)
        layout.addWidget(self.buttons)

    def _wire(self) -> None:
        self.search.textChanged.connect(self._fill_available)
        # typing a name then Enter adds its card; Down walks into the list
        self.search.returnPressed.connect(self._add_from_search)
        self.search.installEventFilter(self)
        # activated: a double-click, or Enter from the keyboard
        self.available.itemActivated.connect(lambda item: self.add_role(str(item.data(ROLE_ID))))
        self.deck_list.itemActivated.connect(lambda item: self.remove_role(str(item.data(ROLE_ID))))
        self.add_button.clicked.connect(self._add_current)
        self.remove_button.clicked.connect(self._remove_current)
        self.clear_button.clicked.connect(self.clear)
        self.proposal_button.clicked.connect(self._use_proposal)
        self.catalog_button.clicked.connect(self.open_catalog)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("Cards: %s") % word(self.spec.label))
        self.roles_label.setText(self.tr("&Roles"))
        self.deck_label.setText(self.tr("&In the deck"))
        self.search.setPlaceholderText(self.tr("Search roles"))
        self.search.setToolTip(self.tr("Type part of a name: Enter adds the highlighted role, Down goes to the list"))
        self.search.setAccessibleName(self.tr("Search roles"))
        self.available.setAccessibleName(self.tr("Roles"))
        self.available.setToolTip(self.tr("Double-click a role or press Enter to add a card"))
        self.deck_list.setAccessibleName(self.tr("In the deck"))
        self.deck_list.setToolTip(self.tr("Double-click a card to remove one"))
        self.add_button.setText(self.tr("Add →"))
        self.add_button.setAccessibleName(self.tr("Add a card"))
        self.remove_button.setText(self.tr("← Remove"))
        self.remove_button.setAccessibleName(self.tr("Remove a card"))
        self.clear_button.setText(self.tr("Empty the deck"))
        self.proposal_button.setText(self.tr("Start from the book's cards"))
        self.catalog_button.setText(self.tr("Browse the catalog…"))
        self.count_label.setAccessibleName(self.tr("Cards and seats"))
        self.error_label.setAccessibleName(self.tr("Composition check"))
        if hasattr(self, "counts"):
            self._refresh_deck()

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)  # Enter in a list adds or removes a card: it must not close the editor
        for button in self.findChildren(QPushButton):
            button.setAutoDefault(False)
            button.setDefault(False)

    # -- the deck --------------------------------------------------------------
    def deck(self) -> list[str]:
        """The cards, in the book's order."""
        return [role for role in self._order for _ in range(self.counts[role])]

    def add_role(self, role: str) -> None:
        if role in self._order:
            self.counts[role] += 1
            self._refresh_deck()

    def remove_role(self, role: str) -> None:
        if self.counts[role] > 0:
            self.counts[role] -= 1
            self._refresh_deck()

    def clear(self) -> None:
        self.counts.clear()
        self._refresh_deck()

    def set_deck(self, deck: list[str]) -> None:
        self.counts = Counter(role for role in deck if role in self._order)
        self._refresh_deck()

    def _use_proposal(self) -> None:
        proposed = self.proposal() if self.proposal else None
        if proposed is not None:
            self.set_deck(proposed)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (
            watched is self.search
            and event.type() == QEvent.Type.KeyPress
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Down
            and self.available.count()
        ):
            if self.available.currentRow() < 0:
                self.available.setCurrentRow(0)
            self.available.setFocus(Qt.FocusReason.TabFocusReason)
            return True
        return super().eventFilter(watched, event)

    def _add_from_search(self) -> None:
        """Enter in the search box: the chosen role's card, else the first match's."""
        item = self.available.currentItem() or self.available.item(0)
        if item is not None:
            self.add_role(str(item.data(ROLE_ID)))

    def _add_current(self) -> None:
        item = self.available.currentItem()
        if item is not None:
            self.add_role(str(item.data(ROLE_ID)))

    def _remove_current(self) -> None:
        item = self.deck_list.currentItem()
        if item is not None:
            self.remove_role(str(item.data(ROLE_ID)))

    # -- what shows ------------------------------------------------------------
    def role_name(self, role: str) -> str:
        return self.ruleset.roles[role].name(self.lang)

    def _card_tip(self, role: str) -> str:
        spec = self.ruleset.roles[role]
        return "\n".join(part for part in (spec.name(self.lang), spec.text(self.lang)) if part)

    def _fill_available(self) -> None:
        query = self.search.text().strip().casefold()
        self.available.clear()
        for role in self._order:
            name = self.role_name(role)
            if (
                query
                and query not in name.casefold()
                and query not in self.ruleset.roles[role].text(self.lang).casefold()
            ):
                continue
            item = QListWidgetItem(name)
            item.setData(ROLE_ID, role)
            item.setToolTip(self._card_tip(role))
            self.available.addItem(item)
        if self.available.count():
            self.available.setCurrentRow(0)  # what Enter in the search box adds
        self.no_match.setText(self.tr("No role matches “%s”.") % self.search.text().strip())
        self.no_match.setVisible(not self.available.count())

    def _refresh_deck(self) -> None:
        deck = self.deck()
        problem = self.check(deck)
        current = self.deck_list.currentItem()
        keep = str(current.data(ROLE_ID)) if current is not None else None
        self.deck_list.clear()
        for role in self._order:
            count = self.counts[role]
            if not count:
                continue
            item = QListWidgetItem(self.tr("%d × %s") % (count, self.role_name(role)))
            item.setData(ROLE_ID, role)
            item.setToolTip(self._card_tip(role))
            if problem and (f"'{role}'" in problem or self.role_name(role) in problem):
                item.setForeground(QBrush(tone("error")))  # the part the refusal names
                item.setToolTip(f"{problem}\n\n{self._card_tip(role)}")
            self.deck_list.addItem(item)
            if role == keep:
                self.deck_list.setCurrentItem(item)
        self.count_label.setText(self.tr("%d cards for %d seats") % (len(deck), self.seats))
        self.error_label.setText(problem or "")
        self.error_label.setVisible(bool(problem))
        if self.balance is not None and self.estimate is not None:
            self.balance.set_job(None if problem else self.estimate(deck))

    def done(self, result: int) -> None:
        if self.balance is not None:
            self.balance.close_runner()  # no bot games for a deck nobody is looking at
        super().done(result)

    def problem(self) -> str | None:
        return self.check(self.deck())

    # -- the Moonveil catalog ------------------------------------------------------
    def open_catalog(self) -> QDialog:
        """The catalog browser (MV-10.4) in a window; "Add" puts the shown role in the deck."""
        from moonveil_desktop.catalog_browser import CatalogBrowser

        dialog = QDialog(self)
        dialog.setObjectName("deckCatalogDialog")
        dialog.setWindowTitle(self.tr("Catalog"))
        dialog.resize(900, 560)
        browser = CatalogBrowser(dialog, self.lang)
        add = QPushButton(self.tr("Add to the deck"), dialog)
        add.setObjectName("catalogAdd")
        close = QPushButton(self.tr("Close"), dialog)
        layout = QVBoxLayout(dialog)
        layout.addWidget(browser, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(add)
        row.addWidget(close)
        layout.addLayout(row)

        def add_shown() -> None:
            role = browser.current_role()
            if role is not None:
                self.add_role(role)

        add.clicked.connect(add_shown)
        close.clicked.connect(dialog.accept)
        dialog.browser = browser  # type: ignore[attr-defined]  # tests drive it
        dialog.show()
        return dialog
