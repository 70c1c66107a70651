"""Luna llena's words: message templates, checklist lines and titles.

Keys of ``TEMPLATES`` are the message kinds of docs/rulesets/luna_llena.md.
Every template, checklist line and word is in the four shipped languages
(en, es, it, zh_CN), moderator-only reasons included.
"""

from __future__ import annotations

TITLES = {"en": "Full Moon", "es": "Luna llena", "it": "Luna piena", "zh_CN": "满月"}

WORDS: dict[str, dict[str, str]] = {
    "good": {"en": "good", "es": "bueno", "it": "buono", "zh_CN": "好人"},
    "evil": {"en": "evil", "es": "malvado", "it": "malvagio", "zh_CN": "邪恶"},
    "execute": {"en": "execute", "es": "ejecutar", "it": "giustiziare", "zh_CN": "处决"},
    "pardon": {"en": "pardon", "es": "perdonar", "it": "graziare", "zh_CN": "赦免"},
    "abstain": {"en": "abstain", "es": "abstención", "it": "astensione", "zh_CN": "弃权"},
    # who reveals a card, at the head of the sentence ("The Informant reveals Ana: ...")
    "denounce": {"en": "The Informant", "es": "El Delator", "it": "Il Delatore", "zh_CN": "告密者"},
    "proclaim": {"en": "The Town Crier", "es": "El Pregonero", "it": "Il Banditore", "zh_CN": "传令官"},
    "unveil": {"en": "The Mystic", "es": "El Místico", "it": "Il Mistico", "zh_CN": "神秘者"},
    "all_dead": {
        "en": "nobody is left alive",
        "es": "no queda nadie vivo",
        "it": "non resta nessuno",
        "zh_CN": "无人存活",
    },
    "day_limit": {"en": "the day limit", "es": "el límite de días", "it": "il limite di giorni", "zh_CN": "天数上限"},
    "jester": {"en": "Jester", "es": "Bufón", "it": "Giullare", "zh_CN": "小丑"},
    "none": {"en": "none", "es": "ninguno", "it": "nessuno", "zh_CN": "无"},
    "joint_attack": {"en": "joint attack", "es": "ataque conjunto", "it": "attacco congiunto", "zh_CN": "共同袭击"},
    "assassin": {"en": "Assassin", "es": "Asesino", "it": "Assassino", "zh_CN": "刺客"},
}


def _t(en: str, es: str, it: str, zh: str) -> dict[str, str]:
    return {"en": en, "es": es, "it": it, "zh_CN": zh}


# One whole sentence per winning side (Italian "la squadra dei buoni", not "squadra" + a word).
SIDE_WINS: dict[str, dict[str, str]] = {
    "good": _t("The good side wins.", "Gana el pueblo.", "Vince la squadra dei buoni.", "好人阵营获胜。"),
    "evil": _t("The evil side wins.", "Ganan los malvados.", "Vince la squadra dei malvagi.", "邪恶阵营获胜。"),
    "nobody": _t("Nobody wins.", "No gana nadie.", "Non vince nessuno.", "无人获胜。"),
}

# The pieces of a list line, as each language writes them.
PIECES: dict[str, dict[str, str]] = {
    "seat_role": _t("{seat} ({role})", "{seat} ({role})", "{seat} ({role})", "{seat}（{role}）"),
    "seat_count": _t("{seat}: {count}", "{seat}: {count}", "{seat}: {count}", "{seat}：{count}"),
}


