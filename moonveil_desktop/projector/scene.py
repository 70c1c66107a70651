"""What the projector shows, computed from the public view alone (no Qt here).

``build_scene(view, tr, remaining_s)`` turns one ``public_view`` dict into a
``Scene``: plain strings laid out by the Qt window and by the TV page alike.
It is handed nothing but the public view, a translate function and the seconds
left on the moderator's clock, so whatever it shows was already public.

Static rule-set data (role display names, the team a role belongs to) comes
from the rule-set registry: it is the rule book, not the game.

Conventions read from public announcements (documented in docs/projector.md):
- a message whose params hold ``totals`` (``[[choice, amount], ...]``) is a vote
  tally; ``ballots`` (``[[voter, choice, weight], ...]``) when ballots are public;
  ``total`` and ``threshold`` when the rule set states them;
- a message whose kind is in ``SPOTLIGHT_KINDS`` (an accused's defense, the day's
  event) is shown on its own, large.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import asdict, dataclass, field
from typing import TYPE_CHECKING, Any

from engine.ruleset import RULESETS, RoleSpec, find_ruleset
from engine.text import listed
from engine.words import numbered, readable_number
from moonveil_desktop.projector import strings as S
from moonveil_desktop.titles import public_sheriff
from moonveil_desktop.vocabulary import option_label

if TYPE_CHECKING:
    from engine.view_types import MessageData, PhaseData
    from moonveil_desktop.view_types import VillageView

Translate = Callable[[str], str]

SPOTLIGHT_KINDS = frozenset({"defense", "accused", "accusation", "daily_event", "event", "event_drawn"})
# Messages that only say which phase begins: the headline already says it.
# Three factions' "Day 1 begins: the vote is open." is one: as what happened it hid the night's
# news ("Nobody died tonight.") all day long (stop 45).
PHASE_MARKER_KINDS = frozenset({"night_falls", "day_breaks", "vote_open", "phase_opens", "day_opens"})
# Messages that tell the village what to do in the phase they open (Luna llena's "Judge Ana:
# execute, pardon or abstain."): shown while that phase lasts, never as what happened: the
# night after a judgment read "What happened: Judge Ana: execute, pardon or abstain.", and
# so did the end screen's story.
INSTRUCTION_KINDS = frozenset({"accusation_open", "judgment_open", "tiebreak_open"})
# Messages the end screen shows on its own rather than in the timeline.
ENDING_KINDS = frozenset({"game_over", "draw", "roles_revealed"})
NEWS_LINES = 6
MOODS = ("lobby", "night", "day", "vote", "over")


def identity(text: str) -> str:
    return text


@dataclass
class SeatCard:
    seat: int
    name: str
    alive: bool
    role: str  # display name, only where the public view has the role
    team: int  # index into the colour-blind-safe palette, -1 when unknown
    mark: str  # ✓ ready / … waiting, only where status is public
    done: bool  # the mark is good news (acted, or won): drawn stronger than "waiting"
    state: str  # "alive" / "eliminated" in words
    title: str = ""  # a public title the living player holds ("Sheriff"), in words


@dataclass
class TallyRow:
    choice: str
    amount: str
    voters: str


@dataclass
class Tally:
    title: str
    rows: list[TallyRow]
    note: str


@dataclass
class TimelineEntry:
    phase: str
    lines: list[str]


@dataclass
class Scene:
    lang: str
    title: str
    mood: str
    headline: str
    subline: str
    countdown: str
    seats: list[SeatCard]
    status: str
    setup: str
    news_title: str
    news: list[str]
    tally: Tally | None
    spotlight_title: str
    spotlight: list[str]
    outcome: str
    winners: str
    timeline_title: str
    timeline: list[TimelineEntry] = field(default_factory=list)
    roles_title: str = ""

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)

    def texts(self) -> list[str]:
        """Every string of the scene (used by leak tests and the TV page)."""
        out: list[str] = []
        _collect(self.to_dict(), out)
        return out


def _collect(value: Any, out: list[str]) -> None:
    if isinstance(value, str):
        out.append(value)
    elif isinstance(value, dict):
        for item in value.values():
            _collect(item, out)
    elif isinstance(value, list):
        for item in value:
            _collect(item, out)


# ---------------------------------------------------------------------------


def build_scene(
    view: VillageView, tr: Translate = identity, remaining_s: float | None = None, lang: str = "en"
) -> Scene:
    """The projector's whole screen from one public view."""
    phase = view["phase"]
    over = view.get("outcome") is not None
    names = [seat["name"] for seat in view["seats"]]
    tally_kinds = _tally_messages(view["announcements"])
    mood = mood_of(phase["kind"], over)
    news = _news(view["announcements"], tally_kinds, tr)
    return Scene(
        lang=lang,
        title=str(view.get("title", "")),
        mood=mood,
        headline=phase_headline(phase["kind"], phase["number"], tr, over, phase.get("kind_name", "")),
        subline=_step_line(phase, tr),
        countdown=countdown_text(remaining_s, tr) if not over else "",
        seats=_seats(view, tr, lang),
        status=_status_line(view, tr),
        setup=_setup_line(view, tr, lang),
        news_title=tr(S.NEWS) if news else "",
        news=news or ([tr(S.NOTHING_YET)] if mood == "night" else []),
        tally=_tally(view["announcements"], names, tr, lang),
        spotlight_title=tr(S.SPOTLIGHT),
        spotlight=_spotlight(view["announcements"], view["phase"]["label"]),
        outcome=_outcome_line(view, tr) if over else "",
        winners=_winners_line(view, tr, lang) if over else "",
        timeline_title=_story_title(view, tr) if over else "",
        timeline=_story_page(view, tr) if over else [],
        roles_title=tr(S.ROLES) if over else "",
    )


