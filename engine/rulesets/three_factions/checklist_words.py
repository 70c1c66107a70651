"""What the moderator reads aloud at each step of the night (the checklist), in four languages.

Kept apart from ``texts.py`` (the messages) so each file says one thing; the
night order itself is declared in ``night.py``."""

from __future__ import annotations

from engine.rulesets.three_factions.texts import _t

CHECKLIST: dict[str, dict[str, str]] = {
    "shapeshifter": _t(
        "Shapeshifter Wolf, wake up: do you shift tonight? Mode A or mode B.",
        "Lupo Mutaforma, svegliati: vuoi mutare stanotte? Modo A o modo B.",
        "Lobo Cambiaformas, despierta: ¿cambias de forma esta noche? Modo A o modo B.",
        "变形狼请睁眼：今晚是否变形？模式A还是模式B。",
    ),
    "alien_leader": _t(
        "Alien Leader, wake up: whom do you abduct, and which role do you guess?",
        "Leader Alieno, svegliati: chi rapisci, e quale ruolo pensi che abbia?",
        "Líder Alienígena, despierta: ¿a quién abduces y qué rol crees que tiene?",
        "外星首领请睁眼：你要绑架谁，猜他是什么身份？",
    ),
    "guard": _t(
        "Guard, wake up: whom do you protect tonight?",
        "Guardia, svegliati: chi proteggi stanotte?",
        "Guardia, despierta: ¿a quién proteges esta noche?",
        "守卫请睁眼：今晚你要守护谁？",
    ),
    "harlot": _t(
        "Harlot, wake up: whom do you spend the night with?",
        "Meretrice, svegliati: con chi passi la notte?",
        "Meretriz, despierta: ¿con quién pasas la noche?",
        "交际花请睁眼：今晚你和谁共度？",
    ),
    "mib_j": _t(
        "Men in Black J, wake up: whom do you shield from abduction?",
        "Men in Black J, svegliati: chi vuoi schermare dal rapimento?",
        "Hombres de Negro J, despertad: ¿a quién protegéis de la abducción?",
        "黑衣人J请睁眼：你要保护谁免遭绑架？",
    ),
    "blind_seer": _t(
        "Blind Seer, wake up: whom do you examine, and who receives the reading?",
        "Veggente Cieco, svegliati: chi esamini e a chi mandi il responso?",
        "Vidente Ciego, despierta: ¿a quién examinas y quién recibe el resultado?",
        "盲眼预言家请睁眼：你要查验谁，结果交给谁？",
    ),
    "mib_k": _t(
        "Men in Black K, wake up: whom do you probe?",
        "Men in Black K, svegliati: chi vuoi sondare?",
        "Hombres de Negro K, despertad: ¿a quién sondeáis?",
        "黑衣人K请睁眼：你要查验谁？",
    ),
    "medium": _t(
        "Medium, wake up: here is the reading on today's burned player.",
        "Medium, svegliati: ecco il responso sul rogato di oggi.",
        "Médium, despierta: este es el resultado sobre el quemado de hoy.",
        "通灵者请睁眼：这是今天被火刑处决者的结果。",
    ),
    "pure_spirit": _t(
        "Pure Spirit, wake up: do you bring back one Pyre-dead and one night-dead player?",
        "Spirito Candido, svegliati: vuoi riportare in vita un rogato e un morto di notte?",
        "Espíritu Puro, despierta: ¿devuelves la vida a un quemado en la hoguera y a un muerto de noche?",
        "纯洁之灵请睁眼：是否复活一名火刑死者和一名夜间死者？",
    ),
    "pack": _t(
        "Wolves, wake up: whom do you bite tonight?",
        "Lupi, svegliatevi: chi mordete stanotte?",
        "Lobos, despertad: ¿a quién mordéis esta noche?",
        "狼人请睁眼：今晚你们咬谁？",
    ),
    "detective": _t(
        "Detective, wake up: here is how many WOLVES and ALIENS are still alive.",
        "Detective, svegliati: ecco quanti LUPI e ALIENI sono ancora in vita.",
        "Detective, despierta: estos son los LOBOS y ALIENÍGENAS que siguen vivos.",
        "侦探请睁眼：这是仍存活的狼和外星人数量。",
    ),
}
