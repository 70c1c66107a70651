"""Village vs Non-village's options, described for setup forms (engine/options.py; ZH-1, ZH-4, ZH-5)."""

from __future__ import annotations

from engine.options import Choice, OptionKind, OptionSpec
from engine.rulesets.village_vs_nonvillage.events import EVENTS
from engine.rulesets.village_vs_nonvillage.roles import ROLES, WEREWOLF

OPTION_SPECS: tuple[OptionSpec, ...] = (
    OptionSpec(
        "roles",
        OptionKind.ROLES,
        None,  # None: the book's proposal for the table size
        "cards",
        "role_list.help",
        roles=tuple(ROLES),
        repeatable=(WEREWOLF,),  # ZH-1.4: every other role at most once
        optional=True,
    ),
    OptionSpec("sheriff", OptionKind.BOOL, True, "sheriff", "sheriff.help"),
    OptionSpec("last_words", OptionKind.BOOL, True, "last_words"),
    OptionSpec("events", OptionKind.BOOL, True, "events", "events.help"),
    OptionSpec(
        "event_script",
        OptionKind.SCRIPT,
        {},
        "event_script",
        choices=tuple(Choice(event, f"event.{event}") for event in EVENTS),
        advanced=True,  # rehearsals and tests: the events of given days fixed in advance
    ),
)
