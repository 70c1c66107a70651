"""IT-10.2: the Blind Seer names [target, recipient], in that order. A phone offered
two checkboxes and sent the two seats in seat order, so a player could not say who
is examined and who receives the reading. Abilities whose targets' order matters
(``Ruleset.target_parts``) get one picker per target, named by its part, and the
phone sends them in that order: from the real aiohttp app and from headless Chromium."""

from __future__ import annotations

import html
from typing import Any

import pytest
from phones_support import page

from engine import Advance, Deal, SeatPlayer, Submit, find_ruleset
from moonveil_desktop.table import PLAYING_HOST, Table, TableSettings
from moonveil_desktop.web.server import create_app
from moonveil_desktop.web.tokens import SeatTokens

NAMES = ("Ana", "Bo", "Cai", "Dee", "Eve", "Fay", "Gus", "Hal")
PARTS = {"en": ("Examined", "Receives the reading"), "it": ("Esaminato", "Riceve il responso")}


def blind_seer_table() -> tuple[Table, int]:
    """A dealt Three factions table in playing-host mode at the first phase where the Blind Seer acts."""
    options = dict(find_ruleset("three_factions").proposed_options(len(NAMES)))
    table = Table(TableSettings("three_factions", options, 3, mode=PLAYING_HOST))
    for name in NAMES:
        table.apply(SeatPlayer(name))
    table.apply(Deal())
    for _ in range(6):
        seers = [p.seat for p in table.game.prompts() if "examine" in p.abilities]
        if seers:
            return table, seers[0]
        table.apply(Advance(override=True))
    raise AssertionError("the Blind Seer never acts")


def test_IT_10_2_the_book_names_the_parts_of_the_examine_targets_in_every_language() -> None:
    book = find_ruleset("three_factions")
    for lang, parts in PARTS.items():
        assert book.target_part_words("examine", lang) == list(parts)
    assert all(len(book.target_part_words("examine", lang)) == 2 for lang in ("es", "zh_CN"))
    assert book.target_part_words("protect") == []  # one target: nothing to order
    assert find_ruleset("moonveil").target_part_words("compare") == []  # same team or not: any order


def test_IT_10_2_the_card_carries_the_parts_and_only_where_a_book_has_them() -> None:
    table, seer = blind_seer_table()
    card = table.game.player_view(seer, "it")["card"]
    assert card is not None and card["target_parts"]["examine"] == list(PARTS["it"])
    moonveil = Table(TableSettings("moonveil", {"game_type": "classic"}, 1))
    for name in NAMES[:5]:
        moonveil.apply(SeatPlayer(name))
    moonveil.apply(Deal())
    plain = moonveil.game.player_view(0, "en")["card"]
    assert plain is not None and "target_parts" not in plain


@pytest.mark.asyncio
async def test_IT_10_2_the_page_has_one_picker_per_target_named_by_its_part(aiohttp_client: Any) -> None:
    table, seer = blind_seer_table()
    tokens = SeatTokens()
    tokens.ensure(len(NAMES))
    client = await aiohttp_client(create_app(table, tokens))
    text = await (await client.get(page(tokens, seer) + "?lang=it")).text()
    form = text[text.index('data-ability="examine"') :]
    form = form[: form.index("</form>")]
    assert [f"<legend>{part}</legend>" in form for part in PARTS["it"]] == [True, True]
    assert 'name="target0"' in form and 'name="target1"' in form and 'type="checkbox"' not in form
    legal = table.game.legal_targets(seer, "examine")
    first, second = legal[-1], legal[0]  # the examined after the recipient in seat order
    table.apply(Submit(seer, "examine", (first, second)))
    text = html.unescape(await (await client.get(page(tokens, seer) + "?lang=it")).text())
    assert f"Esaminato: {NAMES[first]}, Riceve il responso: {NAMES[second]}" in text


@pytest.mark.browser
def test_IT_10_2_a_phone_sends_the_examined_player_first_whatever_their_seats(live_server: Any, phone: Any) -> None:
    table, seer = blind_seer_table()
    server = live_server(table)
    legal = table.game.legal_targets(seer, "examine")
    examined, recipient = legal[-1], legal[0]  # seat order would send them the other way round

    def script(page: Any) -> str:
        page.goto(server.url(seer, "en"))
        page.click("[data-toggle=act]")
        form = page.locator('form[data-ability="examine"]')
        form.locator(f"input[name=target0][value='{examined}']").check()
        form.locator(f"input[name=target1][value='{recipient}']").check()
        form.locator("button[type=submit]").click()
        text = str(page.locator("#confirm-text").inner_text())
        page.click("#confirm-yes")
        page.wait_for_function("document.querySelector('#confirm').hidden")
        return text

    shown = phone(script)
    assert shown == f"Examine → Examined: {NAMES[examined]}, Receives the reading: {NAMES[recipient]}"
    submitted = server.call(lambda: table.game.state.submissions[(seer, "examine")])
    assert submitted.targets == (examined, recipient)


def test_every_books_target_parts_name_each_target_of_their_ability_once() -> None:
    """A phone and a console row draw one picker per part: the parts a book declares
    are exactly its ability's number of targets, in every language it has."""
    from engine.ruleset import ruleset_names

    for name in ruleset_names():
        book = find_ruleset(name)
        for ability, parts in book.target_parts.items():
            assert len(parts) == book.abilities[ability].targeting.count >= 2, (name, ability)
            assert all(set(part) == {"en", "es", "it", "zh_CN"} for part in parts), (name, ability)
