"""Drives ``moonveil --smoke-test`` from outside, as a person checking an install would:
start it, read the card URL it dealt, fetch that page over HTTP, tell it to quit,
and check it quit cleanly. Used for the wheel in a fresh venv and for the bundle."""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import threading
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Any

START_TIMEOUT_S = 60
QUIT_TIMEOUT_S = 20
CHECKOUT = Path(__file__).resolve().parents[2]


@dataclass
class SmokeResult:
    report: dict[str, Any]
    card_status: int
    card_html: str
    returncode: int
    stderr: str


def outside_env(home: Path, **extra: str) -> dict[str, str]:
    """The environment of a fresh user: offscreen or on the given display, settings and
    caches in ``home``, nothing pointing back into the checkout."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("PYTHON", "VIRTUAL_ENV", "QT_"))}
    env.update(HOME=str(home), XDG_CONFIG_HOME=str(home / "config"), XDG_DATA_HOME=str(home / "data"))
    env.update(XDG_CACHE_HOME=str(home / "cache"), LANG="en_US.UTF-8", LC_ALL="C.UTF-8")
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    env.update(extra)
    return env


def fetch(url: str) -> tuple[int, str]:
    with urllib.request.urlopen(url, timeout=10) as response:  # 127.0.0.1 only (the smoke test binds it)
        return int(response.status), response.read().decode("utf-8")


def _report_and_card(
    process: subprocess.Popen[str], command: list[str], stderr: list[str]
) -> tuple[dict[str, Any], int, str]:
    """The JSON line the app printed once it dealt, and the card page it points to."""
    first_line: list[str] = []
    reader = threading.Thread(target=lambda: first_line.append(process.stdout.readline() if process.stdout else ""))
    reader.daemon = True
    reader.start()
    reader.join(START_TIMEOUT_S)
    assert first_line and first_line[0], f"no report from {command}:\n{''.join(stderr)}"
    report: dict[str, Any] = json.loads(first_line[0])
    assert "error" not in report, report
    status, html = fetch(report["card"])
    return report, status, html


def _quit(process: subprocess.Popen[str]) -> int:
    """Ask the app to quit (a line on stdin, as the smoke test expects) and wait for it."""
    with contextlib.suppress(BrokenPipeError):  # it may have died already: the asserts say why
        assert process.stdin is not None
        process.stdin.write("quit\n")
        process.stdin.close()
    try:
        return process.wait(QUIT_TIMEOUT_S)
    except subprocess.TimeoutExpired:
        process.kill()
        raise


def run_smoke(command: list[str], cwd: Path, env: dict[str, str]) -> SmokeResult:
    """Start ``command`` (ending in ``--smoke-test``), fetch the card it dealt, make it quit."""
    with subprocess.Popen(
        command, cwd=cwd, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    ) as process:  # closes the pipes when done
        stderr: list[str] = []
        drain = threading.Thread(target=lambda: stderr.extend(process.stderr or ()), daemon=True)
        drain.start()
        try:
            report, status, html = _report_and_card(process, command, stderr)
        finally:
            returncode = _quit(process)
        drain.join(5)
    return SmokeResult(report, status, html, returncode, "".join(stderr))


def assert_clean_run(result: SmokeResult) -> None:
    """The page is the dealt seat's card, and the app stopped its server and exited 0."""
    assert result.card_status == 200
    assert f'<h1 class="who">{result.report["name"]}</h1>' in result.card_html
    assert 'id="reveal"' in result.card_html  # the card itself, not the join or error page
    assert result.returncode == 0, result.stderr
    assert "Traceback" not in result.stderr, result.stderr
    assert "phone server stopped" in result.stderr  # the server was stopped before the loop ended
