"""The words of the engine's refusals, in the four languages.

A refusal (``engine.errors.EngineError``) carries a stable ``key`` and its
``params``; the English template of its key writes its ``message`` (logs, the
CLI) and ``render_refusal`` writes it in a reader's language for the console and
the phones. Templates are data, ``{key: {lang: "… {name} …"}}``: the core's
below, each rule book's in its own ``refusals.py``, registered when the book is
imported (``register_refusals``).

Placeholders by name, so no reader ever sees an id:

- ``ability``: an ability id, shown as the rule set's word for it;
- ``role``: a role id, shown as the role's name; ``roles``: several;
- ``names``, ``unknown``: lists of words (player names, what the user typed),
  joined the reader's way;
- anything else (a player's ``name``, counts) as it is.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Protocol

Param = int | str | tuple[str, ...]
Params = Mapping[str, Param]
Templates = Mapping[str, Mapping[str, str]]

LANGUAGES = ("en", "es", "it", "zh_CN")
LIST_SEPARATOR = {"en": ", ", "es": ", ", "it": ", ", "zh_CN": "、"}


class Words(Protocol):
    """A rule set's words for the ids a refusal names (``engine.ruleset.Ruleset``)."""

    def role_name(self, role: str, lang: str) -> str: ...

    def ability_name(self, ability: str, lang: str) -> str: ...


@dataclass(frozen=True)
class Reason:
    """Why a target or an action is refused, before it becomes an error: a
    template key and its parameters (an ability's ``refusal``)."""

    key: str
    params: Mapping[str, Param] = field(default_factory=dict)


def in_four(en: str, es: str, it: str, zh: str) -> dict[str, str]:
    """One text in English, Spanish, Italian and Chinese, in that order."""
    return {"en": en, "es": es, "it": it, "zh_CN": zh}


_t = in_four


