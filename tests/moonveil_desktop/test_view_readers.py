"""The app's own views match moonveil_desktop/view_types.py at run time (the village
view the projector and the TV show, with the end-of-game reveal at each page), and
the keys the grimoire's reminders read by name are keys the engine declares."""

from engine.commands import Advance, Deal
from engine.view_types import ModeratorDetails
from moonveil_desktop.evening import Evening
from moonveil_desktop.reminders import SEAT_HOLDERS, SEAT_LISTS, SEAT_VALUES
from moonveil_desktop.table import NARRATOR, TableSettings
from moonveil_desktop.view_types import ShownReveal, VillageView
from tests.view_checker import Seen, check

BOTS = [(f"Bot {n}", True) for n in range(1, 7)]


def finished_evening() -> Evening:
    """An evening whose bots played a classic Moonveil game to its end."""
    evening = Evening(None)
    assert evening.new_table(TableSettings("moonveil", {"game_type": "classic"}, 7, NARRATOR), BOTS) is None
    evening.apply(Deal())  # bots act on their own after every command
    for _ in range(200):
        if evening.public_view(None)["outcome"] is not None:
            return evening
        evening.apply(Advance(override=bool(evening.table_or_raise().game.missing())))
    raise AssertionError("the bot game did not end")


def test_the_village_view_matches_its_declaration_before_and_after_the_end() -> None:
    evening = finished_evening()
    seen: Seen = {}
    reveal = evening.reveal()
    assert reveal is not None and reveal["chapters"]
    pages = len(reveal["chapters"])
    for page in range(pages + 1):
        for lang in ("en", "es", None):
            check(evening.village_view(lang), VillageView, f"village view, page {page}, {lang}", seen)
        evening.step_reveal(+1)
    assert seen[ShownReveal] >= {"page", "chapters", "roles", "winners", "teams", "reason"}
    fresh = Evening(None)
    fresh.new_table(TableSettings("moonveil", {"game_type": "classic"}, 7, NARRATOR), BOTS)
    check(fresh.village_view("en"), VillageView, "lobby village view", seen)


def test_the_reminders_read_only_declared_moderator_details() -> None:
    declared = ModeratorDetails.__optional_keys__ | ModeratorDetails.__required_keys__
    read = {*SEAT_VALUES, *SEAT_LISTS, *SEAT_HOLDERS, "groups", "reminders"}
    assert read <= declared, sorted(read - declared)
