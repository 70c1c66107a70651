"""Pages of the main window outside a phase: welcome, lobby (before the deal), winner."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QListWidget, QPushButton, QVBoxLayout, QWidget

from moonveil_desktop.controller import TableController
from moonveil_desktop.ui.common import heading, plain_label


class WelcomePage(QWidget):
    newRequested = Signal()
    openRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcomePage")
        title = heading(self.tr("Moonveil Desktop"), scale=2.0)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        hint = plain_label(self.tr("Start a new table, or open a saved game."))
        hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        new = QPushButton(self.tr("New table…"))
        new.setObjectName("welcomeNew")
        new.setToolTip(self.tr("Ctrl+N"))
        open_ = QPushButton(self.tr("Open saved game…"))
        open_.setToolTip(self.tr("Ctrl+O"))
        new.clicked.connect(self.newRequested)
        open_.clicked.connect(self.openRequested)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(new)
        buttons.addWidget(open_)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(title)
        layout.addWidget(hint)
        layout.addLayout(buttons)
        layout.addStretch(2)


class LobbyPage(QWidget):
    """The seated table before the deal."""

    dealRequested = Signal()

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("lobbyPage")
        self.title = heading()
        self.summary = plain_label("")
        self.summary.setObjectName("lobbySummary")
        self.seats = QListWidget()
        self.seats.setObjectName("lobbySeats")
        self.deal_button = QPushButton(self.tr("Deal the roles"))
        self.deal_button.setObjectName("dealButton")
        self.deal_button.setToolTip(self.tr("The engine deals with its seeded random generator (Ctrl+D)"))
        self.deal_button.clicked.connect(self.dealRequested)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.summary)
        layout.addWidget(self.seats, 1)
        footer = QHBoxLayout()
        footer.addStretch(1)
        footer.addWidget(self.deal_button)
        layout.addLayout(footer)

    def refresh(self) -> None:
        view = self.controller.public_view()
        settings = self.controller.table_or_raise().settings
        self.title.setText(self.tr("%s — seating") % view["title"])
        mode = self.tr("narrator") if self.controller.narrator else self.tr("playing host")
        self.summary.setText(self.tr("%d players · mode: %s · seed %d") % (len(view["seats"]), mode, settings.seed))
        self.seats.clear()
        for seat in view["seats"]:
            suffix = self.tr(" (bot)") if seat["bot"] else ""
            host = self.tr(" (you)") if seat["seat"] == self.controller.host_seat else ""
            self.seats.addItem(f"{seat['seat'] + 1}. {seat['name']}{suffix}{host}")


class WinnerPage(QWidget):
    """The result: who won and why, and every role (public once the game is over)."""

    newRequested = Signal()

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("winnerPage")
        self.title = heading(scale=2.0)
        self.title.setObjectName("winnerTitle")
        self.detail = plain_label("")
        self.detail.setObjectName("winnerDetail")
        self.roles = QListWidget()
        self.roles.setObjectName("finalRoles")
        new = QPushButton(self.tr("New table…"))
        new.clicked.connect(self.newRequested)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.detail)
        layout.addWidget(self.roles, 1)
        footer = QHBoxLayout()
        footer.addStretch(1)
        footer.addWidget(new)
        layout.addLayout(footer)

    def refresh(self) -> None:
        view = self.controller.public_view()
        outcome = view["outcome"] or {}
        self.title.setText(self.tr("Game over: a draw") if outcome.get("draw") else self.tr("Game over"))
        final = view["phase"]["label"]
        said = [a["text"] for a in view["announcements"] if a["phase"] == final]  # the rule set's own words
        winners = ", ".join(outcome.get("winners", [])) or self.tr("nobody")
        personal = ", ".join(f"{p['player']} ({p['kind']})" for p in outcome.get("personal_wins", []))
        lines = [
            *said,
            self.tr("Winning players: %s") % winners,
            self.tr("Reason: %s") % outcome.get("reason", ""),
        ]
        if personal:
            lines.append(self.tr("Personal wins: %s") % personal)
        self.detail.setText("\n".join(lines))
        self.roles.clear()
        for seat in view["seats"]:
            role = self.controller.role_name(seat["role"]) if seat["role"] else ""
            state = "" if seat["alive"] else self.tr(" (eliminated)")
            self.roles.addItem(f"{seat['name']}: {role}{state}")
