#!/usr/bin/env bash
# The test tools, on top of scripts/install.sh (run that first): a virtual X screen,
# Chromium for the phone pages, zbar to decode QR codes, a CJK font for screenshots,
# the freedesktop/AppStream validators, and the Python test dependencies (pytest,
# Playwright, ruff, mypy, PyInstaller for the bundle test). scripts/test.sh runs it; it
# is quick when everything is there already. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES=(
  xvfb xauth                  # the bundle's smoke test and screenshots on a real X screen
  fonts-wqy-microhei          # Chinese glyphs instead of boxes in screenshots
  chromium libatomic1         # phone pages in a real browser (Playwright on Debian's Chromium)
  zbar-tools                  # QR codes decoded as a phone camera would
  desktop-file-utils appstream  # desktop-file-validate, appstreamcli
  # the narrated night's one real synthesis (tests/moonveil_desktop/test_speech_real.py):
  # a Linux voice, a sound server with a null sink to record from, and sox to measure
  speech-dispatcher speech-dispatcher-espeak-ng espeak-ng pulseaudio pulseaudio-utils sox
)
source "$(dirname "$0")/apt_install.sh"
apt_install "${APT_PACKAGES[@]}"

[ -x .venv/bin/python ] || { echo "run scripts/install.sh first" >&2; exit 1; }
# pip only when pyproject.toml changed since the last install (pip alone takes seconds)
stamp=.venv/.test-tools-installed
wanted="$(sha256sum pyproject.toml | cut -d' ' -f1)"
if [ "$(cat "$stamp" 2>/dev/null)" != "$wanted" ]; then
  .venv/bin/python -m pip install -q -e ".[test]"
  echo "$wanted" > "$stamp"
fi
