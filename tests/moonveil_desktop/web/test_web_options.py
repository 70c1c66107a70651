"""A phone offers an ability's option choices (IT-7.19 shift modes, IT-9.3 abduction
guesses, ZH-4.7.1 New Moon events, ZH-5.3.2 Crystal Ball "role:text") in the rule
set's words and the phone's language, and sends the chosen option; the engine still
refuses what is wrong."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from aiohttp.test_utils import TestClient
from phones_support import LiveServer, Phone, page

from engine import Advance, Deal, Game, SeatPlayer, Submit
from engine.rulesets.village_vs_nonvillage.events import EVENT_NAMES
from moonveil_desktop.table import PLAYING_HOST, Table, TableSettings
from moonveil_desktop.web.pages import page_context
from moonveil_desktop.web.server import create_app
from moonveil_desktop.web.tokens import SeatTokens

Client = TestClient[Any, Any]
WAIT_MS = 10_000

# the standard 22-player Three factions table (§18.0); seat 9 is the Shapeshifter, 5 the Alien Leader
THREE_FACTIONS = (
    "lupo_demonio", "contadino", "guardia", "lupo_mannaro", "meretrice", "leader_alieno", "contadino",
    "mucca_mannara", "veggente_cieco", "lupo_mutaforma", "medium", "generale_alieno", "detective",
    "spirito_candido", "figlio_stelle", "indemoniato", "mib_k", "mib_j", "soldato_alieno", "lupo_mannaro",
    "contadino", "diablo",
)  # fmt: skip
SHIFTER, LEADER = 9, 5
MODES_EN = ["Mode A: seen INNOCENT, counts HUMAN", "Mode B: seen INNOCENT only"]
VVN = (
    "seer", "witch", "elder", "scapegoat", "doctor", "gypsy", "white_wolf", "piper", "fox", "treasure",
    "careerist", "werewolf", "werewolf", "werewolf", "madman",
)  # fmt: skip
GYPSY = 5


def three_factions_table() -> Table:
    table = Table(TableSettings("three_factions", mode=PLAYING_HOST))
    for seat in range(len(THREE_FACTIONS)):
        table.apply(SeatPlayer(f"P{seat + 1}"))
    table.apply(Deal(THREE_FACTIONS))
    return table


def offered(view: dict[str, Any], lang: str, ability: str) -> dict[str, Any]:
    prompts = page_context(view, lang, acting=True)["prompts"]
    return next(a for p in prompts for a in p["abilities"] if a["id"] == ability)


def vvn_game(**options: Any) -> Game:
    game = Game("village_vs_nonvillage", {"sheriff": False, **options}, 1)
    for seat in range(len(VVN)):
        game.apply(SeatPlayer(f"P{seat + 1}"))
    game.apply(Deal(VVN))
    return game


# -- the page context -------------------------------------------------------------------
@pytest.mark.parametrize(
    ("lang", "labels"),
    [("en", MODES_EN), ("it", ["Modo A: Visto INNOCENTE, Conta UMANO", "Modo B: solo Visto INNOCENTE"])],
)
def test_IT_7_19_the_shift_modes_are_offered_in_the_rule_books_words(lang: str, labels: list[str]) -> None:
    table = three_factions_table()
    option = offered(table.game.player_view(SHIFTER, lang), lang, "shift")["option"]
    assert option == {"choices": [{"value": "A", "label": labels[0]}, {"value": "B", "label": labels[1]}], "text": 0}


def test_IT_9_3_the_abduction_guesses_are_the_setups_roles_by_name() -> None:
    table = three_factions_table()
    while table.game.state.phase.kind != "night" or table.game.state.phase.number < 1:
        table.apply(Advance(override=True))  # the abduction starts on night 1
    choices = offered(table.game.player_view(LEADER, "en"), "en", "abduct")["option"]["choices"]
    roles = table.game.ruleset.roles
    assert [c["value"] for c in choices] == sorted(set(THREE_FACTIONS))
    assert [c["label"] for c in choices] == [roles[c["value"]].name("en") for c in choices]
    assert all(c["label"] != c["value"] for c in choices)  # never the raw id


def test_ZH_4_7_1_new_moon_offers_the_events_by_name_in_the_phones_language() -> None:
    game = vvn_game(events=True)
    choices = offered(game.player_view(GYPSY, "zh_CN"), "zh_CN", "new_moon")["option"]["choices"]
    assert choices and all(c["label"] == EVENT_NAMES[c["value"]]["zh_CN"] for c in choices)


def test_ZH_5_3_2_crystal_ball_takes_a_role_and_text_up_to_the_engines_limit() -> None:
    game = vvn_game(events=False, event_script={"1": ["crystal_ball"]})
    while (game.state.phase.kind, game.state.phase.number) != ("night", 2):
        game.apply(Advance(override=True))  # the ball, found on day 1, is used by night from then on
    option = offered(game.player_view(0, "en"), "en", "crystal_ball")["option"]
    assert option["text"] == 200
    assert {"value": "werewolf", "label": game.ruleset.roles["werewolf"].name("en")} in option["choices"]
    game.apply(Submit(0, "crystal_ball", (), "werewolf:<b>watch P7</b>"))
    prompts = page_context(game.player_view(0, "en"), "en", acting=True)["prompts"]
    sent = [p["submitted"] for p in prompts if p["submitted"]]
    assert len(sent) == 1 and sent[0].endswith(" → Werewolf: <b>watch P7</b>")  # the text as written


# -- the routes ---------------------------------------------------------------------------
@pytest.fixture
def options_table() -> Table:
    return three_factions_table()


@pytest.fixture
def options_tokens() -> SeatTokens:
    tokens = SeatTokens()
    tokens.ensure(len(THREE_FACTIONS))
    return tokens


@pytest.mark.asyncio
async def test_IT_7_19_the_shapeshifters_page_offers_both_modes_and_a_mode_is_journaled(
    aiohttp_client: Any, options_table: Table, options_tokens: SeatTokens
) -> None:
    client: Client = await aiohttp_client(create_app(options_table, options_tokens))
    html = await (await client.get(page(options_tokens, SHIFTER) + "?lang=en")).text()
    for value, label in zip("AB", MODES_EN, strict=True):
        assert f'name="option" value="{value}" data-name="{label}"> {label}</label>' in html
    italian = await (await client.get(page(options_tokens, SHIFTER) + "?lang=it")).text()
    assert "Scegline una." in italian and "Modo B: solo Visto INNOCENTE" in italian
    journal = list(options_table.game.journal)
    missing = await client.post(page(options_tokens, SHIFTER, "/act"), json={"ability": "shift", "targets": []})
    assert missing.status == 409
    refusal = (await missing.json())["error"]
    assert refusal["rule"] == "IT-7.19" and refusal["text"]
    assert options_table.game.journal == journal  # a refusal changes nothing
    chosen = await client.post(
        page(options_tokens, SHIFTER, "/act"), json={"ability": "shift", "targets": [], "option": "B"}
    )
    assert chosen.status == 200 and (await chosen.json())["ok"] is True
    assert options_table.game.journal[-1] == Submit(SHIFTER, "shift", (), "B")


# -- the browser ----------------------------------------------------------------------------
@pytest.mark.browser
def test_IT_7_19_a_phone_picks_a_shift_mode_and_sees_it_sent(
    live_server: Callable[[Table], LiveServer], phone: Phone[Any]
) -> None:
    table = three_factions_table()
    server = live_server(table)

    def script(page: Any) -> tuple[str, str, str]:
        page.goto(server.url(SHIFTER, "en"))
        page.get_by_role("button", name="Open my actions").click()
        form = page.locator("form[data-ability=shift]")
        form.get_by_role("button").click()  # no mode yet: the page asks for one
        unpicked = str(page.locator("#act-error").inner_text())
        page.get_by_label(MODES_EN[1]).check()
        form.get_by_role("button").click()
        asked = str(page.locator("#confirm-text").inner_text())
        page.get_by_role("button", name="Confirm").click()
        sent = page.locator(".sent-mark")
        sent.wait_for(state="visible", timeout=WAIT_MS)
        return unpicked, asked, str(sent.inner_text())

    unpicked, asked, sent = phone(script)
    assert unpicked == "Pick one."
    assert asked.endswith("→ " + MODES_EN[1])
    assert sent.startswith("Sent")
    assert server.call(lambda: table.game.journal[-1]) == Submit(SHIFTER, "shift", (), "B")
