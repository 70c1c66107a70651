"""Luna llena: the 27 catalog roles as data (shared/rules/luna_llena.md §2, LL-12).

Team ids: ``evil`` (Malvado) and ``good`` (Pueblo / pseudobueno, DEC-LL-50).
``seen_as`` is what the Vidente's consultation reads (``good`` / ``evil``);
``counts_as`` is what the victory check counts. Names and card texts are given
in the four languages the product ships (en, es, it, zh_CN); Spanish is the
source language, the names marked "proposed" in the spec are ours (DEC-LL-01).
"""

from __future__ import annotations

from engine.ruleset import RoleSpec

EVIL = "evil"
GOOD = "good"

WEREWOLF = "werewolf"
ALPHA_WOLF = "alpha_wolf"
VAMPIRE = "vampire"
INFORMANT = "informant"
CURSED_WOLF = "cursed_wolf"
TRICKSTER = "trickster"
WITCH = "witch"
WOLF_SHAMAN = "wolf_shaman"
VILLAGER = "villager"
SEER = "seer"
DOCTOR = "doctor"
KNIGHT = "knight"
PRINCESS = "princess"
HUNTER = "hunter"
PRIEST = "priest"
KING = "king"
JESTER = "jester"
LYCANTHROPE = "lycanthrope"
MAYOR = "mayor"
ASSASSIN = "assassin"
CRIER = "crier"
LOVER = "lover"
DRUID = "druid"
MYSTIC = "mystic"
THIEF = "thief"
NIGHT_VISITOR = "night_visitor"
CONFIDANT = "confidant"

#: Catalog order (§3.3): the draw pools and every "catalog order" list use it.
EVIL_POOL = (WEREWOLF, ALPHA_WOLF, VAMPIRE, INFORMANT, CURSED_WOLF, TRICKSTER, WITCH, WOLF_SHAMAN)
GOOD_POOL = (
    VILLAGER,
    SEER,
    DOCTOR,
    KNIGHT,
    PRINCESS,
    HUNTER,
    PRIEST,
    KING,
    JESTER,
    LYCANTHROPE,
    MAYOR,
    ASSASSIN,
    CRIER,
    LOVER,
    DRUID,
    MYSTIC,
    THIEF,
    NIGHT_VISITOR,
    CONFIDANT,
)
CATALOG = EVIL_POOL + GOOD_POOL
REPEATABLE = frozenset({VILLAGER, WEREWOLF})  # DEC-LL-07: everything else is "special"
PROTECTORS = (DOCTOR, KNIGHT)  # DEC-LL-10

GOALS = {
    GOOD: {
        "en": "Eliminate every evil player.",
        "es": "Elimina a todos los malvados.",
        "it": "Elimina tutti i malvagi.",
        "zh_CN": "消灭所有邪恶玩家。",
    },
    EVIL: {
        "en": "Reach at least as many living evil players as living good players.",
        "es": "Consigue que los malvados vivos igualen o superen a los buenos vivos.",
        "it": "Fai in modo che i malvagi vivi siano almeno quanti i buoni vivi.",
        "zh_CN": "让存活的邪恶玩家不少于存活的好人。",
    },
}
JESTER_GOAL = {
    "en": "Win with the village, and die at least once for your personal victory.",
    "es": "Gana con el pueblo y muere al menos una vez para tu victoria personal.",
    "it": "Vinci con il villaggio e muori almeno una volta per la tua vittoria personale.",
    "zh_CN": "与村民阵营一同获胜，并至少死亡一次以获得个人胜利。",
}

