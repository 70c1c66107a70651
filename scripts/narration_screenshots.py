"""A whole narrated night of classic Moonveil in playing host (issue 25), on the real
app: the console at 1366x768 with the phone server, five phones in headless Chromium
that submit when the narrator calls their step, the host's own action on the console,
the real voice (speech-dispatcher + espeak-ng) into a PulseAudio null sink recorded
with parec. Screenshots of the current line and the controls go to ``out``; the
spoken lines and the recording's measures are printed.

    Xvfb :89 -screen 0 1366x768x24 &
    DISPLAY=:89 QT_QPA_PLATFORM=xcb PYTHONPATH=.:tests .venv/bin/python \\
        scripts/narration_screenshots.py docs/screenshots/narration
"""

from __future__ import annotations

import asyncio
import os
import shutil
import signal
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_API", "pyside6")

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

NAMES = ["Host", "Ana", "Bea", "Cai", "Dov", "Eli"]
SEED = 4  # the host (seat 0) is a Villager with this seed: their own step is "Ready"


def sound_server(runtime: Path) -> subprocess.Popen[bytes]:
    """A null sink to speak into, and parec recording it."""
    os.environ["XDG_RUNTIME_DIR"] = str(runtime)
    null_sink = ["--load=module-null-sink sink_name=rec", "--load=module-native-protocol-unix"]
    subprocess.run(["pulseaudio", "--daemonize=yes", "--exit-idle-time=-1", "-n", *null_sink], check=True)
    subprocess.run(["pactl", "set-default-sink", "rec"], check=True)
    return subprocess.Popen(["parec", "-d", "rec.monitor", "--file-format=wav", str(runtime / "night.wav")])


def end_sound(runtime: Path, recorder: subprocess.Popen[bytes]) -> None:
    recorder.send_signal(signal.SIGINT)
    recorder.wait(timeout=10)
    report = subprocess.run(["sox", str(runtime / "night.wav"), "-n", "stat"], capture_output=True, text=True)
    print("recording:", " | ".join(line for line in report.stderr.splitlines() if "Length" in line or "RMS" in line))
    ours = subprocess.run(["pgrep", "-f", str(runtime)], capture_output=True, text=True).stdout.split()
    for pid in ours:
        children = subprocess.run(["pgrep", "-P", pid], capture_output=True, text=True).stdout.split()
        for child in [*children, pid]:
            os.kill(int(child), signal.SIGTERM)
    subprocess.run(["pulseaudio", "-k"], check=False)


def act_on_phone(url: str) -> Any:
    """A phone page: open the actions, pick the first offered choice, send, confirm."""

    def act(browser: Any) -> str:
        page = browser.new_page(viewport={"width": 360, "height": 640})
        try:
            page.goto(url)
            page.get_by_role("button", name="Open my actions").click(timeout=5000)
            choices = page.locator("input[type=radio], input[type=checkbox]")
            if choices.count():
                choices.first.check()
            page.locator("form.act-form button[type=submit]").first.click()  # "Choose", or "Ready" with no target
            page.get_by_role("button", name="Confirm").click()
            page.locator(".sent").first.wait_for(state="attached", timeout=5000)
            return "sent"
        except Exception as error:  # a phone that has nothing to do tonight
            return f"nothing: {type(error).__name__}"
        finally:
            page.close()

    return act


def phone_shot(url: str, path: Path) -> Any:
    def shoot(browser: Any) -> None:
        page = browser.new_page(viewport={"width": 360, "height": 640})
        page.goto(url)
        page.wait_for_timeout(500)
        page.screenshot(path=str(path))
        page.close()

    return shoot


def main(out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    runtime = Path(tempfile.mkdtemp(prefix="mv-night-", dir="/tmp"))
    runtime.chmod(0o700)
    recorder = sound_server(runtime)
    app = QApplication([])
    app.setQuitOnLastWindowClosed(False)
    import qasync
    from browser_support import BrowserThread

    from moonveil_desktop.app import compose
    from moonveil_desktop.integration import wire
    from moonveil_desktop.settings import AppSettings
    from moonveil_desktop.settings_records import NarrationSettings
    from moonveil_desktop.table import PLAYING_HOST, TableSettings

    data = Path(tempfile.mkdtemp())
    settings = AppSettings(QSettings(str(data / "settings.ini"), QSettings.Format.IniFormat))
    settings.set_narration(NarrationSettings(pause_min_s=1, pause_max_s=3, volume=100))
    window = compose(data, settings)
    window.resize(1366 - 16, 768 - 40)
    window.show()
    wiring = wire(window)
    narrator = wiring.narrator
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    browser = BrowserThread()
    said: list[str] = []
    narrator.lineSaid.connect(said.append)

    async def in_browser(fn: Any) -> Any:
        return await loop.run_in_executor(None, browser.run, fn)

    async def night() -> None:
        await wiring.link.start("127.0.0.1", 0)
        seats = [(name, False) for name in NAMES]
        window.controller.new_table(TableSettings("moonveil", {"game_type": "classic"}, SEED, PLAYING_HOST, 0), seats)
        window.lobby.deal_button.click()
        evening = window.controller.evening
        game = evening.table_or_raise().game
        urls = {seat: f"{wiring.link.base_url}/p/{evening.tokens.token(seat)}" for seat in range(len(NAMES))}
        narrator.bar.take_keyboard()
        narrator.toggle()
        steps = {step.words["en"]: step.seats for step in game.ruleset.checklist(game.state)}
        script = narrator.service.narrator
        while script.nights.get(1) is None or script.nights[1].stage != "end" or script.queue:
            await asyncio.sleep(0.3)
            if not said or said[-1] not in steps:
                continue
            first = len(steps) == 4
            for seat in steps.pop(said[-1]):
                if seat == 0:
                    host_acts(window)
                else:
                    print(NAMES[seat], await in_browser(act_on_phone(urls[seat])))
            if first:  # the wolves' step: the line large on the console, a phone beside it
                window.grab().save(str(out / "narrator-night-step.png"))
                await in_browser(phone_shot(urls[1], out / "phone-during-narration.png"))
        await asyncio.sleep(2.0)
        window.grab().save(str(out / "narrator-night-over.png"))
        evening.advance()  # the host accepted the resolution preview: now dawn
        while len(said) < 3 or not said[-1].startswith("The day begins"):
            await asyncio.sleep(0.3)
        await asyncio.sleep(1.0)
        window.grab().save(str(out / "narrator-dawn.png"))
        await wiring.link.stop()

    try:
        loop.run_until_complete(night())
    finally:
        browser.close()
        narrator.stop()
        end_sound(runtime, recorder)
        shutil.rmtree(runtime, ignore_errors=True)
        print("said:", *said, sep="\n  ")
    loop.close()


def host_acts(window: Any) -> None:
    """The host, eyes open for their own step, presses their action on the console."""
    from console_drive import submit_first  # tests/moonveil_desktop/ui

    for row in window.phase.rows:
        submit_first(row)


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "moonveil_desktop" / "ui"))
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "docs/screenshots/narration"))
