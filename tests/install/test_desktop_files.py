"""The desktop citizen's files (issue 22): the freedesktop entry and the AppStream
metainfo validate with the distributions' own tools, name an icon that ships, and
carry the version the app reports."""

from __future__ import annotations

import shutil
import subprocess
import xml.etree.ElementTree as ET

import moonveil_desktop
from tests.install.smoke_client import CHECKOUT

DESKTOP = CHECKOUT / "resources" / "desktop"
APP_ID = "io.github.moonveil.Desktop"
ENTRY = DESKTOP / f"{APP_ID}.desktop"
METAINFO = DESKTOP / f"{APP_ID}.metainfo.xml"


def tool(name: str) -> str:
    found = shutil.which(name)
    assert found, f"{name} is missing: run scripts/install-test-tools.sh"
    return found


def entry_values() -> dict[str, str]:
    lines = ENTRY.read_text(encoding="utf-8").splitlines()
    return dict(line.split("=", 1) for line in lines if "=" in line)


def test_desktop_entry_validates_and_starts_moonveil() -> None:
    result = subprocess.run([tool("desktop-file-validate"), str(ENTRY)], capture_output=True, text=True)
    assert result.returncode == 0 and not result.stdout.strip(), result.stdout
    values = entry_values()
    assert values["Exec"].split()[0] == "moonveil"  # the wheel's entry point
    assert values["Icon"] == APP_ID


def test_metainfo_validates_and_names_the_entry_and_this_version() -> None:
    result = subprocess.run(
        [tool("appstreamcli"), "validate", "--no-net", str(METAINFO)], capture_output=True, text=True
    )
    assert result.returncode == 0, result.stdout
    root = ET.parse(METAINFO).getroot()
    assert root.findtext("id") == APP_ID
    assert root.findtext("launchable") == ENTRY.name
    newest = root.find("releases/release")
    assert newest is not None and newest.get("version") == moonveil_desktop.__version__


def test_the_icon_ships_as_scalable_svg() -> None:
    icon = CHECKOUT / "resources" / "icons" / "moonveil.svg"
    root = ET.parse(icon).getroot()
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    assert root.get("viewBox") == "0 0 256 256"  # square, as icon themes expect
