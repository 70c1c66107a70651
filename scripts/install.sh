#!/usr/bin/env bash
# Installs what Moonveil Desktop needs to run on a fresh Debian 12 machine with Python
# 3.11: Qt's system libraries, then a virtual environment in .venv with the app
# (editable, so a checkout runs as it is). Nothing for the tests: those tools come from
# scripts/install-test-tools.sh, which scripts/test.sh runs. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

APT_PACKAGES=(
  # Qt on an X11 or Wayland desktop (the xcb platform plugin's libraries) and offscreen
  libgl1 libegl1 libglib2.0-0 libx11-6 libdbus-1-3 libfontconfig1 libfreetype6 libxkbcommon0
  libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-randr0
  libxcb-render-util0 libxcb-shape0 libxcb-xkb1 libxkbcommon-x11-0 libx11-xcb1
  # the virtual environment itself
  python3-venv
)
source "$(dirname "$0")/apt_install.sh"
apt_install "${APT_PACKAGES[@]}"

PYTHON="${PYTHON:-python3.11}"
command -v "$PYTHON" >/dev/null 2>&1 || PYTHON=python3
[ -x .venv/bin/python ] || "$PYTHON" -m venv .venv
.venv/bin/python -m pip install -q --upgrade pip
.venv/bin/python -m pip install -q -e .