TEMPLATES: dict[str, dict[str, str]] = {
    # public
    "cards_in_play": _t(
        "Cards in play: {cards}.", "Cartas en juego: {cards}.", "Carte in gioco: {cards}.", "本局身份牌：{cards}。"
    ),
    "closed_early": _t(
        "The moderator closed this phase early ({count} without an answer).",
        "El narrador cerró esta fase antes de tiempo ({count} sin respuesta).",
        "Il moderatore ha chiuso questa fase in anticipo ({count} senza risposta).",
        "法官提前结束了本阶段（{count} 人未回应）。",
    ),
    "night_falls": _t(
        "Night {number} falls.", "Cae la noche {number}.", "Scende la notte {number}.", "第 {number} 夜降临。"
    ),
    "day_breaks": _t(
        "Day {number}: the debate is open.",
        "Día {number}: empieza el debate.",
        "Giorno {number}: inizia il dibattito.",
        "第 {number} 天：辩论开始。",
    ),
    "dawn_deaths": _t(
        "Dead at dawn: {seats}.", "Muertes al amanecer: {seats}.", "Vittime dell'alba: {seats}.", "天亮死亡：{seats}。"
    ),
    "nobody_died": _t("Nobody died.", "Nadie murió.", "Nessuno è morto.", "无人死亡。"),
    "card_revealed": _t(
        "{source} reveals {seat}: {role}.",
        "{source} revela a {seat}: {role}.",
        "{source} rivela {seat}: {role}.",
        "{source}公开了 {seat}：{role}。",
    ),
    "revived": _t("{seat} returns to life.", "{seat} vuelve a la vida.", "{seat} torna in vita.", "{seat} 复活了。"),
    "accusation_open": _t(
        "Accusation: accuse a player or abstain.",
        "Acusación: acusa a un jugador o abstente.",
        "Accusa: accusa un giocatore o astieniti.",
        "指控：指控一名玩家或弃权。",
    ),
    "accusation_counts": _t(
        "Accusers: {totals}.", "Acusadores: {totals}.", "Accusatori: {totals}.", "指控人数：{totals}。"
    ),
    "accusation_closed": _t(
        "Accusation closed: {totals}.",
        "Acusación cerrada: {totals}.",
        "Accusa chiusa: {totals}.",
        "指控结束：{totals}。",
    ),
    "tiebreak_open": _t(
        "Tie: one more accusation between {seats}.",
        "Empate: un desempate entre {seats}.",
        "Pareggio: uno spareggio tra {seats}.",
        "平票：在 {seats} 之间再指控一次。",
    ),
    "no_trial": _t("No trial today.", "Hoy no hay juicio.", "Oggi nessun processo.", "今天没有审判。"),
    "accused": _t(
        "{seat} is accused and may now defend themself.",
        "Se acusa a {seat}: ahora puede defenderse.",
        "Sotto accusa: {seat}, che ora può difendersi.",
        "{seat} 被指控，现在可以辩护。",
    ),
    "judgment_open": _t(
        "Judge {accused}: execute, pardon or abstain.",
        "Juzgad a {accused}: ejecutar, perdonar o abstenerse.",
        "Giudicate {accused}: giustiziare, graziare o astenersi.",
        "审判 {accused}：处决、赦免或弃权。",
    ),
    "verdict": _t(
        "Verdict on {seat}: {verdict} (execute {execute}, pardon {pardon}, abstain {abstain}).",
        "Veredicto sobre {seat}: {verdict} (ejecutar {execute}, perdonar {pardon}, abstención {abstain}).",
        "Verdetto su {seat}: {verdict} (giustiziare {execute}, graziare {pardon}, astensione {abstain}).",
        "对 {seat} 的裁决：{verdict}（处决 {execute}，赦免 {pardon}，弃权 {abstain}）。",
    ),
    "no_execution": _t("No execution today.", "Hoy no hay ejecución.", "Oggi nessuna esecuzione.", "今天没有处决。"),
    "survives_execution": _t(
        "{seat} survives the execution.",
        "{seat} sobrevive a la ejecución.",
        "{seat} sopravvive all'esecuzione.",
        "{seat} 在处决中幸存。",
    ),
    "princess_survives": _t(
        "{seat} survives the execution. Card: {role}.",
        "{seat} sobrevive a la ejecución. Carta: {role}.",
        "{seat} sopravvive all'esecuzione. Carta: {role}.",
        "{seat} 在处决中幸存。身份牌：{role}。",
    ),
    "executed": _t("{seat} is executed.", "Se ejecuta a {seat}.", "Esecuzione: {seat}.", "{seat} 被处决。"),
    "game_over": _t(
        "Game over: {sides} Winners: {winners}.",
        "Fin de la partida: {sides} Ganadores: {winners}.",
        "Fine partita: {sides} Vincitori: {winners}.",
        "游戏结束：{sides}获胜者：{winners}。",
    ),
    "draw": _t("Draw: {reason}.", "Empate: {reason}.", "Pareggio: {reason}.", "平局：{reason}。"),
    "personal_win": _t(
        "Personal victory of {seat} ({win}).",
        "Victoria personal de {seat} ({win}).",
        "Vittoria personale di {seat} ({win}).",
        "{seat} 获得个人胜利（{win}）。",
    ),
    "cards_revealed": _t(
        "All cards: {roster}.", "Todas las cartas: {roster}.", "Tutte le carte: {roster}.", "全部身份：{roster}。"
    ),
    # private
    "your_card": _t(
        "Your card: {role}. Your team: {team}.",
        "Tu carta: {role}. Tu equipo: {team}.",
        "La tua carta: {role}. La tua squadra: {team}.",
        "你的身份牌：{role}。你的阵营：{team}。",
    ),
    "evil_roster": _t("Evil players: {roster}.", "Malvados: {roster}.", "Malvagi: {roster}.", "邪恶玩家：{roster}。"),
    "lover_partner": _t(
        "Your fellow Lover is {other}.",
        "Tu pareja de Enamorados es {other}.",
        "Fai coppia con {other}: siete gli Innamorati.",
        "你的恋人是 {other}。",
    ),
    "blocked": _t(
        "Your ability was blocked tonight.",
        "Tu habilidad fue bloqueada esta noche.",
        "La tua abilità è stata bloccata stanotte.",
        "你今晚的技能被封锁了。",
    ),
    "armour_spent": _t(
        "Your armour stopped an attack and is now spent.",
        "Tu armadura detuvo un ataque y ya está gastada.",
        "La tua armatura ha fermato un attacco ed è consumata.",
        "你的盔甲挡下了一次袭击，现已失效。",
    ),
    "lovers_shield_spent": _t(
        "The Lovers' shared protection stopped an attack and is now spent.",
        "La protección compartida de los Enamorados detuvo un ataque y ya está gastada.",
        "La protezione condivisa degli Innamorati ha fermato un attacco ed è consumata.",
        "恋人的共享保护挡下了一次袭击，现已失效。",
    ),
    "converted": _t(
        "The evil attack converted you: you are now evil.",
        "El ataque malvado te convirtió: ahora juegas con los malvados.",
        "L'attacco malvagio ti ha convertito: ora giochi con i malvagi.",
        "邪恶袭击将你转化：你现在属于邪恶阵营。",
    ),
    "consult_result": _t("{target}: {result}.", "{target}: {result}.", "{target}: {result}.", "{target}：{result}。"),
    "denounce_failed": _t(
        "Your attempt on {target} failed.",
        "Tu intento sobre {target} falló.",
        "Il tuo tentativo su {target} è fallito.",
        "你对 {target} 的告密失败了。",
    ),
    "confidence": _t(
        "{target} holds {role} ({team}).",
        "{target} tiene {role} ({team}).",
        "{target} ha {role} ({team}).",
        "{target} 的身份牌是 {role}（{team}）。",
    ),
    "personal_victory": _t(
        "You died: your personal victory is yours.",
        "Has muerto: tu victoria personal es tuya.",
        "Hai perso la vita: la vittoria personale è tua.",
        "你死了：你获得了个人胜利。",
    ),
    "hex_set": _t(
        "{target}'s action will be blocked next night.",
        "La acción de {target} quedará bloqueada la noche siguiente.",
        "L'azione di {target} sarà bloccata la notte seguente.",
        "{target} 下一夜的行动将被封锁。",
    ),
    "shield_set": _t(
        "{target} is shielded from today's execution.",
        "{target} tiene protección contra la ejecución de hoy.",
        "{target} ha la protezione dall'esecuzione di oggi.",
        "{target} 今天免于处决。",
    ),
    # evil channel
    "attack_totals": _t(
        "Joint attack votes: {totals}.",
        "Votos del ataque conjunto: {totals}.",
        "Voti dell'attacco congiunto: {totals}.",
        "共同袭击票数：{totals}。",
    ),
    "say": _t("{speaker}: {text}", "{speaker}: {text}", "{speaker}: {text}", "{speaker}：{text}"),
}

