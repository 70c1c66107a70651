"""What a reader sees, and which of it is still English although a translation exists.

``english_leftovers(texts, lang)`` compares visible texts with the sources of
``translations/moonveil_<lang>.ts``: a text equal to a translated source (or
matching a translated template such as "Waiting for: %s") is a string that was
not translated on screen. Sources whose translation is the same word ("Moonveil
Desktop", "Timer" in Italian) are not counted.
"""

from __future__ import annotations

import re
from functools import cache
from html.parser import HTMLParser

from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMainWindow,
    QTableWidget,
    QTreeWidget,
    QWidget,
)

from moonveil_desktop.catalog import load

PLACEHOLDER = re.compile(r"%[sdn]|%L?\d|\{[a-z_]+\}")


def _plain(text: str) -> str:
    """A menu text without its accelerator ("&File" → "File", "文件(&F)" → "文件")."""
    text = re.sub(r"\(&\w\)", "", text)
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").strip()


@cache
def _translated_sources(lang: str) -> tuple[frozenset[str], tuple[re.Pattern[str], ...]]:
    exact: set[str] = set()
    templates: list[re.Pattern[str]] = []
    for (_context, source), forms in load(lang).entries.items():
        if _plain(forms[0]) == _plain(source):
            continue
        if PLACEHOLDER.search(source):
            literal = PLACEHOLDER.sub("", source)
            if sum(ch.isalpha() for ch in literal) >= 5:  # "%s — %s" would match anything
                parts = [re.escape(part) for part in PLACEHOLDER.split(_plain(source))]
                templates.append(re.compile("^" + ".+".join(parts) + "$", re.DOTALL))
        else:
            exact.add(_plain(source))
    return frozenset(exact), tuple(templates)


def english_leftovers(texts: list[str], lang: str) -> list[str]:
    exact, templates = _translated_sources(lang)
    found = []
    for text in texts:
        plain = _plain(text)
        if plain in exact or any(t.match(plain) for t in templates):
            found.append(text)
    return found


def widget_texts(root: QWidget) -> list[str]:
    """Every string a widget tree shows: titles, labels, buttons, items, headers,
    placeholders, tooltips, menus and actions."""
    texts: list[str] = [root.windowTitle()]
    widgets = [root, *root.findChildren(QWidget)]
    for widget in widgets:
        texts.append(widget.toolTip())
        if isinstance(widget, QLabel | QAbstractButton):
            texts.append(widget.text())
        if isinstance(widget, QGroupBox):
            texts.append(widget.title())
        if isinstance(widget, QLineEdit):
            texts.append(widget.placeholderText())
        if isinstance(widget, QComboBox):
            texts += [widget.itemText(i) for i in range(widget.count())]
        if isinstance(widget, QListWidget):
            texts += [widget.item(i).text() for i in range(widget.count())]
        if isinstance(widget, QTableWidget):
            texts += [widget.horizontalHeaderItem(i).text() for i in range(widget.columnCount())]
        if isinstance(widget, QTreeWidget):
            header = widget.headerItem()
            texts += [header.text(i) for i in range(header.columnCount())]
        for action in widget.actions():
            texts += [action.text(), action.toolTip()]
    if isinstance(root, QMainWindow):
        for menu_action in root.menuBar().actions():
            texts.append(menu_action.text())
    return [t for t in texts if t]


class _TextNodes(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []
        self._skip = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in ("script", "style"):
            self._skip += 1
        for name, value in attrs:
            if name in MACHINE_ATTRIBUTES:
                continue  # ids for the page's script, never shown
            if value and (name in ("title", "placeholder") or name.startswith(("aria-", "data-"))):
                self.texts.append(value)

    def handle_endtag(self, tag: str) -> None:
        if tag in ("script", "style"):
            self._skip -= 1

    def handle_data(self, data: str) -> None:
        if not self._skip and data.strip():
            self.texts.append(data.strip())


MACHINE_ATTRIBUTES = frozenset({"data-ability", "data-kind", "data-slot", "data-count", "data-digest", "data-toggle"})


def html_texts(html: str) -> list[str]:
    parser = _TextNodes()
    parser.feed(html)
    return parser.texts
