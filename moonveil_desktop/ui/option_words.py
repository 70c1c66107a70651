"""The words of the rule sets' options, by the text ids their descriptions give
(engine/options.py): labels, help lines, named values, parts. Context ``RuleOptions``.

The engine names options by id and holds no words for them; these are the
console's words and are translated in the one catalog (docs/i18n.md). A value
the book names itself (a Moonveil theme or classic mix) shows in the book's
own words instead. ``tests/moonveil_desktop/ui/test_option_form.py`` checks that
every id a book describes has words here.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from engine.options import Choice
from moonveil_desktop.catalog import QT_TRANSLATE_NOOP

CONTEXT = "RuleOptions"

WORDS = {
    # Moonveil
    "game_type": QT_TRANSLATE_NOOP("RuleOptions", "Game type"),
    "game_type.help": QT_TRANSLATE_NOOP("RuleOptions", "How the cards are chosen"),
    "all_roles": QT_TRANSLATE_NOOP("RuleOptions", "All roles"),
    "themes": QT_TRANSLATE_NOOP("RuleOptions", "Themed roles"),
    "classic_game": QT_TRANSLATE_NOOP("RuleOptions", "Classic"),
    "mix_game": QT_TRANSLATE_NOOP("RuleOptions", "A classic mix"),
    "manual_game": QT_TRANSLATE_NOOP("RuleOptions", "My own cards"),
    "theme": QT_TRANSLATE_NOOP("RuleOptions", "Theme"),
    "theme.help": QT_TRANSLATE_NOOP("RuleOptions", "Roles that play well together, for a range of table sizes"),
    "pool": QT_TRANSLATE_NOOP("RuleOptions", "My own theme"),
    "pool.help": QT_TRANSLATE_NOOP("RuleOptions", "The special roles the draw picks from, instead of the theme's"),
    "mix": QT_TRANSLATE_NOOP("RuleOptions", "Classic mix"),
    "mix.help": QT_TRANSLATE_NOOP("RuleOptions", "A saved classic setup"),
    "wolves": QT_TRANSLATE_NOOP("RuleOptions", "Wolves"),
    "wolves.help": QT_TRANSLATE_NOOP("RuleOptions", "How many Wolves; Automatic: a quarter of the table"),
    "seer": QT_TRANSLATE_NOOP("RuleOptions", "Seer"),
    "guardian": QT_TRANSLATE_NOOP("RuleOptions", "Guardian"),
    "advanced": QT_TRANSLATE_NOOP("RuleOptions", "Advanced roles"),
    "advanced.help": QT_TRANSLATE_NOOP("RuleOptions", "Catalog roles added to the classic cards, each once"),
    "cards": QT_TRANSLATE_NOOP("RuleOptions", "Cards"),
    "cards.help": QT_TRANSLATE_NOOP("RuleOptions", "Exactly one card per seat"),
    "max_days": QT_TRANSLATE_NOOP("RuleOptions", "Maximum days"),
    "max_days.help": QT_TRANSLATE_NOOP("RuleOptions", "The game ends in a draw after this day"),
    "vote": QT_TRANSLATE_NOOP("RuleOptions", "Vote"),
    "vote.help": QT_TRANSLATE_NOOP(
        "RuleOptions",
        "Strict majority: banished with more than half of all ballot weight.\n"
        "Most votes: the player named most is banished; a tie is drawn by lot.",
    ),
    "majority": QT_TRANSLATE_NOOP("RuleOptions", "Strict majority"),
    "plurality": QT_TRANSLATE_NOOP("RuleOptions", "Most votes"),
    # Luna llena
    "mode": QT_TRANSLATE_NOOP("RuleOptions", "Mode"),
    "classic": QT_TRANSLATE_NOOP("RuleOptions", "Classic"),
    "random": QT_TRANSLATE_NOOP("RuleOptions", "Random"),
    "presence": QT_TRANSLATE_NOOP("RuleOptions", "Presence check"),
    "presence.help": QT_TRANSLATE_NOOP(
        "RuleOptions", "Players confirm they are still at the table; without it the Mystic is not dealt"
    ),
    "durations": QT_TRANSLATE_NOOP("RuleOptions", "Phase times"),
    "durations.help": QT_TRANSLATE_NOOP("RuleOptions", "How long each phase lasts before it closes by itself"),
    "phase.night": QT_TRANSLATE_NOOP("RuleOptions", "Night"),
    "phase.debate": QT_TRANSLATE_NOOP("RuleOptions", "Debate"),
    "phase.accusation": QT_TRANSLATE_NOOP("RuleOptions", "Accusation"),
    "phase.tiebreak": QT_TRANSLATE_NOOP("RuleOptions", "Tie-break"),
    "phase.defense": QT_TRANSLATE_NOOP("RuleOptions", "Defense"),
    "phase.judgment": QT_TRANSLATE_NOOP("RuleOptions", "Judgment"),
    "max_days_unlimited": QT_TRANSLATE_NOOP("RuleOptions", "Maximum days (0: no limit)"),
    # Three factions
    "custom_roles.help": QT_TRANSLATE_NOOP(
        "RuleOptions", "The book's cards are for 22 players; other tables get proposed cards you can change"
    ),
    "soldiers": QT_TRANSLATE_NOOP("RuleOptions", "Soldiers"),
    "soldiers.help": QT_TRANSLATE_NOOP("RuleOptions", "Alien Soldiers in the book's cards (one more seat each)"),
    "self_vote": QT_TRANSLATE_NOOP("RuleOptions", "Players may vote for themselves"),
    "tie_break": QT_TRANSLATE_NOOP("RuleOptions", "A tie in the vote"),
    "tie_nobody": QT_TRANSLATE_NOOP("RuleOptions", "Nobody is burned"),
    "tie_first": QT_TRANSLATE_NOOP("RuleOptions", "The first to reach the count"),
    "tie_moderator": QT_TRANSLATE_NOOP("RuleOptions", "The moderator picks"),
    "publish_totals": QT_TRANSLATE_NOOP("RuleOptions", "Publish vote totals"),
    "missed_vote_threshold": QT_TRANSLATE_NOOP("RuleOptions", "Missed votes before a sanction"),
    "missed_vote_counting": QT_TRANSLATE_NOOP("RuleOptions", "Counting of missed votes"),
    "missed_vote_sanction": QT_TRANSLATE_NOOP("RuleOptions", "Sanction for missed votes"),
    "sanction_confirm": QT_TRANSLATE_NOOP("RuleOptions", "The moderator confirms sanctions"),
    "harlot_repeat": QT_TRANSLATE_NOOP("RuleOptions", "Harlot may repeat a visit"),
    "guard_neighbours": QT_TRANSLATE_NOOP("RuleOptions", "Guard's neighbours"),
    "sick_nights": QT_TRANSLATE_NOOP("RuleOptions", "Nights of sickness"),
    "spirit_first_night": QT_TRANSLATE_NOOP("RuleOptions", "Spirit's first night"),
    "spirit_single_revival": QT_TRANSLATE_NOOP("RuleOptions", "The Spirit revives only once"),
    "victory_order": QT_TRANSLATE_NOOP("RuleOptions", "Victory order"),
    "detective_counts": QT_TRANSLATE_NOOP("RuleOptions", "What the detective counts"),
    "nothing_to_report": QT_TRANSLATE_NOOP("RuleOptions", 'Announce "nothing to report"'),
    "cumulative": QT_TRANSLATE_NOOP("RuleOptions", "In total"),
    "consecutive": QT_TRANSLATE_NOOP("RuleOptions", "In a row"),
    "elimination": QT_TRANSLATE_NOOP("RuleOptions", "Elimination"),
    "warning": QT_TRANSLATE_NOOP("RuleOptions", "A warning"),
    "none": QT_TRANSLATE_NOOP("RuleOptions", "No sanction"),
    "never": QT_TRANSLATE_NOOP("RuleOptions", "Never"),
    "circle": QT_TRANSLATE_NOOP("RuleOptions", "Around the circle"),
    "linear": QT_TRANSLATE_NOOP("RuleOptions", "In a line"),
    "aliens_first": QT_TRANSLATE_NOOP("RuleOptions", "Aliens first"),
    "village_first": QT_TRANSLATE_NOOP("RuleOptions", "Village first"),
    "counts_as": QT_TRANSLATE_NOOP("RuleOptions", "What players count as"),
    "roles": QT_TRANSLATE_NOOP("RuleOptions", "Their roles"),
    "deadlines": QT_TRANSLATE_NOOP("RuleOptions", "Deadlines"),
    "deadlines.help": QT_TRANSLATE_NOOP("RuleOptions", "When the day's vote, the night's actions and dawn close"),
    "deadline.manual": QT_TRANSLATE_NOOP("RuleOptions", "The moderator closes each phase"),
    "deadline.timer": QT_TRANSLATE_NOOP("RuleOptions", "Minutes after each phase opens"),
    "deadline.clock": QT_TRANSLATE_NOOP("RuleOptions", "At times of day"),
    "deadline.start": QT_TRANSLATE_NOOP("RuleOptions", "The game starts at"),
    "deadline.vote_close": QT_TRANSLATE_NOOP("RuleOptions", "The vote closes"),
    "deadline.action_deadline": QT_TRANSLATE_NOOP("RuleOptions", "Night actions close"),
    "deadline.dawn": QT_TRANSLATE_NOOP("RuleOptions", "Dawn"),
    # Village vs Non-village
    "role_list.help": QT_TRANSLATE_NOOP(
        "RuleOptions", "Leave the book's cards for this table size, or choose your own"
    ),
    "sheriff": QT_TRANSLATE_NOOP("RuleOptions", "Sheriff election"),
    "sheriff.help": QT_TRANSLATE_NOOP(
        "RuleOptions", "On the first day the village elects a sheriff whose vote counts one and a half"
    ),
    "last_words": QT_TRANSLATE_NOOP("RuleOptions", "Last words"),
    "events": QT_TRANSLATE_NOOP("RuleOptions", "Gypsy events"),
    "events.help": QT_TRANSLATE_NOOP("RuleOptions", "Each day may bring one of the eleven events"),
}


def word(text_id: str) -> str:
    """The words of an option text id in the console's language ("" for no id);
    an id without words shows as itself, which the form test forbids."""
    if not text_id:
        return ""
    source = WORDS.get(text_id)
    return QCoreApplication.translate(CONTEXT, source) if source else text_id


def choice_words(choice: Choice, lang: str) -> str:
    """A named value: the book's own words when it has them, else ours."""
    if choice.names:
        return choice.names.get(lang) or choice.names.get("en") or choice.value
    return word(choice.label)
