"""Three Factions' words in en, it, es and zh_CN: message templates, the night-order
checklist with the words to say aloud, attribute and result words, titles. Message kinds are the vocabulary of
docs/rulesets/three_factions.md (each maps to an M-nn / P-nn of the spec).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from engine.model import Message
from engine.ruleset import RoleSpec
from engine.ruleset_words import word_lookup
from engine.text import render_message, sentences

TITLES = {"en": "Three Factions", "it": "Tre Fazioni", "es": "Tres facciones", "zh_CN": "三方阵营"}

# The book's attribute and result words (IT-0.2) in each language: the Italian capitals
# (LOSCO, INNOCENTE, UMANO...) only for Italian readers, each other language its own.
ATTRIBUTES: dict[str, dict[str, str]] = {
    "LOSCO": {"en": "SHADY", "it": "LOSCO", "es": "SOSPECHOSO", "zh_CN": "可疑"},
    "INNOCENTE": {"en": "INNOCENT", "it": "INNOCENTE", "es": "INOCENTE", "zh_CN": "无辜"},
    "???": {"en": "unreadable (???)", "it": "illeggibile (???)", "es": "ilegible (???)", "zh_CN": "无法查验（？？？）"},
    "LUPO": {"en": "WOLF", "it": "LUPO", "es": "LOBO", "zh_CN": "狼"},
    "UMANO": {"en": "HUMAN", "it": "UMANO", "es": "HUMANO", "zh_CN": "人类"},
    "ALIENO": {"en": "ALIEN", "it": "ALIENO", "es": "ALIENÍGENA", "zh_CN": "外星人"},
    "NEUTRALE": {"en": "NEUTRAL", "it": "NEUTRALE", "es": "NEUTRAL", "zh_CN": "中立"},
}

WORDS: dict[str, dict[str, str]] = {
    **ATTRIBUTES,
    "NO_RESULT": {
        "en": "no result (???)",
        "it": "nessun responso (???)",
        "es": "sin resultado (???)",
        "zh_CN": "无结果（？？？）",
    },
    "NOT_ALIENO": {"en": "NOT ALIEN", "it": "NON ALIENO", "es": "NO ALIENÍGENA", "zh_CN": "不是外星人"},
    # the outcome of an abduction (IT-9.6), in the moderator's notes
    "BLOCKED": {"en": "shielded", "it": "schermatura", "es": "protección", "zh_CN": "被屏蔽"},
    "COW": {
        "en": "the Were-Cow cannot be converted",
        "it": "la Mucca Mannara non si trasforma",
        "es": "la Vaca Licántropa no se convierte",
        "zh_CN": "狼牛无法被转化",
    },
    "CONVERTED": {"en": "converted", "it": "trasformazione", "es": "conversión", "zh_CN": "已转化"},
    "ALREADY_ALIEN": {
        "en": "already an alien",
        "it": "già tra gli Alieni",
        "es": "ya es alienígena",
        "zh_CN": "已是外星人",
    },
    "NO_CONVERSION": {"en": "no conversion", "it": "nessuna trasformazione", "es": "sin conversión", "zh_CN": "未转化"},
    "wolves": {"en": "The wolves", "it": "I Lupi", "es": "Los lobos", "zh_CN": "狼人阵营"},
    "aliens": {"en": "The aliens", "it": "Gli Alieni", "es": "Los alienígenas", "zh_CN": "外星人阵营"},
    "village": {"en": "The village", "it": "Il Villaggio", "es": "El pueblo", "zh_CN": "村民阵营"},
    "diablo": {"en": "The Diablo", "it": "Il Diablo", "es": "El Diablo", "zh_CN": "迪亚布罗"},
    "nobody": {"en": "nobody", "it": "nessuno", "es": "nadie", "zh_CN": "无人"},
    # IT-7.19: the Shapeshifter's two modes, as a phone offers them
    "shift_A": {
        "en": "Mode A: seen INNOCENT, counts HUMAN",
        "it": "Modo A: Visto INNOCENTE, Conta UMANO",
        "es": "Modo A: visto INOCENTE, cuenta HUMANO",
        "zh_CN": "模式A：被视为无辜，计为人类",
    },
    "shift_B": {
        "en": "Mode B: seen INNOCENT only",
        "it": "Modo B: solo Visto INNOCENTE",
        "es": "Modo B: solo visto INOCENTE",
        "zh_CN": "模式B：仅被视为无辜",
    },
}

# A side inside a sentence ("..., wins with the village."): lower case where the language wants it.
WINS_WITH: dict[str, dict[str, str]] = {
    "wolves": {"en": "the wolves", "it": "i Lupi", "es": "los lobos", "zh_CN": "狼人阵营"},
    "aliens": {"en": "the aliens", "it": "gli Alieni", "es": "los alienígenas", "zh_CN": "外星人阵营"},
    "village": {"en": "the village", "it": "il Villaggio", "es": "el pueblo", "zh_CN": "村民阵营"},
    "diablo": {"en": "the Diablo", "it": "il Diablo", "es": "el Diablo", "zh_CN": "迪亚布罗"},
}

# P-05: one whole sentence per winning side, so each language says it its own way
# (Spanish "Gana el pueblo", not "Ganan" + a noun).
SIDE_WINS: dict[str, dict[str, str]] = {
    "wolves": {"en": "The wolves win.", "it": "Vincono i Lupi.", "es": "Ganan los lobos.", "zh_CN": "狼人阵营获胜。"},
    "aliens": {
        "en": "The aliens win.",
        "it": "Vincono gli Alieni.",
        "es": "Ganan los alienígenas.",
        "zh_CN": "外星人阵营获胜。",
    },
    "village": {
        "en": "The village wins.",
        "it": "Vince il Villaggio.",
        "es": "Gana el pueblo.",
        "zh_CN": "村民阵营获胜。",
    },
    "diablo": {"en": "The Diablo wins.", "it": "Vince il Diablo.", "es": "Gana el Diablo.", "zh_CN": "迪亚布罗获胜。"},
    "nobody": {"en": "Nobody wins.", "it": "Non vince nessuno.", "es": "No gana nadie.", "zh_CN": "无人获胜。"},
}

ABDUCTION_RESULTS: dict[str, dict[str, str]] = {
    "BLOCKED": {
        "en": "Your abduction failed.",
        "it": "Il tuo rapimento è fallito.",
        "es": "Tu abducción ha fracasado.",
        "zh_CN": "你的绑架失败了。",
    },
    "COW": {
        "en": "{target} is the Were-Cow; she cannot be converted.",
        "it": "{target} è la Mucca Mannara: nessuna trasformazione.",
        "es": "{target} es la Vaca Licántropa: no hay conversión.",
        "zh_CN": "{target} 是狼牛：无法被转化。",
    },
    "CONVERTED": {
        "en": "{target} is now an Alien Soldier.",
        "it": "{target} ora è un Soldato Alieno.",
        "es": "{target} ahora es un Soldado Alienígena.",
        "zh_CN": "{target} 现在是外星士兵。",
    },
    "ALREADY_ALIEN": {
        "en": "{target} is already an alien.",
        "it": "{target} è già tra gli Alieni.",
        "es": "{target} ya es alienígena.",
        "zh_CN": "{target} 已经是外星人。",
    },
    "NO_CONVERSION": {
        "en": "{target} is not {guess}; no conversion.",
        "it": "{target} non è {guess}: nessuna trasformazione.",
        "es": "{target} no es {guess}: no hay conversión.",
        "zh_CN": "{target} 不是{guess}：未能转化。",
    },
}


def _t(en: str, it: str, es: str, zh: str) -> dict[str, str]:
    return {"en": en, "it": it, "es": es, "zh_CN": zh}


TEMPLATES: dict[str, dict[str, str]] = {
    # M-01 starting knowledge
    "role_card": _t(
        "You are the {role}: seen {seen_as}, counts {counts_as}, wins with {wins_with}.",
        "Sei {role}: Visto {seen_as}, Conta {counts_as}, Vince {wins_with}.",
        "Eres {role}: visto {seen_as}, cuentas como {counts_as}, ganas con {wins_with}.",
        "你是{role}：被视为{seen_as}，计为{counts_as}，与{wins_with}同胜。",
    ),
    "pack_list": _t("Your pack: {pairs}.", "Il tuo branco: {pairs}.", "Tu manada: {pairs}.", "你的狼群：{pairs}。"),
    "alien_list": _t(
        "Your aliens: {pairs}.", "I tuoi alieni: {pairs}.", "Tus alienígenas: {pairs}.", "你的外星人：{pairs}。"
    ),
    "your_leader": _t("Your Leader: {seat}.", "Il tuo Leader: {seat}.", "Tu Líder: {seat}.", "你的首领：{seat}。"),
    "other_mib": _t(
        "The other MIB: {seats}.",
        "L'altro MIB: {seats}.",
        "El otro Hombre de Negro: {seats}.",
        "另一名黑衣人：{seats}。",
    ),
    # private night results
    "vision": _t(  # M-02
        "A vision from the Blind Seer: {target} is seen {reading}.",
        "Una visione dal Veggente Cieco: {target}, Visto {reading}.",
        "Una visión del Vidente Ciego: {target}, visto {reading}.",
        "来自盲眼预言家的异象：{target} 被视为{reading}。",
    ),
    "probe_result": _t(
        "{target}: {result}.", "{target}: {result}.", "{target}: {result}.", "{target}：{result}。"
    ),  # M-03
    "medium_reading": _t(  # M-04
        "{seat} (burned today) was {reading}.",
        "{seat}, al Rogo di oggi, era {reading}.",
        "{seat}, en la hoguera de hoy, era {reading}.",
        "{seat}（今天被火刑处决）是{reading}。",
    ),
    "medium_nobody": _t(
        "Nobody was burned today.",
        "Oggi nessuno è stato rogato.",
        "Hoy no han quemado a nadie.",
        "今天无人被火刑处决。",
    ),
    "detective_counts": _t(  # M-05
        "Alive now: wolves {lupi}, aliens {alieni}.",
        "Ora in vita: LUPI {lupi}, ALIENI {alieni}.",
        "Vivos ahora: lobos {lupi}, alienígenas {alieni}.",
        "目前存活：狼 {lupi} 名，外星人 {alieni} 名。",
    ),
    "abducted": _t(  # M-06
        "You were abducted by the aliens tonight. Your night action had no effect.",
        "Stanotte gli alieni ti hanno rapito. La tua azione notturna non ha avuto effetto.",
        "Esta noche te han abducido los alienígenas. Tu acción nocturna no ha tenido efecto.",
        "今晚你被外星人绑架了。你的夜间行动无效。",
    ),
    "converted": _t(  # M-07
        "You are now an Alien Soldier. Your Leader is {seat}. You win with the aliens.{pack}",
        "Ora sei un Soldato Alieno. Il tuo Leader è {seat}. Vinci con gli Alieni.{pack}",
        "Ahora eres un Soldado Alienígena. Tu Líder es {seat}. Ganas con los alienígenas.{pack}",
        "你现在是外星士兵。你的首领是 {seat}。你与外星人同胜。{pack}",
    ),
    "abduction_result": _t("{outcome}", "{outcome}", "{outcome}", "{outcome}"),  # M-08
    "witness": _t(  # M-09
        "You witnessed an abduction: one of {seats} was abducted.",
        "Hai assistito a un rapimento: la vittima è tra {seats}.",
        "Has presenciado una abducción: la víctima está entre {seats}.",
        "你目击了一次绑架：{seats} 中有一人被绑架。",
    ),
    "possessed": _t(  # M-10
        "You are now a Possessed. You count as WOLF and win with the wolves. You do not know who the wolves are.",
        "Ora sei un Indemoniato. Conti LUPO e vinci con i Lupi. Non sai chi sono i Lupi.",
        "Ahora eres un Poseído. Cuentas como LOBO y ganas con los lobos. No sabes quiénes son los lobos.",
        "你现在是被附身者。你计为狼，与狼人同胜。你不知道谁是狼人。",
    ),
    "diablo_bitten": _t(  # M-11
        "The wolves attacked you and you survived. Now get yourself burned at the Pyre.",
        "I Lupi ti hanno morso e sei sopravvissuto. Ora fatti rogare.",
        "Los lobos te han mordido y has sobrevivido. Ahora haz que te quemen en la hoguera.",
        "狼人咬了你，你活了下来。现在设法让自己被火刑处决。",
    ),
    "stomach_ache": _t(  # M-12
        "Stomach-ache: tonight the pack cannot bite and the Shapeshifter cannot shift.",
        "Mal di stomaco: stanotte il branco non può mordere e il Mutaforma non può mutare.",
        "Dolor de barriga: esta noche la manada no puede morder y el Cambiaformas no puede cambiar.",
        "闹肚子：今晚狼群不能撕咬，变形狼不能变形。",
    ),
    "missed_votes": _t(  # M-13
        "Missed votes: {count}. More than {threshold} is forbidden.{warning}",
        "Voti mancati: {count}. Più di {threshold} è vietato.{warning}",
        "Votos no emitidos: {count}. Más de {threshold} está prohibido.{warning}",
        "缺席投票次数：{count}。超过 {threshold} 次是禁止的。{warning}",
    ),
    "revived_you": _t(  # M-14
        "You have been brought back to life.{pack}",
        "Torni in vita.{pack}",
        "Has vuelto a la vida.{pack}",
        "你被复活了。{pack}",
    ),
    "nothing_to_report": _t("Nothing to report.", "Nulla da segnalare.", "Nada que informar.", "无事可报。"),  # M-15
    # public
    "night_falls": _t(
        "Night {number} falls.", "Scende la Notte {number}.", "Cae la Noche {number}.", "第 {number} 夜降临。"
    ),
    "day_opens": _t(
        "Day {number} begins: the vote is open.",
        "Inizia il Giorno {number}: le votazioni sono aperte.",
        "Empieza el Día {number}: la votación está abierta.",
        "第 {number} 天开始：投票开放。",
    ),
    "night_deaths": _t(  # P-01
        "Tonight these players died: {seats}.",
        "Stanotte hanno perso la vita: {seats}.",
        "Esta noche han muerto: {seats}.",
        "今晚死亡的玩家：{seats}。",
    ),
    "nobody_died": _t(
        "Nobody died tonight.", "Stanotte non è morto nessuno.", "Esta noche no ha muerto nadie.", "今晚无人死亡。"
    ),
    "revivals": _t(  # P-02
        "Back from the Graveyard: {seats}.",
        "Ritorno dal Cimitero: {seats}.",
        "Han vuelto del Cementerio: {seats}.",
        "从墓地归来：{seats}。",
    ),
    "pyre": _t(  # P-03
        "{seat} has been burned at the Pyre.",
        "Al Rogo: {seat}.",
        "La hoguera quema a {seat}.",
        "{seat} 被火刑处决。",
    ),
    "nobody_burned": _t(
        "Nobody was burned today.",
        "Oggi nessuno è stato rogato.",
        "Hoy no han quemado a nadie.",
        "今天无人被火刑处决。",
    ),
    "vote_totals": _t(
        "Valid votes: {totals}.", "Voti validi: {totals}.", "Votos válidos: {totals}.", "有效票：{totals}。"
    ),
    "vote_count": _t("{seat} {count}", "{seat} {count}", "{seat} {count}", "{seat} {count} 票"),
    "sanctioned": _t(  # P-04
        "{seat} has been removed from the game by the moderator (missed votes).",
        "Il Master Game elimina {seat} (voti mancati).",
        "El moderador ha expulsado a {seat} de la partida (votos no emitidos).",
        "{seat} 因缺席投票被法官移出游戏。",
    ),
    "game_over": _t(  # P-05
        "{sides} Winners: {winners}.",
        "{sides} Vincitori: {winners}.",
        "{sides} Ganadores: {winners}.",
        "{sides}获胜者：{winners}。",
    ),
    "roles_revealed": _t("Roles: {roles}.", "Ruoli: {roles}.", "Roles: {roles}.", "身份：{roles}。"),
    "seat_role": _t("{seat} ({role})", "{seat} ({role})", "{seat} ({role})", "{seat}（{role}）"),
    "diablo_wins": _t(  # P-06
        "{seat} has been burned at the Pyre. The Diablo has stolen the victory.",
        "Al Rogo: {seat}. Il Diablo ha rubato la vittoria.",
        "La hoguera quema a {seat}. El Diablo ha robado la victoria.",
        "{seat} 被火刑处决。迪亚布罗窃取了胜利。",
    ),
    "say": _t("{speaker}: {text}", "{speaker}: {text}", "{speaker}: {text}", "{speaker}：{text}"),
    # moderator notes (the reasons behind a resolution)
    "setup_warning": _t(
        "This is not the rule book's 22-player setup (D-02).",
        "Questa non è la formazione da 22 giocatori del regolamento (D-02).",
        "Esta no es la formación de 22 jugadores del reglamento (D-02).",
        "这不是规则书的22人配置（D-02）。",
    ),
    "tie_to_break": _t(
        "Tie at the Pyre between {seats}: the moderator breaks it (D-08).",
        "Pareggio al Rogo tra {seats}: decide il Master Game (D-08).",
        "Empate en la hoguera entre {seats}: lo deshace el moderador (D-08).",
        "火刑投票平票：{seats}，由法官裁定（D-08）。",
    ),
    "sanction_proposed": _t(
        "Missed votes over the limit: {seats}. Confirm the elimination or waive it.",
        "Troppi voti mancati: {seats}. Conferma l'eliminazione o condonala.",
        "Demasiados votos no emitidos: {seats}. Confirma la eliminación o perdónala.",
        "缺席投票超限：{seats}。确认出局或予以豁免。",
    ),
    "sanction_waived": _t(
        "Sanction waived for {seat}.",
        "Sanzione condonata a {seat}.",
        "Sanción perdonada a {seat}.",
        "已豁免 {seat} 的处罚。",
    ),
    "missed_vote_violation": _t(
        "Missed votes of {seat}: {count}.",
        "Voti mancati di {seat}: {count}.",
        "Votos no emitidos de {seat}: {count}.",
        "{seat} 缺席投票次数：{count}。",
    ),
    "demon_trigger_void": _t(
        "The Demon Wolf's nomination of {seat} has no effect.",
        "La nomina del Lupo Demonio su {seat} non ha effetto.",
        "La designación de {seat} por el Lobo Demonio no tiene efecto.",
        "恶魔狼对 {seat} 的指定无效。",
    ),
    "night_death": _t(
        "{seat} dies ({rule}).", "{seat} muore ({rule}).", "{seat} muere ({rule}).", "{seat} 死亡（{rule}）。"
    ),
    "shifted": _t(
        "{seat} shifts (mode {mode}).",
        "{seat} muta (modo {mode}).",
        "{seat} cambia de forma (modo {mode}).",
        "{seat} 变形（模式{mode}）。",
    ),
    "abduction_blocked": _t(
        "The MIB J shields {target}: no abduction.",
        "Il MIB J protegge {target}: nessun rapimento.",
        "Los Hombres de Negro J protegen a {target}: no hay abducción.",
        "黑衣人J屏蔽了 {target}：绑架无效。",
    ),
    "abduction": _t(
        "The Leader abducts {target}, guessing {guess}: {result}.",
        "Il Leader rapisce {target}, ipotizzando {guess}: {result}.",
        "El Líder abduce a {target} y adivina {guess}: {result}.",
        "首领绑架 {target}，猜测为{guess}：{result}。",
    ),
    "pregnant": _t(
        "{seat} carries a hybrid.",
        "{seat} porta in grembo un ibrido.",
        "{seat} lleva en su vientre un híbrido.",
        "{seat} 怀上了混血儿。",
    ),
    "revived": _t("Revived: {seats}.", "Tornano in vita: {seats}.", "Vuelven a la vida: {seats}.", "复活：{seats}。"),
    "no_able_wolf": _t(
        "No able wolf: no bite.",
        "Nessun lupo in grado di mordere.",
        "Ningún lobo puede morder: no hay mordisco.",
        "没有能撕咬的狼：今晚无撕咬。",
    ),
    "diablo_survives": _t(
        "{seat} survives the bite.",
        "{seat} sopravvive al morso.",
        "{seat} sobrevive al mordisco.",
        "{seat} 在撕咬中幸存。",
    ),
    "saved_by_harlot": _t(
        "{seat} is saved by the Harlot.",
        "La Meretrice salva {seat}.",
        "La Meretriz salva a {seat}.",
        "{seat} 被交际花救下。",
    ),
    "saved_by_guard": _t(
        "{seat} is saved by the Guard.",
        "La Guardia salva {seat}.",
        "La Guardia salva a {seat}.",
        "{seat} 被守卫救下。",
    ),
}

EXTRA: dict[str, dict[str, str]] = {
    "stays_in_pack": _t(" You stay in the pack.", " Resti nel branco.", " Sigues en la manada.", "你仍在狼群中。"),
    "back_in_pack": _t(
        " You are back in the pack.", " Sei di nuovo nel branco.", " Vuelves a la manada.", "你回到了狼群。"
    ),
    "last_warning": _t(
        " The next miss is sanctioned.",
        " Alla prossima mancanza scatta la sanzione.",
        " La próxima vez que no votes habrá sanción.",
        "下次缺席将受到处罚。",
    ),
}

# IT-12.3: the wake order, with the words to say aloud.


word = word_lookup(WORDS)


def _in(table: Mapping[str, Mapping[str, str]], key: str, lang: str) -> str:
    return table[key].get(lang) or table[key]["en"]


def _said(kind: str, lang: str, **values: Any) -> str:
    return _in(TEMPLATES, kind, lang).format(**values)


def render(message: Message, names: list[str], roles: Mapping[str, RoleSpec], lang: str = "en") -> str:
    """The message in ``lang``: every composed part is a whole template of the language."""
    params: dict[str, Any] = dict(message.params)

    def role_name(role: str) -> str:
        spec = roles.get(role)
        return spec.name(lang) if spec else role

    sep = "、" if lang == "zh_CN" else ", "
    for key in ("reading", "result", "seen_as"):
        if key in params:
            params[key] = word(str(params[key]), lang)
    if "counts_as" in params:
        params["counts_as"] = "+".join(word(str(c), lang) for c in params["counts_as"])
    if "wins_with" in params:
        side = str(params["wins_with"])
        params["wins_with"] = _in(WINS_WITH, side, lang) if side in WINS_WITH else word(side, lang)
    if message.kind in ("pack_list", "alien_list"):
        params["pairs"] = sep.join(
            _said("seat_role", lang, seat=names[s], role=role_name(r))
            for s, r in zip(params["seats"], params["roles"], strict=True)
        )
    if message.kind == "abduction_result":
        target = message.params.get("target")
        guess = str(message.params.get("guess", ""))
        params["outcome"] = _in(ABDUCTION_RESULTS, str(message.params["result"]), lang).format(
            target=names[target] if isinstance(target, int) else "", guess=role_name(guess)
        )
    if message.kind == "converted":
        params["pack"] = _in(EXTRA, "stays_in_pack", lang) if params.get("stays_in_pack") else ""
    if message.kind == "revived_you":
        params["pack"] = _in(EXTRA, "back_in_pack", lang) if params.get("in_pack") else ""
    if message.kind == "missed_votes":
        params["warning"] = _in(EXTRA, "last_warning", lang) if params.get("last_warning") else ""
    if message.kind == "vote_totals":
        shown = [_said("vote_count", lang, seat=names[s], count=w) for s, w in params["totals"]]
        params["totals"] = sep.join(shown) or word("nobody", lang)
    if message.kind == "game_over":
        params["sides"] = sentences(SIDE_WINS, [str(s) for s in params["sides"] if s in SIDE_WINS] or ["nobody"], lang)
    if message.kind == "roles_revealed":
        params["roles"] = sep.join(
            _said("seat_role", lang, seat=names[s], role=role_name(r)) for s, r in enumerate(params["roles"])
        )
    if message.kind == "night_deaths" and not params.get("seats"):
        return _said("nobody_died", lang)
    return render_message(TEMPLATES, replace(message, params=params), names, roles, lang)


# Each ability's name as a phone, the console and the checklist show it.

# The grimoire's words for seen-as / counts-as values and the sides a role wins with.


# The book's own day and night steps (and phase kinds) as the console, projector and phones name them.


# The book's channels (private groups) as the console's log names them.


# Why a game ended, as the winner page says it.
