"""Moonveil Village: the classic roles as data (MV-3, MV-4).

Teams: ``wolves`` (only the Wolf) and ``village`` (everyone else). ``seen_as``
is what INSPECT reads (``wolf`` / ``not_wolf``); ``counts_as`` is what the
parity check counts (``wolf`` / ``villager``).
"""

from __future__ import annotations

from engine.ruleset import RoleSpec

WOLVES = "wolves"
VILLAGE = "village"
WOLF = "wolf"
VILLAGER = "villager"
SEER = "seer"
GUARDIAN = "guardian"

VILLAGE_GOAL = {
    "en": "Banish every Wolf.",
    "es": "Destierra a todos los lobos.",
    "it": "Bandisci tutti i lupi.",
    "zh_CN": "放逐所有狼人。",
}
WOLF_GOAL = {
    "en": "Be at least as many as everyone else alive.",
    "es": "Consigue que los lobos sean al menos tantos como los demás vivos.",
    "it": "Fai in modo che i lupi siano almeno quanti tutti gli altri vivi.",
    "zh_CN": "存活的狼人数量不少于其他存活玩家。",
}

CLASSIC_ROLES: dict[str, RoleSpec] = {
    WOLF: RoleSpec(
        id=WOLF,
        team=WOLVES,
        seen_as="wolf",
        counts_as=frozenset({"wolf"}),
        abilities=("attack",),
        names={"en": "Wolf", "es": "Lobo", "it": "Lupo", "zh_CN": "狼人"},
        texts={
            "en": "Each night, choose a victim who is not a Wolf. The pack attacks the most-chosen target.",
            "es": "Cada noche elige una víctima que no sea lobo. La manada ataca al objetivo más elegido.",
            "it": "Ogni notte scegli una vittima che non sia un lupo. Il branco attacca il bersaglio più scelto.",
            "zh_CN": "每晚选择一名非狼人玩家作为目标。狼群袭击被选择最多的目标。",
        },
        goals=WOLF_GOAL,
    ),
    VILLAGER: RoleSpec(
        id=VILLAGER,
        team=VILLAGE,
        seen_as="not_wolf",
        counts_as=frozenset({"villager"}),
        abilities=("ready",),
        names={"en": "Villager", "es": "Aldeano", "it": "Contadino", "zh_CN": "村民"},
        texts={
            "en": "You have no night ability: press Ready. By day, find the Wolves and vote.",
            "es": "No tienes habilidad nocturna: pulsa Listo. De día, descubre a los lobos y vota.",
            "it": "Non hai abilità notturne: premi Pronto. Di giorno, trova i lupi e vota.",
            "zh_CN": "你没有夜间技能：点击“就绪”。白天找出狼人并投票。",
        },
        goals=VILLAGE_GOAL,
    ),
    SEER: RoleSpec(
        id=SEER,
        team=VILLAGE,
        seen_as="not_wolf",
        counts_as=frozenset({"villager"}),
        abilities=("inspect",),
        names={"en": "Seer", "es": "Vidente", "it": "Veggente", "zh_CN": "预言家"},
        texts={
            "en": "Each night, inspect another player: you learn privately whether they are a Wolf.",
            "es": "Cada noche inspecciona a otro jugador: sabrás en privado si es lobo.",
            "it": "Ogni notte ispeziona un altro giocatore: saprai in privato se è un lupo.",
            "zh_CN": "每晚查验另一名玩家：你会私下得知其是否为狼人。",
        },
        goals=VILLAGE_GOAL,
    ),
    GUARDIAN: RoleSpec(
        id=GUARDIAN,
        team=VILLAGE,
        seen_as="not_wolf",
        counts_as=frozenset({"villager"}),
        abilities=("protect",),
        names={"en": "Guardian", "es": "Guardián", "it": "Guardiano", "zh_CN": "守卫"},
        texts={
            "en": "Each night, protect a player (yourself allowed) from the Wolves, "
            "never the same player two nights in a row.",
            "es": "Cada noche protege a un jugador (también a ti) de los lobos, nunca al mismo dos noches seguidas.",
            "it": "Ogni notte proteggi un giocatore (anche te stesso) dai lupi, mai lo stesso per due notti di fila.",
            "zh_CN": "每晚守护一名玩家（可以是自己）免受狼人袭击，不能连续两晚守护同一人。",
        },
        goals=VILLAGE_GOAL,
    ),
}
