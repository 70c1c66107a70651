"""Moonveil's words in four languages: message templates, checklist lines, titles.

Keys of ``TEMPLATES`` are the message kinds of docs/rulesets/moonveil.md.
"""

from __future__ import annotations

TITLES = {"en": "Moonveil Village", "es": "Pueblo Velo de Luna", "it": "Villaggio Velaluna", "zh_CN": "月幕村"}

WORDS: dict[str, dict[str, str]] = {
    "wolf": {"en": "Wolf", "es": "Lobo", "it": "Lupo", "zh_CN": "狼人"},
    "not_wolf": {"en": "not a Wolf", "es": "no es lobo", "it": "non è un lupo", "zh_CN": "不是狼人"},
    "abstain": {"en": "abstain", "es": "abstención", "it": "astensione", "zh_CN": "弃权"},
    "wolves": {"en": "the Wolves", "es": "los lobos", "it": "i lupi", "zh_CN": "狼人阵营"},
    "village": {"en": "the Village", "es": "el pueblo", "it": "il villaggio", "zh_CN": "村民阵营"},
    "same_team": {"en": "same team", "es": "mismo equipo", "it": "stessa squadra", "zh_CN": "同一阵营"},
    "different_teams": {
        "en": "different teams",
        "es": "equipos distintos",
        "it": "squadre diverse",
        "zh_CN": "不同阵营",
    },
    "active": {"en": "active", "es": "con actividad", "it": "con attività", "zh_CN": "有行动"},
    "idle": {"en": "idle", "es": "sin actividad", "it": "senza attività", "zh_CN": "无行动"},
    "yes": {"en": "yes", "es": "sí", "it": "sì", "zh_CN": "是"},
    "no": {"en": "no", "es": "no", "it": "no", "zh_CN": "否"},
    "none": {"en": "none", "es": "ninguna", "it": "nessuna", "zh_CN": "无"},
    "attack": {"en": "Wolf attack", "es": "Ataque de lobo", "it": "Attacco dei lupi", "zh_CN": "狼人袭击"},
    "ready": {"en": "Ready", "es": "Listo", "it": "Pronto", "zh_CN": "就绪"},
    "rest": {"en": "Rest", "es": "Descansar", "it": "Riposo", "zh_CN": "休息"},
}