# What every rule set shares: the generic sentence of each error class (for a
# refusal raised without a key of its own) and the core's refusals.
CORE: dict[str, dict[str, str]] = {
    "engine_error": _t(
        "the command was refused", "la orden fue rechazada", "il comando è stato rifiutato", "该指令被拒绝"
    ),
    "setup_error": _t(
        "this table cannot start with these settings",
        "esta mesa no puede empezar con esta configuración",
        "questo tavolo non può iniziare con queste impostazioni",
        "此牌桌无法按这些设置开局",
    ),
    "wrong_phase": _t(
        "that cannot be done in this phase",
        "eso no se puede hacer en esta fase",
        "non si può fare in questa fase",
        "当前阶段不能这样做",
    ),
    "dead_actor": _t(
        "an eliminated player takes no further actions",
        "un jugador eliminado ya no actúa",
        "un giocatore eliminato non agisce più",
        "出局的玩家不能再行动",
    ),
    "illegal_action": _t(
        "this action is not allowed", "esta acción no está permitida", "questa azione non è permessa", "不允许此行动"
    ),
    "illegal_target": _t(
        "this target is not allowed",
        "este objetivo no está permitido",
        "questo bersaglio non è permesso",
        "不允许选择此目标",
    ),
    "already_submitted": _t("this was already sent", "esto ya se envió", "è già stato inviato", "已经提交过了"),
    "no_uses_left": _t("no uses are left", "no quedan usos", "non restano usi", "已没有剩余次数"),
    "incomplete": _t(
        "some players have not acted yet",
        "algunos jugadores aún no han actuado",
        "alcuni giocatori non hanno ancora agito",
        "还有玩家没有行动",
    ),
    "game_over": _t("the game is over", "la partida ha terminado", "la partita è finita", "游戏已结束"),
    "unknown_player": _t(
        "there is no such player", "no existe ese jugador", "quel giocatore non esiste", "没有这名玩家"
    ),
    "scenario_error": _t(
        "the scenario file cannot be read",
        "no se puede leer el archivo de escenario",
        "il file dello scenario non si può leggere",
        "无法读取场景文件",
    ),
    "position_error": _t(
        "this position cannot be used: check {field}",
        "esta posición no se puede usar: revisa {field}",
        "questa posizione non si può usare: controlla {field}",
        "无法使用此局面：请检查 {field}",
    ),
    "bot_refused": _t(
        "a computer player sent a command that was refused",
        "un bot envió una orden rechazada",
        "un bot ha inviato un comando rifiutato",
        "电脑玩家发出的指令被拒绝",
    ),
    # positions (engine/position.py: a game begun on paper)
    "position_after_deal": _t(
        "a position starts after the deal",
        "una posición empieza después del reparto",
        "una posizione inizia dopo la distribuzione",
        "局面须在发身份之后",
    ),
    "position_finished": _t(
        "a finished game has no position to continue from",
        "una partida terminada no tiene posición desde la que seguir",
        "una partita finita non ha una posizione da cui continuare",
        "已结束的游戏没有可继续的局面",
    ),
    "position_night_only": _t(
        "only a night can be opened from a position",
        "desde una posición solo se puede abrir una noche",
        "da una posizione si può aprire solo una notte",
        "从局面只能开启夜晚",
    ),
    "position_dead_pending": _t(
        "{name} is eliminated and cannot have a pending action",
        "han eliminado a {name}: no puede tener una acción pendiente",
        "hanno eliminato {name}: non può avere un'azione in sospeso",
        "{name} 已出局，不能有待处理的行动",
    ),
    "position_dead_holds": _t(
        "{name} is eliminated and cannot hold this",
        "han eliminado a {name}: no puede tener esto",
        "hanno eliminato {name}: non può avere questo",
        "{name} 已出局，不能持有此项",
    ),
    # the game (engine/game.py)
    "not_dealt": _t(
        "the roles have not been dealt yet",
        "aún no se han repartido los roles",
        "i ruoli non sono ancora stati distribuiti",
        "还没有发身份",
    ),
    "already_dealt": _t(
        "the roles have already been dealt",
        "los roles ya se han repartido",
        "i ruoli sono già stati distribuiti",
        "身份已经发过了",
    ),
    "unknown_command": _t(
        "unknown command {command}",
        "orden desconocida {command}",
        "comando sconosciuto {command}",
        "未知指令 {command}",
    ),
    "time_backwards": _t(
        "time cannot go backwards",
        "el tiempo no puede ir hacia atrás",
        "il tempo non può tornare indietro",
        "时间不能倒退",
    ),
    "no_seat": _t(
        "no player in seat {seat}",
        "no hay ningún jugador en el asiento {seat}",
        "nessun giocatore al posto {seat}",
        "{seat} 号座位没有玩家",
    ),
    "seats_before_deal": _t(
        "seats are taken before the deal",
        "los asientos se ocupan antes del reparto",
        "i posti si prendono prima della distribuzione",
        "入座须在发身份之前",
    ),
    "name_length": _t(
        "a name must have 1 to {most} characters",
        "un nombre debe tener de 1 a {most} caracteres",
        "un nome deve avere da 1 a {most} caratteri",
        "名字须为 1 到 {most} 个字符",
    ),
    "name_taken": _t(
        "the name '{name}' is already taken at this table",
        "el nombre «{name}» ya está ocupado en esta mesa",
        "il nome «{name}» è già preso a questo tavolo",
        "名字“{name}”在本桌已被使用",
    ),
    "table_full": _t(
        "the table is full ({most} seats)",
        "la mesa está llena ({most} asientos)",
        "il tavolo è pieno ({most} posti)",
        "牌桌已满（{most} 个座位）",
    ),
    "no_channel": _t("there is no such group", "ese grupo no existe", "quel gruppo non esiste", "没有这个共群"),
    "not_member": _t(
        "{name} is not a member of this group",
        "{name} no es miembro de este grupo",
        "{name} non fa parte di questo gruppo",
        "{name} 不是这个共群的成员",
    ),
    "line_length": _t(
        "a line must have 1 to {most} characters",
        "una línea debe tener de 1 a {most} caracteres",
        "una riga deve avere da 1 a {most} caratteri",
        "每条消息须为 1 到 {most} 个字符",
    ),
    # the rule set's common checks (engine/ruleset.py)
    "unknown_bot_policy": _t(
        "unknown bot policy '{policy}'",
        "estrategia de bot desconocida «{policy}»",
        "strategia del bot sconosciuta «{policy}»",
        "未知的电脑玩家策略“{policy}”",
    ),
    "unknown_ruleset": _t(
        "unknown rule set '{name}'",
        "reglamento desconocido «{name}»",
        "regolamento sconosciuto «{name}»",
        "未知的规则“{name}”",
    ),
    "player_count": _t(
        "this rule set plays with {least} to {most} players, not {count}",
        "este reglamento se juega con {least} a {most} jugadores, no con {count}",
        "questo regolamento si gioca con {least}-{most} giocatori, non con {count}",
        "此规则需要 {least} 到 {most} 名玩家，而不是 {count} 名",
    ),
    "role_count": _t(
        "{dealt} roles for {seats} seats",
        "{dealt} roles para {seats} asientos",
        "{dealt} ruoli per {seats} posti",
        "{dealt} 个身份对应 {seats} 个座位，数量不符",
    ),
    "unknown_roles": _t(
        "unknown roles: {unknown}",
        "roles desconocidos: {unknown}",
        "ruoli sconosciuti: {unknown}",
        "未知的身份：{unknown}",
    ),
    "no_position_night": _t(
        "this rule set cannot open a night from a position",
        "este reglamento no puede abrir una noche desde una posición",
        "questo regolamento non può aprire una notte da una posizione",
        "此规则不能从局面直接开启夜晚",
    ),
    "not_your_action": _t(
        "'{ability}' is not one of this player's actions now",
        "«{ability}» no es ahora una acción de este jugador",
        "«{ability}» ora non è un'azione di questo giocatore",
        "“{ability}”现在不是该玩家的行动",
    ),
    "nothing_to_submit": _t(
        "this player has nothing to submit now",
        "este jugador no tiene nada que enviar ahora",
        "questo giocatore ora non ha nulla da inviare",
        "该玩家现在没有需要提交的行动",
    ),
    "eliminated": _t(
        "{name} is eliminated and takes no further actions",
        "han eliminado a {name}: ya no actúa",
        "hanno eliminato {name}: non agisce più",
        "{name} 已出局，不能再行动",
    ),
    "submitted_tonight": _t(
        "{name} has already submitted tonight",
        "{name} ya ha enviado su acción esta noche",
        "{name} ha già inviato la sua azione stanotte",
        "{name} 今晚已经提交过了",
    ),
    "takes_no_target": _t(
        "{ability} takes no target",
        "{ability} no lleva objetivo",
        "{ability} non ha bersaglio",
        "{ability}不需要目标",
    ),
    "takes_no_option": _t(
        "{ability} takes no option",
        "{ability} no lleva opción",
        "{ability} non ha opzioni",
        "{ability}没有可选项",
    ),
    "no_vote_open": _t(
        "no vote is open for this player now",
        "no hay ninguna votación abierta para este jugador",
        "nessuna votazione è aperta per questo giocatore",
        "该玩家现在没有可参与的投票",
    ),
    "ballots_final": _t(
        "ballots are final", "los votos son definitivos", "i voti sono definitivi", "投票一经提交不可更改"
    ),
    "invalid_choice": _t(
        "this is not a valid choice in this vote",
        "esa no es una opción válida en esta votación",
        "non è una scelta valida in questa votazione",
        "这不是本次投票的有效选项",
    ),
    "dead_may_not_write": _t(
        "{name} is eliminated and may not write here",
        "han eliminado a {name}: no puede escribir aquí",
        "hanno eliminato {name}: non può scrivere qui",
        "{name} 已出局，不能在这里发言",
    ),
    # what several books say alike
    "waiting_for": _t(
        "still waiting for {names}; close with an explicit override",
        "aún faltan {names}; cierra con una confirmación explícita",
        "si attende ancora {names}; chiudi con una conferma esplicita",
        "还在等待 {names}；如需结束请明确强制结束",
    ),
    "nothing_to_close": _t(
        "there is nothing to close in this phase",
        "no hay nada que cerrar en esta fase",
        "non c'è nulla da chiudere in questa fase",
        "当前阶段没有可结束的内容",
    ),
    "role_once": _t(
        "the role '{role}' may appear only once",
        "el rol «{role}» solo puede aparecer una vez",
        "il ruolo «{role}» può comparire una volta sola",
        "身份“{role}”只能出现一次",
    ),
    "list_count": _t(
        "the role list has {dealt} roles for {count} players",
        "la lista tiene {dealt} roles para {count} jugadores",
        "la lista ha {dealt} ruoli per {count} giocatori",
        "身份列表有 {dealt} 个身份，但玩家有 {count} 名",
    ),
    # abilities (engine/abilities.py)
    "target_count": _t(
        "{ability} needs {count} target(s), got {given}",
        "{ability} necesita {count} objetivo(s), no {given}",
        "{ability} richiede {count} bersaglio/i, non {given}",
        "{ability}需要 {count} 个目标，而不是 {given} 个",
    ),
    "target_twice": _t(
        "the same player is named twice",
        "el mismo jugador aparece dos veces",
        "lo stesso giocatore è nominato due volte",
        "同一名玩家被选了两次",
    ),
    "target_self": _t(
        "{ability} may not target oneself",
        "{ability} no se puede usar sobre uno mismo",
        "{ability} non si può usare su se stessi",
        "{ability}不能选择自己",
    ),
    "target_only_self": _t(
        "{ability} may only target oneself",
        "{ability} solo se puede usar sobre uno mismo",
        "{ability} si può usare solo su se stessi",
        "{ability}只能选择自己",
    ),
    "target_needs_dead": _t(
        "{ability} needs an eliminated player",
        "{ability} necesita un jugador eliminado",
        "{ability} richiede un giocatore eliminato",
        "{ability}需要选择一名出局的玩家",
    ),
    "target_needs_living": _t(
        "{ability} needs a living player",
        "{ability} necesita un jugador vivo",
        "{ability} richiede un giocatore vivo",
        "{ability}需要选择一名存活的玩家",
    ),
    "uses_spent": _t(
        "{ability} has no uses left",
        "{ability}: no quedan usos",
        "{ability}: non restano usi",
        "{ability}已没有剩余次数",
    ),
}

