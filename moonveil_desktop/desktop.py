"""The app as a desktop citizen: its id, icon and version on the QApplication, and the
freedesktop entry, icon and AppStream metainfo put where Linux desktops look for them.

``moonveil --install-desktop-entry`` (for a pipx install or an unpacked bundle) writes
them under ``$XDG_DATA_HOME`` (``~/.local/share``): the entry's ``Exec`` names the very
executable that ran the command, so the menu starts the same copy, wherever it lives.
"""

from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication

import moonveil_desktop

APP_ID = "io.github.moonveil.Desktop"
INSTALL_FLAG = "--install-desktop-entry"


def resources_root() -> Path:
    """``resources/`` in a checkout, ``moonveil_desktop/_resources`` in a wheel or bundle."""
    package = Path(moonveil_desktop.__file__).resolve().parent
    for candidate in (package / "_resources", package.parent / "resources"):
        if (candidate / "icons").is_dir():
            return candidate
    raise FileNotFoundError("the app's resources folder was not found")


def app_icon() -> QIcon:
    return QIcon(str(resources_root() / "icons" / "moonveil.svg"))


def identify(app: QApplication) -> None:
    """Version, window icon, and the desktop file that Wayland/X11 match windows to."""
    app.setApplicationVersion(moonveil_desktop.__version__)
    app.setWindowIcon(app_icon())
    app.setDesktopFileName(APP_ID)


def data_home() -> Path:
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def install_desktop_entry(target: Path, executable: Path) -> list[Path]:
    """Write the entry (starting ``executable``), the icon and the metainfo under ``target``."""
    source = resources_root()
    entry = (source / "desktop" / f"{APP_ID}.desktop").read_text(encoding="utf-8")
    exec_line = f"Exec={quote_exec(executable)}"
    entry = "\n".join(exec_line if line.startswith("Exec=") else line for line in entry.splitlines()) + "\n"
    written = {
        target / "applications" / f"{APP_ID}.desktop": None,
        target / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg": source / "icons" / "moonveil.svg",
        target / "metainfo" / f"{APP_ID}.metainfo.xml": source / "desktop" / f"{APP_ID}.metainfo.xml",
    }
    for path, copied_from in written.items():
        path.parent.mkdir(parents=True, exist_ok=True)
        if copied_from is None:
            path.write_text(entry, encoding="utf-8")
        else:
            shutil.copyfile(copied_from, path)
    return list(written)


def quote_exec(executable: Path) -> str:
    """The Exec key's quoting (Desktop Entry spec): quote paths with spaces or specials."""
    text = str(executable)
    if not any(char in text for char in " \t\"'\\><~|&;$*?#()`"):
        return text
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("`", "\\`").replace("$", "\\$")
    return f'"{escaped}"'


def run_install() -> int:
    """``moonveil --install-desktop-entry``: install for this user and say where."""
    executable = Path(sys.executable if getattr(sys, "frozen", False) else sys.argv[0]).resolve()
    if executable.suffix == ".py" or not os.access(executable, os.X_OK):  # python -m moonveil_desktop
        print(f"{INSTALL_FLAG}: run it through the moonveil command, not {executable}", file=sys.stderr)
        return 2
    for path in install_desktop_entry(data_home(), executable):
        print(path)
    return 0
