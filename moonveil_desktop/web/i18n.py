"""Words of the phone pages' own chrome, and the page language choice.

Engine texts (role names, goals, messages) come translated from
``player_view(seat, lang)``; this module holds only what the page itself says.
The words live in the application's one set of Qt Linguist catalogs
(``translations/moonveil_<lang>.ts``, context ``PhonePage``; docs/i18n.md):
``CATALOG`` maps the key a template uses to the English source, marked for
``pyside6-lupdate``, and ``Words`` reads the translation without Qt.

To add a word: add ``"key": QT_TRANSLATE_NOOP("PhonePage", "English text")``,
run ``scripts/translations.py update``, translate, ``release``. A count is
``%n``, marked with ``PLURAL.translate("PhonePage", "… %n …", "", 0)`` and passed
as ``count=`` (Qt plural forms apply).
"""

from __future__ import annotations

from collections.abc import Mapping

from moonveil_desktop.catalog import LANGUAGE_NAMES, LANGUAGES, PLURAL, QT_TRANSLATE_NOOP, match_lang, translate
from moonveil_desktop.vocabulary import ABILITIES, OPTIONS, TEAMS, ability_label, option_label, team_label

__all__ = ["DEFAULT_LANGUAGE", "HTML_LANG", "LANGUAGES", "LANGUAGE_NAMES", "Words", "negotiate", "normalise"]

CONTEXT = "PhonePage"
DEFAULT_LANGUAGE = "en"
HTML_LANG = {"en": "en", "es": "es", "it": "it", "zh_CN": "zh-Hans-CN"}

