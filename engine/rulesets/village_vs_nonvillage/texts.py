"""Words of Village vs Non-village in en, es, it and zh_CN: message templates, the
night-order checklist lines to say aloud, and small words.

Keys of ``TEMPLATES`` are the message kinds of docs/rulesets/village_vs_nonvillage.md.
"""

from __future__ import annotations

TITLES = {
    "en": "Village vs Non-village",
    "es": "Aldeanos contra no aldeanos",
    "it": "Villaggio contro non-villaggio",
    "zh_CN": "狼村版 村民对非村民",
}

WORDS: dict[str, dict[str, str]] = {
    "village": {
        "en": "village faction",
        "es": "bando de los aldeanos",
        "it": "fazione del villaggio",
        "zh_CN": "村民阵营",
    },
    "nonvillage": {
        "en": "non-village faction",
        "es": "bando de los no aldeanos",
        "it": "fazione non-villaggio",
        "zh_CN": "非村民阵营",
    },
    "werewolf": {"en": "is a Werewolf", "es": "es un Hombre lobo", "it": "è un Lupo mannaro", "zh_CN": "是狼人"},
    "not_werewolf": {
        "en": "is not a Werewolf",
        "es": "no es Hombre lobo",
        "it": "non è un Lupo mannaro",
        "zh_CN": "不是狼人",
    },
    "none": {"en": "none", "es": "nadie", "it": "nessuno", "zh_CN": "无"},
}


def _t(en: str, zh: str) -> dict[str, str]:
    return {"en": en, "zh_CN": zh}


# ZH-9: one whole sentence per winning faction (no "gana" + a noun).
SIDE_WINS: dict[str, dict[str, str]] = {
    "village": {
        "en": "The village faction wins.",
        "es": "Gana el bando de los aldeanos.",
        "it": "Vince la fazione del villaggio.",
        "zh_CN": "村民阵营获胜。",
    },
    "nonvillage": {
        "en": "The non-village faction wins.",
        "es": "Gana el bando de los no aldeanos.",
        "it": "Vince la fazione non-villaggio.",
        "zh_CN": "非村民阵营获胜。",
    },
    "nobody": {"en": "Nobody wins.", "es": "No gana nadie.", "it": "Non vince nessuno.", "zh_CN": "无人获胜。"},
}

# The pieces of a list line, as each language writes them.
PIECES: dict[str, dict[str, str]] = {
    "seat_role": {
        "en": "{seat} ({role})",
        "es": "{seat} ({role})",
        "it": "{seat} ({role})",
        "zh_CN": "{seat}（{role}）",
    },
    "seat_count": {
        "en": "{seat}: {count}",
        "es": "{seat}: {count}",
        "it": "{seat}: {count}",
        "zh_CN": "{seat}：{count}",
    },
}


