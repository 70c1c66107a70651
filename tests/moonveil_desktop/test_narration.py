"""The narrated night (issue 25), without Qt and without audio: real evenings of the
four rule books, the narration service over their change stream, and a recording
speech sink. What is said is the book's own checklist words in the table's language;
the pauses are drawn the same whoever is dead or dealt; nothing said names a player;
dawn only after the resolution was accepted; Undo never replays a line."""

from __future__ import annotations

import random
from typing import Any

import pytest

from engine.bot_tables import BOT_TABLES
from engine.commands import Advance, Deal, Submit, Vote
from moonveil_desktop.catalog import LANGUAGES
from moonveil_desktop.evening import Evening
from moonveil_desktop.narration import (
    APP_LINES,
    CONTEXT,
    NarrationService,
    Narrator,
    Pace,
    RecordingSink,
    app_line,
    draw_times,
    step_words,
)
from moonveil_desktop.table import NARRATOR, PLAYING_HOST, TableSettings

FAST = Pace(pause_min_s=1, pause_max_s=3, wake_min_s=2, wake_max_s=4, step_timeout_s=10)
TICK_MS = 100
NAMES = ("Zorblax", "Quenby", "Ottoline", "Brisbane", "Hypatia", "Lysander", "Marigold", "Fennimore")
BOOKS = {table.ruleset: table for table in BOT_TABLES if table.label != "Moonveil All Roles"}

#: The first line each book says after "Night falls", in the book's own words (its
#: checklist), where the book has them in that language (issue 19 completes the rest).
FIRST_STEP = {
    "moonveil": {
        "en": "Wolves, wake up and choose your victim.",
        "es": "Lobos, despertad y elegid a vuestra víctima.",
        "it": "Lupi, svegliatevi e scegliete la vittima.",
        "zh_CN": "狼人请睁眼，选择你们的目标。",
    },
    "luna_llena": {
        "en": "Evil players, open your eyes, recognise each other and choose your victim.",
        "es": "Malvados, abrid los ojos, reconoceos y elegid a vuestra víctima.",
        "it": "Malvagi, aprite gli occhi, riconoscetevi e scegliete la vittima.",
        "zh_CN": "邪恶玩家请睁眼，互相确认并选择目标。",
    },
    "three_factions": {
        "en": "Shapeshifter Wolf, wake up: do you shift tonight? Mode A or mode B.",
        "it": "Lupo Mutaforma, svegliati: vuoi mutare stanotte? Modo A o modo B.",
    },
    "village_vs_nonvillage": {  # the Elder's Respect is called only after the Masquerade (NP-2)
        "en": "Piper, open your eyes and choose whom to pipe.",
        "zh_CN": "吹笛者请睁眼，选择你要吹笛的角色。",
    },
}


class Clock:
    def __init__(self) -> None:
        self.ms = 0

    def __call__(self) -> int:
        return self.ms


def names(count: int) -> list[str]:
    return [NAMES[i % len(NAMES)] + ("" if i < len(NAMES) else str(i)) for i in range(count)]


def seated(
    ruleset: str, options: dict[str, Any], count: int, *, bots: bool = True, mode: str = PLAYING_HOST, seed: int = 5
) -> Evening:
    evening = Evening(None)
    seats = [(name, bots and i != 0) for i, name in enumerate(names(count))]
    host = 0 if mode == PLAYING_HOST else None
    assert evening.new_table(TableSettings(ruleset, options, seed, mode, host), seats) is None
    if mode == PLAYING_HOST:
        evening.set_host(0)
    return evening


def narrated(evening: Evening, lang: str, seed: int = 1) -> tuple[NarrationService, RecordingSink, Clock]:
    clock = Clock()
    sink = RecordingSink(clock)
    service = NarrationService(evening, sink, Narrator(FAST, random.Random(seed)), lambda: lang)
    service.toggle(0)
    return service, sink, clock


def run(service: NarrationService, clock: Clock, seconds: float) -> None:
    end = clock.ms + int(seconds * 1000)
    while clock.ms < end:
        clock.ms += TICK_MS
        service.tick(clock.ms)


