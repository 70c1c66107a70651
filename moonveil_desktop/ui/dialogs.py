"""Dialogs. All are opened with ``open()`` (never ``exec()``): no nested event
loop may run while qasync drives the application (TECH_NOTES)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QDateTime, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QSpinBox,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from moonveil_desktop.catalog import LANGUAGE_NAMES, QT_TRANSLATE_NOOP, listed
from moonveil_desktop.console_rows import Line
from moonveil_desktop.controller import GameRecord  # the saved games as the controller lists them
from moonveil_desktop.i18n import current_language, system_language
from moonveil_desktop.netaddr import LOOPBACK
from moonveil_desktop.settings import LANGUAGES, AppSettings
from moonveil_desktop.ui.colors import tone_style
from moonveil_desktop.ui.common import heading, plain_label
from moonveil_desktop.vocabulary import ruleset_title


class PreviewDialog(QDialog):
    """What resolving the phase will do and why; "Announce" commits it."""

    announced = Signal(bool)  # the override flag the preview was made with

    def __init__(
        self, title: str, lines: list[Line], missing: list[str], override: bool, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("previewDialog")
        self.setWindowTitle(self.tr("Resolve: preview"))
        self.resize(640, 480)
        self.override = override
        layout = QVBoxLayout(self)
        layout.addWidget(heading(title))
        if missing:
            warning = plain_label(
                self.tr("Still waiting for: %s. Announcing closes the phase with a host override (logged publicly).")
                % listed(missing, current_language())
            )
            warning.setObjectName("overrideWarning")
            warning.setStyleSheet(tone_style("warning"))
            layout.addWidget(warning)
        reasons = [line for line in lines if line.audience == "moderator"]
        private = [line for line in lines if line.audience in ("player", "channel")]
        public = [line for line in lines if line.audience == "public"]
        self.reasons = self._section(layout, self.tr("Why (moderator only)"), [line.text for line in reasons])
        self.private = self._section(
            layout, self.tr("Private results"), [f"{line.to}: {line.text}" for line in private]
        )
        self.public = self._section(layout, self.tr("The village will hear"), [line.text for line in public])
        self.nothing: QLabel | None = None
        if not lines:  # a blank dialog read as broken (a playing host closing a night that announces nothing)
            self.nothing = plain_label(self.tr("Nothing is announced to the village at this step."))
            self.nothing.setObjectName("nothingAnnounced")
            layout.addWidget(self.nothing)
            layout.addStretch(1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        # Announcing is a deliberate act (a click, Alt+A, or Space on the focused
        # button): Enter never announces, so no button is the default and the
        # focus starts on Cancel.
        self.announce_button = buttons.addButton(self.tr("&Announce"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.announce_button.setObjectName("announceButton")
        self.announce_button.setToolTip(self.tr("Commit this resolution (it can be undone with Ctrl+Z)"))
        self.announce_button.setAutoDefault(False)
        self.announce_button.setDefault(False)
        cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._announce)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        if cancel is not None:
            cancel.setFocus()

    def _section(self, layout: QVBoxLayout, title: str, texts: list[str]) -> QListWidget | None:
        if not texts:
            return None
        layout.addWidget(plain_label(title))
        widget = QListWidget()
        widget.setAccessibleName(title)
        widget.setWordWrap(True)
        widget.addItems(texts)
        layout.addWidget(widget)
        return widget

    def texts(self) -> list[str]:
        found = []
        for widget in (self.reasons, self.private, self.public):
            if widget is not None:
                found += [widget.item(i).text() for i in range(widget.count())]
        return found

    def _announce(self) -> None:
        self.accept()
        self.announced.emit(self.override)


def fill_saved_games(tree: QTreeWidget, games: list[GameRecord], damaged: set[int] | None = None) -> None:
    """The saved-games list (File → Open, File → Saved games): date, rule set,
    players, day reached, state; the game id in each row's user data."""
    tree.clear()
    tree.setRootIsDecorated(False)
    tree.setHeaderLabels([QCoreApplication.translate("OpenGameDialog", word) for word in HEADER_WORDS])
    for game in games:
        when = QLocale().toString(QDateTime.fromSecsSinceEpoch(int(game.updated)), QLocale.FormatType.ShortFormat)
        if game.id in (damaged or set()):
            state = QCoreApplication.translate("OpenGameDialog", "damaged")
        elif game.finished:
            state = QCoreApplication.translate("OpenGameDialog", "finished")
        else:
            state = QCoreApplication.translate("OpenGameDialog", "in progress")
        title = ruleset_title(game.ruleset, current_language())
        players = listed(game.players, current_language())
        item = QTreeWidgetItem([when, title, players, str(game.day_reached), state])
        item.setData(0, Qt.ItemDataRole.UserRole, game.id)
        item.setToolTip(2, players)
        tree.addTopLevelItem(item)
    first = tree.topLevelItem(0)
    if first is not None:
        tree.setCurrentItem(first)
    for column in (0, 1, 3, 4):
        tree.resizeColumnToContents(column)
    from PySide6.QtWidgets import QHeaderView  # (a class only this list needs)

    header = tree.header()
    header.setStretchLastSection(False)  # the players take the room, not the state's few letters
    header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)


