"""File → Saved games: every game of the saved-games file (damaged ones
included, marked), the files kept aside at start, restore and export.

The work is done by ``moonveil_desktop.saves_folder`` (no widgets there); this
window only lays it out and says what happened in plain words."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QDateTime, QLocale, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QPushButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from moonveil_desktop.controller import (  # the controller's saves file (layers: no storage import in ui)
    Storage,
    StorageError,
)
from moonveil_desktop.saves_folder import damaged_games, export_journal, kept_aside, problem_words, restore_games
from moonveil_desktop.ui.common import heading, plain_label
from moonveil_desktop.ui.dialogs import fill_saved_games


def _when(seconds: float) -> str:
    return QLocale().toString(QDateTime.fromSecsSinceEpoch(int(seconds)), QLocale.FormatType.ShortFormat)


class SavedGamesDialog(QDialog):
    """The saved games and the kept-aside files, with Open, Export and Restore."""

    gameChosen = Signal(int)

    def __init__(self, storage: Storage | None, data_dir: Path | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("savedGamesDialog")
        self.setWindowTitle(self.tr("Saved games"))
        self.resize(820, 560)
        self.storage = storage
        self.data_dir = data_dir
        self.games = QTreeWidget()
        self.games.setObjectName("savedGamesTree")
        self.kept = QTreeWidget()
        self.kept.setObjectName("keptAsideTree")
        self.kept.setRootIsDecorated(False)
        self.kept.setHeaderLabels([self.tr("File kept aside"), self.tr("Kept since"), self.tr("Size")])
        self.status = plain_label("")
        self.status.setObjectName("savedGamesStatus")
        self.open_button = QPushButton(self.tr("Open"))
        self.export_button = QPushButton(self.tr("Export journal…"))
        self.export_button.setToolTip(self.tr("Write this game's settings and commands to a JSON file"))
        self.restore_button = QPushButton(self.tr("Restore its games"))
        self.restore_button.setToolTip(self.tr("Copy the readable games of this file into the saved games"))
        self.open_button.clicked.connect(self._choose)
        self.export_button.clicked.connect(self._ask_export)
        self.restore_button.clicked.connect(self.restore_selected)
        self.games.itemDoubleClicked.connect(self._choose)
        self._lay_out()
        self.refresh()

    def _lay_out(self) -> None:
        game_buttons = QHBoxLayout()
        game_buttons.addWidget(self.open_button)
        game_buttons.addWidget(self.export_button)
        game_buttons.addStretch(1)
        kept_buttons = QHBoxLayout()
        kept_buttons.addWidget(self.restore_button)
        kept_buttons.addStretch(1)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(heading(self.tr("Games in this saved-games file")))
        layout.addWidget(self.games, 2)
        layout.addLayout(game_buttons)
        layout.addWidget(heading(self.tr("Files kept aside at start")))
        layout.addWidget(self.kept, 1)
        layout.addLayout(kept_buttons)
        layout.addWidget(self.status)
        layout.addWidget(close)

    def refresh(self) -> None:
        self._fill_games()
        self._fill_kept()

    def _fill_games(self) -> None:
        records = self.storage.games() if self.storage is not None else []
        damaged = damaged_games(self.storage) if self.storage is not None else set()
        fill_saved_games(self.games, records, damaged)
        self.open_button.setEnabled(bool(records))
        self.export_button.setEnabled(bool(records))

    def _fill_kept(self) -> None:
        self.kept.clear()
        for path in kept_aside(self.data_dir) if self.data_dir is not None else []:
            stat = path.stat()
            item = QTreeWidgetItem([path.name, _when(stat.st_mtime), QLocale().formattedDataSize(stat.st_size)])
            item.setData(0, Qt.ItemDataRole.UserRole, str(path))
            self.kept.addTopLevelItem(item)
        first = self.kept.topLevelItem(0)
        if first is not None:
            self.kept.setCurrentItem(first)
        self.restore_button.setEnabled(self.kept.topLevelItemCount() > 0 and self.storage is not None)

    def _selected_game(self) -> int | None:
        item = self.games.currentItem()
        return None if item is None else int(item.data(0, Qt.ItemDataRole.UserRole))

    def _choose(self) -> None:
        game = self._selected_game()
        if game is not None:
            self.accept()
            self.gameChosen.emit(game)

    def _ask_export(self) -> None:
        game = self._selected_game()
        if game is None:
            return
        dialog = QFileDialog(self, self.tr("Export the game's journal"))
        dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
        dialog.setDefaultSuffix("json")
        dialog.selectFile(f"moonveil-game-{game}.json")
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.fileSelected.connect(lambda path: self.export_to(game, Path(path)))
        dialog.open()

    def export_to(self, game: int, path: Path) -> bool:
        """Write one game's journal as JSON; says in plain words what happened."""
        if self.storage is None:
            return False
        try:
            data = export_journal(self.storage, game)
            path.write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
        except StorageError as error:
            self.status.setText(problem_words(error))
            return False
        except OSError as error:
            self.status.setText(self.tr("The journal could not be written to %s (%s).") % (path, error.strerror))
            return False
        self.status.setText(self.tr("The journal was written to %s.") % path)
        return True

    def restore_selected(self) -> bool:
        """Copy the games of the selected kept-aside file into this file."""
        item = self.kept.currentItem()
        if item is None or self.storage is None:
            return False
        try:
            restored = restore_games(self.storage, Path(item.data(0, Qt.ItemDataRole.UserRole)))
        except StorageError as error:
            self.status.setText(problem_words(error))
            return False
        self.status.setText(
            self.tr("Restored: %n game(s).", "", restored.games)
            + " "
            + self.tr("Already here: {already}. Damaged, left in the kept file: {damaged}.").format(
                already=restored.already_there, damaged=restored.damaged
            )
        )
        self._fill_games()
        return True
