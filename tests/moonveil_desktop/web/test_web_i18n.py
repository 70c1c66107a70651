"""The phone card page in each language (issue 10): Accept-Language and the switch on
the page choose it, independently of the console; no English page word remains where
a translation exists; the role comes from the rule set's data in that language."""

from __future__ import annotations

from typing import Any

import pytest
from i18n_walk import english_leftovers, html_texts

from engine.commands import Advance, Submit
from engine.ruleset import find_ruleset
from moonveil_desktop.table import Table
from moonveil_desktop.web.i18n import CATALOG, Words
from moonveil_desktop.web.tokens import SeatTokens

pytestmark = pytest.mark.asyncio
Client = Any
WOLF, SEER = 0, 1  # the web fixtures' table: Ana the Wolf, Bea the Seer


def page(tokens: SeatTokens, seat: int, suffix: str = "") -> str:
    return f"/p/{tokens.token(seat)}{suffix}"


HEADERS = {"es": "es-ES,es;q=0.9,en;q=0.5", "it": "it-IT,it;q=0.8", "zh_CN": "zh-CN,zh;q=0.9"}


@pytest.mark.parametrize("lang", ["es", "it", "zh_CN"])
async def test_phone_card_page_is_translated(client: Client, tokens: SeatTokens, lang: str) -> None:
    html = await (await client.get(page(tokens, SEER), headers={"Accept-Language": HEADERS[lang]})).text()
    texts = html_texts(html)
    assert not english_leftovers(texts, lang), english_leftovers(texts, lang)
    seer = find_ruleset("moonveil").roles["seer"]
    assert seer.names[lang] in html and seer.names["en"] not in texts
    assert Words(lang)("hold_to_reveal") in texts
    assert CATALOG["hold_to_reveal"] not in texts


@pytest.mark.parametrize("lang", ["es", "it", "zh_CN"])
async def test_phone_switch_overrides_the_browser_language(client: Client, tokens: SeatTokens, lang: str) -> None:
    english = await (await client.get(page(tokens, WOLF), headers={"Accept-Language": "en-US"})).text()
    url = page(tokens, WOLF, f"?lang={lang}")
    switched = await (await client.get(url, headers={"Accept-Language": "en-US"})).text()
    assert "Hold to reveal" in english
    assert not english_leftovers(html_texts(switched), lang)
    assert Words(lang)("hold_to_reveal") in switched


@pytest.mark.parametrize("lang", ["es", "it", "zh_CN"])
async def test_phone_vote_is_translated(client: Client, tokens: SeatTokens, table: Table, lang: str) -> None:
    for command in (
        Submit(WOLF, "attack", (3,)),
        Submit(SEER, "inspect", (WOLF,)),
        Submit(2, "protect", (SEER,)),
        *(Submit(seat, "ready") for seat in (3, 4, 5)),
        Advance(),  # dawn: Dan is eliminated
        Advance(),  # the vote
    ):
        table.apply(command)
    assert table.public_view()["phase"]["kind"] == "vote"
    html = await (await client.get(page(tokens, SEER, f"?lang={lang}"))).text()
    texts = html_texts(html)
    assert Words(lang)("vote") in texts and Words(lang)("abstain") in html
    assert not english_leftovers(texts, lang), english_leftovers(texts, lang)
