"""The presentation words of a rule book: its word tables and the lookups that
turn an id (an ability, a team, a phase step, a channel, a reason) into a word
of a language, so no screen shows an id."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from engine.errors import EngineError
from engine.model import Message
from engine.refusals import render_refusal
from engine.ruleset_book import BookData
from engine.words import in_lang, sentences, word_of

#: ``{key: {lang: text}}``: how every book keeps its words
WordTable = Mapping[str, Mapping[str, str]]


def word_lookup(table: WordTable) -> Callable[[str, str], str]:
    """A book's ``word(key, lang)`` over its own table (``engine.words.word_of``), so
    the books share one lookup instead of each writing the same three lines."""

    def word(key: str, lang: str) -> str:
        return word_of(table, key, lang)

    return word


class RulesetWords(BookData):
    """The book's words by kind and the lookups every screen, refusal and
    checklist uses."""

    #: each ability's name per language, ``{ability: {lang: name}}``: a phone, a console row
    #: or a checklist shows these, never an ability id
    ability_names: Mapping[str, Mapping[str, str]] = {}
    #: the book's words for seen-as / counts-as / wins-with values and its teams
    attribute_words: Mapping[str, Mapping[str, str]] = {}
    #: the book's words for its own phase steps and phase kinds ("defense", "review")
    phase_words: Mapping[str, Mapping[str, str]] = {}
    #: the book's words for its channels (a numbered one, "group3", by its stem "group")
    channel_words: Mapping[str, Mapping[str, str]] = {}
    #: why a game of the book ended, by the outcome's reason id
    reason_words: Mapping[str, Mapping[str, str]] = {}
    #: the book's other words by table name: templates, checklist lines, result and option words
    word_tables: Mapping[str, WordTable] = {}
    #: for an ability whose targets' order matters, each target's part in order, in words
    #: (``{ability: ({lang: word}, ...)}``): the Blind Seer's first target is examined, the
    #: second receives the reading (IT-10.2). A phone and a console row label each picker
    #: with it; an ability not listed takes its targets in any order.
    target_parts: Mapping[str, Sequence[Mapping[str, str]]] = {}

    def ability_name(self, ability_id: str, lang: str = "en") -> str:
        return word_of(self.ability_names, ability_id, lang)

    def target_part_words(self, ability_id: str, lang: str = "en") -> list[str]:
        """The parts of the ability's targets in order, in ``lang`` (``target_parts``);
        ``[]`` when their order does not matter."""
        return [in_lang(part, lang) for part in self.target_parts.get(ability_id, ())]

    def attribute_word(self, value: str, lang: str = "en") -> str:
        return word_of(self.attribute_words, value, lang)

    def phase_word(self, step_or_kind: str, lang: str = "en") -> str:
        return word_of(self.phase_words, step_or_kind, lang)

    def channel_word(self, channel: str, lang: str = "en") -> str:
        stem = channel if channel in self.channel_words else channel.rstrip("0123456789")
        return in_lang(self.channel_words.get(stem, {}), lang) or channel

    def reason_word(self, reason: str, lang: str = "en") -> str:
        return word_of(self.reason_words, reason, lang)

    def role_name(self, role: str, lang: str = "en") -> str:
        spec = self.roles.get(role)
        return spec.name(lang) if spec else role

    def option_label(self, ability_id: str, option: str, lang: str = "en") -> str:
        """The rule set's word, in ``lang``, for one of an ability's option choices, so a
        phone never shows a raw id. Default: a role's name, else the choice itself."""
        spec = self.roles.get(option)
        return spec.name(lang) if spec else option

    def winning_sides(self, teams: Sequence[str], lang: str = "en") -> str:
        """The winning sides as whole sentences of the book's ``winners`` table, one
        per side ("Gana la aldea.", "Ganan los lobos."); "nobody" when none is known."""
        table = self.word_tables.get("winners", {})
        return sentences(table, [t for t in teams if t in table] or [k for k in ("nobody",) if k in table], lang)

    def render(self, message: Message, names: list[str], lang: str = "en") -> str:
        """Human text of a message; rule sets provide their templates."""
        return f"{message.kind} {message.params}"

    def refusal_text(self, error: EngineError, lang: str = "en") -> str:
        """A refusal of this book in ``lang``, with its words for roles and abilities."""
        return render_refusal(error.key, error.params, lang, self)

    def text_tables(self) -> dict[str, WordTable]:
        """Every text of the book by table, each ``{key: {lang: text}}``: what
        ``scripts/translations.py check`` requires in every language of ``LANGUAGES``."""
        roles = self.roles.values()
        return {
            "title": {self.name: self.titles},
            "role names": {r.id: r.names for r in roles},
            "role texts": {r.id: r.texts for r in roles},
            "role goals": {r.id: r.goals for r in roles},
            "ability names": {a: self.ability_names.get(a, {}) for a in self.abilities},
            "attribute words": self.attribute_words,
            "phase words": self.phase_words,
            "channel words": self.channel_words,
            "reason words": self.reason_words,
            "target parts": {f"{a}.{i}": w for a, parts in self.target_parts.items() for i, w in enumerate(parts)},
            **self.word_tables,
        }
