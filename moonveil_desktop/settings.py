"""The console's preferences, kept with QSettings (the platform's usual place).

Keys: ``language`` (one of LANGUAGES, or empty to follow the system locale),
``ruleset`` (default rule set), ``timers/<phase kind>``
(seconds of the countdown per phase kind, 0 = no countdown), ``network/interface``
and ``network/port`` (the phone server, read by moonveil_desktop.web),
``window/geometry`` and ``window/state``. The theme follows the system.
"""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings

from moonveil_desktop.i18n import effective_language

LANGUAGES = ("en", "es", "it", "zh_CN")
DEFAULT_TIMERS = {"night": 180, "day": 300, "vote": 60}
DEFAULT_PORT = 8765


class AppSettings:
    """Typed access to the QSettings keys above (a fresh QSettings per call is cheap)."""

    def __init__(self, settings: QSettings | None = None) -> None:
        self.qsettings = settings if settings is not None else QSettings()

    def _get(self, key: str, default: object) -> object:
        return self.qsettings.value(key, default)

    @property
    def language_choice(self) -> str:
        """What Settings holds: a language code, or "" to follow the system."""
        value = str(self._get("language", ""))
        return value if value in LANGUAGES else ""

    @property
    def language(self) -> str:
        """The language in use: the choice, or the system's when none was made."""
        return effective_language(self.language_choice)

    @language.setter
    def language(self, value: str) -> None:
        self.qsettings.setValue("language", value)

    @property
    def ruleset(self) -> str:
        return str(self._get("ruleset", "moonveil"))

    @ruleset.setter
    def ruleset(self, value: str) -> None:
        self.qsettings.setValue("ruleset", value)

    def timer(self, phase_kind: str) -> int:
        value = self._get(f"timers/{phase_kind}", DEFAULT_TIMERS.get(phase_kind, 0))
        try:
            return max(0, int(str(value)))
        except ValueError:
            return 0

    def set_timer(self, phase_kind: str, seconds: int) -> None:
        self.qsettings.setValue(f"timers/{phase_kind}", int(seconds))

    @property
    def interface(self) -> str:
        return str(self._get("network/interface", "127.0.0.1"))

    @interface.setter
    def interface(self, value: str) -> None:
        self.qsettings.setValue("network/interface", value)

    @property
    def port(self) -> int:
        try:
            return int(str(self._get("network/port", DEFAULT_PORT)))
        except ValueError:
            return DEFAULT_PORT

    @port.setter
    def port(self, value: int) -> None:
        self.qsettings.setValue("network/port", int(value))

    def geometry(self) -> QByteArray | None:
        value = self._get("window/geometry", None)
        return value if isinstance(value, QByteArray) else None

    def window_state(self) -> QByteArray | None:
        value = self._get("window/state", None)
        return value if isinstance(value, QByteArray) else None

    def save_window(self, geometry: QByteArray, state: QByteArray) -> None:
        self.qsettings.setValue("window/geometry", geometry)
        self.qsettings.setValue("window/state", state)

    def sync(self) -> None:
        self.qsettings.sync()