TEMPLATES: dict[str, dict[str, str]] = {
    "your_role": _t("You are the {role}.", "你的身份是：{role}。"),
    "night_falls": _t("Night {number} falls.", "第 {number} 夜，天黑请闭眼。"),
    "day_breaks": _t("Day {number} begins.", "第 {number} 天，天亮了。"),
    "events": _t("Today's event: {events}.", "今日事件：{events}。"),
    "night_result": _t("Eliminated last night: {seats}.", "昨夜出局：{seats}。"),
    "full_attacks": _t("Hit by a full attack: {seats}.", "指杀点数为整数的角色：{seats}。"),
    "cry_voters": _t("Only these players may vote today: {seats}.", "今日只有以下角色投票有效：{seats}。"),
    "last_words": _t("Last words: {seats}.", "遗言：{seats}。"),
    "vote_open": _t("The vote is open.", "开始投票。"),
    "vote_totals": _t("Votes: {totals}.", "票数：{totals}。"),
    "vote_tie": _t("Tie between {seats}: PK and a new vote.", "{seats} 平票：PK 后重新投票。"),
    "executed": _t("{seat} is executed.", "{seat} 被处决。"),
    "executed_survived": _t("{seat} was executed but is still in the game.", "{seat} 被处决，但仍在场上。"),
    "nobody_executed": _t("Nobody is executed today.", "今日无人被处决。"),
    "eliminated": _t("{seat} is eliminated.", "{seat} 出局。"),
    "sheriff_candidates": _t("Sheriff candidates: {seats}.", "警长候选人：{seats}。"),
    "sheriff_elected": _t("{seat} is the sheriff.", "{seat} 当选警长。"),
    "no_sheriff": _t("There is no sheriff.", "没有警长。"),
    "sheriff_tie": _t("Sheriff vote tied: {seats}. PK and a new vote.", "警长竞选平票：{seats}。PK 后重新投票。"),
    "badge_lost": _t("The badge is lost.", "警徽流失。"),
    "badge_passed": _t("The badge passes to {seat}.", "警徽移交给 {seat}。"),
    "badge_torn": _t("The sheriff tears up the badge.", "警长撕毁警徽。"),
    "game_over": _t("Game over: {sides} Winners: {winners}.", "游戏结束：{sides}获胜者：{winners}。"),
    "roles_revealed": _t("Roles: {roles}.", "身份公布：{roles}。"),
    "say": _t("{speaker}: {text}", "{speaker}：{text}"),
    "insanity_verify": _t("You have lost Attack and gained Verify.", "你失去了攻击，获得查证。"),
    "insanity_lynch": _t("You have lost your skills and gained Lynch.", "你失去了原本的技能，获得私刑。"),
    "extra_lynch_granted": _t("You may use one Extra Lynch tonight.", "你今晚可以额外使用一次私刑。"),
    "festival_lynch": _t("The village faction may use Lynch tonight.", "村民阵营今晚可以发动私刑。"),
    "skills_lost": _t("You have lost all your skills.", "你失去了所有技能。"),
    "fox_chances": _t("Your chances: {count}.", "你的出局无效机会：{count}。"),
    "crystal_message": _t("Message from the Seer: {text}", "来自预言家的消息：{text}"),
    "no_effect": _t("Your skill had no effect tonight.", "你的技能今晚无效。"),
    "spirit_sense": _t("Designated-kill targets tonight: {seats}.", "今晚的指杀目标：{seats}。"),
    "prestige_list": _t(
        "Non-village players who used skills on you: {seats}.", "对你使用技能的非村民阵营角色：{seats}。"
    ),
    "respect_prestige": _t(
        "You hold Prestige tonight. Non-village players who used skills on you: {seats}.",
        "你今晚拥有威望。对你使用技能的非村民阵营角色：{seats}。",
    ),
    "divination_result": _t("{target} — {role} — {faction}.", "{target} —— {role} —— {faction}。"),
    "pack_check_result": _t("{target} {result}.", "{target}{result}。"),
    "verify_result": _t("{target} — {faction}.", "{target} —— {faction}。"),
    "lure_result": _t("{target} — {role}.", "{target} —— {role}。"),
    "converted": _t("You are the {role}. You are now in the village faction.", "你是{role}。你现在属于村民阵营。"),
    "group_members": _t("Your group: {members}.", "你的共群成员：{members}。"),
    "barrier": _t("The Careerist has been eliminated.", "野心家已出局。"),
}

CHECKLIST: dict[str, dict[str, str]] = {
    "elder_respect": _t("Elder, open your eyes and choose whom to respect.", "长老请睁眼，选择你要尊敬的角色。"),
    "piper": _t("Piper, open your eyes and choose whom to pipe.", "吹笛者请睁眼，选择你要吹笛的角色。"),
    "careerist": _t("Careerist, open your eyes and name your pairs.", "野心家请睁眼，选择你要独尊的角色对。"),
    "werewolf": _t(
        "Werewolves, open your eyes one by one and choose your target.", "狼人请逐一睁眼，选择你要攻击的目标。"
    ),
    "white_wolf": _t("White Wolf, open your eyes: Pack Check or Bite.", "白狼请睁眼，选择归群或撕咬。"),
    "treasure": _t("Treasure, open your eyes: do you lure someone?", "宝藏请睁眼，是否发动引诱？"),
    "fox": _t("Fox, open your eyes, then close them.", "妖狐请睁眼，然后闭眼。"),
    "seer": _t("Seer, open your eyes and choose whom to divine.", "预言家请睁眼，选择你要预言的角色。"),
    "scapegoat": _t("Scapegoat, open your eyes and choose whose blame you take.", "替罪羊请睁眼，选择背锅的目标。"),
    "doctor": _t("Doctor, open your eyes and choose whom to treat.", "医生请睁眼，选择你要急救的角色。"),
    "gypsy": _t("Gypsy, open your eyes and choose tomorrow's event.", "吉普赛人请睁眼，选择明天发生的事件。"),
    "witch": _t(
        "Witch, open your eyes. These are tonight's targets. Antidote? Poison?",
        "女巫请睁眼，这是今晚的指杀目标。是否使用解药？是否使用毒药？",
    ),
    "elder_prestige": _t(
        "Elder, open your eyes: these players used skills on you. Eliminate one?",
        "长老请睁眼，这些角色对你使用了技能。是否令其中一名出局？",
    ),
}

