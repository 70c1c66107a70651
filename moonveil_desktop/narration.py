"""The narrated night (issue 25), without Qt: what the voice says, and when.

The lines are a pure function of the rule set's night-order checklist (the words to
say aloud, in the book's own words) and of the table's language; the pauses come from
one random generator, drawn the same way for every step. So a step whose role is dead
(or, in a secret game type, which special role it is) changes neither the words nor
the pauses: the voice never tells the table who is alive or in play. The seats of a
step are used only to know when its phones have submitted; they are never spoken.

``Narrator`` is fed ``Moment``s (what the evening shows now, made by ``moment_of``
from the evening service) and polled with the time; it answers with the next line
to speak. Every line has a key and is spoken once per evening: an Undo that goes
back into a night never replays speech. Nothing that happened at night is spoken
before the day begins, and the day begins only when the moderator (or the playing
host) has accepted the resolution preview.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from moonveil_desktop.catalog import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from engine.model import GameState
    from engine.ruleset import ChecklistStep, Ruleset
    from moonveil_desktop.evening import Evening

CONTEXT = "Narration"

#: The narrator's own lines (the book's checklist holds only each step's wake-up words).
APP_LINES = {
    "night_falls": QT_TRANSLATE_NOOP("Narration", "Night falls. Everyone, close your eyes."),
    "close_eyes": QT_TRANSLATE_NOOP("Narration", "Close your eyes."),
    "host_resolve": QT_TRANSLATE_NOOP(
        "Narration", "The night is over. Host, open your eyes and close the night; everyone else, eyes closed."
    ),
    "dawn": QT_TRANSLATE_NOOP("Narration", "Everyone, open your eyes: dawn breaks."),
    "day_opens": QT_TRANSLATE_NOOP("Narration", "The day begins. Talk it over."),
    "vote_opens": QT_TRANSLATE_NOOP("Narration", "Voting is open: vote on your phones."),
    "vote_closes": QT_TRANSLATE_NOOP("Narration", "Voting is closed."),
}

#: A checklist step that is the dawn itself (Luna llena ends its list with it): its words
#: are held back until the day begins, never spoken at night.
DAWN_STEP = "dawn"


def app_line(kind: str, lang: str) -> str:
    return translate(lang, CONTEXT, APP_LINES[kind])


@dataclass(frozen=True)
class Line:
    """One utterance. ``key`` is unique for the evening (spoken once); ``cue`` is the
    sound played before it ("night", "dawn")."""

    key: str
    kind: str
    text: str
    lang: str
    cue: str | None = None


@dataclass(frozen=True)
class Pace:
    """Seconds. Every step stays open at least a random wake time and at most the
    timeout; then, after "Close your eyes", a random pause before the next step."""

    pause_min_s: float = 3.0
    pause_max_s: float = 7.0
    wake_min_s: float = 8.0
    wake_max_s: float = 12.0
    step_timeout_s: float = 60.0

    def __post_init__(self) -> None:
        if not 0 <= self.pause_min_s <= self.pause_max_s:
            raise ValueError("the pause range must be 0 ≤ shortest ≤ longest")
        if not 0 <= self.wake_min_s <= self.wake_max_s <= self.step_timeout_s:
            raise ValueError("the wake range must be 0 ≤ shortest ≤ longest ≤ the step's timeout")


@dataclass(frozen=True)
class StepTimes:
    wake_ms: int
    pause_ms: int


def draw_times(count: int, pace: Pace, rng: random.Random) -> list[StepTimes]:
    """The wait of every step, drawn before the night begins and without looking at
    the steps: the same count gives the same distribution, whoever is dead."""
    return [
        StepTimes(
            round(rng.uniform(pace.wake_min_s, pace.wake_max_s) * 1000),
            round(rng.uniform(pace.pause_min_s, pace.pause_max_s) * 1000),
        )
        for _ in range(count)
    ]


@dataclass(frozen=True)
class NightStep:
    """A step to call: its line, and its seats (for pacing only, never spoken)."""

    id: str
    line: Line
    seats: tuple[int, ...]


@dataclass(frozen=True)
class NightScript:
    number: int
    steps: tuple[NightStep, ...]
    dawn_words: str | None  # the book's own dawn line, if its checklist has one


def step_words(ruleset: Ruleset, step: ChecklistStep, lang: str) -> str:
    words = step.words.get(lang) or step.words.get("en") or ""
    if "{role}" in words and step.role in ruleset.roles:
        words = words.replace("{role}", ruleset.roles[step.role].name(lang))
    return words


def night_script(ruleset: Ruleset, checklist: Sequence[ChecklistStep], number: int, lang: str) -> NightScript:
    """Tonight's lines from the checklist, in its order, dead roles included (they are
    called like any other: ``step.active`` is deliberately not read)."""
    steps = []
    dawn_words = None
    for index, step in enumerate(checklist):
        words = step_words(ruleset, step, lang)
        if step.id == DAWN_STEP:
            dawn_words = words
            continue
        spoken_in = lang if step.words.get(lang) else "en"  # a book without these words: an English voice reads them
        line = Line(f"night {number} step {index} {step.id}", "step", words, spoken_in)
        steps.append(NightStep(step.id, line, step.seats))
    return NightScript(number, tuple(steps), dawn_words)


@dataclass(frozen=True)
class Moment:
    """What the narrator needs to know of the evening now (``moment_of``)."""

    kind: str  # the phase kind: lobby, night, day, vote, over...
    number: int
    step: str | None = None
    voting: bool = False
    script: NightScript | None = None  # tonight's, at night
    done: frozenset[str] = frozenset()  # steps whose phones have all submitted
    playing_host: bool = False
    lang: str = "en"  # the table's language: the narrator's own lines


def moment_of(evening: Evening, lang: str) -> Moment:
    """The evening as the narrator sees it. It reads the game (seats, submissions) only
    to know which steps are done; the Moment holds no seat and no role of a player."""
    table = evening.table
    if table is None or not evening.dealt:
        return Moment("lobby", 0, lang=lang)
    from moonveil_desktop.table import PLAYING_HOST

    game = table.game
    state = game.state
    ruleset = game.ruleset
    phase = state.phase
    playing_host = table.settings.mode == PLAYING_HOST
    if state.over:
        return Moment("over", phase.number, playing_host=playing_host, lang=lang)
    if phase.kind != "night":
        voting = bool(ruleset.current_vote_prompts(state))
        return Moment(phase.kind, phase.number, phase.step, voting, playing_host=playing_host, lang=lang)
    checklist = ruleset.checklist(state)
    script = night_script(ruleset, checklist, phase.number, lang)
    done = frozenset(step.id for step in checklist if step_done(ruleset, state, step))
    return Moment("night", phase.number, phase.step, False, script, done, playing_host, lang)


def step_done(ruleset: Ruleset, state: GameState, step: ChecklistStep) -> bool:
    """Every living seat of the step has submitted what it is asked now; a living seat
    not asked yet (its prompt opens in a later step of the night) is not done."""
    if step.passed:  # called in an earlier input step of the night: its part is over
        return True
    prompts = [p for p in ruleset.current_prompts(state) if p.seat in step.seats]
    if any((p.seat, p.slot) not in state.submissions for p in prompts):
        return False
    living = [seat for seat in step.seats if state.players[seat].alive]
    if not living or not step.abilities or prompts:
        return True
    return any(actor in living for actor, _ in state.submissions)


@dataclass
class NightRun:
    """Where the narrator is in one night's script."""

    script: NightScript
    times: list[StepTimes]
    index: int = 0
    stage: str = "call"  # call → wait → pause → call ... → end
    since_ms: int | None = None  # when the stage's clock started (after the line was spoken)

    def step(self) -> NightStep:
        return self.script.steps[self.index]