HEADER_WORDS = (  # the saved-games list's columns
    QT_TRANSLATE_NOOP("OpenGameDialog", "Last played"),
    QT_TRANSLATE_NOOP("OpenGameDialog", "Rule set"),
    QT_TRANSLATE_NOOP("OpenGameDialog", "Players"),
    QT_TRANSLATE_NOOP("OpenGameDialog", "Day"),
    QT_TRANSLATE_NOOP("OpenGameDialog", "State"),
)


class OpenGameDialog(QDialog):
    """File → Open: saved games with date, rule set, players, day reached."""

    gameChosen = Signal(int)

    def __init__(self, games: list[GameRecord], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("openGameDialog")
        self.setWindowTitle(self.tr("Open a saved game"))
        self.resize(760, 420)
        self.tree = QTreeWidget()
        self.tree.setObjectName("savedGames")
        fill_saved_games(self.tree, games)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Open | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._choose)
        buttons.rejected.connect(self.reject)
        self.tree.itemDoubleClicked.connect(self._choose)
        layout = QVBoxLayout(self)
        if not games:
            layout.addWidget(plain_label(self.tr("No saved game yet.")))
        layout.addWidget(self.tree)
        layout.addWidget(buttons)

    def _choose(self) -> None:
        item = self.tree.currentItem()
        if item is None:
            return
        self.accept()
        self.gameChosen.emit(int(item.data(0, Qt.ItemDataRole.UserRole)))


