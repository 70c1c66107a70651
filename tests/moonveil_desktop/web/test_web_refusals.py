"""Phones read engine refusals and their Act headings in the phone's language, from a
real aiohttp server on 127.0.0.1 (issues 17 and 19): the 409 answer to a refused action
carries the sentence in the page's language, with names and the book's words, never
English or ids; the headings of the Act panel are the book's words for its abilities."""

from __future__ import annotations

import html
from typing import Any

import pytest
from phones_support import SEER, VILL2, make_table, page

from engine import Advance, Deal, SeatPlayer, Submit
from engine.bot_tables import BOT_TABLES
from moonveil_desktop.refusals import refusal_sentence
from moonveil_desktop.table import PLAYING_HOST, Table, TableSettings
from moonveil_desktop.web.server import create_app
from moonveil_desktop.web.tokens import SeatTokens
from tests.refusal_probe import BOOKS, ids_in

HEADERS = {"es": "es-ES,es;q=0.9,en;q=0.5", "zh_CN": "zh-CN,zh;q=0.9"}


def acting_table(book: str) -> Table:
    """A dealt table of ``book`` (All Roles for Moonveil) advanced to its first phase with actions."""
    bots = next(t for t in BOT_TABLES if t.ruleset == book and "classic" not in t.options.values())
    size = bots.sizes[0]
    table = Table(TableSettings(book, bots.options_for(size), 2, mode=PLAYING_HOST))
    for seat in range(size):
        table.apply(SeatPlayer(f"P{seat + 1}"))
    table.apply(Deal())
    while not [p for p in table.game.prompts() if _targeted(table, p.abilities)]:
        table.apply(Advance(override=True))
    return table


def _targeted(table: Table, abilities: tuple[str, ...]) -> list[str]:
    known = table.game.ruleset.abilities
    return [a for a in abilities if a in known and known[a].targeting.count >= 1]


def a_wrong_target(table: Table) -> tuple[int, str, list[int]]:
    """A seat, one of its abilities and targets the engine refuses (a seat it may not name)."""
    for prompt in table.game.prompts():
        for ability in _targeted(table, prompt.abilities):
            legal = sorted(table.game.legal_targets(prompt.seat, ability))
            wrong = [s for s in range(len(table.game.state.players)) if s not in legal]
            count = table.game.ruleset.abilities[ability].targeting.count
            if wrong and len(legal) >= count - 1:
                return prompt.seat, ability, [wrong[0], *legal[: count - 1]]
    raise AssertionError("no refusable target at this table")


async def serve(aiohttp_client: Any, table: Table) -> tuple[Any, SeatTokens]:
    tokens = SeatTokens()
    tokens.ensure(len(table.game.state.players))
    return await aiohttp_client(create_app(table, tokens)), tokens


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.parametrize("lang", ["zh_CN", "es"])
@pytest.mark.asyncio
async def test_a_refused_action_is_answered_in_the_phones_language(aiohttp_client: Any, book: str, lang: str) -> None:
    table = acting_table(book)
    client, tokens = await serve(aiohttp_client, table)
    seat, ability, targets = a_wrong_target(table)
    journal = list(table.game.journal)
    body = {"ability": ability, "targets": targets}
    by_query = await client.post(page(tokens, seat, "/act") + f"?lang={lang}", json=body)
    by_header = await client.post(page(tokens, seat, "/act"), json=body, headers={"Accept-Language": HEADERS[lang]})
    assert by_query.status == by_header.status == 409
    error = (await by_query.json())["error"]
    assert error == (await by_header.json())["error"]
    assert table.game.journal == journal  # refused: nothing changed
    assert error["text"] and error["code"] in ("illegal_target", "illegal_action", "wrong_phase")
    assert "message" not in error and "params" not in error  # no English sentence, no ids in what a phone gets
    assert ids_in(error["text"], book) == set(), error["text"]
    english = await client.post(page(tokens, seat, "/act") + "?lang=en", json=body)
    assert (await english.json())["error"]["text"] != error["text"]


