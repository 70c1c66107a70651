"""The console, the projector and the phones show a book's own words, never its ids
(issue 19): the grimoire's attribute and ability words, step and phase names, the
log's channels, and the winners as the book's whole sentence."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtWidgets import QTableWidget

from engine.commands import Advance
from moonveil_desktop.controller import TableController
from moonveil_desktop.evening import Evening
from moonveil_desktop.projector.scene import build_scene
from moonveil_desktop.storage import FILE_NAME, Storage
from moonveil_desktop.table import TableSettings
from moonveil_desktop.ui.panels import GrimoireView
from moonveil_desktop.ui.phase import label_title, phase_title
from moonveil_desktop.web.i18n import Words
from moonveil_desktop.web.pages import page_context

SEVEN = [(name, False) for name in ("Ana", "Bea", "Cai", "Dov", "Eli", "Fay", "Gus")]


def dealt(tmp_path: Path, book: str, seats: list[tuple[str, bool]], lang: str = "en") -> TableController:
    controller = TableController(Evening(Storage(tmp_path / FILE_NAME)), lang)
    assert controller.new_table(TableSettings(book, {}, 9), seats)
    assert controller.deal()
    return controller


def cells(table: QTableWidget) -> list[str]:
    return [table.item(r, c).text() for r in range(table.rowCount()) for c in range(table.columnCount())]


def test_IT_0_2_the_english_grimoire_reads_english_attribute_words(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    controller = dealt(tmp_path, "three_factions", [(f"P{i:02d}", False) for i in range(22)])
    grimoire = GrimoireView(controller)
    qtbot.addWidget(grimoire)
    shown = cells(grimoire.table)
    assert "SHADY" in shown and "INNOCENT" in shown and "HUMAN" in shown
    assert not {"LOSCO", "INNOCENTE", "UMANO", "LUPO", "village", "wolves"} & set(shown)
    assert any(text.startswith("Revive two: ") for text in shown)  # the Pure Spirit's use, named
    controller.lang = "es"
    grimoire.refresh()
    assert "SOSPECHOSO" in cells(grimoire.table) and "El pueblo" in cells(grimoire.table)


def test_LL_7_1_a_full_moon_step_is_named_in_the_book_s_words(tmp_path: Path) -> None:
    controller = dealt(tmp_path, "luna_llena", SEVEN, "es")
    table = controller.table_or_raise()
    table.apply(Advance(override=True))
    assert table.game.state.phase.label() == "day 1/debate"
    assert label_title("day 1/defense", controller.phase_word).endswith(" / Defensa")
    view = table.public_view("it")
    assert view["phase"]["step_name"] == "Dibattito"
    assert build_scene(view, lang="it").subline == "Dibattito"  # the book's word for the step, not its id
    assert controller.role_name("evil") == "Malvado"  # Full Moon's night step for the whole evil side


def test_IT_6_10_the_review_phase_is_named_on_phones_and_the_projector(tmp_path: Path) -> None:
    controller = dealt(tmp_path, "three_factions", [(f"P{i:02d}", False) for i in range(22)], "zh_CN")
    table = controller.table_or_raise()
    table.apply(Advance(override=True))
    assert table.game.state.phase.kind == "review"
    view = table.public_view("zh_CN")
    assert Words("zh_CN").phase(view["phase"]) == "第0夜结果"
    assert build_scene(view, lang="zh_CN").headline == "第0夜结果"
    page = page_context(table.player_view(0, "es"), "es", acting=True)
    assert page["phase"] == "Resultados de la noche 0"
    assert page["card"]["team"] in {"Los lobos", "Los alienígenas", "El pueblo", "El Diablo"}


def test_IT_6_10_the_review_title_reads_naturally_in_every_language(tmp_path: Path) -> None:
    """The number goes where each language puts it: "Night 0 results", never "Night results 0"."""
    controller = dealt(tmp_path, "three_factions", [(f"P{i:02d}", False) for i in range(22)], "en")
    table = controller.table_or_raise()
    table.apply(Advance(override=True))
    view = table.public_view("en")
    assert Words("en").phase(view["phase"]) == "Night 0 results"
    assert build_scene(view, lang="en").headline == "Night 0 results"
    assert phase_title(view["phase"]) == "Night 0 results"  # the console's title
    assert label_title("review 0", controller.phase_word) == "Night 0 results"  # the log's
    assert label_title("review", controller.phase_word) == "Night results"  # Resolve's (the label has no number)
    controller.lang = "zh_CN"
    assert label_title("review", controller.phase_word) == "夜结果"
    assert Words("it").phase(table.public_view("it")["phase"]) == "Esiti della notte 0"
    assert phase_title({"kind": "tie", "number": 2, "kind_name": "Tie at the Pyre", "label": "tie 2"}) == (
        "Tie at the Pyre 2"  # a word without a place for its number: the number follows
    )


def test_MV_8_1_the_winner_page_says_the_book_s_sentence(tmp_path: Path) -> None:
    controller = dealt(tmp_path, "moonveil", [("Ana", False), ("Bea", False), ("Cai", False), ("Dov", False)], "es")
    assert controller.winning_sides(["village"]) == "Gana el pueblo."
    assert controller.winning_sides(["wolves"]) == "Ganan los lobos."
    controller.lang = "zh_CN"
    assert controller.channel_word("wolves") == "狼人"
