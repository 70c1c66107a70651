"""The grimoire's reminder tokens (issue 16): read from the moderator view only, in
words of the reader's language, never an id."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.bot_tables import BOT_TABLES
from engine.commands import Deal, SeatPlayer, Submit
from engine.game import Game
from moonveil_desktop.reminders import EFFECTS, Reminder, base_attributes, reminder_text, seat_reminders

FULL_TABLES = [(t.label, t.ruleset, t.options_for(t.sizes[1]), t.sizes[1]) for t in BOT_TABLES]


def dealt(ruleset: str, options: dict[str, Any], players: int, seed: int = 3) -> Game:
    game = Game(ruleset, options, seed)
    for seat in range(players):
        game.apply(SeatPlayer(f"P{seat}"))
    game.apply(Deal())
    return game


def seat_of(game: Game, role: str) -> int:
    return next(p.seat for p in game.state.players if p.role == role)


def tokens(game: Game, seat: int, note: str = "") -> list[Reminder]:
    view = game.moderator_view(narrator=True)
    return seat_reminders(view, seat, base_attributes(game.ruleset.roles), note)


def test_tonight_protected_attacked_and_inspected_name_who_chose() -> None:
    game = dealt("moonveil", {"game_type": "classic"}, 8, seed=7)
    guardian, wolf, seer = seat_of(game, "guardian"), seat_of(game, "wolf"), seat_of(game, "seer")
    villager = seat_of(game, "villager")
    other = next(p.seat for p in game.state.players if p.role == "villager" and p.seat != villager)
    game.apply(Submit(guardian, "protect", (villager,)))
    game.apply(Submit(wolf, "attack", (villager,)))
    game.apply(Submit(seer, "inspect", (other,)))
    names = game.state.names()
    assert set(tokens(game, villager)) == {
        Reminder("protected", by=names[guardian], ability="protect"),
        Reminder("attacked", by=names[wolf], ability="attack"),
    }
    assert tokens(game, other) == [Reminder("inspected", by=names[seer], ability="inspect")]
    assert tokens(game, seer) == []  # acting leaves no token on the actor
    words = [reminder_text(r, "en", full=True) for r in tokens(game, villager)]
    assert sorted(words) == [f"attacked (by {names[wolf]})", f"protected (by {names[guardian]})"]


@pytest.mark.parametrize(("label", "ruleset", "options", "players"), FULL_TABLES, ids=[t[0] for t in FULL_TABLES])
def test_every_book_every_target_of_tonight_gets_a_token_in_words(
    label: str, ruleset: str, options: dict[str, Any], players: int
) -> None:
    game = dealt(ruleset, options, players)
    policy = game.ruleset.bot_policy()
    rng = random.Random(5)
    for seat in range(players):
        for command in policy.decide(game.player_view(seat, None), rng):
            if game.try_apply(command) is not None:
                continue
    view = game.moderator_view(narrator=True)
    aimed = [(s["seat"], int(t), s["ability"], n) for s in view["submissions"] for n, t in enumerate(s["targets"])]
    assert aimed, f"{label}: the bots chose no target tonight"
    base = base_attributes(game.ruleset.roles)
    names = game.state.names()
    parted = game.ruleset.target_parts  # a later part is chosen, not affected (IT-10.2)
    for actor, target, ability, part in aimed:
        found = seat_reminders(view, target, base)
        kind = "chosen" if ability in parted and part > 0 else EFFECTS.get(ability, "chosen")
        assert Reminder(kind, by=names[actor], ability=ability) in found
        for reminder in found:
            text = reminder_text(reminder, "en")
            assert text and ability not in text.split()  # a word, never the ability's id


@pytest.mark.parametrize(("label", "ruleset", "options", "players"), FULL_TABLES, ids=[t[0] for t in FULL_TABLES])
def test_a_fresh_deal_shows_no_changed_attribute(
    label: str, ruleset: str, options: dict[str, Any], players: int
) -> None:
    game = dealt(ruleset, options, players)
    changed = [
        (seat, r.kind)
        for seat in range(players)
        for r in tokens(game, seat)
        if r.kind in ("seen_as", "counts_as", "wins_with")
    ]
    assert changed == []


def test_uses_left_of_a_limited_ability_in_words() -> None:
    game = dealt("village_vs_nonvillage", {}, 15)
    witch = seat_of(game, "witch")
    uses = [r for r in tokens(game, witch) if r.kind == "uses"]
    assert {(r.ability, r.value) for r in uses} == {("antidote", "1"), ("poison", "1")}
    assert sorted(reminder_text(r, "en") for r in uses) == ["Antidote: 1 left", "Poison: 1 left"]
    assert reminder_text(Reminder("uses", "2", ability="unheard_of"), "en") == "uses left: 2"
    named = reminder_text(Reminder("uses", "1", ability="hush"), "en", {"hush": "Hush"}.get)
    assert named == "Hush: 1 left"  # the rule set's own name from the card comes first


def grimoire_row(seat: int, name: str, **changes: Any) -> dict[str, Any]:
    row = {
        "seat": seat,
        "name": name,
        "role": "villager",
        "role_name": "Villager",
        "alive": True,
        "seen_as": "not_wolf",
        "counts_as": ["villager"],
        "wins_with": "village",
        "uses": {},
    }
    return row | changes


def test_moderator_details_kill_points_needles_groups_sheriff_insanity_piped() -> None:
    """Village vs Non-village's ``moderator_details`` (ZH-… bookkeeping) as tokens."""
    view = {
        "grimoire": [grimoire_row(0, "Ana"), grimoire_row(1, "Ben"), grimoire_row(2, "Cora")],
        "submissions": [],
        "details": {
            "kill_points": {"1": "1/3"},
            "needles": {"1": 2},
            "fox_chances": {"2": 0},
            "groups": {"group_b": [1, 2], "group_a": [0]},
            "sheriff": 1,
            "insanity_holder": 2,
            "pipe_targets": [1],
            "respect_targets": [],
        },
    }
    ben = [reminder_text(r, "en") for r in seat_reminders(view, 1)]
    assert ben == ["kill points 1/3", "needles 2", "group 2", "piped", "sheriff"]
    cora = [reminder_text(r, "en") for r in seat_reminders(view, 2)]
    assert cora == ["group 2", "insanity"]  # no chance left is no token
    assert seat_reminders({"public": {}}, 0) == []  # a view without a grimoire: nothing


