"""From a player's view (plain data) to what the phone page shows.

Everything here reads ``player_view(seat, lang)`` only, so a page cannot show
what that view does not hold. The Jinja templates (autoescaped) lay it out.
"""

from __future__ import annotations

import hashlib
import json
from typing import TYPE_CHECKING, Any

from moonveil_desktop.titles import public_sheriff
from moonveil_desktop.vocabulary import GROUPS_JOIN, groups_text
from moonveil_desktop.web.i18n import HTML_LANG, LANGUAGE_NAMES, LANGUAGES, Words

if TYPE_CHECKING:
    from engine.view_types import MessageData, OptionRule, PlayerView, PromptData, SubmittedData, VoteData
    from moonveil_desktop.view_types import Reveal

RECENT_ANNOUNCEMENTS = 8


def shown_digest(shown: dict[str, Any]) -> str:
    """A short fingerprint of what the page shows. Changes the page does not show (the
    clock, who else has acted) do not repaint phones or wipe a half-made choice."""
    data = json.dumps(shown, sort_keys=True, default=str, ensure_ascii=False)
    return hashlib.sha256(data.encode()).hexdigest()[:20]


def page_context(view: PlayerView, lang: str, *, acting: bool, reveal: Reveal | None = None) -> dict[str, Any]:
    """The template context of the card page and of its live fragment (with its digest).
    ``reveal``: the end-of-game reveal, which exists only once the game is over."""
    words = Words(lang)
    shown = {**_shown(view, words, acting), "reveal": reveal if view["public"]["outcome"] is not None else None}
    return {
        **shown,
        "t": words,
        "html_lang": HTML_LANG[words.lang],
        "languages": [(code, LANGUAGE_NAMES[code]) for code in LANGUAGES],
        "digest": shown_digest(shown),
    }


def _shown(view: PlayerView, words: Words, acting: bool) -> dict[str, Any]:
    names = [s["name"] for s in view["public"]["seats"]]
    public = view["public"]
    sheriff = public_sheriff(public)
    return {
        "lang": words.lang,
        "name": view["name"],
        "alive": view["alive"],
        "title": public["title"],
        "phase": words.phase(public["phase"]),
        "over": public["outcome"] is not None,
        "card": _card(view, words, names),
        "notes": [_dated(m, words) for m in view["messages"] if m.get("text")],
        "seats": [{"name": s["name"], "alive": s["alive"], "sheriff": s["seat"] == sheriff} for s in public["seats"]],
        "announcements": [m["text"] for m in public["announcements"][-RECENT_ANNOUNCEMENTS:]][::-1],
        "acting": acting,
        "prompts": [_prompt(p, words, names, _ability_names(view), _target_parts(view)) for p in view["prompts"]]
        if acting
        else [],
        "vote": _vote(view["vote"], words, names) if acting and view["vote"] else None,
    }


def _dated(message: MessageData, words: Words) -> str:
    """A private line with the night or day it came from ("Night 2: Nothing to report."):
    a card's list of lines grows every night, and "Nothing to report." three times over
    said nothing of when (stop 45). Lines from before the game, or from a book's own kind
    of phase, stand as they are."""
    kind, _, number = message["phase"].split("/", 1)[0].partition(" ")
    if kind not in ("night", "day") or not number.isdigit():
        return str(message["text"])
    when = words.phase({"kind": kind, "number": int(number)})
    return words("named_choice", label=when, choice=message["text"])


def _card(view: PlayerView, words: Words, names: list[str]) -> dict[str, Any] | None:
    card = view["card"]
    if not card:
        return None
    teammates = card.get("teammates")
    own = _ability_names(view)
    return {
        "role_name": card["role_name"] or card["role"],
        "team": card["team_name"] or words.optional("team", card["team"]),
        "goal": card["goal"],
        "text": card["text"],
        "teammates": None if teammates is None else [names[s] for s in teammates],
        "uses": [(own.get(a) or words.optional("ability", a), n) for a, n in sorted(card["uses"].items())],
        "channels": [(cid, members) for cid, members in sorted(view["channels"].items())],
    }


def _ability_names(view: PlayerView) -> dict[str, str]:
    """The rule set's own names for this player's abilities, in the page's language
    (the card's ``ability_names``), when the rule set gives them."""
    card = view["card"]
    return dict(card["ability_names"]) if card else {}


