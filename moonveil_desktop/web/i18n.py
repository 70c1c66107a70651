"""Words of the phone pages' own chrome in the four languages, and language choice.

Engine texts (role names, goals, messages) come translated from
``player_view(seat, lang)``; this catalog holds only what the page itself says.
It is a small dict on purpose: the i18n work may later move it to Qt ``.ts``.
"""

from __future__ import annotations

from collections.abc import Mapping

LANGUAGES = ("en", "es", "it", "zh_CN")
DEFAULT_LANGUAGE = "en"
LANGUAGE_NAMES = {"en": "English", "es": "Español", "it": "Italiano", "zh_CN": "中文"}
HTML_LANG = {"en": "en", "es": "es", "it": "it", "zh_CN": "zh-Hans-CN"}

CATALOG: dict[str, dict[str, str]] = {
    "your_card": {"en": "Your card", "es": "Tu carta", "it": "La tua carta", "zh_CN": "你的身份牌"},
    "hold_to_reveal": {
        "en": "Hold to reveal",
        "es": "Mantén pulsado para ver",
        "it": "Tieni premuto per vedere",
        "zh_CN": "按住查看",
    },
    "hidden_hint": {
        "en": "Your card stays hidden while you do not hold the button.",
        "es": "Tu carta queda oculta mientras no mantengas el botón.",
        "it": "La tua carta resta nascosta finché non tieni premuto il pulsante.",
        "zh_CN": "松开按钮时身份牌保持隐藏。",
    },
    "team": {"en": "Team", "es": "Equipo", "it": "Squadra", "zh_CN": "阵营"},
    "goal": {"en": "Goal", "es": "Objetivo", "it": "Obiettivo", "zh_CN": "目标"},
    "what_you_do": {"en": "What you do", "es": "Qué haces", "it": "Cosa fai", "zh_CN": "你的能力"},
    "teammates": {"en": "Teammates", "es": "Compañeros", "it": "Compagni", "zh_CN": "队友"},
    "uses_left": {"en": "Uses left", "es": "Usos restantes", "it": "Usi rimasti", "zh_CN": "剩余次数"},
    "channels": {"en": "Your groups", "es": "Tus grupos", "it": "I tuoi gruppi", "zh_CN": "你的群组"},
    "private_notes": {
        "en": "What only you know",
        "es": "Lo que solo tú sabes",
        "it": "Ciò che sai solo tu",
        "zh_CN": "只有你知道的信息",
    },
    "nobody": {"en": "nobody", "es": "nadie", "it": "nessuno", "zh_CN": "无"},
    "waiting_deal": {
        "en": "Waiting for the deal…",
        "es": "Esperando el reparto…",
        "it": "In attesa della distribuzione…",
        "zh_CN": "等待发牌…",
    },
    "you_are_out": {
        "en": "You have been eliminated.",
        "es": "Has sido eliminado.",
        "it": "Sei stato eliminato.",
        "zh_CN": "你已出局。",
    },
    "game_over": {"en": "Game over", "es": "Fin de la partida", "it": "Fine partita", "zh_CN": "游戏结束"},
    "village": {"en": "The village", "es": "La aldea", "it": "Il villaggio", "zh_CN": "村庄"},
    "alive": {"en": "alive", "es": "vivo", "it": "vivo", "zh_CN": "存活"},
    "out": {"en": "out", "es": "fuera", "it": "fuori", "zh_CN": "出局"},
    "announcements": {"en": "Announcements", "es": "Anuncios", "it": "Annunci", "zh_CN": "公告"},
    "act": {"en": "Your move", "es": "Tu jugada", "it": "La tua mossa", "zh_CN": "你的行动"},
    "open_actions": {
        "en": "Open my actions",
        "es": "Abrir mis acciones",
        "it": "Apri le mie azioni",
        "zh_CN": "打开我的行动",
    },
    "hide_actions": {"en": "Hide", "es": "Ocultar", "it": "Nascondi", "zh_CN": "隐藏"},
    "nothing_to_do": {
        "en": "Nothing to do right now.",
        "es": "Nada que hacer por ahora.",
        "it": "Niente da fare per ora.",
        "zh_CN": "目前无需行动。",
    },
    "choose": {"en": "Choose", "es": "Elegir", "it": "Scegli", "zh_CN": "选择"},
    "confirm": {"en": "Confirm", "es": "Confirmar", "it": "Conferma", "zh_CN": "确认"},
    "cancel": {"en": "Cancel", "es": "Cancelar", "it": "Annulla", "zh_CN": "取消"},
    "are_you_sure": {"en": "Send this?", "es": "¿Enviar esto?", "it": "Inviare?", "zh_CN": "确定发送？"},
    "submitted": {"en": "Sent", "es": "Enviado", "it": "Inviato", "zh_CN": "已发送"},
    "you_chose": {"en": "Your choice", "es": "Tu elección", "it": "La tua scelta", "zh_CN": "你的选择"},
    "can_change": {
        "en": "You may change it until the phase closes.",
        "es": "Puedes cambiarlo hasta que cierre la fase.",
        "it": "Puoi cambiarlo finché la fase non si chiude.",
        "zh_CN": "阶段结束前可以更改。",
    },
    "vote": {"en": "Your vote", "es": "Tu voto", "it": "Il tuo voto", "zh_CN": "你的投票"},
    "abstain": {"en": "Abstain", "es": "Abstenerse", "it": "Astenersi", "zh_CN": "弃票"},
    "vote_weight": {"en": "Weight", "es": "Peso", "it": "Peso", "zh_CN": "票权"},
    "refused": {"en": "Refused", "es": "Rechazado", "it": "Rifiutato", "zh_CN": "被拒绝"},
    "pick_targets": {
        "en": "Pick {count} player(s).",
        "es": "Elige {count} jugador(es).",
        "it": "Scegli {count} giocatore/i.",
        "zh_CN": "选择 {count} 名玩家。",
    },
    "offline": {
        "en": "Connection lost — retrying…",
        "es": "Conexión perdida — reintentando…",
        "it": "Connessione persa — riprovo…",
        "zh_CN": "连接中断——正在重试…",
    },
    "link_dead": {
        "en": "This link no longer works. Ask the host for a new code.",
        "es": "Este enlace ya no funciona. Pide un código nuevo al anfitrión.",
        "it": "Questo link non funziona più. Chiedi un nuovo codice all'host.",
        "zh_CN": "此链接已失效。请向主持人索取新的二维码。",
    },
    "language": {"en": "Language", "es": "Idioma", "it": "Lingua", "zh_CN": "语言"},
    "phase_lobby": {
        "en": "Before the game",
        "es": "Antes de la partida",
        "it": "Prima della partita",
        "zh_CN": "开局前",
    },
    "phase_night": {"en": "Night {number}", "es": "Noche {number}", "it": "Notte {number}", "zh_CN": "第 {number} 夜"},
    "phase_day": {"en": "Day {number}", "es": "Día {number}", "it": "Giorno {number}", "zh_CN": "第 {number} 天"},
    "phase_vote": {
        "en": "Vote, day {number}",
        "es": "Votación, día {number}",
        "it": "Votazione, giorno {number}",
        "zh_CN": "第 {number} 天投票",
    },
    "phase_over": {"en": "Game over", "es": "Fin de la partida", "it": "Fine partita", "zh_CN": "游戏结束"},
    # ability ids of the shared vocabulary (docs/rulesets/*.md); unknown ids fall back to the id
    "ability_attack": {"en": "Attack", "es": "Atacar", "it": "Attacca", "zh_CN": "袭击"},
    "ability_inspect": {"en": "Inspect", "es": "Inspeccionar", "it": "Ispeziona", "zh_CN": "查验"},
    "ability_protect": {"en": "Protect", "es": "Proteger", "it": "Proteggi", "zh_CN": "守护"},
    "ability_ready": {"en": "Ready", "es": "Listo", "it": "Pronto", "zh_CN": "就绪"},
    "ability_rest": {"en": "Rest", "es": "Descansar", "it": "Riposa", "zh_CN": "休息"},
    # team ids; unknown ids fall back to the id
    "team_wolves": {"en": "The Wolves", "es": "Los lobos", "it": "I lupi", "zh_CN": "狼人阵营"},
    "team_village": {"en": "The Village", "es": "La aldea", "it": "Il villaggio", "zh_CN": "村民阵营"},
}


