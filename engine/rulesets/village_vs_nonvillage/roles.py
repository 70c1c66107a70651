# ruff: noqa: E501  (Chinese role texts read best unbroken)
"""Village vs Non-village (狼村版 村民对非村民): the roles as data (ZH-1).

``wins_with`` is the faction (``village`` / ``nonvillage``); it changes only when
the Madman is converted (ZH-1.9). ``counts_as`` holds ``werewolf`` for the
Werewolf role alone: X, Pack Check and the failure condition count it (ZH-6.6.2).
The printed skills of each role are listed in ``PRINTED_SKILLS``; the player's
current skills live in the rule set's state and change with events.
"""

from __future__ import annotations

from engine.ruleset import RoleSpec

VILLAGE = "village"
NONVILLAGE = "nonvillage"

SEER = "seer"
WITCH = "witch"
ELDER = "elder"
SCAPEGOAT = "scapegoat"
DOCTOR = "doctor"
GYPSY = "gypsy"
WHITE_WOLF = "white_wolf"
PIPER = "piper"
FOX = "fox"
TREASURE = "treasure"
CAREERIST = "careerist"
WEREWOLF = "werewolf"
MADMAN = "madman"

VILLAGE_ROLES = (SEER, WITCH, ELDER, SCAPEGOAT, DOCTOR, GYPSY)
NONVILLAGE_ROLES = (WHITE_WOLF, PIPER, FOX, TREASURE, CAREERIST, WEREWOLF, MADMAN)
# ZH-9.2 (b): the non-village faction fails when all of these that were dealt are out.
PILLARS = (WHITE_WOLF, PIPER, FOX, TREASURE, CAREERIST)
# ZH-5.2.3: the Insanity Lynch succession.
INSANITY_ORDER = (SEER, SCAPEGOAT, ELDER, WITCH, DOCTOR, GYPSY, MADMAN)
# ZH-6.4.2: the Public Enemy priority.
PUBLIC_ENEMY_ORDER = (WITCH, DOCTOR, ELDER, SEER, SCAPEGOAT, GYPSY, MADMAN)

PRINTED_SKILLS: dict[str, frozenset[str]] = {
    SEER: frozenset({"divination", "curse"}),
    WITCH: frozenset({"spirit_sense", "antidote", "poison"}),
    ELDER: frozenset({"prestige", "enlightenment"}),
    SCAPEGOAT: frozenset({"blame", "cry_injustice"}),
    DOCTOR: frozenset({"first_aid"}),
    GYPSY: frozenset({"new_moon"}),
    WHITE_WOLF: frozenset({"pack_check", "bite", "balance"}),
    PIPER: frozenset({"pipe"}),
    FOX: frozenset({"cunning"}),
    TREASURE: frozenset({"public_enemy", "lure"}),
    CAREERIST: frozenset({"supremacy", "barrier"}),
    WEREWOLF: frozenset({"attack"}),
    MADMAN: frozenset({"attack", "delusion", "friendly_fire"}),
}

VILLAGE_GOAL = {
    "en": "Keep the village faction in play until the non-village faction fails.",
    "es": "Mantén en juego al bando de los aldeanos hasta que caiga el bando de los no aldeanos.",
    "it": "Tieni in gioco la fazione del villaggio finché non cade la fazione non-villaggio.",
    "zh_CN": "让村民阵营存活，直到非村民阵营失败。",
}
NONVILLAGE_GOAL = {
    "en": "Eliminate every village-faction player before all Werewolves, "
    "or all of White Wolf, Piper, Fox, Treasure and Careerist, are out.",
    "es": "Elimina a todo el bando de los aldeanos antes de que queden eliminados todos los hombres lobo, "
    "o a la vez Lobo blanco, Flautista, Zorro, Tesoro y Arribista.",
    "it": "Elimina tutta la fazione del villaggio prima che siano eliminati tutti i lupi mannari, "
    "o insieme Lupo bianco, Pifferaio, Volpe, Tesoro e Arrivista.",
    "zh_CN": "在所有狼人出局、或白狼、吹笛者、妖狐、宝藏、野心家全部出局之前，淘汰所有村民阵营角色。",
}


