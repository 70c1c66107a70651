"""Player-count themes and classic mixes (MV-1.8, MV-1.10, DEC-MV-06, §3.3, §3.4).

A theme is a pool of special roles plus a player range; the pool is a filter on
ability families, computed from the catalog (roles stay data). A classic mix
is a saved preset of the classic parameters. Both are small registries of
frozen data, looked up by id.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.ruleset import RoleSpec
from engine.rulesets.moonveil.catalog import ABILITY_INFO, ADVANCED_ROLES, role_id
from engine.rulesets.moonveil.roles import GUARDIAN, SEER


@dataclass(frozen=True)
class Theme:
    """A themed pool (DEC-MV-06): specials are drawn from ``pool``; a shortage is filled with Villagers."""

    id: str
    names: Mapping[str, str]
    blurbs: Mapping[str, str]
    min_players: int
    max_players: int
    pool: tuple[str, ...]

    def name(self, lang: str = "en") -> str:
        return self.names.get(lang) or self.names["en"]

    def blurb(self, lang: str = "en") -> str:
        return self.blurbs.get(lang) or self.blurbs["en"]


def _advanced_where(test: Callable[[RoleSpec], bool]) -> tuple[str, ...]:
    """Advanced role ids passing ``test``, in catalog number order."""
    return tuple(spec.id for spec in ADVANCED_ROLES.values() if test(spec))


def _fams(spec: RoleSpec) -> set[str]:
    return {ABILITY_INFO[a].family for a in spec.abilities}


INFO_FAMILIES = frozenset({"inspection", "visit_info", "activity", "inspection_visit"})
VOICE_ABILITIES = frozenset({"hush", "boost", "orate", "pardon", "proclaim", "bell"})
SHADOW_ABILITIES = frozenset({"block", "veil", "curfew"})
SHIELD_ABILITIES = frozenset({"protect", "ward", "escort"})
FIRST_MOON_ABILITIES = frozenset({"inspect", "protect", "ward", "boost", "orate", "bell"})


def _both_in(allowed: frozenset[str]) -> Callable[[RoleSpec], bool]:
    return lambda spec: set(spec.abilities) <= allowed


THEMES: dict[str, Theme] = {
    theme.id: theme
    for theme in (
        Theme(
            "first_moon",
            {"en": "First Moon", "es": "Primera Luna", "it": "Prima Luna", "zh_CN": "初月"},
            {
                "en": "Gentle roles for a first game: inspection, protection, a louder voice, the bell.",
                "es": "Roles sencillos para una primera partida: inspección, protección, una voz más fuerte, "
                "la campana.",
                "it": "Ruoli semplici per una prima partita: ispezione, protezione, una voce più forte, la campana.",
                "zh_CN": "适合第一局的简单身份：查验、守护、更响亮的声音和钟声。",
            },
            5,
            10,
            (SEER, GUARDIAN, *_advanced_where(_both_in(FIRST_MOON_ABILITIES))),
        ),
        Theme(
            "watchful_nights",
            {"en": "Watchful Nights", "es": "Noches de vigilia", "it": "Notti vigili", "zh_CN": "守望之夜"},
            {
                "en": "Every role gathers information: inspections, visits, activity.",
                "es": "Todos los roles reúnen información: inspecciones, visitas, actividad.",
                "it": "Ogni ruolo raccoglie informazioni: ispezioni, visite, attività.",
                "zh_CN": "每个身份都收集信息：查验、拜访与行动。",
            },
            5,
            12,
            (SEER, *_advanced_where(lambda spec: _fams(spec) <= INFO_FAMILIES)),
        ),
        Theme(
            "shield_wall",
            {"en": "Shield Wall", "es": "Muro de escudos", "it": "Muro di scudi", "zh_CN": "盾墙"},
            {
                "en": "Protectors paired with blockers, veilers and constables. Few roles: big tables get Villagers.",
                "es": "Protectores unidos a bloqueadores, veladores y alguaciles. Pocos roles: las mesas grandes "
                "reciben aldeanos.",
                "it": "Protettori uniti a bloccatori, velatori e connestabili. Pochi ruoli: i tavoli grandi "
                "ricevono contadini.",
                "zh_CN": "守护者与封锁者、蒙纱者、巡警组合。身份较少：人多时补充村民。",
            },
            6,
            16,
            (
                GUARDIAN,
                *_advanced_where(
                    lambda spec: (
                        bool(set(spec.abilities) & SHIELD_ABILITIES) and bool(set(spec.abilities) & SHADOW_ABILITIES)
                    )
                ),
            ),
        ),
        Theme(
            "town_hall",
            {"en": "Town Hall", "es": "Ayuntamiento", "it": "Municipio", "zh_CN": "市政厅"},
            {
                "en": "Every role sways the day: hushes, boosts, pardons, proclamations, bells.",
                "es": "Todos los roles influyen en el día: silencios, refuerzos, perdones, proclamas, campanas.",
                "it": "Ogni ruolo pesa sul giorno: silenzi, rinforzi, grazie, proclami, campane.",
                "zh_CN": "每个身份都影响白天：噤声、助票、赦免、宣告与钟声。",
            },
            7,
            24,
            _advanced_where(lambda spec: bool(set(spec.abilities) & VOICE_ABILITIES)),
        ),
        Theme(
            "shadow_play",
            {"en": "Shadow Play", "es": "Juego de sombras", "it": "Gioco d'ombre", "zh_CN": "暗影戏"},
            {
                "en": "Blocks, veils and curfews: nothing at night is quite what it seems.",
                "es": "Bloqueos, velos y toques de queda: nada de noche es lo que parece.",
                "it": "Blocchi, veli e coprifuochi: di notte nulla è come sembra.",
                "zh_CN": "封锁、蒙纱与宵禁：夜里一切都不像表面那样。",
            },
            8,
            30,
            _advanced_where(lambda spec: bool(set(spec.abilities) & SHADOW_ABILITIES)),
        ),
    )
}


@dataclass(frozen=True)
class ClassicMix:
    """A saved preset of the classic parameters (§3.4). ``wolves`` None = the All Roles formula."""

    id: str
    names: Mapping[str, str]
    min_players: int
    max_players: int
    seer: bool = True
    guardian: bool = True
    wolves: int | None = None
    advanced: tuple[str, ...] = field(default_factory=tuple)

    def name(self, lang: str = "en") -> str:
        return self.names.get(lang) or self.names["en"]

    def options(self) -> dict[str, Any]:
        """The classic options this preset stands for."""
        options: dict[str, Any] = {"seer": self.seer, "guardian": self.guardian, "advanced": list(self.advanced)}
        if self.wolves is not None:
            options["wolves"] = self.wolves
        return options


CLASSIC_MIXES: dict[str, ClassicMix] = {
    mix.id: mix
    for mix in (
        ClassicMix(
            "village_basics",
            {"en": "Village Basics", "es": "Pueblo básico", "it": "Villaggio base", "zh_CN": "村民基础局"},
            5,
            99,
        ),
        ClassicMix(
            "lone_wolf",
            {"en": "Lone Wolf", "es": "Lobo solitario", "it": "Lupo solitario", "zh_CN": "孤狼"},
            4,
            12,
            wolves=1,
        ),
        ClassicMix(
            "no_seer",
            {"en": "Blind Village", "es": "Pueblo ciego", "it": "Villaggio cieco", "zh_CN": "盲村"},
            5,
            99,
            seer=False,
        ),
        ClassicMix(
            "court_and_guard",
            {"en": "Court and Guard", "es": "Corte y guardia", "it": "Corte e guardia", "zh_CN": "法庭与卫兵"},
            8,
            99,
            advanced=(role_id("inspect", "pardon"), role_id("track", "escort"), role_id("hush", "boost")),
        ),
    )
}


def themes_for(players: int) -> list[Theme]:
    """The themes that play with ``players`` players (MV-10.4: "player-count themes")."""
    return [t for t in THEMES.values() if t.min_players <= players <= t.max_players]