@dataclass
class Narrator:
    """The narrator's state: spoken keys, lines waiting, the night under way."""

    pace: Pace = field(default_factory=Pace)
    rng: random.Random = field(default_factory=random.Random)
    running: bool = False
    started: bool = False  # ever: until then the narrator does not even look at the evening
    spoken: set[str] = field(default_factory=set)
    queue: deque[Line] = field(default_factory=deque)
    nights: dict[int, NightRun] = field(default_factory=dict)
    last: Line | None = None
    _moment: Moment | None = None
    _paused_at: int | None = None
    _night: NightRun | None = None

    # -- what the evening shows -------------------------------------------------------
    def observe(self, moment: Moment) -> None:
        """Queue the lines a change calls for (each key once per evening)."""
        before = self._moment
        self._moment = moment
        if moment.kind == "night" and moment.script is not None:
            self._enter_night(moment.script)
        else:
            self._night = None  # no step is called by day, nor at the game's end
        if moment.kind in ("day", "vote", "over") and before is not None and before.kind == "night":
            dawn = self.nights.get(before.number)
            words = dawn.script.dawn_words if dawn is not None else None  # the book's own, if it has one
            self._queue_app(f"dawn {moment.kind} {moment.number}", "dawn", "dawn", words)
        if moment.kind == "day" and (before is None or before.kind != "day" or before.number != moment.number):
            self._queue_app(f"day {moment.number} opens", "day_opens")
        self._follow_vote(before, moment)

    def _follow_vote(self, before: Moment | None, moment: Moment) -> None:
        was = before is not None and before.voting and before.kind != "night"
        now = moment.voting and moment.kind != "night"
        same_vote = before is not None and (before.kind, before.number, before.step) == (
            moment.kind,
            moment.number,
            moment.step,
        )
        if was and (not now or not same_vote) and before is not None:
            self._queue_app(f"vote closes {before.kind} {before.number} {before.step}", "vote_closes")
        if now and (not was or not same_vote):
            self._queue_app(f"vote opens {moment.kind} {moment.number} {moment.step}", "vote_opens")

    def _enter_night(self, script: NightScript) -> None:
        run = self.nights.get(script.number)
        if run is None:
            run = NightRun(script, draw_times(len(script.steps), self.pace, self.rng))
            self.nights[script.number] = run
            if not script.steps:
                run.stage = "end"
                self._end_night(run)
        if run.index == 0 and run.stage == "call":  # also when the narration starts after the deal
            self._queue_app(f"night {script.number} falls", "night_falls", "night")
        self._night = run

    def _lang(self) -> str:
        return self._moment.lang if self._moment is not None else "en"

    def _queue_app(self, key: str, kind: str, cue: str | None = None, words: str | None = None) -> None:
        lang = self._lang()
        self._queue(Line(key, kind, words or app_line(kind, lang), lang, cue))

    def _queue(self, line: Line) -> None:
        """Only while narrating: lines of what happened during a pause are not said late."""
        if self.running and line.key not in self.spoken and all(line.key != queued.key for queued in self.queue):
            self.queue.append(line)

    # -- the controls ---------------------------------------------------------------------
    def start(self, now_ms: int) -> None:
        if self._paused_at is not None:
            self._shift(now_ms - self._paused_at)
        self._paused_at = None
        self.running = self.started = True

    def pause(self, now_ms: int) -> None:
        if self.running:
            self._paused_at = now_ms
        self.running = False

    def toggle(self, now_ms: int) -> None:
        (self.pause if self.running else self.start)(now_ms)

    def _shift(self, ms: int) -> None:
        """A pause stops the night's clock: the wait resumes where it was."""
        run = self._night
        if run is not None and run.since_ms is not None:
            run.since_ms += ms

    def repeat(self) -> Line | None:
        """The last line again (it is not a new line: its key is already spoken)."""
        return self.last

    def skip(self) -> None:
        """Call the next step now (the moderator heard enough)."""
        run = self._night
        if run is None or run.stage not in ("wait", "pause"):
            return  # a step about to be called is called at the next poll anyway
        if run.stage == "wait":  # its players are told to close their eyes first
            self._queue(self._close_line(run.step().line))
        run.index += 1
        run.stage, run.since_ms = ("call", None) if run.index < len(run.script.steps) else ("end", None)
        if run.stage == "end":
            self._end_night(run)

    # -- the clock ------------------------------------------------------------------------
    def poll(self, now_ms: int, speaking: bool = False) -> Line | None:
        """The line to speak now, if any. While a line is being spoken nothing new starts
        and the wait of a step begins only when its line has been said."""
        if not self.running or speaking:
            return None
        if self.queue:
            return self._say(self.queue.popleft())
        run = self._night
        if run is None or run.stage == "end":
            return None
        if run.since_ms is None:  # the stage's clock starts once its line was said
            run.since_ms = now_ms
        return self._advance(run, now_ms)

    def _advance(self, run: NightRun, now_ms: int) -> Line | None:
        elapsed = now_ms - (run.since_ms if run.since_ms is not None else now_ms)
        times = run.times[run.index]
        if run.stage == "wait":
            done = self._moment is not None and run.step().id in self._moment.done
            if (done and elapsed >= times.wake_ms) or elapsed >= self.pace.step_timeout_s * 1000:
                run.stage, run.since_ms = "pause", None
                return self._say(self._close_line(run.step().line))
            return None
        if run.stage == "pause":
            if elapsed < times.pause_ms:
                return None
            run.index += 1
            if run.index >= len(run.script.steps):
                run.stage = "end"
                self._end_night(run)
                return self._say(self.queue.popleft()) if self.queue else None
        run.stage, run.since_ms = "wait", None  # stage "call": the step is called now
        return self._say(run.step().line)

    def _close_line(self, step_line: Line) -> Line:
        lang = self._lang()  # the narrator's own words: the table's language
        return Line(f"{step_line.key} close", "close_eyes", app_line("close_eyes", lang), lang)

    def _end_night(self, run: NightRun) -> None:
        """The last step is done: nothing that happened is said; a playing host is asked
        to close the night (the day's lines come after the preview was accepted)."""
        if self._moment is not None and self._moment.playing_host:
            self._queue_app(f"night {run.script.number} over", "host_resolve")

    def _say(self, line: Line) -> Line:
        self.spoken.add(line.key)
        self.last = line
        return line