def test_a_changed_attribute_and_the_note_are_tokens() -> None:
    game = dealt("moonveil", {"game_type": "classic"}, 8, seed=7)
    base = base_attributes(game.ruleset.roles)
    view = {"grimoire": [grimoire_row(0, "Ana", seen_as="wolf", wins_with="wolves")], "submissions": []}
    found = seat_reminders(view, 0, base, note="  claimed Seer on day 1 ")
    assert [reminder_text(r, "en") for r in found] == [
        "seen as Wolf",
        "wins with The Wolves",
        "✎ claimed Seer on day 1",
    ]
    assert reminder_text(found[-1], "en", full=True) == "note: claimed Seer on day 1"


@pytest.mark.parametrize("lang", ["es", "it", "zh_CN"])
def test_tokens_are_translated(lang: str) -> None:
    for reminder in (
        Reminder("protected", by="Ana"),
        Reminder("chosen", by="Ana"),
        Reminder("kill_points", "1/3"),
        Reminder("uses", "1", ability="poison"),
    ):
        words = reminder_text(reminder, lang)
        assert words and words != reminder_text(reminder, "en"), (lang, reminder)


def test_a_books_per_seat_marks_in_words_and_a_mark_without_words_left_out() -> None:
    """Moonveil's and Luna llena's ``moderator_details`` marks (tests/rulesets/test_grimoire_details.py)."""
    view = {
        "grimoire": [grimoire_row(0, "Ana"), grimoire_row(1, "Ben")],
        "submissions": [],
        "details": {"reminders": {"0": ["boosted", "curfew", "no_such_mark"], "1": ["hexed", "robbed"]}},
    }
    assert [reminder_text(r, "en") for r in seat_reminders(view, 0)] == ["double vote today", "curfew tonight"]
    assert [reminder_text(r, "en") for r in seat_reminders(view, 1)] == ["hexed tonight", "one vote less today"]
    assert [reminder_text(r, "es") for r in seat_reminders(view, 1)] != ["hexed tonight", "one vote less today"]