# Spanish and Italian message templates.
ES_IT: dict[str, tuple[str, str]] = {
    "say": ("{speaker}: {text}", "{speaker}: {text}"),
    "your_role": ("Eres: {role}.", "Sei: {role}."),
    "night_falls": ("Cae la noche {number}.", "Scende la notte {number}."),
    "day_breaks": ("Empieza el día {number}.", "Inizia il giorno {number}."),
    "events": ("Evento de hoy: {events}.", "Evento di oggi: {events}."),
    "night_result": ("Anoche han eliminado a: {seats}.", "Stanotte hanno eliminato: {seats}."),
    "full_attacks": ("Ataque completo: {seats}.", "Attacco completo: {seats}."),
    "cry_voters": ("Hoy solo votan: {seats}.", "Oggi votano solo: {seats}."),
    "last_words": ("Últimas palabras: {seats}.", "Ultime parole: {seats}."),
    "vote_open": ("Se abre la votación.", "La votazione è aperta."),
    "vote_totals": ("Votos: {totals}.", "Voti: {totals}."),
    "vote_tie": ("Empate entre {seats}: nueva votación.", "Pareggio tra {seats}: nuova votazione."),
    "executed": ("Se ejecuta a {seat}.", "Esecuzione: {seat}."),
    "executed_survived": (
        "Se ejecuta a {seat}, pero sigue en juego.",
        "{seat} subisce l'esecuzione ma resta in gioco.",
    ),
    "nobody_executed": ("Hoy nadie es ejecutado.", "Oggi nessuno viene giustiziato."),
    "eliminated": ("Han eliminado a {seat}.", "Hanno eliminato {seat}."),
    "sheriff_candidates": ("Candidaturas a sheriff: {seats}.", "Candidature a sceriffo: {seats}."),
    "sheriff_elected": ("La insignia de sheriff es para {seat}.", "Il distintivo di sceriffo va a {seat}."),
    "no_sheriff": ("No hay sheriff.", "Non c'è sceriffo."),
    "sheriff_tie": ("Empate en la elección: {seats}.", "Pareggio nell'elezione: {seats}."),
    "badge_lost": ("La insignia se pierde.", "Il distintivo è perso."),
    "badge_passed": ("La insignia pasa a {seat}.", "Il distintivo passa a {seat}."),
    "badge_torn": ("El sheriff rompe la insignia.", "Lo sceriffo strappa il distintivo."),
    "game_over": ("Fin de la partida: {sides} Ganadores: {winners}.", "Fine partita: {sides} Vincitori: {winners}."),
    "roles_revealed": ("Roles: {roles}.", "Ruoli: {roles}."),
    "insanity_verify": ("Pierdes Ataque y ganas Verificar.", "Perdi Attacco e ottieni Verifica."),
    "insanity_lynch": ("Pierdes tus habilidades y ganas Linchar.", "Perdi le tue abilità e ottieni Linciaggio."),
    "extra_lynch_granted": (
        "Esta noche puedes usar un linchamiento extra.",
        "Stanotte puoi usare un linciaggio extra.",
    ),
    "festival_lynch": (
        "El bando de los aldeanos puede linchar esta noche.",
        "La fazione del villaggio può linciare stanotte.",
    ),
    "skills_lost": ("Has perdido todas tus habilidades.", "Hai perso tutte le tue abilità."),
    "fox_chances": ("Tus oportunidades: {count}.", "Le tue possibilità: {count}."),
    "crystal_message": ("Mensaje de la Vidente: {text}", "Messaggio della Veggente: {text}"),
    "no_effect": ("Tu habilidad no tuvo efecto esta noche.", "La tua abilità non ha avuto effetto stanotte."),
    "spirit_sense": (
        "Objetivos de muerte designada esta noche: {seats}.",
        "Bersagli di uccisione designata stanotte: {seats}.",
    ),
    "prestige_list": (
        "Jugadores no aldeanos que usaron habilidades contra ti: {seats}.",
        "Giocatori non-villaggio che hanno usato abilità su di te: {seats}.",
    ),
    "respect_prestige": (
        "Esta noche tienes Prestigio. Jugadores no aldeanos que usaron habilidades contra ti: {seats}.",
        "Stanotte hai Prestigio. Giocatori non-villaggio che hanno usato abilità su di te: {seats}.",
    ),
    "divination_result": ("{target} — {role} — {faction}.", "{target} — {role} — {faction}."),
    "pack_check_result": ("{target} {result}.", "{target} {result}."),
    "verify_result": ("{target} — {faction}.", "{target} — {faction}."),
    "lure_result": ("{target} — {role}.", "{target} — {role}."),
    "converted": (
        "Eres {role}. Ahora perteneces al bando de los aldeanos.",
        "Sei {role}. Ora appartieni alla fazione del villaggio.",
    ),
    "group_members": ("Tu grupo: {members}.", "Il tuo gruppo: {members}."),
    "barrier": ("El Arribista ha sido eliminado.", "L'Arrivista è stato eliminato."),
}
for _kind, (_es, _it) in ES_IT.items():
    TEMPLATES[_kind] = {**TEMPLATES[_kind], "es": _es, "it": _it}