CATALOG: dict[str, str] = {
    "your_card": QT_TRANSLATE_NOOP("PhonePage", "Your card"),
    "hold_to_reveal": QT_TRANSLATE_NOOP("PhonePage", "Hold to reveal"),
    "hidden_hint": QT_TRANSLATE_NOOP("PhonePage", "Your card stays hidden while you do not hold the button."),
    "team": QT_TRANSLATE_NOOP("PhonePage", "Team"),
    "goal": QT_TRANSLATE_NOOP("PhonePage", "Goal"),
    "what_you_do": QT_TRANSLATE_NOOP("PhonePage", "What you do"),
    "teammates": QT_TRANSLATE_NOOP("PhonePage", "Teammates"),
    "uses_left": QT_TRANSLATE_NOOP("PhonePage", "Uses left"),
    "channels": QT_TRANSLATE_NOOP("PhonePage", "Your groups"),
    "private_notes": QT_TRANSLATE_NOOP("PhonePage", "What only you know"),
    "nobody": QT_TRANSLATE_NOOP("PhonePage", "nobody"),
    "waiting_deal": QT_TRANSLATE_NOOP("PhonePage", "Waiting for the deal…"),
    "you_are_out": QT_TRANSLATE_NOOP("PhonePage", "You have been eliminated."),
    "game_over": QT_TRANSLATE_NOOP("PhonePage", "Game over"),
    "village": QT_TRANSLATE_NOOP("PhonePage", "The village"),
    "alive": QT_TRANSLATE_NOOP("PhonePage", "alive"),
    "out": QT_TRANSLATE_NOOP("PhonePage", "out"),
    # beside the living player who holds a book's public sheriff's badge (ZH-11), for "alive"
    "sheriff": QT_TRANSLATE_NOOP("PhonePage", "sheriff"),
    "announcements": QT_TRANSLATE_NOOP("PhonePage", "Announcements"),
    "act": QT_TRANSLATE_NOOP("PhonePage", "Your move"),
    "open_actions": QT_TRANSLATE_NOOP("PhonePage", "Open my actions"),
    "hide_actions": QT_TRANSLATE_NOOP("PhonePage", "Hide"),
    "nothing_to_do": QT_TRANSLATE_NOOP("PhonePage", "Nothing to do right now."),
    "choose": QT_TRANSLATE_NOOP("PhonePage", "Choose"),
    "confirm": QT_TRANSLATE_NOOP("PhonePage", "Confirm"),
    "cancel": QT_TRANSLATE_NOOP("PhonePage", "Cancel"),
    "are_you_sure": QT_TRANSLATE_NOOP("PhonePage", "Send this?"),
    # what "Send this?" asks about, in the language's punctuation ("你的投票：Ana", "A、B"):
    # phone.js wrote ": " and ", " in every language
    "named_choice": QT_TRANSLATE_NOOP("PhonePage", "{label}: {choice}"),
    "list_separator": QT_TRANSLATE_NOOP("PhonePage", ", "),
    "submitted": QT_TRANSLATE_NOOP("PhonePage", "Sent"),
    "you_chose": QT_TRANSLATE_NOOP("PhonePage", "Your choice"),
    "can_change": QT_TRANSLATE_NOOP("PhonePage", "You may change it until the phase closes."),
    "vote": QT_TRANSLATE_NOOP("PhonePage", "Your vote"),
    "abstain": QT_TRANSLATE_NOOP("PhonePage", "Abstain"),
    "vote_weight": QT_TRANSLATE_NOOP("PhonePage", "Weight"),
    "refused": QT_TRANSLATE_NOOP("PhonePage", "Refused"),
    "pick_targets": PLURAL.translate("PhonePage", "Pick %n player(s).", "", 0),
    "pick_option": QT_TRANSLATE_NOOP("PhonePage", "Pick one."),
    # an action naming pairs, as many as the player adds (the Careerist's Supremacy, ZH-6.5.1)
    "pick_pairs": QT_TRANSLATE_NOOP("PhonePage", "Name one pair or more. A player may be in one pair only."),
    "pair_n": QT_TRANSLATE_NOOP("PhonePage", "Pair {number}"),
    "pair_pick": QT_TRANSLATE_NOOP("PhonePage", "Pair {number}, player {position}"),
    "choose_player": QT_TRANSLATE_NOOP("PhonePage", "— choose —"),
    "add_pair": QT_TRANSLATE_NOOP("PhonePage", "Add a pair"),
    "remove_pair": QT_TRANSLATE_NOOP("PhonePage", "Remove this pair"),
    "pairs_named_before": QT_TRANSLATE_NOOP("PhonePage", "Named on earlier nights, never again:"),
    "write_message": PLURAL.translate("PhonePage", "Your message (up to %n character(s)):", "", 0),
    "offline": QT_TRANSLATE_NOOP("PhonePage", "Connection lost — retrying…"),
    "link_dead": QT_TRANSLATE_NOOP("PhonePage", "This link no longer works. Ask the host for a new code."),
    "back_to_my_card": QT_TRANSLATE_NOOP("PhonePage", "Open my card again"),
    "sent_hold_to_see": QT_TRANSLATE_NOOP("PhonePage", "Sent ✓ — hold the button to see what"),
    "language": QT_TRANSLATE_NOOP("PhonePage", "Language"),
    "phase_lobby": QT_TRANSLATE_NOOP("PhonePage", "Before the game"),
    "phase_night": QT_TRANSLATE_NOOP("PhonePage", "Night {number}"),
    "phase_day": QT_TRANSLATE_NOOP("PhonePage", "Day {number}"),
    "phase_vote": QT_TRANSLATE_NOOP("PhonePage", "Vote, day {number}"),
    "phase_over": QT_TRANSLATE_NOOP("PhonePage", "Game over"),
    # joining the table from a phone (web/join.py)
    "join_title": QT_TRANSLATE_NOOP("PhonePage", "Join the table"),
    "your_name": QT_TRANSLATE_NOOP("PhonePage", "Your name"),
    "sit_down": QT_TRANSLATE_NOOP("PhonePage", "Take a seat"),
    "table_code": QT_TRANSLATE_NOOP("PhonePage", "Table code"),
    "go": QT_TRANSLATE_NOOP("PhonePage", "Go"),
    "bad_code": QT_TRANSLATE_NOOP("PhonePage", "This code does not open a table. Check it on the big screen."),
    "waiting_title": QT_TRANSLATE_NOOP("PhonePage", "Waiting for the game"),
    "you_are": QT_TRANSLATE_NOOP("PhonePage", "You are seated as"),
    "ready": QT_TRANSLATE_NOOP("PhonePage", "I'm ready"),
    "not_ready": QT_TRANSLATE_NOOP("PhonePage", "Not ready yet"),
    "is_ready": QT_TRANSLATE_NOOP("PhonePage", "ready"),
    "is_waiting": QT_TRANSLATE_NOOP("PhonePage", "not ready"),
    "bot": QT_TRANSLATE_NOOP("PhonePage", "computer player"),
    "players": QT_TRANSLATE_NOOP("PhonePage", "At the table"),
    "starts_soon": QT_TRANSLATE_NOOP(
        "PhonePage", "The game starts when everyone is ready. Keep this page open: it turns into your card."
    ),
    "empty_name": QT_TRANSLATE_NOOP("PhonePage", "Please enter a name."),
    "name_too_long": QT_TRANSLATE_NOOP("PhonePage", "This name is too long."),
    "bad_name": QT_TRANSLATE_NOOP("PhonePage", "This name contains characters that cannot be shown."),
    "duplicate_name": QT_TRANSLATE_NOOP("PhonePage", "Someone at this table already has this name."),
    "lookalike_name": QT_TRANSLATE_NOOP("PhonePage", "This name looks too much like someone else's at this table."),
    "bot_name": QT_TRANSLATE_NOOP("PhonePage", "Names like this are kept for computer players."),
    "stacked_marks": QT_TRANSLATE_NOOP("PhonePage", "Too many accents on one letter."),
    "table_full": QT_TRANSLATE_NOOP("PhonePage", "The table is full."),
    # the join desk's other refusals, as the console's Phones panel says them
    "join_closed": QT_TRANSLATE_NOOP("PhonePage", "This table is not taking new players."),
    "started": QT_TRANSLATE_NOOP("PhonePage", "Computer players can only be added before the start."),
    "unknown_phone": QT_TRANSLATE_NOOP("PhonePage", "This phone is not seated at the table."),
    "no_seat": QT_TRANSLATE_NOOP("PhonePage", "There is no such seat."),
    "lobby_incomplete": QT_TRANSLATE_NOOP("PhonePage", "A game needs {least} to {most} players."),
    "lobby_waiting": QT_TRANSLATE_NOOP("PhonePage", "Waiting for: {names}"),
    # game after game (issue 26)
    "not_in_game": QT_TRANSLATE_NOOP("PhonePage", "You are not in this game."),
    "not_in_game_hint": QT_TRANSLATE_NOOP("PhonePage", "The host started a new game without your seat."),
    "reveal_title": QT_TRANSLATE_NOOP("PhonePage", "Who was who"),
    "winners": QT_TRANSLATE_NOOP("PhonePage", "Winners"),
    "won": QT_TRANSLATE_NOOP("PhonePage", "won"),
    "story": QT_TRANSLATE_NOOP("PhonePage", "What happened"),
}


