"""Every word the projector itself says (the rule set renders its own messages).

The strings are marked with ``QT_TRANSLATE_NOOP`` so ``pyside6-lupdate`` collects
them under the ``Projector`` context. The Qt window translates them with
``QCoreApplication.translate``; the TV page reads the same ``.ts`` sources
(``catalog.py``), so both screens say the same thing in every language.
Placeholders are Python ``str.format`` fields (``{number}``).
"""

from __future__ import annotations

CONTEXT = "Projector"


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """A marker for ``pyside6-lupdate``; returns the source text unchanged."""
    return text


NIGHT = QT_TRANSLATE_NOOP("Projector", "Night {number}")
DAY = QT_TRANSLATE_NOOP("Projector", "Day {number}")
VOTE = QT_TRANSLATE_NOOP("Projector", "Vote — day {number}")
GAME_OVER = QT_TRANSLATE_NOOP("Projector", "Game over")
STORY_PAGE = QT_TRANSLATE_NOOP("Projector", "{title} — {page} of {pages}")  # the end-of-game story, stepped
LOBBY = QT_TRANSLATE_NOOP("Projector", "Waiting for the deal")
ELIMINATED = QT_TRANSLATE_NOOP("Projector", "eliminated")
# a public title a book gives a living player (Village vs Non-village's elected sheriff, ZH-11)
SHERIFF = QT_TRANSLATE_NOOP("Projector", "Sheriff")
ALIVE = QT_TRANSLATE_NOOP("Projector", "alive")
READY = QT_TRANSLATE_NOOP("Projector", "Ready: {done} of {total}")
DONE_MARK = QT_TRANSLATE_NOOP("Projector", "✓ ready")
WAITING_MARK = QT_TRANSLATE_NOOP("Projector", "… waiting")
NEWS = QT_TRANSLATE_NOOP("Projector", "What happened")
VOTES = QT_TRANSLATE_NOOP("Projector", "Votes")
VOTES_OF = QT_TRANSLATE_NOOP("Projector", "Votes of day {number}")
# a vote inside a step of the day other than the execution vote ("Sheriff election, day 1"):
# the sheriff's tally read "Votes of day 1" all through the execution vote after it
STEP_VOTES_OF = QT_TRANSLATE_NOOP("Projector", "{step}, day {number}")
ABSTAIN = QT_TRANSLATE_NOOP("Projector", "Abstain")
# A voter whose ballot counts more than once, in the language's own brackets ("Ana（2）").
WEIGHTED_VOTER = QT_TRANSLATE_NOOP("Projector", "{name} ({weight})")
NOBODY = QT_TRANSLATE_NOOP("Projector", "Nobody")
NEEDED = QT_TRANSLATE_NOOP("Projector", "Total {total} · more than {threshold} needed")
SPOTLIGHT = QT_TRANSLATE_NOOP("Projector", "On the stand")
WINNERS = QT_TRANSLATE_NOOP("Projector", "Winners: {names}")
DRAW = QT_TRANSLATE_NOOP("Projector", "Draw — nobody wins")
TIMELINE = QT_TRANSLATE_NOOP("Projector", "How the game went")
ROLES = QT_TRANSLATE_NOOP("Projector", "Every role")
PLAYERS = QT_TRANSLATE_NOOP("Projector", "{count} players")
LIVING = QT_TRANSLATE_NOOP("Projector", "{count} alive")
TIME_UP = QT_TRANSLATE_NOOP("Projector", "Time!")
# The TV page over its last state when the phone server's process cannot reach the console.
OFFLINE = QT_TRANSLATE_NOOP("Projector", "The moderator's laptop is not answering: this screen may be out of date.")
# The TV page's address with a wrong or old code (tv_web.py): what to check, where the code is.
WRONG_TV_ADDRESS = QT_TRANSLATE_NOOP("Projector", "This is not the table's TV address")
WRONG_TV_CODE = QT_TRANSLATE_NOOP(
    "Projector",
    "Check the code after /tv/: it is on the moderator's laptop (Phones, TV tab) and on the projector's join card.",
)
NOTHING_YET = QT_TRANSLATE_NOOP("Projector", "The night is quiet so far.")
VOTED_MARK = QT_TRANSLATE_NOOP("Projector", "✓ voted")
VOTING_MARK = QT_TRANSLATE_NOOP("Projector", "… voting")
WINNER_MARK = QT_TRANSLATE_NOOP("Projector", "★ winner")
VOTED = QT_TRANSLATE_NOOP("Projector", "Voted: {done} of {total}")

# The steps inside a phase, as the rule sets name them (``Phase.step``), in words: the
# projector never shows the id ("defense"). A step missing here shows no subline.
STEP_WORDS = {
    "accusation": QT_TRANSLATE_NOOP("Projector", "Accusations"),
    "debate": QT_TRANSLATE_NOOP("Projector", "Debate"),
    "defense": QT_TRANSLATE_NOOP("Projector", "Defense"),
    "judgment": QT_TRANSLATE_NOOP("Projector", "Judgment"),
    "tiebreak": QT_TRANSLATE_NOOP("Projector", "Tie-break"),
    "tie": QT_TRANSLATE_NOOP("Projector", "Tie-break"),
    "sanction": QT_TRANSLATE_NOOP("Projector", "Sanction"),
    "dawn": QT_TRANSLATE_NOOP("Projector", "Dawn"),
    "discussion": QT_TRANSLATE_NOOP("Projector", "Discussion"),
    "discontent": QT_TRANSLATE_NOOP("Projector", "Discontent"),
    "vote": QT_TRANSLATE_NOOP("Projector", "Vote"),
    "pk": QT_TRANSLATE_NOOP("Projector", "Run-off"),
    "resolve": QT_TRANSLATE_NOOP("Projector", "Results"),
    "sheriff_run": QT_TRANSLATE_NOOP("Projector", "Sheriff candidates"),
    "sheriff_withdraw": QT_TRANSLATE_NOOP("Projector", "Sheriff candidates withdraw"),
    "sheriff_vote": QT_TRANSLATE_NOOP("Projector", "Sheriff election"),
    "sheriff_pk": QT_TRANSLATE_NOOP("Projector", "Sheriff run-off"),
    "actions": QT_TRANSLATE_NOOP("Projector", "Night actions"),
    "witch": QT_TRANSLATE_NOOP("Projector", "The Witch"),
    "prestige": QT_TRANSLATE_NOOP("Projector", "Prestige"),
}
