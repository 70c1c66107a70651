"""Three Factions: the 19 roles of the Italian forum rule book as data (IT-3, appendix A).

Every role carries its three base attributes (IT-2): ``seen_as`` (what the Blind
Seer and the Medium read: LOSCO / INNOCENTE / ???), ``counts_as`` (a set of
LUPO / UMANO / ALIENO / NEUTRALE, used by victory, the Detective and the MIB K)
and ``team`` (who the role wins with: wolves / aliens / village / diablo).
Ids are stable vocabulary (docs/rulesets/three_factions.md); names are per language.
"""

from __future__ import annotations

from engine.ruleset import RoleSpec

# Attribute values (IT-0.2), written as in the source.
LOSCO = "LOSCO"
INNOCENTE = "INNOCENTE"
UNREADABLE = "???"
LUPO = "LUPO"
UMANO = "UMANO"
ALIENO = "ALIENO"
NEUTRALE = "NEUTRALE"

# Sides (Wins-with, IT-2.5). BRANCO and LUPO are the same side: wolves.
WOLVES = "wolves"
ALIENS = "aliens"
VILLAGE = "village"
DIABLO_SIDE = "diablo"

# Role ids.
LUPO_DEMONIO = "lupo_demonio"
LUPO_MUTAFORMA = "lupo_mutaforma"
LUPO_MANNARO = "lupo_mannaro"
INDEMONIATO = "indemoniato"
LEADER_ALIENO = "leader_alieno"
GENERALE_ALIENO = "generale_alieno"
SOLDATO_ALIENO = "soldato_alieno"
VEGGENTE_CIECO = "veggente_cieco"
MEDIUM = "medium"
GUARDIA = "guardia"
MERETRICE = "meretrice"
MUCCA_MANNARA = "mucca_mannara"
DETECTIVE = "detective"
SPIRITO_CANDIDO = "spirito_candido"
FIGLIO_STELLE = "figlio_stelle"
CONTADINO = "contadino"
MIB_K = "mib_k"
MIB_J = "mib_j"
DIABLO = "diablo"

WOLF_ROLES = frozenset({LUPO_DEMONIO, LUPO_MUTAFORMA, LUPO_MANNARO})
ALIEN_ROLES = frozenset({LEADER_ALIENO, GENERALE_ALIENO, SOLDATO_ALIENO})
MIB_ROLES = frozenset({MIB_K, MIB_J})

# IT-3.1: the setup as written (D-01: one Alien Soldier at setup, 22 players).
STANDARD_COUNTS: dict[str, int] = {
    LUPO_DEMONIO: 1,
    LUPO_MUTAFORMA: 1,
    LUPO_MANNARO: 2,
    INDEMONIATO: 1,
    LEADER_ALIENO: 1,
    GENERALE_ALIENO: 1,
    SOLDATO_ALIENO: 1,
    VEGGENTE_CIECO: 1,
    MEDIUM: 1,
    GUARDIA: 1,
    MERETRICE: 1,
    MUCCA_MANNARA: 1,
    DETECTIVE: 1,
    SPIRITO_CANDIDO: 1,
    FIGLIO_STELLE: 1,
    CONTADINO: 3,
    MIB_K: 1,
    MIB_J: 1,
    DIABLO: 1,
}

GOALS: dict[str, dict[str, str]] = {
    WOLVES: {
        "en": "Win with the pack: be at least half of the living once the Alien Leader is dead.",
        "it": "Vinci con il branco: almeno metà dei vivi, con il Leader Alieno morto.",
        "es": "Gana con la manada: al menos la mitad de los vivos, con el Líder Alienígena muerto.",
        "zh_CN": "与狼群同胜：外星首领死亡后，占存活玩家至少一半。",
    },
    ALIENS: {
        "en": "Win with the aliens: be at least half of the living players.",
        "it": "Vinci con gli Alieni: almeno metà dei giocatori vivi.",
        "es": "Gana con los alienígenas: al menos la mitad de los jugadores vivos.",
        "zh_CN": "与外星人同胜：占存活玩家至少一半。",
    },
    VILLAGE: {
        "en": "Win with the village: kill every wolf and the Alien Leader.",
        "it": "Vinci con il Villaggio: uccidi tutti i Lupi e il Leader Alieno.",
        "es": "Gana con el pueblo: mata a todos los lobos y al Líder Alienígena.",
        "zh_CN": "与村民阵营同胜：消灭所有狼人和外星首领。",
    },
    DIABLO_SIDE: {
        "en": "Steal the victory: get bitten by the wolves, then get burned at the Pyre.",
        "it": "Ruba la vittoria: fatti mordere dai lupi, poi fatti rogare.",
        "es": "Roba la victoria: haz que los lobos te muerdan y luego que te quemen en la hoguera.",
        "zh_CN": "窃取胜利：先被狼人咬，再被火刑处决。",
    },
}


