"""The Gypsy's eleven events (ZH-5): ids, permanence, and their effects at dawn."""

from __future__ import annotations

from engine.model import GameState
from engine.rulesets.village_vs_nonvillage.roles import (
    DOCTOR,
    ELDER,
    FOX,
    MADMAN,
    NONVILLAGE,
    SEER,
    WEREWOLF,
    WITCH,
)
from engine.rulesets.village_vs_nonvillage.state import ext
from engine.words import word_of

INSANITY = "insanity"
CRYSTAL_BALL = "crystal_ball"
HERB_GATHERING = "herb_gathering"
MASQUERADE = "masquerade"
DISCONTENT = "discontent"
OUTSIDE_SUPPORT = "outside_support"
ABNORMAL_WEATHER = "abnormal_weather"
WOLF_KING_BIRTHDAY = "wolf_king_birthday"
SILENCE = "silence"
FESTIVAL = "festival"
DARKEST_HOUR = "darkest_hour"

EVENTS = (
    INSANITY,
    CRYSTAL_BALL,
    HERB_GATHERING,
    MASQUERADE,
    DISCONTENT,
    OUTSIDE_SUPPORT,
    ABNORMAL_WEATHER,
    WOLF_KING_BIRTHDAY,
    SILENCE,
    FESTIVAL,
    DARKEST_HOUR,
)
PERMANENT = frozenset({INSANITY, CRYSTAL_BALL, MASQUERADE, OUTSIDE_SUPPORT, ABNORMAL_WEATHER})  # L45

EVENT_NAMES: dict[str, dict[str, str]] = {
    INSANITY: {"en": "Insanity", "es": "Locura", "it": "Follia", "zh_CN": "神经错乱"},
    CRYSTAL_BALL: {"en": "Crystal Ball", "es": "Bola de cristal", "it": "Sfera di cristallo", "zh_CN": "魔法水晶球"},
    HERB_GATHERING: {
        "en": "Herb Gathering",
        "es": "Recolección de hierbas",
        "it": "Raccolta di erbe",
        "zh_CN": "上山采药",
    },
    MASQUERADE: {"en": "Masquerade", "es": "Baile de máscaras", "it": "Ballo in maschera", "zh_CN": "假面舞会"},
    DISCONTENT: {"en": "Discontent", "es": "Descontento", "it": "Malcontento", "zh_CN": "不满情绪"},
    OUTSIDE_SUPPORT: {"en": "Outside Support", "es": "Ayuda exterior", "it": "Aiuto esterno", "zh_CN": "外界支援"},
    ABNORMAL_WEATHER: {"en": "Abnormal Weather", "es": "Clima anómalo", "it": "Tempo anomalo", "zh_CN": "异常天气"},
    WOLF_KING_BIRTHDAY: {
        "en": "Wolf King's Birthday",
        "es": "Cumpleaños del Rey Lobo",
        "it": "Compleanno del Re Lupo",
        "zh_CN": "狼王的生日",
    },
    SILENCE: {"en": "Silence", "es": "Silencio", "it": "Silenzio", "zh_CN": "沉默不语"},
    FESTIVAL: {"en": "Festival", "es": "Festival", "it": "Festa", "zh_CN": "节庆狂欢"},
    DARKEST_HOUR: {"en": "Darkest Hour", "es": "Hora más oscura", "it": "Ora più buia", "zh_CN": "极黯时刻"},
}


def event_name(event: str, lang: str) -> str:
    return word_of(EVENT_NAMES, event, lang)


def events_of_day(state: GameState, day: int) -> list[str]:
    return ext(state).events_by_day.get(day, [])


def occurred(state: GameState, event: str) -> bool:
    return event in ext(state).events_occurred


#: Wake steps whose only skill an event grants: NP-2 "Elder: Respect (only after
#: Masquerade)". The day's events are announced (DP-1), so calling such a step from its
#: event on tells the village nothing it did not hear; calling it before had the
#: moderator ask the Elder for a choice he cannot make.
STEP_GRANTED_BY: dict[str, str] = {"elder_respect": MASQUERADE}


def called_yet(state: GameState, step: str) -> bool:
    """Whether the checklist calls the wake step ``step`` tonight (``STEP_GRANTED_BY``)."""
    event = STEP_GRANTED_BY.get(step)
    return event is None or occurred(state, event)


def _living(state: GameState, role: str) -> list[int]:
    return [p.seat for p in state.players if p.alive and p.role == role]


def apply_event(state: GameState, event: str) -> None:
    """The immediate effects at the start of the event's day (ZH-5.1.5); a part
    whose role is out does nothing (ZH-4.7.2)."""
    zh = ext(state)
    if event == INSANITY:
        for p in state.players:
            fake = p.role == MADMAN and p.wins_with == NONVILLAGE
            if p.alive and (p.role == WEREWOLF or fake) and "attack" in zh.skills[p.seat]:
                zh.skills[p.seat] = (zh.skills[p.seat] - {"attack"}) | {"verify"}  # ZH-5.2.1, ZH-5.2.2
                state.tell(p.seat, "insanity_verify")
    elif event == CRYSTAL_BALL:
        for seat in _living(state, SEER):
            zh.skills[seat].add("crystal_ball")  # ZH-5.3.1
    elif event == HERB_GATHERING:
        for seat in _living(state, WITCH):
            player = state.players[seat]
            player.uses["antidote"] = player.uses.get("antidote", 0) + 1  # ZH-5.4.1
            player.uses["poison"] = player.uses.get("poison", 0) + 1
    elif event == MASQUERADE:
        for seat in _living(state, ELDER):
            zh.skills[seat] = (zh.skills[seat] - {"prestige"}) | {"respect"}  # ZH-5.5.1
    elif event == OUTSIDE_SUPPORT:
        for seat in _living(state, DOCTOR):
            zh.skills[seat].add("surgery")  # ZH-5.7.1
    elif event == FESTIVAL:
        for seat in _living(state, FOX):
            if "cunning" in zh.skills[seat] and zh.fox_chances.get(seat, 0) > 0:
                zh.fox_chances[seat] -= 1  # ZH-5.11.2 (AMB-31)
                state.tell(seat, "fox_chances", count=zh.fox_chances[seat])