class SpeechSink(Protocol):
    """Where lines go: QTextToSpeech in the app (``speech.QtSpeechSink``), a recording
    in tests, nothing but the shown text when no voice exists."""

    def say(self, line: Line) -> None: ...

    def speaking(self) -> bool: ...

    def stop(self) -> None: ...


@dataclass
class RecordingSink:
    """Keeps every line said, with the time it was said (tests; text-only narration)."""

    clock: Callable[[], int] = lambda: 0
    said: list[tuple[int, Line]] = field(default_factory=list)

    def say(self, line: Line) -> None:
        self.said.append((self.clock(), line))

    def speaking(self) -> bool:
        return False

    def stop(self) -> None:
        """Nothing is playing: a recording ends at once."""

    def texts(self) -> list[str]:
        return [line.text for _, line in self.said]


class NarrationService:
    """The narrator over the evening service, without Qt: it listens to the evening's
    one change stream like every other screen, sends nothing to the game, and gives
    each line to a sink. The Qt side only adds a timer that calls ``tick``."""

    def __init__(
        self,
        evening: Evening,
        sink: SpeechSink,
        narrator: Narrator | None = None,
        lang: Callable[[], str] = lambda: "en",
    ) -> None:
        self.evening = evening
        self.sink = sink
        self.narrator = narrator or Narrator()
        self.lang = lang
        self.heard: list[Callable[[Line], None]] = []  # told of every line said (the big label)
        self._unsubscribe = evening.subscribe(self.follow)
        self.follow()

    def close(self) -> None:
        self._unsubscribe()
        self.sink.stop()

    def follow(self) -> None:
        """After every change of the evening (heartbeats too): nothing to do until the
        narration was first started, so a console that never narrates pays nothing."""
        if self.narrator.started:
            self.narrator.observe(moment_of(self.evening, self.lang()))

    def tick(self, now_ms: int) -> Line | None:
        line = self.narrator.poll(now_ms, self.sink.speaking())
        if line is not None:
            self._say(line)
        return line

    def _say(self, line: Line) -> None:
        self.sink.say(line)
        for listener in list(self.heard):
            listener(line)

    def toggle(self, now_ms: int) -> None:
        self.narrator.toggle(now_ms)
        if not self.narrator.running:
            self.sink.stop()
        else:
            self.follow()

    def repeat(self) -> Line | None:
        line = self.narrator.repeat()
        if line is not None and not self.sink.speaking():
            self._say(line)
        return line

    def skip(self) -> None:
        self.sink.stop()
        self.narrator.skip()


class CuePlayer(Protocol):
    def play(self, cue: str) -> None: ...


CUE_LEAD_MS = 1200  # the cue sounds alone for a moment before the voice starts


@dataclass
class CuedSink:
    """A sink that plays a line's sound cue first and holds the line until the cue has
    sounded a moment (``flush`` is called with the time, as ``poll`` is)."""

    inner: SpeechSink
    cues: CuePlayer
    clock: Callable[[], int]
    _held: Line | None = None
    _until_ms: int = 0

    def say(self, line: Line) -> None:
        if line.cue is None:
            self.inner.say(line)
            return
        self.cues.play(line.cue)
        self._held, self._until_ms = line, self.clock() + CUE_LEAD_MS

    def flush(self) -> None:
        if self._held is not None and self.clock() >= self._until_ms:
            line, self._held = self._held, None
            self.inner.say(line)

    def speaking(self) -> bool:
        self.flush()
        return self._held is not None or self.inner.speaking()

    def stop(self) -> None:
        self._held = None
        self.inner.stop()
