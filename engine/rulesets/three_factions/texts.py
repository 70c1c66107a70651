"""Three Factions' words: message templates (it + en), the night-order checklist
with the words to say aloud (it + en), titles. Message kinds are the vocabulary of
docs/rulesets/three_factions.md (each maps to an M-nn / P-nn of the spec).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.model import Message
from engine.ruleset import RoleSpec
from engine.text import render_message

TITLES = {"en": "Three Factions", "it": "Tre Fazioni", "es": "Tres facciones", "zh_CN": "三方阵营"}

WORDS: dict[str, dict[str, str]] = {
    "LOSCO": {"en": "LOSCO (shady)", "it": "LOSCO"},
    "INNOCENTE": {"en": "INNOCENTE (innocent)", "it": "INNOCENTE"},
    "NO_RESULT": {"en": "no result (???)", "it": "nessun responso (???)"},
    "ALIENO": {"en": "ALIENO", "it": "ALIENO"},
    "NOT_ALIENO": {"en": "NOT ALIENO", "it": "NON ALIENO"},
    "wolves": {"en": "The wolves", "it": "I Lupi", "es": "Los lobos", "zh_CN": "狼人阵营"},
    "aliens": {"en": "The aliens", "it": "Gli Alieni", "es": "Los alienígenas", "zh_CN": "外星人阵营"},
    "village": {"en": "The village", "it": "Il Villaggio", "es": "La aldea", "zh_CN": "村庄阵营"},
    "diablo": {"en": "The Diablo", "it": "Il Diablo", "es": "El Diablo", "zh_CN": "迪亚布罗"},
    "nobody": {"en": "nobody", "it": "nessuno", "es": "nadie", "zh_CN": "无人"},
    # IT-7.19: the Shapeshifter's two modes, as a phone offers them
    "shift_A": {
        "en": "Mode A: seen INNOCENTE, counts UMANO",
        "it": "Modo A: Visto INNOCENTE, Conta UMANO",
        "es": "Modo A: visto INNOCENTE, cuenta UMANO",
        "zh_CN": "模式A：被视为 INNOCENTE，计为 UMANO",
    },
    "shift_B": {
        "en": "Mode B: seen INNOCENTE only",
        "it": "Modo B: solo Visto INNOCENTE",
        "es": "Modo B: solo visto INNOCENTE",
        "zh_CN": "模式B：仅被视为 INNOCENTE",
    },
}

ABDUCTION_RESULTS: dict[str, dict[str, str]] = {
    "BLOCKED": {"en": "Your abduction failed.", "it": "Il tuo rapimento è fallito."},
    "COW": {
        "en": "{target} is the Mucca Mannara; she cannot be converted.",
        "it": "{target} è la Mucca Mannara: non può essere trasformata.",
    },
    "CONVERTED": {"en": "{target} is now an Alien Soldier.", "it": "{target} ora è un Soldato Alieno."},
    "ALREADY_ALIEN": {"en": "{target} is already an alien.", "it": "{target} è già un alieno."},
    "NO_CONVERSION": {
        "en": "{target} is not {guess}; no conversion.",
        "it": "{target} non è {guess}: nessuna trasformazione.",
    },
}

TEMPLATES: dict[str, dict[str, str]] = {
    # M-01 starting knowledge
    "role_card": {
        "en": "You are the {role}: seen {seen_as}, counts {counts_as}, wins with {wins_with}.",
        "it": "Sei {role}: Visto {seen_as}, Conta {counts_as}, Vince {wins_with}.",
    },
    "pack_list": {"en": "Your pack: {pairs}.", "it": "Il tuo branco: {pairs}."},
    "alien_list": {"en": "Your aliens: {pairs}.", "it": "I tuoi alieni: {pairs}."},
    "your_leader": {"en": "Your Leader: {seat}.", "it": "Il tuo Leader: {seat}."},
    "other_mib": {"en": "The other MIB: {seats}.", "it": "L'altro MIB: {seats}."},
    # private night results
    "vision": {  # M-02
        "en": "A vision from the Blind Seer: {target} is seen {reading}.",
        "it": "Una visione dal Veggente Cieco: {target} è Visto {reading}.",
    },
    "probe_result": {"en": "{target}: {result}.", "it": "{target}: {result}."},  # M-03
    "medium_reading": {  # M-04
        "en": "{seat} (burned today) was {reading}.",
        "it": "{seat} (rogato oggi) era {reading}.",
    },
    "medium_nobody": {"en": "Nobody was burned today.", "it": "Oggi nessuno è stato rogato."},
    "detective_counts": {  # M-05
        "en": "Alive now: {lupi} LUPI, {alieni} ALIENI.",
        "it": "Ora in vita: {lupi} LUPI, {alieni} ALIENI.",
    },
    "abducted": {  # M-06
        "en": "You were abducted by the aliens tonight. Your night action had no effect.",
        "it": "Stanotte sei stato rapito dagli alieni. La tua azione notturna non ha avuto effetto.",
    },
    "converted": {  # M-07
        "en": "You are now an Alien Soldier. Your Leader is {seat}. You win with the aliens.{pack}",
        "it": "Ora sei un Soldato Alieno. Il tuo Leader è {seat}. Vinci con gli Alieni.{pack}",
    },
    "abduction_result": {"en": "{outcome}", "it": "{outcome}"},  # M-08
    "witness": {  # M-09
        "en": "You witnessed an abduction: one of {seats} was abducted.",
        "it": "Sei stata testimone di un rapimento: uno tra {seats} è stato rapito.",
    },
    "possessed": {  # M-10
        "en": "You are now an Indemoniato. You count as LUPO and win with the wolves. "
        "You do not know who the wolves are.",
        "it": "Ora sei un Indemoniato. Conti LUPO e vinci con i Lupi. Non sai chi sono i Lupi.",
    },
    "diablo_bitten": {  # M-11
        "en": "The wolves attacked you and you survived. Now get yourself burned at the Pyre.",
        "it": "I Lupi ti hanno morso e sei sopravvissuto. Ora fatti rogare.",
    },
    "stomach_ache": {  # M-12
        "en": "Stomach-ache: tonight the pack cannot bite and the Shapeshifter cannot shift.",
        "it": "Mal di stomaco: stanotte il branco non può mordere e il Mutaforma non può mutare.",
    },
    "missed_votes": {  # M-13
        "en": "Missed votes: {count}. More than {threshold} is forbidden.{warning}",
        "it": "Voti mancati: {count}. Più di {threshold} è vietato.{warning}",
    },
    "revived_you": {  # M-14
        "en": "You have been brought back to life.{pack}",
        "it": "Sei stato riportato in vita.{pack}",
    },
    "nothing_to_report": {"en": "Nothing to report.", "it": "Nulla da segnalare."},  # M-15
    # public
    "night_falls": {"en": "Night {number} falls.", "it": "Scende la Notte {number}."},
    "day_opens": {
        "en": "Day {number} begins: the vote is open.",
        "it": "Inizia il Giorno {number}: le votazioni sono aperte.",
    },
    "night_deaths": {  # P-01
        "en": "Tonight these players died: {seats}.",
        "it": "Stanotte sono morti: {seats}.",
    },
    "revivals": {  # P-02
        "en": "{seats} have returned from the Graveyard.",
        "it": "{seats} sono tornati dal Cimitero.",
    },
    "pyre": {"en": "{seat} has been burned at the Pyre.", "it": "{seat} è stato rogato."},  # P-03
    "nobody_burned": {"en": "Nobody was burned today.", "it": "Oggi nessuno è stato rogato."},
    "vote_totals": {"en": "Valid votes: {totals}.", "it": "Voti validi: {totals}."},
    "sanctioned": {  # P-04
        "en": "{seat} has been removed from the game by the Master Game (missed votes).",
        "it": "{seat} è stato eliminato dal Master Game (voti mancati).",
    },
    "game_over": {"en": "{sides} win. Winners: {winners}.", "it": "{sides} vincono. Vincitori: {winners}."},  # P-05
    "roles_revealed": {"en": "Roles: {roles}.", "it": "Ruoli: {roles}."},
    "diablo_wins": {  # P-06
        "en": "{seat} has been burned at the Pyre. The Diablo has stolen the victory.",
        "it": "{seat} è stato rogato. Il Diablo ha rubato la vittoria.",
    },
    "say": {"en": "{speaker}: {text}", "it": "{speaker}: {text}"},
    # moderator notes (the reasons behind a resolution)
    "setup_warning": {
        "en": "This is not the rule book's 22-player setup (D-02).",
        "it": "Questa non è la formazione da 22 giocatori del regolamento (D-02).",
    },
    "sanction_proposed": {
        "en": "Missed votes over the limit: {seats}. Confirm the elimination or waive it.",
        "it": "Troppi voti mancati: {seats}. Conferma l'eliminazione o condonala.",
    },
    "sanction_waived": {"en": "Sanction waived for {seat}.", "it": "Sanzione condonata a {seat}."},
    "missed_vote_violation": {
        "en": "{seat} has missed {count} votes.",
        "it": "{seat} ha mancato {count} votazioni.",
    },
    "demon_trigger_void": {
        "en": "The Demon Wolf's nomination of {seat} has no effect.",
        "it": "La nomina del Lupo Demonio su {seat} non ha effetto.",
    },
    "night_death": {"en": "{seat} dies ({rule}).", "it": "{seat} muore ({rule})."},
    "shifted": {"en": "{seat} shifts (mode {mode}).", "it": "{seat} muta (modo {mode})."},
    "abduction_blocked": {
        "en": "The MIB J shields {target}: no abduction.",
        "it": "Il MIB J protegge {target}: nessun rapimento.",
    },
    "abduction": {
        "en": "The Leader abducts {target}, guessing {guess}: {result}.",
        "it": "Il Leader rapisce {target}, ipotizzando {guess}: {result}.",
    },
    "pregnant": {"en": "{seat} carries a hybrid.", "it": "{seat} porta in grembo un ibrido."},
    "revived": {"en": "Revived: {seats}.", "it": "Resuscitati: {seats}."},
    "no_able_wolf": {"en": "No able wolf: no bite.", "it": "Nessun lupo in grado di mordere."},
    "diablo_survives": {"en": "{seat} survives the bite.", "it": "{seat} sopravvive al morso."},
    "saved_by_harlot": {"en": "{seat} is saved by the Harlot.", "it": "{seat} è salvato dalla Meretrice."},
    "saved_by_guard": {"en": "{seat} is saved by the Guard.", "it": "{seat} è salvato dalla Guardia."},
}

EXTRA: dict[str, dict[str, str]] = {
    "stays_in_pack": {"en": " You stay in the pack.", "it": " Resti nel branco."},
    "back_in_pack": {"en": " You are back in the pack.", "it": " Sei di nuovo nel branco."},
    "last_warning": {"en": " The next miss is sanctioned.", "it": " Alla prossima mancanza sarai sanzionato."},
}

# IT-12.3: the wake order, with the words to say aloud.
CHECKLIST: dict[str, dict[str, str]] = {
    "shapeshifter": {
        "it": "Lupo Mutaforma, svegliati: vuoi mutare stanotte? Modo A o modo B.",
        "en": "Shapeshifter Wolf, wake up: do you shift tonight? Mode A or mode B.",
    },
    "alien_leader": {
        "it": "Leader Alieno, svegliati: chi rapisci, e quale ruolo pensi che abbia?",
        "en": "Alien Leader, wake up: whom do you abduct, and which role do you guess?",
    },
    "guard": {
        "it": "Guardia, svegliati: chi proteggi stanotte?",
        "en": "Guard, wake up: whom do you protect tonight?",
    },
    "harlot": {
        "it": "Meretrice, svegliati: con chi passi la notte?",
        "en": "Harlot, wake up: whom do you spend the night with?",
    },
    "mib_j": {
        "it": "Men in Black J, svegliati: chi vuoi schermare dal rapimento?",
        "en": "Men in Black J, wake up: whom do you shield from abduction?",
    },
    "blind_seer": {
        "it": "Veggente Cieco, svegliati: chi esamini e a chi mandi il responso?",
        "en": "Blind Seer, wake up: whom do you examine, and who receives the reading?",
    },
    "mib_k": {
        "it": "Men in Black K, svegliati: chi vuoi sondare?",
        "en": "Men in Black K, wake up: whom do you probe?",
    },
    "medium": {
        "it": "Medium, svegliati: ecco il responso sul rogato di oggi.",
        "en": "Medium, wake up: here is the reading on today's burned player.",
    },
    "pure_spirit": {
        "it": "Spirito Candido, svegliati: vuoi riportare in vita un rogato e un morto di notte?",
        "en": "Pure Spirit, wake up: do you bring back one Pyre-dead and one night-dead player?",
    },
    "pack": {
        "it": "Lupi, svegliatevi: chi mordete stanotte?",
        "en": "Wolves, wake up: whom do you bite tonight?",
    },
    "detective": {
        "it": "Detective, svegliati: ecco quanti LUPI e ALIENI sono ancora in vita.",
        "en": "Detective, wake up: here is how many LUPI and ALIENI are still alive.",
    },
}


def word(key: str, lang: str) -> str:
    by_lang = WORDS.get(key, {})
    return by_lang.get(lang) or by_lang.get("en") or key


def _extra(key: str, lang: str) -> str:
    return EXTRA[key].get(lang) or EXTRA[key]["en"]


def render(message: Message, names: list[str], roles: Mapping[str, RoleSpec], lang: str = "en") -> str:
    """The message in ``lang`` (Italian and English templates; others fall back to English)."""
    params: dict[str, Any] = dict(message.params)

    def role_name(role: str) -> str:
        spec = roles.get(role)
        return spec.name(lang) if spec else role

    sep = "、" if lang == "zh_CN" else ", "
    for key in ("reading", "result"):
        if key in params:
            params[key] = word(str(params[key]), lang)
    if "counts_as" in params:
        params["counts_as"] = "+".join(params["counts_as"])
    if "wins_with" in params:
        params["wins_with"] = word(str(params["wins_with"]), lang)
    if message.kind in ("pack_list", "alien_list"):
        params["pairs"] = sep.join(
            f"{names[s]} ({role_name(r)})" for s, r in zip(params["seats"], params["roles"], strict=True)
        )
    if message.kind == "abduction_result":
        template = ABDUCTION_RESULTS[str(message.params["result"])]
        outcome = template.get(lang) or template["en"]
        target = message.params.get("target")
        guess = str(message.params.get("guess", ""))
        params["outcome"] = outcome.format(
            target=names[target] if isinstance(target, int) else "", guess=role_name(guess)
        )
    if message.kind == "converted":
        params["pack"] = _extra("stays_in_pack", lang) if params.get("stays_in_pack") else ""
    if message.kind == "revived_you":
        params["pack"] = _extra("back_in_pack", lang) if params.get("in_pack") else ""
    if message.kind == "missed_votes":
        params["warning"] = _extra("last_warning", lang) if params.get("last_warning") else ""
    if message.kind == "vote_totals":
        params["totals"] = sep.join(f"{names[s]} {w}" for s, w in params["totals"]) or word("nobody", lang)
    if message.kind == "game_over":
        params["sides"] = " & ".join(word(str(s), lang) for s in params["sides"]) or word("nobody", lang)
    if message.kind == "roles_revealed":
        params["roles"] = sep.join(f"{names[s]} {role_name(r)}" for s, r in enumerate(params["roles"]))
    if message.kind == "night_deaths" and not params.get("seats"):
        return {"it": "Stanotte non è morto nessuno.", "en": "Nobody died tonight."}.get(lang, "Nobody died tonight.")
    return render_message(TEMPLATES, replace(message, params=params), names, roles, lang)
