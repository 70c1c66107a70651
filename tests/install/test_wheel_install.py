"""The wheel carries everything (issue 22): built from this checkout, installed into a
fresh venv outside it, ``moonveil --smoke-test`` deals a table and serves a card page.

The venv gets the dependencies the way a moderator's ``pip``/``pipx`` would: from the
package index this machine's pip is configured for, through pip's cache (so the run
stays well under a minute once the cache is warm)."""

from __future__ import annotations

import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests.install.smoke_client import CHECKOUT, assert_clean_run, outside_env, run_smoke

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [sys.executable, "-m", "pip", "wheel", str(CHECKOUT), "--no-deps", "-q", "-w", str(out)],
        check=True,
        capture_output=True,
    )
    (built,) = out.glob("moonveil_desktop-*.whl")
    return built


def test_wheel_carries_catalogs_templates_icons_and_the_entry_point(wheel: Path) -> None:
    names = set(zipfile.ZipFile(wheel).namelist())
    for language in ("es", "it", "zh_CN"):
        assert f"moonveil_desktop/_translations/moonveil_{language}.qm" in names
    assert "moonveil_desktop/_resources/web/templates/card.html" in names
    assert "moonveil_desktop/_resources/projector/templates/tv.html" in names
    assert "moonveil_desktop/_resources/icons/moonveil.svg" in names
    entry_points = next(n for n in names if n.endswith(".dist-info/entry_points.txt"))
    assert "moonveil = moonveil_desktop.__main__:main" in zipfile.ZipFile(wheel).read(entry_points).decode()


@pytest.fixture(scope="module")
def venv(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh venv outside the checkout with the wheel (and its dependencies) installed."""
    venv = tmp_path_factory.mktemp("venv")
    assert not venv.is_relative_to(CHECKOUT)
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True)
    # The checkout's pip installs into the new venv (--python): the same resolver and
    # index as `pip install moonveil-desktop`, without bootstrapping a second pip.
    subprocess.run(
        [sys.executable, "-m", "pip", "--python", str(venv / "bin" / "python"), "install", "-q", str(wheel)],
        check=True,
        capture_output=True,
    )
    return venv


def test_wheel_installed_in_a_fresh_venv_deals_and_serves_a_card(venv: Path, tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    result = run_smoke([str(venv / "bin" / "moonveil"), "--smoke-test"], cwd=home, env=outside_env(home))
    assert_clean_run(result)
    package = Path(result.report["package"])
    assert package.is_relative_to(venv), f"loaded from {package}, not from the installed wheel"
    import moonveil_desktop

    assert result.report["version"] == moonveil_desktop.__version__


def test_installed_moonveil_puts_itself_in_the_applications_menu(venv: Path, tmp_path: Path) -> None:
    env = outside_env(tmp_path)
    command = [str(venv / "bin" / "moonveil"), "--install-desktop-entry"]
    subprocess.run(command, cwd=tmp_path, env=env, check=True, capture_output=True)
    entry = tmp_path / "data" / "applications" / "io.github.moonveil.Desktop.desktop"
    assert f"Exec={venv / 'bin' / 'moonveil'}" in entry.read_text(encoding="utf-8").splitlines()
    assert (tmp_path / "data" / "icons" / "hicolor" / "scalable" / "apps" / "io.github.moonveil.Desktop.svg").is_file()