_REGISTERED: dict[str, Mapping[str, str]] = dict(CORE)


def register_refusals(templates: Templates) -> None:
    """Add a rule book's refusal templates; a key means one sentence everywhere."""
    for key, by_lang in templates.items():
        known = _REGISTERED.get(key)
        if known is not None and known != by_lang:
            raise ValueError(f"refusal key {key!r} has two different templates")
        _REGISTERED[key] = by_lang


def refusal_templates() -> Mapping[str, Mapping[str, str]]:
    """Every known refusal key with its templates (for the catalog's tests)."""
    return dict(_REGISTERED)


def english(key: str, params: Params) -> str:
    """The English sentence of a refusal, ids as they are (the log's words)."""
    by_lang = _REGISTERED.get(key)
    if by_lang is None:
        raise KeyError(f"no refusal template {key!r}")
    return by_lang["en"].format_map({k: _plain(v, ", ") for k, v in params.items()})


def render_refusal(key: str, params: Params, lang: str, words: Words | None = None) -> str:
    """A refusal in ``lang`` (English when the language is unknown): ids become
    words, lists are joined the language's way, the sentence starts upper-case."""
    by_lang = _REGISTERED.get(key) or _REGISTERED["engine_error"]
    template = by_lang.get(lang) or by_lang["en"]
    values = {k: _word(k, v, lang, words) for k, v in params.items()}
    try:
        text = template.format_map(values)
    except (KeyError, IndexError, ValueError):  # a parameter went missing: the sentence without it
        text = by_lang.get(lang) or by_lang["en"]
    return text[:1].upper() + text[1:]


def _plain(value: Param, separator: str) -> str:
    return separator.join(value) if isinstance(value, tuple) else str(value)


def _word(key: str, value: Param, lang: str, words: Words | None) -> str:
    separator = LIST_SEPARATOR.get(lang, ", ")
    if words is None:
        return _plain(value, separator)
    if key == "ability" and isinstance(value, str):
        return words.ability_name(value, lang)
    if key == "role" and isinstance(value, str):
        return words.role_name(value, lang)
    if key == "roles" and isinstance(value, tuple):
        return separator.join(words.role_name(role, lang) for role in value)
    return _plain(value, separator)
