"""What the moderator reads aloud at each step of the night (the checklist), in four languages.

Kept apart from ``texts.py`` (the messages) so each file says one thing; the
night order itself is declared in ``night.py``."""

from __future__ import annotations

from engine.rulesets.luna_llena.texts import _t

CHECKLIST: dict[str, dict[str, str]] = {
    "evil": _t(
        "Evil players, open your eyes, recognise each other and choose your victim.",
        "Malvados, abrid los ojos, reconoceos y elegid a vuestra víctima.",
        "Malvagi, aprite gli occhi, riconoscetevi e scegliete la vittima.",
        "邪恶玩家请睁眼，互相确认并选择目标。",
    ),
    "vampire": _t(
        "Vampire, do you pierce the Doctor's protection tonight?",
        "Vampiro, ¿perforas esta noche la protección del Médico?",
        "Vampiro, trafiggi stanotte la protezione del Dottore?",
        "吸血鬼请睁眼，今晚是否破除医生的保护？",
    ),
    "seer": _t(
        "Seer, open your eyes and point at a player to consult.",
        "Vidente, abre los ojos y señala a quién consultas.",
        "Veggente, apri gli occhi e indica chi consulti.",
        "预言家请睁眼，指出要查验的玩家。",
    ),
    "doctor": _t(
        "Doctor, open your eyes and point at the player you protect.",
        "Médico, abre los ojos y señala a quién proteges.",
        "Dottore, apri gli occhi e indica chi proteggi.",
        "医生请睁眼，指出要保护的玩家。",
    ),
    "assassin": _t(
        "Assassin, do you attack someone tonight?",
        "Asesino, ¿atacas a alguien esta noche?",
        "Assassino, attacchi qualcuno stanotte?",
        "刺客请睁眼，今晚是否刺杀一名玩家？",
    ),
    "informant": _t(
        "Informant, point at the player you denounce.",
        "Delator, señala a quién delatas.",
        "Delatore, indica chi denunci.",
        "告密者请睁眼，指出你要告发的玩家。",
    ),
    "crier": _t(
        "Town Crier, point at the card you mark.",
        "Pregonero, señala la carta que marcas.",
        "Banditore, indica la carta che marchi.",
        "传令官请睁眼，指出你要标记的身份牌。",
    ),
    "druid": _t(
        "Druid, point at the player you link.",
        "Druida, señala a quién vinculas.",
        "Druido, indica chi leghi.",
        "德鲁伊请睁眼，指出你要连结的玩家。",
    ),
    "mystic": _t(
        "Mystic, point at an absent player.",
        "Místico, señala a un jugador ausente.",
        "Mistico, indica un giocatore assente.",
        "神秘者请睁眼，指出一名离开的玩家。",
    ),
    "thief": _t(
        "Thief, point at the player you rob of a vote.",
        "Ladrón, señala a quién robas un voto.",
        "Ladro, indica a chi rubi un voto.",
        "小偷请睁眼，指出你要偷取票权的玩家。",
    ),
    "night_visitor": _t(
        "Night Visitor, point at the player you visit.",
        "Visitante nocturna, señala a quién visitas.",
        "Visitatrice notturna, indica chi visiti.",
        "夜访者请睁眼，指出你要拜访的玩家。",
    ),
    "confidant": _t(
        "Confidant, point at the player you confide in.",
        "Confidente, señala a quién te confías.",
        "Confidente, indica a chi ti confidi.",
        "知己请睁眼，指出你要交换身份的玩家。",
    ),
    "priest": _t(
        "Priest, do you bring a dead good player back?",
        "Sacerdote, ¿devuelves la vida a un bueno muerto?",
        "Sacerdote, riporti in vita un buono morto?",
        "牧师请睁眼，是否复活一名死去的好人？",
    ),
    "dawn": _t(
        "Everyone, open your eyes: dawn breaks.",
        "Todos, abrid los ojos: amanece.",
        "Tutti, aprite gli occhi: è l'alba.",
        "所有人请睁眼：天亮了。",
    ),
    "witch": _t(
        "Witch: you may mark a player during the debate.",
        "Bruja: puedes marcar a un jugador durante el debate.",
        "Strega: puoi marchiare un giocatore durante il dibattito.",
        "女巫：你可以在辩论阶段标记一名玩家。",
    ),
    "wolf_shaman": _t(
        "Wolf Shaman: you may shield an evil player during the debate.",
        "Chamán lobo: puedes proteger a un malvado durante el debate.",
        "Sciamano lupo: puoi proteggere un malvagio durante il dibattito.",
        "狼萨满：你可以在辩论阶段庇护一名邪恶玩家。",
    ),
}
