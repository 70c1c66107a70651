"""One real synthesis (issue 25): the narrator's sink speaks a line through Qt's real
speech-dispatcher backend with espeak-ng's voice, into a PulseAudio null sink that is
recorded with parec; sox measures the recording: not silent, a plausible length.
scripts/install-test-tools.sh installs the Debian packages. A missing tool or voice
fails the test with the reason: it is never skipped. Everything started here (the
sound server, the recorder, speech-dispatcher and its voice module) is ended here."""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from moonveil_desktop.narration import Line
from moonveil_desktop.settings_records import NarrationSettings
from moonveil_desktop.speech import QtSpeechSink

TOOLS = ("pulseaudio", "pactl", "parec", "sox", "speech-dispatcher")
LINE = Line("night 1 step 0 wolf", "step", "Lobos, despertad y elegid a vuestra víctima.", "es")


def own_processes(marker: str) -> list[int]:
    """Processes whose command line names ``marker`` (our private runtime folder), and
    their children (speech-dispatcher's voice module)."""
    found = subprocess.run(["pgrep", "-f", marker], capture_output=True, text=True).stdout.split()
    pids = [int(pid) for pid in found if int(pid) != os.getpid()]
    children = []
    for pid in pids:
        listed = subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True).stdout.split()
        children += [int(child) for child in listed]
    return pids + children


@pytest.fixture
def sound_server(monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    missing = [tool for tool in TOOLS if shutil.which(tool) is None]
    if missing:
        pytest.fail(f"cannot speak for real: {', '.join(missing)} missing (run scripts/install-test-tools.sh)")
    runtime = Path(tempfile.mkdtemp(prefix="mv-speech-", dir="/tmp"))  # short: unix socket paths are limited
    runtime.chmod(0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    monkeypatch.delenv("PULSE_SERVER", raising=False)
    started = subprocess.run(
        [
            "pulseaudio",
            "--daemonize=yes",
            "--exit-idle-time=-1",
            "-n",
            "--load=module-null-sink sink_name=rec",
            "--load=module-native-protocol-unix",
        ],
        capture_output=True,
        text=True,
    )
    if started.returncode != 0:
        pytest.fail(f"the sound server did not start: {started.stderr.strip()}")
    try:
        subprocess.run(["pactl", "set-default-sink", "rec"], check=True, capture_output=True)
        yield runtime
    finally:
        for pid in own_processes(str(runtime)):
            os.kill(pid, signal.SIGTERM)
        subprocess.run(["pulseaudio", "-k"], capture_output=True)
        shutil.rmtree(runtime, ignore_errors=True)


def sox_number(report: str, label: str) -> float:
    match = re.search(rf"{label}:\s+(-?[\d.]+)", report)
    assert match, report
    return float(match.group(1))


def measure(recording: Path) -> tuple[float, float]:
    """RMS amplitude of the whole recording and the length of its speech (silence trimmed)."""
    whole = subprocess.run(["sox", str(recording), "-n", "stat"], capture_output=True, text=True).stderr
    trim = ["silence", "1", "0.05", "1%", "reverse", "silence", "1", "0.05", "1%", "reverse"]
    speech = subprocess.run(["sox", str(recording), "-n", *trim, "stat"], capture_output=True, text=True).stderr
    return sox_number(whole, r"RMS\s+amplitude"), sox_number(speech, r"Length \(seconds\)")


@pytest.mark.slow
def test_the_narrator_speaks_a_line_through_the_real_backend(qtbot, sound_server: Path, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    from PySide6.QtTextToSpeech import QTextToSpeech

    assert "speechd" in QTextToSpeech.availableEngines(), "Qt's speech-dispatcher plugin is missing"
    sink = QtSpeechSink(NarrationSettings(volume=100), engine="speechd")
    if sink.engine() is None:
        pytest.fail("speech-dispatcher did not answer: no text to speech on this machine")
    choice = sink.choice("es")
    if choice.voice is None:
        pytest.fail(f"no Spanish voice among {len(sink.voices())} voices: is speech-dispatcher-espeak-ng installed?")
    recording = tmp_path / "line.wav"
    recorder = subprocess.Popen(["parec", "-d", "rec.monitor", "--file-format=wav", str(recording)])
    try:
        time.sleep(0.3)  # the recorder is listening before the voice starts
        sink.say(LINE)
        qtbot.waitUntil(sink.speaking, timeout=15000)
        qtbot.waitUntil(lambda: not sink.speaking(), timeout=30000)
        time.sleep(0.5)
    finally:
        recorder.send_signal(signal.SIGINT)
        recorder.wait(timeout=10)
        sink.stop()
    rms, spoken_s = measure(recording)
    assert rms > 0.01, f"the recording is silent (RMS {rms})"
    assert 1.0 < spoken_s < 15.0, f"{spoken_s:.2f} s of speech for an eight-word line"
