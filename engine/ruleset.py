"""The contract every rule set fulfils, composed of its parts, and the registry.

A rule set is one package under ``engine/rulesets``: its roles as data
(``RoleSpec``), its abilities as code, its phases and resolution. ``Ruleset`` is
made of parts that each say one thing, each in its own module:

- ``engine.ruleset_book``: what the book is (name, titles, roles, abilities, table size);
- ``engine.ruleset_setup``: options, bots, the deal, the start, positions;
- ``engine.ruleset_rules``: who may act, submit, vote and write now, closing a phase
  (the generic bookkeeping, so a book writes only its rules);
- ``engine.ruleset_outcome``: the victory rules and the points where they are checked;
- ``engine.ruleset_views``: what each screen may show;
- ``engine.ruleset_words``: the book's words for its ids.

A book subclasses ``Ruleset`` and overrides what its rules say; callers keep
importing everything from here.
"""

from __future__ import annotations

from engine.errors import SetupError
from engine.ruleset_book import LANGUAGES, BookData, RoleSpec
from engine.ruleset_outcome import OutcomePoint, RulesetOutcome
from engine.ruleset_rules import Prompt, RulesetRules, VotePrompt
from engine.ruleset_setup import RulesetSetup
from engine.ruleset_views import ChecklistStep, RulesetViews
from engine.ruleset_words import WordTable, word_lookup

__all__ = [
    "LANGUAGES",
    "RULESETS",
    "BookData",
    "ChecklistStep",
    "OutcomePoint",
    "Prompt",
    "RoleSpec",
    "Ruleset",
    "VotePrompt",
    "WordTable",
    "find_ruleset",
    "register",
    "ruleset_names",
    "word_lookup",
]


class Ruleset(RulesetSetup, RulesetRules, RulesetOutcome, RulesetViews):
    """Base class of a rule set, made of its parts. Subclasses are registered in ``RULESETS``."""


RULESETS: dict[str, Ruleset] = {}


def register(ruleset: Ruleset) -> Ruleset:
    for key in (ruleset.name, *ruleset.aliases):
        RULESETS[key] = ruleset
    return ruleset


def find_ruleset(name: str) -> Ruleset:
    """The rule set registered under ``name`` or one of its aliases.

    The core never imports a rule book (that would be an import circle): the
    books register themselves when ``engine.rulesets`` is imported, which the
    ``engine`` package does for every reader of the engine."""
    try:
        return RULESETS[name]
    except KeyError:
        raise SetupError.of("unknown_ruleset", rule="ruleset", name=str(name)) from None


def ruleset_names() -> list[str]:
    return sorted({r.name for r in RULESETS.values()})
