"""Full Moon's words for its abilities, in the four languages (phones' headings, refusals)."""

from __future__ import annotations

from engine.refusals import in_four

_w = in_four


ABILITY_WORDS: dict[str, dict[str, str]] = {
    "abstain": _w("Stay out of the attack", "No participar en el ataque", "Non partecipare all'attacco", "不参与袭击"),
    "assassinate": _w("Assassinate", "Asesinar", "Assassinare", "刺杀"),
    "attack": _w("Joint attack", "Ataque conjunto", "Attacco congiunto", "共同袭击"),
    "confide": _w("Confide", "Confiar", "Confidarsi", "倾诉"),
    "consult": _w("Consult", "Consultar", "Consultare", "查验"),
    "denounce": _w("Denounce", "Delatar", "Denunciare", "告发"),
    "hex": _w("Hex", "Hechizar", "Stregare", "诅咒"),
    "link": _w("Link", "Vincular", "Legare", "连结"),
    "pierce": _w("Pierce", "Perforar", "Trafiggere", "穿刺"),
    "proclaim": _w("Proclaim", "Pregonar", "Proclamare", "宣告"),
    "protect": _w("Protect", "Proteger", "Proteggere", "守护"),
    "revive": _w("Revive", "Revivir", "Resuscitare", "复活"),
    "shield": _w("Shield", "Escudar", "Schermare", "庇护"),
    "sleep": _w("Sleep", "Dormir", "Dormire", "睡觉"),
    "steal": _w("Steal", "Robar", "Rubare", "偷取"),
    "unveil": _w("Unveil", "Desvelar", "Svelare", "揭示"),
    "visit": _w("Visit", "Visitar", "Visitare", "拜访"),
}
