"""The Moonveil catalog: 250 roles = 4 classic + 246 advanced two-ability roles (§2.5).

Roles are data. The advanced roles are generated from pairs of the 23 base
abilities in their §2.4 order, leaving out the 3 redundant pairs and the 4
pairs of the project decision (docs/rulesets/moonveil.md, "Catalog"):

    ADV#n = the n-th pair (a, b), a before b in ABILITY_ORDER, excluded pairs skipped

Each advanced role's id is ``adv_<a>_<b>``; its name joins the two agent nouns
("Blocker-Veiler"); its card text joins the two ability texts, in four languages.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from engine.ruleset import RoleSpec
from engine.rulesets.moonveil.roles import CLASSIC_ROLES, GUARDIAN, SEER, VILLAGE, VILLAGE_GOAL, VILLAGER, WOLF


@dataclass(frozen=True)
class AbilityInfo:
    """The words of one base ability: its action name, agent noun, family and rules text."""

    id: str
    family: str
    names: Mapping[str, str]
    agents: Mapping[str, str]
    texts: Mapping[str, str]


def _info(key: str, family: str, names: str, agents: str, texts: tuple[str, str, str, str]) -> AbilityInfo:
    """``names`` and ``agents`` are "en|es|it|zh_CN"."""
    langs = ("en", "es", "it", "zh_CN")
    return AbilityInfo(
        key,
        family,
        dict(zip(langs, names.split("|"), strict=True)),
        dict(zip(langs, agents.split("|"), strict=True)),
        dict(zip(langs, texts, strict=True)),
    )


BASE_ABILITIES: tuple[AbilityInfo, ...] = (
    _info(
        "block",
        "block",
        "Block|Bloquear|Bloccare|封锁",
        "Blocker|Bloqueador|Bloccatore|封锁者",
        (
            "block another player: their action tonight has no effect (their uses are still spent).",
            "bloquea a otro jugador: su acción de esta noche no tiene efecto (sus usos se gastan igualmente).",
            "blocca un altro giocatore: la sua azione di stanotte non ha effetto (gli usi si consumano comunque).",
            "封锁另一名玩家：其今晚的行动无效（次数照常消耗）。",
        ),
    ),
    _info(
        "veil",
        "disguise",
        "Veil|Velar|Velare|蒙纱",
        "Veiler|Velador|Velatore|蒙纱者",
        (
            "veil a living player (yourself allowed): tonight they look innocent to information abilities "
            "and their visits are hidden.",
            "vela a un jugador vivo (también a ti): esta noche parece inocente ante la información y sus visitas "
            "quedan ocultas.",
            "vela un giocatore vivo (anche te stesso): stanotte sembra innocente alle informazioni e le sue visite "
            "restano nascoste.",
            "为一名存活玩家（可以是自己）蒙纱：今晚其在信息类技能前显得无辜，其拜访被隐藏。",
        ),
    ),
    _info(
        "inspect",
        "inspection",
        "Inspect|Inspeccionar|Ispezionare|查验",
        "Inspector|Inspector|Ispettore|查验者",
        (
            "inspect another player: you learn privately whether they are a Wolf.",
            "inspecciona a otro jugador: sabrás en privado si es lobo.",
            "ispeziona un altro giocatore: saprai in privato se è un lupo.",
            "查验另一名玩家：你会私下得知其是否为狼人。",
        ),
    ),
    _info(
        "track",
        "visit_info",
        "Track|Rastrear|Pedinare|追踪",
        "Tracker|Rastreador|Segugio|追踪者",
        (
            "track another player: you learn whom they visited tonight.",
            "rastrea a otro jugador: sabrás a quién visitó esta noche.",
            "pedina un altro giocatore: saprai chi ha visitato stanotte.",
            "追踪另一名玩家：你会得知其今晚拜访了谁。",
        ),
    ),
    _info(
        "watch",
        "visit_info",
        "Watch|Vigilar|Sorvegliare|守望",
        "Watcher|Vigía|Sentinella|守望者",
        (
            "watch another player: you learn who visited them tonight (you are not counted).",
            "vigila a otro jugador: sabrás quién lo visitó esta noche (tú no cuentas).",
            "sorveglia un altro giocatore: saprai chi l'ha visitato stanotte (tu non conti).",
            "守望另一名玩家：你会得知今晚谁拜访了其（不含你自己）。",
        ),
    ),
    _info(
        "count",
        "visit_info",
        "Count|Contar|Contare|计数",
        "Tallier|Contador|Contatore|计数者",
        (
            "count another player's visitors: you learn how many players visited them tonight (not counting you).",
            "cuenta las visitas de otro jugador: sabrás cuántos lo visitaron esta noche (sin contarte).",
            "conta i visitatori di un altro giocatore: saprai quanti l'hanno visitato stanotte (te escluso).",
            "为另一名玩家计数：你会得知今晚有几名玩家拜访了其（不含你自己）。",
        ),
    ),
    _info(
        "compare",
        "inspection",
        "Compare|Comparar|Confrontare|比较",
        "Weigher|Sopesador|Bilanciatore|衡量者",
        (
            "compare two other players: you learn whether they are on the same team.",
            "compara a otros dos jugadores: sabrás si son del mismo equipo.",
            "confronta altri due giocatori: saprai se sono della stessa squadra.",
            "比较另外两名玩家：你会得知他们是否属于同一阵营。",
        ),
    ),
    _info(
        "sense",
        "activity",
        "Sense|Percibir|Percepire|感知",
        "Listener|Oyente|Ascoltatore|聆听者",
        (
            "sense another player: you learn whether they were active or idle tonight.",
            "percibe a otro jugador: sabrás si estuvo activo o inactivo esta noche.",
            "percepisci un altro giocatore: saprai se stanotte è stato attivo o inattivo.",
            "感知另一名玩家：你会得知其今晚是否有所行动。",
        ),
    ),
    _info(
        "echo",
        "activity",
        "Echo|Escuchar|Origliare|窃听",
        "Eavesdropper|Fisgón|Origliatore|窃听者",
        (
            "listen in on another player: you learn which action they submitted tonight, but not its target.",
            "escucha a otro jugador: sabrás qué acción envió esta noche, pero no su objetivo.",
            "origlia un altro giocatore: saprai quale azione ha inviato stanotte, ma non il bersaglio.",
            "窃听另一名玩家：你会得知其今晚提交了什么行动，但不知道目标。",
        ),
    ),
    _info(
        "study",
        "inspection",
        "Study|Estudiar|Studiare|研究",
        "Scholar|Erudito|Studioso|学者",
        (
            "once per game, study another player: you learn their exact role.",
            "una vez por partida, estudia a otro jugador: sabrás su rol exacto.",
            "una volta per partita, studia un altro giocatore: saprai il suo ruolo esatto.",
            "每局一次，研究另一名玩家：你会得知其确切身份。",
        ),
    ),
    _info(
        "autopsy",
        "visit_info",
        "Autopsy|Autopsia|Autopsia|验尸",
        "Coroner|Forense|Medico legale|验尸官",
        (
            "examine an eliminated player: you learn who visited them on the night they were eliminated.",
            "examina a un jugador eliminado: sabrás quién lo visitó la noche en que fue eliminado.",
            "esamina un giocatore eliminato: saprai chi l'ha visitato la notte in cui è stato eliminato.",
            "检验一名出局玩家：你会得知其出局当晚有谁拜访了其。",
        ),
    ),
    _info(
        "omen",
        "inspection",
        "Omen|Presagio|Presagio|神谕",
        "Oracle|Oráculo|Oracolo|神谕者",
        (
            "twice per game, receive an omen: the name and role of a random living player other than you.",
            "dos veces por partida, recibe un presagio: el nombre y el rol de un jugador vivo al azar distinto de ti.",
            "due volte per partita, ricevi un presagio: nome e ruolo di un giocatore vivo a caso diverso da te.",
            "每局两次，获得神谕：随机一名除你以外的存活玩家的名字和身份。",
        ),
    ),
    _info(
        "witness",
        "inspection_visit",
        "Witness|Atestiguar|Testimoniare|目击",
        "Witness|Testigo|Testimone|目击者",
        (
            "witness another player: you learn whether they visited a Wolf tonight.",
            "observa a otro jugador: sabrás si visitó a un lobo esta noche.",
            "osserva un altro giocatore: saprai se stanotte ha visitato un lupo.",
            "目击另一名玩家：你会得知其今晚是否拜访了狼人。",
        ),
    ),
    _info(
        "protect",
        "protection",
        "Protect|Proteger|Proteggere|守护",
        "Guard|Guarda|Guardia|护卫",
        (
            "protect a living player (yourself allowed) from tonight's attack, never the same player two nights "
            "in a row.",
            "protege a un jugador vivo (también a ti) del ataque de esta noche, nunca al mismo dos noches seguidas.",
            "proteggi un giocatore vivo (anche te stesso) dall'attacco di stanotte, mai lo stesso per due notti "
            "di fila.",
            "守护一名存活玩家（可以是自己）免受今晚的袭击，不能连续两晚守护同一人。",
        ),
    ),
    _info(
        "ward",
        "protection",
        "Ward|Resguardarse|Ripararsi|自保",
        "Hermit|Ermitaño|Eremita|隐士",
        (
            "twice per game, protect yourself from tonight's attack.",
            "dos veces por partida, protégete del ataque de esta noche.",
            "due volte per partita, proteggiti dall'attacco di stanotte.",
            "每局两次，保护自己免受今晚的袭击。",
        ),
    ),
    _info(
        "escort",
        "protection",
        "Escort|Escoltar|Scortare|护送",
        "Escort|Escolta|Scorta|护送者",
        (
            "escort another player: if the Wolves attack them unprotected, you are attacked instead.",
            "escolta a otro jugador: si los lobos lo atacan sin protección, te atacan a ti en su lugar.",
            "scorta un altro giocatore: se i lupi lo attaccano senza protezione, attaccano te al suo posto.",
            "护送另一名玩家：若狼人袭击未受守护的其，你将代其受袭。",
        ),
    ),
    _info(
        "hush",
        "vote",
        "Hush|Silenciar|Zittire|噤声",
        "Silencer|Silenciador|Silenziatore|噤声者",
        (
            "twice per game, hush another player: their vote counts 0 tomorrow.",
            "dos veces por partida, silencia a otro jugador: mañana su voto vale 0.",
            "due volte per partita, zittisci un altro giocatore: domani il suo voto vale 0.",
            "每局两次，使另一名玩家噤声：其明天的票权为 0。",
        ),
    ),
    _info(
        "boost",
        "vote",
        "Boost|Reforzar|Rafforzare|助票",
        "Advocate|Defensor|Avvocato|辩护者",
        (
            "boost another player: their vote counts 2 tomorrow (boosts do not stack).",
            "refuerza a otro jugador: mañana su voto vale 2 (los refuerzos no se suman).",
            "rafforza un altro giocatore: domani il suo voto vale 2 (i rinforzi non si sommano).",
            "为另一名玩家助票：其明天的票权为 2（不可叠加）。",
        ),
    ),
    _info(
        "orate",
        "vote",
        "Orate|Arengar|Arringare|演说",
        "Orator|Orador|Oratore|演说家",
        (
            "orate: your own vote counts 2 tomorrow (it does not stack with a boost).",
            "arenga: mañana tu propio voto vale 2 (no se suma a un refuerzo).",
            "arringa: domani il tuo voto vale 2 (non si somma a un rinforzo).",
            "演说：你明天的票权为 2（不与助票叠加）。",
        ),
    ),
    _info(
        "pardon",
        "vote",
        "Pardon|Perdonar|Graziare|赦免",
        "Magistrate|Magistrado|Magistrato|审判官",
        (
            "once per game, pardon a living player (yourself allowed): if tomorrow's vote would banish them, "
            "nobody is banished.",
            "una vez por partida, perdona a un jugador vivo (también a ti): si la votación de mañana lo "
            "desterrara, nadie es desterrado.",
            "una volta per partita, grazia un giocatore vivo (anche te stesso): se il voto di domani lo "
            "bandisse, nessuno viene bandito.",
            "每局一次，赦免一名存活玩家（可以是自己）：若明天的投票将其放逐，则无人被放逐。",
        ),
    ),
    _info(
        "proclaim",
        "public",
        "Proclaim|Proclamar|Proclamare|宣告",
        "Herald|Heraldo|Araldo|传令官",
        (
            "once per game, proclaim: your true role is announced to everyone at dawn.",
            "una vez por partida, proclama: al amanecer se anuncia a todos tu verdadero rol.",
            "una volta per partita, proclama: all'alba il tuo vero ruolo viene annunciato a tutti.",
            "每局一次，宣告：黎明时向所有人公布你的真实身份。",
        ),
    ),
    _info(
        "bell",
        "public",
        "Ring the bell|Tocar la campana|Suonare la campana|敲钟",
        "Bellringer|Campanero|Campanaro|敲钟人",
        (
            "ring the bell: at dawn everyone learns how many visits were made tonight.",
            "toca la campana: al amanecer todos sabrán cuántas visitas hubo esta noche.",
            "suona la campana: all'alba tutti sapranno quante visite ci sono state stanotte.",
            "敲钟：黎明时所有人得知今晚共有多少次拜访。",
        ),
    ),
    _info(
        "curfew",
        "delayed_block",
        "Curfew|Toque de queda|Coprifuoco|宵禁",
        "Constable|Alguacil|Connestabile|巡警",
        (
            "put another player under curfew: they are blocked tomorrow night.",
            "impón el toque de queda a otro jugador: quedará bloqueado la noche siguiente.",
            "imponi il coprifuoco a un altro giocatore: sarà bloccato la notte seguente.",
            "对另一名玩家实施宵禁：其明晚被封锁。",
        ),
    ),
)

ABILITY_ORDER: tuple[str, ...] = tuple(a.id for a in BASE_ABILITIES)
ABILITY_INFO: dict[str, AbilityInfo] = {a.id: a for a in BASE_ABILITIES}

REDUNDANT_PAIRS = frozenset({("watch", "count"), ("sense", "echo"), ("boost", "orate")})
"""§2.5: one ability of the pair dominates or duplicates the other inside one role."""

ALTERNATIVE_PAIRS = frozenset({("protect", "ward"), ("inspect", "study"), ("study", "omen"), ("track", "witness")})
"""The project decision: 250 roles count the 4 classic roles, so 4 more pairs go (§2.5 alternative)."""

EXCLUDED_PAIRS = REDUNDANT_PAIRS | ALTERNATIVE_PAIRS

ADVANCED_PAIRS: tuple[tuple[str, str], ...] = tuple(
    (a, b) for i, a in enumerate(ABILITY_ORDER) for b in ABILITY_ORDER[i + 1 :] if (a, b) not in EXCLUDED_PAIRS
)

NAME_JOIN = {"en": "-", "es": "-", "it": "-", "zh_CN": "·"}
CARD_TEXT = {
    "en": "Each night, use one of your two abilities or rest.\n• {ta}\n• {tb}",
    "es": "Cada noche usa una de tus dos habilidades o descansa.\n• {ta}\n• {tb}",
    "it": "Ogni notte usa una delle tue due abilità o riposa.\n• {ta}\n• {tb}",
    "zh_CN": "每晚使用两项技能之一，或者休息。\n• {ta}\n• {tb}",
}


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def role_id(a: str, b: str) -> str:
    return f"adv_{a}_{b}"


def _advanced_role(number: int, a: str, b: str) -> RoleSpec:
    ia, ib = ABILITY_INFO[a], ABILITY_INFO[b]
    langs = tuple(CARD_TEXT)
    return RoleSpec(
        id=role_id(a, b),
        team=VILLAGE,
        seen_as="not_wolf",
        counts_as=frozenset({"villager"}),
        abilities=(a, b),
        names={lang: f"{ia.agents[lang]}{NAME_JOIN[lang]}{ib.agents[lang]}" for lang in langs},
        texts={
            lang: CARD_TEXT[lang].format(ta=_sentence(ia.texts[lang]), tb=_sentence(ib.texts[lang])) for lang in langs
        },
        goals=VILLAGE_GOAL,
        number=number,
    )


ADVANCED_ROLES: dict[str, RoleSpec] = {
    role_id(a, b): _advanced_role(n, a, b) for n, (a, b) in enumerate(ADVANCED_PAIRS, start=1)
}
ADVANCED_BY_NUMBER: dict[int, str] = {spec.number: spec.id for spec in ADVANCED_ROLES.values()}

CATALOG: dict[str, RoleSpec] = {**CLASSIC_ROLES, **ADVANCED_ROLES}
"""The whole catalog: the 4 classic roles first, then ADV#1…#246 in number order."""

SPECIAL_POOL: tuple[str, ...] = (SEER, GUARDIAN, *ADVANCED_ROLES)
"""§3.2 / DEC-MV-05: the special roles All Roles draws from, in this order."""

CLASSIC_FAMILIES = {WOLF: "attack", VILLAGER: "none", SEER: "inspection", GUARDIAN: "protection"}


def advanced_role(ref: str | int) -> str:
    """The role id of ``ref``: an advanced role id or its ADV number."""
    if isinstance(ref, int) and not isinstance(ref, bool) and ref in ADVANCED_BY_NUMBER:
        return ADVANCED_BY_NUMBER[ref]
    if isinstance(ref, str) and ref in ADVANCED_ROLES:
        return ref
    raise KeyError(ref)


def families(role: str) -> tuple[str, ...]:
    """The ability families of a role (for searching and themes)."""
    spec = CATALOG[role]
    if role in CLASSIC_FAMILIES:
        return (CLASSIC_FAMILIES[role],)
    return tuple(ABILITY_INFO[a].family for a in spec.abilities)
