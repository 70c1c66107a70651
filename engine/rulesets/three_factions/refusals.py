"""Three Factions' (Tre Fazioni's) own refusals in the four languages (engine/refusals.py)."""

from __future__ import annotations

from engine.refusals import in_four, register_refusals

_t = in_four


REFUSALS: dict[str, dict[str, str]] = {
    "tf.setup_size": _t(
        "this setup is for {dealt} players, not {count} (give a custom role list in the roles option)",
        "esta composición es para {dealt} jugadores, no para {count} (da tu propia lista en la opción de roles)",
        "questa composizione è per {dealt} giocatori, non {count} (dai un tuo elenco nell'opzione ruoli)",
        "此配置适用于 {dealt} 名玩家，而不是 {count} 名（请在身份选项中给出自定义身份列表）",
    ),
    "tf.deadlines_shape": _t(
        "the deadlines are an object with a mode (manual, timer or clock)",
        "los plazos son un objeto con un modo (manual, temporizador o reloj)",
        "le scadenze sono un oggetto con una modalità (manuale, timer o orologio)",
        "截止时间须为带模式（手动、计时或时钟）的对象",
    ),
    "tf.time_format": _t(
        "a time is written HH:MM, not '{value}'",
        "una hora se escribe HH:MM, no «{value}»",
        "un orario si scrive HH:MM, non «{value}»",
        "时间须写成 HH:MM，而不是“{value}”",
    ),
    "tf.time_of_day": _t(
        "'{value}' is not a time of day",
        "«{value}» no es una hora del día",
        "«{value}» non è un orario valido",
        "“{value}”不是有效的时刻",
    ),
    "tf.timer_minutes": _t(
        "a timer is a number of minutes (0 or more), not '{value}'",
        "un temporizador es un número de minutos (0 o más), no «{value}»",
        "un timer è un numero di minuti (0 o più), non «{value}»",
        "计时须为不小于 0 的分钟数，而不是“{value}”",
    ),
    "tf.deadline_mode": _t(
        "there is no deadline mode '{value}'",
        "no existe el modo de plazo «{value}»",
        "non esiste la modalità di scadenza «{value}»",
        "没有“{value}”这种截止模式",
    ),
    "tf.shift_mode": _t(
        "shift in mode A or mode B",
        "transfórmate en modo A o en modo B",
        "muta in modo A o in modo B",
        "请以模式A或模式B变形",
    ),
    "tf.guess_role": _t(
        "guess one role of the setup",
        "adivina un rol de la composición",
        "indovina un ruolo della composizione",
        "请猜一个本局配置中的身份",
    ),
    "tf.shifter_bit": _t(
        "a Shapeshifter who shifts takes no part in the bite: another pack member enters the bite first",
        "un lobo mutante que se transforma no participa en el mordisco: otro miembro de la manada debe morder primero",
        "un Lupo Mutaforma che muta non partecipa allo sbranamento: un altro membro del branco deve entrare per primo",
        "变形的变形狼不参与撕咬：须由另一名狼队成员先提交撕咬",
    ),
    "tf.shifter_shifts": _t(
        "a Shapeshifter who shifts tonight takes no part in the bite",
        "un lobo mutante que se transforma esta noche no participa en el mordisco",
        "un Lupo Mutaforma che muta stanotte non partecipa allo sbranamento",
        "今晚变形的变形狼不参与撕咬",
    ),
    "tf.demon_nominates_by_day": _t(
        "the Demon Wolf names his nominee by day, from Day 1 until the vote closes",
        "el Lobo Demonio nombra a su candidato de día, desde el día 1 hasta que se cierra la votación",
        "il lupo demone nomina il suo candidato di giorno, dal giorno 1 fino alla chiusura del voto",
        "恶魔狼在白天提名，从第1天起直到投票结束",
    ),
    "tf.night_actions_time": _t(
        "night actions are submitted between the Pyre and the action deadline",
        "las acciones nocturnas se envían entre la hoguera y el plazo de acciones",
        "le azioni notturne si inviano tra il rogo e la scadenza delle azioni",
        "夜间行动须在火刑之后、行动截止之前提交",
    ),
    "tf.not_night_zero": _t(
        "not available on Night 0 (only the Shapeshifter, the Blind Seer and the MIB K act)",
        "no disponible en la noche 0 (solo actúan el Lobo Cambiaformas, el Vidente Ciego y el MIB K)",
        "non disponibile nella notte 0 (agiscono solo il Lupo Mutaforma, il Veggente Cieco e il MIB K)",
        "第0夜不可用（只有变形狼、盲眼预言家和黑衣人K行动）",
    ),
    "tf.pack_sick": _t(
        "the pack is sick tonight: no bite and no shift",
        "la manada está enferma esta noche: ni mordisco ni transformación",
        "il branco è malato stanotte: niente sbranamento e niente mutazione",
        "狼群今晚生病：不能撕咬也不能变形",
    ),
    "tf.living_not_graveyard": _t(
        "the living never write in the Graveyard",
        "los vivos nunca escriben en el cementerio",
        "i vivi non scrivono mai nel cimitero",
        "活着的玩家不能在墓地发言",
    ),
    "tf.dead_only_graveyard": _t(
        "the dead write only in the Graveyard",
        "los muertos solo escriben en el cementerio",
        "i morti scrivono solo nel cimitero",
        "死者只能在墓地发言",
    ),
    "tf.pack_talks_at_night": _t(
        "the pack talks only at night",
        "la manada solo habla de noche",
        "il branco parla solo di notte",
        "狼群只在夜间交谈",
    ),
    "tf.tie_choice": _t(
        "name one of the tied players, or nobody",
        "nombra a uno de los jugadores empatados, o a nadie",
        "nomina uno dei giocatori in parità, o nessuno",
        "请选择一名平票玩家，或者不选",
    ),
    "tf.no_decision": _t(
        "no decision is asked now",
        "ahora no se pide ninguna decisión",
        "ora non si chiede alcuna decisione",
        "现在不需要做决定",
    ),
    "tf.sanction_choice": _t(
        "confirm or waive the sanction",
        "confirma o perdona la sanción",
        "conferma o condona la sanzione",
        "请确认或免除处罚",
    ),
    "tf.pyre_and_night": _t(
        "name exactly one player who died at a Pyre and one who died at night",
        "nombra exactamente a un jugador muerto en una hoguera y a uno muerto de noche",
        "nomina esattamente un giocatore morto al rogo e uno morto di notte",
        "请恰好选择一名死于火刑的玩家和一名死于夜间的玩家",
    ),
    "tf.pack_member": _t(
        "the pack may not bite a pack member",
        "la manada no puede morder a un miembro de la manada",
        "il branco non può sbranare un membro del branco",
        "狼群不能撕咬狼队成员",
    ),
    "tf.bite_living": _t(
        "bite needs a living player (or, from the Pure Spirit's first night, one he could revive)",
        "el mordisco necesita un jugador vivo (o, desde la primera noche del Espíritu Puro, uno que pueda revivir)",
        "lo sbranamento richiede un giocatore vivo (o, dalla prima notte dello Spirito Candido, uno resuscitabile)",
        "撕咬须选择存活玩家（或自纯洁之灵的首夜起，他可能复活的玩家）",
    ),
    "tf.guard_twice": _t(
        "the Guard may not protect the same player two nights in a row",
        "la Guardia no puede proteger al mismo jugador dos noches seguidas",
        "la Guardia non può proteggere lo stesso giocatore due notti di fila",
        "守卫不能连续两晚守护同一名玩家",
    ),
    "tf.harlot_twice_in_row": _t(
        "the Harlot may not host the same player two nights in a row",
        "la cortesana no puede acoger al mismo jugador dos noches seguidas",
        "la Meretrice non può ospitare lo stesso giocatore due notti di fila",
        "交际花不能连续两晚留宿同一名玩家",
    ),
    "tf.harlot_never_twice": _t(
        "the Harlot never hosts the same player twice",
        "la cortesana nunca acoge dos veces al mismo jugador",
        "la Meretrice non ospita mai due volte lo stesso giocatore",
        "交际花不能两次留宿同一名玩家",
    ),
    "tf.spirit_from_night": _t(
        "the Pure Spirit acts from Night {night}",
        "el Espíritu Puro actúa a partir de la noche {night}",
        "lo Spirito Candido agisce dalla notte {night}",
        "纯洁之灵从第{night}夜起行动",
    ),
    "tf.revive_how": _t(
        "only a player burned at a Pyre or killed at night can be revived (not a sanction)",
        "solo se puede revivir a un jugador quemado en una hoguera o muerto de noche (no por sanción)",
        "si può resuscitare solo un giocatore bruciato al rogo o ucciso di notte (non per sanzione)",
        "只能复活死于火刑或夜间的玩家（不含处罚致死）",
    ),
    "tf.revive_two": _t(
        "the Pure Spirit revives two players together",
        "el Espíritu Puro revive a dos jugadores a la vez",
        "lo Spirito Candido resuscita due giocatori insieme",
        "纯洁之灵一次复活两名玩家",
    ),
    "tf.revive_one_each": _t(
        "both groups have a dead player: revive one of each",
        "ambos grupos tienen un muerto: revive a uno de cada uno",
        "entrambi i gruppi hanno un morto: resuscitane uno per gruppo",
        "两组都有死者：每组各复活一人",
    ),
}

register_refusals(REFUSALS)
