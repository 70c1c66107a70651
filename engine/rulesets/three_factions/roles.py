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
        "it": "Vinci con gli alieni: almeno metà dei giocatori vivi.",
        "es": "Gana con los alienígenas: al menos la mitad de los jugadores vivos.",
        "zh_CN": "与外星人同胜：占存活玩家至少一半。",
    },
    VILLAGE: {
        "en": "Win with the village: kill every wolf and the Alien Leader.",
        "it": "Vinci con il villaggio: uccidi tutti i lupi e il Leader Alieno.",
        "es": "Gana con la aldea: mata a todos los lobos y al Líder Alienígena.",
        "zh_CN": "与村庄同胜：消灭所有狼人和外星首领。",
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
    en: str,
    it: str,
) -> RoleSpec:
    return RoleSpec(
        id=role_id,
        team=team,
        seen_as=seen,
        counts_as=frozenset({counts}),
        abilities=abilities,
        names={"it": names[0], "en": names[1], "es": names[2], "zh_CN": names[3]},
        texts={"en": en, "it": it},
        goals=GOALS[team],
    )


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
            "Every day from Day 1, name a player to the moderator before the vote closes. If you die, "
            "that player becomes an Indemoniato who counts as LUPO. At night you bite with the pack.",
            "Ogni giorno (dal Giorno 1) fai al Master Game il nome di un giocatore entro la chiusura del Rogo. "
            "Se muori per qualsiasi motivo, quel giocatore diventerà un Indemoniato. Di notte mordi col branco.",
        ),
        _role(
            LUPO_MUTAFORMA,
            WOLVES,
            LOSCO,
            LUPO,
            ("shift", "bite"),
            ("Lupo Mutaforma", "Shapeshifter Wolf", "Lobo Cambiaformas", "变形狼"),
            "Every night (Night 0 included) you may shift until the next Pyre: mode A, seen INNOCENTE and "
            "counting UMANO; mode B, seen INNOCENTE and your Pyre vote is null. A shift costs your bite.",
            "Ogni notte (anche la Notte 0) puoi mutare fino al Rogo seguente: modo A, visto INNOCENTE e conta "
            "UMANO; modo B, visto INNOCENTE e il tuo voto al Rogo è nullo. Se muti non mordi.",
        ),
        _role(
            LUPO_MANNARO,
            WOLVES,
            LOSCO,
            LUPO,
            ("bite",),
            ("Lupo Mannaro", "Werewolf", "Hombre Lobo", "狼人"),
            "Every night from Night 1 you must give the moderator the pack's bite, chosen together.",
            "Ogni notte dalla Notte 1 sei obbligato a indicare al Master Game chi il branco morde.",
        ),
        _role(
            INDEMONIATO,
            WOLVES,
            INNOCENTE,
            UMANO,
            (),
            ("Indemoniato", "Possessed", "Poseído", "被附身者"),
            "You are seen INNOCENTE but you win with the wolves, without knowing them. "
            "If the Demon Wolf chose you, you count as LUPO.",
            "Appari INNOCENTE ma stai dalla parte dei Lupi, pur non conoscendoli. "
            "Se scelto dal Lupo Demonio conti LUPO.",
        ),
        _role(
            LEADER_ALIENO,
            ALIENS,
            INNOCENTE,
            ALIENO,
            ("abduct",),
            ("Leader Alieno", "Alien Leader", "Líder Alienígena", "外星首领"),
            "Every night from Night 1 you may abduct a player and guess their role: a right guess turns them "
            "into an Alien Soldier. The abductee loses their power for that night.",
            "Ogni notte dalla Notte 1 puoi rapire un giocatore e indovinarne il ruolo: se indovini diventa "
            "Soldato Alieno. Il rapito quella notte non usa il suo potere.",
        ),
        _role(
            GENERALE_ALIENO,
            ALIENS,
            UNREADABLE,
            ALIENO,
            (),
            ("Generale Alieno", "Alien General", "General Alienígena", "外星将军"),
            "The Blind Seer and the Medium get no result on you (the MIB K still reads you). "
            "You know only the Alien Leader.",
            "Sei protetto dai poteri del Veggente e del Medium (non dal MIB K). Conosci solo il Leader Alieno.",
        ),
        _role(
            SOLDATO_ALIENO,
            ALIENS,
            INNOCENTE,
            ALIENO,
            (),
            ("Soldato Alieno", "Alien Soldier", "Soldado Alienígena", "外星士兵"),
            "No power. You know only the Alien Leader. Get villagers and wolves burned.",
            "Nessun potere. Conosci solo il Leader Alieno. Fai rogare contadini e lupi.",
        ),
        _role(
            VEGGENTE_CIECO,
            VILLAGE,
            INNOCENTE,
            UMANO,
            ("examine",),
            ("Veggente Cieco", "Blind Seer", "Vidente Ciego", "盲眼预言家"),
            "Every night name two players: one to examine and one who receives the reading (LOSCO or INNOCENTE). "
            "You learn nothing yourself.",
            "Ogni notte indica due giocatori: uno da esaminare e uno a cui mandare il responso "
            "(LOSCO o INNOCENTE). Tu non lo ricevi.",
        ),
        _role(
            MEDIUM,
            VILLAGE,
            INNOCENTE,
            UMANO,
            (),
            ("Medium", "Medium", "Médium", "通灵者"),
            "Each night, if alive, you learn whether the player burned at that day's Pyre was LOSCO.",
            "Ogni notte, se vivo, saprai se il giocatore rogato quel giorno era LOSCO o no.",
        ),
        _role(
            GUARDIA,
            VILLAGE,
            INNOCENTE,
            UMANO,
            ("protect",),
            ("Guardia", "Guard", "Guardia", "守卫"),
            "Every night protect another player from the bite, never the same one two nights running. "
            "You witness an abduction of your protectee or their neighbours.",
            "Ogni notte proteggi un altro giocatore dal morso, mai lo stesso per due notti di fila. "
            "Sei testimone se il protetto o i suoi vicini vengono rapiti.",
        ),
        _role(
            MERETRICE,
            VILLAGE,
            INNOCENTE,
            UMANO,
            ("host",),
            ("Meretrice", "Harlot", "Meretriz", "交际花"),
            "Every night host a different player: they are saved from the bite. If the wolves bite you, "
            "they bite your guest too. A wolf guest kills you.",
            "Ogni notte porta a letto un giocatore diverso: lo salvi dal morso. Se i lupi mordono te, mordono "
            "anche lui. Se è un Lupo, muori.",
        ),
        _role(
            MUCCA_MANNARA,
            VILLAGE,
            LOSCO,
            UMANO,
            (),
            ("Mucca Mannara", "Were-Cow", "Vaca Licántropa", "狼牛"),
            "If the wolves eat you, the pack is sick the next night. The aliens can never convert you.",
            "Se i Lupi ti mangiano la notte dopo non usano i poteri. Gli alieni non possono trasformarti.",
        ),
        _role(
            DETECTIVE,
            VILLAGE,
            INNOCENTE,
            UMANO,
            (),
            ("Detective", "Detective", "Detective", "侦探"),
            "Each night you learn how many LUPI and ALIENI are still alive.",
            "Ogni notte il Master Game ti comunica il numero di LUPI e ALIENI ancora in vita.",
        ),
        _role(
            SPIRITO_CANDIDO,
            VILLAGE,
            LOSCO,
            UMANO,
            ("revive",),
            ("Spirito Candido", "Pure Spirit", "Espíritu Puro", "纯洁之灵"),
            "Once, from Night 3, bring back two players: one burned at a Pyre and one killed at night. "
            "If you revive a wolf or an alien, you die that night.",
            "Una sola volta, dalla Notte 3, riporta in vita due giocatori: uno morto al Rogo e uno morto di "
            "notte. Se resusciti un Lupo o un Alieno, muori.",
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
            "You play for the village, but if the Alien Leader abducts you, you become an Alien Soldier.",
            "Giochi per il Villaggio, ma se il Leader Alieno ti rapisce diventi un Soldato Alieno.",
        ),
        _role(
            CONTADINO,
            VILLAGE,
            INNOCENTE,
            UMANO,
            (),
            ("Contadino Semplice", "Plain Villager", "Aldeano Simple", "普通村民"),
            "No power: find who is on your side and burn the wolves.",
            "Nessun potere: capisci chi sta dalla tua parte e vota al rogo i lupi.",
        ),
        _role(
            MIB_K,
            VILLAGE,
            UNREADABLE,
            UMANO,
            ("probe",),
            ("Men in Black K", "Men in Black K", "Hombres de Negro K", "黑衣人K"),
            "Nobody can read you. You know the other MIB. Every night name a player: you learn if they are ALIENO.",
            "Nessuno può scoprirti. Conosci l'altro MIB. Ogni notte scopri se un giocatore è ALIENO.",
        ),
        _role(
            MIB_J,
            VILLAGE,
            UNREADABLE,
            UMANO,
            ("shield",),
            ("Men in Black J", "Men in Black J", "Hombres de Negro J", "黑衣人J"),
            "Nobody can read you. You know the other MIB. Every night name a player: if the Alien Leader "
            "chose them, the abduction fails.",
            "Nessuno può scoprirti. Conosci l'altro MIB. Ogni notte indica un giocatore: se è l'obiettivo del "
            "Leader Alieno, non verrà rapito.",
        ),
        _role(
            DIABLO,
            DIABLO_SIDE,
            INNOCENTE,
            NEUTRALE,
            (),
            ("Diablo", "Diablo", "Diablo", "迪亚布罗"),
            "The wolves' bite never kills you. Once bitten, get burned at the Pyre and you win alone. "
            "Burned before the bite, you lose.",
            "Non muori se morso dai Lupi. Se dopo il morso riesci a farti rogare, vinci tu solo. "
            "Se vieni rogato prima del morso, perdi.",
        ),
    )
}
