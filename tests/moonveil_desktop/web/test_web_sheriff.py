"""The phone's list of the village names the living sheriff (ZH-11), in the phone's
language, from a real aiohttp server on 127.0.0.1 (found by playing, stop 45)."""

from __future__ import annotations

import html
from typing import Any

import pytest
from phones_support import page

from moonveil_desktop.table import PLAYING_HOST, Table, TableSettings
from moonveil_desktop.web.server import create_app
from moonveil_desktop.web.tokens import SeatTokens
from tests.moonveil_desktop.test_sheriff_badge import game_with_a_sheriff


@pytest.mark.parametrize(("lang", "word"), [("en", "sheriff"), ("zh_CN", "警长"), ("it", "sceriffo")])
@pytest.mark.asyncio
async def test_the_phones_list_of_the_village_names_the_sheriff(aiohttp_client: Any, lang: str, word: str) -> None:
    game = game_with_a_sheriff()
    table = Table(TableSettings("village_vs_nonvillage", {}, game.seed, mode=PLAYING_HOST))
    for command in game.journal:  # the same game, at a real table
        table.apply(command)
    sheriff = table.public_view()["setup"]["sheriff"]
    assert sheriff is not None
    tokens = SeatTokens()
    tokens.ensure(len(table.game.state.players))
    client = await aiohttp_client(create_app(table, tokens))
    other = (sheriff + 1) % 9
    text = await (await client.get(page(tokens, other) + f"?lang={lang}")).text()
    name = html.escape(table.game.state.players[sheriff].name)
    assert f"{name} <small>{word}</small>" in text
    assert text.count(f"<small>{word}</small>") == 1
