"""Help → Keyboard help (F1): every shortcut of the console, read from the window's own
actions (so the page never disagrees with the keys), and the keys of the widgets
themselves. docs/keyboard.md lists the same."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMenu, QTreeWidget, QTreeWidgetItem, QVBoxLayout, QWidget

from moonveil_desktop.catalog import QT_TRANSLATE_NOOP

translate = QCoreApplication.translate


WIDGET_KEYS = (
    (
        QT_TRANSLATE_NOOP("KeyboardHelp", "Tab / Shift+Tab"),
        QT_TRANSLATE_NOOP("KeyboardHelp", "Next / previous control, top to bottom, left to right"),
    ),
    (
        QT_TRANSLATE_NOOP("KeyboardHelp", "Alt+underlined letter"),
        QT_TRANSLATE_NOOP("KeyboardHelp", "The menu or button with that letter"),
    ),
    (
        QT_TRANSLATE_NOOP("KeyboardHelp", "Arrow keys"),
        QT_TRANSLATE_NOOP("KeyboardHelp", "Move between the grimoire's cells, a list's lines, a group's radio buttons"),
    ),
    (
        QT_TRANSLATE_NOOP("KeyboardHelp", "Space"),
        QT_TRANSLATE_NOOP("KeyboardHelp", "Press the focused button, tick the focused box"),
    ),
    (
        QT_TRANSLATE_NOOP("KeyboardHelp", "Alt+Down"),
        QT_TRANSLATE_NOOP("KeyboardHelp", "Open the focused drop-down list"),
    ),
    (
        QT_TRANSLATE_NOOP("KeyboardHelp", "Esc"),
        QT_TRANSLATE_NOOP("KeyboardHelp", "Close a dialog without doing anything"),
    ),
)


#: a submenu's action, named with its submenu ("Narrator: Next step")
SUBMENU_ITEM = QT_TRANSLATE_NOOP("KeyboardHelp", "{menu}: {action}")


def widget_keys() -> list[tuple[str, str]]:
    """Keys that belong to no menu action."""
    return [(translate("KeyboardHelp", keys), translate("KeyboardHelp", text)) for keys, text in WIDGET_KEYS]


def action_keys(actions: list[QAction]) -> list[tuple[str, str]]:
    """(shortcut, what it does) of every action that has a shortcut, in menu order."""
    rows = []
    for action in actions:
        keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        if keys:
            rows.append((keys, _words(action)))
    return rows


def _words(action: QAction) -> str:
    """The action's words; one of a submenu's is named with it ("Narrator: Next step"
    beside the Game menu's own "Next step")."""
    text = action.text().replace("&", "").rstrip("…")
    for menu in action.associatedObjects():
        if isinstance(menu, QMenu) and isinstance(menu.parent(), QMenu):  # a submenu
            title = menu.title().replace("&", "")
            return translate("KeyboardHelp", SUBMENU_ITEM).format(menu=title, action=text)
    return text


class KeyboardHelpDialog(QDialog):
    def __init__(self, actions: list[QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("keyboardHelp")
        self.setWindowTitle(self.tr("Keyboard help"))
        self.resize(680, 540)  # the widest line ("Arrow keys…") fits without an ellipsis
        self.table = QTreeWidget()
        self.table.setObjectName("shortcutList")
        self.table.setRootIsDecorated(False)
        self.table.setHeaderLabels([self.tr("Keys"), self.tr("What they do")])
        self.table.setAccessibleName(self.tr("Shortcuts"))
        for keys, text in action_keys(actions) + widget_keys():
            self.table.addTopLevelItem(QTreeWidgetItem([keys, text]))
        self.table.resizeColumnToContents(0)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.table)
        layout.addWidget(buttons)
