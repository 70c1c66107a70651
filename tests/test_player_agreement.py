"""Spanish and Italian sentences about a player read right whatever the player's gender.

The app never knows a player's gender (and never asks), so a Spanish or Italian text
must not put a gendered participle or adjective after a player's name ("{seat} es
ejecutado", "{target} è protetto"), nor a gendered heading before a list of names
("Muertos: {seats}"), nor a gendered state beside a name ("Ana (eliminado)"), nor a
gendered participle on the reader ("Sei stato rapito"). The rule, and how to word
such a sentence instead, is docs/i18n.md, "Sentences about a player".

This walks every book's texts, the core's refusals and the app's catalogs (the same
texts scripts/terminology.py reads) in es and it.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

import pytest

from tests.test_terminology import ROOT, terminology

LANGUAGES = ("es", "it")

# The placeholders that stand for one player's name or a list of names.
PLAYER = re.compile(
    r"\{(?:seat|seats|target|targets|name|names|voter|voters|accused|actor|player|players|other|speaker"
    r"|winners|members|visitors|missing|roster|first|second)\}"
)

# Gendered participles and adjectives a sentence about a player must not agree with the
# player; a stem takes any of the four endings.
_ENDINGS = {"es": "(?:o|a|os|as)", "it": "(?:o|a|i|e)"}
_STEMS = {
    "es": (
        "acusad ejecutad eliminad protegid salvad muert atacad bloquead silenciad envenenad revelad elegid "
        "nominad convertid enamorad investigad curad resucitad expulsad desterrad perdonad quemad abducid "
        "visitad sancionad hechizad encantad respetad enlazad velad mordid sentad viv list"
    ),
    "it": (
        "giustiziat eliminat protett salvat mort accusat attaccat bloccat silenziat zittit avvelenat rivelat "
        "scelt nominat convertit trasformat innamorat curat resuscitat espuls bandit graziat rogat rapit "
        "visitat tornat sanzionat stregat incantat rispettat legat velat indagat morsicat viv pront sedut "
        "stat"
    ),
}
GENDERED = {
    lang: re.compile(r"\b(?:" + "|".join(stems.split()) + r")" + _ENDINGS[lang] + r"\b", re.IGNORECASE)
    for lang, stems in _STEMS.items()
}
# A side's adjective: a player does not agree with it ("{target} se convierte en malvado"),
# but the side's own name heads its list ("Malvados: {roster}", Luna llena's team).
SIDE_ADJECTIVES = {"es": re.compile(r"\bmalvad[oa]\b", re.I), "it": re.compile(r"\bmalvagi[oa]\b", re.I)}
# A noun for one winner, beside a name or on the reader ("★ ganador"); a plural noun
# heading a list ("Ganadores: {winners}") names a category, as "Jugadores" does, and passes.
GENDERED_WORDS = {"es": re.compile(r"\bganador(?:a)?\b", re.I), "it": re.compile(r"\bvincit(?:ore|rice)\b", re.I)}
# A participle after haber/avere does not agree ("han muerto", "hanno eliminato"), nor an
# adjective after todo/tutto, which takes the agreement ("todo listo", "tutto pronto").
NOT_AGREEING = {
    "es": re.compile(r"\b(?:he|has|ha|hemos|habéis|han|haber|habiendo|todo)\s+$", re.I),
    "it": re.compile(r"\b(?:ho|hai|ha|abbiamo|avete|hanno|avere|avendo|tutto)\s+$", re.I),
}
# A verb that makes the reader ("tú") the subject of what follows.
READER = {
    "es": re.compile(r"\b(?:estás|eres|has sido|serás|quedas|estarás)\s+(?:\w+\s+)?$", re.I),
    "it": re.compile(r"\b(?:sei|sarai|resti|rimani)\s+(?:stat[oa]\s+)?(?:\w+\s+)?$", re.I),
}
WINDOW = 5  # words after a name that still belong to its clause

# Messages the app shows beside a player's name (a state, a token, a mark): no gendered
# word at all. (context, English source); None for a whole context.
BESIDE_A_NAME: tuple[tuple[str, str], ...] = (
    *(
        ("Grimoire", token)
        for token in (
            *("protected", "attacked", "poisoned", "silenced", "linked", "blocked", "veiled", "inspected"),
            *("piped", "respected", "pardoned today", "hexed tonight", "shielded today", "chosen by {name}"),
            "seen as {value}",
        )
    ),
    ("GrimoireView", "alive"),
    ("GrimoireView", "dead"),
    ("SeatCircle", "alive"),
    ("SeatCircle", "dead"),
    ("Projector", "alive"),
    ("Projector", "eliminated"),
    ("Projector", "★ winner"),
    ("Projector", "✓ ready"),
    ("PhonePage", "alive"),
    ("PhonePage", "out"),
    ("PhonePage", "ready"),
    ("PhonePage", "not ready"),
    ("PhasePage", " (eliminated)"),
    ("WinnerPage", " (eliminated)"),
    ("ContinueGameDialog", "Alive"),
)


def _not_agreeing(lang: str, before: str, word: str, after: str) -> bool:
    """A word that looks gendered but does not agree with a player."""
    if NOT_AGREEING[lang].search(before):
        return True
    if word[0].isupper() and re.search(r"\b(?:el|la|los|las|il|lo|i|gli|le)\s+$", before, re.I):
        return True  # a role or team as the book names it ("siete gli Innamorati")
    if re.search(r"\b(?:los|las|i|gli|le)\s+$", before, re.I):
        return True  # a group, not the player ("{target} pasa a los malvados")
    return re.match(r"\s+(?:de|di)\s+\{", after) is not None  # a noun and its name ("scelta di {name}")


def _gendered(lang: str, words: str, nouns: bool = True) -> str | None:
    patterns = (GENDERED[lang], GENDERED_WORDS[lang]) if nouns else (GENDERED[lang],)
    for pattern in patterns:
        for found in pattern.finditer(words):
            if not _not_agreeing(lang, words[: found.start()], found.group(0), words[found.end() :]):
                return found.group(0)
    return None


def after_a_name(lang: str, text: str) -> list[str]:
    """The gendered words that follow a player's name in its clause."""
    hits = []
    for name in PLAYER.finditer(text):
        if re.search(r"\b(?:de|del|di)\s+$", text[: name.start()]):
            continue  # "La acción de {target} quedará bloqueada": the noun agrees, not the name
        clause = re.split(r"[.?!]", text[name.end() :], maxsplit=1)[0]
        clause = PLAYER.sub(" ", clause)
        words = " ".join(clause.split()[:WINDOW])
        side = SIDE_ADJECTIVES[lang].search(words)
        word = _gendered(lang, words) or (side.group(0) if side else None)
        if word:
            hits.append(f"{name.group(0)} … {word}")
    return hits