# Spanish and Italian checklist lines, said aloud in the same order.
CHECKLIST_ES_IT: dict[str, tuple[str, str]] = {
    "elder_respect": (
        "Anciano, abre los ojos y elige a quién respetas.",
        "Anziano, apri gli occhi e scegli chi rispettare.",
    ),
    "piper": (
        "Flautista, abre los ojos y elige a quién encantas con la flauta.",
        "Pifferaio, apri gli occhi e scegli chi incantare col piffero.",
    ),
    "careerist": (
        "Arribista, abre los ojos y nombra tus parejas.",
        "Arrivista, apri gli occhi e indica le tue coppie.",
    ),
    "werewolf": (
        "Hombres lobo, abrid los ojos uno a uno y elegid vuestro objetivo.",
        "Lupi mannari, aprite gli occhi uno alla volta e scegliete il bersaglio.",
    ),
    "white_wolf": (
        "Lobo blanco, abre los ojos: Control de manada o Mordisco.",
        "Lupo bianco, apri gli occhi: Controllo del branco o Morso.",
    ),
    "treasure": (
        "Tesoro, abre los ojos: ¿usas el Señuelo con alguien?",
        "Tesoro, apri gli occhi: vuoi adescare qualcuno?",
    ),
    "fox": ("Zorro, abre los ojos y luego ciérralos.", "Volpe, apri gli occhi e poi chiudili."),
    "seer": (
        "Vidente, abre los ojos y elige a quién adivinas.",
        "Veggente, apri gli occhi e scegli chi divinare.",
    ),
    "scapegoat": (
        "Chivo expiatorio, abre los ojos y elige de quién cargas con la culpa.",
        "Capro espiatorio, apri gli occhi e scegli di chi prenderti la colpa.",
    ),
    "doctor": (
        "Doctor, abre los ojos y elige a quién atiendes.",
        "Dottore, apri gli occhi e scegli chi curare.",
    ),
    "gypsy": (
        "Gitana, abre los ojos y elige el evento de mañana.",
        "Zingara, apri gli occhi e scegli l'evento di domani.",
    ),
    "witch": (
        "Bruja, abre los ojos. Estos son los objetivos de esta noche. ¿Antídoto? ¿Veneno?",
        "Strega, apri gli occhi. Ecco i bersagli di stanotte. Antidoto? Veleno?",
    ),
    "elder_prestige": (
        "Anciano, abre los ojos: estos jugadores usaron habilidades contra ti. ¿Eliminas a uno?",
        "Anziano, apri gli occhi: questi giocatori hanno usato abilità su di te. Ne elimini uno?",
    ),
}
for _step, (_es, _it) in CHECKLIST_ES_IT.items():
    CHECKLIST[_step] = {**CHECKLIST[_step], "es": _es, "it": _it}