#: (id, team, seen_as, abilities, names en/es/it/zh, texts en/es/it/zh)
_TABLE: tuple[tuple[str, str, str, tuple[str, ...], tuple[str, str, str, str], tuple[str, str, str, str]], ...] = (
    (
        WEREWOLF,
        EVIL,
        EVIL,
        ("sleep",),
        ("Werewolf", "Hombre lobo", "Lupo mannaro", "狼人"),
        (
            "Each night, vote in the joint attack with the other evil players and share their chat.",
            "Cada noche vota el ataque conjunto con los demás malvados y comparte su chat.",
            "Ogni notte vota l'attacco congiunto con gli altri malvagi e condividi la loro chat.",
            "每晚与其他邪恶玩家一起投票决定共同袭击，并共享邪恶频道。",
        ),
    ),
    (
        ALPHA_WOLF,
        EVIL,
        GOOD,
        ("sleep",),
        ("Alpha Wolf", "Lobo alfa", "Lupo alfa", "头狼"),
        (
            "You lead the joint attack. The Seer's consultation sees you as good.",
            "Diriges el ataque conjunto. La consulta de la Vidente te ve como bueno.",
            "Guidi l'attacco congiunto. La consultazione della Veggente ti vede buono.",
            "你带领共同袭击。预言家查验你时结果为好人。",
        ),
    ),
    (
        VAMPIRE,
        EVIL,
        EVIL,
        ("pierce", "sleep"),
        ("Vampire", "Vampiro", "Vampiro", "吸血鬼"),
        (
            "Once per game, declare Pierce at night: if the Doctor protects the attacked player, "
            "that protection is cancelled. Your day vote weighs 0.",
            "Una vez por partida, declara Perforar de noche: si el Médico protege al atacado, "
            "esa protección se anula. Tu voto diurno pesa 0.",
            "Una volta per partita, dichiara Trafiggere di notte: se il Dottore protegge l'attaccato, "
            "quella protezione viene annullata. Il tuo voto diurno pesa 0.",
            "每局一次，夜间宣告“破除”：若医生保护了被袭击者，该保护失效。你白天的票权为 0。",
        ),
    ),
    (
        INFORMANT,
        EVIL,
        EVIL,
        ("denounce", "sleep"),
        ("Informant", "Delator", "Delatore", "告密者"),
        (
            "Each night, name a living player: if they are good, their real card is revealed publicly at dawn.",
            "Cada noche señala a un vivo: si es bueno, su carta real se revela públicamente al amanecer.",
            "Ogni notte indica un vivo: se è buono, la sua carta reale viene rivelata a tutti all'alba.",
            "每晚指定一名存活玩家：若其为好人，天亮时公开其真实身份牌。",
        ),
    ),
    (
        CURSED_WOLF,
        EVIL,
        EVIL,
        ("sleep",),
        ("Cursed She-Wolf", "Loba maldita", "Lupa maledetta", "诅咒母狼"),
        (
            "If you are executed, every good player's night action is blocked the next night.",
            "Si te ejecutan, la noche siguiente se bloquean las acciones nocturnas de todos los buenos.",
            "Se vieni giustiziata, la notte seguente le azioni notturne di tutti i buoni sono bloccate.",
            "若你被处决，下一夜所有好人的夜间行动都被封锁。",
        ),
    ),
    (
        TRICKSTER,
        EVIL,
        GOOD,
        ("sleep",),
        ("Trickster", "Embaucador", "Imbroglione", "骗术师"),
        (
            "Consultations and proclamations show you as a good Villager.",
            "Las consultas y los pregones te muestran como Aldeano bueno.",
            "Consultazioni e proclami ti mostrano come Contadino buono.",
            "查验与公告都会把你显示为好人村民。",
        ),
    ),
    (
        WITCH,
        EVIL,
        EVIL,
        ("hex", "sleep"),
        ("Witch", "Bruja", "Strega", "女巫"),
        (
            "Once per game, during the debate, mark a living player: their action is blocked the next night.",
            "Una vez por partida, durante el debate, marca a un vivo: su acción queda bloqueada la noche siguiente.",
            "Una volta per partita, durante il dibattito, marchia un vivo: la sua azione è bloccata la notte dopo.",
            "每局一次，在辩论阶段标记一名存活玩家：其下一夜的行动被封锁。",
        ),
    ),
    (
        WOLF_SHAMAN,
        EVIL,
        EVIL,
        ("shield", "sleep"),
        ("Wolf Shaman", "Chamán lobo", "Sciamano lupo", "狼萨满"),
        (
            "Once per game, during the debate, shield another evil player: they survive that day's execution.",
            "Una vez por partida, durante el debate, protege a otro malvado: sobrevive a la ejecución de ese día.",
            "Una volta per partita, durante il dibattito, proteggi un altro malvagio dall'esecuzione di quel giorno.",
            "每局一次，在辩论阶段庇护另一名邪恶玩家：其当天免于处决。",
        ),
    ),
    (
        VILLAGER,
        GOOD,
        GOOD,
        ("sleep",),
        ("Villager", "Aldeano", "Contadino", "村民"),
        (
            "No ability: watch, debate and vote to uncover the evil players. At night, press Sleep.",
            "Sin habilidad: observa, debate y vota para descubrir a los malvados. De noche, pulsa Dormir.",
            "Nessuna abilità: osserva, discuti e vota per scoprire i malvagi. Di notte premi Dormi.",
            "没有技能：观察、辩论并投票找出邪恶玩家。夜间点击“睡觉”。",
        ),
    ),
    (
        SEER,
        GOOD,
        GOOD,
        ("consult", "sleep"),
        ("Seer", "Vidente", "Veggente", "预言家"),
        (
            "Each night, consult another living player: at dawn you learn their apparent team.",
            "Cada noche consulta a otro vivo: al amanecer conoces su equipo aparente.",
            "Ogni notte consulta un altro vivo: all'alba conosci la sua squadra apparente.",
            "每晚查验另一名存活玩家：天亮时得知其表面阵营。",
        ),
    ),
    (
        DOCTOR,
        GOOD,
        GOOD,
        ("protect", "sleep"),
        ("Doctor", "Médico", "Dottore", "医生"),
        (
            "Each night, protect a living player (yourself too) from direct attacks for the whole night.",
            "Cada noche protege a un vivo (también a ti) de los ataques directos durante toda la noche.",
            "Ogni notte proteggi un vivo (anche te) dagli attacchi diretti per tutta la notte.",
            "每晚保护一名存活玩家（可以是自己）整夜免受直接袭击。",
        ),
    ),
    (
        KNIGHT,
        GOOD,
        GOOD,
        ("sleep",),
        ("Knight", "Caballero", "Cavaliere", "骑士"),
        (
            "Your armour stops the first direct night attack that reaches you.",
            "Tu armadura detiene el primer ataque nocturno directo que te alcance.",
            "La tua armatura ferma il primo attacco notturno diretto che ti raggiunge.",
            "你的盔甲抵挡第一次落到你身上的夜间直接袭击。",
        ),
    ),
    (
        PRINCESS,
        GOOD,
        GOOD,
        ("sleep",),
        ("Princess", "Princesa", "Principessa", "公主"),
        (
            "You survive your first execution, and your card is then revealed to everyone.",
            "Sobrevives a tu primera ejecución y entonces tu carta se revela a todos.",
            "Sopravvivi alla tua prima esecuzione e la tua carta viene rivelata a tutti.",
            "你能在第一次处决中存活，随后身份牌向所有人公开。",
        ),
    ),
    (
        HUNTER,
        GOOD,
        GOOD,
        ("sleep",),
        ("Hunter", "Cazador", "Cacciatore", "猎人"),
        (
            "If a direct attack kills you, you have a 75% chance of killing a random living evil player.",
            "Si un ataque directo te mata, tienes un 75% de matar a un malvado vivo al azar.",
            "Se un attacco diretto ti uccide, hai il 75% di uccidere a caso un malvagio vivo.",
            "若你死于直接袭击，有 75% 的几率随机击杀一名存活的邪恶玩家。",
        ),
    ),
    (
        PRIEST,
        GOOD,
        GOOD,
        ("revive", "sleep"),
        ("Priest", "Sacerdote", "Sacerdote", "牧师"),
        (
            "Once per game, at night, choose a dead good player: they return to life at dawn.",
            "Una vez por partida, de noche, elige a un bueno ya muerto: vuelve a la vida al amanecer.",
            "Una volta per partita, di notte, scegli un buono morto: torna in vita all'alba.",
            "每局一次，夜间选择一名已死亡的好人：其在天亮时复活。",
        ),
    ),
    (
        KING,
        GOOD,
        GOOD,
        ("sleep",),
        ("King", "Rey", "Re", "国王"),
        (
            "You are immune to the joint attack while a Doctor or Knight is alive.",
            "Eres inmune al ataque conjunto mientras viva un Médico o un Caballero.",
            "Sei immune all'attacco congiunto finché è vivo un Dottore o un Cavaliere.",
            "只要医生或骑士存活，你对共同袭击免疫。",
        ),
    ),
    (
        JESTER,
        GOOD,
        GOOD,
        ("sleep",),
        ("Jester", "Bufón", "Giullare", "小丑"),
        (
            "You play for the village, but you also seek to die once: that earns your personal victory.",
            "Juegas con el pueblo, pero además buscas morir una vez: eso te da tu victoria personal.",
            "Giochi per il villaggio, ma cerchi anche di morire una volta: è la tua vittoria personale.",
            "你属于村民阵营，但也追求死亡一次：这会为你赢得个人胜利。",
        ),
    ),
    (
        LYCANTHROPE,
        GOOD,
        GOOD,
        ("sleep",),
        ("Lycanthrope", "Licántropo", "Licantropo", "狼化者"),
        (
            "If the joint attack reaches you, you join the evil side instead of dying.",
            "Si el ataque conjunto te alcanza, te unes a los malvados en vez de morir.",
            "Se l'attacco congiunto ti raggiunge, passi ai malvagi invece di morire.",
            "若共同袭击落到你身上，你不会死亡，而是加入邪恶阵营。",
        ),
    ),
    (
        MAYOR,
        GOOD,
        GOOD,
        ("sleep",),
        ("Mayor", "Alcalde", "Sindaco", "镇长"),
        (
            "Your day vote weighs 2.",
            "Tu voto diurno pesa 2.",
            "Il tuo voto diurno pesa 2.",
            "你白天的票权为 2。",
        ),
    ),
    (
        ASSASSIN,
        GOOD,
        GOOD,
        ("assassinate", "sleep"),
        ("Assassin", "Asesino", "Assassino", "刺客"),
        (
            "Each night you may attack another living player, of any team.",
            "Cada noche puedes atacar a otro vivo, de cualquier equipo.",
            "Ogni notte puoi attaccare un altro vivo, di qualunque squadra.",
            "每晚你可以袭击另一名任意阵营的存活玩家。",
        ),
    ),
    (
        CRIER,
        GOOD,
        GOOD,
        ("proclaim", "sleep"),
        ("Town Crier", "Pregonero", "Banditore", "传令官"),
        (
            "Each night, mark another living player: if they die that night, their card is proclaimed at dawn.",
            "Cada noche marca a otro vivo: si muere esa noche, su carta se pregona al amanecer.",
            "Ogni notte marchia un altro vivo: se muore quella notte, la sua carta viene proclamata all'alba.",
            "每晚标记另一名存活玩家：若其当夜死亡，天亮时公告其身份牌。",
        ),
    ),
    (
        LOVER,
        GOOD,
        GOOD,
        ("sleep",),
        ("Lover", "Enamorado", "Innamorato", "恋人"),
        (
            "You know the other Lover. The pair shares one protection against a direct night attack.",
            "Conoces al otro Enamorado. La pareja comparte una protección contra un ataque nocturno directo.",
            "Conosci l'altro Innamorato. La coppia condivide una protezione contro un attacco notturno diretto.",
            "你知道另一名恋人。两人共享一次抵挡夜间直接袭击的保护。",
        ),
    ),
    (
        DRUID,
        GOOD,
        GOOD,
        ("link", "sleep"),
        ("Druid", "Druida", "Druido", "德鲁伊"),
        (
            "Each night, link another living player: if you die that night, they die too.",
            "Cada noche vincula a otro vivo: si mueres esa noche, él también muere.",
            "Ogni notte lega un altro vivo: se muori quella notte, muore anche lui.",
            "每晚连结另一名存活玩家：若你当夜死亡，其也随之死亡。",
        ),
    ),
    (
        MYSTIC,
        GOOD,
        GOOD,
        ("unveil", "sleep"),
        ("Mystic", "Místico", "Mistico", "神秘者"),
        (
            "Each night, reveal the card of a player absent for at least 60 seconds.",
            "Cada noche revela la carta de un jugador ausente durante al menos 60 segundos.",
            "Ogni notte rivela la carta di un giocatore assente da almeno 60 secondi.",
            "每晚公开一名已离开至少 60 秒的玩家的身份牌。",
        ),
    ),
    (
        THIEF,
        GOOD,
        GOOD,
        ("steal", "sleep"),
        ("Thief", "Ladrón", "Ladro", "小偷"),
        (
            "Each night, steal one unit of vote weight from another player for the next day.",
            "Cada noche roba una unidad de peso de voto a otro jugador para el día siguiente.",
            "Ogni notte ruba un'unità di peso di voto a un altro giocatore per il giorno dopo.",
            "每晚从另一名玩家处偷取一点票权，用于第二天。",
        ),
    ),
    (
        NIGHT_VISITOR,
        GOOD,
        GOOD,
        ("visit", "sleep"),
        ("Night Visitor", "Visitante nocturna", "Visitatrice notturna", "夜访者"),
        (
            "Each night, visit another living player: you are away from direct attacks, "
            "but if your host is killed by a direct attack, you die too.",
            "Cada noche visita a otro vivo: estás a salvo de ataques directos, "
            "pero si tu anfitrión muere por un ataque directo, tú también mueres.",
            "Ogni notte visita un altro vivo: sei al sicuro dagli attacchi diretti, "
            "ma se il tuo ospite muore per un attacco diretto, muori anche tu.",
            "每晚拜访另一名存活玩家：你不会受到直接袭击，但若主人死于直接袭击，你也会死亡。",
        ),
    ),
    (
        CONFIDANT,
        GOOD,
        GOOD,
        ("confide", "sleep"),
        ("Confidant", "Confidente", "Confidente", "知己"),
        (
            "Each night, show your real card privately to another player and see theirs.",
            "Cada noche muestra en privado tu carta real a otro jugador y ve la suya.",
            "Ogni notte mostra in privato la tua carta reale a un altro giocatore e vedi la sua.",
            "每晚私下向另一名玩家展示你的真实身份牌，并查看其身份牌。",
        ),
    ),
)

LANG_ORDER = ("en", "es", "it", "zh_CN")


def _spec(row: tuple[str, str, str, tuple[str, ...], tuple[str, str, str, str], tuple[str, str, str, str]]) -> RoleSpec:
    role, team, seen, abilities, names, texts = row
    return RoleSpec(
        id=role,
        team=team,
        seen_as=seen,
        counts_as=frozenset({team}),
        abilities=abilities,
        names=dict(zip(LANG_ORDER, names, strict=True)),
        texts=dict(zip(LANG_ORDER, texts, strict=True)),
        goals=JESTER_GOAL if role == JESTER else GOALS[team],
        number=CATALOG.index(role) + 1,
    )


ROLES: dict[str, RoleSpec] = {row[0]: _spec(row) for row in _TABLE}

#: Names of the pair card in the plural, for the checklist.
LOVERS_NAME = {"en": "Lovers", "es": "Enamorados", "it": "Innamorati", "zh_CN": "恋人"}