def heading_before_names(lang: str, text: str) -> list[str]:
    """A gendered word in the heading of a list of names ("Muertos al amanecer: {seats}")."""
    hits = []
    for heading in re.finditer(r"([^.:;!?]*):\s*" + PLAYER.pattern, text):
        word = _gendered(lang, heading.group(1), nouns=False)
        if word:
            hits.append(f"{word} … : {{names}}")
    return hits


def on_the_reader(lang: str, text: str) -> list[str]:
    """A gendered participle or adjective whose subject is the reader ("Sei stato rapito")."""
    hits = []
    for word in list(GENDERED[lang].finditer(text)) + list(GENDERED_WORDS[lang].finditer(text)):
        before, after = text[: word.start()], text[word.end() :]
        if READER[lang].search(before) and not _not_agreeing(lang, before, word.group(0), after):
            hits.append(word.group(0))
    return hits


def problems(lang: str, text: str) -> list[str]:
    return after_a_name(lang, text) + heading_before_names(lang, text) + on_the_reader(lang, text)


def every_text(lang: str) -> Iterable[terminology.Text]:
    yield from terminology.rule_set_texts(lang)
    yield from terminology.catalog_texts(ROOT / "translations" / f"moonveil_{lang}.ts")


def _beside_a_name(text: terminology.Text) -> bool:
    context = text.where[1 : text.where.index("]")] if text.where.startswith("[") else ""
    return (context, text.source) in BESIDE_A_NAME


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_sentence_agrees_with_a_players_gender(lang: str) -> None:
    found = []
    for text in every_text(lang):
        hits = problems(lang, text.translation)
        if _beside_a_name(text) and (word := _gendered(lang, text.translation)):
            hits.append(f"beside a name: {word}")
        found += [f"{text.where}: {text.translation!r}: {hit}" for hit in hits]
    assert not found, f"{len(found)} text(s) agree with a player's gender in {lang}:\n" + "\n".join(found)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_walk_reaches_the_books_messages_and_the_catalogs(lang: str) -> None:
    wheres = [text.where for text in every_text(lang)]
    # a book's message templates, a book's refusals, the core's refusals, a catalog message
    assert "rule set luna_llena: templates[executed]" in wheres
    assert "rule set three_factions: templates[pyre]" in wheres
    assert "engine: refusals[eliminated]" in wheres
    assert "[PhonePage] 'out'" in wheres
    beside = [w for w in wheres if w.startswith(("[Grimoire]", "[Projector] 'alive'", "[PhasePage] ' (eliminated)'"))]
    assert len(beside) > 10


