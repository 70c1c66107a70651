"""The console's preferences, kept with QSettings (the platform's usual place).

Keys: ``language`` (one of LANGUAGES, or empty to follow the system locale),
``ruleset`` (default rule set), ``timers/<phase kind>``
(seconds of the countdown per phase kind, 0 = no countdown), ``network/interface``
and ``network/port`` (the phone server, read by moonveil_desktop.web),
``narration`` (the narrated night: voice, rate, volume, pauses, language, cues muted;
see ``settings_records.NarrationSettings``),
``window/geometry`` and ``window/state``, ``newtable/last`` (the last table set
up: rule set, options, seats, mode) and ``newtable/presets`` (named setups). The
theme follows the system. Tables are stored as JSON text: QSettings' own types
differ between the ini and the native formats, JSON comes back as it went in.
"""

from __future__ import annotations

import json
from dataclasses import asdict
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QSettings

from moonveil_desktop.i18n import effective_language

if TYPE_CHECKING:  # read when a table is set up or a night narrated, not at start-up
    from moonveil_desktop.settings_records import NarrationSettings, TableSetup

LANGUAGES = ("en", "es", "it", "zh_CN")
DEFAULT_TIMERS = {"night": 180, "day": 300, "vote": 60}
DEFAULT_PORT = 8765


class PresetError(ValueError):
    """A preset name that cannot be used (empty, taken, unknown)."""


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
    def interface_choice(self) -> str | None:
        """The interface the moderator chose, or None when none was ever chosen (the
        server then binds the LAN address: ``interface``'s default is not what runs)."""
        return self.interface if self.qsettings.contains("network/interface") else None

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

    @property
    def projector_open(self) -> bool:
        """Was the projector window open when the console last stopped (or crashed)?"""
        return str(self._get("projector/open", "false")).lower() == "true"

    @projector_open.setter
    def projector_open(self, value: bool) -> None:
        self.qsettings.setValue("projector/open", "true" if value else "false")
        self.qsettings.sync()  # a crash a minute later must still find it

    def save_window(self, geometry: QByteArray, state: QByteArray) -> None:
        self.qsettings.setValue("window/geometry", geometry)
        self.qsettings.setValue("window/state", state)

    # -- the New Table dialog ----------------------------------------------------
    def _json(self, key: str) -> Any:
        try:
            return json.loads(str(self._get(key, "null")))
        except ValueError:
            return None

    def last_table(self) -> TableSetup | None:
        from moonveil_desktop.settings_records import TableSetup

        return TableSetup.from_json(self._json("newtable/last"))

    def set_last_table(self, setup: TableSetup) -> None:
        self.qsettings.setValue("newtable/last", json.dumps(asdict(setup)))

    def presets(self) -> dict[str, TableSetup]:
        """Named setups ("Friday group, 12 players, Luna llena"), by name."""
        from moonveil_desktop.settings_records import TableSetup

        stored = self._json("newtable/presets")
        if not isinstance(stored, dict):
            return {}
        presets = {str(name): TableSetup.from_json(data) for name, data in stored.items()}
        return {name: setup for name, setup in presets.items() if setup is not None}

    def _write_presets(self, presets: dict[str, TableSetup]) -> None:
        self.qsettings.setValue("newtable/presets", json.dumps({n: asdict(s) for n, s in presets.items()}))

    def save_preset(self, name: str, setup: TableSetup, *, replace: bool = False) -> str:
        """Store ``setup`` as ``name``; an empty name, or a taken one unless ``replace``, is refused."""
        name = " ".join(name.split())
        presets = self.presets()
        if not name:
            raise PresetError("empty")
        if name in presets and not replace:
            raise PresetError("taken")
        presets[name] = setup
        self._write_presets(presets)
        return name

    def rename_preset(self, old: str, new: str) -> str:
        new = " ".join(new.split())
        presets = self.presets()
        if old not in presets:
            raise PresetError("unknown")
        if not new:
            raise PresetError("empty")
        if new != old and new in presets:
            raise PresetError("taken")
        presets = {new if name == old else name: setup for name, setup in presets.items()}
        self._write_presets(presets)
        return new

    def delete_preset(self, name: str) -> None:
        presets = self.presets()
        presets.pop(name, None)
        self._write_presets(presets)

    # -- the narrated night ---------------------------------------------------------
    def narration(self) -> NarrationSettings:
        from moonveil_desktop.settings_records import NarrationSettings

        return NarrationSettings.from_json(self._json("narration"))

    def set_narration(self, narration: NarrationSettings) -> None:
        self.qsettings.setValue("narration", json.dumps(asdict(narration)))

    def sync(self) -> None:
        self.qsettings.sync()
