"""Game over, and then (issue 26): play again with the same table, step through the
end-of-game reveal on the projector and the TV, and every ballot of the game.

The panel lays out and forwards to the controller; the evening does the work.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from moonveil_desktop.controller import TableController
from moonveil_desktop.ui.common import Retranslated, heading, plain_label

VOTE_COLUMNS = ("phase", "voter", "choice", "weight", "outcome")


class AfterGamePanel(Retranslated, QWidget):
    """Play again, the reveal's Previous/Next, the vote history."""

    def __init__(self, controller: TableController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("afterGame")
        self.again_button = QPushButton()
        self.again_button.setObjectName("playAgain")
        self.again_button.setDefault(True)
        self.again_button.clicked.connect(lambda: controller.play_again())
        self.edit_button = QPushButton()
        self.edit_button.setObjectName("playAgainEditSeats")
        self.edit_button.clicked.connect(lambda: controller.play_again(edit_seats=True))
        self.previous_button = QPushButton()
        self.previous_button.setObjectName("revealPrevious")
        self.previous_button.clicked.connect(lambda: self.step(-1))
        self.next_button = QPushButton()
        self.next_button.setObjectName("revealNext")
        self.next_button.clicked.connect(lambda: self.step(+1))
        self.page_label = plain_label("", wrap=False)
        self.page_label.setObjectName("revealPage")
        self.votes_title = heading(scale=1.1)
        self.votes = QTableWidget(0, len(VOTE_COLUMNS))
        self.votes.setObjectName("voteHistory")
        self.votes.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.votes.verticalHeader().setVisible(False)
        self.votes.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.votes.horizontalHeader().setStretchLastSection(True)

        again = QHBoxLayout()
        again.addWidget(self.again_button)
        again.addWidget(self.edit_button)
        again.addStretch(1)
        again.addWidget(self.previous_button)
        again.addWidget(self.page_label)
        again.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(again)
        layout.addWidget(self.votes_title)
        layout.addWidget(self.votes, 1)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.again_button.setText(self.tr("&Play again"))
        self.again_button.setToolTip(self.tr("The same players, seats and options; new cards on the same phones"))
        self.edit_button.setText(self.tr("Play again, &change seats first…"))
        self.edit_button.setToolTip(self.tr("Add, remove or reorder seats in the lobby, then deal"))
        self.previous_button.setText(self.tr("◀ Previous"))
        self.previous_button.setToolTip(self.tr("The previous page of the reveal on the projector"))
        self.next_button.setText(self.tr("Next ▶"))
        self.next_button.setToolTip(self.tr("The next page of the reveal on the projector: each night and day"))
        self.votes_title.setText(self.tr("Every vote of the game"))
        self.votes.setHorizontalHeaderLabels(
            [self.tr("Phase"), self.tr("Voter"), self.tr("Choice"), self.tr("Weight"), self.tr("Outcome")]
        )

    def step(self, step: int) -> None:
        self.controller.step_reveal(step)
        self.refresh()

    def refresh(self) -> None:
        reveal = self.controller.reveal()
        pages = len(reveal["chapters"]) if reveal else 0
        page = min(self.controller.evening.reveal_page, pages)
        title = self.tr("Who was who") if reveal is None or page == 0 else reveal["chapters"][page - 1]["title"]
        self.page_label.setText(self.tr("Projector: %s") % title)
        self.previous_button.setEnabled(page > 0)
        self.next_button.setEnabled(page < pages)
        rows = self.controller.vote_history()
        self.votes.setRowCount(len(rows))
        for row, vote in enumerate(rows):
            last_of_phase = row + 1 == len(rows) or rows[row + 1]["phase"] != vote["phase"]
            for column, key in enumerate(VOTE_COLUMNS):
                text = vote[key] if key != "outcome" or last_of_phase else ""  # the outcome once, under its ballots
                item = QTableWidgetItem(text)
                item.setToolTip(text)  # a long outcome is cut at the cell's edge: the whole of it on hover
                self.votes.setItem(row, column, item)