def _step_line(phase: PhaseData, tr: Translate) -> str:
    """The step in the book's own word when it names it, else the projector's."""
    step = str(phase.get("step") or "")
    named = str(phase.get("step_name") or "")
    return named if named and named != step else step_words(step, tr)


def step_words(step: str, tr: Translate) -> str:
    """The step inside the phase in words ("Defense"), never its id; "" when the
    rule set names a step the projector has no words for."""
    words = S.STEP_WORDS.get(step)
    return tr(words) if words else ""


def mood_of(kind: str, over: bool) -> str:
    """The visual mood: night theme for nights, a warmer one for votes."""
    if over or kind == "over":
        return "over"
    if kind == "lobby":
        return "lobby"
    if "night" in kind:
        return "night"
    if kind in ("vote", "trial", "judgment", "judgement", "ballot"):
        return "vote"
    return "day"


def phase_headline(kind: str, number: int, tr: Translate, over: bool = False, kind_name: str = "") -> str:
    if over or kind == "over":
        return tr(S.GAME_OVER)
    if kind == "lobby":
        return tr(S.LOBBY)
    mood = mood_of(kind, over)
    if mood == "night":
        return tr(S.NIGHT).format(number=number)
    if mood == "vote":
        return tr(S.VOTE).format(number=number)
    if kind == "day":
        return tr(S.DAY).format(number=number)
    return numbered(kind_name or kind.replace("_", " ").capitalize(), number)


def _label_number(label: str) -> int:
    base = label.split("/", 1)[0].split()
    return int(base[1]) if len(base) > 1 and base[1].isdigit() else 0


def label_headline(label: str, tr: Translate, kind_words: Mapping[str, str] | None = None) -> str:
    """A message's phase label ("night 2", "vote 1/defense") as a headline; a book's own
    kind ("review 0") in the book's word (``kind_words``: "Night 0 results")."""
    base = label.split("/", 1)[0].split()
    kind = base[0] if base else ""
    number = int(base[1]) if len(base) > 1 and base[1].isdigit() else 0
    return phase_headline(kind, number, tr, kind_name=(kind_words or {}).get(kind, ""))


def countdown_text(remaining_s: float | None, tr: Translate) -> str:
    if remaining_s is None:
        return ""
    if remaining_s <= 0:
        return tr(S.TIME_UP)
    whole = int(remaining_s + 0.999)  # 0.2 s left still shows 0:01
    return f"{whole // 60}:{whole % 60:02d}"


# -- static rule-set data -----------------------------------------------------


def _roles(view: VillageView) -> dict[str, RoleSpec]:
    name = str(view.get("ruleset", ""))
    if name not in RULESETS:
        try:
            find_ruleset(name)
        except Exception:  # an unknown rule set still shows, without role names
            return {}
    return dict(RULESETS[name].roles)


def team_index(roles: dict[str, RoleSpec], role_id: str) -> int:
    """A stable palette slot per team of the rule set (sorted team ids)."""
    spec = roles.get(role_id)
    if spec is None:
        return -1
    teams = sorted({r.team for r in roles.values()})
    return teams.index(spec.team)


def role_name(roles: dict[str, RoleSpec], role_id: str, lang: str) -> str:
    spec = roles.get(role_id)
    return spec.name(lang) if spec else role_id


# -- parts ----------------------------------------------------------------------


