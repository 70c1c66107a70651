"""ZH-6.5.1, ZH-6.5.2 (AMB-40, AMB-47): "At night the Careerist may name any number of pairs
of two different living players (he may include himself)… Within one night a player may
appear in at most one pair; across the whole game the same unordered pair may never be
named again." The engine took any number of pairs, but the phone offered exactly one
(two checkboxes). The view says the ability's targets repeat in groups (``repeats``, from
``Targeting.repeats``, no ability named in the page); the page offers "Add a pair" and
"Remove this pair", greys out a player already in a pair, marks the pairs named on earlier
nights, and the confirmation names every pair. From the real aiohttp app and Chromium.

Set ``MOONVEIL_SCREENSHOTS=<folder>`` to keep the screenshots (360x640 and 390x844).
"""

from __future__ import annotations

import html
import os
from pathlib import Path
from typing import Any

import pytest
from phones_support import page

from engine import Submit
from moonveil_desktop.web.pages import page_context
from moonveil_desktop.web.server import create_app
from moonveil_desktop.web.tokens import SeatTokens
from tests.browser_support import BrowserThread
from tests.moonveil_desktop.careerist_table import CAREERIST, NAMES, careerist_table, second_night

ANA, BEA, CAI, DOV, EVA, FEI, GUS, HAL = range(8)
SIZES = [(360, 640), (390, 844)]
SCREENSHOTS = os.environ.get("MOONVEIL_SCREENSHOTS")


def supremacy_of(view: Any) -> dict[str, Any]:
    return next(a for p in view["prompts"] for a in p["abilities"] if a["id"] == "supremacy")


def test_ZH_6_5_1_the_careerists_view_says_his_pairs_repeat_and_which_were_named() -> None:
    table = careerist_table()
    first = supremacy_of(table.game.player_view(CAREERIST, "en"))
    assert first["repeats"] is True and first["count"] == 2 and first["excluded"] == []
    others = [a for p in table.game.player_view(ANA, "en")["prompts"] for a in p["abilities"]]
    assert others and not any("repeats" in a for a in others)  # only where it is so
    second_night(table, (ANA, BEA), (CAI, DOV))
    assert supremacy_of(table.game.player_view(CAREERIST, "en"))["excluded"] == [[ANA, BEA], [CAI, DOV]]


def test_ZH_6_5_1_the_page_offers_pairs_and_marks_those_named_before() -> None:
    table = careerist_table()
    second_night(table, (ANA, BEA), (CAI, DOV))
    context = page_context(table.game.player_view(CAREERIST, "es"), "es", acting=True)
    (supremacy,) = [a for p in context["prompts"] for a in p["abilities"] if a["id"] == "supremacy"]
    assert supremacy["repeats"] and supremacy["named_before"] == "Ana + Bea; Cai + Dov"


@pytest.mark.asyncio
async def test_ZH_6_5_1_the_phone_page_has_groups_and_names_every_pair_sent(aiohttp_client: Any) -> None:
    table = careerist_table()
    second_night(table, (ANA, BEA))
    tokens = SeatTokens()
    tokens.ensure(len(NAMES))
    client = await aiohttp_client(create_app(table, tokens))
    text = html.unescape(await (await client.get(page(tokens, CAREERIST) + "?lang=it")).text())
    form = text[text.index('data-ability="supremacy"') :]
    form = form[: form.index("</form>")]
    assert 'class="target-groups"' in form and "<legend>Coppia 1</legend>" in form
    assert form.count('class="group-pick"') == 2 and 'type="checkbox"' not in form
    assert "Aggiungi una coppia" in form and "Togli questa coppia" in form
    assert "Nominate nelle notti precedenti, mai più: Ana + Bea" in form
    table.apply(Submit(CAREERIST, "supremacy", (EVA, FEI, GUS, HAL)))
    text = html.unescape(await (await client.get(page(tokens, CAREERIST) + "?lang=it")).text())
    assert "Supremazia → Eva + Fei; Gus + Hal" in text


def shoot(page_: Any, name: str, tmp_path: Path) -> Path:
    folder = Path(SCREENSHOTS) if SCREENSHOTS else tmp_path
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / name
    page_.screenshot(path=str(path), full_page=True)
    return path


