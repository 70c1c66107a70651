"""Settings → Narrated night: the table's language for the voice, the voice, rate,
volume, the pause range between steps and the mute switch; and, for each of the four
languages, in plain words, which voice will speak it or that none can (then the
narrator falls back to the voice chosen here, or shows the lines as text only).

The system's voices are listed only when asked (or when the narrator has already
started its engine): starting a text-to-speech engine takes a moment and, on Linux,
starts speech-dispatcher."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QValidator
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QPushButton,
    QSpinBox,
    QWidget,
)

from moonveil_desktop.catalog import LANGUAGE_NAMES, LANGUAGES
from moonveil_desktop.settings import AppSettings
from moonveil_desktop.settings_records import NarrationSettings
from moonveil_desktop.speech import Voice, VoiceChoice, choose_voice, find_voices, known_voices, unmapped_voices
from moonveil_desktop.ui.common import Retranslated, plain_label, screen_reader_name

TABLE_LANGUAGES = {lang.split("_")[0] for lang in LANGUAGES}


def voice_words(choice: VoiceChoice | None, lang: str) -> str:
    """Which voice speaks ``lang``, in plain words (also on the narrator bar). Each
    sentence is a literal of ``translate``: lupdate collects only those (a local
    ``tr(text)`` left them in a context of no name, so they stayed English)."""
    language = LANGUAGE_NAMES.get(lang, lang)
    if choice is None:
        return QCoreApplication.translate(
            "NarrationBox", "This computer has no text to speech: the narrator shows its lines as text only."
        )
    if choice.voice is None:
        return QCoreApplication.translate(
            "NarrationBox", "No {language} voice on this computer: the lines are shown as text only."
        ).format(language=language)
    if not choice.native:
        return QCoreApplication.translate(
            "NarrationBox", "No {language} voice on this computer: the chosen voice {voice} reads the lines."
        ).format(language=language, voice=choice.voice.name)
    return QCoreApplication.translate("NarrationBox", "{language}: {voice}").format(
        language=language, voice=choice.voice.name
    )


def side_by_side(*widgets: QWidget) -> QWidget:
    row = QWidget()
    layout = QHBoxLayout(row)
    layout.setContentsMargins(0, 0, 0, 0)
    for widget in widgets:
        layout.addWidget(widget)
    return row


def offered_voices(voices: list[Voice]) -> list[Voice]:
    """Every voice of the four table languages, and one voice of each other language (a
    fallback to choose): a Linux system lists thousands of variants."""
    unmapped = {voice for language in TABLE_LANGUAGES for voice in unmapped_voices(voices, language)}
    ours = [voice for voice in voices if voice.language in TABLE_LANGUAGES or voice in unmapped]
    other: dict[str, Voice] = {}
    for voice in voices:
        if voice not in ours:
            other.setdefault(voice.language, voice)
    return sorted(ours, key=lambda v: (v.locale, v.name)) + sorted(other.values(), key=lambda v: v.locale)


def speed_words(rate: int) -> str:
    """The narrator's speed as a moderator reads it: "Normal", "Faster +3", "Slower −2"
    (a bare "0" said nothing about what 0 means). The setting stays the number."""
    if rate == 0:
        return QCoreApplication.translate("NarrationBox", "Normal")
    if rate > 0:
        return QCoreApplication.translate("NarrationBox", "Faster +{steps}").format(steps=rate)
    return QCoreApplication.translate("NarrationBox", "Slower −{steps}").format(steps=-rate)


class SpeedBox(QSpinBox):
    """The speech speed, -10..10, shown in words (``speed_words``). The arrows, Page
    Up/Down and the wheel step it; typed, it takes its shown words or a signed number."""

    def textFromValue(self, value: int) -> str:
        return speed_words(value)

    def valueFromText(self, text: str) -> int:
        found = self._read(text)
        return self.value() if found is None else found

    def validate(self, text: str, pos: int) -> object:
        found = self._read(text)
        state = QValidator.State.Intermediate if found is None else QValidator.State.Acceptable
        return state, text, pos

    def _read(self, text: str) -> int | None:
        typed = text.strip().replace("−", "-")
        for value in range(self.minimum(), self.maximum() + 1):
            if typed.casefold() == speed_words(value).replace("−", "-").casefold():
                return value
        try:
            value = int(typed)
        except ValueError:
            return None
        return value if self.minimum() <= value <= self.maximum() else None


class NarrationBox(Retranslated, QGroupBox):
    def __init__(self, settings: AppSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("narrationBox")
        self.settings = settings
        self.shown = settings.narration()
        self.lang = QComboBox()
        self.lang.setObjectName("narrationLanguage")
        self.lang.addItem("", "")
        for code in LANGUAGES:
            self.lang.addItem(LANGUAGE_NAMES[code], code)
        self.lang.setCurrentIndex(max(0, self.lang.findData(self.shown.lang)))
        self.voice = QComboBox()
        self.voice.setObjectName("narrationVoice")
        self.find_button = QPushButton()
        self.find_button.setObjectName("narrationFindVoices")
        self.find_button.clicked.connect(lambda _checked=False: self.list_voices(find_voices()))
        self.rate = self._spin("narrationRate", -10, 10, self.shown.rate, SpeedBox())
        self.volume = self._spin("narrationVolume", 0, 100, self.shown.volume)
        self.pause_min = self._spin("narrationPauseMin", 0, 60, self.shown.pause_min_s)
        self.pause_max = self._spin("narrationPauseMax", 0, 60, self.shown.pause_max_s)
        self.muted = QCheckBox()
        self.muted.setObjectName("narrationMuted")
        self.muted.setChecked(self.shown.muted)
        self.report = plain_label("")
        self.report.setObjectName("narrationVoices")
        fields = (
            self.lang,
            side_by_side(self.voice, self.find_button),
            self.rate,
            self.volume,
            side_by_side(self.pause_min, self.pause_max),
            self.muted,
        )
        self.form = QFormLayout(self)
        self.labels = [plain_label("", wrap=False) for _ in fields]
        for label, field in zip(self.labels, fields, strict=True):
            self.form.addRow(label, field)
        for label, field in zip(
            self.labels, (self.lang, self.voice, self.rate, self.volume, self.pause_min, self.muted), strict=True
        ):
            label.setBuddy(field)  # Alt+letter and the screen reader reach the field itself
        self.form.addRow(self.report)
        self._voices: list[Voice] | None = known_voices()
        self.retranslate_ui()
        self.voice.currentIndexChanged.connect(lambda _index: self._report())

    @staticmethod
    def _spin(name: str, low: int, high: int, value: int, spin: QSpinBox | None = None) -> QSpinBox:
        spin = spin or QSpinBox()
        spin.setObjectName(name)
        spin.setRange(low, high)
        spin.setValue(value)
        return spin

    def list_voices(self, voices: list[Voice]) -> None:
        self._voices = voices
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setTitle(self.tr("Narrated night"))
        texts = (
            self.tr("Language of the voice"),
            self.tr("Voice"),
            self.tr("Speed"),
            self.tr("Volume"),
            self.tr("Pause between steps"),
            self.tr("Sounds"),
        )
        for label, text in zip(self.labels, texts, strict=True):
            label.setText(text)
        # each field named for a screen reader by what it sets, not by its value
        for field, text in zip((self.lang, self.voice, self.rate, self.volume), texts, strict=False):
            screen_reader_name(field, text)
        screen_reader_name(self.pause_min, self.tr("Shortest pause between steps, in seconds"))
        screen_reader_name(self.pause_max, self.tr("Longest pause between steps, in seconds"))
        self.lang.setItemText(0, self.tr("The console's language"))
        self.find_button.setText(self.tr("Look for voices"))
        self.find_button.setToolTip(self.tr("Ask the system which voices it has (this may take a moment)"))
        self.rate.setToolTip(
            self.tr("How fast the voice reads: Normal is the voice's own speed, up to 10 steps slower or faster")
        )
        self.rate.setAccessibleDescription(self.rate.toolTip())
        self.rate.lineEdit().setText(speed_words(self.rate.value()))  # its words again, in the new language
        self.volume.setSuffix(self.tr(" %"))
        self.volume.setSpecialValueText(self.tr("Silent"))  # 0 %: the voice does not speak
        self.pause_min.setPrefix(self.tr("from "))
        self.pause_max.setPrefix(self.tr("to "))
        for spin in (self.pause_min, self.pause_max):
            spin.setSuffix(self.tr(" s"))
        self.pause_min.setToolTip(self.tr("After a step, a random pause in this range before the next one"))
        self.muted.setText(self.tr("Mute the night, dawn and countdown sounds"))
        self._fill_voices()

    def _fill_voices(self) -> None:
        wanted = str(self.voice.currentData() or self.shown.voice) if self.voice.count() else self.shown.voice
        self.voice.clear()
        self.voice.addItem(self.tr("Automatic: a voice of the table's language"), "")
        for voice in offered_voices(self._voices or []):
            self.voice.addItem(f"{voice.name} ({voice.locale})", voice.name)
        if wanted and self.voice.findData(wanted) < 0:
            self.voice.addItem(wanted, wanted)  # kept although the system does not list it now
        self.voice.setCurrentIndex(max(0, self.voice.findData(wanted)))
        self._report()

    def _report(self) -> None:
        """Per language, which voice reads it; or that none can, and what happens then."""
        if self._voices is None:
            self.report.setText(self.tr("Press “Look for voices” to see which languages this computer can speak."))
        elif not self._voices:
            self.report.setText(voice_words(None, "en"))
        else:
            wanted = str(self.voice.currentData() or "")
            choices = [(lang, choose_voice(self._voices, lang, wanted)) for lang in LANGUAGES]
            self.report.setText("\n".join(voice_words(choice, lang) for lang, choice in choices))

    def value(self) -> NarrationSettings:
        low, high = sorted((self.pause_min.value(), self.pause_max.value()))
        return NarrationSettings(
            voice=str(self.voice.currentData() or ""),
            rate=self.rate.value(),
            volume=self.volume.value(),
            pause_min_s=low,
            pause_max_s=high,
            lang=str(self.lang.currentData() or ""),
            muted=self.muted.isChecked(),
        )

    def save(self) -> None:
        """Stores the narration settings only when the moderator changed one."""
        if self.value() != self.shown:
            self.settings.set_narration(self.value())