def test_in_the_day_a_mark_answering_no_prompt_of_now_is_last_nights_with_its_number() -> None:
    """Session 44: a submission that answers a prompt of the phase now (a day ability, a
    first shot at dawn) stays now's; one that answers none is last night's, after its
    night in full ("Night 2: attacked (by P1)"), or "Last night" when the log has none."""
    from moonveil_desktop.reminders import LastNight, earlier_words, last_night_number

    view: Any = {
        "grimoire": [{"name": f"P{i}", "role": "villager", "uses": {}} for i in range(3)],
        "submissions": [
            {"seat": 1, "slot": "role", "ability": "attack", "targets": [0], "option": None},
            {"seat": 2, "slot": "day", "ability": "first_shot", "targets": [0], "option": None},
        ],
        "log": [{"phase": "night 2/actions"}, {"phase": "day 2"}],
    }
    last = LastNight(frozenset({(2, "day", "first_shot")}), last_night_number(view))
    marks = seat_reminders(view, 0, {}, "", last)
    assert [(m.kind, m.earlier, m.night) for m in marks] == [("attacked", True, "2"), ("attacked", False, "")]
    assert reminder_text(marks[0], "en", full=True) == "Night 2: attacked (by P1)"
    assert reminder_text(marks[1], "en", full=True) == "attacked (by P2)"
    assert reminder_text(marks[0], "en") == "attacked"  # on the seat: grouped after its night
    assert earlier_words(["attacked", "inspected"], "2", "it") == "Notte 2: attacked · inspected"
    assert earlier_words(["attacked"], "", "en") == "Last night: attacked"
    assert last_night_number({**view, "log": []}) == ""
    assert not any(m.earlier for m in seat_reminders(view, 0, {}, "", None))  # a night: all tonight's


def test_IT_10_2_the_blind_seer_s_recipient_is_chosen_not_inspected() -> None:
    """The Blind Seer examines his first target and tells the second (IT-10.2): the
    grimoire marked both "inspected", so the moderator read the recipient as examined."""
    from engine.ruleset import find_ruleset

    options = dict(find_ruleset("three_factions").proposed_options(9))
    game = dealt("three_factions", options, 9, seed=7)
    seer = seat_of(game, "veggente_cieco")
    examined, told = [s for s in range(9) if s != seer][:2]
    game.apply(Submit(seer, "examine", (examined, told)))
    names = game.state.names()
    assert tokens(game, examined) == [Reminder("inspected", by=names[seer], ability="examine")]
    assert tokens(game, told) == [Reminder("chosen", by=names[seer], ability="examine")]


@pytest.mark.parametrize(
    ("lang", "word"), [("en", "abducted"), ("es", "abducción"), ("it", "rapimento"), ("zh_CN", "被绑架")]
)
def test_IT_9_2_the_alien_leader_s_target_is_marked_abducted_in_the_book_s_words(lang: str, word: str) -> None:
    """Session 45, at the table: the Alien Leader's abduction target read "chosen by Ana",
    the generic mark, so the moderator could not tell an abduction from any other choice.
    It now says what the Leader did, as the book names it (IT-9.2; "rapimento" in Italian,
    a noun like the other marks: a participle would agree with the player)."""
    from engine.commands import Advance
    from engine.ruleset import find_ruleset

    options = dict(find_ruleset("three_factions").proposed_options(9))
    game = dealt("three_factions", options, 9, seed=7)
    while game.state.phase.kind != "night" or game.state.phase.number < 1:
        game.apply(Advance(override=True))  # the abduction starts on night 1
    leader = seat_of(game, "leader_alieno")
    target = next(p.seat for p in game.state.players if p.alive and p.seat != leader)
    game.apply(Submit(leader, "abduct", (target,), "contadino"))
    name = game.state.names()[leader]
    assert tokens(game, target) == [Reminder("abducted", by=name, ability="abduct")]
    assert reminder_text(tokens(game, target)[0], lang) == word