class SettingsDialog(QDialog):
    """Language, default rule set, timers, the phone server's interface and port.

    ``interfaces`` are this machine's network addresses (``netaddr.lan_addresses``),
    ``in_use`` the one the phone server listens on: it is shown selected. OK stores
    only the fields the moderator changed, so opening Settings and pressing OK never
    moves the server (nor pins a default that the app would otherwise choose)."""

    def __init__(
        self,
        settings: AppSettings,
        rulesets: list[str],
        interfaces: list[str],
        in_use: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.setWindowTitle(self.tr("Settings"))
        self.settings = settings
        self.language = QComboBox()
        self.language.setObjectName("languageBox")
        system = LANGUAGE_NAMES[system_language()]
        self.language.addItem(self.tr("System language (%s)") % system, "")
        for code in LANGUAGES:
            self.language.addItem(LANGUAGE_NAMES[code], code)  # each language in its own words
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language_choice)))
        self.language.setToolTip(self.tr("The console's language; each phone chooses its own"))
        self.ruleset = QComboBox()
        for name in rulesets:
            self.ruleset.addItem(ruleset_title(name, current_language()), name)
        self.ruleset.setCurrentIndex(max(0, self.ruleset.findData(settings.ruleset)))
        self.timers: dict[str, QSpinBox] = {}
        form = QFormLayout(self)
        form.addRow(self.tr("Language"), self.language)
        form.addRow(self.tr("Default rule set"), self.ruleset)
        for kind, label in (
            ("night", self.tr("Night timer")),
            ("day", self.tr("Day timer")),
            ("vote", self.tr("Vote timer")),
        ):
            spin = QSpinBox()
            spin.setRange(0, 3600)
            spin.setSuffix(self.tr(" s"))
            spin.setSpecialValueText(self.tr("off"))
            spin.setValue(settings.timer(kind))
            self.timers[kind] = spin
            form.addRow(label, spin)
        self.interface = self._interface_box(interfaces, in_use)
        self.port = QSpinBox()
        self.port.setRange(1024, 65535)
        self.port.setValue(settings.port)
        form.addRow(self.tr("Phone server interface"), self.interface)
        form.addRow(self.tr("Phone server port"), self.port)
        form.addRow(plain_label(self.tr("Changes to the phone server apply when Moonveil Desktop starts again.")))
        form.addRow(plain_label(self.tr("The theme follows the system's light or dark setting.")))
        from moonveil_desktop.ui.narration_settings import NarrationBox

        self.narration = NarrationBox(settings)  # its own group box and module (issue 25)
        form.addRow(self.narration)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._save)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)
        self._shown = self._values()

    def _interface_box(self, interfaces: list[str], in_use: str) -> QComboBox:
        """The machine's addresses, then "this laptop only"; a stored address that is
        not among them (another network, 0.0.0.0) stays listed so it can be kept."""
        box = QComboBox()
        box.setObjectName("interfaceBox")
        box.setToolTip(self.tr("The network address phones connect to"))
        for address in interfaces:
            box.addItem(address, address)
        box.addItem(self.tr("%s (this laptop only: phones cannot connect)") % LOOPBACK, LOOPBACK)
        if box.findData(in_use) < 0:
            box.addItem(in_use, in_use)
        box.setCurrentIndex(box.findData(in_use))
        return box

    def _values(self) -> dict[str, object]:
        values: dict[str, object] = {
            "language": self.language.currentData(),
            "ruleset": self.ruleset.currentData(),
            "interface": self.interface.currentData(),
            "port": self.port.value(),
        }
        values.update({f"timer/{kind}": spin.value() for kind, spin in self.timers.items()})
        return values

    def _save(self) -> None:
        changed = {key for key, value in self._values().items() if value != self._shown[key]}
        if "language" in changed:
            self.settings.language = str(self.language.currentData())
        if "ruleset" in changed:
            self.settings.ruleset = str(self.ruleset.currentData())
        for kind, spin in self.timers.items():
            if f"timer/{kind}" in changed:
                self.settings.set_timer(kind, spin.value())
        if "interface" in changed:
            self.settings.interface = str(self.interface.currentData())
        if "port" in changed:
            self.settings.port = self.port.value()
        self.narration.save()
        self.settings.sync()
        self.accept()


class ErrorDialog(QDialog):
    """An unexpected error: what happened, the details, and that the game is safe."""

    def __init__(self, summary: str, details: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("errorDialog")
        self.setWindowTitle(self.tr("Something went wrong"))
        self.resize(640, 420)
        layout = QVBoxLayout(self)
        layout.addWidget(heading(self.tr("An unexpected error happened")))
        layout.addWidget(
            plain_label(
                self.tr(
                    "The game is intact: every acknowledged action is saved in the journal. "
                    "You can keep playing, or restart and resume."
                )
            )
        )
        layout.addWidget(plain_label(summary))
        self.details = QPlainTextEdit(details)
        self.details.setReadOnly(True)
        layout.addWidget(self.details, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