def _target_parts(view: PlayerView) -> dict[str, list[str]]:
    """Each target's part, in words, for the abilities whose targets' order matters
    (the card's ``target_parts``: the Blind Seer's examined and recipient, IT-10.2)."""
    card = view["card"]
    return dict(card.get("target_parts", {})) if card else {}


def _ability_label(ability: str, words: Words, own: dict[str, str]) -> str:
    """The rule set's word for an ability (the card's ``ability_names``), else the shared vocabulary's."""
    return own.get(ability) or words.optional("ability", ability)


def _prompt(
    prompt: PromptData,
    words: Words,
    names: list[str],
    own: dict[str, str] | None = None,
    parts: dict[str, list[str]] | None = None,
) -> dict[str, Any]:
    own, parts = own or {}, parts or {}
    submitted = prompt["submitted"]
    grouped = {a["id"]: a["count"] for a in prompt["abilities"] if a.get("repeats")}
    return {
        "slot": prompt["slot"],
        "changeable": prompt["changeable"],
        "open": submitted is None or prompt["changeable"],
        "submitted": _submitted_label(submitted, words, names, own, parts, grouped) if submitted else None,
        "abilities": [
            {
                "id": a["id"],
                "label": _ability_label(a["id"], words, own),
                "count": a["count"],
                "targets": [{"seat": s, "name": names[s]} for s in a["targets"]],
                # one picker per target, each named by its part, where the order matters
                "parts": parts.get(a["id"], []),
                "option": _option(a["option"]),
                # groups of ``count`` targets, any number of them (the Careerist's pairs, ZH-6.5.1)
                "repeats": bool(a.get("repeats")),
                # target groups never accepted again (pairs named before, ZH-6.5.2), marked on the page
                "named_before": GROUPS_JOIN.join(groups_text(g, len(g), names) for g in a["excluded"]),
            }
            for a in prompt["abilities"]
        ],
    }


def _option(option: OptionRule | None) -> dict[str, Any] | None:
    """An ability's option as the page offers it: each choice with the rule set's word
    for it (the view's ``labels``), and the free text's length limit (0: no text)."""
    if option is None:
        return None
    labels = option.get("labels") or option["choices"]
    return {
        "choices": [{"value": c, "label": label} for c, label in zip(option["choices"], labels, strict=True)],
        "text": option["text"],
    }


def _submitted_label(
    submitted: SubmittedData,
    words: Words,
    names: list[str],
    own: dict[str, str] | None = None,
    parts: dict[str, list[str]] | None = None,
    grouped: dict[str, int] | None = None,
) -> str:
    label = _ability_label(submitted["ability"], words, own or {})
    chosen = [names[s] for s in submitted["targets"]]
    size = (grouped or {}).get(submitted["ability"])
    if size:  # "Supremacy → Ana + Bea; Cai + Dov"
        chosen = [groups_text(submitted["targets"], size, names)]
    named = (parts or {}).get(submitted["ability"], [])
    if len(named) == len(chosen):  # "Examined: Bo, Receives the reading: Hal"
        chosen = [f"{part}: {name}" for part, name in zip(named, chosen, strict=True)]
    if option := submitted["option"]:
        chosen.append(submitted.get("option_label") or option)
    return f"{label} → {', '.join(chosen)}" if chosen else label


def _vote(vote: VoteData, words: Words, names: list[str]) -> dict[str, Any]:
    choices = [{"value": _choice_value(c), "label": _choice_label(c, words, names)} for c in vote["choices"]]
    return {
        "choices": choices,
        "cast": vote["cast"],
        "choice": _choice_label(vote["choice"], words, names) if vote["cast"] else None,
        "changeable": vote["changeable"],
        "open": not vote["cast"] or vote["changeable"],
        "weight": vote["weight"],
    }


def _choice_value(choice: int | str | None) -> str:
    """How a ballot choice travels in the form: ``seat:3``, ``opt:execute`` or ``none``."""
    if choice is None:
        return "none"
    return f"seat:{choice}" if isinstance(choice, int) else f"opt:{choice}"


def _choice_label(choice: int | str | None, words: Words, names: list[str]) -> str:
    if choice is None:
        return words("abstain")
    return names[choice] if isinstance(choice, int) else words.optional("option", choice)
