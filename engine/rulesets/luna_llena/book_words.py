"""The book's words for its abilities, attributes, phases, channels and reasons, in
four languages (read through ``Ruleset.ability_names`` and its sibling tables), so no
screen shows an id."""

from __future__ import annotations

from engine.rulesets.luna_llena.texts import _t

ABILITY_NAMES: dict[str, dict[str, str]] = {
    "abstain": {"en": "Abstain", "es": "Abstenerse", "it": "Astenersi", "zh_CN": "弃权"},
    "assassinate": {"en": "Assassinate", "es": "Asesinar", "it": "Assassinare", "zh_CN": "刺杀"},
    "attack": {"en": "Joint attack", "es": "Ataque conjunto", "it": "Attacco congiunto", "zh_CN": "共同袭击"},
    "confide": {"en": "Confide", "es": "Confiarse", "it": "Confidarsi", "zh_CN": "倾诉"},
    "consult": {"en": "Consult", "es": "Consultar", "it": "Consultare", "zh_CN": "查验"},
    "denounce": {"en": "Denounce", "es": "Delatar", "it": "Denunciare", "zh_CN": "告发"},
    "hex": {"en": "Hex", "es": "Marcar", "it": "Marchiare", "zh_CN": "标记"},
    "link": {"en": "Link", "es": "Vincular", "it": "Legare", "zh_CN": "连结"},
    "pierce": {"en": "Pierce", "es": "Perforar", "it": "Trafiggere", "zh_CN": "破除"},
    "proclaim": {"en": "Proclaim", "es": "Pregonar", "it": "Proclamare", "zh_CN": "宣告"},
    "protect": {"en": "Protect", "es": "Proteger", "it": "Proteggere", "zh_CN": "保护"},
    "revive": {"en": "Revive", "es": "Resucitar", "it": "Resuscitare", "zh_CN": "复活"},
    "shield": {"en": "Shield", "es": "Amparar", "it": "Schermare", "zh_CN": "庇护"},
    "sleep": {"en": "Sleep", "es": "Dormir", "it": "Dormire", "zh_CN": "睡觉"},
    "steal": {"en": "Steal a vote", "es": "Robar un voto", "it": "Rubare un voto", "zh_CN": "偷票"},
    "unveil": {"en": "Unveil", "es": "Desvelar", "it": "Svelare", "zh_CN": "揭示"},
    "visit": {"en": "Visit", "es": "Visitar", "it": "Visitare", "zh_CN": "拜访"},
}


ATTRIBUTE_WORDS: dict[str, dict[str, str]] = {
    "good": _t("Good", "Bueno", "Buono", "好人"),
    "evil": _t("Evil", "Malvado", "Malvagio", "邪恶"),
}


PHASE_WORDS: dict[str, dict[str, str]] = {
    "debate": {"en": "Debate", "es": "Debate", "it": "Dibattito", "zh_CN": "辩论"},
    "accusation": {"en": "Accusation", "es": "Acusación", "it": "Accusa", "zh_CN": "指控"},
    "tiebreak": {"en": "Tiebreak", "es": "Desempate", "it": "Spareggio", "zh_CN": "平票再指控"},
    "defense": {"en": "Defense", "es": "Defensa", "it": "Difesa", "zh_CN": "辩护"},
    "judgment": {"en": "Judgment", "es": "Juicio", "it": "Giudizio", "zh_CN": "审判"},
}


CHANNEL_WORDS: dict[str, dict[str, str]] = {
    "evil": {"en": "Evil players", "es": "Malvados", "it": "Malvagi", "zh_CN": "邪恶阵营"},
    "village": {"en": "Village", "es": "Pueblo", "it": "Villaggio", "zh_CN": "全体玩家"},
}


REASON_WORDS: dict[str, dict[str, str]] = {
    "no_evil_left": {
        "en": "no evil player is left",
        "es": "no queda ningún malvado",
        "it": "non resta nessun malvagio",
        "zh_CN": "邪恶玩家已全部死亡",
    },
    "evil_parity": {
        "en": "the evil players are as many as the good ones",
        "es": "los malvados son tantos como los buenos",
        "it": "i malvagi sono tanti quanto i buoni",
        "zh_CN": "邪恶玩家数量不少于好人",
    },
    "all_dead": {
        "en": "nobody is left alive",
        "es": "no queda nadie vivo",
        "it": "non resta nessuno in vita",
        "zh_CN": "无人存活",
    },
    "day_limit": {
        "en": "the day limit was reached",
        "es": "se alcanzó el límite de días",
        "it": "è stato raggiunto il limite di giorni",
        "zh_CN": "已达到天数上限",
    },
}