def _seats(view: VillageView, tr: Translate, lang: str) -> list[SeatCard]:
    roles = _roles(view)
    done = {s["seat"]: s["done"] for s in view.get("status", [])}
    voting = mood_of(view["phase"]["kind"], False) == "vote"
    yes, no = (S.VOTED_MARK, S.VOTING_MARK) if voting else (S.DONE_MARK, S.WAITING_MARK)
    outcome = view.get("outcome")
    winners = set(outcome["winners"]) if outcome else set()
    sheriff = public_sheriff(view)
    cards = []
    for seat in view["seats"]:
        role_id = seat.get("role") or ""
        mark = ""
        acted = bool(done.get(seat["seat"], False))
        if seat["seat"] in done:
            mark = tr(yes) if done[seat["seat"]] else tr(no)
        elif seat["name"] in winners:
            mark, acted = tr(S.WINNER_MARK), True
        cards.append(
            SeatCard(
                seat=seat["seat"],
                name=str(seat["name"]),
                alive=bool(seat["alive"]),
                role=role_name(roles, role_id, lang) if role_id else "",
                team=team_index(roles, role_id) if role_id else -1,
                mark=mark,
                done=acted,
                state=tr(S.ALIVE) if seat["alive"] else tr(S.ELIMINATED),
                title=tr(S.SHERIFF) if seat["seat"] == sheriff else "",
            )
        )
    return cards


def _status_line(view: VillageView, tr: Translate) -> str:
    status = view.get("status", [])
    if not status:
        return ""
    line = S.VOTED if mood_of(view["phase"]["kind"], False) == "vote" else S.READY
    return tr(line).format(done=sum(1 for s in status if s["done"]), total=len(status))


def _setup_line(view: VillageView, tr: Translate, lang: str) -> str:
    seats = view["seats"]
    parts = [tr(S.PLAYERS).format(count=len(seats))]
    if view["phase"]["kind"] != "lobby":
        parts.append(tr(S.LIVING).format(count=sum(1 for s in seats if s["alive"])))
    setup = view.get("setup", {})
    # the whole composition where it is public; otherwise only the counts the rule set makes public
    composition = setup.get("composition") or setup.get("public_counts")
    if isinstance(composition, dict) and composition:
        roles = _roles(view)
        parts.append(
            listed(
                (
                    f"{role_name(roles, r, lang)} ×{n}" if n > 1 else role_name(roles, r, lang)
                    for r, n in sorted(composition.items(), key=lambda item: (team_index(roles, item[0]), item[0]))
                ),
                lang,
            )
        )
    return " · ".join(parts)


def _groups(announcements: list[MessageData]) -> list[tuple[str, list[MessageData]]]:
    """Announcements grouped by the phase they were made in, in order."""
    groups: list[tuple[str, list[MessageData]]] = []
    for message in announcements:
        if not groups or groups[-1][0] != message["phase"]:
            groups.append((message["phase"], []))
        groups[-1][1].append(message)
    return groups


def _recent(announcements: list[MessageData]) -> list[MessageData]:
    """The last resolution: the previous phase's messages and the current one's."""
    return [m for _, messages in _groups(announcements)[-2:] for m in messages]


def _spotlight(announcements: list[MessageData], phase_label: str) -> list[str]:
    """The accused's defense or the day's event of the last resolution, and what the
    village is asked to do in the phase now open (``phase_label``)."""
    lines = [m.get("text", "") for m in _recent(announcements) if m["kind"] in SPOTLIGHT_KINDS]
    return lines + [
        m.get("text", "") for m in announcements if m["kind"] in INSTRUCTION_KINDS and m["phase"] == phase_label
    ]


def _tally_messages(announcements: list[MessageData]) -> set[int]:
    return {m["seq"] for m in announcements if "totals" in m.get("params", {})}


def _telling(messages: list[MessageData], tallies: set[int]) -> list[str]:
    """The lines of a group worth reading: no phase markers, tallies or spotlights."""
    return [
        str(m["text"])
        for m in messages
        if m.get("text")
        and m["seq"] not in tallies
        and m["kind"] not in PHASE_MARKER_KINDS
        and m["kind"] not in SPOTLIGHT_KINDS
        and m["kind"] not in INSTRUCTION_KINDS
    ]


def _news(announcements: list[MessageData], tallies: set[int], tr: Translate) -> list[str]:
    """What the last resolution announced: the latest phase that said something."""
    for _, messages in reversed(_groups(announcements)):
        lines = _telling(messages, tallies)
        if lines:
            return lines[-NEWS_LINES:]
    return []


def _choice(choice: Any, names: list[str], tr: Translate, lang: str) -> str:
    """A ballot's choice in words: a name, "Abstain", or a named option ("Execute",
    the shared vocabulary's word, never the id)."""
    if choice is None:
        return tr(S.ABSTAIN)
    if isinstance(choice, int) and 0 <= choice < len(names):
        return names[choice]
    return option_label(str(choice), lang)


