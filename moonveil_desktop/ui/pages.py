"""Pages of the main window outside a phase: welcome, lobby (before the deal), winner."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QListWidget, QPushButton, QVBoxLayout, QWidget

from moonveil_desktop.catalog import listed
from moonveil_desktop.controller import TableController
from moonveil_desktop.ui.common import Retranslated, heading, plain_label, says_bot


class WelcomePage(Retranslated, QWidget):
    newRequested = Signal()
    openRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("welcomePage")
        self.title = title = heading(scale=2.0)
        title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint = hint = plain_label()
        hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.new_button = new = QPushButton()
        new.setObjectName("welcomeNew")
        new.setToolTip("Ctrl+N")
        self.open_button = open_ = QPushButton()
        open_.setToolTip("Ctrl+O")
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
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.title.setText(self.tr("Moonveil Desktop"))
        self.hint.setText(self.tr("Start a new table, or open a saved game."))
        self.new_button.setText(self.tr("&New table…"))
        self.open_button.setText(self.tr("&Open saved game…"))


class LobbyPage(Retranslated, QWidget):
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
        self.deal_button = QPushButton()
        self.deal_button.setObjectName("dealButton")
        self.deal_button.clicked.connect(self.dealRequested)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.summary)
        layout.addWidget(self.seats, 1)
        footer = QHBoxLayout()
        footer.addStretch(1)
        footer.addWidget(self.deal_button)
        layout.addLayout(footer)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.deal_button.setText(self.tr("Deal the &roles"))
        self.seats.setAccessibleName(self.tr("Seats"))
        self.seats.setAccessibleDescription(self.tr("The players in seat order"))
        self.deal_button.setToolTip(self.tr("The engine deals with its seeded random generator (Ctrl+D)"))

    def refresh(self) -> None:
        view = self.controller.public_view()
        settings = self.controller.table_or_raise().settings
        self.title.setText(self.tr("%s — seating") % view["title"])
        mode = self.tr("narrator") if self.controller.narrator else self.tr("playing host")
        players = self.tr("%n player(s)", "", len(view["seats"]))
        self.summary.setText(self.tr("%s · mode: %s · seed %s") % (players, mode, settings.seed))
        self.seats.clear()
        for seat in view["seats"]:
            suffix = self.tr(" (bot)") if seat["bot"] and not says_bot(str(seat["name"])) else ""
            host = self.tr(" (you)") if seat["seat"] == self.controller.host_seat else ""
            self.seats.addItem(f"{seat['seat'] + 1}. {seat['name']}{suffix}{host}")


class WinnerPage(Retranslated, QWidget):
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
        self.new_button = new = QPushButton()
        new.clicked.connect(self.newRequested)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.detail)
        layout.addWidget(self.roles, 1)
        from moonveil_desktop.ui.after_game import AfterGamePanel  # start-up: only a finished game shows it

        self.after = AfterGamePanel(controller)  # play again, the reveal's pages, every vote (issue 26)
        layout.addWidget(self.after, 1)
        footer = QHBoxLayout()
        footer.addStretch(1)
        footer.addWidget(new)
        layout.addLayout(footer)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.new_button.setText(self.tr("&New table…"))
        self.roles.setAccessibleName(self.tr("Every role"))

    def refresh(self) -> None:
        view = self.controller.public_view()
        outcome = view["outcome"]
        if outcome is not None and outcome["draw"]:
            self.title.setText(self.tr("A draw"))
        else:  # the book's whole sentence per side ("Gana la aldea."), never "%s win" + a noun
            self.title.setText(self.controller.winning_sides(outcome["winning_teams"] if outcome else []))
        final = view["phase"]["label"]
        said = [a["text"] for a in view["announcements"] if a["phase"] == final]  # the rule set's own words
        lang = self.controller.lang
        winners = listed(outcome["winners"] if outcome else [], lang) or self.tr("nobody")
        personal_wins = outcome["personal_wins"] if outcome else []
        won_alone = self.tr("{player} ({role})")  # the language's own brackets: "Ana（丘比特）"
        personal = listed(
            (won_alone.format(player=p["player"], role=self.controller.role_name(p["kind"])) for p in personal_wins),
            lang,
        )
        lines = [
            *said,
            self.tr("Winning players: %s") % winners,
            self.tr("Reason: %s") % self.controller.reason_word(outcome["reason"] if outcome else ""),
        ]
        if personal:
            lines.append(self.tr("Personal wins: %s") % personal)
        self.detail.setText("\n".join(lines))
        self.roles.clear()
        for seat in view["seats"]:
            role = self.controller.role_name(seat["role"]) if seat["role"] else ""
            state = "" if seat["alive"] else self.tr(" (eliminated)")
            self.roles.addItem(f"{seat['name']}: {role}{state}")
        self.after.refresh()