# Each ability's name as a phone, the console and the checklist show it.
ABILITY_NAMES: dict[str, dict[str, str]] = {
    "antidote": {"en": "Antidote", "es": "Antídoto", "it": "Antidoto", "zh_CN": "解药"},
    "attack": {"en": "Attack", "es": "Ataque", "it": "Attacco", "zh_CN": "攻击"},
    "bite": {"en": "Bite", "es": "Mordisco", "it": "Morso", "zh_CN": "撕咬"},
    "blame": {"en": "Take the Blame", "es": "Cargar con la culpa", "it": "Prendersi la colpa", "zh_CN": "背锅"},
    "cry_injustice": {
        "en": "Cry Injustice",
        "es": "Clamar injusticia",
        "it": "Gridare all'ingiustizia",
        "zh_CN": "鸣冤",
    },
    "crystal_ball": {"en": "Crystal Ball", "es": "Bola de cristal", "it": "Sfera di cristallo", "zh_CN": "魔法水晶球"},
    "discontent": {"en": "Discontent", "es": "Descontento", "it": "Malcontento", "zh_CN": "不满情绪"},
    "divine": {"en": "Divination", "es": "Adivinación", "it": "Divinazione", "zh_CN": "预言"},
    "extra_lynch": {"en": "Extra Lynch", "es": "Linchamiento extra", "it": "Linciaggio extra", "zh_CN": "额外私刑"},
    "first_aid": {"en": "First Aid", "es": "Primeros auxilios", "it": "Primo soccorso", "zh_CN": "急救"},
    "first_shot": {"en": "First Shot", "es": "Primer disparo", "it": "Primo colpo", "zh_CN": "第一枪"},
    "lure": {"en": "Lure", "es": "Señuelo", "it": "Adescamento", "zh_CN": "引诱"},
    "lynch": {"en": "Lynch", "es": "Linchamiento", "it": "Linciaggio", "zh_CN": "私刑"},
    "new_moon": {"en": "New Moon", "es": "Luna nueva", "it": "Luna nuova", "zh_CN": "新月"},
    "pack_check": {"en": "Pack Check", "es": "Control de manada", "it": "Controllo del branco", "zh_CN": "归群"},
    "pass": {"en": "Pass", "es": "Pasar", "it": "Passare", "zh_CN": "放弃"},
    "pass_badge": {
        "en": "Pass the badge",
        "es": "Pasar la insignia",
        "it": "Passare il distintivo",
        "zh_CN": "移交警徽",
    },
    "pipe": {"en": "Pipe", "es": "Flauta", "it": "Piffero", "zh_CN": "吹笛"},
    "poison": {"en": "Poison", "es": "Veneno", "it": "Veleno", "zh_CN": "毒药"},
    "prestige": {"en": "Prestige", "es": "Prestigio", "it": "Prestigio", "zh_CN": "威望"},
    "respect": {"en": "Respect", "es": "Respeto", "it": "Rispetto", "zh_CN": "尊敬"},
    "run": {"en": "Run for sheriff", "es": "Presentarse a sheriff", "it": "Candidarsi a sceriffo", "zh_CN": "竞选警长"},
    "supremacy": {"en": "Supremacy", "es": "Supremacía", "it": "Supremazia", "zh_CN": "独尊"},
    "surgery": {"en": "Surgery", "es": "Cirugía", "it": "Chirurgia", "zh_CN": "手术"},
    "tear_badge": {
        "en": "Tear up the badge",
        "es": "Romper la insignia",
        "it": "Strappare il distintivo",
        "zh_CN": "撕毁警徽",
    },
    "verify": {"en": "Verify", "es": "Verificar", "it": "Verifica", "zh_CN": "查证"},
    "withdraw": {"en": "Withdraw", "es": "Retirarse", "it": "Ritirarsi", "zh_CN": "退水"},
}

