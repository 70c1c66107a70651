"""Every engine refusal is said in the reader's language (issues 17 and 19): one
catalog of templates (engine/refusals.py and each book's refusals.py) in en, es, it
and zh_CN, filled with names and the book's words, never ids, and shown so by the
console (``plain_error``) and the phones (``refusal_json``)."""

from __future__ import annotations

import ast
import string
from pathlib import Path

import pytest

from engine import Game, SeatPlayer
from engine.errors import EngineError
from engine.refusals import LANGUAGES, refusal_templates, render_refusal
from engine.ruleset import find_ruleset
from moonveil_desktop.controller import plain_error
from moonveil_desktop.lobby import Lobby, LobbyError
from moonveil_desktop.refusals import lobby_refusal_text, refusal_json
from moonveil_desktop.web.i18n import Words
from tests.refusal_probe import BOOKS, KINDS, NEVER, english_fragments, ids_in, representative_refusals

ENGINE = Path(__file__).resolve().parents[2] / "engine"


def _subclasses(cls: type) -> list[type]:
    return [sub for direct in cls.__subclasses__() for sub in (direct, *_subclasses(direct))]


# Refusals that keep one generic sentence per class: malformed position and scenario
# files (the field is named), a bot game that did not end, a bot refused in a strict run.
GENERIC = {"PositionError", "ScenarioError", "BotRefused", "EngineError"}
REFUSALS = {cls.__name__ for cls in (EngineError, *_subclasses(EngineError))}


def placeholders(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name}


def test_every_refusal_key_has_the_four_languages_with_the_same_placeholders() -> None:
    templates = refusal_templates()
    assert len(templates) > 100
    for key, by_lang in templates.items():
        assert set(by_lang) == set(LANGUAGES), key
        assert all(text.strip() for text in by_lang.values()), key
        wanted = placeholders(by_lang["en"])
        for lang in LANGUAGES:
            assert placeholders(by_lang[lang]) == wanted, (key, lang)


def _keyed_calls(tree: ast.AST) -> list[tuple[int, str]]:
    calls = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        keyed = isinstance(func, ast.Attribute) and func.attr in {"of", "at"}
        reason = isinstance(func, ast.Name) and func.id == "Reason"
        if (keyed or reason) and node.args:
            first = node.args[1] if isinstance(func, ast.Attribute) and func.attr == "at" else node.args[0]
            if isinstance(first, ast.Constant) and isinstance(first.value, str):
                calls.append((node.lineno, first.value))
    return calls


def test_every_refusal_the_engine_raises_names_a_key_of_the_catalog() -> None:
    templates = refusal_templates()
    unkeyed, unknown = [], []
    for path in sorted(ENGINE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for line, key in _keyed_calls(tree):
            if key not in templates:
                unknown.append(f"{path.name}:{line} {key}")
        for node in ast.walk(tree):
            if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call):
                func = node.exc.func
                if isinstance(func, ast.Name) and func.id in REFUSALS and func.id not in GENERIC:
                    unkeyed.append(f"{path.relative_to(ENGINE)}:{node.lineno} {func.id}")
    assert unknown == []
    assert unkeyed == []  # every game refusal is raised as Class.of("key", ...) (or .because / .at / .wrap)


@pytest.mark.parametrize("book", BOOKS)
def test_representative_refusals_of_every_book_read_in_chinese_and_spanish_without_english_or_ids(
    book: str,
) -> None:
    found = representative_refusals(book)
    assert set(found) >= set(KINDS) - NEVER.get(book, set())
    for error in found.values():
        assert error.book == book or error.code == "setup_error"
        for lang in ("zh_CN", "es"):
            console = plain_error(error, lang)
            phone = refusal_json(error, lang)["text"]
            for text in (console, phone):
                assert error.message not in text
                assert not [f for f in english_fragments(error) if f and f in text], (book, lang, text)
                assert ids_in(text, book) == set(), (book, lang, text)
                name = error.params.get("name")
                assert name is None or str(name) in text  # the player's name, not a seat