def night_texts(evening: Evening, lang: str) -> list[str]:
    """The checklist's words tonight, in order, as the book holds them (dawn held back)."""
    game = evening.table_or_raise().game
    steps = [s for s in game.ruleset.checklist(game.state) if s.id != "dawn"]
    return [step_words(game.ruleset, step, lang) for step in steps]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("ruleset", sorted(BOOKS))
def test_a_whole_night_is_the_books_checklist_in_the_tables_language(ruleset: str, lang: str) -> None:
    book = BOOKS[ruleset]
    size = book.sizes[0]
    evening = seated(ruleset, book.options_for(size), size)
    service, sink, clock = narrated(evening, lang)
    evening.start_game()
    expected_steps = night_texts(evening, lang)
    run(service, clock, 20 * (len(expected_steps) + 1))
    close = app_line("close_eyes", lang)
    expected = [app_line("night_falls", lang)]
    for words in expected_steps:
        expected += [words, close]
    expected.append(app_line("host_resolve", lang))
    assert sink.texts() == expected
    if lang in FIRST_STEP[ruleset]:
        assert sink.texts()[1] == FIRST_STEP[ruleset][lang]
    game = evening.table_or_raise().game
    steps = [step for step in game.ruleset.checklist(game.state) if step.id != "dawn"]
    step_langs = [line.lang for _, line in sink.said if line.kind == "step"]
    assert step_langs == [lang if step.words.get(lang) else "en" for step in steps]  # the voice fits the words
    if lang != "en":  # the narrator's own lines are translated, not English
        assert all(app_line(kind, lang) != APP_LINES[kind] for kind in APP_LINES), CONTEXT
    assert sink.said[0][1].cue == "night"


def test_every_language_says_different_words_for_the_same_night() -> None:
    book = BOOKS["moonveil"]
    heard = []
    for lang in LANGUAGES:
        evening = seated("moonveil", book.options_for(6), 6)
        service, sink, clock = narrated(evening, lang)
        evening.start_game()
        run(service, clock, 120)
        heard.append(tuple(sink.texts()))
    assert len(set(heard)) == len(LANGUAGES)
    assert {len(texts) for texts in heard} == {len(heard[0])}


# -- the voice never tells who is alive or in play -----------------------------------------
R8 = ("wolf", "wolf", "seer", "guardian", "villager", "villager", "villager", "villager")


def submit_everyone(evening: Evening, avoid: int | None = None) -> None:
    """Every living player still asked submits its first legal choice now (the wolves
    attack ``avoid``'s neighbour... or whom the test says: see ``night_one``)."""
    game = evening.table_or_raise().game
    for prompt in game.prompts():
        if (prompt.seat, prompt.slot) in game.state.submissions:
            continue
        ability = prompt.abilities[0]
        count = game.ruleset.abilities[ability].targeting.count
        targets = [t for t in game.legal_targets(prompt.seat, ability) if t != avoid][:count]
        evening.apply(Submit(prompt.seat, ability, tuple(targets)))


def night_two(victim: int) -> Evening:
    """Moonveil classic, 8 players: the wolves kill ``victim`` in night 1, nobody is voted out."""
    evening = seated("moonveil", {"game_type": "classic"}, 8, bots=False, mode=NARRATOR)
    evening.apply(Deal(R8))
    game = evening.table_or_raise().game
    evening.apply(Submit(0, "attack", (victim,)))
    evening.apply(Submit(1, "attack", (victim,)))
    submit_everyone(evening, avoid=victim)
    evening.advance()
    while game.state.phase.kind != "night":
        for voter in game.ruleset.current_vote_prompts(game.state):
            evening.try_apply(Vote(voter.seat, None))
        evening.advance(override=True)
    assert not game.state.players[victim].alive
    return evening


