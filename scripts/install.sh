#!/usr/bin/env bash
# Installs everything Moonveil Desktop needs on a fresh Debian 12 machine with
# Python 3.11: Qt's system libraries, Xvfb, a CJK font, Chromium and zbar (for
# the tests), then a virtual environment in .venv with the project and its
# test dependencies. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES=(
  # Qt offscreen and on a virtual X screen
  libgl1 libegl1 libglib2.0-0 libx11-6 libdbus-1-3 libfontconfig1 libfreetype6 libxkbcommon0
  xvfb xauth libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-randr0
  libxcb-render-util0 libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0 libx11-xcb1
  # Chinese glyphs instead of boxes
  fonts-wqy-microhei
  # phone pages in a real browser; QR decoding in tests
  chromium libatomic1 zbar-tools
)

missing=()
for pkg in "${APT_PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if [ "${#missing[@]}" -gt 0 ]; then
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

PYTHON="${PYTHON:-python3.11}"
command -v "$PYTHON" >/dev/null 2>&1 || PYTHON=python3
[ -x .venv/bin/python ] || "$PYTHON" -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e ".[test]"