# moderator-only reasons (the resolve preview and the log)
TEMPLATES.update(
    {
        "hexed": _t(
            "{target} is blocked by the Witch's mark.",
            "La marca de la Bruja bloquea a {target}.",
            "Il marchio della Strega blocca {target}.",
            "{target} 被女巫的标记封锁。",
        ),
        "silenced": _t(
            "The Cursed She-Wolf's curse blocks every good action tonight.",
            "La maldición de la Loba maldita bloquea todas las acciones buenas.",
            "La maledizione della Lupa maledetta blocca stanotte ogni azione dei buoni.",
            "诅咒母狼的诅咒封锁了今晚所有好人的行动。",
        ),
        "no_joint_attack": _t(
            "No valid vote: no joint attack.",
            "Sin votos válidos: no hay ataque conjunto.",
            "Nessun voto valido: nessun attacco congiunto.",
            "没有有效投票：今晚没有共同袭击。",
        ),
        "joint_target": _t(
            "The joint attack targets {target}.",
            "El ataque conjunto va contra {target}.",
            "L'attacco congiunto colpisce {target}.",
            "共同袭击的目标是 {target}。",
        ),
        "already_dying": _t(
            "{target} is already dying: no effect.",
            "{target} ya va a morir: sin efecto.",
            "{target} sta già per morire: nessun effetto.",
            "{target} 已将死亡：无效。",
        ),
        "immune_king": _t(
            "{target} is immune (a protector lives).",
            "{target} es inmune (vive un protector).",
            "{target} è immune (un protettore è vivo).",
            "{target} 免疫（仍有守护者存活）。",
        ),
        "away_visiting": _t(
            "{target} is away visiting.",
            "{target} está de visita.",
            "{target} è fuori in visita.",
            "{target} 外出拜访，不在家中。",
        ),
        "saved_by_doctor": _t(
            "{target} is saved by the Doctor.",
            "El Médico salva a {target}.",
            "Il Dottore salva {target}.",
            "{target} 被医生救下。",
        ),
        "protection_pierced": _t(
            "{seat} pierces the protection of {target}.",
            "{seat} anula la protección de {target}.",
            "{seat} trafigge la protezione di {target}.",
            "{seat} 破除了 {target} 的保护。",
        ),
        "saved_by_armour": _t(
            "{target}'s armour stops the attack.",
            "La armadura de {target} detiene el ataque.",
            "L'armatura di {target} ferma l'attacco.",
            "{target} 的盔甲挡下了袭击。",
        ),
        "saved_by_lovers": _t(
            "The Lovers' protection saves {target}.",
            "La protección de los Enamorados salva a {target}.",
            "La protezione degli Innamorati salva {target}.",
            "恋人的保护救下了 {target}。",
        ),
        "lycanthrope_converted": _t(
            "{target} is converted to evil.",
            "{target} pasa a los malvados.",
            "{target} passa ai malvagi.",
            "{target} 被转化为邪恶阵营。",
        ),
        "will_die": _t(
            "{target} will die ({cause}).",
            "{target} morirá ({cause}).",
            "{target} morirà ({cause}).",
            "{target} 将死亡（{cause}）。",
        ),
        "druid_link": _t(
            "{target} dies with the Druid {seat}.",
            "{target} muere con el Druida {seat}.",
            "{target} muore con il Druido {seat}.",
            "{target} 与德鲁伊 {seat} 一同死亡。",
        ),
        "hunter_shot": _t(
            "The Hunter {seat} kills {target}.",
            "El Cazador {seat} mata a {target}.",
            "Il Cacciatore {seat} uccide {target}.",
            "猎人 {seat} 击杀了 {target}。",
        ),
        "hunter_missed": _t(
            "The Hunter {seat} misses.",
            "El Cazador {seat} falla.",
            "Il Cacciatore {seat} manca il colpo.",
            "猎人 {seat} 没有命中。",
        ),
        "visitor_dies": _t(
            "{seat} dies visiting {target}.",
            "{seat} muere visitando a {target}.",
            "{seat} muore facendo visita a {target}.",
            "{seat} 在拜访 {target} 时死亡。",
        ),
        "priest_revives": _t(
            "{target} is revived.",
            "{target} vuelve a la vida.",
            "{target} torna in vita.",
            "{target} 被复活。",
        ),
        "no_votes": _t(
            "No weighted accusation: no trial.",
            "Ninguna acusación con peso: no hay juicio.",
            "Nessuna accusa con peso: nessun processo.",
            "没有有效的指控：不进行审判。",
        ),
        "tie_again": _t(
            "Tied again: no trial.",
            "Nuevo empate: no hay juicio.",
            "Di nuovo pareggio: nessun processo.",
            "再次平票：不进行审判。",
        ),
        "judgment_weights": _t(
            "Execute weight {execute_weight} of {total}.",
            "Peso de ejecutar {execute_weight} de {total}.",
            "Peso di giustiziare: {execute_weight} su {total}.",
            "处决票权 {execute_weight}，共 {total}。",
        ),
    }
)


# Each ability's name as a phone, the console and the checklist show it.

# The grimoire's words for a card's side (seen as, counts as, wins with).


# The book's own day and night steps (and phase kinds) as the console, projector and phones name them.


# The book's channels (private groups) as the console's log names them.


# Why a game ended, as the winner page says it.