def test_a_dead_role_is_called_with_the_same_words_and_pauses_IT_6_9() -> None:
    """IT-6.9 (every role is called, dead ones too), in every book the narrator reads:
    night 2 after the Seer died and night 2 after a Villager died: the same lines at
    the same moments (every living phone submits at once, so every step waits its
    drawn wake time), and the same drawn pauses."""
    heard = []
    for victim in (2, 4):  # the Seer, a Villager
        evening = night_two(victim)
        service, sink, clock = narrated(evening, "en", seed=9)
        submit_everyone(evening)
        run(service, clock, 120)
        times = service.narrator.nights[2].times
        heard.append(([(at, line.text) for at, line in sink.said], times))
    assert heard[0] == heard[1]
    texts = [text for _, text in heard[0][0]]
    assert "Seer, wake up and point at a player to inspect." in texts  # called although dead in one game


def all_roles_nights(count: int) -> dict[tuple[str, ...], Evening]:
    """Moonveil All Roles tables (specials drawn in secret, MV-1.7) by their drawn specials."""
    found: dict[tuple[str, ...], Evening] = {}
    for seed in range(40):
        evening = seated("moonveil", {"game_type": "all_roles"}, count, bots=False, mode=NARRATOR, seed=seed)
        evening.apply(Deal())
        roles = evening.table_or_raise().game.state.composition
        specials = tuple(sorted(r for r in roles if r not in ("wolf", "villager")))
        if len(set(specials)) == len(specials) and sum(r == "wolf" for r in roles) == 1:
            found.setdefault(specials, evening)
    return found


def test_which_special_was_dealt_changes_no_word_and_no_pause_MV_1_7() -> None:
    tables = all_roles_nights(5)
    by_count: dict[int, list[Evening]] = {}
    for specials, evening in tables.items():
        by_count.setdefault(len(specials), []).append(evening)
    pairs = [group[:2] for group in by_count.values() if len(group) >= 2]
    assert pairs, "two All Roles tables with different specials were expected among 40 seeds"
    heard = []
    for evening in pairs[0]:
        service, sink, clock = narrated(evening, "it", seed=4)
        submit_everyone(evening)
        run(service, clock, 150)
        heard.append(([(at, line.text) for at, line in sink.said], service.narrator.nights[1].times))
    assert heard[0] == heard[1]


def test_the_pauses_are_drawn_from_the_settings_range_whatever_the_steps() -> None:
    times = draw_times(500, FAST, random.Random(2))
    assert all(1000 <= t.pause_ms <= 3000 and 2000 <= t.wake_ms <= 4000 for t in times)
    assert draw_times(7, FAST, random.Random(3)) == draw_times(7, FAST, random.Random(3))[:7]


@pytest.mark.parametrize("ruleset", sorted(BOOKS))
def test_nothing_said_names_a_player(ruleset: str) -> None:
    book = BOOKS[ruleset]
    size = book.sizes[0]
    evening = seated(ruleset, book.options_for(size), size)
    service, sink, clock = narrated(evening, "en")
    evening.start_game()
    run(service, clock, 300)
    evening.advance(override=True)  # dawn: the day's lines come now
    run(service, clock, 30)
    seat_names = [seat["name"] for seat in evening.public_view(None)["seats"]]
    spoken = " ".join(sink.texts())
    assert len(sink.texts()) > 4
    assert not [name for name in seat_names if name in spoken]


# -- when the voice speaks ------------------------------------------------------------------
def test_dawn_only_after_the_resolution_was_accepted_and_undo_never_replays() -> None:
    evening = seated("moonveil", {"game_type": "classic"}, 6)
    service, sink, clock = narrated(evening, "en")
    evening.start_game()
    submit_everyone(evening)
    run(service, clock, 120)
    night = sink.texts()
    assert night[-1] == app_line("host_resolve", "en")
    evening.table_or_raise().preview(Advance())  # the preview is shown: nothing is said
    run(service, clock, 30)
    assert sink.texts() == night
    evening.advance()
    run(service, clock, 10)
    assert sink.texts()[len(night) :] == [app_line("dawn", "en"), app_line("day_opens", "en")]
    assert sink.said[len(night)][1].cue == "dawn"
    said = len(sink.said)
    assert evening.undo()  # back into the night
    run(service, clock, 60)
    assert evening.redo()  # and the day again
    run(service, clock, 60)
    assert len(sink.said) == said