def _tally(announcements: list[MessageData], names: list[str], tr: Translate, lang: str) -> Tally | None:
    """The latest public tally of the last resolution, exactly as announced."""
    latest = next((m for m in reversed(_recent(announcements)) if "totals" in m.get("params", {})), None)
    if latest is None:
        return None
    params = latest["params"]
    voters: dict[str, list[str]] = {}
    for voter, choice, weight in params.get("ballots", []):
        label = names[voter] if isinstance(voter, int) and 0 <= voter < len(names) else str(voter)
        if str(weight) not in ("1", "1.0"):
            label = tr(S.WEIGHTED_VOTER).format(name=label, weight=readable_number(str(weight)))
        voters.setdefault(_choice(choice, names, tr, lang), []).append(label)
    chosen = [(_choice(choice, names, tr, lang), amount) for choice, amount in params["totals"]]
    rows = [
        TallyRow(said, readable_number(str(amount)), listed(voters.pop(said, []), lang))
        for said, amount in sorted(chosen, key=lambda item: -_number(item[1]))
    ]
    rows += [TallyRow(choice, str(len(who)), listed(who, lang)) for choice, who in voters.items()]
    note = ""
    if "total" in params and "threshold" in params:
        note = tr(S.NEEDED).format(total=params["total"], threshold=readable_number(str(params["threshold"])))
    return Tally(_tally_title(latest["phase"], tr), rows, note)


def _tally_title(label: str, tr: Translate) -> str:
    """The tally's title, "Votes of day 1"; a vote in a named step of the day says its step ("Sheriff
    election, day 1"), so that it is not read as the day's execution vote."""
    number = _label_number(label)
    step = label.split("/", 1)[1] if "/" in label else ""
    words = step_words(step, tr) if step != "vote" else ""
    return tr(S.STEP_VOTES_OF).format(step=words, number=number) if words else tr(S.VOTES_OF).format(number=number)


def _number(value: Any) -> float:
    text = str(value)
    try:
        if "/" in text:
            top, bottom = text.split("/", 1)
            return float(top) / float(bottom)
        return float(text)
    except (ValueError, ZeroDivisionError):
        return 0.0


def _outcome_line(view: VillageView, tr: Translate) -> str:
    over = next((m for m in reversed(view["announcements"]) if m["kind"] in ("game_over", "draw")), None)
    if over is not None and over.get("text"):
        return str(over["text"])
    outcome = view["outcome"]
    return tr(S.DRAW) if outcome and outcome["draw"] else tr(S.GAME_OVER)


def _winners_line(view: VillageView, tr: Translate, lang: str) -> str:
    outcome = view["outcome"]
    if outcome is None or outcome["draw"] or not outcome["winners"]:
        return tr(S.DRAW)
    said = _outcome_line(view, tr)
    if all(str(n) in said for n in outcome["winners"]):
        return ""  # the rule set's own sentence already names them
    return tr(S.WINNERS).format(names=listed((str(n) for n in outcome["winners"]), lang))


def _timeline(
    announcements: list[MessageData], tr: Translate, kind_words: Mapping[str, str] | None = None
) -> list[TimelineEntry]:
    """Each phase that said something, in order (the tallies' outcomes are their own lines)."""
    tallies = _tally_messages(announcements)
    entries = []
    for label, messages in _groups(announcements):
        lines = _telling([m for m in messages if m["kind"] not in ENDING_KINDS], tallies)
        lines += [str(m["text"]) for m in messages if m["kind"] in SPOTLIGHT_KINDS and m.get("text")]
        if lines:
            entries.append(TimelineEntry(label_headline(label, tr, kind_words), lines))
    return entries


def _story_title(view: VillageView, tr: Translate) -> str:
    """The end screen's panel title: the timeline, or the night or day of the story the
    moderator stepped to (the reveal is in the village's view only once the game is over)."""
    reveal = view.get("reveal")
    if not reveal or not reveal["page"]:
        return tr(S.TIMELINE)
    chapter = reveal["chapters"][reveal["page"] - 1]
    return tr(S.STORY_PAGE).format(title=chapter["title"], page=reveal["page"], pages=len(reveal["chapters"]))


def _story_page(view: VillageView, tr: Translate) -> list[TimelineEntry]:
    reveal = view.get("reveal")
    if not reveal or not reveal["page"]:
        return _timeline(view["announcements"], tr, view.get("phase_words"))
    return [TimelineEntry("•", [line]) for line in reveal["chapters"][reveal["page"] - 1]["lines"]]