class Words:
    """The page's words in one language: ``words("goal")``, ``words("phase_night", number=2)``,
    ``words("pick_targets", count=2)`` (``%n`` takes ``count``)."""

    def __init__(self, lang: str) -> None:
        self.lang = lang if lang in LANGUAGES else DEFAULT_LANGUAGE

    def __call__(self, key: str, **params: object) -> str:
        source = CATALOG.get(key)
        if source is None:
            return key
        count = params.get("count")
        n = count if "%n" in source and isinstance(count, int) else None
        text = translate(self.lang, CONTEXT, source, n)
        return text.format(**params) if params else text

    def optional(self, prefix: str, key: str) -> str:
        """A vocabulary word (ability, team) or the id itself when there is none."""
        if prefix == "ability" and key in ABILITIES:
            return ability_label(key, self.lang)
        if prefix == "team" and key in TEAMS:
            return team_label(key, self.lang)
        if prefix == "option" and key in OPTIONS:
            return option_label(key, self.lang)
        return key

    def phase(self, phase: Mapping[str, object]) -> str:
        key = f"phase_{phase.get('kind')}"
        if key not in CATALOG:  # a book's own kind ("review"): the book's word for it
            kind_name = str(phase.get("kind_name") or "")
            from engine.words import numbered  # here: the phone server starts before the engine (issue 20)

            return numbered(kind_name, phase.get("number", "")) if kind_name else str(phase.get("label", ""))
        return self(key, number=phase.get("number", ""))


def normalise(tag: str) -> str | None:
    """A language tag from a browser or a query (``zh-CN``, ``es-AR``, ``zh_cn``) → one of ours."""
    return match_lang(tag)


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