def _role(role_id: str, team: str, names: dict[str, str], texts: dict[str, str]) -> RoleSpec:
    return RoleSpec(
        id=role_id,
        team=team,
        seen_as=team,
        counts_as=frozenset({"werewolf"}) if role_id == WEREWOLF else frozenset({team}),
        abilities=(),
        names=names,
        texts=texts,
        goals=VILLAGE_GOAL if team == VILLAGE else NONVILLAGE_GOAL,
    )


ROLES: dict[str, RoleSpec] = {
    SEER: _role(
        SEER,
        VILLAGE,
        {"en": "Seer", "es": "Vidente", "it": "Veggente", "zh_CN": "预言家"},
        {
            "en": "Divination: each night learn a player's role; a village player joins your group. "
            "Curse: divining (or killing) the Fox eliminates him whatever his chances.",
            "es": "Adivinación: cada noche conoces el rol de un jugador; si es aldeano, se une a tu grupo. Maldición: adivinar (o matar) al Zorro lo elimina, tenga las oportunidades que tenga.",
            "it": "Divinazione: ogni notte scopri il ruolo di un giocatore; se è del villaggio entra nel tuo gruppo. Maledizione: divinare (o uccidere) la Volpe la elimina, qualunque possibilità abbia.",
            "zh_CN": "预言：每晚得知一名角色的身份，若其属于村民阵营则与之共群。咒杀：预言（或杀死）妖狐时，妖狐出局且不触发狡黠。",
        },
    ),
    WITCH: _role(
        WITCH,
        VILLAGE,
        {"en": "Witch", "es": "Bruja", "it": "Strega", "zh_CN": "女巫"},
        {
            "en": "Spirit Sense: while you hold an Antidote you see tonight's designated-kill targets. "
            "Antidote (once): a village target is not eliminated by a designated kill tonight; a real save groups you. "
            "Poison (once): a non-village target is eliminated.",
            "es": "Sentido espiritual: mientras tengas un Antídoto, ves los objetivos de muerte designada de esta noche. Antídoto (una vez): un objetivo aldeano no es eliminado esta noche por una muerte designada; si de verdad lo salvas, os agrupa. Veneno (una vez): un objetivo no aldeano es eliminado.",
            "it": "Senso spirituale: finché hai un Antidoto vedi i bersagli di uccisione designata di stanotte. Antidoto (una volta): un bersaglio del villaggio non viene eliminato stanotte da un'uccisione designata; un vero salvataggio vi unisce in gruppo. Veleno (una volta): un bersaglio non-villaggio viene eliminato.",
            "zh_CN": "通灵：解药未用时，夜晚得知所有指杀目标。解药（一次）：村民阵营目标当夜不会因指杀出局，成功抵消则共群。"
            "毒药（一次）：非村民阵营目标立即出局。",
        },
    ),
    ELDER: _role(
        ELDER,
        VILLAGE,
        {"en": "Elder", "es": "Anciano", "it": "Anziano", "zh_CN": "长老"},
        {
            "en": "Prestige: non-village skills have no effect on you; each night you see who used one on you "
            "and may eliminate one of them. Enlightenment: choosing the Madman converts him to the village.",
            "es": "Prestigio: las habilidades no aldeanas no te afectan; cada noche ves quién usó una contra ti y puedes eliminar a uno de ellos. Iluminación: elegir al Loco lo convierte en aldeano.",
            "it": "Prestigio: le abilità non-villaggio non hanno effetto su di te; ogni notte vedi chi ne ha usata una su di te e puoi eliminarne uno. Illuminazione: scegliere il Folle lo converte al villaggio.",
            "zh_CN": "威望：非村民阵营的技能对你无效，每夜得知对你使用技能的非村民阵营角色并可令其中一名出局。"
            "点悟：选择狂人则狂人转变为村民阵营并与你共群。",
        },
    ),
    SCAPEGOAT: _role(
        SCAPEGOAT,
        VILLAGE,
        {"en": "Scapegoat", "es": "Chivo expiatorio", "it": "Capro espiatorio", "zh_CN": "替罪羊"},
        {
            "en": "Take the Blame: at night name a player; tomorrow votes on a village target count for you. "
            "Cry Injustice: when eliminated, name up to five players: only they vote next.",
            "es": "Cargar con la culpa: de noche nombra a un jugador; mañana, los votos contra un objetivo aldeano cuentan para ti. Clamar injusticia: al ser eliminado, nombra hasta cinco jugadores: solo ellos votan la próxima vez.",
            "it": "Prendersi la colpa: di notte indica un giocatore; domani i voti contro un bersaglio del villaggio contano per te. Gridare all'ingiustizia: quando vieni eliminato indica fino a cinque giocatori: solo loro votano la volta dopo.",
            "zh_CN": "背锅：夜晚指定一名角色，若其属于村民阵营，次日对其的投票均转移给你。鸣冤：出局时选择至多五名角色，只有他们次日投票有效。",
        },
    ),
    DOCTOR: _role(
        DOCTOR,
        VILLAGE,
        {"en": "Doctor", "es": "Doctor", "it": "Dottore", "zh_CN": "医生"},
        {
            "en": "First Aid: a village target is not eliminated by a designated kill tonight. "
            "A target that was not designated-killed gets an empty needle; two needles have consequences.",
            "es": "Primeros auxilios: un objetivo aldeano no es eliminado esta noche por una muerte designada. Un objetivo que no sufrió una muerte designada recibe una aguja vacía; dos agujas tienen consecuencias.",
            "it": "Primo soccorso: un bersaglio del villaggio non viene eliminato stanotte da un'uccisione designata. Un bersaglio che non ha subito un'uccisione designata riceve un ago vuoto; due aghi hanno conseguenze.",
            "zh_CN": "急救：村民阵营目标当夜不会因指杀出局。若目标当夜未受指杀则获得一个空针，多个空针会产生后果。",
        },
    ),
    GYPSY: _role(
        GYPSY,
        VILLAGE,
        {"en": "Gypsy", "es": "Gitana", "it": "Zingara", "zh_CN": "吉普赛人"},
        {
            "en": "New Moon: each night choose tomorrow's event among those that have not happened yet.",
            "es": "Luna nueva: cada noche elige el evento de mañana entre los que aún no han ocurrido.",
            "it": "Luna nuova: ogni notte scegli l'evento di domani tra quelli non ancora avvenuti.",
            "zh_CN": "新月：每晚选择第二天发生的一个尚未发生过的事件。",
        },
    ),
    WHITE_WOLF: _role(
        WHITE_WOLF,
        NONVILLAGE,
        {"en": "White Wolf", "es": "Lobo blanco", "it": "Lupo bianco", "zh_CN": "白狼"},
        {
            "en": "Each night either Pack Check (learn whether a player is a Werewolf) or Bite (a designated kill). "
            "Balance: if your Bites would hit more village than non-village players, the Bite turns on you.",
            "es": "Cada noche, o Control de manada (saber si un jugador es Hombre lobo) o Mordisco (una muerte designada). Equilibrio: si tus mordiscos alcanzaran a más jugadores aldeanos que no aldeanos, el Mordisco se vuelve contra ti.",
            "it": "Ogni notte, o Controllo del branco (scopri se un giocatore è un Lupo mannaro) o Morso (un'uccisione designata). Equilibrio: se i tuoi morsi colpissero più giocatori del villaggio che non-villaggio, il Morso si ritorce su di te.",
            "zh_CN": "每夜可发动归群（得知目标是否是狼人）或撕咬（指杀）。平衡：若撕咬目标中村民阵营多于非村民阵营，撕咬目标改为自己。",
        },
    ),
    PIPER: _role(
        PIPER,
        NONVILLAGE,
        {"en": "Piper", "es": "Flautista", "it": "Pifferaio", "zh_CN": "吹笛者"},
        {
            "en": "Pipe: each night every skill of a player has no effect; never the same player twice.",
            "es": "Flauta: cada noche todas las habilidades de un jugador quedan sin efecto; nunca el mismo jugador dos veces.",
            "it": "Piffero: ogni notte tutte le abilità di un giocatore restano senza effetto; mai lo stesso giocatore due volte.",
            "zh_CN": "吹笛：目标角色当夜技能发动无效，不能重复指定角色。",
        },
    ),
    FOX: _role(
        FOX,
        NONVILLAGE,
        {"en": "Fox", "es": "Zorro", "it": "Volpe", "zh_CN": "妖狐"},
        {
            "en": "Cunning: you start with one chance to cancel your elimination and gain one more at the start "
            "of every third night.",
            "es": "Astucia: empiezas con una oportunidad de anular tu eliminación y ganas otra al comienzo de cada tercera noche.",
            "it": "Astuzia: inizi con una possibilità di annullare la tua eliminazione e ne guadagni un'altra all'inizio di ogni terza notte.",
            "zh_CN": "狡黠：游戏开始时拥有一次出局无效机会，逢三的倍数的夜晚开始时增加一次。",
        },
    ),
    TREASURE: _role(
        TREASURE,
        NONVILLAGE,
        {"en": "Treasure", "es": "Tesoro", "it": "Tesoro", "zh_CN": "宝藏"},
        {
            "en": "Public Enemy: whoever of the village kills you gains an Extra Lynch. "
            "Lure (once): you and your target learn each other's role.",
            "es": "Enemigo público: el aldeano que te mate gana un linchamiento extra. Señuelo (una vez): tú y tu objetivo conocéis el rol del otro.",
            "it": "Nemico pubblico: chi del villaggio ti uccide ottiene un linciaggio extra. Adescamento (una volta): tu e il tuo bersaglio scoprite l'uno il ruolo dell'altro.",
            "zh_CN": "公敌：杀死你的村民阵营角色下一夜可额外使用一次私刑。引诱（一次）：目标角色和你互知身份。",
        },
    ),
    CAREERIST: _role(
        CAREERIST,
        NONVILLAGE,
        {"en": "Careerist", "es": "Arribista", "it": "Arrivista", "zh_CN": "野心家"},
        {
            "en": "Supremacy: each night name pairs of players; skills between the two of a pair have no effect "
            "tonight. Barrier: when you are eliminated the village is told.",
            "es": "Supremacía: cada noche nombra parejas de jugadores; esta noche las habilidades entre los dos de una pareja no tienen efecto. Barrera: cuando te han eliminado, se avisa a los aldeanos.",
            "it": "Supremazia: ogni notte indica coppie di giocatori; stanotte le abilità tra i due di una coppia non hanno effetto. Barriera: quando vieni eliminato il villaggio viene avvisato.",
            "zh_CN": "独尊：每夜选择成对的角色，当夜这两名角色之间互相使用技能无效。结界：你出局时村民阵营得到通知。",
        },
    ),
    WEREWOLF: _role(
        WEREWOLF,
        NONVILLAGE,
        {"en": "Werewolf", "es": "Hombre lobo", "it": "Lupo mannaro", "zh_CN": "狼人"},
        {
            "en": "Attack: each night give a player 1/X kill points (X = Werewolves in play); at 1 point a player "
            "receives a designated kill. Never the same player two nights in a row.",
            "es": "Ataque: cada noche da a un jugador 1/X puntos de muerte (X = hombres lobo en juego); con 1 punto, el jugador sufre una muerte designada. Nunca el mismo jugador dos noches seguidas.",
            "it": "Attacco: ogni notte dai a un giocatore 1/X punti uccisione (X = lupi mannari in gioco); a 1 punto il giocatore subisce un'uccisione designata. Mai lo stesso giocatore due notti di fila.",
            "zh_CN": "攻击：目标角色获得1/X点指杀点数（X为仍在场上的狼人数），点数达到1时受到一次指杀。不能连续两天指定同一名角色。",
        },
    ),
    MADMAN: _role(
        MADMAN,
        NONVILLAGE,
        {"en": "Madman", "es": "Loco", "it": "Folle", "zh_CN": "狂人"},
        {
            "en": "Delusion: you believe you are a Werewolf; your attacks have no effect. "
            "Friendly Fire: each Werewolf attack on you adds one extra kill point.",
            "es": "Delirio: crees que eres un Hombre lobo; tus ataques no tienen efecto. Fuego amigo: cada ataque de un Hombre lobo contra ti suma un punto de muerte extra.",
            "it": "Delirio: credi di essere un Lupo mannaro; i tuoi attacchi non hanno effetto. Fuoco amico: ogni attacco di un Lupo mannaro su di te aggiunge un punto uccisione in più.",
            "zh_CN": "迷惑：你以为自己是狼人，攻击没有效果。友伤：被狼人攻击时，指杀点数额外增加1点。",
        },
    ),
}
