"""Village vs Non-village's words for its abilities, in the four languages (phones' headings, refusals)."""

from __future__ import annotations

from engine.refusals import in_four

_w = in_four


ABILITY_WORDS: dict[str, dict[str, str]] = {
    "antidote": _w("Antidote", "Antídoto", "Antidoto", "解药"),
    "attack": _w("Attack", "Atacar", "Attaccare", "袭击"),
    "bite": _w("Bite", "Morder", "Mordere", "咬人"),
    "blame": _w("Take the blame", "Cargar con la culpa", "Prendersi la colpa", "背锅"),
    "cry_injustice": _w("Cry injustice", "Clamar injusticia", "Gridare all'ingiustizia", "喊冤"),
    "crystal_ball": _w("Crystal ball", "Bola de cristal", "Sfera di cristallo", "魔法水晶球"),
    "discontent": _w("Discontent", "Descontento", "Malcontento", "不满"),
    "divine": _w("Divine", "Adivinar", "Divinare", "占卜"),
    "extra_lynch": _w("Extra lynch", "Linchamiento extra", "Linciaggio extra", "额外放逐"),
    "first_aid": _w("First aid", "Primeros auxilios", "Primo soccorso", "急救"),
    "first_shot": _w("First shot", "Primer disparo", "Primo colpo", "第一枪"),
    "lure": _w("Lure", "Atraer", "Adescare", "引诱"),
    "lynch": _w("Lynch", "Linchar", "Linciare", "放逐"),
    "new_moon": _w("New moon", "Luna nueva", "Luna nuova", "新月"),
    "pack_check": _w("Pack check", "Reconocer a la manada", "Riconoscere il branco", "狼队确认"),
    "pass": _w("Pass", "Pasar", "Passare", "跳过"),
    "pass_badge": _w("Pass the badge", "Pasar la placa", "Passare il distintivo", "移交警徽"),
    "pipe": _w("Pipe", "Tocar la flauta", "Suonare il flauto", "吹笛"),
    "poison": _w("Poison", "Veneno", "Veleno", "毒药"),
    "prestige": _w("Prestige", "Prestigio", "Prestigio", "声望"),
    "respect": _w("Respect", "Respeto", "Rispetto", "尊敬"),
    "run": _w("Run for sheriff", "Presentarse a sheriff", "Candidarsi a sceriffo", "竞选警长"),
    "supremacy": _w("Supremacy", "Supremacía", "Supremazia", "至高"),
    "surgery": _w("Surgery", "Cirugía", "Chirurgia", "手术"),
    "tear_badge": _w("Tear up the badge", "Romper la placa", "Strappare il distintivo", "撕毁警徽"),
    "verify": _w("Verify", "Verificar", "Verificare", "查验"),
    "withdraw": _w("Withdraw", "Retirarse", "Ritirarsi", "退水"),
}