TEMPLATES: dict[str, dict[str, str]] = {
    "your_role": {
        "en": "You are the {role}.",
        "es": "Eres: {role}.",
        "it": "Sei: {role}.",
        "zh_CN": "你的身份是：{role}。",
    },
    "pack": {
        "en": "Your fellow Wolves: {seats}.",
        "es": "Tus compañeros lobos: {seats}.",
        "it": "I tuoi compagni lupi: {seats}.",
        "zh_CN": "你的狼人同伴：{seats}。",
    },
    "night_falls": {
        "en": "Night {number} falls.",
        "es": "Cae la noche {number}.",
        "it": "Scende la notte {number}.",
        "zh_CN": "第 {number} 夜降临。",
    },
    "day_breaks": {
        "en": "Day {number} begins.",
        "es": "Empieza el día {number}.",
        "it": "Inizia il giorno {number}.",
        "zh_CN": "第 {number} 天开始。",
    },
    "vote_open": {
        "en": "The vote of day {day} is open.",
        "es": "La votación del día {day} está abierta.",
        "it": "La votazione del giorno {day} è aperta.",
        "zh_CN": "第 {day} 天的投票开始。",
    },
    "inspect_result": {
        "en": "{target}: {result}.",
        "es": "{target}: {result}.",
        "it": "{target}: {result}.",
        "zh_CN": "{target}：{result}。",
    },
    "track_result": {
        "en": "{target} visited tonight: {targets}.",
        "es": "{target} visitó esta noche a: {targets}.",
        "it": "{target} ha visitato stanotte: {targets}.",
        "zh_CN": "{target} 今晚拜访了：{targets}。",
    },
    "watch_result": {
        "en": "{target} was visited by {visitors}.",
        "es": "Visitaron a {target}: {visitors}.",
        "it": "Hanno visitato {target}: {visitors}.",
        "zh_CN": "{target} 今晚的访客：{visitors}。",
    },
    "count_result": {
        "en": "{target} had {count} visitor(s) tonight.",
        "es": "{target} tuvo {count} visita(s) esta noche.",
        "it": "{target} ha avuto {count} visita/e stanotte.",
        "zh_CN": "{target} 今晚有 {count} 名访客。",
    },
    "compare_result": {
        "en": "{first} and {second}: {result}.",
        "es": "{first} y {second}: {result}.",
        "it": "{first} e {second}: {result}.",
        "zh_CN": "{first} 与 {second}：{result}。",
    },
    "sense_result": {
        "en": "{target} was {result} tonight.",
        "es": "{target} pasó la noche {result}.",
        "it": "{target} ha passato la notte {result}.",
        "zh_CN": "{target} 今晚{result}。",
    },
    "echo_result": {
        "en": "{target} submitted: {action}.",
        "es": "{target} envió: {action}.",
        "it": "{target} ha inviato: {action}.",
        "zh_CN": "{target} 提交了：{action}。",
    },
    "study_result": {
        "en": "{target} is the {role}.",
        "es": "{target} es: {role}.",
        "it": "{target} è: {role}.",
        "zh_CN": "{target} 的身份是：{role}。",
    },
    "omen_result": {
        "en": "Omen: {target} is the {role}.",
        "es": "Presagio: {target} es: {role}.",
        "it": "Presagio: {target} è: {role}.",
        "zh_CN": "神谕：{target} 的身份是：{role}。",
    },
    "witness_result": {
        "en": "Did {target} visit a Wolf tonight? {result}.",
        "es": "¿Visitó {target} a un lobo esta noche? {result}.",
        "it": "{target} ha visitato un lupo stanotte? {result}.",
        "zh_CN": "{target} 今晚是否拜访了狼人？{result}。",
    },
    "autopsy_result": {
        "en": "Night {night} visitors of {target}: {visitors}.",
        "es": "Visitas de {target} en la noche {night}: {visitors}.",
        "it": "Visitatori di {target} nella notte {night}: {visitors}.",
        "zh_CN": "第 {night} 夜 {target} 的访客：{visitors}。",
    },
    "autopsy_no_record": {
        "en": "{target}: no night record (banished by day).",
        "es": "{target}: sin registro nocturno (destierro diurno).",
        "it": "{target}: nessun registro notturno (bando diurno).",
        "zh_CN": "{target}：无夜间记录（白天被放逐）。",
    },
    "hushed": {
        "en": "You are hushed: your vote counts 0 on day {day}.",
        "es": "Te han silenciado: tu voto vale 0 el día {day}.",
        "it": "Ti hanno zittito: il tuo voto vale 0 il giorno {day}.",
        "zh_CN": "你被噤声：第 {day} 天你的票权为 0。",
    },
    "proclaim": {
        "en": "{seat} is the {role}.",
        "es": "{seat} es: {role}.",
        "it": "{seat} è: {role}.",
        "zh_CN": "{seat} 的身份是：{role}。",
    },
    "bell": {
        "en": "Bell: {count} visits last night.",
        "es": "Campana: {count} visitas anoche.",
        "it": "Campana: {count} visite la scorsa notte.",
        "zh_CN": "钟声：昨晚共有 {count} 次拜访。",
    },
    "blocks": {
        "en": "{actor} blocks {target} (MV-2.7).",
        "es": "{actor} bloquea a {target} (MV-2.7).",
        "it": "{actor} blocca {target} (MV-2.7).",
        "zh_CN": "{actor} 封锁 {target}（MV-2.7）。",
    },
    "blocked": {
        "en": "Your action was blocked tonight.",
        "es": "Tu acción fue bloqueada esta noche.",
        "it": "La tua azione è stata bloccata stanotte.",
        "zh_CN": "你今晚的行动被封锁了。",
    },
    "eliminated": {
        "en": "{seat} was eliminated — {role}.",
        "es": "Han eliminado a {seat} — {role}.",
        "it": "Hanno eliminato {seat} — {role}.",
        "zh_CN": "{seat} 出局 —— {role}。",
    },
    "nobody_eliminated": {
        "en": "No one was eliminated.",
        "es": "Nadie fue eliminado.",
        "it": "Nessuno è stato eliminato.",
        "zh_CN": "今晚无人出局。",
    },
    "night_override": {
        "en": "Night {number} closed by host override. Missing actions have no effect.",
        "es": "Noche {number} cerrada por el anfitrión. Las acciones que faltan no tienen efecto.",
        "it": "Notte {number} chiusa dal conduttore. Le azioni mancanti non hanno effetto.",
        "zh_CN": "第 {number} 夜由法官强制结束。未提交的行动不生效。",
    },
    "vote_override": {
        "en": "Day {number} vote closed by host override. Counted as abstain: {missing}.",
        "es": "Votación del día {number} cerrada por el anfitrión. Cuentan como abstención: {missing}.",
        "it": "Votazione del giorno {number} chiusa dal conduttore. Contati come astenuti: {missing}.",
        "zh_CN": "第 {number} 天的投票由法官强制结束。视为弃权：{missing}。",
    },
    "ballots": {
        "en": "Ballots: {ballots}. Total weight {total}; more than {threshold} needed.",
        "es": "Votos: {ballots}. Peso total {total}; hace falta más de {threshold}.",
        "it": "Voti: {ballots}. Peso totale {total}; serve più di {threshold}.",
        "zh_CN": "投票：{ballots}。总票权 {total}；需要超过 {threshold}。",
    },
    # the "ballots" line of a vote under the plurality house rule: no threshold to state
    "ballots_most": {
        "en": "Ballots: {ballots}. Total weight {total}; the most votes decide, a tie is drawn by lot.",
        "es": "Votos: {ballots}. Peso total {total}; decide la mayoría simple, un empate se sortea.",
        "it": "Voti: {ballots}. Peso totale {total}; decide la maggioranza relativa, un pareggio si sorteggia.",
        "zh_CN": "投票：{ballots}。总票权 {total}；以票数最多者为准，平票时抽签决定。",
    },
    "nobody_banished": {
        "en": "Nobody is banished.",
        "es": "Nadie es desterrado.",
        "it": "Nessuno viene bandito.",
        "zh_CN": "无人被放逐。",
    },
    "pardoned": {
        "en": "{seat} was pardoned.",
        "es": "Se perdona a {seat}.",
        "it": "Grazia per {seat}.",
        "zh_CN": "{seat} 被赦免。",
    },
    "banished": {
        "en": "{seat} is banished — {role}.",
        "es": "Se destierra a {seat} — {role}.",
        "it": "Si bandisce {seat} — {role}.",
        "zh_CN": "{seat} 被放逐 —— {role}。",
    },
    "game_over": {
        "en": "Game over: {sides} Winners: {winners}.",
        "es": "Fin de la partida: {sides} Ganadores: {winners}.",
        "it": "Fine partita: {sides} Vincitori: {winners}.",
        "zh_CN": "游戏结束：{sides}获胜者：{winners}。",
    },
    "roles_revealed": {
        "en": "All roles are revealed.",
        "es": "Se revelan todos los roles.",
        "it": "Tutti i ruoli vengono rivelati.",
        "zh_CN": "公布所有身份。",
    },
    "draw": {
        "en": "No winner after day {day}: the game is a draw.",
        "es": "Sin ganador tras el día {day}: la partida es un empate.",
        "it": "Nessun vincitore dopo il giorno {day}: la partita è patta.",
        "zh_CN": "第 {day} 天后仍无胜者：平局。",
    },
    "say": {
        "en": "{speaker}: {text}",
        "es": "{speaker}: {text}",
        "it": "{speaker}: {text}",
        "zh_CN": "{speaker}：{text}",
    },
    # moderator-only reasons (the resolve preview)
    "night_override_missing": {
        "en": "Closed by override with no action for: {missing} (MV-9.3).",
        "es": "Cerrada por el anfitrión sin acción de: {missing} (MV-9.3).",
        "it": "Chiusa dal conduttore senza azione per: {missing} (MV-9.3).",
        "zh_CN": "强制结束，以下玩家未行动：{missing}（MV-9.3）。",
    },
    "inspected": {
        "en": "{actor} inspects {target}: {result} (MV-5.5).",
        "es": "{actor} inspecciona a {target}: {result} (MV-5.5).",
        "it": "{actor} ispeziona {target}: {result} (MV-5.5).",
        "zh_CN": "{actor} 查验 {target}：{result}（MV-5.5）。",
    },
    "no_attack": {
        "en": "No valid Wolf choice: no attack (MV-5.2).",
        "es": "Ninguna elección válida de los lobos: no hay ataque (MV-5.2).",
        "it": "Nessuna scelta valida dei lupi: nessun attacco (MV-5.2).",
        "zh_CN": "狼人没有有效选择：今晚无袭击（MV-5.2）。",
    },
    "wolves_target": {
        "en": "The Wolves attack {target} (MV-5.2/5.3).",
        "es": "Los lobos atacan a {target} (MV-5.2/5.3).",
        "it": "I lupi attaccano {target} (MV-5.2/5.3).",
        "zh_CN": "狼人袭击 {target}（MV-5.2/5.3）。",
    },
    "survives_protected": {
        "en": "{target} survives: protected (MV-5.4).",
        "es": "{target} sobrevive gracias a una protección (MV-5.4).",
        "it": "{target} sopravvive grazie a una protezione (MV-5.4).",
        "zh_CN": "{target} 存活：受到守护（MV-5.4）。",
    },
    "escort_protected": {
        "en": "{seat} escorts {target} and is attacked instead, but is protected: nobody dies (DEC-MV-14).",
        "es": "{seat} escolta a {target} y recibe el ataque en su lugar, pero tiene protección: nadie muere "
        "(DEC-MV-14).",
        "it": "{seat} scorta {target} e subisce l'attacco al suo posto, ma ha una protezione: nessuno muore "
        "(DEC-MV-14).",
        "zh_CN": "{seat} 护送 {target} 并代其受袭，但受到守护：无人出局（DEC-MV-14）。",
    },
    "escort_sacrificed": {
        "en": "{seat} escorts {target} and is attacked instead (MV-2.11).",
        "es": "{seat} escolta a {target} y recibe el ataque en su lugar (MV-2.11).",
        "it": "{seat} scorta {target} e subisce l'attacco al suo posto (MV-2.11).",
        "zh_CN": "{seat} 护送 {target} 并代其受袭（MV-2.11）。",
    },
    "eliminated_by_wolves": {
        "en": "{target} is eliminated by the Wolves (MV-5.2).",
        "es": "Los lobos han eliminado a {target} (MV-5.2).",
        "it": "I lupi hanno eliminato {target} (MV-5.2).",
        "zh_CN": "{target} 被狼人淘汰（MV-5.2）。",
    },
}