def _role(
    role_id: str,
    team: str,
    seen: str,
    counts: str,
    abilities: tuple[str, ...],
    names: tuple[str, str, str, str],
) -> RoleSpec:
    return RoleSpec(
        id=role_id,
        team=team,
        seen_as=seen,
        counts_as=frozenset({counts}),
        abilities=abilities,
        names={"it": names[0], "en": names[1], "es": names[2], "zh_CN": names[3]},
        texts=ROLE_TEXTS[role_id],
        goals=GOALS[team],
    )


# The card texts (IT-3), in the book's Italian and in en/es/zh_CN. Attribute words are
# each language's own (English SHADY/INNOCENT, Spanish SOSPECHOSO/INOCENTE, Chinese
# 可疑/无辜): the Italian LOSCO/INNOCENTE show only to Italian readers.
ROLE_TEXTS: dict[str, dict[str, str]] = {
    LUPO_DEMONIO: {
        "en": "Every day from Day 1, name a player to the moderator before the vote closes. If you die, "
        "that player becomes a Possessed who counts as WOLF. At night you bite with the pack.",
        "it": "Ogni giorno (dal Giorno 1) fai al Master Game il nome di un giocatore entro la chiusura del Rogo. "
        "Se muori per qualsiasi motivo, quel giocatore diventerà un Indemoniato. Di notte mordi col branco.",
        "es": "Cada día, desde el Día 1, di al moderador el nombre de un jugador antes del cierre de la votación. "
        "Si mueres, ese jugador se convierte en un Poseído que cuenta como LOBO. De noche muerdes con la manada.",
        "zh_CN": "从第1天起，每天在投票结束前向法官说出一名玩家。你死亡时，该玩家成为计为狼的被附身者。"
        "夜里你与狼群一起撕咬。",
    },
    LUPO_MUTAFORMA: {
        "en": "Every night (Night 0 included) you may shift until the next Pyre: mode A, seen INNOCENT and "
        "counting HUMAN; mode B, seen INNOCENT and your Pyre vote is null. A shift costs your bite.",
        "it": "Ogni notte (anche la Notte 0) puoi mutare fino al Rogo seguente: modo A, visto INNOCENTE e conta "
        "UMANO; modo B, visto INNOCENTE e il tuo voto al Rogo è nullo. Se muti non mordi.",
        "es": "Cada noche (también la Noche 0) puedes cambiar de forma hasta la siguiente hoguera: modo A, visto "
        "INOCENTE y cuentas como HUMANO; modo B, visto INOCENTE y tu voto en la hoguera es nulo. "
        "Si cambias, no muerdes.",
        "zh_CN": "每晚（包括第0夜）你可以变形，直到下一次火刑：模式A，被视为无辜并计为人类；"
        "模式B，被视为无辜，你在火刑投票中的票无效。变形的那晚你不能撕咬。",
    },
    LUPO_MANNARO: {
        "en": "Every night from Night 1 you must give the moderator the pack's bite, chosen together.",
        "it": "Ogni notte dalla Notte 1 sei obbligato a indicare al Master Game chi il branco morde.",
        "es": "Cada noche, desde la Noche 1, debes decir al moderador a quién muerde la manada, elegido juntos.",
        "zh_CN": "从第1夜起，每晚你必须把狼群共同选定的撕咬目标告诉法官。",
    },
    INDEMONIATO: {
        "en": "You are seen INNOCENT but you win with the wolves, without knowing them. "
        "If the Demon Wolf chose you, you count as WOLF.",
        "it": "Appari INNOCENTE ma stai dalla parte dei Lupi, pur non conoscendoli. "
        "Se scelto dal Lupo Demonio conti LUPO.",
        "es": "Te ven INOCENTE pero ganas con los lobos, sin conocerlos. "
        "Si el Lobo Demonio te eligió, cuentas como LOBO.",
        "zh_CN": "你被视为无辜，但与狼人同胜，却不知道狼人是谁。若恶魔狼选中了你，你计为狼。",
    },
    LEADER_ALIENO: {
        "en": "Every night from Night 1 you may abduct a player and guess their role: a right guess turns them "
        "into an Alien Soldier. The abductee loses their power for that night.",
        "it": "Ogni notte dalla Notte 1 puoi rapire un giocatore e indovinarne il ruolo: se indovini diventa "
        "Soldato Alieno. Il rapito quella notte non usa il suo potere.",
        "es": "Cada noche, desde la Noche 1, puedes abducir a un jugador y adivinar su rol: si aciertas, se "
        "convierte en Soldado Alienígena. El abducido pierde su poder esa noche.",
        "zh_CN": "从第1夜起，每晚你可以绑架一名玩家并猜测其身份：猜对则其成为外星士兵。被绑架者当晚失去技能。",
    },
    GENERALE_ALIENO: {
        "en": "The Blind Seer and the Medium get no result on you (the MIB K still reads you). "
        "You know only the Alien Leader.",
        "it": "I poteri del Veggente e del Medium non ti leggono (il MIB K sì). Conosci solo il Leader Alieno.",
        "es": "El Vidente Ciego y el Médium no obtienen resultado sobre ti (los Hombres de Negro K sí te leen). "
        "Solo conoces al Líder Alienígena.",
        "zh_CN": "盲眼预言家和通灵者查验你时没有结果（黑衣人K仍能查验你）。你只认识外星首领。",
    },
    SOLDATO_ALIENO: {
        "en": "No power. You know only the Alien Leader. Get villagers and wolves burned.",
        "it": "Nessun potere. Conosci solo il Leader Alieno. Fai rogare Contadini e lupi.",
        "es": "Sin poder. Solo conoces al Líder Alienígena. Haz que quemen a aldeanos y lobos en la hoguera.",
        "zh_CN": "没有技能。你只认识外星首领。设法让村民和狼人被火刑处决。",
    },
    VEGGENTE_CIECO: {
        "en": "Every night name two players: one to examine and one who receives the reading (SHADY or "
        "INNOCENT). You learn nothing yourself.",
        "it": "Ogni notte indica due giocatori: uno da esaminare e uno a cui mandare il responso "
        "(LOSCO o INNOCENTE). Tu non lo ricevi.",
        "es": "Cada noche nombra a dos jugadores: uno para examinar y otro que recibe el resultado "
        "(SOSPECHOSO o INOCENTE). Tú no te enteras de nada.",
        "zh_CN": "每晚指定两名玩家：一名被查验，另一名接收结果（可疑或无辜）。你自己得不到结果。",
    },
    MEDIUM: {
        "en": "Each night, if alive, you learn whether the player burned at that day's Pyre was SHADY.",
        "it": "Ogni notte, se vivo, saprai se il giocatore rogato quel giorno era LOSCO o no.",
        "es": "Cada noche, si sigues vivo, sabes si el jugador quemado en la hoguera de ese día era SOSPECHOSO.",
        "zh_CN": "每晚若你存活，你会得知当天被火刑处决的玩家是否可疑。",
    },
    GUARDIA: {
        "en": "Every night protect another player from the bite, never the same one two nights running. "
        "You witness an abduction of your protectee or their neighbours.",
        "it": "Ogni notte proteggi un altro giocatore dal morso, mai lo stesso per due notti di fila. "
        "Sei testimone se il protetto o i suoi vicini vengono rapiti.",
        "es": "Cada noche protege del mordisco a otro jugador, nunca al mismo dos noches seguidas. "
        "Eres testigo si abducen a tu protegido o a sus vecinos.",
        "zh_CN": "每晚守护另一名玩家免遭撕咬，不能连续两晚守护同一人。若你守护的人或其邻座被绑架，你会目击。",
    },
    MERETRICE: {
        "en": "Every night host a different player: they are saved from the bite. If the wolves bite you, "
        "they bite your guest too. A wolf guest kills you.",
        "it": "Ogni notte porta a letto un giocatore diverso: lo salvi dal morso. Se i lupi mordono te, mordono "
        "anche lui. Se è un Lupo, muori.",
        "es": "Cada noche recibe a un jugador distinto: lo salvas del mordisco. Si los lobos te muerden a ti, "
        "muerden también a tu invitado. Si tu invitado es un lobo, mueres.",
        "zh_CN": "每晚接待一名不同的玩家：其免遭撕咬。若狼人咬你，你的客人也会被咬。若客人是狼人，你死亡。",
    },
    MUCCA_MANNARA: {
        "en": "If the wolves eat you, the pack is sick the next night. The aliens can never convert you.",
        "it": "Se i Lupi ti mangiano la notte dopo non usano i poteri. Gli alieni non possono trasformarti.",
        "es": "Si los lobos te devoran, la manada enferma la noche siguiente. Los alienígenas nunca pueden "
        "convertirte.",
        "zh_CN": "若狼人吃掉你，狼群下一晚会闹肚子。外星人永远无法转化你。",
    },
    DETECTIVE: {
        "en": "Each night you learn how many WOLVES and ALIENS are still alive.",
        "it": "Ogni notte il Master Game ti comunica il numero di LUPI e ALIENI ancora in vita.",
        "es": "Cada noche sabes cuántos LOBOS y ALIENÍGENAS siguen vivos.",
        "zh_CN": "每晚你会得知还有多少狼和外星人存活。",
    },
    SPIRITO_CANDIDO: {
        "en": "Once, from Night 3, bring back two players: one burned at a Pyre and one killed at night. "
        "If you revive a wolf or an alien, you die that night.",
        "it": "Una sola volta, dalla Notte 3, riporta in vita due giocatori: uno morto al Rogo e uno morto di "
        "notte. Se resusciti un Lupo o un Alieno, muori.",
        "es": "Una sola vez, desde la Noche 3, devuelve la vida a dos jugadores: uno quemado en la hoguera y "
        "otro muerto de noche. Si resucitas a un lobo o a un alienígena, mueres esa noche.",
        "zh_CN": "从第3夜起，仅限一次，复活两名玩家：一名死于火刑，一名死于夜间。若你复活了狼人或外星人，你当晚死亡。",
    },
    FIGLIO_STELLE: {
        "en": "You play for the village, but if the Alien Leader abducts you, you become an Alien Soldier.",
        "it": "Giochi per il Villaggio, ma se il Leader Alieno ti rapisce diventi un Soldato Alieno.",
        "es": "Juegas con el pueblo, pero si el Líder Alienígena te abduce, te conviertes en Soldado Alienígena.",
        "zh_CN": "你为村民阵营而战，但若被外星首领绑架，你会成为外星士兵。",
    },
    CONTADINO: {
        "en": "No power: find who is on your side and burn the wolves.",
        "it": "Nessun potere: capisci chi sta dalla tua parte e vota al rogo i lupi.",
        "es": "Sin poder: descubre quién está de tu lado y manda a los lobos a la hoguera.",
        "zh_CN": "没有技能：找出谁和你同一阵营，把狼人送上火刑。",
    },
    MIB_K: {
        "en": "Nobody can read you. You know the other MIB. Every night name a player: you learn if they are ALIEN.",
        "it": "Nessuno può scoprirti. Conosci l'altro MIB. Ogni notte scopri se un giocatore è ALIENO.",
        "es": "Nadie puede leerte. Conoces al otro Hombre de Negro. Cada noche nombra a un jugador: sabrás si es "
        "ALIENÍGENA.",
        "zh_CN": "无人能查验你。你认识另一名黑衣人。每晚指定一名玩家：你会得知其是否为外星人。",
    },
    MIB_J: {
        "en": "Nobody can read you. You know the other MIB. Every night name a player: if the Alien Leader "
        "chose them, the abduction fails.",
        "it": "Nessuno può scoprirti. Conosci l'altro MIB. Ogni notte indica un giocatore: se è l'obiettivo del "
        "Leader Alieno, non verrà rapito.",
        "es": "Nadie puede leerte. Conoces al otro Hombre de Negro. Cada noche nombra a un jugador: si el Líder "
        "Alienígena lo eligió, la abducción fracasa.",
        "zh_CN": "无人能查验你。你认识另一名黑衣人。每晚指定一名玩家：若外星首领选中了他，绑架失败。",
    },
    DIABLO: {
        "en": "The wolves' bite never kills you. Once bitten, get burned at the Pyre and you win alone. "
        "Burned before the bite, you lose.",
        "it": "Non muori se morso dai Lupi. Se dopo il morso riesci a farti rogare, vinci tu solo. "
        "Se vieni rogato prima del morso, perdi.",
        "es": "El mordisco de los lobos nunca te mata. Una vez mordido, haz que te quemen en la hoguera y ganas "
        "tú solo. Si te queman antes del mordisco, pierdes.",
        "zh_CN": "狼人的撕咬杀不死你。被咬之后，若你被火刑处决，你独自获胜。若在被咬之前被火刑处决，你失败。",
    },
}