class Words:
    """The catalog in one language: ``words("goal")``, ``words("phase_night", number=2)``."""

    def __init__(self, lang: str) -> None:
        self.lang = lang if lang in LANGUAGES else DEFAULT_LANGUAGE

    def __call__(self, key: str, **params: object) -> str:
        by_lang = CATALOG.get(key)
        if by_lang is None:
            return key
        text = by_lang.get(self.lang) or by_lang[DEFAULT_LANGUAGE]
        return text.format(**params) if params else text

    def optional(self, prefix: str, key: str) -> str:
        """A vocabulary word (ability, team) or the id itself when the catalog has none."""
        full = f"{prefix}_{key}"
        return self(full) if full in CATALOG else key

    def phase(self, phase: Mapping[str, object]) -> str:
        key = f"phase_{phase.get('kind')}"
        if key not in CATALOG:
            return str(phase.get("label", ""))
        return self(key, number=phase.get("number", ""))


def normalise(tag: str) -> str | None:
    """A language tag from a browser or a query (``zh-CN``, ``es-AR``, ``zh_cn``) → one of ours."""
    parts = tag.strip().replace("_", "-").lower().split("-")
    primary = parts[0]
    if primary == "zh":
        return "zh_CN"  # our only Chinese; simplified beats English for any reader of Chinese
    return primary if primary in LANGUAGES else None


def negotiate(accept_language: str | None, override: str | None = None) -> str:
    """The page language: an explicit ``?lang=`` first, then Accept-Language by q-value."""
    if override:
        chosen = normalise(override)
        if chosen:
            return chosen
    ranked: list[tuple[float, int, str]] = []
    for index, item in enumerate((accept_language or "").split(",")):
        tag, _, params = item.partition(";")
        quality = 1.0
        params = params.strip()
        if params.startswith("q="):
            try:
                quality = float(params[2:])
            except ValueError:
                quality = 0.0
        lang = normalise(tag) if tag.strip() and tag.strip() != "*" else None
        if lang and quality > 0:
            ranked.append((-quality, index, lang))
    return min(ranked)[2] if ranked else DEFAULT_LANGUAGE
