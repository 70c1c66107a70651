"""Game after game, nothing early and nothing to the wrong phone (issue 26): before the
end no phone and no TV page holds any part of the reveal; after Play again no link or
cookie of the last game shows the new deal to anybody but its own person, a removed
person's link shows only that they are not in this game, and nobody sees a card before
the deal."""

from __future__ import annotations

import json
from typing import Any

import pytest
from aiohttp.test_utils import TestClient
from markupsafe import escape

from engine.story import public_story, tell
from moonveil_desktop.evening import Evening
from moonveil_desktop.projector.tv_web import install_tv_routes, new_token
from moonveil_desktop.table import NARRATOR, TableSettings
from moonveil_desktop.web.server import create_app
from tests.moonveil_desktop.test_play_again import finish

pytestmark = pytest.mark.asyncio
SEATS = [("Ana", False), ("Bea", False), ("Cai", False), ("Dov", True), ("Eli", True), ("Fay", True), ("Gus", True)]
REVEAL_MARKS = ("reveal-all", "Who was who")
TV = new_token()


async def evening_client(aiohttp_client: Any) -> tuple[Evening, TestClient[Any, Any]]:
    evening = Evening(None)
    assert evening.new_table(TableSettings("moonveil", {"game_type": "classic"}, 3, NARRATOR), SEATS) is None
    evening.start_game(override=True)
    app = create_app(evening, evening.tokens)
    install_tv_routes(app, evening.village_view, evening.subscribe, TV)
    return evening, await aiohttp_client(app)


async def served(client: TestClient[Any, Any], token: str) -> str:
    texts = []
    for suffix in ("", "/live", "/digest"):
        response = await client.get(f"/p/{token}{suffix}?lang=en")
        texts.append(f"{response.status} {await response.text()}")
    return "\n".join(texts)


async def tv(client: TestClient[Any, Any]) -> str:
    response = await client.get(f"/tv/{TV}/state?lang=en")
    assert response.status == 200
    return json.dumps(await response.json(), ensure_ascii=False)


def other_cards(evening: Evening, reader: int) -> set[str]:
    """The texts of the other seats' roles that the reader's own role does not share."""
    game = evening.table_or_raise().game
    own = game.state.players[reader].role
    return {game.ruleset.roles[p.role].text("en") for p in game.state.players if p.role != own}


async def test_nothing_of_the_reveal_before_the_end_and_all_of_it_after(aiohttp_client: Any) -> None:
    evening, client = await evening_client(aiohttp_client)
    tokens = [evening.tokens.token(seat) for seat in range(len(SEATS))]
    for _ in range(40):
        if evening.table_or_raise().game.state.over:
            break
        for token in tokens[:3]:
            page = await served(client, token)
            assert not any(mark in page for mark in REVEAL_MARKS)
        assert '"reveal"' not in await tv(client)
        evening.advance(override=True)
    game = evening.table_or_raise().game
    assert game.state.over
    assert public_story(tell(game))
    last_line = str(escape(evening.reveal("en")["chapters"][-1]["lines"][-1]))  # type: ignore[index]
    for token in tokens[:3]:
        page = await served(client, token)
        assert "reveal-all" in page and last_line in page  # the story, to its last line
        assert all(game.ruleset.roles[p.role].name("en") in page for p in game.state.players)
    assert '"reveal"' in await tv(client)


async def test_after_play_again_each_link_shows_only_its_own_new_card(aiohttp_client: Any) -> None:
    evening, client = await evening_client(aiohttp_client)
    finish(evening)
    token = {name: evening.tokens.token(seat) for seat, (name, _) in enumerate(SEATS)}
    evening.play_again(edit_seats=True)
    evening.edit_lobby(lambda lobby: lobby.remove(1))  # Bea goes home
    evening.edit_lobby(lambda lobby: lobby.move(2, 0))  # Dov moves to the first seat
    for name in ("Ana", "Cai"):  # the lobby: nobody holds a card, nobody the last reveal
        page = await served(client, token[name])
        assert page.startswith("200") and not any(mark in page for mark in REVEAL_MARKS)
        assert 'class="role"' not in page
    gone = await served(client, token["Bea"])
    assert gone.startswith("410") and "You are not in this game." in gone
    assert not any(name in gone for name, _ in SEATS)  # a plain page: no name of the new game
    assert '"reveal"' not in await tv(client)
    evening.start_game(override=True)
    seated = [s["name"] for s in evening.public_view(None)["seats"]]
    for seat, name in enumerate(seated):
        if name not in token:
            continue
        page = await served(client, token[name])
        own = evening.player_view(seat, "en")
        assert page.startswith("200") and own["card"]["role_name"] in page
        assert f'<h1 class="who">{name}</h1>' in page
        leaked = [text for text in other_cards(evening, seat) if text in page]
        assert leaked == [] and not any(mark in page for mark in REVEAL_MARKS)
    assert '"reveal"' not in await tv(client)
    gone = await served(client, token["Bea"])
    assert gone.startswith("410") and not any(name in gone for name in seated)
