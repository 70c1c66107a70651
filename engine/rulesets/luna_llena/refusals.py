"""Full Moon's (Luna llena's) own refusals in the four languages (engine/refusals.py).
The book is named as its title reads in each language (``texts.TITLES``)."""

from __future__ import annotations

from engine.refusals import in_four, register_refusals

_t = in_four


REFUSALS: dict[str, dict[str, str]] = {
    "ll.player_count": _t(
        "Full Moon plays with 7, 8 or 9 players, not {count}",
        "Luna llena se juega con 7, 8 o 9 jugadores, no con {count}",
        "Luna piena si gioca con 7, 8 o 9 giocatori, non con {count}",
        "满月需要 7、8 或 9 名玩家，而不是 {count} 名",
    ),
    "ll.unknown_mode": _t(
        "there is no mode '{value}'",
        "no existe el modo «{value}»",
        "non esiste la modalità «{value}»",
        "没有“{value}”这种模式",
    ),
    "ll.deck_empty": _t(
        "TEST mode deals a chosen deck: choose one card per seat",
        "el modo PRUEBA reparte un mazo elegido: elige una carta por asiento",
        "la modalità PROVA distribuisce un mazzo scelto: scegli una carta per posto",
        "测试模式发指定的牌：请为每个座位选一张牌",
    ),
    "ll.deck_count": _t(
        "the deck has {dealt} cards for {count} players",
        "el mazo tiene {dealt} cartas para {count} jugadores",
        "il mazzo ha {dealt} carte per {count} giocatori",
        "牌组有 {dealt} 张牌，但玩家有 {count} 名",
    ),
    "ll.no_compatible_role": _t(
        "no compatible role left for {slots} slot(s)",
        "no queda ningún rol compatible para {slots} hueco(s)",
        "non resta alcun ruolo compatibile per {slots} posto/i",
        "没有可用于剩余 {slots} 个位置的兼容身份",
    ),
    "ll.lovers_pair": _t(
        "the Lovers enter as a pair: deal exactly two lover cards",
        "los enamorados entran en pareja: reparte exactamente dos cartas de Enamorado",
        "gli innamorati entrano in coppia: distribuisci esattamente due carte di Innamorato",
        "恋人成对出现：请恰好发两张恋人牌",
    ),
    "ll.special_once": _t(
        "the special role '{role}' may be dealt only once",
        "el rol especial «{role}» solo se puede repartir una vez",
        "il ruolo speciale «{role}» si può distribuire una volta sola",
        "特殊身份“{role}”只能发一次",
    ),
    "ll.needs_evil": _t(
        "a game needs at least one evil player",
        "una partida necesita al menos un jugador malvado",
        "una partita richiede almeno un giocatore malvagio",
        "一局游戏至少需要一名邪恶玩家",
    ),
    "ll.needs_good": _t(
        "a game needs at least one good player",
        "una partida necesita al menos un jugador bueno",
        "una partita richiede almeno un giocatore buono",
        "一局游戏至少需要一名好人玩家",
    ),
    "ll.deadline_passed": _t(
        "the deadline of this phase has passed: the action is lost",
        "el plazo de esta fase ha pasado: la acción se pierde",
        "la scadenza di questa fase è passata: l'azione è persa",
        "本阶段的截止时间已过：该行动作废",
    ),
    "ll.defense_only_accused": _t(
        "during the defense only the accused may write",
        "durante la defensa solo puede escribir el acusado",
        "durante la difesa può scrivere solo l'accusato",
        "辩护期间只有被指控者可以发言",
    ),
    "ll.village_by_day": _t(
        "the village speaks only by day",
        "el pueblo solo habla de día",
        "il villaggio parla solo di giorno",
        "全体玩家只在白天发言",
    ),
    "ll.waiting_for": _t(
        "still waiting for {names} before the deadline; close with an override",
        "aún faltan {names} antes del plazo; cierra con una confirmación explícita",
        "si attende ancora {names} prima della scadenza; chiudi con una conferma esplicita",
        "截止前还在等待 {names}；如需结束请强制结束",
    ),
    "ll.attack_evil": _t(
        "the joint attack may not target an evil player",
        "el ataque conjunto no puede elegir a un jugador malvado",
        "l'attacco congiunto non può colpire un giocatore malvagio",
        "共同袭击不能选择邪恶玩家",
    ),
    "ll.shaman_shields_evil": _t(
        "the Wolf Shaman shields only another evil player",
        "el Chamán lobo solo escuda a otro jugador malvado",
        "lo Sciamano lupo protegge solo un altro giocatore malvagio",
        "狼萨满只能庇护另一名邪恶玩家",
    ),
    "ll.priest_revives_good": _t(
        "the Priest revives only a player who was good when they died",
        "el Sacerdote solo revive a un jugador que era bueno al morir",
        "il Sacerdote resuscita solo un giocatore che era buono quando è morto",
        "牧师只能复活死亡时是好人的玩家",
    ),
    "ll.not_afk": _t(
        "that player is not AFK (60 s without valid presence are needed)",
        "ese jugador no está ausente (hacen falta 60 s sin presencia válida)",
        "quel giocatore non è assente (servono 60 s senza presenza valida)",
        "该玩家并未挂机（需要 60 秒没有有效在线）",
    ),
}

register_refusals(REFUSALS)