@pytest.mark.browser
@pytest.mark.parametrize("size", SIZES, ids=["360x640", "390x844"])
def test_ZH_6_5_1_a_phone_names_two_pairs_in_one_submission(
    live_server: Any, browser: BrowserThread, tmp_path: Path, size: tuple[int, int]
) -> None:
    table = careerist_table()
    server = live_server(table)
    server.call(lambda: second_night(table, (ANA, BEA)))

    def script(chromium: Any) -> dict[str, Any]:
        context = chromium.new_context(viewport={"width": size[0], "height": size[1]}, has_touch=True, is_mobile=True)
        try:
            tab = context.new_page()
            tab.goto(server.url(CAREERIST, "en"))
            tab.click("[data-toggle=act]")
            form = tab.locator('form[data-ability="supremacy"]')
            picks = form.locator("select.group-pick")
            picks.nth(0).select_option(str(EVA))
            picks.nth(1).select_option(str(FEI))
            form.locator(".add-group").click()
            form.locator(".add-group").click()  # a third pair, taken away again below
            seen: dict[str, Any] = {
                "legends": form.locator("legend").all_inner_texts(),
                "offered_again": picks.nth(2).locator(f"option[value='{EVA}']").is_disabled(),
                "free": picks.nth(2).locator(f"option[value='{GUS}']").is_disabled(),
            }
            form.locator(".remove-group").nth(2).click()
            picks.nth(2).select_option(str(GUS))
            picks.nth(3).select_option(str(HAL))
            seen["legends_after"] = form.locator("legend").all_inner_texts()
            seen["label"] = picks.nth(3).get_attribute("aria-label")
            shoot(tab, f"careerist-pairs-{size[0]}x{size[1]}.png", tmp_path)
            form.locator("button[type=submit]").click()
            seen["confirm"] = tab.locator("#confirm-text").inner_text()
            shoot(tab, f"careerist-confirm-{size[0]}x{size[1]}.png", tmp_path)
            tab.click("#confirm-yes")
            tab.locator("#confirm").wait_for(state="hidden")
            return seen
        finally:
            context.close()

    seen = browser.run(script)
    assert seen["legends"] == ["Pair 1", "Pair 2", "Pair 3"]
    assert seen["offered_again"] is True and seen["free"] is False  # Eva is in pair 1: not offered in pair 2
    assert seen["legends_after"] == ["Pair 1", "Pair 2"] and seen["label"] == "Pair 2, player 2"
    assert seen["confirm"] == "Supremacy → Eva + Fei; Gus + Hal"
    submitted = server.call(lambda: table.game.state.submissions[(CAREERIST, "supremacy")])
    assert submitted.targets == (EVA, FEI, GUS, HAL)


@pytest.mark.browser
def test_ZH_6_5_2_a_pair_named_before_is_marked_and_refused_in_the_books_words(live_server: Any, phone: Any) -> None:
    table = careerist_table()
    server = live_server(table)
    server.call(lambda: second_night(table, (ANA, BEA)))

    def script(tab: Any) -> tuple[str, str]:
        tab.goto(server.url(CAREERIST, "en"))
        tab.click("[data-toggle=act]")
        form = tab.locator('form[data-ability="supremacy"]')
        marked = form.locator(".named-before").inner_text()
        picks = form.locator("select.group-pick")
        picks.nth(0).select_option(str(BEA))
        picks.nth(1).select_option(str(ANA))
        form.locator("button[type=submit]").click()
        tab.click("#confirm-yes")
        tab.locator("#act-error").wait_for(state="visible")
        return marked, tab.locator("#act-error").inner_text()

    marked, error = phone(script)
    assert marked == "Named on earlier nights, never again: Ana + Bea"
    assert "The same pair may not be named twice in a game" in error and "(ZH-6.5.2)" in error
    assert (CAREERIST, "supremacy") not in server.call(lambda: dict(table.game.state.submissions))


@pytest.mark.browser
@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_ZH_6_5_1_the_pairs_pass_axe(live_server: Any, phone: Any, lang: str) -> None:
    """Each picker is named by its pair and place ("Pair 2, player 1"), a group is a fieldset."""
    from test_web_axe import violations

    table = careerist_table()
    server = live_server(table)
    server.call(lambda: second_night(table, (ANA, BEA)))

    def script(tab: Any) -> list[str]:
        tab.goto(server.url(CAREERIST, lang))
        tab.click("[data-toggle=act]")
        form = tab.locator('form[data-ability="supremacy"]')
        form.locator("select.group-pick").nth(0).select_option(str(EVA))
        form.locator(".add-group").click()
        return violations(tab)

    found = phone(script)
    assert not found, "\n".join(found)


@pytest.mark.browser
def test_ZH_6_5_1_pairs_being_made_survive_a_repaint(live_server: Any, phone: Any) -> None:
    """The page is swapped in anew on a change (or coming back online): the pairs picked
    so far, the added groups included, are picked again, greyed-out seats with them."""
    table = careerist_table()
    server = live_server(table)

    def script(tab: Any) -> dict[str, Any]:
        tab.goto(server.url(CAREERIST, "en"))
        tab.click("[data-toggle=act]")
        form = tab.locator('form[data-ability="supremacy"]')
        form.locator("select.group-pick").nth(0).select_option(str(EVA))
        form.locator(".add-group").click()
        form.locator("select.group-pick").nth(2).select_option(str(GUS))
        tab.evaluate("document.querySelector('.live').setAttribute('data-before', 'yes')")
        tab.evaluate("window.dispatchEvent(new Event('online'))")  # the page fetches itself again
        tab.locator(".live[data-before]").wait_for(state="detached")
        picks = tab.locator('form[data-ability="supremacy"] select.group-pick')
        return {
            "values": [picks.nth(i).input_value() for i in range(picks.count())],
            "greyed": picks.nth(3).locator(f"option[value='{EVA}']").is_disabled(),
        }

    seen = phone(script)
    assert seen["values"] == [str(EVA), "", str(GUS), ""]
    assert seen["greyed"] is True