@pytest.mark.parametrize(
    ("lang", "text", "hit"),
    [
        ("es", "{seat} es acusado y ahora puede defenderse.", "{seat} … acusado"),
        ("es", "{target} sobrevive: protegido (MV-5.4).", "{target} … protegido"),
        ("es", "{seat} escolta a {target} y es atacado en su lugar.", "{target} … atacado"),
        ("es", "Muertos al amanecer: {seats}.", "Muertos … : {names}"),
        ("es", "Has sido eliminada.", "eliminada"),
        ("es", "Estás sentado como", "sentado"),
        ("es", "{target} está protegido de la ejecución de hoy.", "{target} … protegido"),
        ("es", "{target} se convierte en malvado.", "{target} … malvado"),
        ("it", "{seat} viene giustiziato.", "{seat} … giustiziato"),
        ("it", "{seat} è stato rogato.", "{seat} … stato"),
        ("it", "Resuscitati: {seats}.", "Resuscitati … : {names}"),
        ("it", "Stanotte sei stato rapito dagli alieni.", "stato"),
        ("it", "Sei morto: la vittoria personale è tua.", "morto"),
        ("it", "{target} diventa malvagio.", "{target} … malvagio"),
    ],
)
def test_a_gendered_sentence_is_found(lang: str, text: str, hit: str) -> None:
    assert hit in problems(lang, text)


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("es", "Se acusa a {seat}: ahora puede defenderse."),
        ("es", "El Médico salva a {target}."),
        ("es", "Han eliminado a {seat} — {role}."),
        ("es", "Esta noche han muerto: {seats}."),  # haber + participle does not agree
        ("es", "Te han eliminado."),
        ("it", "Esecuzione: {seat}."),
        ("it", "Hanno eliminato {seat} — {role}."),
        ("it", "Stanotte hanno perso la vita: {seats}."),
        ("it", "Sotto accusa: {seat}, che ora può difendersi."),
        ("it", "Il tuo tentativo su {target} è fallito."),  # the attempt fails, not the player
        ("it", "Fai coppia con {other}: siete gli Innamorati."),  # the book's role name
        ("es", "{target} pasa a los malvados."),  # the team
    ],
)
def test_a_sentence_without_agreement_passes(lang: str, text: str) -> None:
    assert problems(lang, text) == []