# MV-8: one whole sentence per winning team (Spanish "Gana el pueblo", "Ganan los lobos").
SIDE_WINS: dict[str, dict[str, str]] = {
    "wolves": {"en": "The Wolves win.", "es": "Ganan los lobos.", "it": "Vincono i lupi.", "zh_CN": "狼人阵营获胜。"},
    "village": {
        "en": "The Village wins.",
        "es": "Gana el pueblo.",
        "it": "Vince il villaggio.",
        "zh_CN": "村民阵营获胜。",
    },
    "nobody": {"en": "Nobody wins.", "es": "No gana nadie.", "it": "Non vince nessuno.", "zh_CN": "无人获胜。"},
}

CHECKLIST_WORDS: dict[str, dict[str, str]] = {
    "wolf": {
        "en": "Wolves, wake up and choose your victim.",
        "es": "Lobos, despertad y elegid a vuestra víctima.",
        "it": "Lupi, svegliatevi e scegliete la vittima.",
        "zh_CN": "狼人请睁眼，选择你们的目标。",
    },
    "seer": {
        "en": "Seer, wake up and point at a player to inspect.",
        "es": "Vidente, despierta y señala a un jugador para inspeccionarlo.",
        "it": "Veggente, svegliati e indica un giocatore da ispezionare.",
        "zh_CN": "预言家请睁眼，指出你要查验的玩家。",
    },
    "guardian": {
        "en": "Guardian, wake up and point at a player to protect.",
        "es": "Guardián, despierta y señala a un jugador para protegerlo.",
        "it": "Guardiano, svegliati e indica un giocatore da proteggere.",
        "zh_CN": "守卫请睁眼，指出你要守护的玩家。",
    },
    "villager": {
        "en": "Villagers, press Ready.",
        "es": "Aldeanos, pulsad Listo.",
        "it": "Contadini, premete Pronto.",
        "zh_CN": "村民请点击“就绪”。",
    },
    "secret_special": {
        "en": "Next player, wake up: make your night choice, or rest.",
        "es": "Siguiente jugador, despierta: haz tu elección nocturna o descansa.",
        "it": "Prossimo giocatore, svegliati: fai la tua scelta notturna o riposa.",
        "zh_CN": "下一位玩家请睁眼：做出你的夜间选择，或者休息。",
    },
    "advanced": {
        "en": "{role}, wake up: use one of your abilities or rest.",
        "es": "{role}, despierta: usa una de tus habilidades o descansa.",
        "it": "{role}, svegliati: usa una delle tue abilità o riposa.",
        "zh_CN": "{role}请睁眼：使用一项技能或休息。",
    },
}


