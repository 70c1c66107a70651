"""The catalog browser (MV-10.4): every role and theme, search, theme filter, card preview."""

from __future__ import annotations

import pytest

from engine.rulesets.moonveil.catalog import ADVANCED_BY_NUMBER, CATALOG
from engine.rulesets.moonveil.themes import THEMES
from moonveil_desktop.catalog_browser import CatalogBrowser


@pytest.fixture
def browser(qtbot):  # type: ignore[no-untyped-def]
    widget = CatalogBrowser()
    qtbot.addWidget(widget)
    return widget


def test_MV_10_4_lists_all_250_roles(browser: CatalogBrowser) -> None:
    assert browser.visible_role_ids() == list(CATALOG)
    assert browser.count.text() == "250 roles"  # the English catalog's plural form
    assert browser.roles.item(0).text() == "Classic: Wolf"
    assert browser.roles.item(4).text() == "#1 Blocker-Veiler"


def test_MV_10_4_lists_every_theme(browser: CatalogBrowser) -> None:
    ids = [browser.theme.itemData(i) for i in range(browser.theme.count())]
    assert ids == [None, *THEMES]
    assert browser.theme.itemText(1) == "First Moon (5–10 players)"


def test_search_by_name(browser: CatalogBrowser, qtbot) -> None:  # type: ignore[no-untyped-def]
    qtbot.keyClicks(browser.search, "herald-constable")
    assert browser.visible_role_ids() == ["adv_proclaim_curfew"]
    assert browser.card_name.text() == "Herald-Constable"
    assert "Advanced role #245" in browser.card_meta.text()


def test_search_by_ability_and_family(browser: CatalogBrowser) -> None:
    browser.search.setText("curfew")
    assert len(browser.visible_role_ids()) == 22
    browser.search.setText("visit information")
    shown = browser.visible_role_ids()
    assert "adv_track_watch" in shown and "seer" not in shown
    browser.search.setText("protection inspection")
    assert "seer" not in browser.visible_role_ids() and "adv_inspect_protect" in browser.visible_role_ids()


def test_search_by_number(browser: CatalogBrowser) -> None:
    browser.search.setText("#81")
    assert browser.visible_role_ids() == [ADVANCED_BY_NUMBER[81]]


def test_nothing_matches(browser: CatalogBrowser) -> None:
    browser.search.setText("zzz-no-such-role")
    assert browser.visible_role_ids() == []
    assert browser.card_name.text() == "No role matches."


def test_theme_filter_shows_its_pool(browser: CatalogBrowser) -> None:
    browser.set_theme("shield_wall")
    assert browser.visible_role_ids() == [r for r in CATALOG if r in THEMES["shield_wall"].pool]
    assert browser.theme_info.text() == THEMES["shield_wall"].blurb("en")
    browser.search.setText("veil")
    assert all("veil" in r for r in browser.visible_role_ids())
    browser.set_theme(None)
    assert len(browser.visible_role_ids()) == 22  # the 22 roles with VEIL
    assert browser.theme_info.text().startswith("Every role")


def test_card_preview_and_signal(browser: CatalogBrowser, qtbot) -> None:  # type: ignore[no-untyped-def]
    with qtbot.waitSignal(browser.roleSelected) as blocker:
        browser.select_role("adv_inspect_hush")
    assert blocker.args == ["adv_inspect_hush"]
    assert browser.card_name.text() == "Inspector-Silencer"
    assert "Inspect another player" in browser.card_text.text()
    assert "Twice per game, hush another player" in browser.card_text.text()
    assert "families: inspection, vote" in browser.card_meta.text()


def test_language_switch_shows_data_in_that_language(browser: CatalogBrowser) -> None:
    browser.select_role("adv_inspect_hush")
    browser.set_language("zh_CN")
    assert browser.card_name.text() == "查验者·噤声者"
    browser.search.setText("噤声")
    assert "adv_inspect_hush" in browser.visible_role_ids()
    browser.set_language("es")
    browser.search.setText("silenciador")
    assert "adv_inspect_hush" in browser.visible_role_ids()


def test_names_are_plain_text(browser: CatalogBrowser) -> None:
    from PySide6.QtCore import Qt

    for label in (browser.card_name, browser.card_meta, browser.card_text, browser.theme_info):
        assert label.textFormat() == Qt.TextFormat.PlainText


def test_interface_strings_switch_language_live(browser: CatalogBrowser, tmp_path, qapp) -> None:  # type: ignore[no-untyped-def]
    from moonveil_desktop.i18n import app_translator

    translator = app_translator("zh_CN")  # the one catalog (translations/moonveil_zh_CN.qm)
    assert translator is not None
    qapp.installTranslator(translator)
    qapp.processEvents()  # LanguageChange reaches the widget, which re-runs retranslate_ui
    try:
        assert browser.search_label.text() == "搜索(&S)："
        assert browser.count.text() == "250 个身份"
        assert browser.theme.itemText(0) == "全部 250 个身份"
    finally:
        qapp.removeTranslator(translator)
        qapp.processEvents()
    assert browser.search_label.text() == "&Search:"
