"""Leak test: a full scripted game played through the phones; every answer served to a
seat is scanned for the secrets of the other seats (their roles' texts, their private
messages, the moderator's reasons that name targets and results, their submissions,
their tokens). Zero allowed."""

from __future__ import annotations

from typing import Any

import pytest
from aiohttp.test_utils import TestClient
from phones_support import GUARDIAN, NAMES, SEER, VILL1, VILL2, VILL3, WOLF, page

from engine.commands import Advance
from moonveil_desktop.table import Table
from moonveil_desktop.web.i18n import Words
from moonveil_desktop.web.tokens import SeatTokens

LANGS = ("en", "zh_CN")

# (route, seat, JSON body) in order; "advance" is the moderator's console
SCRIPT: list[tuple[str, int, dict[str, Any]]] = [
    ("act", WOLF, {"ability": "attack", "targets": [VILL1]}),
    ("act", SEER, {"ability": "inspect", "targets": [VILL2]}),
    ("act", GUARDIAN, {"ability": "protect", "targets": [VILL3]}),
    ("act", VILL1, {"ability": "ready"}),
    ("act", VILL2, {"ability": "ready"}),
    ("act", VILL2, {"ability": "ready"}),  # refused: already submitted
    ("act", VILL3, {"ability": "ready"}),
    ("advance", -1, {}),  # dawn: Dan is gone
    ("advance", -1, {}),  # the vote opens
    ("vote", WOLF, {"choice": VILL2}),
    ("vote", SEER, {"choice": VILL2}),
    ("vote", GUARDIAN, {"choice": VILL2}),
    ("vote", VILL1, {"choice": WOLF}),  # refused: Dan is dead
    ("vote", VILL2, {"choice": WOLF}),
    ("vote", VILL3, {"choice": None}),
    ("advance", -1, {}),  # Eve banished; night 2
    ("act", WOLF, {"ability": "attack", "targets": [GUARDIAN]}),
    ("act", SEER, {"ability": "inspect", "targets": [WOLF]}),
    ("act", GUARDIAN, {"ability": "protect", "targets": [SEER]}),
    ("act", VILL3, {"ability": "ready"}),
    ("advance", -1, {}),  # Cai is gone
    ("advance", -1, {}),
    ("vote", WOLF, {"choice": SEER}),
    ("vote", SEER, {"choice": WOLF}),
    ("vote", VILL3, {"choice": WOLF}),
    ("advance", -1, {}),  # Ana banished: the village wins
]


def secrets_hidden_from(table: Table, reader: int, lang: str, tokens: SeatTokens) -> set[str]:
    """What ``reader`` must not be able to read right now."""
    game = table.game
    state = game.state
    names = state.names()
    ruleset = game.ruleset
    own = table.player_view(reader, lang)
    readable = {m["text"] for m in own["messages"]} | {m["text"] for m in own["public"]["announcements"]}
    words = Words(lang)
    secrets: set[str] = set()
    if state.over:  # the end-of-game reveal (issue 26) shows every role and the story: only links and chat stay secret
        others = [p.seat for p in state.players if p.seat != reader]
        chat = {ruleset.render(m, names, lang) for m in state.messages if m.audience.kind == "channel"}
        return {tokens.token(seat) for seat in others} | {t for t in chat if t not in readable}
    for message in state.messages:
        if message.visible_to(reader):
            continue
        text = ruleset.render(message, names, lang)
        if text not in readable:
            secrets.add(text)  # others' results, the pack, the moderator's reasons
    me = state.players[reader]
    for other in state.players:
        if other.seat == reader:
            continue
        secrets.add(tokens.token(other.seat))
        spec = ruleset.roles[other.role]
        if other.role != me.role:
            secrets.add(spec.text(lang))  # what the other role does
        if other.wins_with != me.wins_with:
            secrets.add(spec.goals[lang])
    for (actor, _slot), submission in state.submissions.items():
        if actor == reader:
            continue
        label = words.optional("ability", submission.ability)
        if submission.targets:
            secrets.add(f"{label} → {', '.join(names[t] for t in submission.targets)}")
    return {s for s in secrets if s}


async def served_to(client: TestClient[Any, Any], tokens: SeatTokens, seat: int, lang: str) -> list[str]:
    answers = []
    for suffix in ("", "/live", "/digest"):
        response = await client.get(page(tokens, seat, f"{suffix}?lang={lang}"))
        assert response.status == 200
        answers.append(await response.text())
    return answers


@pytest.mark.asyncio
async def test_no_page_served_to_a_seat_carries_another_seats_secret(
    client: TestClient[Any, Any], tokens: SeatTokens, table: Table
) -> None:
    checked = 0
    refusals = 0
    for route, seat, body in SCRIPT:
        if route == "advance":
            table.apply(Advance())
        else:
            response = await client.post(page(tokens, seat, f"/{route}"), json=body)
            answer = await response.text()
            refusals += response.status == 409
            for secret in secrets_hidden_from(table, seat, "en", tokens):
                assert secret not in answer, (NAMES[seat], secret)
        for reader in range(len(NAMES)):
            for lang in LANGS:
                secrets = secrets_hidden_from(table, reader, lang, tokens)
                for answer in await served_to(client, tokens, reader, lang):
                    leaked = [s for s in secrets if s in answer]
                    assert not leaked, (NAMES[reader], lang, leaked)
                    checked += 1
    assert refusals == 2
    assert table.public_view()["outcome"]["winning_teams"] == ["village"]
    assert checked == len(SCRIPT) * len(NAMES) * len(LANGS) * 3


def test_the_secret_scan_would_see_a_leak(table: Table, tokens: SeatTokens) -> None:
    """The scanner itself works: the seer's own page holds what is secret from the wolf."""
    from moonveil_desktop.web.pages import page_context

    wolf_secrets = secrets_hidden_from(table, WOLF, "en", tokens)
    seer_context = page_context(table.player_view(SEER, "en"), "en", acting=True)
    assert seer_context["card"]["text"] in wolf_secrets
    assert "You are the Seer." in wolf_secrets