# The words of the grimoire's seen-as / counts-as / wins-with columns (MV-2).
ATTRIBUTE_WORDS: dict[str, dict[str, str]] = {
    "wolf": WORDS["wolf"],
    "not_wolf": WORDS["not_wolf"],
    "villager": {"en": "Villager", "es": "Aldeano", "it": "Contadino", "zh_CN": "村民"},
    "wolves": {"en": "The Wolves", "es": "Los lobos", "it": "I lupi", "zh_CN": "狼人阵营"},
    "village": {"en": "The Village", "es": "El pueblo", "it": "Il villaggio", "zh_CN": "村民阵营"},
}


# The book's channels (private groups) as the console's log names them.
CHANNEL_WORDS: dict[str, dict[str, str]] = {
    "wolves": {"en": "Wolves", "es": "Lobos", "it": "Lupi", "zh_CN": "狼人"},
}


# Why a game ended, as the winner page says it.
REASON_WORDS: dict[str, dict[str, str]] = {
    "no_wolves_left": {
        "en": "no Wolf is left",
        "es": "no queda ningún lobo",
        "it": "non resta nessun lupo",
        "zh_CN": "狼人已全部出局",
    },
    "wolf_parity": {
        "en": "the Wolves are as many as the others",
        "es": "los lobos son tantos como los demás",
        "it": "i lupi sono tanti quanto gli altri",
        "zh_CN": "狼人数量不少于其他玩家",
    },
    "day_limit": {
        "en": "the day limit was reached",
        "es": "se alcanzó el límite de días",
        "it": "è stato raggiunto il limite di giorni",
        "zh_CN": "已达到天数上限",
    },
}
