"""The narrator's voice and sounds: Qt's text to speech and sound effects behind the
narration's ``SpeechSink`` (docs/narration.md).

``QTextToSpeech`` speaks with the operating system's voices (SAPI or WinRT on Windows,
AVSpeechSynthesizer on macOS, speech-dispatcher on Linux). It is created only when the
narrator first speaks or Settings lists the voices: the app starts without any voice,
and where none exists the narration is text only. Choosing a voice is a pure function
(``choose_voice``) so the fallback rules are tested without audio.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QLocale, QObject, QUrl

from moonveil_desktop.desktop import resources_root
from moonveil_desktop.settings_records import NarrationSettings

if TYPE_CHECKING:
    from PySide6.QtMultimedia import QSoundEffect
    from PySide6.QtTextToSpeech import QTextToSpeech, QVoice

    from moonveil_desktop.narration import Line

log = logging.getLogger(__name__)

#: Real engines first, by platform; Qt's "mock" engine (silent, for Qt's own tests) never.
ENGINE_PREFERENCE = ("sapi", "winrt", "darwin", "speechd", "flite", "android")
CUES = ("night", "dawn", "tick")
#: The country whose voice a table language prefers when several speak it (Spain's
#: Spanish for "es", as the books' Spanish is Spain's).
HOME_LOCALE = {"en": "en_US", "es": "es_ES", "it": "it_IT", "zh_CN": "zh_CN"}


@dataclass(frozen=True)
class Voice:
    name: str
    locale: str  # "it_IT"

    @property
    def language(self) -> str:
        return self.locale.split("_")[0]


@dataclass(frozen=True)
class VoiceChoice:
    """The voice for a language; ``voice`` None means text only. ``native`` is False
    when the voice speaks another language (the moderator chose it as the fallback)."""

    voice: Voice | None
    native: bool


#: Words naming a language in a voice's name, for voices whose language Qt cannot map to
#: a locale: speech-dispatcher reports espeak-ng's Mandarin as "cmn", which Qt shows as "C".
NAME_HINTS = {"zh": ("Mandarin",)}
UNMAPPED = ("C", "")


def unmapped_voices(voices: list[Voice], language: str) -> list[Voice]:
    hints = NAME_HINTS.get(language, ())
    return [v for v in voices if v.locale in UNMAPPED and any(hint in v.name for hint in hints)]


def choose_voice(voices: list[Voice], lang: str, wanted: str = "") -> VoiceChoice:
    """The moderator's voice if it speaks ``lang`` (or if nothing speaks it: their chosen
    fallback), else a voice of the table's language (its own country's first), else none."""
    language = lang.split("_")[0]
    speaking = [voice for voice in voices if voice.language == language] or unmapped_voices(voices, language)
    chosen = next((voice for voice in voices if voice.name == wanted), None) if wanted else None
    if chosen is not None and (chosen in speaking or not speaking):
        return VoiceChoice(chosen, chosen in speaking)
    if speaking:
        exact = [voice for voice in speaking if voice.locale in (lang, HOME_LOCALE.get(lang))]
        return VoiceChoice((exact or speaking)[0], True)
    return VoiceChoice(None, False)


def preferred_engine(available: list[str]) -> str | None:
    return next((name for name in ENGINE_PREFERENCE if name in available), None)


_found: list[list[Voice]] = []  # the voices found this run, when anyone looked (an engine is slow to start)


def known_voices() -> list[Voice] | None:
    """The voices found this run (empty: no engine or no voice); None: nobody looked yet."""
    return _found[-1] if _found else None


def find_voices(engine: str | None = None) -> list[Voice]:
    """The system's voices (starts its text-to-speech engine); empty when it has none."""
    sink = QtSpeechSink(NarrationSettings(), engine)
    sink.engine()
    sink.deleteLater()
    return _found[-1]


class QtSpeechSink(QObject):
    """Lines spoken by ``QTextToSpeech`` with the voice, rate and volume of Settings."""

    def __init__(self, options: NarrationSettings, engine: str | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.options = options
        self._engine_name = engine
        self._tts: QTextToSpeech | None = None
        self._voices: dict[str, QVoice] = {}
        self._tried = False

    def engine(self) -> QTextToSpeech | None:
        """The text-to-speech engine, made on first use; None when the system has none."""
        if not self._tried:
            self._tried = True
            self._tts = self._start()
            _found.append(self.voices())
        return self._tts

    def _start(self) -> QTextToSpeech | None:
        from PySide6.QtTextToSpeech import QTextToSpeech

        name = self._engine_name or preferred_engine(list(QTextToSpeech.availableEngines()))
        if name is None:
            return None
        tts = QTextToSpeech(name, self)
        if tts.state() == QTextToSpeech.State.Error:
            log.warning("text to speech (%s) failed: %s", name, tts.errorString())
            return None
        self._voices = {voice.name(): voice for voice in tts.allVoices(None)}  # type: ignore[arg-type]  # None: every locale
        return tts

    def voices(self) -> list[Voice]:
        return [Voice(name, voice.locale().name()) for name, voice in self._voices.items()]

    def choice(self, lang: str) -> VoiceChoice:
        self.engine()
        return choose_voice(self.voices(), lang, self.options.voice)

    def say(self, line: Line) -> None:
        tts = self.engine()
        choice = self.choice(line.lang)
        if tts is None or choice.voice is None:
            return  # text only: the line is shown, not spoken
        tts.setLocale(QLocale(choice.voice.locale))
        tts.setVoice(self._voices[choice.voice.name])
        tts.setRate(self.options.rate / 10)
        tts.setVolume(self.options.volume / 100)
        tts.say(line.text)

    def speaking(self) -> bool:
        from PySide6.QtTextToSpeech import QTextToSpeech

        busy = (QTextToSpeech.State.Speaking, QTextToSpeech.State.Synthesizing)
        return self._tts is not None and self._tts.state() in busy

    def stop(self) -> None:
        if self._tts is not None:
            self._tts.stop()


class CuePlayer(QObject):
    """The sound cues (night falls, dawn, the timer's last ten seconds), made with sox
    by scripts/make_sounds.sh; silent when muted or when Qt Multimedia is missing."""

    def __init__(self, muted: bool = False, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.muted = muted
        self.played: list[str] = []  # what was asked to play (the console's tests read it)
        self._effects: dict[str, QSoundEffect] = {}

    def play(self, cue: str) -> None:
        if self.muted or cue not in CUES:
            return
        self.played.append(cue)
        effect = self._effect(cue)
        if effect is not None:
            effect.play()

    def _effect(self, cue: str) -> QSoundEffect | None:
        if cue not in self._effects:
            try:
                from PySide6.QtMultimedia import QSoundEffect
            except ImportError:  # a Qt without Multimedia: cues stay silent
                return None
            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(resources_root() / "sounds" / f"{cue}.wav")))
            self._effects[cue] = effect
        return self._effects[cue]


def countdown_ticks(before_ms: int, after_ms: int) -> int:
    """How many whole seconds of the last ten the countdown crossed between two readings
    (one tick each): 10.2 s → 9.9 s crosses 10, 5.1 s → 3.9 s crosses 5 and 4."""
    if after_ms >= before_ms:
        return 0
    crossed = {second for second in range(1, 11) if after_ms < second * 1000 <= before_ms}
    return len(crossed)