def test_a_refusal_names_the_players_roles_and_abilities_in_the_readers_words() -> None:
    moonveil = find_ruleset("moonveil")
    error = EngineError.of("takes_no_target", rule="MV-4.1", ability="inspect")
    error.book = "moonveil"
    assert moonveil.ability_name("inspect", "zh_CN") in plain_error(error, "zh_CN")
    assert plain_error(error, "zh_CN").endswith("(MV-4.1)")  # the rule ID stays
    role = EngineError.of("role_once", rule="MV-2.1", role="seer")
    assert "«Vidente»" in plain_error(role, "es", "moonveil")
    waiting = EngineError.of("waiting_for", rule="MV-9.2", names=("Ana", "Bea"))
    assert render_refusal(waiting.key, waiting.params, "zh_CN").startswith("还在等待 Ana、Bea")
    assert render_refusal(waiting.key, waiting.params, "en").startswith("Still waiting for Ana, Bea;")


def test_rule_tags_that_are_not_rule_ids_stay_out_of_the_readers_words() -> None:
    game = Game("moonveil", {}, 1)
    game.apply(SeatPlayer("Ana"))
    error = game.try_apply(SeatPlayer("ana"))
    assert error is not None and error.rule == "seat"
    assert plain_error(error, "es") == "El nombre «ana» ya está ocupado en esta mesa"
    assert refusal_json(error, "it") == {
        "code": "setup_error",
        "rule": "",
        "text": "Il nome «ana» è già preso a questo tavolo",
    }


def test_the_english_message_stays_for_logs_and_the_cli() -> None:
    error = EngineError.of("eliminated", rule="MV-5.6", player=2, name="Cai")
    assert error.message == "Cai is eliminated and takes no further actions"
    assert error.to_dict()["key"] == "eliminated" and error.to_dict()["params"] == {"name": "Cai"}


def test_a_name_the_join_desk_refuses_reads_in_the_consoles_language() -> None:
    lobby = Lobby(8)
    lobby.add_by_hand("Ana")
    try:
        lobby.add_by_hand("ana")
    except LobbyError as refused:
        assert lobby_refusal_text(refused, "es") == Words("es")(refused.code) != refused.message
        assert lobby_refusal_text(refused, "zh_CN") == Words("zh_CN")(refused.code)
    else:
        raise AssertionError("a taken name was seated")


def test_every_join_desk_refusal_reads_in_the_consoles_language() -> None:
    """Join closed, started, unknown phone, no seat, too few players and who is not
    ready: none stays English in Spanish or Chinese; names are joined the language's way."""
    lobby = Lobby(8)
    refusals: list[LobbyError] = []
    for seat in ("Ana", "Bea", "Cai"):
        lobby.add_by_hand(seat)
    lobby.seats[0].phone, lobby.seats[1].phone = True, True  # two phones that are not ready
    for attempt in (lambda: lobby.start(), lambda: Lobby(8).start()):
        try:
            attempt()
        except LobbyError as refused:
            refusals.append(refused)
    refusals += [
        LobbyError("join_closed", "This table is not taking new players."),
        LobbyError("started", "Computer players can only be added before the start."),
        LobbyError("unknown_phone", "This phone is not seated at the table."),
        LobbyError("no_seat", "There is no such seat."),
    ]
    assert {r.code for r in refusals} >= {"not_ready", "incomplete", "join_closed", "started", "unknown_phone"}
    for refused in refusals:
        for lang in ("es", "zh_CN"):
            text = lobby_refusal_text(refused, lang)
            assert text != refused.message and refused.code not in text, (refused.code, lang, text)
    waiting = next(r for r in refusals if r.code == "not_ready")
    assert "Ana、Bea" in lobby_refusal_text(waiting, "zh_CN")
    assert lobby_refusal_text(waiting, "en") == waiting.message
