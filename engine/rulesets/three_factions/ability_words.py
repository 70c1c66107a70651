"""Three Factions' words for its abilities, in the four languages (phones' headings, refusals)."""

from __future__ import annotations

from engine.refusals import in_four

_w = in_four


ABILITY_WORDS: dict[str, dict[str, str]] = {
    "abduct": _w("Abduct", "Secuestrar", "Rapire", "绑架"),
    "bite": _w("Bite", "Morder", "Sbranare", "撕咬"),
    "examine": _w("Examine", "Examinar", "Esaminare", "查验"),
    "host": _w("Host", "Acoger", "Ospitare", "留宿"),
    "nominate": _w("Nominate", "Nominar", "Nominare", "提名"),
    "probe": _w("Probe", "Sondear", "Sondare", "探测"),
    "protect": _w("Protect", "Proteger", "Proteggere", "守护"),
    "revive": _w("Revive two", "Revivir a dos", "Resuscitarne due", "复活两人"),
    "revive_one": _w("Revive one", "Revivir a uno", "Resuscitarne uno", "复活一人"),
    "shield": _w("Shield", "Escudar", "Schermare", "庇护"),
    "shift": _w("Shift", "Transformarse", "Mutare", "变形"),
}
