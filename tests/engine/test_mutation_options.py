"""``engine.options`` on its own: which options apply under a game type, the shape
check of each kind of value with its exact sentence, the defaults and the text ids
a form needs (issue 21, mutation testing).

The setup form (and a scenario file) sends options as JSON; ``OptionSpec.problem``
is the first check they meet, so a wrong shape must get a sentence naming the
option, and a right one must pass (the book then judges the table).
"""

from __future__ import annotations

from engine.options import Choice, OptionKind, OptionSpec, Part, game_type_spec, label_ids, spec_defaults

MODES = (Choice("manual", "opt.mode.manual"), Choice("timer", "opt.mode.timer"))
EVENTS = (Choice("festival", "opt.event.festival"), Choice("storm", "opt.event.storm"))


def spec(kind: OptionKind, **fields: object) -> OptionSpec:
    return OptionSpec(key="opt", kind=kind, default=None, label="opt.label", **fields)  # type: ignore[arg-type]


# ---------------------------------------------------------------------------
# Game types


def test_an_option_without_game_types_applies_always() -> None:
    assert spec(OptionKind.BOOL).applies("classic")
    assert spec(OptionKind.BOOL).applies(None)


def test_an_option_with_game_types_applies_only_under_them() -> None:
    limited = spec(OptionKind.BOOL, game_types=("manual", "test"))
    assert limited.applies("manual") and limited.applies("test")
    assert not limited.applies("classic")
    assert limited.applies(None)  # a rule set without game types reads every option


def test_the_game_type_spec_is_the_one_that_selects_it() -> None:
    plain = spec(OptionKind.BOOL)
    chooser = OptionSpec("game_type", OptionKind.CHOICE, "classic", "opt.type", selects_game_type=True)
    assert game_type_spec((plain, chooser, plain)) is chooser
    assert game_type_spec((plain,)) is None
    assert game_type_spec(()) is None


# ---------------------------------------------------------------------------
# Shapes


def test_a_missing_value_is_refused_unless_the_option_is_optional() -> None:
    assert spec(OptionKind.INT, maximum=3).problem(None) == "'opt' needs a value"
    assert spec(OptionKind.INT, maximum=3, optional=True).problem(None) is None


def test_a_yes_no_option_takes_only_true_or_false() -> None:
    yes_no = spec(OptionKind.BOOL)
    assert yes_no.problem(True) is None and yes_no.problem(False) is None
    assert yes_no.problem(1) == "'opt' is yes or no"
    assert yes_no.problem("yes") == "'opt' is yes or no"


def test_a_whole_number_is_within_its_bounds_inclusive() -> None:
    number = spec(OptionKind.INT, minimum=2, maximum=5)
    assert number.problem(2) is None and number.problem(5) is None
    assert number.problem(1) == "'opt' is between 2 and 5, not 1"
    assert number.problem(6) == "'opt' is between 2 and 5, not 6"
    assert number.problem(3.0) == "'opt' is a whole number"
    assert number.problem(True) == "'opt' is a whole number"
    assert number.problem("3") == "'opt' is a whole number"


def test_a_choice_is_one_of_its_values() -> None:
    choice = spec(OptionKind.CHOICE, choices=MODES)
    assert choice.choice_values() == ("manual", "timer")
    assert choice.problem("timer") is None
    assert choice.problem("coin") == "'opt' is one of manual, timer, not 'coin'"


def test_durations_give_seconds_within_bounds_for_each_part() -> None:
    durations = spec(OptionKind.DURATIONS, minimum=0, maximum=600, parts=(Part("night", "p.n"), Part("day", "p.d")))
    assert durations.problem({"night": 0, "day": 600}) is None
    assert durations.problem({"night": 60}) is None  # a part left out is 0 seconds
    assert durations.problem({"night": 60, "day": 601}) == "'opt': day is between 0 and 600 seconds"
    assert durations.problem({"night": -1, "day": 601}) == "'opt': night is between 0 and 600 seconds"
    assert durations.problem({"night": True}) == "'opt': night is between 0 and 600 seconds"
    assert durations.problem({"night": "60"}) == "'opt': night is between 0 and 600 seconds"
    assert durations.problem([60, 60]) == "'opt' gives seconds per part"


def test_a_duration_left_out_counts_as_zero_seconds() -> None:
    at_least_one = spec(OptionKind.DURATIONS, minimum=1, maximum=9, parts=(Part("night", "p.n"),))
    assert at_least_one.problem({"night": 1}) is None
    assert at_least_one.problem({}) == "'opt': night is between 1 and 9 seconds"


def test_a_deck_is_a_list_of_roles() -> None:
    deck = spec(OptionKind.ROLES)
    assert deck.problem(["seer", "wolf"]) is None
    assert deck.problem(("seer",)) is None
    assert deck.problem("seer") == "'opt' is a list of roles"


def test_deadlines_name_one_of_their_modes() -> None:
    deadlines = spec(OptionKind.DEADLINES, choices=MODES)
    assert deadlines.problem({"mode": "timer", "vote_close": 10}) is None
    assert deadlines.problem({"mode": "later"}) == "'opt' names a mode: one of manual, timer"
    assert deadlines.problem({}) == "'opt' names a mode: one of manual, timer"
    assert deadlines.problem("manual") == "'opt' names a mode: one of manual, timer"


def test_a_script_lists_known_events_per_day() -> None:
    script = spec(OptionKind.SCRIPT, choices=EVENTS)
    assert script.problem({"1": [], "2": ["festival", "storm"]}) is None
    assert script.problem({"2": ("storm",)}) is None
    assert script.problem({"1": ["festival"], "2": ["festival", "picnic"]}) == (
        "'opt' lists, per day, some of festival, storm"
    )
    assert script.problem({"2": "festival"}) == "'opt' lists, per day, some of festival, storm"
    assert script.problem(["festival"]) == "'opt' is a table of days"


# ---------------------------------------------------------------------------
# Defaults and words


def test_the_defaults_leave_out_only_optional_options_without_one() -> None:
    specs = (
        OptionSpec("wolves", OptionKind.INT, 2, "l.w", maximum=5),
        OptionSpec("roles", OptionKind.ROLES, None, "l.r", optional=True),
        OptionSpec("theme", OptionKind.CHOICE, "dark", "l.t", choices=(Choice("dark", "c.d"),), optional=True),
        OptionSpec("note", OptionKind.CHOICE, None, "l.n"),
    )
    assert spec_defaults(specs) == {"wolves": 2, "theme": "dark", "note": None}


def test_a_form_needs_the_words_of_every_everyday_option() -> None:
    specs = (
        OptionSpec("mode", OptionKind.DEADLINES, {"mode": "manual"}, "l.mode", help="h.mode", choices=MODES),
        OptionSpec("script", OptionKind.SCRIPT, {}, "l.script", choices=EVENTS, advanced=True),
        OptionSpec(
            "theme",
            OptionKind.CHOICE,
            "dark",
            "l.theme",
            choices=(Choice("dark", "c.dark", names={"en": "Dark"}), Choice("light", "c.light")),
        ),
        OptionSpec("times", OptionKind.DURATIONS, {}, "l.times", parts=(Part("night", "p.night"),), maximum=9),
    )
    assert label_ids(specs) == {
        "l.mode",
        "h.mode",
        "opt.mode.manual",
        "opt.mode.timer",
        "l.theme",
        "c.light",
        "l.times",
        "p.night",
    }
    assert label_ids(()) == set()