# The grimoire's words for a role's faction (seen as, counts as, wins with).
ATTRIBUTE_WORDS: dict[str, dict[str, str]] = {
    "village": {
        "en": "Village faction",
        "es": "Bando de los aldeanos",
        "it": "Fazione del villaggio",
        "zh_CN": "村民阵营",
    },
    "nonvillage": {
        "en": "Non-village faction",
        "es": "Bando de los no aldeanos",
        "it": "Fazione non-villaggio",
        "zh_CN": "非村民阵营",
    },
    "werewolf": {"en": "Werewolf", "es": "Hombre lobo", "it": "Lupo mannaro", "zh_CN": "狼人"},
}


# The book's own day and night steps (and phase kinds) as the console, projector and phones name them.
PHASE_WORDS: dict[str, dict[str, str]] = {
    "actions": {"en": "Night actions", "es": "Acciones nocturnas", "it": "Azioni notturne", "zh_CN": "夜间行动"},
    "witch": {"en": "Witch", "es": "Bruja", "it": "Strega", "zh_CN": "女巫"},
    "prestige": {"en": "Prestige", "es": "Prestigio", "it": "Prestigio", "zh_CN": "威望"},
    "dawn": {"en": "Dawn", "es": "Amanecer", "it": "Alba", "zh_CN": "天亮"},
    "resolve": {"en": "Resolution", "es": "Resolución", "it": "Risoluzione", "zh_CN": "结算"},
    "sheriff_run": {
        "en": "Sheriff candidates",
        "es": "Candidatos a sheriff",
        "it": "Candidati sceriffo",
        "zh_CN": "警长竞选",
    },
    "sheriff_withdraw": {"en": "Withdrawals", "es": "Retiradas", "it": "Ritiri", "zh_CN": "退水"},
    "sheriff_vote": {
        "en": "Sheriff vote",
        "es": "Votación del sheriff",
        "it": "Voto per lo sceriffo",
        "zh_CN": "警长投票",
    },
    "sheriff_pk": {"en": "Sheriff PK", "es": "PK del sheriff", "it": "PK dello sceriffo", "zh_CN": "警长PK"},
    "discontent": {"en": "Discontent", "es": "Descontento", "it": "Malcontento", "zh_CN": "不满情绪"},
    "discussion": {"en": "Discussion", "es": "Debate", "it": "Discussione", "zh_CN": "讨论"},
    "vote": {"en": "Vote", "es": "Votación", "it": "Votazione", "zh_CN": "投票"},
    "pk": {"en": "PK and new vote", "es": "PK y nueva votación", "it": "PK e nuova votazione", "zh_CN": "PK后重新投票"},
}


# The book's channels (private groups) as the console's log names them.
CHANNEL_WORDS: dict[str, dict[str, str]] = {
    "group": {"en": "Group", "es": "Grupo", "it": "Gruppo", "zh_CN": "共群"},
}


# Why a game ended, as the winner page says it.
REASON_WORDS: dict[str, dict[str, str]] = {
    "village_all_out": {
        "en": "no village-faction player is left in play",
        "es": "no queda en juego nadie del bando de los aldeanos",
        "it": "non resta in gioco nessuno della fazione del villaggio",
        "zh_CN": "村民阵营已全部出局",
    },
    "werewolves_out": {
        "en": "every Werewolf is out",
        "es": "todos los hombres lobo están eliminados",
        "it": "tutti i lupi mannari sono eliminati",
        "zh_CN": "狼人已全部出局",
    },
    "pillars_out": {
        "en": "White Wolf, Piper, Fox, Treasure and Careerist are all out",
        "es": "Lobo blanco, Flautista, Zorro, Tesoro y Arribista están todos eliminados",
        "it": "Lupo bianco, Pifferaio, Volpe, Tesoro e Arrivista sono tutti eliminati",
        "zh_CN": "白狼、吹笛者、妖狐、宝藏、野心家已全部出局",
    },
}
