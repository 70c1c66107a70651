"""The standalone bundle (issue 22): scripts/bundle.sh builds it with PyInstaller, and the
bundled executable, on a real (virtual) X screen, deals a table, serves a card page over
HTTP and quits cleanly. The build takes about a minute here, so it is marked slow."""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import subprocess
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.install.smoke_client import CHECKOUT, assert_clean_run, outside_env, run_smoke

pytestmark = pytest.mark.slow

DISPLAY_NUMBER = os.environ.get("MOONVEIL_TEST_DISPLAY", "93")  # this project's display (see docs/release.md)


def _serves(socket_path: Path) -> bool:
    """Whether an X server answers on this display's socket."""
    with contextlib.closing(socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)) as probe:
        try:
            probe.connect(str(socket_path))
        except OSError:
            return False
    return True


@pytest.fixture(scope="module")
def display() -> Iterator[str]:
    """An Xvfb screen (the one already there if something serves that display)."""
    x_socket = Path(f"/tmp/.X11-unix/X{DISPLAY_NUMBER}")
    if x_socket.exists() and _serves(x_socket):
        yield f":{DISPLAY_NUMBER}"
        return
    # a socket nobody answers on is left by an Xvfb that was killed: Xvfb refuses to
    # start while its lock file is there, and the app cannot connect to the dead one
    x_socket.unlink(missing_ok=True)
    Path(f"/tmp/.X{DISPLAY_NUMBER}-lock").unlink(missing_ok=True)
    xvfb = shutil.which("Xvfb")
    assert xvfb, "Xvfb is missing: run scripts/install-test-tools.sh"
    server = subprocess.Popen([xvfb, f":{DISPLAY_NUMBER}", "-screen", "0", "1366x768x24", "-nolisten", "tcp"])
    try:
        for _ in range(100):
            if x_socket.exists():
                break
            time.sleep(0.05)
        assert x_socket.exists(), "Xvfb did not start"
        yield f":{DISPLAY_NUMBER}"
    finally:
        server.terminate()
        server.wait(10)


@pytest.fixture(scope="module")
def bundle(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("bundle")
    subprocess.run(["bash", str(CHECKOUT / "scripts" / "bundle.sh"), str(out)], check=True, capture_output=True)
    return out / "bundle" / "moonveil"


def test_bundle_holds_the_catalogs_and_the_page_templates(bundle: Path) -> None:
    package = bundle / "_internal" / "moonveil_desktop"
    assert (bundle / "moonveil").is_file()
    for language in ("es", "it", "zh_CN"):
        assert (package / "_translations" / f"moonveil_{language}.qm").is_file()
    assert (package / "_resources" / "web" / "templates" / "card.html").is_file()
    assert (package / "_resources" / "projector" / "static" / "tv.js").is_file()


def test_bundled_app_on_x_deals_serves_a_card_and_quits_cleanly(bundle: Path, display: str, tmp_path: Path) -> None:
    home = tmp_path / "home"
    home.mkdir()
    env = outside_env(home, DISPLAY=display, QT_QPA_PLATFORM="xcb")
    result = run_smoke([str(bundle / "moonveil"), "--smoke-test"], cwd=home, env=env)
    assert_clean_run(result)
    assert Path(result.report["package"]).is_relative_to(bundle)  # frozen, not the checkout
