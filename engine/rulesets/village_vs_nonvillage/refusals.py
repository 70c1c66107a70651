"""Village vs Non-village's own refusals in the four languages (engine/refusals.py)."""

from __future__ import annotations

from engine.refusals import in_four, register_refusals

_t = in_four


REFUSALS: dict[str, dict[str, str]] = {
    "zh.needs_werewolf": _t(
        "the setup needs at least one Werewolf",
        "la composición necesita al menos un Hombre lobo",
        "la composizione richiede almeno un Lupo mannaro",
        "配置中至少要有一名狼人",
    ),
    "zh.needs_village_role": _t(
        "the setup needs at least one village-faction role",
        "la composición necesita al menos un rol del bando de los aldeanos",
        "la composizione richiede almeno un ruolo della fazione del villaggio",
        "配置中至少要有一个村民阵营身份",
    ),
    "zh.needs_village": _t(
        "the setup needs a village faction",
        "la composición necesita el bando de los aldeanos",
        "la composizione richiede la fazione del villaggio",
        "配置中需要村民阵营",
    ),
    "zh.crystal_message": _t(
        "a Crystal Ball message names a role of this game and says something",
        "un mensaje de la bola de cristal nombra un rol de esta partida y dice algo",
        "un messaggio della sfera di cristallo nomina un ruolo di questa partita e dice qualcosa",
        "魔法水晶球消息须指定本局的一个身份并写上内容",
    ),
    "zh.unknown_event": _t(
        "there is no such event",
        "ese evento no existe",
        "quell'evento non esiste",
        "没有这个事件",
    ),
    "zh.event_happened": _t(
        "that event has already happened",
        "ese evento ya ha ocurrido",
        "quell'evento è già avvenuto",
        "该事件已经发生过了",
    ),
    "zh.two_events": _t(
        "choose two different events",
        "elige dos eventos distintos",
        "scegli due eventi diversi",
        "请选择两个不同的事件",
    ),
    "zh.pairs_whole": _t(
        "Supremacy names whole pairs of players",
        "la supremacía nombra parejas completas de jugadores",
        "la supremazia nomina coppie intere di giocatori",
        "至高须成对选择玩家",
    ),
    "zh.pair_once_a_night": _t(
        "a player may appear in only one pair a night",
        "un jugador solo puede estar en una pareja por noche",
        "un giocatore può stare in una sola coppia per notte",
        "每晚一名玩家只能出现在一对中",
    ),
    "zh.pairs_living": _t(
        "Supremacy names living players",
        "la supremacía nombra jugadores vivos",
        "la supremazia nomina giocatori vivi",
        "至高只能选择存活的玩家",
    ),
    "zh.pair_twice": _t(
        "the same pair may not be named twice in a game",
        "no se puede nombrar dos veces la misma pareja en una partida",
        "non si può nominare due volte la stessa coppia in una partita",
        "同一对玩家一局中不能被选两次",
    ),
    "zh.one_to_five": _t(
        "name one to five different players",
        "nombra de uno a cinco jugadores distintos",
        "nomina da uno a cinque giocatori diversi",
        "请选择一到五名不同的玩家",
    ),
    "zh.injustice_living": _t(
        "Cry Injustice names living players",
        "clamar injusticia nombra jugadores vivos",
        "gridare all'ingiustizia nomina giocatori vivi",
        "喊冤只能选择存活的玩家",
    ),
    "zh.attack_twice": _t(
        "a Werewolf may not attack the same player two nights in a row",
        "un Hombre lobo no puede atacar al mismo jugador dos noches seguidas",
        "un Lupo mannaro non può attaccare lo stesso giocatore due notti di fila",
        "狼人不能连续两晚袭击同一名玩家",
    ),
    "zh.pipe_twice": _t(
        "the Piper may not name the same player twice",
        "el Flautista no puede nombrar dos veces al mismo jugador",
        "il Pifferaio non può nominare due volte lo stesso giocatore",
        "吹笛者不能两次选择同一名玩家",
    ),
    "zh.respect_twice": _t(
        "Respect may not name the same player twice",
        "el respeto no puede nombrar dos veces al mismo jugador",
        "il rispetto non può nominare due volte lo stesso giocatore",
        "尊敬不能两次选择同一名玩家",
    ),
    "zh.prestige_list": _t(
        "only a player on tonight's Prestige list may be chosen",
        "solo se puede elegir a un jugador de la lista de prestigio de esta noche",
        "si può scegliere solo un giocatore della lista del prestigio di stanotte",
        "只能选择今晚声望名单上的玩家",
    ),
}

register_refusals(REFUSALS)