ROLES: dict[str, RoleSpec] = {
    r.id: r
    for r in (
        _role(
            LUPO_DEMONIO,
            WOLVES,
            LOSCO,
            LUPO,
            ("nominate", "bite"),
            ("Lupo Demonio", "Demon Wolf", "Lobo Demonio", "恶魔狼"),
        ),
        _role(
            LUPO_MUTAFORMA,
            WOLVES,
            LOSCO,
            LUPO,
            ("shift", "bite"),
            ("Lupo Mutaforma", "Shapeshifter Wolf", "Lobo Cambiaformas", "变形狼"),
        ),
        _role(
            LUPO_MANNARO,
            WOLVES,
            LOSCO,
            LUPO,
            ("bite",),
            ("Lupo Mannaro", "Werewolf", "Hombre Lobo", "狼人"),
        ),
        _role(
            INDEMONIATO,
            WOLVES,
            INNOCENTE,
            UMANO,
            (),
            ("Indemoniato", "Possessed", "Poseído", "被附身者"),
        ),
        _role(
            LEADER_ALIENO,
            ALIENS,
            INNOCENTE,
            ALIENO,
            ("abduct",),
            ("Leader Alieno", "Alien Leader", "Líder Alienígena", "外星首领"),
        ),
        _role(
            GENERALE_ALIENO,
            ALIENS,
            UNREADABLE,
            ALIENO,
            (),
            ("Generale Alieno", "Alien General", "General Alienígena", "外星将军"),
        ),
        _role(
            SOLDATO_ALIENO,
            ALIENS,
            INNOCENTE,
            ALIENO,
            (),
            ("Soldato Alieno", "Alien Soldier", "Soldado Alienígena", "外星士兵"),
        ),
        _role(
            VEGGENTE_CIECO,
            VILLAGE,
            INNOCENTE,
            UMANO,
            ("examine",),
            ("Veggente Cieco", "Blind Seer", "Vidente Ciego", "盲眼预言家"),
        ),
        _role(
            MEDIUM,
            VILLAGE,
            INNOCENTE,
            UMANO,
            (),
            ("Medium", "Medium", "Médium", "通灵者"),
        ),
        _role(
            GUARDIA,
            VILLAGE,
            INNOCENTE,
            UMANO,
            ("protect",),
            ("Guardia", "Guard", "Guardia", "守卫"),
        ),
        _role(
            MERETRICE,
            VILLAGE,
            INNOCENTE,
            UMANO,
            ("host",),
            ("Meretrice", "Harlot", "Meretriz", "交际花"),
        ),
        _role(
            MUCCA_MANNARA,
            VILLAGE,
            LOSCO,
            UMANO,
            (),
            ("Mucca Mannara", "Were-Cow", "Vaca Licántropa", "狼牛"),
        ),
        _role(
            DETECTIVE,
            VILLAGE,
            INNOCENTE,
            UMANO,
            (),
            ("Detective", "Detective", "Detective", "侦探"),
        ),
        _role(
            SPIRITO_CANDIDO,
            VILLAGE,
            LOSCO,
            UMANO,
            ("revive",),
            ("Spirito Candido", "Pure Spirit", "Espíritu Puro", "纯洁之灵"),
        ),
        _role(
            FIGLIO_STELLE,
            VILLAGE,
            INNOCENTE,
            UMANO,
            (),
            (
                "Figlio delle Stelle Consapevole",
                "Aware Child of the Stars",
                "Hijo de las Estrellas Consciente",
                "觉醒的星之子",
            ),
        ),
        _role(
            CONTADINO,
            VILLAGE,
            INNOCENTE,
            UMANO,
            (),
            ("Contadino Semplice", "Plain Villager", "Aldeano Simple", "普通村民"),
        ),
        _role(
            MIB_K,
            VILLAGE,
            UNREADABLE,
            UMANO,
            ("probe",),
            ("Men in Black K", "Men in Black K", "Hombres de Negro K", "黑衣人K"),
        ),
        _role(
            MIB_J,
            VILLAGE,
            UNREADABLE,
            UMANO,
            ("shield",),
            ("Men in Black J", "Men in Black J", "Hombres de Negro J", "黑衣人J"),
        ),
        _role(
            DIABLO,
            DIABLO_SIDE,
            INNOCENTE,
            NEUTRALE,
            (),
            ("Diablo", "Diablo", "Diablo", "迪亚布罗"),
        ),
    )
}
