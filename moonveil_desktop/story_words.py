"""The end-of-game reveal and the vote history in words (issue 26). No Qt here.

``engine.story`` tells a game from its journal as data; this module puts it in one
language for the screens: the console (every ballot), and the projector, the TV
page and every phone (``reveal``: all roles, the winners, the story by nights and
days). A reveal exists only once the game is over; before that it is ``None``, so
no screen can show any part of it early. Player names stay plain text here: the
pages escape them (Jinja autoescape), the Qt screens show them as plain text.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.text import listed
from engine.words import SENTENCE_GAP
from moonveil_desktop.catalog import QT_TRANSLATE_NOOP, translate
from moonveil_desktop.vocabulary import ability_label, option_label, reason_label, team_label
from moonveil_desktop.web.i18n import Words

if TYPE_CHECKING:
    from engine.commands import Submit, VoteChoice
    from engine.game import Game
    from engine.model import Message, Phase
    from engine.ruleset import Ruleset
    from engine.story import StoryLine
    from moonveil_desktop.view_types import Reveal

CONTEXT = "Story"

SENTENCES = {
    "targets": QT_TRANSLATE_NOOP("Story", "{actor} — {ability}: {targets}"),
    "targets_option": QT_TRANSLATE_NOOP("Story", "{actor} — {ability}: {targets} ({option})"),
    "option": QT_TRANSLATE_NOOP("Story", "{actor} — {ability}: {option}"),
    "plain": QT_TRANSLATE_NOOP("Story", "{actor} — {ability}"),
    "vote": QT_TRANSLATE_NOOP("Story", "{voter} voted: {choice} (weight {weight})"),
    "advance": QT_TRANSLATE_NOOP("Story", "The moderator closed the phase."),
    "override": QT_TRANSLATE_NOOP("Story", "The moderator closed the phase without waiting for everyone."),
    "decision": QT_TRANSLATE_NOOP("Story", "The moderator decided: {decision}"),
    "deal": QT_TRANSLATE_NOOP("Story", "The cards were dealt."),
    "time": QT_TRANSLATE_NOOP("Story", "Time ran out."),
    "learned": QT_TRANSLATE_NOOP("Story", "{player} learned: {text}"),
    "draw": QT_TRANSLATE_NOOP("Story", "A draw"),
    "nobody": QT_TRANSLATE_NOOP("Story", "nobody"),
}


def say(lang: str, key: str, **params: object) -> str:
    text = translate(lang, CONTEXT, SENTENCES[key])
    return text.format(**params) if params else text


def reveal(game: Game, lang: str) -> Reveal | None:
    """All roles, the winners and the public story of a finished game; None before the end."""
    from engine.story import chapters, public_story, tell

    state = game.state
    if state.outcome is None:
        return None
    ruleset, names = game.ruleset, state.names()
    winners = set(state.outcome.winners)
    teams = state.outcome.winning_teams
    return {
        "winners": [names[seat] for seat in sorted(winners)],
        "teams": [team_label(team, lang) for team in teams] or [say(lang, "draw")],
        "reason": reason_label(state.outcome.reason, lang),
        "roles": [
            {
                "seat": p.seat,
                "name": p.name,
                "role": p.role,
                "role_name": ruleset.roles[p.role].name(lang) if p.role in ruleset.roles else p.role,
                "team": team_label(p.wins_with, lang),
                "alive": p.alive,
                "won": p.seat in winners,
            }
            for p in state.players
        ],
        "chapters": [
            {
                "title": phase_name(ruleset, chapter.kind, chapter.number, lang),
                "lines": [text for line in chapter.lines for text in line_words(ruleset, line, names, lang)],
            }
            for chapter in chapters(public_story(tell(game)))
            if chapter.kind != "lobby"  # the deal: who was who is the reveal's first page
        ],
    }


def phase_name(ruleset: Ruleset, kind: str, number: int, lang: str) -> str:
    """ "Night 2", "Day 1", "Vote, day 1"; a book's own kind in the book's word
    ("Night 0 results" for Three factions' "review"), never the kind's id."""
    kind_name = ruleset.phase_word(kind, lang) if kind in ruleset.phase_words else ""
    label = kind_name or f"{kind} {number}"  # a kind no one has a word for shows as it is: the walking test fails
    return Words(lang).phase({"kind": kind, "number": number, "kind_name": kind_name, "label": label})


def vote_phase_name(ruleset: Ruleset, phase: Phase, lang: str) -> str:
    """A ballot's phase: "Day 1 / Sheriff vote" where the book names the step (two votes
    of one day differ by it), else the phase alone."""
    name = phase_name(ruleset, phase.kind, phase.number, lang)
    step = str(phase.step or "")
    return f"{name} / {ruleset.phase_word(step, lang)}" if step in ruleset.phase_words else name


#: Message kinds that close a vote without being its result: the tally (the ballots have
#: their own rows) and what the phase change says (the next night, the end of the game and
#: its cards). A vote's outcome is what its closing said, less these. Named by kind, not cut
#: from text, so every language reads the same; ``test_story_words`` walks every book's
#: closings and fails on a kind it does not know.
NOT_AN_OUTCOME = frozenset(
    {
        "ballots",  # Moonveil: every ballot, the totals, the threshold
        "ballots_most",  # Moonveil, plurality house rule
        "vote_totals",  # Three factions, Village vs Non-village: the totals
        "accusation_closed",  # Luna llena: the accusers' totals
        "night_falls",
        "game_over",
        "roles_revealed",
        "cards_revealed",
        "last_words",  # Village vs Non-village: who speaks next, a step of the day, not the vote's result
    }
)


def line_words(ruleset: Ruleset, line: StoryLine, names: list[str], lang: str) -> list[str]:
    """One story line in words: what was done (when it says something), then what the engine made of it."""
    action = action_words(ruleset, line, names, lang)
    results = [message_words(ruleset, message, names, lang) for message in line.results]
    return [text for text in (action, *results) if text]


def message_words(ruleset: Ruleset, message: Message, names: list[str], lang: str) -> str:
    """A message in words; one told to a single player says whom ("Gus learned: ...")."""
    text = ruleset.render(message, names, lang)
    if message.audience.kind == "player" and message.audience.seat is not None:
        return say(lang, "learned", player=names[message.audience.seat], text=text)
    return text


def action_words(ruleset: Ruleset, line: StoryLine, names: list[str], lang: str) -> str:
    from engine.commands import Advance, Submit, Vote

    command = line.command
    if isinstance(command, Submit):
        return submit_words(ruleset, command, names, lang)
    if isinstance(command, Vote):
        weight = "?" if line.weight is None else str(line.weight)
        choice = choice_words(command.choice, names, lang)
        return say(lang, "vote", voter=names[command.voter], choice=choice, weight=weight)
    if isinstance(command, Advance):
        if command.decision:
            return say(lang, "decision", decision=option_label(command.decision, lang))
        return say(lang, "override" if command.override else "advance")
    if command.kind == "deal":
        return say(lang, "deal")
    if command.kind in ("clock", "presence"):
        return say(lang, "time")
    return ""


def submit_words(ruleset: Ruleset, command: Submit, names: list[str], lang: str) -> str:
    ability = ability_label(command.ability, lang)
    targets = listed((names[t] for t in command.targets), lang)
    option = ""
    if command.option:
        choice, colon, text = command.option.partition(":")
        option = ruleset.option_label(command.ability, choice, lang) + (f": {text}" if colon else "")
    key = ("targets_option" if option else "targets") if targets else ("option" if option else "plain")
    return say(lang, key, actor=names[command.actor], ability=ability, targets=targets, option=option)


def choice_words(choice: VoteChoice, names: list[str], lang: str) -> str:
    if choice is None:
        return Words(lang)("abstain")
    return names[choice] if isinstance(choice, int) else option_label(choice, lang)


def vote_rows(game: Game, lang: str, *, public_only: bool) -> list[dict[str, str]]:
    """Every ballot of the game (the console), or only those the book makes public
    (projector, phones): phase, voter, choice, weight, the outcome of its vote."""
    from engine.story import tell, vote_history

    names = game.state.names()
    rows = []
    for record in vote_history(tell(game)):
        if public_only and record.secret:
            continue
        rows.append(
            {
                "phase": vote_phase_name(game.ruleset, record.phase, lang),
                "voter": names[record.voter],
                "choice": choice_words(record.choice, names, lang),
                "weight": "?" if record.weight is None else str(record.weight),
                "outcome": outcome_words(game.ruleset, record.outcome, names, lang),
            }
        )
    return rows


def outcome_words(ruleset: Ruleset, closing: tuple[Message, ...], names: list[str], lang: str) -> str:
    """A vote's result alone ("Ben is banished — Seer."), without its tally or the phase change."""
    results = (message_words(ruleset, m, names, lang) for m in closing if m.kind not in NOT_AN_OUTCOME)
    return SENTENCE_GAP.get(lang, " ").join(results)
