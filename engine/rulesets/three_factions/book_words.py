"""The book's words for its abilities, attributes, phases, channels and reasons, in
four languages (read through ``Ruleset.ability_names`` and its sibling tables), so no
screen shows an id."""

from __future__ import annotations

from engine.rulesets.three_factions.texts import ATTRIBUTES, WORDS

ABILITY_NAMES: dict[str, dict[str, str]] = {
    "abduct": {"en": "Abduct", "es": "Abducir", "it": "Rapire", "zh_CN": "绑架"},
    "bite": {"en": "Bite", "es": "Morder", "it": "Mordere", "zh_CN": "撕咬"},
    "examine": {"en": "Examine", "es": "Examinar", "it": "Esaminare", "zh_CN": "查验"},
    "host": {"en": "Host", "es": "Recibir", "it": "Ospitare", "zh_CN": "接待"},
    "nominate": {"en": "Nominate", "es": "Designar", "it": "Nominare", "zh_CN": "指定"},
    "probe": {"en": "Probe", "es": "Sondear", "it": "Sondare", "zh_CN": "探查"},
    "protect": {"en": "Protect", "es": "Proteger", "it": "Proteggere", "zh_CN": "守护"},
    "revive": {"en": "Revive two", "es": "Resucitar a dos", "it": "Resuscitare due", "zh_CN": "复活两人"},
    "revive_one": {"en": "Revive one", "es": "Resucitar a uno", "it": "Resuscitare uno", "zh_CN": "复活一人"},
    "shield": {"en": "Shield", "es": "Escudar", "it": "Schermare", "zh_CN": "屏蔽"},
    "shift": {"en": "Shift", "es": "Cambiar de forma", "it": "Mutare", "zh_CN": "变形"},
}

#: IT-10.2: the Blind Seer names [target, recipient], in that order
TARGET_PARTS: dict[str, tuple[dict[str, str], ...]] = {
    "examine": (
        {"en": "Examined", "es": "Examinado", "it": "Esaminato", "zh_CN": "被查验者"},
        {"en": "Receives the reading", "es": "Recibe el resultado", "it": "Riceve il responso", "zh_CN": "接收结果者"},
    ),
}


ATTRIBUTE_WORDS: dict[str, dict[str, str]] = {
    **ATTRIBUTES,
    **{side: WORDS[side] for side in ("wolves", "aliens", "village", "diablo")},
}


PHASE_WORDS: dict[str, dict[str, str]] = {
    # a kind's word takes its number where the language puts it (engine.words.numbered)
    "review": {
        "en": "Night {number} results",
        "es": "Resultados de la noche {number}",
        "it": "Esiti della notte {number}",
        "zh_CN": "第{number}夜结果",
    },
    "tie": {"en": "Tie at the Pyre", "es": "Empate en la hoguera", "it": "Pareggio al Rogo", "zh_CN": "火刑平票"},
    "sanction": {"en": "Sanctions", "es": "Sanciones", "it": "Sanzioni", "zh_CN": "处罚"},
}


CHANNEL_WORDS: dict[str, dict[str, str]] = {
    "pack": {"en": "Pack", "es": "Manada", "it": "Branco", "zh_CN": "狼群"},
    "graveyard": {"en": "Graveyard", "es": "Cementerio", "it": "Cimitero", "zh_CN": "墓地"},
}


REASON_WORDS: dict[str, dict[str, str]] = {
    "village": {
        "en": "every wolf and the Alien Leader are dead",
        "es": "han muerto todos los lobos y el Líder Alienígena",
        "it": "sono morti tutti i lupi e il Leader Alieno",
        "zh_CN": "所有狼人和外星首领均已死亡",
    },
    "tie_rule": {
        "en": "wolves and aliens are each half of the living (IT-13.6)",
        "es": "lobos y alienígenas son cada uno la mitad de los vivos (IT-13.6)",
        "it": "lupi e alieni sono ciascuno metà dei vivi (IT-13.6)",
        "zh_CN": "狼人和外星人各占存活者一半（IT-13.6）",
    },
    "aliens_half": {
        "en": "the aliens are half of the living",
        "es": "los alienígenas son la mitad de los vivos",
        "it": "gli alieni sono metà dei vivi",
        "zh_CN": "外星人占存活者一半",
    },
    "wolves_half": {
        "en": "the wolves are half of the living and the Alien Leader is dead",
        "es": "los lobos son la mitad de los vivos y el Líder Alienígena ha muerto",
        "it": "i lupi sono metà dei vivi e il Leader Alieno è morto",
        "zh_CN": "狼人占存活者一半且外星首领已死亡",
    },
    "diablo_burned_after_bite": {
        "en": "the Diablo was burned at the Pyre after the bite",
        "es": "el Diablo fue quemado en la hoguera tras el mordisco",
        "it": "il Diablo è stato rogato dopo il morso",
        "zh_CN": "迪亚布罗被咬后遭火刑处决",
    },
    "nobody_alive": {
        "en": "nobody is left alive",
        "es": "no queda nadie vivo",
        "it": "non resta nessuno in vita",
        "zh_CN": "无人存活",
    },
}
