"""Every book's words are whole sentences of the reader's language (issue 19): a
composed line (winners, tallies, rosters) is built from each language's own
templates, never from words glued together, and the result words of a book are the
reader's (the Italian LOSCO / INNOCENTE only for Italian readers)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from engine.model import Audience, Message
from engine.ruleset import LANGUAGES, find_ruleset
from engine.text import missing_texts

NAMES = ["Ana", "Bea", "Cai", "Dov"]
BOOKS = ("moonveil", "luna_llena", "three_factions", "village_vs_nonvillage")


def said(book: str, kind: str, lang: str, **params: Any) -> str:
    message = Message(0, "over", Audience.public(), kind, params)
    return find_ruleset(book).render(message, NAMES, lang)


@pytest.mark.parametrize("book", BOOKS)
def test_every_text_of_every_book_is_in_four_languages(book: str) -> None:
    assert missing_texts(find_ruleset(book).text_tables(), LANGUAGES) == []


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", "Game over: The Village wins. Winners: Ana, Bea."),
        ("es", "Fin de la partida: Gana el pueblo. Ganadores: Ana, Bea."),
        ("it", "Fine partita: Vince il villaggio. Vincitori: Ana, Bea."),
        ("zh_CN", "游戏结束：村民阵营获胜。获胜者：Ana、Bea。"),
    ],
)
def test_MV_8_1_the_village_wins_in_a_sentence_of_each_language(lang: str, expected: str) -> None:
    assert said("moonveil", "game_over", lang, teams=["village"], winners=[0, 1]) == expected


def test_MV_8_2_the_wolves_win_with_a_plural_verb() -> None:
    assert said("moonveil", "game_over", "es", teams=["wolves"], winners=[2]).startswith(
        "Fin de la partida: Ganan los lobos."
    )


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("es", "Fin de la partida: Gana el pueblo. Ganadores: Ana."),
        ("it", "Fine partita: Vince la squadra dei buoni. Vincitori: Ana."),
        ("zh_CN", "游戏结束：好人阵营获胜。获胜者：Ana。"),
    ],
)
def test_LL_1_1_the_good_side_wins_in_a_sentence_of_each_language(lang: str, expected: str) -> None:
    assert said("luna_llena", "game_over", lang, teams=["good"], winners=[0]) == expected


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("es", "Gana el pueblo. Ganadores: Ana."),
        ("it", "Vince il Villaggio. Vincitori: Ana."),
        ("zh_CN", "村民阵营获胜。获胜者：Ana。"),
    ],
)
def test_IT_13_10_the_winning_side_in_a_sentence_of_each_language(lang: str, expected: str) -> None:
    assert said("three_factions", "game_over", lang, sides=["village"], winners=[0]) == expected


def test_IT_13_10_two_sides_are_two_sentences() -> None:
    assert said("three_factions", "game_over", "es", sides=["wolves", "diablo"], winners=[1, 2]) == (
        "Ganan los lobos. Gana el Diablo. Ganadores: Bea, Cai."
    )
    assert said("three_factions", "game_over", "zh_CN", sides=["wolves", "diablo"], winners=[1]) == (
        "狼人阵营获胜。迪亚布罗获胜。获胜者：Bea。"
    )


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("es", "Fin de la partida: Gana el bando de los no aldeanos. Ganadores: Cai."),
        ("it", "Fine partita: Vince la fazione non-villaggio. Vincitori: Cai."),
        ("zh_CN", "游戏结束：非村民阵营获胜。获胜者：Cai。"),
    ],
)
def test_ZH_9_5_the_winning_faction_in_a_sentence_of_each_language(lang: str, expected: str) -> None:
    assert said("village_vs_nonvillage", "game_over", lang, teams=["nonvillage"], winners=[2]) == expected


def test_IT_5_12_vote_totals_and_rosters_are_written_as_each_language_writes_lists() -> None:
    totals = [[0, 3], [1, 2]]
    assert said("three_factions", "vote_totals", "zh_CN", totals=totals) == "有效票：Ana 3 票、Bea 2 票。"
    assert said("three_factions", "vote_totals", "es", totals=totals) == "Votos válidos: Ana 3, Bea 2."
    roster = said("three_factions", "roles_revealed", "zh_CN", roles=["diablo", "medium", "guardia", "mib_k"])
    assert roster == "身份：Ana（迪亚布罗）、Bea（通灵者）、Cai（守卫）、Dov（黑衣人K）。"
    assert said("luna_llena", "accusation_counts", "zh_CN", totals=[[2, 1]]) == "指控人数：Cai：1。"


def test_IT_0_2_result_words_go_through_the_language() -> None:
    """The Italian LOSCO / INNOCENTE never reach an English, Spanish or Chinese reader."""
    book = find_ruleset("three_factions")
    assert [book.attribute_word("LOSCO", lang) for lang in LANGUAGES] == ["SHADY", "SOSPECHOSO", "LOSCO", "可疑"]
    assert book.attribute_word("INNOCENTE", "en") == "INNOCENT"
    assert said("three_factions", "vision", "en", target=1, reading="LOSCO") == (
        "A vision from the Blind Seer: Bea is seen SHADY."
    )
    assert said("three_factions", "probe_result", "es", target=1, result="NOT_ALIENO") == "Bea: NO ALIENÍGENA."
    italian = re.compile(r"\b(LOSCO|INNOCENTE|UMANO|LUPO|LUPI|ALIENO|ALIENI)\b")
    for lang in ("en", "es", "zh_CN"):
        texts = [t[lang] for table in book.text_tables().values() for t in table.values() if lang in t]
        leaks = [text for text in texts if italian.search(text)]
        assert leaks == [], (lang, leaks)


def test_IT_9_6_an_abduction_note_says_its_outcome_in_words() -> None:
    note = said("three_factions", "abduction", "it", target=0, guess="medium", result="NO_CONVERSION")
    assert note == "Il Leader rapisce Ana, ipotizzando Medium: nessuna trasformazione."


@pytest.mark.parametrize("book", BOOKS)
def test_every_ability_has_a_name_in_every_language(book: str) -> None:
    ruleset = find_ruleset(book)
    for ability in ruleset.abilities:
        names = {ruleset.ability_name(ability, lang) for lang in LANGUAGES}
        assert ability not in names or ability.capitalize() in names, (book, ability, names)


@pytest.mark.parametrize(
    ("book", "reason", "lang", "expected"),
    [
        ("three_factions", "village", "es", "han muerto todos los lobos y el Líder Alienígena"),
        ("village_vs_nonvillage", "werewolves_out", "it", "tutti i lupi mannari sono eliminati"),
        ("luna_llena", "evil_parity", "zh_CN", "邪恶玩家数量不少于好人"),
        ("moonveil", "wolf_parity", "en", "the Wolves are as many as the others"),
    ],
)
def test_ZH_9_2_why_a_game_ended_is_the_book_s_words(book: str, reason: str, lang: str, expected: str) -> None:
    assert find_ruleset(book).reason_word(reason, lang) == expected


def test_ZH_1_8_a_card_names_its_side_and_abilities_in_the_reader_s_language() -> None:
    from engine import Deal, Game, SeatPlayer

    game = Game("village_vs_nonvillage", {}, seed=2, snapshot_every=0)
    for i in range(8):
        game.apply(SeatPlayer(f"P{i}"))
    game.apply(Deal())
    card = game.player_view(0, lang="it")["card"]
    assert card["team_name"] in {"Fazione del villaggio", "Fazione non-villaggio"}
    assert card["ability_names"]["pack_check"] == "Controllo del branco"


def test_LL_12_E4_a_revealed_card_opens_its_sentence_with_a_capital() -> None:
    assert said("luna_llena", "card_revealed", "en", seat=1, role="seer", source="denounce") == (
        "The Informant reveals Bea: Seer."
    )
    assert said("luna_llena", "card_revealed", "es", seat=1, role="seer", source="unveil").startswith(
        "El Místico revela a Bea"
    )