def test_voting_opens_and_closes_are_said_once() -> None:
    evening = seated("moonveil", {"game_type": "classic"}, 6, bots=False, mode=NARRATOR)
    service, sink, clock = narrated(evening, "es")
    evening.apply(Deal())
    submit_everyone(evening)
    evening.advance()
    game = evening.table_or_raise().game
    while not game.ruleset.current_vote_prompts(game.state):
        evening.advance(override=True)
    run(service, clock, 5)
    assert sink.texts()[-1] == app_line("vote_opens", "es")
    for voter in game.ruleset.current_vote_prompts(game.state):
        evening.apply(Vote(voter.seat, None))
    evening.advance()
    run(service, clock, 5)
    assert sink.texts().count(app_line("vote_opens", "es")) == 1
    assert sink.texts()[-1 if game.state.phase.kind != "night" else -2] in (
        app_line("vote_closes", "es"),
        app_line("night_falls", "es"),
    )
    assert app_line("vote_closes", "es") in sink.texts()


# -- the controls ---------------------------------------------------------------------------
def test_pause_stops_the_night_and_resume_goes_on_where_it_was() -> None:
    evening = seated("moonveil", {"game_type": "classic"}, 6)
    service, sink, clock = narrated(evening, "en")
    evening.start_game()
    run(service, clock, 1)
    assert sink.texts() == [app_line("night_falls", "en"), FIRST_STEP["moonveil"]["en"]]
    service.toggle(clock.ms)  # pause
    run(service, clock, 60)
    assert len(sink.said) == 2
    service.toggle(clock.ms)  # resume
    run(service, clock, 60)
    assert len(sink.said) > 2


def test_repeat_says_the_last_line_again_and_skip_calls_the_next_step() -> None:
    evening = seated("moonveil", {"game_type": "classic"}, 6)
    service, sink, clock = narrated(evening, "en")
    evening.start_game()
    run(service, clock, 1)
    assert service.repeat() == sink.said[-1][1]
    assert sink.texts()[-2:] == [FIRST_STEP["moonveil"]["en"]] * 2
    service.skip()
    run(service, clock, 0.2)
    assert sink.texts()[-2:] == [app_line("close_eyes", "en"), "Seer, wake up and point at a player to inspect."]


def test_a_pace_that_makes_no_sense_is_refused() -> None:
    with pytest.raises(ValueError, match="pause range"):
        Pace(pause_min_s=5, pause_max_s=2)
    with pytest.raises(ValueError, match="wake range"):
        Pace(wake_min_s=5, wake_max_s=80, step_timeout_s=60)


def test_a_console_that_never_narrates_does_not_even_look() -> None:
    evening = seated("moonveil", {"game_type": "classic"}, 6)
    sink = RecordingSink()
    service = NarrationService(evening, sink, Narrator(FAST, random.Random(0)))
    evening.start_game()
    assert service.narrator.nights == {} and service.tick(1000) is None
    service.toggle(2000)  # started after the deal: the night is called from its beginning
    assert service.tick(2100) is not None
    assert sink.texts() == [app_line("night_falls", "en")]


def test_NP_7_a_step_of_an_input_step_that_is_over_is_done_for_the_narrator() -> None:
    """Village vs Non-village's night in three input steps: in the Witch's (NP-7) the
    wake steps of NP-2…NP-4 are over, even those whose players sent nothing; the
    narrator does not wait on them."""
    from engine.commands import SeatPlayer
    from engine.game import Game
    from moonveil_desktop.narration import step_done

    game = Game("village_vs_nonvillage", {"sheriff": False, "events": False}, 7)
    for name in ("Ada", "Bo", "Cy", "Di", "Ed", "Flo", "Gil", "Hu", "Ike"):
        game.apply(SeatPlayer(name))
    game.apply(Deal())
    steps = {s.id: s for s in game.ruleset.checklist(game.state)}
    assert not step_done(game.ruleset, game.state, steps["piper"])  # nothing sent yet
    game.apply(Advance(override=True))
    assert game.state.phase.step == "witch"
    steps = {s.id: s for s in game.ruleset.checklist(game.state)}
    assert step_done(game.ruleset, game.state, steps["piper"])  # sent nothing, but its part is over
    assert not step_done(game.ruleset, game.state, steps["witch"])
