"""Help → About: the icon, the version, what the app is, and where its games are kept
(the first thing asked when someone reports a problem)."""

from __future__ import annotations

import platform
from pathlib import Path

import PySide6
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QVBoxLayout, QWidget

import moonveil_desktop
from moonveil_desktop.desktop import app_icon
from moonveil_desktop.ui.common import Retranslated, heading, plain_label

ICON_SIDE = 96
MIN_WIDTH = 460  # the version line and a typical data folder path fit on one line each


class AboutDialog(Retranslated, QDialog):
    def __init__(self, data_dir: Path | None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("aboutDialog")
        self.data_dir = data_dir
        self.setMinimumWidth(MIN_WIDTH)
        icon = QLabel()
        icon.setPixmap(app_icon().pixmap(ICON_SIDE, ICON_SIDE))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        self.title = heading("")
        self.version = plain_label("")
        self.version.setObjectName("aboutVersion")
        self.version.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.summary = plain_label("")
        self.data = plain_label("")
        self.data.setObjectName("aboutDataFolder")
        self.data.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        texts = QVBoxLayout()
        for label in (self.title, self.version, self.summary, self.data):
            texts.addWidget(label)
        row = QHBoxLayout()
        row.addWidget(icon)
        row.addLayout(texts, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(row)
        layout.addWidget(buttons)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setWindowTitle(self.tr("About Moonveil Desktop"))
        self.title.setText(self.tr("Moonveil Desktop"))
        self.version.setText(
            self.tr("Version {version} (Qt {qt}, Python {python})").format(
                version=moonveil_desktop.__version__, qt=PySide6.__version__, python=platform.python_version()
            )
        )
        self.summary.setText(self.tr("A moderator's console for in-person Werewolf-style games."))
        if self.data_dir is None:  # the saves file could not be opened (the console said why at start)
            self.data.setText(self.tr("Saved games: not available"))
        else:
            self.data.setText(self.tr("Saved games: %s") % self.data_dir)