@pytest.mark.parametrize("book", BOOKS)
@pytest.mark.asyncio
async def test_a_vote_out_of_its_phase_is_refused_in_spanish(aiohttp_client: Any, book: str) -> None:
    table = acting_table(book)
    client, tokens = await serve(aiohttp_client, table)
    voting = {v.seat for v in table.game.vote_prompts()}
    seat = next(p.seat for p in table.game.state.players if p.seat not in voting)
    answer = await client.post(page(tokens, seat, "/vote") + "?lang=es", json={"choice": None})
    error = (await answer.json())["error"]
    assert answer.status == 409 and error["code"] == "wrong_phase"
    assert error["text"] == "No hay ninguna votación abierta para este jugador"


@pytest.mark.parametrize("book", ["luna_llena", "three_factions", "village_vs_nonvillage"])
@pytest.mark.parametrize("lang", ["zh_CN", "en"])
@pytest.mark.asyncio
async def test_act_headings_are_the_books_words_for_its_abilities(aiohttp_client: Any, book: str, lang: str) -> None:
    table = acting_table(book)
    client, tokens = await serve(aiohttp_client, table)
    ruleset = table.game.ruleset
    checked = 0
    for prompt in table.game.prompts():
        text = await (await client.get(page(tokens, prompt.seat) + f"?lang={lang}")).text()
        for ability in prompt.abilities:
            word = ruleset.ability_name(ability, lang)
            assert word != ability and word == ruleset.ability_names[ability][lang]
            form = text.split(f'data-ability="{ability}"', 1)[1].split("</form>", 1)[0]
            heading = f'<h2 class="act-title">{html.escape(word)}</h2>' in form
            if "<input" in form or "<select" in form:  # targets or options to pick: under its word
                assert heading
            else:  # nothing to pick: its button alone, not a heading "Pass" above a button "Pass"
                assert not heading and f'<button type="submit" class="primary">{html.escape(word)}</button>' in form
            assert f'<h2 class="act-title">{ability}</h2>' not in text and f'data-label="{ability}"' not in text
            checked += 1
    assert checked > 0


@pytest.mark.asyncio
async def test_the_refusal_a_phone_shows_is_the_one_the_console_says_in_that_language(aiohttp_client: Any) -> None:
    table = acting_table("village_vs_nonvillage")
    client, tokens = await serve(aiohttp_client, table)
    seat, ability, targets = a_wrong_target(table)
    error = table.game.try_apply(Submit(seat, ability, tuple(targets)))
    assert error is not None
    answer = await client.post(
        page(tokens, seat, "/act") + "?lang=zh_CN", json={"ability": ability, "targets": targets}
    )
    assert (await answer.json())["error"]["text"] == refusal_sentence(error, "zh_CN")


@pytest.mark.browser
@pytest.mark.parametrize(("lang", "refused"), [("zh_CN", "被拒绝："), ("es", "Rechazado: ")])
def test_the_page_shows_a_refusal_in_its_language(live_server: Any, phone: Any, lang: str, refused: str) -> None:
    table = make_table()
    server = live_server(table)

    def script(page: Any) -> str:
        page.goto(server.url(SEER, lang))
        page.click("[data-toggle=act]")
        page.check("input[name=target][value='0']")
        page.click(".act-form button[type=submit]")
        server.call(lambda: table.apply(Submit(SEER, "inspect", (VILL2,))))  # meanwhile, from the console
        page.click("#confirm-yes")
        error = page.locator("#act-error")
        error.wait_for(timeout=10_000)
        return str(error.inner_text())

    shown = phone(script)
    sentence = {"zh_CN": "Bea 今晚已经提交过了", "es": "Bea ya ha enviado su acción esta noche"}[lang]
    assert shown == f"{refused}{sentence} (MV-4.1)"  # the language's colon
