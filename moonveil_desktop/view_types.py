"""The views the app adds to the engine's (engine/view_types.py): the end-of-game
reveal (story_words.reveal) and the village view the projector and the TV show
(the public view with the reveal's current page). TypedDicts, as the engine's,
so ``mypy --strict`` checks every reader; no ``from __future__ import
annotations`` (a run-time check reads these declarations too)."""

from collections.abc import Callable
from typing import NotRequired, TypedDict

from engine.view_types import PublicView


class RevealRole(TypedDict):
    seat: int
    name: str
    role: str
    role_name: str
    team: str  # the side's words
    alive: bool
    won: bool


class RevealChapter(TypedDict):
    title: str
    lines: list[str]


class Reveal(TypedDict):
    """All roles, the winners and the public story of a finished game, in words."""

    winners: list[str]
    teams: list[str]
    reason: str
    roles: list[RevealRole]
    chapters: list[RevealChapter]


class ShownReveal(Reveal):
    page: int  # 0: who was who; n: the story's n-th chapter


class VillageView(PublicView):
    """The public view as the projector and the TV show it (evening.village_view)."""

    reveal: NotRequired[ShownReveal]  # once the game is over
    # the book's words for its own phase kinds ({"review": "Night {number} results"}): the
    # timeline names a past phase of such a kind by them, never by its id
    phase_words: NotRequired[dict[str, str]]


ViewSource = Callable[[str], VillageView]
"""What the projector and the TV page are given: the village view in a language."""
