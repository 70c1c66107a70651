"""Moonveil's own refusals in the four languages (engine/refusals.py)."""

from __future__ import annotations

from engine.refusals import in_four, register_refusals

_t = in_four


REFUSALS: dict[str, dict[str, str]] = {
    "mv.uses_spent": _t(
        "{ability} has no uses left (it had {uses})",
        "{ability}: no quedan usos (había {uses})",
        "{ability}: non restano usi (erano {uses})",
        "{ability}已没有剩余次数（原有 {uses} 次）",
    ),
    "mv.fellow_wolf": _t(
        "a Wolf may not choose a fellow Wolf",
        "un lobo no puede elegir a otro lobo",
        "un lupo non può scegliere un altro lupo",
        "狼人不能选择狼队友",
    ),
    "mv.protect_twice": _t(
        "the same player may not be protected two nights in a row",
        "no se puede proteger al mismo jugador dos noches seguidas",
        "non si può proteggere lo stesso giocatore due notti di fila",
        "不能连续两晚守护同一名玩家",
    ),
    "mv.unknown_game_type": _t(
        "there is no game type '{value}'",
        "no existe el tipo de partida «{value}»",
        "non esiste il tipo di partita «{value}»",
        "没有“{value}”这种游戏类型",
    ),
    "mv.unknown_theme": _t(
        "choose a theme (there is no theme '{value}')",
        "elige un tema (no existe el tema «{value}»)",
        "scegli un tema (non esiste il tema «{value}»)",
        "请选择主题（没有“{value}”这个主题）",
    ),
    "mv.theme_players": _t(
        "this theme plays with {least} to {most} players, not {count}",
        "este tema se juega con {least} a {most} jugadores, no con {count}",
        "questo tema si gioca con {least}-{most} giocatori, non con {count}",
        "此主题需要 {least} 到 {most} 名玩家，而不是 {count} 名",
    ),
    "mv.theme_pool": _t(
        "a custom theme pool is a non-empty list of special roles",
        "un tema propio es una lista no vacía de roles especiales",
        "un tema personalizzato è un elenco non vuoto di ruoli speciali",
        "自定义主题须为非空的特殊身份列表",
    ),
    "mv.pool_twice": _t(
        "a theme pool names each role once",
        "un tema nombra cada rol una sola vez",
        "un tema nomina ogni ruolo una volta sola",
        "主题中每个身份只能出现一次",
    ),
    "mv.unknown_mix": _t(
        "choose a classic mix (there is no mix '{value}')",
        "elige una mezcla clásica (no existe la mezcla «{value}»)",
        "scegli una combinazione classica (non esiste «{value}»)",
        "请选择经典配置（没有“{value}”这个配置）",
    ),
    "mv.mix_players": _t(
        "this classic mix plays with {least} to {most} players, not {count}",
        "esta mezcla clásica se juega con {least} a {most} jugadores, no con {count}",
        "questa combinazione classica si gioca con {least}-{most} giocatori, non con {count}",
        "此经典配置需要 {least} 到 {most} 名玩家，而不是 {count} 名",
    ),
    "mv.wolf_count": _t(
        "choose between 1 and {most} Wolves (not {count})",
        "elige entre 1 y {most} lobos (no {count})",
        "scegli da 1 a {most} lupi (non {count})",
        "狼人数量须在 1 到 {most} 之间（而不是 {count}）",
    ),
    "mv.too_many_wolves": _t(
        "{count} Wolves are too many for {players} players: Wolves must be fewer than half",
        "{count} lobos son demasiados para {players} jugadores: los lobos deben ser menos de la mitad",
        "{count} lupi sono troppi per {players} giocatori: i lupi devono essere meno della metà",
        "{players} 名玩家配 {count} 只狼人太多了：狼人须少于一半",
    ),
    "mv.no_villager": _t(
        "there must be at least one Villager: remove a role or add a player",
        "debe haber al menos un Aldeano: quita un rol o añade un jugador",
        "serve almeno un Contadino: togli un ruolo o aggiungi un giocatore",
        "至少要有一名村民：请去掉一个身份或增加一名玩家",
    ),
    "mv.advanced_list": _t(
        "the advanced roles are a list of role ids or numbers",
        "los roles avanzados son una lista de roles o números",
        "i ruoli avanzati sono un elenco di ruoli o numeri",
        "进阶身份须为身份或编号的列表",
    ),
    "mv.not_advanced": _t(
        "'{value}' is not an advanced role of the catalog",
        "«{value}» no es un rol avanzado del catálogo",
        "«{value}» non è un ruolo avanzato del catalogo",
        "“{value}”不是目录中的进阶身份",
    ),
    "mv.type_draws_roles": _t(
        "this game type draws the roles by itself; choose Classic or Manual to pick them",
        "este tipo de partida sortea los roles por sí solo; elige Clásica o Manual para escogerlos",
        "questo tipo di partita estrae i ruoli da solo; scegli Classica o Manuale per sceglierli",
        "此游戏类型会自动抽取身份；要自己挑选请选择经典或手动",
    ),
    "mv.whole_number": _t(
        "the option '{option}' must be a whole number",
        "la opción «{option}» debe ser un número entero",
        "l'opzione «{option}» deve essere un numero intero",
        "选项“{option}”须为整数",
    ),
}

register_refusals(REFUSALS)
